/**
 * Brand names written in a text (a text message, an email's body or display name): each word and
 * each run of up to five adjacent words glued together, looked up in `data/brands.ts` with the
 * spellings texts use (French, long forms). Shared by the message and email analyses.
 */
import { BRANDS, BRAND_GENERIC_LABELS, type Brand } from '../../data/index.js';
import { excerptOf, type NormalizedMessage } from './normalize.js';

/**
 * Brand tokens that are also ordinary words: they name a brand only when the message is otherwise
 * suspect. The URL checks' list of brand names that are ordinary words ("ledger", "kraken",
 * "square"…) plus the words texts use that way.
 */
export const COMMON_WORD_TOKENS = new Set([
  ...BRAND_GENERIC_LABELS,
  'apple',
  'bell',
  'rogers',
  'fido',
  'messenger',
  'outlook',
  'tangerine',
  'ups',
  'td',
  'scotia',
  'amazon',
  'google',
  'cra',
  'arc',
  'bnc',
  'target',
  'staples',
  'spectrum',
]);

/**
 * Shops and services texts name that the shared brand table (`data/brands.ts`, which the URL checks
 * also read) does not hold: home-improvement chains, warehouse clubs, pharmacies, grocers, delivery
 * apps (issue 23: "a brand named in the text, the link on an unrelated domain"). Message and email
 * text only: the URL checks do not look for these names in hosts.
 */
const TEXT_BRANDS: readonly Brand[] = [
  {
    name: 'The Home Depot',
    domains: ['homedepot.com', 'homedepot.ca'],
    tokens: ['homedepot', 'thehomedepot'],
  },
  { name: 'Lowe’s', domains: ['lowes.com', 'lowes.ca'], tokens: ['lowes', 'lowe'] },
  { name: 'Target', domains: ['target.com'], tokens: ['target'] },
  { name: 'Sam’s Club', domains: ['samsclub.com'], tokens: ['samsclub'] },
  { name: 'BJ’s Wholesale Club', domains: ['bjs.com'], tokens: ['bjswholesale', 'bjswholesaleclub'] },
  { name: 'Kroger', domains: ['kroger.com'], tokens: ['kroger'] },
  { name: 'Safeway', domains: ['safeway.com', 'safeway.ca'], tokens: ['safeway'] },
  { name: 'Dollar General', domains: ['dollargeneral.com'], tokens: ['dollargeneral'] },
  { name: 'Dollarama', domains: ['dollarama.com'], tokens: ['dollarama'] },
  {
    name: 'Shoppers Drug Mart',
    domains: ['shoppersdrugmart.ca', 'pcoptimum.ca'],
    tokens: ['shoppersdrugmart', 'pharmaprix'],
  },
  { name: 'Sobeys', domains: ['sobeys.com'], tokens: ['sobeys'] },
  { name: 'RONA', domains: ['rona.ca'], tokens: ['rona'] },
  { name: 'Home Hardware', domains: ['homehardware.ca'], tokens: ['homehardware'] },
  { name: 'Staples', domains: ['staples.ca', 'staples.com'], tokens: ['staples'] },
  { name: 'CVS', domains: ['cvs.com'], tokens: ['cvs', 'cvspharmacy'] },
  { name: 'Walgreens', domains: ['walgreens.com'], tokens: ['walgreens'] },
  { name: 'Publix', domains: ['publix.com'], tokens: ['publix'] },
  { name: 'Wayfair', domains: ['wayfair.com', 'wayfair.ca'], tokens: ['wayfair'] },
  { name: 'Etsy', domains: ['etsy.com'], tokens: ['etsy'] },
  { name: 'Xfinity', domains: ['xfinity.com', 'comcast.com', 'comcast.net'], tokens: ['xfinity', 'comcast'] },
  { name: 'Spectrum', domains: ['spectrum.com', 'spectrum.net'], tokens: ['spectrum'] },
  { name: 'DoorDash', domains: ['doordash.com'], tokens: ['doordash'] },
  { name: 'Instacart', domains: ['instacart.com', 'instacart.ca'], tokens: ['instacart'] },
];

/** Names written in texts (French, long forms) that the shared brand tokens do not spell out. */
const TEXT_ALIASES: Readonly<Record<string, string>> = {
  agencedurevenuducanada: 'Canada Revenue Agency',
  arc: 'Canada Revenue Agency',
  postecanada: 'Canada Post',
  banqueroyale: 'RBC Royal Bank',
  virementinterac: 'Interac',
};

