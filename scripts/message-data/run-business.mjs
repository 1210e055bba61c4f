// Runs analyzeMessage (the BUILT @secapi/core, offline) on the generated business texts of
// business-templates.mjs (issue 23, round 12) and on the round-12 check list when present: counts
// flagged per kind and the findings that carry the flagged texts. Prints counts only, never a text
// unless --show is given (the texts are our own, written for this project).
// Usage: node scripts/message-data/run-business.mjs [--show]
import { runWithCheck } from './run-kinds.mjs';
import { businessTexts } from './business-templates.mjs';

await runWithCheck(
  [['generated business texts (ham)', businessTexts(), false]],
  {
    path: './business-check.mjs',
    ham: 'CHECK_HAM',
    scam: 'CHECK_SCAM',
    hamLabel: 'check list: alerts (ham)',
    scamLabel: 'check list: scams dressed as alerts',
  },
  { onlyWrongKinds: true },
);
