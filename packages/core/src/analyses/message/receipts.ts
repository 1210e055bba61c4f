/**
 * A sent-money receipt that brings its own number to call (issue 23, round 18): "You sent $950.00 to
 * MICHAEL R via Interac e-Transfer. If you did not authorize this, call 1-833-…". A bank's real
 * receipt has the same words, so the words do not tell them apart; who signs it and what the call
 * offers do. The bank signs its alerts with its name ("Chase:", « BMO : »), and the number a
 * customer can trust is the one on the card and on the bank's site, whatever the text says. A
 * receipt that names no bank (unsigned, or signed by the payment rail itself, "Zelle:",
 * "Interac:") gives the reader a number nobody can check against anything; one that offers to undo
 * the payment or refund it by phone, or asks for the call right away, is the callback scam's bait
 * (a bank says "contact us", it does not promise the money back on a call). Either, beside a phone
 * number and the receipt's own "not you?" line, is `message-callback-lure`. A signed receipt with its helpline stays calm (round 17).
 * Called by `addCombinations`; reads the first `WINDOW` characters of the folded text.
 */
import type { PhraseMatch } from '../../lexical/phrases/matcher.js';
import { SENT_RECEIPT } from './alert-shape.js';
import { MASKED_ACCOUNT } from './lures.js';

/** Characters read (a receipt is short; the signature and the call come early). */
const WINDOW = 300;

/** A sender's name at the start, "RBC:", « Desjardins : ». */
const SIGNATURE = /^[ \t]*([a-z][a-z0-9'&. -]{1,24}?) ?:/;
/** Signatures that are not a bank's: the payment rail, or a bare word ("Alert:", « Avis : »). */
const NOT_A_BANK =
  /^(?:zelle|interac|e-?transfer|etransfer|virement interac|payment|payments|transfer|transaction|alert|alerts|notice|notification|security|fraud|fraud alert|avis|alerte|securite|paiement)$/;
/** The payment undone or refunded by the call, or the call asked for right away. */
const CALL_BAIT =
  /(?<![a-z])(?:full refund|(?:get|receive) (?:a |your )?refund|refunded|reverse (?:it|this|the)|to reverse|rembours[a-z]*)(?![a-z])|(?<![a-z])(?:call|phone|contact|appelez|composez|contactez)(?![a-z])[^.!?]{0,40}?(?<![a-z])(?:right away|immediately|now|urgently|immediatement|sans delai|d'urgence|maintenant)(?![a-z])|(?<![a-z])(?:immediately|immediatement) (?:call|appelez|composez)(?![a-z])/;
/** "You sent $1,200.00 to DAVID K.", « Vous avez envoyé 780 $ à … » with no rail named: read only when no bank signs it. */
const ANY_SENT =
  /(?<![a-z])(?:you sent (?:(?:cad|usd|us|ca)?\$ ?)?\d[\d,]*(?:\.\d{2})? to|vous avez envoye [\d ,.]{1,14}\$ a) [a-z][a-z' -]{0,30}[a-z]/;
/** The receipt's own "not you?" line, which sets up its call. */
const DENIAL =
  /(?<![a-z])(?:not you|wasn't you|was not you|if you (?:did not|didn't|don't|do not) (?:make|send|authori[sz]e|recogni[sz]e)|didn't (?:send|make) (?:it|this)|if not you|pas vous|ce n'(?:est|etait) pas vous|si ce n'est pas vous|si vous n'avez pas|si vous ne reconnaissez pas)(?![a-z])/;
/** A person's ask to be called or written back: "call me", « appelle-moi ». */
const PERSON_CALL = /(?<![a-z])(?:call me|text me|appelle-moi|texte-moi|ecris-moi)(?![a-z])/;
/** A phone number of 10 or 11 digits with the usual separators (also read by `combinations.ts`). */
export const PHONE = /(?<![\d+])(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}(?!\d)/;

/**
 * An order said to be placed in the reader's name, with the "not you?" line and a number to call
 * (round 18): "Amazon: An order of $589.94 for MacBook Air was placed. If not you, call 1-877-…". A
 * shop sends the reader to the order page in its app or site, never to a phone number to stop an
 * order; a bank's purchase alert names the reader's own card (a masked number) and is read as an
 * alert instead. A shop that does ask to be called gives its own local number ("Pizza Nova: your order
 * #4471 was placed. If not you, call us at 416-…"); the lure's number is a toll-free one (review of
 * round 18), so the number must be toll-free (`TOLL_FREE`). Round 19: an order number with letters
 * ("order #W88123", « commande no BB7H3K21 ») and a French order "confirmée" without « a été ».
 */
const ORDER_PLACED =
  /(?<![a-z])(?:(?:an |your |new )?order (?:of|for|(?:#|no\.?|number)? ?[a-z]{0,4}-?\d[\da-z-]*(?: of| for)?) (?:[^.!?]|[.,]\d){0,60}?(?:was|has been|is) (?:placed|confirmed|processed)|(?:une |votre )?commande (?:de|(?:n(?:o|°)\.?|#)? ?[a-z]{0,4}-?\d[\da-z-]*(?: de)?) (?:[^.!?]|[.,]\d){0,60}?(?:a ete )?(?:passee|confirmee|effectuee))(?![a-z])/;

/** A North American toll-free number (800, 833, 844, 855, 866, 877, 888). */
const TOLL_FREE =
  /(?<![\d+])(?:\+?1[ .-]?)?(?:\(8(?:00|33|44|55|66|77|88)\)|8(?:00|33|44|55|66|77|88))[ .-]?\d{3}[ .-]?\d{4}(?!\d)/;

/** The order placed in the reader's name with a number to call (see `ORDER_PLACED`), or none. */
export function callbackOrder(folded: string, text: string): PhraseMatch[] {
  if (!(folded.includes('order') || folded.includes('commande'))) return [];
  const head = folded.slice(0, WINDOW);
  if (!TOLL_FREE.test(head) || !DENIAL.test(head) || PERSON_CALL.test(head)) return [];
  // The masked card or account is read on the normalised text (the folded one drops "*").
  if (MASKED_ACCOUNT.test(text.slice(0, WINDOW))) return [];
  // Round 19: read on the normalised text too, where an order number with letters ("#W88123",
  // "BB7H3K21") keeps its digits (the folded text reads leetspeak in it); the folded text first, where
  // « c0mmande » is a word (review of round 19).
  const m = ORDER_PLACED.exec(head) ?? ORDER_PLACED.exec(text.slice(0, WINDOW));
  return m === null ? [] : [{ start: m.index, end: m.index + m[0].length, lang: 'any' }];
}

/** The receipt of a sent payment read as a callback lure (see the module doc), or none. */
export function callbackReceipt(folded: string): PhraseMatch[] {
  if (!(folded.includes('sent') || folded.includes('envoye'))) return [];
  const head = folded.slice(0, WINDOW);
  if (!PHONE.test(head) || !DENIAL.test(head)) return [];
  const signed = SIGNATURE.exec(head);
  const signature = signed?.[1]?.trim();
  const bankSigned = signature !== undefined && !NOT_A_BANK.test(signature);
  const receipt = SENT_RECEIPT.exec(head) ?? (bankSigned ? null : ANY_SENT.exec(head));
  // The receipt opens the text (after its signature); a person asks to be called back ("call me").
  if (receipt === null || receipt.index > (signed?.[0].length ?? 0) + 1 || PERSON_CALL.test(head)) return [];
  if (bankSigned && !CALL_BAIT.test(head.slice(receipt.index))) return [];
  return [{ start: receipt.index, end: receipt.index + receipt[0].length, lang: 'any' }];
}
