/**
 * The log holds nothing a user submitted or that identifies them. The whole site (API,
 * form, /openapi.json) runs as `pnpm start` runs it (`startServer` + `createSite`, a real listener
 * on 127.0.0.1, offline), and every request carries unique markers: in every parameter and body
 * field of every endpoint of the catalogue, in the form's fields, in the URL path and query, in
 * headers (User-Agent, Referer, Cookie, Authorization, X-Forwarded-For), in malformed requests that
 * only Node's parser sees; the client connects from its own loopback address. No marker, nor the
 * client address, may appear in any log line.
 */
import { request as httpRequest } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@secapi/openapi';
import { createJsonLogger, startServer } from '@secapi/server';
import type { Server } from 'node:http';
import { createSite } from '../src/site.js';
import { PATHS } from '../src/paths.js';

const CLIENT = '127.0.0.29';
let n = 0;
const markers: string[] = [];
/** A new marker (letters only, so no part of the log can produce it by chance). */
function mark(): string {
  n++;
  const m = `qzmark${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}x`;
  markers.push(m);
  return m;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => {
        resolve(port);
      });
    });
  });
}

let port = 0;
let server: Server;
const lines: string[] = [];
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'secapi-logs-'));
  port = await freePort();
  const s = startServer({
    name: 'secapi',
    env: {
      PORT: String(port),
      SECAPI_OFFLINE: '1',
      SECAPI_PHISHING_FEEDS: 'off',
      SECAPI_FEEDBACK_DB: join(dir, 'feedback.sqlite'),
      TRUST_PROXY: 'loopback',
    },
    stderr: (l) => lines.push(l),
    exit: () => undefined,
    onSignal: () => undefined,
    // Debug level: even the lines an operator would turn on must not leak.
    logger: createJsonLogger((l) => lines.push(l), { level: 'debug' }),
    host: '127.0.0.1',
    buildApp: (config, logger, runtime) => createSite(config, { logger, ...runtime }),
  });
  if (s === null) throw new Error(lines.join(''));
  server = s;
  await new Promise<void>((resolve) => {
    if (server.listening) resolve();
    else
      server.once('listening', () => {
        resolve();
      });
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

function send(method: string, path: string, body?: string, type = 'application/json'): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      'User-Agent': `Mozilla/5.0 ${mark()}`,
      Referer: `https://${mark()}.example/`,
      Cookie: `session=${mark()}`,
      Authorization: `Bearer ${mark()}`,
      'X-Forwarded-For': n % 2 === 0 ? mark() : '203.0.113.77',
      'Accept-Language': 'fr-CA',
    };
    if (body !== undefined) {
      headers['Content-Type'] = type;
      headers['Content-Length'] = String(Buffer.byteLength(body));
    }
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, localAddress: CLIENT, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => {
          resolve(res.statusCode ?? 0);
        });
      },
    );
    req.on('error', () => {
      resolve(0);
    });
    req.end(body);
  });
}

function raw(data: string): Promise<void> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port, localAddress: CLIENT });
    s.on('connect', () => s.write(data));
    s.on('data', () => undefined);
    s.on('error', () => undefined);
    s.on('close', () => {
      resolve();
    });
    setTimeout(() => s.destroy(), 2_000).unref();
  });
}

describe('log privacy', () => {
  it('no marker and no client address reach the log, through every endpoint', async () => {
    const statuses: number[] = [];
    for (const e of ENDPOINTS) {
      if (e.input.kind === 'query') {
        for (const variant of ['plain', 'url', 'domain']) {
          const q = e.input.params
            .map((p) => {
              const m = mark();
              const v =
                p.name === 'prefix'
                  ? 'Z' + m
                  : variant === 'url'
                    ? `https://${m}.example/${mark()}?token=${mark()}`
                    : variant === 'domain'
                      ? `${m}.example`
                      : m;
              return `${p.name}=${encodeURIComponent(v)}`;
            })
            .join('&');
          statuses.push(await send('GET', `${e.path}?${q}&lang=${mark()}`));
        }
      } else {
        const body: Record<string, unknown> = {
          url: `https://${mark()}.example/${mark()}`,
          message: `Your code is ${mark()} https://${mark()}.example/`,
          emailBody: `From: a@${mark()}.example\n\n${mark()}`,
          rawHeaders: `Received: from ${mark()}.example`,
          analysisType: 'check-url',
          subject: `https://${mark()}.example/`,
          score: 12,
          verdict: mark(),
          feedback: mark(),
          comment: `comment ${mark()}`,
          timestamp: '2026-11-25T08:00:00Z',
          [mark()]: mark(),
        };
        statuses.push(await send('POST', e.path, JSON.stringify(body)));
        // Unreadable bodies too.
        statuses.push(await send('POST', e.path, `{"message":"${mark()}`));
        statuses.push(await send('POST', e.path, `message=${mark()}`, 'text/plain'));
      }
      statuses.push(await send('GET', `${e.path}/${mark()}?${mark()}=1`));
      statuses.push(await send('DELETE', `${e.path}?x=${mark()}`));
    }
    // The form.
    for (const [param, path] of [
      ['u', PATHS.checkUrl],
      ['domain', PATHS.checkDns],
      ['ip', PATHS.checkIp],
      ['domain', PATHS.checkEmailAuth],
      ['domain', PATHS.checkTyposquat],
      ['domain', PATHS.checkWhois],
      ['domain', PATHS.checkCerts],
      ['hash', PATHS.checkHash],
      ['url', PATHS.checkHeaders],
    ] as const) {
      statuses.push(
        await send('GET', `${path}?${param}=${encodeURIComponent(`https://${mark()}.example/${mark()}`)}`),
      );
      statuses.push(await send('GET', `${path}?${param}=${mark()}&lang=${mark()}`));
    }
    statuses.push(
      await send(
        'POST',
        PATHS.checkMessage,
        `message=${encodeURIComponent(`Hi ${mark()} https://${mark()}.example`)}&lang=fr-CA`,
        'application/x-www-form-urlencoded',
      ),
    );
    statuses.push(await send('GET', `/${mark()}/${mark()}?q=${mark()}`));
    statuses.push(await send('GET', `/assets/${mark()}.css`));
    // Requests only Node's parser sees.
    await raw(`GET /${mark()} HTTP/1.1\r\nHost: ${mark()}\r\nX-A: ${mark()}\x00\r\n\r\n`);
    await raw(`${mark()} /${mark()} HTTP/1.1\r\n\r\n`);
    await raw(`CONNECT ${mark()}.example:443 HTTP/1.1\r\nHost: ${mark()}.example:443\r\n\r\n`);
    await raw(
      `POST /api/check-url HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n${mark()}`,
    );

    // The requests were really served (a marker test of a dead server proves nothing).
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s >= 400 && s < 500).length).toBeGreaterThan(20);
    expect(statuses).not.toContain(0);
    expect(statuses.filter((s) => s >= 500 && s !== 501 && s !== 502)).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    const log = lines.join('');
    expect(lines.filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(statuses.length);
    expect(markers.length).toBeGreaterThan(300);
    const leaked = markers.filter((m) => log.includes(m));
    expect(leaked).toEqual([]);
    expect(log).not.toContain(CLIENT);
    expect(log).not.toContain('203.0.113.77');
    expect(log).not.toContain('Mozilla');
  }, 60_000);
});
