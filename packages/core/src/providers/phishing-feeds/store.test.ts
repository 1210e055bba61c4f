import { describe, expect, it } from 'vitest';
import { feedDefinition, parseFeedSelection, DEFAULT_FEED_IDS } from './definitions.js';
import { hostFacts, normaliseHost, normaliseUrl } from './normalize.js';
import { parseFeed } from './parse.js';
import { ITEMS_PER_STEP } from './parse.js';
import { PhishingFeedStore, buildSnapshot, buildSnapshotAsync } from './store.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 2, 1, 12, 0, 0);
const OPENPHISH = { id: 'openphish', name: 'OpenPhish', format: 'url-lines' } as const;
const DOMAINS = { id: 'phishing-database-domains', name: 'Domains', format: 'domain-lines' } as const;

function collect(format: Parameters<typeof parseFeed>[0], text: string) {
  const items: string[] = [];
  const counts = parseFeed(format, text, (v, k) => {
    items.push(`${k}:${v}`);
    return true;
  });
  return { items, counts };
}

describe('feed parsers', () => {
  it('reads one URL per line, skipping blanks and comments, tolerating CRLF', () => {
    const { items, counts } = collect(
      'url-lines',
      '# header\r\nhttps://a.example/x\r\n\r\n  http://b.example/ \n! note\n',
    );
    expect(items).toEqual(['url:https://a.example/x', 'url:http://b.example/']);
    expect(counts).toEqual({ items: 2, accepted: 2, rejected: 0, wellFormed: true });
  });

  it('reads the MetaMask blacklist only, never the whitelist or fuzzylist', () => {
    const body = JSON.stringify({
      version: 2,
      tolerance: 1,
      fuzzylist: ['wallet-brand.example'],
      whitelist: ['good-wallet.example'],
      blacklist: ['drain-wallet.example', 42, 'claim-airdrop.example'],
    });
    const { items, counts } = collect('metamask-config', body);
    expect(items).toEqual(['host:drain-wallet.example', 'host:claim-airdrop.example']);
    expect(counts.rejected).toBe(1);
  });

  it('reads the polkadot deny list and ignores allow', () => {
    const { items } = collect('polkadot-all', '{"allow":["ok.example"],"deny":["dot-claim.example"]}');
    expect(items).toEqual(['host:dot-claim.example']);
  });

  it('never throws on garbage and reports it as not well formed', () => {
    expect(collect('metamask-config', '<html>502 Bad Gateway</html>').counts.wellFormed).toBe(false);
    expect(collect('polkadot-all', '{"deny": "not-a-list"}').counts.wellFormed).toBe(false);
    expect(collect('polkadot-all', 'null').counts.wellFormed).toBe(false);
    const bin = String.fromCharCode(...Array.from({ length: 300 }, (_, i) => i % 256));
    expect(() => collect('url-lines', bin)).not.toThrow();
  });
});

describe('normalisation', () => {
  it('drops scheme, user info, fragment and trailing slashes and lower-cases the host', () => {
    expect(normaliseUrl('HTTPS://User:pw@Login-Verify.Example/Sign/In/?x=1#frag')?.key).toBe(
      'login-verify.example/Sign/In?x=1',
    );
    expect(normaliseUrl('http://login-verify.example/')).toEqual({
      key: 'login-verify.example',
      host: 'login-verify.example',
      isRoot: true,
    });
    expect(normaliseUrl('login-verify.example:8080/a')?.key).toBe('login-verify.example:8080/a');
  });

  it('rejects what is not an http(s) URL with a dotted host', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'ftp://x.example/',
      'http://localhost/',
      'a b.example',
      'http://',
    ]) {
      expect(normaliseUrl(bad)).toBeNull();
    }
    expect(normaliseHost('*.Wallet-Drain.Example')).toBe('wallet-drain.example');
    expect(normaliseHost('wallet-drain.example/path')).toBeNull();
  });

  it('scopes entries: ordinary domains fully, hosting customers by host, platforms and brands by URL', () => {
    expect(hostFacts('www.paypa1-secure.example.com')).toEqual({ scope: 'full', domain: 'example.com' });
    expect(hostFacts('my-bank-login.github.io').scope).toBe('host');
    expect(hostFacts('203.0.113.9').scope).toBe('host');
    expect(hostFacts('docs.google.com').scope).toBe('url');
    expect(hostFacts('bit.ly').scope).toBe('url');
    expect(hostFacts('github.io').scope).toBe('url');
    expect(hostFacts('www.paypal.com').scope).toBe('url');
  });
});

