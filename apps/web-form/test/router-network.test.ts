/**
 * The registration, certificates, file-hash and security-headers pages, and the network parts of the
 * link result page (redirect chain, domain age, Web Risk), with the fake service (core's real analyses
 * over test-kit's fakeHttp / fakeDns).
 */
import express, { type Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { translate, type Lang } from '@secapi/i18n';
import { urlResult } from '@secapi/test-kit';
import { PAGE_CSP, createFormRouter } from '../src/router.js';
import { escapeHtml } from '../src/html.js';
import { FAKE_HASH, HOSTILE, createFakeService, type FakeService } from './fake-service.js';

let fake: FakeService;
let app: Express;

beforeEach(() => {
  fake = createFakeService();
  app = express();
  app.use(createFormRouter({ service: fake }));
});

const t = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, unknown>): string =>
  escapeHtml(translate(lang, key, params));
const LANGS = ['en-CA', 'fr-CA'] as const;
const NO_ACTIVE = /<script|<style|<[a-z][^>]*\s(?:on[a-z]+|style)=/i;

const ROUTES = [
  {
    path: '/check/whois',
    param: 'domain',
    value: 'example.ca',
    partition: 'check-whois',
    heading: 'ui.whois.heading',
    bad: 'input.domain-required',
  },
  {
    path: '/check/certs',
    param: 'domain',
    value: 'example.ca',
    partition: 'check-certs',
    heading: 'ui.certs.heading',
    bad: 'input.domain-required',
  },
  {
    path: '/check/hash',
    param: 'hash',
    value: FAKE_HASH.known,
    partition: 'check-hash',
    heading: 'ui.hash.heading',
    bad: 'input.hash-required',
  },
  {
    path: '/check/headers',
    param: 'url',
    value: 'https://example.ca/',
    partition: 'check-headers',
    heading: 'ui.headers.heading',
    bad: 'input.url-required',
  },
] as const;

describe('GET / lists the new checks', () => {
  it('links registration among the domain checks and groups headers, certificates and hash', async () => {
    for (const lang of LANGS) {
      const res = await request(app).get(`/?lang=${lang}`).expect(200);
      expect(res.text).toContain(t(lang, 'ui.home.web-heading'));
      for (const { path, heading } of ROUTES)
        expect(res.text).toContain(`<a href="${path}?lang=${lang}">${t(lang, heading)}</a>`);
    }
  });
});

describe.each(ROUTES)('GET $path', ({ path, param, value, partition, heading, bad }) => {
  it('shows the empty form, a result whose switch keeps the query, in both languages', async () => {
    for (const lang of LANGS) {
      const empty = await request(app).get(`${path}?lang=${lang}`).expect(200);
      expect(empty.text).toContain(`<h1 id="form-heading">${t(lang, heading)}</h1>`);
      expect(empty.text).toContain(`<input id="${param}" name="${param}" type="text"`);
      const res = await request(app)
        .get(path)
        .query({ [param]: value, lang })
        .expect(200);
      expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(res.text).toContain('<h1 id="result-heading">');
      const other = lang === 'en-CA' ? 'fr-CA' : 'en-CA';
      expect(res.text).toContain(
        `class="lang-switch" href="${escapeHtml(`${path}?${new URLSearchParams({ [param]: value, lang: other }).toString()}`)}"`,
      );
      expect(res.text).toContain(`<input type="hidden" name="lang" value="${lang}">`);
      expect(res.text).not.toMatch(NO_ACTIVE);
    }
  });

  it('re-renders the form with the localized error and status 400', async () => {
    for (const lang of LANGS) {
      const res = await request(app)
        .get(path)
        .query({ [param]: ' ', lang })
        .expect(400);
      expect(res.text).toContain(t(lang, bad));
      expect(res.text).toContain('aria-invalid="true"');
    }
    const evil = await request(app)
      .get(path)
      .query({ [param]: '"><script>alert(1)</script>', lang: 'en-CA' })
      .expect(400);
    expect(evil.text).not.toContain('<script>alert(1)');
  });

  it(`counts against ${partition}, shows the offline notice and the 500 page`, async () => {
    await request(app)
      .get(path)
      .query({ [param]: value })
      .expect(200);
    expect(fake.hits).toEqual({ [partition]: 1 });
    fake.offline = true;
    const off = await request(app)
      .get(path)
      .query({ [param]: value, lang: 'fr-CA' })
      .expect(200);
    expect(off.text).toContain(t('fr-CA', 'ui.result.not-run'));
    expect(off.text).toContain(t('fr-CA', 'skip.offline-mode'));
    fake.failWith = new TypeError('boom');
    const failed = await request(app)
      .get(path)
      .query({ [param]: value, lang: 'fr-CA' })
      .set('x-quiet', '1');
    expect(failed.status).toBe(500);
    expect(failed.text).toContain(t('fr-CA', 'error.internal'));
  });
});

