import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { urlFeatures } from './features.js';

/**
 * The model's weights were fitted on these exact features: any change to how a URL becomes slots
 * (an optimisation, a refactor) must leave them bit for bit the same, or the model must be refitted
 * and this digest updated with it (`pnpm train:url`, then the value printed by the failing test).
 */
const DIGEST = '42a7e6c663287978a063d522e112f5d9e007444b2ac9b14e4f28706139613083';

function* urls(): Generator<[string, string | null, string, string[]]> {
  let seed = 21;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const pick = <T>(xs: readonly T[]): T => xs[next(xs.length)] as T;
  const words = ['login', 'Verify', 'acc0unt', 'secure-2024', 'paypal', 'x9Fq2LmZ8', 'a', 'é', 'index', 'wp'];
  const tlds = ['com', 'co.uk', 'top', 'xn--p1ai', 'ca', 'github.io'];
  const codes = ['url-plain-http', 'url-lure-keyword', 'url-brand-in-subdomain'];
  for (let i = 0; i < 3000; i++) {
    const labels = Array.from(
      { length: 1 + next(4) },
      () => `${pick(words)}${next(3) === 0 ? String(next(999)) : ''}`,
    );
    const reg = `${pick(words)}.${pick(tlds)}`.toLowerCase();
    const host = next(10) === 0 ? `10.${String(next(255))}.0.1` : [...labels, reg].join('.').toLowerCase();
    const rest = `/${Array.from({ length: next(6) }, () => pick(words)).join('/')}${next(2) === 0 ? `?${pick(words)}=${pick(words)}&id=9d700703-48ee-4b74-a1b2-0123456789ab` : ''}`;
    yield [host, host.startsWith('10.') ? null : reg, rest, codes.slice(0, next(4))];
  }
}

describe('URL model features', () => {
  it('are the ones the weights were fitted on', () => {
    const h = createHash('sha256');
    for (const [host, reg, rest, codes] of urls()) {
      const f = urlFeatures(host, reg, rest, codes);
      h.update(`${f.slots.join(',')}|${f.parts.join(',')}|${f.words.join(',')}\n`);
    }
    expect(h.digest('hex')).toBe(DIGEST);
  });
});
