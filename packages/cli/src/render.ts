/**
 * The readable summary of a result, in the language chosen, from the localised result (the same
 * texts the API returns): the verdict or grade first, then the findings with their reasons, then
 * what was not checked. Generic over the result shapes, so a new analysis is rendered without a line
 * here: `verdict`/`grade`, `findings`, `gradeNotes`/`notes`, and every `skipReason`/`error`/skipped
 * check found anywhere in the result. Labels come from the form's catalogue keys (`ui.result.*`).
 */
import type { AnalysisFamily } from '@secapi/core';
import { translate, type Lang } from '@secapi/i18n';

export interface Style {
  readonly bold: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly red: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly green: (s: string) => string;
}

const wrap =
  (open: number, close: number) =>
  (s: string): string =>
    `\u001b[${String(open)}m${s}\u001b[${String(close)}m`;

export const COLOR: Style = {
  bold: wrap(1, 22),
  dim: wrap(2, 22),
  red: wrap(31, 39),
  yellow: wrap(33, 39),
  green: wrap(32, 39),
};
const same = (s: string): string => s;
export const PLAIN: Style = { bold: same, dim: same, red: same, yellow: same, green: same };

type Obj = Readonly<Record<string, unknown>>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function verdictColor(key: unknown, s: Style): (t: string) => string {
  if (key === 'verdict.dangerous' || key === 'verdict.suspicious') return s.red;
  if (key === 'verdict.caution') return s.yellow;
  return s.green;
}

function gradeColor(grade: string, s: Style): (t: string) => string {
  if (grade.startsWith('A')) return s.green;
  if (grade.startsWith('B') || grade.startsWith('C')) return s.yellow;
  return s.red;
}

function severityColor(severity: unknown, s: Style): (t: string) => string {
  if (severity === 'Critical' || severity === 'High') return s.red;
  if (severity === 'Medium') return s.yellow;
  return s.dim;
}

/** Top-level facts of a report (scalars and short lists), by field name. */
function facts(r: Obj): string[] {
  const out: string[] = [];
  for (const [name, v] of Object.entries(r)) {
    if (name.endsWith('Key') || name.endsWith('Keys') || name === 'outcome' || name === 'parameters')
      continue;
    if (Object.prototype.hasOwnProperty.call(r, `${name}Key`)) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
      if (typeof v === 'string' && v.length > 200) continue;
      out.push(`${name}: ${String(v)}`);
    } else if (
      Array.isArray(v) &&
      v.length > 0 &&
      v.every((e) => typeof e === 'string' || typeof e === 'number')
    ) {
      const shown = v.slice(0, 10).map(String).join(', ');
      out.push(`${name}: ${shown}${v.length > 10 ? ` (+${String(v.length - 10)})` : ''}`);
    } else if (Array.isArray(v) && v.length > 0) {
      out.push(`${name}: ${String(v.length)}`);
    }
  }
  return out;
}

const SKIPPED_STATUSES = new Set(['skipped', 'error', 'failed', 'timeout', 'not-checked', 'unknown']);

/** Every "not checked" reason in the result, deduplicated, with how many times each appears. */
export function notChecked(result: unknown): Map<string, number> {
  const found = new Map<string, number>();
  const add = (line: string): void => {
    found.set(line, (found.get(line) ?? 0) + 1);
  };
  const visit = (v: unknown, depth: number, field: string | null): void => {
    if (depth > 8) return;
    if (Array.isArray(v)) {
      for (const e of v) visit(e, depth + 1, null);
      return;
    }
    if (!isObj(v)) return;
    const skip = text(v.skipReason) ?? text(v.error);
    if (skip !== null && (text(v.skipReasonKey) !== null || text(v.errorKey) !== null)) add(skip);
    else if (typeof v.status === 'string' && SKIPPED_STATUSES.has(v.status)) {
      const label = text(v.check) ?? text(v.name) ?? text(v.id) ?? text(v.type) ?? field;
      const why = text(v.reason) ?? text(v.statusMessage);
      if (why !== null) add(label === null ? why : `${label}: ${why}`);
    }
    for (const [name, child] of Object.entries(v)) {
      if (name !== 'parameters' && typeof child === 'object') visit(child, depth + 1, name);
    }
  };
  visit(result, 0, null);
  return found;
}

