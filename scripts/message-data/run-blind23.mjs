// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v23 (blind23.mjs, issue 23,
// round 22, helper msg22) and on its check list blind23-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind23.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(23);
