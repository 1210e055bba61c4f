// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v17 (blind17.mjs, issue 23,
// round 16, helper message17) and on its check list blind17-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind17.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(17);
