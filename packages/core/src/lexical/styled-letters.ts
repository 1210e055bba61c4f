/**
 * `url-styled-letters` (issue 21, round 18): a file or domain name written in the path in one of
 * Unicode's styled alphabets, the bold, italic, script or monospace letters of the Mathematical
 * Alphanumeric Symbols block and the circled or squared letters of the enclosed blocks
 * (`/𝙘𝙤.𝙟𝙥/`, `/𝐢𝐧𝐝𝐞𝐱.𝐡𝐭𝐦𝐥`). A reader sees `co.jp` or `index.html`; a filter that matches words
 * sees other characters. No site names its own pages so: they cannot be typed, searched or
 * linked by hand. A name with a dot is asked for (`name.ending`, `file.html`); a styled word alone
 * (a single character's dictionary page, a decorated title) is left to the other checks.
 */

/** Styled letters and digits: mathematical alphanumerics, circled letters, squared and negative ones. */
const STYLED_CHAR_RE = /[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]/gu;
const STYLED_ANY_RE = /[\u{1D400}-\u{1D7FF}\u{24B6}-\u{24E9}\u{1F130}-\u{1F189}]/u;
/** How many styled characters a name needs (one stray symbol is a decoration, not a disguise). */
export const MIN_STYLED_CHARS = 3;
/** A name with a dot once folded to plain letters: `co.jp`, `index.html`, `AuPoints.Mall-co.jp`. */
const DOTTED_NAME_RE = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/i;
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
 * The plain-letter name a path segment spells in styled letters (`co.jp`), or null: the segment
 * holds `MIN_STYLED_CHARS` styled characters or more and, folded, is a name with a dot.
 */
export function styledNameOf(segment: string): string | null {
  if (segment.length > MAX_SEGMENT_LENGTH) return null;
  const styled = segment.match(STYLED_CHAR_RE);
  if (styled === null || styled.length < MIN_STYLED_CHARS) return null;
  const plain = segment.replace(STYLED_CHAR_RE, plainLetter);
  return DOTTED_NAME_RE.test(plain) ? plain : null;
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
