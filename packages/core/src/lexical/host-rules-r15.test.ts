import { describe, expect, it } from 'vitest';
import { hasDeceptiveSign, scoreUrlFindings } from './evidence.js';
import { inspectUrl } from './inspect.js';
import { brandArticlePath, isShortCode } from './page-paths.js';

// Issue 21 round 15 (host15): hosts, platforms and articles. Every example is written for these
// tests (invented hosts, paths and IDs); none is from a data set.
function codesOf(url: string): string[] {
  return inspectUrl(url).findings.map((f) => f.code);
}
const verdictOf = (url: string): string => inspectUrl(url).score.verdict;

describe('an owner-only private suffix is not hosting (round 15)', () => {
  it('reads a programme site under withgoogle.com as Google’s own, not a page anyone can publish', () => {
    const codes = codesOf('https://puzzle-camp.withgoogle.com/');
    expect(codes).not.toContain('url-free-hosting');
    expect(verdictOf('https://puzzle-camp.withgoogle.com/')).toBe('likely-safe');
    // Ordinary platforms stay platforms.
    expect(codesOf('https://puzzle-camp.netlify.app/')).toContain('url-free-hosting');
  });
});

describe("a brand beside a lure word in an article's path (round 15)", () => {
  const has = (codes: readonly string[]) => (code: string) => codes.includes(code);
  it('reads dated and long-slug paths of news stories as articles', () => {
    const page = 'https://www.techdaily.example/2024/05/14/acme-bank-fixes-login-outage/';
    expect(brandArticlePath(page, has([]), 1)).toBe(true);
    const slug = 'https://marketnotes.example/paypal-raises-fees-for-small-sellers-this-spring-48211';
    expect(brandArticlePath(slug, has([]), 1)).toBe(true);
  });
  it('leaves kits, queries, platforms and stacked lure words as they were', () => {
    const kitSlug = 'https://hacked-shop.example/paypal-verify-account-security-login-update/';
    expect(brandArticlePath(kitSlug, has([]), 4)).toBe(false);
    expect(brandArticlePath('https://a.example/2024/05/wp-admin/paypal-login/', has([]), 1)).toBe(false);
    expect(brandArticlePath('https://a.example/2024/05/14/paypal?login=1', has([]), 1)).toBe(false);
    const hosted = 'https://someone.netlify.app/paypal-account-help-for-new-users-today/';
    expect(brandArticlePath(hosted, has(['url-free-hosting']), 1)).toBe(false);
    // A short slug is no article.
    expect(brandArticlePath('https://a.example/paypal-login/', has([]), 1)).toBe(false);
  });
  it('scores a news story naming a brand and a sign-in as likely safe, a kit as before', () => {
    const story = 'http://technews-daily.example/2025/03/microsoft-ends-sms-codes-for-account-sign-in/';
    const r = inspectUrl(story);
    expect(r.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['url-brand-in-path', 'url-lure-keyword']),
    );
    expect(hasDeceptiveSign(r.findings)).toBe(true); // the pair, read without the address
    expect(scoreUrlFindings(r.findings, r.normalizedUrl).verdict).toBe('likely-safe');
    // A date anywhere in the path does not make a sign-in page an article.
    expect(verdictOf('https://technews-daily.example/2025/06/microsoft-office/signin')).not.toBe(
      'likely-safe',
    );
    // Three lure words in a long slug: a kit's slug, not a story (`MAX_ARTICLE_LURE_WORDS` via the finding).
    expect(
      verdictOf('https://technews-daily.example/facebook-business-verify-account-guide-security-support'),
    ).not.toBe('likely-safe');
    const kit = 'http://technews-daily.example/microsoft/account/sign-in/verify.php';
    expect(verdictOf(kit)).not.toBe('likely-safe');
  });
});

describe('a brand-named article on a blog platform (round 15)', () => {
  it('is calm when the slug is an article’s and nothing asks for anything', () => {
    const url = 'https://quiet-engineer.substack.com/p/how-netflix-moved-to-12-regions';
    expect(codesOf(url)).toEqual(expect.arrayContaining(['url-developer-hosting', 'url-brand-in-path']));
    expect(verdictOf(url)).toBe('likely-safe');
  });
  it('is not calm with a lure word in the path', () => {
    expect(verdictOf('https://quiet-engineer.substack.com/p/netflix-account-login-help-page')).not.toBe(
      'likely-safe',
    );
  });
});

describe('language-tag paths are not short codes (round 15)', () => {
  it('reads /zh-CN and /en-us as translations, short random codes still as codes', () => {
    expect(isShortCode('/zh-CN')).toBe(false);
    expect(isShortCode('/pt-BR/')).toBe(false);
    expect(isShortCode('/zh-Hant')).toBe(false);
    expect(isShortCode('/aB3xK9')).toBe(true);
    expect(codesOf('https://ab.ai/zh-CN')).not.toContain('url-shortener-shape');
  });
});

describe('random names on blog platforms and wallet names on gitbook.io (round 15)', () => {
  it('reads a blog name typed at random as a random subdomain, and the pair as deceptive', () => {
    const codes = codesOf('https://xkcvbnmw.blogspot.com/');
    expect(codes).toContain('url-random-subdomain');
    expect(verdictOf('https://xkcvbnmw.blogspot.com/')).not.toBe('likely-safe');
    expect(codesOf('https://quilting-notes.blogspot.com/')).not.toContain('url-random-subdomain');
  });
  it('reads a wallet maker glued into a gitbook.io name as a lure in the host', () => {
    expect(codesOf('https://coinbaseprox.gitbook.io/')).toContain('url-lure-host');
    expect(codesOf('https://krakenlogus.gitbook.io/us')).toContain('url-lure-host');
    expect(codesOf('https://rust-cookbook.gitbook.io/')).not.toContain('url-lure-host');
    // A brand word as a word of its own, a plural or a project's short affix is no help desk.
    for (const name of ['ledger-basics', 'general-ledgers', 'hledger', 'krakend', 'krakenjs'])
      expect(codesOf(`https://${name}.gitbook.io/`)).not.toContain('url-lure-host');
  });
});
