/**
 * One pass over an HTML body with htmlparser2 (a maintained, forgiving HTML tokenizer; entities
 * decoded by it): the text a reader sees, the text hidden from the reader (display:none, zero
 * size, invisible, white on white…), every link with its visible text, forms and password fields,
 * and the images. Linear in the size of the body; lists are capped.
 */
import { Parser } from 'htmlparser2';

export interface HtmlLink {
  /** The `href` as written (trimmed), ≤ 2048 characters. */
  readonly href: string;
  /** The text the reader sees on the link (or the image's alt text), ≤ 300 characters. */
  readonly text: string;
}

export interface HtmlScan {
  /** Visible text, spaces collapsed, ≤ `MAX_TEXT` characters. */
  readonly visibleText: string;
  /** Number of visible characters that are not white space (the whole body, not capped). */
  readonly visibleLength: number;
  /** Hidden text (≤ `MAX_TEXT` characters) and its full length in non-space characters. */
  readonly hiddenText: string;
  readonly hiddenLength: number;
  /** Why the largest hidden run was hidden (`display-none`, `zero-size`, `same-colour`…). */
  readonly hiddenHow: string | null;
  readonly links: readonly HtmlLink[];
  /** Links found, including those past the cap. */
  readonly linkCount: number;
  readonly forms: number;
  readonly passwordFields: number;
  /** `action` of the first form (trimmed), or null. */
  readonly formAction: string | null;
  readonly images: number;
}

/** Longest text kept (visible or hidden). */
export const MAX_TEXT = 20_000;
/** Links kept per body. */
export const MAX_HTML_LINKS = 200;
const MAX_LINK_TEXT = 300;
const MAX_HREF = 2048;

/**
 * Public QR-code generators that draw the code from a URL parameter (`api.qrserver.com`,
 * `quickchart.io`, Google's chart API): host, path start, and the parameters that hold the text.
 * 2025–26 "quishing" kits build a per-recipient code this way, so the link the reader will scan is
 * written in the image's address; it is read as a link of the message.
 */
const QR_GENERATORS: readonly (readonly [string, string, readonly string[]])[] = [
  ['api.qrserver.com', '/v1/create-qr-code', ['data']],
  ['quickchart.io', '/qr', ['text']],
  ['chart.googleapis.com', '/chart', ['chl']],
  ['qrcode.tec-it.com', '/api/qrcode', ['data']],
];

/** The web address a QR-generator image encodes, or null. */
export function qrCodeTarget(src: string): string | null {
  if (src.length > MAX_HREF || !/^\s*https?:\/\//i.test(src)) return null;
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname.toLowerCase();
  const gen = QR_GENERATORS.find(([h, p]) => host === h && path.startsWith(p));
  if (gen === undefined) return null;
  for (const key of gen[2]) {
    const value = url.searchParams.get(key)?.trim();
    if (value !== undefined && /^https?:\/\/[^\s]/i.test(value)) return value;
  }
  return null;
}

/** Elements whose content is never shown as text. */
const NON_TEXT = new Set([
  'head',
  'style',
  'script',
  'title',
  'noscript',
  'template',
  'xml',
  'svg',
  'object',
]);
const VOID = new Set([
  'br',
  'img',
  'input',
  'hr',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'wbr',
  'source',
  'track',
  'embed',
  'param',
]);
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'tr',
  'td',
  'th',
  'li',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'center',
  'blockquote',
]);

const NAMED_COLOURS: Readonly<Record<string, string>> = {
  white: '#ffffff',
  black: '#000000',
  transparent: 'transparent',
};

