export { analyzeUrl } from './analyze.js';
export { MAX_URL_LENGTH, SUPPORTED_SCHEMES, URL_LIMITS, inspectUrl } from './inspect.js';
export type { UrlInspection } from './inspect.js';
export { URL_FINDING_CODES, URL_RULES } from './rules.js';
export type { UrlFindingCode } from './rules.js';
export { AGE_BANDS } from './types.js';
export type {
  AgeBand,
  DomainAgeReport,
  RedirectHop,
  RedirectReport,
  UrlAnalysisResult,
  UrlFinding,
} from './types.js';
