/**
 * A throw-away Debian `redis-server` for the tests: a free loopback port, a temporary directory,
 * no persistence; stop, kill -9, freeze (SIGSTOP) and restart on the same port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { freePort } from './raw-client.js';

export function findRedisServer(): string | null {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(p)) return p;
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    let text = '';
    const done = (v: boolean): void => {
      s.destroy();
      resolve(v);
    };
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (c: Buffer) => {
      text += c.toString();
      if (text.includes('+PONG')) done(true);
    });
    s.on('error', () => {
      done(false);
    });
    setTimeout(() => {
      done(false);
    }, 500).unref();
  });
}

export interface TestRedis {
  readonly port: number;
  readonly url: string;
  start(): Promise<void>;
  /** SIGKILL (nothing is saved: the data is gone, as after a crash without persistence). */
  kill(): Promise<void>;
  freeze(): void;
  thaw(): void;
  dispose(): Promise<void>;
}

export async function startRedis(binary: string): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'secapi-redis-'));
  let child = null as ChildProcess | null;
  const start = async (): Promise<void> => {
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (await answersPing(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('redis-server did not start');
  };
  const kill = async (): Promise<void> => {
    const c = child;
    child = null;
    if (c?.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGCONT');
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    kill,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async dispose() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
