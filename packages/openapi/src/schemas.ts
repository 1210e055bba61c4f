/**
 * The schemas of the API: JSON Schemas (2020-12) of the request bodies and error/feedback bodies
 * (hand-written, `schemas/requests.ts` and `schemas/common-responses.ts`) and of the *localized*
 * analysis results, i.e. what `localize(result, lang)` of `@secapi/i18n` makes of a core result (each
 * `xKey` field keeps its key and gains a text field `x` beside it). The result schemas are generated
 * from core's result types, one file per analysis under `schemas/results/`
 * (`generate/result-schemas.ts`), so a result shape has one source: its TypeScript type.
 *
 * These objects become `components.schemas` of the OpenAPI document and are compiled by ajv as they
 * are; references use `#/components/schemas/<Name>`.
 */
import { COMMON_RESPONSE_SCHEMAS } from './schemas/common-responses.js';
import type { JsonSchema } from './schemas/common.js';
import { REQUEST_SCHEMAS } from './schemas/requests.js';
import { RESULT_SCHEMAS } from './schemas/results/index.js';

export { FEEDBACK_MAX_LENGTHS, MAX_LENGTHS } from './schemas/common.js';
export type { JsonSchema } from './schemas/common.js';

/** Every component, in the document's order: requests, then the responses analysis by analysis. */
const SCHEMA_DEFINITIONS = {
  ...REQUEST_SCHEMAS,
  ...COMMON_RESPONSE_SCHEMAS,
  ...RESULT_SCHEMAS,
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
