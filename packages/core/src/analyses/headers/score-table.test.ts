import { describe, expect, it } from 'vitest';

import { gradeHeaders } from './grade.js';
import { HEADERS_KEYS, HEADERS_RESULT_KEYS } from './keys.js';
import { GRADE_BANDS, PASS_TABLE, SCORE_TABLE, gradeForScore, scoreTests } from './score-table.js';
import type { HeadersTest } from './types.js';

const test = (scoreModifier: number): HeadersTest => ({
  name: 'cookies',
  resultKey: 'headers.cookies-not-found',
  pass: true,
  scoreModifier,
  data: null,
});

describe('SCORE_TABLE', () => {
  it('has exactly one modifier and one pass flag per result key (also checked at compile time)', () => {
    expect(Object.keys(SCORE_TABLE).sort()).toEqual([...HEADERS_RESULT_KEYS].sort());
    expect(Object.keys(PASS_TABLE).sort()).toEqual([...HEADERS_RESULT_KEYS].sort());
    for (const v of Object.values(SCORE_TABLE)) expect(Number.isInteger(v) && v % 5 === 0).toBe(true);
  });

  it('never rewards a failing result', () => {
    for (const key of HEADERS_RESULT_KEYS)
      if (!PASS_TABLE[key]) expect(SCORE_TABLE[key]).toBeLessThanOrEqual(0);
  });

  it('has unique keys, all prefixed', () => {
    expect(new Set(HEADERS_KEYS).size).toBe(HEADERS_KEYS.length);
    for (const k of HEADERS_KEYS) expect(k.startsWith('headers.')).toBe(true);
  });
});

describe('grade bands', () => {
  it.each([
    [145, 'A+'],
    [100, 'A+'],
    [99, 'A'],
    [90, 'A'],
    [89, 'A-'],
    [85, 'A-'],
    [80, 'B+'],
    [79, 'B'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [24, 'F'],
    [0, 'F'],
  ] as const)('%i → %s', (score, grade) => {
    expect(gradeForScore(score)).toBe(grade);
  });

  it('are in descending order and end at 0', () => {
    const mins = GRADE_BANDS.map(([, m]) => m);
    expect([...mins].sort((a, b) => b - a)).toEqual(mins);
    expect(mins.at(-1)).toBe(0);
  });
});

describe('scoreTests', () => {
  it('adds bonuses only when the penalties leave at least 90', () => {
    expect(scoreTests([test(-10), test(5), test(10)]).score).toBe(105);
    const withheld = scoreTests([test(-15), test(10)]);
    expect(withheld.score).toBe(85);
    expect(withheld.gradeNoteKeys).toEqual(['headers.grade.bonus-withheld']);
  });

  it('never goes below 0', () => {
    expect(scoreTests([test(-80), test(-40)])).toMatchObject({ score: 0, grade: 'F' });
  });
});

describe('gradeHeaders', () => {
  const strict = {
    'strict-transport-security': ['max-age=63072000; includeSubDomains; preload'],
    'content-security-policy': [
      "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    ],
    'x-content-type-options': ['nosniff'],
    'x-frame-options': ['DENY'],
    'referrer-policy': ['no-referrer'],
    'permissions-policy': ['camera=()'],
    'cross-origin-opener-policy': ['same-origin'],
    'cross-origin-resource-policy': ['same-origin'],
  };
  const redirected = [
    {
      url: 'http://a.example/',
      status: 301,
      location: 'https://a.example/',
      host: 'a.example',
      address: '192.0.2.1',
    },
    { url: 'https://a.example/', status: 200, location: null, host: 'a.example', address: '192.0.2.1' },
  ];

  it('everything strict: A+ with every bonus (100 + 5 + 10 + 5 + 5 + 10 + 10)', () => {
    const g = gradeHeaders({ finalUrl: 'https://a.example/', headers: strict, httpHops: redirected });
    expect(g).toMatchObject({ grade: 'A+', score: 145, gradeNoteKeys: [], noteKeys: [] });
    expect(g.tests.map((t) => t.name)).toEqual([
      'strict-transport-security',
      'content-security-policy',
      'x-content-type-options',
      'framing',
      'referrer-policy',
      'permissions-policy',
      'cookies',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'redirection',
      'information-leak',
    ]);
    expect(g.tests.every((t) => t.pass)).toBe(true);
  });

  it('no headers over plain http: 100 − 20 (HSTS) − 25 (CSP) − 5 − 20 (framing) − 20 (redirection) = 10, F', () => {
    const g = gradeHeaders({
      finalUrl: 'http://a.example/',
      headers: {},
      httpHops: [
        { url: 'http://a.example/', status: 200, location: null, host: 'a.example', address: '192.0.2.1' },
      ],
    });
    expect(g).toMatchObject({ grade: 'F', score: 10, gradeNoteKeys: ['headers.grade.not-https'] });
  });
});
