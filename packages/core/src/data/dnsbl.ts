/**
 * DNS blocklists (DNSBLs) of IP addresses queried by the ip analysis (`check-ip`), as data.
 *
 * Query convention (RFC 5782): the address' octets (IPv4) or 32 nibbles (IPv6) in reverse order,
 * then the list's zone, type A. NXDOMAIN means "not listed"; an answer in 127.0.0.0/8 means
 * "listed", its value (the return code) telling which sub-list. Answers outside 127.0.0.0/8,
 * 127.0.0.1 (the RFC 5782 "never listed" test value) and anything in 127.255.255.0/24 (operator
 * error codes, Spamhaus' convention) are never read as listings.
 *
 * Sources: Spamhaus zone and return-code documentation (docs.spamhaus.com, "Spamhaus ZEN"; error
 * codes on spamhaus.com "help for Spamhaus projects legacy blocklist users"), each operator's
 * usage page, RFC 5782. Compiled by hand for secapi; see packages/core/docs/ip.md.
 *
 * Retired lists are kept out on purpose: SORBS (`dnsbl.sorbs.net`) was decommissioned by
 * Proofpoint on 2024-06-05 and its servers no longer answer; `cbl.abuseat.org` is folded into
 * Spamhaus XBL (already in ZEN). A zone of a retired list can be re-registered by anyone and
 * then "list" every address, so retired lists must not be queried.
 */
/**
 * What a blocklist's answer can mean (`blocklists[].meaningKeys` of the ip analysis). Owned here,
 * with the lists that use them; the ip analysis' key list includes them.
 */
export const DNSBL_MEANING_KEYS = [
  'ip.listing.listed',
  'ip.listing.unknown-code',
  'ip.listing.spamhaus-sbl',
  'ip.listing.spamhaus-css',
  'ip.listing.spamhaus-drop',
  'ip.listing.spamhaus-xbl',
  'ip.listing.spamhaus-pbl-isp',
  'ip.listing.spamhaus-pbl-spamhaus',
  'ip.listing.spamhaus-bcl',
  'ip.listing.spamrats-dyna',
  'ip.listing.spamrats-noptr',
  'ip.listing.spamrats-spam',
  'ip.listing.spamrats-auth',
] as const;

/** Operator error codes of a blocklist (`blocklists[].errorKey`), never listings. */
export const DNSBL_ERROR_KEYS = [
  'ip.blocklist-error.public-resolver',
  'ip.blocklist-error.query-volume',
  'ip.blocklist-error.zone-typo',
  'ip.blocklist-error.operator-error',
  'ip.blocklist-error.unexpected-answer',
  'ip.blocklist-error.test-entry-not-listed',
] as const;

export type DnsblMeaningKey = (typeof DNSBL_MEANING_KEYS)[number];
export type DnsblErrorKey = (typeof DNSBL_ERROR_KEYS)[number];

export interface Dnsbl {
  /** Stable identifier, kebab-case. */
  readonly id: string;
  /** Display name (a proper noun, not translated). */
  readonly name: string;
  readonly operator: string;
  /** DNS zone appended to the reversed address. */
  readonly zone: string;
  /** The list publishes IPv6 listings (nibble format). Lists without are `not-applicable` for IPv6. */
  readonly ipv6: boolean;
  /** Return codes with a documented meaning; any other listing code gets `ip.listing.unknown-code`. */
  readonly codes: Readonly<Record<string, DnsblMeaningKey>>;
  /** Answers that are the operator's error codes, never listings (besides 127.255.255.0/24). */
  readonly errorCodes: Readonly<Record<string, DnsblErrorKey>>;
}

/** Listing meanings that are policy (end-user or dynamic ranges), not evidence of abuse. */
export const DNSBL_POLICY_MEANINGS: readonly DnsblMeaningKey[] = [
  'ip.listing.spamhaus-pbl-isp',
  'ip.listing.spamhaus-pbl-spamhaus',
  'ip.listing.spamrats-dyna',
  'ip.listing.spamrats-noptr',
];

/** Any answer starting with this is an operator error code (Spamhaus' convention), never a listing. */
export const DNSBL_ERROR_PREFIX = '127.255.255.';

const SPAMHAUS_ERRORS: Readonly<Record<string, DnsblErrorKey>> = {
  '127.255.255.252': 'ip.blocklist-error.zone-typo',
  '127.255.255.254': 'ip.blocklist-error.public-resolver',
  '127.255.255.255': 'ip.blocklist-error.query-volume',
};

const LISTED: Readonly<Record<string, DnsblMeaningKey>> = { '127.0.0.2': 'ip.listing.listed' };

export const DNSBLS: readonly Dnsbl[] = [
  {
    id: 'spamhaus-zen',
    name: 'Spamhaus ZEN',
    operator: 'Spamhaus',
    zone: 'zen.spamhaus.org',
    ipv6: true,
    codes: {
      '127.0.0.2': 'ip.listing.spamhaus-sbl',
      '127.0.0.3': 'ip.listing.spamhaus-css',
      '127.0.0.4': 'ip.listing.spamhaus-xbl',
      '127.0.0.5': 'ip.listing.spamhaus-xbl',
      '127.0.0.6': 'ip.listing.spamhaus-xbl',
      '127.0.0.7': 'ip.listing.spamhaus-xbl',
      '127.0.0.9': 'ip.listing.spamhaus-drop',
      '127.0.0.10': 'ip.listing.spamhaus-pbl-isp',
      '127.0.0.11': 'ip.listing.spamhaus-pbl-spamhaus',
      '127.0.0.30': 'ip.listing.spamhaus-bcl',
    },
    errorCodes: SPAMHAUS_ERRORS,
  },
  {
    id: 'spamcop',
    name: 'SpamCop',
    operator: 'Cisco Talos',
    zone: 'bl.spamcop.net',
    ipv6: false,
    codes: LISTED,
    errorCodes: {},
  },
  {
    id: 'barracuda',
    name: 'Barracuda Reputation Block List',
    operator: 'Barracuda Networks',
    zone: 'b.barracudacentral.org',
    ipv6: false,
    codes: LISTED,
    errorCodes: {},
  },
  {
    id: 'psbl',
    name: 'Passive Spam Block List (PSBL)',
    operator: 'surriel.com',
    zone: 'psbl.surriel.com',
    ipv6: false,
    codes: LISTED,
    errorCodes: {},
  },
  {
    id: 'mailspike',
    name: 'Mailspike',
    operator: 'Mailspike',
    zone: 'bl.mailspike.net',
    ipv6: false,
    codes: LISTED,
    errorCodes: {},
  },
  {
    id: 'uceprotect-1',
    name: 'UCEPROTECT Level 1',
    operator: 'UCEPROTECT',
    zone: 'dnsbl-1.uceprotect.net',
    ipv6: false,
    codes: LISTED,
    errorCodes: {},
  },
  {
    id: 'nixspam',
    name: 'NiX Spam',
    operator: 'Heise / manitu',
    zone: 'ix.dnsbl.manitu.net',
    ipv6: false,
    codes: LISTED,
    errorCodes: {},
  },
  {
    id: 'spamrats',
    name: 'SpamRATS',
    operator: 'SpamRATS',
    zone: 'all.spamrats.com',
    ipv6: false,
    codes: {
      '127.0.0.36': 'ip.listing.spamrats-dyna',
      '127.0.0.37': 'ip.listing.spamrats-noptr',
      '127.0.0.38': 'ip.listing.spamrats-spam',
      '127.0.0.43': 'ip.listing.spamrats-auth',
    },
    errorCodes: {},
  },
];
