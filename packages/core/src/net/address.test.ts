import { describe, expect, it } from 'vitest';
import { isInputError } from '../errors.js';
import { parseIpInput, reverseName, reversedLabels } from './address.js';

function inputError(fn: () => unknown): { key: string; params: Record<string, unknown> } {
  try {
    fn();
  } catch (error) {
    if (isInputError(error)) return { key: error.key, params: { ...error.params } };
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('parseIpInput: accepted notations', () => {
  it.each([
    ['8.8.8.8', '8.8.8.8', 4],
    ['  1.1.1.1  ', '1.1.1.1', 4],
    ['0x8.0x8.0x8.0x8', '8.8.8.8', 4],
    ['134744072', '8.8.8.8', 4],
    ['010.0.0.1', '8.0.0.1', 4],
    ['2606:4700:4700:0000:0000:0000:0000:1111', '2606:4700:4700::1111', 6],
    ['2606:4700:4700::1111', '2606:4700:4700::1111', 6],
    ['2606:4700:4700::1111%eth0', '2606:4700:4700::1111', 6],
    ['[2606:4700:4700::1111]', '2606:4700:4700::1111', 6],
    ['2606:4700:4700::0:1111', '2606:4700:4700::1111', 6],
    ['2A00:1450:4001:0811::200E', '2a00:1450:4001:811::200e', 6],
  ] as const)('reads %s as %s', (input, ip, version) => {
    const parsed = parseIpInput(input);
    expect(parsed.ip).toBe(ip);
    expect(parsed.version).toBe(version);
    expect(parsed.embeddedIpv4).toBe(false);
  });

  it.each([
    ['::ffff:8.8.4.4', '8.8.4.4'],
    ['::ffff:808:404', '8.8.4.4'],
    ['0:0:0:0:0:ffff:8.8.4.4', '8.8.4.4'],
    ['64:ff9b::8.8.4.4', '8.8.4.4'],
  ])('analyses the IPv6 form %s as its IPv4 address', (input, ip) => {
    const parsed = parseIpInput(input);
    expect(parsed).toMatchObject({ ip, version: 4, embeddedIpv4: true });
  });
});

describe('parseIpInput: refused input', () => {
  it.each([[''], ['   '], [undefined], [null], [42]])('requires an address (%s)', (input) => {
    expect(inputError(() => parseIpInput(input)).key).toBe('input.ip-required');
  });

  it('caps the length at 255 characters', () => {
    expect(inputError(() => parseIpInput(`1.1.1.1${' '.repeat(300)}x`))).toEqual({
      key: 'input.ip-too-long',
      params: { max: 255 },
    });
  });

  it.each([
    'example.com',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.4/24',
    '2001:db8::g',
    '1:2:3:4:5:6:7:8:9',
    'http://1.2.3.4/',
    '1.2.3.4:80',
    '::ffff:1.2.3',
    '١.٢.٣.٤',
  ])('refuses %s as invalid', (input) => {
    expect(inputError(() => parseIpInput(input)).key).toBe('input.ip-invalid');
  });

  it.each([
    ['0.0.0.0', '0.0.0.0/8'],
    ['0.1.2.3', '0.0.0.0/8'],
    ['10.1.2.3', '10.0.0.0/8'],
    ['100.64.0.1', '100.64.0.0/10'],
    ['100.127.255.254', '100.64.0.0/10'],
    ['127.0.0.1', '127.0.0.0/8'],
    ['0x7f.1', '127.0.0.0/8'],
    ['2130706433', '127.0.0.0/8'],
    ['169.254.169.254', '169.254.0.0/16'],
    ['172.16.0.1', '172.16.0.0/12'],
    ['172.31.255.255', '172.16.0.0/12'],
    ['192.0.0.8', '192.0.0.0/24'],
    ['192.0.2.1', '192.0.2.0/24'],
    ['192.88.99.1', '192.88.99.0/24'],
    ['192.168.1.1', '192.168.0.0/16'],
    ['198.18.0.1', '198.18.0.0/15'],
    ['198.19.255.255', '198.18.0.0/15'],
    ['198.51.100.7', '198.51.100.0/24'],
    ['203.0.113.9', '203.0.113.0/24'],
    ['224.0.0.251', '224.0.0.0/4'],
    ['239.255.255.250', '224.0.0.0/4'],
    ['240.0.0.1', '240.0.0.0/4'],
    ['255.255.255.255', '255.255.255.255/32'],
    ['::', '::/128'],
    ['::1', '::1/128'],
    ['fe80::1', 'fe80::/10'],
    ['fe80::1%eth0', 'fe80::/10'],
    ['fc00::1', 'fc00::/7'],
    ['fd12:3456:789a::1', 'fc00::/7'],
    ['fec0::1', 'fec0::/10'],
    ['ff02::1', 'ff00::/8'],
    ['2001:db8::1', '2001:db8::/32'],
    ['3fff::1', '3fff::/20'],
    ['2001:2::1', '2001:2::/48'],
    ['2001:10::1', '2001:10::/28'],
    ['100::1', '100::/64'],
    ['64:ff9b:1::1', '64:ff9b:1::/48'],
    ['4000::1', '4000::/3'],
    ['::1.2.3.4', '::/3'],
    ['2002:c0a8:0101::1', '192.168.0.0/16 (6to4 2002::/16)'],
    ['2002:0a00:0001::1', '10.0.0.0/8 (6to4 2002::/16)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '192.0.2.0/24 (Teredo 2001::/32)'],
    ['2001:0:c0a8:0101::1', '192.168.0.0/16 (Teredo 2001::/32)'],
  ])('refuses %s as not public (%s)', (input, range) => {
    const error = inputError(() => parseIpInput(input));
    expect(error.key).toBe('input.ip-not-public');
    expect(error.params.range).toBe(range);
  });

  it.each([
    ['::ffff:10.0.0.1', '10.0.0.1', '10.0.0.0/8'],
    ['::ffff:127.0.0.1', '127.0.0.1', '127.0.0.0/8'],
    ['::ffff:c0a8:101', '192.168.1.1', '192.168.0.0/16'],
    ['64:ff9b::10.1.1.1', '10.1.1.1', '10.0.0.0/8'],
  ])('refuses the IPv4-mapped or NAT64 private address %s', (input, ip, range) => {
    expect(inputError(() => parseIpInput(input))).toEqual({
      key: 'input.ip-not-public',
      params: { ip, range },
    });
  });

  it('accepts 6to4 and Teredo addresses embedding public IPv4 addresses', () => {
    expect(parseIpInput('2002:0808:0808::1').version).toBe(6);
    expect(parseIpInput('2001:0:0808:0808:0:0:f7f7:f7f7').ip).toBe('2001:0:808:808::f7f7:f7f7');
  });
});

describe('reverse names', () => {
  it('reverses IPv4 octets under in-addr.arpa', () => {
    const parsed = parseIpInput('8.8.4.4');
    expect(reversedLabels(parsed)).toBe('4.4.8.8');
    expect(reverseName(parsed)).toBe('4.4.8.8.in-addr.arpa');
  });

  it('reverses the 32 IPv6 nibbles under ip6.arpa (RFC 3596)', () => {
    const parsed = parseIpInput('2001:4860:4860::8888');
    expect(reverseName(parsed)).toBe(
      '8.8.8.8.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.6.8.4.0.6.8.4.1.0.0.2.ip6.arpa',
    );
    expect(reversedLabels(parsed).split('.')).toHaveLength(32);
  });
});
