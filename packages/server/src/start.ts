/**
 * What `secapi-server` (main.ts) does, with its I/O injected so it can be tested in-process:
 * read the configuration (a bad one → ONE line on stderr, exit 1, before anything listens), build
 * the app, listen on `PORT`, and shut down gracefully on SIGTERM/SIGINT (stop accepting, let
 * in-flight requests finish, force-close after `graceMs`).
 */
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { createJsonLogger, type Logger } from './logger.js';
import { createService } from './service.js';

export interface StartIo {
  env: Readonly<Record<string, string | undefined>>;
  stderr(line: string): void;
  exit(code: number): void;
  onSignal(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void;
  logger?: Logger;
  /** Force-close delay after a signal (default 10 s). */
  graceMs?: number;
}

/** Starts the API alone; returns the listening server, or null after a configuration error. */
export function startServer(io: StartIo): Server | null {
  let config: ServerConfig;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(`secapi-server: ${error.message}\n`);
      io.exit(1);
      return null;
    }
    throw error;
  }
  const logger = io.logger ?? createJsonLogger();
  if (config.redisUrl)
    logger.log('warn', 'REDIS_URL is set, but this version keeps rate limits and the cache in-process');
  const service = createService(config, { logger });
  const app = createApp({ config, service, logger });

  const server = app.listen(config.port, () => {
    logger.log('info', 'listening', {
      port: config.port,
      offline: config.offline ?? false,
      trustProxy: config.trustProxy,
    });
  });
  server.requestTimeout = 60_000;
  server.on('error', (error: NodeJS.ErrnoException) => {
    io.stderr(`secapi-server: cannot listen on port ${config.port}: ${error.code ?? error.message}\n`);
    io.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.log('info', 'shutting down', { signal });
    server.close(() => {
      logger.log('info', 'stopped');
      io.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
    }, io.graceMs ?? 10_000).unref();
  };
  io.onSignal('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  io.onSignal('SIGINT', () => {
    shutdown('SIGINT');
  });
  return server;
}