describe('GET /check/whois result', () => {
  it('shows registrar, localized dates, readable EPP statuses, DNSSEC, name servers, source; hostile registrant as text', async () => {
    const res = await request(app).get('/check/whois?domain=www.example.ca&lang=en-CA').expect(200);
    expect(res.text).toContain('Registraire Exemple inc.');
    expect(res.text).toContain(t('en-CA', 'ui.whois.iana-id', { id: '1234' }));
    expect(res.text).toContain('March 14, 2001');
    expect(res.text).toContain(
      `${t('en-CA', 'ui.whois.epp.transfer-prohibited')} (${t('en-CA', 'ui.whois.epp.by-registrar')})`,
    );
    expect(res.text).toContain(
      `${t('en-CA', 'ui.whois.epp.delete-prohibited')} (${t('en-CA', 'ui.whois.epp.by-registry')})`,
    );
    expect(res.text).toContain(t('en-CA', 'ui.whois.epp.ok'));
    expect(res.text).toContain(t('en-CA', 'ui.whois.dnssec-unsigned'));
    expect(res.text).toContain('<code class="addr">ns1.example.ca</code>');
    expect(res.text).toContain(t('en-CA', 'ui.whois.source.registry'));
    expect(res.text).toContain(t('en-CA', 'whois.note.subdomain'));
    expect(res.text).toContain(escapeHtml(HOSTILE.registrant));
    expect(res.text).not.toContain(HOSTILE.registrant);
    const fr = await request(app).get('/check/whois?domain=example.ca&lang=fr-CA').expect(200);
    expect(fr.text).toContain('14 mars 2001');
    expect(fr.text).toContain(t('fr-CA', 'ui.whois.registrar'));
    expect(fr.text).toMatch(/Canada \(ca\)|Canada \(CA\)/);
  });
});

describe('GET /check/certs result', () => {
  it('shows the source, counts, names with wildcards marked and the newest-first table; hostile issuer as text', async () => {
    for (const lang of LANGS) {
      const res = await request(app).get(`/check/certs?domain=example.ca&lang=${lang}`).expect(200);
      expect(res.text).toContain(t(lang, 'ui.certs.source.crt-sh'));
      expect(res.text).toContain(t(lang, 'ui.certs.wildcard'));
      expect(res.text).toContain('<code class="addr">*.example.ca</code>');
      expect(res.text).toContain(t(lang, 'ui.certs.col-issuer'));
      expect(res.text.indexOf('R11')).toBeLessThan(res.text.indexOf('Google Trust Services'));
      expect(res.text).toContain(escapeHtml(HOSTILE.certName));
      expect(res.text).not.toContain('CN=<script>');
    }
  });
});

describe('GET /check/hash result', () => {
  it('VirusTotal found: engine stats, names, type, size, threat label; hostile file name as text', async () => {
    const res = await request(app).get(`/check/hash?hash=${FAKE_HASH.known}&lang=en-CA`).expect(200);
    expect(res.text).toContain(t('en-CA', 'ui.hash.vt-found'));
    expect(res.text).toContain(t('en-CA', 'ui.hash.detections', { malicious: 62, total: 74 }));
    expect(res.text).toContain('virus.eicar/test');
    expect(res.text).toContain('DOS COM');
    expect(res.text).toContain('68 bytes');
    expect(res.text).toContain(escapeHtml(HOSTILE.fileName));
    expect(res.text).not.toContain(HOSTILE.fileName);
    const fr = await request(app).get(`/check/hash?hash=${FAKE_HASH.known}&lang=fr-CA`).expect(200);
    expect(fr.text).toContain('68\u00a0octets');
  });

  it('says what "not found" means for the source that answered', async () => {
    const vt = await request(app).get(`/check/hash?hash=${FAKE_HASH.unknown}&lang=en-CA`).expect(200);
    expect(vt.text).toContain(t('en-CA', 'ui.hash.vt-not-found'));
    expect(vt.text).toContain(t('en-CA', 'hash.note.virustotal-not-found'));
    fake.hashSource = 'cymru-mhr';
    const mhr = await request(app)
      .get(`/check/hash?hash=${'0'.repeat(32)}&lang=fr-CA`)
      .expect(200);
    expect(mhr.text).toContain(t('fr-CA', 'ui.hash.mhr-not-listed'));
    expect(mhr.text).toContain(t('fr-CA', 'hash.note.mhr-not-listed'));
    const listed = await request(app).get(`/check/hash?hash=${FAKE_HASH.listedMd5}&lang=fr-CA`).expect(200);
    expect(listed.text).toContain(t('fr-CA', 'ui.hash.mhr-listed'));
    expect(listed.text).toContain(t('fr-CA', 'ui.hash.mhr-percent', { percent: 79 }));
  });
});

