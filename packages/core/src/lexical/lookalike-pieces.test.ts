import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

function codesOf(url: string): string[] {
  return inspectUrl(url).findings.map((f) => f.titleKey.slice('finding.'.length, -'.title'.length));
}

describe('brand look-alikes in hyphen-separated and glued pieces are flagged', () => {
  it.each([
    ['paypa1-login.com', 'PayPal', 'paypa1'],
    ['secure-paypa1.com', 'PayPal', 'paypa1'],
    ['app1e-id.com', 'Apple', 'app1e'],
    ['paypa1secure.com', 'PayPal', 'paypa1secure'],
  ])('%s names %s through the piece %s', (url, brand, piece) => {
    const r = inspectUrl(url);
    expect(r.score.verdict).not.toBe('likely-safe');
    const f = r.findings.find((x) => x.titleKey === 'finding.url-brand-lookalike.title');
    expect(f?.parameters).toMatchObject({ brand, piece, part: 'domain' });
  });

  it('finds a look-alike piece in a subdomain of another site', () => {
    const r = inspectUrl('http://paypa1-secure-login.example-verify.top/signin');
    expect(r.score.verdict).not.toBe('likely-safe');
    const f = r.findings.find((x) => x.titleKey === 'finding.url-brand-lookalike.title');
    expect(f?.parameters).toMatchObject({ brand: 'PayPal', piece: 'paypa1', part: 'subdomain' });
  });

  it('flags a misspelt crypto wallet and lure tokens on a bare domain', () => {
    // A one-letter typo alone weighs little (legitimate crypto sites have near-names); with a lure it counts.
    expect(codesOf('myetherwalett.com')).toContain('url-brand-typo');
    expect(inspectUrl('myetherwalett-login.com').score.verdict).not.toBe('likely-safe');
    expect(codesOf('dapps-rectify-sync.com')).toContain('url-crypto-lure');
    expect(inspectUrl('uniswap-claim.org').score.verdict).not.toBe('likely-safe');
  });

  it('flags a brand name under com.<country code>', () => {
    const r = inspectUrl('https://roblox.com.ge/games/12345');
    expect(r.score.verdict).not.toBe('likely-safe');
  });
});

describe('platforms and brands’ own domains are not false alarms', () => {
  it.each([
    ['https://docs.google.com/', 'a platform’s own home page'],
    ['https://drive.google.com/', 'a platform’s own home page'],
    ['https://bit.ly/', 'a shortener’s front page'],
    ['https://www.weebly.com/', 'a site builder’s own site'],
    ['https://scontent.xx.fbcdn.net/v/photo.jpg', 'a brand’s own CDN'],
    ['https://i.ytimg.com/vi/abc/hqdefault.jpg', 'a brand’s own CDN'],
    ['https://www.google.com.br/', 'a brand’s country domain'],
    ['https://www.amazon.com.mx/', 'a brand’s country domain'],
    ['https://messenger.live.com/', '“messenger” on a Microsoft host'],
    ['https://microsoft.github.io/project-docs/', 'an organisation’s own pages on developer hosting'],
    ['https://someone.github.io/notes/', 'a personal page on developer hosting'],
    ['https://blog.example.org/2024/05/oranges-and-squares', 'ordinary words near brand labels'],
  ])('%s is likely safe (%s)', (url) => {
    expect(inspectUrl(url).score.verdict).toBe('likely-safe');
  });

  it('does not read "messenger" as Facebook on a Microsoft host', () => {
    const brands = inspectUrl('https://messenger.live.com/').findings.map((f) => f.parameters?.brand);
    expect(brands).not.toContain('Facebook');
  });

  it('reports user content on a platform with a document path', () => {
    expect(codesOf('https://sites.google.com/view/acct-review/home')).toContain('url-free-hosting');
    expect(codesOf('https://tinyurl.com/3xYzAb')).toContain('url-shortener');
  });

  it('leaves ordinary WordPress media alone but not a page in a system folder', () => {
    expect(codesOf('https://shop-example.ca/wp-content/themes/x/style.css')).not.toContain('url-kit-path');
    expect(codesOf('https://shop-example.ca/.well-known/security.txt')).not.toContain('url-kit-path');
    expect(codesOf('https://shop-example.ca/.well-known/pki/verify/login.php')).toContain('url-kit-path');
  });
});
