import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  dnsReply,
  startScriptedDnsServer,
  type ScriptedDnsServer,
  type ScriptedHandler,
  type ScriptedQuery,
} from '@secapi/test-kit';
import { MemoryCache } from '../../memory-cache.js';
import { createDnsClient, normalizeDnsName, offlineDns, type DnsClientOptions } from './client.js';
import { recordsOf } from './types.js';

const T = 150; // per-attempt timeout of these tests, ms

/** One scripted server whose behaviour each test swaps in. */
let handler: ScriptedHandler = (q) => dnsReply.a(q, '192.0.2.1');
let server: ScriptedDnsServer;
let second: ScriptedDnsServer;
let secondHandler: ScriptedHandler = (q) => dnsReply.a(q, '192.0.2.2');

beforeAll(async () => {
  server = await startScriptedDnsServer((q) => handler(q));
  second = await startScriptedDnsServer((q) => secondHandler(q));
});
afterAll(async () => {
  await server.stop();
  await second.stop();
});
afterEach(() => {
  handler = (q) => dnsReply.a(q, '192.0.2.1');
  secondHandler = (q) => dnsReply.a(q, '192.0.2.2');
  server.counts.udp = 0;
  server.counts.tcp = 0;
  server.queries.length = 0;
  second.counts.udp = 0;
  second.counts.tcp = 0;
});

function client(options: DnsClientOptions = {}) {
  return createDnsClient({ servers: [server.server], timeoutMs: T, cache: false, ...options });
}

