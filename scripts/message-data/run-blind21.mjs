// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v21 (blind21.mjs, issue 23,
// round 20, helper msgmail21) and on its check list blind21-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind21.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(21);
