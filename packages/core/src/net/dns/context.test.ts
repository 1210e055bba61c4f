import { describe, expect, it } from 'vitest';
import { dnsReply, fakeDns, startScriptedDnsServer } from '@secapi/test-kit';
import { createContext } from '../../context.js';

describe('createContext: the DNS port', () => {
  it('uses the port it is given', async () => {
    const dns = fakeDns({ 'example.com': { A: ['192.0.2.1'] } });
    const ctx = createContext({ dns });
    expect(ctx.dns).toBe(dns);
    expect((await ctx.dns.query('example.com', 'A')).status).toBe('ok');
  });

  it('offline, answers every query with error and contacts nothing', async () => {
    const ctx = createContext({ offline: true, dnsServers: ['127.0.0.1:9'] });
    expect(await ctx.dns.query('example.com', 'A')).toMatchObject({ status: 'error', resolver: null });
  });

  it('builds the client from dnsServers and shares the context cache', async () => {
    const server = await startScriptedDnsServer((q) => dnsReply.a(q, '192.0.2.7', 60));
    try {
      const ctx = createContext({ dnsServers: [server.server] });
      expect(await ctx.dns.query('www.example-test.com', 'A')).toMatchObject({
        status: 'ok',
        resolver: server.server,
      });
      expect((await ctx.dns.query('www.example-test.com', 'A')).cached).toBe(true);
      expect(server.counts.udp).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('rejects a bad resolver list at creation', () => {
    expect(() => createContext({ dnsServers: ['resolver.example'] })).toThrow(RangeError);
    expect(() => createContext({ dnsServers: [] })).toThrow(RangeError);
  });
});
