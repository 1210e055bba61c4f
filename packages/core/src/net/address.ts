/**
 * IP address input of `check-ip`: parsing every notation ipaddr.js accepts, normalisation, and the
 * refusal of addresses that are not public (there is nothing on the public Internet to look up
 * about them, and looking them up would leak internal addresses to third parties).
 *
 * Accepted notations (see docs/ip.md): IPv4 dotted decimal, and the legacy forms inet_aton and
 * browsers accept (`0x7f.1`, `0177.0.0.1`, `3232235777`), read the same way; IPv6 full, compressed
 * or with a dotted IPv4 tail, in optional brackets (`[2001:db8::1]`), with any zone (`%eth0`)
 * dropped. An IPv4-mapped address (`::ffff:192.0.2.1`) and a NAT64 well-known-prefix address
 * (`64:ff9b::c000:201`) are analysed as the IPv4 address they carry.
 */
import ipaddr from 'ipaddr.js';
import { InputError } from '../errors.js';

/** Longest `ip` input accepted (spec section 8). */
export const MAX_IP_INPUT_LENGTH = 255;

export type NonPublicKind =
  | 'unspecified'
  | 'private'
  | 'shared-address-space'
  | 'loopback'
  | 'link-local'
  | 'reserved'
  | 'documentation'
  | 'benchmarking'
  | 'multicast'
  | 'broadcast'
  | 'unique-local'
  | 'site-local'
  | 'discard-only';

export interface NonPublicRange {
  readonly cidr: string;
  readonly kind: NonPublicKind;
}

/** IPv4 ranges that are not public unicast (IANA special-purpose registry), most specific first. */
export const NON_PUBLIC_IPV4_RANGES: readonly NonPublicRange[] = [
  { cidr: '255.255.255.255/32', kind: 'broadcast' },
  { cidr: '0.0.0.0/8', kind: 'unspecified' },
  { cidr: '10.0.0.0/8', kind: 'private' },
  { cidr: '100.64.0.0/10', kind: 'shared-address-space' }, // carrier-grade NAT, RFC 6598
  { cidr: '127.0.0.0/8', kind: 'loopback' },
  { cidr: '169.254.0.0/16', kind: 'link-local' },
  { cidr: '172.16.0.0/12', kind: 'private' },
  { cidr: '192.0.0.0/24', kind: 'reserved' }, // IETF protocol assignments
  { cidr: '192.0.2.0/24', kind: 'documentation' },
  { cidr: '192.88.99.0/24', kind: 'reserved' }, // former 6to4 relay anycast, RFC 7526
  { cidr: '192.168.0.0/16', kind: 'private' },
  { cidr: '198.18.0.0/15', kind: 'benchmarking' },
  { cidr: '198.51.100.0/24', kind: 'documentation' },
  { cidr: '203.0.113.0/24', kind: 'documentation' },
  { cidr: '224.0.0.0/4', kind: 'multicast' },
  { cidr: '240.0.0.0/4', kind: 'reserved' },
];

/**
 * IPv6 ranges that are not public unicast, most specific first. Besides these, everything outside
 * 2000::/3 (the only block IANA allocates for global unicast) is reserved; 6to4 (2002::/16) and
 * Teredo (2001::/32) addresses are refused when the IPv4 address they embed is not public.
 */
export const NON_PUBLIC_IPV6_RANGES: readonly NonPublicRange[] = [
  { cidr: '::/128', kind: 'unspecified' },
  { cidr: '::1/128', kind: 'loopback' },
  { cidr: '64:ff9b:1::/48', kind: 'private' }, // local-use NAT64, RFC 8215
  { cidr: '100::/64', kind: 'discard-only' },
  { cidr: '2001:2::/48', kind: 'benchmarking' },
  { cidr: '2001:db8::/32', kind: 'documentation' },
  { cidr: '2001:10::/28', kind: 'reserved' }, // deprecated ORCHID
  { cidr: '3fff::/20', kind: 'documentation' },
  { cidr: 'fc00::/7', kind: 'unique-local' },
  { cidr: 'fe80::/10', kind: 'link-local' },
  { cidr: 'fec0::/10', kind: 'site-local' },
  { cidr: 'ff00::/8', kind: 'multicast' },
];

export interface ParsedIp {
  /** Canonical text: dotted decimal, or RFC 5952 (lower case, compressed) for IPv6. */
  readonly ip: string;
  readonly version: 4 | 6;
  /** 4 or 16 bytes, network order. */
  readonly bytes: readonly number[];
  /** True when the input was an IPv6 form (IPv4-mapped or NAT64) of the IPv4 address analysed. */
  readonly embeddedIpv4: boolean;
}

type Addr = ipaddr.IPv4 | ipaddr.IPv6;

const parsedRanges = new Map<string, [Addr, number]>();
function cidrOf(cidr: string): [Addr, number] {
  let parsed = parsedRanges.get(cidr);
  if (parsed === undefined) {
    parsed = ipaddr.parseCIDR(cidr);
    parsedRanges.set(cidr, parsed);
  }
  return parsed;
}

function inCidr(addr: Addr, cidr: string): boolean {
  const range = cidrOf(cidr);
  return addr.kind() === range[0].kind() && addr.match(range);
}

function firstMatch(addr: Addr, table: readonly NonPublicRange[]): NonPublicRange | null {
  for (const r of table) if (inCidr(addr, r.cidr)) return r;
  return null;
}

