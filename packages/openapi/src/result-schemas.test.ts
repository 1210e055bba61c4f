/**
 * Drift check of the generated result schemas (`src/schemas/results/<analysis>.ts`): each file must
 * equal what `generateResultSchemas()` makes of core's types now. `pnpm --filter @secapi/openapi
 * generate` runs this file with SECAPI_WRITE_OPENAPI=1, which (re)writes them first (then
 * openapi-json.test.ts writes openapi.json from them).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_IDS } from '@secapi/core';
import {
  generateResultSchemas,
  renderIndexFile,
  renderSchemaFile,
  responseSchemaName,
} from './generate/result-schemas.js';

const dir = fileURLToPath(new URL('./schemas/results/', import.meta.url));
const generated = generateResultSchemas();
const fileOf = (folder: string): string => `${dir}${folder}.ts`;

describe('generated result schemas', () => {
  if (process.env.SECAPI_WRITE_OPENAPI === '1') {
    it('are written from core’s types', () => {
      const wanted = new Set(generated.map((a) => `${a.folder}.ts`));
      for (const f of readdirSync(dir)) if (f !== 'index.ts' && !wanted.has(f)) rmSync(`${dir}${f}`);
      for (const a of generated) writeFileSync(fileOf(a.folder), renderSchemaFile(a));
      writeFileSync(fileOf('index'), renderIndexFile(generated));
      for (const a of generated) expect(readFileSync(fileOf(a.folder), 'utf8')).toBe(renderSchemaFile(a));
    });
  } else {
    it.each(generated.map((a) => [a.id, a] as const))(
      '%s: the committed file matches its core type (run `pnpm --filter @secapi/openapi generate` after changing a result type)',
      (_id, a) => {
        expect(existsSync(fileOf(a.folder))).toBe(true);
        expect(readFileSync(fileOf(a.folder), 'utf8')).toBe(renderSchemaFile(a));
      },
    );
  }

  it('index lists every analysis in the registry order', () => {
    expect(readFileSync(fileOf('index'), 'utf8')).toBe(renderIndexFile(generated));
  });

  it('covers every analysis of the registry, root named Check<Name>Response', () => {
    expect(generated.map((a) => a.id)).toEqual(ANALYSIS_IDS);
    for (const a of generated) {
      expect(a.rootName).toBe(responseSchemaName(a.id));
      expect(Object.keys(a.components)[0]).toBe(a.rootName);
    }
  });

  it('turns key fields into exact enumerations with their localized texts beside them', () => {
    const dns = generated.find((a) => a.id === 'check-dns');
    const root = dns?.components.CheckDnsResponse as {
      properties: Record<string, { type?: unknown; enum?: unknown[]; items?: { enum?: unknown[] } }>;
      required: string[];
    };
    expect(root.properties.noteKeys?.items?.enum).toContain('dns.note.no-mx');
    expect(root.properties.noteKeys?.items?.enum).not.toContain('dns.error.no-answer');
    expect(root.properties.errorKey?.enum).toEqual(
      expect.arrayContaining(['skip.offline-mode', 'dns.error.no-answer', null]),
    );
    expect(root.properties.notes).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(root.properties.error).toMatchObject({ type: ['string', 'null'] });
    expect(root.required).toEqual(expect.arrayContaining(['noteKeys', 'notes', 'errorKey', 'error']));
  });

  it('keeps integers, bounds and formats from JSDoc tags, and plain numbers in free-form parameters', () => {
    const url = generated.find((a) => a.id === 'check-url')?.components as Record<
      string,
      { properties: Record<string, Record<string, unknown>> }
    >;
    expect(url.CheckUrlResponse?.properties.confidenceScore).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 100,
    });
    expect(url.DomainAgeReport?.properties.registeredAt).toMatchObject({
      type: ['string', 'null'],
      format: 'date-time',
    });
    const params = url.UrlFinding?.properties.parameters as {
      additionalProperties: { oneOf: { type: string }[] };
    };
    expect(params.additionalProperties.oneOf.map((s) => s.type)).toContain('number');
  });
});
