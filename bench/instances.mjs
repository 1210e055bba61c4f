// One instance vs two instances on one Redis, against the BUILT packages (run `pnpm build` first;
// needs Debian's redis-server):
//   node bench/instances.mjs [seconds=8] [connections=32]
// A throw-away redis-server on a free loopback port (no persistence). Each server runs in its own
// child process (the whole site, offline, TRUST_PROXY=1); every request comes from a different
// client address (X-Forwarded-For, RFC 2544 range) so the real limiter runs without throttling.
// Target: a cached GET /api/check-url. Scenarios: one instance without Redis; one instance with
// Redis (limits counted in Redis, memo in Redis behind the in-process LRU); two instances on the
// same Redis with the connections split between them (two load generators at once).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

if (process.argv[2] === '--serve') {
  const { createSite } = await import('../apps/web-form/dist/index.js');
  const { loadConfig, silentLogger } = await import('../packages/server/dist/index.js');
  const env = { TRUST_PROXY: '1', SECAPI_OFFLINE: '1' };
  if (process.argv[3]) env.REDIS_URL = process.argv[3];
  const app = createSite(loadConfig(env), { logger: silentLogger });
  const server = app.listen(0, '127.0.0.1', () => process.send(server.address().port));
  process.on('disconnect', () => process.exit(0));
} else {
  const seconds = Number(process.argv[2] ?? 8);
  const connections = Number(process.argv[3] ?? 32);
  const redisPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'secapi-bench-redis-'));
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  await new Promise((r) => setTimeout(r, 500));
  const redisUrl = `redis://127.0.0.1:${redisPort}`;

  const serve = (url) =>
    new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), ['--serve', url ?? '']);
      child.once('message', (port) => resolve({ child, port }));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  const stop = ({ child }) => {
    child.removeAllListeners('exit');
    child.kill();
  };
  let n = 0;
  const nextIp = () => {
    n++;
    return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
  };
  const path = `/api/check-url?u=${encodeURIComponent('https://paypal.com.secure-login.example.top/verify')}`;
  const load = (port, conns) =>
    autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: conns,
      duration: seconds,
      requests: [
        {
          setupRequest(req) {
            req.headers = { ...req.headers, 'x-forwarded-for': nextIp() };
            return req;
          },
        },
      ],
    });
  const report = (name, results) => {
    const rps = results.reduce((a, r) => a + r.requests.average, 0);
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    const non2xx = results.reduce((a, r) => a + r.non2xx + r.errors, 0);
    console.log(
      `${name.padEnd(36)} ${Math.round(rps).toLocaleString('en-CA').padStart(8)} req/s  p99 ${p99} ms  non-2xx/errors ${non2xx}`,
    );
  };

  console.log(
    `node ${process.version}, ${seconds} s each, ${connections} connections in all, ${new Date().toISOString()}`,
  );
  try {
    const alone = await serve(null);
    await fetch(`http://127.0.0.1:${alone.port}${path}`);
    report('one instance, no Redis', [await load(alone.port, connections)]);
    stop(alone);

    const one = await serve(redisUrl);
    await new Promise((r) => setTimeout(r, 500));
    await fetch(`http://127.0.0.1:${one.port}${path}`);
    report('one instance on Redis', [await load(one.port, connections)]);
    stop(one);

    const a = await serve(redisUrl);
    const b = await serve(redisUrl);
    await new Promise((r) => setTimeout(r, 500));
    await fetch(`http://127.0.0.1:${a.port}${path}`);
    await fetch(`http://127.0.0.1:${b.port}${path}`);
    report(
      'two instances on one Redis',
      await Promise.all([load(a.port, connections / 2), load(b.port, connections / 2)]),
    );
    stop(a);
    stop(b);
  } finally {
    redis.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}
