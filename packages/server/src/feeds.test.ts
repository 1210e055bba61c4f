/**
 * The server's background feed refresh against local look-alike feed hosts (test-kit
 * `startFeedServer`, real HTTP port with the test address policy), and /api/check-url flagging a
 * listed URL after one refresh, its memoised result included.
 */
import { createContext } from '@secapi/core';
import { createHttpClient } from '@secapi/core/net';
import { testPolicy } from '@secapi/core/testing';
import { fakeDns, startFeedServer, type FeedServer } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '@secapi/test-kit/fixtures/server-contract-client.js';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createFeedRefresher } from './feeds.js';
import { createJsonLogger, silentLogger } from './logger.js';
import { createService } from './service.js';

const LISTED = 'https://parcel-fee.redelivery-notice.example/pay/card.html';
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer({
    '/openphish.txt': { body: `${LISTED}\nhttps://other-lure.example/a\n` },
    '/metamask.json': {
      contentType: 'application/json',
      body: '{"blacklist":["seed-restore-help.example"]}',
    },
  });
});

afterAll(async () => {
  await feeds.close();
});

function refresher(logs: string[] = []) {
  const dns = fakeDns({ 'feeds.test': { A: ['127.0.0.1'] } });
  const http = createHttpClient({
    dns,
    policy: testPolicy({ allow: 'loopback', portMap: { 'feeds.test:80': feeds.port } }),
  });
  return createFeedRefresher({
    feedIds: ['openphish', 'metamask'],
    io: { http, clock: { now: () => Date.UTC(2026, 4, 2) } },
    logger: createJsonLogger((l) => logs.push(l)),
    urls: { openphish: 'http://feeds.test/openphish.txt', metamask: 'http://feeds.test/metamask.json' },
    overrides: { openphish: { timeoutMs: 1000 }, metamask: { timeoutMs: 1000 } },
  });
}

describe('background feed refresh', () => {
  it('loads every configured feed and logs counts only, never entries', async () => {
    const logs: string[] = [];
    const r = refresher(logs);
    const outcomes = await r.refreshAll();
    expect(outcomes.map((o) => [o.feedId, o.status, o.entries])).toEqual([
      ['openphish', 'updated', 2],
      ['metamask', 'updated', 1],
    ]);
    expect(logs).toHaveLength(2);
    for (const line of logs) {
      expect(line).not.toContain('example');
      expect(JSON.parse(line)).toMatchObject({ msg: 'phishing feed refresh', status: 'updated' });
    }
  });

  it('start() downloads at once and stop() cancels the next refresh', async () => {
    const r = refresher();
    const before = feeds.hits('/openphish.txt');
    r.start();
    for (let i = 0; i < 100 && r.store.status().sources.some((s) => s.updatedAt === null); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    r.stop();
    expect(r.store.status()).toMatchObject({ checked: true, entries: 3 });
    expect(feeds.hits('/openphish.txt')).toBe(before + 1);
  });

  it('/api/check-url flags a listed URL after one refresh, even when its result was memoised before', async () => {
    const r = refresher();
    const config = loadConfig({});
    const context = createContext({ offline: true, phishingFeeds: r.store });
    const service = createService(config, { context });
    const api = client(createApp({ config, service, logger: silentLogger }));
    const q = `/api/check-url?u=${encodeURIComponent(LISTED)}`;

    const before = await api.get(q).expect(200);
    const body0 = before.body as {
      feeds: { checked: boolean };
      findings: { code?: string; title: string }[];
    };
    expect(body0.feeds.checked).toBe(false);

    await r.refreshAll();
    const after = await api.get(q).expect(200);
    const body = after.body as {
      verdictKey: string;
      feeds: { checked: boolean; entries: number };
      findings: { titleKey: string; parameters: Record<string, unknown> | null; title: string }[];
    };
    expect(body.verdictKey).toBe('verdict.dangerous');
    expect(body.feeds).toMatchObject({ checked: true, entries: 3 });
    const f = body.findings.find((x) => x.titleKey === 'finding.url-known-phishing.title');
    expect(f?.parameters).toMatchObject({ feed: 'openphish', feedName: 'OpenPhish', matchedBy: 'url' });
    expect(f?.title).toBe('Reported as phishing');

    const fr = await api
      .get(`/api/check-url?u=${encodeURIComponent('https://www.seed-restore-help.example/')}&lang=fr-CA`)
      .expect(200);
    const frBody = fr.body as { findings: { titleKey: string; description: string }[] };
    const frFinding = frBody.findings.find((x) => x.titleKey === 'finding.url-known-phishing.title');
    expect(frFinding?.description).toContain('MetaMask eth-phishing-detect, une liste publique');
  });

  it('without feeds (offline, or SECAPI_PHISHING_FEEDS=off) the result says feeds: null', async () => {
    const config = loadConfig({ SECAPI_OFFLINE: '1' });
    const service = createService(config, { context: createContext({ offline: true }) });
    const api = client(createApp({ config, service, logger: silentLogger }));
    const res = await api.get(`/api/check-url?u=${encodeURIComponent(LISTED)}`).expect(200);
    expect((res.body as { feeds: unknown }).feeds).toBeNull();
  });
});
