import { describe, expect, it } from 'vitest';
import { makeFinding } from '../findings.js';
import { calmCategory, MODEL_SIGN_CALM, scoreUrlFindings } from './evidence.js';
import { inspectUrl } from './inspect.js';
import { LEXICAL_RULES } from './rules.js';

// Issue 21 round 22 (small22): `www-word-page`, a `www.` site's one-word page over plain http.
// Every address is written for these tests (invented sites); none is from a data set.
const http = makeFinding('url-plain-http', LEXICAL_RULES, null);
const strong = makeFinding('url-model-phishing', LEXICAL_RULES, { probability: 98 });

describe('a www. site’s one-word page over plain http (round 22)', () => {
  it('is calm with the model’s strong score: a hardware store’s, a motel’s, a choir’s page', () => {
    expect(MODEL_SIGN_CALM.has('www-word-page')).toBe(true);
    for (const url of [
      'http://www.quincaillerie-beaulac.example/heures.html',
      'http://www.motel-du-lac.example/chambres.htm',
      'http://www.riverside-choir.example/concerts/spring.html',
    ]) {
      expect(calmCategory([http, strong], url), url).toBe('www-word-page');
      expect(scoreUrlFindings([http, strong], url).verdict, url).toBe('likely-safe');
    }
  });

  it('leaves lure words, kits’ folders and entry pages, https, a query and other context as scored', () => {
    for (const [url, findings] of [
      ['http://www.quincaillerie-beaulac.example/verify.html', [http, strong]],
      ['http://www.quincaillerie-beaulac.example/images/heures.html', [http, strong]],
      ['http://www.quincaillerie-beaulac.example/index.html', [http, strong]],
      ['http://www.quincaillerie-beaulac.example/heures.html?id=7', [http, strong]],
      ['http://quincaillerie-beaulac.example/heures.html', [http, strong]],
      ['http://www.client-rewards.example/claim.html', [http, strong]],
      [
        'http://www.quincaillerie-beaulac.example/heures.html',
        [http, strong, makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld: 'xyz' })],
      ],
    ] as const) {
      expect(calmCategory([...findings], url), url).not.toBe('www-word-page');
      expect(scoreUrlFindings([...findings], url).verdict, url).not.toBe('likely-safe');
    }
  });

  it('leaves a kit’s later step pages as scored (review 22a): a code, a card, a bank, a transfer', () => {
    for (const page of ['sms', 'pin', 'card', 'cvv', 'loading', 'captcha', 'banque', 'virement', 'seed']) {
      const url = `http://www.quincaillerie-beaulac.example/${page}.html`;
      expect(calmCategory([http, strong], url), url).not.toBe('www-word-page');
      expect(scoreUrlFindings([http, strong], url).verdict, url).not.toBe('likely-safe');
    }
    // A restaurant's menu in French stays a small site's page.
    expect(calmCategory([http, strong], 'http://www.bistro-beaulac.example/carte.html')).toBe(
      'www-word-page',
    );
  });

  it('reads the whole inspection: an ordinary page calm, a scam page with a lure word not', () => {
    const page = inspectUrl('http://www.quincaillerie-beaulac.example/heures.html');
    if (page.findings.some((f) => f.code === 'url-model-phishing'))
      expect(page.score.verdict).toBe('likely-safe');
    expect(inspectUrl('http://www.secure-payment-center.example/billing.html').score.verdict).not.toBe(
      'likely-safe',
    );
  });
});
