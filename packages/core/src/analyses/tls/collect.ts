/**
 * The network steps of the TLS analysis besides enumeration, each through a context port: the full
 * handshake (modern first, legacy settings only when the modern one fails), HSTS over the HTTP port,
 * a missing intermediate from the certificate's AIA URL, and an OCSP request to its responder.
 * None rejects: a failure is a value the analysis reports.
 */
import type { AnalysisContext } from '../../context.js';
import type { HandshakeInfo, TlsSession } from '../../net/tls/types.js';
import { parseCertificate, type ParsedCertificate } from './certificate.js';
import { ocspRequest } from './ocsp.js';
import type { TlsHsts } from './types.js';

/** Bounds of the HTTP requests of one scan. */
export const COLLECT_LIMITS = Object.freeze({
  hstsTimeoutMs: 5_000,
  aiaTimeoutMs: 4_000,
  ocspTimeoutMs: 4_000,
  maxCertificateBytes: 65_536,
  maxOcspBytes: 65_536,
});

export interface FullHandshake {
  readonly info: HandshakeInfo;
  /** The modern handshake failed and only legacy settings connected. */
  readonly legacyOnly: boolean;
}

export async function fullHandshake(session: TlsSession, servername: string | null): Promise<FullHandshake> {
  const modern = await session.handshake({ servername });
  if (modern.ok || modern.error !== 'tls-error') return { info: modern, legacyOnly: false };
  const legacy = await session.handshake({ servername, legacy: true });
  return legacy.ok ? { info: legacy, legacyOnly: true } : { info: modern, legacyOnly: false };
}

const NOT_CHECKED: TlsHsts = {
  present: null,
  maxAge: null,
  includeSubDomains: false,
  preload: false,
  valid: null,
};

/** Parses a Strict-Transport-Security value (RFC 6797 §6.1): one max-age, no duplicate directive. */
export function parseHsts(value: string): TlsHsts {
  const seen = new Set<string>();
  let maxAge: number | null = null;
  let valid = true;
  for (const part of value.split(';')) {
    const directive = part.trim();
    if (directive === '') continue;
    const [rawName = '', ...rest] = directive.split('=');
    const name = rawName.trim().toLowerCase();
    if (seen.has(name)) valid = false;
    seen.add(name);
    if (name === 'max-age') {
      const text = rest
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1');
      if (/^\d{1,12}$/.test(text)) maxAge = Number(text);
      else valid = false;
    }
  }
  if (maxAge === null) valid = false;
  return {
    present: true,
    maxAge: valid ? maxAge : null,
    includeSubDomains: seen.has('includesubdomains'),
    preload: seen.has('preload'),
    valid,
  };
}

/** GET https://host/ through the HTTP port (certificate not verified: a T-graded site still has HSTS). */
export async function fetchHsts(
  ctx: AnalysisContext,
  host: string,
  isIp: boolean,
  signal: AbortSignal,
): Promise<TlsHsts> {
  const authority = isIp && host.includes(':') ? `[${host}]` : host;
  const result = await ctx.http.request(`https://${authority}/`, {
    method: 'GET',
    tlsVerify: false,
    signal,
    timeoutMs: COLLECT_LIMITS.hstsTimeoutMs,
    provider: 'target',
  });
  if (result.response === null) return NOT_CHECKED;
  const header = result.response.headers['strict-transport-security']?.[0];
  if (header === undefined) return { ...NOT_CHECKED, present: false };
  return parseHsts(header);
}

function certificateFromBody(body: Uint8Array): ParsedCertificate | null {
  const text = Buffer.from(body).toString('latin1');
  const pem = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/.exec(text);
  if (pem?.[1] !== undefined)
    return parseCertificate(new Uint8Array(Buffer.from(pem[1].replace(/\s/g, ''), 'base64')));
  return parseCertificate(body);
}

export type AiaFetch =
  | { readonly status: 'ok'; readonly issuer: ParsedCertificate }
  | { readonly status: 'none' | 'failed' | 'not-issuer'; readonly detail: string };

/** Fetches the issuer of `cert` from its AIA caIssuers URL (http or https, public-only, capped). */
export async function fetchIssuer(
  ctx: AnalysisContext,
  cert: ParsedCertificate,
  signal: AbortSignal,
): Promise<AiaFetch> {
  const url = cert.caIssuers[0];
  if (url === undefined) return { status: 'none', detail: 'no AIA caIssuers URL' };
  const result = await ctx.http.request(url, {
    signal,
    timeoutMs: COLLECT_LIMITS.aiaTimeoutMs,
    maxBodyBytes: COLLECT_LIMITS.maxCertificateBytes,
    maxRedirects: 2,
    provider: 'ca',
  });
  const response = result.response;
  if (response?.status !== 200 || response.bodyTruncated) {
    return { status: 'failed', detail: result.error?.code ?? `status ${String(response?.status ?? 0)}` };
  }
  const issuer = certificateFromBody(response.body);
  if (issuer === null) return { status: 'failed', detail: 'not a certificate' };
  let issued = false;
  try {
    issued = cert.x509.checkIssued(issuer.x509) && cert.x509.verify(issuer.x509.publicKey);
  } catch {
    issued = false;
  }
  return issued
    ? { status: 'ok', issuer }
    : { status: 'not-issuer', detail: 'AIA certificate did not issue it' };
}

/** Asks the certificate's OCSP responder; the DER answer, or null when there is none. */
export async function fetchOcsp(
  ctx: AnalysisContext,
  leaf: ParsedCertificate,
  issuer: ParsedCertificate,
  signal: AbortSignal,
): Promise<Uint8Array | null> {
  const url = leaf.ocspUrls[0];
  const request = ocspRequest(leaf, issuer);
  if (url === undefined || request === null) return null;
  const result = await ctx.http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
    body: request,
    signal,
    timeoutMs: COLLECT_LIMITS.ocspTimeoutMs,
    maxBodyBytes: COLLECT_LIMITS.maxOcspBytes,
    provider: 'ca',
  });
  const response = result.response;
  if (response?.status !== 200 || response.bodyTruncated) return null;
  return response.body;
}
