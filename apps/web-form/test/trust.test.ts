/**
 * In-process tests of the form's trust features (supertest, and one real socket for the stream):
 * the amber "could not fully check" state, the cut-off notice, the typosquat could-not-run notice,
 * HTML error pages, streamed progress and its status codes, the result extras (when, permalink,
 * JSON, feedback, report links), the one box, the badges and §5's small fixes.
 */
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate, type Lang } from '@secapi/i18n';
import { escapeHtml } from '../src/html.js';
import { STREAM_CSP, createFormRouter } from '../src/router.js';
import { FAKE_IP, createFakeService, type FakeService } from './fake-service.js';

let fake: FakeService;
let app: Express;
let clock = Date.parse('2026-11-25T09:00:00Z');

function build(options: { streamAfterMs?: number } = {}): Express {
  const a = express();
  a.use(createFormRouter({ service: fake, now: () => clock, logger: { log: () => undefined }, ...options }));
  return a;
}

beforeEach(() => {
  fake = createFakeService();
  clock = Date.parse('2026-11-25T09:00:00Z');
  app = build();
});

const t = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, unknown>): string =>
  escapeHtml(translate(lang, key, params));

const LANGS: readonly Lang[] = ['en-CA', 'fr-CA'];

describe('never green when a check could not run', () => {
  it.each(LANGS)(
    'draws an incomplete "likely safe" link in amber, with its own action (%s)',
    async (lang) => {
      fake.urlInconclusive = true;
      const res = await request(app).get('/check/url').query({ u: 'example.com', lang }).expect(200);
      expect(res.text).toContain('class="result-head verdict-incomplete"');
      expect(res.text).not.toContain('verdict-likely-safe');
      expect(res.text).toContain(t(lang, 'ui.incomplete.label'));
      // Core's own action for an inconclusive result (url.action.inconclusive) is shown.
      expect(res.text).toContain(t(lang, 'url.action.inconclusive'));
      expect(res.text).toContain(t(lang, 'url.summary.inconclusive'));
      // The scored verdict stays, stated as what the checks that ran found.
      expect(res.text).toContain(
        t(lang, 'ui.incomplete.scored', { verdict: translate(lang, 'verdict.likely-safe'), score: 0 }),
      );
      expect(res.text).not.toContain(t(lang, 'url.action.likely-safe'));
    },
  );

  it('keeps a worse verdict in its colour, with the could-not-fully-check note', async () => {
    const res = await request(app).get('/check/url?u=a.example').expect(200);
    expect(res.text).toContain('class="result-head verdict-dangerous"');
    expect(res.text).toContain(t('en-CA', 'ui.incomplete.note'));
  });

  it.each([
    ['/check/dns', 'domain', 'example.ca'],
    ['/check/ip', 'ip', FAKE_IP],
    ['/check/email-auth', 'domain', 'example.ca'],
    ['/check/typosquat', 'domain', 'example.ca'],
    ['/check/whois', 'domain', 'example.ca'],
    ['/check/certs', 'domain', 'example.ca'],
    ['/check/headers', 'url', 'example.ca'],
  ] as const)(
    '%s: a cut-off service says so and states nothing about the target',
    async (path, param, value) => {
      fake.cutOff = true;
      for (const lang of LANGS) {
        const res = await request(app)
          .get(path)
          .query({ [param]: value, lang })
          .expect(200);
        expect(res.text).toContain(t(lang, 'ui.cutoff.text'));
        expect(res.text).toContain(`<title>${t(lang, 'ui.cutoff.heading')}`);
        expect(res.text).not.toContain(t(lang, 'ui.typo.none-registered'));
        expect(res.text).not.toContain('tag-good');
        expect(res.text).not.toContain(t(lang, 'ui.result.not-run'));
        expect(res.text).not.toContain('class="result-meta"');
      }
    },
  );

  it('a cut-off link check says so too, with no verdict', async () => {
    const analyze = fake.analyzeUrl.bind(fake);
    fake.analyzeUrl = async (input: string) => ({
      ...(await analyze(input)),
      outcome: 'failed' as const,
      errorKey: 'error.network-unreachable',
    });
    app = build();
    const res = await request(app).get('/check/url?u=a.example&lang=fr-CA').expect(200);
    expect(res.text).toContain(t('fr-CA', 'ui.cutoff.text'));
    expect(res.text).not.toContain('class="verdict"');
    expect(res.text).not.toContain('class="finding');
    expect(res.text).toContain('value="a.example"');
  });

  it.each(LANGS)(
    'typosquat with every lookup unanswered: the could-not-run notice, no tick (%s)',
    async (lang) => {
      fake.dnsDown = true;
      const res = await request(app)
        .get('/check/typosquat')
        .query({ domain: 'example.ca', lang })
        .expect(200);
      expect(res.text).toContain('<p class="notice-title">');
      expect(res.text).toMatch(
        new RegExp(
          escapeHtml(translate(lang, 'ui.typo.not-run', { unknown: 999, checked: 999 }))
            .replace(/999/g, '\\d+')
            .replace(/[()]/g, '\\$&'),
        ),
      );
      expect(res.text).not.toContain(t(lang, 'ui.typo.none-registered'));
      expect(res.text).not.toContain('tag-good');
    },
  );
});

