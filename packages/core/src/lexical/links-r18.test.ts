import { describe, expect, it } from 'vitest';
import { NEAR_BRAND_WORDS } from '../data/near-brand-words.js';
import { coveredByWord } from './host-words.js';
import { inspectUrl } from './inspect.js';

// Issue 21 round 18 (links18): misreadings of ordinary names. Every example is written for these
// tests (invented hosts and paths); none is from a data set.
const BRAND_READINGS = new Set([
  'url-brand-misspelt',
  'url-brand-typo',
  'url-brand-in-domain',
  'url-brand-in-subdomain',
]);
const brandCodes = (url: string): string[] =>
  inspectUrl(url)
    .findings.map((f) => f.code)
    .filter((c) => BRAND_READINGS.has(c));
const brandOf = (url: string): unknown =>
  inspectUrl(url).findings.find((f) => BRAND_READINGS.has(f.code))?.parameters?.brand;

describe('an ordinary word is not a misspelt brand (R1)', () => {
  it('reads French and English words near a brand’s name as the words they are', () => {
    for (const url of [
      'https://tresor-du-terroir.ca/', // « trésor », not Trezor
      'https://tremor-studio.ca/',
      'https://capitaine-peinture.ca/', // not Capital One
      'https://capitalize-consulting.com/',
      'https://www.discordance-theatre.ca/', // not Discord glued to « ance »
      'https://intuition-design.ca/', // not Intuit
      'https://resonance-design.ca/', // not Resona
      'https://strike-fitness.ca/', // not Stripe
      'https://www.debunk-science.org/', // not DeBank
      'https://www.assaisonnement-gourmet.ca/', // « assaisonnement », not Saison Card glued to others
      'https://capitales-europeennes.netlify.app/',
    ]) {
      expect(brandCodes(url), url).toEqual([]);
    }
  });

  it('keeps the misspellings and glued names kits use for the same brands', () => {
    const cases: [string, string][] = [
      ['https://trezr-wallet.com/recover', 'Trezor'],
      ['https://capitalonne-alerts.com/', 'Capital One'],
      ['https://snapchatt-login.com/', 'Snapchat'],
      ['https://metamsak-restore.com/', 'MetaMask'],
      ['https://krakken-login.com/', 'Kraken'],
      ['https://bitgett-exchange.com/login', 'Bitget'],
      ['https://coinbasse-login.com/', 'Coinbase'],
      ['https://desjardinss-securite.com/', 'Desjardins'],
      ['https://metammask-sync.com/', 'MetaMask'],
      ['https://discord-nitro-gift.com/', 'Discord'],
      ['https://saison-card-login.com/', 'Saison Card'],
    ];
    for (const [url, brand] of cases) expect(brandOf(url), url).toBe(brand);
  });

  it('reads a rare word one letter off a brand as the brand beside a lure word', () => {
    // Review of round 18: "revolus", "mechat", "chromo" are words of the French list; beside
    // `secure`, `login`, `update` they are the kits' misspellings they look like.
    const cases: [string, string][] = [
      ['https://revolus-secure.com/', 'Revolut'],
      ['https://mechat-login.com/', 'WeChat'],
      ['https://chromo-update.com/download', 'Google'],
    ];
    for (const [url, brand] of cases) expect(brandOf(url), url).toBe(brand);
    for (const url of [
      'https://revolue-magazine.fr/',
      'https://chroma-studio.ca/',
      'https://lechat-noir.ca/',
    ])
      expect(brandCodes(url), url).toEqual([]);
  });

  it('sets a brand aside only when one word covers the whole stretch read as the brand', () => {
    // "discordance" covers "discord"; "arena" does not cover "garena".
    expect(coveredByWord('discordancetheatre', 0, 7)).toBe(true);
    expect(NEAR_BRAND_WORDS.has('arena')).toBe(true);
    expect(coveredByWord('garenatopup', 0, 6)).toBe(false);
    expect(coveredByWord('xxdiscordxx', 2, 9)).toBe(false);
  });

  it('holds no brand’s own name nor its plural', () => {
    for (const name of ['kraken', 'discord', 'amazon', 'amazons', 'telegram', 'saison', 'trezor', 'stripe'])
      expect(NEAR_BRAND_WORDS.has(name), name).toBe(false);
  });
});

describe('a security article or fraud page naming a brand (R3)', () => {
  const verdictOf = (url: string): string => inspectUrl(url).score.verdict;
  it('reads the topic’s words in an article’s slug as the topic, not a lure', () => {
    for (const url of [
      'https://www.techwatch-news.example/news/security/microsoft-365-phishing-campaign-hits-schools/',
      // Each was flagged before the rule (a brand in the path beside a lure word); pages already
      // likely-safe without it (`arnaque-paypal-par-courriel-securite-2026`) test nothing here.
      'https://www.banknews.example/securite/fraude-hameconnage-desjardins-conseils',
      'https://www.banknews.example/securite/fraude-interac-conseils-clients',
    ]) {
      expect(verdictOf(url), url).toBe('likely-safe');
    }
  });

  it('keeps a kit’s slug that asks to sign in, verify or recover beside the same words', () => {
    for (const url of [
      'https://parcel-desk.example/paypal/verify-fraud-alert-security',
      'https://shop-alerts.example/amazon/security-fraud-login-now',
      'https://bank-help.example/desjardins/securite-fraude-connexion-client',
    ]) {
      expect(verdictOf(url), url).not.toBe('likely-safe');
    }
  });
});
