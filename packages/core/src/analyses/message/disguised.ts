/**
 * A word written with look-alike letters to slip past filters (issue 23, round 15): a capital I for
 * an l inside a lower-case word ("update your biIIing", "deIivery information", "PayPaI"), or a name
 * spelt letter by letter with points ("N.E.T.F.L.l.X-TXN"). Read on the original text: the capitals
 * are the sign. A person's name ("McIntosh") is no such word: the I must stand for the l of a word
 * scams use (`LURE_WORDS`).
 */
/** A word holding a capital I right after a lower-case letter ("biIIing", "PayPaI"). */
const I_AFTER_LOWER = /[A-Za-z]*[a-z]I[A-Za-z]*/g;
/** Five letters or more spelt with points between them ("N.E.T.F.L.l.X"); not "R.S.V.P.". */
const SPELT_WITH_POINTS = /(?<![A-Za-z.])(?:[A-Za-z]\.){4,}[A-Za-z](?![A-Za-z])/;
/** Words scams disguise, written with l where the disguise puts an I. */
const LURE_WORDS = new Set([
  'billing',
  'bill',
  'delivery',
  'deliver',
  'delivered',
  'paypal',
  'apple',
  'login',
  'failed',
  'wells',
  'cancel',
  'cancelled',
  'canceled',
  'email',
  'details',
  'parcel',
  'label',
  'final',
  'approval',
  'claim',
  'unlock',
  'locked',
  'walmart',
  'netflix',
  'livraison',
  'colis',
  'facturation',
]);
/** Words read at most: a hostile text of capitals costs a bounded scan. */
const MAX_WORDS = 200;

/** The first disguised word of the text (see the module doc), or null. */
export function disguisedWord(original: string): string | null {
  const spelt = SPELT_WITH_POINTS.exec(original);
  if (spelt !== null) return spelt[0];
  if (!original.includes('I')) return null;
  I_AFTER_LOWER.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; n < MAX_WORDS && (m = I_AFTER_LOWER.exec(original)) !== null; n += 1) {
    const word = m[0];
    // The rest written in lower case (a capital first letter allowed): not "McDonaldsIT".
    const rest = word.slice(1).replace(/I/g, '');
    if (rest !== rest.toLowerCase()) continue;
    if (LURE_WORDS.has(word.replace(/I/g, 'l').toLowerCase())) {
      I_AFTER_LOWER.lastIndex = 0;
      return word;
    }
  }
  I_AFTER_LOWER.lastIndex = 0;
  return null;
}
