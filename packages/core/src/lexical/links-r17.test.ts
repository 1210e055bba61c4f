import { describe, expect, it } from 'vitest';
import { makeFinding } from '../findings.js';
import { GOVERNMENT_REGISTRIES, onGovernmentRegistry } from './calm-government.js';
import { CONTEXT_CAP, calmCategory, scoreUrlFindings } from './evidence.js';
import { inspectUrl } from './inspect.js';
import { URL_LIMITS } from './limits.js';
import { LEXICAL_RULES, type LexicalCode } from './rules.js';
import { ownWwwName, schemeInLabel } from './scheme-label.js';

// Issue 21 round 17 (links17): false alarms on ordinary links. Every example is written for these
// tests (invented hosts, paths and ids, or real public services' domains with invented paths); none
// is from a data set.
const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);
const verdictOf = (url: string): string => inspectUrl(url).score.verdict;
const finding = (code: LexicalCode, probability?: number) =>
  makeFinding(code, LEXICAL_RULES, probability === undefined ? null : { probability });

describe('an organisation’s own www-prefixed subdomain names (R1)', () => {
  it('reads wwwin-, wwwqa- and wwwdev- subdomains as the site’s naming, not an address in the host', () => {
    for (const url of [
      'https://wwwin-tools.northwind-networks.example/wiki/oncall',
      'https://wwwqa-shop.maple-retail.example/cart',
      'https://wwwdev-api.prairie-insurance.example/v2/status',
    ]) {
      expect(codesOf(url), url).not.toContain('url-scheme-in-host');
      expect(verdictOf(url), url).toBe('likely-safe');
    }
  });

  it('keeps the sign on the registrable name, a platform’s customer name, an abused ending and wwww', () => {
    for (const url of [
      'https://wwwinterbank-peru.example/',
      'https://wwwin-login.pages.dev/',
      'https://wwwin-tools.qxvbnm.xyz/',
      'https://wwww-roblox.games.example/',
      'https://wwwsecure-login.northwind-networks.example/',
      'https://wwwrbc-online.verify-accounts.com/signin',
      'https://wwwdhl-track.parcel-info.com/track?id=88',
      'https://wwweon-cardcojp.card-members-check.com/',
    ]) {
      expect(codesOf(url), url).toContain('url-scheme-in-host');
    }
  });

  it('reads only www, an intranet or environment name (not a fourth w, not a brand’s initials), a hyphen and letters', () => {
    expect(ownWwwName('wwwin-opengrok')).toBe(true);
    expect(ownWwwName('wwwqa-shop')).toBe(true);
    expect(ownWwwName('wwww-roblox')).toBe(false);
    expect(ownWwwName('wwwsecure-login')).toBe(false);
    expect(ownWwwName('wwwin-https-bank')).toBe(false);
    expect(ownWwwName('wwwin')).toBe(false);
    // A brand's initials in that place are a kit's, not an environment's name.
    expect(ownWwwName('wwwrbc-online')).toBe(false);
    expect(ownWwwName('wwweon-cardcojp')).toBe(false);
    // The reading of the label itself is unchanged.
    expect(schemeInLabel('wwwin-opengrok')).toBe(true);
    expect(schemeInLabel('https-www-bank-com')).toBe(true);
    expect(schemeInLabel('www2')).toBe(false);
  });
});

describe('a government’s own page (R2, government-site)', () => {
  it('caps a page under a government-only registry whatever the model says', () => {
    const url = 'https://photos.space-agency.gov/archive/ap181223.html';
    const strong = [finding('url-model-phishing', 98)];
    expect(calmCategory(strong, url)).toBe('government-site');
    expect(scoreUrlFindings(strong, url).confidenceScore).toBe(CONTEXT_CAP);
    const plain = [finding('url-plain-http'), finding('url-model-suspicious', 88)];
    const bc = 'http://www2.gov.bc.ca/gov/content/health/accessing-health-care';
    expect(scoreUrlFindings(plain, bc).verdict).toBe('likely-safe');
    expect(scoreUrlFindings(plain, 'https://reservations.parkscanada.gc.ca/create-booking').verdict).toBe(
      'likely-safe',
    );
  });

  it('keeps a kit’s path, a lure beside a brand, a victim’s address and other registries as scored', () => {
    const url = 'https://records.county-office.gov/wp-content/plugins/x/login.php';
    const kit = [finding('url-kit-path'), finding('url-model-phishing', 99)];
    expect(scoreUrlFindings(kit, url).confidenceScore).toBeGreaterThan(CONTEXT_CAP);
    const lure = [
      finding('url-brand-in-path'),
      finding('url-lure-keyword'),
      finding('url-model-suspicious', 80),
    ];
    expect(scoreUrlFindings(lure, url).confidenceScore).toBeGreaterThan(CONTEXT_CAP);
    const email = [finding('url-email-in-path'), finding('url-model-phishing', 97)];
    expect(scoreUrlFindings(email, url).confidenceScore).toBeGreaterThan(CONTEXT_CAP);
    // A government second level that the feeds show hacked kits on is not in the list.
    const strong = [finding('url-model-phishing', 98)];
    expect(calmCategory(strong, 'https://district-office.go.th/templates/a/')).toBeNull();
    // A name that only spells a registry out is not under it.
    expect(calmCategory(strong, 'https://gov.bc.ca.refund-portal.example/')).toBeNull();
    expect(calmCategory(strong, 'https://gc-ca-benefits.example/claim')).toBeNull();
  });

  it('reads the registry by suffix, whole labels only', () => {
    expect(onGovernmentRegistry('apod.space-agency.gov')).toBe(true);
    expect(onGovernmentRegistry('www.canada.ca')).toBe(true);
    expect(onGovernmentRegistry('www.quebec.gouv.qc.ca')).toBe(true);
    expect(onGovernmentRegistry('notgov.example')).toBe(false);
    expect(onGovernmentRegistry('mygc.ca')).toBe(false);
    expect(GOVERNMENT_REGISTRIES).not.toContain('go.th');
  });
});

describe('the words a finding names, one cap for all (review leftover)', () => {
  const parametersOf = (url: string, code: string) =>
    inspectUrl(url).findings.find((f) => f.code === code)?.parameters ?? {};
  it('names at most URL_LIMITS.wordsReported lure, host and crypto words', () => {
    const path = parametersOf(
      'https://shop-example.com/login/verify/account/secure/update/confirm/billing/signin',
      'url-lure-keyword',
    );
    expect(path.keywords).toHaveLength(URL_LIMITS.wordsReported);
    const host = parametersOf(
      'https://secure-login-verify-account-update-billing-support.example-node.com/',
      'url-lure-host',
    );
    expect(host.words).toHaveLength(URL_LIMITS.wordsReported);
    // One label holding seven crypto words: the cap counts words, not labels.
    const crypto = parametersOf(
      'https://wallet-claim-airdrop-swap-bridge-stake-mint.example-node.com/',
      'url-crypto-lure',
    );
    expect(crypto.tokens).toEqual(['wallet', 'claim', 'airdrop', 'swap', 'bridge']);
  });
});
