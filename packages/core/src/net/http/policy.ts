/**
 * Address policies of the HTTP (and later TLS) port. `publicOnlyPolicy` is the default and the only
 * policy production code uses; there is deliberately no switch to weaken it. It reuses the
 * non-public range tables of `net/address.ts` (shared with the IP analysis): loopback, RFC 1918, CGNAT,
 * link-local (169.254.169.254 included), multicast, reserved, documentation, benchmarking,
 * 0.0.0.0/8, broadcast; IPv6 unspecified, loopback, ULA, link-local, site-local, multicast,
 * documentation, discard-only, and everything outside 2000::/3 (so IPv4-mapped `::ffff:a.b.c.d`,
 * IPv4-compatible `::a.b.c.d` and NAT64 `64:ff9b::/96` are refused whatever they carry), plus 6to4
 * and Teredo addresses that embed a non-public IPv4 address.
 *
 * `testPolicy` is for tests only: it admits loopback (or what a predicate admits) and can map
 * `host:port` to a local port.
 */
import ipaddr from 'ipaddr.js';
import { nonPublicRange } from '../address.js';
import type { AddressPolicy } from './types.js';

/**
 * Canonical text of an IP address (dotted decimal, or RFC 5952 IPv6), or null when `text` is not an
 * address in a strict notation: four-part decimal IPv4, or IPv6 (brackets and zones refused). The
 * legacy IPv4 forms (`0x7f.1`, `2130706433`) are deliberately not read here: URL hosts arrive already
 * normalised by the WHATWG parser, DNS answers are canonical, anything else fails closed.
 */
export function canonicalIp(text: string): string | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!text.includes(':') || text.includes('%') || !ipaddr.IPv6.isValid(text)) return null;
  try {
    return ipaddr.IPv6.parse(text).toRFC5952String();
  } catch {
    return null;
  }
}

/**
 * Why an address is not public: the CIDR of the range it falls in (with the tunnel for 6to4 and
 * Teredo), `not an IP address` for anything unparseable, or null when it is public.
 */
export function nonPublicReason(address: string): string | null {
  const canonical = canonicalIp(address);
  if (canonical === null) return 'not an IP address';
  return nonPublicRange(ipaddr.parse(canonical));
}

/** The default policy: public unicast addresses only. */
export const publicOnlyPolicy: AddressPolicy = Object.freeze({
  name: 'public-only',
  isAllowed: (address: string): boolean => nonPublicReason(address) === null,
});

export interface TestPolicyOptions {
  /** `'loopback'`: 127.0.0.0/8 and ::1 only; or a predicate over canonical addresses. */
  readonly allow: 'loopback' | ((address: string) => boolean);
  /** `host:port` → local port to connect to instead (e.g. `{ 'shop.test:443': 40123 }`). */
  readonly portMap?: Readonly<Record<string, number>>;
  readonly name?: string;
}

function isLoopback(address: string): boolean {
  const canonical = canonicalIp(address);
  if (canonical === null) return false;
  const addr = ipaddr.parse(canonical);
  return addr.range() === 'loopback';
}

/** TESTS ONLY: a policy admitting loopback (or a predicate) and mapping `host:port` to local ports. */
export function testPolicy(options: TestPolicyOptions): AddressPolicy {
  const { allow, portMap = {} } = options;
  const map = new Map(Object.entries(portMap).map(([k, v]) => [k.toLowerCase(), v]));
  return Object.freeze({
    name: options.name ?? 'test',
    isAllowed: (address: string): boolean => {
      const canonical = canonicalIp(address);
      if (canonical === null) return false;
      return allow === 'loopback' ? isLoopback(canonical) : allow(canonical);
    },
    mapPort: (host: string, port: number): number => map.get(`${host.toLowerCase()}:${String(port)}`) ?? port,
  });
}
