/**
 * `generateVariants(domain)`: every look-alike of a domain the fuzzers produce, converted to ASCII
 * (punycode for IDNs, via the WHATWG URL parser's IDNA processing), checked to be a valid host name,
 * deduplicated (a name produced by several fuzzers is one variant tagged with all of them) and
 * ordered most plausible first. Pure: no I/O, deterministic.
 */
import { parse as parseDomain } from 'tldts';
import { COMMON_SWAP_TLDS, TYPOSQUAT_SWAP_TLDS } from '../../data/typosquat-tlds.js';
import { CYRILLIC_IDN_TLDS, LATIN_IDN_TLDS } from '../../data/typosquat-homoglyphs.js';
import { TYPOSQUAT_WORDS } from '../../data/typosquat-words.js';
import { normalizeDomainInput } from '../../input/domain.js';
import { labelToUnicode } from '../../lexical/punycode.js';
import * as f from './fuzzers.js';
import { FUZZERS, type Fuzzer } from './keys.js';

/** How likely a person lands on the variant by a slip or is fooled by it (see docs/typosquat.md). */
export const PLAUSIBILITIES = ['high', 'medium', 'low'] as const;
export type Plausibility = (typeof PLAUSIBILITIES)[number];

export interface TyposquatVariant {
  /** The variant, ASCII (punycode for IDNs), lower case. */
  readonly domain: string;
  /** The same name as a reader sees it (punycode labels decoded). */
  readonly unicodeDomain: string;
  /** Every fuzzer that produced it, in `FUZZERS` order. */
  readonly fuzzers: readonly Fuzzer[];
  readonly plausibility: Plausibility;
}

export interface VariantOptions {
  /** Fuzzers to run (default: all of `FUZZERS`). */
  readonly fuzzers?: readonly Fuzzer[];
  /** Words of the `dictionary` fuzzer (default: the built-in `TYPOSQUAT_WORDS`). */
  readonly dictionary?: readonly string[];
  /** Suffixes of the `tld-swap` fuzzer (default: the built-in `TYPOSQUAT_SWAP_TLDS`). */
  readonly tlds?: readonly string[];
}

export interface VariantSet {
  /** The input, normalised to ASCII. */
  readonly domain: string;
  readonly unicodeDomain: string;
  /** The registrable domain (ICANN suffixes), null for a bare public suffix. */
  readonly registrableDomain: string | null;
  readonly parts: f.DomainParts | null;
  readonly variants: readonly TyposquatVariant[];
  /** True when Unicode homoglyphs or the Cyrillic fuzzer were skipped because the TLD takes none. */
  readonly idnSkipped: boolean;
}

const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name of at least two LDH labels (1–63 octets, total ≤ 253), IDN labels well-formed. */
export function isValidVariantName(name: string): boolean {
  if (name.length < 4 || name.length > 253) return false;
  const labels = name.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (!LABEL_RE.test(label)) return false;
    if (label.slice(2, 4) === '--') {
      if (!label.startsWith('xn--') || labelToUnicode(label) === label) return false;
    }
  }
  return !/^\d+$/.test(labels[labels.length - 1] ?? '');
}

const ASCII_NAME_RE = /^[a-z0-9.-]+$/;

/** ASCII form of a candidate (IDNA via WHATWG URL); null when it cannot be a host name. */
function toAscii(name: string): string | null {
  if (ASCII_NAME_RE.test(name)) return name;
  try {
    return new URL(`http://${name}/`).hostname;
  } catch {
    return null;
  }
}

export function toUnicodeName(ascii: string): string {
  return ascii.split('.').map(labelToUnicode).join('.');
}

export function splitDomain(ascii: string): {
  registrableDomain: string | null;
  parts: f.DomainParts | null;
} {
  const parsed = parseDomain(ascii, { allowPrivateDomains: false });
  const { domain, publicSuffix, subdomain } = parsed;
  if (domain === null || publicSuffix === null || domain === publicSuffix) {
    return { registrableDomain: null, parts: null };
  }
  const label = domain.slice(0, domain.length - publicSuffix.length - 1);
  return { registrableDomain: domain, parts: { subdomain: subdomain ?? '', label, suffix: publicSuffix } };
}

interface Stage {
  readonly fuzzer: Fuzzer;
  readonly plausibility: Plausibility;
  readonly run: () => readonly string[];
}

/**
 * The generation stages in plausibility order. A variant's position is that of the first stage
 * (and the first candidate of that stage) that produced it.
 */
