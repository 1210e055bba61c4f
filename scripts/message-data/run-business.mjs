// Runs analyzeMessage (the BUILT @secapi/core, offline) on the generated business texts of
// business-templates.mjs (issue 23, round 12) and on the round-12 check list when present: counts
// flagged per kind and the findings that carry the flagged texts. Prints counts only, never a text
// unless --show is given (the texts are our own, written for this project).
// Usage: node scripts/message-data/run-business.mjs [--show]
import { runKinds } from './run-kinds.mjs';
import { businessTexts } from './business-templates.mjs';

const run = (label, rows, expectScam) => runKinds(label, rows, expectScam, { onlyWrongKinds: true });

await run('generated business texts (ham)', businessTexts(), false);
try {
  const check = await import('./business-check.mjs');
  await run('check list: alerts (ham)', check.CHECK_HAM, false);
  await run('check list: scams dressed as alerts', check.CHECK_SCAM, true);
} catch (e) {
  if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
}
