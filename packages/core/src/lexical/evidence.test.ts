import { describe, expect, it } from 'vitest';
import { CONTEXT_CAP, DECEPTIVE_CODES, hasDeceptiveSign } from './evidence.js';
import { inspectUrl } from './inspect.js';
import { LEXICAL_RULES } from './rules.js';

// Our own examples of the issue-21 false-alarm kinds: generic properties only, alone or together.
const CONTEXT_ONLY = [
  'http://www.boulangerie-exemple.ca/horaires',
  'http://tinyurl.com/abc',
  'https://demo-app-4821.netlify.app/',
  'https://someone.github.io/netflixclone/',
  'https://shop8727.com/',
  'https://email.example-news.com/c/eJxVkMtuwyAQRb8mWRoBBmwWXrR%3D%3D?redirect=https%3A%2F%2Fexample.org%2F',
];

describe('the URL evidence rule', () => {
  it.each(CONTEXT_ONLY)('%s: context only, shown but capped at likely-safe', (url) => {
    const r = inspectUrl(url);
    expect(r.findings.length).toBeGreaterThan(0);
    expect(hasDeceptiveSign(r.findings)).toBe(false);
    expect(r.score.confidenceScore).toBeLessThanOrEqual(CONTEXT_CAP);
    expect(r.score.verdict).toBe('likely-safe');
  });

  it.each([
    ['http://192.0.2.7/', 'url-ip-host'],
    ['https://paypal-secure-login.com/', 'url-brand-in-domain'],
    ['https://paypal.com@evil.top/', 'url-userinfo-disguise'],
  ])('%s leaves likely-safe on a deceptive sign (%s)', (url, code) => {
    const r = inspectUrl(url);
    expect(r.findings.map((f) => f.code)).toContain(code);
    expect(r.score.verdict).not.toBe('likely-safe');
  });

  it('counts context on top of a deceptive sign', () => {
    const plain = inspectUrl('https://192.0.2.7/').score.confidenceScore;
    const http = inspectUrl('http://192.0.2.7/').score.confidenceScore;
    expect(http).toBeGreaterThan(plain);
  });

  it('reads a brand in the path next to a lure word, off the brand’s domain, as deceptive', () => {
    expect(hasDeceptiveSign([{ code: 'url-brand-in-path' }, { code: 'url-lure-keyword' }])).toBe(true);
    expect(hasDeceptiveSign([{ code: 'url-brand-in-path' }])).toBe(false);
    expect(hasDeceptiveSign([{ code: 'url-lure-keyword' }, { code: 'url-free-hosting' }])).toBe(false);
  });

  it('names only codes that exist, and no generic property', () => {
    const known = new Set([
      ...Object.keys(LEXICAL_RULES),
      'url-known-phishing',
      'url-web-risk-listed',
      'url-redirect-to-private',
      'url-domain-new',
    ]);
    for (const code of DECEPTIVE_CODES) expect(known.has(code)).toBe(true);
    for (const generic of [
      'url-plain-http',
      'url-free-hosting',
      'url-shortener',
      'url-numbered-domain',
      'url-random-domain',
      'url-long',
      'url-suspicious-tld',
      'url-heavy-encoding',
      'url-open-redirect',
      'url-hosted-file',
      'url-model-suspicious',
    ])
      expect(DECEPTIVE_CODES.has(generic)).toBe(false);
  });
});
