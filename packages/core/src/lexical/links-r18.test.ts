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
  inspectUrl(url).findings.find((f) => BRAND_READINGS.has(f.code))?.parameters?.['brand'];

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
      'https://www.bistro-maison.ca/menu', // « maison », not Saison Card
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
