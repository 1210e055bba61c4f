/**
 * The two lint scripts of the repository: check-cycles.mjs (import cycles) and check-docs.mjs
 * (README size, relative links of README.md and docs/*.md), on throw-away files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript modules without declarations.
import { findCycles, importGraph, sourceFiles } from './check-cycles.mjs';
// @ts-expect-error: plain JavaScript modules without declarations.
import { checkLinks, checkReadmeSize, headingId } from './check-docs.mjs';

const dir = mkdtempSync(join(tmpdir(), 'secapi-lint-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(path: string, text: string): string {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  return full;
}

type Cycles = string[][];
const cyclesOf = (root: string): Cycles =>
  (findCycles(importGraph(sourceFiles(join(dir, root)))) as Cycles).map((c) =>
    c.map((f) => f.slice(join(dir, root).length + 1)),
  );

describe('check-cycles', () => {
  it('finds a cycle through a type-only import and a folder index, and lists its files', () => {
    write('a/src/a.ts', "import type { B } from './b.js';\nexport const a = 1;\n");
    write('a/src/b.ts', "import { c } from './lib';\nexport type B = number;\n");
    write('a/src/lib/index.ts', "export { a as c } from '../a.js';\n");
    write('a/src/leaf.ts', "import { a } from './a.js';\nexport const leaf = a;\n");
    write('a/src/a.test.ts', "import { leaf } from './leaf.js';\nimport './a.js';\n");
    expect(cyclesOf('a/src')).toEqual([['a.ts', 'b.ts', 'lib/index.ts']]);
  });

  it('finds none when the shared part is a leaf, and ignores imports in comments', () => {
    write('b/src/shared.ts', "// import { x } from './user.js';\nexport const shared = 1;\n");
    write('b/src/user.ts', "import { shared } from './shared.js';\nexport const user = shared;\n");
    write('b/src/other.ts', "import { shared } from './shared.js';\nimport { user } from './user.js';\n");
    expect(cyclesOf('b/src')).toEqual([]);
  });
});

describe('check-docs', () => {
  it('reports a missing file and a missing heading, not a link in code or an external one', () => {
    write('docs/target.md', '# Target page\n\n## Check-tls: a grade\n');
    const page = write(
      'docs/page.md',
      [
        '[ok](target.md) [ok](target.md#check-tls-a-grade) [web](https://example.com/x)',
        '[gone](missing.md) [bad anchor](target.md#nope)',
        '`[in code](nowhere.md)`',
        '```',
        '[in a block](nowhere.md)',
        '```',
      ].join('\n'),
    );
    const problems = checkLinks(page) as string[];
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/:2: missing\.md: no such file$/);
    expect(problems[1]).toMatch(/:2: target\.md#nope: no heading #nope/);
    expect(headingId('Example: `GET /api/check-url?u=paypa1.com/login`')).toBe(
      'example-get-apicheck-urlupaypa1comlogin',
    );
  });

  it('holds README to 250 lines of at most 400 characters', () => {
    const fine = write('fine.md', `${'line\n'.repeat(250)}`);
    expect(checkReadmeSize(fine)).toEqual([]);
    const long = write('long.md', `${'line\n'.repeat(251)}${'x'.repeat(401)}\n`);
    const problems = checkReadmeSize(long) as string[];
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/252 lines \(at most 250\)/);
    expect(problems[1]).toMatch(/:252: 401 characters/);
  });
});
