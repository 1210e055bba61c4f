/**
 * `analyzeWhois` (check-whois): the registration data of a domain from RDAP — registrar, dates, EPP
 * statuses, DNSSEC, name servers and any registrant data that is not redacted. Asks the domain's
 * registry (IANA bootstrap) with rdap.org as fallback; never connects to the domain itself.
 */
import { withCheckedAt, withOutcome, type Outcome } from '../../outcome.js';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { normalizeDomainInput } from '../../input/domain.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { lookupRegistration, registrableDomainOf } from '../../providers/rdap-registration/index.js';
import type {
  RegistrationRecord,
  WhoisAnalysisResult,
  WhoisErrorKey,
  WhoisNoteKey,
  WhoisSource,
} from './types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Thresholds of the notes. */
export const WHOIS_LIMITS = Object.freeze({
  /** `whois.note.newly-registered` below this age. */
  newlyRegisteredDays: 30,
  /** `whois.note.expires-soon` when the expiry is this close. */
  expiresSoonDays: 30,
});

const EMPTY_RECORD: RegistrationRecord = Object.freeze({
  registrar: Object.freeze({ name: null, ianaId: null, url: null, abuseEmail: null, abusePhone: null }),
  createdAt: null,
  expiresAt: null,
  updatedAt: null,
  statuses: Object.freeze([]),
  dnssec: Object.freeze({ delegationSigned: null, dsCount: 0 }),
  nameservers: Object.freeze([]),
  registrant: Object.freeze({ name: null, organization: null, country: null, email: null }),
  registrantRedacted: false,
});

export { registrableDomainOf };

function notesOf(
  domain: string,
  queriedDomain: string,
  source: WhoisSource | null,
  record: RegistrationRecord,
  now: number,
): WhoisNoteKey[] {
  const notes: WhoisNoteKey[] = [];
  if (queriedDomain !== domain) notes.push('whois.note.subdomain');
  const created = record.createdAt === null ? NaN : Date.parse(record.createdAt);
  if (now - created < WHOIS_LIMITS.newlyRegisteredDays * DAY_MS) notes.push('whois.note.newly-registered');
  const expires = record.expiresAt === null ? NaN : Date.parse(record.expiresAt);
  if (expires <= now) notes.push('whois.note.expired');
  else if (expires - now < WHOIS_LIMITS.expiresSoonDays * DAY_MS) notes.push('whois.note.expires-soon');
  if (record.statuses.some((s) => s === 'clientHold' || s === 'serverHold')) notes.push('whois.note.on-hold');
  if (record.statuses.some((s) => s === 'pendingDelete' || s === 'redemptionPeriod')) {
    notes.push('whois.note.pending-delete');
  }
  if (record.registrantRedacted) notes.push('whois.note.registrant-redacted');
  if (source === 'fallback') notes.push('whois.note.from-fallback');
  return notes;
}

/** The analysis itself; `analyze…` below adds the outcome. */
async function runWhois(
  domain: string,
  context: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<Omit<WhoisAnalysisResult, 'outcome' | 'checkedAt'>> {
  const ascii = normalizeDomainInput(domain, { allowUrl: true });
  const registrable = registrableDomainOf(ascii);
  const queriedDomain = registrable ?? ascii;

  const empty = (
    errorKey: WhoisAnalysisResult['errorKey'],
    found: boolean | null = null,
  ): Omit<WhoisAnalysisResult, 'outcome' | 'checkedAt'> => ({
    domain: ascii,
    queriedDomain,
    found,
    source: null,
    serverUrl: null,
    ...EMPTY_RECORD,
    noteKeys: queriedDomain !== ascii ? ['whois.note.subdomain'] : [],
    errorKey,
  });

  if (registrable === null) return empty('whois.error.public-suffix');
  if (context.offline) return empty('skip.offline-mode');

  const signal = deadlineSignal(context, options);
  if (!(await networkReachable(context, signal))) return empty(NETWORK_UNREACHABLE);
  const lookup = await lookupRegistration(context, queriedDomain, signal);
  if (lookup.outcome === 'not-found') {
    return { ...empty('whois.error.not-found', false), source: lookup.source, serverUrl: lookup.serverUrl };
  }
  if (lookup.outcome !== 'found') {
    const errorKey: WhoisErrorKey =
      lookup.outcome === 'unsupported' ? 'whois.error.unsupported-tld' : 'whois.error.unavailable';
    return empty(errorKey);
  }
  const record = lookup.record;
  return {
    domain: ascii,
    queriedDomain,
    found: true,
    source: lookup.source,
    serverUrl: lookup.serverUrl,
    ...record,
    noteKeys: notesOf(ascii, queriedDomain, lookup.source, record, context.clock.now()),
    errorKey: null,
  };
}

/**
 * Looks up the registration (RDAP) data of a domain.
 *
 * @param domain - a domain name (IDNs accepted) or a pasted web address (its host is used), at most
 *   255 characters; a subdomain is looked up
 *   as its registrable domain (`www.example.co.uk` → `example.co.uk`, note `whois.note.subdomain`).
 * @param ctx - injected I/O: `ctx.http` makes the requests, `ctx.providers` says where the IANA
 *   bootstrap and the fallback are, `ctx.cache` keeps the bootstrap (24 h) and answers (1 h),
 *   `ctx.clock` dates the notes; `ctx.offline` skips everything.
 * @param options - `signal` aborts the requests (combined with `ctx.timeoutMs`).
 * The result carries `outcome` (`whoisOutcome` below).
 * @returns the full `WhoisAnalysisResult`; failures are `errorKey`, never thrown.
 * @throws InputError `input.domain-required`, `input.domain-too-long`, `input.domain-invalid`.
 * @see ../../../docs/whois.md
 */
export async function analyzeWhois(
  domain: string,
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<WhoisAnalysisResult> {
  const context = contextOf(ctx);
  return withCheckedAt(withOutcome(await runWhois(domain, context, options), whoisOutcome), context.clock);
}

/**
 * `failed` offline, or when every RDAP server failed (`whois.error.unavailable`, an HTTP error);
 * `complete` otherwise: "not registered", "no RDAP service for this TLD" and "a public suffix" are
 * answers.
 */
export function whoisOutcome(r: Omit<WhoisAnalysisResult, 'outcome' | 'checkedAt'>): Outcome {
  const e = r.errorKey;
  if (e === null || e === 'whois.error.not-found' || e === 'whois.error.unsupported-tld') return 'complete';
  if (e === 'whois.error.public-suffix' || e === 'whois.error.no-registration-date') return 'complete';
  return 'failed';
}
