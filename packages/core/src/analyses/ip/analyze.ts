/**
 * `analyzeIp`: identity and reputation of a public IP address, over DNS only. Never a packet to
 * the address itself: reverse DNS (PTR, with forward confirmation), the origin AS from Team Cymru,
 * and a sample of DNS blocklists (`data/dnsbl.ts`), all queried in parallel through `ctx.dns`.
 */
import { withCheckedAt, withOutcome, type Outcome } from '../../outcome.js';
import { DNSBLS, DNSBL_ERROR_PREFIX, DNSBL_POLICY_MEANINGS, type Dnsbl } from '../../data/dnsbl.js';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { recordsOf, type DnsAnswer, type DnsPort, type DnsStatus } from '../../net/dns/types.js';
import {
  canonicalAddress,
  parseIpInput,
  reversedLabels,
  reverseName,
  type ParsedIp,
} from '../../net/address.js';
import { readDnsblAnswer } from '../../providers/dnsbl-answer.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import type { UpstreamProvider } from '../../ports.js';
import { checkDnsblTestEntries, networkReachable, type DnsblTestEntry } from '../../net/health.js';
import {
  asQueryName,
  originQueryName,
  parseAsTxt,
  parseOriginTxt,
  selectOrigin,
  type AsDescription,
} from '../../providers/cymru-asn.js';
import { cleanText } from '../../providers/clean-text.js';
import type {
  AsnReport,
  BlocklistReport,
  IpAnalysisResult,
  IpNoteKey,
  OriginAs,
  PtrReport,
} from './types.js';

/** Bounds on the lookups one analysis may make (so hostile answers cannot fan out). */
export const IP_LIMITS = Object.freeze({
  /** PTR names kept and forward-confirmed. */
  maxPtrNames: 5,
  /** Origin ASes whose name is looked up. */
  maxOriginAsns: 5,
});

const ANSWERED: readonly DnsStatus[] = ['ok', 'nodata', 'nxdomain'];
const HOSTNAME_RE =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

type Query = (
  name: string,
  type: Parameters<DnsPort['query']>[1],
  provider: UpstreamProvider,
) => Promise<DnsAnswer>;

function joinTxt(answer: DnsAnswer): string[] {
  return recordsOf(answer, 'TXT').map((r) => r.data.join(''));
}

async function lookUpPtr(parsed: ParsedIp, query: Query, answers: DnsAnswer[]): Promise<PtrReport> {
  const queryName = reverseName(parsed);
  const answer = await query(queryName, 'PTR', 'resolver');
  answers.push(answer);
  const base = { queryName, dnsStatus: answer.status, confirmedNames: [], forwardConfirmed: null };
  if (answer.status === 'nxdomain' || answer.status === 'nodata') {
    return { ...base, status: 'none', statusMessageKey: 'ip.ptr-status.none', names: [], errorKey: null };
  }
  if (answer.status !== 'ok') {
    return {
      ...base,
      status: 'error',
      statusMessageKey: 'ip.ptr-status.error',
      names: [],
      errorKey: `dns-status.${answer.status}`,
    };
  }
  const names = [...new Set(recordsOf(answer, 'PTR').map((r) => r.data.toLowerCase().replace(/\.$/, '')))]
    .filter((n) => n !== '')
    .slice(0, IP_LIMITS.maxPtrNames)
    .map((n) => cleanText(n, 253));
  const forwardType = parsed.version === 4 ? 'A' : 'AAAA';
  const checks = await Promise.all(
    names.map(async (name): Promise<boolean | null> => {
      if (!HOSTNAME_RE.test(name)) return false;
      const forward = await query(name, forwardType, 'resolver');
      const addresses = recordsOf(forward, forwardType).map((r) => canonicalAddress(r.data));
      if (addresses.includes(parsed.ip)) return true;
      return ANSWERED.includes(forward.status) ? false : null;
    }),
  );
  const confirmedNames = names.filter((_, i) => checks[i] === true);
  const forwardConfirmed =
    names.length === 0
      ? null
      : confirmedNames.length > 0
        ? true
        : checks.every((c) => c === false)
          ? false
          : null;
  return {
    ...base,
    status: names.length > 0 ? 'found' : 'none',
    statusMessageKey: names.length > 0 ? 'ip.ptr-status.found' : 'ip.ptr-status.none',
    names,
    confirmedNames,
    forwardConfirmed,
    errorKey: null,
  };
}

