/**
 * @module @secapi/openapi
 * The secapi contract: the endpoint catalogue, the JSON Schemas of requests and localized responses,
 * the OpenAPI 3.1 document built from them, and ajv validators compiled from the same schemas.
 *
 * @example
 * ```ts
 * import { buildOpenApiDocument, validateResponse } from '@secapi/openapi';
 * const doc = buildOpenApiDocument();
 * validateResponse('CheckUrlResponse', body); // { valid: true, errors: [] }
 * ```
 */
export {
  ANALYSIS_RESPONSE_SCHEMAS,
  ENDPOINTS,
  PARTITIONS,
  PARTITION_IDS,
  RATE_LIMIT_WINDOW_MS,
  getEndpoint,
  listPaths,
} from './catalogue.js';
export type { Endpoint, EndpointInput, HttpMethod, PartitionId, QueryParam } from './catalogue.js';
export { FEEDBACK_MAX_LENGTHS, MAX_LENGTHS, SCHEMAS, SCHEMA_NAMES, isSchemaName } from './schemas.js';
export type { JsonSchema, SchemaName } from './schemas.js';
export { API_VERSION, buildOpenApiDocument } from './document.js';
export type { OpenApiDocument } from './document.js';
export { requestSchemaOf, validateRequest, validateResponse } from './validators.js';
export type { RequestErrorKey, RequestValidation, ResponseValidation } from './validators.js';
