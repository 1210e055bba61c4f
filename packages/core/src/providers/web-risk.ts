/**
 * Google Web Risk Lookup API (`uris:search`): is a URL on Google's malware, social-engineering or
 * unwanted-software lists? Only when the operator configured an API key
 * (`ctx.providers.webRiskApiKey`); without one, nothing is sent to Google.
 *
 * One `GET <webRiskUrl>?threatTypes=MALWARE&threatTypes=SOCIAL_ENGINEERING&threatTypes=UNWANTED_SOFTWARE&uri=<url>`
 * per URL, the key sent in the `X-Goog-Api-Key` header (documented by Google as equivalent to
 * `key=`): so the key is in no URL, hop or log line, and never in a result or an error. The answer
 * is `{"threat":{"threatTypes":[…],"expireTime":"…"}}` when listed and `{}` when not.
 */
import type { HttpErrorKey } from '../keys.js';
import type { HttpPort, ProviderEndpoints } from '../net/http/types.js';

export const WEB_RISK_THREAT_TYPES = ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE'] as const;

export const WEB_RISK_LIMITS = Object.freeze({
  /** Time for one lookup, capped by the analysis deadline. */
  timeoutMs: 5_000,
  /** Largest answer read (a listed URL's answer is about a hundred bytes). */
  maxBodyBytes: 64 * 1024,
});

/** Outcome of the lookup of one URL. */
export type WebRiskCheck =
  | { readonly url: string; readonly ok: true; readonly threatTypes: readonly string[] }
  | { readonly url: string; readonly ok: false; readonly errorMessageKey: WebRiskErrorKey };

/** An answer that is not Web Risk's (the URL analysis' key, in the url area). */
const FAILED = 'url.error.web-risk-failed';

/** Why one lookup failed: the HTTP port's error, or the service's answer was not usable. */
export type WebRiskErrorKey = HttpErrorKey | typeof FAILED;

function threatTypesOf(body: Uint8Array): readonly string[] | null {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const threat = (json as { threat?: unknown }).threat;
  if (threat === undefined) return [];
  if (typeof threat !== 'object' || threat === null) return null;
  const types = (threat as { threatTypes?: unknown }).threatTypes;
  if (!Array.isArray(types) || !types.every((t): t is string => typeof t === 'string')) return null;
  return types.map((t) => t.slice(0, 64));
}

/** Looks one URL up. Never rejects; the key is never part of what it returns. */
export async function checkWebRisk(
  url: string,
  http: HttpPort,
  providers: Pick<ProviderEndpoints, 'webRiskUrl' | 'webRiskApiKey'>,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<WebRiskCheck> {
  const key = providers.webRiskApiKey ?? '';
  let endpoint: URL;
  try {
    endpoint = new URL(providers.webRiskUrl);
  } catch {
    return { url, ok: false, errorMessageKey: 'http-error.invalid-url' };
  }
  for (const t of WEB_RISK_THREAT_TYPES) endpoint.searchParams.append('threatTypes', t);
  endpoint.searchParams.append('uri', url);
  const result = await http.request(endpoint.href, {
    method: 'GET',
    headers: { 'X-Goog-Api-Key': key, Accept: 'application/json' },
    maxRedirects: 0,
    maxBodyBytes: WEB_RISK_LIMITS.maxBodyBytes,
    timeoutMs: Math.min(WEB_RISK_LIMITS.timeoutMs, timeoutMs),
    signal,
    provider: 'web-risk',
    ...(endpoint.port === '' ? {} : { allowPorts: [Number(endpoint.port)] }),
  });
  if (result.error !== null && result.response === null) {
    return { url, ok: false, errorMessageKey: `http-error.${result.error.code}` };
  }
  const response = result.response;
  if (response?.status !== 200 || response.bodyTruncated) return { url, ok: false, errorMessageKey: FAILED };
  const threatTypes = threatTypesOf(response.body);
  return threatTypes === null ? { url, ok: false, errorMessageKey: FAILED } : { url, ok: true, threatTypes };
}
