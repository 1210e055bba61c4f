/**
 * Finding brand names (`data/brands.ts`) in the parts of an address: official domains, name tokens
 * inside words, look-alike and misspelt domain labels. Indexes are built once, at module load.
 */
import { memoize } from '../memory-cache.js';
import {
  BRAND_AFFIX_WORDS,
  BRAND_GENERIC_LABELS,
  BRAND_TYPO_EXCLUSIONS,
  BRANDS,
  HOST_LURE_WORDS,
  type Brand,
} from '../data/index.js';
import { NEAR_BRAND_WORDS } from '../data/near-brand-words.js';
import { asciiSkeleton, editDistance, hasNonAscii, lookalikeSkeleton } from './text.js';

export interface BrandMatch {
  readonly brand: Brand;
  /** The token or label that matched. */
  readonly token: string;
}

/** Shortest token found inside a longer word (with an affix word around it), e.g. "paypal" in "mypaypal". */
const MIN_AFFIX_TOKEN_LENGTH = 5;
/** Words looked at per text (a DNS name has at most 127 labels; hostile input is cut short). */
const MAX_WORDS = 200;
/** Shortest brand label compared by skeleton (shorter ones give false alarms: "bmo" vs "brno"). */
const MIN_LOOKALIKE_LENGTH = 4;
/** Brand labels this long or longer may be garbled much more ("sceanmcommnunty" for steamcommunity). */
export const GARBLED_LABEL_LENGTH = 13;
/**
 * Misspellings allowed by brand label length: none below 6 letters, 1 from 6, 2 from 9, and 45 % of
 * the letters from `GARBLED_LABEL_LENGTH` (6 for "steamcommunity"): a name that long shares so many
 * letters in order with a garbled copy that no ordinary word comes that close.
 */
export function allowedTypoDistance(length: number): number {
  if (length >= GARBLED_LABEL_LENGTH) return Math.floor((length * 9) / 20);
  return length >= 9 ? 2 : length >= 6 ? 1 : 0;
}

const officialByDomain = new Map<string, Brand>();
const brandByToken = new Map<string, Brand>();
for (const brand of BRANDS) {
  for (const d of [...brand.domains, ...(brand.hostDomains ?? [])])
    if (!officialByDomain.has(d)) officialByDomain.set(d, brand);
  for (const t of brand.tokens) if (!brandByToken.has(t)) brandByToken.set(t, brand);
}
const affixWords = new Set(BRAND_AFFIX_WORDS);
const MAX_AFFIX_LENGTH = Math.max(...BRAND_AFFIX_WORDS.map((w) => w.length));
const typoExclusions = new Set(BRAND_TYPO_EXCLUSIONS);
const genericLabels = new Set(BRAND_GENERIC_LABELS);

interface BrandLabel {
  readonly brand: Brand;
  readonly label: string;
  readonly skeleton: string;
  /** Compared by edit distance too (official domain labels that are not ordinary words). */
  readonly typoTarget: boolean;
}

/** Labels a look-alike is compared with: each official domain's first label and each long token. */
const brandLabels: readonly BrandLabel[] = (() => {
  const seen = new Set<string>();
  const out: BrandLabel[] = [];
  for (const brand of BRANDS) {
    const domainLabels = new Set(brand.domains.map((d) => d.split('.')[0] ?? d));
    for (const label of [...domainLabels, ...brand.tokens]) {
      if (label.length < MIN_LOOKALIKE_LENGTH || seen.has(label)) continue;
      seen.add(label);
      const typoTarget = domainLabels.has(label) && !genericLabels.has(label);
      out.push({ brand, label, skeleton: asciiSkeleton(label), typoTarget });
    }
  }
  return out;
})();
const brandLabelSet = new Set(brandLabels.map((b) => b.label));
const brandLabelBySkeleton = new Map<string, BrandLabel>();
for (const b of brandLabels)
  if (!brandLabelBySkeleton.has(b.skeleton)) brandLabelBySkeleton.set(b.skeleton, b);

interface TypoTarget {
  readonly target: BrandLabel;
  readonly max: number;
  /** Position in `brandLabels`: the earliest brand wins, as in the list's order. */
  readonly order: number;
  /** Letter counts (a–z), for a cheap lower bound of the edit distance. */
  readonly histogram: Int16Array;
  /** Which letters occur (bit 0 = a … bit 25 = z, bit 26 = anything else): a cheaper, looser bound. */
  readonly letters: number;
}
function lettersOf(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 97;
    mask |= 1 << (c >= 0 && c < 26 ? c : 26);
  }
  return mask;
}
function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
function histogramOf(text: string): Int16Array {
  const h = new Int16Array(27);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 97;
    const slot = c >= 0 && c < 26 ? c : 26;
    h[slot] = (h[slot] ?? 0) + 1;
  }
  return h;
}
/** Misspelling targets by length, so a label is only compared with brand labels of a close length. */
const typoTargetsByLength = new Map<number, TypoTarget[]>();
for (const [order, b] of brandLabels.entries()) {
  const max = b.typoTarget ? allowedTypoDistance(b.label.length) : 0;
  if (max === 0) continue;
  const list = typoTargetsByLength.get(b.label.length) ?? [];
  list.push({ target: b, max, order, histogram: histogramOf(b.label), letters: lettersOf(b.label) });
  typoTargetsByLength.set(b.label.length, list);
}
/** How much longer or shorter than the brand label a misspelling may be (letters added or dropped). */
const MAX_LENGTH_DIFFERENCE = 3;

