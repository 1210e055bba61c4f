/**
 * A request from someone who cannot be reached (issue 22, round 13): the business-email compromise
 * of 2025–26 carries no link and no brand. "Are you available?", "I'm in a meeting, email only",
 * then a payment, a wire, gift cards or bank details. Each part alone is ordinary mail (colleagues
 * ask if you are free; invoices speak of payments); the three together are the scam's script: the
 * pressure, the excuse that stops you from calling to check, and the money.
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';

/** The opener: are you there, I need a favour. */
const AVAILABLE = compileList({
  en: [
    'are you (?:available|at your desk|in the office|around|free)(?: (?:right )?(?:now|today|at the moment))?',
    'do you have a (?:quick )?(?:minute|moment|second)',
    'i need (?:a |you to do a |your )?(?:quick |small |urgent )?(?:favou?r|task|help)',
  ],
  fr: [
    '(?:etes-vous|es-tu|etes vous|es tu) (?:disponible|a votre bureau|au bureau|libre)',
    '(?:avez-vous|as-tu) (?:une minute|un moment)',
    'j.ai besoin (?:d.un (?:petit )?service|de votre aide|que vous)',
  ],
});

/** The excuse that stops a call to check. */
const UNREACHABLE = compileList({
  en: [
    '(?:in|between|stuck in) (?:a |back-to-back |back to back )?(?:meeting|meetings|conference|seminar)',
    'can.?t (?:take|answer|talk on the|receive) (?:calls|the phone|phone calls|a call)',
    '(?:email|e-mail|text|reply by email) only',
    '(?:only|just) (?:reply|respond|write) (?:by|via|to this) (?:email|e-mail)',
  ],
  fr: [
    'en reunion',
    '(?:ne peux|ne pourrai) pas (?:repondre|prendre) (?:au telephone|les appels|d.appels?)',
    '(?:par|uniquement par|seulement par) courriel(?: seulement| uniquement)?',
    'ecrivez-moi (?:seulement|uniquement) par courriel',
  ],
});

/** The money: a payment, a wire, gift cards, bank details. */
const MONEY = compileList({
  en: [
    '(?:wire|payment|transfer|remittance)s?',
    'gift ?cards?',
    '(?:apple|google play|steam|amazon|itunes|visa) cards?',
    '(?:bank|banking|wire|account) (?:details|information|info)',
  ],
  fr: ['virements?', 'paiements?', 'cartes?-cadeaux', 'cartes? cadeaux?', 'coordonnees bancaires'],
});

/** Characters read: the script fits in a short note; a long thread or newsletter is not one. */
const MAX_TEXT = 1500;

/** The matches of the three parts (opener, excuse, money), or none when a part is missing. */
export function unreachableRequest(norm: NormalizedMessage): PhraseMatch[] {
  if (norm.folded.length > MAX_TEXT) return [];
  const found: PhraseMatch[] = [];
  // Most mail has no opener: stop at the first part that is missing instead of scanning for all three.
  for (const list of [AVAILABLE, UNREACHABLE, MONEY]) {
    const part = findAll(list, norm.folded, 1);
    if (part.length === 0) return [];
    found.push(...part);
  }
  return found;
}
