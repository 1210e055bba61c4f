/**
 * A real authoritative DNS server for integration tests: NLnet Labs' `nsd` on 127.0.0.1 on a free
 * port, serving the zones a suite gives it, in a temporary directory it removes on `stop()`.
 *
 *   let nsd: SystemBinary;
 *   let server: NsdServer | undefined;
 *   beforeAll(async () => {
 *     nsd = await ensureNsd();
 *     if (nsd.path !== null) server = await startNsd({ zones: { '.': zoneFile('.', ['www.example-test.com. A 192.0.2.1']) } });
 *   }, 15 * 60_000);
 *   afterAll(() => server?.stop());
 *   beforeEach((ctx) => { if (nsd.path === null) ctx.skip(nsd.reason); });
 *   // createDnsClient({ servers: [server.server] }) …
 *
 * nsd is authoritative only. A test root zone `.` holding every record a suite needs makes any
 * other name a real NXDOMAIN (with the root SOA in the authority section, so negative caching
 * works). A name that needs SOA/NS records of its own (e.g. `example-test.com`) needs a zone of its
 * own: give both `'.'` and `'example-test.com'`; nsd serves parent and child zones together and
 * answers from the closest enclosing zone.
 *
 * Answers from nsd carry AA but never AD (nsd does not validate). For `authenticated: true`, use
 * `startScriptedDnsServer` and reply with the AD flag.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDnsClient } from '@secapi/core/net';
import { ensureSystemBinary, type EnsureOptions, type SystemBinary } from './system-binary.js';

export interface NsdZoneRecord {
  /** Owner: relative to the origin ('www', '@') or absolute with a trailing dot. */
  readonly name: string;
  readonly type: string;
  /** RDATA in zone-file syntax, e.g. '10 mx.example-test.com.' or '"v=spf1" " -all"'. */
  readonly data: string;
  readonly ttl?: number;
}

export interface ZoneFileOptions {
  /** Default TTL ($TTL); default 300. */
  readonly ttl?: number;
  /** SOA MINIMUM (the negative-caching TTL of RFC 2308); default 60. */
  readonly negativeTtl?: number;
  /** SOA serial; default 1. */
  readonly serial?: number;
}

function absolute(origin: string): string {
  return origin === '.' || origin === '' ? '.' : `${origin.replace(/\.$/, '')}.`;
}

/**
 * The text of a zone file for `origin` with its SOA and NS records filled in (the name server is
 * `ns.<origin>` with an A record 127.0.0.1, or `ns.root-servers.test.` for the root). `records`
 * are objects or whole zone-file lines ('www A 192.0.2.1', 'mail.example-test.com. 300 MX 10 mx').
 * @example zoneFile('.', ['www.example-test.com. A 192.0.2.1', 'example-test.com. TXT "v=spf1 -all"'])
 */
