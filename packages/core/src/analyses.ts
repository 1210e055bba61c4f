/**
 * `ANALYSES`: every analysis of the service, one descriptor each (define-analysis.ts), in the order
 * the API lists them. The OpenAPI catalogue, the server's service and routes, the web form's pages
 * and the test fakes are derived from this list; adding an analysis means adding its folder and its
 * entry here (CONTRIBUTING.md has the checklist, and a test fails when a piece is missing).
 */
import type { AnalysisContext } from './context.js';
import type { AnalysisParamValues, ResultOf } from './define-analysis.js';
import { acmeAnalysis } from './analyses/acme/descriptor.js';
import { certsAnalysis } from './analyses/certs/descriptor.js';
import { dnsAnalysis } from './analyses/dns/descriptor.js';
import { emailAuthAnalysis } from './analyses/email-auth/descriptor.js';
import { emailAnalysis } from './analyses/email/descriptor.js';
import { hashAnalysis } from './analyses/hash/descriptor.js';
import { headersAnalysis } from './analyses/headers/descriptor.js';
import { ipAnalysis } from './analyses/ip/descriptor.js';
import { messageAnalysis } from './analyses/message/descriptor.js';
import { tlsAnalysis } from './analyses/tls/descriptor.js';
import { typosquatAnalysis } from './analyses/typosquat/descriptor.js';
import { urlAnalysis } from './analyses/url/descriptor.js';
import { whoisAnalysis } from './analyses/whois/descriptor.js';

/** The descriptors, keyed by id (`check-url`…). */
export const ANALYSES = Object.freeze({
  'check-url': urlAnalysis,
  'check-email': emailAnalysis,
  'check-tls': tlsAnalysis,
  'check-email-auth': emailAuthAnalysis,
  'check-message': messageAnalysis,
  'check-headers': headersAnalysis,
  'check-typosquat': typosquatAnalysis,
  'check-certs': certsAnalysis,
  'check-ip': ipAnalysis,
  'check-dns': dnsAnalysis,
  'check-whois': whoisAnalysis,
  'check-hash': hashAnalysis,
  'check-acme': acmeAnalysis,
});

export type Analyses = typeof ANALYSES;
/** `check-url`, `check-dns`… */
export type AnalysisId = keyof Analyses;
export type AnyAnalysis = Analyses[AnalysisId];
/** `analyzeUrl`, `analyzeDns`… */
export type AnalysisMethod = AnyAnalysis['method'];

export const ANALYSIS_IDS = Object.keys(ANALYSES) as AnalysisId[];

/** The result of the analysis with this id. */
export type AnalysisResultOf<Id extends AnalysisId> = ResultOf<Analyses[Id]>;

/** The descriptor whose service method is `M`. */
export type AnalysisWithMethod<M extends AnalysisMethod> = Extract<AnyAnalysis, { readonly method: M }>;

/**
 * One method per analysis, named by its descriptor (`analyzeUrl(input)`…): the shape of a service
 * that runs the analyses with its own context (the server's `Service`, the form's `FormService`).
 */
export type AnalysisMethods = {
  [M in AnalysisMethod]: (
    input: string,
    params?: AnalysisParamValues,
  ) => Promise<ResultOf<AnalysisWithMethod<M>>>;
};

/** The same methods taking a context (core's functions; a server's injectable analyzers). */
export type ContextualAnalysisMethods = {
  readonly [M in AnalysisMethod]: (
    input: string,
    ctx: AnalysisContext,
    params?: AnalysisParamValues,
  ) => Promise<ResultOf<AnalysisWithMethod<M>>>;
};

/** The descriptor with this id (a typed look-up). */
export function getAnalysis<Id extends AnalysisId>(id: Id): Analyses[Id] {
  return ANALYSES[id];
}

/** True when `id` names an analysis of `ANALYSES`. */
export function isAnalysisId(id: string): id is AnalysisId {
  return Object.prototype.hasOwnProperty.call(ANALYSES, id);
}