/**
 * Where `word` (any text) splits into [affix][middle][affix] with both affixes in `affixes` or
 * empty, calls `found(middle)` for each middle at least `minMiddle` long until it returns a value.
 */
function splitAffixes<T>(
  word: string,
  affixes: ReadonlySet<string>,
  minMiddle: number,
  found: (middle: string) => T | undefined,
): T | undefined {
  const starts = [0];
  const ends = [word.length];
  const longest = Math.min(MAX_AFFIX_LENGTH + 1, word.length - minMiddle);
  for (let n = 1; n <= longest; n++) {
    if (affixes.has(word.slice(0, n))) starts.push(n);
    if (affixes.has(word.slice(word.length - n))) ends.push(word.length - n);
  }
  for (const start of starts) {
    for (const end of ends) {
      if (end - start < minMiddle || (start === 0 && end === word.length)) continue;
      const v = found(word.slice(start, end));
      if (v !== undefined) return v;
    }
  }
  return undefined;
}

/**
 * Brands with their own sites under country-code domains, by main label ("amazon" → Amazon), or by
 * the labels the brand lists (`countryLabels`). Until round 12 every official domain's label was
 * read, so `icloud.la`, `g.<cc>`, `me.com.br`, `goo.ne.jp` (NTT's portal) counted as Apple's or Google's.
 */
const countryBrandByLabel = new Map<string, Brand>();
for (const brand of BRANDS) {
  if (brand.countryDomains !== true) continue;
  for (const label of brand.countryLabels ?? [brand.domains[0].split('.')[0] ?? brand.domains[0]]) {
    if (!countryBrandByLabel.has(label)) countryBrandByLabel.set(label, brand);
  }
}

/**
 * The brand owning this registrable domain: one of its official domains, or, for brands that run
 * country sites (`countryDomains`), its main label under a country-code suffix (`google.com.br`,
 * `amazon.co.jp`; `publicSuffix` is `com.br`, `co.jp`).
 */
export function officialBrand(registrableDomain: string, publicSuffix = ''): Brand | null {
  const direct = officialByDomain.get(registrableDomain);
  if (direct !== undefined) return direct;
  if (publicSuffix === '') return null;
  const tld = publicSuffix.slice(publicSuffix.lastIndexOf('.') + 1);
  if (tld.length !== 2) return null;
  const label = registrableDomain.slice(0, registrableDomain.length - publicSuffix.length - 1);
  return countryBrandByLabel.get(label) ?? null;
}

/** The brand one of whose tokens is exactly `token` (`steam`, `paypal`), or null. */
export function brandOfToken(token: string): Brand | null {
  return brandByToken.get(token) ?? null;
}

/** The brand owning exactly this domain (one of its official domains), or null. */
export function brandOfDomain(domain: string): Brand | null {
  return officialByDomain.get(domain) ?? null;
}

/** The brand whose official domain is exactly `<label>.com` (or .net/.org), for `roblox.com.ge`. */
export function brandOfComLabel(label: string): Brand | null {
  for (const tld of ['com', 'net', 'org']) {
    const brand = officialByDomain.get(`${label}.${tld}`);
    if (brand !== undefined) return brand;
  }
  return null;
}

function affixMatch(word: string): BrandMatch | null {
  if (word.length <= MIN_AFFIX_TOKEN_LENGTH) return null;
  return (
    splitAffixes(word, affixWords, MIN_AFFIX_TOKEN_LENGTH, (token) => {
      const brand = brandByToken.get(token);
      return brand === undefined ? undefined : { brand, token };
    }) ?? null
  );
}

/**
 * First brand named in a list of words: a whole word or up to three consecutive words joined
 * ("canada", "post" → "canadapost"), or, when `allowAffix`, a long token glued to an affix word
 * ("paypalsecure"). Tokens shorter than `minLength` are ignored.
 */
