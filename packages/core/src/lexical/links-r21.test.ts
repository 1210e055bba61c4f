import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';
import { subdomainMisspelling } from './subdomain-misspelt.js';

// Issue 21 round 21 (phish21). Every example is written for these tests (invented hosts and
// paths, real services' hosts for the ordinary controls); none is from a data set.
const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);

describe('a brand misspelt as a whole subdomain label (subdomain-misspelt.ts)', () => {
  it('reads a brand one letter off in front of an unrelated site', () => {
    for (const url of [
      'https://amazom.riverside-pottery.com/',
      'https://nomuroa.kqzvtb.com/login',
      'https://rekuten-card.shop-example.net/',
      'https://mettamask.walletsupport-example.xyz/',
    ]) {
      expect(codesOf(url), url).toContain('url-brand-misspelt');
      expect(inspectUrl(url).score.verdict, url).not.toBe('likely-safe');
    }
    expect(subdomainMisspelling(['amazom'])?.brand.name).toBe('Amazon');
  });

  it('leaves ordinary subdomains, brands’ own names and hosting platforms’ customers alone', () => {
    for (const url of [
      'https://access.redhat.com/solutions/12345', // a word one letter from Desjardins' AccèsD
      'https://webchat.libera.chat/', // WeChat
      'https://wenxin.baidu.com/', // Weixin
      'https://telegraf.example-news.com.ua/sport/1', // Telegram
      'https://amazon.example-partner.com/', // the brand's exact name is another reading's
      'https://amazom.github.io/', // a customer's name on a platform: gluedBrand's
      'https://status.amazon.com/', // the brand's own domain
      'https://docs.example.com/', // no brand near
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-misspelt');
    }
  });
});

describe('a brand’s page name at the root of an unrelated site (brand-root-page.ts)', () => {
  it('reads a card’s or a bank’s sign-in page name at the root of an ordinary site', () => {
    for (const url of [
      'https://www.pottery-lessons-example.com/jcblogin',
      'https://garden-club-example.org/myjcb',
      'https://small-dentist-example.com/smbccard/',
      'https://bakery-example.jp/amazonpoint.php',
      'https://hardware-shop-example.ca/rbc-login.html',
    ]) {
      expect(codesOf(url), url).toContain('url-brand-page-copy');
      expect(inspectUrl(url).score.verdict, url).not.toBe('likely-safe');
    }
  });

  it('leaves a bare brand, an article, the brand’s own site and hosting platforms alone', () => {
    for (const url of [
      'https://www.example-charity.org/paypal', // a donation page names its payment service
      'https://www.instagram.com/amazon', // a brand's own account on a social site
      'https://www.apple.com/apple-card/', // the brand's own site
      'https://blog.example-travel.com/jcb-card-review-tokyo', // an article's slug
      'https://smbc-demo.github.io/smbc-card', // a project on a developer platform
      'https://www.example-shop.com/card', // no brand
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-page-copy');
    }
  });
});

describe('a brand’s name cut by hyphens (hyphen-split.ts)', () => {
  it('reads a brand’s token spelt across hyphen pieces, as written or in look-alike letters', () => {
    for (const url of [
      'https://sb1-sec.qzvbnt-example.com/', // SBI Securities' `sbisec`, `i` written `1`
      'https://d0c-omo.example-shop.net/', // NTT Docomo, `o` written `0`
    ]) {
      expect(codesOf(url), url).toContain('url-brand-split');
      expect(inspectUrl(url).score.verdict, url).not.toBe('likely-safe');
    }
  });

  it('leaves hyphenated ordinary names, short joins and hosting platforms alone', () => {
    for (const url of [
      'https://in-g.example-studio.com/', // too short to be read
      'https://co-op-bank.example-credit-union.ca/', // no brand token joined
      'https://sb1-sec.github.io/', // a customer's name on a platform
      'https://well-being.example-clinic.ca/',
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-split');
    }
  });
});
