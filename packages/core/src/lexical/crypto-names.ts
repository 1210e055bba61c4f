/**
 * `url-crypto-lure`: crypto lure words in the site's own host labels (`claim-arb-rewards.com`,
 * `dapp-sync.net`). A word of `CRYPTO_LURE_TOKENS` counts as a whole host token (between dots and
 * hyphens), never inside another word nor in the path: legitimate crypto sites use them in paths.
 *
 * Round 14 (issue 21) adds three shapes of the fake wallet and airdrop names the whole-token
 * reading missed, each chosen on the fit part of `pnpm eval:url` (no ordinary link of any file has
 * them, the eth allow-list of real crypto projects included; a few missed phishing names of
 * validin, OpenPhish and PhishTank each): a lure token with a number attached (`airdrop2-…`,
 * `claim3-…`), `airdrop` glued to other letters (`pengu-airdrops2025`), and the wallet maker
 * Ledger's name glued to an app or help word (`ledgerapp-web.com`, `ledgerassistlive.com`; the
 * bare word "ledger" is ordinary, so it is not looked for inside other words).
 */
import { CRYPTO_LURE_TOKENS } from '../data/index.js';
import { URL_LIMITS } from './limits.js';

const cryptoLures: ReadonlySet<string> = new Set(CRYPTO_LURE_TOKENS);
/** A token of letters and digits both (`airdrop2`, `2claim`). */
const LETTERS_AND_DIGITS = /^(?=.*\d)(?=.*[a-z])[a-z\d]+$/;
/**
 * Ledger's name glued to an app, help or sync word (either order, a hyphen allowed between); round
 * 16 adds the product words of the fake download, activation and device-check sites
 * (`ledger-download`, `ledgerhardwarehelp`, `ledgeractivation`, `ledgerdevicestatus`). Not the
 * bookkeeping words `help`, `setup`, `start`, `status`, `update`: `generalledgerhelp`,
 * `ledgersetup` are an accountant's sites (and none of `pnpm eval:url`'s phishing rows needs them).
 */
const LEDGER_SERVICE =
  /ledger-?(?:app|live|assist|support|sync|wallet|connect|download|hardware|device|activat|nano|recover|restore|safe|verify|secure)|(?:app|live|assist|support|sync|wallet|connect)-?ledger/;

/** True when the host token is or carries a crypto lure word (`airdrop2`, `pengu-airdrops2025`'s second token). */
function isLure(token: string): boolean {
  return (
    cryptoLures.has(token) ||
    (LETTERS_AND_DIGITS.test(token) && cryptoLures.has(token.replace(/\d+/g, ''))) ||
    token.includes('airdrop')
  );
}

/**
 * Language and country codes read beside Ledger's name (`en`, `us`, `nl`): not every two letters
 * (`my-ledger`, `ledger-ai`, `ledger-db`, `ledger-hq`, `go-ledger`, `ledger-js` are products'
 * names), nor the codes that are English words (`it`, `in`, `no`, `be`, `me`, `my`, `go`).
 */
export const LOCALE_CODES: ReadonlySet<string> = new Set(
  'en us uk gb eu fr de nl es pt br mx ca au ch at se dk fi pl cz ru ua tr jp ja kr ko cn zh'.split(' '),
);

/**
 * Ledger's name as a whole host token (round 16): a subdomain of someone else's site
 * (`ledger.<site>`), or beside a language or country code (`ledger-nl`, `en-ledger`). The wallet
 * maker's own sites are `ledger.com` and `ledgerwallet.com`; a name of its own such as
 * `ledger-accounting` is an ordinary business's.
 */
function isLedgerToken(tokens: readonly string[], at: number, subdomain: boolean): boolean {
  if (tokens[at] !== 'ledger') return false;
  return subdomain || tokens.some((t, i) => i !== at && LOCALE_CODES.has(t));
}

/**
 * The crypto lure tokens of the site's own labels (`ownLabels`, nearest the registrable domain
 * last), in order, at most `URL_LIMITS.wordsReported`; `registrableLabel` is also read for Ledger's glued name.
 * `platform`: the host is a hosting platform's, whose customer names are not someone else's
 * subdomains (`ledger-tutorial-accounting.gitbook.io` is an accounting book).
 */
export function cryptoLureTokens(
  ownLabels: readonly string[],
  registrableLabel: string,
  platform = false,
): string[] {
  const tokens: string[] = [];
  // The cap counts tokens, not labels: one label can hold many (`wallet-claim-airdrop-swap-…`).
  ownLabels.forEach((label, index) => {
    const pieces = label.split('-');
    const subdomain = !platform && index < ownLabels.length - 1;
    pieces.forEach((token, at) => {
      if (tokens.length >= URL_LIMITS.wordsReported) return;
      if ((isLure(token) || isLedgerToken(pieces, at, subdomain)) && !tokens.includes(token))
        tokens.push(token);
    });
  });
  const ledger = LEDGER_SERVICE.exec(registrableLabel)?.[0];
  if (ledger !== undefined && tokens.length < URL_LIMITS.wordsReported) tokens.push(ledger);
  return tokens;
}
