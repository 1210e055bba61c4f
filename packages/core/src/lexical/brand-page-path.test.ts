import { describe, expect, it } from 'vitest';
import { brandPageCopy } from './brand-page-path.js';
import { cryptoLureTokens } from './crypto-names.js';
import { inspectUrl } from './inspect.js';

// Issue 21 round 16 (phish16): a brand's page copied onto another site, and Ledger's name in host
// labels. Every example is written for these tests (invented hosts, paths and IDs); none is from a
// data set.
const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);
const verdictOf = (url: string): string => inspectUrl(url).score.verdict;

describe('brandPageCopy', () => {
  it("reads Steam Workshop's item path on a site that is not Steam's", () => {
    const copy = brandPageCopy('/sharedfiles/filedetails/', 'workshop-vote.example', false);
    expect(copy?.brand).toBe('Steam');
    expect(brandPageCopy('/sharedfiles/filesdetails/AK-47_skin', 'items-rating.example', false)?.brand).toBe(
      'Steam',
    );
    // Steam's own site serves that path.
    expect(brandPageCopy('/sharedfiles/filedetails/', 'steamcommunity.com', false)).toBeNull();
  });

  it("reads a brand's folder holding a sign-in word below it, whole or glued", () => {
    expect(brandPageCopy('/jabank/Phone/Verifyidentity', 'bakery-shop.example', false)?.brand).toBe(
      'JA Bank',
    );
    expect(brandPageCopy('/old/paypal/x1/login.php', 'roofing.example', false)?.shown).toBe(
      '/paypal/…/login.php',
    );
  });

  it('leaves folders with no sign-in word, the last segment alone, and code hosts', () => {
    expect(brandPageCopy('/brands/samsung/galaxy-s24', 'shop.example', false)).toBeNull();
    expect(brandPageCopy('/tag/paypal', 'news.example', false)).toBeNull();
    expect(brandPageCopy('/paypal/login-sdk', 'github.com', false)).toBeNull();
    expect(brandPageCopy('/paypal/login-demo', 'someone.example', true)).toBeNull();
    // Articles filed under a brand's section: the lure word is in a slug of three words or more.
    expect(brandPageCopy('/news/microsoft/how-to-reset-your-password', 'news.example', false)).toBeNull();
    expect(brandPageCopy('/guide/apple/icloud-account-settings/', 'guides.example', false)).toBeNull();
    // A forum thread under a brand's community: a long slug, three folders below.
    const thread = '/r/paypal/comments/1x2y3z/account_locked_after_login_on_new_phone/';
    expect(brandPageCopy(thread, 'forum.example', false)).toBeNull();
    // A product or payment word glued to other letters names an ordinary page (`presets` holds
    // `reset`, `unlocked` and `blocked` hold `locked`); only the sign-in and verify words are read glued.
    for (const [path, site] of [
      ['/adobe/presets', 'photoblog.example'],
      ['/apple/unlocked', 'phonerepair.example'],
      ['/google/family-link/blocked', 'parentsguide.example'],
      ['/integrations/paypal/payments', 'docs.shopcart.example'],
      ['/stripe/refunds', 'help.myshop.example'],
      ['/amazon/kindle/updates', 'techreviews.example'],
      ['/microsoft/dynamics/accounting-software', 'softwarereviews.example'],
      ['/apple/walletcases', 'cases.example'],
    ])
      expect(brandPageCopy(path ?? '', site ?? '', false)).toBeNull();
    expect(brandPageCopy('/office365/session_relogin_pass.html', 'roofing.example', false)?.brand).toBe(
      'Microsoft',
    );
    // The brand's name as the page itself, not a folder: `url-brand-in-path`'s, not this finding's.
    expect(brandPageCopy('/help/paypal-login', 'blog.example', false)).toBeNull();
  });
});

describe('url-brand-page-copy through inspectUrl', () => {
  it('is a deceptive sign that takes a bank folder on a small site out of likely-safe', () => {
    const url = 'https://maple-florist.example/jabank/Phone/Verifyidentity';
    expect(codesOf(url)).toContain('url-brand-page-copy');
    expect(verdictOf(url)).not.toBe('likely-safe');
    expect(verdictOf('https://workshop-vote.example/sharedfiles/filedetails/?id=4417')).not.toBe(
      'likely-safe',
    );
  });

  it('stays off an ordinary shop page and the brand’s own site', () => {
    expect(codesOf('https://phone-shop.example/apple/iphone-16-case')).not.toContain('url-brand-page-copy');
    expect(codesOf('https://steamcommunity.com/sharedfiles/filedetails/?id=4417')).not.toContain(
      'url-brand-page-copy',
    );
  });
});

describe("Ledger's name in host labels (round 16)", () => {
  const tokensOf = (host: string): string[] => {
    const labels = host.split('.').slice(0, -1);
    return cryptoLureTokens(labels, labels[labels.length - 1] ?? '');
  };

  it('reads it as a subdomain of another site or beside a two-letter code', () => {
    expect(tokensOf('ledger.garden-supply.com')).toEqual(['ledger']);
    expect(tokensOf('www.ledger.fr-help.com')).toEqual(['ledger']);
    expect(tokensOf('ledger-nl.com')).toEqual(['ledger']);
    expect(tokensOf('us-ledger.to')).toEqual(['ledger']);
  });

  it('leaves two letters that are no language or country code', () => {
    for (const host of ['my-ledger.app', 'ledger-ai.com', 'ledger-db.com', 'ledger-hq.com', 'go-ledger.com'])
      expect(tokensOf(host)).toEqual([]);
  });

  it('reads it glued to the fake download, activation and device words', () => {
    expect(tokensOf('ledger-download-now.com')).toEqual(['ledger-download']);
    expect(tokensOf('ledgeractivation.net')).toEqual(['ledgeractivat']);
    expect(tokensOf('myledgerdevicecheck.com')).toEqual(['ledgerdevice']);
  });

  it('reads a hosting platform customer name as a name of its own, not a subdomain', () => {
    const labels = ['ledger-notes-accounting', 'gitbook'];
    expect(cryptoLureTokens(labels, 'gitbook', true)).toEqual([]);
    expect(cryptoLureTokens(labels, 'gitbook', false)).toEqual(['ledger']);
  });

  it('leaves ordinary accounting names', () => {
    for (const host of [
      'ledger-accounting.ca',
      'generalledger.org',
      'the-ledger-books.com',
      'hledger.org',
      'generalledgerhelp.com',
      'ledgersetup.com',
      'ledgerstart.io',
      'ledger-status-report.com',
      'ledgerupdate.net',
    ])
      expect(tokensOf(host)).toEqual([]);
  });
});
