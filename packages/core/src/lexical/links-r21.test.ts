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
