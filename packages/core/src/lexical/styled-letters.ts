/**
 * `url-styled-letters` (issue 21, round 18): a file or domain name written in the path in one of
 * Unicode's styled alphabets, the bold, italic, script or monospace letters of the Mathematical
 * Alphanumeric Symbols block and the circled or squared letters of the enclosed blocks
 * (`/𝙘𝙤.𝙟𝙥/`, `/𝐢𝐧𝐝𝐞𝐱.𝐡𝐭𝐦𝐥`). A reader sees `co.jp` or `index.html`; a filter that matches words
 * sees other characters. No site names its own pages so: they cannot be typed, searched or
 * linked by hand. Read: a domain or a page's file name (`name.ending`, `file.html`), or a word
 * mixing alphabets (`𝐚𝗱𝘮𝙞𝒏`, `𝐏o̳ł𝚗𝒕𝘀`); a decorated title in one alphabet (with its digits, its
 * accented letters, which no styled alphabet has, and its dotted abbreviations and version
 * numbers: `𝐂𝐫è𝐦𝐞𝐬`, `𝐓𝐨𝐩𝟏𝟎`, `𝐖𝐞𝐛𝟑.𝟎`, `𝐒𝐭.𝐏𝐚𝐭𝐫𝐢𝐜𝐤`) and a single character's dictionary page are
 * left to the other checks.
 */
import { parse as parseDomain } from 'tldts';

/** Styled letters and digits: mathematical alphanumerics, circled letters, squared and negative ones. */
const STYLED_CHAR_RE = /[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]/gu;
const STYLED_ANY_RE = /[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]/u;
/** How many styled characters a name needs (one stray symbol is a decoration, not a disguise). */
export const MIN_STYLED_CHARS = 3;
/** A name with a dot once folded to plain letters: `co.jp`, `index.html`, `AuPoints.Mall-co.jp`. */
const DOTTED_NAME_RE = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/i;
/**
 * A page's file name (`login.html`): with a domain's ending, the only dotted names read. A
 * document's (`report.pdf`), a version number (`v2.0`) or an abbreviation (`St.Patrick`, `No.5`)
 * is a title's (round 18 review).
 */
const PAGE_FILE_RE = /\.(?:s?html?|php\d?|aspx?|jsp)$/i;

/** A folded dotted name that is a domain (`co.jp`, `mall-co.jp`) or a page's file name (`index.html`). */
function isPageOrDomain(folded: string): boolean {
  if (!DOTTED_NAME_RE.test(folded)) return false;
  if (PAGE_FILE_RE.test(folded)) return true;
  const parsed = parseDomain(folded.toLowerCase(), { allowPrivateDomains: false });
  return parsed.isIcann === true;
}
/** The longest segment read (a kit's name is short; a longer one is text, not a name). */
const MAX_SEGMENT_LENGTH = 120;

/** Squared (U+1F130), negative circled (U+1F150) and negative squared (U+1F170) capitals: no NFKC form. */
function plainLetter(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  for (const base of [0x1f130, 0x1f150, 0x1f170]) {
    if (cp >= base && cp < base + 26) return String.fromCharCode(0x41 + cp - base);
  }
  return ch.normalize('NFKC');
}

/** Where the styled digits start: a title's digits (`𝐓𝐨𝐩𝟏𝟎`) are no other alphabet. */
const STYLED_DIGITS = 0x1d7ce;

/**
 * Which styled alphabet a styled letter belongs to: bold, italic, script… are separate runs of
 * 52 letters (then of Greek letters) in the Mathematical Alphanumeric Symbols block; circled,
 * squared, negative circled and negative squared letters are one alphabet each. Null for a styled
 * digit (bold digits go with bold italic letters too: no alphabet of their own).
 */
function alphabetOf(cp: number): number | null {
  if (cp >= STYLED_DIGITS && cp <= 0x1d7ff) return null;
  if (cp >= 0x1d6a8) return 50 + Math.floor((cp - 0x1d6a8) / 58);
  if (cp >= 0x1d400) return Math.floor((cp - 0x1d400) / 52);
  if (cp < 0x1f130) return 200;
  return 201 + Math.floor((cp - 0x1f130) / 32);
}

/** A word of a path segment: letters, digits, combining marks and zero-width joiners. */
const WORD_RE = /[\p{L}\p{M}\p{N}\u200B-\u200D\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]+/gu;
const ONE_STYLED_RE = /^[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]$/u;

/** A plain letter every styled Latin alphabet has: one among styled letters is a swap, not a need. */
const PLAIN_LATIN_RE = /^[a-z]$/i;

/**
 * True when one word of the segment holds two styled characters or more beside a letter of
 * another alphabet (another styled one, or a plain letter a styled alphabet has): `𝐏o̳ł𝚗𝒕𝘀`,
 * `𝐚𝗱𝘮𝙞𝒏`, `ⓞ🆉🄾`. A decorated title keeps one alphabet (`𝐁𝐥𝐚𝐜𝐤-𝐅𝐫𝐢𝐝𝐚𝐲`) with its styled digits
 * (`𝐓𝐨𝐩𝟏𝟎`) and the accented letters and marks no styled alphabet has (`𝐂𝐫è𝐦𝐞𝐬`): left alone.
 */
function mixedStyledWord(segment: string): boolean {
  for (const [word] of segment.matchAll(WORD_RE)) {
    let styled = 0;
    let first = -1;
    let mixed = false;
    for (const ch of word) {
      if (!ONE_STYLED_RE.test(ch)) {
        if (PLAIN_LATIN_RE.test(ch)) mixed = true;
        continue;
      }
      styled++;
      const alphabet = alphabetOf(ch.codePointAt(0) ?? 0);
      if (alphabet === null) continue;
      if (first === -1) first = alphabet;
      else if (alphabet !== first) mixed = true;
    }
    if (styled >= 2 && mixed) return true;
  }
  return false;
}

/** The segment with its styled characters folded to plain ones, marks and zero-width joiners dropped. */
function plainOf(segment: string): string {
  return segment
    .replace(STYLED_CHAR_RE, plainLetter)
    .normalize('NFKD')
    .replace(/[\p{M}\u200B-\u200D]/gu, '');
}

/**
 * What a path segment spells in styled letters, folded to plain ones (`co.jp`, `sp`), or null:
 * the segment holds `MIN_STYLED_CHARS` styled characters or more and, folded, is a domain or a
 * page's file name (`𝙘𝙤.𝙟𝙥`, `𝐢𝐧𝐝𝐞𝐱.𝐡𝐭𝐦𝐥`), or one of its words mixes alphabets (`mixedStyledWord`).
 */
export function styledNameOf(segment: string): string | null {
  if (segment.length > MAX_SEGMENT_LENGTH) return null;
  const styled = segment.match(STYLED_CHAR_RE);
  if (styled === null || styled.length < MIN_STYLED_CHARS) return null;
  const folded = segment.replace(STYLED_CHAR_RE, plainLetter);
  if (isPageOrDomain(folded) || mixedStyledWord(segment)) return plainOf(segment);
  return null;
}

/** The first styled name among the decoded path's segments, or null (a cheap test first). */
export function styledNameInPath(decodedPath: string): string | null {
  if (!STYLED_ANY_RE.test(decodedPath)) return null;
  for (const segment of decodedPath.split('/')) {
    const name = styledNameOf(segment);
    if (name !== null) return name;
  }
  return null;
}
