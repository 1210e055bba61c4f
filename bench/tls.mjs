// check-tls speed and agreement, against the BUILT packages (run `pnpm build` first), as root or any
// user with nginx (nginx-light), openssl, sslscan and testssl.sh (Debian's `testssl`) installed:
//   node bench/tls.mjs            # analyzeTls only (5 scans per server)
//   node bench/tls.mjs --compare  # also sslscan and testssl.sh on the same servers, and a diff
//   node bench/tls.mjs --example  # also print the modern server's localized result (README)
// Starts two nginx servers on free loopback ports with a throwaway CA: `modern` (TLS 1.2 + 1.3,
// ECDHE + AEAD only, HSTS) and `legacy` (TLS 1.0–1.3, nginx's default `HIGH:!aNULL:!MD5` at
// @SECLEVEL=0). Prints wall time and TLS connections per scan, and where the tools disagree.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeTls, createContext } from '../packages/core/dist/index.js';
import { createHttpClient, createTlsClient } from '../packages/core/dist/net.js';
import { testPolicy } from '../packages/core/dist/testing.js';

const compare = process.argv.includes('--compare');
/** `--example`: print the localized (en-CA) result of the modern server, as docs/examples.md shows it. */
const example = process.argv.includes('--example');
const dir = mkdtempSync(join(tmpdir(), 'secapi-bench-tls-'));
const sh = (args) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });

// A CA and one leaf (P-256) for both names.
sh([
  'req',
  '-x509',
  '-newkey',
  'ec',
  '-pkeyopt',
  'ec_paramgen_curve:prime256v1',
  '-nodes',
  '-keyout',
  'ca.key',
  '-out',
  'ca.pem',
  '-days',
  '2',
  '-subj',
  '/CN=bench CA',
  '-addext',
  'basicConstraints=critical,CA:TRUE',
  '-addext',
  'keyUsage=critical,keyCertSign',
]);
writeFileSync(
  join(dir, 'leaf.ext'),
  'subjectAltName=DNS:modern.bench,DNS:legacy.bench,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
);
sh([
  'req',
  '-newkey',
  'ec',
  '-pkeyopt',
  'ec_paramgen_curve:prime256v1',
  '-nodes',
  '-keyout',
  'leaf.key',
  '-out',
  'leaf.csr',
  '-subj',
  '/CN=modern.bench',
]);
sh([
  'x509',
  '-req',
  '-in',
  'leaf.csr',
  '-CA',
  'ca.pem',
  '-CAkey',
  'ca.key',
  '-set_serial',
  '7',
  '-days',
  '2',
  '-extfile',
  'leaf.ext',
  '-out',
  'leaf.pem',
]);
const caPem = readFileSync(join(dir, 'ca.pem'), 'utf8');

async function freePort() {
  const s = createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}
const ports = { modern: await freePort(), legacy: await freePort() };
const server = (name, protocols, ciphers) => `server {
  listen 127.0.0.1:${ports[name]} ssl;
  ssl_certificate ${dir}/leaf.pem; ssl_certificate_key ${dir}/leaf.key;
  ssl_protocols ${protocols}; ssl_ciphers '${ciphers}'; ssl_prefer_server_ciphers on;
  add_header Strict-Transport-Security "max-age=31536000" always;
  location / { return 200 "ok\\n"; }
}`;
writeFileSync(
  join(dir, 'nginx.conf'),
  `daemon off; master_process off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 512; }
http { access_log off; client_body_temp_path ${dir}/cb; proxy_temp_path ${dir}/p; fastcgi_temp_path ${dir}/f; uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
${server('modern', 'TLSv1.2 TLSv1.3', 'ECDHE+AESGCM:ECDHE+CHACHA20')}
${server('legacy', 'TLSv1 TLSv1.1 TLSv1.2 TLSv1.3', 'HIGH:!aNULL:!MD5:@SECLEVEL=0')}
}
`,
);
const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
for (let i = 0; i < 100; i++) {
  const up = await new Promise((r) => {
    const c = createConnection({ host: '127.0.0.1', port: ports.legacy });
    c.on('connect', () => (c.destroy(), r(true)));
    c.on('error', () => r(false));
  });
  if (up) break;
  await new Promise((r) => setTimeout(r, 50));
}

