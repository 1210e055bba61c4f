/**
 * Reading what people paste: the three shapes of input, and the MIME parsing of what has headers.
 *
 * - `body-only`: only the text of the email (plain or HTML), `rawHeaders` null or blank;
 * - `headers-and-body`: the headers from "Show original" in `rawHeaders`, the body in `emailBody`;
 * - `raw-message`: a whole message (headers, blank line, MIME body) pasted in `emailBody`.
 *
 * Everything MIME (RFC 5322 unfolding, RFC 2047 encoded words, multipart, quoted-printable and
 * base64, charsets, address lists) is done by postal-mime; this module only decides what to hand it.
 */
import PostalMime, { type Address, type Email } from 'postal-mime';

export type InputShape = 'body-only' | 'headers-and-body' | 'raw-message';

/** One header field, unfolded, in message order (topmost first). */
export interface HeaderField {
  /** Lower-case name. */
  readonly key: string;
  readonly value: string;
}

export interface ParsedAttachment {
  readonly name: string | null;
  /** Lower-case MIME type as declared. */
  readonly contentType: string;
  /** Size of the decoded content in bytes. */
  readonly size: number;
  /** An inline part referenced from the HTML (an image of the body). */
  readonly inline: boolean;
}

export interface ParsedEmail {
  readonly shape: InputShape;
  /** The header text was given but could not be read as header fields. */
  readonly headersUnreadable: boolean;
  readonly headers: readonly HeaderField[];
  readonly fromAddress: string | null;
  readonly fromName: string | null;
  /** Several From addresses (RFC 5322 allows it; mail clients show the first). */
  readonly fromCount: number;
  readonly replyTo: string | null;
  readonly returnPath: string | null;
  readonly messageId: string | null;
  readonly subject: string | null;
  readonly inReplyTo: string | null;
  readonly references: string | null;
  readonly to: readonly string[];
  /** Plain-text body ('' when none). */
  readonly text: string;
  /** HTML body, or null. */
  readonly html: string | null;
  readonly attachments: readonly ParsedAttachment[];
  /**
   * The headers and the MIME body were parsed together (a raw message, or headers with the body
   * as sent): the message is intact enough for a DKIM verification.
   */
  readonly intact: boolean;
  /** The raw message when `intact` (for DKIM verification), else null. */
  readonly raw: string | null;
}

/** Header names that mark the start of a message's header block. */
const KNOWN_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'subject',
  'date',
  'received',
  'return-path',
  'message-id',
  'mime-version',
  'content-type',
  'delivered-to',
  'reply-to',
  'authentication-results',
  'received-spf',
  'dkim-signature',
  'arc-seal',
  'arc-authentication-results',
  'x-received',
  'list-id',
  'sender',
  'x-mailer',
  'x-ms-exchange-organization-authas',
  'content-transfer-encoding',
]);

const FIELD = /^([!-9;-~]{1,76}):[ \t]?(.*)$/;
/** Lines read when deciding whether a text starts with headers. */
const MAX_HEADER_LINES = 1000;

interface HeaderBlock {
  /** Header text (lines up to the blank line). */
  readonly headers: string;
  /** What follows the blank line ('' when none). */
  readonly body: string;
  readonly known: number;
}

/**
 * The header block at the start of `text`, when it is one: every line up to the first blank line
 * is a field or a continuation, the first is a field, and at least two are common header names.
 * An mbox separator line (`From someone@… Mon Jan 1 …`) before it is skipped, and so is one stray
 * line that is not a field when a common header name follows it.
 */
