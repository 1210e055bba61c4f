/**
 * Strict-Transport-Security (RFC 6797). Browsers honour it only on an https response; they process
 * only the first header, and a directive may appear only once, so a repeated header, a comma-joined
 * value or a repeated directive is invalid (as in the Observatory).
 */
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues, isHttpsUrl } from './util.js';

export const HSTS_LIMITS = Object.freeze({
  /** The Observatory's "six months" (180 days; its documented white lie instead of 15 768 000). */
  sixMonths: 15_552_000,
  /** hstspreload.org: at least one year for the preload list. */
  preloadMinimum: 31_536_000,
});

export interface ParsedHsts {
  readonly maxAge: number;
  readonly includeSubDomains: boolean;
  readonly preload: boolean;
}

/** Parses one Strict-Transport-Security value; null when invalid (no or bad max-age, repeats). */
export function parseHsts(value: string): ParsedHsts | null {
  if (value.includes(',')) return null;
  const seen = new Set<string>();
  let maxAge: number | null = null;
  let includeSubDomains = false;
  let preload = false;
  for (const part of value.split(';')) {
    const directive = part.trim();
    if (directive === '') continue;
    const eq = directive.indexOf('=');
    const name = (eq < 0 ? directive : directive.slice(0, eq)).trim().toLowerCase();
    if (seen.has(name)) return null;
    seen.add(name);
    if (name === 'max-age') {
      if (eq < 0) return null;
      const raw = directive
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
      if (!/^\d{1,15}$/.test(raw)) return null;
      maxAge = Number(raw);
    } else if (name === 'includesubdomains') {
      includeSubDomains = true;
    } else if (name === 'preload') {
      preload = true;
    }
  }
  return maxAge === null ? null : { maxAge, includeSubDomains, preload };
}

export function analyzeHsts(input: Pick<HeadersInput, 'headers' | 'finalUrl'>): HeadersCheckResult {
  const values = headerValues(input.headers, 'strict-transport-security');
  const data = values.length === 0 ? null : values.join(', ');
  if (!isHttpsUrl(input.finalUrl)) return checkResult('headers.hsts-not-implemented-no-https', data);
  const [first] = values;
  if (first === undefined) return checkResult('headers.hsts-not-implemented');
  const parsed = values.length === 1 ? parseHsts(first) : null;
  if (parsed === null) return checkResult('headers.hsts-header-invalid', data);
  if (parsed.maxAge >= HSTS_LIMITS.preloadMinimum && parsed.includeSubDomains && parsed.preload) {
    return checkResult('headers.hsts-preload-ready', data);
  }
  const notes = parsed.includeSubDomains ? [] : (['headers.note.hsts-no-include-subdomains'] as const);
  if (parsed.maxAge >= HSTS_LIMITS.sixMonths) {
    return checkResult('headers.hsts-implemented-max-age-at-least-six-months', data, notes);
  }
  return checkResult('headers.hsts-implemented-max-age-less-than-six-months', data, notes);
}
