import type { Outcome } from '../../outcome.js';
import type { SkipReasonKey } from '../../keys.js';
import type { WhoisKey } from './keys.js';

export type WhoisNoteKey = Extract<WhoisKey, `whois.note.${string}`>;
export type WhoisErrorKey = Extract<WhoisKey, `whois.error.${string}`>;
export type WhoisAgeKey = Extract<WhoisKey, `whois.age.${string}`>;

/** Which server answered: the registry's own RDAP server (from the IANA bootstrap) or the fallback. */
export type WhoisSource = 'registry' | 'fallback';

export interface WhoisRegistrar {
  /** The registrar's name (vCard `fn`, else `org`). */
  readonly name: string | null;
  /** IANA Registrar ID (`publicIds` type "IANA Registrar ID"), e.g. "292". */
  readonly ianaId: string | null;
  /** The registrar's web site (vCard `url`). */
  readonly url: string | null;
  /** Abuse contact (the registrar's `abuse` entity, or the domain's). */
  readonly abuseEmail: string | null;
  /** Abuse phone, as published (`+1.5555551234`). */
  readonly abusePhone: string | null;
}

export interface WhoisRegistrant {
  readonly name: string | null;
  readonly organization: string | null;
  /** Country as published: an ISO 3166 code (`CA`) when given, else the country name. */
  readonly country: string | null;
  readonly email: string | null;
}

export interface WhoisDnssec {
  /** `secureDNS.delegationSigned`; null when the registry does not say. */
  readonly delegationSigned: boolean | null;
  /** DS records published at the registry (`secureDNS.dsData`). */
  readonly dsCount: number;
}

/** The registration data of one domain, parsed from its RDAP domain object. */
export interface RegistrationRecord {
  readonly registrar: WhoisRegistrar;
  readonly createdAt: string | null;
  readonly expiresAt: string | null;
  readonly updatedAt: string | null;
  readonly statuses: readonly string[];
  readonly dnssec: WhoisDnssec;
  readonly nameservers: readonly string[];
  readonly registrant: WhoisRegistrant;
  readonly registrantRedacted: boolean;
}

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
  /** ISO 8601 (UTC) of the RDAP events `registration`, `expiration`, `last changed`. */
  readonly createdAt: string | null;
  readonly expiresAt: string | null;
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
  readonly errorKey: SkipReasonKey | WhoisErrorKey | null;
}
