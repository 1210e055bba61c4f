/**
 * `analyzeTyposquat`: generates the look-alikes of a domain (`variants.ts`) and asks DNS which of
 * them exist, most plausible first, within a query budget and the analysis deadline.
 */
import { withCheckedAt, withOutcome, type Outcome as AnalysisOutcome } from '../../outcome.js';
import { setMaxListeners } from 'node:events';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { type DnsAnswer, type DnsPort, type DnsStatus, type RRType } from '../../net/dns/types.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { FUZZERS, fuzzerNameKey, type TyposquatNoteKey } from './keys.js';
import type { FuzzerCount, RegisteredVariant, StoppedBy, TyposquatResult, UnknownVariant } from './types.js';
import { buildVariantSet, type TyposquatVariant, type VariantOptions } from './variants.js';

export const TYPOSQUAT_LIMITS = Object.freeze({
  /** DNS queries one request may send (NS for every checked variant, A/AAAA/MX for those that exist). */
  defaultQueryBudget: 600,
  /** Largest budget a caller may ask for. */
  maxQueryBudget: 20_000,
  /** Queries in flight at once. */
  defaultConcurrency: 24,
  maxConcurrency: 128,
  /** Unknown variants listed in the result (all are counted). */
  maxUnknownListed: 50,
  /**
   * Above this share of checked variants without a usable answer (unknown: DNS failures, or look-ups
   * cut short by the deadline), the look-alikes are not a picture of anything: `errorKey`
   * `typosquat.error.most-lookups-failed` and outcome `partial` (what was found still holds, but
   * "no registered look-alike among those checked" would mislead). Every checked variant unknown (or
   * none checked before the deadline): `typosquat.error.dns-unavailable`, outcome `failed`.
   */
  maxUnknownShare: 0.5,
});

export interface TyposquatOptions extends AnalyzeOptions, VariantOptions {
  /** DNS queries this call may send (default 600, at most 20,000). */
  readonly queryBudget?: number;
  /** Queries in flight at once (default 24, at most 128). */
  readonly concurrency?: number;
}

const FAILURES: ReadonlySet<DnsStatus> = new Set(['servfail', 'refused', 'timeout', 'malformed', 'error']);

type Outcome =
  | { readonly kind: 'registered'; readonly value: RegisteredVariant }
  | { readonly kind: 'unregistered' }
  | { readonly kind: 'no-records' }
  | { readonly kind: 'unknown'; readonly value: UnknownVariant };

/** Why a query was not sent. */
type NotSent = 'budget' | 'deadline';

class QueryGate {
  sent = 0;
  stoppedBy: StoppedBy | null = null;

  constructor(
    private readonly dns: DnsPort,
    private readonly budget: number,
    readonly signal: AbortSignal,
  ) {}

  /** Whether a new query may be sent now; records why not. */
  canSend(): NotSent | null {
    if (this.signal.aborted) return 'deadline';
    if (this.sent >= this.budget) return 'budget';
    return null;
  }

  stop(reason: NotSent): void {
    this.stoppedBy ??= reason;
  }

  async query(name: string, type: RRType): Promise<DnsAnswer | NotSent> {
    const refused = this.canSend();
    if (refused !== null) return refused;
    this.sent++;
    return raceAbort(
      this.dns.query(name, type, { signal: this.signal, provider: 'resolver' }),
      name,
      type,
      this.signal,
    );
  }
}

/** The port promises to answer `timeout` on abort; this keeps the deadline even if one does not. */
function raceAbort(
  answer: Promise<DnsAnswer>,
  name: string,
  type: RRType,
  signal: AbortSignal,
): Promise<DnsAnswer> {
  const timedOut: DnsAnswer = {
    name,
    type,
    status: 'timeout',
    records: [],
    authenticated: false,
    resolver: null,
    cached: false,
  };
  if (signal.aborted) return Promise.resolve(timedOut);
  return new Promise((resolve) => {
    const onAbort = (): void => {
      resolve(timedOut);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (a) => {
        signal.removeEventListener('abort', onAbort);
        resolve(a);
      },
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve({ ...timedOut, status: 'error' });
      },
    );
  });
}

