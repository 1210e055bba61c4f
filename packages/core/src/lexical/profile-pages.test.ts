import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';
import { isMachineProfileName, profileHandle, serviceWordBesideBrand } from './profile-pages.js';

// Our own examples (round 19): profile and link-in-bio pages; none is from a data set.
const codesOf = (href: string): string[] => inspectUrl(href).findings.map((f) => f.code);
const verdictOf = (href: string): string => inspectUrl(href).score.verdict;

describe('profileHandle', () => {
  it('reads the one path segment of a profile platform, with or without @', () => {
    expect(profileHandle('linktr.ee', 'linktr.ee', '/Some.Band')).toBe('some.band');
    expect(profileHandle('withkoji.com', 'withkoji.com', '/@Chef_Ana')).toBe('chef_ana');
    expect(profileHandle('fr.gravatar.com', 'gravatar.com', '/marie/')).toBe('marie');
  });

  it('reads no other page of the platform, nor another site', () => {
    expect(profileHandle('linktr.ee', 'linktr.ee', '/s/about/')).toBeNull();
    expect(profileHandle('docs.gravatar.com', 'gravatar.com', '/changelog/')).toBeNull();
    expect(profileHandle('example.com', 'example.com', '/paypal-support')).toBeNull();
  });
});

describe('serviceWordBesideBrand', () => {
  it('finds an account-service word beside the brand, in English and French', () => {
    expect(serviceWordBesideBrand('coinbasehelpdesk', 'coinbase')).toBe('help');
    expect(serviceWordBesideBrand('desjardins.remboursement', 'desjardins')).toBe('rembourse');
    expect(serviceWordBesideBrand('interac_refund_ca', 'interac')).toBe('refund');
  });

  it('finds none in a fan, review or shop handle naming the brand', () => {
    expect(serviceWordBesideBrand('applefanpodcast', 'apple')).toBeNull();
    expect(serviceWordBesideBrand('amazonhelpfulfinds', 'amazon')).toBeNull();
    expect(serviceWordBesideBrand('netflixreviews', 'netflix')).toBeNull();
    expect(serviceWordBesideBrand('netflixupdates', 'netflix')).toBeNull();
    expect(serviceWordBesideBrand('amazondealalerts', 'amazon')).toBeNull();
    expect(serviceWordBesideBrand('shopify.accounting.ca', 'shopify')).toBeNull();
  });
});

describe('isMachineProfileName', () => {
  it('reads words then ten hexadecimal characters as a made name', () => {
    expect(isMachineProfileName('quietlybrave3f9a1c0d7e')).toBe(true);
    expect(isMachineProfileName('sunnyotter0b7c2e9d41')).toBe(true);
  });

  it('leaves chosen names alone, digits and years included', () => {
    expect(isMachineProfileName('matt')).toBe(false);
    expect(isMachineProfileName('jsmith1984')).toBe(false);
    expect(isMachineProfileName('johnsmith1234567890')).toBe(false); // no letter a–f in the tail
    expect(isMachineProfileName('cafe2024')).toBe(false);
  });
});

describe('url-profile-brand-handle and url-profile-machine-name', () => {
  it.each([
    'https://linktr.ee/paypal.support.center',
    'https://beacons.ai/binance.recovery.team',
    'https://bio.link/desjardins_soutien_client',
    'https://gravatar.com/netflixbillingteam',
  ])('calls a brand’s account service on a profile page at least caution: %s', (href) => {
    expect(codesOf(href)).toContain('url-profile-brand-handle');
    expect(verdictOf(href)).not.toBe('likely-safe');
  });

  it('calls a Gravatar profile with a machine-made name at least caution', () => {
    const href = 'https://gravatar.com/quietlybrave3f9a1c0d7e';
    expect(codesOf(href)).toContain('url-profile-machine-name');
    expect(verdictOf(href)).not.toBe('likely-safe');
  });

  // Ordinary probes near both rules (same platforms, same words, other intent; English and French).
  it.each([
    'https://linktr.ee/applefanpodcast',
    'https://linktr.ee/montrealtechsupport',
    'https://linktr.ee/amazonhelpfulfinds',
    'https://beacons.ai/netflixreviews',
    'https://bio.link/marie.ceramique',
    'https://beacons.ai/soutien.scolaire.laval',
    'https://linktr.ee/aide.aux.devoirs.qc',
    'https://gravatar.com/matt',
    'https://en.gravatar.com/jsmith1984',
    'https://gravatar.com/cafe2024',
    'https://docs.gravatar.com/changelog/',
    'https://linktr.ee/teslaownersclubottawa',
    'https://about.me/julie.tremblay',
    'https://withkoji.com/@chef_ana',
    'https://linktr.ee/s/about/',
    // Review 19a: fans' news feeds, deal finders, a bookkeeper (update, alert, helping, accounting).
    'https://beacons.ai/netflixupdates',
    'https://linktr.ee/nintendoupdates',
    'https://linktr.ee/spotifyupdatesfr',
    'https://linktr.ee/amazondealalerts',
    'https://linktr.ee/tiktokalerts',
    'https://linktr.ee/amazondeals.alertes.qc',
    'https://beacons.ai/amazonhelpinghands',
    'https://linktr.ee/shopify.accounting.ca',
  ])('leaves an ordinary profile page without either code: %s', (href) => {
    const codes = codesOf(href);
    expect(codes).not.toContain('url-profile-brand-handle');
    expect(codes).not.toContain('url-profile-machine-name');
  });

  it('reads no handle on the brand’s own site nor an article about such pages', () => {
    expect(codesOf('https://www.paypal.com/support')).not.toContain('url-profile-brand-handle');
    expect(codesOf('https://news.example.ca/2025/linktree-paypal-support-scam')).not.toContain(
      'url-profile-brand-handle',
    );
    // On a profile platform itself: a path of two segments (the platform's blog) and a subdomain
    // other than the platform's own host are no profile page (these reach the handle reading).
    for (const url of [
      'https://linktr.ee/blog/paypal-support-scam',
      'https://help.linktr.ee/paypal-support',
      'https://beacons.ai/i/netflix-billing-help',
    ])
      expect(codesOf(url), url).not.toContain('url-profile-brand-handle');
    expect(codesOf('https://linktr.ee/paypal.support')).toContain('url-profile-brand-handle');
  });
});
