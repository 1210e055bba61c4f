/**
 * Finding brand names (`data/brands.ts`) in the parts of an address: official domains, name tokens
 * inside words, look-alike and misspelt domain labels. Indexes are built once, at module load.
 */
import {
  BRAND_AFFIX_WORDS,
  BRAND_GENERIC_LABELS,
  BRAND_TYPO_EXCLUSIONS,
  BRANDS,
  type Brand,
} from '../../data/index.js';
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
/** Misspellings allowed by brand label length: none below 6 letters, 1 from 6, 2 from 9. */
export function allowedTypoDistance(length: number): number {
  return length >= 9 ? 2 : length >= 6 ? 1 : 0;
}

const officialByDomain = new Map<string, Brand>();
const brandByToken = new Map<string, Brand>();
for (const brand of BRANDS) {
  for (const d of brand.domains) if (!officialByDomain.has(d)) officialByDomain.set(d, brand);
  for (const t of brand.tokens) if (!brandByToken.has(t)) brandByToken.set(t, brand);
}
const affixTokens = [...brandByToken.entries()].filter(([t]) => t.length >= MIN_AFFIX_TOKEN_LENGTH);
const affixWords = new Set(BRAND_AFFIX_WORDS);
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

/** The brand owning this registrable domain, if it is one of the official domains. */
export function officialBrand(registrableDomain: string): Brand | null {
  return officialByDomain.get(registrableDomain) ?? null;
}

function affixMatch(word: string): BrandMatch | null {
  for (const [token, brand] of affixTokens) {
    if (word.length <= token.length) continue;
    const at = word.indexOf(token);
    if (at < 0) continue;
    const before = word.slice(0, at);
    const after = word.slice(at + token.length);
    if ((before === '' || affixWords.has(before)) && (after === '' || affixWords.has(after)))
      return { brand, token };
  }
  return null;
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
export function findLabelLookalike(unicodeLabel: string): LabelLookalike | null {
  const label = unicodeLabel.toLowerCase();
  if (label.length < MIN_LOOKALIKE_LENGTH || label.length > 63) return null;
  const skeleton = lookalikeSkeleton(label);
  const nonAscii = hasNonAscii(label);
  for (const b of brandLabels) {
    if (b.label === label) return null;
  }
  for (const b of brandLabels) {
    if (b.skeleton === skeleton)
      return { kind: nonAscii ? 'homograph' : 'lookalike', brand: b.brand, label: b.label, distance: 0 };
  }
  if (nonAscii || typoExclusions.has(label)) return null;
  for (const b of brandLabels) {
    const max = b.typoTarget ? allowedTypoDistance(b.label.length) : 0;
    if (max === 0) continue;
    const distance = editDistance(label, b.label, max);
    if (distance >= 1 && distance <= max) return { kind: 'typo', brand: b.brand, label: b.label, distance };
  }
  return null;
}
