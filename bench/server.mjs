// Server throughput, against the BUILT packages (run `pnpm build` first):
//   node bench/server.mjs [seconds=10] [connections=32]
// In one run: a bare Express 5 "hello" JSON route and a cached GET /api/check-url on the real site,
// loaded in alternating 2 s windows (seconds = total per target)
// (rate limiter, validation, memoised core result, localisation, security headers all in the path).
// Each target runs in its own child process, so the load generator does not share its event loop.
// Each request comes from a different client address (X-Forwarded-For from the RFC 2544 benchmarking
// range, TRUST_PROXY=1), so the real per-IP limiter runs without throttling the benchmark.
// Traffic goes to 127.0.0.1 only. Prints requests/s and the ratio. BENCH_METRICS=1: the site also
// records its Prometheus metrics, as `startServer` always does.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import express from 'express';

import { createSite } from '../apps/web-form/dist/index.js';
import { createMetrics, loadConfig, silentLogger } from '../packages/server/dist/index.js';

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[2] === '--serve') {
  const app =
    process.argv[3] === 'hello'
      ? express()
          .set('trust proxy', 1)
          .get('/hello', (_req, res) => res.json({ hello: 'world' }))
      : createSite(loadConfig({ TRUST_PROXY: '1', SECAPI_OFFLINE: '1' }), {
          logger: silentLogger,
          // As `startServer` does (a registry per server, whether or not METRICS_PORT serves it).
          ...(process.env.BENCH_METRICS === '1' ? { metrics: createMetrics() } : {}),
        });
  const server = await listen(app);
  process.send(server.address().port);
  process.on('disconnect', () => process.exit(0));
} else {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 32);

  const serve = (kind) =>
    new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), ['--serve', kind]);
      child.once('message', (port) => resolve({ child, port }));
      child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
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

  const load = async (name, url, duration = seconds, print = true) => {
    const result = await autocannon({
      url,
      connections,
      duration,
      requests: [
        {
          setupRequest(req) {
            req.headers = { ...req.headers, 'x-forwarded-for': nextIp() };
            return req;
          },
        },
      ],
    });
    const rps = result.requests.average;
    if (print)
      console.log(
        `${name.padEnd(28)} ${Math.round(rps).toLocaleString('en-CA').padStart(8)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  2xx ${result['2xx']}  non-2xx ${result.non2xx}`,
      );
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return rps;
  };

  console.log(
    `node ${process.version}, ${seconds} s per target, ${connections} connections, ${new Date().toISOString()}`,
  );
  // Both servers run at once and the load alternates between them in short windows, so a change
  // of load on a shared machine hits both alike; the ratio is of the totals.
  const hello = await serve('hello');
  const site = await serve('site');
  const helloUrl = `http://127.0.0.1:${hello.port}/hello`;
  const target = `http://127.0.0.1:${site.port}/api/check-url?u=${encodeURIComponent('https://paypal.com.secure-login.example.top/verify')}`;
  await fetch(target, { headers: { 'x-forwarded-for': '192.0.2.1' } }); // fill the cache
  const rounds = Math.max(1, Math.round(seconds / 2));
  const totals = { hello: [], url: [] };
  for (let i = 0; i < rounds; i++) {
    totals.hello.push(await load('bare Express hello', helloUrl, 2, i === rounds - 1));
    totals.url.push(await load('cached GET /api/check-url', target, 2, i === rounds - 1));
  }
  stop(hello);
  stop(site);
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const helloRps = sum(totals.hello) / rounds;
  const urlRps = sum(totals.url) / rounds;
  console.log(
    `over ${rounds} alternating 2 s windows each: bare hello ${Math.round(helloRps).toLocaleString('en-CA')} req/s, cached check-url ${Math.round(urlRps).toLocaleString('en-CA')} req/s`,
  );
  console.log(`ratio cached check-url / bare hello: ${(urlRps / helloRps).toFixed(2)}`);
}
