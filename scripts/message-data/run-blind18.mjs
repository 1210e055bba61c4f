// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v18 (blind18.mjs, issue 23,
// round 17, helper message18) and on its check list blind18-check.mjs when present.
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind18.mjs [--show]
import { runBlindList } from './run-kinds.mjs';

await runBlindList(18);
