/**
 * The whole site in-process (supertest): `createSite` = the real `@secapi/server` app + service
 * (offline core context) + the form. Checks the composition: pages keep their own CSP, the API and
 * the form share the rate-limit partitions, and a message reaches no log line of the real logger.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openFeedbackStore, type Logger } from '@secapi/server';
import { PAGE_CSP, createSite } from '../src/index.js';

function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    logger: { log: (level, msg, fields) => lines.push(JSON.stringify({ level, msg, ...fields })) },
  };
}

const config = { port: 0, trustProxy: false, offline: true };

describe('createSite', () => {
  it('serves the form at /, the API under /api/ and /openapi.json; HTML 404s for pages, JSON 404s for the API', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    const home = await request(app).get('/').expect(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(home.headers['x-frame-options']).toBe('DENY');
    const api = await request(app).get('/api/check-url?u=http://192.0.2.7/login').expect(200);
    expect(api.body.verdictKey).toMatch(/^verdict\./);
    await request(app)
      .get('/openapi.json')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    const missing = await request(app).get('/no-such-page?lang=fr-CA').expect(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.text).toContain('<html lang="fr-CA">');
    expect(missing.text).toContain('<title>Page introuvable');
    expect(missing.text).toContain('href="/?lang=fr-CA"');
    const apiMissing = await request(app).get('/api/no-such-endpoint').expect(404);
    expect(apiMissing.headers['content-type']).toMatch(/application\/json/);
    expect(apiMissing.body).toEqual({ error: 'There is nothing at this address.' });
    // The API's 405 stays JSON; a page's 405 is HTML with Allow.
    const apiWrong = await request(app).delete('/api/check-url').expect(405);
    expect(apiWrong.headers['content-type']).toMatch(/application\/json/);
    const pageWrong = await request(app).delete('/check/dns').expect(405);
    expect(pageWrong.headers.allow).toBe('GET, HEAD');
    expect(pageWrong.text).toContain('<title>This request is not allowed here');
    // The API's malformed JSON is still its JSON 400, not a page.
    const badJson = await request(app).post('/api/check-message').type('json').send('{nope').expect(400);
    expect(badJson.headers['content-type']).toMatch(/application\/json/);
  });

  it('links each result to its JSON twin, which the API answers', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    const page = await request(app).get('/check/dns?domain=example.ca&lang=fr-CA').expect(200);
    const href = /class="json-link" href="([^"]+)"/.exec(page.text)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe('/api/check-dns?domain=example.ca&lang=fr-CA');
    const api = await request(app)
      .get(href ?? '')
      .expect(200);
    expect(api.body.domain).toBe('example.ca');
  });

  it('stores "Was this right?" through the same feedback store as /api/feedback', async () => {
    const store = openFeedbackStore(':memory:');
    const app = createSite(config, { logger: capturingLogger().logger, feedbackStore: store });
    await request(app)
      .post('/feedback?lang=fr-CA')
      .type('form')
      .send({
        lang: 'fr-CA',
        analysisType: 'check-url',
        subject: 'http://192.0.2.7/login',
        verdict: 'suspicious',
        score: '55',
        feedback: 'incorrect',
        comment: 'C’est mon site',
        back: '/check/url?u=http%3A%2F%2F192.0.2.7%2Flogin&lang=fr-CA',
      })
      .expect(200)
      .expect((res) => {
        expect(res.text).toContain('votre réponse a été enregistrée');
        expect(res.text).toContain('href="/check/url?u=http%3A%2F%2F192.0.2.7%2Flogin&amp;lang=fr-CA"');
      });
    await request(app)
      .post('/api/feedback')
      .send({ analysisType: 'check-dns', feedback: 'correct', timestamp: '2026-01-01T00:00:00Z' })
      .expect(200);
    expect(store.count()).toBe(2);
    store.close();
  });

  it('serves grade badges as SVG anyone may embed, in both languages', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    const en = await request(app).get('/badge/email-auth.svg?domain=example.ca').expect(200);
    expect(en.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(en.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Offline: not graded, and a failed result is cached briefly (like the memo's 30 s).
    expect(en.body.toString()).toContain('>no grade</text>');
    expect(en.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const fr = await request(app).get('/badge/headers.svg?url=example.ca&lang=fr-CA').expect(200);
    expect(fr.body.toString()).toContain('>en-têtes de sécurité</text>');
    expect(fr.body.toString()).toContain('>sans note</text>');
    await request(app).get('/badge/headers.svg').expect(400);
  });

  it('renders the same verdict on the form page as the API returns', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    const u = 'http://192.0.2.7/paypal/verify';
    const api = await request(app).get('/api/check-url').query({ u, lang: 'fr-CA' }).expect(200);
    const page = await request(app).get('/check/url').query({ u, lang: 'fr-CA' }).expect(200);
    expect(page.text).toContain(`</span>${String(api.body.verdict)}</p>`);
    expect(page.text).toContain(`${String(api.body.confidenceScore)} sur 100`);
  });

  it('shares the check-url partition between the API and the form (10 a minute per client)', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    for (let i = 0; i < 10; i++) await request(app).get(`/api/check-url?u=a${i}.example`).expect(200);
    const res = await request(app).get('/check/url?u=example.com').expect(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.text).toContain(`Wait ${String(res.headers['retry-after'])} seconds`);
    expect(res.text).toContain('value="example.com"');
    // The API keeps its plain-text 429.
    const api = await request(app).get('/api/check-url?u=example.com').expect(429);
    expect(api.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts only requests that run an analysis: empty forms and input answered 400 do not', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    // check-typosquat allows 3 a minute: opening its empty form 6 times costs nothing.
    for (let i = 0; i < 6; i++) await request(app).get('/check/typosquat').expect(200);
    // An empty or unreadable URL is answered 400 and costs nothing either, on the form and the API.
    for (let i = 0; i < 6; i++) await request(app).get('/check/url?u=').expect(400);
    for (let i = 0; i < 6; i++) await request(app).get('/api/check-url?u=').expect(400);
    for (let i = 0; i < 10; i++) await request(app).get(`/check/url?u=a${i}.example`).expect(200);
    await request(app).get('/api/check-url?u=example.com').expect(429);
    await request(app).get('/check/typosquat').expect(200);
  });

  it('a memo hit is free: the same result again, in the other language, as JSON or its permalink', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    // One computation of each, then revisits far beyond the limits (10 links, 5 DNS a minute).
    await request(app).get('/check/url?u=example.com&lang=en-CA').expect(200);
    await request(app).get('/check/dns?domain=example.ca&lang=en-CA').expect(200);
    for (let i = 0; i < 6; i++) {
      const lang = i % 2 === 0 ? 'fr-CA' : 'en-CA';
      await request(app).get(`/check/url?u=example.com&lang=${lang}`).expect(200);
      await request(app).get(`/api/check-url?u=example.com&lang=${lang}`).expect(200);
      await request(app).get(`/check/dns?domain=example.ca&lang=${lang}`).expect(200);
      await request(app).get(`/api/check-dns?domain=example.ca&lang=${lang}`).expect(200);
    }
    // The budget is intact: nine more links and four more domains are computed, the next is refused.
    for (let i = 0; i < 9; i++) await request(app).get(`/check/url?u=b${i}.example`).expect(200);
    await request(app).get('/check/url?u=c.example').expect(429);
    for (let i = 0; i < 4; i++) await request(app).get(`/check/dns?domain=b${i}.example`).expect(200);
    await request(app).get('/api/check-dns?domain=c.example').expect(429);
    // A memoised one still answers after the limit.
    await request(app).get('/check/url?u=example.com&lang=fr-CA').expect(200);
  });

  it('shares the check-message partition between the API and the form', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    for (let i = 0; i < 10; i++) {
      await request(app).post('/check/message').type('form').send({ message: 'hello there' }).expect(200);
    }
    await request(app).post('/api/check-message').send({ message: 'hello there' }).expect(429);
  });

  it('shares the partitions of the DNS-family checks between the API and the form', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    for (let i = 0; i < 5; i++) await request(app).get(`/api/check-dns?domain=d${i}.example.ca`);
    await request(app).get('/check/dns?domain=example.ca').expect(429);
    // Another partition still has its own budget, and offline the page says nothing was checked.
    const ip = await request(app).get('/check/ip?ip=193.0.6.139&lang=fr-CA').expect(200);
    expect(ip.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(ip.text).toContain('<div class="notice" role="status">');
  });

  it('keeps a submitted message out of every log line and header', async () => {
    const { logger, lines } = capturingLogger();
    const app = createSite(config, { logger });
    const secret = 'URGENT: your parcel is held, pay now at http://192.0.2.9/fee code SECRET-4242';
    const ok = await request(app)
      .post('/check/message')
      .type('form')
      .send({ message: secret, lang: 'fr-CA' })
      .expect(200);
    const bad = await request(app)
      .post('/check/message?lang=fr-CA')
      .type('form')
      .send({ message: `${'x'.repeat(20_001)}SECRET-4242` })
      .expect(400);
    expect(lines.length).toBeGreaterThan(0);
    for (const res of [ok, bad]) {
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.stringify(res.headers)).not.toContain('SECRET-4242');
    }
    expect(lines.join('\n')).not.toContain('SECRET-4242');
    expect(lines.join('\n')).not.toContain('xxxxxxxxxx');
  });
});
