/** X-Content-Type-Options: only `nosniff` exists; anything else (or a repeat) is invalid. */
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues } from './util.js';

export function analyzeXContentTypeOptions(input: Pick<HeadersInput, 'headers'>): HeadersCheckResult {
  const values = headerValues(input.headers, 'x-content-type-options');
  if (values.length === 0) return checkResult('headers.x-content-type-options-not-implemented');
  const data = values.join(', ');
  const ok = values.every((v) => v.trim().toLowerCase() === 'nosniff');
  return checkResult(
    ok ? 'headers.x-content-type-options-nosniff' : 'headers.x-content-type-options-header-invalid',
    data,
  );
}
