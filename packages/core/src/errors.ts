/**
 * Invalid *arguments* (missing, too long, not a URL, not an IP…) are rejected with an
 * `InputError`; the server maps it to HTTP 400 and localises `key` with `params`.
 * Hostile *content* never throws: it becomes a finding or a status in the result.
 */
import type { InputErrorKey } from './keys.js';

export type InputErrorParams = Readonly<Record<string, string | number>>;

export class InputError extends Error {
  override readonly name = 'InputError';
  readonly key: InputErrorKey;
  readonly params: InputErrorParams;

  constructor(key: InputErrorKey, params: InputErrorParams = {}, options?: { cause?: unknown }) {
    super(key, options);
    this.key = key;
    this.params = params;
  }
}

/** Type guard that also works across duplicated module instances (dual ESM/CJS loads). */
export function isInputError(value: unknown): value is InputError {
  if (value instanceof InputError) return true;
  return (
    value instanceof Error &&
    value.name === 'InputError' &&
    typeof (value as { key?: unknown }).key === 'string'
  );
}
