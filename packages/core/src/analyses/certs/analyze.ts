/**
 * `analyzeCerts` (check-certs): names and certificates of a domain from Certificate Transparency.
 * crt.sh is asked first (one quick retry when it answers 5xx, broken JSON or drops the connection
 * and the deadline leaves room); SSLMate Cert Spotter answers when crt.sh does not. Only the domain
 * is sent to these services; never a connection to the domain itself.
 */
import { withCheckedAt, withOutcome, type Outcome as AnalysisOutcome } from '../../outcome.js';
import { domainToUnicode } from 'node:url';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { normalizeDomainInput } from '../../input/domain.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { parseCertSpotter, parseCrtSh, type ParsedCertificate } from '../../providers/ct-parse.js';
import {
  CT_SEARCH_LIMITS,
  askCtSearch as ask,
  certSpotterUrl,
  crtShUrl,
  failedCtSearch as failed,
} from '../../providers/ct-search.js';
import { pause } from '../../providers/provider-ports.js';
import type {
  CertificateEntry,
  CertsAttempt,
  CertsNoteKey,
  CertsResult,
  CertsSource,
  CertsSubdomain,
} from './types.js';

/** Bounds of one analysis. */
export const CERTS_LIMITS = Object.freeze({
  /** Body bytes read from either source (large domains answer megabytes). */
  maxBodyBytes: CT_SEARCH_LIMITS.maxBodyBytes,
  /** Longest one crt.sh request may take (it is slow under load). */
  crtShTimeoutMs: 8_000,
  certSpotterTimeoutMs: 8_000,
  /** Pause before the one retry of crt.sh. */
  retryDelayMs: 250,
  /** Time kept for the fallback; the retry runs only when twice this is left after the pause. */
  minAttemptMs: 2_000,
  /** Below this, a request is not worth starting. */
  minRequestMs: 250,
  /** Rows (certificates) read from one answer. */
  maxRows: 50_000,
  maxSubdomains: 1_000,
  /** Certificates in the newest-first sample. */
  sampleSize: 50,
  maxNamesPerCertificate: 100,
});

function dedupe(certificates: readonly ParsedCertificate[]): ParsedCertificate[] {
  const byKey = new Map<string, ParsedCertificate>();
  for (const cert of certificates) {
    const seen = byKey.get(cert.dedupeKey);
    if (seen === undefined) {
      byKey.set(cert.dedupeKey, cert);
    } else {
      const names = [...new Set([...seen.names, ...cert.names])].slice(
        0,
        CERTS_LIMITS.maxNamesPerCertificate,
      );
      byKey.set(cert.dedupeKey, { ...seen, names });
    }
  }
  return [...byKey.values()];
}

function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first by notBefore (unknown dates last), then by id, highest first. */
function newestFirst(a: ParsedCertificate, b: ParsedCertificate): number {
  const ta = a.notBeforeMs ?? -Infinity;
  const tb = b.notBeforeMs ?? -Infinity;
  if (ta !== tb) return tb > ta ? 1 : -1;
  return compareIds(b.id, a.id);
}

function isAtOrBelow(name: string, domain: string): boolean {
  const bare = name.startsWith('*.') ? name.slice(2) : name;
  return bare === domain || bare.endsWith(`.${domain}`) || name === `*.${domain}`;
}

