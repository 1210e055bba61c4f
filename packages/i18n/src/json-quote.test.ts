import { describe, expect, it } from 'vitest';
import { quoteJson } from './json-quote.js';

describe('quoteJson', () => {
  it('gives the text of JSON.stringify for every kind of character', () => {
    const samples = [
      '',
      'plain words',
      'Vérifiez « votre » compte\u00a0!',
      'a "quoted" word',
      'back\\slash',
      'tab\there, line\nbreak, nul\u0000, unit\u001f',
      'del \u007f and line separators \u2028 \u2029',
      'pair 😀 and lone \ud83d high',
      'lone low \ude00 surrogate',
      '<script>alert(1)</script>',
    ];
    for (const s of samples) expect(quoteJson(s)).toBe(JSON.stringify(s));
    // Every code unit of the BMP, alone and beside letters.
    for (let c = 0; c < 0x10000; c++) {
      const s = `a${String.fromCharCode(c)}b`;
      if (quoteJson(s) !== JSON.stringify(s)) expect.fail(`code unit ${c.toString(16)}`);
    }
  });
});
