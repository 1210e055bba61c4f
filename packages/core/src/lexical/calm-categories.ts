/**
 * The calm categories of the URL evidence rule (issue 21, round 4 on), apart from the rule itself
 * (`scoreUrlFindings` in `evidence.ts`): context the evaluation files show on ordinary links more
 * than on phishing, capped at `CONTEXT_CAP` when nothing deceptive is there. Each was measured on
 * the fit part of `pnpm eval:url` and kept only if it gave up 0.2 point of recall or less on each
 * modern phishing feed; the table is in `docs/url.md`. Round 20 moved them here from `evidence.ts`.
 */
import { HOSTED_CALM_CATEGORIES, HOSTED_LURE, onlyOf, type CalmInput } from './calm-hosted.js';
import { GOVERNMENT_CALM_CATEGORIES } from './calm-government.js';
import { BRAND_PLACE_CALM_CATEGORY } from './brand-among-words.js';
import { MAIL_CALM_CATEGORIES } from './calm-mail.js';
import { SMALL_SITE_CALM_CATEGORIES } from './calm-small-site.js';
import { isGenericCountryEnding } from './letter-case.js';
import { profileHandle } from './profile-pages.js';
import { BLOG_PLATFORMS, hostView } from './host-checks.js';
import { BRAND_ARTICLE_CATEGORY, DATED_PATH, KIT_MARK, PAGE_CONTEXT, pathOf } from './page-paths.js';

/**
 * The model probability (in %) the ending pair needs under a two-letter country code (`.cn`,
 * `.cc`): a country's own sites use it, and a Chinese tech newsletter's links under `.cn` made most
 * of the pair's false alarms on the fit part at 70 % (1.1 of 1.7 points), 0.1 point at 90 %.
 */
export const COUNTRY_CODE_ENDING_MODEL = 90;

/** Path words of accounts and payments: a plain-http page naming them is never calm. */
const ACCOUNT_PATH = /log[io]n|sign|verif|account|secur|updat|bank|confirm|index/i;
/** A page of a site (`.html`, `.htm`, `.shtml`, `.asp`, `.aspx`): not a kit's script. */
const PAGE_FILE = /\.(?:s?html?|aspx?)$/i;

/**
 * Words a project names its demo, template or notes site with (`homer-demo.netlify.app`,
 * `react-typescript-cheatsheet.netlify.app`): a customer label holding one as a whole word, beside
 * no lure word, names a software project or a person's notes, not a page asking for anything.
 * `docs` is left out: `docs-…-learn` look-alikes of wallet makers' help pages use it. Round 20 added
 * the names of web technologies (`css`, `vue`, `svelte`, `gpt`, `lint`…: `cn-vuejs-challenges`).
 */
const PROJECT_WORD =
  /(?:^|-)(?:demo|examples?|playground|sandbox|starter|template|boilerplate|tutorial|cheatsheet|handbook|wiki|blog|notes|portfolio|homepage|website|css|js|vue|vuejs|react|svelte|astro|nuxt|gpt|llm|git|lint|cli|sdk|ui|svg|json|regex|markdown)(?:-|$)/;
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
 * A small site's name under a country's ending (round 20): letters and hyphens directly under a
 * two-letter ending, or under `com.`, `co.`, `org.` and a two-letter ending (`promenade.co.za`).
 */
const COUNTRY_WORD_HOST = /^[a-z]+(?:-[a-z]+)*\.(?:com?\.|org\.)?[a-z]{2}$/;
/** A Blogger post's path (round 20): `/2025/02/my-time-at-mit.html`, a slug of two words or more. */
const BLOGGER_POST_PATH = /^\/20\d\d\/\d\d\/[a-z0-9]+(?:-[a-z0-9]+)+\.html$/;
/** What `blogger-post` may hold (round 20). */
const BLOGGER_POST_CONTEXT: readonly string[] = [
  'url-developer-hosting',
  'url-plain-http',
  'url-brand-in-path',
  'url-lure-keyword',
];

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
 * URLs. Round 22 (small22) raised it from 90 to 95, the whole mid band (`url-model-suspicious`):
 * figures in `docs/url.md`; the strong score stays a sign.
 */
