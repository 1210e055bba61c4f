/**
 * How feed entries and looked-up URLs are reduced to keys, the same way on both sides:
 *
 * - URL key: host (lower case, punycode, no trailing dot) + non-default port + path without its
 *   trailing slashes + query; no scheme, no user info, no fragment (`https://Evil.example/a/?x=1#f`
 *   → `evil.example/a?x=1`). A root URL's key is its host.
 * - host key: the host alone.
 * - domain key: the registrable domain (Public Suffix List).
 *
 * `scopeOf(host)` decides which keys an entry may be matched by, so that one listed page on a
 * platform shared by many people does not condemn everyone on it (the notion of shared hosting the
 * lexical checks use: the PSL private section that `tldts` embeds, plus secapi's hosting lists):
 *
 * - `full`: URL, host and registrable domain (an ordinary domain);
 * - `host`: URL and host only (a customer's subdomain of a hosting platform, an IP address);
 * - `url`: the exact URL only (a platform's own host where pages are told apart by their path,
 *   a shortener, a brand's official domain, or a public suffix itself).
 */
import { parse } from 'tldts';
import { BRANDS } from '../../data/brands.js';
import { FREE_HOSTING_DOMAINS, TUNNEL_DOMAINS, USER_CONTENT_HOSTS } from '../../data/hosting.js';
import { URL_SHORTENERS } from '../../data/shorteners.js';

/** tldts options for a host already parsed by the WHATWG URL parser (no re-extraction). */
export const TLDTS_HOST = Object.freeze({
  allowPrivateDomains: true,
  extractHostname: false,
  validateHostname: false,
  detectIp: true,
});

export type MatchScope = 'full' | 'host' | 'url';

export interface NormalisedUrl {
  /** URL key (see above). */
  readonly key: string;
  readonly host: string;
  /** True when path and query are empty (the key is the host). */
  readonly isRoot: boolean;
}

/** Longest feed line or URL considered. */
export const MAX_ENTRY_LENGTH = 2048;

/**
 * True when the text starts with `scheme://`. Written without a regular expression on purpose: a
 * RegExp keeps its last subject alive (legacy `RegExp.input`), and feed lines are slices of the
 * whole downloaded body, which would then stay in memory.
 */
function hasScheme(text: string): boolean {
  const end = text.indexOf('://');
  if (end < 1 || end > 32) return false;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i) | 0x20;
    const isLetter = c >= 0x61 && c <= 0x7a;
    if (
      i === 0 ? !isLetter : !isLetter && !(c >= 0x30 && c <= 0x39) && c !== 0x2b && c !== 0x2e && c !== 0x2d
    ) {
      return false;
    }
  }
  return true;
}
/** True when the text holds a space or a control character (never in a usable feed entry). */
function hasSpaceOrControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || c === 0xa0 || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

/** Reduces a URL (scheme optional) to its key, or null when it is not an http(s) URL with a host. */
export function normaliseUrl(raw: string): NormalisedUrl | null {
  const text = raw.trim();
  if (text === '' || text.length > MAX_ENTRY_LENGTH || hasSpaceOrControl(text)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme(text) ? text : `http://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname;
  if (host === '' || (!host.includes('.') && !host.startsWith('['))) return null;
  const authority = url.port === '' ? host : `${host}:${url.port}`;
  let path = url.pathname;
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47 /* / */) end--;
  path = path.slice(0, end);
  const key = `${authority}${path}${url.search}`;
  return { key, host, isRoot: key === authority && url.port === '' };
}

/** A feed's domain or host entry (`evil.example`, `*.evil.example`), or null. */
export function normaliseHost(raw: string): string | null {
  let text = raw.trim().toLowerCase();
  if (text.startsWith('*.')) text = text.slice(2);
  if (text === '' || text.length > 253) return null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x40 || c <= 0x20) return null; // / ? # @ space
  }
  const n = normaliseUrl(text);
  return n?.isRoot ? n.host : null;
}

function suffixSet(list: readonly string[]): ReadonlySet<string> {
  return new Set(list.map((s) => s.toLowerCase()));
}

const HOSTING = suffixSet([...FREE_HOSTING_DOMAINS, ...TUNNEL_DOMAINS]);
const USER_CONTENT = suffixSet(USER_CONTENT_HOSTS);
const SHORTENERS = suffixSet(URL_SHORTENERS);
const BRAND_DOMAINS = suffixSet(BRANDS.flatMap((b) => b.domains));

/** True when `host` is `suffix` or ends with `.suffix` for some suffix of the set. */
function hasSuffixIn(host: string, set: ReadonlySet<string>): string | null {
  let at = 0;
  for (;;) {
    const candidate = host.slice(at);
    if (set.has(candidate)) return candidate;
    const dot = host.indexOf('.', at);
    if (dot === -1) return null;
    at = dot + 1;
  }
}

export interface HostFacts {
  readonly scope: MatchScope;
  /** Registrable domain (ICANN rules) when `scope` is `full`, else null. */
  readonly domain: string | null;
}

/** Which keys an entry on `host` may match by, and its registrable domain. */
export function hostFacts(host: string): HostFacts {
  if (host.startsWith('[')) return { scope: 'host', domain: null };
  const parsed = parse(host, TLDTS_HOST);
  if (parsed.isIp === true) return { scope: 'host', domain: null };
  if (parsed.domain === null || parsed.publicSuffix === host) return { scope: 'url', domain: null };
  if (USER_CONTENT.has(host) || hasSuffixIn(host, SHORTENERS) !== null) return { scope: 'url', domain: null };
  const hosting = hasSuffixIn(host, HOSTING);
  if (hosting === host) return { scope: 'url', domain: null };
  if (hosting !== null || parsed.isPrivate === true) return { scope: 'host', domain: null };
  if (BRAND_DOMAINS.has(parsed.domain)) return { scope: 'url', domain: null };
  return { scope: 'full', domain: parsed.domain };
}
