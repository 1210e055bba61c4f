// Rewrites the built JavaScript of a package (every .js and .cjs file under `dir`) so it holds ASCII
// only: each other character becomes its \u escape (astral characters as a surrogate pair), which
// means the same in a string, a template, a regular expression, an identifier and a comment. Node
// decodes a module's source into a two-byte string when a single character is not ASCII (a French
// comment, a `§` in a dependency's comment, an accented letter in a regular expression), and
// decoding and parsing a two-byte source is slower: the i18n bundle imported in 27-30 ms ASCII-only
// against 32-41 ms before (BENCHMARKS.md, issue 24). esbuild already escapes strings; it leaves
// comments and regular expressions as written. Source maps: columns after an escaped character on
// its line are off by the escape's length (only lines with such a character).
// Used by the tsup configs of core, i18n and cli (`onSuccess`).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line no-control-regex -- every character outside ASCII
const NON_ASCII = /[^\u0000-\u007f]/g;

/** The text with every non-ASCII UTF-16 code unit written as `\uXXXX`. */
export function asciiOnly(text) {
  return text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Rewrites every .js/.cjs file under `dir` (recursively) that holds a non-ASCII character. */
export function asciiDist(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) asciiDist(path);
    else if (/\.(?:c|m)?js$/.test(entry.name)) {
      const text = readFileSync(path, 'utf8');
      NON_ASCII.lastIndex = 0;
      if (NON_ASCII.test(text)) writeFileSync(path, asciiOnly(text));
    }
  }
}
