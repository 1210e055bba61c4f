/**
 * Let's Debug's reserved ranges (`ReservedAddress`, ANCHORS Part 2 §1b): an A or AAAA record in one
 * of them is a Fatal problem, and such an address is never contacted. IPv4-mapped `::ffff:0:0/96` is
 * deliberately not listed, as in Let's Debug.
 */
import ipaddr from 'ipaddr.js';

const RESERVED_CIDRS = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '255.255.255.255/32',
  '::/128',
  '::1/128',
  '64:ff9b::/96',
  '100::/64',
  '2001::/32',
  '2001:10::/28',
  '2001:20::/28',
  '2001:db8::/32',
  '2002::/16',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
] as const;

const RANGES = RESERVED_CIDRS.map((cidr) => ({ cidr, range: ipaddr.parseCIDR(cidr) }));

/** The reserved range `address` falls in, or null (also null for text that is not an address). */
export function reservedRange(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return null;
  }
  for (const { cidr, range } of RANGES) {
    if (parsed.kind() === range[0].kind() && parsed.match(range)) return cidr;
  }
  return null;
}
