/**
 * Every key the typosquat analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `typosquat.`.
 */

/** The fuzzers, in their display order (dnstwist's names). */
export const FUZZERS = [
  'addition',
  'bitsquatting',
  'cyrillic',
  'homoglyph',
  'hyphenation',
  'insertion',
  'omission',
  'plural',
  'repetition',
  'replacement',
  'subdomain',
  'transposition',
  'vowel-swap',
  'dictionary',
  'tld-swap',
  'various',
] as const;
export type Fuzzer = (typeof FUZZERS)[number];
export type FuzzerNameKey = `typosquat.fuzzer.${Fuzzer}`;

export const TYPOSQUAT_NOTES = [
  'budget-reached',
  'deadline-reached',
  'unknown-not-registered',
  'idn-not-accepted',
] as const;
export type TyposquatNote = (typeof TYPOSQUAT_NOTES)[number];
export type TyposquatNoteKey = `typosquat.note.${TyposquatNote}`;

/** Why a checked variant is `unknown`. */
export const UNKNOWN_REASONS = ['dns-failure', 'budget', 'deadline'] as const;
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];
export type UnknownReasonKey = `typosquat.unknown.${UnknownReason}`;

export const TYPOSQUAT_ERRORS = ['no-registrable-domain', 'dns-unavailable', 'most-lookups-failed'] as const;
export type TyposquatError = (typeof TYPOSQUAT_ERRORS)[number];
export type TyposquatErrorKey = `typosquat.error.${TyposquatError}`;

export const TYPOSQUAT_KEYS = [
  ...FUZZERS.map((f): FuzzerNameKey => `typosquat.fuzzer.${f}`),
  ...TYPOSQUAT_NOTES.map((n): TyposquatNoteKey => `typosquat.note.${n}`),
  ...UNKNOWN_REASONS.map((r): UnknownReasonKey => `typosquat.unknown.${r}`),
  ...TYPOSQUAT_ERRORS.map((e): TyposquatErrorKey => `typosquat.error.${e}`),
] as const satisfies readonly `typosquat.${string}`[];
export type TyposquatKey = FuzzerNameKey | TyposquatNoteKey | UnknownReasonKey | TyposquatErrorKey;

export function fuzzerNameKey(fuzzer: Fuzzer): FuzzerNameKey {
  return `typosquat.fuzzer.${fuzzer}`;
}
