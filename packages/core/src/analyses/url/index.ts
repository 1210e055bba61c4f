export { urlAnalysis } from './descriptor.js';
export { analyzeUrl } from './analyze.js';
export type { UrlAnalyzeOptions } from './analyze.js';
export { DOMAIN_AGE_LIMITS, skippedDomainAge } from './domain-age.js';
export type { DomainAgeLookup } from './domain-age.js';
export { applyPhishingFeeds, knownPhishingFindings, urlOutcome } from './known-phishing.js';
export { MAX_URL_LENGTH, SUPPORTED_SCHEMES, URL_LIMITS, inspectUrl } from '../../lexical/inspect.js';
export type { UrlInspection } from '../../lexical/inspect.js';
export { URL_KEYS } from './keys.js';
export type { UrlKey, UrlSkipKey } from './keys.js';
export { REDIRECT_LIMITS, skippedRedirects } from './redirects.js';
export { URL_FINDING_CODES, URL_LEXICAL_CODES, URL_RULES } from './rules.js';
export type { UrlFindingCode } from './rules.js';
export { AGE_BANDS } from './types.js';
export type {
  AgeBand,
  DomainAgeReport,
  RedirectHop,
  RedirectReport,
  UrlAnalysisResult,
  UrlFinding,
  WebRiskReport,
} from './types.js';
export { WEB_RISK_LIMITS, WEB_RISK_THREAT_TYPES, skippedWebRisk } from './web-risk.js';