function unknownOf(
  v: TyposquatVariant,
  status: DnsStatus | null,
  reason: UnknownVariant['reasonKey'],
): Outcome {
  return {
    kind: 'unknown',
    value: {
      domain: v.domain,
      unicodeDomain: v.unicodeDomain,
      fuzzers: v.fuzzers,
      fuzzerNameKeys: v.fuzzers.map(fuzzerNameKey),
      plausibility: v.plausibility,
      status,
      statusMessageKey: status === null ? null : `dns-status.${status}`,
      reasonKey: reason,
    },
  };
}

const dedupe = (list: readonly string[]): string[] => [...new Set(list)];

/**
 * Host names or addresses of one type from an answer (CNAMEs skipped). Local rather than
 * `recordsOf`, whose `Extract` cannot pick one type out of the record variant that groups A, AAAA,
 * CNAME, NS and PTR.
 */
function stringsOf(answer: DnsAnswer | undefined, type: 'A' | 'AAAA' | 'NS'): string[] {
  const out: string[] = [];
  for (const r of answer?.records ?? []) {
    if (r.type === type && typeof r.data === 'string') out.push(r.data);
  }
  return dedupe(out);
}

function mailServersOf(answer: DnsAnswer | undefined): string[] {
  const mx: { preference: number; exchange: string }[] = [];
  for (const r of answer?.records ?? []) if (r.type === 'MX') mx.push(r.data);
  mx.sort((a, b) => a.preference - b.preference || a.exchange.localeCompare(b.exchange));
  return dedupe(mx.map((d) => d.exchange));
}

/**
 * One variant: NS first (NXDOMAIN: unregistered, one query); otherwise A, AAAA and MX in turn.
 * Null when not even the NS query could be sent.
 */
async function checkVariant(v: TyposquatVariant, gate: QueryGate): Promise<Outcome | null> {
  const ns = await gate.query(v.domain, 'NS');
  if (typeof ns === 'string') {
    gate.stop(ns);
    return null;
  }
  if (ns.status === 'nxdomain') return { kind: 'unregistered' };
  if (FAILURES.has(ns.status)) {
    return unknownOf(
      v,
      ns.status,
      gate.signal.aborted ? 'typosquat.unknown.deadline' : 'typosquat.unknown.dns-failure',
    );
  }
  const nameServers = stringsOf(ns, 'NS');
  const found: Partial<Record<'A' | 'AAAA' | 'MX', DnsAnswer>> = {};
  let cut: NotSent | null = null;
  let failure: DnsStatus | null = null;
  for (const type of ['A', 'AAAA', 'MX'] as const) {
    const answer = await gate.query(v.domain, type);
    if (typeof answer === 'string') {
      cut = answer;
      gate.stop(answer);
      break;
    }
    found[type] = answer;
    if (FAILURES.has(answer.status)) failure ??= answer.status;
  }
  const ipv4Addresses = stringsOf(found.A, 'A');
  const ipv6Addresses = stringsOf(found.AAAA, 'AAAA');
  const mailServers = mailServersOf(found.MX);
  if (nameServers.length + ipv4Addresses.length + ipv6Addresses.length + mailServers.length > 0) {
    return {
      kind: 'registered',
      value: {
        domain: v.domain,
        unicodeDomain: v.unicodeDomain,
        fuzzers: v.fuzzers,
        fuzzerNameKeys: v.fuzzers.map(fuzzerNameKey),
        plausibility: v.plausibility,
        nameServers,
        ipv4Addresses,
        ipv6Addresses,
        mailServers,
        detailsComplete: cut === null && failure === null,
      },
    };
  }
  if (failure !== null) {
    return unknownOf(
      v,
      failure,
      gate.signal.aborted ? 'typosquat.unknown.deadline' : 'typosquat.unknown.dns-failure',
    );
  }
  if (cut !== null) return unknownOf(v, null, `typosquat.unknown.${cut}`);
  return { kind: 'no-records' };
}

