/**
 * The calm category of the links ordinary mail carries (issue 21, round 16), read by
 * `CALM_CATEGORIES` in `calm-categories.ts`: a sending service's click-tracking redirect. Written down
 * before it was measured (BENCHMARKS.md, "Issue 21, round 16") and kept under the evidence rule's
 * budget (0.2 point of recall or less on the fit part of each phishing file of `pnpm eval:url`);
 * figures in `docs/url.md`. A plain-text file category was measured the same way and dropped.
 */
import { EMAIL_CLICK_TRACKING_DOMAINS } from '../data/index.js';
import { onlyOf, type CalmInput } from './calm-hosted.js';
import { underDomains } from './domain-set.js';

/**
 * The click-tracking half of the mail-service list: the content half (`hs-sites.com`,
 * `beehiiv.com`, `ck.page`…) serves pages whose path its customer chooses.
 */
/** The host is, or is under, a click-tracking service's domain (`u1.ct.sendgrid.net`). */
const onTrackingService = underDomains(EMAIL_CLICK_TRACKING_DOMAINS);

/**
 * The first label of a sender's own click-tracking host (`links.shop.example`,
 * `click.news.email.store.example`, `nl.paper.example`, `t4.account.isp.example`,
 * `u1234567.ct.sendgrid.net`): the names sending platforms ask their customers to point at them.
 */
const TRACKING_LABEL = /^(?:clicks?|links?|l|t\d*|trk|track(?:ing)?|e|em|email|nl|news|view|go|r|u\d+)$/;

/**
 * Click endpoints of the common sending platforms (`/ls/click`, `/wf/click`, `/ss/c/`, `/s/c/`,
 * `/e/c/`, `/CL0/`, `/L0/`, `/lnk/`, `/mk/cl/`, `/mk/mr/`, `/track/click`).
 */
const CLICK_PATH =
  /^\/(?:ls\/click|wf\/click|ss\/c\/|s\/c\/|e\/c\/|CL0\/|L0\/|lnk\/|mk\/(?:cl|mr)\/|track\/click)/;
/** A token path of the `…/<id>~~/<token>~/…` kind. */
const TOKEN_PATH = /\/[\w-]+~~\/[\w-]+~\//;
/**
 * A click path that carries its destination in clear (Amazon SES's
 * `/L0/https:%2F%2Fshop.example%2F…/1/…`): the model reads that address, not an opaque token.
 */
const INLINE_TARGET = /\/https?:/i;
/** A click redirect on the host's front page keyed by a long hex `qs=`. */
const QS_CLICK = /^\?qs=[0-9a-f]{40,}/i;

/** What a click-tracking link may hold besides the model: a tracker's address is long and machine-made. */
const CLICK_CONTEXT: readonly string[] = [
  'url-long',
  'url-many-subdomains',
  'url-heavy-encoding',
  'url-open-redirect',
  'url-odd-letters',
  'url-many-digits',
  'url-random-path',
  'url-plain-http',
  'url-model-phishing',
];

/** A sending service's click-tracking redirect: a tracking host and a click endpoint. */
export function isMailClickLink(url: URL): boolean {
  const host = url.hostname;
  const labels = host.split('.');
  const trackingHost =
    (labels.length >= 3 && TRACKING_LABEL.test(labels[0] ?? '')) || onTrackingService(host);
  if (!trackingHost) return false;
  const path = url.pathname;
  if (INLINE_TARGET.test(path)) return false;
  if (CLICK_PATH.test(path) || TOKEN_PATH.test(path)) return true;
  if (path === '/') return QS_CLICK.test(url.search);
  // A click redirect under `/r/` keyed by `id=`.
  return path === '/r/' && url.search.startsWith('?id=');
}

export const MAIL_CALM_CATEGORIES: readonly {
  readonly name: string;
  readonly test: (c: CalmInput) => boolean;
}[] = [
  {
    // A sending service's click-tracking redirect (round 16): the model reads its opaque token,
    // not the page it leads to, so any model score is outweighed (`MODEL_SIGN_CALM`); a brand,
    // a lure word or a deceptive decoded target keeps the link as scored.
    name: 'mail-click-link',
    test: ({ codes, url: parse }) => {
      if (!onlyOf(codes, CLICK_CONTEXT)) return false;
      const url = parse();
      return url !== null && isMailClickLink(url);
    },
  },
];
