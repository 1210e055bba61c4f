/**
 * Network namespaces of the private internet: `ip` calls, listing and removing this harness'
 * namespaces (prefix `secapi-e2e-`), cleaning up after dead runs, and whether this machine can make
 * them at all.
 */
import { execFileSync } from 'node:child_process';
import { ensureNsd } from './nsd.js';
import { findBinary } from './system-binary.js';

export const PRIVATE_INTERNET_PREFIX = 'secapi-e2e-';

export function ip(args: readonly string[]): string {
  return execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000 });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Namespaces named by this harness (all runs). */
export function ourNamespaces(): string[] {
  let listing: string;
  try {
    listing = ip(['netns', 'list']);
  } catch {
    return [];
  }
  return listing
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter((name) => name.startsWith(PRIVATE_INTERNET_PREFIX));
}

/** Kills what runs in `ns` (processes this harness started there) and deletes it. */
export function removeNamespace(ns: string): void {
  try {
    for (const pid of ip(['netns', 'pids', ns])
      .split(/\s+/)
      .filter((p) => /^[0-9]+$/.test(p))) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  } catch {
    // namespace gone already
  }
  try {
    ip(['netns', 'del', ns]);
  } catch {
    // gone already
  }
}

/** Removes namespaces left by earlier runs whose process no longer exists. */
export function removeStalePrivateInternets(): string[] {
  const removed: string[] = [];
  for (const ns of ourNamespaces()) {
    const pid = Number(/^secapi-e2e-([0-9]+)-/.exec(ns)?.[1] ?? NaN);
    if (Number.isFinite(pid) && pid !== process.pid && !isAlive(pid)) {
      removeNamespace(ns);
      removed.push(ns);
    }
  }
  return removed;
}

export type PrivateInternetSupport = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Whether this machine can run a private internet: root, `ip netns` that works (a probe namespace is
 * made and removed), and nsd (installed with apt-get when root). A missing piece is a skip reason,
 * or an Error when `SECAPI_REQUIRE_SYSTEM_SERVERS=1`.
 */
export async function privateInternetSupport(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<PrivateInternetSupport> {
  const fail = (reason: string): PrivateInternetSupport => {
    if (env.SECAPI_REQUIRE_SYSTEM_SERVERS === '1') {
      throw new Error(`${reason} (SECAPI_REQUIRE_SYSTEM_SERVERS=1 turns this skip into a failure)`);
    }
    process.stderr.write(`skipping the private-internet suite: ${reason}\n`);
    return { ok: false, reason };
  };
  if (process.platform !== 'linux') return fail('network namespaces need Linux');
  if (process.getuid?.() !== 0) return fail('network namespaces need root (run as root or in CI)');
  if (findBinary('ip', env) === null) return fail('`ip` (Debian package iproute2) is not installed');
  const probe = `${PRIVATE_INTERNET_PREFIX}${String(process.pid)}-probe`;
  try {
    ip(['netns', 'add', probe]);
    ip(['netns', 'del', probe]);
  } catch (err) {
    removeNamespace(probe);
    const message = err instanceof Error ? err.message.split('\n').slice(-2).join(' ') : String(err);
    return fail(`\`ip netns add\` does not work here: ${message}`);
  }
  const nsd = await ensureNsd({ env });
  if (nsd.path === null) return fail(nsd.reason);
  return { ok: true };
}
