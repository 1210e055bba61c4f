import { parse } from 'tldts';
import { describe, expect, it } from 'vitest';
import {
  BRAND_AFFIX_WORDS,
  BRANDS,
  CRYPTO_LURE_TOKENS,
  DEVELOPER_HOSTING_DOMAINS,
  FREE_HOSTING_DOMAINS,
  LURE_KEYWORDS,
  LURE_KEYWORDS_EN,
  LURE_KEYWORDS_FR,
  REDIRECT_PARAM_NAMES,
  SUSPICIOUS_TLDS,
  TUNNEL_DOMAINS,
  URL_SHORTENERS,
  USER_CONTENT_HOSTS,
} from './index.js';

const LISTS: Record<string, readonly string[]> = {
  BRAND_AFFIX_WORDS,
  CRYPTO_LURE_TOKENS,
  DEVELOPER_HOSTING_DOMAINS,
  FREE_HOSTING_DOMAINS,
  LURE_KEYWORDS_EN,
  LURE_KEYWORDS_FR,
  REDIRECT_PARAM_NAMES,
  SUSPICIOUS_TLDS,
  TUNNEL_DOMAINS,
  URL_SHORTENERS,
  USER_CONTENT_HOSTS,
};

describe('data lists', () => {
  it.each(Object.entries(LISTS))('%s is non-empty, lower-case ASCII and without duplicates', (_, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list).size).toBe(list.length);
    for (const item of list) expect(item, item).toMatch(/^[a-z0-9._-]+$/);
  });

  it('merges English and French keywords', () => {
    expect(LURE_KEYWORDS).toEqual(
      expect.arrayContaining(['login', 'webscr', 'connexion', 'mot-de-passe', 'verifier']),
    );
  });

  it('lists the brands the analysis promises', () => {
    const names = BRANDS.map((b) => b.name);
    for (const n of [
      'RBC Royal Bank',
      'TD Canada Trust',
      'Desjardins',
      'Interac',
      'Canada Post',
      'Canada Revenue Agency',
      'PayPal',
    ]) {
      expect(names).toContain(n);
    }
  });

  it.each(BRANDS.map((b) => [b.name, b] as const))(
    '%s: each official domain is a registrable domain (ICANN)',
    (_, brand) => {
      for (const d of [...brand.domains, ...(brand.hostDomains ?? [])]) expect(parse(d).domain, d).toBe(d);
      for (const t of brand.tokens) expect(t, t).toMatch(/^[a-z0-9]+$/);
    },
  );

  it('keeps hosting suffixes out of the brands’ official domains', () => {
    const official = new Set(BRANDS.flatMap((b) => [...b.domains, ...(b.hostDomains ?? [])]));
    for (const d of [...FREE_HOSTING_DOMAINS, ...DEVELOPER_HOSTING_DOMAINS, ...TUNNEL_DOMAINS])
      expect(official.has(d), d).toBe(false);
  });
});
