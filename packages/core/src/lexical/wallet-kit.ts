/**
 * A wallet's or an exchange's name misspelt beside the words of a wallet kit's page name (round 17,
 * issue 21): `learn-trzor-docs.github.io`, `en-exouds-doc.github.io`, `start-io-trezer.github.io`.
 * Fake "getting started" pages of hardware and browser wallets are put up by the hundred on free
 * hosts and cheap names, each under a name made of a misspelt wallet (so that the brand checks,
 * which look for misspellings of long names only, miss it) and one or more of the words the real
 * onboarding pages use (start, learn, docs, help, setup, a language code).
 *
 * The brand checks read a misspelling only in names of eight letters or more
 * (`MIN_MISSPELT_TOKEN_LENGTH` of `host-words.ts`): a shorter name sits one letter from ordinary
 * words (`trezor`/`trevor`, `binance`/`finance`). Here a short name counts when it is a whole
 * hyphen-separated token of a label that also holds a kit word as another whole token, and the
 * token is no ordinary word itself. Pre-registered and chosen on the fit part of `pnpm eval:url`:
 * no ordinary row of any file has the shape; OpenPhish and validin fit misses have it.
 */
import { brandOfDomain } from './brand-match.js';
import { LOCALE_CODES } from './crypto-names.js';
import { editDistance } from './text.js';
import type { Brand } from '../data/index.js';

/** Wallet makers and exchanges whose onboarding pages kits copy, by their name and main domain. */
const WALLET_DOMAINS: readonly (readonly [string, string])[] = [
  ['trezor', 'trezor.io'],
  ['ledger', 'ledger.com'],
  ['exodus', 'exodus.com'],
  ['metamask', 'metamask.io'],
  ['phantom', 'phantom.app'],
  ['coinbase', 'coinbase.com'],
  ['kraken', 'kraken.com'],
  ['binance', 'binance.com'],
  ['uniswap', 'uniswap.org'],
  ['opensea', 'opensea.io'],
  ['kucoin', 'kucoin.com'],
  ['bitget', 'bitget.com'],
  ['safepal', 'safepal.com'],
  ['robinhood', 'robinhood.com'],
  ['zerion', 'zerion.io'],
  ['raydium', 'raydium.io'],
  ['bitfinex', 'bitfinex.com'],
  ['bitstamp', 'bitstamp.net'],
  ['trustwallet', 'trustwallet.com'],
  ['walletconnect', 'walletconnect.com'],
  ['pancakeswap', 'pancakeswap.finance'],
  ['sushiswap', 'sushi.com'],
];

/** The wallet makers' and exchanges' names above (`brand-among-words.ts` reads them, review 22a). */
export const WALLET_NAMES: ReadonlySet<string> = new Set(WALLET_DOMAINS.map(([name]) => name));

/** Ordinary words one or two edits from a name above: never read as its misspelling. */
const ORDINARY_NEAR_NAMES: ReadonlySet<string> = new Set(
  'trevor tremor hedger ledges ledged lodger pledger legger finance binances phantoms krakens debunk upholds metatask metamark metamath openseas coinbases coincase robinwood radium'.split(
    ' ',
  ),
);

/**
 * The words of a wallet kit's page name: onboarding and documentation (`start`, `learn`, `docs`),
 * the product (`app`, `suite`, `extension`, `hardware`), hosting (`io`, `web`, `cdn`, `portal`,
 * `home`) and a language or country code of localised kit pages (`en-trezr`, `docs-us-trezer`;
 * `LOCALE_CODES`, the ones read beside Ledger's name).
 */
export const WALLET_KIT_WORDS: ReadonlySet<string> = new Set([
  ...[
    'start begin welcome setup learn guide docs doc help faq support about',
    'app suite live wallet extension hardware download connect sync login auth',
    'io com web cdn portal home official',
  ]
    .join(' ')
    .split(' '),
  ...LOCALE_CODES,
]);

/**
 * The kit words read beside a name of one's own (not a hosting platform's customer name): the
 * wallet's own product words (`ledger-live`, `trezor-suite`, `ledgrestart`). Generic ones (`app`,
 * `help`, `docs`, a language code) sit beside ordinary words near a wallet's name in real names
 * (`tresor-app`, `leger-app`, `leder-de`: the round-17 review's probes), so they count only on a
 * customer name.
 */
const OWN_NAME_KIT_WORDS: ReadonlySet<string> = new Set(
  'start live suite wallet extension connect sync login auth'.split(' '),
);

/** Digits kits write for letters (`terz0r`, `m3tamask`). */
const DIGIT_LETTERS: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a' };
/** Shortest token read as a misspelt name by edits; a skeleton is read from four letters. */
const MIN_TOKEN = 5;
const MIN_SKELETON_TOKEN = 4;
/** Fewest consonants of a name read by its skeleton (`trzr`; `xds` of exodus is too common). */
const MIN_SKELETON = 4;
/** Tokens of one label read at most (a DNS label has at most 63 characters). */
const MAX_TOKENS = 12;
/** Labels read at most, nearest the registrable domain. */
const MAX_LABELS = 4;

