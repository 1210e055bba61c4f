import { describe, expect, it } from 'vitest';

import { negotiateLanguage, parseAcceptLanguage, parseLangParam } from './languages.js';

describe('parseLangParam', () => {
  it.each([
    ['fr-CA', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['FR_ca', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['en-CA', 'en-CA'],
    ['en', 'en-CA'],
  ] as const)('maps %s to %s', (input, lang) => {
    expect(parseLangParam(input)).toBe(lang);
  });

  it.each(['', 'de', 'french', undefined, null])('returns null for %s', (input) => {
    expect(parseLangParam(input)).toBeNull();
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    ['fr-CA', 'fr-CA'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en-CA'],
    ['de-DE,fr;q=0.5,en;q=0.4', 'fr-CA'],
    ['en;q=0.2, fr;q=0.7', 'fr-CA'],
    ['fr;q=0, en;q=0.1', 'en-CA'],
    ['*', 'en-CA'],
  ] as const)('picks the best supported range in %s', (header, lang) => {
    expect(parseAcceptLanguage(header)).toBe(lang);
  });

  it.each(['de, es', 'fr;q=0', '', undefined])(
    'returns null when nothing supported is accepted: %s',
    (header) => {
      expect(parseAcceptLanguage(header)).toBeNull();
    },
  );

  it('keeps the first of equal weights', () => {
    expect(parseAcceptLanguage('fr, en')).toBe('fr-CA');
    expect(parseAcceptLanguage('en, fr')).toBe('en-CA');
  });
});

describe('negotiateLanguage', () => {
  it('lets the lang query beat Accept-Language', () => {
    expect(negotiateLanguage('en-CA', 'fr-CA')).toBe('en-CA');
    expect(negotiateLanguage('fr', 'en-CA')).toBe('fr-CA');
  });

  it('falls back to Accept-Language, then en-CA', () => {
    expect(negotiateLanguage(undefined, 'fr-CA,fr;q=0.9')).toBe('fr-CA');
    expect(negotiateLanguage('xx', 'de')).toBe('en-CA');
    expect(negotiateLanguage(null, null)).toBe('en-CA');
  });
});
