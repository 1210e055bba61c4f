/**
 * ajv validators compiled once from the same schemas as the OpenAPI document.
 *
 * - `validateRequest(endpointId, input)`: the input of one endpoint (query object without `lang`, or
 *   the parsed JSON body) → valid, or the ONE server error key (+ params) the server answers 400 with.
 * - `validateResponse(schemaName, body)`: used by tests of every package on every response body.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { InputErrorKey } from '@secapi/core';
import type { ServerErrorKey } from '@secapi/i18n';
import { ENDPOINTS, getEndpoint, type Endpoint } from './catalogue.js';
import { SCHEMAS, isSchemaName, type JsonSchema, type SchemaName } from './schemas.js';

const COMPONENTS_ID = 'urn:secapi:openapi';

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the module object.
type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats: AddFormats =
  (addFormatsModule as unknown as { default?: AddFormats }).default ??
  (addFormatsModule as unknown as AddFormats);

function createAjv(allErrors: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors });
  addFormats(ajv);
  // The component schemas live where the OpenAPI document has them, so `#/components/schemas/X`
  // references resolve unchanged.
  ajv.addKeyword({ keyword: 'components' });
  ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: SCHEMAS } });
  return ajv;
}

const requestAjv = createAjv(true);
const responseAjv = createAjv(true);

/** The JSON Schema a request of `endpoint` must satisfy (query object or body). */
export function requestSchemaOf(endpoint: Endpoint): JsonSchema {
  const input = endpoint.input;
  if (input.kind === 'query') {
    const properties: Record<string, JsonSchema> = {};
    for (const p of input.params) {
      properties[p.name] = {
        type: 'string',
        ...(p.required ? { minLength: 1 } : {}),
        ...(p.maxLength === undefined ? {} : { maxLength: p.maxLength }),
        ...(p.enum === undefined ? {} : { enum: [...p.enum] }),
        ...(p.pattern === undefined ? {} : { pattern: p.pattern }),
      };
    }
    return {
      type: 'object',
      properties,
      required: input.params.filter((p) => p.required).map((p) => p.name),
    };
  }
  const properties: Record<string, JsonSchema> = {};
  for (const name of input.required) properties[name] = { type: 'string', minLength: 1 };
  return {
    $ref: `${COMPONENTS_ID}#/components/schemas/${input.schema}`,
    type: 'object',
    properties,
    required: [...input.required],
  };
}

const requestValidators = new Map<string, ValidateFunction>(
  ENDPOINTS.map((e) => [e.id, requestAjv.compile(requestSchemaOf(e))]),
);
const responseValidators = new Map<SchemaName, ValidateFunction>();

export type RequestErrorKey = Extract<
  ServerErrorKey,
  'error.field-required' | 'error.field-too-long' | 'error.field-invalid'
>;

export type RequestValidation =
  | { readonly valid: true }
  | {
      readonly valid: false;
      /**
       * Key of the 400 body: a server error key, or the parameter's own input error when its value
       * does not match its pattern or enum (`QueryParam.invalidKey`: `input.hash-invalid`…).
       */
      readonly errorKey: RequestErrorKey | InputErrorKey;
      /** `allowed`: an enum's values, comma-separated (for `input.method-invalid`'s `{allowed}`). */
      readonly params: { readonly field: string; readonly max?: number; readonly allowed?: string };
    };

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return (error.params as { missingProperty: string }).missingProperty;
  const path = error.instancePath.split('/').filter(Boolean);
  return path.length === 0 ? 'body' : path.join('.');
}

function valueAt(data: unknown, pointer: string): unknown {
  let v = data;
  for (const part of pointer.split('/').filter(Boolean)) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return v;
}

/** Picks the most useful of ajv's errors: missing beats too long beats invalid. */
function toRequestError(
  errors: readonly ErrorObject[],
  data: unknown,
  required: readonly string[],
  invalidKeys: ReadonlyMap<string, InputErrorKey>,
): RequestValidation {
  let best: { rank: number; result: RequestValidation } | null = null;
  for (const e of errors) {
    const field = fieldOf(e);
    const value = e.keyword === 'required' ? undefined : valueAt(data, e.instancePath);
    let rank: number;
    let result: RequestValidation;
    if (e.keyword === 'required' || (required.includes(field) && (value === null || value === ''))) {
      rank = 0;
      result = { valid: false, errorKey: 'error.field-required', params: { field } };
    } else if (e.keyword === 'maxLength') {
      rank = 1;
      const max = (e.params as { limit: number }).limit;
      result = { valid: false, errorKey: 'error.field-too-long', params: { field, max } };
    } else {
      rank = 2;
      const specific = e.keyword === 'pattern' || e.keyword === 'enum' ? invalidKeys.get(field) : undefined;
      const allowed =
        specific !== undefined && e.keyword === 'enum'
          ? { allowed: (e.params as { allowedValues: readonly unknown[] }).allowedValues.join(', ') }
          : {};
      result = { valid: false, errorKey: specific ?? 'error.field-invalid', params: { field, ...allowed } };
    }
    if (best === null || rank < best.rank) best = { rank, result };
  }
  return best?.result ?? { valid: false, errorKey: 'error.field-invalid', params: { field: 'body' } };
}

/**
 * Validates the input of one endpoint.
 * @param endpointId catalogue id, e.g. `checkUrlGet`
 * @param input the query object (without `lang`) or the parsed JSON body
 * @returns `{ valid: true }` or the 400 error key with its `{ field, max? }` params
 * @example validateRequest('checkUrlGet', { u: '' }) // { valid: false, errorKey: 'error.field-required', params: { field: 'u' } }
 */
export function validateRequest(endpointId: string, input: unknown): RequestValidation {
  const endpoint = getEndpoint(endpointId);
  const validate = requestValidators.get(endpointId) ?? requestAjv.compile(requestSchemaOf(endpoint));
  if (validate(input)) return { valid: true };
  const required =
    endpoint.input.kind === 'query'
      ? endpoint.input.params.filter((p) => p.required).map((p) => p.name)
      : endpoint.input.required;
  const invalidKeys = new Map<string, InputErrorKey>();
  if (endpoint.input.kind === 'query') {
    for (const p of endpoint.input.params)
      if (p.invalidKey !== undefined) invalidKeys.set(p.name, p.invalidKey);
  }
  return toRequestError(validate.errors ?? [], input, required, invalidKeys);
}

export interface ResponseValidation {
  readonly valid: boolean;
  /** ajv's errors as `instancePath message` lines (empty when valid). */
  readonly errors: string[];
}

/**
 * Validates a response body against a component schema of the OpenAPI document.
 * @example expect(validateResponse('CheckUrlResponse', res.body)).toEqual({ valid: true, errors: [] })
 */
export function validateResponse(schemaName: SchemaName, body: unknown): ResponseValidation {
  if (!isSchemaName(schemaName)) throw new Error(`unknown schema: ${String(schemaName)}`);
  let validate = responseValidators.get(schemaName);
  if (validate === undefined) {
    const v = responseAjv.getSchema(`${COMPONENTS_ID}#/components/schemas/${schemaName}`);
    if (v === undefined) throw new Error(`schema not compiled: ${schemaName}`);
    validate = v;
    responseValidators.set(schemaName, validate);
  }
  if (validate(body)) return { valid: true, errors: [] };
  return {
    valid: false,
    errors: (validate.errors ?? []).map(
      (e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
    ),
  };
}
