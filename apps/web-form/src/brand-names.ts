/**
 * Brand names on French pages: a finding's `{brand}` parameter is the brand table's name
 * (`Canada Post`, the API's contract); a French page says the brand's own French name where it has
 * one (`Postes Canada`). Applied to a result just before it is localized for a page.
 */
import { BRANDS } from '@secapi/core';
import { localize, type Lang, type Localized } from '@secapi/i18n';

const FRENCH: ReadonlyMap<string, string> = new Map(
  BRANDS.flatMap((b) => (b.nameFr === undefined ? [] : [[b.name, b.nameFr] as const])),
);

function withFrenchBrands(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withFrenchBrands);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    if (name === 'parameters' && typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const params = v as Record<string, unknown>;
      const brand = params.brand;
      const french = typeof brand === 'string' ? FRENCH.get(brand) : undefined;
      out[name] = french === undefined ? v : { ...params, brand: french };
    } else {
      out[name] = withFrenchBrands(v);
    }
  }
  return out;
}

/** `localize(result, lang)`, with the brands' French names on a French page. */
export function localizeForPage<T>(result: T, lang: Lang): Localized<T> {
  return localize(lang === 'fr-CA' ? (withFrenchBrands(result) as T) : result, lang);
}
