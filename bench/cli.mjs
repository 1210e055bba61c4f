// `secapi url --offline --file` end to end, against the BUILT command (run `pnpm build` first):
//   node bench/cli.mjs [count]          (default 100,000 URLs)
// Generates a file of URLs (deterministic: ordinary sites, look-alikes, shorteners, IP hosts, long
// paths, a few refused lines), runs `node packages/cli/bin/secapi.js url --offline --file FILE` as a
// child process with stdout to a pipe, and reports: URLs/s end to end (spawn to the last JSON line),
// start-up (spawn to the first JSON line), and a check that there is one JSON line per input line,
// in order. Then the start-up of a single `secapi url --offline --json <url>` (median of 7), and
// again without NODE_EXTRA_CA_CERTS when it is set (Node reads that CA bundle at every start).
// SECAPI_BENCH_WRITE=FILE only writes the generated file. SECAPI_BENCH_ARGS adds options to the batch runs (e.g. `--workers 0`: the main thread alone).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { urls } from './url-mix.mjs';

const BIN = fileURLToPath(new URL('../packages/cli/bin/secapi.js', import.meta.url));
const count = Number(process.argv[2] ?? 100_000);

/** GNU time, when installed: the child's CPU seconds (user + system), printed on its stderr. */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

function runOnce(args, env = process.env) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const argv = [process.execPath, BIN, ...args];
    const child =
      TIME === null
        ? spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env })
        : spawn(TIME, ['-f', 'cpu %U %S', ...argv], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let first = null;
    let lines = 0;
    let head = null;
    let firstLine = null;
    let stderr = '';
    // Counted as bytes, as `wc -l` would: decoding 300 MB of JSON here would take CPU from the
    // command measured on the same cores. Only the first line is decoded (to check its order).
    child.stdout.on('data', (chunk) => {
      if (first === null) first = performance.now() - start;
      if (firstLine === null) {
        head = head === null ? chunk : Buffer.concat([head, chunk]);
        const nl = head.indexOf(10);
        if (nl >= 0) firstLine = head.subarray(0, nl).toString('utf8');
      }
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
    });
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      const m = /cpu ([0-9.]+) ([0-9.]+)\s*$/.exec(stderr);
      const cpu = m === null ? null : Number(m[1]) + Number(m[2]);
      const own = stderr.replace(/(Command exited with non-zero status \d+\n)?cpu [0-9. ]+\s*$/, '');
      resolve({ code, first, total: performance.now() - start, lines, firstLine, stderr: own, cpu });
    });
  });
}

// SECAPI_BENCH_WRITE=FILE writes the generated list there and stops (for profiling by hand).
if (process.env.SECAPI_BENCH_WRITE) {
  writeFileSync(process.env.SECAPI_BENCH_WRITE, `${urls(count).join('\n')}\n`);
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'secapi-bench-'));
try {
  const file = join(dir, 'urls.txt');
  const list = urls(count);
  writeFileSync(file, `${list.join('\n')}\n`);
  // The load of the machine (other processes) weighs on every figure: printed with them.
  const load = () => loadavg()[0].toFixed(1);
  console.log(
    `node ${process.version}, ${new Date().toISOString()}, ${count.toLocaleString('en-CA')} URLs, ${availableParallelism()} cores, load ${load()}`,
  );
  const extra = process.env.SECAPI_BENCH_ARGS ? process.env.SECAPI_BENCH_ARGS.split(' ') : [];
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const r = await runOnce(['url', '--offline', '--file', file, ...extra]);
    if (r.lines !== count) throw new Error(`expected ${count} JSON lines, got ${r.lines}: ${r.stderr}`);
    const first = JSON.parse(r.firstLine);
    if (first.input !== list[0]) throw new Error('first JSON line is not the first URL');
    runs.push(r);
    console.log(
      `run ${i + 1}: ${Math.round((count * 1000) / r.total)
        .toLocaleString('en-CA')
        .padStart(7)} URLs/s end to end` +
        ` (${(r.total / 1000).toFixed(2)} s), first result after ${Math.round(r.first)} ms, exit ${r.code}, load ${load()}` +
        (r.cpu === null ? '' : `; ${Math.round(count / r.cpu).toLocaleString('en-CA')} URLs per CPU-second`),
    );
  }
  const best = runs.reduce((a, b) => (a.total < b.total ? a : b));
  console.log(
    `best: ${Math.round((count * 1000) / best.total).toLocaleString('en-CA')} URLs/s; summary: ${best.stderr.trim()}`,
  );
  // Node reads NODE_EXTRA_CA_CERTS (a whole CA bundle) at every start, before any of our code: on
  // the project machine that is 150-200 ms. When it is set, the single URL is timed without it too.
  const singleRuns = async (label, env) => {
    const single = [];
    const singleCpu = [];
    for (let i = 0; i < 7; i++) {
      const r = await runOnce(
        ['url', '--offline', '--json', 'http://paypal.com.secure-login.example.top/verify'],
        env,
      );
      single.push(r.first);
      if (r.cpu !== null) singleCpu.push(r.cpu * 1000);
    }
    single.sort((a, b) => a - b);
    singleCpu.sort((a, b) => a - b);
    console.log(
      `single URL${label}, spawn to first result: median ${Math.round(single[3])} ms, min ${Math.round(single[0])} ms, max ${Math.round(single[6])} ms` +
        (singleCpu.length === 7 ? `; CPU time of the whole run: median ${Math.round(singleCpu[3])} ms` : ''),
    );
  };
  await singleRuns('', process.env);
  if (process.env.NODE_EXTRA_CA_CERTS) {
    const { NODE_EXTRA_CA_CERTS: _ca, ...withoutCa } = process.env;
    await singleRuns(' (NODE_EXTRA_CA_CERTS unset)', withoutCa);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
