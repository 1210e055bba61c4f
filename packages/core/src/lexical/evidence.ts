/**
 * The URL evidence rule (issue 21), in one place. Every finding keeps its impact and the score is
 * their sum (clamped to 0–100), as before issue 21, except for a URL with no *deceptive* sign whose
 * context falls in one of the **calm categories** (`calmCategory`): its score is capped at
 * `CONTEXT_CAP`, the top of the likely-safe band.
 *
 * Deceptive signs are single codes (`DECEPTIVE_CODES`: the address hides where it leads, a brand or
 * a look-alike where it does not belong, lure words in a deceptive position, a strong model score,
 * a list), pairs of context codes that together put a lure in a deceptive position
 * (`DECEPTIVE_PAIRS`), or the URL model's score beside one piece of context
 * (`MODEL_CONTEXT_PAIRS`). A URL holding one is scored as the sum of its findings.
 *
 * Rounds 1–3 capped *every* URL without a deceptive sign: false alarms fell (newsletter links 10.3 →
 * 6.9 %) but recall fell on four phishing feeds (OpenPhish 89.0 → 82.6 %, JPCERT/CC 77.1 → 60.6 %),
 * because most of the recall of the address alone is context (a free host's page, a short link, an
 * often-abused ending beside the model, a mid model score). Round 4 keeps the recall: context alone
 * still reaches caution, except in the calm categories, each kept only if capping it cost at most
 * 0.2 point of recall on the fit part of each modern phishing feed (OpenPhish, PhishTank,
 * JPCERT/CC, validin) in `pnpm eval:url`. Later rounds read a platform's page (label, path), front
 * pages over plain http, named free-host pages (`calm-hosted.ts`) and mail clicks (`calm-mail.ts`).
 * The table is in `docs/url.md`; both the lexical inspection (`inspectUrl`, read by the message and
 * email analyses) and `analyzeUrl` score through `scoreUrlFindings`.
 */
import type { Finding, FindingParameters } from '../findings.js';
// "Strong on its own" is `url-model-phishing` (probability ≥ URL_MODEL_THRESHOLDS.phishing, 0.95):
// lower cut-offs were measured on the fit part (scripts/url-data/tune-strong.mjs) and raised false
// alarms on the newsletter and README links faster than recall, so `url-model-suspicious` is context.
import { verdictForScore, type Score } from '../scoring.js';
import { CALM_CATEGORIES, COUNTRY_CODE_ENDING_MODEL, MODEL_SIGN_CALM } from './calm-categories.js';
// Endings that make no ending + model pair (round 14; `THIN_EVIDENCE_TLDS`).
import { thinEvidenceTlds } from './host-checks.js';
import { brandArticlePath, lureWordCount } from './page-paths.js';

export {
  CALM_CATEGORIES,
  COUNTRY_CODE_ENDING_MODEL,
  MODEL_SIGN_CALM,
  WWW_SITE_MODEL,
} from './calm-categories.js';

/** The highest score a URL with context findings only may get: the top of the likely-safe band. */
export const CONTEXT_CAP = 14;

/** Round 19's deceptive codes, listed apart for `inspect.test.ts` (their rules have their own tests). */
export const ROUND_19_DECEPTIVE_CODES = [
  'url-profile-brand-handle',
  'url-profile-machine-name',
  'url-capital-domain',
] as const;

/** Round 20's deceptive codes, listed apart for `inspect.test.ts` (their rules have their own tests). */
export const ROUND_20_DECEPTIVE_CODES = ['url-hosted-appeal-page'] as const;

/** Codes that are evidence on their own: deception about where the link leads, or a strong verdict. */
export const DECEPTIVE_CODES: ReadonlySet<string> = new Set([
  // The address hides where it leads
  'url-dangerous-scheme',
  'url-userinfo-disguise',
  'url-credentials',
  'url-ip-host',
  'url-ip-obfuscated',
  'url-encoded-host',
  'url-scheme-in-host',
  // A brand or a look-alike where it does not belong
  'url-mixed-script',
  'url-homograph',
  'url-brand-lookalike',
  'url-brand-typo',
  'url-brand-misspelt',
  'url-brand-in-subdomain',
  'url-brand-in-domain',
  'url-brand-other-tld',
  'url-brand-suffix-disguise',
  'url-brand-split',
  // Lure or credential words in a deceptive position, phishing-kit paths, a victim's address
  'url-lure-host',
  'url-government-name',
  'url-crypto-lure',
  'url-kit-path',
  'url-styled-letters',
  // Round 19: a profile's handle (a brand's service, a made name; `profile-pages.ts`), a capital
  // domain (`letter-case.ts`)
  ...ROUND_19_DECEPTIVE_CODES,
  // Round 20: an account case (appeal, violation, copyright…) on a free host's page (`hosted-appeal.ts`)
  ...ROUND_20_DECEPTIVE_CODES,
  'url-brand-page-copy',
  'url-email-in-path',
  // A redirect that leads to an address holding one of these signs
  'url-redirect-target-deceptive',
  // A strong score, a list or the network
  'url-model-phishing',
  'url-known-phishing',
  'url-web-risk-listed',
  'url-redirect-to-private',
  'url-domain-new',
]);

