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
export { createContext, deadlineSignal, getDefaultContext, systemClock } from './context.js';
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
  DnsStatusKey,
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

// Input helpers shared by analyses
export { MAX_DOMAIN_INPUT_LENGTH, normalizeDomainInput } from './input/domain.js';
export type { DomainInputOptions } from './input/domain.js';

// DNS port (the client arrives in net/dns/client.ts)
export { DNS_STATUSES, RR_TYPES, recordsOf } from './net/dns/types.js';
export type {
  CaaData,
  DnsAnswer,
  DnsPort,
  DnsQueryOptions,
  DnsRecord,
  DnsStatus,
  MxData,
  RRType,
  SoaData,
  SrvData,
} from './net/dns/types.js';

// URL analysis (exports listed in analyses/url/index.ts)
export {
  AGE_BANDS,
  MAX_URL_LENGTH,
  SUPPORTED_SCHEMES,
  URL_FINDING_CODES,
  URL_LIMITS,
  URL_RULES,
  analyzeUrl,
  inspectUrl,
} from './analyses/url/index.js';
export type {
  AgeBand,
  DomainAgeReport,
  RedirectHop,
  RedirectReport,
  UrlAnalysisResult,
  UrlFinding,
  UrlFindingCode,
  UrlInspection,
} from './analyses/url/index.js';

// Message analysis (exports listed in analyses/message/index.ts)
export {
  MAX_MESSAGE_LENGTH,
  MESSAGE_FINDING_CODES,
  MESSAGE_RULES,
  analyzeMessage,
} from './analyses/message/index.js';
export type {
  MessageAnalysisResult,
  MessageFinding,
  MessageFindingCode,
  MessageLink,
} from './analyses/message/index.js';