const dns = {
  query: async (name, type) => ({
    name,
    type,
    status: 'ok',
    records: type === 'A' && name.endsWith('.bench') ? [{ type: 'A', name, ttl: 60, data: '127.0.0.1' }] : [],
    authenticated: false,
    resolver: null,
    cached: false,
  }),
};
const policy = testPolicy({
  allow: 'loopback',
  portMap: { 'modern.bench:443': ports.modern, 'legacy.bench:443': ports.legacy },
});
const context = () =>
  createContext({
    dns,
    policy,
    http: createHttpClient({ dns, policy, ca: caPem }),
    tls: createTlsClient({ dns, policy, ca: caPem }),
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ours = {};
for (const name of ['modern', 'legacy']) {
  const times = [];
  let last;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    last = await analyzeTls(`${name}.bench`, context());
    times.push(performance.now() - t0);
  }
  ours[name] = last;
  console.log(
    `analyzeTls ${name.padEnd(6)} grade ${String(last.grade).padEnd(2)} median ${median(times).toFixed(0).padStart(5)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}), ${last.connections} TLS connections, ${last.cipherSuites.length} suites`,
  );
}

if (example) {
  const { localize } = await import('../packages/i18n/dist/index.js');
  console.log(JSON.stringify(localize(ours.modern, 'en-CA'), null, 2));
}

function suiteSet(result) {
  return new Set(result.cipherSuites.map((s) => `${s.protocol} ${s.id}`));
}
const PROTO = { 2: 'SSLv2', 3: 'SSLv3', '1.0': 'TLSv1', 1.1: 'TLSv1.1', 1.2: 'TLSv1.2', 1.3: 'TLSv1.3' };

if (compare) {
  for (const name of ['modern', 'legacy']) {
    const target = `127.0.0.1:${ports[name]}`;
    let t0 = performance.now();
    const xml = spawnSync('sslscan', ['--no-colour', '--xml=-', '--iana-names', target], {
      encoding: 'utf8',
    }).stdout;
    const sslscanMs = performance.now() - t0;
    const theirs = new Set();
    const theirProtocols = [];
    for (const m of xml.matchAll(/<protocol type="(ssl|tls)" version="([^"]+)" enabled="1"/g))
      theirProtocols.push(PROTO[m[2]] ?? m[2]);
    for (const m of xml.matchAll(/<cipher [^>]*sslversion="([^"]+)"[^>]*id="0x([0-9A-Fa-f]+)"/g)) {
      const protocol = m[1].replace('TLSv1.0', 'TLSv1');
      theirs.add(`${protocol} 0x${m[2].toLowerCase().padStart(4, '0')}`);
    }
    const mine = suiteSet(ours[name]);
    const onlyOurs = [...mine].filter((x) => !theirs.has(x));
    const onlyTheirs = [...theirs].filter((x) => !mine.has(x));
    const ourProtocols = ours[name].protocols.filter((p) => p.supported).map((p) => p.version);
    console.log(
      `sslscan    ${name.padEnd(6)} ${sslscanMs.toFixed(0).padStart(6)} ms; protocols ${theirProtocols.join(' ') === ourProtocols.join(' ') ? 'agree' : `differ (sslscan ${theirProtocols.join(' ')}, ours ${ourProtocols.join(' ')})`}; suites: ${mine.size} ours, ${theirs.size} sslscan, only ours [${onlyOurs.join(', ')}], only sslscan [${onlyTheirs.join(', ')}]`,
    );

    const out = join(dir, `${name}.json`);
    t0 = performance.now();
    spawnSync(
      'testssl',
      ['--quiet', '--color', '0', '--warnings', 'batch', '--ip', 'one', '-oj', out, target],
      { stdio: 'ignore' },
    );
    const testsslMs = performance.now() - t0;
    let findings = [];
    try {
      findings = JSON.parse(readFileSync(out, 'utf8'));
    } catch {
      // no JSON
    }
    const tsProtocols = ['SSLv2', 'SSLv3', 'TLS1', 'TLS1_1', 'TLS1_2', 'TLS1_3']
      .filter((id) => findings.some((f) => f.id === id && /^offered/.test(f.finding)))
      .map(
        (id) =>
          ({
            SSLv2: 'SSLv2',
            SSLv3: 'SSLv3',
            TLS1: 'TLSv1',
            TLS1_1: 'TLSv1.1',
            TLS1_2: 'TLSv1.2',
            TLS1_3: 'TLSv1.3',
          })[id],
      );
    // testssl.sh 3.0.8's default run lists each accepted suite once (`cipher_x<hex>`) and the order per
    // protocol (`cipherorder_TLSv1_2`: OpenSSL names, IANA names for TLS 1.3); it has no rating (3.1+).
    const tsIds = new Set(
      findings.flatMap((f) =>
        /^cipher_x([0-9a-f]+)$/.exec(f.id) === null ? [] : [`0x${f.id.slice(8).padStart(4, '0')}`],
      ),
    );
    const ourIds = new Set(ours[name].cipherSuites.map((x) => x.id));
    const tsPerProtocol = Object.fromEntries(
      findings
        .filter((f) => f.id.startsWith('cipherorder_'))
        .map((f) => [
          f.id.slice(12).replace('_', '.').replace('_', '.').replace('TLSv1.0', 'TLSv1'),
          f.finding.trim().split(/\s+/).length,
        ]),
    );
    const ourPerProtocol = {};
    for (const x of ours[name].cipherSuites)
      ourPerProtocol[x.protocol] = (ourPerProtocol[x.protocol] ?? 0) + 1;
    const onlyOursT = [...ourIds].filter((x) => !tsIds.has(x));
    const onlyTs = [...tsIds].filter((x) => !ourIds.has(x));
    const perProtocol = Object.keys({ ...ourPerProtocol, ...tsPerProtocol })
      .map((p) => `${p} ${ourPerProtocol[p] ?? 0}/${tsPerProtocol[p] ?? 0}`)
      .join(', ');
    const tsSuites = tsIds;
    console.log(
      `testssl.sh ${name.padEnd(6)} ${testsslMs.toFixed(0).padStart(6)} ms; protocols ${tsProtocols.join(' ') === ourProtocols.join(' ') ? 'agree' : `differ (testssl ${tsProtocols.join(' ')}, ours ${ourProtocols.join(' ')})`}; distinct suites: ${ourIds.size} ours, ${tsSuites.size} testssl, only ours [${onlyOursT.join(', ')}], only testssl [${onlyTs.join(', ')}]; per protocol ours/testssl: ${perProtocol}; rating: ${findings.some((f) => f.id === 'overall_grade') ? findings.find((f) => f.id === 'overall_grade').finding : 'none (3.0.8)'}`,
    );
  }
}

nginx.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
