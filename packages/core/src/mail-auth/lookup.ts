/**
 * DNS helpers for mail records, below the analyses (check-email-auth and check-email use them): one
 * `MailLookup` per analysis sends every query through `ctx.dns` with the analysis deadline, counts
 * them and keeps the answers (for the DNSSEC report). `DnsPort.query` never rejects, so neither does
 * anything here.
 */
import type { DnsAnswer, DnsPort, DnsStatus, RRType } from '../net/dns/types.js';
import { recordsOf } from '../net/dns/types.js';

/** Statuses meaning "could not find out" (RFC 7208 temperror), as opposed to "there is nothing". */
const TEMPORARY: ReadonlySet<DnsStatus> = new Set(['servfail', 'refused', 'timeout', 'malformed', 'error']);

export function isTemporary(status: DnsStatus): boolean {
  return TEMPORARY.has(status);
}

/** NXDOMAIN or NODATA (or `ok` without a record of the type): a void lookup. */
export function isVoid(answer: DnsAnswer): boolean {
  return !isTemporary(answer.status) && answer.records.every((r) => r.type !== answer.type);
}

export class MailLookup {
  readonly answers: DnsAnswer[] = [];
  constructor(
    private readonly dns: DnsPort,
    private readonly signal: AbortSignal,
  ) {}

  get count(): number {
    return this.answers.length;
  }

  async query(name: string, type: RRType): Promise<DnsAnswer> {
    const answer = await this.dns.query(name, type, { signal: this.signal, provider: 'resolver' });
    this.answers.push(answer);
    return answer;
  }

  /** TXT records of `name`, each with its character-strings joined (RFC 7208 §3.3). */
  async txt(name: string): Promise<{ answer: DnsAnswer; texts: string[] }> {
    const answer = await this.query(name, 'TXT');
    return { answer, texts: txtTexts(answer) };
  }
}

export function txtTexts(answer: DnsAnswer): string[] {
  return recordsOf(answer, 'TXT').map((r) => r.data.join(''));
}

/**
 * Splits a `tag=value; tag=value` list (DMARC, DKIM, MTA-STS, TLS-RPT, BIMI). Empty items (a
 * trailing `;`) are skipped; an item without `=` is returned with `value: null`.
 */
export function splitTags(record: string): { tag: string; value: string | null }[] {
  const out: { tag: string; value: string | null }[] = [];
  for (const part of record.split(';')) {
    const item = part.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    if (eq < 0) out.push({ tag: item, value: null });
    else out.push({ tag: item.slice(0, eq).trim(), value: item.slice(eq + 1).trim() });
  }
  return out;
}

/** Is `text` a syntactically valid host name of at least two labels (letters in the last one)? */
export function isHostName(text: string): boolean {
  const name = text.endsWith('.') ? text.slice(0, -1) : text;
  if (name.length === 0 || name.length > 253) return false;
  const labels = name.split('.');
  if (labels.length < 2) return false;
  const ok = labels.every((l) => /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i.test(l));
  return ok && /[a-z]/i.test(labels[labels.length - 1] ?? '');
}
