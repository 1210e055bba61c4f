// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v22 (blind22.mjs, issue 23,
// round 21, helper msg21) and on its check list blind22-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind22.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(22);
