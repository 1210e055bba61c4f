/**
 * Packs @secapi/cli (with the @secapi/core and @secapi/i18n it depends on) exactly as they would be
 * published, installs the three tarballs in a fresh project, and runs the command the way a user
 * would: `npx secapi --version`, `npx secapi url …`. Needs the build (`pnpm build`) and the npm
 * registry (for core's own dependencies).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = resolve(pkgDir, '..');
let project = '';

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 180_000,
  });
}

describe('@secapi/cli as a user installs it', () => {
  beforeAll(() => {
    if (!existsSync(join(pkgDir, 'dist/main.js')))
      throw new Error('packages/cli/dist is missing: run `pnpm build` first');
    project = mkdtempSync(join(tmpdir(), 'secapi-cli-pack-'));
    for (const name of ['core', 'i18n', 'cli'])
      run('pnpm', ['pack', '--pack-destination', project], join(packagesDir, name));
    const tarballs = readdirSync(project).filter((f) => f.endsWith('.tgz'));
    expect(tarballs).toHaveLength(3);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'user-project', private: true, version: '1.0.0' }),
    );
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs.map((t) => `./${t}`)],
      project,
    );
  }, 240_000);

  afterAll(() => {
    if (project !== '') rmSync(project, { recursive: true, force: true });
  });

  it('ships only bin, dist, the licence, package.json and README, with workspace ranges resolved', () => {
    const dir = join(project, 'node_modules/@secapi/cli');
    expect(readdirSync(dir).sort()).toEqual(['LICENSE', 'README.md', 'bin', 'dist', 'package.json']);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@secapi/core', '@secapi/i18n']);
    for (const range of Object.values(pkg.dependencies)) expect(range).not.toContain('workspace');
  });

  it('runs `npx secapi --version`', () => {
    const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string })
      .version;
    expect(run('npx', ['--no-install', 'secapi', '--version'], project).trim()).toBe(version);
  });

  it('runs `npx secapi url …` offline: the verdict, --json, and the exit code', () => {
    const url = 'http://paypal.com.secure-login.example.top/verify';
    const text = spawnSync('npx', ['--no-install', 'secapi', 'url', '--offline', url], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(text.status).toBe(1);
    expect(text.stdout).toContain('Verdict: Dangerous');
    const json = spawnSync(
      'npx',
      ['--no-install', 'secapi', 'url', '--offline', '--json', '--lang', 'fr-CA', url],
      {
        cwd: project,
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(json.stdout)).toMatchObject({
      verdictKey: 'verdict.dangerous',
      verdict: 'Dangereux',
      input: url,
    });
  });
});
