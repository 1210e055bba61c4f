import { describe, expect, it } from 'vitest';

import { KEYBOARD_ADJACENCY, KEYBOARD_LAYOUTS, keyboardNeighbours } from '../../data/keyboards.js';
import * as f from './fuzzers.js';
import { generateVariants } from './variants.js';

const names = (domain: string, fuzzer: Parameters<typeof generateVariants>[1] = {}): string[] =>
  generateVariants(domain, fuzzer).map((v) => v.domain);

describe('keyboards', () => {
  it('derives QWERTY neighbours from the staggered rows', () => {
    const qwerty = keyboardNeighbours(KEYBOARD_LAYOUTS[0]!);
    expect(qwerty.get('g')).toEqual(['t', 'y', 'f', 'h', 'v', 'b']);
    expect(qwerty.get('q')).toEqual(['1', '2', 'w', 'a']);
    expect(qwerty.get('a')).toEqual(['q', 'w', 's', 'z']);
  });

  it('merges QWERTZ and AZERTY neighbours', () => {
    expect(KEYBOARD_ADJACENCY.get('t')).toContain('z'); // QWERTZ
    expect(KEYBOARD_ADJACENCY.get('a')).toContain('z'); // AZERTY and QWERTY
    expect(KEYBOARD_ADJACENCY.get('m')).toContain('l'); // AZERTY: m sits right of l
  });
});

describe('fuzzers', () => {
  it('omission drops one character', () => {
    expect(f.omission('example')).toContain('exmple');
    expect(f.omission('example')).toHaveLength(7);
  });

  it('transposition swaps adjacent characters, skipping identical pairs', () => {
    expect(f.transposition('example')).toContain('exmaple');
    expect(f.transposition('google')).not.toContain('google');
  });

  it('bitsquatting flips one bit and keeps host-name characters only', () => {
    expect(f.bitsquatting('a')).toContain('c'); // 0x61 ^ 0x02
    expect(f.bitsquatting('a')).toEqual(['c', 'e', 'i', 'q']);
    for (const v of f.bitsquatting('example')) expect(v).toMatch(/^[a-z0-9-]+$/);
    expect(f.bitsquatting('m')).toContain('-'); // 0x6d ^ 0x40: filtered later as a leading hyphen
  });

  it('cyrillic replaces every letter, or nothing when one letter has no twin', () => {
    expect(f.cyrillic('paypal')).toEqual(['раураӏ']);
    expect(f.cyrillic('facebook')).toEqual([]); // no Cyrillic f
    const [variant] = generateVariants('paypal.com', { fuzzers: ['cyrillic'] });
    expect(variant?.domain).toMatch(/^xn--[a-z0-9]+\.com$/);
    expect(variant?.unicodeDomain).toBe('раураӏ.com');
  });

  it('cyrillic is skipped under a TLD whose registry takes no Cyrillic', () => {
    expect(generateVariants('paypal.ca', { fuzzers: ['cyrillic'] })).toEqual([]);
  });

  it('homoglyph makes one ASCII swap (also two-character windows) and Unicode ones where accepted', () => {
    const v = names('example.com', { fuzzers: ['homoglyph'] });
    expect(v).toEqual(expect.arrayContaining(['exarnple.com', 'examp1e.com', 'exarnp1e.com']));
    expect(names('modern.com', { fuzzers: ['homoglyph'] })).toContain('modem.com'); // rn → m
    expect(generateVariants('example.com', { fuzzers: ['homoglyph'] }).map((x) => x.unicodeDomain)).toContain(
      'exämple.com',
    );
    const uk = generateVariants('example.co.uk', { fuzzers: ['homoglyph'] });
    expect(uk.some((x) => x.domain.includes('xn--'))).toBe(false);
  });

  it('hyphenation inserts a hyphen between two characters', () => {
    expect(f.hyphenation('example')).toEqual([
      'e-xample',
      'ex-ample',
      'exa-mple',
      'exam-ple',
      'examp-le',
      'exampl-e',
    ]);
  });

  it('insertion types a neighbouring key before or after a character', () => {
    expect(f.insertion('example')).toEqual(expect.arrayContaining(['exanmple', 'exampmle', 'wexample']));
  });

  it('replacement types a neighbouring key instead', () => {
    expect(f.replacement('example')).toEqual(expect.arrayContaining(['exanple', 'wxample', 'exampke']));
  });

  it('repetition doubles one character', () => {
    expect(f.repetition('example')).toContain('exxample');
  });

  it('plural adds s (es after s, x, z) at the end and after inner characters', () => {
    expect(f.plural('example')).toEqual(expect.arrayContaining(['examples', 'exasmple']));
    expect(f.plural('box')).toContain('boxes');
    expect(f.plural('glass')).toContain('glasses');
  });

  it('addition appends a character, and before each hyphen', () => {
    expect(f.addition('example')).toEqual(expect.arrayContaining(['example1', 'examplez']));
    expect(f.addition('my-bank')).toContain('mya-bank');
  });

  it('subdomain inserts a dot, never next to a hyphen', () => {
    expect(names('example.com', { fuzzers: ['subdomain'] })).toContain('ex.ample.com');
    expect(f.subdomain('my-bank')).not.toContain('my.-bank');
    expect(f.subdomain('my-bank')).not.toContain('my-.bank');
  });

  it('vowel-swap replaces a vowel with another', () => {
    expect(f.vowelSwap('example')).toEqual(expect.arrayContaining(['exumple', 'axample', 'exampli']));
  });

  it('dictionary joins words both ways and swaps parts of a hyphenated label', () => {
    const v = names('example.com', { fuzzers: ['dictionary'] });
    expect(v).toEqual(
      expect.arrayContaining([
        'example-login.com',
        'examplelogin.com',
        'login-example.com',
        'loginexample.com',
      ]),
    );
    expect(f.dictionary('my-bank', ['login'])).toEqual(expect.arrayContaining(['login-bank', 'my-login']));
    expect(names('example.com', { fuzzers: ['dictionary'], dictionary: ['zz'] })).toEqual([
      'example-zz.com',
      'examplezz.com',
      'zz-example.com',
      'zzexample.com',
    ]);
  });

  it('tld-swap keeps the label (and subdomain) under other suffixes, common ones first', () => {
    const v = names('example.com', { fuzzers: ['tld-swap'] });
    expect(v.slice(0, 4)).toEqual(['example.ca', 'example.net', 'example.org', 'example.co']);
    expect(v).toEqual(expect.arrayContaining(['example.co.uk', 'example.xyz']));
    expect(v).not.toContain('example.com');
    expect(names('www.example.ca', { fuzzers: ['tld-swap'], tlds: ['com'] })).toEqual(['www.example.com']);
  });

  it('various folds the suffix or the subdomain into the label', () => {
    expect(names('example.co.uk', { fuzzers: ['various'] })).toEqual(
      expect.arrayContaining(['example.uk', 'exampleco.uk']),
    );
    expect(names('example.com', { fuzzers: ['various'] })).toContain('examplecom.com');
    expect(names('example.pl', { fuzzers: ['various'] })).toEqual(
      expect.arrayContaining(['example-pl.com', 'examplepl.com']),
    );
    expect(names('login.example.com', { fuzzers: ['various'] })).toEqual(
      expect.arrayContaining(['loginexample.com', 'login-example.com']),
    );
  });
});
