/**
 * The registration lookup shared by `analyzeWhois` (check-whois) and `lookupDomainAge` (check-url):
 * one RDAP client, one cache. Answers (found or not found) are cached 1 h in `ctx.cache`, so a URL
 * check and a whois check of the same domain make one RDAP request.
 */
import { getDomain } from 'tldts';
import type { AnalysisContext } from '../../context.js';
import { lookupRdapDomain, type RdapSource } from '../rdap.js';
import { parseDomainObject } from './parse.js';
import type { RegistrationRecord } from './types.js';

/** How long an answer from a registry (found or not found) is reused. */
export const REGISTRATION_CACHE_TTL_MS = 60 * 60 * 1000;

export type RegistrationLookup =
  | {
      readonly outcome: 'found';
      readonly source: RdapSource;
      readonly serverUrl: string;
      readonly record: RegistrationRecord;
    }
  | { readonly outcome: 'not-found'; readonly source: RdapSource; readonly serverUrl: string }
  | { readonly outcome: 'unsupported'; readonly source: null; readonly serverUrl: null }
  | { readonly outcome: 'unavailable'; readonly source: null; readonly serverUrl: null };

function cacheKey(name: string): string {
  return `rdap:domain:${name}`;
}

function isLookup(value: unknown): value is RegistrationLookup {
  return (
    typeof value === 'object' &&
    value !== null &&
    'outcome' in value &&
    (value.outcome === 'found' || value.outcome === 'not-found')
  );
}

/** RDAP registration data of `name` (an ASCII registrable domain). Never throws. */
export async function lookupRegistration(
  ctx: AnalysisContext,
  name: string,
  signal: AbortSignal,
): Promise<RegistrationLookup> {
  const cached = ctx.cache.get(cacheKey(name));
  if (isLookup(cached)) return cached;
  let lookup: RegistrationLookup;
  try {
    const answer = await lookupRdapDomain(ctx, name, signal);
    lookup =
      answer.outcome === 'found'
        ? {
            outcome: 'found',
            source: answer.source,
            serverUrl: answer.serverUrl,
            record: parseDomainObject(answer.document),
          }
        : answer;
  } catch {
    // The HTTP port never rejects; this guards against a faulty port or cache, not hostile data.
    return { outcome: 'unavailable', source: null, serverUrl: null };
  }
  if (lookup.outcome === 'found' || lookup.outcome === 'not-found') {
    ctx.cache.set(cacheKey(name), lookup, REGISTRATION_CACHE_TTL_MS);
  }
  return lookup;
}

/** The registrable domain of `name` (ICANN section of the Public Suffix List), or null. */
export function registrableDomainOf(name: string): string | null {
  return getDomain(name, { allowPrivateDomains: false, extractHostname: false, validateHostname: false });
}
