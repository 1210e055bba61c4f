#!/usr/bin/env node
/**
 * `secapi-server`: the API alone (the web form has its own main that serves everything).
 * A bad configuration prints ONE line to stderr and exits 1 at start; SIGTERM/SIGINT shut down
 * gracefully. See start.ts.
 */
import { startServer } from './start.js';

startServer({
  env: process.env,
  stderr: (line) => process.stderr.write(line),
  exit: (code) => process.exit(code),
  onSignal: (signal, handler) => process.once(signal, handler),
});
