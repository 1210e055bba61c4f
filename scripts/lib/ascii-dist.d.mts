// Types for ascii-dist.mjs, which the tsup configs of core, i18n and cli import (their tsconfig
// type-checks `*.ts` at the package root, so the import needs a declaration).
/** The text with every non-ASCII UTF-16 code unit written as `\uXXXX`. */
export function asciiOnly(text: string): string;
/** Rewrites every .js/.cjs/.mjs file under `dir` (recursively) that holds a non-ASCII character. */
export function asciiDist(dir: string): void;
