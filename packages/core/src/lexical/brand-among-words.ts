/**
 * A brand's name as one word of an ordinary place's, trade's or event's name (round 22, issue 21):
 * `apple-orchard-farm.ca`, `robin-hood-pub.co.uk`, `play-station-daycare.ca`,
 * `cafe-des-jardins.qc.ca`. The brand checks found the brand there as whole hyphen words; the other
 * words name a kind of place, business, trade or event (the head word a place word: last in English,
 * first in French) and nothing of an account, a sign-in, a
 * payment, a region or another brand. Such a name is reported as `url-brand-word-in-name`
 * (information) instead of `url-brand-in-domain` / `-in-subdomain`, and its calm category
 * (`brand-word-in-place-name`, `calm-categories.ts`) reads the path and the rest of the findings.
 *
 * Measured on the fit part (`scripts/url-data/brand-words.mjs --table`, BENCHMARKS.md): the feeds'
 * brand names sit beside lure, service, region, software or made words (`sso`, `cdn`, `auth`,
 * `support`, `docs`, `start`), almost never beside a kind of place; a dictionary of ordinary words
 * is no reading (1,467 OpenPhish fit rows), a closed class of place words is.
 */
import {
  BRAND_AFFIX_WORDS,
  CRYPTO_LURE_TOKENS,
  HOST_LURE_WORDS,
  HOST_SERVICE_WORDS,
  LURE_KEYWORDS,
} from '../data/index.js';
import { brandOfToken } from './brand-match.js';
import { isGenericCountryEnding } from './letter-case.js';
import { WALLET_NAMES } from './wallet-kit.js';
import type { Findings } from './findings-set.js';
import type { LexicalCode } from './rules.js';

/**
 * Words naming a kind of place, business, trade or event, English and French (accents dropped),
 * written by hand for round 22 from general knowledge of small businesses' and places' names, not
 * from any dataset row. Words of the lure, service and affix lists (`store`, `shop`, `hotel`,
 * `center`, `care`, `games`) are not here: beside a brand they are the kits' words. Nor are the
 * words the fit part's feeds use as a brand's product or a scam's venue (`trezor-hardware`,
 * `opensea-market`, `ebay-motors`, `ebay-club`, `fifa-stadium`, `coinbase-arena`, `binance-spa`,
 * `dhl-homes`: `hardware`, `market`, `motors`, `club`, `stadium`, `arena`, `spa`, `homes`). Nor
 * (review 22a) `storage`, the "storage full" lures' word (`icloud-storage`, `google-storage`).
 */
const ENGLISH_PLACE_WORDS: ReadonlySet<string> = new Set([
  // food and drink
  'farm',
  'farms',
  'orchard',
  'orchards',
  'bakery',
  'bagels',
  'bistro',
  'cafe',
  'coffee',
  'restaurant',
  'kitchen',
  'grill',
  'diner',
  'pub',
  'tavern',
  'brewery',
  'brewing',
  'winery',
  'vineyard',
  'vineyards',
  'cidery',
  'distillery',
  'deli',
  'pizza',
  'pizzeria',
  'butcher',
  'grocery',
  'creamery',
  'catering',
  // lodging, outdoors, leisure
  'inn',
  'lodge',
  'motel',
  'cottage',
  'cottages',
  'cabins',
  'campground',
  'camping',
  'rentals',
  'marina',
  'tours',
  'adventures',
  'hikes',
  'trails',
  'ranch',
  'stables',
  'park',
  'gardens',
  'garden',
  'nursery',
  'florist',
  'flowers',
  'museum',
  'gallery',
  'theatre',
  'theater',
  'cinema',
  'railway',
  'festival',
  'fair',
  'concert',
  'weddings',
  'choir',
  'orchestra',
  // schools, health, services of a town
  'daycare',
  'preschool',
  'school',
  'academy',
  'tutoring',
  'library',
  'books',
  'bookshop',
  'bookstore',
  'dental',
  'dentistry',
  'clinic',
  'chiropractic',
  'physio',
  'therapy',
  'massage',
  'salon',
  'barber',
  'nails',
  'yoga',
  'fitness',
  'gym',
  'dance',
  'studio',
  'church',
  'chapel',
  'lawyers',
  'law',
  'notary',
  'accounting',
  'realty',
  'photography',
  'veterinary',
  'kennel',
  'grooming',
  'rescue',
  'shelter',
  // trades
  'garage',
  'tires',
  'repair',
  'marine',
  'plumbing',
  'roofing',
  'painting',
  'landscaping',
  'cleaning',
  'carpets',
  'moving',
  'lumber',
  'furniture',
  'pottery',
  'crafts',
  'builders',
  'construction',
  'archery',
  'tennis',
  'golf',
  'curling',
  'hockey',
  'soccer',
  'outfitters',
]);

