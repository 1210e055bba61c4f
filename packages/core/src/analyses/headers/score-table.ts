/**
 * THE score table of the headers analysis (one place, no number elsewhere), modelled on the MDN
 * HTTP Observatory's `SCORE_TABLE` (`src/grader/charts.js`, v1.6.3 / algorithm 5, plus COOP from
 * algorithm 6). Deviations, each documented in docs/headers.md:
 * - `hsts-preload-ready` (+5) rewards a header that meets the preload list's requirements
 *   (max-age ≥ 1 year, includeSubDomains, preload); the Observatory rewards being ON Chromium's
 *   list, which we do not ship.
 * - `framing-allow-from-obsolete` is −20 (Observatory: 0): no current browser honours ALLOW-FROM,
 *   so the page is not protected.
 * - Permissions-Policy and information-leaking headers are reported but never scored (0).
 * - Subresource integrity and CORS are not tested (we do not read the body nor send a preflight).
 */
import type { HeadersGradeNoteKey, HeadersResultKey } from './keys.js';
import type { HeadersCheck, HeadersCheckResult, HeadersGrade, HeadersTest } from './types.js';

export const BASELINE_SCORE = 100;
/** Positive modifiers count only when 100 + the penalties is at least this (Observatory: 90). */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

export const SCORE_TABLE = {
  'headers.hsts-preload-ready': 5,
  'headers.hsts-implemented-max-age-at-least-six-months': 0,
  'headers.hsts-implemented-max-age-less-than-six-months': -10,
  'headers.hsts-not-implemented': -20,
  'headers.hsts-header-invalid': -20,
  'headers.hsts-not-implemented-no-https': -20,

  'headers.csp-implemented-with-no-unsafe-default-src-none': 10,
  'headers.csp-implemented-with-no-unsafe': 5,
  'headers.csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'headers.csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'headers.csp-implemented-with-unsafe-eval': -10,
  'headers.csp-implemented-with-unsafe-inline': -20,
  'headers.csp-implemented-with-insecure-scheme': -20,
  'headers.csp-header-invalid': -25,
  'headers.csp-not-implemented': -25,
  'headers.csp-not-implemented-but-reporting-enabled': -25,

  'headers.x-content-type-options-nosniff': 0,
  'headers.x-content-type-options-not-implemented': -5,
  'headers.x-content-type-options-header-invalid': -5,

  'headers.framing-implemented-via-csp': 5,
  'headers.framing-sameorigin-or-deny': 5,
  'headers.framing-allow-from-obsolete': -20,
  'headers.framing-not-implemented': -20,
  'headers.framing-header-invalid': -20,

  'headers.referrer-policy-private': 5,
  'headers.referrer-policy-not-implemented': 0,
  'headers.referrer-policy-unsafe': -5,
  'headers.referrer-policy-header-invalid': -5,

  'headers.permissions-policy-implemented': 0,
  'headers.permissions-policy-not-implemented': 0,
  'headers.permissions-policy-header-invalid': 0,

  'headers.cookies-secure-with-httponly-sessions-and-samesite': 5,
  'headers.cookies-secure-with-httponly-sessions': 0,
  'headers.cookies-not-found': 0,
  'headers.cookies-without-secure-flag-but-protected-by-hsts': -5,
  'headers.cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'headers.cookies-without-secure-flag': -20,
  'headers.cookies-samesite-flag-invalid': -20,
  'headers.cookies-anticsrf-without-samesite-flag': -20,
  'headers.cookies-session-without-httponly-flag': -30,
  'headers.cookies-session-without-secure-flag': -40,

  'headers.coop-implemented': 10,
  'headers.coop-unsafe-none': 0,
  'headers.coop-not-implemented': 0,
  'headers.coop-header-invalid': -5,

  'headers.corp-same-origin-or-same-site': 10,
  'headers.corp-cross-origin': 0,
  'headers.corp-not-implemented': 0,
  'headers.corp-header-invalid': -5,

  'headers.redirection-to-https': 0,
  'headers.redirection-not-needed-no-http': 0,
  'headers.redirection-off-host-from-http': -5,
  'headers.redirection-not-to-https-on-initial-redirection': -10,
  'headers.redirection-not-to-https': -20,
  'headers.redirection-missing': -20,

  'headers.information-leak-none': 0,
  'headers.information-leak-found': 0,
} as const satisfies Record<HeadersResultKey, number>;

/**
 * Whether each outcome counts as a pass (the Observatory's `pass`; it does not change the score).
 * Outcomes with a 0 modifier that are still worth fixing are failures (Permissions-Policy missing,
 * information leak).
 */
