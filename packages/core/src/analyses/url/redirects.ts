/**
 * The findings a redirect chain gives (the chain itself is followed and read in `src/redirects/`,
 * shared with check-email). What the chain tells:
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
import { makeFinding } from '../../findings.js';
import { REDIRECT_LIMITS, redirectCount } from '../../redirects/index.js';
import { verdictForScore } from '../../scoring.js';
import type { UrlInspection } from '../../lexical/inspect.js';
import { URL_RULES } from './rules.js';
import type { RedirectReport, UrlFinding } from './types.js';

export {
  REDIRECT_LIMITS,
  followRedirects,
  redirectCount,
  redirectReportOf,
  skippedRedirects,
} from '../../redirects/index.js';

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
  const shortener = context.input.findings.find(
    (f) => f.code === 'url-shortener' || f.code === 'url-shortener-managed',
  );
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
