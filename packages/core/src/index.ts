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
export { HOUR_MS, MINUTE_MS, defineAnalysis, lifetimes, pickParams, trimInput } from './define-analysis.js';
export type {
  AnalysisDescriptor,
  AnalysisFamily,
  AnalysisInput,
  AnalysisParam,
  AnalysisParamValues,
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
export { UPSTREAM_PROVIDERS } from './ports.js';
export type { UpstreamProvider } from './ports.js';
export { SEVERITIES, MAX_PARAMETER_LENGTH, makeFinding, sortFindings } from './findings.js';
export type { Finding, FindingParameters, FindingRule, ParameterValue, Severity } from './findings.js';
export { CRITICAL_MIN_IMPACT, VERDICT_BANDS, scoreFindings, verdictForScore } from './scoring.js';
export type { Score } from './scoring.js';
export {
  INPUT_ERRORS,
  NETWORK_ERRORS,
  NETWORK_UNREACHABLE,
  SKIP_REASONS,
  SOURCE_HINTS,
  VERDICTS,
  verdictKey,
} from './keys.js';
export type {
  ActionKey,
  FindingDescriptionKey,
  FindingKeys,
  FindingTitleKey,
  InputErrorCode,
  DnsStatusKey,
  HttpErrorKey,
  InputErrorKey,
  NetworkError,
  NetworkErrorKey,
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
export { DNS_STATUSES } from './net/dns/types.js';

// The service's own network health (resolver probes run before every network analysis); its
// functions and defaults are in `@secapi/core/net`.
export type { DnsblTestEntry, HealthPorts, NetworkCheckConfig, NetworkHealth } from './net/health.js';

// HTTP port
export { HTTP_ERRORS } from './net/http/types.js';
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
export type { HttpClientDefaults, HttpClientOptions } from './net/http/client.js';
export type { TestPolicyOptions } from './net/http/policy.js';
export type { TlsOpenResult, TlsPort, TlsSession } from './net/tls/types.js';
export type { DnsClientOptions } from './net/dns/client.js';
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
export { URL_KEYS, analyzeUrl } from './analyses/url/index.js';
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
export { analyzeMessage } from './analyses/message/index.js';
export type {
  MessageAnalysisResult,
  MessageFinding,
  MessageFindingCode,
  MessageLink,
} from './analyses/message/index.js';

// Email analysis (exports listed in analyses/email/index.ts)
export { analyzeEmail } from './analyses/email/index.js';
export type {
  EmailAnalysisInput,
  EmailAnalysisResult,
  EmailAnalyzeOptions,
  EmailAttachment,
  EmailAuthentication,
  EmailDmarcPolicy,
  EmailFinding,
  EmailFindingCode,
  EmailLink,
  EmailLinkNetwork,
  EmailSender,
  EmailSkippedPart,
} from './analyses/email/index.js';

// Typosquat analysis (exports listed in analyses/typosquat/index.ts)
export { analyzeTyposquat } from './analyses/typosquat/index.js';
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

// ACME issuance diagnosis (exports listed in analyses/acme/index.ts)
export {
  ACME_CHECK_IDS,
  ACME_KEYS,
  ACME_METHODS,
  ACME_PROBLEM_NAMES,
  ACME_PROBLEMS,
  ACME_RATE_LIMITS,
  ACME_SEVERITIES,
  analyzeAcme,
} from './analyses/acme/index.js';
export type {
  AcmeAddress,
  AcmeAnalysisResult,
  AcmeCaa,
  AcmeCaaRecord,
  AcmeCheck,
  AcmeDns01,
  AcmeHttpProbe,
  AcmeInput,
  AcmeKey,
  AcmeMethod,
  AcmeMethodVerdict,
  AcmeProblem,
  AcmeRateLimits,
  AcmeSeverity,
} from './analyses/acme/index.js';

// DNS records analysis (exports listed in analyses/dns/index.ts)
export { DNS_KEYS, analyzeDns } from './analyses/dns/index.js';
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
export { IP_KEYS, MAX_IP_INPUT_LENGTH, analyzeIp } from './analyses/ip/index.js';
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
export { EMAIL_AUTH_KEYS, analyzeEmailAuth } from './analyses/email-auth/index.js';
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
export { HEADERS_RESULT_KEYS, analyzeHeaders } from './analyses/headers/index.js';
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

// TLS configuration analysis (exports listed in analyses/tls/index.ts)
export {
  GRADE_RULES as TLS_GRADE_RULES,
  MAX_HOST_INPUT_LENGTH,
  TLS_ERROR_KEYS,
  TLS_GRADE_NOTE_KEYS,
  TLS_KEYS,
  TLS_NOTE_KEYS,
  analyzeTls,
  gradeTls,
} from './analyses/tls/index.js';
export type {
  CertificateSummary,
  TlsCategoryScores,
  TlsCertificate,
  TlsCipherSuite,
  TlsErrorKey,
  TlsFacts,
  TlsGrade,
  TlsGradeEffect,
  TlsGradeNoteKey,
  TlsGradeRule,
  TlsGroups,
  TlsHsts,
  TlsKey,
  TlsNegotiated,
  TlsNoteKey,
  TlsParameters,
  TlsProtocolSupport,
  TlsProtocolVersion,
  TlsResult,
  TlsRevocation,
  TlsRevocationStatus,
  TlsSuiteStrength,
} from './analyses/tls/index.js';

// Registration (RDAP) analysis
export { WHOIS_KEYS, analyzeWhois } from './analyses/whois/index.js';
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
export type { RdapBootstrap, RdapLookup, RdapSource } from './providers/rdap.js';

// Known-phishing feeds, looked up locally (exports listed in providers/phishing-feeds/index.ts)
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
export { CERTS_KEYS, analyzeCerts } from './analyses/certs/index.js';
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
export { HASH_KEYS, analyzeHash } from './analyses/hash/index.js';
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
export { fetchPwnedRange } from './analyses/pwned/index.js';
export type { PwnedRangeErrorKey, PwnedRangeResult } from './analyses/pwned/index.js';

// The brand table (its French names are shown on fr-CA pages)
export { BRANDS } from './data/brands.js';
export type { Brand } from './data/brands.js';
