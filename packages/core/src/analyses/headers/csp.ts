/**
 * Content-Security-Policy, from the HTTP header only (the body is not read, so `<meta>` policies are
 * not seen). The outcomes and their order follow the Observatory: a policy lets scripts run
 * anywhere when script-src (or default-src, its fallback; neither means `*`) allows
 * 'unsafe-inline', `*`, a bare scheme (`http:`, `https:`, `data:`, `ftp:`) or a wildcard host, or
 * when object-src is that broad. Nonces and hashes neutralise 'unsafe-inline'; with
 * 'strict-dynamic' they also neutralise host and scheme sources and 'self'; 'strict-dynamic'
 * without a nonce or hash is invalid. Content-Security-Policy-Report-Only enforces nothing.
 *
 * Several enforced policies (several headers, or one header with commas) all apply: each is
 * evaluated on its own and the best outcome is kept (a resource must pass every policy, so the
 * strictest policy is a floor).
 */
import type { HeadersNoteKey, HeadersResultKey } from './keys.js';
import type { HeaderMap, HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues, isHttpsUrl } from './util.js';

/** Directive name → source expressions (keywords in lower case, quotes kept). First one wins. */
export type CspPolicy = ReadonlyMap<string, readonly string[]>;

const DIRECTIVE_NAME_RE = /^[a-z0-9-]+$/;
const NONCE_OR_HASH_RE = /^'(?:nonce-|sha256-|sha384-|sha512-)/i;
const BROAD_SOURCE_RE =
  /^(?:\*|(?:data|http|https|ftp):|(?:(?:https?|ftp|wss?):\/\/)?\*(?::(?:\*|\d+))?\/?)$/;
const INSECURE_SOURCE_RE = /^(?:http:|ftp:|http:\/\/|ftp:\/\/)/;
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
/** Directives whose values are not source lists. */
const NON_SOURCE_DIRECTIVES = new Set([
  'report-uri',
  'report-to',
  'sandbox',
  'upgrade-insecure-requests',
  'block-all-mixed-content',
  'require-trusted-types-for',
  'trusted-types',
  'plugin-types',
]);

/** Parses ONE policy (no commas); directives with invalid names are skipped, as browsers do. */
export function parseCspPolicy(text: string): CspPolicy {
  const policy = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const tokens = part
      .trim()
      .split(/[\t\n\f\r ]+/)
      .filter((t) => t !== '');
    const [rawName, ...sources] = tokens;
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (!DIRECTIVE_NAME_RE.test(name) || policy.has(name)) continue;
    policy.set(
      name,
      sources.map((s) => (NONCE_OR_HASH_RE.test(s) ? s : s.toLowerCase())),
    );
  }
  return policy;
}

/** Every policy of a header (several headers, or commas in one header). */
export function parseCspHeader(values: readonly string[]): CspPolicy[] {
  return values.flatMap((v) => v.split(',')).map(parseCspPolicy);
}

/** Outcomes of one policy, worst first. */
const OUTCOMES = [
  'headers.csp-header-invalid',
  'headers.csp-implemented-with-unsafe-inline',
  'headers.csp-implemented-with-insecure-scheme',
  'headers.csp-implemented-with-unsafe-eval',
  'headers.csp-implemented-with-insecure-scheme-in-passive-content-only',
  'headers.csp-implemented-with-unsafe-inline-in-style-src-only',
  'headers.csp-implemented-with-no-unsafe',
  'headers.csp-implemented-with-no-unsafe-default-src-none',
] as const satisfies readonly HeadersResultKey[];
type PolicyOutcome = (typeof OUTCOMES)[number];

const ANYTHING: readonly string[] = ['*'];

function effective(policy: CspPolicy, directive: string): readonly string[] {
  return policy.get(directive) ?? policy.get('default-src') ?? ANYTHING;
}

