// Typosquat analysis against dnstwist, both resolving through the same local nsd, against the BUILT
// packages (run `pnpm build` first; needs root, nsd and Debian's dnstwist):
//   node bench/typosquat.mjs [domain]
//
// Debian's dnstwist 20221213 takes `--nameservers` as bare IPv4 addresses (no port), so the bench
// serves DNS on port 53 of a spare loopback address (127.0.0.153; any 127/8 address reaches `lo`):
// nsd runs on 127.0.0.1:<free port>, and a small counting UDP proxy on 127.0.0.153:53 forwards to
// it, so the queries of each tool are counted the same way. nsd serves an empty root zone (every
// other name is NXDOMAIN), 30 look-alike zones of the test domain (each with SOA, NS and A, MX or
// AAAA records, as a real registered domain has), and one zone nsd cannot load (SERVFAIL).
// dnstwist gets our dictionary and TLD list (`--dictionary`, `--tld`) so both run the same fuzzers.
import { spawn, spawnSync } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

import { analyzeTyposquat, createContext } from '../packages/core/dist/index.js';
import { TYPOSQUAT_SWAP_TLDS, TYPOSQUAT_WORDS, generateVariants } from '../packages/core/dist/typosquat.js';

const DOMAIN = process.argv[2] ?? 'secapibank.com'; // ten-letter label
const PROXY_ADDRESS = '127.0.0.153';
const NSD = ['/usr/sbin/nsd', '/usr/bin/nsd'].find((p) => spawnSync('test', ['-x', p]).status === 0);
const DNSTWIST = '/usr/bin/dnstwist';
if (!NSD) throw new Error('nsd not found (apt-get install nsd)');

const variants = generateVariants(DOMAIN);
const REGISTERED = pickLookAlikes(variants, 30);
// A replacement-style look-alike whose zone does not load: SERVFAIL.
const BROKEN = variants.find(
  (v) => v.fuzzers.includes('replacement') && !REGISTERED.includes(v.domain),
)?.domain;

const dir = mkdtempSync(join(tmpdir(), 'secapi-bench-typosquat-'));
const port = await freePort();
const zones = [{ origin: '.', text: zone('.', []) }];
REGISTERED.forEach((name, i) => {
  const kind = i % 4;
  const records =
    kind === 0
      ? [`@ A 192.0.2.${i + 1}`]
      : kind === 1
        ? ['@ MX 10 mail.parking.test.']
        : kind === 2
          ? [`@ A 192.0.2.${i + 1}`, `@ AAAA 2001:db8::${i + 1}`]
          : [`@ A 192.0.2.${i + 1}`, '@ MX 10 mail.parking.test.'];
  zones.push({ origin: name, text: zone(name, records) });
});
zones.push({ origin: BROKEN, text: `$ORIGIN ${BROKEN}.\nthis is not a zone file\n` });
const conf = [
  'server:',
  `  ip-address: 127.0.0.1@${port}`,
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
  // No response rate limiting: RRL would truncate answers to a fast client (TC=1, a TCP retry the
  // counting proxy does not carry), and dnspython turns that into "!ServFail".
  '  rrl-ratelimit: 0',
  'remote-control:',
  '  control-enable: no',
];
zones.forEach((z, i) => {
  writeFileSync(join(dir, `z${i}.zone`), z.text);
  conf.push('zone:', `  name: "${z.origin === '.' ? '.' : `${z.origin}.`}"`, `  zonefile: "z${i}.zone"`);
});
writeFileSync(join(dir, 'nsd.conf'), `${conf.join('\n')}\n`);
const nsd = spawn(NSD, ['-d', '-c', join(dir, 'nsd.conf')], { stdio: 'ignore' });
const proxy = await startProxy(PROXY_ADDRESS, 53, port);

