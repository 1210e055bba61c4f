/**
 * POST /api/feedback and GET /api/pwned-range over HTTP (supertest), every response checked against
 * the contract (`client`): feedback stored in a real SQLite file, the range from a fake upstream.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext, InputError } from '@secapi/core';
import { FEEDBACK_MAX_LENGTHS } from '@secapi/openapi';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { client, stats } from '@secapi/test-kit/fixtures/server-contract-client.js';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openFeedbackStore, type FeedbackStore } from './feedback-store.js';
import { createJsonLogger } from './logger.js';
import {
  PWNED_RANGE_TTL_MS,
  createService,
  type PwnedRangeFetcher,
  type PwnedRangeResult,
} from './service.js';

const dirs: string[] = [];
const stores: FeedbackStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
afterAll(() => {
  expect(stats.checked).toBeGreaterThan(40);
});

/** SHA-1 of "P@ssw0rd" is 21BD12DC183F740EE76F27B78EB39C8AD972A757. */
const PREFIX = '21BD1';
const SUFFIX = '2DC183F740EE76F27B78EB39C8AD972A757';
const RANGE_LINES = [`${SUFFIX}:108`, '0018A45C4D1DEF81644B54AB7F969B88D65:3'];

function okRange(prefix: string): PwnedRangeResult {
  return {
    prefix,
    lines: RANGE_LINES,
    paddingRemoved: 2,
    invalidLines: 0,
    upstreamStatus: 200,
    errorKey: null,
    parameters: null,
    outcome: 'complete',
  };
}

function setup(options: { fetchPwnedRange?: PwnedRangeFetcher } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'secapi-feedback-http-'));
  dirs.push(dir);
  const feedbackDb = join(dir, 'data', 'feedback.sqlite');
  const lines: string[] = [];
  const logger = createJsonLogger((line) => lines.push(line));
  const config = { ...loadConfig({ SECAPI_FEEDBACK_DB: feedbackDb }) };
  const calls: string[] = [];
  const fetchPwnedRange: PwnedRangeFetcher =
    options.fetchPwnedRange ??
    ((prefix) => {
      calls.push(prefix);
      if (!/^[0-9A-F]{5}$/.test(prefix)) return Promise.reject(new InputError('input.prefix-invalid'));
      return Promise.resolve(okRange(prefix));
    });
  const service = createService(config, {
    logger,
    context: createContext({ offline: true }),
    fetchPwnedRange,
  });
  const app = createApp({ config, service, logger });
  /** Reads the store the app wrote (a second connection to the same file). */
  const store = (): FeedbackStore => {
    const s = openFeedbackStore(feedbackDb);
    stores.push(s);
    return s;
  };
  return { api: client(app), lines, calls, store };
}

const ENTRY = {
  analysisType: 'url',
  subject: 'https://paypa1.com/login',
  score: 60,
  verdict: 'verdict.suspicious',
  feedback: 'correct',
  comment: 'SECRET-COMMENT-TEXT about my bank',
  timestamp: '2026-11-22T10:00:00-05:00',
};

