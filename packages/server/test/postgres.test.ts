/**
 * Feedback in a real PostgreSQL (Debian's, started here as the `postgres` user on a free loopback
 * port with a throw-away data directory): two `secapi-server` processes (the built dist/main.js)
 * acknowledge 200 entries, are killed with SIGKILL, and every acknowledged row is there; with
 * PostgreSQL stopped the server still serves analyses, feedback answers 503 JSON within 10 s,
 * /readyz says 503, nothing is half-written, and it all comes back when PostgreSQL does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runServer } from './raw-client.js';
import { findPostgresBin, startPostgres, type TestPostgres } from './postgres-server.js';

const bin = findPostgresBin();
if (bin === null && process.env.SECAPI_REQUIRE_SYSTEM_SERVERS === '1')
  throw new Error('PostgreSQL is required (apt-get install postgresql)');
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function send(
  port: number,
  method: string,
  path: string,
  json?: unknown,
  localAddress = '127.0.0.1',
): Promise<Answer> {
  const start = Date.now();
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress,
        agent: false,
        headers:
          body === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text, ms: Date.now() - start });
        });
      },
    );
    req.on('error', () => {
      resolve({ status: 0, body: '', ms: Date.now() - start });
    });
    req.end(body);
  });
}

const entry = (i: number): Record<string, unknown> => ({
  analysisType: 'check-url',
  subject: `https://e${i}.example/`,
  score: i,
  verdict: 'verdict.caution',
  feedback: 'false-positive',
  comment: `entry ${i}`,
  timestamp: '2026-11-25T09:00:00Z',
});

async function rows(url: string): Promise<Set<string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ id: string }>('SELECT id FROM feedback');
    return new Set(r.rows.map((x) => x.id));
  } finally {
    await c.end();
  }
}

function spawnInstance(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; out: string[] }> {
  return freePort().then(
    (port) =>
      new Promise((resolve, reject) => {
        const out: string[] = [];
        const child = spawn(process.execPath, [MAIN], {
          env: {
            PATH: process.env.PATH ?? '',
            PORT: String(port),
            SECAPI_OFFLINE: '1',
            SECAPI_PHISHING_FEEDS: 'off',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const t = setTimeout(() => {
          reject(new Error(`instance did not start: ${out.join('')}`));
        }, 10_000);
        child.stdout.on('data', (c: Buffer) => {
          out.push(c.toString());
          if (out.join('').includes('"msg":"listening"')) {
            clearTimeout(t);
            resolve({ child, port, out });
          }
        });
        child.stderr.on('data', (c: Buffer) => out.push(c.toString()));
      }),
  );
}

describe.skipIf(bin === null)('feedback on PostgreSQL', () => {
  let db: TestPostgres;
  beforeAll(async () => {
    db = await startPostgres(bin!);
  }, 60_000);
  afterAll(() => {
    db.dispose();
  });

  it.skipIf(!existsSync(MAIN) && process.env.SECAPI_REQUIRE_SYSTEM_SERVERS !== '1')(
    '200 entries acknowledged by two processes, then kill -9 of both: every acknowledged row is there',
    async () => {
      // DATABASE_URL wins over SECAPI_FEEDBACK_DB; the start-up line says which store.
      const a = await spawnInstance({ DATABASE_URL: db.url, SECAPI_FEEDBACK_DB: '/nonexistent/x.sqlite' });
      const b = await spawnInstance({ DATABASE_URL: db.url });
      try {
        expect(a.out.join('')).toContain('"feedbackStore":"postgres"');
        const acknowledged: string[] = [];
        // 10 a minute per client address: 20 addresses, 10 entries each, alternately on a and b.
        await Promise.all(
          Array.from({ length: 20 }, async (_, k) => {
            for (let j = 0; j < 10; j++) {
              const i = k * 10 + j;
              const r = await send(
                i % 2 ? a.port : b.port,
                'POST',
                '/api/feedback',
                entry(i),
                `127.0.3.${k + 1}`,
              );
              expect(r.status).toBe(200);
              acknowledged.push((JSON.parse(r.body) as { id: string }).id);
            }
          }),
        );
        expect(acknowledged).toHaveLength(200);
        a.child.kill('SIGKILL');
        b.child.kill('SIGKILL');
        const stored = await rows(db.url);
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        a.child.kill('SIGKILL');
        b.child.kill('SIGKILL');
      }
    },
    60_000,
  );

  it('PostgreSQL stopped: analyses still served, feedback 503 JSON within 10 s, /readyz 503; back: 200 again', async () => {
    const s = await runServer({ DATABASE_URL: db.url });
    try {
      expect((await send(s.port, 'GET', '/readyz')).status).toBe(200);
      const ok = await send(s.port, 'POST', '/api/feedback', entry(1000), '127.0.4.1');
      expect(ok.status).toBe(200);
      const before = await rows(db.url);

      db.stop();
      const down = await send(s.port, 'POST', '/api/feedback', entry(1001), '127.0.4.2');
      expect(down.status).toBe(503);
      expect(down.ms).toBeLessThan(10_000);
      expect(JSON.parse(down.body)).toEqual({
        error: 'Feedback cannot be saved right now. Please try again later.',
      });
      const ready = await send(s.port, 'GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({
        status: 'unavailable',
        checks: { postgres: 'unavailable' },
      });
      expect((await send(s.port, 'GET', '/api/check-url?u=example.com')).status).toBe(200);
      expect(s.lines.join('')).toContain('postgres does not answer');
      expect(s.lines.join('')).not.toContain(db.url);

      db.start();
      // Nothing half-written: exactly the rows acknowledged before.
      expect(await rows(db.url)).toEqual(before);
      const start = Date.now();
      let again: Answer = { status: 0, body: '', ms: 0 };
      while (Date.now() - start < 15_000) {
        again = await send(s.port, 'POST', '/api/feedback', entry(1002), '127.0.4.3');
        if (again.status === 200) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(again.status).toBe(200);
      expect((await send(s.port, 'GET', '/readyz')).status).toBe(200);
    } finally {
      await s.stop();
    }
  }, 60_000);

  it('PostgreSQL away at start: the server starts and serves analyses; feedback 503', async () => {
    const port = await freePort();
    const s = await runServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
    try {
      expect(s.logs().find((l) => l.msg === 'listening')).toMatchObject({ feedbackStore: 'postgres' });
      expect((await send(s.port, 'GET', '/api/check-url?u=example.com')).status).toBe(200);
      const r = await send(s.port, 'POST', '/api/feedback', entry(1), '127.0.4.9');
      expect(r.status).toBe(503);
      expect(r.ms).toBeLessThan(10_000);
      expect((await send(s.port, 'GET', '/readyz')).status).toBe(503);
    } finally {
      await s.stop();
    }
  }, 30_000);
});