describe('HTML error pages', () => {
  it.each(LANGS)('404 and 405 in the layout, with lang, title and a way back (%s)', async (lang) => {
    const missing = await request(app).get('/nothing-here').query({ lang }).expect(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.text).toContain(`<html lang="${lang}">`);
    expect(missing.text).toContain(`<title>${t(lang, 'ui.title.not-found')}`);
    expect(missing.text).toContain(`href="/?lang=${lang}"`);
    const wrong = await request(app).put('/check/url').query({ lang }).expect(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.text).toContain(`<title>${t(lang, 'ui.title.method-not-allowed')}`);
    const getAny = await request(app).get('/check').query({ lang }).expect(405);
    expect(getAny.headers.allow).toBe('POST');
  });

  it('leaves API paths to the API (no page for /api/*)', async () => {
    await request(app)
      .get('/api/whatever')
      .expect(404)
      .expect((r) => {
        expect(r.text).not.toContain('site-header');
      });
  });
});

describe('streamed progress', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => {
      if (server === undefined) resolve();
      else
        server.close(() => {
          resolve();
        });
    });
    server = undefined;
  });

  /** The chunks of one GET as they arrive, with their arrival time. */
  async function chunks(
    path: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; parts: { at: number; text: string }[] }> {
    server = build({ streamAfterMs: 50 }).listen(0, '127.0.0.1');
    await new Promise((r) => server!.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const start = Date.now();
    return new Promise((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path }, (res) => {
        const parts: { at: number; text: string }[] = [];
        res.setEncoding('utf8');
        res.on('data', (c: string) => parts.push({ at: Date.now() - start, text: c }));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, parts });
        });
      }).on('error', reject);
    });
  }

  it('sends the layout and "Checking… (up to 15 s)" at once, then the result in the same response', async () => {
    fake.delayMs = 600;
    const { status, headers, parts } = await chunks('/check/dns?domain=example.ca&lang=fr-CA');
    expect(status).toBe(200);
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-security-policy']).toBe(STREAM_CSP);
    const first = parts[0]!;
    expect(first.text).toContain('<html lang="fr-CA">');
    expect(first.text).toContain(t('fr-CA', 'ui.progress.checking', { seconds: 15 }));
    expect(first.text).not.toContain('id="streamed-result"');
    expect(first.at).toBeLessThan(500);
    const all = parts.map((p) => p.text).join('');
    const last = parts.at(-1)!;
    expect(last.at).toBeGreaterThanOrEqual(550);
    expect(all.indexOf('id="progress"')).toBeLessThan(all.indexOf('id="streamed-result"'));
    expect(all).toContain(`data-title="${t('fr-CA', 'ui.title.dns-result', { domain: 'example.ca' })}`);
    expect(all.trimEnd().endsWith('</html>')).toBe(true);
    expect(all.match(/<main /g)).toHaveLength(1);
  });

  it('sends a quick answer whole, with its own status (400 for bad input, no stream)', async () => {
    fake.delayMs = 0;
    const { status, headers, parts } = await chunks('/check/dns?domain=not%20a%20domain');
    expect(status).toBe(400);
    expect(headers['content-length']).toBeDefined();
    expect(parts.map((p) => p.text).join('')).not.toContain('id="progress"');
  });

  it('reports a failure after the head went out in the page, the status already sent', async () => {
    fake.delayMs = 0;
    const slowFailure = fake.analyzeDns.bind(fake);
    fake.analyzeDns = (input: string) =>
      new Promise((_, reject) =>
        setTimeout(() => {
          reject(new TypeError('late'));
        }, 300),
      ).then(() => slowFailure(input));
    const { status, parts } = await chunks('/check/dns?domain=example.ca');
    expect(status).toBe(200);
    const all = parts.map((p) => p.text).join('');
    expect(all).toContain('data-status="500"');
    expect(all).toContain(t('en-CA', 'error.internal'));
  });
});

