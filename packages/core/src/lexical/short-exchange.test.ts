import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';
import { shortExchangeAtStart } from './short-exchange.js';

// Our own examples (round 20); none is from a data set.
const codesOf = (href: string): string[] => inspectUrl(href).findings.map((f) => f.code);

describe('shortExchangeAtStart', () => {
  it('reads Bybit, MEXC and OKX glued at the start of a name', () => {
    expect(shortExchangeAtStart('bybitlatam')?.brand.name).toBe('Bybit');
    expect(shortExchangeAtStart('mexcpro7')?.brand.name).toBe('MEXC');
    expect(shortExchangeAtStart('okxbonus')?.brand.name).toBe('OKX');
    expect(shortExchangeAtStart('mexcmeta')?.brand.name).toBe('MEXC');
    expect(shortExchangeAtStart('mexcbit')?.brand.name).toBe('MEXC');
  });

  it('reads neither the bare name, its plural, a hyphen after it, nor the name inside a word', () => {
    expect(shortExchangeAtStart('bybit')).toBeNull();
    expect(shortExchangeAtStart('bybits')).toBeNull();
    expect(shortExchangeAtStart('bybit-otc')).toBeNull();
    expect(shortExchangeAtStart('hobbybits')).toBeNull();
    expect(shortExchangeAtStart('babybitshop')).toBeNull();
  });
});

describe('url-brand-in-domain for a short exchange name (round 20)', () => {
  it('flags a bought name beginning with the exchange (scam controls)', () => {
    for (const href of ['https://bybitlatam.com/', 'https://www.mexcpro7.com/', 'https://okxbonus.net/']) {
      expect(codesOf(href), href).toContain('url-brand-in-domain');
      expect(inspectUrl(href).score.verdict, href).not.toBe('likely-safe');
    }
  });

  it('leaves the exchanges own sites and ordinary names alone (ordinary controls)', () => {
    for (const href of [
      'https://www.bybit.com/en/',
      'https://www.okx.com/',
      'https://hobbybits.ca/',
      'https://babybitshop.com/',
      // Review of round 20: "mex" and a word beginning with "c", no exchange.
      'https://mexcargo.com/',
      'https://www.mexcare.ca/',
      'https://mexcanada.ca/',
      'https://mexcellent.com/menu',
      'https://mexchem.com/',
    ]) {
      expect(codesOf(href), href).not.toContain('url-brand-in-domain');
    }
  });
});
