/**
 * The network part of the links (online only, through `ctx.http` and the domain-age lookup): for the
 * first `LINK_NETWORK_LIMITS.maxHosts` distinct hosts, most suspicious first, in parallel within the
 * analysis deadline, the redirect chain (`src/redirects/`, as check-url follows it: GET, body never
 * read, every hop through the port's address policy) and the age of the registrable domain where
 * the chain ends (`src/domain-age/`, RDAP).
 *
 * A check that did not finish (timeout, connection failure, registry unavailable) is `failed`: it
 * says nothing and the part is reported as not run; hosts over the limit are `not-checked`. Neither
 * is ever read as "passed".
 */
import { parse as parseDomain } from 'tldts';
import type { AnalysisContext } from '../../context.js';
import { makeFinding } from '../../findings.js';
import {
  domainAgeOf,
  lookupDomainAge,
  skippedDomainAge,
  type DomainAgeLookup,
} from '../../domain-age/index.js';
import type { DomainAgeReport } from '../../domain-age/types.js';
import { verdictKey } from '../../keys.js';
import { inspectUrl, type UrlInspection } from '../../lexical/inspect.js';
import { cleanExcerpt } from '../../lexical/phrases/normalize.js';
import { followRedirects, redirectCount, type RedirectReport } from '../../redirects/index.js';
import { verdictForScore } from '../../scoring.js';
import type { EmailFindings } from './collect.js';
import { isTracking, type Inspected } from './links.js';
import { EMAIL_RULES, type EmailFindingCode } from './rules.js';
import type { EmailLinkNetwork } from './result-parts.js';
import type { EmailFinding, EmailLink } from './types.js';

export const LINK_NETWORK_LIMITS = Object.freeze({
  /** Distinct link hosts checked per email (the most suspicious first). */
  maxHosts: 6,
  /** `email-link-domain-young`: a domain younger than this many days (and not `new`). */
  youngDays: 90,
});

export type { EmailLinkNetwork } from './result-parts.js';

/** HTTP errors that are an answer (the link's fate is known), not a check that failed. */
const DEFINITE_HTTP_ERRORS: ReadonlySet<string> = new Set([
  'http-error.blocked-by-policy',
  'http-error.invalid-url',
  'http-error.unsupported-scheme',
  'http-error.port-not-allowed',
  'http-error.dns-nxdomain',
  'http-error.too-many-redirects',
  'http-error.invalid-redirect',
]);
/** Registry answers that leave the age unknown for good (not a failed check). */
const DEFINITE_AGE_ERRORS: ReadonlySet<string> = new Set([
  'whois.error.not-found',
  'whois.error.unsupported-tld',
  'whois.error.no-registration-date',
]);

function inspectFinal(url: string): UrlInspection | null {
  try {
    return inspectUrl(url, { model: false });
  } catch {
    return null;
  }
}

function siteOf(host: string | null): string | null {
  if (host === null) return null;
  return parseDomain(host).domain ?? host;
}

export interface HostCheck {
  readonly redirects: RedirectReport;
  readonly final: UrlInspection | null;
  readonly age: DomainAgeReport;
}

async function checkHost(
  inspection: UrlInspection,
  ctx: AnalysisContext,
  signal: AbortSignal,
  lookup: DomainAgeLookup,
): Promise<HostCheck> {
  const redirects = await followRedirects(inspection.normalizedUrl, ctx.http, signal, ctx.timeoutMs);
  const finalUrl = redirects.finalUrl;
  const final = finalUrl !== null && finalUrl !== inspection.normalizedUrl ? inspectFinal(finalUrl) : null;
  const ageTarget = redirects.wasSuccessful && final !== null ? final : inspection;
  const ageDomain = ageTarget.registrableDomain;
  const age =
    ageDomain === null
      ? skippedDomainAge(null, 'skip.not-applicable')
      : await domainAgeOf(ageDomain, lookup, ctx, signal);
  return { redirects, final, age };
}

/** Did the checks finish with an answer (even "no response": a name that does not exist)? */
export function hostCheckFinished(check: Pick<HostCheck, 'redirects' | 'age'>): boolean {
  const { redirects, age } = check;
  const chainDone =
    redirects.wasSuccessful ||
    (redirects.errorMessageKey !== null && DEFINITE_HTTP_ERRORS.has(redirects.errorMessageKey));
  const ageDone =
    age.wasSuccessful ||
    age.skipReasonKey === 'skip.not-applicable' ||
    (age.errorMessageKey !== null && DEFINITE_AGE_ERRORS.has(age.errorMessageKey));
  return chainDone && ageDone;
}

export interface NetworkFindingContext {
  /** The From domain's registrable domain (a newsletter's tracker landing on it is ordinary). */
  readonly fromSite: string | null;
}

