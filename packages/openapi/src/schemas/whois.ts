/** check-whois (WhoisAnalysisResult of core, localized). */
import { WHOIS_KEYS } from '@secapi/core';

import {
  bool,
  boolOrNull,
  closed,
  count,
  enumOf,
  keyAndText,
  keysAndTexts,
  checkedAt,
  outcome,
  prefixed,
  ref,
  networkErrorKeys,
  skipReasonKeys,
  strOrNull,
  strings,
  whoisErrorKeys,
  type JsonSchema,
} from './common.js';

export const WHOIS_SCHEMAS = {
  WhoisRegistrar: closed(
    {
      name: strOrNull,
      ianaId: { type: ['string', 'null'], description: 'IANA Registrar ID, e.g. "292".' },
      url: strOrNull,
      abuseEmail: strOrNull,
      abusePhone: { type: ['string', 'null'], description: 'As published (`+1.5555551234`).' },
    },
    'The sponsoring registrar.',
  ),
  WhoisRegistrant: closed(
    {
      name: strOrNull,
      organization: strOrNull,
      country: { type: ['string', 'null'], description: 'ISO 3166 code when given, else the name.' },
      email: strOrNull,
    },
    'Registrant data that is published (null when absent or redacted).',
  ),
  WhoisDnssec: closed(
    {
      delegationSigned: boolOrNull,
      dsCount: { ...count, description: 'DS records published at the registry.' },
    },
    'DNSSEC delegation at the registry (`secureDNS`).',
  ),
  CheckWhoisResponse: closed(
    {
      domain: { type: 'string', description: 'The domain as given, normalised (ASCII, lower case).' },
      queriedDomain: { type: 'string', description: 'The registrable domain looked up.' },
      found: {
        type: ['boolean', 'null'],
        description:
          'true: registered; false: the RDAP server answered 404; null: unknown (failure, offline).',
      },
      source: enumOf(
        ['registry', 'fallback'],
        true,
        "Which RDAP server answered: the registry's own or the public fallback.",
      ),
      serverUrl: { type: ['string', 'null'], description: 'URL of the RDAP answer.' },
      registrar: ref('WhoisRegistrar'),
      createdAt: { type: ['string', 'null'], format: 'date-time' },
      expiresAt: { type: ['string', 'null'], format: 'date-time' },
      updatedAt: { type: ['string', 'null'], format: 'date-time' },
      statuses: { ...strings, description: 'EPP status codes (unknown RDAP statuses kept as sent).' },
      dnssec: ref('WhoisDnssec'),
      nameservers: strings,
      registrant: ref('WhoisRegistrant'),
      registrantRedacted: bool,
      ...keysAndTexts('note', prefixed(WHOIS_KEYS, 'whois.note.'), 'observations'),
      ...keyAndText('error', [...skipReasonKeys, ...networkErrorKeys, ...whoisErrorKeys], true),
      outcome,
      checkedAt,
    },
    'Localized registration (RDAP) analysis result.',
  ),
} as const satisfies Record<string, JsonSchema>;
