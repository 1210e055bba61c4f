import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

// Round 21 review (a-2). Invented hosts; none is from a data set.
const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);

describe('hyphen-split.ts reads digits for letters, not ordinary letters for others', () => {
  it('leaves ordinary hyphenated names whose letters only look like a brand’s', () => {
    for (const url of [
      'https://maps.gis-group-consulting.com/', // GLS's `glsgroup`, `i` for `l`
      'https://live-io.example-radio.com/', // Livelo
      'https://bar-days.festival-example.ca/', // Barclays, `d` for `cl`
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-split');
      expect(inspectUrl(url).score.verdict, url).toBe('likely-safe');
    }
  });

  it('still reads digits for letters cut by hyphens', () => {
    for (const url of ['https://sb1-sec.qzvbnt-example.com/', 'https://d0c-omo.example-shop.net/']) {
      expect(codesOf(url), url).toContain('url-brand-split');
    }
  });
});
