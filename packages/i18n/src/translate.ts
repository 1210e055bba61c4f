import { catalogue as enCA } from './catalogues/en-CA/index.js';
import { catalogue as frCA } from './catalogues/fr-CA/index.js';
import type { Catalogue, MessageKey } from './keys.js';
import type { Lang } from './languages.js';
import { quoteJson } from './json-quote.js';
import { frenchBrand, type BrandForm } from './brand-names.js';

/** Each language's catalogue, merged on first read (see catalogues/en-CA/index.ts). */
export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = Object.freeze({
  get 'en-CA'() {
    return enCA();
  },
  get 'fr-CA'() {
    return frCA();
  },
});

export type TranslateParams = Readonly<Record<string, unknown>>;

// Intl formats are built on first use: the first one loads ICU's locale data (30–60 ms), which a
// command printing one result should not pay when no number needs more than digit grouping.
const numberFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};
/** The digit-group separator of each language's `Intl.NumberFormat` (fr-CA: no-break space). */
const GROUP: Record<Lang, string> = { 'en-CA': ',', 'fr-CA': '\u00a0' };

/**
 * The plural form of a count: `one` for 1 in English, for 0 and 1 in French (CLDR's rule for whole
 * numbers: « 0 entrée », « 1 entrée », « 2 entrées »), `other` otherwise.
 */
export function pluralOf(n: number, lang: Lang): 'one' | 'other' {
  const whole = Math.trunc(Math.abs(n));
  if (lang === 'fr-CA') return whole <= 1 ? 'one' : 'other';
  return n === 1 ? 'one' : 'other';
}

/** `n` as `Intl.NumberFormat(lang)` writes it: whole numbers grouped here, the rest by Intl. */
export function formatNumber(n: number, lang: Lang): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n));
    let out = '';
    for (let end = digits.length; end > 0; end -= 3) {
      const part = digits.slice(Math.max(0, end - 3), end);
      out = out === '' ? part : part + GROUP[lang] + out;
    }
    return n < 0 ? `-${out}` : out;
  }
  const format = (numberFormats[lang] ??= new Intl.NumberFormat(lang));
  return format.format(n);
}

function renderValue(value: unknown, lang: Lang): string {
  if (typeof value === 'number') return formatNumber(value, lang);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => renderValue(v, lang)).join(', ');
  return '';
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(enCA(), key);
}

/** `isMessageKey` read in `lang`'s own catalogue (both hold the same keys: translate.test.ts). */
function hasKey(lang: Lang, key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(CATALOGUES[lang], key);
}

/**
 * A template split at its placeholders once: even indexes are literal text, odd ones are the
 * placeholders (`'Sent {n} times'` → `['Sent ', 'n', ' times']`), with what follows a bar kept:
 * a brand's grammatical form (`{brand|de}`, see brand-names.ts) or a count's noun in the singular and
 * the plural (`{days|day|days}` → "1 day", "3 days"; French: « 0 jour », « 1 jour », « 2 jours »). A
 * template without placeholders is kept as its string.
 */
type Compiled = string | readonly string[];

const PLACEHOLDER = /\{([a-zA-Z0-9_]+(?:\|[^{}|]+){0,2})\}/g;

/**
 * `{name|one|other}`: the number and its noun in the number's plural form, joined by a no-break space
 * in French (French typography) and a space in English; a value that is not a number takes the plural.
 */
function renderCount(value: unknown, one: string, other: string, lang: Lang): string {
  const space = lang === 'fr-CA' ? '\u00a0' : ' ';
  if (typeof value !== 'number') return renderValue(value, lang) + space + other;
  return formatNumber(value, lang) + space + (pluralOf(value, lang) === 'one' ? one : other);
}

/** A `brand` parameter's words: the table's name in English, the French name and grammar in French. */
function renderBrand(value: unknown, form: BrandForm | undefined, lang: Lang): string {
  if (lang !== 'fr-CA' || typeof value !== 'string') return renderValue(value, lang);
  return frenchBrand(value, form);
}

function compile(template: string): Compiled {
  if (!template.includes('{')) return template;
  const parts: string[] = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, m.index), m[1] ?? '');
    last = m.index + m[0].length;
  }
  if (parts.length === 0) return template;
  parts.push(template.slice(last));
  return parts;
}

// Compiled on first use, per language (a batch translates the same few hundred keys many times).
const compiled: Record<Lang, Map<string, Compiled>> = { 'en-CA': new Map(), 'fr-CA': new Map() };

function compiledOf(lang: Lang, key: string): Compiled {
  const cache = compiled[lang];
  let c = cache.get(key);
  if (c === undefined) {
    const known = hasKey(lang, key);
    c = compile(known ? CATALOGUES[lang][key] : key);
    // Keys outside the catalogues are returned as they are; they are not kept (no unbounded growth).
    if (known) cache.set(key, c);
  }
  return c;
}

/**
 * Text of `key` in `lang`, with `{name}` placeholders replaced from `params`. An unknown key (which
 * the types prevent for core's keys) comes back as the key itself rather than throwing.
 */
export function translate(lang: Lang, key: string, params?: TranslateParams | null): string {
  const c = compiledOf(lang, key);
  if (typeof c === 'string') return c;
  let out = c[0] ?? '';
  for (let i = 1; i < c.length; i += 2) {
    const spec = c[i] ?? '';
    const bar = spec.indexOf('|');
    const name = bar < 0 ? spec : spec.slice(0, bar);
    if (params === undefined || params === null || !Object.prototype.hasOwnProperty.call(params, name)) {
      out += `{${spec}}`;
    } else if (name === 'brand') {
      out += renderBrand(params[name], bar < 0 ? undefined : (spec.slice(bar + 1) as BrandForm), lang);
    } else if (bar >= 0) {
      const forms = spec.slice(bar + 1).split('|');
      out += renderCount(params[name], forms[0] ?? '', forms[1] ?? forms[0] ?? '', lang);
    } else {
      out += renderValue(params[name], lang);
    }
    out += c[i + 1] ?? '';
  }
  return out;
}

// The JSON text of translations that take no parameters, per language (a batch writes the same
// verdicts, titles and sources many times).
const quoted: Record<Lang, Map<string, string>> = { 'en-CA': new Map(), 'fr-CA': new Map() };

/** `JSON.stringify(translate(lang, key, params))`, kept for the texts without placeholders. */
export function translateJson(lang: Lang, key: string, params: TranslateParams | null): string {
  const c = compiledOf(lang, key);
  if (typeof c !== 'string') return quoteJson(translate(lang, key, params));
  const cache = quoted[lang];
  let q = cache.get(key);
  if (q === undefined) {
    q = quoteJson(c);
    if (hasKey(lang, key)) cache.set(key, q);
  }
  return q;
}
