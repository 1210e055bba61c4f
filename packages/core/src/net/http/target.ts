/**
 * The target of one hop: the URL parsed (http/https, allowed port), and the one address to connect
 * to: an IP literal checked as is, or a name resolved through the DNS port with EVERY answer checked
 * against the policy (one refused answer refuses the hop, before any connection).
 */
import { recordsOf, type DnsAnswer, type DnsPort } from '../dns/types.js';
import { canonicalIp, nonPublicReason, publicOnlyPolicy } from './policy.js';
import type { AddressPolicy } from './types.js';

import { fail, type Target } from './hop.js';

/** Resolves and checks hop targets with `dns` under `policy`. */
export function createTargetResolver(
  dns: DnsPort,
  policy: AddressPolicy,
): (raw: string, allowPorts: readonly number[], signal: AbortSignal, connectTo?: string) => Promise<Target> {
  function refuse(address: string): never {
    const reason = policy === publicOnlyPolicy ? nonPublicReason(address) : `policy ${policy.name}`;
    fail('blocked-by-policy', `${address} not allowed (${reason ?? policy.name})`, true);
  }

  async function resolve(host: string, signal: AbortSignal): Promise<string> {
    const name = host.endsWith('.') ? host.slice(0, -1) : host;
    if (name === '') fail('invalid-url', 'empty host');
    const [a, aaaa] = await Promise.all([
      dns.query(name, 'A', { signal, provider: 'resolver' }),
      dns.query(name, 'AAAA', { signal, provider: 'resolver' }),
    ]);
    if (signal.aborted) fail('timeout', 'aborted during DNS resolution');
    const addresses: string[] = [];
    const take = (answer: DnsAnswer, type: 'A' | 'AAAA'): void => {
      if (answer.status !== 'ok') return;
      for (const record of recordsOf(answer, type)) {
        const canonical = canonicalIp(record.data);
        // An answer that is not an address of its type fails closed.
        if (canonical === null) refuse(record.data);
        if (canonical.includes(':') !== (type === 'AAAA')) refuse(record.data);
        addresses.push(canonical);
      }
    };
    take(a, 'A');
    take(aaaa, 'AAAA');
    if (addresses.length === 0) {
      const statuses = `A ${a.status}, AAAA ${aaaa.status}`;
      const negative = (s: string): boolean => s === 'nxdomain' || s === 'nodata' || s === 'ok';
      if (negative(a.status) && negative(aaaa.status)) fail('dns-nxdomain', statuses);
      fail('dns-failure', statuses);
    }
    // EVERY answer must be allowed: one refused answer refuses the name.
    for (const address of addresses) if (!policy.isAllowed(address)) refuse(address);
    const first = addresses[0];
    if (first === undefined) fail('dns-failure', 'no address');
    return first;
  }

  async function target(
    raw: string,
    allowPorts: readonly number[],
    signal: AbortSignal,
    connectTo?: string,
  ): Promise<Target> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      fail('invalid-url', 'not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('unsupported-scheme', url.protocol);
    const defaultPort = url.protocol === 'https:' ? 443 : 80;
    const port = url.port === '' ? defaultPort : Number(url.port);
    if (port !== defaultPort && !allowPorts.includes(port)) fail('port-not-allowed', String(port));
    const host = url.hostname;
    const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    let address: string;
    const canonical = canonicalIp(literal);
    if (canonical !== null) {
      if (!policy.isAllowed(canonical)) refuse(canonical);
      address = canonical;
    } else if (literal.includes(':') || /^[0-9.]+$/.test(literal)) {
      fail('invalid-url', 'malformed IP literal');
    } else if (connectTo !== undefined) {
      // The caller pins the address (one of the name's own answers): checked like any other.
      const pinned = canonicalIp(connectTo);
      if (pinned === null) fail('invalid-url', 'connectTo is not an IP address');
      if (!policy.isAllowed(pinned)) refuse(pinned);
      address = pinned;
    } else {
      address = await resolve(host, signal);
    }
    return { url, host, address, port };
  }

  return target;
}
