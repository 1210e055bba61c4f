import type { Outcome } from '../../outcome.js';
import type { DnsStatusKey, NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { DnsStatus } from '../../net/dns/types.js';
import type { DnsKey } from './keys.js';

/** The record types `check-dns` queries, in the order of the result. */
export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'CAA', 'SOA'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

export interface MxDetails {
  readonly preference: number;
  /** Mail server name; '' for a null MX (`0 .`, RFC 7505). */
  readonly exchange: string;
}
export interface CaaDetails {
  readonly flags: number;
  /** True when the issuer-critical flag (128) is set. */
  readonly critical: boolean;
  readonly tag: string;
  readonly value: string;
}
export interface SoaDetails {
  readonly mname: string;
  readonly rname: string;
  readonly serial: number;
  readonly refresh: number;
  readonly retry: number;
  readonly expire: number;
  readonly minimum: number;
}
export interface TxtDetails {
  /** The record's character-strings, in order (`value` is their concatenation). */
  readonly strings: readonly string[];
}

/** Structured fields of MX, CAA, SOA and TXT records; null for A, AAAA, CNAME and NS. */
export type DnsRecordDetails = MxDetails | CaaDetails | SoaDetails | TxtDetails;

export interface DnsRecordEntry {
  /** Owner name (lower case, no trailing dot): the target's name when the domain is an alias. */
  readonly name: string;
  readonly ttl: number;
  /** Presentation value: `192.0.2.1`, `10 mx.example.com`, `0 issue "letsencrypt.org"`, the joined TXT text, … */
  readonly value: string;
  readonly details: DnsRecordDetails | null;
}

export interface DnsRecordSet {
  readonly type: DnsRecordType;
  /** Outcome of the query (`ok`, `nodata`, `nxdomain`, `servfail`, `timeout`…); null when not queried. */
  readonly status: DnsStatus | null;
  /** `dns-status.<status>`; null when not queried. */
  readonly statusMessageKey: DnsStatusKey | null;
  /** The resolver validated this answer with DNSSEC (AD flag). */
  readonly authenticated: boolean;
  /** Records of this type (CNAMEs followed to reach them are in the CNAME set). */
  readonly records: readonly DnsRecordEntry[];
}

export type DnsNoteKey = Extract<DnsKey, `dns.note.${string}`>;

export interface DnsAnalysisResult {
  /** How far the analysis got (`dnsOutcome` in analyze.ts, `outcome.ts`). */
  readonly outcome: Outcome;
  /** The domain queried, ASCII (punycode for IDNs), lower case, no trailing dot. */
  readonly domain: string;
  /** The same domain in Unicode (equal to `domain` when not an IDN). */
  readonly unicodeDomain: string;
  /**
   * true when any query got NOERROR; false when the name does not exist (NXDOMAIN, no query got
   * NOERROR); null when no query got an answer (or offline).
   */
  readonly exists: boolean | null;
  /** true when every answer carried the AD flag, false when one did not, null when no answer. */
  readonly dnssecValidated: boolean | null;
  /** One set per type, always all eight keys. */
  readonly recordSets: Readonly<Record<DnsRecordType, DnsRecordSet>>;
  /** The name whose CAA records govern certificate issuance (the domain or a parent); null when none. */
  readonly caaDomain: string | null;
  readonly noteKeys: readonly DnsNoteKey[];
  /**
   * `skip.offline-mode`, `error.network-unreachable` (the service's resolver health check failed:
   * nothing is said about the domain), `dns.error.no-answer` (no query got an answer), or null.
   */
  readonly errorKey: SkipReasonKey | NetworkErrorKey | Extract<DnsKey, `dns.error.${string}`> | null;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
