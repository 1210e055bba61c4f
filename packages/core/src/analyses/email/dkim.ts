/**
 * DKIM verification of an intact pasted message with mailauth (a maintained verifier), its DNS
 * questions answered by our DNS port (never the system resolver) and its clock by the context's.
 * A key lookup that failed (timeout, SERVFAIL…) gives `temperror`: the part then did not run.
 */
import type { DNSResolver } from 'mailauth';
// The verifier alone: mailauth's main entry also loads its BIMI and HTTP code, which this does not need.
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import type { AnalysisContext } from '../../context.js';
import { recordsOf, type RRType } from '../../net/dns/types.js';
import type { AuthVerdict } from './headers.js';

export interface DkimCheck {
  /** pass (a signature verified), fail (none verified), none (no signature), or temperror. */
  readonly result: Extract<
    AuthVerdict,
    'pass' | 'fail' | 'none' | 'neutral' | 'permerror' | 'temperror' | 'policy'
  >;
  /** Domain of the passing signature (or of the first one), or null. */
  readonly domain: string | null;
}

class LookupError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** mailauth's resolver over our DNS port: TXT strings per record; NXDOMAIN/NODATA as its codes. */
function resolverOf(ctx: AnalysisContext, signal: AbortSignal): DNSResolver {
  return async (name, rrtype) => {
    const type = rrtype.toUpperCase() as RRType;
    const answer = await ctx.dns.query(name, type, { signal, provider: 'resolver' });
    if (answer.status === 'nxdomain') throw new LookupError('ENOTFOUND');
    if (answer.status === 'nodata') throw new LookupError('ENODATA');
    if (answer.status !== 'ok') throw new LookupError(`E${answer.status.toUpperCase()}`);
    if (type !== 'TXT') throw new LookupError('ENODATA');
    return recordsOf(answer, 'TXT').map((r) => [...r.data]);
  };
}

const RANK: readonly string[] = ['pass', 'fail', 'policy', 'neutral', 'permerror', 'temperror'];

/** Verifies the DKIM signatures of `raw` (headers and body as sent). Never throws. */
export async function verifyDkim(raw: string, ctx: AnalysisContext, signal: AbortSignal): Promise<DkimCheck> {
  try {
    const out = await dkimVerify(raw, { resolver: resolverOf(ctx, signal), curTime: ctx.clock.now() });
    // An unsigned message comes back as one result without a signing domain ("message not signed").
    const results = out.results.filter((r) => domainOf(r) !== null);
    if (results.length === 0) return { result: 'none', domain: null };
    const best = [...results].sort((a, b) => rankOf(a.status.result) - rankOf(b.status.result))[0];
    const result = (best?.status.result ?? 'temperror').toLowerCase();
    return {
      result: (RANK.includes(result) ? result : 'permerror') as DkimCheck['result'],
      domain: best === undefined ? null : domainOf(best),
    };
  } catch {
    return { result: 'temperror', domain: null };
  }
}

/** The signing domain (`d=`) of a result, lower case; mailauth's types claim it always has one. */
function domainOf(result: object): string | null {
  const d = (result as { signingDomain?: unknown }).signingDomain;
  return typeof d === 'string' && d !== '' ? d.toLowerCase() : null;
}

function rankOf(result: string): number {
  const i = RANK.indexOf(result.toLowerCase());
  return i === -1 ? RANK.length : i;
}
