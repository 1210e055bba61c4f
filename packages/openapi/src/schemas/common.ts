/** What every schema file shares: the JSON Schema helpers and the key lists of core they enumerate. */
import {
  DNS_STATUSES,
  EMAIL_AUTH_KEYS,
  HTTP_ERRORS,
  NETWORK_ERRORS,
  OUTCOMES,
  SEVERITIES,
  SKIP_REASONS,
  SOURCE_HINTS,
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
import { FUZZERS } from '@secapi/core/typosquat';

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

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const str: JsonSchema = { type: 'string' };
export const strOrNull: JsonSchema = { type: ['string', 'null'] };
export const bool: JsonSchema = { type: 'boolean' };
export const score: JsonSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 100,
  description: 'Confidence (0–100) that the input is a threat.',
};

/** An object with every listed property required and nothing else allowed. */
export function closed(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

export const keys = (): string[] => listResultKeys();
export const keysWith = (prefix: string, suffix = ''): string[] =>
  keys().filter((k) => k.startsWith(prefix) && k.endsWith(suffix));

export const outcome = enumOf(
  OUTCOMES,
  false,
  'How far the analysis got, decided by core: `complete` (every check answered), `partial` (some checks could not run; what is stated holds), `failed` (nothing is stated about the target).',
);

export const checkedAt: JsonSchema = {
  type: 'string',
  format: 'date-time',
  description:
    'When the result was computed (RFC 3339, UTC). A memoised result keeps the time it was computed, so this says how fresh the answer is.',
};

export const verdictKeys = VERDICTS.map((v) => `verdict.${v}`);
export const skipReasonKeys = SKIP_REASONS.map((s) => `skip.${s}`);
/** `error.network-unreachable`: the service's own resolver health check failed (nothing said about the target). */
export const networkErrorKeys = NETWORK_ERRORS.map((e) => `error.${e}`);
export const sourceHintKeys = SOURCE_HINTS.map((s) => `source.${s}`);

export function keyAndText(
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
export function keysAndTexts(
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
export function literals<T extends string>(members: Record<T, true>): T[] {
  return Object.keys(members) as T[];
}

export const count: JsonSchema = { type: 'integer', minimum: 0 };
export const strings: JsonSchema = { type: 'array', items: str };
export const stringsOrNull: JsonSchema = { type: ['array', 'null'], items: str };
export const boolOrNull: JsonSchema = { type: ['boolean', 'null'] };
export function enumOf(
  values: readonly (string | number)[],
  nullable = false,
  description?: string,
): JsonSchema {
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
export const dnsStatus = (description: string): JsonSchema => enumOf(DNS_STATUSES, true, description);
export const dnsStatusKeys = DNS_STATUSES.map((s) => `dns-status.${s}`);
export const typosquatFuzzerKeys = FUZZERS.map((f) => `typosquat.fuzzer.${f}`);
export const prefixed = (list: readonly string[], prefix: string): string[] =>
  list.filter((k) => k.startsWith(prefix));

// ---- HTTP-family keys (check-url's network parts, check-whois, -certs, -hash, -headers)
export const httpErrorKeys = HTTP_ERRORS.map((e) => `http-error.${e}`);
export const whoisErrorKeys = prefixed(WHOIS_KEYS, 'whois.error.');
export const VIRUSTOTAL_STATS = closed({
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
export const SPF_RESULTS = literals<SpfResult>({
  'pass-config': true,
  permerror: true,
  temperror: true,
  none: true,
});
export const SPF_QUALIFIERS = literals<SpfQualifier>({ '+': true, '-': true, '~': true, '?': true });
export const SPF_OUTCOMES = literals<SpfOutcome>({ pass: true, fail: true, softfail: true, neutral: true });
export const SPF_NODE_STATUSES = literals<SpfNodeStatus>({
  ok: true,
  none: true,
  permerror: true,
  temperror: true,
  'not-followed': true,
});
export const RECORD_RESULTS = literals<EmailAuthRecordResult>({
  valid: true,
  invalid: true,
  none: true,
  temperror: true,
});
export const DMARC_POLICIES = literals<DmarcPolicy>({ none: true, quarantine: true, reject: true });
export const DMARC_ENFORCEMENTS = literals<DmarcEnforcement>({
  full: true,
  partial: true,
  testing: true,
  none: true,
});
export const DKIM_RESULTS = literals<DkimResult>({
  found: true,
  weak: true,
  revoked: true,
  'not-found': true,
  temperror: true,
});
export const DKIM_KEY_STATUSES = literals<DkimKeyStatus>({
  valid: true,
  weak: true,
  revoked: true,
  invalid: true,
});
export const MX_RESULTS = literals<EmailAuthMxResult>({
  ok: true,
  'null-mx': true,
  none: true,
  invalid: true,
  temperror: true,
});
export const ISSUE_SEVERITIES = literals<EmailAuthIssueSeverity>({ error: true, warning: true, info: true });
export const EMAIL_AUTH_GRADES = literals<EmailAuthGrade>({
  'A+': true,
  A: true,
  B: true,
  C: true,
  D: true,
  F: true,
});
export const EMAIL_AUTH_GRADE_STATUSES = literals<EmailAuthGradeStatus>({
  final: true,
  provisional: true,
  unknown: true,
  'not-graded': true,
});
export const STOPPED_BY = literals<StoppedBy>({ budget: true, deadline: true });

/** Keys of an email-auth issue's `messageKey`: every email-auth key that is not a result, error, grade or note key. */
export const emailAuthIssueKeys = EMAIL_AUTH_KEYS.filter(
  (k) => !/^email-auth\.(error|grade|note|result)\./.test(k) && !/^email-auth\.[a-z-]+\.result\./.test(k),
);

export function findingSchema(analysis: 'url' | 'message'): JsonSchema {
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

export function verdictFields(analysis: 'url' | 'message'): Record<string, JsonSchema> {
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
