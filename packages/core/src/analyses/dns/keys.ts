/**
 * Every key the dns analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `dns.`.
 */
export const DNS_KEYS = [
  // Whole analysis: `errorKey`
  'dns.error.no-answer',
  // Notes: `noteKeys`
  'dns.note.not-found',
  'dns.note.alias',
  'dns.note.cname-at-apex',
  'dns.note.no-address',
  'dns.note.no-ipv6',
  'dns.note.no-mx',
  'dns.note.null-mx',
  'dns.note.no-caa',
  'dns.note.caa-inherited',
  'dns.note.single-nameserver',
  'dns.note.lookups-failed',
] as const satisfies readonly `dns.${string}`[];
export type DnsKey = (typeof DNS_KEYS)[number];
