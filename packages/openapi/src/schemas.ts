/**
 * The schemas of the API, one file per analysis under `schemas/` (helpers in `schemas/common.ts`): JSON Schemas (2020-12) of request bodies and of the *localized* response
 * bodies, i.e. what `localize(result, lang)` of `@secapi/i18n` makes of a core result: each `xKey`
 * field keeps its key and gains a text field `x` beside it (null when the key is null).
 *
 * Enumerations come from core's runtime lists (verdicts, severities, finding codes…), and results are
 * `additionalProperties: false`, so any drift between core, i18n and this contract fails a test.
 * These objects become `components.schemas` of the OpenAPI document and are compiled by ajv as they
 * are; references use `#/components/schemas/<Name>`.
 */
import { COMMON_RESPONSE_SCHEMAS } from './schemas/common-responses.js';
import type { JsonSchema } from './schemas/common.js';
import { CERTS_SCHEMAS } from './schemas/certs.js';
import { DNS_SCHEMAS } from './schemas/dns.js';
import { EMAIL_AUTH_SCHEMAS } from './schemas/email-auth.js';
import { HASH_SCHEMAS } from './schemas/hash.js';
import { HEADERS_SCHEMAS } from './schemas/headers.js';
import { IP_SCHEMAS } from './schemas/ip.js';
import { MESSAGE_SCHEMAS } from './schemas/message.js';
import { REQUEST_SCHEMAS } from './schemas/requests.js';
import { TLS_SCHEMAS } from './schemas/tls.js';
import { TYPOSQUAT_SCHEMAS } from './schemas/typosquat.js';
import { URL_SCHEMAS } from './schemas/url.js';
import { WHOIS_SCHEMAS } from './schemas/whois.js';

export { FEEDBACK_MAX_LENGTHS, MAX_LENGTHS } from './schemas/common.js';
export type { JsonSchema } from './schemas/common.js';

/** Every component, in the document's order: requests, then the responses analysis by analysis. */
const SCHEMA_DEFINITIONS = {
  ...REQUEST_SCHEMAS,
  ...COMMON_RESPONSE_SCHEMAS,
  ...URL_SCHEMAS,
  ...MESSAGE_SCHEMAS,
  ...DNS_SCHEMAS,
  ...IP_SCHEMAS,
  ...EMAIL_AUTH_SCHEMAS,
  ...TYPOSQUAT_SCHEMAS,
  ...WHOIS_SCHEMAS,
  ...CERTS_SCHEMAS,
  ...HASH_SCHEMAS,
  ...HEADERS_SCHEMAS,
  ...TLS_SCHEMAS,
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
