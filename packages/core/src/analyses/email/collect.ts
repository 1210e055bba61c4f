/** The findings of one email, each code at most once (the first evidence wins). */
import { makeFinding, type FindingParameters } from '../../findings.js';
import { EMAIL_RULES, type EmailFindingCode } from './rules.js';
import type { EmailFinding } from './types.js';

export class EmailFindings {
  readonly list: EmailFinding[] = [];
  private readonly codes = new Set<EmailFindingCode>();
  /** Codes whose evidence is a scam's (round 15): no calm rule may show them without weight. */
  private readonly kept = new Set<EmailFindingCode>();

  add(code: EmailFindingCode, parameters: FindingParameters | null = null): void {
    if (this.codes.has(code)) return;
    this.codes.add(code);
    this.list.push(makeFinding(code, EMAIL_RULES, parameters));
  }

  /** Keeps `code`'s weight whatever calm rule runs later (see `demote`). */
  keep(code: EmailFindingCode): void {
    this.kept.add(code);
  }

  has(code: EmailFindingCode): boolean {
    return this.codes.has(code);
  }

  /** Some finding is Critical (legitimacy cues are then not added). */
  hasCritical(): boolean {
    return this.list.some((f) => f.severity === 'Critical');
  }

  /** Sum of the positive score impacts so far (legitimacy cues not counted). */
  positiveScore(): number {
    return this.list.reduce((sum, f) => sum + Math.max(0, f.scoreImpact), 0);
  }

  /**
   * Shows the findings of `codes` as information with no weight (bulk mail's ordinary properties,
   * bulk.ts); returns how many were demoted.
   */
  demote(codes: ReadonlySet<EmailFindingCode>): number {
    let n = 0;
    for (let i = 0; i < this.list.length; i += 1) {
      const f = this.list[i];
      if (f === undefined || !codes.has(f.code) || f.scoreImpact <= 0 || this.kept.has(f.code)) continue;
      this.list[i] = { ...f, severity: 'Info', scoreImpact: 0 };
      n += 1;
    }
    return n;
  }

  count(codes: readonly EmailFindingCode[]): number {
    return codes.filter((c) => this.codes.has(c)).length;
  }
}
