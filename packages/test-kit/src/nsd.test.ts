import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDnsClient } from '@secapi/core/net';
import { ensureNsd, startNsd, zoneFile, type NsdServer } from './nsd.js';
import type { SystemBinary } from './system-binary.js';

describe('zoneFile', () => {
  it('fills in SOA and NS (with an address) and appends the records', () => {
    const text = zoneFile(
      'example-test.com',
      ['www A 192.0.2.1', { name: 'mail', type: 'MX', data: '10 mx', ttl: 60 }],
      {
        negativeTtl: 30,
      },
    );
    expect(text).toContain('$ORIGIN example-test.com.');
    expect(text).toContain(
      'example-test.com. IN SOA ns.example-test.com. hostmaster.example-test.com. 1 3600 600 86400 30',
    );
    expect(text).toContain('example-test.com. IN NS ns.example-test.com.');
    expect(text).toContain('ns.example-test.com. IN A 127.0.0.1');
    expect(text).toContain('www A 192.0.2.1');
    expect(text).toContain('mail 60 IN MX 10 mx');
  });

  it('uses a test name server for the root zone', () => {
    expect(zoneFile('.', [])).toContain('. IN NS ns.root-servers.test.');
  });
});

describe('startNsd', () => {
  let nsd: SystemBinary;
  const started: NsdServer[] = [];
  beforeAll(async () => {
    nsd = await ensureNsd();
  }, 15 * 60_000);
  afterAll(async () => {
    for (const s of started) await s.stop();
  });
  beforeEach((ctx) => {
    if (nsd.path === null) ctx.skip(nsd.reason);
  });

  it('serves the zones on 127.0.0.1:<port> and removes its directory on stop', async () => {
    const server = await startNsd({ zones: { '.': zoneFile('.', ['www.example-test.org. A 192.0.2.30']) } });
    started.push(server);
    expect(server.server).toBe(`127.0.0.1:${server.port}`);
    const dns = createDnsClient({ servers: [server.server], timeoutMs: 500, cache: false });
    expect((await dns.query('www.example-test.org', 'A')).status).toBe('ok');
    expect(existsSync(server.dir)).toBe(true);
    await server.stop();
    expect(existsSync(server.dir)).toBe(false);
    expect(
      (
        await createDnsClient({ servers: [server.server], timeoutMs: 100, attempts: 1, cache: false }).query(
          'www.example-test.org',
          'A',
        )
      ).status,
    ).toBe('timeout');
  });

  it('runs two instances side by side', async () => {
    const a = await startNsd({ zones: { '.': zoneFile('.', ['a.example-test.org. A 192.0.2.1']) } });
    const b = await startNsd({ zones: { '.': zoneFile('.', ['a.example-test.org. A 192.0.2.2']) } });
    started.push(a, b);
    expect(a.port).not.toBe(b.port);
    const ask = (s: NsdServer) =>
      createDnsClient({ servers: [s.server], timeoutMs: 500, cache: false }).query('a.example-test.org', 'A');
    expect((await ask(a)).records[0]?.data).toBe('192.0.2.1');
    expect((await ask(b)).records[0]?.data).toBe('192.0.2.2');
  });

  it("fails with nsd's complaint when a zone does not load", async () => {
    await expect(
      startNsd({ zones: { '.': 'this is not a zone file\n' }, startTimeoutMs: 3000 }),
    ).rejects.toThrow(/startNsd: nsd reported errors: .*syntax error/);
  });
});
