/**
 * Drift check of the committed `packages/openapi/openapi.json`: it must equal what
 * `buildOpenApiDocument()` produces now. `pnpm --filter @secapi/openapi generate` runs this file with
 * SECAPI_WRITE_OPENAPI=1, which (re)writes the file instead of comparing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.js';

const file = fileURLToPath(new URL('../openapi.json', import.meta.url));
const render = (): string => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

describe('openapi.json', () => {
  if (process.env.SECAPI_WRITE_OPENAPI === '1') {
    it('is written from buildOpenApiDocument()', () => {
      writeFileSync(file, render());
      expect(readFileSync(file, 'utf8')).toBe(render());
    });
  } else {
    it('matches buildOpenApiDocument() (run `pnpm --filter @secapi/openapi generate` after changing the contract)', () => {
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(render());
    });
  }
});
