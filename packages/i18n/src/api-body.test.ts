import { describe, expect, it } from 'vitest';
import { errorBody, resultJson } from './api-body.js';

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

describe('errorBody', () => {
  it('gives the API error body in the language asked, with its parameters', () => {
    const en = errorBody('en-CA', 'error.field-too-long', { field: 'url', max: 2048 });
    expect(Object.keys(en)).toEqual(['error']);
    expect(en.error).toContain('url');
    expect(en.error).toContain('2,048');
    expect(errorBody('fr-CA', 'error.field-too-long', { field: 'url', max: 2048 }).error).not.toBe(en.error);
  });
});