/** A colour as `#rrggbb` (or `transparent`), or null when it is not one we can compare. */
export function normalizeColour(raw: string): string | null {
  const v = raw
    .trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  if (NAMED_COLOURS[v] !== undefined) return NAMED_COLOURS[v];
  let m = /^#([0-9a-f]{3})$/.exec(v);
  if (m !== null) {
    const short = m[1] ?? '000';
    const [r, g, b] = [short.charAt(0), short.charAt(1), short.charAt(2)];
    return `#${r}${r}${g}${g}${b}${b}`;
  }
  m = /^#([0-9a-f]{6})$/.exec(v);
  if (m !== null) return v;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(v);
  if (rgb !== null) {
    if (rgb[4] !== undefined && Number(rgb[4]) === 0) return 'transparent';
    const hex = [rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'));
    return `#${hex.join('')}`;
  }
  return null;
}

interface Frame {
  readonly tag: string;
  /** Why this element (or an ancestor) hides its content, or null. */
  readonly hidden: string | null;
  readonly nonText: boolean;
  readonly colour: string | null;
  readonly background: string;
  /** The element or an ancestor has a `class`: a style sheet may set colours we do not read. */
  readonly classed: boolean;
}

/** Reads the `style` attribute into lower-case property → value (last one wins). */
function styleOf(style: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (style === undefined || style === '') return out;
  for (const decl of style.slice(0, 2000).split(';')) {
    const i = decl.indexOf(':');
    if (i <= 0) continue;
    out.set(
      decl.slice(0, i).trim().toLowerCase(),
      decl
        .slice(i + 1)
        .trim()
        .toLowerCase(),
    );
  }
  return out;
}

const ZERO_LENGTH = /^0(?:\.0+)?(?:px|pt|em|rem|%)?(?:\s*!important)?$/;
const TINY_FONT = /^(?:0(?:\.\d+)?|1)(?:px|pt)?(?:\s*!important)?$/;

function hiddenBy(
  tag: string,
  attrs: Readonly<Record<string, string>>,
  style: Map<string, string>,
): string | null {
  if (attrs.hidden !== undefined) return 'display-none';
  if (tag === 'input' && (attrs.type ?? '').toLowerCase() === 'hidden') return 'display-none';
  const display = style.get('display');
  if (display?.startsWith('none')) return 'display-none';
  const visibility = style.get('visibility');
  if (visibility?.startsWith('hidden') || visibility?.startsWith('collapse')) return 'display-none';
  const opacity = style.get('opacity');
  if (opacity !== undefined && ZERO_LENGTH.test(opacity)) return 'transparent';
  const font = style.get('font-size');
  if (font !== undefined && TINY_FONT.test(font)) return 'zero-size';
  const overflow = style.get('overflow') ?? '';
  const maxHeight = style.get('max-height') ?? style.get('height') ?? '';
  const maxWidth = style.get('max-width') ?? style.get('width') ?? '';
  if (overflow.startsWith('hidden') && (ZERO_LENGTH.test(maxHeight) || ZERO_LENGTH.test(maxWidth)))
    return 'zero-size';
  return null;
}

/** Scans an HTML body. Never throws (htmlparser2 accepts any input). */
export function scanHtml(html: string): HtmlScan {
  const root: Frame = {
    tag: '#root',
    hidden: null,
    nonText: false,
    colour: null,
    background: '#ffffff',
    classed: false,
  };
  const stack: Frame[] = [root];
  const visible: string[] = [];
  let visibleChars = 0;
  let visibleLength = 0;
  const hiddenParts: string[] = [];
  let hiddenChars = 0;
  let hiddenLength = 0;
  const hiddenHowLength = new Map<string, number>();
  const links: HtmlLink[] = [];
  let linkCount = 0;
  let forms = 0;
  let passwordFields = 0;
  let formAction: string | null = null;
  let images = 0;
  /** The link being read: its href and the text gathered so far (null outside links). */
  let open: { href: string; text: string; alt: string; depth: number } | null = null;

  const top = (): Frame => stack[stack.length - 1] ?? root;
  /** Open elements per tag name (to ignore unmatched closing tags in constant time). */
  const openCount = new Map<string, number>();

  const addText = (raw: string): void => {
    const frame = top();
    if (frame.nonText) return;
    const compact = raw.replace(/\s+/g, ' ');
    const chars = compact.replace(/ /g, '').length;
    if (chars === 0) {
      if (visibleChars < MAX_TEXT && compact !== '') {
        visible.push(' ');
        visibleChars += 1;
      }
      return;
    }
    const sameColour = !frame.classed && frame.colour !== null && frame.colour === frame.background;
    const hidden = frame.hidden ?? (sameColour ? 'same-colour' : null);
    if (hidden !== null) {
      hiddenLength += chars;
      hiddenHowLength.set(hidden, (hiddenHowLength.get(hidden) ?? 0) + chars);
      if (hiddenChars < MAX_TEXT) {
        hiddenParts.push(compact);
        hiddenChars += compact.length;
      }
      return;
    }
    visibleLength += chars;
    if (visibleChars < MAX_TEXT) {
      visible.push(compact);
      visibleChars += compact.length;
    }
    if (open !== null && open.text.length < MAX_LINK_TEXT) open.text += compact;
  };

  const closeLink = (): void => {
    if (open === null) return;
    const text = open.text.replace(/\s+/g, ' ').trim() || open.alt;
    if (links.length < MAX_HTML_LINKS) links.push({ href: open.href, text: text.slice(0, MAX_LINK_TEXT) });
    open = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = top();
        const style = styleOf(attribs.style);
        const colour = style.get('color') ?? attribs.color;
        const background =
          style.get('background-color') ?? style.get('background') ?? attribs.bgcolor ?? undefined;
        const bg = background === undefined ? null : normalizeColour(background.split(/\s+/)[0] ?? '');
        const frame: Frame = {
          tag: name,
          hidden: parent.hidden ?? hiddenBy(name, attribs, style),
          nonText: parent.nonText || NON_TEXT.has(name),
          colour: colour === undefined ? parent.colour : normalizeColour(colour),
          background: bg === null || bg === 'transparent' ? parent.background : bg,
          classed: parent.classed || attribs.class !== undefined,
        };
        if (BLOCK.has(name)) addText(' ');
        if (name === 'a' || name === 'area') {
          const href = (attribs.href ?? '').trim();
          if (href !== '') {
            linkCount += 1;
            if (name === 'area') {
              if (links.length < MAX_HTML_LINKS)
                links.push({ href: href.slice(0, MAX_HREF), text: attribs.alt ?? '' });
            } else {
              closeLink();
              open = { href: href.slice(0, MAX_HREF), text: '', alt: '', depth: stack.length };
            }
          }
        } else if (name === 'img') {
          images += 1;
          const coded = qrCodeTarget(attribs.src ?? '');
          if (coded !== null) {
            linkCount += 1;
            if (links.length < MAX_HTML_LINKS)
              links.push({ href: coded.slice(0, MAX_HREF), text: 'QR code' });
          }
          if (open !== null && open.alt === '') open.alt = (attribs.alt ?? '').trim().slice(0, MAX_LINK_TEXT);
        } else if (name === 'form') {
          forms += 1;
          formAction ??= (attribs.action ?? '').trim().slice(0, MAX_HREF);
        } else if (name === 'input' && (attribs.type ?? '').toLowerCase() === 'password') {
          passwordFields += 1;
        }
        if (!VOID.has(name)) {
          stack.push(frame);
          openCount.set(name, (openCount.get(name) ?? 0) + 1);
        }
      },
      ontext(text) {
        addText(text);
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        // Pop to the matching element (htmlparser2 reports implied closings in order); a closing tag
        // with no open element of its name is ignored without scanning the stack (hostile markup).
        if ((openCount.get(name) ?? 0) > 0) {
          for (let i = stack.length - 1; i > 0; i -= 1) {
            const tag = stack[i]?.tag ?? '';
            openCount.set(tag, (openCount.get(tag) ?? 1) - 1);
            if (tag === name) {
              stack.length = i;
              break;
            }
          }
        }
        if (open !== null && (name === 'a' || stack.length < open.depth)) closeLink();
        if (BLOCK.has(name)) addText(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  closeLink();

  let hiddenHow: string | null = null;
  let best = 0;
  for (const [how, n] of hiddenHowLength) {
    if (n > best) {
      best = n;
      hiddenHow = how;
    }
  }
  return {
    visibleText: visible.join('').replace(/ {2,}/g, ' ').trim().slice(0, MAX_TEXT),
    visibleLength,
    hiddenText: hiddenParts.join(' ').replace(/ {2,}/g, ' ').trim().slice(0, MAX_TEXT),
    hiddenLength,
    hiddenHow,
    links,
    linkCount,
    forms,
    passwordFields,
    formAction,
    images,
  };
}

const TEXT_URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`{}|\\^\][]{1,2040}/gi;
const TRAILING = /[.,;:!?)»"'*]+$/;

/** Links written in a plain-text body (`https://…`, `www.…`), with their text = the URL itself. */
export function textLinks(text: string): { links: HtmlLink[]; count: number } {
  const links: HtmlLink[] = [];
  let count = 0;
  TEXT_URL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TEXT_URL.exec(text)) !== null) {
    count += 1;
    if (links.length < MAX_HTML_LINKS) {
      const href = m[0].replace(TRAILING, '');
      links.push({ href, text: href.slice(0, MAX_LINK_TEXT) });
    }
  }
  TEXT_URL.lastIndex = 0;
  return { links, count };
}
