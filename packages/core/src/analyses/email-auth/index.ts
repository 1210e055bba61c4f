export { emailAuthAnalysis } from './descriptor.js';
export { analyzeEmailAuth } from './analyze.js';
export { DKIM_LIMITS, dkimKeyBits } from './dkim.js';
export { DMARC_LIMITS, organizationalDomain } from './dmarc.js';
export { A_PLUS_MIN_SCORE, GRADE_BANDS, GRADE_TABLE, gradeEmailAuth } from './grade.js';
export { EMAIL_AUTH_KEYS } from './keys.js';
export type { EmailAuthKey } from './keys.js';
export { SPF_LIMITS } from './limited-resolver.js';
export { SPF_MECHANISMS, expandDomainMacros, isSpfRecord, parseSpf } from './spf.js';
export type { ParsedSpf, SpfMechanism, SpfMechanismName, SpfModifier, SpfTerm } from './spf.js';
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
  DnssecReport,
  EmailAuthGrade,
  EmailAuthGradeStatus,
  EmailAuthIssue,
  EmailAuthResult,
  IssueParameters,
  IssueSeverity,
  MtaStsPolicy,
  MtaStsReport,
  MxReport,
  MxResult,
  RecordResult,
  SpfAll,
  SpfNode,
  SpfNodeStatus,
  SpfOutcome,
  SpfQualifier,
  SpfReport,
  SpfResult,
  TlsRptReport,
} from './types.js';
