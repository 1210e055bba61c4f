/**
 * Reading a URL as written: validation (the `InputError`s of `inspectUrl`), the scheme added when
 * missing, WHATWG parsing, and the host exactly as written before parsing rewrote it.
 */
import { InputError } from '../errors.js';

/** Longest URL accepted (characters, after trimming); longer input is an `input.url-too-long` error. */
export const MAX_URL_LENGTH = 2048;

/** Schemes that are analysed; any other is an `input.url-unsupported-scheme` error. */
export const SUPPORTED_SCHEMES = ['http', 'https', 'data', 'javascript', 'vbscript'] as const;

const SCHEME_RE = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** A URL read: parsed (fragment removed), with what the text said before parsing. */
export interface ReadUrl {
  readonly url: URL;
  /** Without the colon: `https`, `javascript`… */
  readonly scheme: string;
  /** False when `https://` was added. */
  readonly hasScheme: boolean;
  /** The text with its scheme (as parsed). */
  readonly withScheme: string;
  /** The fragment (`#…` without `#`), removed from `url`. */
  readonly fragment: string;
}

export function stripTrailingDots(host: string): string {
  let end = host.length;
  while (end > 0 && host.charCodeAt(end - 1) === 46) end--;
  return host.slice(0, end);
}

function clipScheme(scheme: string): string {
  return scheme.length > 32 ? scheme.slice(0, 32) : scheme;
}

/**
 * The host exactly as written, before WHATWG parsing rewrites it (needed to see `0x7f.1`,
 * `2130706433` or `%70aypal.com`). `text` has a scheme; special schemes also accept `\` as `/`.
 */
export function rawHostOf(text: string, schemeLength: number): string {
  let i = schemeLength + 1;
  while (i < text.length && (text[i] === '/' || text[i] === '\\')) i++;
  let end = i;
  while (end < text.length && !'/\\?#'.includes(text[end] ?? '')) end++;
  const authority = text.slice(i, end);
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  if (hostPort.startsWith('[')) return hostPort.slice(0, hostPort.indexOf(']') + 1);
  const colon = hostPort.indexOf(':');
  return colon < 0 ? hostPort : hostPort.slice(0, colon);
}

/** Validates and parses `raw`; throws `InputError` as `inspectUrl` documents. */
export function readUrl(raw: string): ReadUrl {
  if (typeof raw !== 'string') {
    throw new InputError((raw as unknown) == null ? 'input.url-required' : 'input.url-invalid');
  }
  const trimmed = raw.trim();
  if (trimmed === '') throw new InputError('input.url-required');
  if (trimmed.length > MAX_URL_LENGTH) throw new InputError('input.url-too-long', { max: MAX_URL_LENGTH });
  const text = trimmed.replace(/[\t\n\r]/g, '');

  // A leading `name:` is a scheme unless it is `host:port` (`localhost:8080`, `example.com:443/x`).
  const schemeMatch = SCHEME_RE.exec(text);
  const writtenScheme = schemeMatch?.[1]?.toLowerCase();
  const hasScheme =
    schemeMatch !== null &&
    writtenScheme !== undefined &&
    ((SUPPORTED_SCHEMES as readonly string[]).includes(writtenScheme) ||
      !/^\d/.test(text.slice(schemeMatch[0].length)));
  if (hasScheme && !(SUPPORTED_SCHEMES as readonly string[]).includes(writtenScheme)) {
    throw new InputError('input.url-unsupported-scheme', { scheme: clipScheme(writtenScheme) });
  }
  const withScheme = hasScheme ? text : text.startsWith('//') ? `https:${text}` : `https://${text}`;

  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (cause) {
    throw new InputError('input.url-invalid', {}, { cause });
  }
  const scheme = url.protocol.slice(0, -1);
  const fragment = url.hash.slice(1);
  url.hash = '';
  return { url, scheme, hasScheme, withScheme, fragment };
}
