/**
 * `buildOpenApiDocument()`: the OpenAPI 3.1 document of the API, generated from the endpoint
 * catalogue and the schemas module. Served at `/openapi.json` and committed as
 * `packages/openapi/openapi.json` (regenerate with `pnpm --filter @secapi/openapi generate`).
 */
import { ENDPOINTS, PARTITIONS, RATE_LIMIT_WINDOW_MS, listPaths, type Endpoint } from './catalogue.js';
import { SCHEMAS, type JsonSchema } from './schemas.js';
import { requestSchemaOf } from './validators.js';

/** The interface's version label (spec section 9); not part of any path. */
export const API_VERSION = 'v1';

export type OpenApiDocument = Readonly<Record<string, unknown>> & {
  readonly openapi: string;
  readonly paths: Readonly<Record<string, Record<string, unknown>>>;
  readonly components: { readonly schemas: Readonly<Record<string, JsonSchema>> } & Readonly<
    Record<string, unknown>
  >;
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

function operation(e: Endpoint): Record<string, unknown> {
  const parameters: unknown[] = [];
  if (e.input.kind === 'query') {
    const schema = requestSchemaOf(e) as { properties: Record<string, JsonSchema> };
    for (const p of e.input.params) {
      parameters.push({
        name: p.name,
        in: 'query',
        required: p.required,
        description: p.description,
        schema: schema.properties[p.name],
      });
    }
  }
  parameters.push(
    { $ref: '#/components/parameters/lang' },
    { $ref: '#/components/parameters/AcceptLanguage' },
  );

  const responses: Record<string, unknown> = {};
  if (e.implemented && e.responseSchema !== null) {
    responses['200'] = {
      description:
        e.responseDescription ??
        'Analysis result (always a result: check verdict, confidenceScore and isInconclusive).',
      headers: {
        'Cache-Control': { $ref: '#/components/headers/CacheControl' },
        RateLimit: { $ref: '#/components/headers/RateLimit' },
        'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
      },
      content: {
        [e.responseMediaType ?? 'application/json']: {
          schema: { $ref: `#/components/schemas/${e.responseSchema}` },
        },
      },
    };
    responses['400'] = { $ref: '#/components/responses/BadRequest' };
    if (e.upstream === true) {
      responses['502'] = { $ref: '#/components/responses/BadGateway' };
      responses['503'] = { $ref: '#/components/responses/ServiceUnavailable' };
    }
  } else {
    // Described so every operation has its 2xx (Redocly `operation-2xx-response`), and honestly.
    responses['200'] = {
      description: `Planned: the ${e.summary} result. Not returned in this version: the endpoint answers 501.`,
    };
    responses['501'] = { $ref: '#/components/responses/NotImplemented' };
  }
  responses['404'] = { $ref: '#/components/responses/NotFound' };
  responses['405'] = { $ref: '#/components/responses/MethodNotAllowed' };
  responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  if (e.implemented) responses['500'] = { $ref: '#/components/responses/InternalError' };

  const op: Record<string, unknown> = {
    operationId: e.id,
    summary: e.summary,
    description: `${e.description}\n\nRate limit: ${e.perMinute} requests per minute per client IP (partition \`${e.partition}\`).${
      e.implemented ? '' : '\n\n**Not implemented in this version: answers 501.**'
    }`,
    tags: [e.implemented ? 'analyses' : 'planned'],
    parameters,
  };
  if (e.input.kind === 'body') {
    op.requestBody = {
      required: true,
      description: `JSON body; required field(s): ${e.input.required.join(', ')}. Maximum body size 256 kB.`,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${e.input.schema}` } } },
    };
  }
  op.responses = responses;
  op['x-implemented'] = e.implemented;
  op['x-rate-limit'] = {
    partition: e.partition,
    limit: e.perMinute,
    windowSeconds: RATE_LIMIT_WINDOW_MS / 1000,
  };
  return op;
}

/**
 * Builds the OpenAPI 3.1 document (a fresh object on every call).
 * @returns the document served at `/openapi.json`
 * @example writeFileSync('openapi.json', JSON.stringify(buildOpenApiDocument(), null, 2))
 */
export function buildOpenApiDocument(): OpenApiDocument {
  // The 501 response, the `planned` tag and their sentence are described only while some endpoint
  // answers 501: a component nothing refers to is dead text (Redocly `no-unused-components`).
  const planned = ENDPOINTS.some((e) => !e.implemented);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path } of listPaths()) paths[path] = {};
  for (const e of ENDPOINTS) {
    const item = paths[e.path];
    if (item) item[e.method.toLowerCase()] = operation(e);
  }

  const document = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'secapi: security analysis JSON API',
      version: API_VERSION,
      description: [
        'Public, keyless security analyses. No API key, no account; clients are identified only by IP address, for rate limiting.',
        'No CORS headers are emitted: the API is meant for server-to-server use, scripts and browser extensions.',
        'Language: the `lang` query parameter (`fr-CA`, `fr`, `en-CA`) beats `Accept-Language` (q-values honoured); en-CA is the default. `*Key` fields are never translated; the text beside each is.',
        'Results are memoised in-process for up to 6 hours (language-neutral; localized per response). Text messages are never stored or cached.',
        'Client errors are 400 with `{ "error": "…" }` (also for malformed JSON, a wrong Content-Type and a body over 256 kB); 404 and 405 (with `Allow`) are JSON too; 429 is plain text with `RateLimit` / `RateLimit-Policy` (IETF draft 8) and `Retry-After` headers. OPTIONS answers 204 with `Allow` and no CORS header.',
        `${planned ? 'Endpoints marked `x-implemented: false` answer 501 `{ "error": "…" }` in this version. ' : ''}Rate-limit partitions: ${Object.entries(
          PARTITIONS,
        )
          .map(([id, p]) => `${id} ${p.perMinute}/min`)
          .join(', ')}.`,
      ].join('\n\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    // No authentication on any endpoint (spec section 5): an explicit empty requirement.
    security: [],
    tags: [
      { name: 'analyses', description: 'Implemented analyses' },
      ...(planned
        ? [{ name: 'planned', description: 'Declared by the interface; answer 501 in this version' }]
        : []),
    ],
    paths,
    components: {
      schemas: SCHEMAS,
      parameters: {
        lang: {
          name: 'lang',
          in: 'query',
          required: false,
          description:
            'Response language: `fr-CA` or `fr` selects French, `en-CA` English (default). Beats Accept-Language. Unknown values are ignored.',
          schema: { type: 'string', examples: ['en-CA', 'fr-CA', 'fr'] },
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description:
            'Used when `lang` is absent; the highest-weighted English or French range wins (q-values honoured).',
          schema: { type: 'string', examples: ['fr-CA', 'en-CA;q=0.5, fr;q=0.9'] },
        },
      },
      headers: {
        RateLimit: {
          description:
            'IETF draft-ietf-httpapi-ratelimit-headers-08: `"<partition>"; r=<remaining>; t=<seconds to reset>`.',
          schema: { type: 'string' },
        },
        RateLimitPolicy: {
          description: 'IETF draft 8: `"<partition>"; q=<limit>; w=60; pk=:<hashed client key>:`.',
          schema: { type: 'string' },
        },
        RetryAfter: { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
        CacheControl: {
          description: 'Always `no-store` on API responses.',
          schema: { type: 'string', const: 'no-store' },
        },
        Allow: { description: 'Methods the path accepts.', schema: { type: 'string' } },
      },
      responses: {
        BadRequest: {
          description:
            'Missing or empty required field, input over its length cap, wrong type, malformed JSON, missing or wrong Content-Type, body over 256 kB, or input the analysis rejects (e.g. not a URL). Text in the selected language.',
          content: errorContent,
        },
        NotFound: { description: 'No such path.', content: errorContent },
        MethodNotAllowed: {
          description: 'The method is not allowed on this path; `Allow` lists those that are.',
          headers: { Allow: { $ref: '#/components/headers/Allow' } },
          content: errorContent,
        },
        TooManyRequests: {
          description:
            'Rate limit of the partition exceeded (per client IP; IPv6 clients grouped by /56). Plain text, not JSON.',
          headers: {
            RateLimit: { $ref: '#/components/headers/RateLimit' },
            'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
            'Retry-After': { $ref: '#/components/headers/RetryAfter' },
          },
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
        ...(planned
          ? {
              NotImplemented: {
                description: 'Declared by the interface but not implemented in this version.',
                content: errorContent,
              },
            }
          : {}),
        BadGateway: {
          description:
            'The upstream service this endpoint relays failed (unreachable, timeout, unexpected status). Text in the selected language; failures are not cached.',
          content: errorContent,
        },
        ServiceUnavailable: {
          description:
            'The upstream service was not asked: this server runs offline (it contacts no other server), or it cannot reach the internet right now (its own resolver health check failed). Text in the selected language; try again later.',
          content: errorContent,
        },
        InternalError: {
          description: 'Unexpected server error (never for client mistakes).',
          content: errorContent,
        },
      },
    },
  };
  // A deep copy, so callers may mutate their document without touching the shared schemas.
  return JSON.parse(JSON.stringify(document)) as OpenApiDocument;
}
