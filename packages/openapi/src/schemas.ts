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
import { AGE_BANDS, SEVERITIES, SKIP_REASONS, SOURCE_HINTS, VERDICTS, listResultKeys } from '@secapi/core';

export type JsonSchema = Readonly<Record<string, unknown>>;

/** Maximum lengths of inputs (spec section 8). */
export const MAX_LENGTHS = Object.freeze({
  url: 2048,
  message: 20_000,
  emailBody: 20_000,
  rawHeaders: 20_000,
  host: 255,
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

function findingSchema(analysis: 'url' | 'message'): JsonSchema {
  return closed(
    {
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
    properties: {
      analysisType: str,
      subject: strOrNull,
      score: {
        oneOf: [
          { type: 'integer', format: 'int32' },
          { type: 'string', pattern: '^-?(0|[1-9]\\d*)$' },
        ],
      },
      verdict: str,
      feedback: str,
      comment: strOrNull,
      timestamp: { type: 'string', format: 'date-time' },
    },
  },
  HeroBeacon: {
    type: 'object',
    description: 'Declared by the spec; no endpoint uses it yet.',
    properties: { outcome: strOrNull, route: strOrNull },
    required: ['outcome', 'route'],
  },

  // ---- responses
  ErrorResponse: closed(
    { error: { type: 'string', description: 'Localized, human-readable message.' } },
    'Error body of 400, 404, 405, 500 and 501.',
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
      status: { type: 'integer', description: 'HTTP status of this hop.' },
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
      ...keyAndText('errorMessage', null, true),
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
      ...keyAndText('humanReadableAge', null, true, 'the age in words; null until the age is known'),
      ...keyAndText('errorMessage', null, true),
      ...keyAndText('skipReason', skipReasonKeys, true),
    },
    'Registration age of the registrable domain.',
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
    },
    'Localized URL analysis result.',
  ),
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
    },
    'Localized message analysis result.',
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
