/**
 * @module @secapi/core
 * Framework-free security analyses with injected I/O. Results carry localisation keys, never prose;
 * `@secapi/i18n` turns them into en-CA / fr-CA text.
 *
 * @example
 * ```ts
 * import { analyzeUrl } from '@secapi/core';
 * const result = await analyzeUrl('http://paypa1.com.secure-login.example.top/verify');
 * console.log(result.verdictKey, result.confidenceScore);
 * ```
 */
export { InputError, isInputError } from './errors.js';
export type { InputErrorParams } from './errors.js';
export {
  createContext,
  deadlineSignal,
  getDefaultContext,
  systemClock,
} from './context.js';
export type { AnalysisContext, AnalyzeOptions, CachePort, Clock, ContextOptions } from './context.js';
export { MemoryCache } from './memory-cache.js';
export { SEVERITIES, MAX_PARAMETER_LENGTH, makeFinding, sortFindings } from './findings.js';
export type { Finding, FindingParameters, FindingRule, ParameterValue, Severity } from './findings.js';
export { CRITICAL_MIN_IMPACT, VERDICT_BANDS, scoreFindings, verdictForScore } from './scoring.js';
export type { Score } from './scoring.js';
export { INPUT_ERRORS, SKIP_REASONS, SOURCE_HINTS, VERDICTS, verdictKey } from './keys.js';
export type {
  ActionKey,
  FindingDescriptionKey,
  FindingKeys,
  FindingTitleKey,
  InputErrorCode,
  InputErrorKey,
  SkipReason,
  SkipReasonKey,
  SourceHint,
  SourceHintKey,
  SummaryKey,
  Verdict,
  VerdictKey,
} from './keys.js';
export { FINDING_CODES, VERDICT_ANALYSES, listResultKeys } from './all-keys.js';
export type { FindingCode, ResultKey, VerdictAnalysis } from './all-keys.js';

// URL analysis
export { URL_FINDING_CODES, URL_RULES } from './analyses/url/rules.js';
export type { UrlFindingCode } from './analyses/url/rules.js';
export { AGE_BANDS } from './analyses/url/types.js';
export type {
  AgeBand,
  DomainAgeReport,
  RedirectHop,
  RedirectReport,
  UrlAnalysisResult,
  UrlFinding,
} from './analyses/url/types.js';

// Message analysis
export { MESSAGE_FINDING_CODES, MESSAGE_RULES } from './analyses/message/rules.js';
export type { MessageFindingCode } from './analyses/message/rules.js';
export type { MessageAnalysisResult, MessageFinding, MessageLink } from './analyses/message/types.js';