describe('what a result page carries', () => {
  it.each(LANGS)(
    'when, a permalink distinct from the language switch, and the JSON of the same result (%s)',
    async (lang) => {
      const res = await request(app).get('/check/dns').query({ domain: 'example.ca', lang }).expect(200);
      expect(res.text).toContain(t(lang, 'ui.meta.checked-now'));
      expect(res.text).toContain(`class="permalink" href="/check/dns?domain=example.ca&amp;lang=${lang}"`);
      const other = lang === 'en-CA' ? 'fr-CA' : 'en-CA';
      expect(res.text).toContain(`class="lang-switch" href="/check/dns?domain=example.ca&amp;lang=${other}"`);
      expect(res.text).toContain(
        `class="json-link" href="/api/check-dns?domain=example.ca&amp;lang=${lang}"`,
      );
    },
  );

  it('says how long ago from checkedAt when the result has it', async () => {
    const analyze = fake.analyzeDns.bind(fake);
    fake.analyzeDns = async (input: string) => ({
      ...(await analyze(input)),
      checkedAt: '2026-11-25T08:57:00Z',
    });
    app = build();
    const en = await request(app).get('/check/dns?domain=example.ca').expect(200);
    expect(en.text).toContain('Checked 3 minutes ago.');
    const fr = await request(app).get('/check/dns?domain=example.ca&lang=fr-CA').expect(200);
    expect(fr.text).toContain('Vérifié il y a 3 minutes.');
  });

  it('has no permalink nor JSON link for a text message (never in an address)', async () => {
    const res = await request(app)
      .post('/check/message')
      .type('form')
      .send({ message: 'pay now at http://x.example.top' })
      .expect(200);
    expect(res.text).not.toContain('class="permalink"');
    expect(res.text).not.toContain('class="json-link"');
    expect(res.text).toContain('<section class="card feedback"');
    expect(res.text).not.toContain('name="subject"');
  });

  it.each(LANGS)(
    'offers report links for a suspicious message: 7726 and the Anti-Fraud Centre (%s)',
    async (lang) => {
      const res = await request(app)
        .post('/check/message')
        .type('form')
        .send({ message: 'act now: buy a gift card', lang })
        .expect(200);
      expect(res.text).toContain('verdict-suspicious');
      // 7726 and the centre's number are links a phone can follow (sms:, tel:).
      expect(res.text).toContain('<a class="report-7726" href="sms:7726">7726</a>');
      expect(res.text).toContain('href="tel:+18884958501"');
      // The block comes right after "What to do", before the findings.
      const action = res.text.indexOf('<div class="action">');
      const report = res.text.indexOf('<section class="card report"');
      expect(action).toBeGreaterThan(0);
      expect(report).toBeGreaterThan(action);
      expect(report).toBeLessThan(res.text.indexOf('class="findings"'));
      expect(res.text).toContain(
        lang === 'fr-CA'
          ? 'href="https://antifraudcentre-centreantifraude.ca/report-signalez-fra.htm"'
          : 'href="https://antifraudcentre-centreantifraude.ca/report-signalez-eng.htm"',
      );
    },
  );

  it('offers no report links for a link that is not suspicious', async () => {
    fake.urlInconclusive = true;
    const res = await request(app).get('/check/url?u=example.com').expect(200);
    expect(res.text).not.toContain('class="card report"');
  });

  it('stores "Was this right?" from the form, and thanks with a way back', async () => {
    const page = await request(app).get('/check/url?u=a.example&lang=fr-CA').expect(200);
    const form = /<section class="card feedback"[\s\S]*?<\/form>/.exec(page.text)?.[0] ?? '';
    const fields = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2]!.replace(/&amp;/g, '&'),
      ]),
    );
    expect(fields).toMatchObject({
      analysisType: 'check-url',
      subject: 'a.example',
      verdict: 'dangerous',
      lang: 'fr-CA',
    });
    const res = await request(app)
      .post('/feedback?lang=fr-CA')
      .type('form')
      .send({ ...fields, feedback: 'incorrect', comment: 'mon site' })
      .expect(200);
    expect(res.text).toContain(t('fr-CA', 'ui.feedback.thanks'));
    expect(res.text).toContain('href="/check/url?u=a.example&amp;lang=fr-CA"');
    expect(fake.feedback).toEqual([
      {
        analysisType: 'check-url',
        subject: 'a.example',
        score: expect.any(Number) as number,
        verdict: 'dangerous',
        feedback: 'incorrect',
        comment: 'mon site',
        timestamp: '2026-11-25T09:00:00.000Z',
      },
    ]);
    expect(fake.hits.feedback).toBe(1);
  });

  it('answers a feedback body the parser refuses with a 400 page, not a 500', async () => {
    const res = await request(app)
      .post('/feedback')
      .type('form')
      .send(`comment=${'x'.repeat(300_000)}`)
      .expect(400);
    expect(res.text).toContain(t('en-CA', 'error.body-too-large'));
    expect(res.text).not.toContain('xxxxxxxxxx');
  });

  it('refuses feedback without an answer or with a foreign "back" address', async () => {
    await request(app).post('/feedback').type('form').send({ analysisType: 'check-url' }).expect(400);
    await request(app)
      .post('/feedback')
      .type('form')
      .send({ analysisType: 'nope', feedback: 'correct' })
      .expect(400);
    const res = await request(app)
      .post('/feedback')
      .type('form')
      .send({ analysisType: 'check-dns', feedback: 'correct', back: '//evil.example/check/x?y' })
      .expect(200);
    expect(res.text).not.toContain('evil.example');
    expect(fake.feedback).toHaveLength(1);
  });
});