export const PASS_TABLE = {
  'headers.hsts-preload-ready': true,
  'headers.hsts-implemented-max-age-at-least-six-months': true,
  'headers.hsts-implemented-max-age-less-than-six-months': false,
  'headers.hsts-not-implemented': false,
  'headers.hsts-header-invalid': false,
  'headers.hsts-not-implemented-no-https': false,
  'headers.csp-implemented-with-no-unsafe-default-src-none': true,
  'headers.csp-implemented-with-no-unsafe': true,
  'headers.csp-implemented-with-unsafe-inline-in-style-src-only': true,
  'headers.csp-implemented-with-insecure-scheme-in-passive-content-only': true,
  'headers.csp-implemented-with-unsafe-eval': false,
  'headers.csp-implemented-with-unsafe-inline': false,
  'headers.csp-implemented-with-insecure-scheme': false,
  'headers.csp-header-invalid': false,
  'headers.csp-not-implemented': false,
  'headers.csp-not-implemented-but-reporting-enabled': false,
  'headers.x-content-type-options-nosniff': true,
  'headers.x-content-type-options-not-implemented': false,
  'headers.x-content-type-options-header-invalid': false,
  'headers.framing-implemented-via-csp': true,
  'headers.framing-sameorigin-or-deny': true,
  'headers.framing-allow-from-obsolete': false,
  'headers.framing-not-implemented': false,
  'headers.framing-header-invalid': false,
  'headers.referrer-policy-private': true,
  'headers.referrer-policy-not-implemented': true,
  'headers.referrer-policy-unsafe': false,
  'headers.referrer-policy-header-invalid': false,
  'headers.permissions-policy-implemented': true,
  'headers.permissions-policy-not-implemented': false,
  'headers.permissions-policy-header-invalid': false,
  'headers.cookies-secure-with-httponly-sessions-and-samesite': true,
  'headers.cookies-secure-with-httponly-sessions': true,
  'headers.cookies-not-found': true,
  'headers.cookies-without-secure-flag-but-protected-by-hsts': false,
  'headers.cookies-session-without-secure-flag-but-protected-by-hsts': false,
  'headers.cookies-without-secure-flag': false,
  'headers.cookies-samesite-flag-invalid': false,
  'headers.cookies-anticsrf-without-samesite-flag': false,
  'headers.cookies-session-without-httponly-flag': false,
  'headers.cookies-session-without-secure-flag': false,
  'headers.coop-implemented': true,
  'headers.coop-unsafe-none': true,
  'headers.coop-not-implemented': true,
  'headers.coop-header-invalid': false,
  'headers.corp-same-origin-or-same-site': true,
  'headers.corp-cross-origin': true,
  'headers.corp-not-implemented': true,
  'headers.corp-header-invalid': false,
  'headers.redirection-to-https': true,
  'headers.redirection-not-needed-no-http': true,
  'headers.redirection-off-host-from-http': false,
  'headers.redirection-not-to-https-on-initial-redirection': false,
  'headers.redirection-not-to-https': false,
  'headers.redirection-missing': false,
  'headers.information-leak-none': true,
  'headers.information-leak-found': false,
} as const satisfies Record<HeadersResultKey, boolean>;

/** Lowest score (floored to a multiple of 5, capped at 100) of each grade, best first. */
export const GRADE_BANDS = [
  ['A+', 100],
  ['A', 90],
  ['A-', 85],
  ['B+', 80],
  ['B', 70],
  ['B-', 65],
  ['C+', 60],
  ['C', 50],
  ['C-', 45],
  ['D+', 40],
  ['D', 30],
  ['D-', 25],
  ['F', 0],
] as const satisfies readonly (readonly [HeadersGrade, number])[];

/** The grade of a score: floored to a multiple of 5 and capped at 100, then looked up. */
export function gradeForScore(score: number): HeadersGrade {
  const key = Math.min(100, Math.floor(Math.max(0, score) / 5) * 5);
  for (const [grade, min] of GRADE_BANDS) if (key >= min) return grade;
  return 'F';
}

export function makeTest(name: HeadersCheck, result: HeadersCheckResult): HeadersTest {
  return {
    name,
    resultKey: result.resultKey,
    pass: PASS_TABLE[result.resultKey],
    scoreModifier: SCORE_TABLE[result.resultKey],
    data: result.data,
  };
}

/**
 * The Observatory's algorithm: 100 + every negative modifier; when that is at least 90, the
 * positive modifiers are added too; never below 0 (may exceed 100).
 */
export function scoreTests(tests: readonly HeadersTest[]): {
  score: number;
  grade: HeadersGrade;
  gradeNoteKeys: HeadersGradeNoteKey[];
} {
  let penalties = 0;
  let bonuses = 0;
  for (const t of tests) {
    if (t.scoreModifier < 0) penalties += t.scoreModifier;
    else bonuses += t.scoreModifier;
  }
  const uncurved = BASELINE_SCORE + penalties;
  const gradeNoteKeys: HeadersGradeNoteKey[] = [];
  let score = uncurved;
  if (uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT) score += bonuses;
  else if (bonuses > 0) gradeNoteKeys.push('headers.grade.bonus-withheld');
  score = Math.max(0, score);
  return { score, grade: gradeForScore(score), gradeNoteKeys };
}