/** Pairs of context codes that together are a deceptive sign. */
export const DECEPTIVE_PAIRS: readonly (readonly [string, string])[] = [
  // A brand named in the path of a page not on the brand's domain, with lure or credential words
  ['url-brand-in-path', 'url-lure-keyword'],
  // Lure or credential words on a page someone put on a tunnel or in a shared document, or in a
  // short link's alias: the platform is not the one asking the visitor to sign in or pay. Free
  // hosts and blog or code platforms (`url-free-hosting`, `url-developer-hosting`) are left out:
  // demo projects and articles there name logins, updates and brands as topics
  // (`sveltekit-auth-example.netlify.app/login`).
  ['url-tunnel', 'url-lure-keyword'],
  ['url-shared-document', 'url-lure-keyword'],
  ['url-shortener', 'url-lure-keyword'],
  // A free host's page whose customer name is letters typed at random or a machine-made id
  // (`xqwvbnt.pages.dev`, `d3f8a1b2c9e4.workers.dev`): no project is named so (none of the ordinary
  // links of the evaluation files; round 3, chosen on the fit part).
  ['url-free-hosting', 'url-random-subdomain'],
  // The same on a blog or code platform or a CDN (`sdvfbgre.blogspot.com`, round 15; any
  // `url-random-subdomain` counts: an id-like label under `azureedge.net` too).
  ['url-developer-hosting', 'url-random-subdomain'],
];

/**
 * The URL model's score beside one piece of context (round 3): the context finding and the
 * smallest model probability (in %, the `probability` parameter of `url-model-suspicious`) that
 * together are a deceptive sign: a page on a free host, or a name under an often-abused ending,
 * whose address the model reads as phishing at 70 % or more. Chosen on the fit part of the
 * evaluation files (`pnpm eval:url`): the free-host pair costs about 0.1 point of the ordinary
 * links for 8 points of OpenPhish's phishing, the ending pair about 0.6 point of the newsletter's
 * links for 4 points of JPCERT/CC's (a country code needs more: `COUNTRY_CODE_ENDING_MODEL`). 60 % (the model's own threshold beside a hint) flagged demo
 * projects on free hosts in the blind lists. A high score beside any other context (a number in the
 * name, a brand in the path) was measured and left out: about one point of recall for the kinds of
 * ordinary links issue 21 lists as false alarms.
 */
export const MODEL_CONTEXT_PAIRS: readonly (readonly [string, number])[] = [
  ['url-free-hosting', 70],
  ['url-suspicious-tld', 70],
];

interface EvidenceFinding {
  readonly code: string;
  readonly parameters?: FindingParameters | null;
}

/** The URL model's findings: `url-model-phishing` and `url-model-suspicious`. */
function isModelFinding(f: EvidenceFinding): boolean {
  return f.code === 'url-model-phishing' || f.code === 'url-model-suspicious';
}

/**
 * True when the findings hold a deceptive sign: a deceptive code, a deceptive pair, or the model's
 * score beside its context (`MODEL_CONTEXT_PAIRS`). Given the address, a brand beside a lure word in
 * an article's path is no pair (round 15).
 */
export function hasDeceptiveSign(findings: readonly EvidenceFinding[], href?: string): boolean {
  return deceptiveSign(findings, false, href === undefined ? undefined : articleOnce(findings, href));
}

/**
 * `brandArticlePath` of the address and its findings, worked out at most once (asked with and
 * without the model's signs and by `brand-article-page`): the model's findings do not change it.
 */
function articleOnce(findings: readonly EvidenceFinding[], href: string): () => boolean {
  let article: boolean | undefined;
  return (): boolean => {
    if (article !== undefined) return article;
    let lureWords = 0;
    const codes = new Set<string>();
    for (const f of findings) {
      if (f.code === 'url-lure-keyword') lureWords = lureWordCount(f);
      codes.add(f.code);
    }
    return (article = brandArticlePath(href, (code) => codes.has(code), lureWords));
  };
}

/**
 * `hasDeceptiveSign`, the model's own findings read as absent when `withoutModel` is true; given
 * `article` (the address read by `brandArticlePath`), a brand beside a lure word in an article's
 * path is no pair.
 */