/** The outcome of one enforced policy. */
export function evaluateCspPolicy(policy: CspPolicy, https: boolean): PolicyOutcome {
  if (policy.size === 0) return 'headers.csp-header-invalid';
  const script = effective(policy, 'script-src');
  const hasNonceOrHash = script.some((s) => NONCE_OR_HASH_RE.test(s));
  const strictDynamic = script.includes("'strict-dynamic'");
  if (strictDynamic && !hasNonceOrHash) return 'headers.csp-header-invalid';
  const activeScript = script.filter((s) => {
    if (hasNonceOrHash && s === "'unsafe-inline'") return false;
    if (strictDynamic && !s.startsWith("'")) return false;
    if (strictDynamic && s === "'self'") return false;
    return true;
  });
  const object = effective(policy, 'object-src');
  if (
    activeScript.includes("'unsafe-inline'") ||
    activeScript.some((s) => BROAD_SOURCE_RE.test(s)) ||
    object.some((s) => BROAD_SOURCE_RE.test(s))
  ) {
    return 'headers.csp-implemented-with-unsafe-inline';
  }
  let insecureActive = false;
  let insecurePassive = false;
  if (https) {
    for (const [name, sources] of policy) {
      if (NON_SOURCE_DIRECTIVES.has(name) || !sources.some((s) => INSECURE_SOURCE_RE.test(s))) continue;
      if (PASSIVE_DIRECTIVES.has(name)) insecurePassive = true;
      else insecureActive = true;
    }
  }
  if (insecureActive) return 'headers.csp-implemented-with-insecure-scheme';
  const style = effective(policy, 'style-src');
  if (activeScript.includes("'unsafe-eval'") || style.includes("'unsafe-eval'")) {
    return 'headers.csp-implemented-with-unsafe-eval';
  }
  if (insecurePassive) return 'headers.csp-implemented-with-insecure-scheme-in-passive-content-only';
  const styleNonce = style.some((s) => NONCE_OR_HASH_RE.test(s));
  if ((!styleNonce && style.includes("'unsafe-inline'")) || style.some((s) => BROAD_SOURCE_RE.test(s))) {
    return 'headers.csp-implemented-with-unsafe-inline-in-style-src-only';
  }
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.length === 1 && defaultSrc[0] === "'none'") {
    return 'headers.csp-implemented-with-no-unsafe-default-src-none';
  }
  return 'headers.csp-implemented-with-no-unsafe';
}

/** The enforced policies' `frame-ancestors` sources, or null when no enforced policy has one. */
export function cspFrameAncestors(headers: HeaderMap): readonly string[] | null {
  for (const policy of parseCspHeader(headerValues(headers, 'content-security-policy'))) {
    const sources = policy.get('frame-ancestors');
    if (sources !== undefined) return sources;
  }
  return null;
}

export function analyzeCsp(input: Pick<HeadersInput, 'headers' | 'finalUrl'>): HeadersCheckResult {
  const enforced = headerValues(input.headers, 'content-security-policy');
  const reportOnly = headerValues(input.headers, 'content-security-policy-report-only');
  if (enforced.length === 0) {
    return reportOnly.length > 0
      ? checkResult('headers.csp-not-implemented-but-reporting-enabled', reportOnly.join(', '))
      : checkResult('headers.csp-not-implemented');
  }
  const data = enforced.join(', ');
  const policies = parseCspHeader(enforced).filter((p) => p.size > 0);
  if (policies.length === 0) return checkResult('headers.csp-header-invalid', data);
  const https = isHttpsUrl(input.finalUrl);
  let best = 0;
  for (const policy of policies) {
    best = Math.max(best, OUTCOMES.indexOf(evaluateCspPolicy(policy, https)));
  }
  const outcome = OUTCOMES[best] ?? 'headers.csp-header-invalid';
  const notes: HeadersNoteKey[] = [];
  if (outcome !== 'headers.csp-header-invalid') {
    if (!policies.some((p) => p.has('base-uri'))) notes.push('headers.note.csp-base-uri-missing');
    if (!policies.some((p) => p.has('form-action'))) notes.push('headers.note.csp-form-action-missing');
  }
  if (reportOnly.length > 0) notes.push('headers.note.csp-report-only-ignored');
  return checkResult(outcome, data, notes);
}
