/**
 * The schema drift check shared by the DNS-family and HTTP-family tests: run a scenario's REAL core
 * analysis, localize it in every language, validate the body against its schema, and require every
 * text `localize` added to be translated (not the key echoed back) and fully interpolated.
 */
import { LANGUAGES, localize } from '@secapi/i18n';
import { expect, it } from 'vitest';
import type { SchemaName } from '../schemas.js';
import { validateResponse } from '../validators.js';
import type { Scenario } from './analysis-scenarios.js';

/** Every text field `localize` added (`x` beside `xKey`, `xs` beside `xKeys`), with its key(s). */
export function addedTexts(
  original: unknown,
  localized: unknown,
  path = '',
): { path: string; key: unknown; text: unknown }[] {
  const out: { path: string; key: unknown; text: unknown }[] = [];
  if (Array.isArray(original) && Array.isArray(localized)) {
    original.forEach((v, i) => out.push(...addedTexts(v, localized[i], `${path}/${i}`)));
  } else if (
    typeof original === 'object' &&
    original !== null &&
    typeof localized === 'object' &&
    localized !== null
  ) {
    const o = original as Record<string, unknown>;
    const l = localized as Record<string, unknown>;
    for (const name of Object.keys(l)) {
      if (name in o) {
        if (name !== 'parameters') out.push(...addedTexts(o[name], l[name], `${path}/${name}`));
      } else if (Array.isArray(l[name])) {
        const keys = o[`${name.slice(0, -1)}Keys`] as unknown[];
        (l[name] as unknown[]).forEach((text, i) =>
          out.push({ path: `${path}/${name}/${i}`, key: keys[i], text }),
        );
      } else {
        out.push({ path: `${path}/${name}`, key: o[`${name}Key`], text: l[name] });
      }
    }
  }
  return out;
}

export function checkScenarios(schema: SchemaName, scenarios: readonly Scenario[]): void {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    const result = await scenario.run();
    for (const lang of LANGUAGES) {
      const body = JSON.parse(JSON.stringify(localize(result, lang))) as unknown;
      expect(validateResponse(schema, body), lang).toEqual({ valid: true, errors: [] });
      for (const { path, key, text } of addedTexts(result, body)) {
        if (key === null) {
          expect(text, `${lang} ${path}`).toBeNull();
          continue;
        }
        expect(typeof text, `${lang} ${path}`).toBe('string');
        expect(text, `${lang} ${path}: ${JSON.stringify(key)} is not translated`).not.toBe(key);
        expect(text, `${lang} ${path}: placeholder left in ${JSON.stringify(key)}`).not.toMatch(
          /(?<!%)\{[a-zA-Z0-9_]+\}/,
        ); // (`%{i}` is an SPF macro quoted as evidence)
      }
    }
  });
}
