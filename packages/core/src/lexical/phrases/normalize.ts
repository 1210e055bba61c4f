/**
 * One-pass normalisation of a message for matching, with a map back to the original text so that
 * evidence excerpts can quote the words as written (short excerpts only, never the whole message).
 *
 * `text`: each code point NFKD-decomposed, lower-cased, diacritics removed (« vérification » →
 * "verification"), zero-width and bidi controls dropped, whitespace runs collapsed to one space,
 * typographic apostrophes, quotes and dashes folded to ASCII, and a few Cyrillic/Greek look-alike
 * letters folded to Latin. `folded`: the same string (same length, same offsets) with leetspeak
 * digits and symbols inside words folded to letters ("fr33 g1ft" → "free gift"); phrase lists are
 * matched on `folded`, while links, money amounts and phone numbers are read from `text`.
 *
 * Linear time: one pass over the code points, one normalize() call per non-ASCII code point.
 */
import { CONFUSABLE_CHARACTERS } from '../../data/index.js';
import { memoize } from '../../memory-cache.js';

export interface NormalizedMessage {
  /** Normalised text (see module doc). */
  readonly text: string;
  /** `text` with leetspeak folded inside words; same length and offsets as `text`. */
  readonly folded: string;
  /** For each UTF-16 unit of `text`: start index, in the original, of the code point it came from. */
  readonly srcStart: Int32Array;
  /** For each UTF-16 unit of `text`: end index (exclusive), in the original, of that code point. */
  readonly srcEnd: Int32Array;
}

/**
 * Invisible characters removed before matching: zero-width, joiners, bidi controls, BOM, soft hyphen,
 * fillers. (Invisible combining marks such as variation selectors go with the other marks.)
 */
const INVISIBLE = /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/;
const INVISIBLE_G = new RegExp(INVISIBLE.source, 'g');
const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE = /\s/;

/** Punctuation folded to ASCII, and look-alike letters (Cyrillic, Greek…) folded to Latin (shared list). */
const CHAR_FOLDS: Readonly<Record<string, string>> = {
  ...CONFUSABLE_CHARACTERS,
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u02bc': "'",
  '`': "'",
  '\u00b4': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
};

/** Leetspeak folds applied inside words that start with a letter ("p4ck4ge", "acc0unt", "fr33"). */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Folds of the non-ASCII code points seen lately. */
const foldCodePoint = memoize(computeFold, 4096);

function computeFold(ch: string): string {
  if (INVISIBLE.test(ch)) return '';
  const direct = CHAR_FOLDS[ch];
  if (direct !== undefined) return direct;
  const lowered = ch.normalize('NFKD').toLowerCase().replace(COMBINING_MARKS, '');
  let out = '';
  for (const c of lowered) out += CHAR_FOLDS[c] ?? c;
  return WHITESPACE.test(out) ? ' ' : out;
}

function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isLeetTokenChar(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 64 || code === 36;
}