async function lookUpAsn(parsed: ParsedIp, query: Query, answers: DnsAnswer[]): Promise<AsnReport> {
  const answer = await query(originQueryName(parsed), 'TXT', 'team-cymru');
  answers.push(answer);
  const empty = {
    dnsStatus: answer.status,
    prefix: null,
    origins: [],
    countryCode: null,
    registry: null,
    allocatedOn: null,
  };
  if (answer.status === 'nxdomain' || answer.status === 'nodata') {
    return { ...empty, status: 'not-routed', statusMessageKey: 'ip.asn-status.not-routed', errorKey: null };
  }
  if (answer.status !== 'ok') {
    return {
      ...empty,
      status: 'error',
      statusMessageKey: 'ip.asn-status.error',
      errorKey: `dns-status.${answer.status}`,
    };
  }
  const origin = selectOrigin(
    joinTxt(answer)
      .map((t) => parseOriginTxt(t, parsed))
      .filter((r) => r !== null),
  );
  if (origin === null) {
    return {
      ...empty,
      status: 'error',
      statusMessageKey: 'ip.asn-status.error',
      errorKey: 'ip.asn-error.unreadable',
    };
  }
  const asns = origin.asns.slice(0, IP_LIMITS.maxOriginAsns);
  const descriptions = await Promise.all(
    asns.map(async (asn): Promise<AsDescription | null> => {
      const described = await query(asQueryName(asn), 'TXT', 'team-cymru');
      for (const text of joinTxt(described)) {
        const d = parseAsTxt(text, asn);
        if (d !== null) return d;
      }
      return null;
    }),
  );
  const origins: OriginAs[] = asns.map(
    (asn, i) => descriptions[i] ?? { asn, name: null, countryCode: null, registry: null, allocatedOn: null },
  );
  return {
    dnsStatus: answer.status,
    status: 'found',
    statusMessageKey: 'ip.asn-status.found',
    prefix: origin.prefix,
    origins,
    countryCode: origin.countryCode,
    registry: origin.registry,
    allocatedOn: origin.allocatedOn,
    errorKey: null,
  };
}

function blocklistBase(list: Dnsbl): Pick<BlocklistReport, 'id' | 'name' | 'operator' | 'zone'> {
  return { id: list.id, name: list.name, operator: list.operator, zone: list.zone };
}

function unqueriedBlocklist(list: Dnsbl, status: 'not-applicable' | 'skipped'): BlocklistReport {
  return {
    ...blocklistBase(list),
    status,
    statusMessageKey: `ip.blocklist-status.${status}`,
    listed: null,
    codes: [],
    meaningKeys: [],
    reason: null,
    errorKey: null,
  };
}

async function checkBlocklist(
  list: Dnsbl,
  parsed: ParsedIp,
  query: Query,
  answers: DnsAnswer[],
  testEntry: DnsblTestEntry,
): Promise<BlocklistReport> {
  if (parsed.version === 6 && !list.ipv6) return unqueriedBlocklist(list, 'not-applicable');
  if (!testEntry.listed) {
    // The list does not list its own test entry (127.0.0.2) through our resolver: whatever it
    // answers about this address means nothing, so it is not asked ("not checked", never "not
    // listed"). An operator error code on the test entry (Spamhaus refusing public resolvers) says why.
    const refusal = testEntry.codes.find(
      (c) => c.startsWith(DNSBL_ERROR_PREFIX) || Object.hasOwn(list.errorCodes, c),
    );
    return {
      ...unqueriedBlocklist(list, 'skipped'),
      ...(refusal === undefined
        ? { status: 'error', statusMessageKey: 'ip.blocklist-status.error' }
        : { status: 'refused', statusMessageKey: 'ip.blocklist-status.refused' }),
      codes: refusal === undefined ? [] : [refusal],
      errorKey:
        refusal === undefined
          ? 'ip.blocklist-error.test-entry-not-listed'
          : (list.errorCodes[refusal] ?? 'ip.blocklist-error.operator-error'),
    };
  }
  const name = `${reversedLabels(parsed)}.${list.zone}`;
  const answer = await query(name, 'A', 'dnsbl');
  answers.push(answer);
  const reading = readDnsblAnswer(list, answer);
  let reason: string | null = null;
  if (reading.status === 'listed') {
    const texts = joinTxt(await query(name, 'TXT', 'dnsbl'));
    const text = cleanText(texts.join(' '));
    reason = text === '' ? null : text;
  }
  return {
    ...blocklistBase(list),
    status: reading.status,
    statusMessageKey: `ip.blocklist-status.${reading.status}`,
    listed: reading.status === 'listed' ? true : reading.status === 'not-listed' ? false : null,
    codes: reading.codes,
    meaningKeys: reading.meaningKeys,
    reason,
    errorKey: reading.errorKey,
  };
}

function notesOf(
  parsed: ParsedIp,
  ptr: PtrReport,
  asn: AsnReport,
  blocklists: readonly BlocklistReport[],
): IpNoteKey[] {
  const notes: IpNoteKey[] = [];
  if (parsed.embeddedIpv4) notes.push('ip.note.embedded-ipv4');
  if (ptr.status === 'none') notes.push('ip.note.no-ptr');
  if (ptr.forwardConfirmed === false) notes.push('ip.note.ptr-not-confirmed');
  if (asn.status === 'not-routed') notes.push('ip.note.not-routed');
  if (asn.origins.length > 1) notes.push('ip.note.multiple-origins');
  if (asn.countryCode !== null || asn.origins.some((o) => o.countryCode !== null)) {
    notes.push('ip.note.country-is-registry');
  }
  const listed = blocklists.filter((b) => b.status === 'listed');
  if (listed.length > 0) {
    const policyOnly = listed.every((b) => b.meaningKeys.every((k) => DNSBL_POLICY_MEANINGS.includes(k)));
    notes.push(policyOnly ? 'ip.note.policy-listing-only' : 'ip.note.listed');
  }
  if (blocklists.some((b) => b.status === 'refused')) notes.push('ip.note.blocklists-refused');
  if (parsed.version === 6) notes.push('ip.note.ipv6-few-blocklists');
  return notes;
}

