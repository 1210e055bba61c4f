/**
 * The refresher through the REAL HTTP port (`createHttpClient`, test address policy) against a
 * local look-alike feed host: normal, garbage, huge, slow, truncated and unreachable feeds, and the
 * rule that a failed refresh keeps the copy in use.
 */
import { fakeDns, startFeedServer, type FeedServer } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeUrl } from '../../analyses/url/analyze.js';
import { createContext } from '../../context.js';
import { createHttpClient } from '../../net/http/client.js';
import { publicOnlyPolicy, testPolicy } from '../../net/http/policy.js';
import { feedDefinition, type FeedDefinition } from './definitions.js';
import { refreshFeed } from './refresh.js';
import { PhishingFeedStore } from './store.js';

const T0 = Date.UTC(2026, 3, 10, 8, 0, 0);
const LISTED = 'https://account-review.parcel-hold.example/verify/step1.php';
const GOOD = [
  '# look-alike feed',
  LISTED,
  'http://wallet-sync-claim.example/',
  'https://free-gift-card.example/x',
].join('\n');

let feeds: FeedServer;
let closedPort = 0;

beforeAll(async () => {
  feeds = await startFeedServer({ '/feed.txt': { body: GOOD } });
  const gone = await startFeedServer();
  closedPort = gone.port;
  await gone.close();
});

afterAll(async () => {
  await feeds.close();
});

function io(now = T0) {
  const dns = fakeDns({ 'feeds.test': { A: ['127.0.0.1'] }, 'gone.test': { A: ['127.0.0.1'] } });
  const http = createHttpClient({
    dns,
    policy: testPolicy({
      allow: 'loopback',
      portMap: { 'feeds.test:80': feeds.port, 'gone.test:80': closedPort },
    }),
  });
  return { http, clock: { now: () => now } };
}

const DEF: FeedDefinition = {
  ...feedDefinition('openphish')!,
  maxBytes: 64 * 1024,
  // Generous for a local 64 kB download (a loaded CI machine must not fail it); the slow-feed case
  // below gets its own short deadline.
  timeoutMs: 10_000,
};
/** The deadline of the one case that must time out (its server waits 3 s before answering). */
const SHORT_DEADLINE_MS = 800;
const URL_OF = 'http://feeds.test/feed.txt';

async function loaded(): Promise<PhishingFeedStore> {
  feeds.set('/feed.txt', { body: GOOD });
  const store = new PhishingFeedStore(['openphish']);
  const outcome = await refreshFeed(store, DEF, io(), { url: URL_OF });
  expect(outcome).toMatchObject({ feedId: 'openphish', status: 'updated', entries: 3 });
  return store;
}

