/**
 * `pnpm start`: the whole site (API under /api/, /openapi.json, the form at /) in one process.
 * Configuration comes from the environment (see docs/configuration.md); a bad value stops the start with one
 * line on stderr and exit code 1. SIGTERM/SIGINT stop accepting connections, let in-flight requests
 * finish, and force-close after 10 s (the server's `startServer` does all of this).
 */
import { startServer } from '@secapi/server';
import { createSite } from './site.js';

startServer({
  name: 'secapi',
  env: process.env,
  stderr: (line) => process.stderr.write(line),
  exit: (code) => process.exit(code),
  onSignal: (signal, handler) => process.once(signal, handler),
  buildApp: (config, logger, runtime) => createSite(config, { logger, ...runtime }),
  // Everything outside the API is a page of the form: answers given before the app are pages too.
  isPage: (path) => !path.startsWith('/api/') && !['/openapi.json', '/healthz', '/readyz'].includes(path),
});
