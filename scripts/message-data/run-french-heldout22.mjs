// Runs analyzeMessage (the BUILT @secapi/core, offline) on the held-out French spam of round 22
// (french-heldout-22.mjs; never tuned on). Prints counts only unless --show.
// Usage: node scripts/message-data/run-french-heldout22.mjs [--show]
import { runKinds } from './run-kinds.mjs';
import { FRENCH_HELDOUT_22 } from './french-heldout-22.mjs';

await runKinds('French spam held out (round 22)', FRENCH_HELDOUT_22, true);
