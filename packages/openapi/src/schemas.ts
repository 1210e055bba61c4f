/**
 * The ONE schemas module: JSON Schemas (2020-12) of request bodies and of the *localized* response
 * bodies, i.e. what `localize(result, lang)` of `@secapi/i18n` makes of a core result: each `xKey`
 * field keeps its key and gains a text field `x` beside it (null when the key is null).
 *
 * Enumerations come from core's runtime lists (verdicts, severities, finding codes…), and results are
 * `additionalProperties: false`, so any drift between core, i18n and this contract fails a test.
 * These objects become `components.schemas` of the OpenAPI document and are compiled by ajv as they
 * are; references use `#/components/schemas/<Name>`.
 */
import {
  CERTS_KEYS,
  DNS_KEYS,
  DNS_STATUSES,
  EMAIL_AUTH_KEYS,
  HASH_KEYS,
  HEADERS_RESULT_KEYS,
  HTTP_ERRORS,
  OUTCOMES,
  IP_KEYS,
  SEVERITIES,
  SKIP_REASONS,
  SOURCE_HINTS,
  URL_KEYS,
  VERDICTS,
  WHOIS_KEYS,
  listResultKeys,
  type DkimKeyStatus,
  type DkimResult,
  type DmarcEnforcement,
  type DmarcPolicy,
  type EmailAuthGrade,
  type EmailAuthGradeStatus,
  type EmailAuthIssueSeverity,
  type EmailAuthMxResult,
  type EmailAuthRecordResult,
  type SpfNodeStatus,
  type SpfOutcome,
  type SpfQualifier,
  type SpfResult,
  type StoppedBy,
} from '@secapi/core';
import { CERTS_SOURCES } from '@secapi/core/certs';
import { DNS_RECORD_TYPES } from '@secapi/core/dns';
import { HASH_ALGORITHMS, HASH_SOURCES } from '@secapi/core/hash';
import {
  HEADERS_CHECKS,
  HEADERS_ERROR_KEYS,
  HEADERS_GRADES,
  HEADERS_GRADE_NOTE_KEYS,
  HEADERS_NOTE_KEYS,
} from '@secapi/core/headers';
import { ASN_STATUSES, BLOCKLIST_STATUSES, PTR_STATUSES } from '@secapi/core/ip';
import { FUZZERS, PLAUSIBILITIES } from '@secapi/core/typosquat';
import { AGE_BANDS } from '@secapi/core/url';

export type JsonSchema = Readonly<Record<string, unknown>>;

/** Maximum lengths of inputs (spec section 8). */
export const MAX_LENGTHS = Object.freeze({
  url: 2048,
  message: 20_000,
  emailBody: 20_000,
  rawHeaders: 20_000,
  host: 255,
});

/** Length caps of the FeedbackEntry fields (not shown in the spec; decided here). */
export const FEEDBACK_MAX_LENGTHS = Object.freeze({
  analysisType: 64,
  subject: 2048,
  /** `-2147483648` is 11 characters. */
  score: 11,
  verdict: 64,
  feedback: 64,
  comment: 2000,
  timestamp: 64,
});

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const str: JsonSchema = { type: 'string' };
const strOrNull: JsonSchema = { type: ['string', 'null'] };
const bool: JsonSchema = { type: 'boolean' };
const score: JsonSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 100,
  description: 'Confidence (0–100) that the input is a threat.',
};

