/**
 * The one box of the home page: what did the person paste? A pure function, no I/O.
 *
 * - a 32, 40 or 64 hexadecimal string (MD5, SHA-1, SHA-256) → `hash`;
 * - an IPv4 or IPv6 address (IPv6 possibly in brackets) → `ip`;
 * - several words (any whitespace inside, links or not) → `message`;
 * - an email address (or `mailto:` one) → `email-auth` (the check takes the address's domain);
 * - one token with a scheme (`https://…`, `javascript:…`), a path, a query or `www.` → `url`;
 * - a domain name (dotted labels, Unicode allowed) → `dns`;
 * - anything else on one line (a lone word) → `message`.
 *
 * The value handed to the check is the trimmed input (a `mailto:` prefix and IPv6 brackets removed).
 */
import { isIP } from 'node:net';

export type DetectedKind = 'url' | 'message' | 'email-auth' | 'dns' | 'ip' | 'hash';

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
  if (/\s/.test(text)) return { kind: 'message', value: raw };
  const address = text.toLowerCase().startsWith('mailto:') ? text.slice('mailto:'.length) : text;
  if (EMAIL.test(address)) return { kind: 'email-auth', value: address };
  if (SCHEME.test(text) && !/^[^:]+:\d+(?:[/?#]|$)/.test(text)) return { kind: 'url', value: text };
  if (/^www\./i.test(text) || /[/?#]/.test(text) || /^[^:]+:\d+$/.test(text))
    return { kind: 'url', value: text };
  if (DOMAIN.test(text) && !NUMERIC_TLD.test(text)) return { kind: 'dns', value: text };
  return { kind: 'message', value: raw };
}
