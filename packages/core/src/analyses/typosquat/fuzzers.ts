/**
 * The fuzzers: pure functions from the parts of a domain (subdomain, registrable label, public
 * suffix) to candidate names. They follow the descriptions of dnstwist's fuzzers (same names, same
 * idea, own code) and may produce invalid or Unicode names: `variants.ts` converts to punycode,
 * validates, deduplicates and orders them.
 */
import { KEYBOARD_ADJACENCY } from '../../data/keyboards.js';
import {
  ASCII_HOMOGLYPHS,
  CYRILLIC_LOOKALIKES,
  UNICODE_HOMOGLYPHS,
} from '../../data/typosquat-homoglyphs.js';

export interface DomainParts {
  /** Labels left of the registrable domain, joined with dots ('' when none). */
  readonly subdomain: string;
  /** The registrable label (`example` of `www.example.co.uk`). */
  readonly label: string;
  /** The public suffix (`co.uk`). */
  readonly suffix: string;
}

export function joinName(subdomain: string, label: string, suffix: string): string {
  return [subdomain, label, suffix].filter((p) => p !== '').join('.');
}

const DIGITS_AND_LETTERS = '0123456789abcdefghijklmnopqrstuvwxyz';
const HOSTNAME_CHARS = new Set('abcdefghijklmnopqrstuvwxyz0123456789-');
const VOWELS = 'aeiou';

/** `example` → `example0` … `examplez`; before each hyphen too (`my-bank` → `mya-bank`). */
export function addition(label: string): string[] {
  const out: string[] = [];
  for (const c of DIGITS_AND_LETTERS) out.push(label + c);
  for (let i = 0; i < label.length; i++) {
    if (label[i] !== '-') continue;
    for (const c of DIGITS_AND_LETTERS) out.push(label.slice(0, i) + c + label.slice(i));
  }
  return out;
}

/** One bit flipped in one character, kept when the result is still a host-name character. */
export function bitsquatting(label: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < label.length; i++) {
    const code = label.charCodeAt(i);
    for (let mask = 1; mask < 256; mask <<= 1) {
      const flipped = String.fromCharCode(code ^ mask);
      if (HOSTNAME_CHARS.has(flipped)) out.push(label.slice(0, i) + flipped + label.slice(i + 1));
    }
  }
  return out;
}

/** Every letter replaced by its Cyrillic twin; nothing unless every letter has one. */
export function cyrillic(label: string): string[] {
  let out = '';
  let letters = 0;
  for (const c of label) {
    if (c >= 'a' && c <= 'z') {
      const twin = CYRILLIC_LOOKALIKES[c];
      if (twin === undefined) return [];
      out += twin;
      letters++;
    } else out += c;
  }
  return letters > 0 ? [out] : [];
}

/** One look-alike substitution (of one character or a two-character window such as `rn`). */
function homoglyphStep(label: string, unicode: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < label.length; i++) {
    for (const width of [1, 2]) {
      const window = label.slice(i, i + width);
      if (window.length !== width) continue;
      const glyphs = [...(ASCII_HOMOGLYPHS[window] ?? [])];
      if (unicode && width === 1) glyphs.push(...(UNICODE_HOMOGLYPHS[window] ?? []));
      for (const g of glyphs) out.push(label.slice(0, i) + g + label.slice(i + width));
    }
  }
  return out;
}

/** One substitution; ASCII always, Latin letters with diacritics only when `unicode`. */
export function homoglyph(label: string, unicode: boolean): string[] {
  return homoglyphStep(label, unicode);
}

/** Two ASCII substitutions (`example` → `exarnp1e`). */
export function homoglyphTwoSteps(label: string): string[] {
  const out: string[] = [];
  for (const once of homoglyphStep(label, false)) out.push(...homoglyphStep(once, false));
  return out;
}

/** A hyphen between two characters. */
export function hyphenation(label: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < label.length; i++) out.push(`${label.slice(0, i)}-${label.slice(i)}`);
  return out;
}

/** A keyboard neighbour of a character typed just before or after it. */
export function insertion(label: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < label.length; i++) {
    const c = label.charAt(i);
    for (const k of KEYBOARD_ADJACENCY.get(c) ?? []) {
      out.push(label.slice(0, i) + k + label.slice(i), label.slice(0, i + 1) + k + label.slice(i + 1));
    }
  }
  return out;
}