/**
 * French place words. A French name puts its head word first (`fromagerie-desjardins`,
 * `fleurs-des-jardins`), an English one last (`robin-hood-pub`): see `headIsPlace`.
 */
const FRENCH_PLACE_WORDS: ReadonlySet<string> = new Set([
  'ferme',
  'verger',
  'vergers',
  'boulangerie',
  'patisserie',
  'fromagerie',
  'boucherie',
  'epicerie',
  'marche',
  'resto',
  'brasserie',
  'auberge',
  'gite',
  'chalets',
  'cabane',
  'erabliere',
  'vignoble',
  'jardin',
  'jardins',
  'fleurs',
  'fleuriste',
  'pepiniere',
  'garderie',
  'ecole',
  'bibliotheque',
  'librairie',
  'musee',
  'coiffure',
  'clinique',
  'dentaire',
  'massotherapie',
  'physiotherapie',
  'mecanique',
  'plomberie',
  'toiture',
  'peinture',
  'demenagement',
  'notaire',
  'avocats',
  'chorale',
  'eglise',
  'fete',
  'randonnee',
  'sentiers',
  'cordonnerie',
  'quincaillerie',
  'traiteur',
  'refuge',
]);

/**
 * English place words that French names also put first (`garage-desjardins-auto`, `cafe-bell`).
 */
const SHARED_HEAD_WORDS: ReadonlySet<string> = new Set([
  'garage',
  'cafe',
  'bistro',
  'restaurant',
  'salon',
  'studio',
  'camping',
  'marina',
  'pizzeria',
  'cinema',
  'festival',
  'clinic',
]);

/** Place words of both languages: the English list and the French one. */
const PLACE_WORDS: ReadonlySet<string> = new Set([...ENGLISH_PLACE_WORDS, ...FRENCH_PLACE_WORDS]);

/**
 * Place words that name a scam's own service beside a wallet's or an exchange's name (review 22a):
 * wallet "recovery" and "repair" desks, trading "academies" (`binance-rescue`, `coinbase-repair`,
 * `kraken-academy`). Beside other brands they stay places (`bell-creek-dog-rescue`,
 * `rogers-bike-repair`, `tangerine-dance-academy`).
 */
const WALLET_SCAM_WORDS: ReadonlySet<string> = new Set(['rescue', 'repair', 'academy']);

/** Joining words, neither a place nor a lure (`the` is an affix word elsewhere). */
const JOINING_WORDS: ReadonlySet<string> = new Set([
  'the',
  'of',
  'and',
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'et',
  'au',
  'aux',
]);

/** Words that make the name a kit's, whatever else is there. */
const KIT_WORDS: ReadonlySet<string> = new Set([
  ...HOST_LURE_WORDS,
  ...HOST_SERVICE_WORDS,
  ...BRAND_AFFIX_WORDS,
  ...LURE_KEYWORDS,
  ...CRYPTO_LURE_TOKENS,
]);