export function findBrandInWords(
  allWords: readonly string[],
  minLength: number,
  allowAffix: boolean,
): BrandMatch | null {
  const words = allWords.length > MAX_WORDS ? allWords.slice(0, MAX_WORDS) : allWords;
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let span = 0; span < 3 && i + span < words.length; span++) {
      joined += words[i + span] ?? '';
      if (joined.length > 40) break;
      const brand = joined.length >= minLength ? brandByToken.get(joined) : undefined;
      if (brand) return { brand, token: joined };
    }
  }
  if (allowAffix) {
    for (const word of words) {
      const m = affixMatch(word);
      if (m) return m;
    }
  }
  return null;
}

export interface PieceMatch {
  /** `lookalike`/`typo` as in `findLabelLookalike`; `name`: the exact brand name. */
  readonly kind: 'homograph' | 'lookalike' | 'typo' | 'name';
  readonly brand: Brand;
  /** The hyphen-separated piece of the label that gave it away ("paypa1" of "paypa1-login"). */
  readonly piece: string;
  readonly distance: number;
  /** The brand label it imitates ('' for `name`). */
  readonly label: string;
}

/** Shortest piece compared by skeleton or edit distance. */
const MIN_PIECE_LENGTH = 4;
/** Pieces looked at per label. */
const MAX_PIECES = 12;

const affixSkeletons = new Set(BRAND_AFFIX_WORDS.map((w) => asciiSkeleton(w)));
/** Lure words (`login`, `secure`…): beside one, a word one letter off a brand is read as the brand. */
const hostLureWords: ReadonlySet<string> = new Set(HOST_LURE_WORDS);

/** A brand label glued to affix words, compared by skeleton ("secure" + "paypa1"). */
function gluedLookalike(skeleton: string): Brand | null {
  return (
    splitAffixes(skeleton, affixSkeletons, MIN_AFFIX_TOKEN_LENGTH, (middle) => {
      const b = brandLabelBySkeleton.get(middle);
      // Ordinary-word labels ("crypto" of crypto.com, "ledger") are not looked for inside words.
      return b === undefined || b.label.length < MIN_AFFIX_TOKEN_LENGTH || genericLabels.has(b.label)
        ? undefined
        : b.brand;
    }) ?? null
  );
}

/**
 * Looks at the hyphen-separated pieces of one host label (Unicode, lower case) for a brand: a
 * piece that is a look-alike or misspelling of a brand label ("paypa1" in "paypa1-login", "app1e"
 * in "app1e-id"), a piece that is a brand name glued to an affix word in look-alike spelling
 * ("paypa1secure"), or, when `exactNames`, a piece that is exactly a brand token. Returns the first.
 * Typos are only accepted on pieces of 6 letters or more.
 */
export function findPieceLookalike(unicodeLabel: string, exactNames: boolean): PieceMatch | null {
  return (exactNames ? pieceLookalikeOfName : pieceLookalike)(unicodeLabel);
}

/**
 * Labels recur across the hosts of a batch (`example.com`, `mail.example.com`, `example.ca`;
 * subdomains such as `secure-login`): the comparisons with every brand label, pure functions of
 * the label returning read-only objects, are remembered per label. Bounded: forgotten at once when full.
 */
const LABEL_MEMO_MAX = 4096;
const pieceLookalike = memoize((label: string) => computePieceLookalike(label, false), LABEL_MEMO_MAX);
const pieceLookalikeOfName = memoize((label: string) => computePieceLookalike(label, true), LABEL_MEMO_MAX);

function computePieceLookalike(unicodeLabel: string, exactNames: boolean): PieceMatch | null {
  const label = unicodeLabel.toLowerCase();
  if (label.length > 63) return null;
  const pieces = label.split('-');
  if (pieces.length > MAX_PIECES) pieces.length = MAX_PIECES;
  const besideLure = pieces.some((p) => hostLureWords.has(p));
  for (const piece of pieces) {
    if (piece.length < MIN_PIECE_LENGTH && !(exactNames && brandByToken.has(piece))) continue;
    const exact = brandByToken.get(piece);
    if (exact !== undefined) {
      if (exactNames) return { kind: 'name', brand: exact, piece, distance: 0, label: piece };
      continue;
    }
    const l = pieces.length === 1 ? null : findLabelLookalike(piece, besideLure);
    if (l !== null && (l.kind !== 'typo' || piece.length >= 6))
      return { kind: l.kind, brand: l.brand, piece, distance: l.distance, label: l.label };
    // A misspelt name followed by a number ("rakouten010"): the number is no letter in disguise.
    const bare = withoutTrailingNumber(piece);
    if (bare.length >= 6 && bare.length < piece.length && !brandByToken.has(bare)) {
      const t = findLabelLookalike(bare, besideLure);
      if (t !== null && t.kind === 'typo')
        return { kind: 'typo', brand: t.brand, piece, distance: t.distance, label: t.label };
    }
    if (piece.length > MIN_AFFIX_TOKEN_LENGTH) {
      const skeleton = lookalikeSkeleton(piece);
      const glued = gluedLookalike(skeleton);
      if (glued !== null) {
        const plain = affixMatch(piece) !== null;
        return {
          kind: plain ? 'name' : hasNonAscii(piece) ? 'homograph' : 'lookalike',
          brand: glued,
          piece,
          distance: 0,
          label: '',
        };
      }
    }
  }
  return null;
}

