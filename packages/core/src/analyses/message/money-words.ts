/**
 * Words of money shared by three readings of the texts (review of round 18): an organiser's text
 * with no money (`openers.ts`), a borrowed phone with no money (`readings.ts`) and money, not a
 * parcel, sent by mistake (`mistaken.ts`). Each reading adds its own words to the common ones; a
 * leaf module (it imports nothing), so that any module of the analysis may read it.
 */

/** The words every reading counts: "money", "cash", "transfer" (and "e-transfer"), « virement », « argent ». */
const COMMON = ['money', 'cash', 'transfer', 'virement', 'argent'];

/**
 * A test for a currency symbol of `symbols` or a whole word of the common list or of `extra`
 * (expressions without groups that capture).
 */
export function moneyWords(extra: readonly string[], symbols = '$€£'): RegExp {
  return new RegExp(`[${symbols}]|(?<![a-z])(?:${[...COMMON, ...extra].join('|')})(?![a-z])`);
}
