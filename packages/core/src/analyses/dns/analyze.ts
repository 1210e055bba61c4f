/**
 * `analyzeDns`: the DNS records of a domain (A, AAAA, CNAME, MX, TXT, NS, CAA, SOA), grouped by
 * type, with a few plain-language notes. DNS only, through `ctx.dns`: never a connection to the
 * domain itself.
 */
import { withCheckedAt, withOutcome, type Outcome } from '../../outcome.js';
import { domainToUnicode } from 'node:url';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { normalizeDomainInput } from '../../input/domain.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { recordsOf, type DnsAnswer, type DnsStatus } from '../../net/dns/types.js';
import { compareEntries, toEntry } from './records.js';
import {
  DNS_RECORD_TYPES,
  type DnsAnalysisResult,
  type DnsNoteKey,
  type DnsRecordSet,
  type DnsRecordType,
} from './types.js';

/** Bounds on the lookups one analysis may make. */
export const DNS_LIMITS = Object.freeze({
  /** Parent names whose CAA records are looked up when the domain has none (RFC 8659 climbing). */
  maxCaaParents: 8,
});

type RecordSets = Record<DnsRecordType, DnsRecordSet>;

const ANSWERED: readonly DnsStatus[] = ['ok', 'nodata', 'nxdomain'];

function emptySets(): RecordSets {
  const sets = {} as RecordSets;
  for (const type of DNS_RECORD_TYPES) {
    sets[type] = { type, status: null, statusMessageKey: null, authenticated: false, records: [] };
  }
  return sets;
}

function toSet(type: DnsRecordType, answer: DnsAnswer): DnsRecordSet {
  return {
    type,
    status: answer.status,
    statusMessageKey: `dns-status.${answer.status}`,
    authenticated: answer.authenticated,
    records: answer.records
      .filter((r) => r.type === type)
      .map(toEntry)
      .sort(compareEntries),
  };
}

/** Parents of `domain` below its TLD, nearest first: a.b.example.com → b.example.com, example.com. */
function parentsOf(domain: string): string[] {
  const labels = domain.split('.');
  const parents: string[] = [];
  for (let i = 1; i < labels.length - 1 && parents.length < DNS_LIMITS.maxCaaParents; i++) {
    parents.push(labels.slice(i).join('.'));
  }
  return parents;
}

function notesOf(domain: string, sets: RecordSets, exists: boolean | null, caa: CaaLookup): DnsNoteKey[] {
  const notes: DnsNoteKey[] = [];
  const statuses = DNS_RECORD_TYPES.map((t) => sets[t].status);
  if (exists === false) notes.push('dns.note.not-found');
  if (exists === true) {
    const isApex =
      sets.SOA.records.some((r) => r.name === domain) || sets.NS.records.some((r) => r.name === domain);
    if (sets.CNAME.records.some((r) => r.name === domain)) {
      notes.push(isApex ? 'dns.note.cname-at-apex' : 'dns.note.alias');
    }
    if (sets.A.status === 'nodata' && sets.AAAA.status === 'nodata') notes.push('dns.note.no-address');
    else if (sets.A.status === 'ok' && sets.AAAA.status === 'nodata') notes.push('dns.note.no-ipv6');
    if (sets.MX.status === 'nodata') notes.push('dns.note.no-mx');
    else if (sets.MX.records.length === 1 && sets.MX.records[0]?.value.endsWith(' .') === true) {
      notes.push('dns.note.null-mx');
    }
    if (caa.domain !== null && caa.domain !== domain) notes.push('dns.note.caa-inherited');
    else if (caa.domain === null && caa.complete) notes.push('dns.note.no-caa');
    if (sets.NS.records.filter((r) => r.name === domain).length === 1)
      notes.push('dns.note.single-nameserver');
  }
  if (statuses.some((s) => s !== null && !ANSWERED.includes(s))) notes.push('dns.note.lookups-failed');
  return notes;
}

interface CaaLookup {
  /** The name whose CAA set applies, or null. */
  readonly domain: string | null;
  /** Every lookup needed to say "no CAA anywhere" got an answer. */
  readonly complete: boolean;
}