/** One character left out. */
export function omission(label: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < label.length; i++) out.push(label.slice(0, i) + label.slice(i + 1));
  return out;
}

/** A plural: at the end, and (as dnstwist does) after each inner character. */
export function plural(label: string): string[] {
  const suffixFor = (c: string): string => ('sxz'.includes(c) ? 'es' : 's');
  const out: string[] = [label + suffixFor(label.charAt(label.length - 1))];
  for (let i = 2; i < label.length - 2; i++) {
    out.push(label.slice(0, i + 1) + suffixFor(label.charAt(i)) + label.slice(i + 1));
  }
  return out;
}

/** One character typed twice. */
export function repetition(label: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < label.length; i++) out.push(label.slice(0, i + 1) + label.slice(i));
  return out;
}

/** One character replaced by a keyboard neighbour (QWERTY, QWERTZ, AZERTY). */
export function replacement(label: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < label.length; i++) {
    for (const k of KEYBOARD_ADJACENCY.get(label.charAt(i)) ?? []) {
      out.push(label.slice(0, i) + k + label.slice(i + 1));
    }
  }
  return out;
}

/** A dot inside the label (`ex.ample`), never next to a hyphen. */
export function subdomain(label: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < label.length; i++) {
    if (label[i - 1] === '-' || label[i] === '-') continue;
    out.push(`${label.slice(0, i)}.${label.slice(i)}`);
  }
  return out;
}

/** Two adjacent characters swapped. */
export function transposition(label: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < label.length - 1; i++) {
    const a = label.charAt(i);
    const b = label.charAt(i + 1);
    if (a !== b) out.push(label.slice(0, i) + b + a + label.slice(i + 2));
  }
  return out;
}

/** A vowel replaced by another vowel. */
export function vowelSwap(label: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < label.length; i++) {
    const c = label.charAt(i);
    if (!VOWELS.includes(c)) continue;
    for (const v of VOWELS) if (v !== c) out.push(label.slice(0, i) + v + label.slice(i + 1));
  }
  return out;
}

/**
 * A word joined to the label (`example-login`, `examplelogin`, `login-example`, `loginexample`);
 * for a hyphenated label, the word also replaces its first or last part (`my-bank` → `login-bank`,
 * `my-login`).
 */
export function dictionary(label: string, words: readonly string[]): string[] {
  const out: string[] = [];
  const parts = label.split('-');
  for (const word of words) {
    out.push(`${label}-${word}`, `${label}${word}`, `${word}-${label}`, `${word}${label}`);
    if (parts.length > 1) {
      out.push([word, ...parts.slice(1)].join('-'), [...parts.slice(0, -1), word].join('-'));
    }
  }
  return out;
}

/** The same subdomain and label under each other suffix of `tlds`. */
export function tldSwap(parts: DomainParts, tlds: readonly string[]): string[] {
  return tlds.filter((t) => t !== parts.suffix).map((t) => joinName(parts.subdomain, parts.label, t));
}

/**
 * Whole-name tricks: the suffix folded into the label (`example.co.uk` → `example.uk`,
 * `exampleco.uk`; `example.com` → `examplecom.com`, `example-com.com`; `example.pl` →
 * `examplepl.com`, `example-pl.com`) and the subdomain folded into the label
 * (`login.example.com` → `loginexample.com`, `login-example.com`).
 */
export function various(parts: DomainParts): string[] {
  const { subdomain: sub, label, suffix } = parts;
  const out: string[] = [];
  const suffixLabels = suffix.split('.');
  const last = suffixLabels[suffixLabels.length - 1] ?? suffix;
  if (suffixLabels.length > 1) {
    const head = suffixLabels.slice(0, -1).join('');
    out.push(
      joinName(sub, label, last),
      joinName(sub, label + head, last),
      joinName(sub, `${label}-${head}`, last),
    );
  } else if (suffix === 'com') {
    out.push(joinName(sub, `${label}com`, 'com'), joinName(sub, `${label}-com`, 'com'));
  } else {
    out.push(joinName(sub, `${label}${suffix}`, 'com'), joinName(sub, `${label}-${suffix}`, 'com'));
  }
  if (sub !== '') {
    const subLabels = sub.split('.');
    out.push(
      joinName('', subLabels.join('') + label, suffix),
      joinName('', [...subLabels, label].join('-'), suffix),
    );
  }
  return out;
}
