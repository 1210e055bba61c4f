/**
 * Referrer-Policy: a comma-separated list (also over several headers) where the last value the
 * browser knows wins; unknown values are skipped. Private values never send the path to other
 * origins; unsafe ones do (or send the full URL over http).
 */
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues } from './util.js';

export const PRIVATE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
] as const;
export const UNSAFE_REFERRER_POLICIES = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
] as const;

const PRIVATE: ReadonlySet<string> = new Set(PRIVATE_REFERRER_POLICIES);
const UNSAFE: ReadonlySet<string> = new Set(UNSAFE_REFERRER_POLICIES);

export function analyzeReferrerPolicy(input: Pick<HeadersInput, 'headers'>): HeadersCheckResult {
  const values = headerValues(input.headers, 'referrer-policy');
  if (values.length === 0) return checkResult('headers.referrer-policy-not-implemented');
  const data = values.join(', ');
  const known = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => PRIVATE.has(v) || UNSAFE.has(v));
  const last = known.at(-1);
  if (last === undefined) return checkResult('headers.referrer-policy-header-invalid', data);
  return checkResult(
    PRIVATE.has(last) ? 'headers.referrer-policy-private' : 'headers.referrer-policy-unsafe',
    data,
  );
}