/** An object with every listed property required and nothing else allowed. */
function closed(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

const keys = (): string[] => listResultKeys();
const keysWith = (prefix: string, suffix = ''): string[] =>
  keys().filter((k) => k.startsWith(prefix) && k.endsWith(suffix));

const outcome = enumOf(
  OUTCOMES,
  false,
  'How far the analysis got, decided by core: `complete` (every check answered), `partial` (some checks could not run; what is stated holds), `failed` (nothing is stated about the target).',
);

const verdictKeys = VERDICTS.map((v) => `verdict.${v}`);
const skipReasonKeys = SKIP_REASONS.map((s) => `skip.${s}`);
const sourceHintKeys = SOURCE_HINTS.map((s) => `source.${s}`);

function keyAndText(
  base: string,
  allowed: readonly string[] | null,
  nullable: boolean,
  description?: string,
): Record<string, JsonSchema> {
  const keySchema: Record<string, unknown> = { type: nullable ? ['string', 'null'] : 'string' };
  if (allowed !== null) keySchema.enum = nullable ? [...allowed, null] : [...allowed];
  keySchema.description = `Localization key (never translated)${description === undefined ? '' : `: ${description}`}.`;
  return {
    [`${base}Key`]: keySchema,
    [base]: {
      type: nullable ? ['string', 'null'] : 'string',
      description: `Localized text of \`${base}Key\`.`,
    },
  };
}

/** `xKeys` (an array of keys) and the array `xs` of their texts that `localize` adds beside it. */
function keysAndTexts(
  base: string,
  allowed: readonly string[],
  description: string,
): Record<string, JsonSchema> {
  return {
    [`${base}Keys`]: {
      type: 'array',
      items: { type: 'string', enum: [...allowed] },
      description: `Localization keys (never translated): ${description}.`,
    },
    [`${base}s`]: {
      type: 'array',
      items: { type: 'string' },
      description: `Localized texts of \`${base}Keys\`, in the same order.`,
    },
  };
}

/**
 * The members of a string union of core, listed once here: the explicit type argument makes a
 * missing member (added in core) or an extra one a compile error, so the enum cannot drift.
 * @example literals<SpfQualifier>({ '+': true, '-': true, '~': true, '?': true })
 */
function literals<T extends string>(members: Record<T, true>): T[] {
  return Object.keys(members) as T[];
}

const count: JsonSchema = { type: 'integer', minimum: 0 };
const strings: JsonSchema = { type: 'array', items: str };
const stringsOrNull: JsonSchema = { type: ['array', 'null'], items: str };
const boolOrNull: JsonSchema = { type: ['boolean', 'null'] };
function enumOf(values: readonly (string | number)[], nullable = false, description?: string): JsonSchema {
  const types = [
    ...new Set(values.map((v) => (typeof v === 'number' ? 'integer' : 'string'))),
    ...(nullable ? ['null'] : []),
  ];
  return {
    type: types.length === 1 ? types[0] : types,
    enum: nullable ? [...values, null] : [...values],
    ...(description === undefined ? {} : { description }),
  };
}
const dnsStatus = (description: string): JsonSchema => enumOf(DNS_STATUSES, true, description);
const dnsStatusKeys = DNS_STATUSES.map((s) => `dns-status.${s}`);
const typosquatFuzzerKeys = FUZZERS.map((f) => `typosquat.fuzzer.${f}`);
const prefixed = (list: readonly string[], prefix: string): string[] =>
  list.filter((k) => k.startsWith(prefix));

// ---- HTTP-family keys (check-url's network parts, check-whois, -certs, -hash, -headers)
const httpErrorKeys = HTTP_ERRORS.map((e) => `http-error.${e}`);
const whoisErrorKeys = prefixed(WHOIS_KEYS, 'whois.error.');
const VIRUSTOTAL_STATS = closed({
  malicious: count,
  suspicious: count,
  undetected: count,
  harmless: count,
  timeout: count,
  confirmedTimeout: count,
  failure: count,
  typeUnsupported: count,
});

// ---- check-email-auth: runtime lists of core's unions (compile-time exhaustive, see `literals`)
const SPF_RESULTS = literals<SpfResult>({
  'pass-config': true,
  permerror: true,
  temperror: true,
  none: true,
});
const SPF_QUALIFIERS = literals<SpfQualifier>({ '+': true, '-': true, '~': true, '?': true });
const SPF_OUTCOMES = literals<SpfOutcome>({ pass: true, fail: true, softfail: true, neutral: true });
const SPF_NODE_STATUSES = literals<SpfNodeStatus>({
  ok: true,
  none: true,
  permerror: true,
  temperror: true,
  'not-followed': true,
});
const RECORD_RESULTS = literals<EmailAuthRecordResult>({
  valid: true,
  invalid: true,
  none: true,
  temperror: true,
});
const DMARC_POLICIES = literals<DmarcPolicy>({ none: true, quarantine: true, reject: true });
const DMARC_ENFORCEMENTS = literals<DmarcEnforcement>({
  full: true,
  partial: true,
  testing: true,
  none: true,
});
const DKIM_RESULTS = literals<DkimResult>({
  found: true,
  weak: true,
  revoked: true,
  'not-found': true,
  temperror: true,
});
const DKIM_KEY_STATUSES = literals<DkimKeyStatus>({ valid: true, weak: true, revoked: true, invalid: true });
const MX_RESULTS = literals<EmailAuthMxResult>({
  ok: true,
  'null-mx': true,
  none: true,
  invalid: true,
  temperror: true,
});
const ISSUE_SEVERITIES = literals<EmailAuthIssueSeverity>({ error: true, warning: true, info: true });
const EMAIL_AUTH_GRADES = literals<EmailAuthGrade>({
  'A+': true,
  A: true,
  B: true,
  C: true,
  D: true,
  F: true,
});
const EMAIL_AUTH_GRADE_STATUSES = literals<EmailAuthGradeStatus>({
  final: true,
  provisional: true,
  unknown: true,
  'not-graded': true,
});
const STOPPED_BY = literals<StoppedBy>({ budget: true, deadline: true });

/** Keys of an email-auth issue's `messageKey`: every email-auth key that is not a result, error, grade or note key. */
const emailAuthIssueKeys = EMAIL_AUTH_KEYS.filter(
  (k) => !/^email-auth\.(error|grade|note|result)\./.test(k) && !/^email-auth\.[a-z-]+\.result\./.test(k),
);

function findingSchema(analysis: 'url' | 'message'): JsonSchema {
  return closed(
    {
      code: {
        type: 'string',
        enum: keysWith(`finding.${analysis}-`, '.title').map((k) =>
          k.slice('finding.'.length, -'.title'.length),
        ),
        description: 'Stable code of the finding; titleKey and descriptionKey are derived from it.',
      },
      ...keyAndText('title', keysWith(`finding.${analysis}-`, '.title'), false),
      ...keyAndText('description', keysWith(`finding.${analysis}-`, '.description'), false),
      severity: { type: 'string', enum: [...SEVERITIES] },
      scoreImpact: {
        type: 'integer',
        description: 'Points this finding adds to confidenceScore (negative = reassuring).',
      },
      parameters: {
        oneOf: [{ type: 'null' }, ref('FindingParameters')],
        description: 'Values interpolated into the texts; null when none.',
      },
      ...keyAndText('sourceHint', sourceHintKeys, true, 'where the evidence came from'),
    },
    'One piece of evidence.',
  );
}

function verdictFields(analysis: 'url' | 'message'): Record<string, JsonSchema> {
  return {
    confidenceScore: score,
    ...keyAndText('verdict', verdictKeys, false),
    ...keyAndText('summary', keysWith(`${analysis}.summary.`), false),
    ...keyAndText('recommendedAction', keysWith(`${analysis}.action.`), false),
    isInconclusive: {
      type: 'boolean',
      description: 'True when parts that could have raised the verdict were skipped or failed.',
    },
  };
}

const SCHEMA_DEFINITIONS = {
  // ---- request bodies (spec section 2): every property may be null or absent in the schema; the
  // endpoint says which are required.
  CheckUrlApiRequest: {
    type: 'object',
    properties: {
      url: { type: ['string', 'null'], maxLength: MAX_LENGTHS.url, description: 'URL to analyse.' },
    },
  },
  CheckEmailApiRequest: {
    type: 'object',
    properties: {
      emailBody: {
        type: ['string', 'null'],
        maxLength: MAX_LENGTHS.emailBody,
        description: 'Required by the endpoint.',
      },
      rawHeaders: { type: ['string', 'null'], maxLength: MAX_LENGTHS.rawHeaders, description: 'Optional.' },
    },
  },
  CheckMessageApiRequest: {
    type: 'object',
    properties: {
      message: {
        type: ['string', 'null'],
        maxLength: MAX_LENGTHS.message,
        description: 'The text message; never stored, cached or logged.',
      },
    },
  },
  FeedbackEntry: {
    type: 'object',
    description:
      'Feedback on one analysis result. POST /api/feedback requires analysisType, feedback and timestamp; the other fields are optional. Unknown properties are ignored (never stored).',
    properties: {
      analysisType: {
        type: 'string',
        maxLength: FEEDBACK_MAX_LENGTHS.analysisType,
        description: 'Which analysis the feedback is about, e.g. `url`, `message`, `dns`.',
      },
      subject: {
        type: ['string', 'null'],
        maxLength: FEEDBACK_MAX_LENGTHS.subject,
        description: 'What was analysed (a URL, a domain…), if the person chose to send it.',
      },
      score: {
        description:
          'The confidence score shown; a 32-bit integer, or a string of one (`"-12"`), stored as an integer. Out of the int32 range: 400.',
        oneOf: [
          { type: 'integer', format: 'int32' },
          { type: 'string', maxLength: FEEDBACK_MAX_LENGTHS.score, pattern: '^-?(0|[1-9]\\d*)$' },
        ],
      },
      verdict: {
        type: 'string',
        maxLength: FEEDBACK_MAX_LENGTHS.verdict,
        description: 'The verdict shown, e.g. `verdict.suspicious`.',
      },
      feedback: {
        type: 'string',
        maxLength: FEEDBACK_MAX_LENGTHS.feedback,
        description: 'The opinion, e.g. `correct`, `false-positive`, `false-negative`.',
      },
      comment: {
        type: ['string', 'null'],
        maxLength: FEEDBACK_MAX_LENGTHS.comment,
        description: 'Free text from the person; stored, never logged.',
      },
      timestamp: {
        type: 'string',
        format: 'date-time',
        maxLength: FEEDBACK_MAX_LENGTHS.timestamp,
        description: 'When the feedback was given (RFC 3339 / ISO 8601 date-time with a time zone).',
      },
    },
  },
  HeroBeacon: {
    type: 'object',
    description: 'Declared by the spec; no endpoint uses it yet.',
    properties: { outcome: strOrNull, route: strOrNull },
    required: ['outcome', 'route'],
  },

  // ---- responses
  FeedbackResponse: closed(
    {
      id: {
        type: 'string',
        format: 'uuid',
        description:
          'Random identifier of the stored entry (not a counter: it reveals nothing about volume).',
      },
      stored: {
        type: 'boolean',
        const: true,
        description: 'Always true: the entry was committed before the answer.',
      },
    },
    '200 body of POST /api/feedback.',
  ),
  PwnedRangeResponse: {
    type: 'string',
    description:
      '`text/plain` body of GET /api/pwned-range: `SUFFIX:COUNT` lines (35 upper-case hex characters, a colon, a count of at least 1) separated by CRLF, no trailing line break; empty when no leaked hash starts with the prefix.',
    pattern: '^(?:[0-9A-F]{35}:[1-9][0-9]*(?:\\r\\n[0-9A-F]{35}:[1-9][0-9]*)*)?$',
  },
  ErrorResponse: closed(
    { error: { type: 'string', description: 'Localized, human-readable message.' } },
    'Error body of 400, 404, 405, 500, 501 and 502.',
  ),
  FindingParameters: {
    type: 'object',
    description: 'Evidence values (strings truncated to 200 characters).',
    additionalProperties: {
      oneOf: [
        { type: 'string' },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'array', items: { type: 'string' } },
      ],
    },
  },
  UrlFinding: findingSchema('url'),
  RedirectHop: closed(
    {
      url: str,
      status: {
        type: ['integer', 'null'],
        description:
          'HTTP status of this hop; null when no response came (blocked by policy, DNS failure, timeout…).',
      },
      location: strOrNull,
      host: str,
      address: { type: ['string', 'null'], description: 'IP address actually connected to.' },
    },
    'One hop of the redirect chain.',
  ),
  RedirectReport: closed(
    {
      wasAttempted: bool,
      wasSuccessful: bool,
      wasBlockedByPolicy: bool,
      hops: { type: 'array', items: ref('RedirectHop') },
      finalUrl: { type: ['string', 'null'], description: 'Null when not attempted.' },
      finalHost: strOrNull,
      hitMaxHops: bool,
      unresolvable: bool,
      containsHttpsToHttpDowngrade: bool,
      ...keyAndText('errorMessage', httpErrorKeys, true, 'why the chain did not end in a response'),
      ...keyAndText('skipReason', skipReasonKeys, true),
    },
    'Redirects followed from the URL.',
  ),
  DomainAgeReport: closed(
    {
      wasAttempted: bool,
      wasSuccessful: bool,
      lookedUpDomain: { type: ['string', 'null'], description: 'Null for IP hosts and non-web schemes.' },
      registeredAt: { type: ['string', 'null'], format: 'date-time' },
      ageInDays: { type: ['integer', 'null'], minimum: 0 },
      ageBand: { type: ['string', 'null'], enum: [...AGE_BANDS, null] },
      ...keyAndText(
        'humanReadableAge',
        prefixed(WHOIS_KEYS, 'whois.age.'),
        true,
        'the age in words; null until the age is known',
      ),
      ...keyAndText(
        'errorMessage',
        [...whoisErrorKeys, ...prefixed(URL_KEYS, 'url.error.domain-age-')],
        true,
        'why the RDAP lookup gave no registration date',
      ),
      ...keyAndText('skipReason', skipReasonKeys, true),
    },
    'Registration age of the registrable domain (RDAP).',
  ),
  WebRiskReport: closed(
    {
      wasAttempted: bool,
      wasSuccessful: { type: 'boolean', description: 'Every lookup made got a usable answer.' },
      threatTypes: {
        ...strings,
        description:
          'Google Web Risk threat types of the lists the URL or its final URL is on (`MALWARE`, `SOCIAL_ENGINEERING`, `UNWANTED_SOFTWARE`); empty when not listed.',
      },
      ...keyAndText(
        'errorMessage',
        [...httpErrorKeys, ...prefixed(URL_KEYS, 'url.error.web-risk-')],
        true,
        'why a lookup failed',
      ),
      ...keyAndText(
        'skipReason',
        [...skipReasonKeys, ...prefixed(URL_KEYS, 'url.skip.')],
        true,
        '`url.skip.no-web-risk-key` when the operator configured no key',
      ),
    },
    'Google Web Risk lookup of the URL and of the final URL of its redirects (only with an operator key).',
  ),
  CheckUrlResponse: closed(
    {
      input: { type: 'string', description: 'The URL as submitted.' },
      normalizedUrl: str,
      analyzedHost: { type: 'string', description: 'Empty for data: and javascript: URLs.' },
      registrableDomain: {
        type: ['string', 'null'],
        description: 'Null for IP addresses and hostless URLs.',
      },
      ...verdictFields('url'),
      findings: { type: 'array', items: ref('UrlFinding') },
      redirects: ref('RedirectReport'),
      domainAge: ref('DomainAgeReport'),
      webRisk: ref('WebRiskReport'),
      feeds: ref('FeedsReport'),
      outcome,
    },
    'Localized URL analysis result.',
  ),
  FeedsReport: {
    ...closed(
      {
        checked: {
          type: 'boolean',
          description: 'At least one configured feed had a copy loaded, so the URL was looked up in it.',
        },
        updatedAt: {
          type: ['string', 'null'],
          format: 'date-time',
          description:
            'Download time of the OLDEST copy in use (every loaded feed is at least this fresh); null when none has loaded.',
        },
        entries: { type: 'integer', minimum: 0, description: 'Entries over every loaded copy.' },
        sources: {
          type: 'array',
          items: closed(
            {
              id: {
                type: 'string',
                description: 'Feed id (`openphish`, `phishing-database-links`, `metamask`…).',
              },
              name: str,
              updatedAt: { type: ['string', 'null'], format: 'date-time' },
              entries: { type: 'integer', minimum: 0 },
            },
            'One configured feed and the copy in use.',
          ),
        },
      },
      'How fresh the public known-phishing feeds were when the URL was looked up in them, locally (nothing about the URL is sent anywhere). Null when the server keeps no feeds (offline mode, `SECAPI_PHISHING_FEEDS=off`).',
    ),
    type: ['object', 'null'],
  },
  MessageFinding: findingSchema('message'),
  MessageLink: closed(
    {
      text: { type: 'string', maxLength: 200, description: 'The link as written (truncated).' },
      normalizedUrl: strOrNull,
      host: strOrNull,
      confidenceScore: score,
      ...keyAndText('verdict', verdictKeys, false),
    },
    'A link found in the message, with the lexical URL verdict.',
  ),
  CheckMessageResponse: closed(
    {
      ...verdictFields('message'),
      findings: { type: 'array', items: ref('MessageFinding') },
      links: { type: 'array', items: ref('MessageLink') },
      characterCount: {
        type: 'integer',
        minimum: 0,
        description: 'Length of the message (the message itself is never returned, stored or logged).',
      },
      languagesDetected: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['en', 'fr'] } },
      outcome,
    },
    'Localized message analysis result.',
  ),

  // ---- check-dns (DnsAnalysisResult of core)
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
        [...skipReasonKeys, ...prefixed(DNS_KEYS, 'dns.error.')],
        true,
        '`skip.offline-mode`, or `dns.error.no-answer` when no query got an answer',
      ),
      outcome,
    },
    'Localized DNS records analysis result.',
  ),

  // ---- check-ip (IpAnalysisResult of core)
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
        [...skipReasonKeys, ...prefixed(IP_KEYS, 'ip.error.')],
        true,
        '`skip.offline-mode`, or `ip.error.no-answer` when no lookup got an answer',
      ),
      outcome,
    },
    'Localized IP analysis result.',
  ),

  // ---- check-email-auth (EmailAuthResult of core)
  EmailAuthParameters: {
    type: 'object',
    description: 'Values interpolated into the texts.',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  },
  EmailAuthIssue: closed(
    {
      severity: enumOf(ISSUE_SEVERITIES),
      ...keyAndText('message', emailAuthIssueKeys, false),
      parameters: { oneOf: [{ type: 'null' }, ref('EmailAuthParameters')] },
      domain: { type: ['string', 'null'], description: 'The DNS name the issue is about.' },
    },
    'One finding about a record.',
  ),
  EmailAuthSpfAll: closed({
    qualifier: enumOf(SPF_QUALIFIERS, true),
    outcome: enumOf(SPF_OUTCOMES),
    source: enumOf(['record', 'redirect', 'default']),
    domain: strOrNull,
  }),
  EmailAuthSpfNode: closed(
    {
      domain: str,
      via: enumOf(['root', 'include', 'redirect']),
      record: strOrNull,
      status: enumOf(SPF_NODE_STATUSES),
      children: { type: 'array', items: ref('EmailAuthSpfNode') },
    },
    'One record of the include/redirect tree.',
  ),
  EmailAuthLookupCount: closed({ limit: count, count }),
  EmailAuthSpfReport: closed({
    checked: bool,
    result: enumOf(SPF_RESULTS, true),
    ...keyAndText('resultMessage', prefixed(EMAIL_AUTH_KEYS, 'email-auth.spf.result.'), true),
    valid: boolOrNull,
    record: strOrNull,
    records: strings,
    recordBytes: { type: ['integer', 'null'], minimum: 0 },
    all: { oneOf: [{ type: 'null' }, ref('EmailAuthSpfAll')] },
    lookups: ref('EmailAuthLookupCount'),
    voidLookups: ref('EmailAuthLookupCount'),
    macros: strings,
    usesPtr: bool,
    tree: { oneOf: [{ type: 'null' }, ref('EmailAuthSpfNode')] },
    issues: { type: 'array', items: ref('EmailAuthIssue') },
  }),
  EmailAuthDmarcReportUri: closed({
    uri: str,
    scheme: str,
    domain: strOrNull,
    external: bool,
    authorized: enumOf(['yes', 'no', 'unknown'], true),
  }),
  EmailAuthDmarcTags: closed({
    p: enumOf(DMARC_POLICIES, true),
    sp: enumOf(DMARC_POLICIES, true),
    np: enumOf(DMARC_POLICIES, true),
    pct: { type: ['integer', 'null'] },
    adkim: enumOf(['r', 's'], true),
    aspf: enumOf(['r', 's'], true),
    fo: stringsOrNull,
    rf: stringsOrNull,
    ri: { type: ['integer', 'null'] },
    t: enumOf(['y', 'n'], true),
    psd: enumOf(['y', 'n', 'u'], true),
    rua: { type: 'array', items: ref('EmailAuthDmarcReportUri') },
    ruf: { type: 'array', items: ref('EmailAuthDmarcReportUri') },
  }),
  EmailAuthDmarcReport: closed({
    checked: bool,
    result: enumOf(RECORD_RESULTS, true),
    ...keyAndText('resultMessage', prefixed(EMAIL_AUTH_KEYS, 'email-auth.result.'), true),
    valid: boolOrNull,
    recordName: strOrNull,
    source: enumOf(['domain', 'organizational-domain'], true),
    record: strOrNull,
    tags: { oneOf: [{ type: 'null' }, ref('EmailAuthDmarcTags')] },
    effectivePolicy: enumOf(DMARC_POLICIES, true),
    effectivePct: { type: ['integer', 'null'] },
    enforcement: enumOf(DMARC_ENFORCEMENTS, true),
    issues: { type: 'array', items: ref('EmailAuthIssue') },
  }),
  EmailAuthDkimKey: closed({
    selector: str,
    provider: strOrNull,
    name: str,
    record: str,
    status: enumOf(DKIM_KEY_STATUSES),
    keyType: str,
    keyBits: { type: ['integer', 'null'], minimum: 0 },
    testing: bool,
    hashAlgorithms: stringsOrNull,
    serviceTypes: stringsOrNull,
  }),
  EmailAuthDkimReport: closed({
    checked: bool,
    result: enumOf(DKIM_RESULTS, true),
    ...keyAndText('resultMessage', prefixed(EMAIL_AUTH_KEYS, 'email-auth.dkim.result.'), true),
    found: boolOrNull,
    selectorsProbed: strings,
    keys: { type: 'array', items: ref('EmailAuthDkimKey') },
    domainKeyNodeExists: boolOrNull,
    issues: { type: 'array', items: ref('EmailAuthIssue') },
  }),
  EmailAuthMxReport: closed({
    checked: bool,
    result: enumOf(MX_RESULTS, true),
    ...keyAndText('resultMessage', prefixed(EMAIL_AUTH_KEYS, 'email-auth.mx.result.'), true),
    hosts: { type: 'array', items: ref('DnsMxDetails') },
    count,
    nullMx: bool,
    issues: { type: 'array', items: ref('EmailAuthIssue') },
  }),
  EmailAuthMtaStsReport: closed({
    checked: bool,
    result: enumOf(RECORD_RESULTS, true),
    ...keyAndText('resultMessage', prefixed(EMAIL_AUTH_KEYS, 'email-auth.result.'), true),
    record: strOrNull,
    id: strOrNull,
    policy: closed({
      fetched: {
        type: 'boolean',
        const: false,
        description: 'The HTTPS policy is not fetched in this version.',
      },
      url: strOrNull,
      ...keyAndText('skipReason', skipReasonKeys, false),
    }),
    issues: { type: 'array', items: ref('EmailAuthIssue') },
  }),
  EmailAuthTlsRptReport: closed({
    checked: bool,
    result: enumOf(RECORD_RESULTS, true),
    ...keyAndText('resultMessage', prefixed(EMAIL_AUTH_KEYS, 'email-auth.result.'), true),
    record: strOrNull,
    rua: strings,
    issues: { type: 'array', items: ref('EmailAuthIssue') },
  }),
  EmailAuthBimiReport: closed({
    checked: bool,
    result: enumOf(RECORD_RESULTS, true),
    ...keyAndText('resultMessage', prefixed(EMAIL_AUTH_KEYS, 'email-auth.result.'), true),
    record: strOrNull,
    location: strOrNull,
    authority: strOrNull,
    dmarcEnforced: boolOrNull,
    issues: { type: 'array', items: ref('EmailAuthIssue') },
  }),
  EmailAuthDnssecReport: closed({
    checked: bool,
    authenticated: boolOrNull,
    validatedNames: strings,
    unvalidatedNames: strings,
  }),
  CheckEmailAuthResponse: closed(
    {
      input: { type: 'string', description: 'The input as submitted (a domain or an email address).' },
      domain: { type: 'string', description: 'The analysed domain (lower case, punycode).' },
      organizationalDomain: strOrNull,
      grade: enumOf(EMAIL_AUTH_GRADES, true, 'A+ to F; null when not graded.'),
      score: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
      gradeStatus: enumOf(EMAIL_AUTH_GRADE_STATUSES),
      ...keysAndTexts(
        'gradeNote',
        prefixed(EMAIL_AUTH_KEYS, 'email-auth.grade.'),
        'deductions and caps of the grade',
      ),
      ...keysAndTexts('note', prefixed(EMAIL_AUTH_KEYS, 'email-auth.note.'), 'advice and observations'),
      ...keyAndText('error', [...skipReasonKeys, ...prefixed(EMAIL_AUTH_KEYS, 'email-auth.error.')], true),
      parameters: ref('EmailAuthParameters'),
      spf: ref('EmailAuthSpfReport'),
      dmarc: ref('EmailAuthDmarcReport'),
      dkim: ref('EmailAuthDkimReport'),
      mx: ref('EmailAuthMxReport'),
      mtaSts: ref('EmailAuthMtaStsReport'),
      tlsRpt: ref('EmailAuthTlsRptReport'),
      bimi: ref('EmailAuthBimiReport'),
      dnssec: ref('EmailAuthDnssecReport'),
      queryCount: count,
      outcome,
    },
    'Localized email authentication (SPF, DKIM, DMARC) analysis result.',
  ),

  // ---- check-typosquat (TyposquatResult of core)
  TyposquatRegisteredVariant: closed(
    {
      domain: str,
      unicodeDomain: str,
      fuzzers: { type: 'array', items: enumOf(FUZZERS) },
      ...keysAndTexts('fuzzerName', typosquatFuzzerKeys, 'names of the fuzzers that produced the variant'),
      plausibility: enumOf(PLAUSIBILITIES),
      nameServers: strings,
      ipv4Addresses: strings,
      ipv6Addresses: strings,
      mailServers: strings,
      detailsComplete: bool,
    },
    'A look-alike that exists in DNS (NS, A, AAAA or MX).',
  ),
  TyposquatUnknownVariant: closed(
    {
      domain: str,
      unicodeDomain: str,
      fuzzers: { type: 'array', items: enumOf(FUZZERS) },
      ...keysAndTexts('fuzzerName', typosquatFuzzerKeys, 'names of the fuzzers that produced the variant'),
      plausibility: enumOf(PLAUSIBILITIES),
      status: dnsStatus('The failing DNS status; null when the look-ups were cut short.'),
      ...keyAndText('statusMessage', dnsStatusKeys, true),
      ...keyAndText('reason', keysWith('typosquat.unknown.'), false),
    },
    'A look-alike whose status could not be told (never counted as registered).',
  ),
  TyposquatFuzzerCount: closed({
    fuzzer: enumOf(FUZZERS),
    ...keyAndText('fuzzerName', typosquatFuzzerKeys, false),
    generated: count,
    checked: count,
    registered: count,
  }),
  CheckTyposquatResponse: closed(
    {
      domain: { type: 'string', description: 'The input, ASCII (punycode).' },
      unicodeDomain: str,
      registrableDomain: strOrNull,
      variantsGenerated: count,
      variantsChecked: count,
      queriesSent: count,
      queryBudget: count,
      stoppedBy: enumOf(STOPPED_BY, true, 'Why checking stopped before every variant was checked.'),
      counts: closed({ registered: count, unregistered: count, noRecords: count, unknown: count }),
      registered: { type: 'array', items: ref('TyposquatRegisteredVariant') },
      unknown: { type: 'array', items: ref('TyposquatUnknownVariant') },
      fuzzerCounts: { type: 'array', items: ref('TyposquatFuzzerCount') },
      ...keyAndText('error', [...skipReasonKeys, ...keysWith('typosquat.error.')], true),
      ...keysAndTexts('note', keysWith('typosquat.note.'), 'observations'),
      outcome,
    },
    'Localized typosquat analysis result.',
  ),

  // ---- check-whois (WhoisAnalysisResult of core)
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
      ...keyAndText('error', [...skipReasonKeys, ...whoisErrorKeys], true),
      outcome,
    },
    'Localized registration (RDAP) analysis result.',
  ),

  // ---- check-certs (CertsResult of core)
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
      ...keyAndText('error', [...skipReasonKeys, 'certs.error.all-sources-failed'], true),
      outcome,
    },
    'Localized Certificate Transparency analysis result.',
  ),

  // ---- check-hash (HashResult of core)
  VirusTotalAnalysisStats: VIRUSTOTAL_STATS,
  VirusTotalReport: closed(
    {
      sha256: strOrNull,
      md5: strOrNull,
      sha1: strOrNull,
      link: strOrNull,
      lastAnalysisStats: ref('VirusTotalAnalysisStats'),
      enginesTotal: count,
      lastAnalysisDate: { type: ['string', 'null'], format: 'date-time' },
      meaningfulName: strOrNull,
      names: strings,
      typeDescription: strOrNull,
      size: { type: ['integer', 'null'], minimum: 0 },
      firstSubmissionDate: { type: ['string', 'null'], format: 'date-time' },
      lastSubmissionDate: { type: ['string', 'null'], format: 'date-time' },
      timesSubmitted: { type: ['integer', 'null'], minimum: 0 },
      reputation: { type: ['integer', 'null'] },
      popularThreatLabel: strOrNull,
      tags: strings,
    },
    'What VirusTotal knows of the file.',
  ),
  MalwareHashRegistryReport: closed(
    {
      queriedName: str,
      listed: bool,
      lastSeen: { type: ['string', 'null'], format: 'date-time' },
      detectionPercent: { type: ['number', 'null'], minimum: 0, maximum: 100 },
    },
    'What the Team Cymru Malware Hash Registry said (over DNS).',
  ),
  CheckHashResponse: closed(
    {
      hash: { type: 'string', description: 'The hash, trimmed, lower case.' },
      algorithm: enumOf(HASH_ALGORITHMS),
      source: enumOf(HASH_SOURCES, true, 'Which service answered.'),
      found: {
        type: ['boolean', 'null'],
        description:
          'VirusTotal: known to it; Team Cymru: listed (false is NOT a clean bill). Null when no answer.',
      },
      virusTotal: { oneOf: [{ type: 'null' }, ref('VirusTotalReport')] },
      malwareHashRegistry: { oneOf: [{ type: 'null' }, ref('MalwareHashRegistryReport')] },
      ...keysAndTexts('note', prefixed(HASH_KEYS, 'hash.note.'), 'observations'),
      ...keyAndText(
        'error',
        [
          ...skipReasonKeys,
          ...httpErrorKeys,
          ...HASH_KEYS.filter((k) => k.startsWith('hash.error.virustotal-') || k === 'hash.error.mhr-failed'),
        ],
        true,
      ),
      parameters: {
        oneOf: [
          { type: 'null' },
          { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
        ],
        description: 'Interpolation values of the keys (`status`, `detectionPercent`); null when none.',
      },
      outcome,
    },
    'Localized file-hash reputation result.',
  ),

  // ---- check-headers (HeadersResult of core)
  HeadersTest: closed(
    {
      name: enumOf(HEADERS_CHECKS),
      ...keyAndText('result', HEADERS_RESULT_KEYS, false),
      pass: bool,
      scoreModifier: { type: 'integer' },
      data: { type: ['string', 'null'], maxLength: 256, description: 'Evidence; null when none.' },
    },
    'One graded check.',
  ),
  CheckHeadersResponse: closed(
    {
      url: { type: 'string', description: 'The URL analysed (normalised).' },
      finalUrl: { type: ['string', 'null'], description: 'URL of the final response, after redirects.' },
      status: { type: ['integer', 'null'], description: 'HTTP status of the final response.' },
      grade: enumOf(HEADERS_GRADES, true, 'A+ to F; null when not graded.'),
      score: { type: ['integer', 'null'], minimum: 0 },
      tests: { type: 'array', items: ref('HeadersTest') },
      ...keysAndTexts('gradeNote', HEADERS_GRADE_NOTE_KEYS, 'why the grade is what it is'),
      ...keysAndTexts('note', HEADERS_NOTE_KEYS, 'observations that do not change the score'),
      hops: { type: 'array', items: ref('RedirectHop'), description: 'Every request of the main fetch.' },
      ...keyAndText('error', [...skipReasonKeys, ...httpErrorKeys, ...HEADERS_ERROR_KEYS], true),
      outcome,
    },
    'Localized HTTP security headers result.',
  ),
} as const satisfies Record<string, JsonSchema>;

export type SchemaName = keyof typeof SCHEMA_DEFINITIONS;

/** Every component schema by name (the same objects go into the OpenAPI document and ajv). */
export const SCHEMAS: Readonly<Record<SchemaName, JsonSchema>> = deepFreeze(SCHEMA_DEFINITIONS);
export const SCHEMA_NAMES = Object.keys(SCHEMAS) as SchemaName[];

export function isSchemaName(name: string): name is SchemaName {
  return Object.prototype.hasOwnProperty.call(SCHEMAS, name);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
