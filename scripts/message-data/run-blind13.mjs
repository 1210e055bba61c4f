// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v13 (blind13.mjs, issue 23,
// round 13) and on its check list blind13-check.mjs when present: counts flagged per kind and the
// findings on the wrong ones. Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind13.mjs [--show]
import { runKinds } from './run-kinds.mjs';
import { BLIND13_HAM, BLIND13_SCAM } from './blind13.mjs';

const run = (label, rows, expectScam) => runKinds(label, rows, expectScam);

await run('blind13 ordinary (ham)', BLIND13_HAM, false);
await run('blind13 scams', BLIND13_SCAM, true);
try {
  const check = await import('./blind13-check.mjs');
  await run('blind13-check ordinary (ham)', check.CHECK13_HAM, false);
  await run('blind13-check scams', check.CHECK13_SCAM, true);
} catch (e) {
  if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
}
