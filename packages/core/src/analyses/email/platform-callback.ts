/**
 * The abused-platform callback (issue 22, round 10): a real PayPal invoice, Stripe receipt, Square
 * invoice, Microsoft purchase notice or Google Calendar invitation, sent by the service's own
 * servers and passing all its checks, whose text (the seller's note, the organisation's name, the
 * event's title) was written by the scammer who opened the account: "your account was charged
 * $649.99 … if you did not make this purchase, call +1 (855) …". The service answers for its
 * servers, not for the words its customers type; a toll-free number to call to undo a charge, in
 * mail of such a service, is the scam itself. A bank or shop writing for itself is not a relay
 * platform: its own help line in its own notice is not read here.
 */
import { RELAY_PLATFORM_DOMAINS } from '../../data/email-services.js';
import type { EmailFindings } from './collect.js';
import { TOLL_FREE } from './help-line.js';

const RELAY: ReadonlySet<string> = new Set(RELAY_PLATFORM_DOMAINS);

/** Words of a charge to undo or disown, English and French (stems). */
const UNDO =
  /\b(?:cancel|refund|dispute|unauthori[sz]ed|not authori[sz]e|did(?:n't|n’t| not) (?:make|authori[sz]e|place|order|recogni[sz]e)|not you|annul|rembours|non autoris|pas autoris|pas vous)/i;

/** Sentence ends: a stop, a question or exclamation mark before a space or the end, or a line break. */
const SENTENCE_END = /[.!?](?=\s|$)|\n/;

/** Longest text read (bounded for hostile input). */
const MAX_TEXT = 20_000;
/** Longest sentence read for the number (a sentence longer than this is not prose). */
const MAX_SENTENCE = 600;

/**
 * Adds `email-relayed-callback` when the From domain is a relay platform that vouches for the
 * message (DMARC passed, or the platform signed it) and one sentence of the text gives a North
 * American toll-free number beside words of a charge to cancel, refund or disown.
 */
export function relayedCallback(
  text: string,
  fromSite: string | null,
  platformVouched: boolean,
  out: EmailFindings,
): void {
  if (fromSite === null || !platformVouched || !RELAY.has(fromSite)) return;
  for (const sentence of text.slice(0, MAX_TEXT).split(SENTENCE_END)) {
    if (sentence.length > MAX_SENTENCE || !UNDO.test(sentence)) continue;
    const number = TOLL_FREE.exec(sentence);
    if (number === null) continue;
    out.add('email-relayed-callback', { domain: fromSite, phrase: number[0].trim() });
    return;
  }
}
