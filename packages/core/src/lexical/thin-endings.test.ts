import { describe, expect, it } from 'vitest';
import { SUSPICIOUS_TLDS, THIN_EVIDENCE_TLDS } from '../data/index.js';
import { makeFinding } from '../findings.js';
import { hasDeceptiveSign } from './evidence.js';
import { inspectUrl } from './inspect.js';
import { LEXICAL_RULES } from './rules.js';

// Our own examples (round 14): made-up names under often-abused endings; none is from a data set.
const ending = (tld: string) => makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld });
const model = (probability: number) => makeFinding('url-model-suspicious', LEXICAL_RULES, { probability });
const codesOf = (url: string): string[] =>
  inspectUrl(url).findings.map((f) => f.titleKey.slice('finding.'.length, -'.title'.length));

describe('endings with thin evidence (THIN_EVIDENCE_TLDS, round 14)', () => {
  it('lists only endings of SUSPICIOUS_TLDS, each once', () => {
    for (const tld of THIN_EVIDENCE_TLDS) expect(SUSPICIOUS_TLDS).toContain(tld);
    expect(new Set(THIN_EVIDENCE_TLDS).size).toBe(THIN_EVIDENCE_TLDS.length);
  });

  it('makes no ending + model pair, where a full ending does', () => {
    expect(hasDeceptiveSign([ending('space'), model(85)])).toBe(false);
    expect(hasDeceptiveSign([ending('link'), model(75)])).toBe(false);
    expect(hasDeceptiveSign([ending('xyz'), model(75)])).toBe(true);
    expect(hasDeceptiveSign([ending('top'), model(70)])).toBe(true);
  });

  it('is no hint towards the model lower bar: a mid score under a thin ending stays silent', () => {
    // The model reads these front pages at 60–79 %: under a full ending the ending is a hint and
    // the model speaks (0.6); under a thin one its own bar (0.8) holds.
    for (const url of [
      'https://tinyorchard.space/',
      'https://marblerun.link/',
      'https://quietharbor.website/',
    ]) {
      const codes = codesOf(url);
      expect(codes).toContain('url-suspicious-tld');
      expect(codes).not.toContain('url-model-suspicious');
      expect(inspectUrl(url).score.verdict).toBe('likely-safe');
    }
    expect(codesOf('https://wildmint.online/')).toContain('url-model-suspicious');
    expect(inspectUrl('https://wildmint.online/').score.verdict).toBe('caution');
  });

  it('still lets a deceptive sign under a thin ending count in full', () => {
    const r = inspectUrl('https://paypal-dispute-center.space/case');
    expect(r.score.verdict).toBe('dangerous');
    expect(codesOf('https://paypal-dispute-center.space/case')).toContain('url-suspicious-tld');
  });
});
