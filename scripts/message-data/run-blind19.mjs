// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v19 (blind19.mjs, issue 23,
// round 18, helper message19) and on its check list blind19-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind19.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(19);