describe('the one box', () => {
  it.each([
    ['https://example.com/login', '/check/url?u=https%3A%2F%2Fexample.com%2Flogin&lang=fr-CA'],
    ['jane@example.ca', '/check/email-auth?domain=jane%40example.ca&lang=fr-CA'],
    ['example.ca', '/check/dns?domain=example.ca&lang=fr-CA'],
    ['193.0.6.139', '/check/ip?ip=193.0.6.139&lang=fr-CA'],
    ['44d88612fea8a8f36de82e1278abb02f', '/check/hash?hash=44d88612fea8a8f36de82e1278abb02f&lang=fr-CA'],
  ])('sends %s to its page (303)', async (q, location) => {
    const res = await request(app).post('/check').type('form').send({ q, lang: 'fr-CA' }).expect(303);
    expect(res.headers.location).toBe(location);
    expect(fake.hits).toEqual({});
  });

  it('checks a text message right there: no redirect, nothing in an address', async () => {
    const sms = 'Your parcel is held: pay at http://pay.example.top SECRET-99';
    const res = await request(app).post('/check').type('form').send({ q: sms }).expect(200);
    expect(res.headers.location).toBeUndefined();
    expect(fake.calls.message).toEqual([sms]);
    expect(fake.hits).toEqual({ 'check-message': 1 });
    expect(res.text).toContain('id="result-heading"');
  });

  it('answers 400 with the error beside the box when it is empty', async () => {
    const res = await request(app).post('/check').type('form').send({ q: '   ', lang: 'fr-CA' }).expect(400);
    expect(res.text).toContain(t('fr-CA', 'ui.onebox.required'));
    expect(res.text).toContain('aria-invalid="true"');
  });

  it('keeps what was typed on its 429 page', async () => {
    fake.limit = 0;
    const res = await request(app).post('/check').type('form').send({ q: 'hello there friend' }).expect(429);
    expect(res.text).toContain('>\nhello there friend</textarea>');
    expect(res.text).toContain(t('en-CA', 'ui.error.rate-limited-wait', { seconds: 42 }));
  });
});

describe('badges and the small fixes of §5', () => {
  it('shows the badge and its code under a graded result', async () => {
    const res = await request(app).get('/check/email-auth?domain=example.ca&lang=fr-CA').expect(200);
    expect(res.text).toContain(
      '<img class="badge-img" src="/badge/email-auth.svg?domain=example.ca&amp;lang=fr-CA"',
    );
    const svg = await request(app).get('/badge/email-auth.svg?domain=example.ca&lang=fr-CA').expect(200);
    const text = svg.body instanceof Buffer ? svg.body.toString() : svg.text;
    expect(text).toMatch(/>authentif\. courriel<\/text>\n<text [^>]+>(A\+|A|B|C|D|F)<\/text>/);
    expect(svg.headers['cache-control']).toMatch(/^public, max-age=[1-9]\d*$/);
  });

  it('shows the DKIM caveat once (the DKIM part), not again among the notes', async () => {
    const result = await createFakeService().analyzeEmailAuth('exemple.ca');
    expect(result.noteKeys).toContain('email-auth.note.dkim-selectors-not-exhaustive');
    const res = await request(app).get('/check/email-auth?domain=exemple.ca').expect(200);
    const note = translate('en-CA', 'email-auth.note.dkim-selectors-not-exhaustive', result.parameters);
    expect(res.text).not.toContain(escapeHtml(note));
    const caveat = t('en-CA', 'ui.email.dkim-caveat', { count: result.dkim.selectorsProbed.length });
    expect(res.text.split(caveat)).toHaveLength(2);
  });

  it('leaves an empty meaning cell empty (no "None" on every blocklist row)', async () => {
    const res = await request(app).get(`/check/ip?ip=${FAKE_IP}`).expect(200);
    expect(res.text).toContain('class="empty-cell"');
    expect(res.text).not.toMatch(/data-label="Meaning"><span class="muted">None<\/span>/);
  });

  it('titles an ungraded headers page "(no grade)" in English as in French', () => {
    expect(translate('en-CA', 'ui.title.headers-result-ungraded')).toContain('(no grade)');
  });
});
