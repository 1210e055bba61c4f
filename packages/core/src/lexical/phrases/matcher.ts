/**
 * Compiles the phrase lists of `phrases.ts` into one regular expression per language and scans the
 * normalised text with them. Every pattern is wrapped in ASCII word boundaries written as
 * look-arounds, and scans stop after a fixed number of matches, so the cost is linear in the text.
 */
import type { PhraseLang, PhraseList, SignalPhrases } from './phrases.js';

export interface CompiledList {
  readonly parts: readonly {
    readonly lang: PhraseLang;
    readonly re: RegExp;
    /**
     * Literal beginnings of the phrases: when the text contains none of them, no phrase can match
     * and the scan is skipped. Null when some phrase has no literal beginning (always scanned).
     */
    readonly prefixes: readonly string[] | null;
    /** Index of this part in the word index (see `indexText`), or -1 when it is always scanned. */
    readonly id: number;
  }[];
}

export interface CompiledSignal {
  readonly strong: CompiledList | null;
  readonly weak: CompiledList | null;
  readonly context: CompiledList | null;
}

export interface PhraseMatch {
  /** Offsets in the normalised text. */
  readonly start: number;
  readonly end: number;
  readonly lang: PhraseLang;
}

/** Most matches recorded per list (and per signal). */
export const MAX_MATCHES = 5;

const LANGS: readonly PhraseLang[] = ['en', 'fr', 'any'];

