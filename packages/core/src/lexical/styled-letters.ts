/**
 * `url-styled-letters` (issue 21, round 18): a file or domain name written in the path in one of
 * Unicode's styled alphabets, the bold, italic, script or monospace letters of the Mathematical
 * Alphanumeric Symbols block and the circled or squared letters of the enclosed blocks
 * (`/𝙘𝙤.𝙟𝙥/`, `/𝐢𝐧𝐝𝐞𝐱.𝐡𝐭𝐦𝐥`). A reader sees `co.jp` or `index.html`; a filter that matches words
 * sees other characters. No site names its own pages so: they cannot be typed, searched or
 * linked by hand. Read: a name with a dot that is no document's file (`name.ending`, `file.html`),
 * or a word mixing alphabets (`𝐚𝗱𝘮𝙞𝒏`, `𝐏o̳ł𝚗𝒕𝘀`); a decorated title in one alphabet and a single
 * character's dictionary page are left to the other checks.
 */

/** Styled letters and digits: mathematical alphanumerics, circled letters, squared and negative ones. */
const STYLED_CHAR_RE = /[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]/gu;
const STYLED_ANY_RE = /[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]/u;
/** How many styled characters a name needs (one stray symbol is a decoration, not a disguise). */
export const MIN_STYLED_CHARS = 3;
/** A name with a dot once folded to plain letters: `co.jp`, `index.html`, `AuPoints.Mall-co.jp`. */
const DOTTED_NAME_RE = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/i;
/**
 * A document's or a picture's file name (`report.pdf`): it opens a file, not a page asking for
 * anything (round 18, after the ordinary probe `/files/𝐫𝐞𝐩𝐨𝐫𝐭2024.pdf`).
 */
const DOCUMENT_FILE_RE = /\.(?:pdf|docx?|xlsx?|pptx?|odt|txt|csv|jpe?g|png|gif|webp|svg|mp[34]|zip)$/i;
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

/**
 * Which styled alphabet a styled character belongs to: bold, italic, script… are separate runs of
 * 52 letters (then of Greek letters and of ten digits) in the Mathematical Alphanumeric Symbols
 * block; circled, squared, negative circled and negative squared letters are one alphabet each.
 */
function alphabetOf(cp: number): number {
  if (cp >= 0x1d7ce) return 100 + Math.floor((cp - 0x1d7ce) / 10);
  if (cp >= 0x1d6a8) return 50 + Math.floor((cp - 0x1d6a8) / 58);
  if (cp >= 0x1d400) return Math.floor((cp - 0x1d400) / 52);
  if (cp < 0x1f130) return 200;
  return 201 + Math.floor((cp - 0x1f130) / 32);
}

/** A word of a path segment: letters, digits, combining marks and zero-width joiners. */
const WORD_RE = /[\p{L}\p{M}\p{N}\u200B-\u200D\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]+/gu;
const ONE_STYLED_RE = /^[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]$/u;

/**
 * True when one word of the segment holds two styled characters or more beside a letter of
 * another alphabet (another styled one, a plain letter or a combining mark): `𝐏o̳ł𝚗𝒕𝘀`, `𝐚𝗱𝘮𝙞𝒏`,
 * `ⓞ🆉🄾`. A decorated title keeps one alphabet (`𝐁𝐥𝐚𝐜𝐤-𝐅𝐫𝐢𝐝𝐚𝐲`): left alone.
 */
function mixedStyledWord(segment: string): boolean {
  for (const [word] of segment.matchAll(WORD_RE)) {
    let styled = 0;
    let first = -1;
    let mixed = false;
    for (const ch of word) {
      if (!ONE_STYLED_RE.test(ch)) {
        // The styled alphabets' holes live among the letter-like symbols (`ℂ`, `ℝ`, `ℎ`): not a mix.
        if (/[\p{L}\p{M}]/u.test(ch) && !/[\u2100-\u214F]/u.test(ch)) mixed = true;
        continue;
      }
      styled++;
      const alphabet = alphabetOf(ch.codePointAt(0) ?? 0);
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
 * the segment holds `MIN_STYLED_CHARS` styled characters or more and, folded, is a name with a dot
 * (`𝙘𝙤.𝙟𝙥`) that is no document's file name, or one of its words mixes alphabets (`mixedStyledWord`).
 */
export function styledNameOf(segment: string): string | null {
  if (segment.length > MAX_SEGMENT_LENGTH) return null;
  const styled = segment.match(STYLED_CHAR_RE);
  if (styled === null || styled.length < MIN_STYLED_CHARS) return null;
  const folded = segment.replace(STYLED_CHAR_RE, plainLetter);
  const page = DOTTED_NAME_RE.test(folded) && !DOCUMENT_FILE_RE.test(folded);
  if (page || mixedStyledWord(segment)) return plainOf(segment);
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
