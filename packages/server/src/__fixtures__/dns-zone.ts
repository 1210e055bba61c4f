/**
 * One fake DNS zone for the server tests of check-dns, check-ip, check-email-auth and
 * check-typosquat: the REAL core analyses run over it (`fakeDns` through `createContext({ dns })`),
 * either as the service's context or inside injected analyzers that count their calls.
 */
import {
  analyzeDns,
  analyzeEmailAuth,
  analyzeIp,
  analyzeTyposquat,
  createContext,
  type AnalysisContext,
  type DnsAnalysisResult,
  type EmailAuthResult,
  type IpAnalysisResult,
  type TyposquatResult,
} from '@secapi/core';
import { fakeDns, type FakeZone } from '@secapi/test-kit';
import type { Analyzers } from '../service.js';

/** A public address with reverse DNS, a Team Cymru origin and no listing. */
export const PUBLIC_IP = '193.0.6.139';
const REV = '139.6.0.193';

export const ZONE: FakeZone = {
  'example.com': {
    A: ['192.0.2.1'],
    AAAA: ['2001:db8::1'],
    MX: [{ preference: 10, exchange: 'mx.example.com' }],
    TXT: [['v=spf1 -all']],
    NS: ['ns1.example.net', 'ns2.example.org'],
    CAA: [{ flags: 0, tag: 'issue', value: 'letsencrypt.org' }],
    SOA: [
      {
        mname: 'ns1.example.net',
        rname: 'hostmaster.example.com',
        serial: 1,
        refresh: 3600,
        retry: 600,
        expire: 86400,
        minimum: 60,
      },
    ],
  },
  '_dmarc.example.com': { TXT: [['v=DMARC1; p=reject; rua=mailto:dmarc@example.com']] },
  'mx.example.com': { A: ['192.0.2.25'] },
  // Look-alikes of example.com that exist.
  'exmple.com': { NS: ['ns1.parking.example'], A: ['192.0.2.10'] },
  'example.net': { NS: ['a.iana-servers.net'] },
  // Reverse DNS and origin of PUBLIC_IP.
  [`${REV}.in-addr.arpa`]: { PTR: ['www.example.com'] },
  'www.example.com': { A: [PUBLIC_IP] },
  [`${REV}.origin.asn.cymru.com`]: { TXT: [['3333 | 193.0.0.0/21 | NL | ripencc | 1993-09-01']] },
  'as3333.asn.cymru.com': {
    TXT: [['3333 | NL | ripencc | 1993-09-01 | RIPE-NCC-AS Reseaux IP Europeens, NL']],
  },
  // A domain whose resolvers fail.
  'broken.example': 'servfail',
};

/** A context whose DNS port is `fakeDns(ZONE)` (or `zone`). */
export function zoneContext(zone: FakeZone = ZONE): AnalysisContext {
  return createContext({ dns: fakeDns(zone), timeoutMs: 5000 });
}

export interface DnsFamilyCalls {
  dns: string[];
  ip: string[];
  emailAuth: string[];
  typosquat: string[];
}

/**
 * Injected analyzers: core's analyses over `ZONE` (whatever context the service passes), recording
 * each input they receive.
 */
export function dnsFamilyAnalyzers(
  calls: DnsFamilyCalls,
  ctx: AnalysisContext = zoneContext(),
): Pick<Analyzers, 'analyzeDns' | 'analyzeIp' | 'analyzeEmailAuth' | 'analyzeTyposquat'> {
  return {
    analyzeDns: (domain): Promise<DnsAnalysisResult> => {
      calls.dns.push(domain);
      return analyzeDns(domain, ctx);
    },
    analyzeIp: (ip): Promise<IpAnalysisResult> => {
      calls.ip.push(ip);
      return analyzeIp(ip, ctx);
    },
    analyzeEmailAuth: (domain): Promise<EmailAuthResult> => {
      calls.emailAuth.push(domain);
      return analyzeEmailAuth(domain, ctx);
    },
    analyzeTyposquat: (domain): Promise<TyposquatResult> => {
      calls.typosquat.push(domain);
      return analyzeTyposquat(domain, ctx);
    },
  };
}
