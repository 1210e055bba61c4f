/** Value tables of the one-header checks (X-Content-Type-Options, framing, Referrer-Policy, Permissions-Policy, COOP, CORP, information leak). */
import { describe, expect, it } from 'vitest';

import { analyzeCoop } from './coop.js';
import { analyzeCorp } from './corp.js';
import { analyzeFraming } from './framing.js';
import { analyzeInformationLeak } from './information-leak.js';
import type { HeadersResultKey } from './keys.js';
import { analyzePermissionsPolicy } from './permissions-policy.js';
import { analyzeReferrerPolicy } from './referrer-policy.js';
import type { HeaderMap, HeadersCheckResult } from './types.js';
import { analyzeXContentTypeOptions } from './x-content-type-options.js';

type Row = [string, HeaderMap, HeadersResultKey];
const run = (check: (i: { headers: HeaderMap }) => HeadersCheckResult, rows: Row[]): void => {
  it.each(rows)('%s', (_, headers, expected) => {
    expect(check({ headers }).resultKey).toBe(expected);
  });
};

describe('analyzeXContentTypeOptions', () => {
  run(analyzeXContentTypeOptions, [
    ['nosniff', { 'x-content-type-options': ['nosniff'] }, 'headers.x-content-type-options-nosniff'],
    [
      'NoSniff, any case',
      { 'x-content-type-options': [' NoSniff '] },
      'headers.x-content-type-options-nosniff',
    ],
    ['missing', {}, 'headers.x-content-type-options-not-implemented'],
    ['other value', { 'x-content-type-options': ['sniff'] }, 'headers.x-content-type-options-header-invalid'],
    [
      'joined values',
      { 'x-content-type-options': ['nosniff, nosniff'] },
      'headers.x-content-type-options-header-invalid',
    ],
  ]);
});

describe('analyzeFraming', () => {
  run(analyzeFraming, [
    [
      'CSP frame-ancestors',
      { 'content-security-policy': ["frame-ancestors 'none'"] },
      'headers.framing-implemented-via-csp',
    ],
    [
      'CSP wins over a bad X-Frame-Options',
      { 'content-security-policy': ["frame-ancestors 'self'"], 'x-frame-options': ['bogus'] },
      'headers.framing-implemented-via-csp',
    ],
    ['DENY', { 'x-frame-options': ['DENY'] }, 'headers.framing-sameorigin-or-deny'],
    [
      'sameorigin twice',
      { 'x-frame-options': ['sameorigin', 'SAMEORIGIN'] },
      'headers.framing-sameorigin-or-deny',
    ],
    [
      'frame-ancestors * is no protection',
      { 'content-security-policy': ['frame-ancestors *'] },
      'headers.framing-not-implemented',
    ],
    [
      'report-only frame-ancestors',
      { 'content-security-policy-report-only': ["frame-ancestors 'none'"] },
      'headers.framing-not-implemented',
    ],
    [
      'ALLOW-FROM',
      { 'x-frame-options': ['ALLOW-FROM https://a.example'] },
      'headers.framing-allow-from-obsolete',
    ],
    ['missing', {}, 'headers.framing-not-implemented'],
    ['bogus', { 'x-frame-options': ['allowall'] }, 'headers.framing-header-invalid'],
    ['conflicting values', { 'x-frame-options': ['DENY', 'SAMEORIGIN'] }, 'headers.framing-header-invalid'],
  ]);
});

describe('analyzeReferrerPolicy', () => {
  run(analyzeReferrerPolicy, [
    ['no-referrer', { 'referrer-policy': ['no-referrer'] }, 'headers.referrer-policy-private'],
    [
      'strict-origin-when-cross-origin',
      { 'referrer-policy': ['Strict-Origin-When-Cross-Origin'] },
      'headers.referrer-policy-private',
    ],
    [
      'last known wins (fallback list)',
      { 'referrer-policy': ['unsafe-url, same-origin, made-up'] },
      'headers.referrer-policy-private',
    ],
    [
      'last of several headers',
      { 'referrer-policy': ['no-referrer', 'unsafe-url'] },
      'headers.referrer-policy-unsafe',
    ],
    ['missing', {}, 'headers.referrer-policy-not-implemented'],
    ['unsafe-url', { 'referrer-policy': ['unsafe-url'] }, 'headers.referrer-policy-unsafe'],
    [
      'no-referrer-when-downgrade',
      { 'referrer-policy': ['no-referrer-when-downgrade'] },
      'headers.referrer-policy-unsafe',
    ],
    ['origin', { 'referrer-policy': ['origin'] }, 'headers.referrer-policy-unsafe'],
    ['unknown only', { 'referrer-policy': ['nope'] }, 'headers.referrer-policy-header-invalid'],
  ]);
});

