/**
 * `pnpm start`: the whole site (API under /api/, /openapi.json, the form at /) in one process.
 * Configuration comes from the environment (see the README); a bad value stops the start with one
 * line on stderr and exit code 1. SIGTERM/SIGINT stop accepting connections, let in-flight requests
 * finish, and force-close after 10 s.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, createJsonLogger, loadConfig, type ServerConfig } from '@secapi/server';
import { createSite } from './site.js';

function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`secapi: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createJsonLogger();
if (config.redisUrl)
  logger.log('warn', 'REDIS_URL is set, but this version keeps rate limits and the cache in-process');
const server = createServer(createSite(config, { logger }));
server.requestTimeout = 60_000;

server.on('error', (error: NodeJS.ErrnoException) => {
  process.stderr.write(`secapi: cannot listen on port ${config.port}: ${error.code ?? error.message}\n`);
  process.exit(1);
});

server.listen(config.port, () => {
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  logger.log('info', 'listening', {
    address: `http://${host}:${port}/`,
    form: '/',
    api: '/api/',
    offline: config.offline ?? false,
  });
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.log('info', 'shutting down', { signal });
  server.close(() => {
    logger.log('info', 'stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, 10_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
