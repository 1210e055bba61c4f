import type { HeadersNoteKey, HeadersResultKey } from './keys.js';
import type { HeaderMap, HeadersCheckResult } from './types.js';

/** Longest evidence string kept in `tests[].data`. */
export const MAX_DATA_LENGTH = 256;

export function clip(value: string | null): string | null {
  if (value === null) return null;
  return value.length > MAX_DATA_LENGTH ? `${value.slice(0, MAX_DATA_LENGTH - 1)}…` : value;
}

/** Every value of a header (name in any case), in order; empty when absent. */
export function headerValues(headers: HeaderMap, name: string): readonly string[] {
  return headers[name.toLowerCase()] ?? [];
}

/** The values of a header joined as a browser would see a list (`, `), or null when absent. */
export function joinedHeader(headers: HeaderMap, name: string): string | null {
  const values = headerValues(headers, name);
  return values.length === 0 ? null : values.join(', ');
}

export function checkResult(
  resultKey: HeadersResultKey,
  data: string | null = null,
  noteKeys: readonly HeadersNoteKey[] = [],
): HeadersCheckResult {
  return { resultKey, data: clip(data), noteKeys };
}

export function isHttpsUrl(url: string): boolean {
  return /^https:/i.test(url);
}
