/**
 * The known-phishing feed look-up of the URL analysis: the input URL (and the final URL of the
 * redirect chain, when there is one) looked up in the context's `phishingFeeds` store, locally.
 * A listed URL gets ONE Critical finding `url-known-phishing` naming the best-matching feed (exact
 * URL before host before registrable domain, then the earliest listing) and when it was listed.
 *
 * `applyPhishingFeeds` is idempotent: it drops any earlier feed finding and looks the URL up again,
 * so the server can memoise the rest of the analysis for hours and still flag a URL within one
 * feed refresh of its listing.
 */
import { makeFinding, sortFindings } from '../../findings.js';
import { verdictKey } from '../../keys.js';
import type { Outcome } from '../../outcome.js';
import type { FeedMatch, PhishingFeedLookup } from '../../providers/phishing-feeds/store.js';
import { scoreUrlFindings } from '../../lexical/evidence.js';
import type { Score } from '../../scoring.js';
import { URL_RULES } from './rules.js';
import type { DomainAgeReport, RedirectReport, UrlAnalysisResult, UrlFinding } from './types.js';

const FEED_TITLE_KEY = 'finding.url-known-phishing.title';

function isFeedFinding(f: UrlFinding): boolean {
  return f.titleKey === FEED_TITLE_KEY;
}

function findingOf(matches: readonly FeedMatch[], stage: 'input' | 'final'): UrlFinding {
  const best = matches[0];
  if (best === undefined) throw new RangeError('no match');
  const listedAt = new Date(best.listedAt).toISOString();
  return makeFinding('url-known-phishing', URL_RULES, {
    feed: best.feedId,
    feedName: best.feedName,
    listedAt,
    listedOn: listedAt.slice(0, 10),
    matchedBy: best.matchedBy,
    listed: best.matched,
    feeds: [...new Set(matches.map((m) => m.feedName))],
    ...(stage === 'final' ? { stage } : {}),
  });
}

/** The feed findings of a URL and of the final URL of its redirect chain (at most one). */
export function knownPhishingFindings(
  feeds: PhishingFeedLookup | null,
  url: string,
  finalUrl: string | null,
): UrlFinding[] {
  if (feeds === null) return [];
  const input = feeds.lookup(url);
  if (input.length > 0) return [findingOf(input, 'input')];
  if (finalUrl === null || finalUrl === url) return [];
  const final = feeds.lookup(finalUrl);
  return final.length > 0 ? [findingOf(final, 'final')] : [];
}

/** True when a network part did not give its answer (offline, not implemented, failed). */
function incomplete(r: RedirectReport | DomainAgeReport): boolean {
  return (
    r.skipReasonKey === 'skip.offline-mode' ||
    r.skipReasonKey === 'error.network-unreachable' ||
    r.skipReasonKey === 'skip.not-implemented' ||
    (r.wasAttempted && !r.wasSuccessful)
  );
}

/**
 * How complete a URL result is: `partial` when the redirects or domain age were skipped offline or
 * failed, or the Web Risk lookup failed; never `failed` (the lexical checks always answer).
 */
export function urlOutcome(r: Pick<UrlAnalysisResult, 'redirects' | 'domainAge' | 'webRisk'>): Outcome {
  return incomplete(r.redirects) || incomplete(r.domainAge) || r.webRisk.errorMessageKey !== null
    ? 'partial'
    : 'complete';
}

/**
 * Score, verdict, summary and action of a URL result from its findings (the rules `analyzeUrl`
 * documents): inconclusive when not dangerous and the redirects or domain age did not answer; an
 * inconclusive result gets `url.action.inconclusive` (and, when likely safe, the summary
 * `url.summary.inconclusive`, which claims nothing about the findings), its verdict stays scored.
 */
export function scoredUrlResult(
  base: Omit<
    UrlAnalysisResult,
    'confidenceScore' | 'verdictKey' | 'summaryKey' | 'recommendedActionKey' | 'isInconclusive' | 'outcome'
  >,
  /** The score of exactly `base.findings`, when the caller already has it (the lexical inspection's). */
  known?: Score,
): UrlAnalysisResult {
  const { confidenceScore, verdict } = known ?? scoreUrlFindings(base.findings, base.normalizedUrl);
  const isInconclusive =
    verdict !== 'dangerous' && (incomplete(base.redirects) || incomplete(base.domainAge));
  return {
    input: base.input,
    normalizedUrl: base.normalizedUrl,
    analyzedHost: base.analyzedHost,
    registrableDomain: base.registrableDomain,
    confidenceScore,
    verdictKey: verdictKey(verdict),
    summaryKey:
      isInconclusive && verdict === 'likely-safe' ? 'url.summary.inconclusive' : `url.summary.${verdict}`,
    recommendedActionKey: isInconclusive ? 'url.action.inconclusive' : `url.action.${verdict}`,
    isInconclusive,
    outcome: urlOutcome(base),
    findings: base.findings,
    redirects: base.redirects,
    domainAge: base.domainAge,
    webRisk: base.webRisk,
    feeds: base.feeds,
    checkedAt: base.checkedAt,
  };
}

/**
 * The result with the feed look-up done afresh against `feeds` (null: no look-up, `feeds: null`).
 * Script URLs and other hostless inputs are never looked up.
 */
export function applyPhishingFeeds(
  result: UrlAnalysisResult,
  feeds: PhishingFeedLookup | null,
): UrlAnalysisResult {
  const others = result.findings.filter((f) => !isFeedFinding(f));
  if (feeds === null && others.length === result.findings.length && result.feeds === null) return result;
  const found =
    result.analyzedHost === ''
      ? []
      : knownPhishingFindings(feeds, result.normalizedUrl, result.redirects.finalUrl);
  return scoredUrlResult({
    ...result,
    findings: sortFindings([...others, ...found]),
    feeds: feeds === null ? null : feeds.status(),
  });
}
