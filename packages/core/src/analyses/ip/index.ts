export { ipAnalysis } from './descriptor.js';
export { analyzeIp, IP_LIMITS } from './analyze.js';
export {
  MAX_IP_INPUT_LENGTH,
  NON_PUBLIC_IPV4_RANGES,
  NON_PUBLIC_IPV6_RANGES,
  parseIpInput,
  reverseName,
} from '../../net/address.js';
export type { NonPublicKind, NonPublicRange, ParsedIp } from '../../net/address.js';
export { IP_KEYS } from './keys.js';
export { DNSBLS } from '../../data/dnsbl.js';
export type { Dnsbl } from '../../data/dnsbl.js';
export type { IpKey } from './keys.js';
export { ASN_STATUSES, BLOCKLIST_STATUSES, PTR_STATUSES } from './types.js';
export type {
  AsnReport,
  AsnStatus,
  BlocklistReport,
  BlocklistStatus,
  IpAnalysisResult,
  IpNoteKey,
  OriginAs,
  PtrReport,
  PtrStatus,
} from './types.js';
