/** The two supported languages and how a request selects one. */
export const LANGUAGES = ['en-CA', 'fr-CA'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en-CA';

/** Maps a `lang` query value to a language: `fr-CA`, `fr` (any case, `_` or `-`) → French; `en-CA`, `en` → English. */
export function parseLangParam(value: string | null | undefined): Lang | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase().replace('_', '-');
  if (v === 'fr' || v.startsWith('fr-')) return 'fr-CA';
  if (v === 'en' || v.startsWith('en-')) return 'en-CA';
  return null;
}

/**
 * Picks a language from an `Accept-Language` header, honouring q-values (RFC 9110 §12.5.4): the
 * highest-weighted range that is English or French wins; `*` means the default; q=0 excludes.
 */
export function parseAcceptLanguage(header: string | null | undefined): Lang | null {
  if (typeof header !== 'string' || header.length === 0) return null;
  let best: { lang: Lang; q: number; index: number } | null = null;
  const parts = header.slice(0, 1024).split(',');
  for (let index = 0; index < parts.length && index < 50; index++) {
    const [rangeRaw = '', ...params] = (parts[index] ?? '').split(';');
    const range = rangeRaw.trim().toLowerCase();
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p);
      if (m?.[1] !== undefined) q = Number(m[1]);
    }
    if (!(q > 0)) continue;
    const lang: Lang | null = range === '*' ? DEFAULT_LANG : parseLangParam(range);
    if (lang === null) continue;
    if (best === null || q > best.q) best = { lang, q, index };
  }
  return best?.lang ?? null;
}

/** `lang` query beats `Accept-Language`; English (Canada) is the default. */
export function negotiateLanguage(
  langParam: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Lang {
  return parseLangParam(langParam) ?? parseAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}
