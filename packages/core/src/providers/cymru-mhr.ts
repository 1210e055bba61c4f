/**
 * Team Cymru Malware Hash Registry over DNS (keyless; non-commercial use): `<md5|sha1>.hash.cymru.com`,
 * a SHA-256 split into two 32-character labels. A `127.0.0.2` = listed (at least 5 % of the
 * registry's antivirus engines detect the file); NXDOMAIN = not listed, which is NOT a clean bill.
 * TXT `"<unix epoch last seen> <detection %>"`. Only the hash is sent, through `ctx.dns`.
 */
import type { DnsPort, DnsStatus } from '../net/dns/types.js';
import { recordsOf } from '../net/dns/types.js';
import { epochToIso, type MalwareHashRegistryReport } from './virustotal.js';

export const MHR_ZONE = 'hash.cymru.com';

export function mhrName(hash: string): string {
  const labels = hash.length === 64 ? [hash.slice(0, 32), hash.slice(32)] : [hash];
  return `${labels.join('.')}.${MHR_ZONE}`;
}

export type MhrOutcome =
  | { readonly kind: 'answered'; readonly report: MalwareHashRegistryReport }
  | { readonly kind: 'error'; readonly status: DnsStatus };

export function parseMhrTxt(value: string): { lastSeen: string | null; detectionPercent: number | null } {
  const match = /^\s*(\d{1,12})\s+(\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  if (match === null) return { lastSeen: null, detectionPercent: null };
  const pct = Number(match[2]);
  return {
    lastSeen: epochToIso(Number(match[1])),
    detectionPercent: Number.isFinite(pct) && pct >= 0 && pct <= 100 ? pct : null,
  };
}

export async function lookUpMhr(dns: DnsPort, hash: string, signal: AbortSignal): Promise<MhrOutcome> {
  const queriedName = mhrName(hash);
  const a = await dns.query(queriedName, 'A', { signal, provider: 'team-cymru' });
  if (a.status === 'nxdomain' || a.status === 'nodata') {
    return {
      kind: 'answered',
      report: { queriedName, listed: false, lastSeen: null, detectionPercent: null },
    };
  }
  if (a.status !== 'ok') return { kind: 'error', status: a.status };
  const addresses = recordsOf(a, 'A').map((r) => r.data);
  if (!addresses.includes('127.0.0.2')) return { kind: 'error', status: 'malformed' };
  const txt = await dns.query(queriedName, 'TXT', { signal, provider: 'team-cymru' });
  const first = recordsOf(txt, 'TXT')[0];
  const details =
    first === undefined ? { lastSeen: null, detectionPercent: null } : parseMhrTxt(first.data.join(''));
  return { kind: 'answered', report: { queriedName, listed: true, ...details } };
}
