// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v16 (blind16.mjs, issue 23,
// round 15, helper message16) and on its check list blind16-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind16.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(16);
