import type { Outcome } from '../../outcome.js';
import type { NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { WhoisKey } from './keys.js';

export type WhoisNoteKey = Extract<WhoisKey, `whois.note.${string}`>;
export type WhoisErrorKey = Extract<WhoisKey, `whois.error.${string}`>;
export type WhoisAgeKey = Extract<WhoisKey, `whois.age.${string}`>;

export type {
  RegistrationRecord,
  WhoisDnssec,
  WhoisRegistrant,
  WhoisRegistrar,
  WhoisSource,
} from '../../providers/rdap-registration/types.js';
import type {
  WhoisDnssec,
  WhoisRegistrant,
  WhoisRegistrar,
  WhoisSource,
} from '../../providers/rdap-registration/types.js';

export interface WhoisAnalysisResult {
  /** How far the analysis got (`whoisOutcome` in analyze.ts, `outcome.ts`). */
  readonly outcome: Outcome;
  /** The domain as given, normalised: ASCII (punycode), lower case, no trailing dot. */
  readonly domain: string;
  /** The registrable domain actually looked up (Public Suffix List, ICANN section). */
  readonly queriedDomain: string;
  /** true: registered (the server returned it); false: the server answered 404; null: unknown. */
  readonly found: boolean | null;
  /** Which server answered (null when none did, or offline). */
  readonly source: WhoisSource | null;
  /** URL of the RDAP answer (after redirects); null when none. */
  readonly serverUrl: string | null;
  readonly registrar: WhoisRegistrar;
  /**
   * ISO 8601 (UTC) of the RDAP event `registration`.
   * @format date-time
   */
  readonly createdAt: string | null;
  /**
   * ISO 8601 (UTC) of the RDAP event `expiration`.
   * @format date-time
   */
  readonly expiresAt: string | null;
  /**
   * ISO 8601 (UTC) of the RDAP event `last changed`.
   * @format date-time
   */
  readonly updatedAt: string | null;
  /** EPP status codes (`clientTransferProhibited`, `ok`…); unknown RDAP statuses kept as sent. */
  readonly statuses: readonly string[];
  readonly dnssec: WhoisDnssec;
  /** Name servers at the registry, lower case, no trailing dot. */
  readonly nameservers: readonly string[];
  /** Registrant data that is published (null fields when absent or redacted). */
  readonly registrant: WhoisRegistrant;
  /** The registry marks registrant data as redacted (RFC 9537, or placeholder values). */
  readonly registrantRedacted: boolean;
  readonly noteKeys: readonly WhoisNoteKey[];
  /** `skip.offline-mode`, `error.network-unreachable` (nothing said about the domain), `whois.error.*`, or null. */
  readonly errorKey: SkipReasonKey | NetworkErrorKey | WhoisErrorKey | null;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
