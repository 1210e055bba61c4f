import { listResultKeys } from '@secapi/core';
import { describe, expect, it } from 'vitest';

import { SERVER_ERRORS } from './keys.js';
import { localize } from './localize.js';
import { CATALOGUES, formatNumber, translate } from './translate.js';
import { UI_KEYS } from './ui-keys.js';

const placeholders = (s: string): string[] =>
  [...s.matchAll(/\{([a-zA-Z0-9_]+)(?:\|[^}]*)?\}/g)].map((m) => m[1] ?? '').sort();

describe('catalogues', () => {
  const en = CATALOGUES['en-CA'];
  const fr = CATALOGUES['fr-CA'];

  it('translate every key core can emit, every server error and every UI key', () => {
    const expected = [...listResultKeys(), ...SERVER_ERRORS.map((c) => `error.${c}`), ...UI_KEYS];
    for (const lang of [en, fr]) {
      const missing = expected.filter(
        (k) => !(k in lang) || (lang as Record<string, string>)[k]?.trim() === '',
      );
      expect(missing).toEqual([]);
    }
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('are merged once: every read of a language gives the same object', () => {
    expect(CATALOGUES['en-CA']).toBe(en);
    expect(CATALOGUES['fr-CA']).toBe(fr);
    expect(en).not.toBe(fr);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = Object.keys(en).filter(
      (k) =>
        placeholders((en as Record<string, string>)[k] ?? '').join() !==
        placeholders((fr as Record<string, string>)[k] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('follow French typography: no ordinary space before : ; ? ! or inside « »', () => {
    const bad = Object.entries(fr).filter(([, text]) => / [:;?!»]|« /.test(text));
    expect(bad).toEqual([]);
  });

  it('are real translations, not copies of the English', () => {
    const copies = Object.keys(en).filter(
      (k) => (en as Record<string, string>)[k] === (fr as Record<string, string>)[k],
    );
    // A handful of proper nouns may legitimately be identical; prose may not.
    expect(copies.filter((k) => ((en as Record<string, string>)[k] ?? '').includes(' '))).toEqual([]);
  });
});

describe('translate', () => {
  it('formats numbers exactly as Intl.NumberFormat does, in both languages', () => {
    const values = [0, -0, 7, -7, 999, 1000, -1000, 12345, 999999, 1000000, -9876543210];
    values.push(Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 0.5, -1234.5678, 3.14159, NaN, Infinity);
    for (let i = 0; i < 200; i++) values.push(Math.floor(Math.sin(i) * 10 ** (i % 16)));
    for (const lang of ['en-CA', 'fr-CA'] as const) {
      const intl = new Intl.NumberFormat(lang);
      for (const v of values) expect(formatNumber(v, lang), `${lang} ${String(v)}`).toBe(intl.format(v));
    }
  });

  it('interpolates parameters with locale number formats and lists', () => {
    expect(translate('en-CA', 'input.url-too-long', { max: 2048 })).toBe(
      'The URL is too long: the limit is 2,048 characters.',
    );
    expect(translate('fr-CA', 'input.url-too-long', { max: 2048 })).toMatch(/2\s048 caractères/);
    expect(translate('en-CA', 'error.method-not-allowed', { allowed: ['GET', 'POST'] })).toContain(
      'GET, POST',
    );
  });

  it('agrees a count with its noun: {days|day|days}, French 0 and 1 singular with a no-break space', () => {
    expect(translate('en-CA', 'ui.url.domain-age-done', { days: 1, date: 'x' })).toBe(
      'Registered 1 day ago (x).',
    );
    expect(translate('en-CA', 'ui.url.domain-age-done', { days: 0, date: 'x' })).toBe(
      'Registered 0 days ago (x).',
    );
    expect(translate('en-CA', 'ui.url.domain-age-done', { days: 1200, date: 'x' })).toBe(
      'Registered 1,200 days ago (x).',
    );
    expect(translate('fr-CA', 'ui.url.domain-age-done', { days: 0, date: 'x' })).toBe(
      'Enregistré il y a 0\u00a0jour (x).',
    );
    expect(translate('fr-CA', 'ui.url.domain-age-done', { days: 1, date: 'x' })).toBe(
      'Enregistré il y a 1\u00a0jour (x).',
    );
    expect(translate('fr-CA', 'ui.url.domain-age-done', { days: 2, date: 'x' })).toBe(
      'Enregistré il y a 2\u00a0jours (x).',
    );
    expect(translate('fr-CA', 'ui.mail.link-final', { host: 'h.example', count: 1 })).toBe(
      'Mène à h.example après 1\u00a0redirection.',
    );
    expect(translate('en-CA', 'ui.mail.link-final', { host: 'h.example', count: 2 })).toBe(
      'Leads to h.example after 2 redirects.',
    );
    // A value that is not a number is shown as it is, with the plural.
    expect(translate('en-CA', 'ui.url.domain-age-done', { days: 'many', date: 'x' })).toBe(
      'Registered many days ago (x).',
    );
  });

  it('leaves unknown placeholders and unknown keys visible instead of throwing', () => {
    expect(translate('en-CA', 'input.url-too-long', {})).toContain('{max}');
    expect(translate('fr-CA', 'no.such.key')).toBe('no.such.key');
  });
});

describe('localize', () => {
  const result = {
    verdictKey: 'verdict.dangerous',
    summaryKey: 'url.summary.dangerous',
    findings: [
      {
        titleKey: 'error.field-too-long',
        descriptionKey: 'error.field-too-long',
        parameters: { field: 'url', max: 5, titleKey: 'verdict.caution' },
      },
    ],
    redirects: { skipReasonKey: 'skip.offline-mode', errorMessageKey: null },
    gradeNoteKeys: ['verdict.caution', 'verdict.dangerous'],
  } as const;

  it('adds text beside every key, in the requested language, and keeps the keys', () => {
    const en = localize(result, 'en-CA');
    expect(en.verdictKey).toBe('verdict.dangerous');
    expect(en.verdict).toBe('Dangerous');
    expect(en.redirects.skipReason).toBe(CATALOGUES['en-CA']['skip.offline-mode']);
    expect(en.redirects.errorMessage).toBeNull();
    expect(en.gradeNotes).toEqual(['Caution', 'Dangerous']);
    const fr = localize(result, 'fr-CA');
    expect(fr.verdict).toBe('Dangereux');
    expect(fr.findings[0]?.title).toBe(
      'Le champ «\u00a0url\u00a0» est trop long\u00a0: la limite est de 5 caractères.',
    );
  });

  it('does not walk into parameters', () => {
    const en = localize(result, 'en-CA');
    expect(en.findings[0]?.parameters).toEqual(result.findings[0].parameters);
  });

  it('does not mutate its input', () => {
    const copy = structuredClone(result);
    localize(result, 'fr-CA');
    expect(result).toEqual(copy);
  });
});
