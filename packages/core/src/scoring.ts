/**
 * What `confidenceScore` means, and how the verdict follows from the findings.
 *
 * `confidenceScore` is our confidence, from 0 to 100, that the input is a threat (phishing, scam,
 * malware delivery). It is the sum of the findings' `scoreImpact`, clamped to 0–100. Each finding's
 * impact comes from its analysis's rule table. The verdict is read off this one table of bands:
 *
 * | confidenceScore | verdict       | meaning                                              |
 * |-----------------|---------------|------------------------------------------------------|
 * | 70–100          | `dangerous`   | strong evidence of a threat: do not proceed           |
 * | 40–69           | `suspicious`  | several warning signs: verify through another channel |
 * | 15–39           | `caution`     | a warning sign worth a second look                    |
 * | 0–14            | `likely-safe` | no meaningful warning sign in what was checked        |
 *
 * A `Critical` finding has a score impact of at least 70 (checked by a test), so it alone makes the
 * verdict `dangerous`. `isInconclusive` is decided by each analysis: it is true when the verdict is
 * not `dangerous` and parts of the analysis that could have raised it were skipped or failed.
 */
import type { Finding } from './findings.js';
import type { Verdict } from './keys.js';

export const VERDICT_BANDS: readonly { readonly minScore: number; readonly verdict: Verdict }[] = [
  { minScore: 70, verdict: 'dangerous' },
  { minScore: 40, verdict: 'suspicious' },
  { minScore: 15, verdict: 'caution' },
  { minScore: 0, verdict: 'likely-safe' },
];

/** Minimum score impact of a `Critical` rule (so that one alone gives `dangerous`). */
export const CRITICAL_MIN_IMPACT = 70;

export interface Score {
  readonly confidenceScore: number;
  readonly verdict: Verdict;
}

export function verdictForScore(score: number): Verdict {
  for (const band of VERDICT_BANDS) if (score >= band.minScore) return band.verdict;
  return 'likely-safe';
}

export function scoreFindings(findings: readonly Finding[]): Score {
  let sum = 0;
  for (const f of findings) sum += f.scoreImpact;
  const confidenceScore = Math.max(0, Math.min(100, Math.round(sum)));
  return { confidenceScore, verdict: verdictForScore(confidenceScore) };
}
