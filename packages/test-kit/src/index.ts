/**
 * @module @secapi/test-kit
 * Baseline builders of core-shaped results for tests that fake an analysis (server, web form): each
 * test starts from the baseline and changes only what it needs. Scores and keys are computed from
 * the findings with core's own `scoreFindings`, so a fake can never disagree with the scoring table.
 */
export { fakeDns } from './fake-dns.js';
export type { FakeDns, FakeZone, FakeZoneEntry } from './fake-dns.js';
export { fakeHttp } from './fake-http.js';
export { startHttpFixture } from './http-fixture.js';
export { startFeedServer } from './feed-server.js';
export type { FeedRoute, FeedServer } from './feed-server.js';
export type {
  HttpFixture,
  HttpFixtureHandler,
  HttpFixtureOptions,
  HttpFixtureRequest,
} from './http-fixture.js';
export { createTestCa } from './test-ca.js';
export type { TestCa, TestCertificate } from './test-ca.js';
export {
  alertRecord,
  certificateMessage,
  handshake,
  record,
  serverHello,
  serverHelloDone,
  serverKeyExchange,
  ssl2ServerHello,
  startRawTlsServer,
} from './raw-tls.js';
export type { OfferedHello, RawTlsAction, RawTlsServer, ServerHelloSpec } from './raw-tls.js';
export { caSigner, createIntermediate, issueCertificate, ocspResponse } from './tls-pki.js';
export type { IssueOptions, IssuedCertificate, Signer } from './tls-pki.js';
export { ensureNginx, freePort, startNginx } from './nginx.js';
export type { NginxServer, NginxServerSpec } from './nginx.js';
export type {
  FakeHttp,
  FakeHttpCall,
  FakeHttpEntry,
  FakeHttpEntryValue,
  FakeHttpFailure,
  FakeHttpHandler,
  FakeHttpResponse,
  FakeHttpRoutes,
} from './fake-http.js';
export { MissingSystemBinaryError, ensureSystemBinary, findBinary } from './system-binary.js';
export type { EnsureOptions, SystemBinary } from './system-binary.js';
export { ensureNsd, startNsd, zoneFile } from './nsd.js';
export { DNSBL_TEST_ENTRY_RECORDS, networkCheckZones } from './network-check.js';
export type { NsdServer, NsdZoneRecord, StartNsdOptions, ZoneFileOptions } from './nsd.js';
export {
  PRIVATE_INTERNET_PREFIX,
  privateInternetSupport,
  removeStalePrivateInternets,
  startPrivateInternet,
} from './private-internet.js';
export type {
  PrivateCanary,
  PrivateFetchResult,
  PrivateHost,
  PrivateHttpResponse,
  PrivateInternet,
  PrivateInternetSupport,
  PrivateRequest,
  StartPrivateInternetOptions,
  SvcProcess,
} from './private-internet.js';
export {
  brokenResolverHandler,
  dnsReply,
  startBrokenResolver,
  startScriptedDnsServer,
} from './scripted-dns.js';
export type {
  AnswerOptions,
  BrokenResolverKind,
  ScriptedDnsServer,
  ScriptedHandler,
  ScriptedProtocol,
  ScriptedQuery,
  ScriptedRcode,
  ScriptedReply,
} from './scripted-dns.js';

import {
  scoreFindings,
  verdictKey,
  type FeedsReport,
  type MessageAnalysisResult,
  type MessageFinding,
  type SkipReasonKey,
  type UrlAnalysisResult,
  type UrlFinding,
} from '@secapi/core';
import { skippedDomainAge, skippedRedirects, skippedWebRisk } from '@secapi/core/url';

export interface UrlResultOptions {
  input: string;
  findings?: readonly UrlFinding[];
  normalizedUrl?: string;
  analyzedHost?: string;
  registrableDomain?: string | null;
  isInconclusive?: boolean;
  redirectsSkipReasonKey?: SkipReasonKey;
  domainAgeSkipReasonKey?: SkipReasonKey;
  /** The known-phishing feeds report (default null: no feed store). */
  feeds?: FeedsReport | null;
  /** When the result was computed (default `FAKE_CHECKED_AT`). */
  checkedAt?: string;
}

/** The `checkedAt` of the baseline results (a fixed instant, so fakes stay deterministic). */
export const FAKE_CHECKED_AT = '2026-01-15T12:00:00.000Z';

export function urlResult(options: UrlResultOptions): UrlAnalysisResult {
  const findings = options.findings ?? [];
  const { confidenceScore, verdict } = scoreFindings(findings);
  const registrableDomain =
    options.registrableDomain === undefined ? 'example.com' : options.registrableDomain;
  const inconclusive = options.isInconclusive ?? verdict !== 'dangerous';
  return {
    input: options.input,
    normalizedUrl: options.normalizedUrl ?? 'https://example.com/',
    analyzedHost: options.analyzedHost ?? 'example.com',
    registrableDomain,
    confidenceScore,
    verdictKey: verdictKey(verdict),
    // The keys as core's `scoredUrlResult` picks them (inconclusive: its own action, and its own
    // summary when likely safe).
    summaryKey:
      inconclusive && verdict === 'likely-safe' ? 'url.summary.inconclusive' : `url.summary.${verdict}`,
    recommendedActionKey: inconclusive ? 'url.action.inconclusive' : `url.action.${verdict}`,
    isInconclusive: inconclusive,
    // Network parts skipped (offline by default) make the result partial, as core decides.
    outcome:
      (options.redirectsSkipReasonKey ?? 'skip.offline-mode') === 'skip.not-applicable'
        ? 'complete'
        : 'partial',
    findings,
    redirects: skippedRedirects(options.redirectsSkipReasonKey ?? 'skip.offline-mode'),
    domainAge: skippedDomainAge(registrableDomain, options.domainAgeSkipReasonKey ?? 'skip.offline-mode'),
    webRisk: skippedWebRisk(options.redirectsSkipReasonKey ?? 'skip.offline-mode'),
    feeds: options.feeds ?? null,
    checkedAt: options.checkedAt ?? FAKE_CHECKED_AT,
  };
}

export interface MessageResultOptions {
  characterCount: number;
  findings?: readonly MessageFinding[];
  links?: MessageAnalysisResult['links'];
  languagesDetected?: MessageAnalysisResult['languagesDetected'];
  checkedAt?: string;
}

export function messageResult(options: MessageResultOptions): MessageAnalysisResult {
  const findings = options.findings ?? [];
  const { confidenceScore, verdict } = scoreFindings(findings);
  return {
    confidenceScore,
    verdictKey: verdictKey(verdict),
    summaryKey: `message.summary.${verdict}`,
    recommendedActionKey: `message.action.${verdict}`,
    isInconclusive: false,
    outcome: 'complete',
    findings,
    links: options.links ?? [],
    characterCount: options.characterCount,
    languagesDetected: options.languagesDetected ?? (findings.length > 0 ? ['en'] : []),
    checkedAt: options.checkedAt ?? FAKE_CHECKED_AT,
  };
}
