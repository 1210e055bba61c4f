import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';
import { localAddressKind } from './local-address.js';

const codes = (url: string): string[] =>
  inspectUrl(url).findings.map((f) => f.titleKey.slice('finding.'.length, -'.title'.length));

describe('localAddressKind', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['169.254.10.20', 'link-local'],
    ['100.64.0.1', 'shared-address-space'],
    ['100.127.255.255', 'shared-address-space'],
    ['[::1]', 'loopback'],
    ['[fd12:3456::1]', 'unique-local'],
    ['[fc00::1]', 'unique-local'],
    ['[fe80::1]', 'link-local'],
    ['[febf::1]', 'link-local'],
    ['[::ffff:c0a8:101]', 'private'],
  ])('%s is %s', (host, kind) => {
    expect(localAddressKind(host)).toBe(kind);
  });

  it.each([
    '172.15.0.1',
    '172.32.0.1',
    '192.169.1.1',
    '100.63.0.1',
    '100.128.0.1',
    '45.137.22.91',
    '8.8.8.8',
    '[2001:db8::1]',
    '[2606:4700::1111]',
    '[fec0::1]',
    '[::ffff:808:808]',
    '10.example.com',
    'localhost.example',
  ])('%s is not a local address', (host) => {
    expect(localAddressKind(host)).toBeNull();
  });
});

describe('inspectUrl on a local address', () => {
  it('reports url-local-address instead of url-ip-host, and the model does not read it', () => {
    for (const url of ['http://192.168.1.1/', 'http://10.0.0.2:8080/admin', 'http://[::1]:3000/']) {
      const c = codes(url);
      expect(c).toContain('url-local-address');
      expect(c).not.toContain('url-ip-host');
      expect(c.some((code) => code.startsWith('url-model-'))).toBe(false);
      expect(inspectUrl(url).score.verdict).toBe('likely-safe');
    }
    expect(
      inspectUrl('http://192.168.1.1/').findings.find((f) => f.code === 'url-local-address')?.parameters,
    ).toEqual({ ip: '192.168.1.1', range: 'private' });
  });

  it('keeps a public address and a disguised local one deceptive', () => {
    expect(codes('http://45.137.22.91/rbc/login.php')).toContain('url-ip-host');
    expect(inspectUrl('http://45.137.22.91/rbc/login.php').score.verdict).not.toBe('likely-safe');
    const hex = codes('http://0xC0A80101/');
    expect(hex).toContain('url-ip-obfuscated');
    expect(hex).toContain('url-ip-host');
    expect(hex).not.toContain('url-local-address');
  });
});
