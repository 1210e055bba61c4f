import { describe, expect, it } from 'vitest';

import { isInputError } from '../errors.js';
import { normalizeDomainInput } from './domain.js';

const errorKey = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (e) {
    return isInputError(e) ? e.key : 'not-an-input-error';
  }
};

describe('normalizeDomainInput', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['  example.com.  ', 'example.com'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['sub.domain.example.co.uk', 'sub.domain.example.co.uk'],
    ['_dmarc.example.com', '_dmarc.example.com'],
    ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeDomainInput(input)).toBe(expected);
  });

  it('keeps the domain of an e-mail address only when allowed', () => {
    expect(normalizeDomainInput('Jane.Doe@Example.com', { allowEmail: true })).toBe('example.com');
    expect(errorKey(() => normalizeDomainInput('jane@example.com'))).toBe('input.domain-invalid');
  });

  it.each([
    ['https://www.Example.ca/login?next=/account#top', 'www.example.ca'],
    ['http://example.com', 'example.com'],
    ['https://user@shop.example.com:8443/cart', 'shop.example.com'],
    ['example.com/path/to/page', 'example.com'],
    ['example.com?q=1', 'example.com'],
    ['https://münchen.de/', 'xn--mnchen-3ya.de'],
    ['  HTTPS://EXAMPLE.COM./  ', 'example.com'],
    ['example.com', 'example.com'],
  ])('keeps the host of the pasted address %j when URLs are allowed', (input, expected) => {
    expect(normalizeDomainInput(input, { allowUrl: true })).toBe(expected);
  });

  it.each([
    ['ftp://example.com/file', 'input.domain-invalid'],
    ['https://192.0.2.1/', 'input.domain-invalid'],
    ['https://[::1]/', 'input.domain-invalid'],
    ['http:///nohost', 'input.domain-invalid'],
    ['javascript://alert(1)', 'input.domain-invalid'],
  ])('refuses the pasted address %j with %s', (input, key) => {
    expect(errorKey(() => normalizeDomainInput(input, { allowUrl: true }))).toBe(key);
  });

  it.each([
    ['', 'input.domain-required'],
    ['   ', 'input.domain-required'],
    [undefined, 'input.domain-required'],
    ['a'.repeat(256), 'input.domain-too-long'],
    ['localhost', 'input.domain-invalid'],
    ['192.0.2.1', 'input.domain-invalid'],
    ['2130706433', 'input.domain-invalid'],
    ['0x7f.1', 'input.domain-invalid'],
    ['[::1]', 'input.domain-invalid'],
    ['http://example.com/', 'input.domain-invalid'],
    ['exa mple.com', 'input.domain-invalid'],
    ['-bad.com', 'input.domain-invalid'],
    ['bad-.com', 'input.domain-invalid'],
    [`${'a'.repeat(64)}.com`, 'input.domain-invalid'],
    ['example..com', 'input.domain-invalid'],
    ['example.123', 'input.domain-invalid'],
    ['@example.com', 'input.domain-invalid'],
  ])('rejects %j with %s', (input, key) => {
    expect(errorKey(() => normalizeDomainInput(input, { allowEmail: true }))).toBe(key);
  });
});
