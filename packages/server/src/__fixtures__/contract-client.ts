/**
 * A supertest client that checks EVERY response against the contract before the test sees it:
 * the body against its schema of the OpenAPI document (`validateResponse`), security headers
 * present, no `Access-Control-*` header, 429 as text/plain with RateLimit headers.
 */
import type { Express } from 'express';
import request, { type Response, type Test } from 'supertest';
import { ENDPOINTS, validateResponse, type SchemaName } from '@secapi/openapi';
import { SECURITY_HEADERS } from '../app.js';

export const stats = { checked: 0 };

function fail(message: string, res: Response): never {
  throw new Error(
    `contract: ${message} (status ${res.status}, body ${JSON.stringify(res.body ?? res.text).slice(0, 500)})`,
  );
}

export function assertContract(method: string, url: string, res: Response): void {
  const path = new URL(url, 'http://x').pathname;
  for (const name of Object.keys(res.headers)) {
    if (name.toLowerCase().startsWith('access-control-')) fail(`CORS header ${name}`, res);
  }
  if (res.headers['x-powered-by'] !== undefined) fail('X-Powered-By present', res);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'Cache-Control' && path === '/openapi.json') continue;
    if (res.headers[name.toLowerCase()] !== value)
      fail(`header ${name} is ${String(res.headers[name.toLowerCase()])}`, res);
  }
  const type = res.headers['content-type'] ?? '';
  if (method === 'HEAD' || res.status === 204) {
    if (res.text) fail('body on HEAD/204', res);
    stats.checked++;
    return;
  }
  let schema: SchemaName | null = null;
  if (res.status === 429) {
    if (!type.startsWith('text/plain')) fail(`429 content type ${type}`, res);
    if (!res.headers.ratelimit || !res.headers['ratelimit-policy'] || !res.headers['retry-after'])
      fail('429 without RateLimit headers', res);
    if (res.text.length === 0) fail('empty 429 body', res);
    stats.checked++;
    return;
  }
  const endpoint = ENDPOINTS.find((x) => x.path === path && x.method === method);
  if (res.status === 200 && endpoint?.responseMediaType === 'text/plain' && endpoint.responseSchema) {
    // A text answer (pwned-range): its schema describes the text itself.
    if (type !== 'text/plain; charset=utf-8') fail(`content type ${type}`, res);
    const v = validateResponse(endpoint.responseSchema, res.text);
    if (!v.valid) fail(`text does not match ${endpoint.responseSchema}: ${v.errors.join('; ')}`, res);
    stats.checked++;
    return;
  }
  if (!type.startsWith('application/json')) fail(`content type ${type}`, res);
  if (res.status === 200 && path === '/openapi.json') {
    if ((res.body as { openapi?: string }).openapi !== '3.1.0') fail('not an OpenAPI 3.1 document', res);
    stats.checked++;
    return;
  }
  if (res.status === 200) {
    const e = ENDPOINTS.find((x) => x.path === path && x.method === method);
    if (!e?.responseSchema) fail(`200 from ${method} ${path}, which has no response schema`, res);
    schema = e.responseSchema;
  } else if ([400, 404, 405, 500, 501].includes(res.status) || (res.status === 502 && endpoint?.upstream)) {
    schema = 'ErrorResponse';
  } else {
    fail(`unexpected status`, res);
  }
  const v = validateResponse(schema, res.body);
  if (!v.valid) fail(`body does not match ${schema}: ${v.errors.join('; ')}`, res);
  stats.checked++;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head';

function checked(test: Test, method: string, url: string): Test {
  const originalThen = test.then.bind(test);
  test.then = ((onFulfilled, onRejected) =>
    originalThen((res: Response) => {
      assertContract(method, url, res);
      return res;
    }).then(onFulfilled, onRejected)) as Test['then'];
  return test;
}

/** `client(app).get('/api/check-url?u=…')`, like supertest, but every response is contract-checked. */
export function client(app: Express): Record<Method, (url: string) => Test> {
  const agent = request(app);
  const make =
    (m: Method) =>
    (url: string): Test =>
      checked(agent[m](url), m.toUpperCase(), url);
  return {
    get: make('get'),
    post: make('post'),
    put: make('put'),
    patch: make('patch'),
    delete: make('delete'),
    options: make('options'),
    head: make('head'),
  };
}