describe('createDnsClient against a scripted server: outcomes', () => {
  it('answers ok with lower-case names, the resolver and EDNS0 + AD in the query', async () => {
    handler = (q) =>
      dnsReply.answer(
        q,
        [{ type: 'A', name: 'WWW.Example-Test.COM', ttl: 120, class: 'IN', data: '192.0.2.1' }],
        {
          question: { name: 'WWW.Example-Test.COM', type: 'A', class: 'IN' },
        },
      );
    const answer = await client().query('www.EXAMPLE-test.com.', 'A');
    expect(answer).toEqual({
      name: 'www.example-test.com',
      type: 'A',
      status: 'ok',
      records: [{ name: 'www.example-test.com', ttl: 120, type: 'A', data: '192.0.2.1' }],
      authenticated: false,
      resolver: server.server,
      cached: false,
    });
    const q = server.queries[0]!;
    expect(q.adRequested).toBe(true);
    expect(q.udpPayloadSize).toBe(1232);
    expect(q.packet?.flag_rd).toBe(true);
  });

  it('reports the AD flag of the reply as authenticated', async () => {
    handler = (q) => dnsReply.a(q, '192.0.2.1', 300, { flags: dnsReply.AD });
    const answer = await client().query('signed.example-test.com', 'A');
    expect(answer.status).toBe('ok');
    expect(answer.authenticated).toBe(true);
  });

  it('retries over TCP when the UDP reply is truncated', async () => {
    handler = (q) => (q.protocol === 'udp' ? dnsReply.truncated(q) : dnsReply.a(q, '192.0.2.9'));
    const answer = await client().query('big.example-test.com', 'A');
    expect(answer.status).toBe('ok');
    expect(recordsOf(answer, 'A').map((r) => r.data)).toEqual(['192.0.2.9']);
    expect(server.counts).toEqual({ udp: 1, tcp: 1 });
  });

  it('reads an oversized UDP datagram (larger than the advertised payload)', async () => {
    handler = (q) => dnsReply.oversized(q, 400);
    const answer = await client().query('huge.example-test.com', 'A');
    expect(answer.status).toBe('ok');
    expect(answer.records).toHaveLength(400);
  });

  it('maps SERVFAIL, REFUSED and other RCODEs to their statuses', async () => {
    handler = (q) => dnsReply.rcode(q, 'SERVFAIL');
    expect((await client().query('a.example-test.com', 'A')).status).toBe('servfail');
    handler = (q) => dnsReply.rcode(q, 'REFUSED');
    expect((await client().query('a.example-test.com', 'A')).status).toBe('refused');
    handler = (q) => dnsReply.rcode(q, 'NOTIMP');
    expect((await client().query('a.example-test.com', 'A')).status).toBe('error');
  });

  it('maps NXDOMAIN (with its SOA) and NOERROR without records to nxdomain and nodata', async () => {
    handler = (q) =>
      dnsReply.rcode(q, 'NXDOMAIN', { authorities: [dnsReply.soa('example-test.com', 300, 30)] });
    expect(await client().query('gone.example-test.com', 'A')).toMatchObject({
      status: 'nxdomain',
      records: [],
    });
    handler = (q) => dnsReply.answer(q, []);
    expect(await client().query('empty.example-test.com', 'MX')).toMatchObject({
      status: 'nodata',
      records: [],
    });
  });

  it('follows a CNAME chain inside the answer; a chain without the type is nodata', async () => {
    handler = (q) =>
      dnsReply.answer(q, [
        { type: 'CNAME', name: q.name, ttl: 60, class: 'IN', data: 'b.example-test.com' },
        { type: 'CNAME', name: 'b.example-test.com', ttl: 60, class: 'IN', data: 'c.example-test.com' },
        { type: 'A', name: 'c.example-test.com', ttl: 60, class: 'IN', data: '192.0.2.3' },
      ]);
    const ok = await client().query('a.example-test.com', 'A');
    expect(ok.status).toBe('ok');
    expect(ok.records.map((r) => r.type)).toEqual(['CNAME', 'CNAME', 'A']);
    handler = (q) =>
      dnsReply.answer(q, [
        { type: 'CNAME', name: q.name, ttl: 60, class: 'IN', data: 'b.example-test.com' },
        { type: 'A', name: 'unrelated.example-test.com', ttl: 60, class: 'IN', data: '192.0.2.3' },
      ]);
    const nodata = await client().query('a.example-test.com', 'A');
    expect(nodata.status).toBe('nodata');
    expect(nodata.records).toHaveLength(2);
  });

  it('times out on silence, after one attempt per configured try', async () => {
    handler = () => dnsReply.silence();
    const started = performance.now();
    const answer = await client({ attempts: 2 }).query('quiet.example-test.com', 'A');
    expect(answer).toMatchObject({ status: 'timeout', resolver: null, records: [] });
    expect(server.counts.udp).toBe(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * T - 20);
  });

  it('ignores a reply with another ID and takes the right one that follows', async () => {
    handler = (q) => [dnsReply.wrongId(q), dnsReply.a(q, '192.0.2.5')];
    const answer = await client().query('race.example-test.com', 'A');
    expect(answer.status).toBe('ok');
    expect(recordsOf(answer, 'A')[0]?.data).toBe('192.0.2.5');
  });

  it.each<[string, (q: ScriptedQuery) => ReturnType<ScriptedHandler>]>([
    ['only a mismatched ID', (q) => dnsReply.wrongId(q)],
    ['only another question', (q) => dnsReply.otherQuestion(q)],
    ['random garbage bytes', () => dnsReply.garbage(null, 40)],
    ['an empty datagram', () => dnsReply.empty()],
    ['garbage with our ID', (q) => dnsReply.garbage(q, 64)],
    ['a truncated header', () => ({ bytes: Buffer.from([1, 2, 3]) })],
  ])('is malformed after %s', async (_label, reply) => {
    handler = (q) => reply(q);
    // The bogus reply must reach the client inside its attempt: with the suite's 150 ms, a loaded CI
    // machine once delivered it late and the answer was a plain timeout. 600 ms leaves room.
    const answer = await client({ attempts: 1, timeoutMs: 4 * T }).query('hostile.example-test.com', 'A');
    expect(answer).toMatchObject({ status: 'malformed', records: [], authenticated: false });
  });

  it('is malformed when the TCP side answers garbage after a truncated UDP reply', async () => {
    handler = (q) => (q.protocol === 'udp' ? dnsReply.truncated(q) : dnsReply.garbage(q, 30));
    const answer = await client({ attempts: 1 }).query('tcp-garbage.example-test.com', 'A');
    expect(answer.status).toBe('malformed');
    expect(server.counts.tcp).toBe(1);
  });

  it('is an error for a name that cannot be asked, without sending anything', async () => {
    const c = client();
    expect((await c.query('bad name.example', 'A')).status).toBe('error');
    expect((await c.query(`${'a'.repeat(64)}.example`, 'A')).status).toBe('error');
    expect((await c.query('a..b', 'A')).status).toBe('error');
    expect((await c.query('münchen.example', 'A')).status).toBe('error');
    expect(server.counts.udp).toBe(0);
  });
});

