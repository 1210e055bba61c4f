/**
 * Find, or install, a system program an integration suite needs (chromium, nsd; redis-server
 * later). Shared by every package's integration tests through `@secapi/test-kit`. The rule (CONTRIBUTING.md, "Tests"):
 *   1. if the program is on the PATH (or in /usr/sbin, /usr/bin), use it;
 *   2. otherwise, when running as root with apt-get available, `apt-get update` then
 *      `apt-get install -y <package>`, and look again;
 *   3. if it is still missing, the suite skips with a clear reason, unless
 *      `SECAPI_REQUIRE_SYSTEM_SERVERS=1` (set by `.ci/run`), in which case it fails.
 *
 * Call it from a `beforeAll` with a long timeout (an install can take minutes):
 *
 *   let chromium: SystemBinary;
 *   beforeAll(async () => { chromium = await ensureSystemBinary('chromium', 'chromium'); }, 15 * 60_000);
 *   beforeEach((ctx) => { if (chromium.path === null) ctx.skip(chromium.reason); });
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface SystemBinary {
  /** Absolute path of the program, or null when it is missing (the suite should skip). */
  readonly path: string | null;
  /** True when this call installed it. */
  readonly installed: boolean;
  /** Why it is missing (for the skip message); empty when found. */
  readonly reason: string;
}

export interface EnsureOptions {
  /** Environment to read PATH and SECAPI_REQUIRE_SYSTEM_SERVERS from (default: process.env). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Whether installing is allowed at all (default: running as root). */
  readonly mayInstall?: boolean;
  /** Limit for each apt-get step, in milliseconds (default 10 minutes). */
  readonly timeoutMs?: number;
  /** Where progress lines go (default: stderr). */
  readonly log?: (line: string) => void;
}

export class MissingSystemBinaryError extends Error {
  override readonly name = 'MissingSystemBinaryError';
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, /usr/sbin or /usr/bin, or null. */
export function findBinary(
  name: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  if (name.includes('/')) return isExecutable(name) ? name : null;
  const dirs = [
    ...(env.PATH ?? '').split(delimiter).filter((d) => d !== ''),
    '/usr/local/sbin',
    '/usr/local/bin',
    '/usr/sbin',
    '/usr/bin',
    '/sbin',
    '/bin',
  ];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function run(
  cmd: string,
  args: readonly string[],
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ code: null, output: err.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Finds `name`, installing the Debian package `debianPackage` when allowed. Resolves with the path,
 * or with `path: null` and a reason; throws `MissingSystemBinaryError` instead when
 * `SECAPI_REQUIRE_SYSTEM_SERVERS=1`.
 */
export async function ensureSystemBinary(
  name: string,
  debianPackage: string,
  options: EnsureOptions = {},
): Promise<SystemBinary> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const found = findBinary(name, env);
  if (found !== null) return { path: found, installed: false, reason: '' };

  let reason: string;
  const mayInstall = options.mayInstall ?? process.getuid?.() === 0;
  const aptGet = findBinary('apt-get', env);
  if (!mayInstall) {
    reason = `${name} is not installed and this process is not root: install it with "apt-get install -y ${debianPackage}"`;
  } else if (aptGet === null) {
    reason = `${name} is not installed and apt-get is not available to install the package ${debianPackage}`;
  } else {
    const timeoutMs = options.timeoutMs ?? 10 * 60_000;
    log(
      `${name} not found: installing the Debian package ${debianPackage} (apt-get update, apt-get install -y)…`,
    );
    const update = await run(aptGet, ['update'], timeoutMs);
    const install = await run(aptGet, ['install', '-y', '--no-install-recommends', debianPackage], timeoutMs);
    const after = findBinary(name, env);
    if (after !== null) {
      log(`${name} installed at ${after}`);
      return { path: after, installed: true, reason: '' };
    }
    const tail = (install.output || update.output).trim().split('\n').slice(-3).join(' | ');
    reason = `${name} is still missing after "apt-get install -y ${debianPackage}" (exit ${String(install.code)}): ${tail}`;
  }

  if (env.SECAPI_REQUIRE_SYSTEM_SERVERS === '1') {
    throw new MissingSystemBinaryError(
      `${reason} (SECAPI_REQUIRE_SYSTEM_SERVERS=1 turns this skip into a failure)`,
    );
  }
  log(`skipping: ${reason}`);
  return { path: null, installed: false, reason };
}
