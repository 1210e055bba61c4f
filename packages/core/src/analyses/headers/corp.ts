/** Cross-Origin-Resource-Policy: same-origin and same-site keep other sites from embedding the response. */
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues } from './util.js';

export function analyzeCorp(input: Pick<HeadersInput, 'headers'>): HeadersCheckResult {
  const values = headerValues(input.headers, 'cross-origin-resource-policy');
  const [first] = values;
  if (first === undefined) return checkResult('headers.corp-not-implemented');
  const data = values.join(', ');
  const value = first.trim().toLowerCase();
  if (values.length > 1) return checkResult('headers.corp-header-invalid', data);
  if (value === 'same-origin' || value === 'same-site')
    return checkResult('headers.corp-same-origin-or-same-site', data);
  if (value === 'cross-origin') return checkResult('headers.corp-cross-origin', data);
  return checkResult('headers.corp-header-invalid', data);
}
