/**
 * A private internet for end-to-end tests (ARCHITECTURE.md, "End to end on a private internet"):
 * two network namespaces joined by one veth pair, and nothing else.
 *
 *   secapi-e2e-<pid>-<n>-svc  11.0.0.1/24 ── veth ── 11.0.0.10…, 11.0.0.53 /24  secapi-e2e-<pid>-<n>-net
 *   (the service under test;                        (the "internet": test hosts on ports 80/443 and
 *    only route: 11.0.0.0/24)                        nsd, authoritative for a test root zone, on :53)
 *
 *   const support = await privateInternetSupport();        // skip when not root / no ip netns / no nsd
 *   const net = await startPrivateInternet({
 *     hosts: [{ address: '11.0.0.10', names: ['shop.example-test.com'], https: { headers: STRICT } }],
 *     zones: { '.': ['private.example-test.com. A 10.0.0.1'] },
 *     canaries: [{ address: '127.0.0.1', port: 80 }],       // loopback listeners inside svc
 *   });
 *   const server = net.spawnInSvc('node', ['packages/server/dist/main.js'], { env: { PORT: '3000', ... } });
 *   const res = await net.fetchInSvc('http://127.0.0.1:3000/api/check-dns?domain=shop.example-test.com');
 *   net.connections('11.0.0.10', 443);                       // TCP connections the host accepted
 *   await net.stop();
 *
 * nsd also serves what the service's network health check probes (core's net/health.ts), as the
 * real internet does: the root SOA, an `example.com` zone and each DNSBL's test entry 127.0.0.2, so
 * the service runs with its production defaults untouched.
 *
 * The test hosts hold public-looking addresses (11.0.0.0/24) that exist only in the `net` namespace;
 * `svc` has no route but the connected 11.0.0.0/24, so no packet can leave the machine. Every
 * process (nsd, the host servers, what `spawnInSvc` starts, the clients of `fetchInSvc`) runs through
 * `ip netns exec`. HTTPS hosts present certificates from a fresh `createTestCa()`: give
 * `net.caPath` to the service as `NODE_EXTRA_CA_CERTS`.
 *
 * Bounded: `stop()` ends every process and removes both namespaces; so does process exit, and a
 * detached watchdog does the same when this process dies or `lifetimeMs` passes. Namespaces left by
 * an earlier run whose process is gone (prefix `secapi-e2e-`) are removed at start.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PRIVATE_INTERNET_PREFIX,
  ip,
  ourNamespaces,
  removeNamespace,
  removeStalePrivateInternets,
} from './namespaces.js';
import { DNSBL_TEST_ENTRY_RECORDS, networkCheckZones } from './network-check.js';
import { nsdConf, zoneFile, type NsdZoneRecord } from './nsd.js';
import { CLIENT_SCRIPT, HOSTS_SCRIPT, WATCHDOG_SCRIPT } from './private-internet-scripts.js';
import { findBinary } from './system-binary.js';

export {
  PRIVATE_INTERNET_PREFIX,
  privateInternetSupport,
  removeStalePrivateInternets,
} from './namespaces.js';
export type { PrivateInternetSupport } from './namespaces.js';
import { createTestCa, type TestCa } from './test-ca.js';

/** What a test host answers on one port: the same response for every request. */
export interface PrivateHttpResponse {
  /** Default 200. */
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** Default empty. */
  readonly body?: string;
}

export interface PrivateHost {
  /** Public-looking address inside the `net` namespace, in 11.0.0.0/24 (not .1, .53). */
  readonly address: string;
  /** DNS names (A records in the test root zone) and the certificate's names; first is the CN. */
  readonly names: readonly string[];
  /** Port 80; omitted = nothing listens there. */
  readonly http?: PrivateHttpResponse;
  /** Port 443 with a certificate from the test CA; omitted = nothing listens there. */
  readonly https?: PrivateHttpResponse;
}

export interface PrivateCanary {
  /** A loopback address inside `svc` (127.x.y.z). */
  readonly address: string;
  readonly port: number;
}

