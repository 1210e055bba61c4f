export { emailAnalysis } from './descriptor.js';
export { MAX_EMAIL_BODY_LENGTH, MAX_RAW_HEADERS_LENGTH, analyzeEmail } from './analyze.js';
export type { EmailAnalyzeOptions } from './analyze.js';
export { AUTH_VERDICTS } from './headers.js';
export {
  EMAIL_DMARC_STATES,
  EMAIL_KEYS,
  EMAIL_LINK_NETWORK_STATES,
  EMAIL_ONLINE_PARTS,
  EMAIL_SKIP_REASONS,
} from './keys.js';
export { LINK_NETWORK_LIMITS } from './link-network.js';
export type {
  EmailDmarcKey,
  EmailKey,
  EmailLinkNetworkKey,
  EmailOnlinePart,
  EmailPartKey,
  EmailSkipKey,
  EmailSkipReason,
} from './keys.js';
export { EMAIL_FINDING_CODES, EMAIL_RULES } from './rules.js';
export type { EmailFindingCode } from './rules.js';
export { ATTACHMENT_RISKS } from './types.js';
export type {
  AttachmentRisk,
  AuthVerdict,
  EmailAnalysisInput,
  EmailAnalysisResult,
  EmailAttachment,
  EmailAuthentication,
  EmailDmarcPolicy,
  EmailDmarcStatus,
  EmailFinding,
  EmailLink,
  EmailLinkNetwork,
  EmailSender,
  EmailSkippedPart,
  InputShape,
} from './types.js';
