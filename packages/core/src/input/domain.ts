/**
 * Domain-name input shared by the DNS-family analyses (check-dns, check-email-auth,
 * check-typosquat, check-whois, check-certs): trims, keeps the host of a pasted URL or the domain
 * of an e-mail address when the analysis allows it, lower-cases, drops one trailing dot, converts
 * an IDN to punycode (IDNA via WHATWG URL), and checks the result is a syntactically valid host name
 * of at least two labels (RFC 1035 lengths: labels 1–63 octets, name ≤ 253). IP literals are not
 * domains.
 */
import { isIP } from 'node:net';
import { InputError } from '../errors.js';

/** Longest input accepted for a domain (spec section 8). */
export const MAX_DOMAIN_INPUT_LENGTH = 255;

const LABEL_RE = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const UNDERSCORE_LABEL_RE = /^_[a-z0-9][a-z0-9-]{0,61}$/;

export interface DomainInputOptions {
  /** Accept `user@domain` and keep the domain part (check-email-auth). */
  readonly allowEmail?: boolean;
  /**
   * Accept a pasted web address and keep its host (check-dns, check-whois, check-certs):
   * `https://www.example.ca/path?q` → `www.example.ca`; also without a scheme when a path, query or
   * fragment follows the host (`example.ca/login`). Only `http:` and `https:` URLs are read.
   */
  readonly allowUrl?: boolean;
}

const SCHEME_RE = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The host of a pasted web address, or null when `text` does not look like one. A URL of another
 * scheme (`ftp://…`), or one without a host, is `input.domain-invalid`.
 */
function hostOfPastedUrl(text: string): string | null {
  const hasScheme = SCHEME_RE.test(text);
  if (!hasScheme && !/^[^/?#\s@]+[/?#]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `http://${text}`);
  } catch (cause) {
    throw new InputError('input.domain-invalid', {}, { cause });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new InputError('input.domain-invalid');
  }
  return url.hostname;
}

/**
 * Returns the normalised ASCII domain, or throws `InputError` (`input.domain-required`,
 * `input.domain-too-long` with `{ max }`, `input.domain-invalid`).
 */
export function normalizeDomainInput(raw: unknown, options: DomainInputOptions = {}): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new InputError('input.domain-required');
  let text = raw.trim();
  if (text.length > MAX_DOMAIN_INPUT_LENGTH) {
    throw new InputError('input.domain-too-long', { max: MAX_DOMAIN_INPUT_LENGTH });
  }
  if (options.allowUrl === true) text = hostOfPastedUrl(text) ?? text;
  if (options.allowEmail === true && text.includes('@')) {
    const at = text.lastIndexOf('@');
    if (at === 0 || at === text.length - 1) throw new InputError('input.domain-invalid');
    text = text.slice(at + 1);
  }
  if (/[\s/\\?#@:[\]]/.test(text) || text.includes('%')) throw new InputError('input.domain-invalid');
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '' || isIP(text) !== 0) throw new InputError('input.domain-invalid');
  let ascii: string;
  try {
    ascii = new URL(`http://${text}/`).hostname;
  } catch (cause) {
    throw new InputError('input.domain-invalid', {}, { cause });
  }
  // WHATWG turns numeric-looking names into IPv4 addresses: those are not domains.
  if (isIP(ascii) !== 0 || ascii.startsWith('[')) throw new InputError('input.domain-invalid');
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.length < 2) throw new InputError('input.domain-invalid');
  for (const label of labels) {
    if (!LABEL_RE.test(label) && !UNDERSCORE_LABEL_RE.test(label))
      throw new InputError('input.domain-invalid');
  }
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) throw new InputError('input.domain-invalid');
  return ascii;
}
