/**
 * The email page of the form (in-process, supertest): the empty form in both languages with the
 * headers help, the result (verdict, sender panel, links table, findings, what was not checked) from
 * core's real email analysis, 400 re-renders, and the email kept out of URLs, headers and logs.
 */
import express, { type Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeEmail, createContext, type DomainAgeLookup, type EmailAnalysisResult } from '@secapi/core';
import { localize, translate, type Lang } from '@secapi/i18n';
import { fakeDns, fakeHttp } from '@secapi/test-kit';
import { emailResultPage } from '../src/email-page.js';
import { escapeHtml } from '../src/html.js';
import { createFormRouter } from '../src/router.js';
import { createFakeService, type FakeService } from './fake-service.js';

let fake: FakeService;
let app: Express;
beforeEach(() => {
  fake = createFakeService();
  fake.offline = true;
  app = express();
  app.use(createFormRouter({ service: fake }));
});

const t = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, unknown>): string =>
  escapeHtml(translate(lang, key, params));

const HEADERS = [
  'Authentication-Results: mx.example.net; spf=fail smtp.mailfrom=parcels.example; dmarc=fail header.from=parcels.example',
  'From: "Canada Post" <notice@parcels.example>',
  'Reply-To: help.parcels@gmail.com',
  'To: kim@example.ca',
  'Subject: Parcel on hold SECRET-SUBJECT-42',
].join('\n');
const BODY =
  '<p>Your parcel is on hold. Pay the $1.99 redelivery fee within 24 hours.</p><a href="https://parcels.example/pay">www.canadapost.ca</a> SECRET-BODY-42';