function deceptiveSign(
  findings: readonly EvidenceFinding[],
  withoutModel: boolean,
  article?: () => boolean,
): boolean {
  const codes = new Set<string>();
  let model = 0;
  let countryCode = false;
  for (const f of findings) {
    if (withoutModel && isModelFinding(f)) continue;
    if (DECEPTIVE_CODES.has(f.code)) return true;
    const p = f.code === 'url-model-suspicious' ? f.parameters?.probability : undefined;
    if (typeof p === 'number') model = p;
    if (f.code === 'url-suspicious-tld') {
      const tld = String(f.parameters?.tld ?? '');
      countryCode = tld.length === 2;
      // A thin ending is shown and scored, but pairs with nothing (round 14).
      if (thinEvidenceTlds.has(tld)) continue;
    }
    codes.add(f.code);
  }
  if (model > 0) {
    for (const [code, min] of MODEL_CONTEXT_PAIRS) {
      const needed = code === 'url-suspicious-tld' && countryCode ? COUNTRY_CODE_ENDING_MODEL : min;
      if (model >= needed && codes.has(code)) return true;
    }
  }
  // A brand beside a lure word in an article's path is no pair (round 15): the brand is read as absent.
  if (article !== undefined && codes.has('url-brand-in-path') && codes.has('url-lure-keyword') && article())
    codes.delete('url-brand-in-path');
  return DECEPTIVE_PAIRS.some(([a, b]) => codes.has(a) && codes.has(b));
}

/** Codes a calm category never looks at: the scheme added by us, a brand's own domain, the model. */
const NOT_CONTEXT: ReadonlySet<string> = new Set([
  'url-scheme-added',
  'url-official-domain',
  'url-model-suspicious',
]);

/**
 * The customer's own label on a hosting platform, from the finding's `site` and `domain`
 * (`bubo-rss-demo` of `bubo-rss-demo.netlify.app` on `netlify.app`, a leading `www.` dropped); null
 * for a page in the path of a user-content host (`sites.google.com/view/…`) or a deeper name.
 */
function customerOf(f: EvidenceFinding): string | null {
  const site = f.parameters?.site;
  const domain = f.parameters?.domain;
  if (typeof site !== 'string' || typeof domain !== 'string' || !site.endsWith(`.${domain}`)) return null;
  const label = site.slice(0, -domain.length - 1).replace(/^www\./, '');
  return label === '' || label.includes('.') ? null : label;
}

/** The name of the calm category the findings fall in, or null (`article`: see `articleOnce`). */
export function calmCategory(
  findings: readonly EvidenceFinding[],
  normalizedUrl: string,
  article: () => boolean = articleOnce(findings, normalizedUrl),
): string | null {
  const codes: string[] = [];
  let model = 0;
  let customer: string | null = null;
  let platform: string | null = null;
  let tld: string | null = null;
  let lureWords = 0;
  for (const f of findings) {
    if (f.code === 'url-lure-keyword') lureWords = lureWordCount(f);
    // `url-model-phishing` stays among the codes: only `dated-page` accepts it.
    if (f.code === 'url-model-suspicious' || f.code === 'url-model-phishing') {
      const p = f.parameters?.probability;
      if (typeof p === 'number') model = p;
    }
    if (f.code === 'url-suspicious-tld') {
      const t = f.parameters?.tld;
      tld = typeof t === 'string' ? t : null;
    }
    if (f.code === 'url-free-hosting' || f.code === 'url-developer-hosting') {
      customer = customerOf(f);
      const domain = f.parameters?.domain;
      platform = typeof domain === 'string' ? domain : null;
    }
    if (!NOT_CONTEXT.has(f.code)) codes.push(f.code);
  }
  // Nothing but the model (an article's address it reads as phishing) still goes through the categories.
  if (codes.length === 0 && model === 0) return null;
  // Parsed once, on the first category that reads the address.
  let parsed: URL | null | undefined;
  const url = (): URL | null => {
    if (parsed !== undefined) return parsed;
    try {
      parsed = new URL(normalizedUrl);
    } catch {
      parsed = null;
    }
    return parsed;
  };
  const brandArticle = article;
  const input = { codes, model, customer, platform, tld, lureWords, href: normalizedUrl, url, brandArticle };
  for (const c of CALM_CATEGORIES) if (c.test(input)) return c.name;
  return null;
}

/**
 * The score of a URL's findings: the sum of their impacts clamped to 0–100, capped at `CONTEXT_CAP`
 * when no finding is a deceptive sign and the context falls in a calm category.
 */
export function scoreUrlFindings(findings: readonly Finding[], normalizedUrl: string): Score {
  let sum = 0;
  let modelSeen = false;
  for (const f of findings) {
    sum += f.scoreImpact;
    if (isModelFinding(f)) modelSeen = true;
  }
  let confidenceScore = Math.max(0, Math.min(100, Math.round(sum)));
  if (confidenceScore > CONTEXT_CAP) {
    const article = articleOnce(findings, normalizedUrl);
    if (!deceptiveSign(findings, false, article)) {
      if (calmCategory(findings, normalizedUrl, article) !== null) confidenceScore = CONTEXT_CAP;
    } else if (modelSeen && !deceptiveSign(findings, true, article)) {
      // The model's signs alone (its strong score, its score beside an ending): some calm
      // categories outweigh them (`MODEL_SIGN_CALM`).
      const calm = calmCategory(findings, normalizedUrl, article);
      if (calm !== null && MODEL_SIGN_CALM.has(calm)) confidenceScore = CONTEXT_CAP;
    }
  }
  return { confidenceScore, verdict: verdictForScore(confidenceScore) };
}
