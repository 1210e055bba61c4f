// check-acme on a healthy domain against local servers, against the BUILT packages (run
// `pnpm build` first; needs nsd: apt-get install nsd):
//   node bench/acme.mjs [runs] [--print [legacy]]
// --print: the localized en-CA result of one run, no timing (`legacy`: a name whose CAA names
// another CA, asked with http-01, for the example in packages/core/docs/acme.md).
//
// nsd on 127.0.0.1:<free port> serves an empty root zone (crt.test → 127.0.0.1) and the zone
// acme-bench.com (CAA issue "letsencrypt.org", www A 127.0.0.1); one node:http server answers the
// http-01 challenge URL (404, as a web server without the file does) and, as crt.test, a crt.sh
// look-alike listing 12 recent Let's Encrypt certificates; one node:tls server (a self-signed
// certificate made with openssl) negotiates ALPN acme-tls/1 for tls-alpn-01. The REAL DNS client,
// HTTP and TLS ports are used, with a test policy admitting 127.0.0.1 and mapping port 80 of both
// names to the HTTP server and port 443 of the name to the TLS server.
// "cold" = a new context per run (empty DNS cache); "warm" = one context reused.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { performance } from 'node:perf_hooks';

import { analyzeAcme, createContext } from '../packages/core/dist/index.js';
import { DEFAULT_NETWORK_CHECK } from '../packages/core/dist/net.js';
import { testPolicy } from '../packages/core/dist/testing.js';
import { localize } from '../packages/i18n/dist/index.js';

const args = process.argv.slice(2);
const PRINT = args.includes('--print');
const LEGACY = args.includes('legacy');
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
const ZONE = 'acme-bench.com';
const NAME = `www.${ZONE}`;
const NSD = ['/usr/sbin/nsd', '/usr/bin/nsd'].find((p) => spawnSync('test', ['-x', p]).status === 0);
if (!NSD) throw new Error('nsd not found (apt-get install nsd)');

const now = Date.now();
const iso = (ms) => new Date(ms).toISOString().slice(0, 19);
const CRT_ROWS = Array.from({ length: 12 }, (_, i) => ({
  issuer_ca_id: 295815,
  issuer_name: "C=US, O=Let's Encrypt, CN=R11",
  common_name: `h${i}.${ZONE}`,
  name_value: `h${i}.${ZONE}`,
  id: 16_000_000_000 + i,
  entry_timestamp: `${iso(now - i * 3600_000)}.000`,
  not_before: iso(now - i * 3600_000),
  not_after: iso(now + 80 * 86_400_000),
  serial_number: (0x1000 + i).toString(16),
  result_count: 12,
}));

const server = http.createServer((req, res) => {
  if ((req.headers.host ?? '').startsWith('crt.test')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CRT_ROWS));
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain', server: 'nginx' }).end('not found');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const webPort = server.address().port;

const dir = mkdtempSync(join(tmpdir(), 'secapi-bench-acme-'));
const made = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
  ].concat(['-subj', `/CN=${NAME}`, '-keyout', join(dir, 'tls.key'), '-out', join(dir, 'tls.pem')]),
  { stdio: 'ignore' },
);
if (made.status !== 0) throw new Error('openssl could not make the test certificate');
const tlsServer = tls.createServer({
  key: readFileSync(join(dir, 'tls.key')),
  cert: readFileSync(join(dir, 'tls.pem')),
  ALPNProtocols: ['acme-tls/1'],
});
tlsServer.on('tlsClientError', () => {});
await new Promise((r) => tlsServer.listen(0, '127.0.0.1', r));
const tlsPort = tlsServer.address().port;
const dnsPort = await freePort();
const zones = [
  { origin: '.', text: zone('.', ['crt.test. A 127.0.0.1']) },
  {
    origin: ZONE,
    text: zone(ZONE, [
      '@ CAA 0 issue "letsencrypt.org"',
      'www A 127.0.0.1',
      'legacy A 127.0.0.1',
      'legacy CAA 0 issue "sectigo.com"',
    ]),
  },
];
const conf = [
  'server:',
  `  ip-address: 127.0.0.1@${dnsPort}`,
  '  do-ip6: no',
  '  username: ""',
  '  chroot: ""',
  `  zonesdir: "${dir}"`,
  `  pidfile: "${dir}/nsd.pid"`,
  '  database: ""',
  `  zonelistfile: "${dir}/zone.list"`,
  `  xfrdfile: "${dir}/xfrd.state"`,
  `  logfile: "${dir}/nsd.log"`,
  '  verbosity: 0',
  '  server-count: 1',
  '  rrl-ratelimit: 0',
  'remote-control:',
  '  control-enable: no',
];
// What the service's network health check asks (its resolver must answer these names' SOA).
for (const name of DEFAULT_NETWORK_CHECK.existingNames) zones.push({ origin: name, text: zone(name, []) });
zones.forEach((z, i) => {
  writeFileSync(join(dir, `z${i}.zone`), z.text);
  conf.push('zone:', `  name: "${z.origin === '.' ? '.' : `${z.origin}.`}"`, `  zonefile: "z${i}.zone"`);
});
writeFileSync(join(dir, 'nsd.conf'), `${conf.join('\n')}\n`);
const nsd = spawn(NSD, ['-d', '-c', join(dir, 'nsd.conf')], { stdio: 'ignore' });

