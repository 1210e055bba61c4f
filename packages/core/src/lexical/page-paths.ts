/**
 * Paths of pages (issue 21), read without parsing the address again: by the evidence rule's calm
 * categories (the page context an article may carry, a date of publication, a kit's marks and, in
 * round 15, a news story's or a shop's page naming a brand beside a lure word; split from
 * `evidence.ts`), and by `host-checks.ts` for `url-shortener-shape` (`isShortCode`).
 */
import type { CalmInput } from './calm-hosted.js';

/** A finding as the evidence rule reads it. */
interface ParameterisedFinding {
  readonly code: string;
  readonly parameters?: Readonly<Record<string, unknown>> | null;
}

/**
 * Context an article's or a site's page may carry without becoming a sign (round 6): the scheme,
 * the ending, the shape of the name and of the address, a brand named in the path. Not free
 * hosting, short links, redirects, hosted files nor lure words: they stay as scored.
 */
export const PAGE_CONTEXT: readonly string[] = [
  'url-plain-http',
  'url-suspicious-tld',
  'url-long',
  'url-many-digits',
  'url-brand-in-path',
  'url-odd-letters',
  'url-numbered-domain',
  'url-random-domain',
  'url-many-hyphens',
  'url-many-subdomains',
];

/**
 * The path of a normalised address (`https://host/a/b?q` → `/a/b`), read without parsing it again:
 * the round-6 categories run on many scored links, and a `URL` parse costs more than the rest of
 * the rule.
 */
export function pathOf(href: string): string {
  const start = href.indexOf('/', href.indexOf('//') + 2);
  if (start < 0) return '/';
  const query = href.indexOf('?', start);
  return query < 0 ? href.slice(start) : href.slice(start, query);
}

/**
 * A date of publication in the path (round 6): `/2019/12/07/`, `/2019/12/`, `/2022-10-24/`,
 * `/2021-03-05-title`, `/20241118/` (years 1980–2039).
 */
export const DATED_PATH =
  /\/(?:19[89]\d|20[0-3]\d)(?:\/(?:0?[1-9]|1[0-2])(?:\/|$)|-\d\d(?:-\d\d)?(?:\/|$|-)|\d{4}(?:\/|$))/;
/** Marks of a kit on a hacked site: a hidden folder, WordPress' folders, CGI scripts, includes. */
export const KIT_MARK = /\/\.|wp-|cgi|includes|admin/i;

/**
 * The last segment of an article named by a lower-case slug of five words or more, an id number
 * may end it (`/google-confirms-panda-update-local-search-113078`, round 15), or a news site's
 * dotted story id (`/rogers-customers-warned-about-refund-texts-1.6789012`, round 19).
 */
const LONG_ARTICLE_SLUG = /\/[a-z]+(?:-[a-z]+){4,}(?:-\d+(?:\.\d+)?)?(?:\.s?html?)?\/?$/;
/**
 * A call to act on the reader's own account in the path (round 20): `verify-your`, `confirm-your`,
 * `update-your`, `unlock-your`, `login-to-your`, `verifiez-votre`… A headline talks about such
 * requests or how to act (`how-to-secure-your-google-account`: after `to-`; in French after `comment-`
 * or `pour-`: `comment-securiser-votre-compte-google`, review of round 20); a kit's slug makes one
 * (`/paypal-fraud-alert-verify-your-account-now`), so a long slug holding it is no article's.
 */
const READER_CALL_TO_ACTION =
  /(?<![a-z]|to-|comment-|pour-)(?:verif[a-z]*|confirm[a-z]*|updat[a-z]*|unlock|restor[a-z]*|secur[a-z]*|validat[a-z]*|reactivat[a-z]*|log-?in(?:-to)?|sign-?in(?:-to)?|mettez-a-jour|connectez-vous-a)-(?:your|votre|vos)-/;
/** The last segment of a dated story: a slug of three words or more, or an id number. */
const DATED_ARTICLE_END = /\/(?:[a-z0-9]+(?:-[a-z0-9]+){2,}|\d+)(?:\.s?html?)?\/?$/;

/**
 * A news story's or a shop's page naming a brand beside a lure word (round 15): the path holds a
 * date of publication (`DATED_PATH`) or ends in a long slug (`LONG_ARTICLE_SLUG`), no query, no
 * hidden folder nor kit mark, not on a hosting platform or a short link (`has` tells which codes
 * the link holds), at most `MAX_ARTICLE_LURE_WORDS` lure words.
 */
