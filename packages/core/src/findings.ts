/**
 * Findings: one evidence item each, with keys instead of prose. Every analysis has ONE rule table
 * (`satisfies Record<Code, FindingRule>`) that gives each finding code its severity and score
 * impact; `makeFinding` is the only way to build a finding, so no number is scattered in the code.
 */
import type { FindingDescriptionKey, FindingTitleKey, SourceHint, SourceHintKey } from './keys.js';

export const SEVERITIES = ['Info', 'Low', 'Medium', 'High', 'Critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type ParameterValue = string | number | boolean | readonly string[];
export type FindingParameters = Readonly<Record<string, ParameterValue>>;

export interface FindingRule {
  readonly severity: Severity;
  /** Points added to the 0–100 `confidenceScore` (negative for reassuring evidence). */
  readonly scoreImpact: number;
  readonly source: SourceHint;
}

export interface Finding<C extends string = string> {
  /** The finding's stable code (`url-ip-host`…), the key of its rule; its texts are derived from it. */
  readonly code: C;
  readonly titleKey: FindingTitleKey<C>;
  readonly descriptionKey: FindingDescriptionKey<C>;
  readonly severity: Severity;
  readonly scoreImpact: number;
  readonly parameters: FindingParameters | null;
  readonly sourceHintKey: SourceHintKey | null;
}

/** Longest string kept in a finding parameter (evidence is truncated, never echoed whole). */
export const MAX_PARAMETER_LENGTH = 200;

function clip(value: ParameterValue): ParameterValue {
  if (typeof value === 'string') {
    return value.length > MAX_PARAMETER_LENGTH ? `${value.slice(0, MAX_PARAMETER_LENGTH - 1)}…` : value;
  }
  if (Array.isArray(value)) return (value as readonly string[]).slice(0, 10).map((v) => clip(v) as string);
  return value;
}

/** The keys of a code under a rule table, made once (a finding is built for every check that fires). */
interface CodeKeys {
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly sourceHintKey: string;
}
const keysByTable = new WeakMap<object, Map<string, CodeKeys>>();

function keysOf(code: string, rules: object, source: SourceHint): CodeKeys {
  let table = keysByTable.get(rules);
  if (table === undefined) {
    table = new Map();
    keysByTable.set(rules, table);
  }
  let keys = table.get(code);
  if (keys === undefined) {
    keys = {
      titleKey: `finding.${code}.title`,
      descriptionKey: `finding.${code}.description`,
      sourceHintKey: `source.${source}`,
    };
    table.set(code, keys);
  }
  return keys;
}

export function makeFinding<C extends string>(
  code: C,
  rules: Readonly<Record<C, FindingRule>>,
  parameters: FindingParameters | null = null,
): Finding<C> {
  const rule = rules[code];
  let params: FindingParameters | null = null;
  if (parameters !== null) {
    const out: Record<string, ParameterValue> = {};
    for (const name in parameters) {
      const value = parameters[name];
      if (value !== undefined && Object.hasOwn(parameters, name)) out[name] = clip(value);
    }
    params = out;
  }
  const keys = keysOf(code, rules, rule.source);
  return {
    code,
    titleKey: keys.titleKey as FindingTitleKey<C>,
    descriptionKey: keys.descriptionKey as FindingDescriptionKey<C>,
    severity: rule.severity,
    scoreImpact: rule.scoreImpact,
    parameters: params,
    sourceHintKey: keys.sourceHintKey as SourceHintKey,
  };
}

const RANK: Readonly<Record<Severity, number>> = { Info: 0, Low: 1, Medium: 2, High: 3, Critical: 4 };

/** True when `a` goes before `b`: more severe, or as severe with a larger score impact. */
function before(a: Finding, b: Finding): boolean {
  const d = RANK[a.severity] - RANK[b.severity];
  return d > 0 || (d === 0 && a.scoreImpact > b.scoreImpact);
}

/** Order findings most severe first, then by score impact, keeping insertion order for ties. */
export function sortFindings<F extends Finding>(findings: readonly F[]): F[] {
  const out = findings.slice();
  // Insertion sort: a result has a handful of findings, often already in order; stable, as an
  // element moves only past those it strictly goes before.
  for (let i = 1; i < out.length; i++) {
    const f = out[i];
    if (f === undefined) continue;
    let j = i - 1;
    for (; j >= 0; j--) {
      const g = out[j];
      if (g === undefined || !before(f, g)) break;
      out[j + 1] = g;
    }
    out[j + 1] = f;
  }
  return out;
}