/**
 * The readable summary of a localised result.
 * @param command the command name (`url`), shown in the heading
 * @param input what was analysed, shown in the heading (never the text of a message or email)
 */
export function renderResult(
  localized: unknown,
  family: AnalysisFamily,
  lang: Lang,
  s: Style,
  heading: string,
): string {
  const r: Obj = isObj(localized) ? localized : {};
  const t = (key: string, params?: Readonly<Record<string, unknown>>): string => translate(lang, key, params);
  const lines: string[] = [s.bold(heading)];
  // French puts a (no-break) space before a colon.
  const colon = lang === 'fr-CA' ? '\u00a0: ' : ': ';
  if (family === 'verdict' && text(r.verdict) !== null) {
    const score =
      typeof r.confidenceScore === 'number'
        ? ` (${t('ui.result.score-value', { score: r.confidenceScore })})`
        : '';
    lines.push(
      `${t('ui.result.verdict-label')}${colon}${verdictColor(r.verdictKey, s)(s.bold(text(r.verdict) ?? ''))}${score}`,
    );
  } else if (family === 'graded') {
    const grade = text(r.grade);
    const score = typeof r.score === 'number' ? ` (${t('ui.email.grade-score', { score: r.score })})` : '';
    lines.push(
      grade === null
        ? s.bold(t('ui.email.no-grade'))
        : `${gradeColor(grade, s)(s.bold(t('ui.email.grade-value', { grade })))}${score}`,
    );
  }
  const summary = text(r.summary);
  if (summary !== null) lines.push(summary);
  if (r.outcome === 'partial' && family !== 'report') lines.push(s.yellow(t('ui.incomplete.summary')));
  const action = text(r.recommendedAction);
  if (action !== null) lines.push('', s.bold(t('ui.result.action')), `  ${action}`);
  if (family === 'report') {
    const f = facts(r);
    if (f.length > 0) lines.push('', ...f.map((l) => `  ${l}`));
  }
  const findings = Array.isArray(r.findings) ? (r.findings as unknown[]).filter(isObj) : [];
  if (Array.isArray(r.findings)) {
    lines.push('', s.bold(t('ui.result.findings')));
    if (findings.length === 0) lines.push(`  ${t('ui.result.no-findings')}`);
    for (const f of findings) {
      const sev = typeof f.severity === 'string' ? t(`ui.severity.${f.severity.toLowerCase()}`) : '';
      lines.push(`  ${severityColor(f.severity, s)(`[${sev}]`)} ${s.bold(text(f.title) ?? '')}`);
      const d = text(f.description);
      if (d !== null) lines.push(`      ${d}`);
    }
  }
  const gradeNotes = Array.isArray(r.gradeNotes)
    ? (r.gradeNotes as unknown[]).filter((n) => typeof n === 'string')
    : [];
  if (gradeNotes.length > 0)
    lines.push('', s.bold(t('ui.email.grade-notes')), ...gradeNotes.map((n) => `  - ${n}`));
  const notes = Array.isArray(r.notes) ? (r.notes as unknown[]).filter((n) => typeof n === 'string') : [];
  if (notes.length > 0) lines.push('', s.bold(t('ui.result.notes')), ...notes.map((n) => `  - ${n}`));
  const skipped = notChecked(r);
  if (skipped.size > 0) {
    lines.push('', s.bold(t('ui.check.not-checked')));
    for (const [line, n] of skipped) lines.push(`  - ${line}${n > 1 ? ` (×${String(n)})` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