const LITERAL = /^[a-z0-9 ',-]*/;
const QUANTIFIER = /^[?*{]/;
const LITERAL_GROUP = /^\(\?:([a-z0-9 ',|?-]+)\)/;

function literalRun(body: string): string {
  const run = LITERAL.exec(body)?.[0] ?? '';
  return QUANTIFIER.test(body.slice(run.length)) ? run.slice(0, -1) : run;
}

/**
 * The literal beginnings that every match of a phrase starts with: "final notice" → ["final
 * notice"], "expires? today" → ["expire"], "(?:acheter|achete) des" → ["acheter", "achete"].
 * Null when the phrase starts with something else (a class, an escape, an optional group).
 */
export function literalPrefixes(phrase: string): string[] | null {
  const body = phrase.startsWith('^') ? phrase.slice(1) : phrase;
  const group = LITERAL_GROUP.exec(body);
  if (group !== null) {
    if (QUANTIFIER.test(body.slice(group[0].length))) return null;
    const alternatives = (group[1] ?? '').split('|').map(literalRun);
    return alternatives.every((a) => a.length >= 2) ? alternatives : null;
  }
  const run = literalRun(body);
  return run.length >= 2 ? [run] : null;
}

function listPrefixes(phrases: readonly string[]): string[] | null {
  const out = new Set<string>();
  for (const p of phrases) {
    const prefixes = literalPrefixes(p);
    if (prefixes === null) return null;
    for (const x of prefixes) out.add(x);
  }
  // A prefix that contains a shorter one adds nothing: keep the shortest.
  const sorted = [...out].sort((a, b) => a.length - b.length);
  return sorted.filter((x, i) => !sorted.slice(0, i).some((y) => x.startsWith(y)));
}

/*
 * Word index. Every literal beginning starts with a word: either a whole word ("final" of "final
 * notice", "e" of "e-transfer") or the beginning of one ("expire" of "expires? today"). All the
 * parts ever compiled register their beginnings here; `indexText` then reads the words of a text
 * once and marks the parts that may match, so `findAll` skips the others without scanning.
 */
const WHOLE = new Map<string, number[]>();
/** Beginnings that may continue into a longer word, by their first two characters. */
const PARTIAL = new Map<string, { readonly prefix: string; readonly id: number }[]>();
let partCount = 0;
let marks = new Uint32Array(64);
let generation = 0;
let indexedText: string | null = null;
const LEADING_WORD = /^[a-z0-9]+/;
const WORD = /[a-z0-9]+/g;

function register(prefixes: readonly string[] | null): number {
  if (prefixes === null || prefixes.some((p) => !LEADING_WORD.test(p))) return -1;
  const id = partCount;
  partCount += 1;
  if (marks.length < partCount) {
    const grown = new Uint32Array(marks.length * 2);
    grown.set(marks);
    marks = grown;
  }
  for (const p of prefixes) {
    const word = LEADING_WORD.exec(p)?.[0] ?? '';
    if (word.length < p.length) {
      const list = WHOLE.get(word) ?? [];
      list.push(id);
      WHOLE.set(word, list);
    } else {
      const key = word.slice(0, 2);
      const list = PARTIAL.get(key) ?? [];
      list.push({ prefix: word, id });
      PARTIAL.set(key, list);
    }
  }
  return id;
}

/**
 * Reads the words of `text` and marks the phrase-list parts that may match it. `findAll` on this
 * same text then skips the parts left unmarked; on any other text (a window) it scans them all.
 */
export function indexText(text: string): void {
  generation = (generation + 1) >>> 0;
  if (generation === 0) {
    marks.fill(0);
    generation = 1;
  }
  indexedText = text;
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) {
    const word = m[0];
    const whole = WHOLE.get(word);
    if (whole !== undefined) for (const id of whole) marks[id] = generation;
    if (word.length < 2) continue;
    const partial = PARTIAL.get(word.slice(0, 2));
    if (partial !== undefined)
      for (const { prefix, id } of partial) if (word.startsWith(prefix)) marks[id] = generation;
  }
  WORD.lastIndex = 0;
}

export function compileList(list: PhraseList): CompiledList {
  const parts: CompiledList['parts'][number][] = [];
  for (const lang of LANGS) {
    const phrases = list[lang];
    if (phrases === undefined || phrases.length === 0) continue;
    const prefixes = listPrefixes(phrases);
    parts.push({
      lang,
      re: new RegExp(`(?<![a-z0-9])(?:${phrases.join('|')})(?![a-z0-9])`, 'g'),
      prefixes,
      id: register(prefixes),
    });
  }
  return { parts };
}

function mayMatch(id: number, text: string): boolean {
  return id < 0 || text !== indexedText || marks[id] === generation;
}

export function compileSignal(spec: SignalPhrases): CompiledSignal {
  return {
    strong: spec.strong ? compileList(spec.strong) : null,
    weak: spec.weak ? compileList(spec.weak) : null,
    context: spec.context ? compileList(spec.context) : null,
  };
}

/** Up to `limit` matches of `list` in `text`, in text order. */
export function findAll(list: CompiledList | null, text: string, limit = MAX_MATCHES): PhraseMatch[] {
  if (list === null) return [];
  const out: PhraseMatch[] = [];
  for (const { lang, re, id } of list.parts) {
    if (!mayMatch(id, text)) continue;
    re.lastIndex = 0;
    let count = 0;
    let m: RegExpExecArray | null;
    while (count < limit && (m = re.exec(text)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex += 1;
        continue;
      }
      out.push({ start: m.index, end: m.index + m[0].length, lang });
      count += 1;
    }
    re.lastIndex = 0;
  }
  out.sort((a, b) => a.start - b.start);
  return out.slice(0, limit);
}

/** Whether `list` matches anywhere in `text`. */
export function matchesAny(list: CompiledList | null, text: string): boolean {
  return findAll(list, text, 1).length > 0;
}

/**
 * The matches that make a signal fire: its strong phrases, or else its weak phrases followed by the
 * first context phrase when both occur. Empty when the signal does not fire.
 */
export function evaluateSignal(signal: CompiledSignal, text: string, extraContext = false): PhraseMatch[] {
  const strong = findAll(signal.strong, text);
  if (strong.length > 0) return strong;
  if (signal.weak === null) return [];
  const weak = findAll(signal.weak, text);
  if (weak.length === 0) return [];
  const context = findAll(signal.context, text, 1);
  if (context.length === 0) return extraContext ? weak : [];
  return [...weak.slice(0, MAX_MATCHES - 1), ...context];
}