export function zoneFile(
  origin: string,
  records: readonly (NsdZoneRecord | string)[],
  options: ZoneFileOptions = {},
): string {
  const o = absolute(origin);
  const ns = o === '.' ? 'ns.root-servers.test.' : `ns.${o}`;
  const mbox = o === '.' ? 'hostmaster.root-servers.test.' : `hostmaster.${o}`;
  const lines = [
    `$ORIGIN ${o}`,
    `$TTL ${options.ttl ?? 300}`,
    `${o} IN SOA ${ns} ${mbox} ${options.serial ?? 1} 3600 600 86400 ${options.negativeTtl ?? 60}`,
    `${o} IN NS ${ns}`,
    `${ns} IN A 127.0.0.1`,
  ];
  for (const r of records) {
    lines.push(typeof r === 'string' ? r : `${r.name} ${r.ttl ?? ''} IN ${r.type} ${r.data}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface StartNsdOptions {
  /** Origin ('.', 'example-test.com', …) → zone-file text (see `zoneFile`). */
  readonly zones: Readonly<Record<string, string>>;
  /** Path of the nsd binary; default: `ensureNsd()` (installs it when root). */
  readonly binary?: string;
  /** How long to wait for nsd to answer, ms; default 15000. */
  readonly startTimeoutMs?: number;
  /**
   * Origins whose zones are broken ON PURPOSE (nsd then answers SERVFAIL for them): their load
   * errors are expected and do not fail the start. Any other zone error still does.
   */
  readonly brokenZones?: readonly string[];
}

export interface NsdServer {
  readonly host: '127.0.0.1';
  readonly port: number;
  /** `127.0.0.1:<port>`: a `SECAPI_DNS_SERVERS`-style entry for `createDnsClient({ servers: [server] })`. */
  readonly server: string;
  /** The temporary directory (config, zones, log). */
  readonly dir: string;
  /** nsd's log so far (for failure messages). */
  log(): string;
  /** Stops nsd and removes the temporary directory. */
  stop(): Promise<void>;
}

/**
 * Finds or installs nsd (Debian package `nsd`); after installing, makes sure the Debian service is
 * not left running on port 53.
 */
export async function ensureNsd(options: EnsureOptions = {}): Promise<SystemBinary> {
  const found = await ensureSystemBinary('nsd', 'nsd', options);
  if (found.installed) {
    await new Promise<void>((resolve) => {
      const child = spawn('sh', ['-c', 'systemctl disable --now nsd || service nsd stop || true'], {
        stdio: 'ignore',
      });
      child.on('error', () => {
        resolve();
      });
      child.on('close', () => {
        resolve();
      });
    });
  }
  return found;
}

/** A port free for both UDP and TCP on 127.0.0.1 (best effort: startNsd retries on a clash). */
async function freePort(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const address = srv.address();
        const p = typeof address === 'object' && address !== null ? address.port : 0;
        srv.close(() => {
          resolve(p);
        });
      });
    });
    const udpFree = await new Promise<boolean>((resolve) => {
      const sock = dgram.createSocket('udp4');
      sock.once('error', () => {
        sock.close();
        resolve(false);
      });
      sock.bind(port, '127.0.0.1', () => {
        sock.close(() => {
          resolve(true);
        });
      });
    });
    if (udpFree) return port;
  }
  throw new Error('startNsd: no free port for UDP and TCP on 127.0.0.1');
}

/**
 * An nsd.conf for a test server: foreground, no chroot or privilege drop, everything in `dir`, no
 * response rate limiting, one `zone:` per entry. Shared by `startNsd` and the private internet.
 */
export function nsdConf(
  dir: string,
  port: number,
  zones: readonly { origin: string; file: string }[],
  address = '127.0.0.1',
): string {
  const q = (s: string): string => JSON.stringify(s);
  const lines = [
    'server:',
    `  ip-address: ${address}@${port}`,
    `  port: ${port}`,
    '  do-ip4: yes',
    '  do-ip6: no',
    '  username: ""',
    '  chroot: ""',
    `  zonesdir: ${q(dir)}`,
    `  pidfile: ${q(join(dir, 'nsd.pid'))}`,
    '  database: ""',
    `  zonelistfile: ${q(join(dir, 'zone.list'))}`,
    `  xfrdfile: ${q(join(dir, 'xfrd.state'))}`,
    `  xfrdir: ${q(dir)}`,
    `  logfile: ${q(join(dir, 'nsd.log'))}`,
    '  verbosity: 0',
    '  server-count: 1',
    '  hide-version: yes',
    '  reuseport: no',
    // Response rate limiting (on by default in Debian's build) would truncate the bursts tests send.
    '  rrl-ratelimit: 0',
    '  rrl-whitelist-ratelimit: 0',
    'remote-control:',
    '  control-enable: no',
  ];
  for (const z of zones) {
    lines.push('zone:', `  name: ${q(z.origin)}`, `  zonefile: ${q(z.file)}`);
  }
  return `${lines.join('\n')}\n`;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function startOnce(
  binary: string,
  zones: Readonly<Record<string, string>>,
  startTimeoutMs: number,
  brokenZones: readonly string[],
): Promise<NsdServer | 'port-clash'> {
  const dir = mkdtempSync(join(tmpdir(), 'secapi-nsd-'));
  const port = await freePort();
  const list = Object.entries(zones).map(([origin, text], i) => {
    const file = `zone-${i}.zone`;
    writeFileSync(join(dir, file), text);
    return { origin: absolute(origin), file };
  });
  if (list.length === 0) throw new Error('startNsd: give at least one zone');
  const broken = new Set(brokenZones.map(absolute));
  const expectedErrorMarks = list
    .filter((z) => broken.has(z.origin))
    .flatMap((z) => [`${z.file}:`, ` ${z.origin} `, `zone ${z.origin}`, `'${z.origin}'`]);
  const conf = join(dir, 'nsd.conf');
  writeFileSync(conf, nsdConf(dir, port, list));
  let output = '';
  const child = spawn(binary, ['-d', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const state: { spawnError: Error | null } = { spawnError: null };
  child.on('error', (err) => {
    state.spawnError = err;
  });
  const readLog = (): string => {
    let log = output;
    try {
      log += readFileSync(join(dir, 'nsd.log'), 'utf8');
    } catch {
      // no log file yet
    }
    return log;
  };
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const server = `127.0.0.1:${port}`;
  const probe = createDnsClient({ servers: [server], timeoutMs: 250, attempts: 1, cache: false });
  const firstOrigin = list[0]?.origin ?? '.';
  const deadline = performance.now() + startTimeoutMs;
  while (performance.now() < deadline) {
    if (state.spawnError !== null || child.exitCode !== null || child.signalCode !== null) {
      const log = readLog();
      await stop();
      if (/bind|address already in use/i.test(log)) return 'port-clash';
      throw new Error(`startNsd: nsd exited at start: ${log.trim().split('\n').slice(-5).join(' | ')}`);
    }
    const errors = readLog()
      .split('\n')
      .filter((line) => line.includes(' error: '))
      .filter((line) => !expectedErrorMarks.some((mark) => line.includes(mark)));
    if (errors.length > 0) {
      // A zone that does not load is a test bug: fail now with nsd's own words.
      await stop();
      throw new Error(`startNsd: nsd reported errors: ${errors.slice(0, 5).join(' | ')}`);
    }
    const answer = await probe.query(firstOrigin, 'SOA');
    if (answer.status === 'ok') {
      return { host: '127.0.0.1', port, server, dir, log: readLog, stop };
    }
    await sleep(50);
  }
  const log = readLog();
  await stop();
  throw new Error(
    `startNsd: nsd did not answer within ${startTimeoutMs} ms: ${log.trim().split('\n').slice(-5).join(' | ')}`,
  );
}

/**
 * Starts nsd in the foreground (`nsd -d -c <temp>/nsd.conf`) on 127.0.0.1:<free port> serving
 * `zones`, and resolves once it answers the first zone's SOA.
 * @throws Error when nsd is missing (call `ensureNsd` first to skip instead), or does not start
 */
export async function startNsd(options: StartNsdOptions): Promise<NsdServer> {
  let binary = options.binary;
  if (binary === undefined) {
    const found = await ensureNsd();
    if (found.path === null) throw new Error(`startNsd: ${found.reason}`);
    binary = found.path;
  }
  for (let i = 0; i < 5; i++) {
    const started = await startOnce(
      binary,
      options.zones,
      options.startTimeoutMs ?? 15_000,
      options.brokenZones ?? [],
    );
    if (started !== 'port-clash') return started;
  }
  throw new Error('startNsd: nsd could not bind a free port after 5 tries');
}
