import { describe, expect, it } from 'vitest';
import { urlFeatures } from './features.js';
import { scoreUrlModel, urlModelLoads } from './model.js';

describe('URL model', () => {
  it('scores a brand look-alike with lure words far above a documentation link', () => {
    const bad = scoreUrlModel('secure-paypa1-verify.top', 'secure-paypa1-verify.top', '/signin.php', [
      'url-brand-lookalike',
      'url-lure-keyword',
    ]);
    const good = scoreUrlModel('docs.python.org', 'python.org', '/3/library/os.html', []);
    expect(bad.probability).toBeGreaterThan(0.95);
    expect(good.probability).toBeLessThan(0.5);
  });

  it('names the part of the address and its words that pushed the score up', () => {
    const m = scoreUrlModel('account-verify-login.example.top', 'example.top', '/', ['url-lure-keyword']);
    expect(m.part).toBe('host');
    expect(m.words.length).toBeGreaterThan(0);
    expect(m.words.length).toBeLessThanOrEqual(3);
  });

  it('skips the explanation below the asked probability', () => {
    const m = scoreUrlModel('docs.python.org', 'python.org', '/3/', [], 0.99);
    expect(m.words).toEqual([]);
  });

  it('decodes the weights once per process', () => {
    scoreUrlModel('example.com', 'example.com', '/', []);
    scoreUrlModel('example.org', 'example.org', '/', []);
    expect(urlModelLoads).toBe(1);
  });

  it('stays bounded and finite on hostile input', () => {
    const host = `${'a-'.repeat(2000)}b.example.com`;
    const rest = `/${'%zz/'.repeat(5000)}?${'x=1&'.repeat(5000)}`;
    const f = urlFeatures(host, 'example.com', rest, []);
    expect(f.slots.length).toBeLessThan(1000);
    const m = scoreUrlModel(host, 'example.com', rest, []);
    expect(Number.isFinite(m.probability)).toBe(true);
    expect(scoreUrlModel('', null, '', []).probability).toBeGreaterThanOrEqual(0);
  });

  it('reads the same features whatever the digits are', () => {
    const a = urlFeatures('shop123.example.com', 'example.com', '/item/4567', []);
    const b = urlFeatures('shop987.example.com', 'example.com', '/item/1234', []);
    expect(a.slots).toEqual(b.slots);
  });
});
