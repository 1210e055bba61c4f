export { headersAnalysis } from './descriptor.js';
export {
  HEADERS_LIMITS,
  analyzeHeaders,
  collectHeaders,
  headersInputOf,
  isGradableStatus,
} from './analyze.js';
export type { CollectedHeaders } from './analyze.js';
export { analyzeCookies, parseSetCookie } from './cookies.js';
export type { ParsedCookie } from './cookies.js';
export { ISOLATING_COOP_VALUES, analyzeCoop } from './coop.js';
export { analyzeCorp } from './corp.js';
export { analyzeCsp, cspFrameAncestors, evaluateCspPolicy, parseCspHeader, parseCspPolicy } from './csp.js';
export type { CspPolicy } from './csp.js';
export { analyzeFraming } from './framing.js';
export { ALL_CHECKS, gradeHeaders } from './grade.js';
export { HSTS_LIMITS, analyzeHsts, parseHsts } from './hsts.js';
export type { ParsedHsts } from './hsts.js';
export { analyzeInformationLeak } from './information-leak.js';
export {
  HEADERS_ERROR_KEYS,
  HEADERS_GRADE_NOTE_KEYS,
  HEADERS_KEYS,
  HEADERS_NOTE_KEYS,
  HEADERS_RESULT_KEYS,
} from './keys.js';
export type {
  HeadersErrorKey,
  HeadersGradeNoteKey,
  HeadersKey,
  HeadersNoteKey,
  HeadersResultKey,
} from './keys.js';
export { analyzePermissionsPolicy } from './permissions-policy.js';
export { analyzeRedirection } from './redirection.js';
export {
  PRIVATE_REFERRER_POLICIES,
  UNSAFE_REFERRER_POLICIES,
  analyzeReferrerPolicy,
} from './referrer-policy.js';
export {
  BASELINE_SCORE,
  GRADE_BANDS,
  MINIMUM_SCORE_FOR_EXTRA_CREDIT,
  PASS_TABLE,
  SCORE_TABLE,
  gradeForScore,
  scoreTests,
} from './score-table.js';
export { HEADERS_CHECKS, HEADERS_GRADES } from './types.js';
export type {
  HeaderMap,
  HeadersCheck,
  HeadersCheckResult,
  HeadersGrade,
  HeadersGrading,
  HeadersInput,
  HeadersResult,
  HeadersResultErrorKey,
  HeadersTest,
} from './types.js';
export { MAX_DATA_LENGTH } from './util.js';
export { analyzeXContentTypeOptions } from './x-content-type-options.js';
