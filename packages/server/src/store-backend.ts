/**
 * What every feedback store implements, and the error it rejects with when it cannot take an entry.
 * A leaf module: the stores (SQLite in `stores.ts`, PostgreSQL in `pg-feedback.ts`) import it, and
 * it imports none of them.
 */
import type { FeedbackRecord } from './feedback-store.js';

/** A store that cannot take the entry now (down, timed out): the API answers 503. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  readonly store: string;

  constructor(store: string, options?: { cause?: unknown }) {
    super(`${store} is unavailable`, options);
    this.store = store;
  }
}

export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError;
}

/** Where feedback entries go. `insert` resolves once the row is committed. */
export interface FeedbackBackend {
  readonly kind: 'sqlite' | 'postgres';
  insert(record: FeedbackRecord): Promise<{ id: string }>;
  /** True when the store answers now (always true for the embedded file). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
