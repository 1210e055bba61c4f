/**
 * Features of the local URL model (`model.ts`), shared by inference and by the training script
 * (`scripts/train-url.mjs`, which bundles this file), so both see exactly the same numbers.
 *
 * Read from the normalised URL **without its scheme** (the scheme is an artefact of the training
 * sources, and `url-plain-http` already reports it):
 * - host pieces (labels cut at `.` and `-`), the registrable name's pieces apart from the
 *   subdomain's, the top-level domain, and character 3- and 4-grams of the host's own labels
 *   (so a brand or a lure word glued to another word still counts);
 * - path, query and fragment words (digits read as `0`, a UUID as the word `uuid`), the file
 *   extension, query parameter names;
 *   a long or machine-made word counts by its shape (length, letters, digits, case), not its text;
 * - counts bucketed (labels, path segments, lengths, digits, hyphens), how each host label reads
 *   (longest consonant run and share of vowels: typed at random or pronounceable), the top-level
 *   domain of a bare address (no path), and the lexical findings already raised (their codes, not
 *   their parameters).
 *
 * Each feature belongs to a part of the address (`host`, `path` or `shape`), so the finding can
 * say which part gave the link away. Each is hashed (FNV-1a, 32 bits) into one of `MODEL_BUCKETS`
 * slots; a URL's vector is the set of its distinct slots, each with the value 1/√(number of slots).
 * Bounded: at most `MAX_HOST_CHARS` of the host and `MAX_PATH_CHARS` of the rest are read.
 */

/** Number of hashed slots (a power of two). */
export const MODEL_BUCKETS = 1 << 16;
/** Characters of the host turned into features. */
export const MAX_HOST_CHARS = 120;
/** Characters of path, query and fragment turned into features. */
export const MAX_PATH_CHARS = 400;
/** Path words read. */
const MAX_PATH_WORDS = 40;
/** A word at least this long is read by its shape only. */
const LONG_WORD = 20;
const MASK = MODEL_BUCKETS - 1;
const UUID_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Which part of the address a feature was read from. */
export type FeaturePart = 'host' | 'path' | 'shape';

export interface UrlFeatures {
  /** Distinct slots. */
  readonly slots: number[];
  /** The part each slot was read from. */
  readonly parts: FeaturePart[];
  /** The word each slot came from (host piece or path word), or '' for counts and findings. */
  readonly words: string[];
}

/**
 * FNV-1a over `text[start, end)` from state `h`; with `fold`, digits are read as `0`, so `a123` and
 * `a456` are one word.
 */
function fnv(h: number, text: string, start: number, end: number, fold: boolean): number {
  let x = h;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    x = Math.imul(x ^ (fold && c >= 48 && c <= 57 ? 48 : c), FNV_PRIME);
  }
  return x;
}

/** The slot of a finished FNV state (a final mix, then the mask). */
function slotOf(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  return (x >>> 0) & MASK;
}

function hash(text: string): number {
  return slotOf(fnv(FNV_OFFSET, text, 0, text.length, false));
}

/** FNV state after a feature's prefix (`g3:`…): hashing prefix + text equals continuing from it. */
function prefixState(prefix: string): number {
  return fnv(FNV_OFFSET, prefix, 0, prefix.length, false);
}
const G3 = prefixState('g3:');
const G4 = prefixState('g4:');
const HOST_WORD = prefixState('h:');
const REG_WORD = prefixState('r:');
const SUB_WORD = prefixState('s:');
const PATH_WORD = prefixState('p:');
const QUERY_NAME = prefixState('qn:');

/**
 * Slots of the count features (`seg:3`, `plen:2`…), hashed once: `slots[k]` is the slot of
 * `prefix + k`. A value outside the table (none is expected) is hashed as it comes.
 */
function countSlots(prefix: string, size: number): (k: number) => number {
  const slots = Array.from({ length: size }, (_, k) => hash(`${prefix}${String(k)}`));
  return (k) => slots[k] ?? hash(`${prefix}${String(k)}`);
}
const SEG = countSlots('seg:', 9);
const PLEN = countSlots('plen:', 7);
const QLEN = countSlots('qlen:', 5);
const PW = countSlots('pw:', 6);
const NSUB = countSlots('nsub:', 6);
const RLEN = countSlots('rlen:', 7);
const HYPH = countSlots('hyph:', 5);
const HLEN = countSlots('hlen:', 6);
/** Slots of the findings' codes (`c:url-plain-http`), hashed on first use (a fixed set of codes). */
const codeSlots = new Map<string, number>();
function codeSlot(code: string): number {
  let slot = codeSlots.get(code);
  if (slot === undefined) {
    slot = hash(`c:${code}`);
    if (codeSlots.size < 1024) codeSlots.set(code, slot);
  }
  return slot;
}

function bucket(n: number, edges: readonly number[]): number {
  let b = 0;
  while (b < edges.length && n >= (edges[b] ?? Infinity)) b++;
  return b;
}

