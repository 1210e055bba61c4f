/** The findings of one inspection: each code at most once, in the order the checks raised them. */
import { makeFinding, type Finding, type FindingParameters } from '../findings.js';
import { LEXICAL_RULES, type LexicalCode } from './rules.js';

/** A finding of the lexical checks. */
export type LexicalFinding = Finding<LexicalCode>;

export class Findings {
  readonly list: LexicalFinding[] = [];
  private readonly seen = new Set<LexicalCode>();
  add(code: LexicalCode, parameters: FindingParameters | null = null): void {
    if (this.seen.has(code)) return;
    this.seen.add(code);
    this.list.push(makeFinding(code, LEXICAL_RULES, parameters));
  }
  has(code: LexicalCode): boolean {
    return this.seen.has(code);
  }
  codes(): LexicalCode[] {
    return [...this.seen];
  }
}