describe('refreshFeed', () => {
  it('loads a normal feed, and analyzeUrl flags a listed URL as known phishing', async () => {
    const store = await loaded();
    const ctx = createContext({ offline: true, phishingFeeds: store, clock: { now: () => T0 } });
    const r = await analyzeUrl('account-review.parcel-hold.example/verify/step1.php', ctx);
    expect(r.verdictKey).toBe('verdict.dangerous');
    const f = r.findings.find((x) => x.titleKey === 'finding.url-known-phishing.title');
    expect(f).toMatchObject({ severity: 'Critical', sourceHintKey: 'source.phishing-lists' });
    expect(f?.parameters).toMatchObject({
      feed: 'openphish',
      feedName: 'OpenPhish',
      matchedBy: 'url',
      listedAt: new Date(T0).toISOString(),
      listedOn: '2026-04-10',
    });
    expect(r.feeds).toMatchObject({ checked: true, entries: 3, updatedAt: new Date(T0).toISOString() });
    const clean = await analyzeUrl('https://www.example.org/', ctx);
    expect(clean.findings.some((x) => x.titleKey === 'finding.url-known-phishing.title')).toBe(false);
    expect((await analyzeUrl('https://www.example.org/', createContext({ offline: true }))).feeds).toBeNull();
  });

  const failures: [string, Parameters<FeedServer['set']>[1] | null, string, string | null][] = [
    [
      'garbage (an HTML error page with status 200)',
      { body: '<html>\n<body>\n<h1>Oops</h1>\n</body>\n</html>\n' },
      'garbage',
      '0/5',
    ],
    ['huge (past the size cap)', { hugeBytes: 1024 * 1024 }, 'too-large', null],
    ['slow (past the deadline)', { delayMs: 3_000, body: GOOD }, 'download-failed', 'timeout'],
    ['an error status', { status: 503, body: 'busy' }, 'bad-status', '503'],
    ['empty', { body: '' }, 'garbage', '0/0'],
    ['unreachable', null, 'download-failed', 'connection-refused'],
  ];
  for (const [what, route, status, detail] of failures) {
    it(`keeps the previous copy when the feed is ${what}`, async () => {
      const store = await loaded();
      const before = store.snapshot('openphish');
      let url = URL_OF;
      if (route === null) url = 'http://gone.test/feed.txt';
      else feeds.set('/feed.txt', route);
      const def = route?.delayMs === undefined ? DEF : { ...DEF, timeoutMs: SHORT_DEADLINE_MS };
      const outcome = await refreshFeed(store, def, io(T0 + 3_600_000), { url });
      expect(outcome.status).toBe(status);
      if (detail !== null) expect(outcome.detail).toBe(detail);
      expect(outcome.entries).toBe(3);
      expect(store.snapshot('openphish')).toBe(before);
      expect(store.lookup(LISTED)).toHaveLength(1);
    });
  }

  it('keeps the previous copy when the body stops before its Content-Length', async () => {
    const store = await loaded();
    const before = store.snapshot('openphish');
    feeds.set('/feed.txt', { body: `${GOOD}\nhttps://more.example/a\n`, truncateAt: 30 });
    const outcome = await refreshFeed(store, DEF, io(T0 + 1), { url: URL_OF });
    expect(['download-failed', 'truncated']).toContain(outcome.status);
    expect(store.snapshot('openphish')).toBe(before);
  });

  it('swaps in a new copy whole: new entries listed, dropped ones gone, first-seen kept', async () => {
    const store = await loaded();
    feeds.set('/feed.txt', { body: `${LISTED}\nhttps://new-lure.example/pay\n` });
    const outcome = await refreshFeed(store, DEF, io(T0 + 1_800_000), { url: URL_OF });
    expect(outcome).toMatchObject({ status: 'updated', entries: 2 });
    expect(store.lookup(LISTED)[0]?.listedAt).toBe(T0);
    expect(store.lookup('https://new-lure.example/pay')[0]?.listedAt).toBe(T0 + 1_800_000);
    expect(store.lookup('http://wallet-sync-claim.example/')).toEqual([]);
  });

  it('reads the JSON deny lists (MetaMask blacklist)', async () => {
    const def = { ...feedDefinition('metamask')!, timeoutMs: 10_000 };
    feeds.set('/config.json', {
      contentType: 'application/json',
      body: JSON.stringify({
        whitelist: ['fine-wallet.example'],
        fuzzylist: ['metamask.io'],
        blacklist: ['seed-phrase-restore.example'],
      }),
    });
    const store = new PhishingFeedStore(['metamask']);
    const outcome = await refreshFeed(store, def, io(), { url: 'http://feeds.test/config.json' });
    expect(outcome).toMatchObject({ status: 'updated', entries: 1 });
    expect(store.lookup('https://app.seed-phrase-restore.example/')[0]?.matchedBy).toBe('domain');
    expect(store.lookup('https://fine-wallet.example/')).toEqual([]);
  });

  it('downloads through the public-only policy by default: a feed on a private address is refused', async () => {
    const dns = fakeDns({ 'feeds.test': { A: ['127.0.0.1'] } });
    const http = createHttpClient({ dns, policy: publicOnlyPolicy });
    const store = new PhishingFeedStore(['openphish']);
    const outcome = await refreshFeed(store, DEF, { http, clock: { now: () => T0 } }, { url: URL_OF });
    expect(outcome).toMatchObject({ status: 'download-failed', detail: 'blocked-by-policy', entries: 0 });
    expect(store.status().checked).toBe(false);
  });
});
