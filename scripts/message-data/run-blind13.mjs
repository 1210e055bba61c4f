// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v13 (blind13.mjs, issue 23,
// round 13) and on its check list blind13-check.mjs when present: counts flagged per kind and the
// findings on the wrong ones. Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind13.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(13);
