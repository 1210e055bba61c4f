/**
 * Look-alike characters for the typosquat fuzzers `homoglyph` and `cyrillic`.
 *
 * Source: compiled by hand for secapi from what readers confuse at a glance in the usual sans-serif
 * fonts of browsers and mail clients (Unicode Technical Standard #39 `confusables.txt` for the
 * Cyrillic letters; the Latin letters with diacritics that registries accept under their Latin-script
 * IDN tables). `confusables.ts` maps the other way (look-alike → ASCII) for skeleton comparison.
 *
 * To update: add a glyph to a list; keep lists short and in order of how convincing they are (most
 * convincing first: the variants are checked in that order when the query budget runs out).
 */

/**
 * ASCII swaps, one character (or a two-character window) to one or two characters. These need no
 * IDN support, so they apply under every TLD.
 */
export const ASCII_HOMOGLYPHS: Readonly<Record<string, readonly string[]>> = {
  '0': ['o'],
  '1': ['l', 'i'],
  '2': ['z'],
  '5': ['s'],
  '6': ['b'],
  '8': ['b'],
  '9': ['g', 'q'],
  b: ['6', 'lo'],
  d: ['cl'],
  g: ['q', '9'],
  i: ['l', '1', 'j'],
  j: ['i'],
  l: ['1', 'i'],
  m: ['rn', 'nn'],
  n: ['r', 'm'],
  o: ['0'],
  q: ['g', '9'],
  s: ['5'],
  u: ['v'],
  v: ['u'],
  w: ['vv', 'uu'],
  z: ['2'],
  // Two-character windows
  rn: ['m'],
  nn: ['m'],
  vv: ['w'],
  uu: ['w'],
  cl: ['d'],
  lo: ['b'],
};

/**
 * Latin letters with diacritics (and dotless ı) that look like the bare ASCII letter at small
 * sizes. Only generated under TLDs of `LATIN_IDN_TLDS`.
 */
export const UNICODE_HOMOGLYPHS: Readonly<Record<string, readonly string[]>> = {
  a: ['à', 'á', 'â', 'ã', 'ä', 'å', 'ą', 'ā', 'ă'],
  c: ['ç', 'ć', 'ċ', 'č'],
  d: ['ď', 'đ'],
  e: ['é', 'è', 'ê', 'ë', 'ė', 'ę', 'ē', 'ě'],
  g: ['ġ', 'ğ', 'ģ', 'ĝ'],
  h: ['ĥ', 'ħ'],
  i: ['ı', 'í', 'ì', 'î', 'ï', 'ī', 'į'],
  j: ['ĵ'],
  k: ['ķ'],
  l: ['ł', 'ĺ', 'ļ', 'ľ'],
  n: ['ñ', 'ń', 'ņ', 'ň'],
  o: ['ó', 'ò', 'ô', 'õ', 'ö', 'ø', 'ō', 'ő'],
  r: ['ŕ', 'ř'],
  s: ['ś', 'š', 'ş', 'ŝ'],
  t: ['ţ', 'ť'],
  u: ['ú', 'ù', 'û', 'ü', 'ū', 'ů', 'ű', 'ų'],
  w: ['ŵ'],
  y: ['ý', 'ÿ', 'ŷ'],
  z: ['ź', 'ż', 'ž'],
};

/**
 * Cyrillic letters that are indistinguishable from a Latin lower-case letter. The `cyrillic` fuzzer
 * only produces a variant when every letter of the label has an entry (a mixed-script label is
 * refused by the registries that accept Cyrillic).
 */
export const CYRILLIC_LOOKALIKES: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'ь',
  c: 'с',
  d: 'ԁ',
  e: 'е',
  g: 'ԍ',
  h: 'һ',
  i: 'і',
  j: 'ј',
  k: 'к',
  l: 'ӏ',
  m: 'м',
  o: 'о',
  p: 'р',
  q: 'ԛ',
  s: 'ѕ',
  t: 'т',
  v: 'ѵ',
  w: 'ԝ',
  x: 'х',
  y: 'у',
};

/**
 * TLDs whose registries accept labels with Latin letters with diacritics (an allow-list: for any
 * other TLD, e.g. `.uk`, `.us`, `.nl`, `.jp`, `.cn`, no Unicode homoglyph is generated, since it
 * could not be registered there). `.ca` accepts the French accented letters only; the fuzzer does
 * not model per-letter tables, so a few `.ca` variants may be unregistrable (they are then
 * unregistered, which costs one query each).
 */
export const LATIN_IDN_TLDS: ReadonlySet<string> = new Set([
  'com',
  'net',
  'org',
  'info',
  'biz',
  'ca',
  'de',
  'fr',
  'eu',
  'be',
  'ch',
  'li',
  'at',
  'es',
  'pl',
  'se',
  'dk',
  'no',
  'fi',
  'is',
  'pt',
  'br',
  'hu',
  'lt',
  'lv',
  'ee',
  'shop',
  'online',
  'site',
  'store',
  'xyz',
  'top',
]);

/** TLDs whose registries accept all-Cyrillic labels (for the `cyrillic` fuzzer). */
export const CYRILLIC_IDN_TLDS: ReadonlySet<string> = new Set([
  'com',
  'net',
  'org',
  'info',
  'biz',
  'eu',
  'ru',
  'su',
  'ua',
  'by',
  'kz',
  'bg',
  'rs',
  'mk',
]);