export const WWW_SITE_MODEL = 95;

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
      test: ({ codes, model, tld, href, url: parse }) => {
        if (model === 0 || model >= WWW_SITE_MODEL || tld !== null || !onlyOf(codes, PAGE_CONTEXT))
          return false;
        if (!href.startsWith('www.', href.indexOf('//') + 2) || href.includes('?')) return false;
        // Review 22a: in round 22's band (90–95 %), `www.` on the site's own name only, not before
        // another subdomain (`www.mail10.example.com.au/mobile/front/`: 43 OpenPhish fit rows that
        // band let through, no ordinary row of any file; under 90 % one awesome-list fit row has it).
        if (model >= 90 && hostView(parse()?.hostname ?? '').subdomainLabels.length > 0) return false;
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
    // Round 22: a brand's name as one word of a place's name (`brand-among-words.ts`).
    BRAND_PLACE_CALM_CATEGORY,
    // Round 20: a small site's front page under its country's ending, a Blogger post, a profile page.
    {
      // The front page of a name of words under a country's two-letter ending, over plain http
      // (`http://naranjayverde.es/`, `http://promenade.co.za/`), the model under 90 %, nothing else;
      // no lure, account or file-share word in the name. Kits over plain http sit on made names,
      // digits or deep paths; on the fit part, 0.04 point of PhishTank's recall or less.
      name: 'country-site-front-page',
      test: ({ codes, model, url: parse }) => {
        if (model >= 90 || !codes.includes('url-plain-http') || !onlyOf(codes, ['url-plain-http']))
          return false;
        const url = parse();
        if (url?.protocol !== 'http:' || url.pathname !== '/' || url.search !== '') return false;
        const host = url.hostname;
        return COUNTRY_WORD_HOST.test(host) && !isGenericCountryEnding(host) && !HOSTED_LURE.test(host);
      },
    },
    {
      // A Blogger post (`http://name.blogspot.com/2025/02/my-time-at-mit.html`): the year, the
      // month and a lower-case slug of two words or more, Blogger's own post address (`dated-page`
      // wants a day, and the platform is not page context); the blog's name without a lure word;
      // the platform, plain http, a brand in the path or a lure word beside it (not as a pair), the
      // model under its strong score.
      name: 'blogger-post',
      test: ({ codes, customer, platform, href }) => {
        if (platform === null || !/^blogspot\.[a-z.]+$/.test(platform)) return false;
        if (customer === null || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(customer) || HOSTED_LURE.test(customer))
          return false;
        if (!onlyOf(codes, BLOGGER_POST_CONTEXT)) return false;
        return BLOGGER_POST_PATH.test(pathOf(href));
      },
    },
    {
      // A profile page on a link-in-bio platform that is also a short-link service
      // (`https://linktr.ee/cafelaplace`): the short link the only context, https, the model silent,
      // a handle of 3–30 lower-case letters with no lure, account or file-share word. The feeds'
      // pages there have digits, underscores or capitals in the handle, or plain http.
      name: 'profile-page',
      test: ({ codes, model, url: parse }) => {
        if (model > 0 || codes.length !== 1 || codes[0] !== 'url-shortener') return false;
        const url = parse();
        if (url?.protocol !== 'https:' || url.search !== '') return false;
        const handle = /^\/@?([a-z]{3,30})\/?$/.exec(url.pathname)?.[1];
        if (handle === undefined || HOSTED_LURE.test(handle)) return false;
        const host = url.hostname;
        return profileHandle(host, host.replace(/^www\./, ''), url.pathname) !== null;
      },
    },
    // Round 22: a `www.` site's one-word page over plain http (`calm-small-site.ts`).
    ...SMALL_SITE_CALM_CATEGORIES,
  ];

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
  // Round 22: a `www.` site's one-word page over plain http (`calm-small-site.ts`).
  'www-word-page',

  // Round 22: a brand's name as one word of a place's name (`brand-among-words.ts`).
  'brand-word-in-place-name',
]);
