/**
 * `analyzeUrl`: the URL risk analysis. The lexical inspection (`inspect.ts`) of the input, then,
 * unless the context is offline or the URL is not a web address:
 *
 * 1. the redirect chain through `ctx.http` (`redirects.ts`), and at the same time the Web Risk
 *    lookup of the input when the operator set a key (`web-risk.ts`);
 * 2. the lexical checks re-run on the final URL of the chain (findings of codes the input did not
 *    raise, with `parameters.stage = 'final'`);
 * 3. the domain age (RDAP, `domain-age.ts`) of the final host's registrable domain when the chain
 *    succeeded, else the input's; and the Web Risk lookup of the final URL when it differs;
 * 4. the redirect findings (some need the final URL's findings and age);
 * 5. when the context holds known-phishing feeds (`ctx.phishingFeeds`), the input URL, then the
 *    final URL, looked up in them locally (`known-phishing.ts`); then every finding through the one
 *    scoring table.
 *
 * Everything runs within the analysis deadline (`deadlineSignal`); no step ever rejects.
 */
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { isoTime } from '../../clock.js';
import { makeFinding, sortFindings } from '../../findings.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { lookupDomainAge } from '../../domain-age/index.js';
import { domainAgeFindings, domainAgeOf, skippedDomainAge, type DomainAgeLookup } from './domain-age.js';
import { inspectUrl, type UrlInspection } from '../../lexical/inspect.js';
import { knownPhishingFindings, scoredUrlResult } from './known-phishing.js';
import { followRedirects, redirectFindings, skippedRedirects } from './redirects.js';
import { URL_RULES, type UrlFindingCode } from './rules.js';
import type {
  DomainAgeReport,
  RedirectReport,
  UrlAnalysisResult,
  UrlFinding,
  WebRiskReport,
} from './types.js';
import {
  checkWebRisk,
  skippedWebRisk,
  webRiskFindings,
  webRiskReportOf,
  type WebRiskCheck,
} from './web-risk.js';

/** Options of `analyzeUrl`. */
export interface UrlAnalyzeOptions extends AnalyzeOptions {
  /** The domain-age lookup (default: `lookupDomainAge` of src/domain-age); tests inject a fake. */
  readonly lookupDomainAge?: DomainAgeLookup;
}

/** Lexical codes not repeated for the final URL: always or never true there, or covered by a redirect finding. */
const NOT_REPEATED_FOR_FINAL: ReadonlySet<UrlFindingCode> = new Set<UrlFindingCode>([
  'url-scheme-added',
  'url-plain-http',
]);

function codeOf(finding: UrlFinding): UrlFindingCode {
  return finding.code;
}

/** The inspection of a redirect target, or null when it cannot be read as a URL we analyse. */
function inspectFinal(url: string): UrlInspection | null {
  try {
    return inspectUrl(url);
  } catch {
    return null;
  }
}

/** Lexical findings of the final URL that add evidence: codes the input did not raise, marked `stage: 'final'`. */
function finalStageFindings(input: UrlInspection, final: UrlInspection): UrlFinding[] {
  const seen = new Set(input.findings.map(codeOf));
  const out: UrlFinding[] = [];
  for (const f of final.findings) {
    const code = codeOf(f);
    if (seen.has(code) || NOT_REPEATED_FOR_FINAL.has(code)) continue;
    out.push(makeFinding(code, URL_RULES, { ...(f.parameters ?? {}), stage: 'final' }));
  }
  return out;
}

interface NetworkParts {
  readonly redirects: RedirectReport;
  readonly domainAge: DomainAgeReport;
  readonly webRisk: WebRiskReport;
  readonly findings: readonly UrlFinding[];
}

async function runNetworkParts(
  inspection: UrlInspection,
  ctx: AnalysisContext,
  options: UrlAnalyzeOptions,
): Promise<NetworkParts> {
  const signal = deadlineSignal(ctx, options);
  if (!(await networkReachable(ctx, signal))) {
    // The service is cut off: no redirect, age or Web Risk answer could be trusted; none is asked.
    const domainSkip = inspection.registrableDomain === null ? 'skip.not-applicable' : NETWORK_UNREACHABLE;
    return {
      redirects: skippedRedirects(NETWORK_UNREACHABLE),
      domainAge: skippedDomainAge(inspection.registrableDomain, domainSkip),
      webRisk: skippedWebRisk(NETWORK_UNREACHABLE),
      findings: [],
    };
  }
  const lookup = options.lookupDomainAge ?? lookupDomainAge;
  const hasKey = ctx.providers.webRiskApiKey !== null && ctx.providers.webRiskApiKey !== '';
  const webRiskOf = (url: string): Promise<WebRiskCheck> =>
    checkWebRisk(url, ctx.http, ctx.providers, signal, ctx.timeoutMs);

  const [redirects, inputRisk] = await Promise.all([
    followRedirects(inspection.normalizedUrl, ctx.http, signal, ctx.timeoutMs),
    hasKey ? webRiskOf(inspection.normalizedUrl) : Promise.resolve(null),
  ]);

  const finalUrl = redirects.finalUrl;
  const final = finalUrl !== null && finalUrl !== inspection.normalizedUrl ? inspectFinal(finalUrl) : null;
  const ageTarget = redirects.wasSuccessful && final !== null ? final : inspection;
  const ageDomain = ageTarget.registrableDomain;

  const [domainAge, finalRisk] = await Promise.all([
    ageDomain === null
      ? Promise.resolve(skippedDomainAge(null, 'skip.not-applicable'))
      : domainAgeOf(ageDomain, lookup, ctx, signal),
    hasKey && final !== null && final.analyzedHost !== ''
      ? webRiskOf(final.normalizedUrl)
      : Promise.resolve(null),
  ]);

  const checks = [inputRisk, finalRisk].filter((c): c is WebRiskCheck => c !== null);
  const webRisk = hasKey ? webRiskReportOf(checks) : skippedWebRisk('url.skip.no-web-risk-key');
  const riskFindings = webRiskFindings(checks);
  const finalIsRisky =
    (final !== null && ageTarget === final && domainAge.ageBand === 'new') ||
    (finalRisk !== null && finalRisk.ok && finalRisk.threatTypes.length > 0);

  return {
    redirects,
    domainAge,
    webRisk,
    findings: [
      ...redirectFindings(redirects, { input: inspection, final, finalIsRisky }),
      ...(final === null ? [] : finalStageFindings(inspection, final)),
      ...domainAgeFindings(domainAge),
      ...riskFindings,
    ],
  };
}

