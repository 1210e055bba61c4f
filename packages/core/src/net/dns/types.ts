/**
 * The DNS port: every name core resolves goes through one `DnsPort`, injected in the
 * `AnalysisContext`. A query never throws: whatever happens (NXDOMAIN, SERVFAIL, a timeout, garbage
 * on the wire, the deadline) comes back as a `status`, so analyses can report it honestly.
 */
import type { UpstreamProvider } from '../../ports.js';

export const RR_TYPES = [
  'A',
  'AAAA',
  'CNAME',
  'MX',
  'TXT',
  'NS',
  'CAA',
  'SOA',
  'PTR',
  'SRV',
  'DS',
  'DNSKEY',
] as const;
export type RRType = (typeof RR_TYPES)[number];

/**
 * - `ok`: NOERROR with at least one record of the asked type (after following CNAMEs in the answer);
 * - `nodata`: NOERROR, the name exists, but no record of that type;
 * - `nxdomain`: the name does not exist (RCODE 3 with the zone's SOA in the authority section,
 *   RFC 2308; the real client reads a bare NXDOMAIN, without that SOA, as `malformed`);
 * - `servfail` (RCODE 2), `refused` (RCODE 5): the resolver could not or would not answer;
 * - `timeout`: no answer from any resolver in time, or the deadline passed;
 * - `malformed`: a reply that could not be parsed, did not match the question, or an NXDOMAIN
 *   without the SOA that proves it (what captive or broken resolvers answer for every name);
 * - `error`: any other failure (other RCODEs, network errors).
 */
export const DNS_STATUSES = [
  'ok',
  'nodata',
  'nxdomain',
  'servfail',
  'refused',
  'timeout',
  'malformed',
  'error',
] as const;
export type DnsStatus = (typeof DNS_STATUSES)[number];

export interface MxData {
  readonly preference: number;
  readonly exchange: string;
}
export interface CaaData {
  readonly flags: number;
  readonly tag: string;
  readonly value: string;
}
export interface SoaData {
  readonly mname: string;
  readonly rname: string;
  readonly serial: number;
  readonly refresh: number;
  readonly retry: number;
  readonly expire: number;
  readonly minimum: number;
}
export interface SrvData {
  readonly priority: number;
  readonly weight: number;
  readonly port: number;
  readonly target: string;
}

interface RecordBase {
  /** Owner name, lower case, no trailing dot. */
  readonly name: string;
  readonly ttl: number;
}

/**
 * One resource record of the answer section. Names are lower case without a trailing dot.
 * (One union member per type, so `Extract<DnsRecord, { type: 'A' }>` and `recordsOf(answer, 'NS')`
 * resolve to the member instead of `never`.)
 */
export type DnsRecord =
  | (RecordBase & { readonly type: 'A'; readonly data: string })
  | (RecordBase & { readonly type: 'AAAA'; readonly data: string })
  | (RecordBase & { readonly type: 'CNAME'; readonly data: string })
  | (RecordBase & { readonly type: 'NS'; readonly data: string })
  | (RecordBase & { readonly type: 'PTR'; readonly data: string })
  | (RecordBase & { readonly type: 'MX'; readonly data: MxData })
  /** TXT: the character-strings of one record, in order (join them with '' for SPF/DMARC/DKIM). */
  | (RecordBase & { readonly type: 'TXT'; readonly data: readonly string[] })
  | (RecordBase & { readonly type: 'CAA'; readonly data: CaaData })
  | (RecordBase & { readonly type: 'SOA'; readonly data: SoaData })
  | (RecordBase & { readonly type: 'SRV'; readonly data: SrvData })
  /** DS / DNSKEY: presentation form of the RDATA, e.g. "257 3 13 base64…". */
  | (RecordBase & { readonly type: 'DS'; readonly data: string })
  | (RecordBase & { readonly type: 'DNSKEY'; readonly data: string });

export interface DnsAnswer {
  /** The name asked, lower case, no trailing dot. */
  readonly name: string;
  readonly type: RRType;
  readonly status: DnsStatus;
  /** Answer-section records, CNAMEs included (filter by `type`); empty unless status is `ok`/`nodata`. */
  readonly records: readonly DnsRecord[];
  /** The resolver set the AD flag: the answer was DNSSEC-validated by it. */
  readonly authenticated: boolean;
  /** `ip:port` (or DoH URL) of the resolver that answered; null when none did. */
  readonly resolver: string | null;
  /** True when the answer came from the cache. */
  readonly cached: boolean;
}

export interface DnsQueryOptions {
  /** The analysis deadline; an aborted query resolves with status `timeout`. */
  readonly signal?: AbortSignal;
  /**
   * Whose data the query asks for (`resolver` for plain resolution, `dnsbl`, `team-cymru`, see
   * `UPSTREAM_PROVIDERS` in ports.ts): for counting only, it changes nothing of the query.
   */
  readonly provider?: UpstreamProvider;
}

export interface DnsPort {
  /** Resolves `name` (IDNs must already be punycode) for `type`. Never rejects. */
  query(name: string, type: RRType, options?: DnsQueryOptions): Promise<DnsAnswer>;
}

/** Records of one type from an answer (typed). */
export function recordsOf<T extends DnsRecord['type']>(
  answer: DnsAnswer,
  type: T,
): Extract<DnsRecord, { type: T }>[] {
  return answer.records.filter((r): r is Extract<DnsRecord, { type: T }> => r.type === type);
}
