/**
 * Packs @secapi/core exactly as it would be published and uses it from a fresh Node project, the way
 * a user would: `npm install <tarball>`, then ESM import, CJS require and a TypeScript type-check.
 * Needs the built package (`pnpm build`, which `pnpm test` runs first) and the npm registry (for
 * tldts, core's one dependency).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBPATHS } from '../subpaths.js';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(pkgDir, '../..');
let project = '';

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
  });
}

describe('@secapi/core as a user installs it', () => {
  beforeAll(() => {
    if (!existsSync(join(pkgDir, 'dist/index.js')))
      throw new Error('packages/core/dist is missing: run `pnpm build` first');
    project = mkdtempSync(join(tmpdir(), 'secapi-pack-'));
    run('pnpm', ['pack', '--pack-destination', project], pkgDir);
    const tarball = readdirSync(project).find((f) => f.endsWith('.tgz'));
    if (tarball === undefined) throw new Error('pnpm pack produced no tarball');
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'user-project', private: true, version: '1.0.0' }),
    );
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', `./${tarball}`, '@types/node@20'],
      project,
    );
  }, 240_000);

  afterAll(() => {
    if (project !== '') rmSync(project, { recursive: true, force: true });
  });

  it('ships only dist, its docs (the README links them), the licences, package.json and README', () => {
    const files = readdirSync(join(project, 'node_modules/@secapi/core')).sort();
    // THIRD-PARTY-NOTICES.md: the licences of the code bundled into dist (tldts, ipaddr.js).
    expect(files).toEqual(['LICENSE', 'README.md', 'THIRD-PARTY-NOTICES.md', 'dist', 'docs', 'package.json']);
  });

  it('works from an ES module', () => {
    writeFileSync(
      join(project, 'esm.mjs'),
      `import { analyzeUrl, analyzeMessage, createContext } from '@secapi/core';
const ctx = createContext({ offline: true });
const u = await analyzeUrl('paypal.com.secure-login.example.top/verify', ctx);
const m = await analyzeMessage('Canada Post: your package is on hold, pay the $1.99 fee now: http://bit.ly/x', ctx);
console.log(JSON.stringify({ u: u.verdictKey, host: u.analyzedHost, skip: u.redirects.skipReasonKey, m: m.verdictKey }));`,
    );
    const out = JSON.parse(run('node', ['esm.mjs'], project)) as Record<string, string>;
    expect(out.u).toBe('verdict.dangerous');
    expect(out.host).toBe('paypal.com.secure-login.example.top');
    expect(out.skip).toBe('skip.offline-mode');
    expect(out.m).toMatch(/^verdict\.(suspicious|dangerous)$/);
  });

  it('imports every subpath, from ESM and from CommonJS, with one InputError class', () => {
    const names = Object.keys(SUBPATHS);
    writeFileSync(
      join(project, 'subpaths.mjs'),
      `import { InputError } from '@secapi/core';
const out = {};
for (const name of ${JSON.stringify(names)}) out[name] = Object.keys(await import('@secapi/core/' + name)).length;
const { parseIpInput } = await import('@secapi/core/net');
let same = false;
try { parseIpInput('not an ip'); } catch (e) { same = e instanceof InputError; }
console.log(JSON.stringify({ out, same }));`,
    );
    writeFileSync(
      join(project, 'subpaths.cjs'),
      `const out = {};
for (const name of ${JSON.stringify(names)}) out[name] = Object.keys(require('@secapi/core/' + name)).length;
console.log(JSON.stringify(out));`,
    );
    const esm = JSON.parse(run('node', ['subpaths.mjs'], project)) as {
      out: Record<string, number>;
      same: boolean;
    };
    const cjs = JSON.parse(run('node', ['subpaths.cjs'], project)) as Record<string, number>;
    for (const name of names) {
      expect(esm.out[name], name).toBeGreaterThan(0);
      expect(cjs[name], name).toBe(esm.out[name]);
    }
    expect(esm.same).toBe(true);
  });

  it('keeps the root entry small (at most 80 runtime names)', () => {
    writeFileSync(
      join(project, 'root.mjs'),
      `console.log(Object.keys(await import('@secapi/core')).length);`,
    );
    expect(Number(run('node', ['root.mjs'], project))).toBeLessThanOrEqual(80);
  });

  it('works from CommonJS', () => {
    writeFileSync(
      join(project, 'cjs.cjs'),
      `const { analyzeUrl, InputError } = require('@secapi/core');
analyzeUrl('').catch((e) => { console.log(JSON.stringify({ isInputError: e instanceof InputError, key: e.key })); });`,
    );
    expect(JSON.parse(run('node', ['cjs.cjs'], project))).toEqual({
      isInputError: true,
      key: 'input.url-required',
    });
  });

  it('type-checks in a strict TypeScript project', () => {
    writeFileSync(
      join(project, 'use.ts'),
      `import { analyzeUrl, type UrlAnalysisResult, type ResultKey } from '@secapi/core';
const r: Promise<UrlAnalysisResult> = analyzeUrl('https://example.com');
const k: ResultKey = 'verdict.caution';
// @ts-expect-error: not a key core can emit
const bad: ResultKey = 'verdict.nope';
export { r, k, bad };`,
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
        },
        files: ['use.ts'],
      }),
    );
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    expect(() => run('node', [tsc, '-p', 'tsconfig.json'], project)).not.toThrow();
    // A whole tsc run over the declarations: 24 s was seen on a loaded two-core machine.
  }, 90_000);
});
