// Runs analyzeMessage (the BUILT @secapi/core, offline) on round 18's near-probes (probes-19.mjs:
// ordinary texts near each rule of helper message19, and scams of the rules' kinds).
// Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-probes19.mjs [--show]
import { runKinds } from './run-kinds.mjs';
import {
  PROBES19_HAM,
  PROBES19_SCAM,
  PROBES19B_HAM,
  PROBES19B_SCAM,
  PROBES19C_SCAM,
  PROBES19D_HAM,
  PROBES19D_SCAM,
} from './probes-19.mjs';

await runKinds('probes19 ordinary (ham)', PROBES19_HAM, false);
await runKinds('probes19 scams', PROBES19_SCAM, true);
await runKinds('probes19b ordinary (ham; payee changed, age rules)', PROBES19B_HAM, false);
await runKinds('probes19b scams', PROBES19B_SCAM, true);
await runKinds('probes19c scams near the calming readings', PROBES19C_SCAM, true);
await runKinds('probes19d ordinary (ham; orders)', PROBES19D_HAM, false);
await runKinds('probes19d scams (orders)', PROBES19D_SCAM, true);
