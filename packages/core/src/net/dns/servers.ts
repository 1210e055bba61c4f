/**
 * Resolver addresses of the DNS port: `ip`, `ip:port`, `[ipv6]:port`, a bare IPv6 address, or an
 * `https://<ip-literal>[:port]/path` DNS-over-HTTPS (RFC 8484) endpoint. This is the syntax of
 * `SECAPI_DNS_SERVERS` (comma-separated).
 */
import { isIP } from 'node:net';

/** The public resolvers used when nothing is configured: Cloudflare, Google, Quad9. */
export const DEFAULT_DNS_SERVERS: readonly string[] = Object.freeze(['1.1.1.1', '8.8.8.8', '9.9.9.9']);

export type DnsEndpoint =
  | {
      readonly kind: 'udp';
      /** The IP address (IPv6 without brackets). */
      readonly host: string;
      readonly port: number;
      readonly family: 4 | 6;
      /** `ip:port` or `[ipv6]:port`: what `DnsAnswer.resolver` reports. */
      readonly label: string;
    }
  | {
      readonly kind: 'doh';
      readonly url: URL;
      /** The URL as configured. */
      readonly label: string;
    };

const show = (value: string): string => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

function badEntry(entry: string): RangeError {
  return new RangeError(
    `DNS servers must be a comma-separated list of ip[:port] ([ipv6]:port with a port) or https://<ip>/dns-query URLs; ${show(entry)} is not one`,
  );
}

function parsePort(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]{1,5}$/.test(raw)) return null;
  const port = Number(raw);
  return port >= 1 && port <= 65_535 ? port : null;
}

/**
 * Parses one resolver entry.
 * @throws RangeError naming the entry when it is not a valid resolver address
 */
export function parseDnsEndpoint(rawEntry: string): DnsEndpoint {
  const entry = rawEntry.trim();
  if (/^https:\/\//i.test(entry)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw badEntry(entry);
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // An IP literal only: resolving a host name would send a packet to the operating system's
    // resolver, and the DNS port talks to nothing but its configured resolvers.
    if (isIP(host) === 0 || url.username !== '' || url.password !== '' || url.hash !== '') {
      throw badEntry(entry);
    }
    return { kind: 'doh', url, label: entry };
  }
  let host: string;
  let portText: string | undefined;
  const bracketed = /^\[([^\]]+)\](?::([0-9]*))?$/.exec(entry);
  if (bracketed !== null) {
    host = bracketed[1] ?? '';
    portText = bracketed[2];
    if (portText === '') throw badEntry(entry);
  } else if (isIP(entry) === 6) {
    host = entry;
  } else {
    const colon = entry.lastIndexOf(':');
    host = colon === -1 ? entry : entry.slice(0, colon);
    portText = colon === -1 ? undefined : entry.slice(colon + 1);
    if (portText === '') throw badEntry(entry);
  }
  const family = isIP(host);
  const port = parsePort(portText, 53);
  if (family === 0 || port === null || (bracketed !== null && family !== 6)) throw badEntry(entry);
  const label = family === 6 ? `[${host}]:${port}` : `${host}:${port}`;
  return { kind: 'udp', host, port, family: family === 6 ? 6 : 4, label };
}

/**
 * Validates a comma-separated resolver list (the `SECAPI_DNS_SERVERS` syntax) and returns its
 * entries, trimmed.
 * @throws RangeError with one sentence naming the bad entry
 * @example parseDnsServers('127.0.0.1:5353, [::1]:53') // ['127.0.0.1:5353', '[::1]:53']
 */
export function parseDnsServers(text: string): string[] {
  const entries = text.split(',').map((s) => s.trim());
  if (entries.every((e) => e === '')) {
    throw new RangeError('DNS servers must list at least one resolver, got an empty value');
  }
  for (const entry of entries) parseDnsEndpoint(entry);
  return entries;
}
