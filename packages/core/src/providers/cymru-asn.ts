/**
 * Team Cymru IP-to-ASN mapping over DNS (https://team-cymru.com/community-services/ip-asn-mapping):
 * TXT `<reversed address>.origin.asn.cymru.com` (`origin6` for IPv6) answers
 * `ASN[ ASN…] | prefix | CC | registry | allocated`, one record per announced prefix; TXT
 * `AS<asn>.asn.cymru.com` answers `ASN | CC | registry | allocated | AS name`. Answers are parsed
 * defensively: anything that does not fit is ignored, never thrown.
 */
import { normalizePrefix, reversedLabels, type ParsedIp } from '../net/address.js';
import { cleanText } from './clean-text.js';

/** TXT name asking for the origin AS of the address (`origin` zone for IPv4, `origin6` for IPv6). */
export function originQueryName(parsed: ParsedIp): string {
  const zone = parsed.version === 4 ? 'origin.asn.cymru.com' : 'origin6.asn.cymru.com';
  return `${reversedLabels(parsed)}.${zone}`;
}

/** TXT name asking for the description (name, country, registry) of an AS. */
export function asQueryName(asn: number): string {
  return `AS${asn}.asn.cymru.com`;
}

export const RIR_REGISTRIES = ['arin', 'ripencc', 'apnic', 'lacnic', 'afrinic'] as const;

/** Longest TXT answer we try to read (real ones are under 100 characters). */
const MAX_TXT_LENGTH = 1024;
const MAX_ASN = 4_294_967_295;

export interface OriginRecord {
  readonly asns: readonly number[];
  readonly prefix: string;
  readonly prefixLength: number;
  readonly countryCode: string | null;
  readonly registry: string | null;
  readonly allocatedOn: string | null;
}

export interface AsDescription {
  readonly asn: number;
  readonly name: string | null;
  readonly countryCode: string | null;
  readonly registry: string | null;
  readonly allocatedOn: string | null;
}

function fieldsOf(text: string): string[] | null {
  if (text.length === 0 || text.length > MAX_TXT_LENGTH) return null;
  return text.split('|').map((f) => f.trim());
}

function countryCode(field: string | undefined): string | null {
  return field !== undefined && /^[A-Za-z]{2}$/.test(field) ? field.toUpperCase() : null;
}

function registry(field: string | undefined): string | null {
  const value = field?.toLowerCase();
  return value !== undefined && (RIR_REGISTRIES as readonly string[]).includes(value) ? value : null;
}

function date(field: string | undefined): string | null {
  if (field === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(field)) return null;
  const [y, m, d] = field.split('-').map(Number) as [number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1980 ? field : null;
}

function asnOf(text: string): number | null {
  const digits = /^(?:AS)?(\d{1,10})$/i.exec(text)?.[1];
  if (digits === undefined) return null;
  const n = Number(digits);
  return n >= 1 && n <= MAX_ASN ? n : null;
}

/** One `origin` TXT answer, or null when it does not fit (or its prefix does not contain the address). */
export function parseOriginTxt(text: string, parsed: ParsedIp): OriginRecord | null {
  const fields = fieldsOf(text);
  if (fields === null || fields.length < 2) return null;
  const words = (fields[0] ?? '').split(/\s+/).filter((w) => w !== '');
  if (words.length === 0 || words.length > 32) return null;
  const asns: number[] = [];
  for (const word of words) {
    const n = asnOf(word);
    if (n === null) return null;
    if (!asns.includes(n)) asns.push(n);
  }
  const prefix = normalizePrefix(fields[1] ?? '', parsed);
  if (prefix === null) return null;
  return {
    asns,
    prefix: prefix.text,
    prefixLength: prefix.length,
    countryCode: countryCode(fields[2]),
    registry: registry(fields[3]),
    allocatedOn: date(fields[4]),
  };
}

/**
 * The most specific prefix among the answers (several TXT records come back when nested prefixes
 * are announced), with the union of its origin ASes (MOAS); null when no answer could be read.
 */
export function selectOrigin(records: readonly OriginRecord[]): OriginRecord | null {
  const first = records[0];
  if (first === undefined) return null;
  const length = Math.max(...records.map((r) => r.prefixLength));
  const best = records.find((r) => r.prefixLength === length) ?? first;
  const asns = records.filter((r) => r.prefix === best.prefix).flatMap((r) => r.asns);
  return { ...best, asns: [...new Set(asns)] };
}

/** One `AS<asn>.asn.cymru.com` TXT answer for `asn`, or null when it does not fit. */
export function parseAsTxt(text: string, asn: number): AsDescription | null {
  const fields = fieldsOf(text);
  if (fields === null || fields.length < 5 || asnOf(fields[0] ?? '') !== asn) return null;
  const name = cleanText(fields.slice(4).join(' | '));
  return {
    asn,
    name: name === '' ? null : name,
    countryCode: countryCode(fields[1]),
    registry: registry(fields[2]),
    allocatedOn: date(fields[3]),
  };
}
