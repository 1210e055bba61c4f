/**
 * Reading one DNSBL answer (RFC 5782): NXDOMAIN/NODATA = not listed; A records in 127.0.0.0/8 =
 * listed. Operator error codes (127.255.255.0/24, e.g. Spamhaus' 127.255.255.254 "query via a
 * public resolver") mean the address was NOT checked, and are never read as listings; answers
 * outside 127.0.0.0/8 (a resolver rewriting NXDOMAIN, a hijacked zone) and 127.0.0.1 are errors.
 */
import { DNSBL_ERROR_PREFIX, type Dnsbl, type DnsblErrorKey, type DnsblMeaningKey } from '../data/dnsbl.js';
import type { DnsStatusKey } from '../keys.js';
import { recordsOf, type DnsAnswer } from '../net/dns/types.js';
import { canonicalAddress } from '../net/address.js';

/** What one DNSBL answer says (shared by the IP and email analyses). */
export type DnsblAnswerStatus = 'listed' | 'not-listed' | 'refused' | 'error';

export interface DnsblReading {
  readonly status: DnsblAnswerStatus;
  readonly codes: readonly string[];
  readonly meaningKeys: readonly DnsblMeaningKey[];
  readonly errorKey: DnsblErrorKey | DnsStatusKey | null;
}

function isListingCode(code: string): boolean {
  return code.startsWith('127.') && code !== '127.0.0.1' && !code.startsWith(DNSBL_ERROR_PREFIX);
}

export function readDnsblAnswer(list: Dnsbl, answer: DnsAnswer): DnsblReading {
  const none = { codes: [], meaningKeys: [] };
  if (answer.status === 'nxdomain' || answer.status === 'nodata') {
    return { status: 'not-listed', ...none, errorKey: null };
  }
  if (answer.status !== 'ok') return { status: 'error', ...none, errorKey: `dns-status.${answer.status}` };

  const raw = recordsOf(answer, 'A').map((r) => r.data);
  const codes = [...new Set(raw.map((a) => canonicalAddress(a) ?? a))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  if (codes.length === 0) return { status: 'not-listed', ...none, errorKey: null };

  const operatorError = codes.find(
    (c) => c.startsWith(DNSBL_ERROR_PREFIX) || Object.hasOwn(list.errorCodes, c),
  );
  if (operatorError !== undefined) {
    return {
      status: 'refused',
      codes,
      meaningKeys: [],
      errorKey: list.errorCodes[operatorError] ?? 'ip.blocklist-error.operator-error',
    };
  }
  if (!codes.every(isListingCode)) {
    return { status: 'error', codes, meaningKeys: [], errorKey: 'ip.blocklist-error.unexpected-answer' };
  }
  const meaningKeys = [...new Set(codes.map((c) => list.codes[c] ?? 'ip.listing.unknown-code'))];
  return { status: 'listed', codes, meaningKeys, errorKey: null };
}
