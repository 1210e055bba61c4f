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
import { HOSTED_CALM_CATEGORIES, HOSTED_LURE, onlyOf, type CalmInput } from './calm-hosted.js';
import { GOVERNMENT_CALM_CATEGORIES } from './calm-government.js';
import { MAIL_CALM_CATEGORIES } from './calm-mail.js';
import { ROUND_20_DECEPTIVE_CODES } from './hosted-appeal.js';
// Endings that make no ending + model pair (round 14; `THIN_EVIDENCE_TLDS`).
import { BLOG_PLATFORMS, thinEvidenceTlds } from './host-checks.js';
import {
  BRAND_ARTICLE_CATEGORY,
  DATED_PATH,
  KIT_MARK,
  PAGE_CONTEXT,
  brandArticlePath,
  lureWordCount,
  pathOf,
} from './page-paths.js';

/** The highest score a URL with context findings only may get: the top of the likely-safe band. */
export const CONTEXT_CAP = 14;

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
  ...ROUND_20_DECEPTIVE_CODES, // rounds 19–20: a profile's handle, a capital domain, a hosted appeal page
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

/**
 * The model probability (in %) the ending pair needs under a two-letter country code (`.cn`,
 * `.cc`): a country's own sites use it, and a Chinese tech newsletter's links under `.cn` made most
 * of the pair's false alarms on the fit part at 70 % (1.1 of 1.7 points), 0.1 point at 90 %.
 */
export const COUNTRY_CODE_ENDING_MODEL = 90;

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
/** Path words of accounts and payments: a plain-http page naming them is never calm. */
const ACCOUNT_PATH = /log[io]n|sign|verif|account|secur|updat|bank|confirm|index/i;
/** A page of a site (`.html`, `.htm`, `.shtml`, `.asp`, `.aspx`): not a kit's script. */
const PAGE_FILE = /\.(?:s?html?|aspx?)$/i;

/**
 * Words a project names its demo, template or notes site with (`homer-demo.netlify.app`,
 * `react-typescript-cheatsheet.netlify.app`): a customer label holding one as a whole word, beside
 * no lure word, names a software project or a person's notes, not a page asking for anything.
 * `docs` is left out: `docs-…-learn` look-alikes of wallet makers' help pages use it.
 */
const PROJECT_WORD =
  /(?:^|-)(?:demo|examples?|playground|sandbox|starter|template|boilerplate|tutorial|cheatsheet|handbook|wiki|blog|notes|portfolio|homepage|website)(?:-|$)/;
/** The path of a web API's endpoint (`/api/…`, `/v1/…`, `/graphql`): read by programs, not a page for people. */
const API_PATH = /^\/(?:api|v[1-9])(?:\/|$)|^\/graphql\/?$/;
/**
 * A web API's own site on a free host (round 7): a customer label naming an API as a whole word
 * (`catfacts-api.herokuapp.com`), or its documentation's path (`/docs`, `/swagger`, `/redoc`,
 * `/openapi.json`). The API directories' links issue 21 lists; on the fit part of `pnpm eval:url`
 * four OpenPhish URLs of 185,984 and no ordinary link had this shape.
 */
const API_LABEL = /(?:^|-)apis?(?:-|$)/;
const API_DOCS_PATH =
  /^\/(?:docs?|documentation|api-docs|swagger(?:-ui)?|redoc|reference|openapi\.(?:json|ya?ml))(?:\/|$|\.html?$)/;
/** An article's slug at the end of the path: four words or more joined by hyphens (`/big-o-little-n/`). */
const ARTICLE_SLUG = /(?:^|\/)[a-z]+(?:-[a-z]+){3,}(?:\.html?)?\/?$/;
/**
 * The last segment of a page named by a readable slug of two words or more (round 9):
 * `/layout-piano-keys.html`, `/network_switch.php`, `/expansion-artifacts/`; lower-case letters only
 * (kits' folders mix cases and digits: `/UCPc_welcomeSCR/`).
 */
const SLUG_SEGMENT = /\/[a-z]+(?:[-_][a-z]+)+(?:\.(?:s?html?|php|aspx?))?\/?$/;
/** Folders of a site's code and uploads, where kits hide on hacked sites (`/images/`, `/plugins/`). */
const CMS_FOLDER =
  /\/(?:images?|img|plugins?|templates?|modules?|components?|cache|includes?|librar(?:y|ies)|media|uploads?|files?|tmp|css|js|assets|themes?|language|editors?)\//i;
/**
 * What `slug-page` may hold (round 9): page context but an often-abused ending or a name typed at
 * random (under those, kits' slugs outnumber articles on the fit part), and a strong model score.
 */
