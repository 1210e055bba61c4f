// Server CPU time per request, against the BUILT packages (run `pnpm build` first):
//   node bench/server-cpu.mjs [rounds=7] [requests=10000] [connections=32]
// The same two servers as bench/server.mjs (a bare Express 5 "hello" and a cached GET
// /api/check-url on the real site, offline, TRUST_PROXY=1, a different X-Forwarded-For per request),
// each in its own child process, loaded in alternating rounds of a fixed number of requests. Each
// child reports the CPU time (user + system, `process.cpuUsage`) it spent during its round, so the
// figure is the server's own cost per request, whatever share of the cores the load generator and
// other processes of a shared machine take. BENCH_METRICS=1: the site records Prometheus metrics as
// `startServer` always does (a registry per server, whether or not METRICS_PORT serves it). Prints µs/request per round, the medians and their ratio
// (hello / check-url: the throughput ratio a CPU-bound server would reach).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

if (process.argv[2] === '--serve') {
  const app =
    process.argv[3] === 'hello'
      ? (await import('express'))
          .default()
          .set('trust proxy', 1)
          .get('/hello', (_req, res) => res.json({ hello: 'world' }))
      : await (async () => {
          const { createSite } = await import('../apps/web-form/dist/index.js');
          const { createMetrics, loadConfig, silentLogger } =
            await import('../packages/server/dist/index.js');
          return createSite(loadConfig({ TRUST_PROXY: '1', SECAPI_OFFLINE: '1' }), {
            logger: silentLogger,
            ...(process.env.BENCH_METRICS === '1' ? { metrics: createMetrics() } : {}),
          });
        })();
  const server = app.listen(0, '127.0.0.1', () => process.send(server.address().port));
  let started;
  process.on('message', (m) => {
    if (m === 'start') {
      started = process.cpuUsage();
      process.send('started');
    } else if (m === 'stop') {
      const used = process.cpuUsage(started);
      process.send(used.user + used.system);
    }
  });
  process.on('disconnect', () => process.exit(0));
} else {
  const rounds = Number(process.argv[2] ?? 7);
  const amount = Number(process.argv[3] ?? 10_000);
  const connections = Number(process.argv[4] ?? 32);
  const serve = (kind) =>
    new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), ['--serve', kind]);
      child.once('message', (port) => resolve({ child, port }));
      child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    });
  const ask = (child, message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  let n = 0;
  const round = async (server, url, requests) => {
    await ask(server.child, 'start');
    const result = await autocannon({
      url,
      connections,
      amount: requests,
      requests: [
        {
          setupRequest(req) {
            n++;
            req.headers = {
              ...req.headers,
              'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
            };
            return req;
          },
        },
      ],
    });
    const micros = await ask(server.child, 'stop');
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
    return micros / requests;
  };

  console.log(
    `node ${process.version}, ${rounds} rounds of ${amount} requests each, ${connections} connections, ${new Date().toISOString()}`,
  );
  const hello = await serve('hello');
  const site = await serve('site');
  const helloUrl = `http://127.0.0.1:${hello.port}/hello`;
  const target = `http://127.0.0.1:${site.port}/api/check-url?u=${encodeURIComponent('https://paypal.com.secure-login.example.top/verify')}`;
  await fetch(target, { headers: { 'x-forwarded-for': '192.0.2.1' } }); // fill the cache
  await round(hello, helloUrl, Math.ceil(amount / 2)); // warm both up
  await round(site, target, Math.ceil(amount / 2));
  const h = [];
  const u = [];
  for (let i = 0; i < rounds; i++) {
    h.push(await round(hello, helloUrl, amount));
    u.push(await round(site, target, amount));
  }
  hello.child.kill();
  site.child.kill();
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const show = (xs) => xs.map((x) => x.toFixed(1)).join(' ');
  console.log(`bare hello                µs CPU/request: ${show(h)}  median ${median(h).toFixed(1)}`);
  console.log(`cached GET /api/check-url µs CPU/request: ${show(u)}  median ${median(u).toFixed(1)}`);
  console.log(`CPU ratio hello / cached check-url: ${(median(h) / median(u)).toFixed(2)}`);
}
