/**
 * Debian's nginx (nginx-light) for TLS tests: one process (no master, no daemon) with a throwaway
 * prefix directory, one `server` per scenario, each on its own free port of 127.0.0.1, stopped and
 * removed by `stop()`.
 *
 *   const nginx = await startNginx([{ name: 'modern', cert, key, protocols: 'TLSv1.2 TLSv1.3', hsts: 'max-age=31536000' }]);
 *   nginx.ports.modern; await nginx.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSystemBinary, type EnsureOptions, type SystemBinary } from './system-binary.js';

export interface NginxServerSpec {
  /** Scenario name (key of `ports`). */
  readonly name: string;
  /** PEM certificate (plus any chain to send) and key. */
  readonly cert: string;
  readonly key: string;
  /** `ssl_protocols` (default `TLSv1.2 TLSv1.3`). */
  readonly protocols?: string;
  /** `ssl_ciphers` (TLS ≤ 1.2), default nginx's. */
  readonly ciphers?: string;
  /** `ssl_conf_command Ciphersuites` (TLS 1.3). */
  readonly tls13Suites?: string;
  /** Strict-Transport-Security value (none when absent). */
  readonly hsts?: string;
  /** PEM DH parameters (`ssl_dhparam`). */
  readonly dhparam?: string;
  /** DER OCSP response to staple (`ssl_stapling_file`). */
  readonly ocspStaple?: Uint8Array;
}

export interface NginxServer {
  readonly ports: Readonly<Record<string, number>>;
  stop(): Promise<void>;
}

/** The nginx binary (installed with apt-get as root when missing; see system-binary.ts). */
export function ensureNginx(options: EnsureOptions = {}): Promise<SystemBinary> {
  return ensureSystemBinary('nginx', 'nginx-light', options);
}

/** A free TCP port of 127.0.0.1 (bound then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => {
      resolve(false);
    });
  });
}

export async function startNginx(binary: string, servers: readonly NginxServerSpec[]): Promise<NginxServer> {
  const dir = mkdtempSync(join(tmpdir(), 'secapi-nginx-'));
  const ports: Record<string, number> = {};
  const blocks: string[] = [];
  // Distinct ports: a port released by freePort() can come back on the next call, and two server
  // blocks on one port send a name to the wrong block (a check-tls test once graded anon.test "M"
  // on another block's certificate).
  const used = new Set<number>();
  for (const spec of servers) {
    let port = await freePort();
    while (used.has(port)) port = await freePort();
    used.add(port);
    ports[spec.name] = port;
    writeFileSync(join(dir, `${spec.name}.crt`), spec.cert);
    writeFileSync(join(dir, `${spec.name}.key`), spec.key);
    const lines = [
      `server {`,
      `  listen 127.0.0.1:${String(port)} ssl;`,
      `  ssl_certificate ${join(dir, `${spec.name}.crt`)};`,
      `  ssl_certificate_key ${join(dir, `${spec.name}.key`)};`,
      `  ssl_protocols ${spec.protocols ?? 'TLSv1.2 TLSv1.3'};`,
      `  ssl_prefer_server_ciphers on;`,
    ];
    if (spec.ciphers !== undefined) lines.push(`  ssl_ciphers '${spec.ciphers}';`);
    if (spec.tls13Suites !== undefined) lines.push(`  ssl_conf_command Ciphersuites ${spec.tls13Suites};`);
    if (spec.dhparam !== undefined) {
      writeFileSync(join(dir, `${spec.name}.dh`), spec.dhparam);
      lines.push(`  ssl_dhparam ${join(dir, `${spec.name}.dh`)};`);
    }
    if (spec.ocspStaple !== undefined) {
      writeFileSync(join(dir, `${spec.name}.ocsp`), spec.ocspStaple);
      lines.push(`  ssl_stapling on;`, `  ssl_stapling_file ${join(dir, `${spec.name}.ocsp`)};`);
    }
    if (spec.hsts !== undefined) lines.push(`  add_header Strict-Transport-Security "${spec.hsts}" always;`);
    lines.push(`  location / { return 200 "ok\\n"; }`, `}`);
    blocks.push(lines.join('\n'));
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (t) => `  ${t}_temp_path ${join(dir, t)};`,
  );
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...temp,
      ...blocks,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 10_000;
  const first = Object.values(ports)[0] ?? 0;
  while (!(await accepting(first))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      let log = '';
      try {
        log = readFileSync(join(dir, 'error.log'), 'utf8');
      } catch {
        // no log
      }
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr} ${log}`.slice(0, 2000));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    ports,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) =>
          child.once('exit', () => {
            resolve();
          }),
        );
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
        // A process that ignored SIGTERM for 3 s is killed (no-op when it already exited).
        child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
