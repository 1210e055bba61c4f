import { describe, expect, it } from 'vitest';
import { decodePunycode, labelToUnicode } from './punycode.js';
import {
  asciiSkeleton,
  asciiSkeletonForTest,
  editDistance,
  foldText,
  lookalikeSkeleton,
  safeDecode,
  unicodeSkeleton,
} from './text.js';

describe('punycode', () => {
  it.each([
    ['pypal-4ve', 'pаypal'],
    ['caf-dma', 'café'],
    ['e1afmkfd', 'пример'],
    ['hydroqubec-h7a', 'hydroquébec'],
  ])('decodes %s to %s', (input, output) => {
    expect(decodePunycode(input)).toBe(output);
  });

  it('refuses invalid or over-long input', () => {
    expect(decodePunycode('zz!')).toBeNull();
    expect(decodePunycode('a'.repeat(64))).toBeNull();
    expect(labelToUnicode('xn--zz!')).toBe('xn--zz!');
    expect(labelToUnicode('example')).toBe('example');
  });
});

describe('skeletons', () => {
  it('folds case and accents', () => {
    expect(foldText('Vérifier MON Compte')).toBe('verifier mon compte');
    expect(foldText('PayPal-Login_2024')).toBe('paypal-login_2024');
    expect(foldText('ＰａｙＰａｌ')).toBe('paypal');
  });
  it('maps Cyrillic and Greek look-alikes to ASCII', () => {
    expect(unicodeSkeleton('pаypal')).toBe('paypal');
    expect(unicodeSkeleton('αmazοn')).toBe('amazon');
    expect(unicodeSkeleton('plain')).toBe('plain');
  });
  it('maps ASCII swaps on both sides', () => {
    expect(lookalikeSkeleton('rnicrosoft')).toBe(lookalikeSkeleton('microsoft'));
    expect(lookalikeSkeleton('paypa1')).toBe(lookalikeSkeleton('paypal'));
    expect(lookalikeSkeleton('g00gle')).toBe(lookalikeSkeleton('google'));
    expect(lookalikeSkeleton('goggle')).not.toBe(lookalikeSkeleton('google'));
  });
});

describe('asciiSkeleton in one pass', () => {
  it('gives what the swaps of the table give one after the other', () => {
    // Every character of the table's patterns and replacements, plus others, in every order.
    const alphabet = 'rnmvwcld01il|3e5s$@a-xé';
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    const texts = ['', 'paypal', 'rnicrosoft', 'vvells', 'cl1ck', 'c1ick', 'rrnn', 'vvv', 'clcl', 'аpple'];
    for (let i = 0; i < 5000; i++) {
      let t = '';
      for (let n = next() % 12; n > 0; n--) t += alphabet[next() % alphabet.length] ?? '';
      texts.push(t);
    }
    expect(asciiSkeletonForTest.onePass).toBe(true);
    for (const t of texts) expect(asciiSkeleton(t), t).toBe(asciiSkeletonForTest.bySteps(t));
  });
});

describe('editDistance', () => {
  it.each([
    ['amazon', 'amazn', 1],
    ['google', 'googel', 1],
    ['paypal', 'paypal', 0],
    ['desjardins', 'desjradin', 2],
    ['netflix', 'netfilxx', 2],
  ])('%s / %s = %i', (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(d);
  });
  it('stops early beyond the maximum', () => {
    expect(editDistance('paypal', 'example', 1)).toBe(2);
    expect(editDistance('a', 'a'.repeat(50), 2)).toBe(3);
  });
});

describe('safeDecode', () => {
  it('decodes and never throws', () => {
    expect(safeDecode('mot%20de+passe')).toBe('mot de passe');
    expect(safeDecode('mot+de+passe')).toBe('mot de passe');
    expect(safeDecode('plain-text')).toBe('plain-text');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
