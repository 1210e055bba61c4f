import { describe, expect, it } from 'vitest';
import { canonicalIp, nonPublicReason, publicOnlyPolicy, testPolicy } from './policy.js';

describe('publicOnlyPolicy', () => {
  it.each(['8.8.8.8', '93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'])(
    'allows the public address %s',
    (ip) => {
      expect(publicOnlyPolicy.isAllowed(ip)).toBe(true);
    },
  );

  it.each([
    ['127.0.0.1', '127.0.0.0/8'],
    ['10.1.2.3', '10.0.0.0/8'],
    ['172.31.255.255', '172.16.0.0/12'],
    ['192.168.0.1', '192.168.0.0/16'],
    ['100.127.0.1', '100.64.0.0/10'],
    ['169.254.169.254', '169.254.0.0/16'],
    ['0.1.2.3', '0.0.0.0/8'],
    ['255.255.255.255', '255.255.255.255/32'],
    ['239.1.1.1', '224.0.0.0/4'],
    ['203.0.113.9', '203.0.113.0/24'],
    ['198.19.0.1', '198.18.0.0/15'],
    ['::1', '::1/128'],
    ['::', '::/128'],
    ['fc00::1', 'fc00::/7'],
    ['fe80::1', 'fe80::/10'],
    ['ff02::1', 'ff00::/8'],
    ['2001:db8::1', '2001:db8::/32'],
    ['::ffff:8.8.8.8', '::/3'],
    ['64:ff9b::808:808', '::/3'],
    ['2002:a00:1::', '10.0.0.0/8 (6to4 2002::/16)'],
  ])('refuses %s (%s)', (ip, reason) => {
    expect(publicOnlyPolicy.isAllowed(ip)).toBe(false);
    expect(nonPublicReason(ip)).toBe(reason);
  });

  it('fails closed on anything that is not a strict address', () => {
    for (const text of ['2130706433', '0x7f.1', '127.1', '[::1]', 'fe80::1%eth0', 'localhost', '']) {
      expect(publicOnlyPolicy.isAllowed(text)).toBe(false);
    }
  });

  it('canonicalises addresses', () => {
    expect(canonicalIp('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(canonicalIp('8.8.8.8')).toBe('8.8.8.8');
    expect(canonicalIp('010.0.0.1')).toBeNull();
  });
});

describe('testPolicy', () => {
  it('admits loopback only and maps ports', () => {
    const policy = testPolicy({ allow: 'loopback', portMap: { 'Shop.test:443': 4443 } });
    expect(policy.isAllowed('127.0.0.1')).toBe(true);
    expect(policy.isAllowed('::1')).toBe(true);
    expect(policy.isAllowed('8.8.8.8')).toBe(false);
    expect(policy.mapPort?.('shop.test', 443)).toBe(4443);
    expect(policy.mapPort?.('shop.test', 80)).toBe(80);
  });

  it('admits what a predicate admits', () => {
    const policy = testPolicy({ allow: (ip) => ip === '127.0.0.5' });
    expect(policy.isAllowed('127.0.0.5')).toBe(true);
    expect(policy.isAllowed('127.0.0.1')).toBe(false);
  });
});
