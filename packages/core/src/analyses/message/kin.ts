/**
 * Issue 23, round 19: an ask of the "hi Mom" family whose words a real relative also writes, told
 * apart by what the scam needs and a relative does not.
 *
 * - **A relative's new account to pay into**: "Mom I opened a new account at another bank, send the
 *   $100 there". The payee-change reading (`payee.ts`) finds the new account and the money asked; a
 *   kin greeting beside it is the family scam's last step, whoever writes it: the money should only
 *   go to an account the reader already knows, after a call to the usual number.
 *
 * Tried and dropped in round 19: a new number with the old one put aside ("only text this number",
 * « écris-moi ici seulement ») and no name given, read as impersonation with no money asked. A real
 * friend writes it too: it flagged one personal validation text of UCI (10 -> 40), before and after a
 * narrowing from a bare "text me back here" to the insistence. A new number stays its own Low sign
 * until money, a payee or a code is asked.
 *
 * Called by `addCombinations` once the payee finding is known; reads the first `WINDOW` characters.
 */
import { compileList, findAll } from '../../lexical/phrases/matcher.js';
import { FAMILY_GREETING } from '../../lexical/phrases/phrases.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { addPhraseFinding, dropFinding, type Collector } from './collector.js';
import { KIN_GREETING } from './openers.js';
import { PAY_ASK } from './payee.js';

/** Characters read. */
const WINDOW = 400;

/** The shared kin greetings ("hi Mom", « salut papa »), compiled once: `analyze.ts` reads them too. */
export const FAMILY = compileList(FAMILY_GREETING);

/**
 * The money itself asked for, right after the payee reading's ask (`PAY_ASK`): "send the $300 there",
 * « envoie les 250 $ dessus », "transfer 1200", "pay the rent". The payee reading takes an ask and an
 * amount anywhere in the text, which a relative's own news has too ("my new account has no fees! Send
 * me a pic of the cat", « j'ai un nouveau compte, envoie-moi la facture du dentiste, je vais la
 * payer »): those stay the payee reading's alone (review of round 19).
 */
const MONEY_ASKED = new RegExp(
  `${PAY_ASK.source}(?:-moi| me| us)? (?:the |les |le |la |it |my |mon |ma |mes )?(?:\\$ ?\\d|\\d[\\d ,.]*|rent|loyer|money|argent|cash)`,
);

/** The ask of the module doc, as `message-family-impersonation`. */
export function addKinAsks(c: Collector, original: string, norm: NormalizedMessage): void {
  if (c.codes.has('message-family-impersonation') || !c.codes.has('message-payee-changed')) return;
  const head = norm.folded.slice(0, WINDOW);
  if (!MONEY_ASKED.test(head)) return;
  // "Mom I opened…": the start-anchored greeting (the shared list wants a comma after a bare "Mom").
  const start = KIN_GREETING.exec(head);
  const kin =
    start === null
      ? findAll(FAMILY, head, 1)
      : [{ start: start.index, end: start.index + start[0].length, lang: 'any' as const }];
  if (kin.length > 0) addPhraseFinding(c, 'message-family-impersonation', original, norm, kin);
}

/**
 * Round 20: "Mom I need $700", « Maman j'ai besoin de 800 $ »: a bare kin word opening the text (no
 * comma, so the shared greeting list, which wants one, never reads it), then the writer's need of an
 * amount with no purpose given. "Mom I need $20 for the field trip" names what the money is for and
 * stays calm; the scam asks for the money and gives no reason it can be checked by.
 */
