/**
 * Problems as the checks return them (`Finding`), turned into the result's `AcmeProblem` with the
 * severity of Let's Debug's table (keys.ts) and sorted worst first; and the block rule: a Fatal
 * problem stops the later blocks for the methods it affects.
 */
import {
  ACME_PROBLEMS,
  ACME_SEVERITIES,
  type AcmeDetail,
  type AcmeProblemName,
  type AcmeSeverity,
} from './keys.js';
import type { AcmeMethod, AcmeProblem } from './types.js';

/** A problem before it is placed in the result (`'all'`: every method checked). */
export interface Finding {
  readonly name: AcmeProblemName;
  readonly detail: AcmeDetail;
  readonly parameters: Readonly<Record<string, string | number>>;
  readonly methods: readonly AcmeMethod[] | 'all';
  /** Overrides the table's severity (a rate limit that is near, not reached: Warning). */
  readonly severity?: AcmeSeverity;
}

export function problem(
  name: AcmeProblemName,
  detail: AcmeDetail,
  parameters: Readonly<Record<string, string | number>> = {},
  methods: readonly AcmeMethod[] | 'all' = 'all',
  severity?: AcmeSeverity,
): Finding {
  return { name, detail, parameters, methods, ...(severity === undefined ? {} : { severity }) };
}

export function severityOf(f: Finding): AcmeSeverity {
  return f.severity ?? ACME_PROBLEMS[f.name];
}

/** The methods of `checked` a finding affects. */
export function methodsOf(f: Finding, checked: readonly AcmeMethod[]): AcmeMethod[] {
  return f.methods === 'all' ? [...checked] : checked.filter((m) => f.methods.includes(m));
}

/** The result's problems: keys, severities, methods, worst first (stable within a severity). */
export function toProblems(findings: readonly Finding[], checked: readonly AcmeMethod[]): AcmeProblem[] {
  const rank = (s: AcmeSeverity): number => ACME_SEVERITIES.indexOf(s);
  return findings
    .map((f) => ({
      key: `acme.problem.${f.name}` as const,
      explanationKey: `acme.problem.${f.name}` as const,
      severity: severityOf(f),
      detailKey: `acme.detail.${f.detail}` as const,
      methods: methodsOf(f, checked),
      parameters: f.parameters,
    }))
    .filter((p) => p.methods.length > 0)
    .sort((a, b) => rank(a.severity) - rank(b.severity));
}

/** The methods of `checked` that a Fatal finding stops (later blocks do not run for them). */
export function stoppedMethods(
  findings: readonly Finding[],
  checked: readonly AcmeMethod[],
): Set<AcmeMethod> {
  const stopped = new Set<AcmeMethod>();
  for (const f of findings) {
    if (severityOf(f) !== 'Fatal') continue;
    for (const m of methodsOf(f, checked)) stopped.add(m);
  }
  return stopped;
}