describe('createDnsClient: record conversion', () => {
  it('converts MX, TXT, CAA, SOA, SRV, NS, PTR, DS and DNSKEY', async () => {
    const answers: Record<string, unknown> = {
      MX: { preference: 10, exchange: 'MX1.Example-Test.com' },
      TXT: [
        Buffer.from('v=spf1 '),
        Buffer.from('include:_spf.example-test.com -all'),
        Buffer.from([0x63, 0x61, 0x66, 0xe9]),
      ],
      CAA: { flags: 128, tag: 'issue', value: 'letsencrypt.org' },
      SOA: {
        mname: 'ns.example-test.com',
        rname: 'hostmaster.example-test.com',
        serial: 7,
        refresh: 1,
        retry: 2,
        expire: 3,
        minimum: 4,
      },
      SRV: { priority: 1, weight: 2, port: 443, target: 'svc.example-test.com' },
      NS: 'NS1.example-test.com',
      PTR: 'host.example-test.com',
      DS: { keyTag: 2371, algorithm: 13, digestType: 2, digest: Buffer.from('abcd', 'hex') },
      DNSKEY: { flags: 257, algorithm: 13, key: Buffer.from('key') },
    };
    handler = (q) =>
      dnsReply.answer(q, [
        { type: q.type, name: q.name, ttl: 30, class: 'IN', data: answers[q.type] } as never,
      ]);
    const c = client();
    const data = async (type: 'MX' | 'TXT' | 'CAA' | 'SOA' | 'SRV' | 'NS' | 'PTR' | 'DS' | 'DNSKEY') => {
      const a = await c.query('r.example-test.com', type);
      expect(a.status).toBe('ok');
      return a.records[0]?.data;
    };
    expect(await data('MX')).toEqual({ preference: 10, exchange: 'mx1.example-test.com' });
    expect(await data('TXT')).toEqual(['v=spf1 ', 'include:_spf.example-test.com -all', 'café']);
    expect(await data('CAA')).toEqual({ flags: 128, tag: 'issue', value: 'letsencrypt.org' });
    expect(await data('SOA')).toEqual({
      mname: 'ns.example-test.com',
      rname: 'hostmaster.example-test.com',
      serial: 7,
      refresh: 1,
      retry: 2,
      expire: 3,
      minimum: 4,
    });
    expect(await data('SRV')).toEqual({ priority: 1, weight: 2, port: 443, target: 'svc.example-test.com' });
    expect(await data('NS')).toBe('ns1.example-test.com');
    expect(await data('PTR')).toBe('host.example-test.com');
    expect(await data('DS')).toBe('2371 13 2 ABCD');
    expect(await data('DNSKEY')).toBe(`257 3 13 ${Buffer.from('key').toString('base64')}`);
  });

  it('decodes TXT as UTF-8 when valid, else latin1', async () => {
    handler = (q) =>
      dnsReply.answer(q, [
        {
          type: 'TXT',
          name: q.name,
          ttl: 30,
          class: 'IN',
          data: [Buffer.from('é', 'utf8'), Buffer.from([0xe9])],
        },
      ]);
    const a = await client().query('t.example-test.com', 'TXT');
    expect(recordsOf(a, 'TXT')[0]?.data).toEqual(['é', 'é']);
  });
});

describe('createDnsClient: retries across servers', () => {
  it('tries the next server after SERVFAIL and reports the one that answered', async () => {
    handler = (q) => dnsReply.rcode(q, 'SERVFAIL');
    const c = createDnsClient({ servers: [server.server, second.server], timeoutMs: T, cache: false });
    const answer = await c.query('retry.example-test.com', 'A');
    expect(answer).toMatchObject({ status: 'ok', resolver: second.server });
    expect(server.counts.udp).toBe(1);
    expect(second.counts.udp).toBe(1);
  });

  it('tries the next server after a timeout', async () => {
    handler = () => dnsReply.silence();
    const c = createDnsClient({ servers: [server.server, second.server], timeoutMs: T, cache: false });
    expect(await c.query('slow.example-test.com', 'A')).toMatchObject({
      status: 'ok',
      resolver: second.server,
    });
  });

  it('keeps the last status when every server fails, and stops at nxdomain', async () => {
    handler = () => dnsReply.silence();
    secondHandler = (q) => dnsReply.rcode(q, 'REFUSED');
    const c = createDnsClient({ servers: [server.server, second.server], timeoutMs: T, cache: false });
    expect(await c.query('fail.example-test.com', 'A')).toMatchObject({
      status: 'refused',
      resolver: second.server,
    });
    handler = (q) =>
      dnsReply.rcode(q, 'NXDOMAIN', { authorities: [dnsReply.soa('example-test.com', 300, 30)] });
    second.counts.udp = 0;
    expect((await c.query('nx.example-test.com', 'A')).status).toBe('nxdomain');
    expect(second.counts.udp).toBe(0);
  });

  it('reads a bare NXDOMAIN (no SOA in the authority section) as malformed and asks the next server', async () => {
    handler = (q) => dnsReply.rcode(q, 'NXDOMAIN');
    secondHandler = (q) =>
      dnsReply.rcode(q, 'NXDOMAIN', { authorities: [dnsReply.soa('example-test.com', 300, 30)] });
    const c = createDnsClient({ servers: [server.server, second.server], timeoutMs: T, cache: false });
    expect(await c.query('nx.example-test.com', 'A')).toMatchObject({
      status: 'nxdomain',
      resolver: second.server,
    });
    secondHandler = (q) => dnsReply.rcode(q, 'NXDOMAIN');
    expect(await c.query('nx2.example-test.com', 'A')).toMatchObject({
      status: 'malformed',
      records: [],
      resolver: second.server,
    });
  });

  it('by default tries every configured server once, and a lone server twice', async () => {
    handler = () => dnsReply.silence();
    secondHandler = () => dnsReply.silence();
    await createDnsClient({ servers: [server.server], timeoutMs: 50, cache: false }).query(
      'x.example-test.com',
      'A',
    );
    expect(server.counts.udp).toBe(2);
    server.counts.udp = 0;
    await createDnsClient({ servers: [server.server, second.server], timeoutMs: 50, cache: false }).query(
      'x.example-test.com',
      'A',
    );
    expect([server.counts.udp, second.counts.udp]).toEqual([1, 1]);
  });
});

