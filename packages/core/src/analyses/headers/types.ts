import type { Outcome } from '../../outcome.js';
import type { HttpErrorKey, NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { HttpHop } from '../../net/http/types.js';
import type { HeadersErrorKey, HeadersGradeNoteKey, HeadersNoteKey, HeadersResultKey } from './keys.js';

/** Response headers as the HTTP port gives them: lower-case names, every value in order. */
export type HeaderMap = Readonly<Record<string, readonly string[]>>;

/** The letter grades, best first (MDN HTTP Observatory chart). */
export const HEADERS_GRADES = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'F',
] as const;
export type HeadersGrade = (typeof HEADERS_GRADES)[number];

/** The checks, in the order of `tests`. */
export const HEADERS_CHECKS = [
  'strict-transport-security',
  'content-security-policy',
  'x-content-type-options',
  'framing',
  'referrer-policy',
  'permissions-policy',
  'cookies',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'redirection',
  'information-leak',
] as const;
export type HeadersCheck = (typeof HEADERS_CHECKS)[number];

/**
 * What the graders read: plain data collected over HTTP (`collectHeaders`), or built by hand in tests
 * and benchmarks.
 */
export interface HeadersInput {
  /** URL of the final response (after redirects). */
  readonly finalUrl: string;
  readonly headers: HeaderMap;
  /**
   * The requests made starting from the `http://` address of the site (the URL itself when it is
   * http, otherwise a probe of `http://<host>/`). Empty when the site does not answer over http.
   */
  readonly httpHops: readonly HttpHop[];
}

/** Output of one check. */
export interface HeadersCheckResult {
  readonly resultKey: HeadersResultKey;
  /** Evidence (header value, cookie names, redirect chain), at most 256 characters; null when none. */
  readonly data: string | null;
  readonly noteKeys: readonly HeadersNoteKey[];
}

/** One test of the result (a check with its score modifier). */
export interface HeadersTest {
  readonly name: HeadersCheck;
  readonly resultKey: HeadersResultKey;
  readonly pass: boolean;
  readonly scoreModifier: number;
  readonly data: string | null;
}

/** Output of the pure grader `gradeHeaders`. */
export interface HeadersGrading {
  readonly grade: HeadersGrade;
  /** 100 plus modifiers (bonuses only when the penalties leave ≥ 90); ≥ 0, may exceed 100. */
  readonly score: number;
  readonly tests: readonly HeadersTest[];
  readonly gradeNoteKeys: readonly HeadersGradeNoteKey[];
  readonly noteKeys: readonly HeadersNoteKey[];
}

export type HeadersResultErrorKey = HttpErrorKey | SkipReasonKey | NetworkErrorKey | HeadersErrorKey;

export interface HeadersResult {
  /** How far the analysis got (`headersOutcome` in analyze.ts, `outcome.ts`). */
  readonly outcome: Outcome;
  /** The URL analysed (normalised by `inspectUrl`). */
  readonly url: string;
  readonly finalUrl: string | null;
  readonly status: number | null;
  readonly grade: HeadersGrade | null;
  readonly score: number | null;
  readonly tests: readonly HeadersTest[];
  readonly gradeNoteKeys: readonly HeadersGradeNoteKey[];
  readonly noteKeys: readonly HeadersNoteKey[];
  /** Every request of the main fetch, in order (the http:// probe is not listed). */
  readonly hops: readonly HttpHop[];
  readonly errorKey: HeadersResultErrorKey | null;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
