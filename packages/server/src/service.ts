/**
 * The `Service`: what the HTTP layer (API and web form alike) calls. It owns the memoisation of
 * analysis results and the per-partition rate limiters, so the API and the form share both.
 *
 * - `analyzeUrl`: memoised 6 h (bounded LRU), keyed by endpoint + input, language-neutral (the core
 *   result; localisation happens per response); concurrent identical calls share one promise;
 *   rejections (InputError, failures) are not cached.
 * - `analyzeMessage`: NEVER memoised. The message must never be stored anywhere, a cache included;
 *   the analysis is local heuristics that run in microseconds, so a cache would buy nothing.
 */
import type { RequestHandler } from 'express';
import {
  analyzeMessage as coreAnalyzeMessage,
  analyzeUrl as coreAnalyzeUrl,
  createContext,
  type AnalysisContext,
  type MessageAnalysisResult,
  type UrlAnalysisResult,
} from '@secapi/core';
import { PARTITIONS, type PartitionId as CataloguePartitionId } from '@secapi/openapi';
import type { ServerConfig } from './config.js';
import { createLimiter } from './limits.js';
import { silentLogger, type Logger } from './logger.js';
import { createMemo, type Memo } from './memo.js';

/** A rate-limit partition id of the catalogue: 'check-url', 'check-message', … */
export type PartitionId = string;

export interface Service {
  /** Memoised 6 h + single-flight; rejects with core's `InputError` for bad input. */
  analyzeUrl(input: string): Promise<UrlAnalysisResult>;
  /** Never memoised (the message is never stored). Rejects with `InputError` for bad input. */
  analyzeMessage(message: string): Promise<MessageAnalysisResult>;
  /** The per-IP limiter instance of a partition (shared by the API and the form). */
  limiter(partition: PartitionId): RequestHandler;
}

/** The analyses a service runs (core's by default; tests inject fakes). */
export interface Analyzers {
  analyzeUrl(input: string, ctx: AnalysisContext): Promise<UrlAnalysisResult>;
  analyzeMessage(message: string, ctx: AnalysisContext): Promise<MessageAnalysisResult>;
}

export interface ServiceDeps {
  /** Core context; default `createContext({ offline: config.offline, dnsServers: config.dnsServers })`. */
  context?: AnalysisContext;
  analyzers?: Partial<Analyzers>;
  /** Receives rate-limiter configuration warnings. */
  logger?: Logger;
}

const DEFAULT_ANALYZERS: Analyzers = {
  analyzeUrl: (input, ctx) => coreAnalyzeUrl(input, ctx),
  analyzeMessage: (message, ctx) => coreAnalyzeMessage(message, ctx),
};

/**
 * Creates the service: the analyses with their memo, and one rate limiter per partition.
 * @example const service = createService(loadConfig(process.env));
 */
export function createService(config: ServerConfig, deps: ServiceDeps = {}): Service {
  const context =
    deps.context ??
    createContext({
      offline: config.offline ?? false,
      ...(config.dnsServers ? { dnsServers: config.dnsServers } : {}),
    });
  const analyzers: Analyzers = { ...DEFAULT_ANALYZERS, ...deps.analyzers };
  const logger = deps.logger ?? silentLogger;
  const urlMemo: Memo<UrlAnalysisResult> = createMemo(config.cache ?? {});
  const limiters = new Map<string, RequestHandler>();
  for (const [id, p] of Object.entries(PARTITIONS) as [CataloguePartitionId, { perMinute: number }][]) {
    limiters.set(id, createLimiter(id, p.perMinute, logger));
  }
  return {
    analyzeUrl(input) {
      return urlMemo.get(`check-url\u0000${input}`, () => analyzers.analyzeUrl(input, context));
    },
    analyzeMessage(message) {
      return Promise.resolve().then(() => analyzers.analyzeMessage(message, context));
    },
    limiter(partition) {
      const limiter = limiters.get(partition);
      if (limiter === undefined) throw new Error(`unknown rate-limit partition: ${partition}`);
      return limiter;
    },
  };
}
