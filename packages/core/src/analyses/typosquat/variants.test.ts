import { describe, expect, it } from 'vitest';

import { isInputError } from '../../errors.js';
import { FUZZERS } from './keys.js';
import { generateVariants, isValidVariantName } from './variants.js';

const names = (domain: string): string[] => generateVariants(domain).map((v) => v.domain);

describe('generateVariants', () => {
  it('runs every fuzzer on example.com', () => {
    const produced = new Set(generateVariants('example.com').flatMap((v) => v.fuzzers));
    expect([...produced].sort()).toEqual([...FUZZERS].sort());
  });

  it('deduplicates, tagging a variant with every fuzzer that produced it', () => {
    const all = generateVariants('example.com');
    expect(new Set(all.map((v) => v.domain)).size).toBe(all.length);
    const examples = all.find((v) => v.domain === 'examples.com');
    expect(examples?.fuzzers).toEqual(['addition', 'insertion', 'plural']);
  });

  it('never returns the input itself', () => {
    expect(generateVariants('example.com').map((v) => v.domain)).not.toContain('example.com');
  });

  it('filters invalid names: leading or trailing hyphens, -- in positions 3-4, long labels', () => {
    const all = generateVariants('mail-ab-cd.com').map((v) => v.domain);
    for (const name of all) expect(isValidVariantName(name)).toBe(true);
    expect(all).not.toContain('-ail-ab-cd.com'); // bitsquatting m → -
    expect(all).not.toContain('ma--il-ab-cd.com');
    expect(names('ab-cd.com')).not.toContain('ab--cd.com'); // hyphenation: -- in positions 3-4
    expect(names('ab-cd.com')).toContain('a-b-cd.com');
    const long = `${'a'.repeat(63)}.com`;
    for (const v of generateVariants(long)) {
      expect(v.domain.split('.').every((l) => l.length <= 63)).toBe(true);
    }
  });

  it('isValidVariantName checks LDH, lengths and punycode', () => {
    expect(isValidVariantName('example.com')).toBe(true);
    expect(isValidVariantName('xn--exmple-cua.com')).toBe(true);
    expect(isValidVariantName('-example.com')).toBe(false);
    expect(isValidVariantName('example-.com')).toBe(false);
    expect(isValidVariantName('ex--ample.com')).toBe(false);
    expect(isValidVariantName('xn--.com')).toBe(false);
    expect(isValidVariantName(`${'a'.repeat(64)}.com`)).toBe(false);
    expect(isValidVariantName(`${'a.'.repeat(126)}com`)).toBe(false); // 255 characters
    expect(isValidVariantName('example')).toBe(false);
    expect(isValidVariantName('example.123')).toBe(false);
    expect(isValidVariantName('exa_mple.com')).toBe(false);
  });

  it('gives IDNs as punycode with the Unicode form alongside', () => {
    const v = generateVariants('example.com', { fuzzers: ['homoglyph'] }).find(
      (x) => x.unicodeDomain === 'éxample.com',
    );
    expect(v?.domain).toBe('xn--xample-9ua.com');
  });

  it('accepts an IDN input and fuzzes it', () => {
    const v = generateVariants('exämple.com', { fuzzers: ['omission'] }).map((x) => x.unicodeDomain);
    expect(v).toContain('exmple.com');
    expect(v).toContain('exämpe.com');
  });

  it('orders single edits first: omission, transposition, replacement, repetition, homoglyph, cyrillic, common TLDs', () => {
    const all = generateVariants('example.com');
    expect(all.slice(0, 7).every((v) => v.fuzzers.includes('omission'))).toBe(true);
    const lastHigh = all.map((v) => v.plausibility).lastIndexOf('high');
    const firstMedium = all.findIndex((v) => v.plausibility === 'medium');
    const firstLow = all.findIndex((v) => v.plausibility === 'low');
    expect(lastHigh).toBeLessThan(firstMedium);
    expect(all.map((v) => v.plausibility).lastIndexOf('medium')).toBeLessThan(firstLow);
    const order = all.map((v) => v.domain);
    expect(order.indexOf('exmaple.com')).toBeLessThan(order.indexOf('exanmple.com'));
    expect(order.indexOf('example.ca')).toBeLessThan(order.indexOf('examplelogin.com'));
    expect(order.indexOf('example.ca')).toBeLessThan(order.indexOf('example.xyz'));
    expect(all.find((v) => v.domain === 'example.xyz')?.plausibility).toBe('low');
  });

  it('is deterministic', () => {
    expect(generateVariants('secapi-example.ca')).toEqual(generateVariants('secapi-example.ca'));
  });

  it('keeps the subdomain, as dnstwist does', () => {
    const v = generateVariants('www.example.com', { fuzzers: ['omission', 'tld-swap'] }).map((x) => x.domain);
    expect(v).toContain('www.exmple.com');
    expect(v).toContain('www.example.ca');
    expect(v.every((n) => n.startsWith('www.'))).toBe(true);
  });

  it('returns nothing for a bare public suffix', () => {
    expect(generateVariants('co.uk')).toEqual([]);
  });

  it('throws InputError for an invalid domain', () => {
    for (const bad of ['', 'not a domain', 'http://example.com/', '192.0.2.1', 'a'.repeat(300)]) {
      let error: unknown = null;
      try {
        generateVariants(bad);
      } catch (e) {
        error = e;
      }
      expect(isInputError(error)).toBe(true);
    }
  });
});