/**
 * Analyses one URL.
 *
 * - Network parts run only for `http`/`https` URLs and when `ctx.offline` is false. Offline, they
 *   report `skip.offline-mode` and nothing is contacted; for script URLs, `skip.not-applicable`.
 * - `isInconclusive` is true when the verdict is not `dangerous` and the redirects or the domain age
 *   were skipped (offline) or failed (no final response, no registration date…). Steps that do not
 *   apply (script URLs, domain age of an IP address: `skip.not-applicable`) do not make a result
 *   inconclusive, nor does the Web Risk lookup (skipped on every deployment without a key).
 * - When the service's own network is unreachable (the resolver health check of net/health.ts
 *   fails), the network parts are not attempted: `skipReasonKey` `error.network-unreachable`, the
 *   result is inconclusive (unless dangerous) and `partial` (the text of the address was read).
 * - `summaryKey` is `url.summary.inconclusive` when the result is inconclusive *and* likely safe;
 *   otherwise `url.summary.<verdict>`. `recommendedActionKey` is `url.action.inconclusive` when the
 *   result is inconclusive, otherwise `url.action.<verdict>`; `verdictKey` is always the scored one.
 *
 * @param input - the URL as written (scheme optional, at most `MAX_URL_LENGTH` characters).
 * @param ctx - injected I/O (`http`, `providers`, `clock`, `offline`…); `getDefaultContext()` when omitted.
 * @param options - `signal` to abort the network steps (combined with `ctx.timeoutMs`).
 * @returns the full `UrlAnalysisResult`.
 * @throws InputError for input that is empty, too long, not a URL or of an unsupported scheme; never otherwise.
 * @example
 * ```ts
 * const r = await analyzeUrl('http://bit.ly/abc', createContext({ offline: true }));
 * r.verdictKey; // 'verdict.caution'
 * ```
 * @see ../../../docs/url.md
 */
export async function analyzeUrl(
  input: string,
  ctx?: AnalysisContext,
  options: UrlAnalyzeOptions = {},
): Promise<UrlAnalysisResult> {
  const context = contextOf(ctx);
  const inspection = inspectUrl(input);
  const isWeb = inspection.analyzedHost !== '';

  let parts: NetworkParts;
  if (!isWeb) {
    parts = {
      redirects: skippedRedirects('skip.not-applicable'),
      domainAge: skippedDomainAge(null, 'skip.not-applicable'),
      webRisk: skippedWebRisk('skip.not-applicable'),
      findings: [],
    };
  } else if (context.offline) {
    const domainSkip = inspection.registrableDomain === null ? 'skip.not-applicable' : 'skip.offline-mode';
    parts = {
      redirects: skippedRedirects('skip.offline-mode'),
      domainAge: skippedDomainAge(inspection.registrableDomain, domainSkip),
      webRisk: skippedWebRisk('skip.offline-mode'),
      findings: [],
    };
  } else {
    parts = await runNetworkParts(inspection, context, options);
  }

  // The known-phishing feeds are looked up locally (input URL, then the final URL of the chain).
  const feedFindings = isWeb
    ? knownPhishingFindings(context.phishingFeeds, inspection.normalizedUrl, parts.redirects.finalUrl)
    : [];
  const extra = parts.findings.length + feedFindings.length;
  return scoredUrlResult(
    {
      input,
      normalizedUrl: inspection.normalizedUrl,
      analyzedHost: inspection.analyzedHost,
      registrableDomain: inspection.registrableDomain,
      // The inspection's findings are sorted already: sorted again only with others beside them.
      findings:
        extra === 0
          ? inspection.findings.slice()
          : sortFindings([...inspection.findings, ...parts.findings, ...feedFindings]),
      redirects: parts.redirects,
      domainAge: parts.domainAge,
      webRisk: parts.webRisk,
      feeds: context.phishingFeeds === null ? null : context.phishingFeeds.status(),
      checkedAt: isoTime(context.clock),
    },
    // Nothing beside the address's own findings (offline, or nothing found online): the inspection
    // already scored exactly these findings.
    extra === 0 ? inspection.score : undefined,
  );
}
