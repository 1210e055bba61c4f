/**
 * Permissions-Policy (a structured-field dictionary: `camera=(), geolocation=(self "https://a.b")`,
 * `fullscreen=*`). Reported, never scored: the Observatory has no such test, and the right list of
 * features depends on the site.
 */
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues } from './util.js';

const MEMBER_RE =
  /^[a-z*][a-z0-9_\-.*]*(?:=(?:\*|self|\(\s*(?:(?:self|src|\*|"[^"]*")\s*)*\)|"[^"]*"))?(?:;.*)?$/;

export function analyzePermissionsPolicy(input: Pick<HeadersInput, 'headers'>): HeadersCheckResult {
  const values = headerValues(input.headers, 'permissions-policy');
  if (values.length === 0) return checkResult('headers.permissions-policy-not-implemented');
  const data = values.join(', ');
  const members = values
    .flatMap((v) => v.split(','))
    .map((m) => m.trim())
    .filter((m) => m !== '');
  const valid = members.length > 0 && members.every((m) => MEMBER_RE.test(m));
  return checkResult(
    valid ? 'headers.permissions-policy-implemented' : 'headers.permissions-policy-header-invalid',
    data,
  );
}