function stages(
  parts: f.DomainParts,
  options: VariantOptions,
  latinIdn: boolean,
  cyrillicIdn: boolean,
): Stage[] {
  const { subdomain: sub, label, suffix } = parts;
  const labels = (fn: (l: string) => readonly string[]) => () =>
    fn(label).map((l) => f.joinName(sub, l, suffix));
  const tlds = options.tlds ?? TYPOSQUAT_SWAP_TLDS;
  const common = tlds.filter((t) => COMMON_SWAP_TLDS.includes(t));
  const rest = tlds.filter((t) => !COMMON_SWAP_TLDS.includes(t));
  const words = options.dictionary ?? TYPOSQUAT_WORDS;
  return [
    // high: one slip of the finger or of the eye on the label, or the usual other ending
    { fuzzer: 'omission', plausibility: 'high', run: labels(f.omission) },
    { fuzzer: 'transposition', plausibility: 'high', run: labels(f.transposition) },
    { fuzzer: 'replacement', plausibility: 'high', run: labels(f.replacement) },
    { fuzzer: 'repetition', plausibility: 'high', run: labels(f.repetition) },
    { fuzzer: 'homoglyph', plausibility: 'high', run: labels((l) => f.homoglyph(l, latinIdn)) },
    { fuzzer: 'cyrillic', plausibility: 'high', run: labels((l) => (cyrillicIdn ? f.cyrillic(l) : [])) },
    { fuzzer: 'tld-swap', plausibility: 'high', run: () => f.tldSwap(parts, common) },
    // medium: other single edits and structural tricks
    { fuzzer: 'insertion', plausibility: 'medium', run: labels(f.insertion) },
    { fuzzer: 'vowel-swap', plausibility: 'medium', run: labels(f.vowelSwap) },
    { fuzzer: 'addition', plausibility: 'medium', run: labels(f.addition) },
    { fuzzer: 'hyphenation', plausibility: 'medium', run: labels(f.hyphenation) },
    { fuzzer: 'plural', plausibility: 'medium', run: labels(f.plural) },
    { fuzzer: 'various', plausibility: 'medium', run: () => f.various(parts) },
    { fuzzer: 'subdomain', plausibility: 'medium', run: labels(f.subdomain) },
    { fuzzer: 'bitsquatting', plausibility: 'medium', run: labels(f.bitsquatting) },
    // low: double look-alikes, added words, unusual endings
    { fuzzer: 'homoglyph', plausibility: 'low', run: labels(f.homoglyphTwoSteps) },
    { fuzzer: 'dictionary', plausibility: 'low', run: labels((l) => f.dictionary(l, words)) },
    { fuzzer: 'tld-swap', plausibility: 'low', run: () => f.tldSwap(parts, rest) },
  ];
}

/** Full generation with the parts the analysis needs. Throws `InputError` for an invalid domain. */
export function buildVariantSet(input: string, options: VariantOptions = {}): VariantSet {
  const domain = normalizeDomainInput(input);
  const unicodeDomain = toUnicodeName(domain);
  const { registrableDomain, parts } = splitDomain(domain);
  if (parts === null) {
    return { domain, unicodeDomain, registrableDomain, parts, variants: [], idnSkipped: false };
  }
  // Fuzz what a reader sees: the Unicode form of an IDN label, not its punycode.
  const fuzzed: f.DomainParts = { ...parts, label: labelToUnicode(parts.label) };
  const enabled = new Set<Fuzzer>(options.fuzzers ?? FUZZERS);
  const tld = parts.suffix.slice(parts.suffix.lastIndexOf('.') + 1);
  const latinIdn = LATIN_IDN_TLDS.has(tld);
  const cyrillicIdn = CYRILLIC_IDN_TLDS.has(tld);
  const idnSkipped = (enabled.has('homoglyph') && !latinIdn) || (enabled.has('cyrillic') && !cyrillicIdn);

  const found = new Map<string, { fuzzers: Set<Fuzzer>; plausibility: Plausibility }>();
  for (const stage of stages(fuzzed, options, latinIdn, cyrillicIdn)) {
    if (!enabled.has(stage.fuzzer)) continue;
    for (const candidate of stage.run()) {
      const ascii = toAscii(candidate);
      if (ascii === null || ascii === domain || !isValidVariantName(ascii)) continue;
      const seen = found.get(ascii);
      if (seen) seen.fuzzers.add(stage.fuzzer);
      else found.set(ascii, { fuzzers: new Set([stage.fuzzer]), plausibility: stage.plausibility });
    }
  }
  const variants = [...found].map(([ascii, v]) => ({
    domain: ascii,
    unicodeDomain: toUnicodeName(ascii),
    fuzzers: FUZZERS.filter((z) => v.fuzzers.has(z)),
    plausibility: v.plausibility,
  }));
  return { domain, unicodeDomain, registrableDomain, parts, variants, idnSkipped };
}

/**
 * Every look-alike of `domain` (pure, deterministic), most plausible first.
 *
 * @param domain - a domain name (IDN or punycode; at most 255 characters).
 * @returns the variants; empty for a bare public suffix (`co.uk`).
 * @throws InputError (`input.domain-required`, `input.domain-too-long`, `input.domain-invalid`).
 * @example
 * ```ts
 * generateVariants('example.com').slice(0, 2).map((v) => v.domain); // ['xample.com', 'eample.com']
 * ```
 */
export function generateVariants(domain: string, options: VariantOptions = {}): TyposquatVariant[] {
  return [...buildVariantSet(domain, options).variants];
}