export interface StartPrivateInternetOptions {
  readonly hosts: readonly PrivateHost[];
  /**
   * Extra records per zone origin. The root zone `'.'` always exists and holds every host name's A
   * record; records given for `'.'` are added to it; any other origin becomes a zone of its own.
   */
  readonly zones?: Readonly<Record<string, readonly (NsdZoneRecord | string)[]>>;
  /** Plain-HTTP listeners on loopback inside `svc` that count connections (must stay at 0). */
  readonly canaries?: readonly PrivateCanary[];
  /** Hard limit: after this the watchdog tears everything down; default 120 s. */
  readonly lifetimeMs?: number;
  /** Limit for each start step (nsd answering, hosts listening); default 15 s. */
  readonly startTimeoutMs?: number;
}

export interface PrivateRequest {
  readonly address: string;
  readonly port: number;
  readonly method: string;
  readonly url: string;
  readonly host: string | null;
}

export interface PrivateFetchResult {
  /** Null when no response came (`error` says why). */
  readonly status: number | null;
  readonly headers: Readonly<Record<string, string>>;
  /** The body parsed as JSON when it is JSON, else the text. */
  readonly body: unknown;
  readonly error: string | null;
}

export interface SvcProcess {
  readonly pid: number | undefined;
  /** stdout and stderr so far (last 16 kB). */
  output(): string;
  readonly exited: boolean;
  stop(): Promise<void>;
}

export interface PrivateInternet {
  /** Namespace names. */
  readonly net: string;
  readonly svc: string;
  /** The svc side of the veth. */
  readonly svcAddress: string;
  /** nsd's address: `SECAPI_DNS_SERVERS` value for the service. */
  readonly resolver: string;
  /** The test CA's certificate file: `NODE_EXTRA_CA_CERTS` for the service. */
  readonly caPath: string;
  readonly ca: TestCa;
  /** Working directory (scripts, configuration, nsd), removed by `stop()`. */
  readonly dir: string;
  /** TCP connections accepted on `address:port` (a host or a canary) so far. */
  connections(address: string, port: number): number;
  /** Every request the hosts and canaries received, in order. */
  requests(): readonly PrivateRequest[];
  /** Starts a long-running process inside `svc` (ended by `stop()`); env is exactly `env` + PATH. */
  spawnInSvc(
    command: string,
    args: readonly string[],
    options?: { env?: Readonly<Record<string, string>>; cwd?: string },
  ): SvcProcess;
  /**
   * One HTTP(S) GET from inside `svc` (a node client run with `ip netns exec`). `retryUntilMs`:
   * retry connection failures until then (to wait for a server); `timeoutMs` per attempt (10 s).
   */
  fetchInSvc(
    url: string,
    options?: { timeoutMs?: number; retryUntilMs?: number },
  ): Promise<PrivateFetchResult>;
  /** nsd's log and the hosts' stderr (for failure messages). */
  log(): string;
  /** Ends every process and removes the namespaces and the working directory. Idempotent. */
  stop(): Promise<void>;
}

const SVC_ADDRESS = '11.0.0.1';
const RESOLVER = '11.0.0.53';
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface HostEvent {
  type: 'ready' | 'connection' | 'request';
  address?: string;
  port?: number;
  method?: string;
  url?: string;
  host?: string | null;
}

let sequence = 0;

/**
 * Builds the namespaces, starts nsd and the test hosts, and resolves once a client inside `svc`
 * resolves a host name through nsd. On any failure everything made so far is removed.
 * @throws Error when not root, `ip netns` fails, nsd is missing, or a step does not start in time
 */