describe('createDnsClient: signal and in-flight bound', () => {
  it('resolves timeout at once when the signal aborts mid-query', async () => {
    handler = () => dnsReply.silence();
    const controller = new AbortController();
    const started = performance.now();
    const pending = createDnsClient({ servers: [server.server], timeoutMs: 5000, cache: false }).query(
      'abort.example-test.com',
      'A',
      { signal: controller.signal },
    );
    setTimeout(() => {
      controller.abort();
    }, 30);
    expect(await pending).toMatchObject({ status: 'timeout', resolver: null });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('sends nothing for an already aborted signal', async () => {
    const answer = await client().query('pre.example-test.com', 'A', { signal: AbortSignal.abort() });
    expect(answer.status).toBe('timeout');
    expect(server.counts.udp).toBe(0);
  });

  it('never has more queries in flight than maxInFlight (200 concurrent against a slow server)', async () => {
    handler = (q) => dnsReply.delay(10, dnsReply.a(q, '192.0.2.1'));
    const before = server.maxInFlight;
    expect(before).toBeLessThanOrEqual(8);
    const c = createDnsClient({ servers: [server.server], timeoutMs: 2000, cache: false, maxInFlight: 8 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => c.query(`n${i}.example-test.com`, 'A')),
    );
    expect(answers.every((a) => a.status === 'ok')).toBe(true);
    expect(server.counts.udp).toBe(200);
    expect(server.maxInFlight).toBeLessThanOrEqual(8);
    expect(server.maxInFlight).toBeGreaterThan(1);
  });

  it('lets a queued query give up when its signal aborts', async () => {
    handler = (q) => dnsReply.delay(200, dnsReply.a(q, '192.0.2.1'));
    const c = createDnsClient({ servers: [server.server], timeoutMs: 1000, cache: false, maxInFlight: 1 });
    const first = c.query('first.example-test.com', 'A');
    const queued = c.query('queued.example-test.com', 'A', { signal: AbortSignal.timeout(30) });
    expect((await queued).status).toBe('timeout');
    expect((await first).status).toBe('ok');
    expect(server.queries.map((q) => q.name)).toEqual(['first.example-test.com']);
  });
});

describe('createDnsClient: cache', () => {
  function fakeClock(start = 1_000_000) {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  it('answers from the cache within the TTL (ageing the TTLs), and asks again after it', async () => {
    const clock = fakeClock();
    handler = (q) => dnsReply.a(q, '192.0.2.1', 60);
    const c = createDnsClient({ servers: [server.server], timeoutMs: T, clock });
    const first = await c.query('cached.example-test.com', 'A');
    expect(first.cached).toBe(false);
    clock.advance(10_000);
    const second = await c.query('CACHED.example-test.com.', 'A');
    expect(second).toMatchObject({ status: 'ok', cached: true });
    expect(second.records[0]?.ttl).toBe(50);
    expect(server.counts.udp).toBe(1);
    clock.advance(51_000);
    expect((await c.query('cached.example-test.com', 'A')).cached).toBe(false);
    expect(server.counts.udp).toBe(2);
  });

  it('caches NXDOMAIN for the SOA minimum (RFC 2308), capped', async () => {
    const clock = fakeClock();
    handler = (q) =>
      dnsReply.rcode(q, 'NXDOMAIN', { authorities: [dnsReply.soa('example-test.com', 300, 30)] });
    const c = createDnsClient({ servers: [server.server], timeoutMs: T, clock });
    expect((await c.query('nx.example-test.com', 'A')).cached).toBe(false);
    clock.advance(29_000);
    expect(await c.query('nx.example-test.com', 'A')).toMatchObject({ status: 'nxdomain', cached: true });
    clock.advance(2000);
    expect((await c.query('nx.example-test.com', 'A')).cached).toBe(false);
    expect(server.counts.udp).toBe(2);

    handler = (q) =>
      dnsReply.answer(q, [], { authorities: [dnsReply.soa('example-test.com', 86_400, 86_400)] });
    const capped = createDnsClient({
      servers: [server.server],
      timeoutMs: T,
      clock,
      maxNegativeTtlSeconds: 100,
    });
    await capped.query('nodata.example-test.com', 'MX');
    clock.advance(99_000);
    expect((await capped.query('nodata.example-test.com', 'MX')).cached).toBe(true);
    clock.advance(2000);
    expect((await capped.query('nodata.example-test.com', 'MX')).cached).toBe(false);
  });

  it('does not cache a negative answer without a SOA, nor failures', async () => {
    handler = (q) => dnsReply.answer(q, []);
    const c = createDnsClient({ servers: [server.server], timeoutMs: T, attempts: 1 });
    await c.query('nosoa.example-test.com', 'A');
    expect((await c.query('nosoa.example-test.com', 'A')).cached).toBe(false);
    handler = (q) => dnsReply.rcode(q, 'SERVFAIL');
    await c.query('sf.example-test.com', 'A');
    expect((await c.query('sf.example-test.com', 'A')).cached).toBe(false);
    expect(server.counts.udp).toBe(4);
  });

  it('uses a shared CachePort (the context cache) and keeps entries per resolver list', async () => {
    const clock = fakeClock();
    const cache = new MemoryCache({ maxEntries: 10, clock });
    const a = createDnsClient({ servers: [server.server], timeoutMs: T, cache, clock });
    const b = createDnsClient({ servers: [server.server], timeoutMs: T, cache, clock });
    const other = createDnsClient({ servers: [second.server], timeoutMs: T, cache, clock });
    await a.query('shared.example-test.com', 'A');
    expect((await b.query('shared.example-test.com', 'A')).cached).toBe(true);
    expect((await other.query('shared.example-test.com', 'A')).cached).toBe(false);
  });
});

describe('normalizeDnsName and offlineDns', () => {
  it('lower-cases and strips one trailing dot, keeping the root', () => {
    expect(normalizeDnsName('WWW.Example.COM.')).toBe('www.example.com');
    expect(normalizeDnsName('.')).toBe('.');
    expect(normalizeDnsName('')).toBe('.');
  });

  it('offlineDns answers error and contacts nothing', async () => {
    expect(await offlineDns.query('Example.com', 'A')).toEqual({
      name: 'example.com',
      type: 'A',
      status: 'error',
      records: [],
      authenticated: false,
      resolver: null,
      cached: false,
    });
  });
});

describe('createDnsClient: no leaks', () => {
  it('leaves no socket behind after every kind of outcome', async () => {
    // (Node aggregates timers in getActiveResourcesInfo, so only sockets are counted here; a
    // leaked timer would keep the worker from exiting.)
    const count = () =>
      process.getActiveResourcesInfo().filter((r) => r === 'UDPWrap' || r === 'TCPSocketWrap').length;
    await new Promise((r) => setTimeout(r, 50)); // let sockets of earlier tests finish closing
    const baseline = count();
    const replies: ScriptedHandler[] = [
      (q) => dnsReply.a(q, '192.0.2.1'),
      (q) => (q.protocol === 'udp' ? dnsReply.truncated(q) : dnsReply.a(q, '192.0.2.1')),
      (q) => (q.protocol === 'udp' ? dnsReply.truncated(q) : dnsReply.silence()),
      () => dnsReply.silence(),
      (q) => dnsReply.garbage(q),
      (q) => dnsReply.wrongId(q),
    ];
    for (const reply of replies) {
      handler = reply;
      await client({ attempts: 1, timeoutMs: 60 }).query('leak.example-test.com', 'A');
    }
    const controller = new AbortController();
    handler = () => dnsReply.silence();
    const pending = client({ timeoutMs: 5000 }).query('leak.example-test.com', 'A', {
      signal: controller.signal,
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(count()).toBeGreaterThan(baseline); // the probe sees the open socket
    controller.abort();
    await pending;
    await new Promise((r) => setTimeout(r, 20));
    expect(count()).toBeLessThanOrEqual(baseline);
  });
});
