import { describe, expect, it } from 'vitest';

import { analyzeHsts, parseHsts } from './hsts.js';
import type { HeadersResultKey } from './keys.js';
import type { HeaderMap } from './types.js';

const https = 'https://example.com/';

describe('analyzeHsts', () => {
  it.each<[string, readonly string[], HeadersResultKey]>([
    ['preload-ready', ['max-age=31536000; includeSubDomains; preload'], 'headers.hsts-preload-ready'],
    [
      'preload-ready (quoted, any case)',
      ['MAX-AGE="63072000";INCLUDESUBDOMAINS;Preload'],
      'headers.hsts-preload-ready',
    ],
    [
      'six months without preload',
      ['max-age=15552000'],
      'headers.hsts-implemented-max-age-at-least-six-months',
    ],
    [
      'a year with preload but no includeSubDomains',
      ['max-age=31536000; preload'],
      'headers.hsts-implemented-max-age-at-least-six-months',
    ],
    [
      'preload flags but too short for the list',
      ['max-age=20000000; includeSubDomains; preload'],
      'headers.hsts-implemented-max-age-at-least-six-months',
    ],
    [
      'one second short of six months',
      ['max-age=15551999; includeSubDomains'],
      'headers.hsts-implemented-max-age-less-than-six-months',
    ],
    ['max-age=0', ['max-age=0'], 'headers.hsts-implemented-max-age-less-than-six-months'],
    ['missing', [], 'headers.hsts-not-implemented'],
    ['no max-age', ['includeSubDomains'], 'headers.hsts-header-invalid'],
    ['bad max-age', ['max-age=abc'], 'headers.hsts-header-invalid'],
    ['repeated header', ['max-age=31536000', 'max-age=31536000'], 'headers.hsts-header-invalid'],
    ['comma-joined', ['max-age=31536000, max-age=1'], 'headers.hsts-header-invalid'],
    ['repeated directive', ['max-age=31536000; max-age=1'], 'headers.hsts-header-invalid'],
  ])('%s', (_, values, expected) => {
    const headers: HeaderMap = values.length > 0 ? { 'strict-transport-security': values } : {};
    expect(analyzeHsts({ headers, finalUrl: https }).resultKey).toBe(expected);
  });

  it('not-implemented-no-https: the final page is http, even with a header', () => {
    const r = analyzeHsts({
      headers: { 'strict-transport-security': ['max-age=31536000'] },
      finalUrl: 'http://example.com/',
    });
    expect(r.resultKey).toBe('headers.hsts-not-implemented-no-https');
    expect(r.data).toBe('max-age=31536000');
  });

  it('notes a missing includeSubDomains', () => {
    expect(
      analyzeHsts({ headers: { 'strict-transport-security': ['max-age=31536000'] }, finalUrl: https })
        .noteKeys,
    ).toEqual(['headers.note.hsts-no-include-subdomains']);
  });

  it('truncates evidence to 256 characters', () => {
    const long = `max-age=1; ${'x'.repeat(400)}`;
    expect(
      analyzeHsts({ headers: { 'strict-transport-security': [long] }, finalUrl: https }).data,
    ).toHaveLength(256);
  });
});

describe('parseHsts', () => {
  it('reads the three directives', () => {
    expect(parseHsts('max-age=10; includeSubDomains; preload')).toEqual({
      maxAge: 10,
      includeSubDomains: true,
      preload: true,
    });
    expect(parseHsts('max-age')).toBeNull();
  });
});
