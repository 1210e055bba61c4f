// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v15 (blind15.mjs, issue 23,
// round 14, helper message15) and on its check list blind15-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind15.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(15);
