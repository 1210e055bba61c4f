import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { silentLogger } from './logger.js';
import { WindowStore, createLimiter, partitionKey } from './limits.js';

const MINUTE = 60_000;

describe('WindowStore', () => {
  it('counts one window per client from its first request, and starts a new one after it', () => {
    let now = 1_000_000;
    const store = new WindowStore(MINUTE, () => now);
    expect(store.hit('a')).toEqual({ hits: 1, resetMs: 1_000_000 + MINUTE });
    now += 10_000;
    expect(store.hit('b')).toEqual({ hits: 1, resetMs: 1_010_000 + MINUTE });
    expect(store.hit('a')).toEqual({ hits: 2, resetMs: 1_000_000 + MINUTE });
    now = 1_000_000 + MINUTE; // a's window is over, b's is not
    expect(store.hit('a')).toEqual({ hits: 1, resetMs: 1_000_000 + 2 * MINUTE });
    expect(store.hit('b')).toEqual({ hits: 2, resetMs: 1_010_000 + MINUTE });
  });

  it('keeps a live window across the rotation of its maps, and forgets ended ones', async () => {
    let now = 0;
    const store = new WindowStore(MINUTE, () => now);
    store.hit('a');
    now = 50_000;
    store.hit('b'); // b's window ends at 110 s
    now = 70_000; // first rotation: a and b move to the previous period
    expect(store.hit('b').hits).toBe(2);
    expect(await store.get('a')).toBeUndefined();
    now = 200_000; // two periods later: everything ended
    expect(await store.get('b')).toBeUndefined();
    expect(store.hit('b')).toEqual({ hits: 1, resetMs: 200_000 + MINUTE });
  });

  it('honours the express-rate-limit Store contract (increment, get, decrement, resetKey)', async () => {
    let now = 5_000;
    const store = new WindowStore(MINUTE, () => now);
    store.init({ windowMs: 2 * MINUTE } as Parameters<WindowStore['init']>[0]);
    const first = await store.increment('k');
    expect(first.totalHits).toBe(1);
    expect(first.resetTime?.getTime()).toBe(5_000 + 2 * MINUTE);
    await store.increment('k');
    await store.decrement('k');
    expect((await store.get('k'))?.totalHits).toBe(1);
    await store.decrement('k');
    await store.decrement('k'); // never below zero
    expect((await store.get('k'))?.totalHits).toBe(0);
    await store.resetKey('k');
    expect(await store.get('k')).toBeUndefined();
    now += 1;
    await store.decrement('absent'); // creates nothing
    expect(await store.get('absent')).toBeUndefined();
  });
});

describe('createLimiter', () => {
  const app = (perMinute: number) =>
    express()
      .set('trust proxy', 1)
      .get('/x', createLimiter('part', perMinute, silentLogger), (req, res) => {
        res.status(req.query.bad === undefined ? 200 : 400).json({ ok: true });
      });

  it('sends the draft-8 headers, then a 429 with Retry-After past the limit', async () => {
    const a = app(2);
    const ip = '203.0.113.9';
    const one = await request(a).get('/x').set('X-Forwarded-For', ip);
    expect(one.status).toBe(200);
    expect(one.headers.ratelimit).toBe('"part"; r=1; t=60');
    expect(one.headers['ratelimit-policy']).toBe(`"part"; q=2; w=60; pk=:${partitionKey(ip)}:`);
    const two = await request(a).get('/x').set('X-Forwarded-For', ip);
    expect(two.headers.ratelimit).toBe('"part"; r=0; t=60');
    expect(two.headers['ratelimit-policy']).toBe(one.headers['ratelimit-policy']);
    const over = await request(a).get('/x').set('X-Forwarded-For', ip);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.headers['content-type']).toMatch(/^text\/plain/);
    // Another client has its own window.
    expect((await request(a).get('/x').set('X-Forwarded-For', '203.0.113.10')).status).toBe(200);
  });

  it('takes a request answered 400 back from the count', async () => {
    const a = app(1);
    const ip = '198.51.100.4';
    expect((await request(a).get('/x?bad=1').set('X-Forwarded-For', ip)).status).toBe(400);
    expect((await request(a).get('/x').set('X-Forwarded-For', ip)).status).toBe(200);
    expect((await request(a).get('/x').set('X-Forwarded-For', ip)).status).toBe(429);
  });

  it('groups IPv6 clients by /56', async () => {
    const a = app(1);
    expect((await request(a).get('/x').set('X-Forwarded-For', '2001:db8:0:1::1')).status).toBe(200);
    expect((await request(a).get('/x').set('X-Forwarded-For', '2001:db8:0:ff::2')).status).toBe(429);
    expect((await request(a).get('/x').set('X-Forwarded-For', '2001:db8:0:100::1')).status).toBe(200);
  });

  it('partition key is what express-rate-limit sends (first 12 hex digits of SHA-256, base64)', () => {
    // printf '203.0.113.9' | sha256sum → d861b7e91033…
    expect(partitionKey('203.0.113.9')).toBe(Buffer.from('d861b7e91033').toString('base64'));
  });
});