describe('GET /check/email', () => {
  it.each(['en-CA', 'fr-CA'] as const)('shows the empty form with the headers help (%s)', async (lang) => {
    const res = await request(app).get(`/check/email?lang=${lang}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(`<form method="post" action="/check/email?lang=${lang}">`);
    expect(res.text).toContain('<textarea id="emailBody" name="emailBody" rows="16"');
    expect(res.text).toContain('<textarea id="rawHeaders" name="rawHeaders"');
    for (const k of ['ui.mail.help-gmail', 'ui.mail.help-outlook', 'ui.mail.help-apple'] as const)
      expect(res.text).toContain(t(lang, k));
  });

  it('is linked from the home page', async () => {
    const res = await request(app).get('/?lang=fr-CA').expect(200);
    expect(res.text).toContain('href="/check/email?lang=fr-CA"');
  });
});

describe('POST /check/email', () => {
  it('renders the verdict, the sender panel, the links table and the findings', async () => {
    const res = await request(app)
      .post('/check/email')
      .type('form')
      .send({ emailBody: BODY, rawHeaders: HEADERS, lang: 'en-CA' })
      .expect(200);
    expect(fake.calls.email).toEqual([BODY]);
    expect(res.text).toContain(t('en-CA', 'verdict.dangerous'));
    expect(res.text).toContain(t('en-CA', 'ui.mail.sender-heading'));
    expect(res.text).toContain('<code class="addr">notice@parcels.example</code>');
    expect(res.text).toContain('<code class="addr">help.parcels@gmail.com</code>');
    expect(res.text).toContain(t('en-CA', 'ui.mail.auth-heading'));
    expect(res.text).toContain(t('en-CA', 'ui.mail.link-href'));
    expect(res.text).toContain('<code class="addr">https://parcels.example/pay</code>');
    expect(res.text).toContain(t('en-CA', 'finding.email-sender-brand-display-name.title'));
    expect(res.text).toContain(t('en-CA', 'finding.email-link-text-mismatch.title'));
    expect(res.text).toContain(t('en-CA', 'ui.mail.skipped-heading'));
    expect(res.text).toContain(t('en-CA', 'email.part.dkim-verification'));
  });

  it('answers in French', async () => {
    const res = await request(app)
      .post('/check/email')
      .type('form')
      .send({ emailBody: BODY, rawHeaders: HEADERS, lang: 'fr-CA' })
      .expect(200);
    expect(res.text).toContain('<html lang="fr-CA">');
    expect(res.text).toContain(t('fr-CA', 'ui.mail.sender-heading'));
    expect(res.text).toContain(t('fr-CA', 'finding.email-auth-dmarc-fail.title'));
  });

  it('re-renders the form with the error (400) for an empty email', async () => {
    const res = await request(app)
      .post('/check/email')
      .type('form')
      .send({ emailBody: '  ', lang: 'en-CA' })
      .expect(400);
    expect(res.text).toContain(t('en-CA', 'input.email-body-required'));
    expect(res.text).toContain('aria-invalid="true"');
  });

  it('keeps the email out of URLs, headers and logs, even when the analysis fails', async () => {
    const chunks: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((c: unknown) => (chunks.push(String(c)), true));
    const ok = await request(app)
      .post('/check/email')
      .type('form')
      .send({ emailBody: BODY, rawHeaders: HEADERS });
    fake.failWith = new Error(`cannot analyse ${BODY}`);
    const failed = await request(app)
      .post('/check/email')
      .type('form')
      .send({ emailBody: BODY, rawHeaders: HEADERS });
    vi.restoreAllMocks();
    expect(ok.status).toBe(200);
    expect(failed.status).toBe(500);
    for (const res of [ok, failed]) {
      expect(res.headers.location).toBeUndefined();
      expect(JSON.stringify(res.headers)).not.toContain('SECRET');
      for (const m of res.text.matchAll(/(?:href|action)="([^"]*)"/g)) expect(m[1]).not.toContain('SECRET');
    }
    expect(ok.text).toContain('href="/check/email?lang=fr-CA" lang="fr-CA"');
    const out = chunks.join('');
    expect(out).toContain('web-form analysis failed');
    expect(out).not.toContain('SECRET');
  });
});

describe('POST /check/email over the limit', () => {
  it('answers a 429 page in the layout that gives the pasted email and headers back', async () => {
    fake.limit = 0;
    const res = await request(app)
      .post('/check/email?lang=fr-CA')
      .type('form')
      .send({ emailBody: 'pasted body 429', rawHeaders: 'From: a@example.ca', lang: 'fr-CA' })
      .expect(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="fr-CA"');
    expect(res.text).toContain('pasted body 429</textarea>');
    expect(res.text).toContain('From: a@example.ca</textarea>');
    expect(res.text).toContain(t('fr-CA', 'ui.error.rate-limited-wait', { seconds: 42 }));
    expect(fake.calls.email).toHaveLength(0);
  });
});

describe('the email result page, online parts', () => {
  // The real analysis online with fake ports: the From domain publishes p=reject and the receiver
  // saw DMARC fail; the short link leads to a domain registered 3 days ago.
  const online = async () => {
    const dns = fakeDns({
      'parcels.example': { A: ['192.0.2.1'] },
      '_dmarc.parcels.example': { TXT: [['v=DMARC1; p=reject']] },
    });
    const http = fakeHttp({
      'https://bit.ly/3xYz': { status: 301, headers: { location: 'https://colis-suivi.example/p' } },
      'https://colis-suivi.example/p': { status: 200 },
    });
    const lookupDomainAge: DomainAgeLookup = (domain) =>
      Promise.resolve({
        lookedUpDomain: domain,
        errorMessageKey: null,
        skipReasonKey: null,
        wasAttempted: true,
        wasSuccessful: true,
        registeredAt: '2026-11-22T00:00:00Z',
        ageInDays: 3,
        ageBand: 'new',
        humanReadableAgeKey: 'whois.age.under-a-week',
      });
    return analyzeEmail(
      { emailBody: 'Your parcel is on hold: https://bit.ly/3xYz', rawHeaders: HEADERS },
      createContext({ dns, http }),
      { lookupDomainAge },
    );
  };
  const page = (r: EmailAnalysisResult, lang: Lang): string =>
    emailResultPage(
      { lang, assets: { css: '/assets/site.css', icon: '/assets/icon.svg' } },
      localize(r, lang),
      {},
    ).body;

  it.each(['en-CA', 'fr-CA'] as const)(
    'shows the From domain’s DMARC policy and the links’ network findings (%s)',
    async (lang) => {
      const html = page(await online(), lang);
      expect(html).toContain(t(lang, 'ui.mail.dmarc-heading', { domain: 'parcels.example' }));
      expect(html).toContain('p=reject');
      expect(html).toContain(t(lang, 'email.dmarc.policy-reject'));
      expect(html).toContain(t(lang, 'ui.mail.link-network'));
      expect(html).toContain(t(lang, 'ui.mail.link-final', { host: 'colis-suivi.example', count: 1 }));
      expect(html).toContain(t(lang, 'ui.mail.link-age', { domain: 'colis-suivi.example', days: 3 }));
      expect(html).toContain(t(lang, 'finding.email-link-domain-new.title'));
      expect(html).toContain(t(lang, 'finding.email-dmarc-enforced-fail.title'));
    },
  );

  it('says when the policy was not looked up and the links were not checked (offline)', async () => {
    const r = await analyzeEmail(
      { emailBody: 'Your parcel is on hold: https://bit.ly/3xYz', rawHeaders: HEADERS },
      createContext({ offline: true }),
    );
    const html = page(r, 'fr-CA');
    expect(html).toContain(t('fr-CA', 'ui.mail.dmarc-not-checked'));
    expect(html).toContain(t('fr-CA', 'ui.mail.link-not-checked'));
    expect(html).toContain(t('fr-CA', 'email.part.link-network-checks'));
  });
});
