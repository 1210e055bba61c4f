/**
 * `localize(result, lang)`: adds the localised text next to each key of a core result. The rule is
 * generic, so every analysis gets it for free: a property `somethingKey` (string) gains a sibling
 * `something` with its text, interpolated from the sibling `parameters`; an array `somethingKeys`
 * gains `somethings`. Keys are kept as they are (they are the stable contract); `parameters` objects
 * are evidence and are not walked.
 */
import type { Lang } from './languages.js';
import { translate, type TranslateParams } from './translate.js';

type TextOf<V> = V extends string
  ? string
  : V extends null
    ? null
    : V extends undefined
      ? undefined
      : string | null;

type KeyTexts<T> = {
  [
    K in keyof T as K extends `${infer B}Keys` ? `${B}s` : K extends `${infer B}Key` ? B : never
  ]: K extends `${string}Keys` ? string[] : TextOf<T[K]>;
};

/** The type of a localised result: the core result plus a text field beside each key field. */
export type Localized<T> = T extends readonly (infer E)[]
  ? Localized<E>[]
  : T extends object
    ? { [K in keyof T]: K extends 'parameters' ? T[K] : Localized<T[K]> } & KeyTexts<T>
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return (value as unknown[]).map((v) => walk(v, lang));
  if (!isPlainObject(value)) return value;
  const params = isPlainObject(value.parameters) ? (value.parameters as TranslateParams) : null;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    out[name] = name === 'parameters' ? v : walk(v, lang);
    if (name.endsWith('Keys') && Array.isArray(v)) {
      out[`${name.slice(0, -4)}s`] = (v as unknown[]).map((k) =>
        typeof k === 'string' ? translate(lang, k, params) : k,
      );
    } else if (name.endsWith('Key') && name.length > 3) {
      const textName = name.slice(0, -3);
      if (!Object.prototype.hasOwnProperty.call(value, textName)) {
        out[textName] = typeof v === 'string' ? translate(lang, v, params) : null;
      }
    }
  }
  return out;
}

export function localize<T>(result: T, lang: Lang): Localized<T> {
  return walk(result, lang) as Localized<T>;
}
