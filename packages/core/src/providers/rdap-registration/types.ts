/** The registration data of a domain as read from its RDAP domain object (RFC 9083). */
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