const SLUG_PAGE_CONTEXT: readonly string[] = [
  'url-plain-http',
  'url-long',
  'url-many-digits',
  'url-brand-in-path',
  'url-odd-letters',
  'url-numbered-domain',
  'url-many-hyphens',
  'url-many-subdomains',
  'url-model-phishing',
];
/** Page context and a strong model score: what `dated-page` may hold. */
const DATED_PAGE_CONTEXT: readonly string[] = [...PAGE_CONTEXT, 'url-model-phishing'];

/**
 * The path of an article or a post (round 6; never under a hidden folder such as `/.well-known/`,
 * where kits hide on hacked sites): a section of articles (`/blog/`, `/posts/`, `/news/`,
 * `/p/`, `/wiki/`, `/docs/`…), a last segment that is a long number (`/a7028533764280500744/`,
 * `/doc-1362895.htm`), or a slug of three words or more (`/content-as-a-graph/`).
 */
const ARTICLE_PATH =
  /\/(?:blog|posts?|articles?|news|p|story|stories|wiki|docs?|guide|tutorials?|notes|archives?)\/|\/[a-z_-]*\d{6,}[a-z_-]*(?:\.s?html?)?\/?$|(?:^|\/)[a-z]+(?:-[a-z]+){2,}(?:\.s?html?)?\/?$/;

/**
 * Blog platforms whose older blogs are still served over plain http (`blogspot.<cc>` included):
 * `host-checks.ts`'s list and Hatena's blogs.
 */
const isBlogPlatform = (p: string): boolean =>
  BLOG_PLATFORMS.test(p) || /^(?:hatena[a-z]*\.[a-z]+|hateblo\.jp)$/.test(p);

/**
 * The model probability (in %) under which `www-site-page` calms a `www.` site's page (round 7). On
 * the fit part of `pnpm eval:url`, the model alone flagged 0.7 % of the ordinary links of the
 * newsletter, README and Hannousse files that way, against 0.1 % or less of each phishing feed's
 * URLs; from 90 % the phishing share grows faster than the ordinary one.
 */
export const WWW_SITE_MODEL = 90;

/**
 * The calm categories (round 4): context the evaluation files show on ordinary links more than on
 * phishing, capped at `CONTEXT_CAP` when nothing deceptive is there. Each was measured on the fit
 * part of `pnpm eval:url` (recall given up on OpenPhish, PhishTank, JPCERT/CC, validin; false
 * alarms removed on the ordinary-link files) and kept only if it gave up 0.2 point or less on each
 * feed; figures in `docs/url.md`.
 */
