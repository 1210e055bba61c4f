import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

// Round 21 review (a-3). Invented hosts; none is from a data set.
const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);

describe('brand-root-page.ts leaves an ordinary site’s page named in plain words alone', () => {
  it('does not read a retailer’s, a news site’s or a school’s page about a brand as a copy', () => {
    for (const url of [
      'https://www.store-example.ca/costco-card',
      'https://www.deals-example.ca/amazon-points',
      'https://www.travel-example.ca/aircanada-points',
      'https://www.gamenews-example.com/nintendo-japan',
      'https://www.school-example.ca/google-account',
      'https://it.university-example.ca/microsoft-account',
      'https://www.itconsult.ca/microsoft-security',
      'https://www.techblog-example.com/apple-update',
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-page-copy');
    }
    expect(inspectUrl('https://www.store-example.ca/costco-card').score.verdict).toBe('likely-safe');
  });

  it('still reads sign-in words after a hyphen and other words glued on', () => {
    for (const url of [
      'https://hardware-shop-example.ca/rbc-login.html',
      'https://www.pottery-lessons-example.com/jcblogin',
      'https://bakery-example.jp/amazonpoint.php',
      'https://garden-club-example.org/myjcb',
    ]) {
      expect(codesOf(url), url).toContain('url-brand-page-copy');
    }
  });
});
