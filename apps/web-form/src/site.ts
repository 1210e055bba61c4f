/** The whole site in one Express app: the API and /openapi.json from `@secapi/server`, plus the form. */
import type { Express } from 'express';
import {
  createApp,
  createJsonLogger,
  createService,
  type Logger,
  type ServerConfig,
  type ServiceDeps,
} from '@secapi/server';
import { createFormRouter } from './router.js';

export interface SiteDeps extends ServiceDeps {
  /** One logger for the API, the form and the rate limiters (default: JSON lines on stdout). */
  logger?: Logger;
}

/**
 * The service (memoised analyses, per-partition rate limiters) is created once and shared by the API
 * routes and the form, so a client has one budget per partition whichever way it asks.
 * @example createSite(loadConfig(process.env)).listen(3000);
 */
export function createSite(config: ServerConfig, deps: SiteDeps = {}): Express {
  const logger = deps.logger ?? createJsonLogger();
  const service = createService(config, { ...deps, logger });
  return createApp({ config, service, logger, extraRoutes: createFormRouter({ service, logger }) });
}