describe('POST /api/feedback', () => {
  it('stores the entry and answers 200 { id, stored: true } once it is committed (integer score)', async () => {
    const { api, store } = setup();
    const res = await api.post('/api/feedback').send(ENTRY).expect(200);
    expect(res.body).toEqual({ id: expect.any(String), stored: true });
    expect(store().get(res.body.id)).toMatchObject({ ...ENTRY, id: res.body.id });
  });

  it('normalises a score given as a string to an integer, and stores absent optional fields as null', async () => {
    const { api, store } = setup();
    const res = await api
      .post('/api/feedback')
      .send({
        analysisType: 'message',
        feedback: 'false-positive',
        timestamp: ENTRY.timestamp,
        score: '-2147483648',
      })
      .expect(200);
    expect(store().get(res.body.id)).toMatchObject({
      analysisType: 'message',
      score: -2147483648,
      subject: null,
      verdict: null,
      comment: null,
    });
  });

  it('ignores unknown properties: they are not stored', async () => {
    const { api, store } = setup();
    const res = await api
      .post('/api/feedback')
      .send({ ...ENTRY, email: 'me@example.com' })
      .expect(200);
    expect(JSON.stringify(store().get(res.body.id))).not.toContain('me@example.com');
  });

  it.each(['analysisType', 'feedback', 'timestamp'])(
    'answers 400 field-required when %s is missing',
    async (field) => {
      const { api, store } = setup();
      const { [field as keyof typeof ENTRY]: _drop, ...rest } = ENTRY;
      const res = await api.post('/api/feedback').send(rest).expect(400);
      expect(res.body).toEqual({ error: `The field “${field}” is required.` });
      const fr = await api
        .post('/api/feedback?lang=fr-CA')
        .send({ ...ENTRY, [field]: null })
        .expect(400);
      expect(fr.body.error).toContain(field);
      expect(store().count()).toBe(0);
    },
  );

  it.each(Object.entries(FEEDBACK_MAX_LENGTHS).filter(([f]) => !['score', 'timestamp'].includes(f)))(
    'answers 400 field-too-long when %s is over %i characters',
    async (field, max) => {
      const { api } = setup();
      await api
        .post('/api/feedback')
        .send({ ...ENTRY, [field]: 'é'.repeat(max) })
        .expect(200);
      const res = await api
        .post('/api/feedback')
        .send({ ...ENTRY, [field]: 'x'.repeat(max + 1) })
        .expect(400);
      const limit = new Intl.NumberFormat('en-CA').format(max);
      expect(res.body).toEqual({
        error: `The field “${field}” is too long: the limit is ${limit} characters.`,
      });
    },
  );

  it.each([['12.5'], ['012'], ['+1'], ['2147483648'], ['-2147483649'], ['abc'], [2147483648], [1.5]])(
    'answers 400 field-invalid for the score %j',
    async (score) => {
      const { api, store } = setup();
      const res = await api
        .post('/api/feedback')
        .send({ ...ENTRY, score })
        .expect(400);
      expect(res.body).toEqual({ error: 'The field “score” has an invalid value.' });
      expect(store().count()).toBe(0);
    },
  );

  it.each([['2026-11-22'], ['22/11/2026 10:00'], ['2026-11-22T10:00:00'], ['2026-02-30T10:00:00Z']])(
    'answers 400 field-invalid for the timestamp %j',
    async (timestamp) => {
      const { api } = setup();
      const res = await api
        .post('/api/feedback')
        .send({ ...ENTRY, timestamp })
        .expect(400);
      expect(res.body).toEqual({ error: 'The field “timestamp” has an invalid value.' });
    },
  );

  it('answers 400 for a body that is not a JSON object, or not JSON', async () => {
    const { api } = setup();
    await api.post('/api/feedback').send([ENTRY]).expect(400);
    await api
      .post('/api/feedback')
      .set('Content-Type', 'application/json')
      .send('{"analysisType":')
      .expect(400);
    await api.post('/api/feedback').set('Content-Type', 'text/plain').send('hello').expect(400);
  });

  it('never logs the comment (nor any other field)', async () => {
    const { api, lines } = setup();
    await api.post('/api/feedback').send(ENTRY).expect(200);
    await api
      .post('/api/feedback')
      .send({ ...ENTRY, comment: 'x'.repeat(2001) })
      .expect(400);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('SECRET-COMMENT-TEXT');
    expect(lines.join('\n')).not.toContain('paypa1');
  });

  it('has its own rate limit: 10 per minute, then 429 (plain text)', async () => {
    const { api, store } = setup();
    for (let i = 0; i < 10; i++) await api.post('/api/feedback').send(ENTRY).expect(200);
    const res = await api.post('/api/feedback').send(ENTRY).expect(429);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(store().count()).toBe(10);
    // Another partition is untouched.
    await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(200);
  });
});