function checkedInteger(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
  return n;
}

/** The analysis itself; `analyze…` below adds the outcome. */
async function runTyposquat(
  domain: string,
  context: AnalysisContext,
  options: TyposquatOptions = {},
): Promise<Omit<TyposquatResult, 'outcome' | 'checkedAt'>> {
  const queryBudget = checkedInteger(
    'queryBudget',
    options.queryBudget,
    TYPOSQUAT_LIMITS.defaultQueryBudget,
    0,
    TYPOSQUAT_LIMITS.maxQueryBudget,
  );
  const concurrency = checkedInteger(
    'concurrency',
    options.concurrency,
    TYPOSQUAT_LIMITS.defaultConcurrency,
    1,
    TYPOSQUAT_LIMITS.maxConcurrency,
  );
  const set = buildVariantSet(domain, options);
  const { variants } = set;
  const noteKeys: TyposquatNoteKey[] = [];
  if (set.idnSkipped) noteKeys.push('typosquat.note.idn-not-accepted');

  const outcomes: (Outcome | null)[] = new Array<Outcome | null>(variants.length).fill(null);
  let gate: QueryGate | null = null;
  const signal = !context.offline && set.parts !== null ? deadlineSignal(context, options) : null;
  const unreachable = signal !== null && !(await networkReachable(context, signal));
  if (signal !== null && !unreachable) {
    // Every in-flight query listens to the deadline (here and in the port): not a leak.
    setMaxListeners(4 * concurrency + 16, signal);
    const g = new QueryGate(context.dns, queryBudget, signal);
    gate = g;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < variants.length) {
        const refused = g.canSend();
        if (refused !== null) {
          g.stop(refused);
          return;
        }
        const index = next++;
        const variant = variants[index];
        if (variant === undefined) return;
        outcomes[index] = await checkVariant(variant, g);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, variants.length) }, worker));
  }

  const registered: RegisteredVariant[] = [];
  const unknownAll: UnknownVariant[] = [];
  let unregistered = 0;
  let noRecords = 0;
  const perFuzzer = new Map(FUZZERS.map((z) => [z, { generated: 0, checked: 0, registered: 0 }]));
  variants.forEach((v, i) => {
    const outcome = outcomes[i];
    for (const z of v.fuzzers) {
      const c = perFuzzer.get(z);
      if (!c) continue;
      c.generated++;
      if (outcome) c.checked++;
      if (outcome?.kind === 'registered') c.registered++;
    }
    if (!outcome) return;
    if (outcome.kind === 'registered') registered.push(outcome.value);
    else if (outcome.kind === 'unknown') unknownAll.push(outcome.value);
    else if (outcome.kind === 'unregistered') unregistered++;
    else noRecords++;
  });
  const variantsChecked = registered.length + unknownAll.length + unregistered + noRecords;
  // A stop only matters when something was left undone.
  const stoppedBy =
    gate?.stoppedBy != null &&
    (variantsChecked < variants.length ||
      unknownAll.some((u) => u.status === null) ||
      registered.some((r) => !r.detailsComplete))
      ? gate.stoppedBy
      : null;
  if (stoppedBy === 'budget') noteKeys.push('typosquat.note.budget-reached');
  if (stoppedBy === 'deadline') noteKeys.push('typosquat.note.deadline-reached');
  if (unknownAll.length > 0) noteKeys.push('typosquat.note.unknown-not-registered');

  let errorKey: TyposquatResult['errorKey'] = null;
  if (set.parts === null) errorKey = 'typosquat.error.no-registrable-domain';
  else if (context.offline) errorKey = 'skip.offline-mode';
  else if (unreachable) errorKey = NETWORK_UNREACHABLE;
  else if (
    (variantsChecked > 0 && unknownAll.length === variantsChecked) ||
    (variantsChecked === 0 && stoppedBy === 'deadline')
  ) {
    errorKey = 'typosquat.error.dns-unavailable';
  } else if (unknownAll.length > TYPOSQUAT_LIMITS.maxUnknownShare * variantsChecked) {
    errorKey = 'typosquat.error.most-lookups-failed';
  }

  const fuzzerCounts: FuzzerCount[] = FUZZERS.map((z) => {
    const c = perFuzzer.get(z) ?? { generated: 0, checked: 0, registered: 0 };
    return { fuzzer: z, fuzzerNameKey: fuzzerNameKey(z), ...c };
  });

  return {
    domain: set.domain,
    unicodeDomain: set.unicodeDomain,
    registrableDomain: set.registrableDomain,
    variantsGenerated: variants.length,
    variantsChecked,
    queriesSent: gate?.sent ?? 0,
    queryBudget,
    stoppedBy,
    counts: { registered: registered.length, unregistered, noRecords, unknown: unknownAll.length },
    registered,
    unknown: unknownAll.slice(0, TYPOSQUAT_LIMITS.maxUnknownListed),
    fuzzerCounts,
    errorKey,
    noteKeys,
  };
}