describe('GET /check/headers result', () => {
  it('shows the grade, the score, each test with pass/fail and its explanation, the hops; hostile header as text', async () => {
    for (const lang of LANGS) {
      const res = await request(app).get(`/check/headers?url=example.ca&lang=${lang}`).expect(200);
      expect(res.text).toContain('<p class="grade grade-b" aria-hidden="true">B</p>');
      expect(res.text).toContain(t(lang, 'ui.headers.score', { score: 75 }));
      expect(res.text).toContain(t(lang, 'ui.headers.test.content-security-policy'));
      expect(res.text).toContain(t(lang, 'headers.csp-not-implemented'));
      expect(res.text).toContain(t(lang, 'ui.headers.pass'));
      expect(res.text).toContain(t(lang, 'ui.headers.fail'));
      expect(res.text).toContain('\u221225');
      expect(res.text).toContain(t(lang, 'ui.headers.hops-heading'));
      expect(res.text).toContain(escapeHtml(HOSTILE.header));
      expect(res.text).not.toContain(HOSTILE.header);
    }
  });
});

describe('GET /check/url network parts', () => {
  it('shows the redirect chain, the final URL, the domain age and Web Risk', async () => {
    const base = urlResult({ input: 'http://short.example/x' });
    fake.analyzeUrl = (input: string) =>
      Promise.resolve({
        ...base,
        input,
        redirects: {
          ...base.redirects,
          wasAttempted: true,
          wasSuccessful: true,
          hops: [
            {
              url: 'http://short.example/x',
              status: 301,
              location: 'https://<script>.example/',
              host: 'short.example',
              address: '203.0.113.5',
            },
            {
              url: 'https://shop.example/',
              status: null,
              location: null,
              host: 'shop.example',
              address: null,
            },
          ],
          finalUrl: 'https://shop.example/',
          finalHost: 'shop.example',
          skipReasonKey: null,
        },
        domainAge: {
          ...base.domainAge,
          wasAttempted: true,
          wasSuccessful: true,
          registeredAt: '2025-01-10T00:00:00Z',
          ageInDays: 12,
          ageBand: 'new',
          humanReadableAgeKey: 'whois.age.under-a-month',
          skipReasonKey: null,
        },
        webRisk: {
          wasAttempted: true,
          wasSuccessful: true,
          threatTypes: ['SOCIAL_ENGINEERING'],
          errorMessageKey: null,
          skipReasonKey: null,
        },
      });
    for (const lang of LANGS) {
      const res = await request(app).get(`/check/url?u=http://short.example/x&lang=${lang}`).expect(200);
      expect(res.text).toContain(t(lang, 'ui.url.redirects-heading'));
      expect(res.text).toContain('<code class="addr">203.0.113.5</code>');
      expect(res.text).toContain('>301<');
      expect(res.text).toContain(t(lang, 'ui.hops.no-response'));
      expect(res.text).toContain(t(lang, 'ui.hops.redirect-to', { location: 'https://<script>.example/' }));
      expect(res.text).not.toContain('<script>.example');
      expect(res.text).toContain(t(lang, 'ui.url.final-url'));
      expect(res.text).toContain(t(lang, 'ui.url.age-band.new'));
      expect(res.text).toContain(
        t(lang, 'ui.url.age-days', { age: translate(lang, 'whois.age.under-a-month'), days: 12 }),
      );
      expect(res.text).toContain(lang === 'en-CA' ? 'January 10, 2025' : '10 janvier 2025');
      expect(res.text).toContain(
        t(lang, 'ui.url.web-risk-listed', { types: translate(lang, 'ui.url.threat.social-engineering') }),
      );
    }
  });

  it('says why Web Risk was not checked', async () => {
    const res = await request(app).get('/check/url?u=https://a.example/&lang=fr-CA').expect(200);
    expect(res.text).toContain(t('fr-CA', 'ui.url.web-risk'));
    expect(res.text).toContain(t('fr-CA', 'skip.not-implemented'));
  });
});
