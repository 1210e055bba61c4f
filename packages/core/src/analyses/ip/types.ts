import type { Outcome } from '../../outcome.js';
import type { DnsStatusKey, NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { DnsStatus } from '../../net/dns/types.js';
import type { IpKey } from './keys.js';

/** Outcome of the reverse-DNS lookup. */
export const PTR_STATUSES = ['found', 'none', 'error', 'skipped'] as const;
export type PtrStatus = (typeof PTR_STATUSES)[number];

export interface PtrReport {
  /** `found`: PTR names; `none`: NXDOMAIN/NODATA; `error`: the lookup failed; `skipped`: offline. */
  readonly status: PtrStatus;
  readonly statusMessageKey: `ip.ptr-status.${PtrStatus}`;
  /** Raw outcome of the PTR query; null when not queried. */
  readonly dnsStatus: DnsStatus | null;
  /** `….in-addr.arpa` or `….ip6.arpa` name queried. */
  readonly queryName: string;
  /** PTR targets, lower case, no trailing dot (at most `IP_LIMITS.maxPtrNames`). */
  readonly names: readonly string[];
  /** The names whose A (IPv4) / AAAA (IPv6) records contain the address (forward-confirmed). */
  readonly confirmedNames: readonly string[];
  /**
   * FCrDNS: true when at least one name is forward-confirmed, false when every name was looked up
   * and none points back to the address, null when there is no name or a forward lookup failed.
   */
  readonly forwardConfirmed: boolean | null;
  /** `dns-status.*` when the PTR lookup failed, else null. */
  readonly errorKey: DnsStatusKey | null;
}

export const ASN_STATUSES = ['found', 'not-routed', 'error', 'skipped'] as const;
export type AsnStatus = (typeof ASN_STATUSES)[number];

/** One origin autonomous system of the prefix (Team Cymru `AS<n>.asn.cymru.com`). */
export interface OriginAs {
  readonly asn: number;
  /** AS name as registered (`ORG-NAME - Description, CC`), clipped; null when unknown. */
  readonly name: string | null;
  /** Country of the AS registration at the RIR (not geolocation). */
  readonly countryCode: string | null;
  readonly registry: string | null;
  readonly allocatedOn: string | null;
}

export interface AsnReport {
  /** `found`: a routed prefix; `not-routed`: no BGP origin; `error`: lookup failed/unreadable; `skipped`: offline. */
  readonly status: AsnStatus;
  readonly statusMessageKey: `ip.asn-status.${AsnStatus}`;
  readonly dnsStatus: DnsStatus | null;
  /** Most specific announced prefix containing the address, e.g. `216.90.108.0/24`. */
  readonly prefix: string | null;
  /** Origin ASes (several when the prefix has multiple origins, MOAS). */
  readonly origins: readonly OriginAs[];
  /** ISO 3166 code of the prefix' registration at the RIR (not where the address is used). */
  readonly countryCode: string | null;
  /** arin, ripencc, apnic, lacnic, afrinic. */
  readonly registry: string | null;
  /** Allocation date at the RIR, `YYYY-MM-DD`. */
  readonly allocatedOn: string | null;
  /** `dns-status.*` when the lookup failed, `ip.asn-error.unreadable` when no answer could be read. */
  readonly errorKey: DnsStatusKey | Extract<IpKey, `ip.asn-error.${string}`> | null;
}

export const BLOCKLIST_STATUSES = [
  'listed',
  'not-listed',
  'refused',
  'error',
  'not-applicable',
  'skipped',
] as const;
export type BlocklistStatus = (typeof BLOCKLIST_STATUSES)[number];

export interface BlocklistReport {
  /** Identifier of the list in `data/dnsbl.ts`. */
  readonly id: string;
  readonly name: string;
  readonly operator: string;
  readonly zone: string;
  /**
   * `listed` / `not-listed`: the list answered; `refused`: the operator returned an error code
   * (e.g. Spamhaus refuses public resolvers), so the address was NOT checked; `error`: lookup
   * failed or answered outside 127.0.0.0/8, or the list did not list its own test entry
   * 127.0.0.2 (`ip.blocklist-error.test-entry-not-listed`: not asked); `not-applicable`: IPv6 on
   * an IPv4-only list; `skipped`: offline or the service's network is unreachable.
   */
  readonly status: BlocklistStatus;
  readonly statusMessageKey: `ip.blocklist-status.${BlocklistStatus}`;
  /** true only for `listed`, false only for `not-listed`, null otherwise. */
  readonly listed: boolean | null;
  /** A records returned (return codes), sorted. */
  readonly codes: readonly string[];
  /** Meaning of each listing code (deduplicated); empty unless listed. */
  readonly meaningKeys: readonly Extract<IpKey, `ip.listing.${string}`>[];
  /** The list's TXT explanation when listed (clipped, control characters removed), else null. */
  readonly reason: string | null;
  /** Why the list could not be read: `ip.blocklist-error.*` or `dns-status.*`; null otherwise. */
  readonly errorKey: Extract<IpKey, `ip.blocklist-error.${string}`> | DnsStatusKey | null;
}

export type IpNoteKey = Extract<IpKey, `ip.note.${string}`>;

export interface IpAnalysisResult {
  /** How far the analysis got (`ipOutcome` in analyze.ts, `outcome.ts`). */
  readonly outcome: Outcome;
  /** The input as given (trimmed). */
  readonly input: string;
  /** The address analysed, canonical (dotted decimal, or RFC 5952 for IPv6). */
  readonly ip: string;
  readonly version: 4 | 6;
  readonly ptr: PtrReport;
  readonly asn: AsnReport;
  readonly blocklists: readonly BlocklistReport[];
  /** Lists that answered `listed`. */
  readonly listedCount: number;
  /** Lists that gave a usable answer (`listed` or `not-listed`). */
  readonly checkedCount: number;
  readonly noteKeys: readonly IpNoteKey[];
  /**
   * `skip.offline-mode`, `error.network-unreachable` (the service's resolver health check failed:
   * every part is `skipped`, nothing is said about the address), `ip.error.no-answer` (no lookup
   * got an answer), or null.
   */
  readonly errorKey: SkipReasonKey | NetworkErrorKey | Extract<IpKey, `ip.error.${string}`> | null;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
