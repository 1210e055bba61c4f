/**
 * The JSON a batch and the server write for a result (`resultJson`, i18n's fast path) against
 * `JSON.stringify(localize(result))` on real results of the analyses (offline): thousands of links
 * of the benchmark's mix and every text message of a blind list, in both languages.
 */
import { analyzeMessage, analyzeUrl, createContext } from '@secapi/core';
import { localize, resultJson } from '@secapi/i18n';
import { describe, expect, it } from 'vitest';

// Plain JavaScript data modules (no types): imported by a computed name.
const load = async <T>(path: string): Promise<T> => (await import(new URL(path, import.meta.url).href)) as T;

describe('resultJson on real results', () => {
  it('writes the text of JSON.stringify(localize(result)) for every result', async () => {
    const { urls } = await load<{ urls: (n: number) => string[] }>('../../../bench/url-mix.mjs');
    const blind = await load<{ BLIND8_HAM: [string, string][]; BLIND8_SCAM: [string, string][] }>(
      '../../core/test-data/message-blind-8.mjs',
    );
    const ctx = createContext({ offline: true });
    const results: unknown[] = [];
    for (const u of urls(3000)) {
      try {
        results.push(await analyzeUrl(u, ctx));
      } catch {
        // a refused line of the mix (InputError): not a result
      }
    }
    for (const [, m] of [...blind.BLIND8_HAM, ...blind.BLIND8_SCAM])
      results.push(await analyzeMessage(m, ctx));
    expect(results.length).toBeGreaterThan(3000);
    for (const lang of ['en-CA', 'fr-CA'] as const)
      for (const r of results)
        if (resultJson(r, lang) !== JSON.stringify(localize(r, lang)))
          expect.fail(`${lang}: a result's JSON differs`);
  });
});