/** The shape of a long or machine-made word: length bucket and which classes of characters it has. */
function shapeOf(word: string): string | null {
  let digits = 0;
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
  }
  const mixedCase = upper > 0 && lower > 0 && upper + lower > 2 && !(upper === 1 && word.charCodeAt(0) <= 90);
  const random = word.length >= 8 && ((digits >= 2 && upper + lower >= 2) || (mixedCase && upper >= 2));
  if (word.length < LONG_WORD && !random) return null;
  const len = bucket(word.length, [12, 20, 32, 64]);
  return `${len}${digits > 0 ? 'd' : ''}${upper > 0 ? 'U' : ''}${lower > 0 ? 'l' : ''}`;
}

// Which slots a URL already has: a stamp per slot, the current URL's stamp marks it seen (one
// array for the process instead of a Set per URL; urlFeatures is synchronous, so never shared).
const stamps = new Uint32Array(MODEL_BUCKETS);
let stamp = 0;

class Collector {
  readonly slots: number[] = [];
  readonly parts: FeaturePart[] = [];
  readonly words: string[] = [];
  private readonly mark: number;
  constructor() {
    if (stamp === 0xffffffff) {
      stamps.fill(0);
      stamp = 0;
    }
    this.mark = ++stamp;
  }
  add(feature: string, part: FeaturePart, word: string): void {
    this.addSlot(hash(feature), part, word);
  }
  /** The feature `prefix + text[start, end)` (digits folded when `fold`), `prefix` as its state. */
  addHashed(
    prefix: number,
    text: string,
    start: number,
    end: number,
    fold: boolean,
    part: FeaturePart,
    word: string,
  ): void {
    this.addSlot(slotOf(fnv(prefix, text, start, end, fold)), part, word);
  }
  addSlot(slot: number, part: FeaturePart, word: string): void {
    if (stamps[slot] === this.mark) return;
    stamps[slot] = this.mark;
    this.slots.push(slot);
    this.parts.push(part);
    this.words.push(word);
  }
}

/**
 * How a host label reads, from its letters only: the longest run of consonants (y is a vowel),
 * capped at 6, and the share of vowels in tenths, bucketed. `null` for fewer than 4 letters.
 */
function letterShape(label: string): string | null {
  let letters = 0;
  let vowels = 0;
  let run = 0;
  let longest = 0;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c < 97 || c > 122) continue;
    letters++;
    // a e i o u y
    if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121) {
      vowels++;
      run = 0;
    } else if (++run > longest) longest = run;
  }
  if (letters < 4) return null;
  return `${Math.min(longest, 6)}:${bucket((10 * vowels) / letters, [2, 3, 4, 5])}`;
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/** Features of hosts seen lately (a host's part of `urlFeatures`), forgotten at once when full. */
const HOST_PARTS_MAX = 4096;
const hostParts = new Map<
  string,
  { readonly slots: number[]; readonly parts: FeaturePart[]; readonly words: string[] }
>();

/** Empties the host part memo (tests compare a cold memo with a warm one). */
export function clearHostFeatureMemo(): void {
  hostParts.clear();
}

/** The host's features: its pieces, n-grams, label shapes and counts (`h` already cut). */
function hostFeatures(f: Collector, h: string, registrableDomain: string | null, tld: string): void {
  const labels = h.split('.');
  const regLabels = registrableDomain === null ? 0 : registrableDomain.split('.').length;
  const suffixLabels = Math.max(0, regLabels - 1);
  if (registrableDomain === null) f.add('ip', 'host', h);
  else {
    f.add(`tld:${tld}`, 'host', tld);
    if (suffixLabels > 1) f.add(`sfx:${labels.slice(labels.length - suffixLabels).join('.')}`, 'host', '');
    const own = labels.slice(0, labels.length - suffixLabels);
    let sub = own.length - 1;
    if (own[0] === 'www') {
      f.add('www', 'shape', '');
      sub--;
    }
    f.addSlot(NSUB(Math.min(sub, 5)), 'shape', '');
    for (let i = own[0] === 'www' ? 1 : 0; i < own.length; i++) {
      const label = own[i] ?? '';
      const isReg = i === own.length - 1;
      const reads = letterShape(label);
      if (reads !== null) f.add(`lx:${isReg ? 'r' : 's'}:${reads}`, 'host', label);
      if (isReg) f.addSlot(RLEN(bucket(label.length, [5, 7, 9, 12, 16, 22])), 'shape', '');
      const pieces = label.split('-');
      if (pieces.length > 1) f.addSlot(HYPH(Math.min(pieces.length - 1, 4)), 'shape', '');
      for (const piece of pieces) {
        if (piece === '') continue;
        const shape = shapeOf(piece);
        if (shape !== null || piece.length > LONG_WORD) {
          f.add(`hs:${shape ?? 'long'}`, 'host', piece);
          continue;
        }
        // h:<piece, digits folded> and r: or s:<the same>
        f.addHashed(HOST_WORD, piece, 0, piece.length, true, 'host', piece);
        f.addHashed(isReg ? REG_WORD : SUB_WORD, piece, 0, piece.length, true, 'host', piece);
      }
      // Character n-grams of the label (edges marked), for words glued together.
      const text = `<${label.length > 40 ? label.slice(0, 40) : label}>`;
      for (let n = 3; n <= 4; n++) {
        const prefix = n === 3 ? G3 : G4;
        for (let j = 0; j + n <= text.length; j++) f.addHashed(prefix, text, j, j + n, true, 'host', label);
      }
    }
    f.addSlot(HLEN(bucket(h.length, [10, 16, 24, 32, 48])), 'shape', '');
  }
}

