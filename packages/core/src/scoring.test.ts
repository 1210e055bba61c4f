import { describe, expect, it } from 'vitest';

import { makeFinding, sortFindings, type FindingRule } from './findings.js';
import { CRITICAL_MIN_IMPACT, VERDICT_BANDS, scoreFindings, verdictForScore } from './scoring.js';

const RULES = {
  'test-low': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'test-high': { severity: 'High', scoreImpact: 45, source: 'lexical' },
  'test-critical': { severity: 'Critical', scoreImpact: CRITICAL_MIN_IMPACT, source: 'lexical' },
  'test-reassuring': { severity: 'Info', scoreImpact: -20, source: 'lexical' },
} as const satisfies Record<string, FindingRule>;

describe('scoring', () => {
  it.each([
    [0, 'likely-safe'],
    [14, 'likely-safe'],
    [15, 'caution'],
    [39, 'caution'],
    [40, 'suspicious'],
    [69, 'suspicious'],
    [70, 'dangerous'],
    [100, 'dangerous'],
  ] as const)('maps score %i to %s', (score, verdict) => {
    expect(verdictForScore(score)).toBe(verdict);
  });

  it('has bands in descending order ending at zero', () => {
    const mins = VERDICT_BANDS.map((b) => b.minScore);
    expect(mins).toEqual([...mins].sort((a, b) => b - a));
    expect(mins.at(-1)).toBe(0);
  });

  it('returns likely-safe with score 0 for no findings', () => {
    expect(scoreFindings([])).toEqual({ confidenceScore: 0, verdict: 'likely-safe' });
  });

  it('sums impacts and clamps to 0–100', () => {
    const f = (code: keyof typeof RULES) => makeFinding(code, RULES);
    expect(scoreFindings([f('test-low'), f('test-high')])).toEqual({
      confidenceScore: 55,
      verdict: 'suspicious',
    });
    expect(scoreFindings([f('test-critical'), f('test-high')]).confidenceScore).toBe(100);
    expect(scoreFindings([f('test-reassuring'), f('test-low')]).confidenceScore).toBe(0);
  });

  it('makes a single Critical finding dangerous', () => {
    expect(scoreFindings([makeFinding('test-critical', RULES)]).verdict).toBe('dangerous');
  });
});

describe('makeFinding', () => {
  it('derives keys, severity, impact and source hint from the rule table', () => {
    expect(makeFinding('test-high', RULES, { tld: 'top' })).toEqual({
      code: 'test-high',
      titleKey: 'finding.test-high.title',
      descriptionKey: 'finding.test-high.description',
      severity: 'High',
      scoreImpact: 45,
      parameters: { tld: 'top' },
      sourceHintKey: 'source.lexical',
    });
  });

  it('uses null parameters when there are none', () => {
    expect(makeFinding('test-low', RULES).parameters).toBeNull();
  });

  it('truncates long evidence and long lists', () => {
    const long = 'x'.repeat(5000);
    const f = makeFinding('test-low', RULES, { s: long, list: Array.from({ length: 50 }, () => long) });
    expect((f.parameters?.s as string).length).toBe(200);
    expect((f.parameters?.list as string[]).length).toBe(10);
    expect((f.parameters?.list as string[])[0]?.length).toBe(200);
  });
});

describe('sortFindings', () => {
  it('puts the most severe first and keeps ties in order', () => {
    const a = makeFinding('test-low', RULES, { n: 1 });
    const b = makeFinding('test-critical', RULES);
    const c = makeFinding('test-low', RULES, { n: 2 });
    const d = makeFinding('test-high', RULES);
    expect(sortFindings([a, b, c, d])).toEqual([b, d, a, c]);
  });

  it('orders like a stable sort by severity then impact, and leaves its input alone', () => {
    const codes = Object.keys(RULES) as (keyof typeof RULES)[];
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rank = ['Info', 'Low', 'Medium', 'High', 'Critical'];
    for (let round = 0; round < 200; round++) {
      const list = Array.from({ length: Math.floor(next() * 12) }, (_, i) =>
        makeFinding(codes[Math.floor(next() * codes.length)] ?? 'test-low', RULES, { i }),
      );
      const copy = [...list];
      const expected = [...list].sort(
        (x, y) => rank.indexOf(y.severity) - rank.indexOf(x.severity) || y.scoreImpact - x.scoreImpact,
      );
      expect(sortFindings(list)).toEqual(expected);
      expect(list).toEqual(copy);
    }
  });
});
