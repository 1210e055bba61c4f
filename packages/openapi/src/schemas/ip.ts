/** check-ip (IpAnalysisResult of core, localized). */
import { IP_KEYS } from '@secapi/core';
import { ASN_STATUSES, BLOCKLIST_STATUSES, PTR_STATUSES } from '@secapi/core/ip';

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
  strOrNull,
  strings,
  type JsonSchema,
} from './common.js';

export const IP_SCHEMAS = {
  IpPtrReport: closed(
    {
      status: enumOf(PTR_STATUSES),
      ...keyAndText(
        'statusMessage',
        PTR_STATUSES.map((x) => `ip.ptr-status.${x}`),
        false,
      ),
      dnsStatus: dnsStatus('Raw outcome of the PTR query; null when not queried.'),
      queryName: { type: 'string', description: 'The `in-addr.arpa` or `ip6.arpa` name queried.' },
      names: strings,
      confirmedNames: { ...strings, description: 'PTR names whose A/AAAA records contain the address.' },
      forwardConfirmed: boolOrNull,
      ...keyAndText('error', dnsStatusKeys, true),
    },
    'Reverse DNS (PTR) with forward confirmation.',
  ),
  IpOriginAs: closed(
    {
      asn: count,
      name: strOrNull,
      countryCode: {
        type: ['string', 'null'],
        description: 'Country of the AS registration (not geolocation).',
      },
      registry: strOrNull,
      allocatedOn: strOrNull,
    },
    'One origin autonomous system (Team Cymru).',
  ),
  IpAsnReport: closed(
    {
      status: enumOf(ASN_STATUSES),
      ...keyAndText(
        'statusMessage',
        ASN_STATUSES.map((x) => `ip.asn-status.${x}`),
        false,
      ),
      dnsStatus: dnsStatus('Raw outcome of the origin query; null when not queried.'),
      prefix: strOrNull,
      origins: { type: 'array', items: ref('IpOriginAs') },
      countryCode: strOrNull,
      registry: strOrNull,
      allocatedOn: strOrNull,
      ...keyAndText('error', [...dnsStatusKeys, ...prefixed(IP_KEYS, 'ip.asn-error.')], true),
    },
    'Origin prefix and AS (Team Cymru IP-to-ASN over DNS).',
  ),
  IpBlocklistReport: closed(
    {
      id: str,
      name: str,
      operator: str,
      zone: str,
      status: enumOf(BLOCKLIST_STATUSES),
      ...keyAndText(
        'statusMessage',
        BLOCKLIST_STATUSES.map((x) => `ip.blocklist-status.${x}`),
        false,
      ),
      listed: boolOrNull,
      codes: { ...strings, description: 'A records returned (return codes).' },
      ...keysAndTexts('meaning', prefixed(IP_KEYS, 'ip.listing.'), 'meaning of each listing code'),
      reason: { type: ['string', 'null'], description: "The list's TXT explanation when listed." },
      ...keyAndText('error', [...prefixed(IP_KEYS, 'ip.blocklist-error.'), ...dnsStatusKeys], true),
    },
    'One DNS blocklist.',
  ),
  CheckIpResponse: closed(
    {
      input: { type: 'string', description: 'The input as given (trimmed).' },
      ip: { type: 'string', description: 'The address analysed, canonical.' },
      version: enumOf([4, 6]),
      ptr: ref('IpPtrReport'),
      asn: ref('IpAsnReport'),
      blocklists: { type: 'array', items: ref('IpBlocklistReport') },
      listedCount: count,
      checkedCount: count,
      ...keysAndTexts('note', prefixed(IP_KEYS, 'ip.note.'), 'observations'),
      ...keyAndText(
        'error',
        [...skipReasonKeys, ...networkErrorKeys, ...prefixed(IP_KEYS, 'ip.error.')],
        true,
        '`skip.offline-mode`; `error.network-unreachable` when the service cannot reach the internet (its own resolver health check failed: every part skipped, nothing said about the address); or `ip.error.no-answer` when no lookup got an answer',
      ),
      outcome,
      checkedAt,
    },
    'Localized IP analysis result.',
  ),
} as const satisfies Record<string, JsonSchema>;
