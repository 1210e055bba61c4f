// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v20 (blind20.mjs, issue 23,
// round 19, helper message20) and on its check list blind20-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind20.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(20);
