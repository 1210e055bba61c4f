/** check-dns (DnsAnalysisResult of core, localized). */
import { DNS_KEYS } from '@secapi/core';
import { DNS_RECORD_TYPES } from '@secapi/core/dns';

import {
  boolOrNull,
  closed,
  count,
  dnsStatus,
  dnsStatusKeys,
  enumOf,
  keyAndText,
  keysAndTexts,
  checkedAt,
  outcome,
  prefixed,
  ref,
  networkErrorKeys,
  skipReasonKeys,
  str,
  strings,
  type JsonSchema,
} from './common.js';

export const DNS_SCHEMAS = {
  DnsMxDetails: closed({
    preference: count,
    exchange: { type: 'string', description: 'Mail server; empty for a null MX (`0 .`, RFC 7505).' },
  }),
  DnsCaaDetails: closed({
    flags: count,
    critical: { type: 'boolean', description: 'The issuer-critical flag (128) is set.' },
    tag: str,
    value: str,
  }),
  DnsSoaDetails: closed({
    mname: str,
    rname: str,
    serial: count,
    refresh: count,
    retry: count,
    expire: count,
    minimum: count,
  }),
  DnsTxtDetails: closed({
    strings: {
      ...strings,
      description: 'The character-strings of the record, in order (`value` joins them).',
    },
  }),
  DnsRecordEntry: closed(
    {
      name: { type: 'string', description: 'Owner name (the alias target when the domain is a CNAME).' },
      ttl: count,
      value: { type: 'string', description: 'Presentation value (`192.0.2.1`, `10 mx.example.com`, …).' },
      details: {
        oneOf: [
          { type: 'null' },
          ref('DnsMxDetails'),
          ref('DnsCaaDetails'),
          ref('DnsSoaDetails'),
          ref('DnsTxtDetails'),
        ],
        description: 'Structured fields of MX, CAA, SOA and TXT records; null for A, AAAA, CNAME and NS.',
      },
    },
    'One resource record.',
  ),
  DnsRecordSet: closed(
    {
      type: enumOf(DNS_RECORD_TYPES),
      status: dnsStatus('Outcome of the query; null when not queried (offline).'),
      ...keyAndText('statusMessage', dnsStatusKeys, true),
      authenticated: {
        type: 'boolean',
        description: 'The resolver validated the answer with DNSSEC (AD flag).',
      },
      records: { type: 'array', items: ref('DnsRecordEntry') },
    },
    'The records of one type.',
  ),
  DnsRecordSets: closed(
    Object.fromEntries(DNS_RECORD_TYPES.map((t) => [t, ref('DnsRecordSet')])),
    'One set per record type, always all eight.',
  ),
  CheckDnsResponse: closed(
    {
      domain: { type: 'string', description: 'The domain queried: ASCII (punycode), lower case.' },
      unicodeDomain: str,
      exists: {
        type: ['boolean', 'null'],
        description: 'false: NXDOMAIN; null: no query got an answer (or offline).',
      },
      dnssecValidated: boolOrNull,
      recordSets: ref('DnsRecordSets'),
      caaDomain: {
        type: ['string', 'null'],
        description: 'The name whose CAA records govern certificate issuance (the domain or a parent).',
      },
      ...keysAndTexts('note', prefixed(DNS_KEYS, 'dns.note.'), 'observations'),
      ...keyAndText(
        'error',
        [...skipReasonKeys, ...networkErrorKeys, ...prefixed(DNS_KEYS, 'dns.error.')],
        true,
        '`skip.offline-mode`; `error.network-unreachable` when the service cannot reach the internet (its own resolver health check failed: nothing is said about the domain); or `dns.error.no-answer` when no query got an answer',
      ),
      outcome,
      checkedAt,
    },
    'Localized DNS records analysis result.',
  ),
} as const satisfies Record<string, JsonSchema>;
