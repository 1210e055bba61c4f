/**
 * What the form's routes need from outside: the service (analyses, limiters, feedback store) and a
 * logger. Types only, in a module of their own so that the router and its route modules share them
 * without importing each other.
 */
import type { RequestHandler } from 'express';
import type { AnalysisId, AnalysisMethods } from '@secapi/core';
import type { FeedbackRecord } from '@secapi/server';

/** The rate-limit partitions the form's routes count against (the same as the API's: one per analysis, and feedback). */
export type FormPartition = AnalysisId | 'feedback';

/**
 * What the form needs from `@secapi/server`'s `Service` (which satisfies it): one method per
 * analysis of core's `ANALYSES` (each rejects with core's `InputError` for bad input) and the
 * partitions' limiters.
 */
export interface FormService extends AnalysisMethods {
  /**
   * The partition's limiter. When it refuses a request and the route has put a function in
   * `res.locals.rateLimited`, it calls it with the seconds to wait (the form renders its own 429 page).
   */
  limiter(partition: FormPartition, onlyWithQuery?: string): RequestHandler;
  /** Stores one feedback entry (the API's `/api/feedback` store); resolves once committed. */
  submitFeedback(entry: FeedbackRecord): Promise<{ id: string }>;
}

/** What a route puts in `res.locals` for the limiter to render its own 429 (see `FormService.limiter`). */
export interface RateLimitedLocals {
  rateLimited?: (seconds: number) => void;
}

/** Where the form reports an unexpected failure (`@secapi/server`'s `Logger` fits). */
export interface FormLogger {
  log(level: 'info' | 'warn' | 'error', msg: string, fields?: Readonly<Record<string, unknown>>): void;
}
