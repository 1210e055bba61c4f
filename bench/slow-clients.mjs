// Slow-client attack against the BUILT API server (run `pnpm build` first):
//   node bench/slow-clients.mjs [sockets=1500] [addresses=20]
// The server runs in a child process with its default front-door limits (headers 10 s, body 30 s,
// 64 sockets per client address, 4,096 in all). The attacker opens `sockets` connections spread
// over `addresses` loopback source addresses (127.0.2.x): one third idle, one third sending a
// header byte every 2 s, one third sending a declared 1,000-byte body a byte every 2 s. Meanwhile
// a normal client (127.0.0.1) asks GET /openapi.json every 100 ms. Prints how many attack sockets
// the server kept, how long the longest one lived, and the normal client's answers and latency.
// Traffic goes to 127.0.0.1 only.
import { fork } from 'node:child_process';
import { connect } from 'node:net';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

if (process.argv[2] === '--serve') {
  const { startServer, silentLogger } = await import('../packages/server/dist/index.js');
  const server = startServer({
    env: { PORT: process.argv[3], SECAPI_OFFLINE: '1', SECAPI_PHISHING_FEEDS: 'off' },
    stderr: (l) => process.stderr.write(l),
    exit: (c) => process.exit(c),
    onSignal: () => undefined,
    logger: silentLogger,
    host: '127.0.0.1',
  });
  server.once('listening', () => process.send('ready'));
  process.on('disconnect', () => process.exit(0));
} else {
  const total = Number(process.argv[2] ?? 1500);
  const addresses = Number(process.argv[3] ?? 20);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = fork(fileURLToPath(import.meta.url), ['--serve', String(port)]);
  await new Promise((resolve) => child.once('message', resolve));

  const sockets = [];
  const lifetimes = [];
  let refused = 0;
  const start = Date.now();
  for (let i = 0; i < total; i++) {
    const localAddress = `127.0.2.${1 + (i % addresses)}`;
    const s = connect({ host: '127.0.0.1', port, localAddress });
    const kind = i % 3;
    const opened = Date.now();
    let timer;
    s.on('connect', () => {
      if (kind === 1) {
        s.write('GET / HTTP/1.1\r\n');
        timer = setInterval(() => s.write('X'), 2_000);
      } else if (kind === 2) {
        s.write(
          'POST /api/feedback HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
        timer = setInterval(() => s.write(' '), 2_000);
      }
    });
    s.on('error', () => undefined);
    s.on('data', () => undefined);
    s.on('close', () => {
      clearInterval(timer);
      const lived = Date.now() - opened;
      if (lived < 5_000) refused++;
      else lifetimes.push(lived);
    });
    sockets.push(s);
  }

  const latencies = [];
  let ok = 0;
  let failed = 0;
  const probe = () =>
    new Promise((resolve) => {
      const t = Date.now();
      const req = request(
        { host: '127.0.0.1', port, path: '/openapi.json', agent: false, timeout: 5_000 },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(Date.now() - t);
            if (res.statusCode === 200) ok++;
            else failed++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.on('timeout', () => req.destroy());
      req.end();
    });
  const until = Date.now() + 40_000;
  while (Date.now() < until && sockets.some((s) => !s.destroyed)) {
    await Promise.all([probe(), new Promise((r) => setTimeout(r, 100))]);
  }
  const open = sockets.filter((s) => !s.destroyed).length;
  for (const s of sockets) s.destroy();
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? null;
  console.log(`node ${process.version}, ${new Date().toISOString()}`);
  console.log(
    `attack: ${total} sockets from ${addresses} addresses; refused at once: ${refused}; kept: ${lifetimes.length}; still open after ${Math.round((Date.now() - start) / 1000)} s: ${open}`,
  );
  console.log(
    `kept sockets lived: max ${Math.max(...lifetimes)} ms, median ${lifetimes.sort((a, b) => a - b)[Math.floor(lifetimes.length / 2)]} ms`,
  );
  console.log(
    `normal client during the attack: ${ok} answered 200, ${failed} failed; latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
  );
  child.kill();
}
