/**
 * The check-acme page with the fake service (core's real `analyzeAcme` over fakeDns / fakeHttp):
 * the method select, the problems worst first with what to do, the checks, and a bad method.
 */
import express, { type Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { translate, type Lang } from '@secapi/i18n';
import { createFormRouter } from '../src/router.js';
import { escapeHtml } from '../src/html.js';
import { createFakeService, type FakeService } from './fake-service.js';

let fake: FakeService;
let app: Express;

beforeEach(() => {
  fake = createFakeService();
  app = express();
  app.use(createFormRouter({ service: fake }));
});

const t = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, unknown>): string =>
  escapeHtml(translate(lang, key, params));

describe('GET /check/acme', () => {
  it('shows the empty form with the method select, in both languages', async () => {
    for (const lang of ['en-CA', 'fr-CA'] as const) {
      const res = await request(app).get(`/check/acme?lang=${lang}`).expect(200);
      expect(res.text).toContain(t(lang, 'ui.acme.heading'));
      expect(res.text).toContain('<select id="method" name="method">');
      expect(res.text).toContain(`<option value="" selected>${t(lang, 'ui.acme.method-all')}</option>`);
      expect(res.text).toContain('<option value="tls-alpn-01">tls-alpn-01</option>');
    }
  });

  it('lists the problems worst first with what to do, and the checks; the method stays selected', async () => {
    for (const lang of ['en-CA', 'fr-CA'] as const) {
      const res = await request(app).get(`/check/acme?domain=example.ca&lang=${lang}`).expect(200);
      const fatal = res.text.indexOf(t(lang, 'acme.problem.reserved-address'));
      const warning = res.text.indexOf(t(lang, 'acme.problem.txt-double-label'));
      expect(fatal).toBeGreaterThan(0);
      expect(warning).toBeGreaterThan(fatal);
      expect(res.text).toContain(t(lang, 'ui.acme.severity.fatal'));
      // The reserved address stops tls-alpn-01 too (never contacted): its check says why.
      expect(res.text).toContain(t(lang, 'acme.check.tls-alpn'));
      expect(res.text).toContain(t(lang, 'acme.reason.stopped-by-fatal'));
      expect(res.text).toContain(t(lang, 'acme.reason.needs-ca-account'));
      expect(res.text).toContain(t(lang, 'ui.acme.reserved'));
    }
    expect(fake.calls.acme).toEqual(['example.ca', 'example.ca']);
    const dns = await request(app).get('/check/acme?domain=example.ca&method=dns-01&lang=en-CA').expect(200);
    expect(dns.text).toContain('<option value="dns-01" selected>dns-01</option>');
    // The language switch keeps the method.
    expect(dns.text).toContain('href="/check/acme?domain=example.ca&amp;method=dns-01&amp;lang=fr-CA"');
    expect(dns.text).not.toContain(t('en-CA', 'acme.problem.reserved-address'));
    expect(dns.text).toContain(t('en-CA', 'acme.problem.txt-double-label'));
  });

  it('answers a method outside the three with the form, its error and 400', async () => {
    const res = await request(app).get('/check/acme?domain=example.ca&method=http-02&lang=fr-CA').expect(400);
    expect(res.text).toContain(
      t('fr-CA', 'input.method-invalid', { allowed: 'http-01, dns-01, tls-alpn-01' }),
    );
  });
});
