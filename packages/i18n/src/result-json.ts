/**
 * `resultJson` without the intermediate copy: the localised result written straight to JSON text,
 * the same text as `JSON.stringify(localize(result, lang))` (a test compares both on thousands of
 * results of every kind). A batch of the command line spent a fifth of its time building the copy
 * and serialising it. Objects this fast path cannot mirror exactly (a property named like an array
 * index, a text name that another property also produces) go through `localize` and
 * `JSON.stringify` as before.
 */
import type { Lang } from './languages.js';
import { localize, ruleOf } from './localize.js';
import { quoteJson } from './json-quote.js';
import { translateJson, type TranslateParams } from './translate.js';

const names = new Map<string, string>();

/** `"name":`, quoted once per property name (result types have a bounded set of them). */
function nameJson(name: string): string {
  let q = names.get(name);
  if (q === undefined) {
    q = `${quoteJson(name)}:`;
    if (names.size < 4096) names.set(name, q);
  }
  return q;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON of a walked value, or undefined where JSON.stringify leaves a property out. */
function valueJson(v: unknown, lang: Lang): string | undefined {
  switch (typeof v) {
    case 'string':
      return quoteJson(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      if (v === null) return 'null';
      return Array.isArray(v)
        ? arrayJson(v as unknown[], lang)
        : objectJson(v as Record<string, unknown>, lang);
    case 'bigint':
      return JSON.stringify(v); // throws, as JSON.stringify does
    default:
      return undefined; // undefined, functions, symbols
  }
}

function arrayJson(list: readonly unknown[], lang: Lang): string {
  let out = '[';
  for (let i = 0; i < list.length; i++) {
    if (i > 0) out += ',';
    out += valueJson(list[i], lang) ?? 'null';
  }
  return `${out}]`;
}

/** What objectJson needs of a property name: its quoted form and its rule, looked up once. */
interface NameInfo {
  readonly quoted: string;
  readonly rule: ReturnType<typeof ruleOf>;
  /** An index-like name (a digit first), which JavaScript orders before the others. */
  readonly index: boolean;
}
const infos = new Map<string, NameInfo>();

function infoOf(name: string): NameInfo {
  let info = infos.get(name);
  if (info === undefined) {
    const first = name.charCodeAt(0);
    info = { quoted: nameJson(name), rule: ruleOf(name), index: first >= 48 && first <= 57 };
    if (infos.size < 4096) infos.set(name, info);
  }
  return info;
}

function objectJson(obj: Record<string, unknown>, lang: Lang): string {
  const keys = Object.keys(obj);
  const params = isPlainObject(obj.parameters) ? (obj.parameters as TranslateParams) : null;
  let out = '{';
  let sep = '';
  let produced: string[] | null = null;
  for (const name of keys) {
    const info = infoOf(name);
    // An index-like name goes first in a JavaScript object: the slow path keeps that order.
    if (info.index) return JSON.stringify(localize(obj, lang));
    const v = obj[name];
    const json = name === 'parameters' ? (JSON.stringify(v) as string | undefined) : valueJson(v, lang);
    if (json !== undefined) {
      out += sep + info.quoted + json;
      sep = ',';
    }
    const rule = info.rule;
    if (rule === null) continue;
    if (rule.list) {
      if (!Array.isArray(v)) continue;
      // A list's texts overwrite a property of the same name in place: the slow path.
      if (Object.prototype.hasOwnProperty.call(obj, rule.text)) return JSON.stringify(localize(obj, lang));
    } else if (Object.prototype.hasOwnProperty.call(obj, rule.text)) continue;
    if (produced?.includes(rule.text) === true) return JSON.stringify(localize(obj, lang));
    (produced ??= []).push(rule.text);
    let text: string;
    if (rule.list) {
      text = '[';
      (v as unknown[]).forEach((k, i) => {
        if (i > 0) text += ',';
        text +=
          typeof k === 'string'
            ? translateJson(lang, k, params)
            : ((JSON.stringify(k) as string | undefined) ?? 'null');
      });
      text += ']';
    } else text = typeof v === 'string' ? translateJson(lang, v, params) : 'null';
    out += sep + nameJson(rule.text) + text;
    sep = ',';
  }
  return `${out}}`;
}

/** The same text as `JSON.stringify(localize(result, lang))` (`null` for an undefined result). */
export function localizedJson(result: unknown, lang: Lang): string {
  return valueJson(result, lang) ?? 'null';
}
