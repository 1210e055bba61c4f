/**
 * In-process tests of the form router (supertest, no port): both languages, escaping, 400 re-renders,
 * language precedence, rate-limit partitions, and the privacy of messages.
 */
import express, { type Express } from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localize, translate, type Lang } from '@secapi/i18n';
import { PAGE_CSP, createFormRouter } from '../src/router.js';
import { escapeHtml } from '../src/html.js';
import { HOSTILE, createFakeService, type FakeService } from './fake-service.js';

let fake: FakeService;
let app: Express;

beforeEach(() => {
  fake = createFakeService();
  app = express();
  app.use(createFormRouter({ service: fake }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const t = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, unknown>): string =>
  escapeHtml(translate(lang, key, params));

/** Everything written to the console or the standard streams while `fn` runs. */
async function captureOutput(fn: () => Promise<unknown>): Promise<string> {
  const chunks: string[] = [];
  const keep = (...args: unknown[]): void => {
    chunks.push(
      args
        .map((a) => (typeof a === 'string' ? a : ((JSON.stringify(a) as string | undefined) ?? typeof a)))
        .join(' '),
    );
  };
  for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, m).mockImplementation(keep);
  vi.spyOn(process.stdout, 'write').mockImplementation((c: unknown) => (keep(String(c)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((c: unknown) => (keep(String(c)), true));
  try {
    await fn();
  } finally {
    vi.restoreAllMocks();
  }
  return chunks.join('\n');
}

describe('GET /', () => {
  it('serves both forms in English by default, with its own strict CSP and no inline script or style', async () => {
    const res = await request(app).get('/').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<html lang="en-CA">');
    expect(res.text).toContain(t('en-CA', 'ui.url.heading'));
    expect(res.text).toContain(t('en-CA', 'ui.message.heading'));
    expect(res.text).toContain('<form method="get" action="/check/url">');
    expect(res.text).toContain('<form method="post" action="/check/message?lang=en-CA">');
    expect(res.text).toContain('<label for="u">');
    expect(res.text).toContain('<label for="message">');
    expect(res.text).toMatch(
      /<a class="lang-switch" href="\/\?lang=fr-CA" lang="fr-CA" hreflang="fr-CA">Français<\/a>/,
    );
    expect(res.text).not.toMatch(/<script|\sstyle=|<style|\son[a-z]+=/i);
  });

  it('answers in French when Accept-Language asks for it, with French typography', async () => {
    const res = await request(app).get('/').set('Accept-Language', 'fr-CA,fr;q=0.9,en;q=0.5').expect(200);
    expect(res.text).toContain('<html lang="fr-CA">');
    expect(res.text).toContain('Vérifier un lien');
    expect(res.text).toContain('Vérifier un texto');
    expect(res.text).toContain('Analyser le lien');
    expect(res.text).toContain('Vous avez reçu un lien ou un texto douteux\u202f?');
    expect(res.text).toMatch(/href="\/\?lang=en-CA" lang="en-CA" hreflang="en-CA">English<\/a>/);
    expect(res.text).toContain('<input type="hidden" name="lang" value="fr-CA">');
  });

  it('lets the lang query win over Accept-Language, both ways', async () => {
    const en = await request(app).get('/?lang=en-CA').set('Accept-Language', 'fr-CA').expect(200);
    expect(en.text).toContain('<html lang="en-CA">');
    const fr = await request(app).get('/?lang=fr').set('Accept-Language', 'en-CA').expect(200);
    expect(fr.text).toContain('<html lang="fr-CA">');
  });

  it('serves the stylesheet and icon it links to, same-origin', async () => {
    const page = await request(app).get('/').expect(200);
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(page.text)?.[1];
    const icon = /<link rel="icon" href="([^"]+)"/.exec(page.text)?.[1];
    expect(css).toMatch(/^\/assets\/site\.css\?v=[0-9a-f]{12}$/);
    const cssRes = await request(app).get(css!).expect(200);
    expect(cssRes.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(cssRes.text).toContain('.verdict-dangerous');
    const iconRes = await request(app).get(icon!).expect(200);
    expect(iconRes.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('GET /check/url', () => {
  it('renders the localized result: verdict, score, summary, action, findings, details and skipped checks', async () => {
    const res = await request(app)
      .get('/check/url')
      .query({ u: '192.0.2.1/login', lang: 'en-CA' })
      .expect(200);
    expect(fake.calls.url).toEqual(['192.0.2.1/login']);
    const expected = localize(await createFakeService().analyzeUrl('192.0.2.1/login'), 'en-CA');
    expect(res.text).toContain('<div class="verdict" role="status">');
    expect(res.text).toContain(escapeHtml(expected.verdict));
    expect(res.text).toContain(`${expected.confidenceScore} out of 100`);
    expect(res.text).toContain(t('en-CA', 'ui.result.score-meaning'));
    expect(res.text).toContain(escapeHtml(expected.summary));
    expect(res.text).toContain(escapeHtml(expected.recommendedAction));
    expect(expected.findings.length).toBeGreaterThan(0);
    for (const f of expected.findings) {
      expect(res.text).toContain(`<h3>${escapeHtml(f.title)}</h3>`);
      expect(res.text).toContain(escapeHtml(f.description));
      expect(res.text).toContain(`Severity: ${f.severity}`);
    }
    expect(res.text).toContain('<code class="addr">example.com</code>');
    expect(res.text).toContain('http://normalized.example/192.0.2.1%2Flogin');
    expect(res.text).toContain(t('en-CA', 'skip.not-implemented'));
    expect(res.text).toContain(t('en-CA', 'skip.offline-mode'));
    expect(res.text).toContain(
      `class="scale-step step-${expected.verdictKey.slice(8)} current" aria-current="true"`,
    );
    // The URL is echoed back in the form, and the switch keeps the analysis.
    expect(res.text).toContain('value="192.0.2.1/login"');
    expect(res.text).toContain('href="/check/url?u=192.0.2.1%2Flogin&amp;lang=fr-CA" lang="fr-CA"');
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
  });

  it('renders the same result in French', async () => {
    const res = await request(app).get('/check/url?u=192.0.2.1&lang=fr-CA').expect(200);
    const expected = localize(await createFakeService().analyzeUrl('192.0.2.1'), 'fr-CA');
    expect(res.text).toContain('<html lang="fr-CA">');
    expect(res.text).toContain(escapeHtml(expected.verdict));
    expect(res.text).toContain(`${expected.confidenceScore} sur 100`);
    expect(res.text).toMatch(/Gravité\u00a0: (Information|Faible|Moyenne|Élevée|Critique)</);
    expect(res.text).toContain('Résultat pour ce lien');
    expect(res.text).toContain(t('fr-CA', 'skip.offline-mode'));
    expect(res.text).toContain('href="/check/url?u=192.0.2.1&amp;lang=en-CA" lang="en-CA"');
  });

  it('renders a hostile URL as text everywhere', async () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await request(app).get('/check/url').query({ u: evil }).expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"',
    );
    expect(res.text).toContain('<code class="addr">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text).not.toMatch(/<script|\son[a-z]+=(?!alert)/i);
  });

  it('re-renders the form with the localized error and status 400 for an empty URL', async () => {
    const res = await request(app).get('/check/url?u=%20&lang=fr-CA').expect(400);
    expect(res.text).toContain('<html lang="fr-CA">');
    expect(res.text).toContain(
      '<div class="error-summary" id="error-summary" role="alert" tabindex="-1" autofocus>',
    );
    expect(res.text).toContain(t('fr-CA', 'input.url-required'));
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
  });

  it('treats a missing u like an empty one', async () => {
    const res = await request(app).get('/check/url').expect(400);
    expect(res.text).toContain(t('en-CA', 'input.url-required'));
  });

  it('re-renders the form with the limit, formatted per language, for a URL that is too long', async () => {
    const long = `https://example.com/${'a'.repeat(2100)}`;
    const en = await request(app).get('/check/url').query({ u: long, lang: 'en-CA' }).expect(400);
    expect(en.text).toContain('The URL is too long: the limit is 2,048 characters.');
    expect(en.text).toContain(`value="${long}"`);
    const fr = await request(app).get('/check/url').query({ u: long, lang: 'fr-CA' }).expect(400);
    expect(fr.text).toContain(t('fr-CA', 'input.url-too-long', { max: 2048 }));
  });

  it('takes the first u when the parameter is repeated', async () => {
    await request(app).get('/check/url?u=a.example&u=b.example').expect(200);
    expect(fake.calls.url).toEqual(['a.example']);
  });

  it('counts against the check-url partition; its 429 is a page with the wait and the link kept', async () => {
    fake.limit = 1;
    await request(app).get('/check/url?u=a.example').expect(200);
    const res = await request(app).get('/check/url?u=a.example&lang=fr-CA').expect(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.text).toContain('<html lang="fr-CA">');
    expect(res.text).toContain(`<title>${t('fr-CA', 'ui.title.rate-limited')}`);
    expect(res.text).toContain(t('fr-CA', 'ui.error.rate-limited-wait', { seconds: 42 }));
    expect(res.text).toContain('value="a.example"');
    expect(fake.hits).toEqual({ 'check-url': 2 });
  });

  it('shows a calm 500 page when the analysis fails unexpectedly', async () => {
    fake.failWith = new TypeError('boom');
    let res: request.Response | undefined;
    const out = await captureOutput(async () => {
      res = await request(app).get('/check/url?u=a.example&lang=fr-CA');
    });
    expect(res?.status).toBe(500);
    expect(res?.text).toContain(t('fr-CA', 'error.internal'));
    expect(out).toContain('TypeError');
  });
});

describe('POST /check/message', () => {
  const secret = 'Your parcel is held. Pay the fee now: http://pay-now.example.top/ ref SECRET-7731';

  it('renders the localized result with the links found, and refills the textarea', async () => {
    const res = await request(app)
      .post('/check/message')
      .type('form')
      .send({ message: `${secret}\r\nsecond line`, lang: 'en-CA' })
      .expect(200);
    expect(fake.calls.message).toEqual([`${secret}\nsecond line`]);
    const expected = localize(await createFakeService().analyzeMessage(secret), 'en-CA');
    expect(res.text).toContain(t('en-CA', 'ui.result.message-heading'));
    expect(res.text).toContain(escapeHtml(expected.verdict));
    expect(res.text).toContain(escapeHtml(expected.summary));
    for (const f of expected.findings) {
      expect(res.text).toContain(`<h3>${escapeHtml(f.title)}</h3>`);
      expect(res.text).toContain(`Severity: ${f.severity}`);
    }
    expect(res.text).toContain(t('en-CA', 'ui.message.links'));
    expect(res.text).toContain(
      '<code class="addr">http://pay-now.example.top/&quot;&gt;&lt;b&gt;x&lt;/b&gt;</code>',
    );
    expect(res.text).toContain(`<span class="pill">${t('en-CA', 'verdict.suspicious')}</span>`);
    expect(res.text).toContain(`>\n${escapeHtml(secret)}\nsecond line</textarea>`);
    expect(res.text).not.toContain('<b>x</b>');
  });

  it('keeps the message out of URLs, headers, caches and logs', async () => {
    let res: request.Response | undefined;
    const out = await captureOutput(async () => {
      res = await request(app).post('/check/message').type('form').send({ message: secret, lang: 'fr-CA' });
    });
    expect(res?.status).toBe(200);
    expect(res?.headers.location).toBeUndefined();
    expect(res?.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(res?.headers)).not.toContain('SECRET-7731');
    // No link or form action carries it.
    for (const m of res!.text.matchAll(/(?:href|action)="([^"]*)"/g)) expect(m[1]).not.toContain('SECRET');
    // The language switch posts the message again in the other language (a form, never a link).
    expect(res?.text).toMatch(
      /<form class="lang-form" method="post" action="\/check\/message\?lang=en-CA">\s*<input type="hidden" name="lang" value="en-CA">\s*<input type="hidden" name="message" value="[^"]*SECRET-7731/,
    );
    expect(res?.text).not.toContain('rel="alternate"');
    expect(out).not.toContain('SECRET-7731');
  });

  it('keeps the message out of the logs when the analysis fails too', async () => {
    fake.failWith = new Error(`cannot analyse ${secret}`);
    let status = 0;
    const out = await captureOutput(async () => {
      status = (await request(app).post('/check/message').type('form').send({ message: secret })).status;
    });
    expect(status).toBe(500);
    expect(out).toContain('web-form analysis failed');
    expect(out).not.toContain('SECRET-7731');
  });

  it('lets the hidden lang field win over Accept-Language', async () => {
    const res = await request(app)
      .post('/check/message')
      .set('Accept-Language', 'en-CA')
      .type('form')
      .send({ message: secret, lang: 'fr-CA' })
      .expect(200);
    expect(res.text).toContain('<html lang="fr-CA">');
    expect(res.text).toContain('Résultat pour ce texto');
    expect(res.text).toMatch(/Gravité\u00a0: (Information|Faible|Moyenne|Élevée|Critique)</);
  });

  it('falls back to Accept-Language without a lang field', async () => {
    const res = await request(app)
      .post('/check/message')
      .set('Accept-Language', 'fr')
      .type('form')
      .send({ message: secret });
    expect(res.text).toContain('<html lang="fr-CA">');
  });

  it('re-renders the form with the localized error and status 400 for an empty message', async () => {
    const res = await request(app)
      .post('/check/message')
      .type('form')
      .send({ message: '', lang: 'fr-CA' })
      .expect(400);
    expect(res.text).toContain(t('fr-CA', 'input.message-required'));
    expect(res.text).toContain('id="message-error"');
  });

  it('re-renders the form for a message over 20,000 characters, refilled', async () => {
    const long = 'é'.repeat(20_001);
    const res = await request(app).post('/check/message').type('form').send({ message: long }).expect(400);
    expect(res.text).toContain('The message is too long: the limit is 20,000 characters.');
    expect(res.text).toContain(`${long}</textarea>`);
  });

  it('answers 400 with the too-long error, not a crash, when the body is larger than the parser accepts', async () => {
    const res = await request(app)
      .post('/check/message?lang=fr-CA')
      .type('form')
      .send(`lang=fr-CA&message=${'x'.repeat(300_000)}`)
      .expect(400);
    expect(res.text).toContain(t('fr-CA', 'input.message-too-long', { max: 20000 }).slice(0, 20));
    expect(res.text).not.toContain('xxxxxxxxxx');
  });

  it('treats a body that is not a form as an empty message', async () => {
    const res = await request(app).post('/check/message').type('json').send({ message: 'hi' }).expect(400);
    expect(res.text).toContain(t('en-CA', 'input.message-required'));
    expect(fake.calls.message).toEqual(['']);
  });

  it('counts against the check-message partition; its 429 gives the message back only to its sender', async () => {
    fake.limit = 0;
    const res = await request(app).post('/check/message').type('form').send({ message: secret }).expect(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.location).toBeUndefined();
    // The textarea of the direct response, as on a 400; in no header or link.
    expect(res.text).toContain(`>\n${secret}</textarea>`);
    expect(res.text.split(secret)).toHaveLength(2);
    expect(JSON.stringify(res.headers)).not.toContain('SECRET');
    expect(fake.hits).toEqual({ 'check-message': 1 });
    expect(fake.calls.message).toEqual([]);
  });

  it('GET /check/message shows the empty form', async () => {
    const res = await request(app).get('/check/message?lang=fr-CA').expect(200);
    expect(res.text).toContain('<textarea id="message"');
    expect(res.text).toContain('>\n</textarea>');
  });
});

describe('GET / (all six checks)', () => {
  it('groups the two forms and links to the four domain and IP checks, in the page language', async () => {
    for (const lang of ['en-CA', 'fr-CA'] as const) {
      const res = await request(app).get(`/?lang=${lang}`).expect(200);
      expect(res.text).toContain(t(lang, 'ui.home.received-heading'));
      expect(res.text).toContain(t(lang, 'ui.home.domain-heading'));
      for (const [path, key] of [
        ['/check/dns', 'ui.dns.heading'],
        ['/check/ip', 'ui.ip.heading'],
        ['/check/email-auth', 'ui.email.heading'],
        ['/check/typosquat', 'ui.typo.heading'],
      ] as const) {
        expect(res.text).toContain(`<a href="${path}?lang=${lang}">${t(lang, key)}</a>`);
      }
    }
  });
});

/** The four checks share one shape: `GET <path>?<param>=…&lang=…`. */
const CHECK_ROUTES = [
  {
    path: '/check/dns',
    param: 'domain',
    value: 'example.ca',
    partition: 'check-dns',
    heading: 'ui.dns.heading',
  },
  { path: '/check/ip', param: 'ip', value: '193.0.6.139', partition: 'check-ip', heading: 'ui.ip.heading' },
  {
    path: '/check/email-auth',
    param: 'domain',
    value: 'example.ca',
    partition: 'check-email-auth',
    heading: 'ui.email.heading',
  },
  {
    path: '/check/typosquat',
    param: 'domain',
    value: 'example.ca',
    partition: 'check-typosquat',
    heading: 'ui.typo.heading',
  },
] as const;

describe.each(CHECK_ROUTES)('GET $path', ({ path, param, value, partition, heading }) => {
  it('shows the empty form without the parameter, in both languages, with a GET form that keeps lang', async () => {
    for (const lang of ['en-CA', 'fr-CA'] as const) {
      const res = await request(app).get(`${path}?lang=${lang}`).expect(200);
      expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(res.text).toContain(`<h1 id="form-heading">${t(lang, heading)}</h1>`);
      expect(res.text).toContain(`<form method="get" action="${path}">`);
      expect(res.text).toContain(`<input id="${param}" name="${param}" type="text"`);
      expect(res.text).toContain(`<input type="hidden" name="lang" value="${lang}">`);
      const other = lang === 'en-CA' ? 'fr-CA' : 'en-CA';
      expect(res.text).toContain(`class="lang-switch" href="${path}?lang=${other}"`);
      expect(res.text).not.toMatch(/<script|\sstyle=|<style|\son[a-z]+=/i);
    }
  });

  it('renders a result whose language switch keeps the query', async () => {
    const res = await request(app)
      .get(path)
      .query({ [param]: value, lang: 'en-CA' })
      .expect(200);
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<h1 id="result-heading">');
    expect(res.text).toContain(
      `class="lang-switch" href="${escapeHtml(`${path}?${new URLSearchParams({ [param]: value, lang: 'fr-CA' }).toString()}`)}"`,
    );
    // The form is echoed back under the result for another check.
    expect(res.text).toContain(`value="${value}"`);
    // No script, no inline style, no event handler: in any tag (escaped text has no '<').
    expect(res.text).not.toMatch(/<script|<style|<[a-z][^>]*\s(?:on[a-z]+|style)=/i);
    const fr = await request(app)
      .get(path)
      .query({ [param]: value, lang: 'fr-CA' })
      .expect(200);
    expect(fr.text).toContain('<html lang="fr-CA">');
    expect(fr.text).toContain(
      `class="lang-switch" href="${escapeHtml(`${path}?${new URLSearchParams({ [param]: value, lang: 'en-CA' }).toString()}`)}"`,
    );
  });

  it('re-renders the form with the localized error and status 400 for bad input, refilled and escaped', async () => {
    for (const lang of ['en-CA', 'fr-CA'] as const) {
      const empty = await request(app)
        .get(path)
        .query({ [param]: ' ', lang })
        .expect(400);
      expect(empty.text).toContain(
        '<div class="error-summary" id="error-summary" role="alert" tabindex="-1" autofocus>',
      );
      expect(empty.text).toContain(t(lang, param === 'ip' ? 'input.ip-required' : 'input.domain-required'));
      expect(empty.text).toContain('aria-invalid="true"');
      expect(empty.text).toContain(`<title>${t(lang, 'ui.title.error')}`);
    }
    const evil = '"><script>alert(1)</script>';
    const bad = await request(app)
      .get(path)
      .query({ [param]: evil, lang: 'fr-CA' })
      .expect(400);
    expect(bad.text).toContain(t('fr-CA', param === 'ip' ? 'input.ip-invalid' : 'input.domain-invalid'));
    expect(bad.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(bad.text).not.toContain('<script>alert(1)');
    // The switch keeps what was typed, so the error shows in the other language too.
    expect(bad.text).toContain(
      `href="${escapeHtml(`${path}?${new URLSearchParams({ [param]: evil, lang: 'en-CA' }).toString()}`)}"`,
    );
    const long = await request(app)
      .get(path)
      .query({ [param]: 'a'.repeat(300), lang: 'en-CA' })
      .expect(400);
    expect(long.text).toContain('the limit is 255 characters');
    // Too long to be analysed: the switch leads to the empty form.
    expect(long.text).toContain(`class="lang-switch" href="${path}?lang=fr-CA"`);
  });

  it(`counts against the ${partition} partition; its 429 is a page with the wait and the input kept`, async () => {
    fake.limit = 1;
    await request(app)
      .get(path)
      .query({ [param]: value })
      .expect(200);
    const res = await request(app)
      .get(path)
      .query({ [param]: value })
      .expect(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(t('en-CA', 'ui.error.rate-limited-wait', { seconds: 42 }));
    expect(res.text).toContain(`value="${value}"`);
    expect(fake.hits).toEqual({ [partition]: 2 });
  });

  it('shows the offline notice (errorKey) instead of empty sections', async () => {
    fake.offline = true;
    const res = await request(app)
      .get(path)
      .query({ [param]: value, lang: 'fr-CA' })
      .expect(200);
    expect(res.text).toContain('<div class="notice" role="status">');
    expect(res.text).toContain(t('fr-CA', 'ui.result.not-run'));
    expect(res.text).toContain(t('fr-CA', 'skip.offline-mode'));
  });

  it('shows a calm 500 page when the analysis fails unexpectedly', async () => {
    fake.failWith = new TypeError('boom');
    let res: request.Response | undefined;
    const out = await captureOutput(async () => {
      res = await request(app)
        .get(path)
        .query({ [param]: value, lang: 'fr-CA' });
    });
    expect(res?.status).toBe(500);
    expect(res?.text).toContain(t('fr-CA', 'error.internal'));
    expect(out).toContain('TypeError');
    expect(out).toContain(path);
  });
});

describe('GET /check/dns result', () => {
  it('shows one section per record type with status, values, readable TTLs and notes', async () => {
    const res = await request(app).get('/check/dns?domain=Example.CA&lang=en-CA').expect(200);
    expect(fake.calls.dns).toEqual(['Example.CA']);
    const expected = localize(await createFakeService().analyzeDns('example.ca'), 'en-CA');
    for (const type of ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'CAA', 'SOA']) {
      expect(res.text).toContain(`<h3 id="rr-${type.toLowerCase()}">${type} <span class="rr-desc">`);
    }
    expect(res.text).toContain(t('en-CA', 'dns-status.ok'));
    expect(res.text).toContain(t('en-CA', 'dns-status.nodata')); // CNAME
    expect(res.text).toContain('<code class="addr">10 mx1.example.ca</code>');
    expect(res.text).toContain('<code class="addr">0 issue &quot;letsencrypt.org&quot;</code>');
    expect(res.text).toContain('1 hour');
    expect(res.text).toContain('3,600 seconds');
    expect(res.text).toContain(t('en-CA', 'ui.dnssec.not-validated'));
    for (const note of expected.notes) expect(res.text).toContain(escapeHtml(note));
    expect(res.text).toContain('<title>DNS records: example.ca · ');
  });

  it('renders a hostile TXT record as text', async () => {
    const res = await request(app).get('/check/dns?domain=example.ca').expect(200);
    expect(res.text).toContain(`<code class="addr">${escapeHtml(HOSTILE.txt)}</code>`);
    expect(res.text).not.toContain(HOSTILE.txt);
    expect(res.text).not.toMatch(/<script/i);
  });

  it('is in French with French typography and TTLs', async () => {
    const res = await request(app).get('/check/dns?domain=example.ca&lang=fr-CA').expect(200);
    expect(res.text).toContain('Enregistrements par type');
    expect(res.text).toMatch(/1\sheure/u);
    expect(res.text).toContain('Serveurs de courriel');
    expect(res.text).toContain(t('fr-CA', 'dns-status.nodata'));
    expect(res.text).toContain('<title>Enregistrements DNS\u00a0: example.ca · ');
  });
});

describe('GET /check/ip result', () => {
  it('shows the address, reverse DNS with confirmation, the network and the blocklists', async () => {
    const res = await request(app).get('/check/ip?ip=%3A%3Affff%3A193.0.6.139&lang=en-CA').expect(200);
    expect(res.text).toContain('<code class="addr">193.0.6.139</code>');
    expect(res.text).toContain('<code class="addr">::ffff:193.0.6.139</code>'); // as submitted
    expect(res.text).toContain('<code class="addr">www.ripe.net</code> <span class="tag tag-good">');
    expect(res.text).toContain(t('en-CA', 'ui.ip.ptr-confirmed'));
    expect(res.text).toContain(t('en-CA', 'ui.ip.ptr-not-confirmed'));
    expect(res.text).toContain('<strong>AS3333</strong>');
    expect(res.text).toContain('193.0.0.0/21');
    expect(res.text).toContain('Netherlands (NL)');
    expect(res.text).toContain(t('en-CA', 'ui.ip.country-note'));
    expect(res.text).toContain(t('en-CA', 'ip.note.country-is-registry'));
    expect(res.text).toContain('Spamhaus ZEN');
  });

  it('keeps "refused" (not checked) visibly apart from "not listed"', async () => {
    const res = await request(app).get('/check/ip?ip=193.0.6.139&lang=en-CA').expect(200);
    const rows = [...res.text.matchAll(/<tr class="bl-row bl-([a-z-]+)">([\s\S]*?)<\/tr>/g)];
    const refused = rows.find((m) => m[1] === 'refused')?.[2] ?? '';
    const notListed = rows.find((m) => m[1] === 'not-listed')?.[2] ?? '';
    const listed = rows.find((m) => m[1] === 'listed')?.[2] ?? '';
    expect(refused).toContain(
      `<span class="tag tag-warn">${t('en-CA', 'ip.blocklist-status.refused')}</span>`,
    );
    expect(refused).toContain(t('en-CA', 'ip.blocklist-error.public-resolver'));
    expect(notListed).toContain(
      `<span class="tag tag-good">${t('en-CA', 'ip.blocklist-status.not-listed')}</span>`,
    );
    expect(listed).toContain(`<span class="tag tag-bad">${t('en-CA', 'ip.blocklist-status.listed')}</span>`);
    expect(res.text).toContain(t('en-CA', 'ip.note.blocklists-refused'));
    const expected = await createFakeService().analyzeIp('193.0.6.139');
    expect(expected.listedCount).toBe(1);
    expect(res.text).toContain(
      t('en-CA', 'ui.ip.blocklists-summary', {
        listed: 1,
        checked: expected.checkedCount,
        total: expected.blocklists.length,
      }),
    );
  });

  it('renders a hostile PTR name and list explanation as text', async () => {
    const res = await request(app).get('/check/ip?ip=193.0.6.139&lang=fr-CA').expect(200);
    expect(res.text).toContain(`<code class="addr">${escapeHtml(HOSTILE.ptr)}</code>`);
    expect(res.text).toContain(escapeHtml(HOSTILE.reason));
    expect(res.text).not.toContain(HOSTILE.ptr);
    expect(res.text).not.toContain(HOSTILE.reason);
    expect(res.text).not.toMatch(/<script|<img/i);
    expect(res.text).toContain('Pays-Bas (NL)');
    expect(res.text).toContain(t('fr-CA', 'ip.blocklist-status.refused'));
  });

  it('refuses a private address with the localized message and status 400', async () => {
    const res = await request(app).get('/check/ip?ip=192.168.1.1&lang=fr-CA').expect(400);
    expect(res.text).toContain(
      t('fr-CA', 'input.ip-not-public', { ip: '192.168.1.1', range: '192.168.0.0/16' }),
    );
  });
});

describe('GET /check/email-auth result', () => {
  it('shows the grade first, then SPF, DMARC, DKIM, MX, MTA-STS, TLS-RPT, BIMI and DNSSEC', async () => {
    const res = await request(app)
      .get('/check/email-auth?domain=someone%40example.ca&lang=en-CA')
      .expect(200);
    const expected = localize(await createFakeService().analyzeEmailAuth('example.ca'), 'en-CA');
    expect(expected.grade).not.toBeNull();
    const grade = expected.grade ?? '';
    expect(res.text).toContain(`>${grade}</p>`);
    expect(res.text).toContain(`Grade ${grade}`);
    expect(res.text).toContain(`${String(expected.score)} points out of 100`);
    expect(res.text.indexOf('class="grade-block"')).toBeLessThan(res.text.indexOf('id="spf-heading"'));
    for (const note of [...expected.gradeNotes, ...expected.notes])
      expect(res.text).toContain(escapeHtml(note));
    for (const id of ['spf', 'dmarc', 'dkim', 'mx', 'mta-sts', 'tls-rpt', 'bimi', 'dnssec']) {
      expect(res.text).toContain(`id="${id}-heading"`);
    }
    expect(res.text).toContain('<code class="addr">v=spf1 include:_spf.mail.example.net -all</code>');
    expect(res.text).toContain(t('en-CA', 'ui.email.count-of', { count: 1, limit: 10 }));
    expect(res.text).toContain(t('en-CA', 'ui.email.count-of', { count: 0, limit: 2 }));
    expect(res.text).toContain(t('en-CA', 'ui.email.spf-all.fail'));
    expect(res.text).toContain('<code class="addr">_spf.mail.example.net</code>'); // include tree
    expect(res.text).toContain(t('en-CA', 'ui.email.policy.reject'));
    expect(res.text).toContain('<code class="addr">_dmarc.example.ca</code>');
    expect(res.text).toContain('<code class="addr">mailto:dmarc@example.ca</code>');
    expect(res.text).toContain('<code class="addr">selector1</code>');
    expect(res.text).toContain('ED25519');
    expect(res.text).toContain(
      t('en-CA', 'ui.email.dkim-caveat', { count: expected.dkim.selectorsProbed.length }),
    );
    expect(res.text).toContain('<code class="addr">10 mx1.example.ca</code>');
    expect(res.text).toContain('https://mta-sts.example.ca/.well-known/mta-sts.txt');
    expect(res.text).toContain('<code class="addr">mailto:tls@example.ca</code>');
    expect(res.text).toContain(`<title>Email authentication of example.ca: ${grade} · `);
  });

  it('is in French', async () => {
    const res = await request(app).get('/check/email-auth?domain=example.ca&lang=fr-CA').expect(200);
    expect(res.text).toContain('Pourquoi cette note');
    expect(res.text).toContain(t('fr-CA', 'ui.email.spf-heading'));
    expect(res.text).toContain(t('fr-CA', 'ui.email.policy.reject'));
    expect(res.text).toMatch(/\d+ points sur 100/);
  });
});

describe('GET /check/typosquat result', () => {
  it('shows the counts, the registered look-alikes with translated fuzzers, addresses and MX, and the explanation', async () => {
    const res = await request(app).get('/check/typosquat?domain=example.ca&lang=en-CA').expect(200);
    const expected = localize(await createFakeService().analyzeTyposquat('example.ca'), 'en-CA');
    expect(expected.counts.registered).toBe(2);
    expect(res.text).toContain(t('en-CA', 'ui.typo.explanation'));
    expect(res.text).toContain(new Intl.NumberFormat('en-CA').format(expected.variantsGenerated));
    expect(res.text).toContain(
      t('en-CA', 'ui.email.count-of', { count: expected.queriesSent, limit: expected.queryBudget }),
    );
    expect(res.text).toContain('<code class="addr name">exemple.<wbr>ca</code>');
    expect(res.text).toContain('<code class="addr">203.0.113.80</code>');
    expect(res.text).toContain('<code class="addr">mail.exemple.ca</code>');
    for (const v of expected.registered)
      for (const f of v.fuzzerNames) expect(res.text).toContain(escapeHtml(f));
    expect(res.text).not.toContain('typosquat.fuzzer.');
  });

  it('is in French, with the fuzzers translated', async () => {
    const res = await request(app).get('/check/typosquat?domain=example.ca&lang=fr-CA').expect(200);
    const expected = localize(await createFakeService().analyzeTyposquat('example.ca'), 'fr-CA');
    expect(res.text).toContain(t('fr-CA', 'ui.typo.registered-heading'));
    for (const v of expected.registered)
      for (const f of v.fuzzerNames) expect(res.text).toContain(escapeHtml(f));
  });
});
