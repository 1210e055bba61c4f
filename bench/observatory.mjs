// Headers grade against the MDN HTTP Observatory CLI, on the same local fixture sites, against the
// BUILT packages (run `pnpm build` first). The Observatory is NOT a repo dependency: install it in a
// temporary directory outside the repo and pass its directory:
//   mkdir /tmp/obs && cd /tmp/obs && npm init -y && npm install --ignore-scripts @mdn/mdn-http-observatory
//   echo '{}' > node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json   # postinstall skipped
//   node bench/observatory.mjs /tmp/obs
//
// Each fixture is a node:http server on 127.0.0.1:<port> (plain http: the Observatory probes both
// http:// and https:// on the given port, the https probe fails, so it grades the http response).
// Ours: the response is collected with the REAL HTTP port (createHttpClient + testPolicy
// 'loopback') and graded with the pure `gradeHeaders`.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { collectHeaders, gradeHeaders, headersInputOf } from '../packages/core/dist/headers.js';
import { createHttpClient } from '../packages/core/dist/net.js';
import { testPolicy } from '../packages/core/dist/testing.js';

const obsDir = process.argv[2] ?? '/tmp/obs-bench';
const obsBin = join(obsDir, 'node_modules', '.bin', 'mdn-http-observatory-scan');

const FIXTURES = {
  'no headers': {},
  'everything strict': {
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'content-security-policy':
      "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), geolocation=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'set-cookie': ['__Host-session=1; Secure; HttpOnly; Path=/; SameSite=Lax'],
  },
  'typical CMS': {
    server: 'Apache/2.4.57 (Debian)',
    'x-powered-by': 'PHP/8.2.7',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'set-cookie': ['PHPSESSID=abc; path=/', 'wp-settings-1=x; path=/'],
  },
  'CSP with unsafe-inline': {
    'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  },
  'HSTS only': { 'strict-transport-security': 'max-age=31536000; includeSubDomains' },
  'cookies without flags': {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'set-cookie': ['sessionid=abc', 'csrftoken=def', 'theme=dark'],
  },
};

function serve(headers) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end('<!doctype html><html><head><title>fixture</title></head><body>fixture</body></html>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const noDns = {
  query: (name, type) =>
    Promise.resolve({
      name,
      type,
      status: 'nxdomain',
      records: [],
      authenticated: false,
      resolver: null,
      cached: false,
    }),
};
const client = createHttpClient({ dns: noDns, policy: testPolicy({ allow: 'loopback' }) });

const rows = [];
for (const [name, headers] of Object.entries(FIXTURES)) {
  const server = await serve(headers);
  const port = server.address().port;

  let t = performance.now();
  const url = `http://127.0.0.1:${port}/`;
  const collected = await collectHeaders(url, {
    request: (u, o) => client.request(u, { ...o, allowPorts: [port] }),
  });
  const input = headersInputOf(collected);
  const ours = input ? gradeHeaders(input) : null;
  const oursMs = performance.now() - t;

  t = performance.now();
  // Asynchronous: the fixture server lives in this process and must keep answering.
  const run = await new Promise((resolve) => {
    execFile(obsBin, [`127.0.0.1:${port}`], { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ status: error?.code ?? 0, stdout, stderr }),
    );
  });
  const obsMs = performance.now() - t;
  let obs = null;
  try {
    obs = JSON.parse(run.stdout);
  } catch {
    obs = { error: `exit ${run.status}: ${(run.stdout || run.stderr).slice(0, 200)}` };
  }
  server.close();
  rows.push({
    fixture: name,
    ours: ours ? `${ours.grade} ${ours.score}` : `error ${collected.main.error?.code}`,
    observatory: obs.scan ? `${obs.scan.grade} ${obs.scan.score}` : `error ${obs.error}`,
    oursMs: oursMs.toFixed(1),
    obsMs: obsMs.toFixed(0),
    oursTests: ours?.tests
      .filter((x) => x.scoreModifier !== 0)
      .map((x) => `${x.resultKey.slice(8)} ${x.scoreModifier}`),
    obsTests: obs.tests
      ? Object.values(obs.tests)
          .filter((x) => x.scoreModifier !== 0)
          .map((x) => `${x.result} ${x.scoreModifier}`)
      : null,
    obsVersion: obs.scan?.algorithmVersion ?? null,
  });
}

console.log('| fixture | secapi grade/score | Observatory grade/score | secapi ms | Observatory ms |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.fixture} | ${r.ours} | ${r.observatory} | ${r.oursMs} | ${r.obsMs} |`);
console.log(`\nObservatory algorithmVersion: ${rows[0]?.obsVersion}`);
for (const r of rows) {
  console.log(
    `\n${r.fixture}\n  secapi:      ${r.oursTests?.join(', ')}\n  Observatory: ${r.obsTests?.join(', ')}`,
  );
}
