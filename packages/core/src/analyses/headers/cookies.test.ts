import { describe, expect, it } from 'vitest';

import { analyzeCookies, parseSetCookie } from './cookies.js';
import type { HeadersResultKey } from './keys.js';

const HSTS = { 'strict-transport-security': ['max-age=31536000'] };
const grade = (cookies: readonly string[], extra = {}, finalUrl = 'https://example.com/') =>
  analyzeCookies({ headers: { 'set-cookie': cookies, ...extra }, finalUrl });

describe('analyzeCookies', () => {
  it.each<[string, readonly string[], HeadersResultKey]>([
    [
      'all Secure, SameSite, sessions HttpOnly',
      ['sessionid=1; Secure; HttpOnly; SameSite=Lax', 'theme=dark; Secure; SameSite=Strict'],
      'headers.cookies-secure-with-httponly-sessions-and-samesite',
    ],
    [
      'one without SameSite',
      ['sessionid=1; Secure; HttpOnly; SameSite=Lax', 'theme=dark; Secure'],
      'headers.cookies-secure-with-httponly-sessions',
    ],
    ['without Secure', ['theme=dark; SameSite=Lax'], 'headers.cookies-without-secure-flag'],
    ['bad SameSite value', ['theme=dark; Secure; SameSite=Loose'], 'headers.cookies-samesite-flag-invalid'],
    ['SameSite=None without Secure', ['theme=dark; SameSite=None'], 'headers.cookies-samesite-flag-invalid'],
    ['anti-CSRF without SameSite', ['csrftoken=x; Secure'], 'headers.cookies-anticsrf-without-samesite-flag'],
    [
      'session without HttpOnly',
      ['PHPSESSID=1; Secure; SameSite=Lax'],
      'headers.cookies-session-without-httponly-flag',
    ],
    [
      'login cookie without Secure',
      ['login_token=1; HttpOnly; SameSite=Lax'],
      'headers.cookies-session-without-secure-flag',
    ],
    [
      'the worst cookie wins',
      ['theme=dark; SameSite=Lax', 'sessionid=1; SameSite=Lax'],
      'headers.cookies-session-without-secure-flag',
    ],
  ])('%s', (_, cookies, expected) => {
    expect(grade(cookies).resultKey).toBe(expected);
  });

  it('not-found', () => {
    expect(analyzeCookies({ headers: {}, finalUrl: 'https://example.com/' }).resultKey).toBe(
      'headers.cookies-not-found',
    );
  });

  it('HSTS softens a missing Secure flag', () => {
    expect(grade(['theme=dark; SameSite=Lax'], HSTS).resultKey).toBe(
      'headers.cookies-without-secure-flag-but-protected-by-hsts',
    );
    expect(grade(['sessionid=1; HttpOnly; SameSite=Lax'], HSTS).resultKey).toBe(
      'headers.cookies-session-without-secure-flag-but-protected-by-hsts',
    );
    // HSTS on an http page protects nothing
    expect(grade(['theme=dark; SameSite=Lax'], HSTS, 'http://example.com/').resultKey).toBe(
      'headers.cookies-without-secure-flag',
    );
  });

  it('names only the offending cookies, never their values', () => {
    const r = grade(['theme=dark; Secure; SameSite=Lax', 'sessionid=SECRET; Secure; SameSite=Lax']);
    expect(r.data).toBe('sessionid');
  });

  it('notes broken __Host-/__Secure- prefixes', () => {
    expect(grade(['__Host-id=1; Secure; Path=/; SameSite=Lax']).noteKeys).toEqual([]);
    expect(grade(['__Host-id=1; Secure; Path=/; Domain=example.com; SameSite=Lax']).noteKeys).toEqual([
      'headers.note.cookie-prefix-invalid',
    ]);
    expect(grade(['__Secure-id=1; SameSite=Lax']).noteKeys).toEqual(['headers.note.cookie-prefix-invalid']);
  });

  it('parseSetCookie reads the attributes', () => {
    expect(parseSetCookie('a=b=c; secure; HTTPONLY; samesite=STRICT; path=/; domain=x.example')).toEqual({
      name: 'a',
      secure: true,
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      domain: 'x.example',
    });
  });
});