/**
 * The features of one URL.
 *
 * @param host - the host as normalised (lower case, punycode), without trailing dot.
 * @param registrableDomain - its registrable domain (ICANN section), or null (IP address).
 * @param rest - path, query and fragment as written after the host (not decoded).
 * @param codes - codes of the lexical findings already raised.
 */
export function urlFeatures(
  host: string,
  registrableDomain: string | null,
  rest: string,
  codes: readonly string[],
): UrlFeatures {
  const f = new Collector();
  const h = host.length > MAX_HOST_CHARS ? host.slice(host.length - MAX_HOST_CHARS) : host;
  const isIp = registrableDomain === null;
  const tld = h.slice(h.lastIndexOf('.') + 1);
  // The host's features are the first ones collected, so a host seen before replays its own.
  const key = `${h}\u0000${registrableDomain ?? ''}`;
  const known = hostParts.get(key);
  if (known !== undefined) {
    for (let i = 0; i < known.slots.length; i++)
      f.addSlot(known.slots[i] ?? 0, known.parts[i] ?? 'host', known.words[i] ?? '');
  } else {
    hostFeatures(f, h, registrableDomain, tld);
    if (hostParts.size >= HOST_PARTS_MAX) hostParts.clear();
    hostParts.set(key, { slots: f.slots.slice(), parts: f.parts.slice(), words: f.words.slice() });
  }
  // Path, query and fragment
  const cut = rest.length > MAX_PATH_CHARS ? rest.slice(0, MAX_PATH_CHARS) : rest;
  // A UUID (`9d700703-48ee-4b74-…`) is one identifier, as common in ordinary links (APIs, articles,
  // mail) as in kits: read as the word `uuid`, not as five machine-made pieces.
  const r = cut.includes('-') ? cut.replace(UUID_RE, 'uuid') : cut;
  const q = r.indexOf('?');
  const hashAt = r.indexOf('#');
  const pathEnd = q >= 0 ? q : hashAt >= 0 ? hashAt : r.length;
  const path = r.slice(0, pathEnd);
  let segments = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47 && i + 1 < path.length) segments++;
  f.addSlot(SEG(Math.min(segments, 8)), 'shape', '');
  f.addSlot(PLEN(bucket(path.length, [2, 8, 16, 32, 64, 128])), 'shape', '');
  if (!isIp && path.length <= 1 && q < 0) f.add(`bare:${tld}`, 'host', tld);
  if (q >= 0) f.addSlot(QLEN(bucket(r.length - q, [2, 16, 48, 128])), 'shape', '');
  if (path.endsWith('/') && path.length > 1) f.add('slash-end', 'shape', '');
  if (path.includes('//')) f.add('double-slash', 'path', '//');
  const lastSlash = path.lastIndexOf('/');
  const lastSeg = path.slice(lastSlash + 1);
  const dot = lastSeg.lastIndexOf('.');
  if (dot > 0 && lastSeg.length - dot <= 6)
    f.add(`ext:${lastSeg.slice(dot + 1).toLowerCase()}`, 'path', lastSeg);
  let words = 0;
  let start = -1;
  let inQuery = false;
  for (let i = 0; i <= r.length && words < MAX_PATH_WORDS; i++) {
    const c = i < r.length ? r.charCodeAt(i) : 32;
    if (isAlnum(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      const word = r.slice(start, i);
      words++;
      const shape = shapeOf(word);
      if (shape !== null) f.add(`ps:${shape}`, 'path', word);
      else {
        // p:<word in lower case, digits folded>; the word is ASCII letters and digits only.
        const lower = word.toLowerCase();
        f.addHashed(PATH_WORD, lower, 0, lower.length, true, 'path', word);
        if (inQuery && c === 61) f.addHashed(QUERY_NAME, lower, 0, lower.length, true, 'path', word);
      }
      start = -1;
    }
    if (c === 63) inQuery = true;
  }
  f.addSlot(PW(bucket(words, [1, 2, 4, 8, 16])), 'shape', '');
  for (const code of codes) f.addSlot(codeSlot(code), 'shape', '');
  return { slots: f.slots, parts: f.parts, words: f.words };
}
