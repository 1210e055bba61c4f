/**
 * Following the redirects of a URL through the HTTP port, below the analyses (check-url and the
 * links of check-email use it; each turns the chain into its own findings).
 *
 * The port does the dangerous part (it resolves every hop itself, refuses addresses its policy does
 * not allow, caps hops, time and headers); this file only asks for the chain (`GET`, body not read)
 * and reads it into a `RedirectReport`.
 */
import type { HttpHop, HttpPort, HttpResult } from '../net/http/types.js';
import type { RedirectHop, RedirectReport } from './types.js';

export const REDIRECT_LIMITS = Object.freeze({
  /** Redirects followed before giving up (`hitMaxHops`). */
  maxRedirects: 10,
  /** `url-redirect-chain-long`: this many redirects or more. */
  longChain: 4,
  /** Time for the whole chain, capped by the analysis deadline. */
  timeoutMs: 10_000,
});

export function skippedRedirects(skipReasonKey: RedirectReport['skipReasonKey']): RedirectReport {
  return {
    wasAttempted: false,
    wasSuccessful: false,
    wasBlockedByPolicy: false,
    hops: [],
    finalUrl: null,
    finalHost: null,
    hitMaxHops: false,
    unresolvable: false,
    containsHttpsToHttpDowngrade: false,
    errorMessageKey: null,
    skipReasonKey,
  };
}

function toHop(hop: HttpHop): RedirectHop {
  return { url: hop.url, status: hop.status, location: hop.location, host: hop.host, address: hop.address };
}

function hasDowngrade(hops: readonly RedirectHop[]): boolean {
  for (let i = 1; i < hops.length; i++) {
    const before = hops[i - 1]?.url ?? '';
    const after = hops[i]?.url ?? '';
    if (before.startsWith('https:') && after.startsWith('http:')) return true;
  }
  return false;
}

/** Reads the port's answer into a `RedirectReport` (pure; exported for tests). */
export function redirectReportOf(url: string, result: HttpResult): RedirectReport {
  const hops = result.hops.map(toHop);
  const last = hops.at(-1);
  const code = result.error?.code ?? null;
  let finalUrl = result.response?.url ?? last?.url ?? null;
  let finalHost = last?.host ?? null;
  if (finalUrl === null) {
    finalUrl = url;
    finalHost = hostOf(url);
  }
  return {
    wasAttempted: true,
    wasSuccessful: result.response !== null && result.error === null,
    wasBlockedByPolicy: result.wasBlockedByPolicy,
    hops,
    finalUrl,
    finalHost: finalHost ?? hostOf(finalUrl),
    hitMaxHops: result.hitMaxRedirects,
    unresolvable: code === 'dns-nxdomain' || code === 'dns-failure',
    containsHttpsToHttpDowngrade: hasDowngrade(hops),
    errorMessageKey: code === null ? null : `http-error.${code}`,
    skipReasonKey: null,
  };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** Follows `url` (already normalised, http or https) through the HTTP port. Never rejects. */
export async function followRedirects(
  url: string,
  http: HttpPort,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<RedirectReport> {
  const result = await http.request(url, {
    method: 'GET',
    maxRedirects: REDIRECT_LIMITS.maxRedirects,
    maxBodyBytes: 0,
    timeoutMs: Math.min(REDIRECT_LIMITS.timeoutMs, timeoutMs),
    signal,
    provider: 'target',
  });
  return redirectReportOf(url, result);
}

/** Number of redirects in the chain (hops that answered with a `Location`). */
export function redirectCount(report: RedirectReport): number {
  return report.hops.filter((h) => h.location !== null).length;
}
