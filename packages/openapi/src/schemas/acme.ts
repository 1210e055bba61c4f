/** check-acme (AcmeAnalysisResult of core, localized). */
import { ACME_CHECK_IDS, ACME_KEYS, ACME_METHODS, ACME_PROBLEM_NAMES, ACME_SEVERITIES } from '@secapi/core';
import {
  closed,
  count,
  enumOf,
  httpErrorKeys,
  keyAndText,
  outcome,
  prefixed,
  ref,
  skipReasonKeys,
  str,
  strOrNull,
  strings,
  type JsonSchema,
} from './common.js';

const problemKeys = ACME_PROBLEM_NAMES.map((n) => `acme.problem.${n}`);
const countOrNull: JsonSchema = { type: ['integer', 'null'], minimum: 0 };
const statusOrNull: JsonSchema = { type: ['integer', 'null'], minimum: 100, maximum: 999 };

export const ACME_SCHEMAS = {
  AcmeProblem: closed(
    {
      key: enumOf(problemKeys, false, "`acme.problem.<name>`: Let's Debug's problem name in kebab case."),
      ...keyAndText('explanation', problemKeys, false, 'the same key: what the problem is and what to do'),
      severity: enumOf(ACME_SEVERITIES, false, "Let's Debug's severity (Fatal stops the later blocks)."),
      ...keyAndText(
        'detail',
        prefixed(ACME_KEYS, 'acme.detail.'),
        false,
        'which case of the problem was met',
      ),
      methods: {
        type: 'array',
        items: enumOf(ACME_METHODS),
        description: 'The challenge methods this problem affects.',
      },
      parameters: {
        type: 'object',
        additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        description: 'Values of the texts’ placeholders (names, addresses, counts).',
      },
    },
    'One problem, worst severity first in `problems`.',
  ),
  AcmeCheck: closed(
    {
      ...keyAndText(
        'check',
        ACME_CHECK_IDS.map((c) => `acme.check.${c}`),
        false,
        "which check, in Let's Debug's block order",
      ),
      status: enumOf(['ran', 'skipped', 'failed'], false, '`failed`: attempted, no usable answer.'),
      ...keyAndText(
        'reason',
        [...prefixed(ACME_KEYS, 'acme.reason.'), ...skipReasonKeys],
        true,
        'why it was skipped or failed',
      ),
    },
    'One check of the diagnosis.',
  ),
  AcmeCaaRecord: closed({ name: str, flags: count, tag: str, value: str }, 'One CAA record.'),
  AcmeCaa: closed(
    {
      namesChecked: { ...strings, description: 'Names asked, from the name up to the registered domain.' },
      foundAt: {
        ...strOrNull,
        description: 'The name whose CAA set applies; null: none (any CA may issue).',
      },
      records: { type: 'array', items: ref('AcmeCaaRecord') },
    },
    'The CAA walk (RFC 8659).',
  ),
  AcmeHttpProbe: closed(
    {
      url: { type: 'string', description: 'The challenge URL asked first.' },
      initialStatus: statusOrNull,
      finalStatus: statusOrNull,
      finalUrl: str,
      redirects: count,
      server: strOrNull,
      ...keyAndText('error', httpErrorKeys, true, 'why the exchange ended without a usable response'),
    },
    'The http-01 probe of one address.',
  ),
  AcmeAddress: closed(
    {
      address: str,
      family: enumOf(['ipv4', 'ipv6']),
      reserved: { type: 'boolean', description: "In Let's Debug's reserved ranges: never contacted." },
      http01: { oneOf: [{ type: 'null' }, ref('AcmeHttpProbe')] },
    },
    'One A or AAAA address of the name.',
  ),
  AcmeDns01: closed(
    {
      txtName: { type: 'string', description: '`_acme-challenge.<name>`.' },
      cnameTarget: { ...strOrNull, description: 'Where a CNAME there delegates the challenge.' },
      txtRecords: strings,
    },
    'Where Let’s Encrypt looks for the dns-01 TXT record.',
  ),
  AcmeRateLimits: closed(
    {
      registeredDomain: str,
      certificatesLast7Days: countOrNull,
      limit: count,
      exactSetLast7Days: countOrNull,
      exactSetLimit: count,
      source: enumOf(['crt.sh', 'certspotter'], true, 'Which CT search answered; null: none.'),
    },
    'Let’s Encrypt certificates seen in Certificate Transparency over the last 7 days.',
  ),
  AcmeMethodVerdict: closed(
    {
      method: enumOf(ACME_METHODS),
      ...keyAndText('status', prefixed(ACME_KEYS, 'acme.method-status.'), false, 'would this method work'),
    },
    'Per method: would it work, as far as the checks tell.',
  ),
  CheckAcmeResponse: closed(
    {
      domain: { type: 'string', description: 'The name diagnosed (lower case, punycode; `*.` kept).' },
      method: enumOf(ACME_METHODS, true, 'The method asked for; null: every method.'),
      methodsChecked: { type: 'array', items: enumOf(ACME_METHODS) },
      methods: { type: 'array', items: ref('AcmeMethodVerdict') },
      problems: { type: 'array', items: ref('AcmeProblem') },
      checks: { type: 'array', items: ref('AcmeCheck') },
      caa: { oneOf: [{ type: 'null' }, ref('AcmeCaa')] },
      addresses: { type: 'array', items: ref('AcmeAddress') },
      dns01: { oneOf: [{ type: 'null' }, ref('AcmeDns01')] },
      rateLimits: { oneOf: [{ type: 'null' }, ref('AcmeRateLimits')] },
      ...keyAndText(
        'error',
        [...skipReasonKeys, ...prefixed(ACME_KEYS, 'acme.error.')],
        true,
        '`skip.offline-mode`, or `acme.error.dns-unavailable` when the registered domain could not be looked up',
      ),
      outcome,
    },
    'Localized ACME issuance diagnosis.',
  ),
} as const satisfies Record<string, JsonSchema>;
