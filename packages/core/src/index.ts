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
export { OUTCOMES } from './outcome.js';
export { HOUR_MS, MINUTE_MS, defineAnalysis, lifetimes, trimInput } from './define-analysis.js';
export type {
  AnalysisDescriptor,
  AnalysisFamily,
  AnalysisInput,
  OutcomeLifetimes,
  ResultOf,
} from './define-analysis.js';
export { ANALYSES, ANALYSIS_IDS, getAnalysis, isAnalysisId } from './analyses.js';
export type {
  Analyses,
  AnalysisId,
  AnalysisMethod,
  AnalysisMethods,
  AnalysisResultOf,
  AnalysisWithMethod,
  AnyAnalysis,
  ContextualAnalysisMethods,
} from './analyses.js';
export { MAX_URL_INPUT_LENGTH } from './input/url.js';
export type { Outcome } from './outcome.js';
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

// HTTP port
export { DEFAULT_PROVIDERS, HTTP_ERRORS } from './net/http/types.js';
export type {
  AddressPolicy,
  HttpError,
  HttpErrorCode,
  HttpHop,
  HttpMethod,
  HttpPort,
  HttpRequestOptions,
  HttpResponse,
  HttpResult,
  ProviderEndpoints,
  TlsInfo,
} from './net/http/types.js';
export {
  DEFAULT_USER_AGENT,
  HTTP_CLIENT_DEFAULTS,
  createHttpClient,
  offlineHttp,
} from './net/http/client.js';
export type { HttpClientDefaults, HttpClientOptions } from './net/http/client.js';
export { canonicalIp, nonPublicReason, publicOnlyPolicy, testPolicy } from './net/http/policy.js';
export type { TestPolicyOptions } from './net/http/policy.js';
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
  DOMAIN_AGE_LIMITS,
  MAX_URL_LENGTH,
  REDIRECT_LIMITS,
  SUPPORTED_SCHEMES,
  URL_FINDING_CODES,
  URL_KEYS,
  URL_LEXICAL_CODES,
  URL_LIMITS,
  URL_RULES,
  WEB_RISK_LIMITS,
  WEB_RISK_THREAT_TYPES,
  analyzeUrl,
  applyPhishingFeeds,
  inspectUrl,
  knownPhishingFindings,
  skippedDomainAge,
  skippedRedirects,
  skippedWebRisk,
} from './analyses/url/index.js';
export type {
  AgeBand,
  DomainAgeLookup,
  DomainAgeReport,
  RedirectHop,
  RedirectReport,
  UrlAnalysisResult,
  UrlAnalyzeOptions,
  UrlFinding,
  UrlFindingCode,
  UrlInspection,
  UrlKey,
  UrlSkipKey,
  WebRiskReport,
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

// HTTP security headers analysis (exports listed in analyses/headers/index.ts)
export {
  ALL_CHECKS as HEADERS_CHECK_FUNCTIONS,
  BASELINE_SCORE as HEADERS_BASELINE_SCORE,
  GRADE_BANDS as HEADERS_GRADE_BANDS,
  HEADERS_CHECKS,
  HEADERS_ERROR_KEYS,
  HEADERS_GRADES,
  HEADERS_GRADE_NOTE_KEYS,
  HEADERS_KEYS,
  HEADERS_LIMITS,
  HEADERS_NOTE_KEYS,
  HEADERS_RESULT_KEYS,
  HSTS_LIMITS,
  MINIMUM_SCORE_FOR_EXTRA_CREDIT as HEADERS_MINIMUM_SCORE_FOR_EXTRA_CREDIT,
  PASS_TABLE as HEADERS_PASS_TABLE,
  SCORE_TABLE as HEADERS_SCORE_TABLE,
  analyzeHeaders,
  collectHeaders,
  gradeForScore as headersGradeForScore,
  gradeHeaders,
  headersInputOf,
  parseCspHeader,
  parseHsts,
  parseSetCookie,
} from './analyses/headers/index.js';
export type {
  CollectedHeaders,
  CspPolicy,
  HeaderMap,
  HeadersCheck,
  HeadersCheckResult,
  HeadersErrorKey,
  HeadersGrade,
  HeadersGradeNoteKey,
  HeadersGrading,
  HeadersKey,
  HeadersInput,
  HeadersNoteKey,
  HeadersResult,
  HeadersResultErrorKey,
  HeadersResultKey,
  HeadersTest,
  ParsedCookie,
  ParsedHsts,
} from './analyses/headers/index.js';

// Registration (RDAP) analysis
export {
  AGE_BAND_DAYS,
  REGISTRATION_CACHE_TTL_MS,
  WHOIS_KEYS,
  WHOIS_LIMITS,
  ageBandOf,
  ageKeyOf,
  analyzeWhois,
  lookupDomainAge,
  lookupRegistration,
  mapStatuses,
  parseDomainObject,
  registrableDomainOf,
} from './analyses/whois/index.js';
export type {
  RegistrationLookup,
  RegistrationRecord,
  WhoisAgeKey,
  WhoisAnalysisResult,
  WhoisDnssec,
  WhoisErrorKey,
  WhoisKey,
  WhoisNoteKey,
  WhoisRegistrant,
  WhoisRegistrar,
  WhoisSource,
} from './analyses/whois/index.js';
export {
  RDAP_LIMITS,
  findRdapBase,
  getRdapBootstrap,
  lookupRdapDomain,
  parseBootstrap,
  rdapDomainUrl,
} from './providers/rdap.js';
export type { RdapBootstrap, RdapLookup, RdapSource } from './providers/rdap.js';

// Known-phishing feeds, looked up locally (exports listed in providers/phishing-feeds/index.ts)
export {
  DEFAULT_FEED_IDS,
  FEED_DEFINITIONS,
  FEED_IDS,
  PhishingFeedStore,
  buildSnapshot,
  feedDefinition,
  parseFeed,
  parseFeedSelection,
  refreshFeed,
  snapshotBytes,
} from './providers/phishing-feeds/index.js';
export type {
  EntryKind,
  EntrySink,
  FeedDefinition,
  FeedFormat,
  FeedId,
  FeedMatch,
  FeedRefreshOutcome,
  FeedRefreshStatus,
  FeedSnapshot,
  FeedSourceStatus,
  FeedsReport,
  MatchedBy,
  ParseCounts,
  PhishingFeedLookup,
  RefreshOptions,
} from './providers/phishing-feeds/index.js';

// Certificate Transparency analysis (exports listed in analyses/certs/index.ts)
export { CERTS_KEYS, CERTS_LIMITS, CERTS_SOURCES, analyzeCerts } from './analyses/certs/index.js';
export type {
  CertificateEntry,
  CertsAttempt,
  CertsAttemptErrorKey,
  CertsKey,
  CertsNoteKey,
  CertsResult,
  CertsSource,
  CertsSubdomain,
} from './analyses/certs/index.js';

// File-hash analysis (exports listed in analyses/hash/index.ts)
export {
  HASH_ALGORITHMS,
  HASH_KEYS,
  HASH_SOURCES,
  MHR_ZONE,
  VIRUSTOTAL_LIMITS,
  analyzeHash,
  mhrName,
  parseHashInput,
} from './analyses/hash/index.js';
export type {
  VirusTotalAnalysisStats,
  HashAlgorithm,
  HashErrorKey,
  HashKey,
  HashNoteKey,
  HashResult,
  HashSource,
  MalwareHashRegistryReport,
  VirusTotalReport,
} from './analyses/hash/index.js';

// Pwned Passwords range (exports listed in analyses/pwned/index.ts)
export {
  PWNED_RANGE_LIMITS,
  fetchPwnedRange,
  parsePwnedPrefix,
  parsePwnedRangeBody,
} from './analyses/pwned/index.js';
export type { PwnedRangeErrorKey, PwnedRangeResult } from './analyses/pwned/index.js';
