export { hashAnalysis, MAX_HASH_INPUT_LENGTH } from './descriptor.js';
export { analyzeHash } from './analyze.js';
export { MHR_ZONE, mhrName } from '../../providers/cymru-mhr.js';
export { parseHashInput } from './input.js';
export { HASH_KEYS } from './keys.js';
export type { HashKey } from './keys.js';
export { HASH_ALGORITHMS, HASH_SOURCES } from './types.js';
export type {
  VirusTotalAnalysisStats,
  HashAlgorithm,
  HashErrorKey,
  HashNoteKey,
  HashResult,
  HashSource,
  MalwareHashRegistryReport,
  VirusTotalReport,
} from './types.js';
export { VIRUSTOTAL_LIMITS } from '../../providers/virustotal.js';
