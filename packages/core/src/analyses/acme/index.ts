export { acmeAnalysis } from './descriptor.js';
export { analyzeAcme, readAcmeInput } from './analyze.js';
export type { AcmeInput } from './analyze.js';
export {
  ACME_CHECK_IDS,
  ACME_CHECK_REASONS,
  ACME_DETAILS,
  ACME_ERROR_KEYS,
  ACME_KEYS,
  ACME_METHOD_STATUSES,
  ACME_PROBLEM_NAMES,
  ACME_PROBLEMS,
  ACME_SEVERITIES,
} from './keys.js';
export type {
  AcmeCheckKey,
  AcmeCheckReasonKey,
  AcmeDetailKey,
  AcmeErrorKey,
  AcmeKey,
  AcmeMethodStatusKey,
  AcmeProblemKey,
  AcmeSeverity,
} from './keys.js';
export { ACME_RATE_LIMITS } from './rate-limits.js';
export { ACME_METHODS } from './types.js';
export type {
  AcmeAddress,
  AcmeAnalysisResult,
  AcmeCaa,
  AcmeCaaRecord,
  AcmeCheck,
  AcmeDns01,
  AcmeHttpProbe,
  AcmeMethod,
  AcmeMethodVerdict,
  AcmeProblem,
  AcmeRateLimits,
} from './types.js';
