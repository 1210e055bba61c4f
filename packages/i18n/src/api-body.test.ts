import { describe, expect, it } from 'vitest';
import { errorBody, resultJson } from './api-body.js';
import { localize } from './localize.js';

describe('resultJson', () => {
  it('serialises the localised result: a text beside each key, parameters interpolated, keys kept', () => {
    const result = {
      verdictKey: 'verdict.dangerous',
      outcome: 'complete',
      findings: [{ titleKey: 'verdict.caution', parameters: { n: 1 } }],
      gradeNoteKeys: ['verdict.likely-safe'],
    };
    expect(JSON.parse(resultJson(result, 'fr-CA'))).toEqual({
      verdictKey: 'verdict.dangerous',
      verdict: 'Dangereux',
      outcome: 'complete',
      findings: [{ titleKey: 'verdict.caution', title: 'Prudence', parameters: { n: 1 } }],
      gradeNoteKeys: ['verdict.likely-safe'],
      gradeNotes: ['Probablement sécuritaire'],
    });
  });
});

describe('resultJson without the intermediate copy', () => {
  it('writes the same text as JSON.stringify(localize(result)) on every shape', () => {
    const finding = (i: number) => ({
      code: `c${String(i)}`,
      titleKey: i % 2 === 0 ? 'verdict.caution' : 'not.a.catalogue.key',
      descriptionKey: 'input.url-too-long',
      severity: 'Info',
      scoreImpact: i * 1.5,
      parameters: { max: 2048 + i, when: new Date(0), list: ['a', 1], deep: { n: -0 } },
      sourceHintKey: null,
    });
    const shapes: unknown[] = [
      {
        verdictKey: 'verdict.dangerous',
        findings: [finding(1), finding(2)],
        redirects: { hops: [], finalUrl: null },
      },
      { gradeNoteKeys: ['verdict.likely-safe', 7, null, undefined], n: NaN, inf: -Infinity, z: -0, ok: true },
      {
        skipped: undefined,
        fn: () => 1,
        sym: Symbol('s'),
        at: new Date(0),
        nested: [[1, [2, undefined]], {}],
      },
      { verdictKey: 'verdict.caution', verdict: 'its own text wins', errorMessageKey: null },
      { '10': 'index-like names go first', verdictKey: 'verdict.caution' },
      { findingKeys: ['verdict.caution'], findings: 'an own property of the texts name' },
      { fooKeys: ['verdict.caution'], foosKey: 'verdict.dangerous' },
      { listKeys: 'not a list', Key: 'too short a name', parameters: 'not an object' },
      ['verdict.caution', { summaryKey: 'verdict.dangerous', parameters: { x: 1 } }],
      'a string',
      42,
      null,
    ];
    for (const lang of ['en-CA', 'fr-CA'] as const)
      for (const shape of shapes) expect(resultJson(shape, lang)).toBe(JSON.stringify(localize(shape, lang)));
  });
});

describe('errorBody', () => {
  it('gives the API error body in the language asked, with its parameters', () => {
    const en = errorBody('en-CA', 'error.field-too-long', { field: 'url', max: 2048 });
    expect(Object.keys(en)).toEqual(['error']);
    expect(en.error).toContain('url');
    expect(en.error).toContain('2,048');
    expect(errorBody('fr-CA', 'error.field-too-long', { field: 'url', max: 2048 }).error).not.toBe(en.error);
  });
});
