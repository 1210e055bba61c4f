/**
 * Names and limits shared by the DNS client, the record decoder and the transports. A leaf module
 * (it imports none of them) so that the three can use it without importing one another.
 */

/** The largest DNS message over TCP: its length prefix is 16 bits. */
export const MAX_TCP_MESSAGE = 65_535;
/** How many CNAME links an answer may follow before it is treated as a loop. */
export const CNAME_CHAIN_LIMIT = 16;

/** Lower case, trailing dot stripped (the root stays '.'). */
export function normalizeDnsName(name: string): string {
  const lower = name.toLowerCase();
  if (lower === '' || lower === '.') return '.';
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}