function foldLeet(text: string): string {
  // Only tokens that mix letters with leet characters change; the rest is copied in slices.
  let out = '';
  let copied = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (!isLeetTokenChar(text.charCodeAt(i))) {
      i += 1;
      continue;
    }
    let j = i;
    let letters = 0;
    while (j < n && isLeetTokenChar(text.charCodeAt(j))) {
      if (isLetter(text.charCodeAt(j))) letters += 1;
      j += 1;
    }
    if (letters >= 2 && letters < j - i && isLetter(text.charCodeAt(i))) {
      let folded = '';
      for (let k = i; k < j; k += 1) {
        const c = text[k] ?? '';
        folded += LEET[c] ?? c;
      }
      out += text.slice(copied, i) + folded;
      copied = j;
    }
    i = j;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * The one-character fold of each ASCII code (-1 = becomes a space), as the general path computes it,
 * for the fast path of messages written in ASCII only.
 */
const ASCII_FOLD: Int16Array = (() => {
  const table = new Int16Array(128);
  for (let code = 0; code < 128; code += 1) {
    const ch = String.fromCharCode(code);
    const piece = code < 0x20 || code === 0x7f ? ' ' : (CHAR_FOLDS[ch] ?? ch.toLowerCase());
    table[code] = piece === ' ' || WHITESPACE.test(piece) ? -1 : piece.charCodeAt(0);
  }
  return table;
})();
const NON_ASCII = /[\u0080-\uffff]/;
/** Characters turned into a string at once (below the engine's argument limit). */
const STRING_CHUNK = 8192;

/** ASCII text that needs more than lower-casing: controls, backquotes, leading or doubled spaces. */
const ASCII_NEEDS_WORK = /[^\x20-\x7e]|`| {2}|^ /;

/** 0, 1, 2…: the offsets of a text that normalisation left as it was (never written to). */
const IDENTITY: Int32Array = (() => {
  const table = new Int32Array(20_002);
  for (let i = 0; i < table.length; i += 1) table[i] = i;
  return table;
})();

/** `normalizeMessage` for ASCII-only text: same result, one pass, no intermediate strings. */
function normalizeAscii(original: string): NormalizedMessage {
  const n = original.length;
  if (!ASCII_NEEDS_WORK.test(original)) {
    // Lower-casing is the whole normalisation: one unit of text per unit of the original.
    const text = original.toLowerCase();
    // The identity map: views of one shared, read-only table (no copy per message).
    if (n < IDENTITY.length)
      return {
        text,
        folded: foldLeet(text),
        srcStart: IDENTITY.subarray(0, n),
        srcEnd: IDENTITY.subarray(1, n + 1),
      };
    const srcStart = new Int32Array(n);
    const srcEnd = new Int32Array(n);
    for (let i = 0; i < n; i += 1) {
      srcStart[i] = i;
      srcEnd[i] = i + 1;
    }
    return { text, folded: foldLeet(text), srcStart, srcEnd };
  }
  const codes = new Uint16Array(n);
  const starts = new Int32Array(n);
  let len = 0;
  let lastWasSpace = true;
  for (let i = 0; i < n; i += 1) {
    const c = ASCII_FOLD[original.charCodeAt(i)] ?? -1;
    if (c === -1) {
      if (lastWasSpace) continue;
      lastWasSpace = true;
      codes[len] = 32;
    } else {
      lastWasSpace = false;
      codes[len] = c;
    }
    starts[len] = i;
    len += 1;
  }
  let text = '';
  for (let i = 0; i < len; i += STRING_CHUNK)
    text += String.fromCharCode(...codes.subarray(i, Math.min(len, i + STRING_CHUNK)));
  const srcStart = starts.slice(0, len);
  const srcEnd = new Int32Array(len);
  for (let i = 0; i < len; i += 1) srcEnd[i] = (srcStart[i] ?? 0) + 1;
  return { text, folded: foldLeet(text), srcStart, srcEnd };
}

/** Work buffers of `normalizeMessage` for non-ASCII text (grown on demand, copied out per call). */
let unitCodes = new Uint16Array(512);
let unitStarts = new Int32Array(512);
let unitEnds = new Int32Array(512);

function growUnits(need: number): void {
  if (need <= unitCodes.length) return;
  const size = Math.max(need, 2 * unitCodes.length);
  const codes = new Uint16Array(size);
  codes.set(unitCodes);
  const starts = new Int32Array(size);
  starts.set(unitStarts);
  const ends = new Int32Array(size);
  ends.set(unitEnds);
  unitCodes = codes;
  unitStarts = starts;
  unitEnds = ends;
}

/** Normalise `original` (see module doc). Never throws: lone surrogates and controls become spaces. */
export function normalizeMessage(original: string): NormalizedMessage {
  if (!NON_ASCII.test(original)) return normalizeAscii(original);
  // Each unit of the text is written once into typed buffers (no string or number per unit):
  // an ASCII unit folds by table, any other code point through the memoised `foldCodePoint`.
  let len = 0;
  let lastWasSpace = true; // trims leading whitespace
  let i = 0;
  const n = original.length;
  growUnits(n + 8);
  while (i < n) {
    const code = original.codePointAt(i) ?? 0;
    if (code < 0x80) {
      const folded = ASCII_FOLD[code] ?? -1;
      if (folded !== -1 || !lastWasSpace) {
        unitCodes[len] = folded === -1 ? 32 : folded;
        unitStarts[len] = i;
        unitEnds[len] = i + 1;
        len += 1;
        lastWasSpace = folded === -1;
      }
      i += 1;
      continue;
    }
    const end = i + (code > 0xffff ? 2 : 1);
    // A lone surrogate is read as a space.
    const piece = code >= 0xd800 && code <= 0xdfff ? ' ' : foldCodePoint(original.slice(i, end));
    // Room for this piece and one unit per unit left (an ASCII unit never writes more than one).
    growUnits(len + piece.length + (n - end) + 8);
    if (piece === ' ' || (piece.length === 1 && WHITESPACE.test(piece))) {
      if (!lastWasSpace) {
        unitCodes[len] = 32;
        unitStarts[len] = i;
        unitEnds[len] = end;
        len += 1;
        lastWasSpace = true;
      }
    } else if (piece !== '') {
      // One entry per UTF-16 unit of the piece (not per code point).
      for (let k = 0; k < piece.length; k += 1) {
        unitCodes[len] = piece.charCodeAt(k);
        unitStarts[len] = i;
        unitEnds[len] = end;
        len += 1;
      }
      lastWasSpace = false;
    }
    i = end;
  }
  let text = '';
  for (let k = 0; k < len; k += STRING_CHUNK)
    text += String.fromCharCode(...unitCodes.subarray(k, Math.min(len, k + STRING_CHUNK)));
  return {
    text,
    folded: foldLeet(text),
    srcStart: unitStarts.slice(0, len),
    srcEnd: unitEnds.slice(0, len),
  };
}

/** Longest excerpt kept in a finding parameter. */
export const MAX_EXCERPT_LENGTH = 80;

/** Tidy a short piece of the original text for use as evidence: no invisibles, one-line, ≤ 80 chars. */
const PLAIN_EXCERPT = /^[\x21-\x7e](?:[\x21-\x7e]| (?! ))*$/;

export function cleanExcerpt(raw: string, max = MAX_EXCERPT_LENGTH): string {
  // Printable ASCII, no space at either end or twice in a row: nothing to clean.
  if (raw.length <= max && PLAIN_EXCERPT.test(raw) && !raw.endsWith(' ')) return raw;
  const chars = Array.from(raw.replace(INVISIBLE_G, '').replace(/\s+/g, ' ').trim()).map((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code >= 0xd800 && code <= 0xdfff ? '\ufffd' : c;
  });
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** The original text behind `text.slice(start, end)`, cleaned and clipped (see `cleanExcerpt`). */
export function excerptOf(
  original: string,
  norm: NormalizedMessage,
  start: number,
  end: number,
  max = MAX_EXCERPT_LENGTH,
): string {
  if (end <= start) return '';
  const from = norm.srcStart[start] ?? 0;
  const to = norm.srcEnd[end - 1] ?? from;
  // Never read more than needed for the excerpt (a few characters of slack for invisibles).
  return cleanExcerpt(original.slice(from, Math.min(to, from + max * 4)), max);
}

/** Remove invisible characters (used on link text before URL inspection). */
export function stripInvisible(raw: string): string {
  return raw.replace(INVISIBLE_G, '');
}
