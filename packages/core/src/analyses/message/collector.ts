/** The findings of one analysis as they are collected (one finding per code). */
import { makeFinding, type FindingParameters } from '../../findings.js';
import { MAX_MATCHES, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import { excerptOf, type NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { DECEPTIVE_CODES, MESSAGE_RULES, type MessageFindingCode } from './rules.js';
import type { MessageFinding } from './types.js';

export type Lang = 'en' | 'fr';

export interface Collector {
  readonly findings: MessageFinding[];
  readonly languages: Set<Lang>;
  readonly codes: Set<MessageFindingCode>;
}

export function add(c: Collector, code: MessageFindingCode, parameters: FindingParameters | null): void {
  if (c.codes.has(code)) return;
  c.codes.add(code);
  c.findings.push(makeFinding(code, MESSAGE_RULES, parameters));
}

/** Takes a finding back (a context found later shows it does not apply). */
export function dropFinding(c: Collector, code: MessageFindingCode): void {
  const i = c.findings.findIndex((f) => f.code === code);
  if (i < 0) return;
  c.findings.splice(i, 1);
  c.codes.delete(code);
}

export function phraseParameters(
  original: string,
  norm: NormalizedMessage,
  matches: readonly PhraseMatch[],
): FindingParameters {
  const phrases: string[] = [];
  for (const m of matches) {
    const e = excerptOf(original, norm, m.start, m.end);
    if (e !== '' && !phrases.includes(e)) phrases.push(e);
    if (phrases.length >= MAX_MATCHES) break;
  }
  return { phrase: phrases[0] ?? '', phrases };
}

export function addPhraseFinding(
  c: Collector,
  code: MessageFindingCode,
  original: string,
  norm: NormalizedMessage,
  matches: readonly PhraseMatch[],
): void {
  if (matches.length === 0) return;
  for (const m of matches) if (m.lang !== 'any') c.languages.add(m.lang);
  add(c, code, phraseParameters(original, norm, matches));
}

/** Whether a deceptive finding (`DECEPTIVE_CODES`) was collected. */
export function hasDeceptiveSign(c: Collector): boolean {
  return DECEPTIVE_CODES.some((code) => c.codes.has(code));
}

/** Whether `code` was collected and is the only deceptive finding. */
export function isOnlyDeceptiveSign(c: Collector, code: MessageFindingCode): boolean {
  return c.codes.has(code) && DECEPTIVE_CODES.every((d) => d === code || !c.codes.has(d));
}