export function readHeaderBlock(text: string): HeaderBlock | null {
  let start = 0;
  // Leading blank lines and an mbox "From " line.
  while (start < text.length && (text[start] === '\n' || text[start] === '\r')) start += 1;
  if (text.startsWith('From ', start)) {
    const eol = text.indexOf('\n', start);
    if (eol === -1) return null;
    start = eol + 1;
  } else {
    // One stray line before the fields (a tool's message, a note such as "Original headers:"),
    // skipped only when it is not itself a field and a common header name follows it.
    const eol = text.indexOf('\n', start);
    const next = eol === -1 ? null : FIELD.exec(text.slice(eol + 1, eol + 200).split('\n')[0] ?? '');
    if (
      eol !== -1 &&
      eol - start <= 200 &&
      FIELD.exec(text.slice(start, eol).replace(/\r$/, '')) === null &&
      next !== null &&
      KNOWN_HEADERS.has((next[1] ?? '').toLowerCase())
    )
      start = eol + 1;
  }
  let pos = start;
  let known = 0;
  let fields = 0;
  let lines = 0;
  while (pos < text.length && lines < MAX_HEADER_LINES) {
    const eol = text.indexOf('\n', pos);
    const end = eol === -1 ? text.length : eol;
    const line = text.slice(pos, end).replace(/\r$/, '');
    lines += 1;
    if (line.trim() === '') {
      if (fields === 0) return null;
      return known >= 2
        ? { headers: text.slice(start, pos), body: eol === -1 ? '' : text.slice(eol + 1), known }
        : null;
    }
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (fields === 0) return null;
    } else {
      const m = FIELD.exec(line);
      if (m === null) return null;
      fields += 1;
      if (KNOWN_HEADERS.has((m[1] ?? '').toLowerCase())) known += 1;
    }
    pos = eol === -1 ? text.length : eol + 1;
  }
  // Headers without a body at all (the text ends inside the block).
  return pos >= text.length && known >= 2 ? { headers: text.slice(start), body: '', known } : null;
}

function firstMailbox(
  list: readonly Address[] | Address | undefined,
): { name: string; address: string } | null {
  const all: readonly Address[] = list === undefined ? [] : isAddressList(list) ? list : [list];
  for (const a of all) {
    if (a.address !== undefined) return { name: a.name, address: a.address };
    const member = a.group[0];
    if (member !== undefined) return { name: member.name, address: member.address };
  }
  return null;
}

function isAddressList(list: readonly Address[] | Address): list is readonly Address[] {
  return Array.isArray(list);
}

function countMailboxes(list: Address | undefined): number {
  if (list === undefined) return 0;
  return list.address !== undefined ? 1 : list.group.length;
}

function contentTypeOf(headers: string): { type: string; boundary: string | null; encoding: string } {
  const block = headers.replace(/\r?\n[ \t]+/g, ' ');
  const ct = /^content-type:[ \t]*([^;\r\n]*)(.*)$/im.exec(block);
  const type = (ct?.[1] ?? '').trim().toLowerCase();
  const b = /boundary="?([^";\r\n]{1,200})"?/i.exec(ct?.[2] ?? '');
  const cte = /^content-transfer-encoding:[ \t]*([^\r\n;]*)/im.exec(block);
  return { type, boundary: b?.[1]?.trim() ?? null, encoding: (cte?.[1] ?? '').trim().toLowerCase() };
}

const BASE64_BODY = /^[A-Za-z0-9+/=\r\n]+$/;
const QP_MARKS = /=\r?\n|=[0-9A-F]{2}/;

/**
 * Whether the pasted body is the MIME body the headers describe (so the two are one message): a
 * multipart body with the declared boundary, or a single part in the declared transfer encoding.
 */
function bodyMatchesHeaders(headers: string, body: string): boolean {
  const { type, boundary, encoding } = contentTypeOf(headers);
  if (type.startsWith('multipart/')) return boundary !== null && body.includes(`--${boundary}`);
  const sample = body.slice(0, 4000).trim();
  if (encoding === 'base64') return sample.length > 0 && BASE64_BODY.test(sample);
  if (encoding === 'quoted-printable') return QP_MARKS.test(sample);
  return false;
}

const HTML_TAG =
  /<(?:!doctype|html|head|body|div|p|table|tr|td|a|span|br|img|font|center|b|strong|ul|li|h[1-6]|form|input|button|style|meta)[\s>/]/gi;

/** Whether a pasted body is HTML source (rather than text copied from the rendered mail). */
export function looksLikeHtml(body: string): boolean {
  const head = body.slice(0, 20_000);
  HTML_TAG.lastIndex = 0;
  let n = 0;
  while (HTML_TAG.exec(head) !== null) {
    n += 1;
    if (n >= 2) break;
  }
  HTML_TAG.lastIndex = 0;
  return n >= 2 || /^\s*<(?:!doctype|html)/i.test(head);
}

