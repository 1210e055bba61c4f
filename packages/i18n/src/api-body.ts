/**
 * The JSON bodies of the API, built from a core result or an error key: the server sends them, and
 * the `secapi` command prints the same bytes with `--json`, so the two cannot drift apart.
 */
import type { Lang } from './languages.js';
import { localizedJson } from './result-json.js';
import { translate, type TranslateParams } from './translate.js';

/**
 * The body the API answers for `result` in `lang`: the localised result, serialised.
 * @example resultJson(await analyzeUrl(u, ctx), 'fr-CA') // '{"input":"…","verdictKey":"verdict.safe","verdict":"Sûr",…}'
 */
export function resultJson(result: unknown, lang: Lang): string {
  return localizedJson(result, lang);
}

/** The body of an API error (400 for bad input…): `{ "error": "<text in lang>" }`. */
export interface ErrorBody {
  readonly error: string;
}

/**
 * The error body for `key` in `lang`, interpolated from `params`.
 * @example errorBody('en-CA', 'error.field-required', { field: 'url' }) // { error: '…' }
 */
export function errorBody(lang: Lang, key: string, params?: TranslateParams | null): ErrorBody {
  return { error: translate(lang, key, params ?? null) };
}
