import { describe, expect, it } from 'vitest';

import { analyzeCsp, cspFrameAncestors, parseCspPolicy } from './csp.js';
import type { HeadersResultKey } from './keys.js';

const https = 'https://example.com/';
const grade = (policy: string | readonly string[], finalUrl = https): HeadersResultKey =>
  analyzeCsp({
    headers: { 'content-security-policy': typeof policy === 'string' ? [policy] : policy },
    finalUrl,
  }).resultKey;

describe('analyzeCsp', () => {
  it.each<[string, HeadersResultKey]>([
    ["default-src 'none'", 'headers.csp-implemented-with-no-unsafe-default-src-none'],
    [
      "default-src 'none'; img-src 'self'; frame-ancestors 'none'",
      'headers.csp-implemented-with-no-unsafe-default-src-none',
    ],
    ["default-src 'self'", 'headers.csp-implemented-with-no-unsafe'],
    [
      "default-src 'self'; script-src 'self' https://cdn.example.net; object-src 'none'",
      'headers.csp-implemented-with-no-unsafe',
    ],
    // nonces and hashes neutralise 'unsafe-inline'; with strict-dynamic, host/scheme sources too
    [
      "script-src 'nonce-abc' 'unsafe-inline'; object-src 'none'; style-src 'self'",
      'headers.csp-implemented-with-no-unsafe',
    ],
    [
      "script-src 'sha256-AbC=' 'unsafe-inline'; object-src 'none'; style-src 'self'",
      'headers.csp-implemented-with-no-unsafe',
    ],
    [
      "script-src 'nonce-abc' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'; style-src 'self'",
      'headers.csp-implemented-with-no-unsafe',
    ],
    [
      "default-src 'self'; style-src 'self' 'unsafe-inline'",
      'headers.csp-implemented-with-unsafe-inline-in-style-src-only',
    ],
    ["script-src 'self'; object-src 'none'", 'headers.csp-implemented-with-unsafe-inline-in-style-src-only'],
    [
      "default-src 'self'; img-src http://img.example.net",
      'headers.csp-implemented-with-insecure-scheme-in-passive-content-only',
    ],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", 'headers.csp-implemented-with-unsafe-eval'],
    ["default-src 'self'; script-src 'self' 'unsafe-inline'", 'headers.csp-implemented-with-unsafe-inline'],
    ["default-src 'self'; script-src *", 'headers.csp-implemented-with-unsafe-inline'],
    ["default-src 'self'; script-src https:", 'headers.csp-implemented-with-unsafe-inline'],
    ["default-src 'self'; script-src 'self' data:", 'headers.csp-implemented-with-unsafe-inline'],
    ["default-src 'self'; script-src https://*", 'headers.csp-implemented-with-unsafe-inline'],
    ["default-src 'self'; object-src *", 'headers.csp-implemented-with-unsafe-inline'],
    ["img-src 'self'", 'headers.csp-implemented-with-unsafe-inline'], // no script-src nor default-src = *
    ["script-src 'self'", 'headers.csp-implemented-with-unsafe-inline'], // no object-src = *
    [
      "default-src 'self'; script-src 'self' http://cdn.example.net",
      'headers.csp-implemented-with-insecure-scheme',
    ],
    ["default-src 'self'; connect-src http:", 'headers.csp-implemented-with-insecure-scheme'],
    ["script-src 'strict-dynamic'; object-src 'none'", 'headers.csp-header-invalid'],
    ['   ;  ; ', 'headers.csp-header-invalid'],
    ['###; !!! x', 'headers.csp-header-invalid'],
  ])('%s → %s', (policy, expected) => {
    expect(grade(policy)).toBe(expected);
  });

  it('insecure schemes matter only on https pages', () => {
    expect(grade("default-src 'self'; script-src 'self' http://cdn.example.net", 'http://example.com/')).toBe(
      'headers.csp-implemented-with-no-unsafe',
    );
  });

  it('not-implemented and report-only (which enforces nothing)', () => {
    expect(analyzeCsp({ headers: {}, finalUrl: https }).resultKey).toBe('headers.csp-not-implemented');
    const ro = analyzeCsp({
      headers: { 'content-security-policy-report-only': ["default-src 'none'"] },
      finalUrl: https,
    });
    expect(ro.resultKey).toBe('headers.csp-not-implemented-but-reporting-enabled');
    const both = analyzeCsp({
      headers: {
        'content-security-policy': ["default-src 'self'"],
        'content-security-policy-report-only': ["default-src 'none'"],
      },
      finalUrl: https,
    });
    expect(both.resultKey).toBe('headers.csp-implemented-with-no-unsafe');
    expect(both.noteKeys).toContain('headers.note.csp-report-only-ignored');
  });

  it('several policies: the strictest one is kept', () => {
    expect(grade(["script-src 'unsafe-inline'", "default-src 'self'"])).toBe(
      'headers.csp-implemented-with-no-unsafe',
    );
    expect(grade("script-src 'unsafe-inline', default-src 'none'")).toBe(
      'headers.csp-implemented-with-no-unsafe-default-src-none',
    );
  });

  it('notes base-uri and form-action when missing, not when set', () => {
    const missing = analyzeCsp({
      headers: { 'content-security-policy': ["default-src 'self'"] },
      finalUrl: https,
    });
    expect(missing.noteKeys).toEqual([
      'headers.note.csp-base-uri-missing',
      'headers.note.csp-form-action-missing',
    ]);
    const set = analyzeCsp({
      headers: { 'content-security-policy': ["default-src 'self'; base-uri 'none'; form-action 'self'"] },
      finalUrl: https,
    });
    expect(set.noteKeys).toEqual([]);
  });
});

describe('parseCspPolicy', () => {
  it('lower-cases keywords, keeps nonces, and lets the first of a repeated directive win', () => {
    const p = parseCspPolicy("Script-Src 'SELF' 'nonce-AbC'; script-src *");
    expect(p.get('script-src')).toEqual(["'self'", "'nonce-AbC'"]);
  });

  it('frame-ancestors comes from the enforced header only', () => {
    expect(cspFrameAncestors({ 'content-security-policy': ["frame-ancestors 'self'"] })).toEqual(["'self'"]);
    expect(
      cspFrameAncestors({ 'content-security-policy-report-only': ["frame-ancestors 'self'"] }),
    ).toBeNull();
  });
});