function ipv4FromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The non-public range `addr` falls in (its CIDR, with the tunnel when embedded), or null if public. */
export function nonPublicRange(addr: Addr): string | null {
  if (addr.kind() === 'ipv4') return firstMatch(addr, NON_PUBLIC_IPV4_RANGES)?.cidr ?? null;
  const v6 = addr as ipaddr.IPv6;
  const direct = firstMatch(v6, NON_PUBLIC_IPV6_RANGES);
  if (direct) return direct.cidr;
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, , , w6 = 0, w7 = 0] = v6.parts;
  if (w0 >> 13 !== 1) {
    // Outside 2000::/3: not allocated for global unicast. Report the /3 block it is in.
    return `${new ipaddr.IPv6([w0 & 0xe000, 0, 0, 0, 0, 0, 0, 0]).toRFC5952String()}/3`;
  }
  if (w0 === 0x2002) {
    const inner = nonPublicRange(ipv4FromWords(w1, w2));
    if (inner !== null) return `${inner} (6to4 2002::/16)`;
  }
  if (w0 === 0x2001 && w1 === 0) {
    const server = nonPublicRange(ipv4FromWords(w2, w3));
    if (server !== null) return `${server} (Teredo 2001::/32)`;
    const client = nonPublicRange(ipv4FromWords(~w6 & 0xffff, ~w7 & 0xffff));
    if (client !== null) return `${client} (Teredo 2001::/32)`;
  }
  return null;
}

/**
 * Rewrites an IPv6 text's dotted IPv4 tail (`::1.2.3.4`) as two hex groups (`::102:304`):
 * ipaddr.js would read every dotted tail as IPv4-mapped, which the deprecated IPv4-compatible
 * form `::a.b.c.d` is not. A tail that is not four decimal octets is left to fail parsing.
 */
function ipv6DottedTailToHex(text: string): string {
  const match = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  const head = match?.[1];
  const tail = match?.[2];
  if (head === undefined || tail === undefined || !ipaddr.IPv4.isValidFourPartDecimal(tail)) return text;
  const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
  return `${head}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/**
 * Parses and normalises an `ip` input, or throws `InputError`: `input.ip-required`,
 * `input.ip-too-long` (`{ max }`), `input.ip-invalid`, `input.ip-not-public` (`{ ip, range }`, the
 * canonical address and the CIDR of the range it is in).
 */
export function parseIpInput(raw: unknown): ParsedIp {
  if (typeof raw !== 'string' || raw.trim() === '') throw new InputError('input.ip-required');
  if (raw.length > MAX_IP_INPUT_LENGTH)
    throw new InputError('input.ip-too-long', { max: MAX_IP_INPUT_LENGTH });
  let text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (text.includes(':')) {
    const zone = text.indexOf('%');
    if (zone > 0) text = text.slice(0, zone);
  }
  if (!/^[0-9a-fA-FxX.:]+$/.test(text)) throw new InputError('input.ip-invalid');
  if (text.includes(':')) text = ipv6DottedTailToHex(text);
  if (!ipaddr.isValid(text)) throw new InputError('input.ip-invalid');
  let addr: Addr;
  try {
    addr = ipaddr.parse(text);
  } catch (cause) {
    throw new InputError('input.ip-invalid', {}, { cause });
  }
  let embeddedIpv4 = false;
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) {
      addr = v6.toIPv4Address();
      embeddedIpv4 = true;
    } else if (inCidr(v6, '64:ff9b::/96')) {
      addr = ipv4FromWords(v6.parts[6] ?? 0, v6.parts[7] ?? 0);
      embeddedIpv4 = true;
    }
  }
  const ip = addr.kind() === 'ipv4' ? addr.toString() : (addr as ipaddr.IPv6).toRFC5952String();
  const range = nonPublicRange(addr);
  if (range !== null) throw new InputError('input.ip-not-public', { ip, range });
  return { ip, version: addr.kind() === 'ipv4' ? 4 : 6, bytes: addr.toByteArray(), embeddedIpv4 };
}

/** The address' labels in reverse order: `4.3.2.1` for 1.2.3.4, 32 nibbles for IPv6. */
export function reversedLabels(parsed: ParsedIp): string {
  if (parsed.version === 4) return [...parsed.bytes].reverse().join('.');
  const nibbles: string[] = [];
  for (const byte of parsed.bytes) nibbles.push((byte >> 4).toString(16), (byte & 0xf).toString(16));
  return nibbles.reverse().join('.');
}

/** The reverse-DNS (PTR) name: `…in-addr.arpa` (RFC 1035 §3.5) or `…ip6.arpa` (RFC 3596 §2.5). */
export function reverseName(parsed: ParsedIp): string {
  return `${reversedLabels(parsed)}.${parsed.version === 4 ? 'in-addr.arpa' : 'ip6.arpa'}`;
}

/** Canonical form of an address string, or null when it is not an address (for comparisons). */
export function canonicalAddress(text: string): string | null {
  if (!ipaddr.isValid(text)) return null;
  try {
    const addr = ipaddr.parse(text);
    return addr.kind() === 'ipv4' ? addr.toString() : (addr as ipaddr.IPv6).toRFC5952String();
  } catch {
    return null;
  }
}

/** A CIDR prefix of the address' family that contains it, normalised to its network address. */
export function normalizePrefix(prefix: string, parsed: ParsedIp): { text: string; length: number } | null {
  if (prefix.length > 64 || !ipaddr.isValidCIDR(prefix)) return null;
  try {
    const [net, length] = ipaddr.parseCIDR(prefix);
    const addr = ipaddr.fromByteArray([...parsed.bytes]);
    if (addr.kind() !== net.kind() || !addr.match(net, length)) return null;
    const network =
      net.kind() === 'ipv4'
        ? ipaddr.IPv4.networkAddressFromCIDR(prefix).toString()
        : ipaddr.IPv6.networkAddressFromCIDR(prefix).toRFC5952String();
    return { text: `${network}/${length}`, length };
  } catch {
    return null;
  }
}
