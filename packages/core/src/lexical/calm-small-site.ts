/**
 * The calm category of a small site's old page (issue 21, round 22, small22), read by
 * `CALM_CATEGORIES` in `calm-categories.ts`: a `www.` site's page named by one word over plain http
 * (`http://www.ferronnerie.example/realisations.html`), which the URL model reads as phishing at its
 * strong score because old small sites and ISCX 2016's kits share plain http and `.html` pages.
 * Written down before it was measured (`scripts/url-data/SMALL-R22.md`, candidate B) and kept
 * under the evidence rule's budget (0.2 point of recall or less on the fit part of each modern
 * phishing feed); figures in `docs/url.md`.
 */
import { HOSTED_LURE, onlyOf, type CalmInput } from './calm-hosted.js';
import { KIT_MARK } from './page-paths.js';

/**
 * A page named by one lower-case word, `.html` or `.htm`, at the root or in one folder named by one
 * lower-case word (`/nodes.html`, `/definition/typeface.html`).
 */
const ONE_WORD_PAGE = /^(?:\/([a-z]+))?\/([a-z]+)\.html?$/;
/**
 * Folders of a site's code, uploads and pictures (where kits hide on hacked sites) and page names a
 * kit's entry or step takes (`index…`, `default`, `redirect`, `session`, `register`, `otp`,
 * `download`; the last five read off the fit part's phishing pages this shape first let through):
 * not a small site's named page.
 */
const KIT_FOLDER_OR_ENTRY =
  /^(?:images?|img|pics?|plugins?|templates?|modules?|components?|cache|includes?|librar(?:y|ies)|media|uploads?|files?|tmp|temp|css|js|assets|themes?|language|editors?|index[a-z]*|default|main|old|new|test|redirect|session|register|otp|download)$/;

/**
 * The pages of a kit's later steps, where the visitor types a code, a card, a bank's name or a
 * wallet's words (review 22a: `sms.html`, `pin.html`, `card.html`, `loading.html`, `banque.html`,
 * `virement.html` were likely safe at 14, suspicious at 43 before round 22). Words no small site
 * names a page by (not `carte`, a restaurant's menu in French, nor `code`, `info`, `details`);
 * `konto` (German: account) is the page name of two OpenPhish kits (`otomoto…`; neither moves).
 */
const KIT_STEP_PAGE =
  /^(?:sms|pin|mfa|captcha|loading|card|cc|cvv|banque|virement|konto|seed|phrase|validation)$/;

/** The context a small site's old page may hold: plain http and the model's score, whatever it is. */
const SMALL_SITE_CONTEXT: readonly string[] = ['url-plain-http', 'url-model-phishing'];

export const SMALL_SITE_CALM_CATEGORIES: readonly {
  readonly name: string;
  readonly test: (c: CalmInput) => boolean;
}[] = [
  {
    // A `www.` site's page named by one word over plain http (`www-word-page`): no query, no
    // often-abused ending nor any other context, no lure, account or kit word in the host or the
    // path (`HOSTED_LURE`, `KIT_MARK`), no code or upload folder and no kit's entry page name.
    // In `MODEL_SIGN_CALM`: the model's strong score included.
    name: 'www-word-page',
    test: ({ codes, url: parse }) => {
      if (!codes.includes('url-plain-http') || !onlyOf(codes, SMALL_SITE_CONTEXT)) return false;
      const url = parse();
      if (url?.protocol !== 'http:' || url.search !== '' || !url.hostname.startsWith('www.')) return false;
      const m = ONE_WORD_PAGE.exec(url.pathname);
      if (m === null) return false;
      const [, folder, page] = m;
      if (HOSTED_LURE.test(url.hostname) || HOSTED_LURE.test(url.pathname) || KIT_MARK.test(url.pathname))
        return false;
      return (
        !KIT_FOLDER_OR_ENTRY.test(page ?? '') &&
        !KIT_STEP_PAGE.test(page ?? '') &&
        (folder === undefined || !KIT_FOLDER_OR_ENTRY.test(folder))
      );
    },
  },
];
