import { catalogue as enCA } from './catalogues/en-CA/index.js';
import { catalogue as frCA } from './catalogues/fr-CA/index.js';
import type { Catalogue, MessageKey } from './keys.js';
import type { Lang } from './languages.js';

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = Object.freeze({ 'en-CA': enCA, 'fr-CA': frCA });

export type TranslateParams = Readonly<Record<string, unknown>>;

const numberFormats: Record<Lang, Intl.NumberFormat> = {
  'en-CA': new Intl.NumberFormat('en-CA'),
  'fr-CA': new Intl.NumberFormat('fr-CA'),
};

function renderValue(value: unknown, lang: Lang): string {
  if (typeof value === 'number') return numberFormats[lang].format(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => renderValue(v, lang)).join(', ');
  return '';
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(enCA, key);
}

/**
 * Text of `key` in `lang`, with `{name}` placeholders replaced from `params`. An unknown key (which
 * the types prevent for core's keys) comes back as the key itself rather than throwing.
 */
export function translate(lang: Lang, key: string, params?: TranslateParams | null): string {
  const template = isMessageKey(key) ? CATALOGUES[lang][key] : key;
  if (params === undefined || params === null) return template;
  return template.replace(/\{([a-zA-Z0-9_]+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? renderValue(params[name], lang) : whole,
  );
}
