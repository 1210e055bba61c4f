import { describe, expect, it } from 'vitest';
import { EXIT, batchExitCode, exitCodeOf, gradeBelow, verdictReaches } from './exit-code.js';

const t = { failOn: 'suspicious', minGrade: null, strict: false } as const;

describe('exitCodeOf', () => {
  it('returns 1 for a verdict at or above --fail-on, 0 below', () => {
    const r = (v: string) => ({ verdictKey: `verdict.${v}`, outcome: 'complete' });
    expect(exitCodeOf(r('suspicious'), 'verdict', t)).toBe(EXIT.threshold);
    expect(exitCodeOf(r('dangerous'), 'verdict', t)).toBe(EXIT.threshold);
    expect(exitCodeOf(r('caution'), 'verdict', t)).toBe(EXIT.ok);
    expect(exitCodeOf(r('caution'), 'verdict', { ...t, failOn: 'caution' })).toBe(EXIT.threshold);
    expect(exitCodeOf(r('suspicious'), 'verdict', { ...t, failOn: 'dangerous' })).toBe(EXIT.ok);
    expect(exitCodeOf(r('likely-safe'), 'verdict', { ...t, failOn: 'caution' })).toBe(EXIT.ok);
  });

  it('returns 1 for a grade below --min-grade, 3 for no grade when one is required', () => {
    const g = (grade: string | null) => ({ grade, outcome: 'complete' });
    expect(exitCodeOf(g('B'), 'graded', { ...t, minGrade: 'A' })).toBe(EXIT.threshold);
    expect(exitCodeOf(g('A+'), 'graded', { ...t, minGrade: 'A' })).toBe(EXIT.ok);
    expect(exitCodeOf(g('T'), 'graded', { ...t, minGrade: 'F' })).toBe(EXIT.threshold);
    expect(exitCodeOf(g(null), 'graded', { ...t, minGrade: 'C' })).toBe(EXIT.unchecked);
    expect(exitCodeOf(g('F'), 'graded', t)).toBe(EXIT.ok);
  });

  it('returns 3 for a failed outcome, and for a partial one only with --strict (a threshold hit wins)', () => {
    expect(exitCodeOf({ outcome: 'failed', verdictKey: 'verdict.dangerous' }, 'verdict', t)).toBe(
      EXIT.unchecked,
    );
    expect(exitCodeOf({ outcome: 'partial' }, 'report', t)).toBe(EXIT.ok);
    expect(exitCodeOf({ outcome: 'partial' }, 'report', { ...t, strict: true })).toBe(EXIT.unchecked);
    expect(
      exitCodeOf({ outcome: 'partial', verdictKey: 'verdict.dangerous' }, 'verdict', { ...t, strict: true }),
    ).toBe(EXIT.threshold);
  });
});

describe('helpers', () => {
  it('ranks verdicts and grades', () => {
    expect(verdictReaches('verdict.unknown', 'caution')).toBe(false);
    expect(gradeBelow('A-', 'A')).toBe(true);
    expect(gradeBelow('M', 'F')).toBe(true);
    expect(gradeBelow('B+', 'B')).toBe(false);
  });

  it('orders a batch: 1, then 3, then 2, then 0', () => {
    expect(batchExitCode({ 0: 5, 1: 1, 2: 1, 3: 1 })).toBe(1);
    expect(batchExitCode({ 0: 5, 1: 0, 2: 1, 3: 1 })).toBe(3);
    expect(batchExitCode({ 0: 5, 1: 0, 2: 1, 3: 0 })).toBe(2);
    expect(batchExitCode({ 0: 5, 1: 0, 2: 0, 3: 0 })).toBe(0);
  });
});
