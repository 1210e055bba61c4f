/**
 * Every analysis of core's `ANALYSES` is whole: an endpoint and a response schema in the OpenAPI
 * catalogue, its keys in both catalogues (French not a copy), and a page in the form, in both
 * languages. Adding an analysis without one of them fails here (and most of them at compile time).
 */
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ANALYSES, ANALYSIS_IDS, listResultKeys } from '@secapi/core';
import { CATALOGUES } from '@secapi/i18n';
import { ANALYSIS_RESPONSE_SCHEMAS, ENDPOINTS, PARTITIONS, SCHEMAS } from '@secapi/openapi';
import { ANALYSIS_PAGES, CHECKS } from '../src/check-pages.js';
import { createFormRouter } from '../src/router.js';
import { createFakeService } from './fake-service.js';

describe.each(ANALYSIS_IDS)('%s', (id) => {
  const d = ANALYSES[id];
  const area = id.slice('check-'.length);

  it('has an implemented endpoint answering its schema, in its own partition', () => {
    const endpoints = ENDPOINTS.filter((e) => e.analysis === id);
    expect(endpoints.length).toBeGreaterThan(0);
    for (const e of endpoints) {
      expect(e.implemented).toBe(true);
      expect(e.partition).toBe(id);
      expect(e.perMinute).toBe(d.perMinute);
      expect(e.responseSchema).toBe(ANALYSIS_RESPONSE_SCHEMAS[id]);
    }
    expect(SCHEMAS[ANALYSIS_RESPONSE_SCHEMAS[id]]).toBeDefined();
    expect(PARTITIONS[id].perMinute).toBe(d.perMinute);
  });

  it('has its keys translated in en-CA and fr-CA', () => {
    const keys = listResultKeys().filter((k) => k.startsWith(`${area}.`) || k.startsWith(`finding.${area}-`));
    expect(keys.length).toBeGreaterThan(0);
    let differ = 0;
    for (const k of keys) {
      const en = (CATALOGUES['en-CA'] as Record<string, string | undefined>)[k];
      const fr = (CATALOGUES['fr-CA'] as Record<string, string | undefined>)[k];
      expect(en, k).toBeTruthy();
      expect(fr, k).toBeTruthy();
      if (en !== fr) differ += 1;
    }
    // Names (DNSSEC, CAA…) may read the same in both languages; sentences do not.
    expect(differ / keys.length).toBeGreaterThan(0.8);
  });

  it.each(['en-CA', 'fr-CA'] as const)('has a form page in %s', async (lang) => {
    const app = express();
    app.use(createFormRouter({ service: createFakeService() }));
    const path = ANALYSIS_PAGES[id];
    // The URL and message forms live on the home page; the others have a page of their own.
    const page = id === 'check-url' || id === 'check-message' ? '/' : path;
    const res = await request(app).get(`${page}?lang=${lang}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`lang="${lang}"`);
    expect(res.text).toContain(`action="${path}`);
  });
});

describe('check pages', () => {
  it('run the analysis check-<kind>, with its input name', () => {
    for (const [kind, spec] of Object.entries(CHECKS)) {
      expect(spec.analysis).toBe(`check-${kind}`);
      expect(spec.param).toBe(ANALYSES[spec.analysis].input.name);
    }
  });
});
