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
    /** The same expression, sticky: tried at the word starts `indexText` found. */
    readonly sticky: RegExp;
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

/** The first match of one pattern in `text` as a `PhraseMatch` of `lang`, or null. */
export function regexMatch(pattern: RegExp, text: string, lang: PhraseLang): PhraseMatch | null {
  const m = pattern.exec(text);
  return m === null ? null : { lang, start: m.index, end: m.index + m[0].length };
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

/** Where the matches of a phrase may start: words (beginnings, as above), symbols, any number. */
interface Starts {
  readonly words: string[];
  /** Non-alphanumeric characters a match may start with ("$", "£"). */
  readonly chars: string[];
  /** A match may start with a digit (at the start of a word). */
  digits: boolean;
}

const ESCAPED_START = /^\\([d$])/;
const CHAR_CLASS = /^\[(?!\^)((?:\\\$|[^\]\\a-z0-9-])+)\]/;
const OPTIONAL_GROUP = /^\(\?:([a-z0-9 ',|-]+)\)\?/;

/**
 * The beginnings of a phrase (see `literalPrefixes`), and beyond them the phrases that start with a
 * number ("\\d{1,3} ?%"), a symbol ("\\$ ?\\d", "[£€$]"), a one-letter word ("i'?m") or an optional
 * group ("(?:your )?password"). Null when the start cannot be told (always scanned).
 */
function phraseStarts(phrase: string, out: Starts): boolean {
  const prefixes = literalPrefixes(phrase);
  if (prefixes !== null) {
    out.words.push(...prefixes);
    return true;
  }
  const body = phrase.startsWith('^') ? phrase.slice(1) : phrase;
  const escaped = ESCAPED_START.exec(body);
  if (escaped !== null) {
    if (escaped[1] === 'd') out.digits = true;
    else out.chars.push('$');
    return true;
  }
  const cls = CHAR_CLASS.exec(body);
  if (cls !== null && !QUANTIFIER.test(body.slice(cls[0].length))) {
    // Code units, as the expression (no `u` flag) reads them.
    const chars = (cls[1] ?? '').replaceAll('\\$', '$');
    for (let k = 0; k < chars.length; k += 1) out.chars.push(chars.charAt(k));
    return true;
  }
  const optional = OPTIONAL_GROUP.exec(body);
  if (optional !== null) {
    const alternatives = (optional[1] ?? '').split('|').map(literalRun);
    if (alternatives.some((a) => a.length === 0)) return false;
    out.words.push(...alternatives);
    return phraseStarts(body.slice(optional[0].length), out);
  }
  const run = literalRun(body);
  if (run.length === 0) return false;
  out.words.push(run);
  return true;
}

function listStarts(phrases: readonly string[]): Starts | null {
  const starts: Starts = { words: [], chars: [], digits: false };
  for (const p of phrases) if (!phraseStarts(p, starts)) return null;
  // A beginning that contains a shorter one adds nothing: keep the shortest.
  const sorted = [...new Set(starts.words)].sort((a, b) => a.length - b.length);
  return {
    words: sorted.filter((x, i) => !sorted.slice(0, i).some((y) => x.startsWith(y))),
    chars: [...new Set(starts.chars)],
    digits: starts.digits,
  };
}

/*
 * Word index. Every literal beginning starts with a word: either a whole word ("final" of "final
 * notice", "e" of "e-transfer") or the beginning of one ("expire" of "expires? today"). All the
 * parts ever compiled register their beginnings in one trie over the characters a-z, 0-9;
 * `indexText` then walks the words of a text once through it and records, for each part, the word
 * starts where one of its beginnings occurs. `findAll` tries a part's expression only there
 * (sticky), and skips the parts with no such word: same matches as a scan of the whole text, since
 * every match of a part starts with one of its beginnings at the start of a word.
 */
/** Symbols of the trie: a-z then 0-9. */
const SYMBOLS = 36;
/** Child of each node by symbol (0 = none; the root, node 0, is no one's child). */
let children = new Int32Array(SYMBOLS * 64);
let nodeCount = 1;
/** Parts whose beginning is exactly this node's word (the text's word must end there). */
const wholeAt: (number[] | undefined)[] = [];
/** Parts whose beginning is this node's word, the text's word may go on ("expire" of "expires"). */
const partialAt: (number[] | undefined)[] = [];
/** Parts a match of which may start at this non-alphanumeric character (by char code). */
const charAt = new Map<number, { readonly ids: number[]; seen: number; count: number }>();
/** Parts a match of which may start with a digit. */
const digitParts: number[] = [];
let partCount = 0;
/** Per part: generation of the last text that marked it, first and last hit in `hitPos`. */
let marks = new Uint32Array(64);
let heads = new Int32Array(64);
let tails = new Int32Array(64);
/** Per part: places recorded (more than `MAX_HITS`: the part is scanned, not tried place by place). */
let counts = new Int32Array(64);
const MAX_HITS = 64;
/** Hits of the indexed text: word start, and the next hit of the same part (-1 = none). */
let hitPos = new Int32Array(256);
let hitNext = new Int32Array(256);
let hitCount = 0;
let generation = 0;
let indexedText: string | null = null;
const LEADING_WORD = /^[a-z0-9]+/;

function symbol(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 22;
  return -1;
}

function nodeFor(word: string): number {
  let node = 0;
  for (let i = 0; i < word.length; i += 1) {
    const slot = node * SYMBOLS + symbol(word.charCodeAt(i));
    let next = children[slot] ?? 0;
    if (next === 0) {
      next = nodeCount;
      nodeCount += 1;
      if (children.length < nodeCount * SYMBOLS) {
        const grown = new Int32Array(children.length * 2);
        grown.set(children);
        children = grown;
      }
      children[slot] = next;
    }
    node = next;
  }
  return node;
}

function growParts(): void {
  if (marks.length >= partCount) return;
  const size = marks.length * 2;
  const grow = <T extends Uint32Array | Int32Array>(a: T, b: T): T => {
    b.set(a);
    return b;
  };
  marks = grow(marks, new Uint32Array(size));
  heads = grow(heads, new Int32Array(size));
  tails = grow(tails, new Int32Array(size));
  counts = grow(counts, new Int32Array(size));
}

function register(starts: Starts | null): number {
  if (starts === null || starts.words.some((p) => !LEADING_WORD.test(p))) return -1;
  const id = partCount;
  partCount += 1;
  growParts();
  for (const p of starts.words) {
    const word = LEADING_WORD.exec(p)?.[0] ?? '';
    const node = nodeFor(word);
    const at = word.length < p.length ? wholeAt : partialAt;
    const list = at[node] ?? [];
    if (!list.includes(id)) list.push(id);
    at[node] = list;
  }
  for (const ch of starts.chars) {
    const trigger = charAt.get(ch.charCodeAt(0)) ?? { ids: [], seen: 0, count: 0 };
    if (!trigger.ids.includes(id)) trigger.ids.push(id);
    charAt.set(ch.charCodeAt(0), trigger);
  }
  if (starts.digits) digitParts.push(id);
  return id;
}

function addHit(id: number, pos: number): void {
  if (marks[id] !== generation) {
    marks[id] = generation;
    heads[id] = hitCount;
    counts[id] = 1;
  } else {
    const tail = tails[id] ?? 0;
    const count = counts[id] ?? 0;
    if (count > MAX_HITS || hitPos[tail] === pos) return;
    counts[id] = count + 1;
    // Past this many places the part is scanned from its first one (see `findAll`).
    if (count === MAX_HITS) return;
    hitNext[tail] = hitCount;
  }
  if (hitCount === hitPos.length) {
    const pos2 = new Int32Array(hitCount * 2);
    pos2.set(hitPos);
    hitPos = pos2;
    const next2 = new Int32Array(hitCount * 2);
    next2.set(hitNext);
    hitNext = next2;
  }
  tails[id] = hitCount;
  hitPos[hitCount] = pos;
  hitNext[hitCount] = -1;
  hitCount += 1;
}

/**
 * Reads the words of `text` once and records where the phrase-list parts may match it. `findAll`
 * on this same text then tries each part only there; on any other text (a window) it scans it all.
 */
export function indexText(text: string): void {
  generation = (generation + 1) >>> 0;
  if (generation === 0) {
    marks.fill(0);
    for (const trigger of charAt.values()) trigger.seen = 0;
    generation = 1;
  }
  indexedText = text;
  hitCount = 0;
  let digitWords = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    let sym = symbol(code);
    if (sym < 0) {
      if (charAt.size > 0) {
        const trigger = charAt.get(code);
        // Past `MAX_HITS` places every part of this character is scanned anyway (`addHit`).
        if (trigger !== undefined) {
          if (trigger.seen !== generation) {
            trigger.seen = generation;
            trigger.count = 0;
          }
          trigger.count += 1;
        }
        const parts = trigger !== undefined && trigger.count <= MAX_HITS + 1 ? trigger.ids : undefined;
        if (parts !== undefined) for (const id of parts) addHit(id, i);
      }
      i += 1;
      continue;
    }
    const start = i;
    if (sym >= 26) {
      digitWords += 1;
      if (digitWords <= MAX_HITS + 1) for (const id of digitParts) addHit(id, start);
    }
    let node = 0;
    while (i < n && sym >= 0) {
      if (node >= 0) {
        const next = children[node * SYMBOLS + sym] ?? 0;
        node = next === 0 ? -1 : next;
        if (node > 0) {
          const partial = partialAt[node];
          if (partial !== undefined) for (const id of partial) addHit(id, start);
        }
      }
      i += 1;
      sym = i < n ? symbol(text.charCodeAt(i)) : -1;
    }
    if (node > 0) {
      const whole = wholeAt[node];
      if (whole !== undefined) for (const id of whole) addHit(id, start);
    }
  }
}

export function compileList(list: PhraseList): CompiledList {
  const parts: CompiledList['parts'][number][] = [];
  for (const lang of LANGS) {
    const phrases = list[lang];
    if (phrases === undefined || phrases.length === 0) continue;
    const starts = listStarts(phrases);
    const source = `(?<![a-z0-9])(?:${phrases.join('|')})(?![a-z0-9])`;
    parts.push({
      lang,
      re: new RegExp(source, 'g'),
      sticky: new RegExp(source, 'y'),
      id: register(starts),
    });
  }
  return { parts };
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
  const indexed = text === indexedText;
  let out: PhraseMatch[] | null = null;
  for (const part of list.parts) {
    const { lang, id } = part;
    let from = 0;
    if (indexed && id >= 0) {
      if (marks[id] !== generation) continue;
      from = hitPos[heads[id] ?? 0] ?? 0;
    }
    if (indexed && id >= 0 && (counts[id] ?? 0) <= MAX_HITS) {
      // Only at the word starts where one of the part's beginnings occurs, in text order.
      const re = part.sticky;
      let count = 0;
      let after = 0;
      for (let h = heads[id] ?? -1; h >= 0 && count < limit; h = hitNext[h] ?? -1) {
        const start = hitPos[h] ?? 0;
        if (start < after) continue;
        re.lastIndex = start;
        if (!re.test(text)) continue;
        after = re.lastIndex;
        (out ??= []).push({ start, end: after, lang });
        count += 1;
      }
      re.lastIndex = 0;
      continue;
    }
    // Every match starts at or after the first place found.
    const re = part.re;
    re.lastIndex = from;
    let count = 0;
    let m: RegExpExecArray | null;
    while (count < limit && (m = re.exec(text)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex += 1;
        continue;
      }
      (out ??= []).push({ start: m.index, end: m.index + m[0].length, lang });
      count += 1;
    }
    re.lastIndex = 0;
  }
  if (out === null) return [];
  if (out.length > 1) out.sort((a, b) => a.start - b.start);
  return out.length > limit ? out.slice(0, limit) : out;
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
