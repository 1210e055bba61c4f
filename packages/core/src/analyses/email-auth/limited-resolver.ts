/**
 * The SPF limited resolver (RFC 7208 §4.6.4): every DNS-querying term (include, redirect, a, mx,
 * ptr, exists) is charged here, and every lookup that returns nothing (NXDOMAIN / NODATA) counts as
 * void. Going past a limit, or a lookup failing temporarily, throws an `SpfAbort` that the evaluator
 * maps to `permerror` / `temperror`: the limits live in the wrapper, not in the evaluator.
 */
import type { DnsAnswer, RRType } from '../../net/dns/types.js';
import { isTemporary, isVoid, type MailLookup } from './lookup.js';

export const SPF_LIMITS = Object.freeze({
  /** DNS-querying mechanisms and modifiers, counted over the whole evaluation. */
  lookups: 10,
  /** Lookups returning NXDOMAIN or no record. */
  voidLookups: 2,
  /** Host names an `mx` mechanism may resolve to. */
  mxHosts: 10,
  /** Record size above which UDP answers may be truncated (RFC 7208 §3.4). */
  recordBytes: 450,
});

export type SpfAbortKind = 'lookup-limit' | 'void-lookup-limit' | 'temperror';

export class SpfAbort extends Error {
  constructor(
    readonly kind: SpfAbortKind,
    readonly domain: string,
    readonly status: string | null = null,
  ) {
    super(`SPF evaluation stopped: ${kind} at ${domain}`);
    this.name = 'SpfAbort';
  }
}

export class SpfLimitedResolver {
  lookupCount = 0;
  voidCount = 0;

  constructor(
    private readonly lookup: MailLookup,
    readonly limits: { readonly lookups: number; readonly voidLookups: number } = SPF_LIMITS,
  ) {}

  /** Charges one DNS-querying term; throws `lookup-limit` on the 11th. */
  charge(domain: string): void {
    this.lookupCount += 1;
    if (this.lookupCount > this.limits.lookups) throw new SpfAbort('lookup-limit', domain);
  }

  /**
   * Queries `name` for each of `types` (in parallel, one charged term), counting one void lookup
   * when none returns a record. A temporary failure of any query throws `temperror`.
   */
  async query(name: string, types: readonly RRType[]): Promise<DnsAnswer[]> {
    const answers = await Promise.all(types.map((t) => this.lookup.query(name, t)));
    const failed = answers.find((a) => isTemporary(a.status));
    if (failed) throw new SpfAbort('temperror', name, failed.status);
    if (answers.every(isVoid)) {
      this.voidCount += 1;
      if (this.voidCount > this.limits.voidLookups) throw new SpfAbort('void-lookup-limit', name);
    }
    return answers;
  }
}
