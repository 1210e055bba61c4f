/** Cross-Origin-Opener-Policy (Observatory algorithm 6): isolating values earn a bonus. */
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues } from './util.js';

export const ISOLATING_COOP_VALUES = [
  'same-origin',
  'same-origin-allow-popups',
  'noopener-allow-popups',
] as const;
const ISOLATING: ReadonlySet<string> = new Set(ISOLATING_COOP_VALUES);

export function analyzeCoop(input: Pick<HeadersInput, 'headers'>): HeadersCheckResult {
  const values = headerValues(input.headers, 'cross-origin-opener-policy');
  const [first] = values;
  if (first === undefined) return checkResult('headers.coop-not-implemented');
  const data = values.join(', ');
  // A structured-field token, optionally with parameters (`same-origin; report-to="x"`).
  const value = (first.split(';')[0] ?? '').trim().toLowerCase();
  if (values.length > 1 || first.includes(',')) return checkResult('headers.coop-header-invalid', data);
  if (ISOLATING.has(value)) return checkResult('headers.coop-implemented', data);
  if (value === 'unsafe-none') return checkResult('headers.coop-unsafe-none', data);
  return checkResult('headers.coop-header-invalid', data);
}
