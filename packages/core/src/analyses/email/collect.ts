/** The findings of one email, each code at most once (the first evidence wins). */
import { makeFinding, type FindingParameters } from '../../findings.js';
import { EMAIL_RULES, type EmailFindingCode } from './rules.js';
import type { EmailFinding } from './types.js';

export class EmailFindings {
  readonly list: EmailFinding[] = [];
  private readonly codes = new Set<EmailFindingCode>();

  add(code: EmailFindingCode, parameters: FindingParameters | null = null): void {
    if (this.codes.has(code)) return;
    this.codes.add(code);
    this.list.push(makeFinding(code, EMAIL_RULES, parameters));
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

  count(codes: readonly EmailFindingCode[]): number {
    return codes.filter((c) => this.codes.has(c)).length;
  }
}