/** The analysis itself; `analyze…` below adds the outcome. */
async function runIp(
  ip: string,
  context: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<Omit<IpAnalysisResult, 'outcome' | 'checkedAt'>> {
  const parsed = parseIpInput(ip);
  const input = ip.trim();

  const signal = context.offline ? null : deadlineSignal(context, options);
  const reachable = signal === null ? true : await networkReachable(context, signal);
  if (signal === null || !reachable) {
    const ptr: PtrReport = {
      status: 'skipped',
      statusMessageKey: 'ip.ptr-status.skipped',
      dnsStatus: null,
      queryName: reverseName(parsed),
      names: [],
      confirmedNames: [],
      forwardConfirmed: null,
      errorKey: null,
    };
    const asn: AsnReport = {
      status: 'skipped',
      statusMessageKey: 'ip.asn-status.skipped',
      dnsStatus: null,
      prefix: null,
      origins: [],
      countryCode: null,
      registry: null,
      allocatedOn: null,
      errorKey: null,
    };
    const blocklists = DNSBLS.map((list) => unqueriedBlocklist(list, 'skipped'));
    return {
      input,
      ip: parsed.ip,
      version: parsed.version,
      ptr,
      asn,
      blocklists,
      listedCount: 0,
      checkedCount: 0,
      noteKeys: parsed.embeddedIpv4 ? ['ip.note.embedded-ipv4'] : [],
      errorKey: signal === null ? 'skip.offline-mode' : NETWORK_UNREACHABLE,
    };
  }

  const dns = context.dns;
  const query: Query = (name, type, provider) => dns.query(name, type, { signal, provider });
  const answers: DnsAnswer[] = [];
  const testEntries = checkDnsblTestEntries(
    context,
    DNSBLS.map((l) => l.zone),
    signal,
  );
  const [ptr, asn, blocklists] = await Promise.all([
    lookUpPtr(parsed, query, answers),
    lookUpAsn(parsed, query, answers),
    testEntries.then((listed) =>
      Promise.all(
        DNSBLS.map((list) =>
          checkBlocklist(list, parsed, query, answers, listed.get(list.zone) ?? { listed: false, codes: [] }),
        ),
      ),
    ),
  ]);

  const noAnswer = answers.length > 0 && answers.every((a) => !ANSWERED.includes(a.status));
  return {
    input,
    ip: parsed.ip,
    version: parsed.version,
    ptr,
    asn,
    blocklists,
    listedCount: blocklists.filter((b) => b.status === 'listed').length,
    checkedCount: blocklists.filter((b) => b.status === 'listed' || b.status === 'not-listed').length,
    noteKeys: notesOf(parsed, ptr, asn, blocklists),
    errorKey: noAnswer ? 'ip.error.no-answer' : null,
  };
}

/**
 * Analyses one public IP address.
 *
 * @param ip - IPv4 or IPv6 in any notation ipaddr.js reads (at most 255 characters).
 * @param ctx - injected I/O: `ctx.dns` answers every lookup; `ctx.offline` skips them all.
 * @param options - `signal` aborts the lookups (combined with `ctx.timeoutMs`).
 * The result carries `outcome` (`ipOutcome` below).
 * @returns the full `IpAnalysisResult`; lookups that fail are reported in it, never thrown.
 * @throws InputError `input.ip-required`, `input.ip-too-long`, `input.ip-invalid`, `input.ip-not-public`.
 * @see ../../../docs/ip.md
 */
export async function analyzeIp(
  ip: string,
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<IpAnalysisResult> {
  const context = contextOf(ctx);
  return withCheckedAt(withOutcome(await runIp(ip, context, options), ipOutcome), context.clock);
}

/**
 * `failed` offline or when no lookup got an answer; `partial` when the PTR or origin lookup failed or
 * a blocklist could not be read (error, or refused as Spamhaus refuses public resolvers);
 * `complete` otherwise.
 */
export function ipOutcome(r: Omit<IpAnalysisResult, 'outcome' | 'checkedAt'>): Outcome {
  if (r.errorKey !== null) return 'failed';
  const partial =
    r.ptr.status === 'error' ||
    r.asn.status === 'error' ||
    r.blocklists.some((b) => b.status === 'error' || b.status === 'refused');
  return partial ? 'partial' : 'complete';
}
