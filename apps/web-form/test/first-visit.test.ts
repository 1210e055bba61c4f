/**
 * What a first-time visitor trips on (in-process, supertest, both languages): the one box takes a
 * pasted email to the email check with the limits said; a text-message result can be revisited
 * (language switch, feedback and its way back); every result page has the same ending; the tab
 * title says what the page says; a 429 is headed "Too many checks" and says the wait once.
 */
import express, { type Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { translate, type Lang } from '@secapi/i18n';
import { escapeHtml } from '../src/html.js';
import { createFormRouter } from '../src/router.js';
import { createFakeService, type FakeService } from './fake-service.js';
import { PASTED_EMAIL } from './pasted-email.js';

let fake: FakeService;
let app: Express;

beforeEach(() => {
  fake = createFakeService();
  app = express();
  app.use(createFormRouter({ service: fake, logger: { log: () => undefined } }));
});

const t = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, unknown>): string =>
  escapeHtml(translate(lang, key, params));

const LANGS: readonly Lang[] = ['en-CA', 'fr-CA'];

const BODY = PASTED_EMAIL.slice(PASTED_EMAIL.indexOf('\n\n') + 2);

describe('the one box takes a pasted email to the email check', () => {
  it.each(LANGS)(
    'headers and body go to the email check, split; the page is the email result (%s)',
    async (lang) => {
      const res = await request(app).post('/check').type('form').send({ q: PASTED_EMAIL, lang }).expect(200);
      expect(fake.calls.message).toEqual([]);
      expect(fake.calls.email).toEqual([BODY]);
      expect(res.text).toContain(`<h1 id="result-heading">${t(lang, 'ui.result.email-heading')}</h1>`);
      expect(res.text).toContain(t(lang, 'ui.mail.shape.headers-and-body'));
      expect(res.text).not.toContain(t(lang, 'ui.result.message-heading'));
      expect(res.text).not.toContain('sms:7726');
      // The headers came back in the second box of the email form under the result.
      expect(res.text).toContain(escapeHtml('Received: from mx.example.net'));
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(LANGS)('the hint says the limits, and the box takes a whole email (%s)', async (lang) => {
    const res = await request(app).get(`/?lang=${lang}`).expect(200);
    expect(res.text).toContain(
      t(lang, 'ui.onebox.limits', { messageMax: 20_000, headersMax: 20_000, bodyMax: 20_000 }),
    );
    expect(res.text).toMatch(/<textarea id="q" name="q" rows="3" maxlength="40004"/);
  });

  it.each(LANGS)('an email over a limit is refused in words, kept in the box (%s)', async (lang) => {
    const long = PASTED_EMAIL.replace(
      'Subject: Your parcel',
      `X-Padding: ${'p'.repeat(20_100)}\nSubject: Your parcel`,
    );
    const res = await request(app).post('/check').type('form').send({ q: long, lang }).expect(400);
    const headers = long.indexOf('\n\n');
    expect(res.text).toContain(
      t(lang, 'ui.onebox.email-too-long', {
        headers,
        headersMax: 20_000,
        body: BODY.length,
        bodyMax: 20_000,
      }),
    );
    expect(fake.calls.email).toEqual([]);
    expect(res.text).toContain('X-Padding: ppp');
  });

  it('a text message over 20,000 characters is refused with the limit, not cut', async () => {
    const res = await request(app)
      .post('/check')
      .type('form')
      .send({ q: `hello ${'x'.repeat(20_000)}`, lang: 'en-CA' })
      .expect(400);
    expect(res.text).toMatch(/<p class="field-error" id="(?:q|message)-error">[^<]*20[,\u00a0\u202f ]?000/);
  });
});

describe('every result page has the same ending', () => {
  it.each(LANGS)('the email result: checked, "Was this right?", no permalink (%s)', async (lang) => {
    const res = await request(app)
      .post('/check/email')
      .type('form')
      .send({ emailBody: BODY, rawHeaders: PASTED_EMAIL.slice(0, PASTED_EMAIL.indexOf('\n\n')), lang })
      .expect(200);
    expect(res.text).toContain('<p class="checked-at">');
    expect(res.text).toContain('<section class="card feedback"');
    expect(res.text).toContain('name="analysisType" value="check-email"');
    expect(res.text).not.toContain('class="permalink"');
    expect(res.text).not.toContain('name="subject"');
    expect(res.text).toContain(`<h1 id="result-heading">${t(lang, 'ui.result.email-heading')}</h1>`);
  });

  it.each(LANGS)('the tab title of an amber link result says what the page says (%s)', async (lang) => {
    fake.urlInconclusive = true;
    const res = await request(app).get(`/check/url?u=example.com&lang=${lang}`).expect(200);
    expect(res.text).toContain('verdict-incomplete');
    const title = /<title>([^<]*)<\/title>/.exec(res.text)?.[1] ?? '';
    expect(title).toContain(
      t(lang, 'ui.title.url-result', { verdict: translate(lang, 'ui.incomplete.label') }),
    );
    expect(title).not.toContain(t(lang, 'verdict.likely-safe'));
  });

  it.each(LANGS)(
    'the feedback text of a TLS result is about the server, not a message (%s)',
    async (lang) => {
      const res = await request(app).get(`/check/tls?host=example.com&lang=${lang}`).expect(200);
      expect(res.text).toContain(t(lang, 'ui.feedback.privacy-server'));
      expect(res.text).not.toContain(t(lang, 'ui.feedback.privacy'));
    },
  );
});

describe('revisiting a text-message result', () => {
  const message = 'act now: buy a gift card for the boss';

  it.each(LANGS)(
    'the language switch posts the message and shows its result in the other language (%s)',
    async (lang) => {
      const other: Lang = lang === 'fr-CA' ? 'en-CA' : 'fr-CA';
      const first = await request(app)
        .post('/check/message')
        .type('form')
        .send({ message, lang })
        .expect(200);
      const form = /<form class="lang-form" method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(
        first.text,
      );
      expect(form?.[1]).toBe(`/check/message?lang=${other}`);
      const fields = Object.fromEntries(
        [...(form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      );
      expect(fields).toEqual({ lang: other, message: escapeHtml(message) });
      const switched = await request(app)
        .post(form?.[1] ?? '')
        .type('form')
        .send({ lang: other, message })
        .expect(200);
      expect(switched.text).toContain(`<html lang="${other}">`);
      expect(switched.text).toContain(t(other, 'ui.result.message-heading'));
    },
  );

  it.each(LANGS)(
    'after feedback, the thank-you page leads back to the result; the message is not stored (%s)',
    async (lang) => {
      const res = await request(app)
        .post('/feedback')
        .type('form')
        .send({
          lang,
          analysisType: 'check-message',
          feedback: 'correct',
          verdict: 'suspicious',
          score: '55',
          message,
        })
        .expect(200);
      expect(fake.feedback).toHaveLength(1);
      expect(JSON.stringify(fake.feedback)).not.toContain('gift card');
      expect(res.text).toContain(`action="/check/message?lang=${lang}"`);
      expect(res.text).toContain(`name="message" value="${escapeHtml(message)}"`);
      expect(res.text).toContain(t(lang, 'ui.feedback.back-message'));
    },
  );
});

describe('the 429 page', () => {
  it.each(LANGS)('is headed "Too many checks" and says the wait once (%s)', async (lang) => {
    fake.limit = 0;
    const res = await request(app).get(`/check/url?u=example.com&lang=${lang}`).expect(429);
    expect(res.text).toContain(t(lang, 'ui.error.too-many-heading'));
    expect(res.text).not.toContain(t(lang, 'ui.error.heading'));
    const wait = /Wait \d+|Attendez \d+|\d+ s/.exec(res.text)?.[0] ?? 'none';
    expect(wait).not.toBe('none');
    expect(res.text.split(wait).length - 1).toBe(1);
    expect(res.text).not.toContain('aria-invalid');
  });
});

describe('brand names on result pages', () => {
  it('a French page names the brand in French with its grammar, an English page keeps the table name', async () => {
    const fr = await request(app).get('/check/url?u=canada.ca&lang=fr-CA').expect(200);
    expect(fr.text).toContain('Site officiel du gouvernement du Canada');
    expect(fr.text).toContain('appartient au gouvernement du Canada.');
    expect(fr.text).not.toContain('Government of Canada');
    const en = await request(app).get('/check/url?u=canada.ca&lang=en-CA').expect(200);
    expect(en.text).toContain('Government of Canada');
    expect(en.text).not.toContain('gouvernement du Canada');
  });
});
