// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v14 (blind14.mjs, issue 23,
// round 13, helper message14) and on its check list blind14-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind14.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(14);
