import { describe, expect, it } from 'vitest';
import { publicOnlyPolicy, testPolicy } from '../../net/http/policy.js';
import { normalizeHostInput } from './input.js';

const key = (raw: unknown): string => {
  try {
    normalizeHostInput(raw, publicOnlyPolicy);
    return 'ok';
  } catch (err) {
    return (err as { key: string }).key;
  }
};

describe('normalizeHostInput (check-tls)', () => {
  it('accepts names (lower-cased, punycode, trailing dot dropped) and public IP literals', () => {
    expect(normalizeHostInput(' Example.CA. ', publicOnlyPolicy)).toEqual({
      host: 'example.ca',
      isIp: false,
    });
    expect(normalizeHostInput('bücher.example', publicOnlyPolicy).host).toBe('xn--bcher-kva.example');
    expect(normalizeHostInput('8.8.8.8', publicOnlyPolicy)).toEqual({ host: '8.8.8.8', isIp: true });
    expect(normalizeHostInput('[2001:4860:4860:0:0:0:0:8888]', publicOnlyPolicy)).toEqual({
      host: '2001:4860:4860::8888',
      isIp: true,
    });
  });

  it.each([
    ['', 'input.host-required'],
    [42, 'input.host-required'],
    ['a'.repeat(256), 'input.host-too-long'],
    ['https://example.com/', 'input.host-url-not-allowed'],
    ['example.com/login', 'input.host-url-not-allowed'],
    ['user@example.com', 'input.host-url-not-allowed'],
    ['example.com:8443', 'input.host-port-not-allowed'],
    ['example.com:443', 'input.host-port-not-allowed'],
    ['8.8.8.8:443', 'input.host-port-not-allowed'],
    ['[2001:4860:4860::8888]:443', 'input.host-port-not-allowed'],
    ['exa mple.com', 'input.host-invalid'],
    ['localhost', 'input.host-invalid'],
    ['1.2.3', 'input.host-invalid'],
    ['127.0.0.1', 'input.host-not-public'],
    ['10.0.0.1', 'input.host-not-public'],
    ['169.254.169.254', 'input.host-not-public'],
    ['[::1]', 'input.host-not-public'],
    ['::ffff:127.0.0.1', 'input.host-not-public'],
  ])('%j → %s', (raw, expected) => {
    expect(key(raw)).toBe(expected);
  });

  it('a test policy admits loopback literals (tests only)', () => {
    expect(normalizeHostInput('127.0.0.1', testPolicy({ allow: 'loopback' }))).toEqual({
      host: '127.0.0.1',
      isIp: true,
    });
  });
});
