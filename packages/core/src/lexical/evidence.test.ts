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
    expect(hasDeceptiveSign([{ code: 'url-lure-keyword' }, { code: 'url-developer-hosting' }])).toBe(false);
  });

  it('reads lure words in a short link’s alias as deceptive, not on a free host’s project page', () => {
    expect(hasDeceptiveSign([{ code: 'url-shortener' }, { code: 'url-lure-keyword' }])).toBe(true);
    expect(hasDeceptiveSign([{ code: 'url-tunnel' }, { code: 'url-lure-keyword' }])).toBe(true);
    expect(hasDeceptiveSign([{ code: 'url-lure-keyword' }, { code: 'url-free-hosting' }])).toBe(false);
    expect(hasDeceptiveSign([{ code: 'url-free-hosting' }, { code: 'url-shortener' }])).toBe(false);
    const alias = inspectUrl('https://tinyurl.com/verify-your-account-now');
    expect(alias.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['url-shortener', 'url-lure-keyword']),
    );
    expect(alias.score.verdict).not.toBe('likely-safe');
    // A demo project's sign-in page on a free host stays context.
    const demo = inspectUrl('https://oauth-pkce-sample.netlify.app/login');
    expect(hasDeceptiveSign(demo.findings)).toBe(false);
  });

  it('reads an everyday-word brand as a whole word of a free host’s customer name', () => {
    const codes = (url: string) => inspectUrl(url).findings.map((f) => f.code);
    const meta = inspectUrl('https://meta-ads-review-center.pages.dev/');
    expect(meta.findings.find((f) => f.code === 'url-brand-in-subdomain')?.parameters).toMatchObject({
      brand: 'Facebook',
      piece: 'meta',
    });
    expect(meta.score.verdict).not.toBe('likely-safe');
    expect(codes('https://ledger-sync-9f2.netlify.app/')).toContain('url-brand-in-subdomain');
    // Not glued inside another word, not on a code platform, not under an ordinary domain.
    expect(codes('https://metamorphic-art.pages.dev/')).not.toContain('url-brand-in-subdomain');
    expect(codes('https://meta-analysis-notes.github.io/')).not.toContain('url-brand-in-subdomain');
    expect(codes('https://meta.stackexchange.com/questions')).not.toContain('url-brand-in-subdomain');
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
