import { describe, expect, it } from 'vitest';
import { parseHsts } from './collect.js';

describe('parseHsts', () => {
  it('reads max-age, includeSubDomains and preload, case-insensitively, quoted values too', () => {
    expect(parseHsts('max-age=31536000; includeSubDomains; preload')).toEqual({
      present: true,
      maxAge: 31536000,
      includeSubDomains: true,
      preload: true,
      valid: true,
    });
    expect(parseHsts('MAX-AGE="600"')).toMatchObject({ maxAge: 600, valid: true, includeSubDomains: false });
  });

  it.each(['includeSubDomains', 'max-age=abc', 'max-age=1; max-age=2', 'max-age=-5', ''])(
    '%j is invalid',
    (value) => {
      expect(parseHsts(value)).toMatchObject({ present: true, valid: false, maxAge: null });
    },
  );
});