describe('PhishingFeedStore', () => {
  const body = [
    'https://secure-update.bank-verify.example/login/index.php',
    'http://wallet-claim.example/',
    'https://my-bank-login.github.io/signin',
    'https://docs.google.com/forms/d/e/abc123/viewform',
    'https://docs.google.com/',
    'not a url at all',
  ].join('\n');

  function store() {
    const s = new PhishingFeedStore(['openphish', 'phishing-database-domains']);
    s.install(buildSnapshot(OPENPHISH, body, T0, null));
    return s;
  }

  it('matches the exact URL, whatever the scheme, fragment or trailing slash', () => {
    const [m] = store().lookup('http://secure-update.bank-verify.example/login/index.php/#x');
    expect(m).toMatchObject({ feedId: 'openphish', matchedBy: 'url', listedAt: T0 });
  });

  it('matches the listed host and the registrable domain of an ordinary domain', () => {
    expect(store().lookup('https://secure-update.bank-verify.example/other')[0]?.matchedBy).toBe('host');
    expect(store().lookup('https://bank-verify.example/')[0]).toMatchObject({
      matchedBy: 'domain',
      matched: 'bank-verify.example',
    });
    expect(store().lookup('https://www.wallet-claim.example/')[0]?.matchedBy).toBe('domain');
  });

  it('on shared hosting, matches URL and host only, never the platform', () => {
    const s = store();
    expect(s.lookup('https://my-bank-login.github.io/')[0]?.matchedBy).toBe('host');
    expect(s.lookup('https://someone-else.github.io/')).toEqual([]);
    expect(s.lookup('https://docs.google.com/forms/d/e/abc123/viewform')[0]?.matchedBy).toBe('url');
    expect(s.lookup('https://docs.google.com/forms/d/e/other/viewform')).toEqual([]);
    expect(s.lookup('https://docs.google.com/')).toEqual([]);
  });

  it('does not match unrelated URLs, and never throws on hostile input', () => {
    const s = store();
    expect(s.lookup('https://example.org/login/index.php')).toEqual([]);
    for (const bad of ['', 'javascript:alert(1)', '\u0000', 'x'.repeat(10_000), 'http://[::1', '💥']) {
      expect(() => s.lookup(bad)).not.toThrow();
    }
  });

  it('reports counts and the age of the oldest copy; an unloaded feed counts as not loaded', () => {
    const s = store();
    const status = s.status();
    expect(status).toMatchObject({ checked: true, entries: 4, updatedAt: new Date(T0).toISOString() });
    expect(status.sources.map((x) => [x.id, x.updatedAt !== null])).toEqual([
      ['openphish', true],
      ['phishing-database-domains', false],
    ]);
    expect(new PhishingFeedStore(['openphish']).status()).toMatchObject({
      checked: false,
      updatedAt: null,
      entries: 0,
    });
  });

  it('keeps the first-seen time of entries across copies and dates new ones at the refresh', () => {
    const s = store();
    const next = buildSnapshot(
      OPENPHISH,
      `${body}\nhttps://new-phish.example/a`,
      T0 + DAY,
      s.snapshot('openphish'),
    );
    s.install(next);
    expect(s.lookup('https://wallet-claim.example/')[0]?.listedAt).toBe(T0);
    expect(s.lookup('https://new-phish.example/a')[0]?.listedAt).toBe(T0 + DAY);
  });

  it('reports every listing feed, best match first', () => {
    const s = store();
    s.install(buildSnapshot(DOMAINS, 'wallet-claim.example\n', T0 + DAY, null));
    const matches = s.lookup('https://wallet-claim.example/');
    expect(matches.map((m) => [m.feedId, m.matchedBy])).toEqual([
      ['openphish', 'host'],
      ['phishing-database-domains', 'host'],
    ]);
  });

  it('holds 200,000 entries in a few MB', () => {
    const lines = Array.from(
      { length: 200_000 },
      (_, i) => `https://h${String(i)}.phish-${String(i % 5000)}.example/p/${String(i)}`,
    );
    const snap = buildSnapshot(OPENPHISH, lines.join('\n'), T0, null);
    expect(snap.entries).toBe(200_000);
    const bytes = snap.urls.hashes.byteLength + snap.hosts.hashes.byteLength + snap.domains.hashes.byteLength;
    expect(bytes).toBeLessThan(200_000 * 3 * 8 + 1);
    const s = new PhishingFeedStore(['openphish']);
    s.install(snap);
    expect(s.lookup('http://h123456.phish-3456.example/p/123456')[0]?.matchedBy).toBe('url');
    expect(s.lookup('http://other.phish-2456.example/')[0]?.matchedBy).toBe('domain');
    expect(s.lookup('http://h1.phish-1.example/p/2')[0]?.matchedBy).toBe('host');
  });
});

describe('buildSnapshotAsync', () => {
  it('pauses between steps and builds the same copy as the synchronous build', async () => {
    const lines = Array.from(
      { length: 2 * ITEMS_PER_STEP + 5 },
      (_, i) => `drain-${String(i)}.wallet-sync.example`,
    );
    let pauses = 0;
    const pause = () => {
      pauses++;
      return Promise.resolve();
    };
    const a = await buildSnapshotAsync(DOMAINS, lines.join('\n'), T0, null, Infinity, pause);
    const b = buildSnapshot(DOMAINS, lines.join('\n'), T0, null);
    expect(pauses).toBe(2);
    expect(a.entries).toBe(b.entries);
    expect(Array.from(a.hosts.hashes)).toEqual(Array.from(b.hosts.hashes));
    expect(a.counts).toEqual(b.counts);
  });
});

describe('feed selection', () => {
  it('parses default, off and comma lists; rejects unknown ids', () => {
    expect(parseFeedSelection('default')).toEqual(DEFAULT_FEED_IDS);
    expect(parseFeedSelection('off')).toEqual([]);
    expect(parseFeedSelection('urlhaus, openphish')).toEqual(['openphish', 'urlhaus']);
    expect(parseFeedSelection('default,urlhaus')).toContain('urlhaus');
    expect(() => parseFeedSelection('openfish')).toThrow(/unknown phishing feed "openfish"/);
    expect(DEFAULT_FEED_IDS).not.toContain('urlhaus');
    expect(feedDefinition('openphish')?.url).toBe('https://openphish.com/feed.txt');
  });
});
