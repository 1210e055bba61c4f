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

/** What a property name asks for: nothing, a text beside a key, or texts beside a key list. */
export type NameRule = null | { readonly text: string; readonly list: boolean };

// Results have few distinct property names; each is classified once.
const rules = new Map<string, NameRule>();

export function ruleOf(name: string): NameRule {
  let r = rules.get(name);
  if (r === undefined) {
    if (name.endsWith('Keys')) r = { text: `${name.slice(0, -4)}s`, list: true };
    else if (name.endsWith('Key') && name.length > 3) r = { text: name.slice(0, -3), list: false };
    else r = null;
    // Property names come from core's result types, a bounded set; stop remembering past a bound anyway.
    if (rules.size < 4096) rules.set(name, r);
  }
  return r;
}

function walk(value: unknown, lang: Lang): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const list = value as unknown[];
    const out: unknown[] = new Array<unknown>(list.length);
    for (let i = 0; i < list.length; i++) out[i] = walk(list[i], lang);
    return out;
  }
  const obj = value as Record<string, unknown>;
  const params = isPlainObject(obj.parameters) ? (obj.parameters as TranslateParams) : null;
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(obj)) {
    const v = obj[name];
    out[name] = name === 'parameters' ? v : walk(v, lang);
    const rule = ruleOf(name);
    if (rule === null) continue;
    if (rule.list) {
      if (Array.isArray(v))
        out[rule.text] = (v as unknown[]).map((k) =>
          typeof k === 'string' ? translate(lang, k, params) : k,
        );
    } else if (!Object.prototype.hasOwnProperty.call(obj, rule.text)) {
      out[rule.text] = typeof v === 'string' ? translate(lang, v, params) : null;
    }
  }
  return out;
}

export function localize<T>(result: T, lang: Lang): Localized<T> {
  return walk(result, lang) as Localized<T>;
}
