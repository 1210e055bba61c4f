/**
 * Rate limits from Certificate Transparency (Let's Debug's `rateLimitChecker`, without its Postgres
 * connection to crt.sh): the certs providers (crt.sh, then Cert Spotter when crt.sh fails) list the
 * unexpired certificates under the registered domain; `countRateLimits` (pure) keeps Let's Encrypt's
 * issued in the last 7 days and compares them with the current limits (ANCHORS Part 2 §1d): 50 New
 * Certificates per Registered Domain, 5 per Exact Set of Identifiers.
 */
import type { HttpPort } from '../../net/http/types.js';
import { parseCertSpotter, parseCrtSh, type ParsedCertificate } from '../../providers/ct-parse.js';
import { askCtSearch, certSpotterUrl, crtShUrl } from '../../providers/ct-search.js';
import type { ProviderEndpoints } from '../../net/http/types.js';
import { problem, type Finding } from './problems.js';
import type { AcmeRateLimits } from './types.js';

export const ACME_RATE_LIMITS = Object.freeze({
  perRegisteredDomain: 50,
  perExactSet: 5,
  windowMs: 7 * 24 * 3600 * 1000,
  /** From this share of a limit on, a Warning (ours: Let's Debug only reports a limit reached). */
  nearShare: 0.8,
});

const PARSE_LIMITS = { maxRows: 10_000, maxNames: 100 };
const LETS_ENCRYPT_ISSUER = /\bO\s*=\s*"?Let's Encrypt\b/i;

export interface CtAnswer {
  readonly source: 'crt.sh' | 'certspotter';
  readonly certificates: readonly ParsedCertificate[];
}

/** crt.sh first, Cert Spotter when crt.sh gives no usable answer; null when neither does. */
export async function searchCt(
  http: HttpPort,
  providers: ProviderEndpoints,
  registered: string,
  timeoutMs: () => number,
  signal: AbortSignal,
): Promise<CtAnswer | null> {
  const crt = await askCtSearch(
    http,
    'crt.sh',
    crtShUrl(providers.crtShUrl, registered),
    timeoutMs(),
    signal,
    (body) => parseCrtSh(body, providers.crtShUrl, PARSE_LIMITS),
  );
  if (crt.certificates !== null) return { source: 'crt.sh', certificates: crt.certificates };
  if (signal.aborted || timeoutMs() < 200) return null;
  const spotter = await askCtSearch(
    http,
    'certspotter',
    certSpotterUrl(providers.certSpotterUrl, registered),
    timeoutMs(),
    signal,
    (body) => parseCertSpotter(body, PARSE_LIMITS),
  );
  if (spotter.certificates !== null) return { source: 'certspotter', certificates: spotter.certificates };
  return null;
}

/** The counts and the problems, from the certificates the search returned (pure). */
export function countRateLimits(
  answer: CtAnswer,
  registered: string,
  name: string,
  nowMs: number,
): { rateLimits: AcmeRateLimits; findings: Finding[] } {
  const since = nowMs - ACME_RATE_LIMITS.windowMs;
  const seen = new Set<string>();
  const recent: ParsedCertificate[] = [];
  for (const c of answer.certificates) {
    if (c.issuerName === null || !LETS_ENCRYPT_ISSUER.test(c.issuerName)) continue;
    if (c.notBeforeMs === null || c.notBeforeMs < since || c.notBeforeMs > nowMs + 3600_000) continue;
    if (seen.has(c.dedupeKey)) continue;
    seen.add(c.dedupeKey);
    recent.push(c);
  }
  const sets = new Map<string, number>();
  for (const c of recent) {
    if (!c.names.includes(name)) continue;
    const key = [...c.names].sort().join(',');
    sets.set(key, (sets.get(key) ?? 0) + 1);
  }
  const exact = Math.max(0, ...sets.values());
  const count = recent.length;
  const findings: Finding[] = [];
  const { perRegisteredDomain: limit, perExactSet: exactLimit, nearShare } = ACME_RATE_LIMITS;
  if (count >= limit) {
    findings.push(problem('rate-limit', 'rate-limit-registered-domain', { registered, count, limit }));
  } else if (count >= Math.ceil(limit * nearShare)) {
    findings.push(
      problem(
        'rate-limit',
        'rate-limit-registered-domain-near',
        { registered, count, limit },
        'all',
        'Warning',
      ),
    );
  }
  if (exact >= exactLimit) {
    findings.push(problem('rate-limit', 'rate-limit-exact-set', { name, count: exact, limit: exactLimit }));
  } else if (exact === exactLimit - 1) {
    findings.push(
      problem(
        'rate-limit',
        'rate-limit-exact-set-near',
        { name, count: exact, limit: exactLimit },
        'all',
        'Warning',
      ),
    );
  }
  return {
    rateLimits: {
      registeredDomain: registered,
      certificatesLast7Days: count,
      limit,
      exactSetLast7Days: exact,
      exactSetLimit: exactLimit,
      source: answer.source,
    },
    findings,
  };
}
