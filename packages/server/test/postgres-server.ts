/**
 * A throw-away Debian PostgreSQL for the tests: `initdb` and `pg_ctl` run as the `postgres` user
 * (they refuse root) on a free loopback port with a temporary data directory, trust auth; stop
 * (immediate) and start again on the same port.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './raw-client.js';

/** The directory of `initdb` and `pg_ctl`, or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(join(root, v, 'bin', 'pg_ctl'))) return join(root, v, 'bin');
  }
  return existsSync('/usr/local/bin/pg_ctl') && existsSync('/usr/local/bin/initdb') ? '/usr/local/bin' : null;
}

export interface TestPostgres {
  readonly port: number;
  readonly url: string;
  start(): void;
  /** `pg_ctl stop -m immediate`: like a crash of the server (recovery from the WAL on start). */
  stop(): void;
  dispose(): void;
}

export async function startPostgres(bin: string): Promise<TestPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'secapi-pg-'));
  const data = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  chmodSync(dir, 0o700);
  const run = (tool: string, args: string[]): void => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const r = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = (): void => {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  };
  const stop = (): void => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  start();
  let running = true;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      start();
      running = true;
    },
    stop() {
      stop();
      running = false;
    },
    dispose() {
      if (running) {
        try {
          stop();
        } catch {
          // already gone
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