/** The findings one link's checks give (pure; exported for tests). */
export function linkNetworkFindings(
  link: Inspected,
  check: HostCheck,
  ctx: NetworkFindingContext,
): EmailFinding[] {
  const out: EmailFinding[] = [];
  const add = (code: EmailFindingCode, parameters: Record<string, string | number>): void => {
    out.push(makeFinding(code, EMAIL_RULES, parameters));
  };
  const { redirects, final, age } = check;
  const host = link.link.host ?? '';
  const moved = redirects.hops.length > 1;
  const finalSite = siteOf(redirects.finalHost);
  const shortener =
    link.inspection?.findings.some(
      (f) =>
        f.code === 'url-shortener' || f.code === 'url-shortener-managed' || f.code === 'url-shortener-shape',
    ) ?? false;
  const isNew = age.wasSuccessful && age.ageBand === 'new';

  if (redirects.wasBlockedByPolicy && moved && redirects.finalHost !== null)
    add('email-link-redirect-private', { host, to: redirects.finalHost });
  if (redirects.errorMessageKey === 'http-error.dns-nxdomain' && !moved)
    add('email-link-unresolvable', { host });
  if (moved && finalSite !== null && link.site !== null && finalSite !== link.site) {
    const finalScore = final?.score.confidenceScore ?? 0;
    if (shortener) {
      if (isNew || finalScore >= 15) add('email-link-shortener-risky', { host, to: finalSite });
    } else if (!isTracking(host) && finalSite !== ctx.fromSite) {
      add('email-link-redirect-cross-domain', { host, to: finalSite });
    }
    if (final !== null && finalScore >= 40 && finalScore > link.link.confidenceScore)
      add('email-link-redirect-suspicious', { host, to: finalSite, score: finalScore });
  }
  if (age.wasSuccessful && age.lookedUpDomain !== null) {
    const p = { domain: age.lookedUpDomain, days: age.ageInDays ?? 0 };
    if (isNew) add('email-link-domain-new', p);
    else if (age.ageInDays !== null && age.ageInDays < LINK_NETWORK_LIMITS.youngDays)
      add('email-link-domain-young', p);
  }
  return out;
}

function networkOf(
  status: EmailLinkNetwork['status'],
  check: HostCheck | null,
  findings: readonly EmailFinding[],
): EmailLinkNetwork {
  const r = check?.redirects;
  const age = check?.age;
  return {
    status,
    summaryKey: `email.link-network.${status}`,
    finalUrl: r === undefined || r.finalUrl === null ? null : cleanExcerpt(r.finalUrl, 200),
    finalHost: r?.finalHost ?? null,
    redirectCount: r === undefined ? 0 : redirectCount(r),
    ageDomain: age?.lookedUpDomain ?? null,
    domainAgeDays: age?.ageInDays ?? null,
    ageBand: age?.ageBand ?? null,
    errorKey: r?.errorMessageKey ?? age?.errorMessageKey ?? null,
    findings,
  };
}

/** The link with its network checks, its score and verdict now counting what the network showed. */
function withNetwork(link: EmailLink, network: EmailLinkNetwork): EmailLink {
  if (network.findings.length === 0) return { ...link, network };
  const added = network.findings.reduce((sum, f) => sum + f.scoreImpact, 0);
  const confidenceScore = Math.max(0, Math.min(100, link.confidenceScore + added));
  return { ...link, network, confidenceScore, verdictKey: verdictKey(verdictForScore(confidenceScore)) };
}

export interface LinkNetworkCheck {
  /** The links, with `network` filled for every web link, most suspicious first. */
  readonly links: EmailLink[];
  /** Hosts checked (finished or not). */
  readonly hostsChecked: number;
  /** Some checked host did not finish. */
  readonly anyFailed: boolean;
  /** Some web link's host was over the limit. */
  readonly anyOverLimit: boolean;
}

/**
 * Checks the links' hosts (at most `maxHosts`, most suspicious first, in parallel within `signal`),
 * adds the findings to `out` and returns the links with their network part.
 */
export async function checkLinkNetwork(
  inspected: readonly Inspected[],
  ctx: AnalysisContext,
  signal: AbortSignal,
  findingContext: NetworkFindingContext,
  out: EmailFindings,
  lookup: DomainAgeLookup = lookupDomainAge,
): Promise<LinkNetworkCheck> {
  const hosts: string[] = [];
  const firstOfHost = new Map<string, Inspected>();
  for (const i of inspected) {
    const host = i.link.host;
    if (i.inspection === null || host === null || firstOfHost.has(host)) continue;
    firstOfHost.set(host, i);
    hosts.push(host);
  }
  const selected = hosts.slice(0, LINK_NETWORK_LIMITS.maxHosts);
  const checks = new Map<string, HostCheck>();
  await Promise.all(
    selected.map(async (host) => {
      const first = firstOfHost.get(host);
      if (first === undefined || first.inspection === null) return;
      checks.set(host, await checkHost(first.inspection, ctx, signal, lookup));
    }),
  );
  let anyFailed = false;
  const links = inspected.map((i) => {
    const host = i.link.host;
    if (i.inspection === null || host === null) return i.link;
    const check = checks.get(host);
    if (check === undefined) return { ...i.link, network: networkOf('not-checked', null, []) };
    if (!hostCheckFinished(check)) {
      anyFailed = true;
      return { ...i.link, network: networkOf('failed', check, []) };
    }
    const findings = linkNetworkFindings(i, check, findingContext);
    for (const f of findings) out.add(f.code, f.parameters);
    return withNetwork(i.link, networkOf('checked', check, findings));
  });
  return {
    links: links.sort((a, b) => b.confidenceScore - a.confidenceScore),
    hostsChecked: selected.length,
    anyFailed,
    anyOverLimit: hosts.length > selected.length,
  };
}
