/**
 * Addresses of the reader's own computer or network: a router's admin page (`http://192.168.1.1/`),
 * a printer, a NAS, a development server on `127.0.0.1`. Nobody on the internet can put a page
 * there for a stranger to open, so such a link is not a phishing site's address and the model,
 * trained on internet addresses, does not read it. Only the plain dotted or bracketed forms count:
 * a numeric address written in hex or as one integer is still a disguise (`url-ip-obfuscated`).
 *
 * Kept here, small and table-free, rather than importing `net/address.ts` (ipaddr.js): the lexical
 * checks are what an offline batch loads, and they need only these few ranges.
 */

export type LocalAddressKind =
  'private' | 'loopback' | 'link-local' | 'shared-address-space' | 'unique-local';

function ipv4Kind(a: number, b: number): LocalAddressKind | null {
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 100 && b >= 64 && b <= 127) return 'shared-address-space';
  return null;
}

const V4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;
/** WHATWG writes an IPv4-mapped IPv6 address as `[::ffff:c0a8:101]`. */
const V4_MAPPED = /^\[::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}\]$/;

/**
 * The kind of local range `host` (as WHATWG URL parsing writes it: dotted IPv4, or bracketed,
 * compressed, lower-case IPv6) falls in, or null for a public address or a name.
 */
export function localAddressKind(host: string): LocalAddressKind | null {
  const v4 = V4.exec(host);
  if (v4 !== null) return ipv4Kind(Number(v4[1]), Number(v4[2]));
  if (!host.startsWith('[')) return null;
  if (host === '[::1]') return 'loopback';
  const mapped = V4_MAPPED.exec(host);
  if (mapped !== null) {
    const high = Number.parseInt(mapped[1] ?? '0', 16);
    return ipv4Kind(high >> 8, high & 0xff);
  }
  if (/^\[f[cd][0-9a-f]{0,2}:/.test(host)) return 'unique-local';
  if (/^\[fe[89ab][0-9a-f]:/.test(host)) return 'link-local';
  return null;
}
