export { typosquatAnalysis } from './descriptor.js';
export { TYPOSQUAT_LIMITS, analyzeTyposquat } from './analyze.js';
export type { TyposquatOptions } from './analyze.js';
export {
  FUZZERS,
  TYPOSQUAT_ERRORS,
  TYPOSQUAT_KEYS,
  TYPOSQUAT_NOTES,
  UNKNOWN_REASONS,
  fuzzerNameKey,
} from './keys.js';
export type {
  Fuzzer,
  FuzzerNameKey,
  TyposquatError,
  TyposquatErrorKey,
  TyposquatKey,
  TyposquatNote,
  TyposquatNoteKey,
  UnknownReason,
  UnknownReasonKey,
} from './keys.js';
export { PLAUSIBILITIES, generateVariants, isValidVariantName } from './variants.js';
export type { Plausibility, TyposquatVariant, VariantOptions } from './variants.js';
export type {
  FuzzerCount,
  OutcomeCounts,
  RegisteredVariant,
  StoppedBy,
  TyposquatResult,
  UnknownVariant,
} from './types.js';
// The built-in lists (defaults of `VariantOptions.dictionary` and `.tlds`)
export { TYPOSQUAT_WORDS } from '../../data/typosquat-words.js';
export { COMMON_SWAP_TLDS, TYPOSQUAT_SWAP_TLDS } from '../../data/typosquat-tlds.js';
