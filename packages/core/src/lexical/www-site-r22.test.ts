import { describe, expect, it } from 'vitest';
import { makeFinding } from '../findings.js';
import { calmCategory, scoreUrlFindings, WWW_SITE_MODEL } from './evidence.js';
import { LEXICAL_RULES } from './rules.js';

// Issue 21 round 22 (small22): `www-site-page` reads the model's whole mid band (under 95 %).
// Every address is written for these tests (invented sites); none is from a data set.
const model = (probability: number) => makeFinding('url-model-suspicious', LEXICAL_RULES, { probability });
const strong = (probability: number) => makeFinding('url-model-phishing', LEXICAL_RULES, { probability });

describe('a www. site’s page the model reads at 90–94 % (round 22)', () => {
  it('is calm: a shop’s, a clinic’s and a club’s page, English and French', () => {
    expect(WWW_SITE_MODEL).toBe(95);
    // The test is on the rule, not the constant's value: each score is in the band round 22 added.
    for (const [url, p] of [
      ['https://www.fromagerie-des-cantons.example/boutique/fromages', 93],
      ['https://www.clinique-veterinaire-lasalle.example/rendez-vous', 91],
      ['https://www.northshore-rowing.example/schedule/juniors', 94],
      ['https://www.quincaillerie-roy.example/', 92],
    ] as const) {
      const findings = [model(p)];
      expect(calmCategory(findings, url), url).toBe('www-site-page');
      expect(scoreUrlFindings(findings, url).verdict, url).toBe('likely-safe');
    }
  });

  it('leaves the strong score, lure words, a query and sites without www. as they were', () => {
    for (const [url, findings] of [
      ['https://www.fromagerie-des-cantons.example/boutique', [strong(97)]],
      ['https://www.caisse-populaire-est.example/connexion/verify-account', [model(93)]],
      ['https://www.petits-colis.example/suivi?id=88412', [model(92)]],
      ['https://petits-colis-livraison.example/suivi', [model(92)]],
    ] as const) {
      expect(calmCategory([...findings], url), url).not.toBe('www-site-page');
      expect(scoreUrlFindings([...findings], url).verdict, url).not.toBe('likely-safe');
    }
  });
});

describe('review 22a: round 22’s band reads www. on the site’s own name only', () => {
  it('leaves www. before another subdomain as scored at 90–94 %, not under 90 %', () => {
    const deep = 'https://www.mail10.northshore-rowing.com.au/mobile/front/';
    expect(calmCategory([model(93)], deep)).not.toBe('www-site-page');
    expect(scoreUrlFindings([model(93)], deep).verdict).not.toBe('likely-safe');
    expect(calmCategory([model(85)], deep)).toBe('www-site-page');
    const own = 'https://www.northshore-rowing.com.au/schedule/juniors';
    expect(calmCategory([model(93)], own)).toBe('www-site-page');
  });
});
