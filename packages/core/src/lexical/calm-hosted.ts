/**
 * Calm categories of a page on a free or developer host, split by what the customer's label and
 * the path say (issue 21, round 13). Read by `CALM_CATEGORIES` in `calm-categories.ts`; each was written
 * down before it was measured and kept only under the evidence rule's budget (0.2 point of recall
 * or less on the fit part of each modern phishing feed); figures in `docs/url.md`.
 */

/** What a calm category reads: the context codes, the model's probability (%), the address. */
export interface CalmInput {
  readonly codes: readonly string[];
  readonly model: number;
  /** The customer's label on a hosting platform (`bubo-rss-demo` of `bubo-rss-demo.netlify.app`), or null. */
  readonly customer: string | null;
  /** The hosting platform's domain (`netlify.app`, `blogspot.com`), or null. */
  readonly platform: string | null;
  /** The often-abused ending `url-suspicious-tld` names (`cn`, `xyz`), or null. */
  readonly tld: string | null;
  /** How many lure words `url-lure-keyword` names (0 when it is absent). */
  readonly lureWords: number;
  /** The normalised address as a string (no fragment). */
  readonly href: string;
  /** The address, parsed only for the category that reads it (null when it does not parse). */
  readonly url: () => URL | null;
  /** `brandArticlePath` of this address and its findings, read at most once per scoring. */
  readonly brandArticle: () => boolean;
}

/** Whether every code is one of `allowed` (true for no codes): the calm categories' context test. */
export const onlyOf = (codes: readonly string[], allowed: readonly string[]): boolean =>
  codes.every((c) => allowed.includes(c));

/**
 * Lure, account, payment, file-share and crypto words, and the names of wallet makers and of the
 * pages kits imitate: a hosted page whose label or path holds one is never a calm project page.
 */
export const HOSTED_LURE =
  /log-?in|sign|verif|passw|forgot|secur|account|auth|wallet|claim|pay|bank|bill|invoice|updat|support|help|recover|restor|unlock|connect|sync|drain|mint|airdrop|reward|gift|bonus|refund|confirm|mail|office|outlook|share|drive|file|portal|service|client|customer|user|member|admin|phish|trez|ledg|meta|coin|crypto|token|nft|swap|bridge|stak|dapp/i;

/**
 * The first path segment of a project's ordinary section (`/docs/…`, `/api/…`, `/examples/…`,
 * `/results/2026`, `/forecast/…`, `/en/`): what a tool, a map, a schedule or its documentation
 * shows, not a page asking the visitor for anything.
 */
const SECTION_PATH =
  /^\/(?:docs?|api|app|maps?|results?|schedules?|examples?|demo|guides?|about|projects?|gallery|events?|calendar|forecast|home|[a-z]{2})(?:\/|$|\.html?$)/;

/** An article's slug at the end of the path: four words or more, digits allowed (`/how-x-scaled-to-14-million`). */
const ARTICLE_SLUG_DIGITS = /\/[a-z]+(?:-[a-z0-9]+){3,}\/?$/;

/** A customer's label of lower-case letters and hyphens, 3–40 characters (no digits). */
const WORD_LABEL = /^[a-z][a-z-]{1,38}[a-z]$/;
/**
 * Hosts that issue no new customer names: `now.sh`, Vercel's former domain, has redirected new
 * deployments to `vercel.app` since 2020, so a page still served there is an old project's.
 */
const LEGACY_HOSTS: ReadonlySet<string> = new Set(['now.sh']);
/** Under this model probability (%) a free host's page is not the free-host pair of `MODEL_CONTEXT_PAIRS`. */
const NAMED_HOSTED_MODEL = 70;

/**
 * A named page on a free or developer host: the host is the only context, https, the model under
 * `NAMED_HOSTED_MODEL`, and the customer's label is letters and hyphens with no `HOSTED_LURE` word.
 * Returns the parsed address, or null when the page is not one.
 */
function namedHostedPage(c: CalmInput): URL | null {
  if (c.model >= NAMED_HOSTED_MODEL || c.customer === null || c.codes.length === 0) return null;
  if (!WORD_LABEL.test(c.customer) || HOSTED_LURE.test(c.customer)) return null;
  if (!c.codes.every((code) => code === 'url-free-hosting' || code === 'url-developer-hosting')) return null;
  const url = c.url();
  return url?.protocol === 'https:' ? url : null;
}

export const HOSTED_CALM_CATEGORIES: readonly {
  readonly name: string;
  readonly test: (c: CalmInput) => boolean;
}[] = [
  {
    // A named project's section page (`pollenmetrics.pages.dev/api/v2/reference`,
    // `marmot-weather.web.app/forecast/calgary`): a named hosted page, no query, the first path
    // segment an ordinary section (`SECTION_PATH`), no `HOSTED_LURE` word in the path.
    name: 'hosted-section-page',
    test: (c) => {
      const url = namedHostedPage(c);
      if (url?.search !== '') return false;
      return SECTION_PATH.test(url.pathname) && !HOSTED_LURE.test(url.pathname);
    },
  },
  {
    // An article on a blog or code platform whose slug names a brand (round 15:
    // `someone.substack.com/p/how-instagram-scaled-to-14-million`): the platform and the brand only,
    // the model silent, https, a label of letters and hyphens, no `HOSTED_LURE` word in the label or
    // the path, no query, the last segment a slug of four words or more.
    name: 'hosted-brand-article',
    test: (c) => {
      if (c.model > 0 || c.customer === null || c.codes.length !== 2) return false;
      if (!c.codes.includes('url-developer-hosting') || !c.codes.includes('url-brand-in-path')) return false;
      if (!WORD_LABEL.test(c.customer) || HOSTED_LURE.test(c.customer)) return false;
      const url = c.url();
      if (url?.protocol !== 'https:' || url.search !== '') return false;
      return ARTICLE_SLUG_DIGITS.test(url.pathname) && !HOSTED_LURE.test(url.pathname);
    },
  },
  {
    // The front page of a named project on a host that issues no new names (`LEGACY_HOSTS`).
    name: 'legacy-host-front-page',
    test: (c) => {
      const url = namedHostedPage(c);
      return (
        url !== null &&
        c.platform !== null &&
        LEGACY_HOSTS.has(c.platform) &&
        url.pathname === '/' &&
        url.search === ''
      );
    },
  },
];
