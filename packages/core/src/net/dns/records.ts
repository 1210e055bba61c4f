/** dns-packet answers to the DnsRecord union, and DnsAnswer from a reply packet (the DNS port's results). */
import * as dnsPacket from 'dns-packet';
import { RR_TYPES, type DnsAnswer, type DnsRecord, type DnsStatus, type RRType } from './types.js';
import { CNAME_CHAIN_LIMIT, normalizeDnsName } from './names.js';

// ---------------------------------------------------------------------------------------------
// Conversion of dns-packet answers to the DnsRecord union

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeText(value: Buffer | string): string {
  if (typeof value === 'string') return value;
  try {
    return utf8.decode(value);
  } catch {
    return value.toString('latin1');
  }
}

export const SUPPORTED = new Set<string>(RR_TYPES);

function toRecord(a: dnsPacket.Answer): DnsRecord | null {
  if (a.type === 'OPT' || !SUPPORTED.has(a.type)) return null;
  if (a.class !== undefined && a.class !== 'IN') return null;
  const name = normalizeDnsName(a.name);
  const ttl = a.ttl ?? 0;
  switch (a.type) {
    case 'A':
    case 'AAAA':
      return { name, ttl, type: a.type, data: a.data };
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return { name, ttl, type: a.type, data: normalizeDnsName(a.data) };
    case 'MX':
      return {
        name,
        ttl,
        type: 'MX',
        data: { preference: a.data.preference ?? 0, exchange: normalizeDnsName(a.data.exchange) },
      };
    case 'TXT': {
      const parts = Array.isArray(a.data) ? a.data : [a.data];
      return { name, ttl, type: 'TXT', data: parts.map(decodeText) };
    }
    case 'CAA':
      return {
        name,
        ttl,
        type: 'CAA',
        data: { flags: a.data.flags ?? 0, tag: a.data.tag, value: a.data.value },
      };
    case 'SOA':
      return {
        name,
        ttl,
        type: 'SOA',
        data: {
          mname: normalizeDnsName(a.data.mname),
          rname: normalizeDnsName(a.data.rname),
          serial: a.data.serial ?? 0,
          refresh: a.data.refresh ?? 0,
          retry: a.data.retry ?? 0,
          expire: a.data.expire ?? 0,
          minimum: a.data.minimum ?? 0,
        },
      };
    case 'SRV':
      return {
        name,
        ttl,
        type: 'SRV',
        data: {
          priority: a.data.priority ?? 0,
          weight: a.data.weight ?? 0,
          port: a.data.port,
          target: normalizeDnsName(a.data.target),
        },
      };
    case 'DS':
      return {
        name,
        ttl,
        type: 'DS',
        data: `${a.data.keyTag} ${a.data.algorithm} ${a.data.digestType} ${a.data.digest.toString('hex').toUpperCase()}`,
      };
    case 'DNSKEY':
      return {
        name,
        ttl,
        type: 'DNSKEY',
        data: `${a.data.flags} 3 ${a.data.algorithm} ${a.data.key.toString('base64')}`,
      };
    default:
      return null;
  }
}

function convertRecords(answers: readonly dnsPacket.Answer[]): DnsRecord[] {
  const out: DnsRecord[] = [];
  for (const a of answers) {
    try {
      const r = toRecord(a);
      if (r !== null) out.push(r);
    } catch {
      // an RDATA dns-packet decoded in an unexpected shape: skip that record, keep the rest
    }
  }
  return out;
}

/** True when the answer holds a record of `type` for `name` or a CNAME target of it. */
function hasAnswerOfType(name: string, type: RRType, records: readonly DnsRecord[]): boolean {
  let target = name;
  const seen = new Set<string>();
  for (let i = 0; i <= CNAME_CHAIN_LIMIT && !seen.has(target); i++) {
    seen.add(target);
    if (records.some((r) => r.name === target && r.type === type)) return true;
    const cname = records.find((r) => r.name === target && r.type === 'CNAME');
    if (cname === undefined) return false;
    target = cname.data as string;
  }
  return false;
}

export type RcodePacket = dnsPacket.DecodedPacket & { rcode?: string };

export function negativeTtl(packet: RcodePacket): number | null {
  let ttl: number | null = null;
  for (const a of packet.authorities ?? []) {
    if (a.type !== 'SOA') continue;
    const value = Math.min(a.ttl ?? 0, a.data.minimum ?? 0);
    ttl = ttl === null ? value : Math.min(ttl, value);
  }
  return ttl;
}

/** True when the authority section holds a SOA record (the proof of a negative answer). */
export function hasAuthoritySoa(packet: RcodePacket): boolean {
  return (packet.authorities ?? []).some((a) => a.type === 'SOA');
}

export interface Base {
  readonly name: string;
  readonly type: RRType;
}

export function failure(base: Base, status: DnsStatus, resolver: string | null = null): DnsAnswer {
  return { ...base, status, records: [], authenticated: false, resolver, cached: false };
}

export function answerFromPacket(base: Base, packet: RcodePacket, resolver: string): DnsAnswer {
  const rcode = packet.rcode ?? 'NOERROR';
  switch (rcode) {
    case 'NOERROR': {
      const records = convertRecords(packet.answers ?? []);
      return {
        ...base,
        status: hasAnswerOfType(base.name, base.type, records) ? 'ok' : 'nodata',
        records,
        authenticated: packet.flag_ad,
        resolver,
        cached: false,
      };
    }
    case 'NXDOMAIN':
      // RFC 2308 §2.1: a negative answer carries the zone's SOA in the authority section. A bare
      // NXDOMAIN is what captive portals and broken or hijacking resolvers send for every name: it
      // proves nothing about the name, so it is not read as "does not exist".
      if (!hasAuthoritySoa(packet)) return failure(base, 'malformed', resolver);
      return { ...failure(base, 'nxdomain', resolver), authenticated: packet.flag_ad };
    case 'SERVFAIL':
      return failure(base, 'servfail', resolver);
    case 'REFUSED':
      return failure(base, 'refused', resolver);
    default:
      return failure(base, 'error', resolver);
  }
}
