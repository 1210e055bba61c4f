// temp profiling helper (not committed)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createSite } from '../apps/web-form/dist/index.js';
import { loadConfig, silentLogger } from '../packages/server/dist/index.js';
if (process.argv[2] === '--serve') {
  const app = process.argv[3]==='hello' ? (await import('express')).default().set('trust proxy',1).get('/hello',(_q,r)=>r.json({hello:'world'})) : createSite(loadConfig({ TRUST_PROXY: '1', SECAPI_OFFLINE: '1' }), { logger: silentLogger });
  const server = app.listen(0, '127.0.0.1', () => process.send(server.address().port));
  process.on('message', (m) => { if (m === 'stop') process.exit(0); if (m === 'go') { globalThis.__t0 = 1; } });
} else {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', process.argv[3] ?? ''], { execArgv: ['--cpu-prof', '--cpu-prof-dir=' + (process.env.PDIR ?? '/tmp/ops-prof')] });
  const port = await new Promise((r) => child.once('message', r));
  const target = process.argv[3]==='hello' ? `http://127.0.0.1:${port}/hello` : `http://127.0.0.1:${port}/api/check-url?u=${encodeURIComponent('https://paypal.com.secure-login.example.top/verify')}`;
  await fetch(target);
  let n = 0;
  const r = await autocannon({ url: target, connections: 32, amount: Number(process.argv[2] ?? 8) * 1000, requests: [{ setupRequest(req) { n++; req.headers = { ...req.headers, 'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}` }; return req; } }] });
  console.log('rps', r.requests.average, 'non2xx', r.non2xx);
  console.log('requests', r.requests.total); child.send('stop');
}
