import { describe, expect, it } from 'vitest';
import type { UrlFindingCode } from '../analyses/url/rules.js';
import {
  approximateMatch,
  findBrandInside,
  findBrandMisspelt,
  labelLetters,
  lureWordsIn,
  maskOrdinaryWords,
} from './host-words.js';
import { isRandomCodePath } from './host-checks.js';
import { inspectUrl } from './inspect.js';

function codesOf(url: string): UrlFindingCode[] {
  return inspectUrl(url).findings.map((f) => f.code as UrlFindingCode);
}

function findingOf(url: string, code: UrlFindingCode) {
  return inspectUrl(url).findings.find((f) => f.code === code);
}

describe('words glued inside a host label', () => {
  it('reads letters only and blanks ordinary words that hold a brand or lure word', () => {
    expect(labelLetters('tiktok-shop24')).toBe('tiktokshop');
    expect(maskOrdinaryWords('interactivebooks')).toBe('___________books');
    expect(maskOrdinaryWords('designinghouse')).toBe('______inghouse');
    expect(maskOrdinaryWords('paypalsecure')).toBe('paypalsecure');
  });

  it('finds a brand token anywhere inside, not inside an ordinary word', () => {
    expect(findBrandInside('tiktokshopworld')).toMatchObject({ token: 'tiktok', distance: 0 });
    expect(findBrandInside('gbwhatsapppro')?.brand.name).toBe('WhatsApp');
    expect(findBrandInside(maskOrdinaryWords('interactivemaps'))).toBeNull();
    expect(findBrandInside('bakeryshop')).toBeNull();
  });

  it('finds a long brand token misspelt inside, keeping its first and last letters', () => {
    expect(findBrandMisspelt('steamcommunlty')).toMatchObject({ token: 'steamcommunity', distance: 1 });
    expect(findBrandMisspelt('giftstemcomunity')).toMatchObject({ token: 'steamcommunity', distance: 2 });
    expect(findBrandMisspelt('metammaskwallet')).toMatchObject({ token: 'metamask', found: 'metammask' });
    // A short name one letter off, alone, is left to url-brand-typo (a weaker hint).
    expect(findBrandMisspelt('metamusk')).toBeNull();
    expect(findBrandMisspelt(maskOrdinaryWords('telegraphjournal'))).toBeNull();
  });

  it('measures the best stretch of a text by edits, with transpositions', () => {
    expect(approximateMatch('paypal', 'securepaypa1login', 1)?.distance).toBe(1);
    expect(approximateMatch('walletconnect', 'walletconnecct', 2)).toEqual({
      distance: 1,
      found: 'walletconnecct',
      start: 0,
    });
    expect(approximateMatch('metamask', 'xxmetmaaskxx', 1)).toEqual({
      distance: 1,
      found: 'metmaask',
      start: 2,
    });
    expect(approximateMatch('metamask', 'bakery', 2)).toBeNull();
  });

  it('splits glued lure and service words without overlaps', () => {
    expect(lureWordsIn('secureloginverify')).toEqual({ words: ['secure', 'login', 'verify'], lures: 3 });
    expect(lureWordsIn('manageraccountpage')).toEqual({ words: ['manager', 'account', 'page'], lures: 1 });
    expect(lureWordsIn('singlepageappbook')).toEqual({ words: ['page', 'app'], lures: 0 });
  });
});