function subdomainsOf(certificates: readonly ParsedCertificate[], domain: string): string[] {
  const names = new Set<string>();
  for (const cert of certificates) {
    for (const name of cert.names) if (isAtOrBelow(name, domain)) names.add(name);
  }
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function toEntry(cert: ParsedCertificate): CertificateEntry {
  return {
    id: cert.id,
    link: cert.link,
    issuerName: cert.issuerName,
    commonName: cert.commonName,
    names: [...cert.names].sort(),
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
    serialNumber: cert.serialNumber,
  };
}

/** The analysis itself; `analyze…` below adds the outcome. */
async function runCerts(
  domain: string,
  context: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<Omit<CertsResult, 'outcome' | 'checkedAt'>> {
  const ascii = normalizeDomainInput(domain, { allowUrl: true });
  const base = {
    domain: ascii,
    unicodeDomain: domainToUnicode(ascii) || ascii,
  };
  const empty = {
    ...base,
    source: null,
    subdomains: [],
    subdomainCount: 0,
    truncated: false,
    certificates: [],
    certificateCount: 0,
  };
  if (context.offline) {
    return { ...empty, attempts: [], noteKeys: [], errorKey: 'skip.offline-mode' };
  }

  const { http, providers } = context;
  const signal = deadlineSignal(context, options);
  if (!(await networkReachable(context, signal))) {
    return { ...empty, attempts: [], noteKeys: [], errorKey: NETWORK_UNREACHABLE };
  }
  const deadlineAt = context.clock.now() + context.timeoutMs;
  const remaining = (): number => (signal.aborted ? 0 : deadlineAt - context.clock.now());
  /** A source's share of the time left: its own cap, keeping `reserve` ms for what follows. */
  const budget = (cap: number, reserve: number): number => {
    const left = remaining();
    return Math.min(cap, Math.max(left - reserve, left / 2));
  };

  const attempts: CertsAttempt[] = [];
  const crtSh = crtShUrl(providers.crtShUrl, ascii);
  const parseCrt = (body: string): ParsedCertificate[] | null =>
    parseCrtSh(body, providers.crtShUrl, {
      maxRows: CERTS_LIMITS.maxRows,
      maxNames: CERTS_LIMITS.maxNamesPerCertificate,
    });

  let answered: { source: CertsSource; certificates: ParsedCertificate[] } | null = null;
  let outcome = await ask(
    http,
    'crt.sh',
    crtSh,
    budget(CERTS_LIMITS.crtShTimeoutMs, CERTS_LIMITS.minAttemptMs),
    signal,
    parseCrt,
  );
  attempts.push(outcome.attempt);
  if (
    outcome.certificates === null &&
    outcome.retryable &&
    remaining() - CERTS_LIMITS.retryDelayMs >= 2 * CERTS_LIMITS.minAttemptMs
  ) {
    await pause(CERTS_LIMITS.retryDelayMs, signal);
    outcome = await ask(
      http,
      'crt.sh',
      crtSh,
      budget(CERTS_LIMITS.crtShTimeoutMs, CERTS_LIMITS.minAttemptMs),
      signal,
      parseCrt,
    );
    attempts.push(outcome.attempt);
  }
  if (outcome.certificates !== null) answered = { source: 'crt.sh', certificates: outcome.certificates };

  if (answered === null) {
    const left = remaining();
    if (left < CERTS_LIMITS.minRequestMs) {
      attempts.push(failed('certspotter', null, 'certs.error.no-time-left', false).attempt);
    } else {
      const fallback = await ask(
        http,
        'certspotter',
        certSpotterUrl(providers.certSpotterUrl, ascii),
        Math.min(CERTS_LIMITS.certSpotterTimeoutMs, left),
        signal,
        (body) =>
          parseCertSpotter(body, {
            maxRows: CERTS_LIMITS.maxRows,
            maxNames: CERTS_LIMITS.maxNamesPerCertificate,
          }),
      );
      attempts.push(fallback.attempt);
      if (fallback.certificates !== null) {
        answered = { source: 'certspotter', certificates: fallback.certificates };
      }
    }
  }

  if (answered === null) {
    return { ...empty, attempts, noteKeys: [], errorKey: 'certs.error.all-sources-failed' };
  }

  const certificates = dedupe(answered.certificates).sort(newestFirst);
  const names = subdomainsOf(certificates, ascii);
  const subdomains: CertsSubdomain[] = names
    .slice(0, CERTS_LIMITS.maxSubdomains)
    .map((name) => ({ name, wildcard: name.startsWith('*.') }));
  const truncated = names.length > subdomains.length;
  const noteKeys: CertsNoteKey[] = [];
  if (answered.source === 'certspotter') noteKeys.push('certs.note.fallback-source');
  if (certificates.length === 0) noteKeys.push('certs.note.none-found');
  if (truncated) noteKeys.push('certs.note.subdomains-truncated');
  if (certificates.length > CERTS_LIMITS.sampleSize) noteKeys.push('certs.note.certificates-sampled');

  return {
    ...base,
    source: answered.source,
    subdomains,
    subdomainCount: names.length,
    truncated,
    certificates: certificates.slice(0, CERTS_LIMITS.sampleSize).map(toEntry),
    certificateCount: certificates.length,
    attempts,
    noteKeys,
    errorKey: null,
  };
}

/**
 * Searches Certificate Transparency for the certificates of a domain and its subdomains.
 *
 * @param domain - a domain name (IDNs accepted, converted to punycode) or a pasted web address
 *   (its host is used: `https://www.example.ca/login` → `www.example.ca`), at most 255 characters.
 * @param ctx - injected I/O: `ctx.http` with `ctx.providers.crtShUrl` / `certSpotterUrl`; `ctx.clock`
 *   measures the deadline (`ctx.timeoutMs`); `ctx.offline` skips the search.
 * @param options - `signal` aborts the search (combined with `ctx.timeoutMs`).
 * The result carries `outcome` (`certsOutcome` below).
 * @returns the `CertsResult`; failed sources are recorded in `attempts`, never thrown.
 * @throws InputError `input.domain-required`, `input.domain-too-long`, `input.domain-invalid`.
 * @see ../../../docs/certs.md
 */
export async function analyzeCerts(
  domain: string,
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<CertsResult> {
  const context = contextOf(ctx);
  return withCheckedAt(withOutcome(await runCerts(domain, context, options), certsOutcome), context.clock);
}

/** `failed` offline or when every CT source failed; `complete` when one answered. */
export function certsOutcome(r: Omit<CertsResult, 'outcome' | 'checkedAt'>): AnalysisOutcome {
  return r.errorKey === null ? 'complete' : 'failed';
}