try {
  await waitForNsd();
  const results = {};

  // Ours, with a budget large enough to check every variant (20,000 > 4 × variants).
  proxy.reset();
  let t0 = performance.now();
  const ours = await analyzeTyposquat(
    DOMAIN,
    createContext({ dnsServers: [`${PROXY_ADDRESS}:53`], timeoutMs: 120_000 }),
    {
      queryBudget: 20_000,
    },
  );
  results.ours = { ms: performance.now() - t0, proxied: proxy.count, byType: { ...proxy.byType } };

  // Ours with the default budget (what the public endpoint does).
  proxy.reset();
  t0 = performance.now();
  const oursDefault = await analyzeTyposquat(DOMAIN, createContext({ dnsServers: [`${PROXY_ADDRESS}:53`] }));
  results.oursDefault = { ms: performance.now() - t0 };

  // dnstwist: names only (no DNS), then the registered scan.
  writeFileSync(join(dir, 'words.txt'), `${TYPOSQUAT_WORDS.join('\n')}\n`);
  writeFileSync(join(dir, 'tlds.txt'), `${TYPOSQUAT_SWAP_TLDS.join('\n')}\n`);
  const listArgs = [
    '--format',
    'list',
    '--dictionary',
    join(dir, 'words.txt'),
    '--tld',
    join(dir, 'tlds.txt'),
    DOMAIN,
  ];
  const listed = spawnSync(DNSTWIST, listArgs, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const dnstwistNames = listed.stdout.split('\n').filter((l) => l !== '' && l !== DOMAIN);
  const twistArgs = [
    '--registered',
    '--format',
    'json',
    '--nameservers',
    PROXY_ADDRESS,
    '-t',
    '24',
    '--dictionary',
    join(dir, 'words.txt'),
    '--tld',
    join(dir, 'tlds.txt'),
    DOMAIN,
  ];
  proxy.reset();
  t0 = performance.now();
  // Asynchronously: the counting proxy lives in this process and must keep forwarding.
  const twist = await run(DNSTWIST, twistArgs);
  results.dnstwist = { ms: performance.now() - t0, proxied: proxy.count, byType: { ...proxy.byType } };
  if (twist.status !== 0) throw new Error(`dnstwist failed: ${twist.stderr}`);
  const twistFound = JSON.parse(twist.stdout).filter((d) => d.fuzzer !== '*original');

  const expected = new Set(REGISTERED);
  const oursFound = ours.registered.map((v) => v.domain);
  const twistNames = twistFound.map((d) => d.domain);
  const twistServfail = twistFound
    .filter((d) => JSON.stringify(d).includes('!ServFail'))
    .map((d) => d.domain);
  const fmt = (n) => n.toLocaleString('en-CA');
  const lines = [
    `node ${process.version}, ${new Date().toISOString()}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
    `domain ${DOMAIN}; nsd holds ${REGISTERED.length} registered look-alikes + 1 SERVFAIL zone (${BROKEN})`,
    `                          secapi            dnstwist 20221213 (-t 24)`,
    `variants generated        ${fmt(ours.variantsGenerated).padEnd(18)}${fmt(dnstwistNames.length)}`,
    `variants checked          ${fmt(ours.variantsChecked).padEnd(18)}${fmt(dnstwistNames.length)}`,
    `planted look-alikes found ${`${oursFound.filter((d) => expected.has(d)).length}/${REGISTERED.length}`.padEnd(18)}${twistNames.filter((d) => expected.has(d)).length}/${REGISTERED.length}`,
    `reported registered       ${String(oursFound.length).padEnd(18)}${twistNames.length}${twistServfail.length ? ` (incl. ${twistServfail.length} with SERVFAIL: ${twistServfail.slice(0, 5).join(', ')}${twistServfail.length > 5 ? ', …' : ''})` : ''}`,
    `SERVFAIL reported as      ${'unknown'.padEnd(18)}${twistServfail.length ? 'registered' : 'not registered'}`,
    `DNS queries (proxy count) ${`${fmt(results.ours.proxied)} (own count ${fmt(ours.queriesSent)})`.padEnd(18)} ${fmt(results.dnstwist.proxied)}`,
    `queries by type           ${JSON.stringify(results.ours.byType).padEnd(18)} ${JSON.stringify(results.dnstwist.byType)}`,
    `wall time                 ${`${(results.ours.ms / 1000).toFixed(2)} s`.padEnd(18)}${(results.dnstwist.ms / 1000).toFixed(2)} s`,
    `ratio dnstwist / secapi   time ${(results.dnstwist.ms / results.ours.ms).toFixed(1)}x, queries ${(results.dnstwist.proxied / results.ours.proxied).toFixed(1)}x`,
    `secapi default budget     ${oursDefault.queryBudget} queries: checked ${oursDefault.variantsChecked}/${oursDefault.variantsGenerated}, stoppedBy ${oursDefault.stoppedBy}, found ${oursDefault.registered.length}, ${(results.oursDefault.ms / 1000).toFixed(2)} s`,
  ];
  console.log(lines.join('\n'));
  const missedByUs = REGISTERED.filter((d) => !oursFound.includes(d));
  const missedByTwist = REGISTERED.filter((d) => !twistNames.includes(d));
  const oursNotTwist = oursFound.filter((d) => !dnstwistNames.includes(d));
  console.log(
    `planted but not found: secapi [${missedByUs.join(', ')}], dnstwist [${missedByTwist.join(', ')}]`,
  );
  console.log(
    `planted names dnstwist does not generate: [${REGISTERED.filter((d) => !dnstwistNames.includes(d)).join(', ')}]`,
  );
  console.log(`found by secapi only: [${oursNotTwist.join(', ')}]`);
} finally {
  proxy.close();
  nsd.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dir, { recursive: true, force: true });
}

/** `count` look-alikes spread over the fuzzers: the first variants of each fuzzer in turn. */
function pickLookAlikes(list, count) {
  const byFuzzer = new Map();
  for (const v of list) {
    if (v.domain.includes('.', v.domain.indexOf('.') + 1) && !v.domain.endsWith('.co.uk')) continue; // no subdomain-style names
    const f = v.fuzzers[0];
    if (!byFuzzer.has(f)) byFuzzer.set(f, []);
    byFuzzer.get(f).push(v.domain);
  }
  const picked = [];
  for (let round = 0; picked.length < count && round < 20; round++) {
    for (const names of byFuzzer.values()) {
      const name = names[round * 3]; // spread within a fuzzer
      if (name && !picked.includes(name) && picked.length < count) picked.push(name);
    }
  }
  return picked;
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
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

/**
 * UDP proxy that counts queries (and their types) and forwards them to nsd over ONE upstream socket,
 * rewriting the DNS ID (dnspython uses a new source port per query: a socket per client port would
 * run out of file descriptors).
 */
async function startProxy(address, listenPort, upstreamPort) {
  const server = dgram.createSocket('udp4');
  const upstream = dgram.createSocket('udp4');
  const pending = new Map();
  let nextId = 0;
  const state = { count: 0, byType: {} };
  const TYPES = { 1: 'A', 2: 'NS', 5: 'CNAME', 6: 'SOA', 15: 'MX', 16: 'TXT', 28: 'AAAA' };
  server.on('message', (msg, rinfo) => {
    if (msg.length < 12) return;
    state.count++;
    let i = 12;
    while (i < msg.length && msg[i] !== 0) i += msg[i] + 1;
    const qtype = msg.length >= i + 3 ? msg.readUInt16BE(i + 1) : 0;
    const type = TYPES[qtype] ?? String(qtype);
    state.byType[type] = (state.byType[type] ?? 0) + 1;
    nextId = (nextId + 1) & 0xffff;
    pending.set(nextId, { id: msg.readUInt16BE(0), port: rinfo.port, address: rinfo.address });
    const copy = Buffer.from(msg);
    copy.writeUInt16BE(nextId, 0);
    upstream.send(copy, upstreamPort, '127.0.0.1');
  });
  upstream.on('message', (reply) => {
    const to = pending.get(reply.readUInt16BE(0));
    if (!to) return;
    pending.delete(reply.readUInt16BE(0));
    const copy = Buffer.from(reply);
    copy.writeUInt16BE(to.id, 0);
    server.send(copy, to.port, to.address);
  });
  await new Promise((resolve, reject) => {
    server.once('error', (e) =>
      reject(new Error(`cannot listen on ${address}:${listenPort} (root? in use?): ${e.message}`)),
    );
    server.bind(listenPort, address, resolve);
  });
  return {
    get count() {
      return state.count;
    },
    get byType() {
      return state.byType;
    },
    reset() {
      state.count = 0;
      state.byType = {};
    },
    close() {
      server.close();
      upstream.close();
    },
  };
}

async function waitForNsd() {
  const probe = createContext({ dnsServers: [`127.0.0.1:${port}`] });
  for (let i = 0; i < 100; i++) {
    const a = await probe.dns.query(REGISTERED[0], 'SOA');
    if (a.status === 'ok') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nsd did not start');
}