/** `piece` without a trailing run of two digits or more ("rakouten010" → "rakouten"). */
function withoutTrailingNumber(piece: string): string {
  let end = piece.length;
  while (end > 0 && piece.charCodeAt(end - 1) >= 48 && piece.charCodeAt(end - 1) <= 57) end--;
  return piece.length - end >= 2 ? piece.slice(0, end) : piece;
}

export interface LabelLookalike {
  readonly kind: 'homograph' | 'lookalike' | 'typo';
  readonly brand: Brand;
  /** The brand label it imitates. */
  readonly label: string;
  /** Edit distance for `typo`; 0 for skeleton matches. */
  readonly distance: number;
}

/**
 * Compares a registrable label (in Unicode, e.g. "pаypal") with the brands' labels:
 * - same skeleton but different text: `homograph` when the label has non-ASCII letters, else
 *   `lookalike` ("paypa1", "rnicrosoft");
 * - otherwise an ASCII label 1–2 edits away from an official domain label: `typo` ("amazn").
 * The brand's own label is never a look-alike of itself.
 */
export function findLabelLookalike(unicodeLabel: string, besideLure = false): LabelLookalike | null {
  const found = labelLookalike(unicodeLabel);
  // An ordinary word near a brand's name is that word ("tresor", "capitale"; round 18), unless it
  // is one letter off the brand beside a lure word of the label ("revolus-secure", "mechat-login";
  // round 18 review): "transfer" of `interac-refund-e-transfer` stays a word.
  if (
    found?.kind === 'typo' &&
    !(besideLure && found.distance === 1) &&
    NEAR_BRAND_WORDS.has(unicodeLabel.toLowerCase())
  )
    return null;
  return found;
}
const labelLookalike = memoize(computeLabelLookalike, LABEL_MEMO_MAX);

function computeLabelLookalike(unicodeLabel: string): LabelLookalike | null {
  const label = unicodeLabel.toLowerCase();
  if (label.length < MIN_LOOKALIKE_LENGTH || label.length > 63) return null;
  if (brandLabelSet.has(label)) return null;
  const skeleton = lookalikeSkeleton(label);
  const nonAscii = hasNonAscii(label);
  const same = brandLabelBySkeleton.get(skeleton);
  if (same !== undefined)
    return { kind: nonAscii ? 'homograph' : 'lookalike', brand: same.brand, label: same.label, distance: 0 };
  if (nonAscii || typoExclusions.has(label)) return null;
  const letters = lettersOf(label);
  let histogram: Int16Array | null = null;
  let best: LabelLookalike | null = null;
  let bestOrder = Infinity;
  for (
    let length = label.length - MAX_LENGTH_DIFFERENCE;
    length <= label.length + MAX_LENGTH_DIFFERENCE;
    length++
  ) {
    const targets = typoTargetsByLength.get(length);
    if (targets === undefined) continue;
    for (const t of targets) {
      // A garbled long name may gain three letters but lose only two ("myetherapi" is another name).
      const longer = label.length - length;
      if (
        longer > Math.min(t.max, MAX_LENGTH_DIFFERENCE) ||
        -longer > Math.min(t.max, MAX_LENGTH_DIFFERENCE - 1)
      )
        continue;
      // ...and its first letter: the eye reads a word's start.
      if (t.max > 2 && label.charCodeAt(0) !== t.target.label.charCodeAt(0)) continue;
      // Each letter one has and the other lacks needs an edit (one substitution mends two), so the
      // larger of the two counts is a lower bound: most brand labels are dismissed here.
      if (bitCount(letters & ~t.letters) > t.max || bitCount(t.letters & ~letters) > t.max) continue;
      histogram ??= histogramOf(label);
      // Letters one has and the other lacks: a lower bound of the edit distance.
      let surplus = 0;
      let deficit = 0;
      for (let i = 0; i < 27; i++) {
        const d = (histogram[i] ?? 0) - (t.histogram[i] ?? 0);
        if (d > 0) surplus += d;
        else deficit -= d;
      }
      if (Math.max(surplus, deficit) > t.max) continue;
      const distance = editDistance(label, t.target.label, t.max);
      // The nearest brand wins; between equally near ones, the earliest in the list.
      if (
        distance >= 1 &&
        distance <= t.max &&
        (best === null || distance < best.distance || (distance === best.distance && t.order < bestOrder))
      ) {
        best = { kind: 'typo', brand: t.target.brand, label: t.target.label, distance };
        bestOrder = t.order;
      }
    }
  }
  return best;
}
