import { describe, expect, it } from 'vitest';
import { DEFAULT_DNS_SERVERS, parseDnsEndpoint, parseDnsServers } from './servers.js';

describe('parseDnsServers', () => {
  it('accepts ip, ip:port, [ipv6]:port, a bare IPv6 address and https://<ip> DoH URLs', () => {
    expect(
      parseDnsServers(' 127.0.0.1:5353, 10.0.0.53 ,[::1]:53, 2001:db8::53, https://1.1.1.1/dns-query'),
    ).toEqual(['127.0.0.1:5353', '10.0.0.53', '[::1]:53', '2001:db8::53', 'https://1.1.1.1/dns-query']);
  });

  it.each([
    'resolver.example',
    '127.0.0.1:0',
    '127.0.0.1:65536',
    '127.0.0.1:',
    '::1:53x',
    '[127.0.0.1]:53',
    '[::1]:',
    'http://1.1.1.1/dns-query',
    'https://dns.google/dns-query',
    '1.2.3',
  ])('rejects %s with a RangeError naming it', (entry) => {
    expect(() => parseDnsServers(`1.1.1.1,${entry}`)).toThrow(RangeError);
    expect(() => parseDnsServers(`1.1.1.1,${entry}`)).toThrow(JSON.stringify(entry.trim()));
  });

  it('rejects an empty list and an empty entry', () => {
    expect(() => parseDnsServers('')).toThrow(/at least one resolver/);
    expect(() => parseDnsServers('1.1.1.1,,8.8.8.8')).toThrow(RangeError);
  });

  it('the message is one sentence on one line', () => {
    try {
      parseDnsServers('nope');
    } catch (e) {
      expect((e as Error).message).not.toContain('\n');
      expect((e as Error).message).toMatch(/"nope" is not one$/);
    }
  });

  it('defaults to the public resolvers', () => {
    expect(DEFAULT_DNS_SERVERS).toEqual(['1.1.1.1', '8.8.8.8', '9.9.9.9']);
  });
});

describe('parseDnsEndpoint', () => {
  it('labels endpoints as ip:port and [ipv6]:port', () => {
    expect(parseDnsEndpoint('192.0.2.53')).toMatchObject({
      kind: 'udp',
      host: '192.0.2.53',
      port: 53,
      family: 4,
      label: '192.0.2.53:53',
    });
    expect(parseDnsEndpoint('[::1]:5353')).toMatchObject({
      kind: 'udp',
      host: '::1',
      port: 5353,
      family: 6,
      label: '[::1]:5353',
    });
    expect(parseDnsEndpoint('https://[2606:4700:4700::1111]/dns-query')).toMatchObject({ kind: 'doh' });
  });
});