export function brandArticlePath(href: string, has: (code: string) => boolean, lureWords: number): boolean {
  if (href.includes('?') || lureWords > MAX_ARTICLE_LURE_WORDS) return false;
  if (HOSTED_CODES.some(has)) return false;
  const path = pathOf(href);
  if (KIT_MARK.test(path)) return false;
  return (
    (DATED_PATH.test(path) && DATED_ARTICLE_END.test(path)) ||
    (LONG_ARTICLE_SLUG.test(path) && !READER_CALL_TO_ACTION.test(path)) ||
    TOPIC_ARTICLE_SLUG.test(path)
  );
}

/**
 * The last segment of a security article or a bank's fraud page (round 18): a slug of three words
 * or more (numbers too: `microsoft-365-phishing-campaign`) naming its topic, phishing, scams or
 * fraud, in English or French (`arnaque-paypal-courriel`, `fraude-hameconnage-desjardins`), or
 * (round 19) the people and acts of a scam (`scammers`, `fraudsters`, `fake`, `spoofed`,
 * `impersonating`, `fraudeurs`, `arnaqueurs`, `escrocs`, `faux`, `fausse`), and
 * no sign-in, check or recovery word (kits' `verify-fraud-alert`): the words that name the topic are
 * not a lure.
 */
const TOPIC_ARTICLE_SLUG =
  /\/(?=[a-z0-9]+(?:-[a-z0-9]+){2,}(?:\.s?html?)?\/?$)(?![^/]*(?:verif|login|log-in|signin|sign-in|confirm|unlock|validat|restor|recover|password|connexion))(?:[a-z0-9]+-)*(?:anti-)?(?:phishing|scams?|frauds?|fraudes?|hameconnage|arnaques?|smishing|escroqueries?|scammers?|fraudsters?|fake|spoof(?:s|ed|ing)?|impersonat[a-z]*|fraudeurs?|arnaqueurs?|escrocs?|faux|fausses?)(?:-[a-z0-9]+)*(?:\.s?html?)?\/?$/;

/** The most lure words an article's path may name (kits' slugs stack `verify-account-security-login`). */
const MAX_ARTICLE_LURE_WORDS = 2;

/** How many lure words `url-lure-keyword` names (its `keywords` parameter). */
export function lureWordCount(f: ParameterisedFinding): number {
  const words = f.parameters?.keywords;
  return Array.isArray(words) ? words.length : 1;
}

/**
 * Codes of a page someone put on a platform or behind a short link (also what a redirect's target
 * may owe its caution to alone: `url-redirect-target-flagged` leaves those, inspect.ts).
 */
export const HOSTED_CODES: readonly string[] = [
  'url-free-hosting',
  'url-developer-hosting',
  'url-tunnel',
  'url-shared-document',
  'url-hosted-file',
  'url-shortener',
  'url-shortener-managed',
];

/**
 * The calm category `brand-article-page` (round 15): a news story's or a shop's page naming a brand
 * beside a lure word (`brandArticlePath`), page context and the lure word only, the model under 90 %.
 */
export const BRAND_ARTICLE_CATEGORY: { readonly name: string; readonly test: (c: CalmInput) => boolean } = {
  name: 'brand-article-page',
  test: ({ codes, model, brandArticle }) =>
    codes.includes('url-brand-in-path') &&
    codes.includes('url-lure-keyword') &&
    model < 90 &&
    codes.every((code) => code === 'url-lure-keyword' || PAGE_CONTEXT.includes(code)) &&
    brandArticle(),
};

/** A path of 4–12 letters, digits, `_` and `-`: what a short link's code looks like. */
const SHORT_CODE_RE = /^\/[A-Za-z0-9_-]{4,12}\/?$/;
/** A path that is a language tag (`/zh-CN`, `/en-us`, `/zh-Hant`): a site's translation, not a code (round 15). */
const LANGUAGE_TAG_PATH_RE = /^\/[a-z]{2}[-_](?:[A-Za-z]{2}|Han[st])\/?$/;

/** A short random code as the whole path (`/aB3xK9`): the shape of a shortener's link. */
export function isShortCode(pathname: string): boolean {
  if (!SHORT_CODE_RE.test(pathname) || LANGUAGE_TAG_PATH_RE.test(pathname)) return false;
  const code = pathname.replaceAll('/', '');
  const hasDigit = /[0-9]/.test(code);
  const hasUpper = /[A-Z]/.test(code);
  const hasLower = /[a-z]/.test(code);
  return (hasDigit && (hasUpper || hasLower)) || (hasUpper && hasLower);
}
