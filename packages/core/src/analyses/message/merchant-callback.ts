/**
 * Issue 23, round 22 (msg22): a shop's, a software maker's or a payment service's charge with a
 * number to call. "Apple: a payment of $229.99 was made with your Apple ID. If you don't recognize it,
 * call 1-855-…", « Amazon : un achat de 829,00 $ a été autorisé avec votre compte. Vous ne le
 * reconnaissez pas? Composez le … pour l'annuler. » These brands do not text charge alerts with a
 * phone number; the refund and tech-support callback scam does. A bank's alert names them only as the
 * merchant ("at AMAZON.CA", « chez APPLE.COM/BILL »), never as the sender: the reading needs the brand
 * as the sender's prefix at the very start, or "your <brand> account" / "Apple ID".
 *
 * Called at the end of `addCombinations`; the caller checks that no link is there.
 */
import { regexMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { addPhraseFinding, type Collector } from './collector.js';
import { hasPhoneNumber } from './families.js';

/** Characters read. */
const WINDOW = 320;

const BRANDS =
  'amazon|apple|paypal|microsoft|norton|mcafee|geek squad|best buy|ebay|coinbase|binance|kraken|netflix|walmart';

/** The brand as the sender: "Amazon:", « Apple : », "Norton -" at the start, or "your PayPal account", "Apple ID". */
const BRAND_SENDER = new RegExp(
  String.raw`^(?:${BRANDS})(?: (?:support|billing|security|alert|canada|ca|inc))? ?[:-]|(?<![a-z])(?:your|votre) (?:${BRANDS}) (?:account|compte|id|identifiant)(?![a-z])|(?<![a-z])(?:apple id|identifiant apple)(?![a-z])`,
);

/** Money taken: a charge, a purchase, an order, a renewal, a withdrawal. */
const CHARGE =
  /(?<![a-z])(?:charged|billed|payment|purchase|order|renewed|renewal|withdrawal|debited|facturee?s?|debitee?s?|achat|commande|paiement|renouvel[a-z]*|prelevee?s?|retrait)(?![a-z])/;

/** The "not you" line or the call to undo it. */
const NOT_YOU =
  /(?<![a-z])(?:not you|not authori[sz]ed|(?:did not|didn't|do not|don't) (?:authori[sz]e|recogni[sz]e|make|place|request)|(?:wasn't|was not) you|to (?:cancel|dispute|stop|reverse)|(?:for|to get) a refund|si ce n'est pas vous|si ce n'etait pas vous|non autorisee?|(?:ne )?(?:le |la )?reconnaissez pas|pas a l'origine|pour (?:l'|le |la )?annuler|pour (?:etre |obtenir un )?rembourse(?:ment)?)(?![a-z])/;

/**
 * The line that says the charge was not the reader's own (review 22b): `NOT_YOU` without its "to
 * cancel" / « pour annuler », which a shop's own receipt also gives ("To cancel, call your store").
 */
const NOT_ME =
  /(?<![a-z])(?:not you|not authori[sz]ed|(?:did not|didn't|do not|don't) (?:authori[sz]e|recogni[sz]e|make|place|request)|(?:wasn't|was not) you|si ce n'est pas vous|si ce n'etait pas vous|non autorisee?|(?:ne )?(?:le |la )?reconnaissez pas|pas a l'origine)(?![a-z])/;

/**
 * A shop's own receipt or order status (review 22b): "Thanks for your purchase", "your order is
 * ready for pickup", "has shipped", « Merci pour votre achat », « prête pour la cueillette ».
 */
const RECEIPT =
  /(?<![a-z])(?:thanks?(?: you)? for (?:your |the )?(?:purchase|order|shopping)|ready for (?:pick ?up|collection)|(?:has|have) (?:been )?shipped|merci (?:pour|de) (?:votre |ton )?(?:achat|commande|magasinage)|prete? (?:pour|a) (?:la )?(?:cueillette|ramassage)|(?:a|ont) ete expediee?s?)(?![a-z])/;

/** The charge of the module doc, as `message-callback-lure`. */
export function addMerchantCallback(
  c: Collector,
  original: string,
  norm: NormalizedMessage,
  linkCount: number,
): void {
  if (linkCount > 0 || c.codes.has('message-callback-lure')) return;
  const head = norm.folded.slice(0, WINDOW);
  const brand = regexMatch(BRAND_SENDER, head, 'any');
  if (brand === null || !CHARGE.test(head)) return;
  const notYou = regexMatch(NOT_YOU, head, 'any');
  if (notYou === null || !hasPhoneNumber(norm.text)) return;
  // A receipt's "to cancel your order, call …" with no line saying the charge was not the reader's.
  if (RECEIPT.test(head) && !NOT_ME.test(head)) return;
  addPhraseFinding(c, 'message-callback-lure', original, norm, [brand, notYou]);
}
