/**
 * The callback invoice without its usual words (issue 22, round 9): "please find your invoice
 * attached … Customer Help Line: (888) 315-3816". The scam gives no link at all, only a toll-free
 * number to call about a charge the reader never made; its invoice words weigh, nothing vouches for
 * the sender. A real bill with a help line either comes from a sender the receiver vouched for (its
 * invoice words are then calmed before this runs, accountable.ts) or links to the biller's site.
 */
import type { EmailFindings } from './collect.js';

/** A North American toll-free number (800, 833, 844, 855, 866, 877, 888), in the usual layouts. */
export const TOLL_FREE =
  /(?<![\d-])(?:\+?1[\s.-]?)?\(?8(?:00|33|44|55|66|77|88)\)?[\s.-]?\d{3}[\s.-]\d{4}(?![\d-])/;

/** Longest text read for the number (bounded for hostile input). */
const MAX_TEXT = 20_000;

/**
 * Adds `email-lure-callback` when the invoice words still weigh, the message has no link and the
 * sender is not vouched for, and the text gives a toll-free number.
 */
export function invoiceHelpLine(text: string, linkCount: number, vouched: boolean, out: EmailFindings): void {
  if (vouched || linkCount > 0 || out.has('email-lure-callback')) return;
  if (!out.list.some((f) => f.code === 'email-lure-invoice' && f.scoreImpact > 0)) return;
  const number = TOLL_FREE.exec(text.slice(0, MAX_TEXT));
  if (number === null) return;
  out.add('email-lure-callback', { phrase: number[0].trim(), phrases: [number[0].trim()] });
}
