/**
 * A short exchange name glued at the start of a bought name (issue 21, round 20): `bybitgum.com`,
 * `bybitperu.com`, `mexcmeta.com`. The glued-brand reading (`gluedBrand` of `brand-checks.ts`) looks
 * for brands' names of six letters or more inside a label (`MIN_INSIDE_TOKEN_LENGTH`): a shorter name
 * sits inside ordinary words (`babybits` and `hobbybits` hold "bybit"). At the very start of the
 * name it does not: no English or French word begins with these letters, and the exchanges' own
 * sites are `bybit.com`, `mexc.com`, `okx.com`. Reported as `url-brand-in-domain`.
 *
 * Only the three names below: HTX is left out (`htx` begins Houston names), and a name with a hyphen
 * after it (`bybit-otc`) is the word reading's already. The plural `s` alone (`bybits`) is the typo
 * check's, as in `gluedBrand`. Pre-registered (phish20's second note) and chosen on the fit part of
 * `pnpm eval:url`: OpenPhish fit misses have the shape, no ordinary row of any file does.
 */
import { brandOfDomain } from './brand-match.js';
import type { Brand } from '../data/index.js';

/** Exchanges whose names are too short for the glued-brand reading, by name and main domain. */
const SHORT_EXCHANGES: readonly (readonly [string, string])[] = [
  ['bybit', 'bybit.com'],
  ['mexc', 'mexc.com'],
  ['okx', 'okx.com'],
];

const exchanges: readonly (readonly [string, Brand])[] = SHORT_EXCHANGES.flatMap(([name, domain]) => {
  const brand = brandOfDomain(domain);
  return brand === null ? [] : [[name, brand] as const];
});

/**
 * Letters after `mexc` that read as "mex" and a word beginning with "c" (review of round 20):
 * `mexcargo`, `mexcare`, `mexcanada`, `mexcellent` are Mexican shops' and restaurants' names, not
 * MEXC's. A vowel, `h`, `l` or `r` after the name continues such a word; the kits' names do not
 * (`mexcbit`, `mexcmeta`, `mexcdztz`).
 */
const MEX_C_WORD = /^[aeiouyhlr]/;

/**
 * The exchange whose short name begins `label` (a registrable label, lower case), glued to more
 * letters or digits, or null.
 */
export function shortExchangeAtStart(label: string): { brand: Brand; token: string } | null {
  for (const [name, brand] of exchanges) {
    if (!label.startsWith(name)) continue;
    const rest = label.slice(name.length);
    if (rest === '' || rest === 's' || !/^[a-z0-9]/.test(rest)) continue;
    if (name === 'mexc' && MEX_C_WORD.test(rest)) continue;
    return { brand, token: name };
  }
  return null;
}