describe('glued and misspelt brands, lure host names and e-mail addresses in links', () => {
  it('flags a brand glued to other letters in the registrable name', () => {
    const f = findingOf('https://tiktokshopworld.com/', 'url-brand-in-domain');
    expect(f?.parameters).toMatchObject({ brand: 'TikTok', piece: 'tiktok', label: 'tiktokshopworld' });
    expect(inspectUrl('https://whatsappcc-app.com/').score.verdict).not.toBe('likely-safe');
  });

  it('does not flag ordinary words that hold a brand name', () => {
    expect(codesOf('https://interactivebooks.com/')).not.toContain('url-brand-in-domain');
    expect(codesOf('https://telegraphjournal.com/')).not.toContain('url-brand-misspelt');
    expect(inspectUrl('https://telegraphjournal.com/').score.verdict).toBe('likely-safe');
    // Round 9: "revolution" holds Revolut; "electronics" is near Electronic Arts' label.
    expect(codesOf('https://quietrevolutionpress.com/')).not.toContain('url-brand-in-domain');
    expect(codesOf('https://harbourelectronics.com/')).not.toContain('url-brand-misspelt');
    expect(codesOf('https://revolut-secure-login.com/')).toContain('url-brand-in-domain');
  });

  it('flags a misspelt long brand name in a subdomain of a documentation platform', () => {
    const f = findingOf('https://walletconnecct.gitbook.io/', 'url-brand-misspelt');
    expect(f?.parameters).toMatchObject({
      brand: 'WalletConnect',
      part: 'subdomain',
      piece: 'walletconnecct',
    });
    expect(inspectUrl('https://walletconnecct.gitbook.io/').score.verdict).not.toBe('likely-safe');
  });

  it('reads a brand glued into an account name on developer hosting only beside a lure word', () => {
    expect(codesOf('https://metamaskloginhelp.github.io/')).toContain('url-brand-in-subdomain');
    expect(codesOf('https://facebookresearch.github.io/')).not.toContain('url-brand-in-subdomain');
    expect(inspectUrl('https://facebookresearch.github.io/').score.verdict).toBe('likely-safe');
  });

  it('flags lure words glued into one label, not one word alone or an ordinary word', () => {
    expect(findingOf('https://accountverifycenter.com/', 'url-lure-host')?.parameters).toMatchObject({
      label: 'accountverifycenter',
      words: ['account', 'verify', 'center'],
    });
    expect(inspectUrl('https://secureloginverify.com/').score.verdict).not.toBe('likely-safe');
    expect(codesOf('https://login.example-college.ca/')).not.toContain('url-lure-host');
    expect(codesOf('https://designingsupport.com/')).not.toContain('url-lure-host');
    expect(codesOf('https://www.infosecuritybook.com/')).not.toContain('url-lure-host');
  });

  it('flags an e-mail address in the query, in clear, and not a package version', () => {
    expect(
      findingOf('https://docs-share.example/open?u=robin%40example.org', 'url-email-in-path')?.parameters,
    ).toMatchObject({
      part: 'query',
      encoding: 'plain',
    });
    expect(codesOf('https://cdn.example.net/npm/lodash@4.17.21/lodash.min.js')).not.toContain(
      'url-email-in-path',
    );
    expect(codesOf('https://example.org/exports/book@18.1.pdf')).not.toContain('url-email-in-path');
  });

  it('does not flag a platform front page or a brand-run storage domain', () => {
    expect(inspectUrl('https://storage.googleapis.com/').score.verdict).toBe('likely-safe');
    expect(codesOf('https://storage.googleapis.com/some-bucket/index.html')).toContain('url-free-hosting');
    expect(codesOf('https://amazonaws.com/')).not.toContain('url-brand-in-domain');
    expect(codesOf('https://googleblog.com/')).toContain('url-official-domain');
  });

  it('prefers a brand glued inside the label to the whole label being a near miss', () => {
    expect(findingOf('https://xxinstagram.com/', 'url-brand-in-domain')?.parameters).toMatchObject({
      brand: 'Instagram',
      piece: 'instagram',
    });
    // A plural is a near name, as before: a weak hint only.
    expect(codesOf('https://instagrams.com/')).not.toContain('url-brand-in-domain');
  });

  it('reads a misspelt brand beside other words as misspelt, a whole near name as a typo', () => {
    expect(findingOf('https://whatsap-support.com/', 'url-brand-misspelt')?.parameters).toMatchObject({
      brand: 'WhatsApp',
      piece: 'whatsap',
      distance: 1,
    });
    expect(codesOf('https://whatsap.com/')).toContain('url-brand-typo');
    expect(codesOf('https://whatsap.com/')).not.toContain('url-brand-misspelt');
  });

  it('allows three edits in a very long brand name', () => {
    expect(findBrandMisspelt('steamcomunnuty')).toMatchObject({ token: 'steamcommunity' });
    expect(findBrandMisspelt('steamingcompany')).toBeNull();
  });

  it('finds a brand glued to a word of the path, not in a plural', () => {
    expect(
      findingOf('https://someone.github.io/netflixclone/', 'url-brand-in-path')?.parameters,
    ).toMatchObject({
      brand: 'Netflix',
    });
    expect(inspectUrl('https://someone.github.io/netflixclone/').score.verdict).not.toBe('likely-safe');
    expect(codesOf('https://news.example.com/googles-new-update')).not.toContain('url-brand-in-path');
  });

  it('reads machine-made letter pairs in the registrable name, not in ordinary or pinyin names', () => {
    expect(codesOf('https://tkmcag.cn/')).toContain('url-odd-letters');
    expect(inspectUrl('https://tkmcag.cn/').score.verdict).not.toBe('likely-safe');
    expect(codesOf('https://nanjingtravel.cn/')).not.toContain('url-odd-letters');
    expect(codesOf('https://strengthscope.org/')).not.toContain('url-odd-letters');
  });

  it('reads .cn as a cheap TLD, not its school and government names', () => {
    expect(codesOf('https://shop-example.cn/')).toContain('url-suspicious-tld');
    expect(codesOf('https://www.example-university.edu.cn/')).not.toContain('url-suspicious-tld');
  });

  it('reads one lure word, misspelt by a letter too, in a customer name on a hosting platform', () => {
    expect(findingOf('https://walet-restorre.gitbook.io/', 'url-lure-host')?.parameters).toMatchObject({
      label: 'walet-restorre',
      words: ['walet'],
    });
    expect(inspectUrl('https://walet-restorre.gitbook.io/').score.verdict).not.toBe('likely-safe');
    expect(codesOf('https://exploring-logic.github.io/')).not.toContain('url-lure-host');
    expect(codesOf('https://walet-restorre.com/')).not.toContain('url-lure-host');
  });

  it('allows one more edit in a brand name used as a customer name on a hosting platform', () => {
    expect(findingOf('https://mutemask-app.gitbook.io/', 'url-brand-misspelt')?.parameters).toMatchObject({
      brand: 'MetaMask',
      part: 'subdomain',
      distance: 2,
    });
    expect(codesOf('https://mutemask-app.com/')).not.toContain('url-brand-misspelt');
  });

  it.each([
    'metamask-restore.com',
    'pancakeswap-claim.org',
    'imtoken-wallet.cc',
    'tokenpocket-app.xyz',
    'safepal-sync.com',
    'myetherwallett.com',
    'trustwalletapp.org',
    'keplr-sync.com',
    'robinhood-verify.net',
    'walletconnecct-sync.com',
  ])('flags the crypto wallet or exchange look-alike %s as a bare domain', (domain) => {
    expect(inspectUrl(domain).score.verdict).not.toBe('likely-safe');
  });

  it.each(['metamask.io', 'token.im', 'tokenpocket.pro', 'safepal.com', 'keplr.app', 'robinhood.com'])(
    'leaves the official crypto site %s alone',
    (domain) => {
      expect(inspectUrl(domain).score.verdict).toBe('likely-safe');
      expect(codesOf(domain)).toContain('url-official-domain');
    },
  );

  it.each(['/Q7RX2K9PL', '/tq4Zb8Wn', '/kW9pQ2'])('reads %s as a machine-made code path', (path) => {
    expect(isRandomCodePath(path)).toBe(true);
  });

  it.each(['/java8', '/HTML5Book/', '/LearnToProgram', '/docs', '/2024/05/'])(
    'does not read %s as a code',
    (path) => {
      expect(isRandomCodePath(path)).toBe(false);
    },
  );

  it('reads free web hosts missing from the Public Suffix List as hosting, not their own front page', () => {
    expect(findingOf('https://someone.wuaze.com/login', 'url-free-hosting')?.parameters).toMatchObject({
      domain: 'wuaze.com',
    });
    expect(codesOf('https://www.squarespace.com/')).not.toContain('url-free-hosting');
  });
});
