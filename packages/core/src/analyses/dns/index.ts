export { dnsAnalysis } from './descriptor.js';
export { DNS_LIMITS, analyzeDns } from './analyze.js';
export { DNS_KEYS } from './keys.js';
export type { DnsKey } from './keys.js';
export { DNS_RECORD_TYPES } from './types.js';
export type {
  CaaDetails,
  DnsAnalysisResult,
  DnsNoteKey,
  DnsRecordDetails,
  DnsRecordEntry,
  DnsRecordSet,
  DnsRecordType,
  MxDetails,
  SoaDetails,
  TxtDetails,
} from './types.js';
