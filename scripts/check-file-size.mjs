// No hand-written source file over 600 lines: a file that long is doing several things.
// Data tables, catalogues and generated weights are listed below with the reason; the check fails
// on any other .ts file of packages/*/src, packages/*/test, apps/*/src or apps/*/test (tests aside)
// above the limit. Usage: node scripts/check-file-size.mjs   (part of `pnpm lint`)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT = 600;
const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Files allowed past the limit, each with its reason. */
const ALLOWED = new Map([
  ['packages/core/src/data/brands.ts', 'data table: brands with their official domains'],
  [
    'packages/core/src/lexical/phrases/phrases.ts',
    'data table: the phrase lists of the message and email rules',
  ],
  ['packages/core/src/analyses/message/model/weights.ts', 'generated: pnpm train:message'],
  ['packages/core/src/lexical/model/weights.ts', 'generated: pnpm train:url'],
  [
    'packages/core/src/net/tls/suites-data.ts',
    'generated data table: the IANA cipher suites (scripts/gen-tls-suites.mjs)',
  ],
]);

/** Folders of generated files (not hand-written), each with its reason. */
const GENERATED_DIRS = new Map([
  [
    'packages/openapi/src/schemas/results/',
    "generated from core's result types: pnpm --filter @secapi/openapi generate",
  ],
]);

function* sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield path;
  }
}

const over = [];
for (const group of ['packages', 'apps']) {
  for (const pkg of readdirSync(join(root, group))) {
    for (const sub of ['src', 'test']) {
      for (const file of sources(join(root, group, pkg, sub))) {
        const rel = relative(root, file);
        const lines = readFileSync(file, 'utf8').split('\n').length - 1;
        const generated = [...GENERATED_DIRS.keys()].some((dir) => rel.startsWith(dir));
        if (lines > LIMIT && !ALLOWED.has(rel) && !generated && !/\/catalogues\//.test(rel))
          over.push(`${rel}: ${lines} lines`);
      }
    }
  }
}
if (over.length > 0) {
  console.error(
    `Source files over ${LIMIT} lines (split them by what they do, or list a data table in scripts/check-file-size.mjs):`,
  );
  for (const line of over) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`file size: every hand-written source file is at most ${LIMIT} lines`);
