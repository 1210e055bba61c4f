/**
 * How far an analysis got, decided by core and carried by every result as `outcome`:
 *
 * - `complete`: every check the analysis runs got an answer (an answer may be "not found");
 * - `partial`: some checks could not run or got no usable answer (a timeout, a refused blocklist,
 *   a deadline cut short); what the result states is true, but it is not the whole picture;
 * - `failed`: the analysis could not answer the question at all (offline, every lookup failed,
 *   every source down); the result states nothing about the target.
 *
 * Consumers (the memo's lifetimes, the pages) read `outcome`; they never match key strings. Each
 * analysis documents its own rule next to its `…Outcome` function.
 */
import type { Clock } from './ports.js';

export const OUTCOMES = ['complete', 'partial', 'failed'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A result body (everything but `outcome`) with its outcome added last. */
export function withOutcome<R extends object>(
  body: R,
  outcomeOf: (body: R) => Outcome,
): R & { readonly outcome: Outcome } {
  return { ...body, outcome: outcomeOf(body) };
}

/**
 * The result with `checkedAt`: when it was computed, by the context's clock (ISO 8601, UTC, ms).
 * Every analysis result carries it; a memoised result keeps the time it was computed.
 */
export function withCheckedAt<R extends object>(result: R, clock: Clock): R & { readonly checkedAt: string } {
  return { ...result, checkedAt: new Date(clock.now()).toISOString() };
}

/** Documentation of the field, shared by the result types. */
export type CheckedAt = string;
