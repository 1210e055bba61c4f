/**
 * `gradeHeaders(input)`: pure and synchronous. Runs every check (ALL_CHECKS, in `tests` order)
 * over collected data and scores the results with the ONE table of score-table.ts.
 */
import { analyzeCookies } from './cookies.js';
import { analyzeCoop } from './coop.js';
import { analyzeCorp } from './corp.js';
import { analyzeCsp } from './csp.js';
import { analyzeFraming } from './framing.js';
import { analyzeHsts } from './hsts.js';
import { analyzeInformationLeak } from './information-leak.js';
import type { HeadersGradeNoteKey, HeadersNoteKey } from './keys.js';
import { analyzePermissionsPolicy } from './permissions-policy.js';
import { analyzeRedirection } from './redirection.js';
import { analyzeReferrerPolicy } from './referrer-policy.js';
import { makeTest, scoreTests } from './score-table.js';
import type { HeadersCheck, HeadersCheckResult, HeadersGrading, HeadersInput } from './types.js';
import { isHttpsUrl } from './util.js';
import { analyzeXContentTypeOptions } from './x-content-type-options.js';

/** Every check, in the order of `tests`. */
export const ALL_CHECKS: readonly (readonly [HeadersCheck, (input: HeadersInput) => HeadersCheckResult])[] = [
  ['strict-transport-security', analyzeHsts],
  ['content-security-policy', analyzeCsp],
  ['x-content-type-options', analyzeXContentTypeOptions],
  ['framing', analyzeFraming],
  ['referrer-policy', analyzeReferrerPolicy],
  ['permissions-policy', analyzePermissionsPolicy],
  ['cookies', analyzeCookies],
  ['cross-origin-opener-policy', analyzeCoop],
  ['cross-origin-resource-policy', analyzeCorp],
  ['redirection', analyzeRedirection],
  ['information-leak', analyzeInformationLeak],
];

export function gradeHeaders(input: HeadersInput): HeadersGrading {
  const noteKeys: HeadersNoteKey[] = [];
  const tests = ALL_CHECKS.map(([name, check]) => {
    const result = check(input);
    for (const n of result.noteKeys) if (!noteKeys.includes(n)) noteKeys.push(n);
    return makeTest(name, result);
  });
  const { score, grade, gradeNoteKeys } = scoreTests(tests);
  const notes: HeadersGradeNoteKey[] = [...gradeNoteKeys];
  if (!isHttpsUrl(input.finalUrl)) notes.push('headers.grade.not-https');
  return { grade, score, tests, gradeNoteKeys: notes, noteKeys };
}