async function findCaa(
  domain: string,
  own: DnsRecordSet,
  query: (name: string) => Promise<DnsAnswer>,
): Promise<CaaLookup> {
  if (own.status === 'ok' && own.records.length > 0) return { domain, complete: true };
  if (own.status !== 'nodata' && own.status !== 'ok') return { domain: null, complete: false };
  const parents = parentsOf(domain);
  const answers = await Promise.all(parents.map((p) => query(p)));
  for (const [i, answer] of answers.entries()) {
    if (!ANSWERED.includes(answer.status)) return { domain: null, complete: false };
    if (recordsOf(answer, 'CAA').length > 0) return { domain: parents[i] ?? null, complete: true };
  }
  return { domain: null, complete: true };
}

/** The analysis itself; `analyze…` below adds the outcome. */
async function runDns(
  domain: string,
  context: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<Omit<DnsAnalysisResult, 'outcome' | 'checkedAt'>> {
  const ascii = normalizeDomainInput(domain, { allowUrl: true });
  const unicodeDomain = domainToUnicode(ascii) || ascii;

  const nothingSaid = (
    errorKey: DnsAnalysisResult['errorKey'],
  ): Omit<DnsAnalysisResult, 'outcome' | 'checkedAt'> => ({
    domain: ascii,
    unicodeDomain,
    exists: null,
    dnssecValidated: null,
    recordSets: emptySets(),
    caaDomain: null,
    noteKeys: [],
    errorKey,
  });
  if (context.offline) return nothingSaid('skip.offline-mode');

  const signal = deadlineSignal(context, options);
  if (!(await networkReachable(context, signal))) return nothingSaid(NETWORK_UNREACHABLE);
  const dns = context.dns;
  const answers = await Promise.all(
    DNS_RECORD_TYPES.map((type) => dns.query(ascii, type, { signal, provider: 'resolver' })),
  );
  const sets = emptySets();
  for (const [i, type] of DNS_RECORD_TYPES.entries()) {
    const answer = answers[i];
    if (answer !== undefined) sets[type] = toSet(type, answer);
  }

  const statuses = answers.map((a) => a.status);
  const exists = statuses.some((s) => s === 'ok' || s === 'nodata')
    ? true
    : statuses.includes('nxdomain')
      ? false
      : null;
  const answered = answers.filter((a) => ANSWERED.includes(a.status));
  const dnssecValidated = answered.length === 0 ? null : answered.every((a) => a.authenticated);
  const caa =
    exists === true
      ? await findCaa(ascii, sets.CAA, (name) => dns.query(name, 'CAA', { signal, provider: 'resolver' }))
      : { domain: null, complete: false };

  return {
    domain: ascii,
    unicodeDomain,
    exists,
    dnssecValidated,
    recordSets: sets,
    caaDomain: caa.domain,
    noteKeys: notesOf(ascii, sets, exists, caa),
    errorKey: answered.length === 0 ? 'dns.error.no-answer' : null,
  };
}

/**
 * Looks up the DNS records of one domain.
 *
 * @param domain - a domain name (IDNs accepted, converted to punycode) or a pasted web address
 *   (its host is used: `https://www.example.ca/login` → `www.example.ca`), at most 255 characters.
 * @param ctx - injected I/O: `ctx.dns` answers every lookup; `ctx.offline` skips them all.
 * @param options - `signal` aborts the lookups (combined with `ctx.timeoutMs`).
 * The result carries `outcome` (`dnsOutcome` below).
 * @returns the full `DnsAnalysisResult`; failed lookups are statuses in it, never thrown.
 * @throws InputError `input.domain-required`, `input.domain-too-long`, `input.domain-invalid`.
 * @see ../../../docs/dns.md
 */
export async function analyzeDns(
  domain: string,
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<DnsAnalysisResult> {
  const context = contextOf(ctx);
  return withCheckedAt(withOutcome(await runDns(domain, context, options), dnsOutcome), context.clock);
}

/**
 * `failed` offline or when no query got an answer; `partial` when some record type's query failed
 * (timeout, SERVFAIL, refused…); `complete` otherwise (NXDOMAIN and NODATA are answers).
 */
export function dnsOutcome(r: Omit<DnsAnalysisResult, 'outcome' | 'checkedAt'>): Outcome {
  if (r.errorKey !== null) return 'failed';
  const failed = Object.values(r.recordSets).some((s) => s.status !== null && !ANSWERED.includes(s.status));
  return failed ? 'partial' : 'complete';
}
