import type { Outcome } from '../../outcome.js';
/** Result shape of the typosquat analysis (`analyzeTyposquat`); see docs/typosquat.md. */
import type { DnsStatus } from '../../net/dns/types.js';
import type { DnsStatusKey, NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { Fuzzer, FuzzerNameKey, TyposquatErrorKey, TyposquatNoteKey, UnknownReasonKey } from './keys.js';
import type { Plausibility } from './variants.js';

export type StoppedBy = 'budget' | 'deadline';

/** A variant that exists in DNS with at least one NS, A, AAAA or MX record. */
export interface RegisteredVariant {
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly fuzzers: readonly Fuzzer[];
  readonly fuzzerNameKeys: readonly FuzzerNameKey[];
  readonly plausibility: Plausibility;
  /** NS host names (lower case, no trailing dot), as answered. */
  readonly nameServers: readonly string[];
  readonly ipv4Addresses: readonly string[];
  readonly ipv6Addresses: readonly string[];
  /** MX host names, lowest preference first. */
  readonly mailServers: readonly string[];
  /** False when the budget or deadline cut the A/AAAA/MX look-ups of this variant short. */
  readonly detailsComplete: boolean;
}

/** A variant whose status could not be told (never counted as registered). */
export interface UnknownVariant {
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly fuzzers: readonly Fuzzer[];
  readonly fuzzerNameKeys: readonly FuzzerNameKey[];
  readonly plausibility: Plausibility;
  /** The failing DNS status; null when the look-ups were cut short by the budget or deadline. */
  readonly status: DnsStatus | null;
  readonly statusMessageKey: DnsStatusKey | null;
  readonly reasonKey: UnknownReasonKey;
}

export interface OutcomeCounts {
  /** NS/A/AAAA/MX found. */
  readonly registered: number;
  /** NXDOMAIN. */
  readonly unregistered: number;
  /** The name exists (NOERROR) but has no NS, A, AAAA or MX record: not counted as registered. */
  readonly noRecords: number;
  /** SERVFAIL, REFUSED, timeout, malformed, error, or look-ups cut short. */
  readonly unknown: number;
}

export interface FuzzerCount {
  readonly fuzzer: Fuzzer;
  readonly fuzzerNameKey: FuzzerNameKey;
  /** Variants this fuzzer produced (a variant produced by two fuzzers counts for both). */
  readonly generated: number;
  readonly checked: number;
  readonly registered: number;
}

export interface TyposquatResult {
  /** How far the analysis got (`typosquatOutcome` in analyze.ts, `outcome.ts`). */
  readonly outcome: Outcome;
  /** The input, normalised to ASCII (punycode). */
  readonly domain: string;
  readonly unicodeDomain: string;
  /** The registrable domain whose label is fuzzed; null for a bare public suffix. */
  readonly registrableDomain: string | null;
  readonly variantsGenerated: number;
  /** Variants with an outcome (registered, unregistered, no records or unknown). */
  readonly variantsChecked: number;
  readonly queriesSent: number;
  readonly queryBudget: number;
  /** Why checking stopped before every variant was checked; null when it did not. */
  readonly stoppedBy: StoppedBy | null;
  readonly counts: OutcomeCounts;
  /** Every registered variant, in checking order (most plausible first). */
  readonly registered: readonly RegisteredVariant[];
  /** The first unknown variants (at most `TYPOSQUAT_LIMITS.maxUnknownListed`); `counts.unknown` has them all. */
  readonly unknown: readonly UnknownVariant[];
  /** One entry per fuzzer, in `FUZZERS` order. */
  readonly fuzzerCounts: readonly FuzzerCount[];
  /**
   * `skip.offline-mode`; `error.network-unreachable` (the service's resolver health check failed:
   * nothing queried, nothing said); `typosquat.error.no-registrable-domain`;
   * `typosquat.error.dns-unavailable` (no checked variant got a usable answer);
   * `typosquat.error.most-lookups-failed` (more than half did not: outcome `partial`); or null.
   */
  readonly errorKey: SkipReasonKey | NetworkErrorKey | TyposquatErrorKey | null;
  readonly noteKeys: readonly TyposquatNoteKey[];
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
