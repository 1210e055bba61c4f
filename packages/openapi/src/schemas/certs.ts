/** check-certs (CertsResult of core, localized). */
import { CERTS_KEYS } from '@secapi/core';
import { CERTS_SOURCES } from '@secapi/core/certs';

import {
  bool,
  closed,
  count,
  enumOf,
  httpErrorKeys,
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

export const CERTS_SCHEMAS = {
  CertsSubdomain: closed({ name: str, wildcard: bool }, 'A name seen in Certificate Transparency.'),
  CertsCertificate: closed(
    {
      id: { type: 'string', description: 'crt.sh id or Cert Spotter issuance id.' },
      link: { type: ['string', 'null'], description: 'Page describing the certificate (crt.sh only).' },
      issuerName: strOrNull,
      commonName: strOrNull,
      names: strings,
      notBefore: { type: ['string', 'null'], format: 'date-time' },
      notAfter: { type: ['string', 'null'], format: 'date-time' },
      serialNumber: strOrNull,
    },
    'One certificate (or precertificate) of the sample.',
  ),
  CertsAttempt: closed(
    {
      provider: enumOf(CERTS_SOURCES),
      httpStatus: { type: ['integer', 'null'], description: 'Null when no answer came.' },
      ok: bool,
      ...keyAndText(
        'error',
        [
          ...CERTS_KEYS.filter((k) => k.startsWith('certs.error.') && k !== 'certs.error.all-sources-failed'),
          ...httpErrorKeys,
        ],
        true,
      ),
      parameters: {
        oneOf: [{ type: 'null' }, { type: 'object', additionalProperties: { type: 'integer' } }],
        description: '`{ status }` for `certs.error.upstream-status`; null otherwise.',
      },
    },
    'One request to a Certificate Transparency source.',
  ),
  CheckCertsResponse: closed(
    {
      domain: { type: 'string', description: 'ASCII (punycode), lower case.' },
      unicodeDomain: str,
      source: enumOf(CERTS_SOURCES, true, 'Which source answered; null when none did (or offline).'),
      subdomains: { type: 'array', items: ref('CertsSubdomain') },
      subdomainCount: count,
      truncated: bool,
      certificates: { type: 'array', items: ref('CertsCertificate') },
      certificateCount: count,
      attempts: { type: 'array', items: ref('CertsAttempt') },
      ...keysAndTexts('note', prefixed(CERTS_KEYS, 'certs.note.'), 'observations'),
      ...keyAndText(
        'error',
        [...skipReasonKeys, ...networkErrorKeys, 'certs.error.all-sources-failed'],
        true,
      ),
      outcome,
      checkedAt,
    },
    'Localized Certificate Transparency analysis result.',
  ),
} as const satisfies Record<string, JsonSchema>;