export async function startPrivateInternet(options: StartPrivateInternetOptions): Promise<PrivateInternet> {
  const lifetimeMs = options.lifetimeMs ?? 120_000;
  const startTimeoutMs = options.startTimeoutMs ?? 15_000;
  const nsdBinary = findBinary('nsd');
  if (nsdBinary === null)
    throw new Error('startPrivateInternet: nsd is missing (see privateInternetSupport)');
  for (const h of options.hosts) {
    if (!/^11\.0\.0\.([0-9]{1,3})$/.test(h.address) || h.address === SVC_ADDRESS || h.address === RESOLVER) {
      throw new RangeError(
        `startPrivateInternet: host address ${h.address} must be in 11.0.0.0/24, not .1 or .53`,
      );
    }
  }
  for (const c of options.canaries ?? []) {
    if (!c.address.startsWith('127.')) throw new RangeError(`canary ${c.address} must be a loopback address`);
  }
  removeStalePrivateInternets();

  const base = `${PRIVATE_INTERNET_PREFIX}${String(process.pid)}-${String(++sequence)}`;
  const net = `${base}-net`;
  const svc = `${base}-svc`;
  const dir = mkdtempSync(join(tmpdir(), 'secapi-e2e-'));
  const ca = createTestCa({ name: 'secapi private-internet test CA' });
  const children = new Set<ChildProcess>();
  const counts = new Map<string, number>();
  const requests: PrivateRequest[] = [];
  let logText = '';
  const appendLog = (s: string): void => {
    logText = (logText + s).slice(-16_000);
  };
  let watchdog: ChildProcess | null = null;
  let stopped = false;

  const cleanupSync = (): void => {
    if (stopped) return;
    stopped = true;
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    removeNamespace(svc);
    removeNamespace(net);
    if (watchdog?.pid !== undefined) {
      try {
        process.kill(-watchdog.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
    ca.dispose();
  };
  const onExit = (): void => {
    cleanupSync();
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    cleanupSync();
    process.off('exit', onExit);
    // Nobody else handles it: behave as the default (end the process with that signal).
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const exited = (child: ChildProcess): Promise<void> =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) =>
          child.once('exit', () => {
            resolve();
          }),
        );

  const stop = async (): Promise<void> => {
    if (stopped) return;
    const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
    for (const child of running) child.kill('SIGTERM');
    await Promise.race([Promise.all(running.map(exited)), sleep(3000)]);
    cleanupSync();
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    const left = ourNamespaces().filter((ns) => ns === net || ns === svc);
    if (left.length > 0) throw new Error(`startPrivateInternet: namespaces left behind: ${left.join(', ')}`);
  };

  const spawnIn = (
    ns: string,
    command: string,
    args: readonly string[],
    env: Readonly<Record<string, string>>,
    cwd: string = dir,
  ): ChildProcess => {
    const child = spawn('ip', ['netns', 'exec', ns, command, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.add(child);
    child.on('error', (err) => {
      appendLog(`[${command}] spawn error: ${err.message}\n`);
    });
    child.once('exit', () => children.delete(child));
    return child;
  };

  try {
    // --- namespaces and the one link between them
    ip(['netns', 'add', net]);
    ip(['netns', 'add', svc]);
    watchdog = spawn(
      'sh',
      [
        '-c',
        WATCHDOG_SCRIPT,
        'secapi-e2e-watchdog',
        String(process.pid),
        String(Math.ceil(lifetimeMs / 1000)),
        svc,
        net,
        `dir:${dir}`,
        `dir:${ca.dir}`,
      ],
      { detached: true, stdio: 'ignore' },
    );
    watchdog.unref();
    ip(['-n', svc, 'link', 'add', 'e2e0', 'type', 'veth', 'peer', 'name', 'e2e1', 'netns', net]);
    ip(['-n', svc, 'addr', 'add', `${SVC_ADDRESS}/24`, 'dev', 'e2e0']);
    for (const address of [RESOLVER, ...options.hosts.map((h) => h.address)]) {
      ip(['-n', net, 'addr', 'add', `${address}/24`, 'dev', 'e2e1']);
    }
    for (const ns of [net, svc]) ip(['-n', ns, 'link', 'set', 'lo', 'up']);
    ip(['-n', svc, 'link', 'set', 'e2e0', 'up']);
    ip(['-n', net, 'link', 'set', 'e2e1', 'up']);
    const routes = ip(['-n', svc, 'route', 'show'])
      .split('\n')
      .filter((l) => l.trim() !== '');
    if (routes.length !== 1 || !routes[0]?.startsWith('11.0.0.0/24 dev e2e0')) {
      throw new Error(`startPrivateInternet: unexpected routes in ${svc}: ${routes.join(' | ')}`);
    }

    // --- nsd, authoritative for the test root zone (and any other zone given) on 11.0.0.53:53
    const rootRecords: (NsdZoneRecord | string)[] = [];
    for (const h of options.hosts) {
      for (const name of h.names) rootRecords.push(`${name.replace(/\.$/, '')}. A ${h.address}`);
    }
    rootRecords.push(...(options.zones?.['.'] ?? []));
    // What the service's network health check probes, as the real internet answers it: the DNSBL
    // test entries (127.0.0.2 listed) and, below, an `example.com` zone with its SOA.
    rootRecords.push(...DNSBL_TEST_ENTRY_RECORDS);
    const zones: { origin: string; file: string }[] = [];
    const writeZone = (origin: string, text: string): void => {
      const file = join(dir, `zone-${String(zones.length)}.zone`);
      writeFileSync(file, text);
      zones.push({ origin: origin === '.' ? '.' : `${origin.replace(/\.$/, '')}.`, file });
    };
    writeZone('.', zoneFile('.', rootRecords));
    for (const [origin, records] of Object.entries(options.zones ?? {})) {
      if (origin !== '.') writeZone(origin, zoneFile(origin, records));
    }
    for (const [origin, text] of Object.entries(networkCheckZones())) {
      if (options.zones?.[origin] === undefined) writeZone(origin, text);
    }
    writeFileSync(join(dir, 'nsd.conf'), nsdConf(dir, 53, zones, RESOLVER));
    const nsd = spawnIn(net, nsdBinary, ['-d', '-c', join(dir, 'nsd.conf')], {});
    nsd.stdout?.on('data', (c: Buffer) => {
      appendLog(`[nsd] ${c.toString('utf8')}`);
    });
    nsd.stderr?.on('data', (c: Buffer) => {
      appendLog(`[nsd] ${c.toString('utf8')}`);
    });

    // --- test hosts (ports 80 and 443) in net, canaries (loopback) in svc
    const hostsScript = join(dir, 'hosts.mjs');
    writeFileSync(hostsScript, HOSTS_SCRIPT);
    writeFileSync(join(dir, 'client.mjs'), CLIENT_SCRIPT);
    const netListeners = options.hosts.flatMap((h) => {
      const tls = h.https ? ca.issue(h.names) : null;
      return [
        ...(h.http ? [{ address: h.address, port: 80, tls: null, response: h.http }] : []),
        ...(h.https && tls ? [{ address: h.address, port: 443, tls, response: h.https }] : []),
      ];
    });
    const svcListeners = (options.canaries ?? []).map((c) => ({
      address: c.address,
      port: c.port,
      tls: null,
      response: { status: 200, body: 'canary' },
    }));
    const startHosts = async (ns: string, name: string, listeners: readonly object[]): Promise<void> => {
      if (listeners.length === 0) return;
      const file = join(dir, `${name}.json`);
      writeFileSync(file, JSON.stringify({ listeners, lifetimeMs }));
      const child = spawnIn(ns, process.execPath, [hostsScript, file], {});
      let pending = '';
      let ready = false;
      child.stdout?.on('data', (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        let nl: number;
        while ((nl = pending.indexOf('\n')) !== -1) {
          const line = pending.slice(0, nl);
          pending = pending.slice(nl + 1);
          let event: HostEvent;
          try {
            event = JSON.parse(line) as HostEvent;
          } catch {
            appendLog(`[${name}] ${line}\n`);
            continue;
          }
          if (event.type === 'ready') ready = true;
          const key = `${event.address ?? ''}:${String(event.port ?? 0)}`;
          if (event.type === 'connection') counts.set(key, (counts.get(key) ?? 0) + 1);
          if (event.type === 'request') {
            requests.push({
              address: event.address ?? '',
              port: event.port ?? 0,
              method: event.method ?? '',
              url: event.url ?? '',
              host: event.host ?? null,
            });
          }
        }
      });
      child.stderr?.on('data', (c: Buffer) => {
        appendLog(`[${name}] ${c.toString('utf8')}`);
      });
      const deadline = performance.now() + startTimeoutMs;
      while (!ready) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`startPrivateInternet: ${name} exited: ${logText.slice(-500)}`);
        if (performance.now() > deadline)
          throw new Error(`startPrivateInternet: ${name} did not listen in time`);
        await sleep(25);
      }
    };
    await startHosts(net, 'hosts', netListeners);
    await startHosts(svc, 'canaries', svcListeners);

    // --- run a node client inside svc
    const runClient = (args: object, limitMs: number): Promise<string> =>
      new Promise((resolve, reject) => {
        const child = spawnIn(svc, process.execPath, [join(dir, 'client.mjs'), JSON.stringify(args)], {});
        let out = '';
        let err = '';
        child.stdout?.on('data', (c: Buffer) => (out += c.toString('utf8')));
        child.stderr?.on('data', (c: Buffer) => (err += c.toString('utf8')));
        const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
        child.once('exit', (code, signal) => {
          clearTimeout(timer);
          const line = out.trim().split('\n').pop() ?? '';
          if (line.startsWith('{')) resolve(line);
          else
            reject(
              new Error(
                `client in ${svc} ended (${String(code ?? signal)}) without an answer: ${err.slice(-500)}`,
              ),
            );
        });
      });

    // --- wait until nsd answers from inside svc (this also proves the link works)
    const probeName = options.hosts[0]?.names[0] ?? 'ns.root-servers.test';
    const dnsAnswer = JSON.parse(
      await runClient(
        { mode: 'dns', server: RESOLVER, name: probeName, until: Date.now() + startTimeoutMs },
        startTimeoutMs + 5000,
      ),
    ) as { ok: boolean; error?: string };
    if (!dnsAnswer.ok) {
      let nsdLog = '';
      try {
        nsdLog = execFileSync('cat', [join(dir, 'nsd.log')], { encoding: 'utf8' });
      } catch {
        // no log
      }
      throw new Error(
        `startPrivateInternet: nsd did not answer ${probeName} (${dnsAnswer.error ?? ''}): ${nsdLog}${logText}`,
      );
    }

    const internet: PrivateInternet = {
      net,
      svc,
      svcAddress: SVC_ADDRESS,
      resolver: RESOLVER,
      caPath: ca.certPath,
      ca,
      dir,
      connections: (address, port) => counts.get(`${address}:${String(port)}`) ?? 0,
      requests: () => [...requests],
      spawnInSvc: (command, args, spawnOptions = {}) => {
        const child = spawnIn(svc, command, args, spawnOptions.env ?? {}, spawnOptions.cwd ?? dir);
        let output = '';
        const keep = (c: Buffer): void => {
          output = (output + c.toString('utf8')).slice(-16_000);
        };
        child.stdout?.on('data', keep);
        child.stderr?.on('data', keep);
        return {
          pid: child.pid,
          output: () => output,
          get exited() {
            return child.exitCode !== null || child.signalCode !== null;
          },
          stop: async () => {
            if (child.exitCode !== null || child.signalCode !== null) return;
            child.kill('SIGTERM');
            const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
            await exited(child);
            clearTimeout(killer);
          },
        };
      },
      fetchInSvc: async (url, fetchOptions = {}) => {
        const timeoutMs = fetchOptions.timeoutMs ?? 10_000;
        const retryUntil = Date.now() + (fetchOptions.retryUntilMs ?? 0);
        const limit = timeoutMs + (fetchOptions.retryUntilMs ?? 0) + 5000;
        return JSON.parse(
          await runClient({ mode: 'http', url, timeoutMs, retryUntil }, limit),
        ) as PrivateFetchResult;
      },
      log: () => logText,
      stop,
    };
    return internet;
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}
