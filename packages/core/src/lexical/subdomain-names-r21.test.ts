import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

// Round 21 review (a-1). Invented hosts; none is from a data set.
const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);

describe('subdomain-misspelt.ts leaves names one letter from a brand alone', () => {
  it('does not read a person’s, a place’s or a company’s name as a misspelt brand', () => {
    for (const url of [
      'https://trevor.smithfamily.ca/', // Trezor
      'https://trevor-smith.photos-example.ca/', // Trezor, as a hyphen piece
      'https://morton.arboretum-guide.org/', // Norton
      'https://horton.cs.university-example.ca/', // Norton
      'https://caspar.example.de/', // Canpar
      'https://grafton.schools-example.ca/', // Krafton (PUBG)
      'https://solano.vineyard-example.com/', // Solana
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-misspelt');
      expect(inspectUrl(url).score.verdict, url).toBe('likely-safe');
    }
  });

  it('still reads the kits’ misspellings', () => {
    for (const url of ['https://amazom.riverside-pottery.com/', 'https://norrton.example-shop.net/']) {
      expect(codesOf(url), url).toContain('url-brand-misspelt');
    }
  });
});