const context = () =>
  createContext({
    dnsServers: [`127.0.0.1:${dnsPort}`],
    policy: testPolicy({
      allow: (a) => a === '127.0.0.1',
      portMap: { [`${NAME}:80`]: webPort, [`${NAME}:443`]: tlsPort, 'crt.test:80': webPort },
    }),
    providers: { crtShUrl: 'http://crt.test/', certSpotterUrl: 'http://crt.test/v1/issuances' },
  });

try {
  await waitForNsd();
  const out = [
    `node ${process.version}, ${new Date().toISOString()}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  ];
  out.push(`analyzeAcme('${NAME}') ${RUNS} runs each; nsd + node:http + node:tls on 127.0.0.1`);
  const first = await analyzeAcme({ domain: NAME }, context());
  if (PRINT) {
    const shown = LEGACY
      ? await analyzeAcme({ domain: `legacy.${ZONE}`, method: 'http-01' }, context())
      : first;
    console.log(JSON.stringify(localize(shown, 'en-CA'), null, 2));
    process.exitCode = 0;
  }
  const blocking = first.problems.filter((p) => p.severity === 'Fatal' || p.severity === 'Error');
  if (blocking.length > 0) throw new Error(`not healthy: ${JSON.stringify(blocking)}`);
  out.push(
    `result: outcome ${first.outcome}, problems ${JSON.stringify(first.problems.map((p) => p.key))}, LE certs 7 d ${first.rateLimits?.certificatesLast7Days}`,
  );
  for (const method of PRINT ? [] : [null, 'http-01', 'dns-01', 'tls-alpn-01']) {
    for (const mode of ['cold', 'warm']) {
      const shared = context();
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const ctx = mode === 'cold' ? context() : shared;
        const t0 = performance.now();
        await analyzeAcme({ domain: NAME, method }, ctx);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
      out.push(
        `${(method ?? 'every method').padEnd(13)} ${mode}  median ${q(0.5).padStart(6)} ms  p95 ${q(0.95).padStart(6)} ms  max ${times.at(-1).toFixed(1).padStart(6)} ms`,
      );
    }
  }
  if (!PRINT) console.log(out.join('\n'));
} finally {
  nsd.kill();
  server.close();
  tlsServer.close();
  rmSync(dir, { recursive: true, force: true });
}

function zone(origin, records) {
  const o = origin === '.' ? '.' : `${origin}.`;
  const ns = origin === '.' ? 'ns.root-servers.test.' : `ns.${o}`;
  return [
    `$ORIGIN ${o}`,
    '$TTL 300',
    `${o} IN SOA ${ns} hostmaster.${o === '.' ? 'root-servers.test.' : o} 1 3600 600 86400 60`,
    `${o} IN NS ${ns}`,
    `${ns} IN A 127.0.0.1`,
    ...records,
    '',
  ].join('\n');
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const p = srv.address().port;
      srv.close(() => resolve(p));
    });
  });
}

async function waitForNsd() {
  const probe = createContext({ dnsServers: [`127.0.0.1:${dnsPort}`] });
  for (let i = 0; i < 100; i++) {
    const a = await probe.dns.query(ZONE, 'SOA');
    if (a.status === 'ok') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nsd did not start');
}
