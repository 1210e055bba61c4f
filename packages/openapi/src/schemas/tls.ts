/** check-tls (TlsResult of core, localized). Hand-written; held to core's types by the drift tests. */
import { TLS_ERROR_KEYS, TLS_GRADE_NOTE_KEYS, TLS_NOTE_KEYS } from '@secapi/core';
import type {
  TlsGrade,
  TlsGradeEffect,
  TlsProtocolVersion,
  TlsRevocationStatus,
  TlsSuiteStrength,
} from '@secapi/core';

import {
  bool,
  boolOrNull,
  closed,
  count,
  enumOf,
  keyAndText,
  keysAndTexts,
  literals,
  outcome,
  ref,
  skipReasonKeys,
  str,
  strOrNull,
  strings,
  type JsonSchema,
} from './common.js';

const GRADES = literals<TlsGrade>({
  'A+': true,
  A: true,
  'A-': true,
  B: true,
  C: true,
  D: true,
  E: true,
  F: true,
  T: true,
  M: true,
});
const PROTOCOLS = literals<TlsProtocolVersion>({
  SSLv2: true,
  SSLv3: true,
  TLSv1: true,
  'TLSv1.1': true,
  'TLSv1.2': true,
  'TLSv1.3': true,
});
const EFFECTS = literals<TlsGradeEffect>({
  T: true,
  M: true,
  F: true,
  'cap-B': true,
  'cap-C': true,
  warning: true,
  'no-bonus': true,
});
const STRENGTHS = literals<TlsSuiteStrength>({ insecure: true, weak: true, acceptable: true, strong: true });
const REVOCATION = literals<TlsRevocationStatus>({
  good: true,
  revoked: true,
  unknown: true,
  'not-checked': true,
});
const intOrNull: JsonSchema = { type: ['integer', 'null'] };
const percent: JsonSchema = { type: 'number', minimum: 0, maximum: 100 };

const certificateFields: Record<string, JsonSchema> = {
  subject: { type: 'string', description: 'Subject distinguished name, comma-separated RDNs.' },
  issuer: str,
  notBefore: { type: ['string', 'null'], format: 'date-time' },
  notAfter: { type: ['string', 'null'], format: 'date-time' },
  keyType: { type: 'string', description: '`rsa`, `ec`, `ed25519`, `rsa-pss`, `dsa`…' },
  keyBits: intOrNull,
  curve: { type: ['string', 'null'], description: 'Named curve of an EC key.' },
  signatureAlgorithm: {
    type: ['string', 'null'],
    description: '`sha256WithRSAEncryption`, `ecdsa-with-SHA256`…',
  },
  fingerprintSha256: str,
  serialNumber: str,
  selfSigned: bool,
  isCa: bool,
};

export const TLS_SCHEMAS = {
  TlsParameters: {
    type: 'object',
    description: 'Values interpolated into the texts.',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  },
  TlsProtocol: closed(
    {
      version: enumOf(PROTOCOLS),
      supported: {
        ...boolOrNull,
        description: 'Null when the probe failed (never counted as "not supported").',
      },
      serverPreference: { ...boolOrNull, description: 'The server imposes its suite order.' },
    },
    'Support of one protocol, probed with its own hand-built ClientHello.',
  ),
  TlsCipherSuite: closed(
    {
      protocol: enumOf(PROTOCOLS),
      name: { type: 'string', description: 'IANA name.' },
      id: { type: 'string', pattern: '^0x[0-9a-f]{4}$', description: 'IANA code point.' },
      keyExchange: { type: 'string', description: '`ECDHE`, `DHE`, `RSA`… (`ANY` for TLS 1.3).' },
      authentication: str,
      cipher: str,
      bits: count,
      mode: str,
      forwardSecrecy: bool,
      aead: bool,
      strength: enumOf(STRENGTHS),
      group: strOrNull,
      keyExchangeBits: intOrNull,
    },
    'One accepted cipher suite.',
  ),
  TlsCertificateSummary: closed(certificateFields, 'One certificate of the chain.'),
  TlsCertificate: closed(
    {
      ...certificateFields,
      sans: strings,
      trusted: {
        ...boolOrNull,
        description: "Chains to Node's roots plus NODE_EXTRA_CA_CERTS; null: undetermined.",
      },
      trustError: strOrNull,
      hostnameMatches: bool,
      chainComplete: boolOrNull,
      expired: bool,
      notYetValid: bool,
      daysRemaining: intOrNull,
      chain: { type: 'array', items: ref('TlsCertificateSummary') },
      sentChainLength: intOrNull,
    },
    'The leaf certificate and the verdicts about it.',
  ),
  TlsGradeRule: closed(
    {
      ...keyAndText('note', TLS_GRADE_NOTE_KEYS, false),
      effect: enumOf(
        EFFECTS,
        false,
        'T, M, F set the grade; cap-B / cap-C cap it; warning turns A into A-; no-bonus withholds A+.',
      ),
      parameters: { oneOf: [{ type: 'null' }, ref('TlsParameters')] },
    },
    'One rule of the rating guide in force.',
  ),
  CheckTlsResponse: closed(
    {
      host: str,
      port: { type: 'integer', enum: [443] },
      address: { type: ['string', 'null'], description: 'The address scanned.' },
      otherAddresses: strings,
      grade: enumOf(GRADES, true, 'A+ to F, T (not trusted), M (name mismatch); null when not graded.'),
      score: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
      categoryScores: {
        oneOf: [{ type: 'null' }, closed({ protocol: percent, keyExchange: percent, cipher: percent })],
      },
      ...keysAndTexts('gradeNote', TLS_GRADE_NOTE_KEYS, 'every rule of the grade in force'),
      gradeRules: { type: 'array', items: ref('TlsGradeRule') },
      ...keysAndTexts('note', TLS_NOTE_KEYS, 'observations that do not change the grade'),
      ...keyAndText('error', [...skipReasonKeys, ...TLS_ERROR_KEYS], true),
      parameters: ref('TlsParameters'),
      protocols: { type: 'array', items: ref('TlsProtocol') },
      cipherSuites: { type: 'array', items: ref('TlsCipherSuite') },
      groups: closed({ tls13: strings, ecdhe: strings }),
      negotiated: closed({ protocol: strOrNull, cipher: strOrNull, alpn: strOrNull, group: strOrNull }),
      certificate: { oneOf: [{ type: 'null' }, ref('TlsCertificate')] },
      hsts: closed({
        present: boolOrNull,
        maxAge: intOrNull,
        includeSubDomains: bool,
        preload: bool,
        valid: boolOrNull,
      }),
      revocation: closed({
        ocspStapled: bool,
        status: enumOf(REVOCATION),
        source: enumOf(['stapled', 'responder'], true),
        ocspUrl: strOrNull,
      }),
      secureRenegotiation: boolOrNull,
      compression: bool,
      connections: count,
      durationMs: count,
      outcome,
    },
    'Localized TLS configuration result (SSL Labs rating guide 2009r).',
  ),
} as const satisfies Record<string, JsonSchema>;
