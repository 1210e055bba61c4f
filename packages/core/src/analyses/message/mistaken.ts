/**
 * The "sent you money by mistake, please send it back" scam (issue 23, round 16): a stranger says a
 * payment reached the reader by error and asks for it back; the first payment is fake or reversed
 * later (a stolen card, a chargeback), the one sent back is real. Read on the normalised text.
 */
import type { PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { DUE_REMINDER } from './alert-shape.js';
import { addPhraseFinding, dropFinding, type Collector } from './collector.js';
import { moneyWords } from './money-words.js';

/** The error: "by mistake", "accidentally", « par erreur ». */
const MISTAKE =
  /(?<![a-z])(?:by (?:mistake|accident|error)|in error|accidentally|mistakenly|wrongly|erroneously|par (?:erreur|accident|megarde)|(?:a|au) (?:mauvais|la mauvaise) (?:numero|personne))(?![a-z])/g;
/** A payment near the error: "sent", "transfer", « envoyé », « virement ». */
const PAYMENT =
  /(?<![a-z])(?:sent|send|sending|transferred|transfer|paid|payment|deposited|deposit|e-?transfer(?:red)?|envoye|envoyes|envoyee|vire|virement|transfere|paye|depose)(?![a-z])/;
/** The ask to have it back: "send it back", "refund it", "kindly return", « me les renvoyer ». */
const SEND_BACK =
  /(?<![a-z])(?:(?:send|pay|transfer|give|wire) (?:it |them |that |the (?:money|funds|amount|payment) )?back|(?:refund|return|reverse) (?:it|them|that|the (?:money|funds|amount|payment|transfer))|kindly (?:return|refund|reverse|send)|(?:renvoyer|retourner|rembourser|renvoyez|retournez|remboursez)(?: (?:les|le|la|l'argent|les fonds|le montant|ce montant))?|me (?:les|le|la) (?:renvoyer|retourner|rembourser|redonner))(?![a-z])/g;
/**
 * Not the scam: a friend's double payment ("I sent you $20 twice"), money the reader sent the
 * writer ("you sent me $40 by mistake, want me to send it back?"), an offer to return it, a bank
 * that reverses its own error ("we will reverse the payment", « nous allons retourner le montant »).
 */
const NOT_THE_SCAM =
  /(?<![a-z])(?:twice|two times|double(?:d)?|deux fois|en double|you sent me|you sent us|we (?:will|'ll|are going to|have) (?:reverse|refund|return)|nous (?:allons|pouvons|retournerons|rembourserons|annulerons)|(?:vous|tu) m'a(?:vez|s) envoye|want me to|should i|do you want me|je (?:te|vous) (?:le|les) (?:renvoie|retourne|rembourse))(?![a-z])/;
/** Money, not a parcel or a file: "a duplicate item sent by mistake, please return it" is a shop's. */
const MONEY_WORD = moneyWords(
  [
    'dollars?',
    'bucks',
    'funds',
    'payment',
    'e-?transfer(?:red)?',
    'deposit',
    'paiement',
    'depot',
    'usd',
    'cad',
    'ksh',
    'ngn',
    'sgd',
    'php',
    'inr',
  ],
  '$€£₹₦',
);
/** A reversal someone else will make, told and not asked: "they will reverse it", "HR will return it". */
const TOLD_BEFORE = /(?:'ll|(?<![a-z])(?:will|going to|ils vont|elle va|il va)) $/;

/** The first ask to have the money back, not a reversal told ("the bank said they will return it"). */
function askedBack(text: string): { start: number; end: number } | null {
  for (const m of text.matchAll(SEND_BACK))
    if (!TOLD_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)))
      return { start: m.index, end: m.index + m[0].length };
  return null;
}
/** How far apart the payment word and the error may be (one sentence). */
const PAYMENT_WINDOW = 80;

/**
 * The words of a mistaken-payment scam (the error, then the ask), or none. `text` is the folded text;
 * `plain` the normalised one, whose digits are kept ("ksh4,500" folds to "ksha,500").
 */
export function mistakenPayment(text: string, plain: string = text): PhraseMatch[] {
  if (
    !text.includes('mistak') &&
    !text.includes('accident') &&
    !text.includes('err') &&
    !text.includes('megarde') &&
    !text.includes('mauvais') &&
    !text.includes('wrong')
  )
    return [];
  const back = askedBack(text);
  if (back === null || !MONEY_WORD.test(plain) || NOT_THE_SCAM.test(text)) return [];
  for (const m of text.matchAll(MISTAKE)) {
    const around = text.slice(Math.max(0, m.index - PAYMENT_WINDOW), m.index + m[0].length + PAYMENT_WINDOW);
    if (PAYMENT.test(around)) {
      const lang = /^(?:par|a|au) /.test(m[0]) ? 'fr' : 'en';
      return [
        { lang, start: m.index, end: m.index + m[0].length },
        { lang, start: back.start, end: back.end },
      ];
    }
  }
  return [];
}

/**
 * A manager's or agency's shift notice (round 16): "your shift tomorrow is 7am-3pm at the Laval
 * warehouse, pay is $22/hr", « ton quart samedi est de 7 h à 15 h ». A booked shift with its hours is
 * not a job offer; never with a chat app, work from home, pay by the day or no experience needed.
 */
const SHIFT_HOURS =
  /(?<![a-z])(?:shift|quart)(?: de travail)?(?: (?:tomorrow|today|tonight|on )?[a-z]{0,9})? (?:is|will be|est|sera|from|de)(?: from| de)? \d{1,2}(?::\d{2})? ?(?:am|pm|h)?(?: \d{2})? ?(?:-|–|to|a|until|jusqu.a) ?\d{1,2}/;
const NOT_A_SHIFT =
  /whatsapp|telegram|signal|wechat|(?<![a-z])(?:remote|work from home|from home|de la maison|a domicile|per day|a day|daily|par jour|chaque jour|no experience|aucune experience|sans experience)(?![a-z])/;

/** Whether the text is a booked shift's notice (no link is checked by the caller). */
export function isShiftNotice(text: string): boolean {
  return SHIFT_HOURS.test(text) && !NOT_A_SHIFT.test(text);
}

/**
 * The reader's own loan named (round 17): « votre prêt de », « votre versement de prêt de ». Not
 * « offre de prêt de », « demande de prêt de »: an offer's own words.
 */
const OWN_LOAN = /(?<![a-z])(?:votre|ton) (?:(?:versement|remboursement|paiement) (?:de|du) )?pret de \d/;

/**
 * Round 16's two readings, called by `addLureFindings`: the "sent by mistake, send it back" scam
 * (`message-mistaken-payment`), and a booked shift with its hours and hourly wage, nothing to click,
 * which is no job offer; round 17: a loan named as the reader's own (« votre prêt de 224,75 $ »), no
 * link, is no loan offer.
 */
export function addMistakenPaymentAndShift(
  c: Collector,
  original: string,
  norm: NormalizedMessage,
  hasLink: boolean,
): void {
  addPhraseFinding(c, 'message-mistaken-payment', original, norm, mistakenPayment(norm.folded, norm.text));
  if (c.codes.has('message-job-offer') && !hasLink && isShiftNotice(norm.folded))
    dropFinding(c, 'message-job-offer');
  // Round 17: « votre versement de prêt de 224,75 $ est en retard » names the reader's own loan.
  // Only as the lender's notice of an instalment due or late (`DUE_REMINDER`): « votre prêt de
  // 5 000 $ est approuvé, répondez OUI » is the offer.
  if (
    c.codes.has('message-loan-offer') &&
    !hasLink &&
    OWN_LOAN.test(norm.folded) &&
    DUE_REMINDER.test(norm.folded)
  ) {
    const phrases = c.findings.find((f) => f.code === 'message-loan-offer')?.parameters?.phrases;
    if (Array.isArray(phrases) && phrases.every((p) => /^pr[eê]t de/i.test(String(p))))
      dropFinding(c, 'message-loan-offer');
  }
}