/**
 * A name's consonant skeleton: vowels and `y` dropped, doubled letters made single (`trezor`,
 * `trzorr`, `treazur` are all `trzr`). Kits garble a name's vowels and double its consonants.
 */
export function skeletonOf(letters: string): string {
  let out = '';
  for (const c of letters) if (!'aeiouy'.includes(c) && !out.endsWith(c)) out += c;
  return out;
}

interface WalletName {
  readonly name: string;
  readonly brand: Brand;
  /**
   * Edits allowed: one under nine letters, two from nine (`trustwalet`). Two in an eight-letter
   * name read ordinary names (`metamade` is two letters from `metamask`); the skeleton reads the
   * garbled ones (`metmsak`).
   */
  readonly max: number;
}
/** Names this long or longer allow two edits. */
const TWO_EDIT_NAME = 9;
const walletNames: readonly WalletName[] = WALLET_DOMAINS.flatMap(([name, domain]) => {
  const brand = brandOfDomain(domain);
  return brand === null ? [] : [{ name, brand, max: name.length >= TWO_EDIT_NAME ? 2 : 1 }];
});
const bySkeleton = new Map<string, WalletName>();
for (const wallet of walletNames) {
  const skeleton = skeletonOf(wallet.name);
  if (skeleton.length >= MIN_SKELETON) bySkeleton.set(skeleton, wallet);
}

/**
 * Kit words read glued to a name (`trezriostart`, `iotrazor`): three letters or more (no language
 * code), or `io`.
 */
const GLUED_KIT_WORDS: readonly string[] = [...WALLET_KIT_WORDS]
  .filter((w) => w === 'io' || w.length >= 3)
  .sort((a, b) => b.length - a.length);

/**
 * The wallet whose name `token` misspells (not spells), or null; by skeleton too when `loose` (a
 * hosting platform's customer name: on a name of one's own, `mutemask-app` is a product's).
 */
function misspeltWallet(token: string, loose: boolean): { wallet: WalletName; distance: number } | null {
  if (token.length < MIN_SKELETON_TOKEN || ORDINARY_NEAR_NAMES.has(token)) return null;
  const letters = token.replace(/[0134]/g, (d) => DIGIT_LETTERS[d] ?? d);
  if (!/^[a-z]+$/.test(letters) || ORDINARY_NEAR_NAMES.has(letters)) return null;
  for (const wallet of walletNames) {
    const distance = editDistance(letters, wallet.name, wallet.max);
    // The exact name is the brand checks' to read; written with digits (`tr3zor`) it is a disguise.
    if (distance === 0) return letters === token ? null : { wallet, distance: 1 };
    if (distance <= wallet.max && letters.length >= MIN_TOKEN) return { wallet, distance };
  }
  const wallet = loose ? bySkeleton.get(skeletonOf(letters)) : undefined;
  return wallet === undefined
    ? null
    : { wallet, distance: editDistance(letters, wallet.name, letters.length) };
}

/** The pieces of `token` to read as a misspelt name, each with the kit word glued to it (if any). */
function piecesOf(token: string): [string, boolean, string][] {
  const pieces: [string, boolean, string][] = [[token, false, '']];
  for (const word of GLUED_KIT_WORDS) {
    if (token.length - word.length < MIN_TOKEN) continue;
    if (token.startsWith(word)) pieces.push([token.slice(word.length), true, word]);
    if (token.endsWith(word)) pieces.push([token.slice(0, -word.length), true, word]);
  }
  return pieces;
}

export interface WalletKitName {
  readonly brand: Brand;
  /** The misspelt token as written (`trzor`, `trezriostart`). */
  readonly piece: string;
  readonly distance: number;
  /** The label holding it. */
  readonly label: string;
}

/**
 * The first label of `labels` (a host's own labels, nearest the registrable domain last) holding a
 * misspelt wallet name beside a kit word (another whole hyphen-separated token, or glued to the
 * name: `trezriostart`), or null. `account`: the label that is a hosting platform's customer name,
 * where a name is also read by its skeleton (`trzorr-docs.github.io`).
 */
export function walletKitName(
  labels: readonly string[],
  account: string | null = null,
): WalletKitName | null {
  for (const label of labels.slice(-MAX_LABELS)) {
    const tokens = label.split('-', MAX_TOKENS).filter((t) => t !== '');
    const customer = label === account;
    const kitWords = customer ? WALLET_KIT_WORDS : OWN_NAME_KIT_WORDS;
    const kitTokens = tokens.filter((t) => kitWords.has(t)).length;
    for (const token of tokens) {
      if (WALLET_KIT_WORDS.has(token)) continue;
      for (const [piece, glued, word] of piecesOf(token)) {
        if (glued ? !kitWords.has(word) : kitTokens === 0) continue;
        const found = misspeltWallet(piece, customer);
        if (found !== null)
          return { brand: found.wallet.brand, piece: token, distance: found.distance, label };
      }
    }
  }
  return null;
}
