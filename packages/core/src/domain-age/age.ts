/**
 * `lookupDomainAge`: the domain-age part of check-url, from the RDAP registration date (the same
 * client, parser and cache as `analyzeWhois`, in providers/rdap-registration).
 */
import { isIP } from 'node:net';
import type { AnalysisContext } from '../context.js';
import { normalizeDomainInput } from '../input/domain.js';
import { lookupRegistration, registrableDomainOf } from '../providers/rdap-registration/index.js';
import type { DomainAgeErrorKey, DomainAgeWordKey } from './keys.js';
import type { AgeBand, DomainAgeReport } from './types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Age bands (days since the RDAP `registration` event): `new` below 30 days, `recent` below 365,
 * `established` from 365 on.
 */
export const AGE_BAND_DAYS = Object.freeze({ new: 30, recent: 365 });

export function ageBandOf(days: number): AgeBand {
  if (days < AGE_BAND_DAYS.new) return 'new';
  if (days < AGE_BAND_DAYS.recent) return 'recent';
  return 'established';
}

/**
 * The age in words, as a fixed key needing no parameters: under a week (< 7 days), under a month
 * (< 30), under a year (< 365), one to five years (< 1826), over five years.
 */
export function ageKeyOf(days: number): DomainAgeWordKey {
  if (days < 7) return 'whois.age.under-a-week';
  if (days < 30) return 'whois.age.under-a-month';
  if (days < 365) return 'whois.age.under-a-year';
  if (days < 1826) return 'whois.age.one-to-five-years';
  return 'whois.age.over-five-years';
}

function report(fields: Partial<DomainAgeReport>): DomainAgeReport {
  return {
    wasAttempted: false,
    wasSuccessful: false,
    lookedUpDomain: null,
    registeredAt: null,
    ageInDays: null,
    ageBand: null,
    humanReadableAgeKey: null,
    errorMessageKey: null,
    skipReasonKey: null,
    ...fields,
  };
}

/**
 * Looks up when `domain` was registered. Never throws.
 *
 * @param domain - the registrable domain of the URL (a subdomain is reduced to it; an IP address or
 *   a name that is not a domain gives `skip.not-applicable`).
 * @param ctx - `ctx.http`, `ctx.providers`, `ctx.cache` as for `analyzeWhois`; `ctx.clock` gives
 *   "now"; `ctx.offline` gives `skip.offline-mode`.
 * @param signal - the URL analysis' deadline.
 */
export async function lookupDomainAge(
  domain: string,
  ctx: AnalysisContext,
  signal: AbortSignal,
): Promise<DomainAgeReport> {
  const host = domain.trim().replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return report({ skipReasonKey: 'skip.not-applicable' });
  let ascii: string;
  try {
    ascii = normalizeDomainInput(host);
  } catch {
    return report({ skipReasonKey: 'skip.not-applicable' });
  }
  const name = registrableDomainOf(ascii);
  if (name === null) return report({ skipReasonKey: 'skip.not-applicable' });
  if (ctx.offline) return report({ lookedUpDomain: name, skipReasonKey: 'skip.offline-mode' });

  const lookup = await lookupRegistration(ctx, name, signal);
  const failed = (errorMessageKey: DomainAgeErrorKey): DomainAgeReport =>
    report({ wasAttempted: true, lookedUpDomain: name, errorMessageKey });
  if (lookup.outcome === 'not-found') return failed('whois.error.not-found');
  if (lookup.outcome === 'unsupported') return failed('whois.error.unsupported-tld');
  if (lookup.outcome === 'unavailable') return failed('whois.error.unavailable');
  const registeredAt = lookup.record.createdAt;
  if (registeredAt === null) return failed('whois.error.no-registration-date');
  // A registration date in the future is nonsense from the registry, read as "today".
  const ageInDays = Math.max(0, Math.floor((ctx.clock.now() - Date.parse(registeredAt)) / DAY_MS));
  return report({
    wasAttempted: true,
    wasSuccessful: true,
    lookedUpDomain: name,
    registeredAt,
    ageInDays,
    ageBand: ageBandOf(ageInDays),
    humanReadableAgeKey: ageKeyOf(ageInDays),
  });
}
