/**
 * A word written with look-alike letters to slip past filters (issue 23, round 15): a capital I for
 * an l inside a lower-case word ("update your biIIing", "deIivery information", "PayPaI"), or a name
 * spelt letter by letter with points ("N.E.T.F.L.l.X-TXN"). Read on the original text: the capitals
 * are the sign. A person's name ("McIntosh") is no such word: the I must stand for the l of a word
 * scams use (`LURE_WORDS`).
 */
/** A word of Latin letters (read one by one: no backtracking over a long run of capitals). */
const WORD = /[A-Za-z]+/g;
/** A capital I right after a lower-case letter ("biIIing", "PayPaI"). */
const I_AFTER_LOWER = /[a-z]I/;
/** Five letters or more spelt with points between them ("N.E.T.F.L.l.X"); not "R.S.V.P.". */
const SPELT_WITH_POINTS = /(?<![A-Za-z.])(?:[A-Za-z]\.){4,}[A-Za-z](?![A-Za-z.])/;
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
/** Names written with an inner capital ("PayPal"): disguised, they keep it ("PayPaI"). */
const CASED = new Set(['PayPal', 'WalMart']);
/** Words with a capital I after a lower-case letter read at most. */
const MAX_WORDS = 200;

/** The first disguised word of the text (see the module doc), or null. */
export function disguisedWord(original: string): string | null {
  const spelt = SPELT_WITH_POINTS.exec(original);
  if (spelt !== null) return spelt[0];
  // Most texts hold no capital I after a lower-case letter ("I am" has none): one scan, then out.
  if (!I_AFTER_LOWER.test(original)) return null;
  let read = 0;
  for (const [word] of original.matchAll(WORD)) {
    if (!I_AFTER_LOWER.test(word)) continue;
    if ((read += 1) > MAX_WORDS) break;
    // The rest written in lower case (a capital first letter allowed): not "McDonaldsIT".
    const rest = word.slice(1).replace(/I/g, '');
    const plain = word.replace(/I/g, 'l');
    if ((rest === rest.toLowerCase() || CASED.has(plain)) && LURE_WORDS.has(plain.toLowerCase())) return word;
  }
  return null;
}
