import { DNSBL_ERROR_KEYS, DNSBL_MEANING_KEYS } from '../../data/dnsbl.js';

/**
 * Every key the ip analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `ip.`.
 */
export const IP_KEYS = [
  // Whole analysis
  'ip.error.no-answer',

  // Reverse DNS (PTR): `ptr.statusMessageKey`
  'ip.ptr-status.found',
  'ip.ptr-status.none',
  'ip.ptr-status.error',
  'ip.ptr-status.skipped',

  // Team Cymru origin: `asn.statusMessageKey`, `asn.errorKey`
  'ip.asn-status.found',
  'ip.asn-status.not-routed',
  'ip.asn-status.error',
  'ip.asn-status.skipped',
  'ip.asn-error.unreadable',

  // Blocklists: `blocklists[].statusMessageKey`
  'ip.blocklist-status.listed',
  'ip.blocklist-status.not-listed',
  'ip.blocklist-status.refused',
  'ip.blocklist-status.error',
  'ip.blocklist-status.not-applicable',
  'ip.blocklist-status.skipped',
  // Blocklists: `blocklists[].errorKey` (besides `dns-status.*` for failed lookups)
  ...DNSBL_ERROR_KEYS,
  // Blocklists: `blocklists[].meaningKeys` (what a return code means)
  ...DNSBL_MEANING_KEYS,

  // Notes: `noteKeys`
  'ip.note.embedded-ipv4',
  'ip.note.no-ptr',
  'ip.note.ptr-not-confirmed',
  'ip.note.not-routed',
  'ip.note.multiple-origins',
  'ip.note.country-is-registry',
  'ip.note.listed',
  'ip.note.policy-listing-only',
  'ip.note.blocklists-refused',
  'ip.note.ipv6-few-blocklists',
] as const satisfies readonly `ip.${string}`[];
export type IpKey = (typeof IP_KEYS)[number];
