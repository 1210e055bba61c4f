/**
 * Following the redirects of a URL through the HTTP port, and the findings the chain gives.
 *
 * The port does the dangerous part (it resolves every hop itself, refuses addresses its policy does
 * not allow, caps hops, time and headers); this file only asks for the chain (`GET`, body not read)
 * and reads it. What the chain tells:
 *
 * - `url-redirect-to-private`: a later hop was refused by the address policy (a public link that
 *   leads into a private network or to the machine itself is an attack, never an accident). The
 *   first hop being refused raises nothing here: the lexical checks already flag an IP host.
 * - `url-redirect-downgrade`: an `https` hop redirects to `http`.
 * - `url-redirect-cross-domain`: the chain ends on another registrable domain than the input's
 *   (not raised for shorteners, whose whole job is that).
 * - `url-redirect-shortener-risky`: a shortener lands on a risky place (final URL at least caution
 *   on its own lexical checks, a domain registered less than 30 days ago, or a Web Risk hit).
 * - `url-redirect-chain-long`: `REDIRECT_LIMITS.longChain` redirects or more, or the hop limit hit.
 */
import { parse as parseDomain } from 'tldts';
import type { HttpHop, HttpPort, HttpResult } from '../../net/http/types.js';
import { makeFinding } from '../../findings.js';
import { verdictForScore } from '../../scoring.js';
import type { UrlInspection } from '../../lexical/inspect.js';
import { URL_RULES } from './rules.js';
import type { RedirectHop, RedirectReport, UrlFinding } from './types.js';

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

export interface RedirectContext {
  readonly input: UrlInspection;
  /** Lexical inspection of the final URL, when it differs from the input and could be read. */
  readonly final: UrlInspection | null;
  /** True when the final URL's domain is new or the final URL is on a Web Risk list. */
  readonly finalIsRisky: boolean;
}

/** Findings of a followed chain (none when it was not attempted). */
export function redirectFindings(report: RedirectReport, context: RedirectContext): UrlFinding[] {
  if (!report.wasAttempted) return [];
  const findings: UrlFinding[] = [];
  const redirects = redirectCount(report);
  const moved = report.hops.length > 1;
  if (report.wasBlockedByPolicy && moved && report.finalHost !== null) {
    findings.push(makeFinding('url-redirect-to-private', URL_RULES, { host: report.finalHost }));
  }
  if (report.containsHttpsToHttpDowngrade) {
    const hop = report.hops.find((h, i) => i > 0 && h.url.startsWith('http:'));
    findings.push(makeFinding('url-redirect-downgrade', URL_RULES, { url: hop?.url ?? '' }));
  }
  const shortener = context.input.findings.find((f) => f.titleKey === 'finding.url-shortener.title');
  const fromDomain = context.input.registrableDomain ?? context.input.analyzedHost;
  const finalDomain =
    report.finalHost === null ? null : (parseDomain(report.finalHost).domain ?? report.finalHost);
  if (moved && finalDomain !== null && finalDomain !== fromDomain) {
    if (shortener === undefined) {
      findings.push(
        makeFinding('url-redirect-cross-domain', URL_RULES, { from: fromDomain, to: finalDomain }),
      );
    } else if (
      context.finalIsRisky ||
      verdictForScore(context.final?.score.confidenceScore ?? 0) !== 'likely-safe'
    ) {
      findings.push(
        makeFinding('url-redirect-shortener-risky', URL_RULES, { shortener: fromDomain, to: finalDomain }),
      );
    }
  }
  if (redirects >= REDIRECT_LIMITS.longChain || report.hitMaxHops) {
    findings.push(makeFinding('url-redirect-chain-long', URL_RULES, { count: redirects }));
  }
  return findings;
}
