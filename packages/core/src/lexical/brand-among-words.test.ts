import { describe, expect, it } from 'vitest';
import { brandInPlaceName } from './brand-among-words.js';
import { inspectUrl } from './inspect.js';

// Issue 21 round 22 (brand22). Every example is written for these tests (invented hosts and
// paths); none is from a data set nor from the round's blind lists.
const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);
const verdictOf = (url: string): string => inspectUrl(url).score.verdict;

describe('a brand’s name as one word of a place’s name (brand-among-words.ts)', () => {
  it('reads the brand among place words as information, in English and French', () => {
    expect(brandInPlaceName('robin-hood-pub', 'robinhood')).toBe(true);
    expect(brandInPlaceName('play-station-daycare', 'playstation')).toBe(true);
    expect(brandInPlaceName('fleurs-des-jardins', 'desjardins')).toBe(true);
    for (const url of [
      'https://bell-meadow-orchard.ca/',
      'https://amazon-trail-tours.com/booking-info',
      'https://fromagerie-des-jardins.ca/produits',
      'https://tangerine-yoga-studio.ca/schedule',
    ]) {
      expect(codesOf(url), url).toContain('url-brand-word-in-name');
      expect(codesOf(url), url).not.toContain('url-brand-in-domain');
      expect(verdictOf(url), url).toBe('likely-safe');
    }
  });

  it('reads a place’s name in a subdomain the same way', () => {
    const url = 'https://apple-harvest-fair.example-county.ca/';
    expect(codesOf(url)).toContain('url-brand-word-in-name');
    expect(codesOf(url)).not.toContain('url-brand-in-subdomain');
    expect(verdictOf(url)).toBe('likely-safe');
  });

  it('keeps the brand finding beside lure, service, region, product or kit words', () => {
    expect(brandInPlaceName('apple-id-verify', 'apple')).toBe(false);
    expect(brandInPlaceName('desjardins-acces', 'desjardins')).toBe(false);
    expect(brandInPlaceName('amazon-prime-billing', 'amazon')).toBe(false);
    expect(brandInPlaceName('wells-fargo-center', 'wellsfargo')).toBe(false); // a service word
    expect(brandInPlaceName('paypal-ca-bakery', 'paypal')).toBe(false); // a region code
    expect(brandInPlaceName('trezor-hardware-shop', 'trezor')).toBe(false);
    expect(brandInPlaceName('amazon-tiktok-bakery', 'amazon')).toBe(false); // another brand
    expect(brandInPlaceName('amazonbakery', 'amazon')).toBe(false); // glued, no hyphen words
    for (const url of [
      'https://apple-id-verify-desk.com/',
      'https://desjardins-acces-client.com/',
      'https://netflix-billing-help.com/',
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-word-in-name');
      expect(verdictOf(url), url).not.toBe('likely-safe');
    }
  });

  it('reads a place only when the place word is the name’s head (lead, round 22)', () => {
    // English names end on their head word, French ones start on it.
    expect(brandInPlaceName('apple-valley-orchard', 'apple')).toBe(true);
    expect(brandInPlaceName('fromagerie-desjardins', 'desjardins')).toBe(true);
    expect(brandInPlaceName('garage-desjardins-auto', 'desjardins')).toBe(true);
    // A place word in the middle names the brand's product or the lure's setting.
    expect(brandInPlaceName('samsung-gallery-backup', 'samsung')).toBe(false);
    expect(brandInPlaceName('costco-grocery-rebate', 'costco')).toBe(false);
    expect(brandInPlaceName('netflix-studio-jobs', 'netflix')).toBe(false);
    for (const url of ['https://samsung-gallery-backup.com/', 'https://costco-grocery-rebate.com/']) {
      expect(codesOf(url), url).toContain('url-brand-in-domain');
      expect(verdictOf(url), url).not.toBe('likely-safe');
    }
  });

  it('reads a place only under a country’s own ending or .com, .org, .net (lead, round 22)', () => {
    for (const url of [
      'https://netflix-cafe.store/',
      'https://netflix-cafe.app/',
      'https://netflix-cafe.io/',
    ]) {
      expect(codesOf(url), url).toContain('url-brand-in-domain');
      expect(codesOf(url), url).not.toContain('url-brand-word-in-name');
    }
    for (const url of [
      'https://netflix-cafe.ca/',
      'https://robin-hood-pub.co.uk/',
      'https://apple-valley-orchard.com/',
    ]) {
      expect(codesOf(url), url).toContain('url-brand-word-in-name');
    }
  });

  it('keeps the brand finding beside a scam’s own service word (review 22a)', () => {
    for (const [label, token] of [
      ['icloud-storage-plan', 'icloud'],
      ['google-storage', 'google'],
      ['binance-rescue', 'binance'],
      ['coinbase-repair', 'coinbase'],
      ['kraken-academy', 'kraken'],
    ] as const) {
      expect(brandInPlaceName(label, token), label).toBe(false);
    }
    expect(verdictOf('https://icloud-storage.com/')).not.toBe('likely-safe');
    expect(verdictOf('https://binance-rescue.com/')).not.toBe('likely-safe');
    // Beside other brands' names they stay places.
    expect(brandInPlaceName('bell-creek-dog-rescue', 'bell')).toBe(true);
    expect(brandInPlaceName('tangerine-dance-academy', 'tangerine')).toBe(true);
  });

  it('never reads a place’s name on a free host nor under an often-abused ending', () => {
    for (const url of ['https://bell-meadow-orchard.weebly.com/', 'https://bell-meadow-orchard.top/']) {
      expect(codesOf(url), url).not.toContain('url-brand-word-in-name');
      expect(verdictOf(url), url).not.toBe('likely-safe');
    }
  });

  it('never reads a place’s name on a developer platform nor a tunnel (review 22a: untested guards)', () => {
    for (const url of [
      'https://netflix-harbour-cafe.github.io/',
      'https://netflix-harbour-cafe.trycloudflare.com/',
      'https://netflix-harbour-cafe.loca.lt/',
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-word-in-name');
      expect(codesOf(url), url).toContain('url-brand-in-subdomain');
      expect(verdictOf(url), url).not.toBe('likely-safe');
    }
  });

  it('gives the brand finding back beside a lure word, a kit folder or an address in the path', () => {
    for (const url of [
      'https://bell-meadow-orchard.ca/signin',
      'https://bell-meadow-orchard.ca/wp-includes/js/app/',
      'https://apple-harvest-fair.example-county.ca/account/verify',
    ]) {
      const codes = codesOf(url);
      expect(codes.includes('url-brand-in-domain') || codes.includes('url-brand-in-subdomain'), url).toBe(
        true,
      );
      expect(verdictOf(url), url).toBe('dangerous');
    }
  });
});

describe('review 22a: a place’s name off a place’s page is the brand finding again', () => {
  // Invented hosts. The information scores nothing and the model falls silent once the brand
  // finding is gone, so the calm category's path test alone held none of these back (all 0).
  it('gives the brand finding back on an account, sign-in or panel path, a query or a non-word path', () => {
    for (const url of [
      'https://netflix-harbour-cafe.com/auth/',
      'https://netflix-harbour-cafe.com/myaccount',
      'https://netflix-harbour-cafe.com/otp',
      'https://netflix-harbour-cafe.com/admin/',
      'https://netflix-harbour-cafe.com/index.html',
      'https://netflix-harbour-cafe.com/?id=8841',
      'https://netflix-harbour-cafe.com/a1b2c3/d4e5',
      'https://netflix-harbour-cafe.com/facturation',
    ]) {
      expect(codesOf(url), url).toContain('url-brand-in-domain');
      expect(verdictOf(url), url).not.toBe('likely-safe');
    }
  });

  it('reads the path by whole words: a place’s tickets, design or landscaping page stays calm', () => {
    for (const url of [
      'https://bell-meadow-theatre.ca/billets',
      'https://bell-meadow-gardens.ca/design',
      'https://jardin-desjardins.ca/paysagement',
      'https://tangerine-yoga-studio.ca/members',
      'https://bell-meadow-bakery.ca/menu.pdf',
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-in-domain');
      expect(verdictOf(url), url).toBe('likely-safe');
    }
  });
});

describe('the calm category of a place’s name (brand-word-in-place-name)', () => {
  it('calms the model’s strong score on a place’s page, not on a query or an account path', () => {
    // The model reads this name at its strong score; the category is in MODEL_SIGN_CALM.
    const calm = 'https://apple-lane-pottery.com/';
    expect(codesOf(calm)).toContain('url-model-phishing');
    expect(inspectUrl(calm).score.confidenceScore).toBeLessThanOrEqual(14);
    for (const url of ['https://apple-lane-pottery.com/?id=8812', 'https://apple-lane-pottery.com/pay-now']) {
      expect(codesOf(url), url).toContain('url-model-phishing');
      expect(verdictOf(url), url).not.toBe('likely-safe');
    }
  });
});
