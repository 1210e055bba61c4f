/** The findings of one inspection: each code at most once, in the order the checks raised them. */
import { makeFinding, type Finding, type FindingParameters } from '../findings.js';
import { LEXICAL_RULES, type LexicalCode } from './rules.js';

/** A finding of the lexical checks. */
export type LexicalFinding = Finding<LexicalCode>;

/** The `add` calls of a stretch of checks, in order (see `Findings.record`). */
export type AddLog = [LexicalCode, FindingParameters | null][];

export class Findings {
  readonly list: LexicalFinding[] = [];
  private readonly seen = new Set<LexicalCode>();
  private log: AddLog | null = null;
  add(code: LexicalCode, parameters: FindingParameters | null = null): void {
    if (this.log !== null) this.log.push([code, parameters]);
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
  /**
   * Runs `fn`, returning its value and every `add` call it made, so that the same calls can be
   * replayed later (`replay`) on a set holding the same codes: the host memo of `inspect.ts`.
   */
  record<T>(fn: () => T): { value: T; log: AddLog } {
    const outer = this.log;
    const log: AddLog = [];
    this.log = log;
    try {
      return { value: fn(), log };
    } finally {
      this.log = outer;
      if (outer !== null) outer.push(...log);
    }
  }
  /** Makes the `add` calls of a log again. */
  replay(log: AddLog): void {
    for (const [code, parameters] of log) this.add(code, parameters);
  }
}
