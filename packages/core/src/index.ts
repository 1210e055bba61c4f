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
  HttpErrorKey,
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

// DNS port
export { DNS_STATUSES, RR_TYPES, recordsOf } from './net/dns/types.js';
export { DNS_CLIENT_DEFAULTS, createDnsClient, normalizeDnsName, offlineDns } from './net/dns/client.js';
export type { DnsClientOptions } from './net/dns/client.js';
export { DEFAULT_DNS_SERVERS, parseDnsEndpoint, parseDnsServers } from './net/dns/servers.js';
export type { DnsEndpoint } from './net/dns/servers.js';
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

// Typosquat analysis (exports listed in analyses/typosquat/index.ts)
export {
  COMMON_SWAP_TLDS,
  FUZZERS,
  PLAUSIBILITIES,
  TYPOSQUAT_LIMITS,
  TYPOSQUAT_SWAP_TLDS,
  TYPOSQUAT_WORDS,
  analyzeTyposquat,
  generateVariants,
  isValidVariantName,
} from './analyses/typosquat/index.js';
export type {
  Fuzzer,
  FuzzerCount,
  FuzzerNameKey,
  OutcomeCounts,
  Plausibility,
  RegisteredVariant,
  StoppedBy,
  TyposquatOptions,
  TyposquatResult,
  TyposquatVariant,
  UnknownVariant,
  VariantOptions,
} from './analyses/typosquat/index.js';

// DNS records analysis (exports listed in analyses/dns/index.ts)
export { DNS_KEYS, DNS_LIMITS, DNS_RECORD_TYPES, analyzeDns } from './analyses/dns/index.js';
export type {
  CaaDetails,
  DnsAnalysisResult,
  DnsKey,
  DnsNoteKey,
  DnsRecordDetails,
  DnsRecordEntry,
  DnsRecordSet,
  DnsRecordType,
  MxDetails,
  SoaDetails,
  TxtDetails,
} from './analyses/dns/index.js';

// IP analysis (exports listed in analyses/ip/index.ts)
export {
  ASN_STATUSES,
  BLOCKLIST_STATUSES,
  IP_KEYS,
  IP_LIMITS,
  MAX_IP_INPUT_LENGTH,
  NON_PUBLIC_IPV4_RANGES,
  NON_PUBLIC_IPV6_RANGES,
  PTR_STATUSES,
  analyzeIp,
  parseIpInput,
  reverseName,
} from './analyses/ip/index.js';
export type {
  AsnReport,
  AsnStatus,
  BlocklistReport,
  BlocklistStatus,
  IpAnalysisResult,
  IpKey,
  IpNoteKey,
  NonPublicKind,
  NonPublicRange,
  OriginAs,
  ParsedIp,
  PtrReport,
  PtrStatus,
} from './analyses/ip/index.js';

// Email authentication analysis (exports listed in analyses/email-auth/index.ts)
export {
  A_PLUS_MIN_SCORE,
  DKIM_LIMITS,
  DMARC_LIMITS,
  EMAIL_AUTH_KEYS,
  GRADE_BANDS as EMAIL_AUTH_GRADE_BANDS,
  GRADE_TABLE as EMAIL_AUTH_GRADE_TABLE,
  SPF_LIMITS,
  SPF_MECHANISMS,
  analyzeEmailAuth,
  dkimKeyBits,
  expandDomainMacros,
  gradeEmailAuth,
  isSpfRecord,
  parseSpf,
} from './analyses/email-auth/index.js';
export type {
  BimiReport,
  DkimKey,
  DkimKeyStatus,
  DkimReport,
  DkimResult,
  DmarcEnforcement,
  DmarcPolicy,
  DmarcReport,
  DmarcReportUri,
  DmarcTags,
  DnssecReport as EmailAuthDnssecReport,
  EmailAuthGrade,
  EmailAuthGradeStatus,
  EmailAuthIssue,
  EmailAuthKey,
  EmailAuthResult,
  IssueParameters as EmailAuthIssueParameters,
  IssueSeverity as EmailAuthIssueSeverity,
  MtaStsPolicy,
  MtaStsReport,
  MxReport as EmailAuthMxReport,
  MxResult as EmailAuthMxResult,
  ParsedSpf,
  RecordResult as EmailAuthRecordResult,
  SpfAll,
  SpfMechanism,
  SpfMechanismName,
  SpfModifier,
  SpfNode,
  SpfNodeStatus,
  SpfOutcome,
  SpfQualifier,
  SpfReport,
  SpfResult,
  SpfTerm,
  TlsRptReport,
} from './analyses/email-auth/index.js';
