/**
 * The TLS port's handshake to a given address with a chosen ALPN offer (tls-alpn-01, RFC 8737):
 * against a real node:tls server on 127.0.0.1 that records the SNI and ALPN it was offered.
 */
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer, type Server } from 'node:tls';
import { createTestCa, fakeDns, type TestCa } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPolicy } from '../http/policy.js';
import { createTlsClient } from './client.js';

let ca: TestCa;
let server: Server;
let port = 0;
let connections = 0;
const offered: { sni: string | undefined; alpn: readonly string[] }[] = [];

beforeAll(async () => {
  ca = createTestCa();
  const cert = ca.issue(['acme.test']);
  server = createTlsServer({
    ...cert,
    ALPNCallback: ({ servername, protocols }) => {
      offered.push({ sni: servername, alpn: protocols });
      return protocols.includes('acme-tls/1') ? 'acme-tls/1' : undefined;
    },
  });
  server.on('tlsClientError', () => undefined);
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  ca.dispose();
});

function client(dnsAnswers: Record<string, { A: string[] }> = {}) {
  return createTlsClient({
    dns: fakeDns(dnsAnswers),
    ca: ca.cert,
    policy: testPolicy({ allow: 'loopback', portMap: { 'acme.test:443': port } }),
  });
}

describe('TLS port: open to a given address, ALPN offered', () => {
  it('connects to the address given without resolving the name, offers only acme-tls/1 with the SNI', async () => {
    // The fake DNS knows nothing of acme.test: the session must not depend on a lookup.
    const opened = await client().open('acme.test', {
      signal: AbortSignal.timeout(5_000),
      address: '127.0.0.1',
    });
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.session.address).toBe('127.0.0.1');
    const before = offered.length;
    const info = await opened.session.handshake({ servername: 'acme.test', alpn: ['acme-tls/1'] });
    expect(info).toMatchObject({ ok: true, alpn: 'acme-tls/1', authorized: true });
    expect(offered.slice(before)).toEqual([{ sni: 'acme.test', alpn: ['acme-tls/1'] }]);
  });

  it('keeps the default offer (h2, http/1.1) when no ALPN is given', async () => {
    const opened = await client().open('acme.test', {
      signal: AbortSignal.timeout(5_000),
      address: '127.0.0.1',
    });
    if (!opened.ok) throw new Error(opened.error);
    const before = offered.length;
    const info = await opened.session.handshake({ servername: 'acme.test' });
    // The server selects nothing it was not offered: the handshake fails with no_application_protocol.
    expect(info.ok).toBe(false);
    expect(offered.slice(before)).toEqual([{ sni: 'acme.test', alpn: ['h2', 'http/1.1'] }]);
  });

  it('checks the address given against the policy: a refused or malformed one is never contacted', async () => {
    const signal = AbortSignal.timeout(5_000);
    const before = connections;
    expect(await client().open('acme.test', { signal, address: '10.0.0.1' })).toMatchObject({
      ok: false,
      error: 'blocked-by-policy',
      addresses: ['10.0.0.1'],
    });
    expect(await client().open('acme.test', { signal, address: 'not-an-ip' })).toMatchObject({
      ok: false,
      error: 'dns-failure',
    });
    expect(connections).toBe(before);
  });
});
