import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './catalogue.js';
import { buildOpenApiDocument } from './document.js';
import { SCHEMA_NAMES } from './schemas.js';

interface Op {
  responses: Record<string, unknown>;
  parameters: { $ref?: string; name?: string }[];
  'x-implemented': boolean;
  requestBody?: unknown;
}

const doc = buildOpenApiDocument();
const op = (method: string, path: string): Op =>
  (doc.paths[path] as Record<string, Op>)[method.toLowerCase()]!;

function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refs(v, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('buildOpenApiDocument', () => {
  it('is OpenAPI 3.1 with the version label v1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((doc.info as { version: string }).version).toBe('v1');
  });

  it('documents all 16 endpoints', () => {
    for (const e of ENDPOINTS) expect(op(e.method, e.path)).toBeDefined();
    expect(Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0)).toBe(16);
  });

  it('says which endpoints are implemented and gives the others a 501', () => {
    for (const e of ENDPOINTS) {
      const o = op(e.method, e.path);
      expect(o['x-implemented']).toBe(e.implemented);
      expect(Object.keys(o.responses).sort()).toEqual(
        !e.implemented
          ? ['200', '404', '405', '429', '501']
          : e.upstream === true
            ? ['200', '400', '404', '405', '429', '500', '502', '503']
            : ['200', '400', '404', '405', '429', '500'],
      );
      // A planned endpoint's 200 is described (every operation has its 2xx) but carries no body.
      if (!e.implemented) expect(o.responses['200']).toEqual({ description: expect.stringContaining('501') });
    }
  });

  it('declares that no endpoint needs authentication (root security: [])', () => {
    expect(buildOpenApiDocument().security).toEqual([]);
  });

  it('uses every component schema it declares', () => {
    const doc = buildOpenApiDocument();
    const { schemas, ...others } = doc.components as Record<string, Record<string, unknown>>;
    const text = JSON.stringify({ paths: doc.paths, others, schemas });
    for (const name of Object.keys(schemas ?? {})) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
  });

  it('offers lang and Accept-Language on every operation, and bodies on POSTs', () => {
    for (const e of ENDPOINTS) {
      const o = op(e.method, e.path);
      const names = o.parameters.map((p) => p.$ref ?? p.name);
      expect(names).toContain('#/components/parameters/lang');
      expect(names).toContain('#/components/parameters/AcceptLanguage');
      expect(o.requestBody !== undefined).toBe(e.method === 'POST');
    }
  });

  it('resolves every $ref inside the document', () => {
    for (const r of refs(doc)) {
      expect(r.startsWith('#/')).toBe(true);
      let node: unknown = doc;
      for (const part of r.slice(2).split('/')) node = (node as Record<string, unknown> | undefined)?.[part];
      expect(node, r).toBeDefined();
    }
  });

  it('contains every component schema, and 429 as text/plain with RateLimit headers', () => {
    expect(Object.keys(doc.components.schemas).sort()).toEqual([...SCHEMA_NAMES].sort());
    const tooMany = (doc.components.responses as Record<string, { content: object; headers: object }>)
      .TooManyRequests!;
    expect(Object.keys(tooMany.content)).toEqual(['text/plain']);
    expect(Object.keys(tooMany.headers)).toEqual(['RateLimit', 'RateLimit-Policy', 'Retry-After']);
  });

  it('describes no response component and no tag that nothing uses', () => {
    const used = new Set(refs(doc.paths));
    const responses = (doc.components as unknown as { responses: Record<string, unknown> }).responses;
    for (const name of Object.keys(responses)) expect(used).toContain(`#/components/responses/${name}`);
    const opTags = new Set(
      Object.values(doc.paths).flatMap((item) =>
        Object.values(item as Record<string, { tags: string[] }>).flatMap((o) => o.tags),
      ),
    );
    for (const { name } of doc.tags as { name: string }[]) expect(opTags).toContain(name);
  });

  it('returns a fresh copy on every call', () => {
    const a = buildOpenApiDocument();
    (a.info as { title: string }).title = 'changed';
    expect((buildOpenApiDocument().info as { title: string }).title).not.toBe('changed');
  });
});
