/**
 * Cookies set by the final response (Set-Cookie), as the Observatory grades them: every cookie
 * should be Secure; session cookies (name containing "login" or "sess") also HttpOnly; anti-CSRF
 * cookies (name containing "csrf") need SameSite; a SameSite value must be Strict, Lax or None,
 * and None needs Secure. The worst outcome over all cookies wins. A missing Secure flag costs less
 * when HSTS (passing) keeps the browser on https. `__Secure-`/`__Host-` prefixes are checked
 * too: a browser refuses a prefixed cookie that breaks the prefix's rules (a note, not a score).
 */
import { analyzeHsts } from './hsts.js';
import type { HeadersNoteKey, HeadersResultKey } from './keys.js';
import { PASS_TABLE, SCORE_TABLE } from './score-table.js';
import type { HeadersCheckResult, HeadersInput } from './types.js';
import { checkResult, headerValues } from './util.js';

export interface ParsedCookie {
  readonly name: string;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  /** The SameSite value in lower case, or null when absent. */
  readonly sameSite: string | null;
  readonly path: string | null;
  readonly domain: string | null;
}

/** Parses one Set-Cookie value (attributes only; the value itself is never kept). */
export function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  const name = eq < 0 ? '' : pair.slice(0, eq).trim();
  let secure = false;
  let httpOnly = false;
  let sameSite: string | null = null;
  let path: string | null = null;
  let domain: string | null = null;
  for (const attribute of attributes) {
    const i = attribute.indexOf('=');
    const key = (i < 0 ? attribute : attribute.slice(0, i)).trim().toLowerCase();
    const value = i < 0 ? '' : attribute.slice(i + 1).trim();
    if (key === 'secure') secure = true;
    else if (key === 'httponly') httpOnly = true;
    else if (key === 'samesite') sameSite = value.toLowerCase();
    else if (key === 'path') path = value;
    else if (key === 'domain') domain = value;
  }
  return { name, secure, httpOnly, sameSite, path, domain };
}

const SAME_SITE_VALUES = new Set(['strict', 'lax', 'none']);

/** The outcome of one cookie (a passing key when it has no problem). */
function cookieOutcome(cookie: ParsedCookie, hsts: boolean): HeadersResultKey {
  const issues: HeadersResultKey[] = [];
  const session = /login|sess/i.test(cookie.name);
  if (cookie.sameSite !== null) {
    if (!SAME_SITE_VALUES.has(cookie.sameSite) || (cookie.sameSite === 'none' && !cookie.secure)) {
      issues.push('headers.cookies-samesite-flag-invalid');
    }
  } else if (/csrf/i.test(cookie.name)) {
    issues.push('headers.cookies-anticsrf-without-samesite-flag');
  }
  if (!cookie.secure) {
    if (session) {
      issues.push(
        hsts
          ? 'headers.cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'headers.cookies-session-without-secure-flag',
      );
    } else {
      issues.push(
        hsts
          ? 'headers.cookies-without-secure-flag-but-protected-by-hsts'
          : 'headers.cookies-without-secure-flag',
      );
    }
  }
  if (session && !cookie.httpOnly) issues.push('headers.cookies-session-without-httponly-flag');
  if (issues.length === 0) {
    return cookie.sameSite === null
      ? 'headers.cookies-secure-with-httponly-sessions'
      : 'headers.cookies-secure-with-httponly-sessions-and-samesite';
  }
  return issues.reduce((worst, k) => (SCORE_TABLE[k] < SCORE_TABLE[worst] ? k : worst));
}

function prefixBroken(cookie: ParsedCookie): boolean {
  const lower = cookie.name.toLowerCase();
  if (lower.startsWith('__host-')) return !cookie.secure || cookie.path !== '/' || cookie.domain !== null;
  if (lower.startsWith('__secure-')) return !cookie.secure;
  return false;
}

export function analyzeCookies(input: Pick<HeadersInput, 'headers' | 'finalUrl'>): HeadersCheckResult {
  const cookies = headerValues(input.headers, 'set-cookie').map(parseSetCookie);
  if (cookies.length === 0) return checkResult('headers.cookies-not-found');
  const hsts = PASS_TABLE[analyzeHsts(input).resultKey];
  const outcomes = cookies.map((c) => cookieOutcome(c, hsts));
  let outcome: HeadersResultKey = 'headers.cookies-secure-with-httponly-sessions-and-samesite';
  for (const o of outcomes) {
    if (SCORE_TABLE[o] < SCORE_TABLE[outcome]) outcome = o;
  }
  const failing = !PASS_TABLE[outcome];
  const names = cookies
    .filter((_, i) => !failing || outcomes[i] === outcome)
    .map((c) => c.name || '(no name)');
  const notes: HeadersNoteKey[] = cookies.some(prefixBroken) ? ['headers.note.cookie-prefix-invalid'] : [];
  return checkResult(outcome, [...new Set(names)].join(', '), notes);
}