describe('GET /api/pwned-range', () => {
  it('answers text/plain SUFFIX:COUNT lines joined by CRLF, padding removed', async () => {
    const { api, calls } = setup();
    const res = await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(RANGE_LINES.join('\r\n'));
    expect(calls).toEqual([PREFIX]);
  });

  it('drops any line upstream left that is not SUFFIX:COUNT with a count of at least 1', async () => {
    const { api } = setup({
      fetchPwnedRange: (prefix) =>
        Promise.resolve({
          ...okRange(prefix),
          lines: [RANGE_LINES[0]!, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA:0', '<script>', ''],
        }),
    });
    const res = await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(200);
    expect(res.text).toBe(RANGE_LINES[0]);
  });

  it.each([
    ['', 'The field “prefix” is required.'],
    ['?prefix=', 'The field “prefix” is required.'],
    // A malformed prefix gets the password form's own message (input.prefix-invalid).
    ['?prefix=21BD', 'The prefix must be exactly 5 hexadecimal characters.'],
    ['?prefix=12', 'The prefix must be exactly 5 hexadecimal characters.'],
    ['?prefix=21BD12', 'The field “prefix” is too long: the limit is 5 characters.'],
    ['?prefix=21BDZ', 'The prefix must be exactly 5 hexadecimal characters.'],
    ['?prefix=21BD1&prefix=21BD1', 'The field “prefix” has an invalid value.'],
  ])('answers 400 for %j', async (query, error) => {
    const { api, calls } = setup();
    const res = await api.get(`/api/pwned-range${query}`).expect(400);
    expect(res.body).toEqual({ error });
    expect(calls).toEqual([]);
  });

  it('answers the 400 in French', async () => {
    const { api } = setup();
    const res = await api.get('/api/pwned-range?prefix=xyz&lang=fr').expect(400);
    expect(res.body.error).toMatch(/^Le préfixe doit compter exactement 5\scaractères hexadécimaux\.$/);
  });

  it('memoises per upper-cased prefix: abcde and ABCDE reach upstream once', async () => {
    const { api, calls } = setup();
    await api.get('/api/pwned-range?prefix=abcde').expect(200);
    await api.get('/api/pwned-range?prefix=ABCDE').expect(200);
    await api.get('/api/pwned-range?prefix=AbCdE').expect(200);
    expect(calls).toEqual(['ABCDE']);
    expect(PWNED_RANGE_TTL_MS).toBe(6 * 60 * 60 * 1000);
  });

  it('answers 502 { error } (localized) when upstream fails, and does not memoise the failure', async () => {
    let fail = true;
    const calls: string[] = [];
    const { api } = setup({
      fetchPwnedRange: (prefix) => {
        calls.push(prefix);
        return Promise.resolve(
          fail
            ? {
                prefix,
                lines: [],
                paddingRemoved: 0,
                invalidLines: 0,
                upstreamStatus: null,
                errorKey: 'http-error.timeout',
                parameters: null,
                outcome: 'failed',
              }
            : okRange(prefix),
        );
      },
    });
    const en = await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(502);
    expect(en.body).toEqual({
      error: 'The service we rely on for this check did not answer properly. Try again in a few minutes.',
    });
    const fr = await api.get(`/api/pwned-range?prefix=${PREFIX}`).set('Accept-Language', 'fr-CA').expect(502);
    expect(fr.body.error).toMatch(/n’a pas répondu correctement/);
    fail = false;
    await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(200);
    await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(200);
    expect(calls).toEqual([PREFIX, PREFIX, PREFIX]);
  });

  it.each([
    ['skip.offline-mode', /offline mode/, /hors ligne/],
    ['error.network-unreachable', /cannot reach the internet/, /ne peut pas joindre Internet/],
  ] as const)(
    'answers 503 saying why upstream was not asked (%s), not "did not answer properly"',
    async (errorKey, en, fr) => {
      const { api } = setup({
        fetchPwnedRange: (prefix) =>
          Promise.resolve({ ...okRange(prefix), lines: [], errorKey, outcome: 'failed' }),
      });
      const res = await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(503);
      expect(res.body.error).toMatch(en);
      expect(res.body.error).not.toMatch(/did not answer properly/);
      const resFr = await api.get(`/api/pwned-range?prefix=${PREFIX}&lang=fr-CA`).expect(503);
      expect(resFr.body.error).toMatch(fr);
    },
  );

  it('answers 503 offline with the real core fetcher (nothing is contacted)', async () => {
    const { fetchPwnedRange: realFetch } = await import('@secapi/core');
    const { api } = setup({ fetchPwnedRange: realFetch });
    const res = await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(503);
    expect(res.body.error).toMatch(/offline mode/);
  });

  it('answers 502 whenever core says the range was not read (outcome failed), whatever the keys', async () => {
    const { api } = setup({
      fetchPwnedRange: (prefix) => Promise.resolve({ ...okRange(prefix), lines: [], outcome: 'failed' }),
    });
    await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(502);
  });

  it('answers 500 (not the prefix, not the message) when the fetcher throws unexpectedly', async () => {
    const { api, lines } = setup({ fetchPwnedRange: () => Promise.reject(new Error(`boom ${PREFIX}`)) });
    await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(500);
    expect(lines.join('\n')).not.toContain(PREFIX);
  });

  it('never logs the prefix: the request log has the endpoint template only', async () => {
    const { api, lines } = setup();
    await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(200);
    await api.get('/api/pwned-range?prefix=ZZZZZ').expect(400);
    const logged = lines.join('\n');
    expect(logged).not.toContain(PREFIX);
    expect(logged).not.toContain('ZZZZZ');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      endpoint: '/api/pwned-range',
      status: 200,
      partition: 'pwned-range',
    });
  });

  it('has its own rate limit: 60 per minute, then 429', async () => {
    const { api } = setup();
    for (let i = 0; i < 60; i++) await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(200);
    await api.get(`/api/pwned-range?prefix=${PREFIX}`).expect(429);
  });
});