/** The generic endings a place's own site uses (with a country's own two-letter ending). */
const PLACE_GENERIC_ENDINGS: ReadonlySet<string> = new Set(['com', 'org', 'net']);

/**
 * Whether the site's ending (`tld`, its last label) is one a place's own site uses: a country's own
 * two-letter ending (not one sold worldwide as a generic one: `.io`, `.co`, `.me`…) or `.com`, `.org`,
 * `.net`. Review 22a found the place reading calming names under `.store`, `.app`, `.io`
 * (`netflix-cafe.store` 85 → 0); the lead's mend keeps it to these endings.
 */
export function placeEnding(tld: string): boolean {
  const t = tld.toLowerCase();
  return t.length === 2 ? !isGenericCountryEnding(t) : PLACE_GENERIC_ENDINGS.has(t);
}

/** Hyphen words of a label read (a longer label is no place's name). */
const MAX_WORDS = 6;
/** A label of lower-case ASCII words joined by single hyphens. */
const WORD_LABEL = /^[a-z]+(?:-[a-z]+)+$/;

/**
 * True when `token` (the brand token the brand checks found) is one to three whole hyphen words of
 * `label` and the label's other words are a place's (`placeWords`).
 */
export function brandInPlaceName(label: string, token: string): boolean {
  if (!WORD_LABEL.test(label)) return false;
  const words = label.split('-');
  if (words.length > MAX_WORDS) return false;
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < Math.min(words.length, i + 3); j++) {
      joined += words[j] ?? '';
      if (joined === token) return placeWords([...words.slice(0, i), ...words.slice(j + 1)], token, words);
      if (joined.length >= token.length) break;
    }
  }
  return false;
}

/**
 * The words beside the brand: at least one place word, none a lure, service, affix or crypto word,
 * another brand's token, a word of two letters but the joining words (a region or a language), nor
 * beside a wallet's or an exchange's name a scam's service word (`WALLET_SCAM_WORDS`).
 */
function placeWords(others: readonly string[], token: string, words: readonly string[]): boolean {
  let place = false;
  const wallet = WALLET_NAMES.has(token);
  for (const w of others) {
    if (JOINING_WORDS.has(w)) continue;
    if (w.length < 3 || KIT_WORDS.has(w) || brandOfToken(w) !== null) return false;
    if (wallet && WALLET_SCAM_WORDS.has(w)) return false;
    if (PLACE_WORDS.has(w)) place = true;
  }
  return place && headIsPlace(words);
}

/**
 * Whether the name's head word is a place word (lead, round 22): the last word of an English name
 * (`apple-valley-orchard`, `robin-hood-pub`) or the first of a French one (`fromagerie-desjardins`,
 * `garage-desjardins-auto`), joining words aside. A place word in the middle names the brand's own
 * product or a lure's setting (`samsung-gallery-backup`, `costco-grocery-rebate`,
 * `netflix-studio-jobs`), which kits use and places do not.
 */
function headIsPlace(words: readonly string[]): boolean {
  const named = words.filter((w) => !JOINING_WORDS.has(w));
  const last = named.at(-1);
  const first = named[0];
  if (last !== undefined && PLACE_WORDS.has(last)) return true;
  return first !== undefined && (FRENCH_PLACE_WORDS.has(first) || SHARED_HEAD_WORDS.has(first));
}

/** What the calm category may hold: the information itself, hyphens and the model's strong score. */
const PLACE_NAME_CONTEXT: ReadonlySet<string> = new Set([
  'url-brand-word-in-name',
  'url-many-hyphens',
  'url-model-phishing',
]);
/** A path of at most three lower-case word segments (`/menu`, `/expeditions/peru`, `/new-patients`). */
const WORD_PATH = /^(?:\/[a-z]+(?:[-_][a-z]+)*){0,3}\/?$/;
/** Path words of accounts, sign-ins, payments and security, English and French. */
const ACCOUNT_PATH_WORD =
  /log[io]n|sign|verif|account|secur|updat|bank|confirm|index|pay|bill|wallet|passw|recover|unlock|connexion|compte|paiement|factur|rembours|admin|wp/;

