/**
 * Redirection from http:// to https://, read from the hops of the request that started at the
 * site's http:// address. No answer over http at all is fine (nothing to downgrade to).
 */
import type { HttpHop } from '../../net/http/types.js';
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, isHttpsUrl } from './util.js';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function chainText(hops: readonly HttpHop[]): string {
  return hops.map((h) => `${h.status === null ? '—' : String(h.status)} ${h.url}`).join(' → ');
}

export function analyzeRedirection(input: Pick<HeadersInput, 'httpHops'>): HeadersCheckResult {
  const hops = input.httpHops;
  const [first, second] = hops;
  if (first?.status == null) return checkResult('headers.redirection-not-needed-no-http');
  const data = chainText(hops);
  if (!REDIRECT_STATUSES.has(first.status)) return checkResult('headers.redirection-missing', data);
  const last = hops.at(-1) ?? first;
  if (!isHttpsUrl(last.url)) return checkResult('headers.redirection-not-to-https', data);
  if (second !== undefined && !isHttpsUrl(second.url)) {
    return checkResult('headers.redirection-not-to-https-on-initial-redirection', data);
  }
  if (second !== undefined && second.host !== first.host) {
    return checkResult('headers.redirection-off-host-from-http', data);
  }
  return checkResult('headers.redirection-to-https', data);
}
