import type { DnsStatus } from './net/dns/types.js';
import type { HttpErrorCode } from './net/http/types.js';

/**
 * Keys shared by every analysis. Each analysis declares its own finding codes next to its code
 * (`analyses/<name>/rules.ts`); the union of all keys is assembled in `all-keys.ts`.
 */

/** The four verdicts, from the scoring bands in `scoring.ts`. */
export const VERDICTS = ['likely-safe', 'caution', 'suspicious', 'dangerous'] as const;
export type Verdict = (typeof VERDICTS)[number];
export type VerdictKey = `verdict.${Verdict}`;

/** Where a finding's evidence came from. */
export const SOURCE_HINTS = [
  'lexical',
  'message-heuristics',
  'email-headers',
  'email-content',
  'dns-blocklists',
  'dkim-verification',
  'dmarc-policy',
  'redirects',
  'domain-age',
  'web-risk',
  'phishing-lists',
] as const;
export type SourceHint = (typeof SOURCE_HINTS)[number];
export type SourceHintKey = `source.${SourceHint}`;

/** Why a part of an analysis was not attempted. */
export const SKIP_REASONS = ['offline-mode', 'not-implemented', 'not-applicable'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export type SkipReasonKey = `skip.${SkipReason}`;

/**
 * Why a whole network analysis could not run, shared by every analysis that contacts the network:
 * `error.network-unreachable` when the service's own resolver health check failed (net/health.ts),
 * so nothing the network would say about the target can be trusted, and nothing is said.
 */
export const NETWORK_ERRORS = ['network-unreachable'] as const;
export type NetworkError = (typeof NETWORK_ERRORS)[number];
export type NetworkErrorKey = `error.${NetworkError}`;
export const NETWORK_UNREACHABLE: NetworkErrorKey = 'error.network-unreachable';

/** Keys of `InputError` (HTTP 400 from the server). */
export const INPUT_ERRORS = [
  'url-required',
  'url-too-long',
  'url-invalid',
  'url-unsupported-scheme',
  'url-port-not-allowed',
  'message-required',
  'message-too-long',
  'email-body-required',
  'email-body-too-long',
  'raw-headers-invalid',
  'raw-headers-too-long',
  'domain-required',
  'domain-too-long',
  'domain-invalid',
  'ip-required',
  'ip-too-long',
  'ip-invalid',
  'ip-not-public',
  'host-required',
  'host-too-long',
  'host-invalid',
  'host-url-not-allowed',
  'host-port-not-allowed',
  'host-not-public',
  'hash-required',
  'hash-invalid',
  'prefix-required',
  'prefix-invalid',
  'method-invalid',
] as const;
export type InputErrorCode = (typeof INPUT_ERRORS)[number];
export type InputErrorKey = `input.${InputErrorCode}`;

/** Outcome of one DNS query, as shown to people (`dns-status.nxdomain`…); see net/dns/types.ts. */
export type DnsStatusKey = `dns-status.${DnsStatus}`;

/** Why an HTTP exchange produced no response (`http-error.blocked-by-policy`…); see net/http/types.ts. */
export type HttpErrorKey = `http-error.${HttpErrorCode}`;

/** Keys of one finding code. */
export type FindingTitleKey<C extends string> = `finding.${C}.title`;
export type FindingDescriptionKey<C extends string> = `finding.${C}.description`;
export type FindingKeys<C extends string> = FindingTitleKey<C> | FindingDescriptionKey<C>;

/**
 * Summary and recommended-action keys of one analysis: `<a>.summary.<verdict>` /
 * `<a>.action.<verdict>`, or `.inconclusive` when checks that could have raised the verdict did not
 * run (`isInconclusive`); the verdict key itself stays the scored verdict.
 */
export type SummaryKey<A extends string> = `${A}.summary.${Verdict}` | `${A}.summary.inconclusive`;
export type ActionKey<A extends string> = `${A}.action.${Verdict}` | `${A}.action.inconclusive`;

export function verdictKey(verdict: Verdict): VerdictKey {
  return `verdict.${verdict}`;
}