describe('analyzePermissionsPolicy', () => {
  run(analyzePermissionsPolicy, [
    [
      'empty allow-lists',
      { 'permissions-policy': ['camera=(), geolocation=(), microphone=()'] },
      'headers.permissions-policy-implemented',
    ],
    [
      'self and origins',
      { 'permissions-policy': ['geolocation=(self "https://maps.example")', 'fullscreen=*'] },
      'headers.permissions-policy-implemented',
    ],
    ['missing', {}, 'headers.permissions-policy-not-implemented'],
    [
      'Feature-Policy syntax',
      { 'permissions-policy': ["camera 'none'"] },
      'headers.permissions-policy-header-invalid',
    ],
    ['empty', { 'permissions-policy': [' '] }, 'headers.permissions-policy-header-invalid'],
  ]);
});

describe('analyzeCoop', () => {
  run(analyzeCoop, [
    ['same-origin', { 'cross-origin-opener-policy': ['same-origin'] }, 'headers.coop-implemented'],
    [
      'same-origin-allow-popups with report-to',
      { 'cross-origin-opener-policy': ['same-origin-allow-popups; report-to="r"'] },
      'headers.coop-implemented',
    ],
    ['unsafe-none', { 'cross-origin-opener-policy': ['unsafe-none'] }, 'headers.coop-unsafe-none'],
    ['missing', {}, 'headers.coop-not-implemented'],
    ['bogus', { 'cross-origin-opener-policy': ['same-site'] }, 'headers.coop-header-invalid'],
    [
      'repeated',
      { 'cross-origin-opener-policy': ['same-origin', 'same-origin'] },
      'headers.coop-header-invalid',
    ],
  ]);
});

describe('analyzeCorp', () => {
  run(analyzeCorp, [
    [
      'same-origin',
      { 'cross-origin-resource-policy': ['same-origin'] },
      'headers.corp-same-origin-or-same-site',
    ],
    ['same-site', { 'cross-origin-resource-policy': ['Same-Site'] }, 'headers.corp-same-origin-or-same-site'],
    ['cross-origin', { 'cross-origin-resource-policy': ['cross-origin'] }, 'headers.corp-cross-origin'],
    ['missing', {}, 'headers.corp-not-implemented'],
    ['bogus', { 'cross-origin-resource-policy': ['nobody'] }, 'headers.corp-header-invalid'],
  ]);
});

describe('analyzeInformationLeak', () => {
  run(analyzeInformationLeak, [
    ['Server without version', { server: ['nginx'] }, 'headers.information-leak-none'],
    ['nothing', {}, 'headers.information-leak-none'],
    ['Server with version', { server: ['Apache/2.4.57 (Debian)'] }, 'headers.information-leak-found'],
    ['X-Powered-By', { 'x-powered-by': ['PHP/8.2.7'] }, 'headers.information-leak-found'],
    ['X-AspNet-Version', { 'x-aspnet-version': ['4.0.30319'] }, 'headers.information-leak-found'],
  ]);

  it('gives one note per kind and the evidence', () => {
    const r = analyzeInformationLeak({
      headers: { server: ['nginx/1.25.3'], 'x-powered-by': ['Express'], 'x-aspnetmvc-version': ['5.2'] },
    });
    expect(r.noteKeys).toEqual([
      'headers.note.server-version',
      'headers.note.x-powered-by',
      'headers.note.aspnet-version',
    ]);
    expect(r.data).toBe('server: nginx/1.25.3; x-powered-by: Express; x-aspnetmvc-version: 5.2');
  });
});