const BARE_KIN_NEED =
  /^(?:mum|mom|mama|mommy|dad|daddy|maman|papa) (?:i (?:really )?need|j'ai (?:vraiment )?besoin de) (?:\$ ?\d[\d,.]*(?![\d,.]*(?: ?\$)? (?:for|pour)(?![a-z]))|\d[\d,. ]*(?:\$|dollars|bucks)(?! (?:for|pour)(?![a-z])))/;

/**
 * Review of round 20: a purpose or a repayment told later in the text, not only right after the
 * amount ("Mom I need $60 to buy shoes", « Maman j'ai besoin de 20 $ demain pour la sortie », "Dad I
 * need $150 back from the deposit"): the money is for something the parent can check, as "for" is.
 */
const KIN_NEED_PURPOSE =
  /(?<![a-z])(?:for|pour|to (?:buy|pay|get|cover|rent|book)|back|because|parce que|afin d)(?![a-z])/;

/**
 * The smallest amount the bare kin need reads (lead, round 20, after review 20b): "Mom I need $5",
 * « Maman j'ai besoin de 10 $ demain » are a child's ordinary asks, and the scam asks for hundreds
 * (rent, a bill, a new phone). Chosen by judgment, not on data: no dataset row has this form.
 */
const BARE_KIN_NEED_MIN = 100;

/** The whole units of the last amount in `text` ("$1,500.00" → 1500, « 1 200 $ » → 1200). */
function lastAmount(text: string): number {
  const pieces = text.match(/\d[\d,. ]*/g);
  if (pieces === null) return 0;
  let amount = (pieces[pieces.length - 1] ?? '').trim().replace(/[,. ]+$/, '');
  if (/[.,]\d{2}$/.test(amount)) amount = amount.slice(0, -3);
  return Number(amount.replace(/\D/g, ''));
}

/** The bare kin word's need of money (see `BARE_KIN_NEED`), as impersonation and a money request. */
export function addBareKinNeed(c: Collector, original: string, norm: NormalizedMessage): void {
  if (c.codes.has('message-family-impersonation')) return;
  const m = BARE_KIN_NEED.exec(norm.folded);
  if (m === null) return;
  if (lastAmount(m[0]) < BARE_KIN_NEED_MIN) return;
  if (KIN_NEED_PURPOSE.test(norm.folded.slice(m[0].length))) return;
  const at = [{ start: 0, end: m[0].length, lang: 'any' as const }];
  addPhraseFinding(c, 'message-family-impersonation', original, norm, at);
  addPhraseFinding(c, 'message-family-money-request', original, norm, at);
}

/**
 * Round 21: a parent asked for a small sum ("Mom, I need $5", "Dad, can you send me $25 for the
 * hockey fees?", « Maman, peux-tu m'envoyer 15 $ pour la sortie? »): the comma greeting's family
 * reading, where every amount is under `BARE_KIN_NEED_MIN` (the bare kin need's bound, round 20) and
 * nothing else the scam needs is there: no new number, no trouble, haste or secrecy
 * (`KIN_TROUBLE`), no link, no other finding. A grandparent's greeting is never calmed: the
 * grandparent scam writes small sums too.
 */
const PARENT_GREETING =
  /^(?:(?:hi|hey|hello|hiya|salut|allo|coucou|bonjour|bonsoir) )?(?:mum|mom|mommy|mummy|mama|ma|dad|daddy|papa|pops|maman|man|p'pa)(?![a-z])/;
const KIN_TROUBLE =
  /(?<![a-z])(?:trouble|bail|jail|arrest|police|urgent|urgently|asap|emergency|hospital|accident|lawyer|don't tell|dont tell|do not tell|explain later|new (?:number|phone|cell)|phone (?:is )?(?:broke|broken|died)|lost my phone|stuck|stranded|right now|immediately|please please|caution|prison|arret|urgence|hopital|avocat|probleme|pas le dire|dis rien|dis pas|expliquerai|expliquer plus tard|nouveau (?:numero|cell|telephone)|(?:brise|casse|perdu)|tout de suite|maintenant)(?![a-z])/;
/** The codes a small ask may carry besides its family findings. */
const SMALL_ASK_CODES = new Set([
  'message-family-impersonation',
  'message-family-money-request',
  'message-money-amount',
]);
/**
 * An email address to send the money to (review b, round 21): a friend's or a shop's e-Transfer
 * address is the scam's payee; the child's own ask names none. Read on `text` (`folded` reads "@"
 * as "a").
 */
const PAYEE_ADDRESS = /[a-z0-9._%+-]@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
/** Longest text read as a small ask. */
const SMALL_ASK_MAX = 200;

export function calmSmallKinAsk(c: Collector, norm: NormalizedMessage, linkCount: number): void {
  if (!c.codes.has('message-family-impersonation') || linkCount > 0) return;
  const text = norm.folded;
  if (text.length > SMALL_ASK_MAX || !PARENT_GREETING.test(text) || KIN_TROUBLE.test(text)) return;
  if (PAYEE_ADDRESS.test(norm.text)) return;
  if ([...c.codes].some((code) => !SMALL_ASK_CODES.has(code))) return;
  const amounts = text.match(/\d[\d,. ]*/g);
  if (amounts === null || amounts.some((a) => lastAmount(a) >= BARE_KIN_NEED_MIN)) return;
  dropFinding(c, 'message-family-impersonation');
  dropFinding(c, 'message-family-money-request');
}
