import { describe, expect, it } from 'vitest';
import {
  CONTEXT_CAP,
  COUNTRY_CODE_ENDING_MODEL,
  DECEPTIVE_CODES,
  MODEL_CONTEXT_PAIRS,
  hasDeceptiveSign,
} from './evidence.js';
import { inspectUrl } from './inspect.js';
import { LEXICAL_RULES } from './rules.js';

// Our own examples of the issue-21 false-alarm kinds: generic properties only, alone or together.
const CONTEXT_ONLY = [
  'http://www.boulangerie-exemple.ca/horaires',
  'http://tinyurl.com/abc',
  'https://weather-dashboard.netlify.app/',
  'https://jdupont.github.io/recettes/',
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
    const demo = inspectUrl('https://sveltekit-auth-example.netlify.app/login');
    expect(hasDeceptiveSign(demo.findings)).toBe(false);
  });

  it('reads the model beside one piece of context as deceptive only from its pair’s probability', () => {
    const model = (probability: number) => ({ code: 'url-model-suspicious', parameters: { probability } });
    // A page on a free host or a name under an often-abused ending: 70 % and up.
    for (const [code, min] of MODEL_CONTEXT_PAIRS) {
      expect(hasDeceptiveSign([{ code }, model(min)])).toBe(true);
      expect(hasDeceptiveSign([{ code }, model(min - 1)])).toBe(false);
      expect(hasDeceptiveSign([{ code }])).toBe(false);
    }
    // Under a two-letter country code the ending pair needs 90 %.
    const tld = (value: string) => ({ code: 'url-suspicious-tld', parameters: { tld: value } });
    expect(hasDeceptiveSign([tld('xyz'), model(70)])).toBe(true);
    expect(hasDeceptiveSign([tld('cn'), model(89)])).toBe(false);
    expect(hasDeceptiveSign([tld('cn'), model(COUNTRY_CODE_ENDING_MODEL)])).toBe(true);
    // The model beside other context (a number in the name, plain http) or alone is not a pair.
    expect(hasDeceptiveSign([{ code: 'url-numbered-domain' }, model(94)])).toBe(false);
    expect(hasDeceptiveSign([{ code: 'url-plain-http' }, model(94)])).toBe(false);
    expect(hasDeceptiveSign([model(94)])).toBe(false);
    // A model finding without its probability counts for nothing.
    expect(hasDeceptiveSign([{ code: 'url-free-hosting' }, { code: 'url-model-suspicious' }])).toBe(false);
  });

  // Round 3 (a trade-off said in BENCHMARKS.md): pinned as context only in round 1; the model reads
  // this free host's page at 85 %, so it now reaches caution, as on main.
  it('reads a demo on a free host the model scores at 85 % as caution', () => {
    const r = inspectUrl('https://demo-app-4821.netlify.app/');
    expect(r.findings.map((f) => f.code).sort()).toEqual(['url-free-hosting', 'url-model-suspicious']);
    expect(r.score.verdict).toBe('caution');
  });

  it('scores a free host’s page by what the model reads in its name', () => {
    // Our own examples: a made-up "process" page the model reads as phishing (78 %), a docs site
    // it does not; neither holds a deceptive code.
    const page = inspectUrl('https://dashprocces-node.pages.dev/');
    expect(page.findings.map((f) => f.code).sort()).toEqual(['url-free-hosting', 'url-model-suspicious']);
    expect(page.score.verdict).toBe('caution');
    const docs = inspectUrl('https://react-typescript-cheatsheet.netlify.app/docs/basic/setup');
    expect(docs.findings.map((f) => f.code)).toContain('url-free-hosting');
    expect(docs.score.verdict).toBe('likely-safe');
  });

  it('reads a free host’s customer name typed at random as deceptive (round 3)', () => {
    const r = inspectUrl('https://xqwvbnt.pages.dev/');
    expect(r.findings.find((f) => f.code === 'url-random-subdomain')?.parameters).toMatchObject({
      label: 'xqwvbnt',
    });
    expect(hasDeceptiveSign([{ code: 'url-free-hosting' }, { code: 'url-random-subdomain' }])).toBe(true);
    expect(r.score.verdict).not.toBe('likely-safe');
    // The same letters under an ordinary domain or on a code platform are not a free host's page.
    const codes = (url: string) => inspectUrl(url).findings.map((f) => f.code);
    expect(codes('https://xqwvbnt.example.com/')).not.toContain('url-random-subdomain');
    expect(hasDeceptiveSign(inspectUrl('https://xqwvbnt.github.io/').findings)).toBe(false);
    // A project's name in words on a free host stays context.
    expect(codes('https://weather-dashboard.netlify.app/')).not.toContain('url-random-subdomain');
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
