/**
 * Protection against framing (click-jacking): CSP `frame-ancestors` in an enforced header (which
 * browsers prefer over X-Frame-Options), else X-Frame-Options DENY or SAMEORIGIN. ALLOW-FROM is
 * ignored by every current browser, so it protects nothing. `frame-ancestors *` allows everyone.
 */
import { cspFrameAncestors } from './csp.js';
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues } from './util.js';

export function analyzeFraming(input: Pick<HeadersInput, 'headers'>): HeadersCheckResult {
  const ancestors = cspFrameAncestors(input.headers);
  if (ancestors !== null && ancestors.length > 0 && !ancestors.includes('*')) {
    return checkResult('headers.framing-implemented-via-csp', `frame-ancestors ${ancestors.join(' ')}`);
  }
  const values = headerValues(input.headers, 'x-frame-options');
  if (values.length === 0) return checkResult('headers.framing-not-implemented');
  const data = values.join(', ');
  const tokens = values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase());
  const first = tokens[0] ?? '';
  if (tokens.every((t) => t === first)) {
    if (first === 'deny' || first === 'sameorigin')
      return checkResult('headers.framing-sameorigin-or-deny', data);
    if (first.startsWith('allow-from')) return checkResult('headers.framing-allow-from-obsolete', data);
  }
  return checkResult('headers.framing-header-invalid', data);
}