export const CALM_CATEGORIES: readonly { readonly name: string; readonly test: (c: CalmInput) => boolean }[] =
  [
    {
      // An address of the reader's own computer or network (`url-local-address`: a router's page,
      // a NAS or a development server, often on its own port): no one on the internet can serve a
      // page there. Round 14 (lead); no row of `pnpm eval:url`'s files has such a host.
      name: 'local-address',
      test: ({ codes }) => codes.includes('url-local-address'),
    },
    {
      // A page of a site over plain http (`http://www.club.example/events/2019.html`): a named
      // `www.` site's page without a query or a PHP script, or an `.html`/`.asp` page, whose path
      // names no account or payment.
      name: 'plain-http-page',
      test: ({ codes, url: parse }) => {
        if (!codes.includes('url-plain-http') || !onlyOf(codes, ['url-plain-http'])) return false;
        const url = parse();
        if (url === null) return false;
        const path = url.pathname;
        if (ACCOUNT_PATH.test(path)) return false;
        if (PAGE_FILE.test(path)) return true;
        return (
          url.hostname.startsWith('www.') && path.length > 1 && url.search === '' && !/\.php/i.test(path)
        );
      },
    },
    {
      // Plain http and a model score under 70 %, nothing else.
      name: 'plain-http-mid-model',
      test: ({ codes, model }) =>
        codes.includes('url-plain-http') && onlyOf(codes, ['url-plain-http']) && model >= 60 && model < 70,
    },
    {
      // A long encoded tracking or redirect link of an ordinary service (`url-long`,
      // `url-heavy-encoding`, `url-open-redirect`), the model silent.
      name: 'tracking-link',
      test: ({ codes, model }) =>
        model === 0 &&
        codes.some((c) => c === 'url-long' || c === 'url-heavy-encoding' || c === 'url-open-redirect') &&
        onlyOf(codes, [
          'url-long',
          'url-heavy-encoding',
          'url-open-redirect',
          'url-plain-http',
          'url-many-digits',
        ]),
    },
    {
      // A brand named in the path of an article or a product page, no lure word, the model under 90 %.
      name: 'brand-in-path',
      test: ({ codes, model }) =>
        codes.includes('url-brand-in-path') &&
        onlyOf(codes, ['url-brand-in-path', 'url-plain-http']) &&
        model < 90,
    },
    {
      // A lure word alone (`/account/settings`) with a model score under 80 %.
      name: 'lure-word-mid-model',
      test: ({ codes, model }) =>
        codes.includes('url-lure-keyword') && onlyOf(codes, ['url-lure-keyword']) && model < 80,
    },
    {
      // A page on a developer platform (a blog, a repository page) with a model score under 70 %.
      name: 'developer-platform-mid-model',
      test: ({ codes, model }) =>
        codes.includes('url-developer-hosting') && onlyOf(codes, ['url-developer-hosting']) && model < 70,
    },
    {
      // The front page of a `www.` site over plain http (`http://www.club.example/`), the model under
      // 90 % (round 5): small sites' home pages; kits seldom sit at a `www.` root without a path.
      name: 'plain-http-front-page',
      test: ({ codes, model, url: parse }) => {
        if (!codes.includes('url-plain-http') || !onlyOf(codes, ['url-plain-http']) || model >= 90)
          return false;
        const url = parse();
        return url !== null && url.hostname.startsWith('www.') && url.pathname === '/' && url.search === '';
      },
    },
    {
      // The front page of a blog on a blog platform over plain http (`http://quilting-notes.blogspot.com/`),
      // the model under 80 % (round 5): a label of letters and hyphens, no lure or wallet word.
      name: 'blog-front-page',
      test: ({ codes, model, customer, platform, url: parse }) => {
        if (model >= 80 || customer === null || platform === null || !isBlogPlatform(platform)) return false;
        if (!/^[a-z]+(?:-[a-z]+)*$/.test(customer) || HOSTED_LURE.test(customer)) return false;
        if (!codes.includes('url-plain-http') || !onlyOf(codes, ['url-plain-http', 'url-developer-hosting']))
          return false;
        const url = parse();
        return url !== null && url.pathname === '/' && url.search === '';
      },
    },
    {
      // A dated page (round 6): a date of publication in the path (`DATED_PATH`), page context
      // only (`PAGE_CONTEXT`), whatever the model says (`MODEL_SIGN_CALM`), `url-model-phishing`
      // included: on the fit part, 0.4 % of the newsletter's links had a dated path and a strong
      // score, against 0.03 % or less of any phishing feed's URLs.
      name: 'dated-page',
      test: ({ codes, href }) => {
        if (!onlyOf(codes, DATED_PAGE_CONTEXT)) return false;
        const path = pathOf(href);
        return !path.includes('/.') && DATED_PATH.test(path);
      },
    },
    {
      // An article or a post (round 6): an article's path (`ARTICLE_PATH`), page context only, the
      // model under its strong score (beside an often-abused ending too: `MODEL_SIGN_CALM`).
      name: 'article-page',
      test: ({ codes, href }) => {
        if (!onlyOf(codes, PAGE_CONTEXT)) return false;
        const path = pathOf(href);
        return !path.includes('/.') && ARTICLE_PATH.test(path);
      },
    },
    {
      // A page deep inside a site under a country's ending often abused elsewhere (`.cn`, `.cc`;
      // round 6): two path segments or more, no query, page context only, the model under
      // `COUNTRY_CODE_ENDING_MODEL` (from there the ending and the model are a sign). Kits under
      // these endings sit at the root or one random segment down (`/teon`, `/?gvuziazm`).
      name: 'country-site-page',
      test: ({ codes, model, tld, href }) => {
        if (tld?.length !== 2 || model >= COUNTRY_CODE_ENDING_MODEL || !onlyOf(codes, PAGE_CONTEXT))
          return false;
        return !href.includes('?') && /^\/[^/]+\/[^/]/.test(pathOf(href));
      },
    },
    {
      // A page of a named `www.` site the URL model alone reads as phishing under its strong score
      // (round 7): the host starts with `www.`, the ending is not an often-abused one, the context is
      // page context only (`PAGE_CONTEXT`) and the model under `WWW_SITE_MODEL`; a page in the path
      // with no query, no lure, kit or account word (`HOSTED_LURE`, `KIT_MARK`) and no PHP script
      // over plain http, or the site's
      // front page with no context at all. Kits seldom sit on a `www.` name with a plain path.
      name: 'www-site-page',
      test: ({ codes, model, tld, href }) => {
        if (model === 0 || model >= WWW_SITE_MODEL || tld !== null || !onlyOf(codes, PAGE_CONTEXT))
          return false;
        if (!href.startsWith('www.', href.indexOf('//') + 2) || href.includes('?')) return false;
        const path = pathOf(href);
        if (path === '/') return codes.length === 0;
        // A PHP script over plain http stays as scored (`plain-http-page` keeps it too).
        if (href.startsWith('http:') && /\.php/i.test(path)) return false;
        return !HOSTED_LURE.test(path) && !KIT_MARK.test(path);
      },
    },
    {
      // A project's demo, template or notes site, or an article, on a free host or a blog or code
      // platform (round 5): https, the model silent, a customer label of letters and hyphens only
      // that names a project kind (`PROJECT_WORD`) or an API (`API_LABEL`, round 7), or a path
      // ending in an article's slug (`ARTICLE_SLUG`) or at an API's documentation (`API_DOCS_PATH`,
      // round 7), no query; or a web API's endpoint (`API_PATH`, its query allowed); no lure
      // word in the label, the path or the query (`HOSTED_LURE`).
      name: 'hosted-project-page',
      test: ({ codes, model, customer, url: parse }) => {
        if (model > 0 || customer === null || !/^[a-z]+(?:-[a-z]+)*$/.test(customer)) return false;
        if (!onlyOf(codes, ['url-free-hosting', 'url-developer-hosting'])) return false;
        const url = parse();
        if (url?.protocol !== 'https:') return false;
        const path = url.pathname;
        if (HOSTED_LURE.test(customer) || HOSTED_LURE.test(path) || HOSTED_LURE.test(url.search))
          return false;
        // An API's endpoint may carry its parameters; a page may not.
        if (API_PATH.test(path)) return true;
        return (
          url.search === '' &&
          (PROJECT_WORD.test(customer) ||
            ARTICLE_SLUG.test(path) ||
            API_LABEL.test(customer) ||
            API_DOCS_PATH.test(path))
        );
      },
    },
    {
      // A page named by a readable slug (round 9): the last segment is two words or more of lower-case
      // letters (`SLUG_SEGMENT`), no query, no hidden, code or upload folder (`CMS_FOLDER`,
      // `KIT_MARK`), no lure or account word in the path (`HOSTED_LURE`); page context only, not
      // under an often-abused ending nor a random name (`SLUG_PAGE_CONTEXT`), whatever the model
      // says (`MODEL_SIGN_CALM`). Old sites' pages over plain http (`/network-switch.html`) and
      // articles' two-word slugs the model reads as phishing; on the fit part of `pnpm eval:url`,
      // 1.1 points of Hannousse's links and 0.3 of the newsletter's, against 0.27 point of ISCX
      // 2016's phishing and 0.12 or less of each modern feed's.
      name: 'slug-page',
      test: ({ codes, href }) => {
        if (!onlyOf(codes, SLUG_PAGE_CONTEXT) || href.includes('?')) return false;
        const path = pathOf(href);
        if (path.includes('/.') || CMS_FOLDER.test(path) || KIT_MARK.test(path) || HOSTED_LURE.test(path))
          return false;
        return SLUG_SEGMENT.test(path);
      },
    },
    // Round 15: a news story's or a shop's page naming a brand beside a lure word (`page-paths.ts`).
    BRAND_ARTICLE_CATEGORY,
    // Round 13: a named project's section page and a legacy host's front page (`calm-hosted.ts`).
    ...HOSTED_CALM_CATEGORIES,
    // Round 16: a mail click-tracking redirect (`calm-mail.ts`).
    ...MAIL_CALM_CATEGORIES,
    // Round 17: a page under a government-only registry (`calm-government.ts`).
    ...GOVERNMENT_CALM_CATEGORIES,
  ];

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

/**
 * The calm categories that outweigh the model's own signs too (round 6): `url-model-phishing`, and
 * `url-model-suspicious` beside an often-abused ending (`MODEL_CONTEXT_PAIRS`). On the fit part of
 * `pnpm eval:url`, articles' and dated pages' addresses with nothing but page context were the
 * newsletter's links the model read as phishing (0.7 % of them), against 0.1 % or less of any
 * phishing feed's URLs: there the score is not strong on its own.
 */
export const MODEL_SIGN_CALM: ReadonlySet<string> = new Set([
  'dated-page',
  'article-page',
  'slug-page',
  // Round 16: a mail click-tracking redirect's token is what the model reads (`calm-mail.ts`).
  'mail-click-link',
  // Round 17: a government's own page; the model reads its old page names (`calm-government.ts`).
  'government-site',
]);

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
