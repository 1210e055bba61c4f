/**
 * The form's POST routes under bodies a client can break on purpose: a Content-Encoding whose bytes
 * do not decompress is a 400 page (never a 500 nor an error log), and a body over the site's 1 MiB
 * cap is answered with an HTML page in the request's language, as the API answers JSON.
 */
import { request as httpRequest, type RequestListener } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, gzipSync, brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openFeedbackStore, type Logger } from '@secapi/server';
import { createSite } from '../src/index.js';

const config = { port: 0, trustProxy: false, offline: true };

function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    logger: { log: (level, msg, fields) => lines.push(JSON.stringify({ level, msg, ...fields })) },
  };
}

/** POSTs exactly these bytes (supertest re-serialises a Buffer sent as a form). */
async function postRaw(
  app: RequestListener,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: { ...headers, 'content-length': body.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString(),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  } finally {
    server.close();
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
const form =
  'analysisType=check-url&feedback=correct&subject=http%3A%2F%2F192.0.2.7%2F&verdict=suspicious&score=55&back=%2F';

describe('the form’s POST /feedback with a body that does not decompress', () => {
  const cases: [string, string, Buffer][] = [
    ['gzip', 'gzip', Buffer.from('not gzip at all')],
    ['deflate', 'deflate', Buffer.from('\x00\x01garbage')],
    ['br', 'br', Buffer.from('\xff\xff\xff\xffnope')],
    ['gzip, truncated', 'gzip', gzipSync(Buffer.from(form)).subarray(0, 12)],
    ['deflate, truncated', 'deflate', deflateSync(Buffer.from(form)).subarray(0, 5)],
    ['br, truncated', 'br', brotliCompressSync(Buffer.from(form.repeat(20))).subarray(0, 6)],
  ];
  for (const [name, encoding, body] of cases) {
    it(`${name}: a 400 page in the request's language, nothing logged as an error`, async () => {
      const { logger, lines } = capturingLogger();
      const app = createSite(config, { logger });
      const res = await postRaw(
        app,
        '/feedback?lang=fr-CA',
        { 'content-type': FORM_TYPE, 'content-encoding': encoding },
        body,
      );
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<html lang="fr-CA">');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(lines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
    });
  }

  it('a body that does decompress is still stored as before', async () => {
    const store = openFeedbackStore(':memory:');
    const app = createSite(config, { logger: capturingLogger().logger, feedbackStore: store });
    const res = await postRaw(
      app,
      '/feedback',
      { 'content-type': FORM_TYPE, 'content-encoding': 'gzip' },
      gzipSync(Buffer.from(form)),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('the form’s POST routes with a body over 1 MiB', () => {
  for (const path of ['/feedback', '/check/message', '/check/email']) {
    it(`${path}: an HTML page (not JSON), in French when asked`, async () => {
      const app = createSite(config, { logger: capturingLogger().logger });
      const res = await request(app)
        .post(`${path}?lang=fr-CA`)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(`message=${'a'.repeat(1024 * 1024 + 10)}`);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<html lang="fr-CA">');
    });
  }

  it('the API keeps its JSON answer', async () => {
    const app = createSite(config, { logger: capturingLogger().logger });
    const res = await request(app)
      .post('/api/check-message')
      .set('Content-Type', 'application/json')
      .send(`{"message":"${'a'.repeat(1024 * 1024 + 10)}"}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});
