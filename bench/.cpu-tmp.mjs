// temp: server CPU time per request (user+sys of the server process), hello vs site (not committed)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
if (process.argv[2] === '--serve') {
  const { createSite } = await import('../apps/web-form/dist/index.js');
  const { loadConfig, silentLogger } = await import('../packages/server/dist/index.js');
  const app = process.argv[3] === 'hello' ? (await import('express')).default().set('trust proxy', 1).get('/hello', (_q, r) => r.json({ hello: 'world' }))
    : createSite(loadConfig({ TRUST_PROXY: '1', SECAPI_OFFLINE: '1' }), { logger: silentLogger });
  const server = app.listen(0, '127.0.0.1', () => process.send(server.address().port));
  let c0;
  process.on('message', (m) => { if (m === 'start') { c0 = process.cpuUsage(); process.send('ok'); } if (m === 'stop') { const c = process.cpuUsage(c0); process.send(c.user + c.system); } });
  process.on('disconnect', () => process.exit(0));
} else {
  const serve = (kind) => new Promise((resolve) => { const child = fork(fileURLToPath(import.meta.url), ['--serve', kind]); child.once('message', (port) => resolve({ child, port })); });
  const ask = (child, m) => new Promise((r) => { child.once('message', r); child.send(m); });
  let n = 0;
  const run = async (s, url, amount) => {
    await ask(s.child, 'start');
    const r = await autocannon({ url, connections: 32, amount, requests: [{ setupRequest(req) { n++; req.headers = { ...req.headers, 'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}` }; return req; } }] });
    const us = await ask(s.child, 'stop');
    if (r.non2xx || r.errors) throw new Error('non2xx');
    return us / amount;
  };
  const hello = await serve('hello'); const site = await serve('site');
  const h = `http://127.0.0.1:${hello.port}/hello`;
  const u = `http://127.0.0.1:${site.port}/api/check-url?u=${encodeURIComponent('https://paypal.com.secure-login.example.top/verify')}`;
  await fetch(u);
  await run(hello, h, 5000); await run(site, u, 5000); // warm
  const hs = [], us = [];
  for (let i = 0; i < Number(process.argv[2] ?? 5); i++) { hs.push(await run(hello, h, 10000)); us.push(await run(site, u, 10000)); }
  const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  console.log('hello us/req', hs.map((x) => x.toFixed(1)).join(' '), ' site us/req', us.map((x) => x.toFixed(1)).join(' '));
  console.log('median hello', med(hs).toFixed(1), 'site', med(us).toFixed(1), 'cpu ratio hello/site', (med(hs) / med(us)).toFixed(2));
  hello.child.kill(); site.child.kill();
}