const PARSE_OPTIONS = {
  attachmentEncoding: 'arraybuffer',
  maxNestingDepth: 20,
  maxHeadersSize: 64 * 1024,
  maxRfc822NestingDepth: 2,
} as const;

const ENCODER = new TextEncoder();

async function mime(raw: string): Promise<Email | null> {
  try {
    // Bytes rather than a string: postal-mime reads a string through a Blob (slower, same result).
    return await PostalMime.parse(ENCODER.encode(raw), PARSE_OPTIONS);
  } catch {
    // Hostile or broken MIME: the text is then read as a body.
    return null;
  }
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

function sizeOf(content: ArrayBuffer | Uint8Array | string): number {
  return typeof content === 'string' ? content.length : content.byteLength;
}

function fromEmail(
  email: Email,
  shape: InputShape,
  body: { text: string; html: string | null } | null,
  raw: string | null,
): ParsedEmail {
  const from = firstMailbox(email.from);
  const replyTo = firstMailbox(email.replyTo);
  const to: string[] = [];
  for (const a of [...(email.to ?? []), ...(email.cc ?? [])]) {
    if (a.address !== undefined) to.push(a.address.toLowerCase());
    else for (const m of a.group) to.push(m.address.toLowerCase());
    if (to.length >= 20) break;
  }
  return {
    shape,
    headersUnreadable: false,
    headers: email.headers.map((h) => ({ key: h.key, value: h.value })),
    fromAddress: from?.address.toLowerCase() ?? null,
    fromName: from === null || from.name.trim() === '' ? null : from.name.trim(),
    fromCount: countMailboxes(email.from),
    replyTo: replyTo?.address.toLowerCase() ?? null,
    returnPath: nonEmpty(email.returnPath?.trim().replace(/^<|>$/g, '').toLowerCase()),
    messageId: email.messageId ?? null,
    subject: email.subject ?? null,
    inReplyTo: email.inReplyTo ?? null,
    references: email.references ?? null,
    to,
    text: body === null ? (email.text ?? '') : body.text,
    html: body === null ? (email.html ?? null) : body.html,
    attachments:
      body === null
        ? email.attachments.map((a) => ({
            name: a.filename,
            contentType: a.mimeType.toLowerCase(),
            size: sizeOf(a.content),
            inline: a.related === true || (a.disposition === 'inline' && a.contentId !== undefined),
          }))
        : [],
    intact: raw !== null,
    raw,
  };
}

/** A unified diff's hunk header (`@@ -211,8 +211,10 @@`) after its file lines: a patch. */
const PATCH_HUNK = /^\+\+\+ [^\n]{1,300}\n@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/m;

/** Where a patch's code starts: its diffstat separator, `diff --git`, `Index:` or the first file line. */
const PATCH_START =
  /^(?:---[ \t]*\n [^\n]{1,300}\|[ \t]+\d|diff --git |Index: |--- (?:a\/|\/dev\/null|[^\s]+\t))/m;

/**
 * The prose of a patch mail (its commit message and any reply above the code), or the text as it
 * is when it holds no patch: diff lines are code (`<input type="password">`, `verify_token()`), not
 * words said to the reader.
 */
export function patchProse(text: string): string {
  const head = text.slice(0, 20_000);
  if (!PATCH_HUNK.test(head)) return text;
  const start = PATCH_START.exec(head);
  return start === null ? text : text.slice(0, start.index);
}

/**
 * A code identifier: a word joined to two or more others by underscores (`test_verify_account`,
 * `update_personal_info_form`), not inside a link or a path, nor a file's name (`Fax_Message_0188.html`
 * is the name a scam gives its page: read by the attachment checks).
 */
const IDENTIFIER = /(?<![\w/=?&.%#-])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+){2,}(?![\w/]|\.\w)/g;

/**
 * The text with its code identifiers blanked (same length, spaces), round 17, rule K: a CI report's
 * failing tests (`test_reset_password`, `test_verify_account_email`) are code, not words said to the
 * reader, as a patch's diff lines are (`patchProse`).
 */
export function blankIdentifiers(text: string): string {
  return text.includes('_')
    ? text.replace(IDENTIFIER, (m) => (TITLE_WORDS.test(m) ? m.replace(/_/g, ' ') : ' '.repeat(m.length)))
    : text;
}

/**
 * A subject that is only lower-case words joined by underscores (`verify_your_account_now`), round
 * 19, rule W: a subject is said to the reader, so the run is read as words (the body keeps rule K:
 * a CI report names its tests there).
 */
export function subjectWords(subject: string | null): string {
  const s = (subject ?? '').trim();
  return /^[a-z]+(?:_[a-z]+){2,}$/.test(s) ? s.replace(/_/g, ' ') : (subject ?? '');
}

/**
 * Words in title case joined by underscores ("Verify_Your_Account_Now"), round 18, rule S: code
 * names are lower case (tests, functions) or upper case (constants); a scam writing its lure this
 * way is read, underscores as spaces.
 */
const TITLE_WORDS = /^[A-Z][a-z]+(?:_[A-Z][a-z]+)+$/;

/**
 * The pasted body as text or HTML source. A body the headers declare `text/plain`, and a patch
 * (a diff of templates holds `<form>` and `<input>` lines), are text: a mail reader shows their
 * tags as characters, never as a form.
 */
function pastedBody(body: string, declaredType = ''): { text: string; html: string | null } {
  if (declaredType === 'text/plain' || PATCH_HUNK.test(body.slice(0, 20_000)))
    return { text: body, html: null };
  return looksLikeHtml(body) ? { text: '', html: body } : { text: body, html: null };
}

function bodyOnly(body: string, headersUnreadable: boolean): ParsedEmail {
  const { text, html } = pastedBody(body);
  return {
    shape: 'body-only',
    headersUnreadable,
    headers: [],
    fromAddress: null,
    fromName: null,
    fromCount: 0,
    replyTo: null,
    returnPath: null,
    messageId: null,
    subject: null,
    inReplyTo: null,
    references: null,
    to: [],
    text,
    html,
    attachments: [],
    intact: false,
    raw: null,
  };
}

/** When the message was sent (its Date header), in ms, or null. */
export function sentAt(email: ParsedEmail): number | null {
  const value = email.headers.find((h) => h.key === 'date')?.value;
  if (value === undefined) return null;
  const t = Date.parse(
    value
      .slice(0, 200)
      .trim()
      .replace(/\s*\([^()]{0,80}\)$/, ''),
  );
  return Number.isNaN(t) ? null : t;
}

/**
 * Reads the pasted email: detects its shape and parses what has headers with postal-mime. Never
 * throws on content: what cannot be parsed as MIME is read as a body.
 */
export async function parseEmail(emailBody: string, rawHeaders: string | null): Promise<ParsedEmail> {
  if (rawHeaders !== null && rawHeaders.trim() !== '') {
    const block = readHeaderBlock(`${rawHeaders.replace(/^\s+/, '').replace(/\s+$/, '')}\n\n`);
    if (block === null) return bodyOnly(emailBody, true);
    const headers = block.headers.replace(/\r?\n$/, '');
    if (bodyMatchesHeaders(headers, emailBody)) {
      const raw = `${headers}\r\n\r\n${emailBody}`;
      const email = await mime(raw);
      if (email !== null) return fromEmail(email, 'headers-and-body', null, raw);
    }
    const email = await mime(`${headers}\r\n\r\n`);
    if (email === null) return bodyOnly(emailBody, true);
    // The body was copied from the rendered mail (or its source): read as typed.
    return fromEmail(email, 'headers-and-body', pastedBody(emailBody, contentTypeOf(headers).type), null);
  }
  const block = readHeaderBlock(emailBody);
  if (block !== null && block.known >= 2) {
    const raw = emailBody.slice(emailBody.indexOf(block.headers));
    const email = await mime(raw);
    if (email !== null) return fromEmail(email, 'raw-message', null, raw);
  }
  return bodyOnly(emailBody, false);
}
