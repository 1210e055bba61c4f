/**
 * The negation of the email analysis, defined once (issue 22, round 16): the words of the shared
 * `NEGATION` list (phrases.ts: "never", "do not", "won't", « ne », « n' », « jamais », « aucun »…)
 * read in folded text. Three readers use it: a personal-information request preceded by a negation
 * (content.ts), a scam lure in a sentence saying "we will never ask" (content.ts), and the requests
 * of `email-scam-request` cancelled by a warning's negation unless a condition governs it
 * (scam-request.ts).
 */
import { NEGATION } from '../../lexical/phrases/phrases.js';
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';

const NEGATIONS = compileList(NEGATION);
/** "Never" in either language: a notice's own negation. */
const NEVER = new Set(['never', 'jamais']);
/** French words that complete a « ne » or « n' » before them (« ne pas », « n'… aucun »). */
const COMPLETES_NE = new Set(['pas', 'aucun', 'aucune', 'personne']);
const NE_BEFORE = /(?<![a-z0-9])(?:ne(?![a-z0-9])|n')/;

/** The negations of `folded` (at most `limit`). */
export function negations(folded: string, limit?: number): PhraseMatch[] {
  return findAll(NEGATIONS, folded, limit);
}

/** The text holds a negation. */
export function hasNegation(folded: string): boolean {
  return findAll(NEGATIONS, folded, 1).length > 0;
}

/** The negation `m` of `folded` is "never" or « jamais ». */
export function isNever(folded: string, m: PhraseMatch): boolean {
  return NEVER.has(folded.slice(m.start, m.end));
}

/** The negation `m` only completes a « ne » before it in `folded` (it is judged with that « ne »). */
export function completesNe(folded: string, m: PhraseMatch): boolean {
  return COMPLETES_NE.has(folded.slice(m.start, m.end)) && NE_BEFORE.test(folded.slice(0, m.start));
}
