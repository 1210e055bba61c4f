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

const cryptoLures: ReadonlySet<string> = new Set(CRYPTO_LURE_TOKENS);
/** Lure tokens reported at most. */
const MAX_TOKENS = 5;
/** A token of letters and digits both (`airdrop2`, `2claim`). */
const LETTERS_AND_DIGITS = /^(?=.*\d)(?=.*[a-z])[a-z\d]+$/;
/** Ledger's name glued to an app, help or sync word (either order, a hyphen allowed between). */
const LEDGER_SERVICE =
  /ledger-?(?:app|live|assist|support|sync|wallet|connect|download|hardware|device|activat|nano|setup|start|recover|restore|help|safe|status|update|verify|secure)|(?:app|live|assist|support|sync|wallet|connect)-?ledger/;

/** True when the host token is or carries a crypto lure word (`airdrop2`, `pengu-airdrops2025`'s second token). */
function isLure(token: string): boolean {
  return (
    cryptoLures.has(token) ||
    (LETTERS_AND_DIGITS.test(token) && cryptoLures.has(token.replace(/\d+/g, ''))) ||
    token.includes('airdrop') ||
    // Ledger's name as a whole token of the site's own labels (`ledger.<site>`, `visit-ledger`,
    // round 16): the wallet maker's own sites are `ledger.com` and `ledgerwallet.com`.
    token === 'ledger'
  );
}

/**
 * The crypto lure tokens of the site's own labels (`ownLabels`, nearest the registrable domain
 * last), in order, at most `MAX_TOKENS`; `registrableLabel` is also read for Ledger's glued name.
 */
export function cryptoLureTokens(ownLabels: readonly string[], registrableLabel: string): string[] {
  const tokens: string[] = [];
  for (const label of ownLabels) {
    for (const token of label.split('-')) {
      if (isLure(token) && !tokens.includes(token)) tokens.push(token);
    }
    if (tokens.length >= MAX_TOKENS) break;
  }
  const ledger = LEDGER_SERVICE.exec(registrableLabel)?.[0];
  if (ledger !== undefined && tokens.length < MAX_TOKENS) tokens.push(ledger);
  return tokens;
}
