/**
 * Certificate Transparency search services: crt.sh (`?q=%.<domain>&output=json`) and SSLMate Cert
 * Spotter (`/v1/issuances?domain=…&include_subdomains=true`). One request each, answered with the
 * parsed certificates or the reason it failed (and whether one retry is worth it). Only the domain
 * is sent.
 */
import type { HttpErrorKey } from '../keys.js';
import type { HttpErrorCode, HttpPort } from '../net/http/types.js';
import type { ParsedCertificate } from './ct-parse.js';
import { providerPorts } from './provider-ports.js';

export const CT_SOURCES = ['crt.sh', 'certspotter'] as const;
export type CtSource = (typeof CT_SOURCES)[number];

/**
 * The attempt-level error keys (certs area: the texts are check-certs'); `analyses/certs/keys.ts`
 * spreads this list into CERTS_KEYS.
 */
export const CT_SEARCH_ERROR_KEYS = [
  'certs.error.upstream-status',
  'certs.error.rate-limited',
  'certs.error.invalid-response',
  'certs.error.response-too-large',
  'certs.error.no-time-left',
] as const satisfies readonly `certs.${string}`[];
export type CtSearchErrorKey = (typeof CT_SEARCH_ERROR_KEYS)[number] | HttpErrorKey;

export const CT_SEARCH_LIMITS = Object.freeze({
  /** Body bytes read from either source (large domains answer megabytes). */
  maxBodyBytes: 8 * 1024 * 1024,
});

/** One request to one source: what the result's `attempts[]` shows. */
export interface CtSearchAttempt {
  readonly provider: CtSource;
  /** HTTP status of the answer; null when none came (timeout, refused, skipped…). */
  readonly httpStatus: number | null;
  readonly ok: boolean;
  /** Why this attempt failed; null when it succeeded. */
  readonly errorKey: CtSearchErrorKey | null;
  /** `{ status }` for `certs.error.upstream-status`; null otherwise. */
  readonly parameters: Readonly<Record<string, number>> | null;
}

/** HTTP failures worth one retry of crt.sh (a timeout is not: big answers time out again). */
const RETRYABLE_ERRORS: readonly HttpErrorCode[] = [
  'connection-refused',
  'connection-failed',
  'protocol-error',
];

export interface CtSearchOutcome {
  readonly attempt: CtSearchAttempt;
  readonly certificates: ParsedCertificate[] | null;
  readonly retryable: boolean;
}

/** A failed attempt of `provider` (used for a request not worth starting too). */
export function failedCtSearch(
  provider: CtSource,
  httpStatus: number | null,
  errorKey: CtSearchErrorKey,
  retryable: boolean,
  parameters: Readonly<Record<string, number>> | null = null,
): CtSearchOutcome {
  return {
    attempt: { provider, httpStatus, ok: false, errorKey, parameters },
    certificates: null,
    retryable,
  };
}

export async function askCtSearch(
  http: HttpPort,
  provider: CtSource,
  url: string,
  timeoutMs: number,
  signal: AbortSignal,
  parse: (body: string) => ParsedCertificate[] | null,
): Promise<CtSearchOutcome> {
  const result = await http.request(url, {
    method: 'GET',
    headers: { accept: 'application/json' },
    maxRedirects: 0,
    maxBodyBytes: CT_SEARCH_LIMITS.maxBodyBytes,
    timeoutMs: Math.max(1, Math.floor(timeoutMs)),
    signal,
    allowPorts: providerPorts(url),
    provider: provider === 'crt.sh' ? 'crt-sh' : 'certspotter',
  });
  const response = result.response;
  if (response === null) {
    const code = result.error?.code ?? 'connection-failed';
    return failedCtSearch(provider, null, `http-error.${code}`, RETRYABLE_ERRORS.includes(code));
  }
  const status = response.status;
  if (status === 429) return failedCtSearch(provider, status, 'certs.error.rate-limited', false);
  if (status !== 200) {
    return failedCtSearch(provider, status, 'certs.error.upstream-status', status >= 500, { status });
  }
  if (response.bodyTruncated)
    return failedCtSearch(provider, status, 'certs.error.response-too-large', false);
  const body = new TextDecoder('utf-8', { fatal: false }).decode(response.body);
  const certificates = parse(body);
  if (certificates === null) return failedCtSearch(provider, status, 'certs.error.invalid-response', true);
  return {
    attempt: { provider, httpStatus: status, ok: true, errorKey: null, parameters: null },
    certificates,
    retryable: false,
  };
}

export function crtShUrl(base: string, domain: string): string {
  const url = new URL(base);
  url.searchParams.set('q', `%.${domain}`);
  url.searchParams.set('output', 'json');
  url.searchParams.set('exclude', 'expired');
  url.searchParams.set('deduplicate', 'Y');
  return url.href;
}

export function certSpotterUrl(base: string, domain: string): string {
  const url = new URL(base);
  url.searchParams.set('domain', domain);
  url.searchParams.set('include_subdomains', 'true');
  url.searchParams.append('expand', 'dns_names');
  url.searchParams.append('expand', 'issuer');
  return url.href;
}
