#!/usr/bin/env node
// `pnpm test`: builds (turbo, cached), type-checks every package, then runs every vitest suite once,
// and closes with one plain line "N passed, N failed, N skipped" that CI can read.
// With SECAPI_REQUIRE_SYSTEM_SERVERS=1 (set by .ci/run) a suite that cannot find a system server it
// needs (chromium, later nsd, redis-server) fails instead of skipping.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  return r.status ?? 1;
};

const extra = process.argv.slice(2);
if (run('pnpm', ['-s', 'build']) !== 0) process.exit(1);
if (run('pnpm', ['-s', 'typecheck']) !== 0) process.exit(1);

const results = '.vitest-results.json';
rmSync(results, { force: true });
const status = run('pnpm', [
  '-s',
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}`,
  ...extra,
]);
try {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  const passed = r.numPassedTests ?? 0;
  // A file that failed outside any test (an error in beforeAll, an import error) counts as one failure.
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const failed = (r.numFailedTests ?? 0) + brokenFiles;
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (status === 0 && passed === 0) {
    console.error('no test ran');
    process.exit(1);
  }
} catch {
  console.error('could not read the vitest JSON results');
  process.exit(status === 0 ? 1 : status);
}
process.exit(status);