/**
 * Generates the look-alike variants of a domain and checks, most plausible first, which are
 * registered in DNS.
 *
 * - Each checked variant costs one NS query when it does not exist (NXDOMAIN), up to four (NS, A,
 *   AAAA, MX) when it does. At most `queryBudget` queries are sent and at most `concurrency` are in
 *   flight; no new query starts after the deadline (`ctx.timeoutMs` or `options.signal`).
 *   `stoppedBy` says which limit left variants unchecked.
 * - A SERVFAIL, REFUSED, timeout, malformed or failed answer makes the variant `unknown`, never
 *   registered (dnstwist counts SERVFAIL as registered; we do not).
 * - Offline (`ctx.offline`), the variants are generated and counted but nothing is queried:
 *   `errorKey` is `skip.offline-mode`.
 *
 * @param domain - the domain to protect (IDN or punycode, at most 255 characters).
 * @param ctx - injected I/O; `getDefaultContext()` when omitted. Queries go through `ctx.dns`.
 * @param options - `signal`, `queryBudget`, `concurrency`, and the variant options (`fuzzers`,
 *   `dictionary`, `tlds`).
 * The result carries `outcome` (`typosquatOutcome` below).
 * @returns the full `TyposquatResult`; never rejects for DNS trouble.
 * @throws InputError for an empty, too long or invalid domain; RangeError for a bad budget or concurrency.
 * @example
 * ```ts
 * const r = await analyzeTyposquat('example.com');
 * r.registered.map((v) => v.domain); // e.g. ['exampl.com', 'examp1e.com', …]
 * ```
 * @see ../../../docs/typosquat.md
 */
export async function analyzeTyposquat(
  domain: string,
  ctx?: AnalysisContext,
  options: TyposquatOptions = {},
): Promise<TyposquatResult> {
  const context = contextOf(ctx);
  return withCheckedAt(
    withOutcome(await runTyposquat(domain, context, options), typosquatOutcome),
    context.clock,
  );
}

/**
 * `failed` offline, when the service's network is unreachable, for a name with no registrable
 * domain, or when no lookup got a usable answer; `partial` when most lookups got no usable answer
 * (`typosquat.error.most-lookups-failed`, over `TYPOSQUAT_LIMITS.maxUnknownShare`), the deadline
 * cut the run short or some variants could not be resolved (DNS failures); `complete` otherwise
 * (the query budget is by design, not a failure).
 */
export function typosquatOutcome(r: Omit<TyposquatResult, 'outcome' | 'checkedAt'>): AnalysisOutcome {
  if (r.errorKey === 'typosquat.error.most-lookups-failed') return 'partial';
  if (r.errorKey !== null) return 'failed';
  if (r.stoppedBy === 'deadline') return 'partial';
  return r.unknown.some((u) => u.reasonKey === 'typosquat.unknown.dns-failure') ? 'partial' : 'complete';
}
