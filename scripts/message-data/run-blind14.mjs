// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v14 (blind14.mjs, issue 23,
// round 13, helper message14) and on its check list blind14-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind14.mjs [--show]
import { runKinds } from './run-kinds.mjs';
import { BLIND14_HAM, BLIND14_SCAM } from './blind14.mjs';

await runKinds('blind14 ordinary (ham)', BLIND14_HAM, false);
await runKinds('blind14 scams', BLIND14_SCAM, true);
try {
  const check = await import('./blind14-check.mjs');
  await runKinds('blind14-check ordinary (ham)', check.CHECK14_HAM, false);
  await runKinds('blind14-check scams', check.CHECK14_SCAM, true);
} catch (e) {
  if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
}
