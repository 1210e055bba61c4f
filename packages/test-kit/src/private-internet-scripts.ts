/**
 * The scripts a private internet runs inside its namespaces (plain ESM or sh, no dependencies):
 * the test hosts, the client of `fetchInSvc` and the watchdog that removes everything when the test
 * process dies. Kept apart from private-internet.ts, which writes them to its working directory.
 */
/** Host servers: argv[2] = config JSON file. One JSON event per stdout line. Exits when stdin closes. */
export const HOSTS_SCRIPT = String.raw`
import http from 'node:http';
import https from 'node:https';
import { readFileSync } from 'node:fs';
const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const emit = (event) => process.stdout.write(JSON.stringify(event) + '\n');
const servers = [];
for (const l of config.listeners) {
  const handler = (req, res) => {
    emit({ type: 'request', address: l.address, port: l.port, method: req.method, url: req.url, host: req.headers.host ?? null });
    const r = l.response;
    res.writeHead(r.status ?? 200, r.headers ?? {});
    res.end(r.body ?? '');
  };
  const server = l.tls ? https.createServer({ key: l.tls.key, cert: l.tls.cert }, handler) : http.createServer(handler);
  server.on('connection', () => emit({ type: 'connection', address: l.address, port: l.port }));
  server.on('tlsClientError', () => undefined);
  server.on('clientError', (_e, socket) => socket.destroy());
  servers.push(new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(l.port, l.address, resolve);
  }));
}
Promise.all(servers).then(
  () => emit({ type: 'ready' }),
  (e) => { process.stderr.write('listen failed: ' + e.message + '\n'); process.exit(2); },
);
process.stdin.on('data', () => undefined);
process.stdin.on('end', () => process.exit(0));
setTimeout(() => process.exit(3), config.lifetimeMs).unref();
`;

/**
 * Client: argv[2] = JSON { mode: 'http', url, timeoutMs, retryUntil } or
 * { mode: 'dns', server, name, until }. Prints one JSON line.
 */
export const CLIENT_SCRIPT = String.raw`
import { Resolver } from 'node:dns/promises';
const a = JSON.parse(process.argv[2]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const out = (v) => { process.stdout.write(JSON.stringify(v) + '\n'); };
if (a.mode === 'dns') {
  let last = '';
  while (Date.now() < a.until) {
    const r = new Resolver({ timeout: 300, tries: 1 });
    r.setServers([a.server]);
    try { out({ ok: true, addresses: await r.resolve4(a.name) }); process.exit(0); }
    catch (e) { last = e.code ?? e.message; await sleep(100); }
  }
  out({ ok: false, error: last });
} else {
  let last = '';
  for (;;) {
    try {
      const res = await fetch(a.url, { signal: AbortSignal.timeout(a.timeoutMs), redirect: 'manual' });
      const text = await res.text();
      let body = text;
      try { body = JSON.parse(text); } catch {}
      out({ status: res.status, headers: Object.fromEntries(res.headers), body, error: null });
      process.exit(0);
    } catch (e) {
      last = String(e.cause?.code ?? e.name ?? e.message);
      if (Date.now() + 200 >= a.retryUntil) break;
      await sleep(150);
    }
  }
  out({ status: null, headers: {}, body: null, error: last });
}
`;

/**
 * Watchdog: $1 parent pid, $2 lifetime (s), then namespaces and `dir:<path>` working directories.
 * Removes them when the parent is gone or the lifetime is over.
 */
export const WATCHDOG_SCRIPT = `
parent=$1; limit=$2; shift 2
i=0
while kill -0 "$parent" 2>/dev/null && [ "$i" -lt "$limit" ]; do sleep 1; i=$((i+1)); done
for arg in "$@"; do
  case "$arg" in
    dir:*) rm -rf "\${arg#dir:}" ;;
    *)
      for p in $(ip netns pids "$arg" 2>/dev/null); do kill -9 "$p" 2>/dev/null; done
      ip netns del "$arg" 2>/dev/null ;;
  esac
done
`;