const BRAND_BY_TOKEN: ReadonlyMap<string, Brand> = (() => {
  const map = new Map<string, Brand>();
  for (const b of BRANDS) {
    for (const t of b.tokens) if (!map.has(t)) map.set(t, b);
    const squashed = b.name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]/g, '');
    if (!map.has(squashed)) map.set(squashed, b);
  }
  for (const b of TEXT_BRANDS) for (const t of b.tokens) if (!map.has(t)) map.set(t, b);
  for (const [alias, name] of Object.entries(TEXT_ALIASES)) {
    const brand = BRANDS.find((b) => b.name === name);
    if (brand !== undefined && !map.has(alias)) map.set(alias, brand);
  }
  return map;
})();
/** Words of a message read when looking for brand names (a hostile message can have thousands). */
const MAX_BRAND_WORDS = 2000;
/** Longest run of words glued together when looking for a brand name. */
const MAX_WORDS_PER_NAME = 5;
const MAX_TOKEN_LENGTH = Math.max(...[...BRAND_BY_TOKEN.keys()].map((k) => k.length));

export interface BrandMention {
  readonly brand: Brand;
  /** Where the name was written (offsets in the normalised text). */
  readonly start: number;
  readonly end: number;
  /** True when the name is also an ordinary word ("apple", "bell"). */
  readonly isCommonWord: boolean;
}

/**
 * Brands named in the message: each word, and each run of up to five adjacent words glued
 * together ("canada post" → `canadapost`, "e-transfer" → `etransfer`), looked up in the brand list.
 */
export function findBrandMentions(norm: NormalizedMessage, limit = 5): BrandMention[] {
  const text = norm.folded;
  const words = wordSpans(text);
  const out: BrandMention[] = [];
  const seen = new Set<Brand>();
  for (let w = 0; w < words.count && out.length < limit; w += 1) {
    let joined = '';
    // The longest name starting at this word wins ("TD Canada Trust" over "TD").
    let best: { brand: Brand; end: number; token: string } | null = null;
    for (let k = 0; k < MAX_WORDS_PER_NAME && w + k < words.count; k += 1) {
      const start = words.spans[2 * (w + k)] ?? 0;
      const end = words.spans[2 * (w + k) + 1] ?? 0;
      // Words glued by one space, dot or hyphen only.
      if (k > 0 && (start - (words.spans[2 * (w + k) - 1] ?? 0) !== 1 || !isGlue(text.charCodeAt(start - 1))))
        break;
      joined += text.slice(start, end);
      if (joined.length > MAX_TOKEN_LENGTH) break;
      const brand = BRAND_BY_TOKEN.get(joined);
      if (brand !== undefined) best = { brand, end, token: joined };
      // No name goes on from here: the longer runs cannot match either.
      else if (!TOKEN_PREFIXES.has(joined)) break;
    }
    if (best !== null && !seen.has(best.brand)) {
      seen.add(best.brand);
      out.push({
        brand: best.brand,
        start: words.spans[2 * w] ?? 0,
        end: best.end,
        isCommonWord: COMMON_WORD_TOKENS.has(best.token),
      });
    }
  }
  return out;
}

/** Every beginning of a brand token ("c", "ca", … "canadapos"): a run of words that is none ends there. */
const TOKEN_PREFIXES: ReadonlySet<string> = (() => {
  const set = new Set<string>();
  for (const token of BRAND_BY_TOKEN.keys())
    for (let i = 1; i < token.length; i += 1) set.add(token.slice(0, i));
  return set;
})();

/** Space, dot or hyphen. */
function isGlue(code: number): boolean {
  return code === 32 || code === 46 || code === 45;
}

/** Word spans of the last text read (reused; at most `MAX_BRAND_WORDS`). */
const spanBuffer = { count: 0, spans: new Int32Array(2 * MAX_BRAND_WORDS) };

/** The `[a-z0-9]+` runs of `text`: start, end, start, end… (the first `MAX_BRAND_WORDS`). */
function wordSpans(text: string): typeof spanBuffer {
  const { spans } = spanBuffer;
  let count = 0;
  const n = text.length;
  let i = 0;
  while (i < n && count < MAX_BRAND_WORDS) {
    if (!isWordCode(text.charCodeAt(i))) {
      i += 1;
      continue;
    }
    const start = i;
    while (i < n && isWordCode(text.charCodeAt(i))) i += 1;
    spans[2 * count] = start;
    spans[2 * count + 1] = i;
    count += 1;
  }
  spanBuffer.count = count;
  return spanBuffer;
}

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/** Whether `host` is one of the brand's official domains or a subdomain of one. */
export function isOfficialHost(host: string, brand: Brand): boolean {
  const own = (d: string): boolean => host === d || host.endsWith(`.${d}`);
  return brand.domains.some(own) || (brand.hostDomains?.some(own) ?? false);
}

/** An excerpt of the original text for a brand mention. */
export function brandExcerpt(original: string, norm: NormalizedMessage, mention: BrandMention): string {
  return excerptOf(original, norm, mention.start, mention.end);
}
