/**
 * Exit codes for CI, from the language-neutral core result (never from text):
 *
 * - 0: nothing at or above the threshold;
 * - 1: a verdict at or above `--fail-on` (default `suspicious`), or a grade below `--min-grade`;
 * - 2: usage or input error (a refused input);
 * - 3: could not check (`outcome: failed`; with `--strict`, `partial` too).
 *
 * A batch exits with the most telling code of its lines: 1 if any line reached the threshold, else
 * 3 if any could not be checked, else 2 if any input was refused, else 0.
 */
import type { AnalysisFamily } from '@secapi/core';
import { GRADE_ORDER, VERDICT_LEVELS, type FailOn } from './args.js';

export const EXIT = Object.freeze({ ok: 0, threshold: 1, usage: 2, unchecked: 3 });
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface Thresholds {
  readonly failOn: FailOn;
  /** Upper-case grade (`B`), or null: grades never fail the run. */
  readonly minGrade: string | null;
  readonly strict: boolean;
}

const VERDICT_RANK: Readonly<Record<string, number>> = {
  'verdict.likely-safe': 0,
  'verdict.caution': 1,
  'verdict.suspicious': 2,
  'verdict.dangerous': 3,
};

function gradeRank(grade: string): number {
  const i = (GRADE_ORDER as readonly string[]).indexOf(grade);
  return i === -1 ? GRADE_ORDER.length : i;
}

/** True when the verdict key is at or above `failOn`. */
export function verdictReaches(verdictKey: unknown, failOn: FailOn): boolean {
  if (typeof verdictKey !== 'string') return false;
  const rank = VERDICT_RANK[verdictKey];
  return rank !== undefined && rank >= VERDICT_LEVELS.indexOf(failOn) + 1;
}

/** True when `grade` is worse than `minGrade`. */
export function gradeBelow(grade: string, minGrade: string): boolean {
  return gradeRank(grade) > gradeRank(minGrade);
}

/** The exit code of one result of an analysis of `family`. */
export function exitCodeOf(result: unknown, family: AnalysisFamily, t: Thresholds): ExitCode {
  const r = (typeof result === 'object' && result !== null ? result : {}) as Record<string, unknown>;
  const outcome = r.outcome;
  if (outcome === 'failed') return EXIT.unchecked;
  if (family === 'verdict' && verdictReaches(r.verdictKey, t.failOn)) return EXIT.threshold;
  if (family === 'graded' && t.minGrade !== null) {
    // No grade where one was required: the run cannot say the grade is good enough.
    if (typeof r.grade !== 'string') return EXIT.unchecked;
    if (gradeBelow(r.grade, t.minGrade)) return EXIT.threshold;
  }
  if (outcome === 'partial' && t.strict) return EXIT.unchecked;
  return EXIT.ok;
}

/** The exit code of a batch from the counts of its line codes. */
export function batchExitCode(counts: Readonly<Record<ExitCode, number>>): ExitCode {
  if (counts[EXIT.threshold] > 0) return EXIT.threshold;
  if (counts[EXIT.unchecked] > 0) return EXIT.unchecked;
  if (counts[EXIT.usage] > 0) return EXIT.usage;
  return EXIT.ok;
}
