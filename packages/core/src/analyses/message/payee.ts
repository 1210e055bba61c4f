/**
 * A change of where to pay, announced by text (issue 23, round 18): "Hi it's your landlord, we changed
 * banks. Send the $1,450 rent by e-transfer to rent.desk@gmail.com today", « nous avons changé de
 * banque, envoyez le loyer à … ». Whoever writes it, the reader should not pay to a new account or
 * address on a text's word: the landlord's, the supplier's or the employer's usual number confirms it.
 * Read when the text says the payee's bank or account changed and asks for money to be sent or paid
 * (rent, an invoice, a payment) to somewhere named: `message-payee-changed`. A notice that the
 * reader's own pre-authorised debit now comes from another bank asks for nothing and is left alone.
 * Called by `addCombinations`; reads the first `WINDOW` characters of the folded text (and of the
 * normalised one for an address).
 */
import type { PhraseMatch } from '../../lexical/phrases/matcher.js';

/** Characters read. */
const WINDOW = 400;

/** Words one of which `CHANGED` needs (checked first: most texts hold none). */
const STEMS = ['bank', 'account', 'banque', 'compte', 'coordonnees'];
/** Words one of which `CHANGED` also needs. */
const CHANGE_WORDS = ['chang', 'switch', 'new', 'nouve'];
/**
 * The payee's bank, account or details said to have changed. « Un nouveau compte » counts as the
 * writer's own (« j'ai un nouveau compte », round 19), not as any account just created (« vous avez
 * créé un nouveau compte dans l'Espace client », review of round 19).
 */
const CHANGED =
  /(?<![a-z])(?:(?:we|i)(?: have|'ve)? (?:changed|switched) (?:our |my )?(?:banks?|bank accounts?|accounts?|banking details)|(?:our|my) (?:bank(?:ing)? )?(?:details|account|account number|bank) (?:has|have) changed|(?:our|my|a|the) new (?:bank )?account(?: details| number)?|(?:nous avons|on a|j'ai) change (?:de banque|de compte|nos coordonnees bancaires|mes coordonnees bancaires)|(?:notre|mon|le|(?:j'ai|on a|nous avons)(?: ouvert)? un) nouveau compte(?: bancaire)?|(?:nos|mes) nouvelles coordonnees bancaires)(?![a-z])/;
/**
 * Money the reader is asked to send or pay. Not the writer's own ("I'll send you the $50", « je vais
 * faire le virement »; round 19: "I'll e-transfer you", whose "transfer" was read alone), nor a noun
 * ("made a deposit", "my pay", "by e-transfer").
 */
export const PAY_ASK =
  /(?<![a-z])(?<!(?:^|[^a-z'])(?:i|we|i'll|we'll|i'd|i will|we will|i can|we can|i'm going to|we're going to|a|an|the|my|our|your|by|via|je vais|on va|nous allons|je peux|je vais te|je vais vous|je peux te|je peux vous|on va te|on va vous|mon|ma|ta|le|la|un|une|par) )(?<![a-z]-)(?:send|pay|e-?transfer|transfer|wire|deposit(?= (?:the|your|it|\$|\d))|envoyez|envoie|payez|paie|virez|deposez|(?:faites|faire|effectuez|effectuer) (?:le|votre) (?:virement|paiement))(?![a-z])/;
/** What is paid: rent, an invoice, a payment, a pay cheque. */
const WHAT =
  /(?<![a-z])(?:rent|invoice|payment|deposit|balance|fees?|loyer|facture|paiement|versement|solde|frais|\$|dollars)(?![a-z])/;
/** Somewhere named to pay: an address, an account number, "the new account". */
const WHERE =
  /(?<![a-z])(?:new account|nouveau compte|account (?:number|no\.?|#)|transit|numero de compte)(?![a-z])|\d{6,}/;

/** The change of payee with money asked (see the module doc), or none. */
export function payeeChanged(folded: string, text: string): PhraseMatch[] {
  const head = folded.slice(0, WINDOW);
  if (!STEMS.some((w) => head.includes(w)) || !CHANGE_WORDS.some((w) => head.includes(w))) return [];
  const m = CHANGED.exec(head);
  if (m === null || !PAY_ASK.test(head) || !WHAT.test(head)) return [];
  // The folded text leaves "@" out: an address is read on the normalised text.
  if (!WHERE.test(head) && !text.slice(0, WINDOW).includes('@')) return [];
  return [{ start: m.index, end: m.index + m[0].length, lang: 'any' }];
}
