/**
 * Presentation of one record of `check-dns`: a readable `value` per type, plus structured
 * `details` for the types whose fields matter (MX, CAA, SOA, TXT).
 */
import type { DnsRecord } from '../../net/dns/types.js';
import type { DnsRecordEntry } from './types.js';

function stripDot(name: string): string {
  return name === '.' ? '' : name.replace(/\.$/, '');
}

function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The entry of one record (any type; `check-dns` keeps only the asked type). */
export function toEntry(record: DnsRecord): DnsRecordEntry {
  const base = { name: record.name, ttl: record.ttl };
  switch (record.type) {
    case 'MX': {
      const exchange = stripDot(record.data.exchange);
      return {
        ...base,
        value: `${record.data.preference} ${exchange === '' ? '.' : exchange}`,
        details: { preference: record.data.preference, exchange },
      };
    }
    case 'TXT':
      return { ...base, value: record.data.join(''), details: { strings: [...record.data] } };
    case 'CAA': {
      const { flags, tag, value } = record.data;
      return {
        ...base,
        value: `${flags} ${tag} ${quote(value)}`,
        details: { flags, critical: (flags & 128) !== 0, tag, value },
      };
    }
    case 'SOA': {
      const d = record.data;
      const mname = stripDot(d.mname);
      const rname = stripDot(d.rname);
      return {
        ...base,
        value: `${mname} ${rname} ${d.serial} ${d.refresh} ${d.retry} ${d.expire} ${d.minimum}`,
        details: { ...d, mname, rname },
      };
    }
    case 'SRV': {
      const d = record.data;
      return { ...base, value: `${d.priority} ${d.weight} ${d.port} ${stripDot(d.target)}`, details: null };
    }
    default:
      return { ...base, value: record.data, details: null };
  }
}

/** Stable order: MX by preference, then every type by value (DNS answers come in any order). */
export function compareEntries(a: DnsRecordEntry, b: DnsRecordEntry): number {
  const pa = a.details !== null && 'preference' in a.details ? a.details.preference : 0;
  const pb = b.details !== null && 'preference' in b.details ? b.details.preference : 0;
  return pa - pb || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}
