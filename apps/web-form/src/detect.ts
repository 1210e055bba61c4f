/**
 * The one box of the home page: what did the person paste? A pure function, no I/O.
 *
 * - a 32, 40 or 64 hexadecimal string (MD5, SHA-1, SHA-256) → `hash`;
 * - an IPv4 or IPv6 address (IPv6 possibly in brackets) → `ip`;
 * - a pasted email: header lines at the start (at least two of `From:`, `Received:`, `Subject:`,
 *   `Return-Path:`… before the first blank line) or a MIME structure (a multipart `Content-Type` with
 *   its boundary lines) → `email`, split by `splitEmail` into headers and body as the email page takes them;
 * - several words (any whitespace inside, links or not) → `message`;
 * - an email address (or `mailto:` one) → `email-auth` (the check takes the address's domain);
 * - one token with a scheme (`https://…`, `javascript:…`), a path, a query or `www.` → `url`;
 * - a domain name (dotted labels, Unicode allowed) → `dns`;
 * - anything else on one line (a lone word) → `message`.
 *
 * The value handed to the check is the trimmed input (a `mailto:` prefix and IPv6 brackets removed).
 */
import { isIP } from 'node:net';

export type DetectedKind = 'url' | 'message' | 'email' | 'email-auth' | 'dns' | 'ip' | 'hash';

export interface Detected {
  readonly kind: DetectedKind;
  readonly value: string;
}

const HASH = /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64})$/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DOMAIN =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.?$/u;
/** The last label of a domain is never all digits (so `1.2.3.4.5` is not a domain). */
const NUMERIC_TLD = /\.\d+\.?$/;

/** What the input is, or null when it is empty (only whitespace). */
export function detectInput(raw: string): Detected | null {
  const text = raw.trim();
  if (text === '') return null;
  if (HASH.test(text)) return { kind: 'hash', value: text };
  const unbracketed = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (isIP(unbracketed) !== 0) return { kind: 'ip', value: unbracketed };
  if (/\s/.test(text) && looksLikeEmail(raw)) return { kind: 'email', value: raw.replace(/^\s*\n/, '') };
  if (/\s/.test(text)) return { kind: 'message', value: raw };
  const address = text.toLowerCase().startsWith('mailto:') ? text.slice('mailto:'.length) : text;
  if (EMAIL.test(address)) return { kind: 'email-auth', value: address };
  if (SCHEME.test(text) && !/^[^:]+:\d+(?:[/?#]|$)/.test(text)) return { kind: 'url', value: text };
  if (/^www\./i.test(text) || /[/?#]/.test(text) || /^[^:]+:\d+$/.test(text))
    return { kind: 'url', value: text };
  if (DOMAIN.test(text) && !NUMERIC_TLD.test(text)) return { kind: 'dns', value: text };
  return { kind: 'message', value: raw };
}

/** Header names that mark the start of a pasted email (lower case). */
const EMAIL_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'subject',
  'date',
  'received',
  'return-path',
  'delivered-to',
  'reply-to',
  'message-id',
  'mime-version',
  'content-type',
  'dkim-signature',
  'authentication-results',
  'arc-seal',
  'x-mailer',
]);
const HEADER_LINE = /^([A-Za-z][A-Za-z0-9-]*):[ \t]*\S?/;

/** The header block at the start of a paste: the lines before the first blank line (folded lines joined). */
function leadingHeaderNames(raw: string): string[] | null {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*\n/, '')
    .split('\n');
  const names: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') break;
    if (/^[ \t]/.test(line) && names.length > 0) continue;
    const m = HEADER_LINE.exec(line);
    // A line that is not a header before the blank line: not a header block (a message that starts "To: Bob").
    if (m === null) return null;
    names.push((m[1] ?? '').toLowerCase());
  }
  return names.length === 0 ? null : names;
}

/** A multipart `Content-Type` whose boundary opens a part further down. */
function hasMimeStructure(raw: string): boolean {
  const m = /^content-type:[ \t]*multipart\/[^\n]*?boundary="?([^"\s;]+)"?/im.exec(raw);
  if (m === null) return false;
  const boundary = (m[1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^--${boundary}\\s*$`, 'm').test(raw);
}

/** Whether a paste is an email (headers and body) rather than a text message. */
export function looksLikeEmail(raw: string): boolean {
  const names = leadingHeaderNames(raw);
  if (names !== null && new Set(names.filter((n) => EMAIL_HEADERS.has(n))).size >= 2) return true;
  return hasMimeStructure(raw);
}

/**
 * A pasted email split as the email page takes it: the header block (up to the first blank line)
 * and the body after it. A paste without leading headers (a MIME body alone) is all body.
 */
export function splitEmail(raw: string): { headers: string; body: string } {
  const text = raw.replace(/^\s*\n/, '');
  if (leadingHeaderNames(text) === null) return { headers: '', body: text };
  const m = /\r?\n[ \t]*\r?\n/.exec(text);
  if (m === null) return { headers: text, body: '' };
  return { headers: text.slice(0, m.index), body: text.slice(m.index + m[0].length) };
}
