/**
 * Characters that look like other characters, for "skeleton" comparison of domain names: two
 * names with the same skeleton look alike to a reader (`pаypal` with a Cyrillic а, `paypa1`,
 * `rnicrosoft`).
 *
 * Source: a small hand-picked subset of the Unicode confusables data (Unicode Technical Standard
 * #39, `confusables.txt`) for the Cyrillic, Greek and Latin letters that look like ASCII letters in
 * lower case, plus the ASCII swaps typosquatters use. Accents are removed separately (NFKD).
 */

/** One non-ASCII character → the ASCII letter it imitates. */
export const CONFUSABLE_CHARACTERS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  ц: 'u',
  у: 'y',
  ү: 'y',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  ь: 'b',
  п: 'n',
  з: '3',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  // Latin lookalikes and IPA
  ı: 'i',
  ɩ: 'i',
  ł: 'l',
  ƚ: 'l',
  ɑ: 'a',
  ɡ: 'g',
  ɢ: 'g',
  ɪ: 'i',
  ʟ: 'l',
  ɴ: 'n',
  ʀ: 'r',
  ѡ: 'w',
  ȷ: 'j',
  ß: 'b',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
};

/**
 * ASCII swaps that make one name look like another at a glance, applied to both names before they
 * are compared. Multi-character swaps first; `i`, `l` and `1` all become `l`.
 */
export const ASCII_LOOKALIKE_SUBSTITUTIONS: readonly (readonly [from: string, to: string])[] = [
  ['rn', 'm'],
  ['vv', 'w'],
  ['cl', 'd'],
  ['0', 'o'],
  ['1', 'l'],
  ['i', 'l'],
  ['|', 'l'],
  ['3', 'e'],
  ['5', 's'],
  ['$', 's'],
  ['@', 'a'],
];