/**
 * The calm category of a place's name (round 22): nothing but `url-brand-word-in-name`, hyphens
 * and the model (either score: the category is in `MODEL_SIGN_CALM`), over https, no query, a path
 * of at most three lower-case word segments with no account, sign-in, payment or security word.
 */
export const BRAND_PLACE_CALM_CATEGORY = {
  name: 'brand-word-in-place-name',
  test: ({ codes, url }: { readonly codes: readonly string[]; readonly url: () => URL | null }): boolean => {
    if (!codes.includes('url-brand-word-in-name')) return false;
    if (!codes.every((code) => PLACE_NAME_CONTEXT.has(code))) return false;
    const u = url();
    if (u?.protocol !== 'https:' || u.search !== '') return false;
    return WORD_PATH.test(u.pathname) && !ACCOUNT_PATH_WORD.test(u.pathname);
  },
} as const;

/** Path signs beside which a place's name gives the brand finding back (`/login`, `/wp-includes/`). */
const PATH_SIGNS: readonly LexicalCode[] = [
  'url-lure-keyword',
  'url-kit-path',
  'url-email-in-path',
  'url-credentials',
];

/**
 * Path words of a sign-in, an account, a payment or a kit's panel, read as whole words of the path
 * (split at `/`, `-`, `_`, `.`), so that a place's `/billets`, `/design` or `/paysagement` is no
 * `bill`, `sign` or `pay` (review 22a). Most of the lure list (`url-lure-keyword`) already gives the
 * brand back; these are the ones it does not read (`/auth/`, `/myaccount`, `/otp`, `/admin/`).
 */
const ACCOUNT_WORD =
  /^(?:log[io]n|logon|sign|signin|signon|verify|account|accounts|myaccount|secure|security|securite|update|bank|banking|banque|confirm|index|pay|payment|paiement|billing|facture|facturation|wallet|password|passwd|recover|recovery|unlock|connexion|compte|moncompte|admin|administrator|wp|auth|oauth|otp|sms|pin|mfa|identity|identite|identifiant|panel|cgi|webscr)$/;

/**
 * The page a place's name may be read on without the brand finding: the calm category's own path
 * (no query, at most three lower-case word segments, an `.html` page or a `.pdf` allowed) with no
 * account word. Review 22a: the information scores nothing and the model often falls silent with
 * the brand finding gone, so the calm category's path test alone held back nothing (`/auth/`,
 * `/index.html`, `/?id=8841` were likely safe at 0).
 */
function placePage(url: URL): boolean {
  const path = url.pathname.replace(/\.(?:html?|pdf)$/, ''); // a page or a menu (`/menu.pdf`), not a script
  if (url.search !== '' || !WORD_PATH.test(path)) return false;
  return !path.split(/[/_-]/).some((word) => ACCOUNT_WORD.test(word));
}

/**
 * After the path checks: a place's name (`url-brand-word-in-name`) beside a lure word, a kit's
 * folder, an address or credentials in the path, or on a page that is not a place's (a query, a
 * path of other than words, an account word: `placePage`) is the brand finding again
 * (`url-brand-in-domain` or `-in-subdomain`, added beside the information), as the evidence rule has
 * it: the name is a place's only where the page asks for nothing.
 */
export function brandBesidePathSign(findings: Findings, url: URL): void {
  if (!findings.has('url-brand-word-in-name')) return;
  if (!PATH_SIGNS.some((code) => findings.has(code)) && placePage(url)) return;
  const info = findings.list.find((f) => f.code === 'url-brand-word-in-name');
  const { part, ...parameters } = info?.parameters ?? {};
  findings.add(part === 'subdomain' ? 'url-brand-in-subdomain' : 'url-brand-in-domain', parameters);
}
