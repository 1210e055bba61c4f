/**
 * The links' network checks (online): redirects through `fakeHttp`, domain ages through an injected
 * lookup. What each answer makes the link and the email say, the host limit, the deadline, and that
 * a check that did not finish is never read as passed. Through the real HTTP client against a local
 * server: analyze.local-http.test.ts.
 */
import { fakeDns, fakeHttp } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { skippedDomainAge, type DomainAgeLookup } from '../../domain-age/index.js';
import type { HttpPort } from '../../net/http/types.js';
import { analyzeEmail } from './analyze.js';
import type { DomainAgeReport } from '../../domain-age/index.js';
import { inspectUrl } from '../../lexical/inspect.js';
import type { HttpErrorCode, HttpResponse } from '../../net/http/types.js';
import { redirectReportOf, type RedirectReport } from '../../redirects/index.js';
import { LINK_NETWORK_LIMITS, hostCheckFinished, linkNetworkFindings } from './link-network.js';
import type { Inspected } from './links.js';
import type { EmailAnalysisResult } from './types.js';

const codes = (r: EmailAnalysisResult): string[] => r.findings.map((f) => f.code);
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

/** Registration ages in days by registrable domain; others are 20 years old. */
function ages(days: Record<string, number>, failing: readonly string[] = []): DomainAgeLookup {
  return (domain) => {
    if (failing.includes(domain))
      return Promise.resolve({
        ...skippedDomainAge(domain, null),
        wasAttempted: true,
        errorMessageKey: 'whois.error.unavailable',
      });
    const d = days[domain] ?? 7300;
    return Promise.resolve({
      ...skippedDomainAge(domain, null),
      wasAttempted: true,
      wasSuccessful: true,
      registeredAt: new Date(NOW - d * DAY).toISOString(),
      ageInDays: d,
      ageBand: d < 30 ? 'new' : d < 365 ? 'recent' : 'established',
      humanReadableAgeKey: 'whois.age.over-five-years',
    });
  };
}

const HEADERS = 'From: Store <news@store.example>\nTo: a@example.net\nSubject: Our fall catalogue';

function run(
  body: string,
  http: HttpPort,
  lookup: DomainAgeLookup = ages({}),
  timeoutMs = 5000,
): Promise<EmailAnalysisResult> {
  return analyzeEmail(
    { emailBody: body, rawHeaders: HEADERS },
    createContext({
      dns: fakeDns({
        'store.example': { A: ['192.0.2.1'] },
        '_dmarc.store.example': { TXT: [['v=DMARC1; p=reject']] },
      }),
      http,
      timeoutMs,
    }),
    { lookupDomainAge: lookup },
  );
}

describe('check-email: the links’ network checks', () => {
  it('follows a shortener to a newly registered domain: the link and the email say so', async () => {
    const http = fakeHttp({
      'https://bit.ly/3xYz': { status: 301, headers: { location: 'https://interac-depot.example/claim' } },
      'https://interac-depot.example/claim': { status: 200 },
    });
    const r = await run(
      'Your transfer is waiting: https://bit.ly/3xYz',
      http,
      ages({ 'interac-depot.example': 3 }),
    );
    const link = r.links.find((l) => l.host === 'bit.ly');
    expect(link?.network).toMatchObject({
      status: 'checked',
      summaryKey: 'email.link-network.checked',
      finalUrl: 'https://interac-depot.example/claim',
      finalHost: 'interac-depot.example',
      redirectCount: 1,
      ageDomain: 'interac-depot.example',
      domainAgeDays: 3,
      ageBand: 'new',
      errorKey: null,
    });
    const networkCodes = link?.network?.findings.map((f) => f.code) ?? [];
    expect(networkCodes).toEqual(
      expect.arrayContaining(['email-link-shortener-risky', 'email-link-domain-new']),
    );
    expect(codes(r)).toEqual(expect.arrayContaining(networkCodes));
    // The link's verdict counts the network findings on top of its lexical score.
    const lexical = link?.findings.reduce((s, f) => s + f.scoreImpact, 0) ?? 0;
    const network = link?.network?.findings.reduce((s, f) => s + f.scoreImpact, 0) ?? 0;
    expect(link?.confidenceScore).toBe(Math.min(100, lexical + network));
    expect(link?.verdictKey).toBe('verdict.dangerous');
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(r.skipped.map((s) => s.id)).not.toContain('link-network-checks');
  });

  it('says nothing more about a direct link to an old domain', async () => {
    const http = fakeHttp({ 'https://store.example/fall': { status: 200 } });
    const r = await run('See the catalogue: https://store.example/fall', http);
    expect(r.links[0]?.network).toMatchObject({
      status: 'checked',
      redirectCount: 0,
      ageBand: 'established',
    });
    expect(r.links[0]?.network?.findings).toEqual([]);
    expect(r.verdictKey).toBe('verdict.likely-safe');
    expect(r.outcome).toBe('complete');
  });

  it('says when a link goes through another site, without weighing it, and not when it lands on the sender’s own site', async () => {
    const http = fakeHttp({
      'https://click.mailer.example/a': { status: 302, headers: { location: 'https://store.example/fall' } },
      'https://store.example/fall': { status: 200 },
      'https://go.partner.example/b': { status: 302, headers: { location: 'https://other-shop.example/' } },
      'https://other-shop.example/': { status: 200 },
    });
    const own = await run('Shop: https://click.mailer.example/a', http);
    expect(codes(own)).not.toContain('email-link-redirect-cross-domain');
    const other = await run('Partner offer: https://go.partner.example/b', http);
    expect(codes(other)).toContain('email-link-redirect-cross-domain');
    expect(other.verdictKey).toBe('verdict.likely-safe');
  });

  it('flags a link into a private network and a link whose host does not exist', async () => {
    const http = fakeHttp({
      'https://promo.example/x': { status: 302, headers: { location: 'http://intranet.example/admin' } },
      'http://intranet.example/admin': { error: 'blocked-by-policy' },
      'https://gone.example/login': { error: 'dns-nxdomain' },
    });
    const r = await run('Offer: https://promo.example/x and login https://gone.example/login', http);
    expect(codes(r)).toEqual(
      expect.arrayContaining(['email-link-redirect-private', 'email-link-unresolvable']),
    );
    expect(r.skipped.map((s) => s.id)).not.toContain('link-network-checks');
  });

  it('reports a check that did not finish as failed: nothing concluded, the result inconclusive', async () => {
    const http = fakeHttp({ 'https://slow.example/p': { error: 'timeout', detail: 'headers' } });
    const r = await run('Pay here: https://slow.example/p', http);
    expect(r.links[0]?.network).toMatchObject({
      status: 'failed',
      errorKey: 'http-error.timeout',
      findings: [],
    });
    expect(r.skipped.find((s) => s.id === 'link-network-checks')?.reasonKey).toBe('email.skip.lookup-failed');
    expect(r.isInconclusive).toBe(true);
    // The registry not answering is a failure too (the age is unknown, not "old").
    const rdapDown = await run(
      'See https://store.example/fall',
      fakeHttp({ 'https://store.example/fall': { status: 200 } }),
      ages({}, ['store.example']),
    );
    expect(rdapDown.links[0]?.network?.status).toBe('failed');
    expect(rdapDown.isInconclusive).toBe(true);
  });

  it('stops at the analysis deadline: an unanswered link is failed, never passed', async () => {
    const hanging: HttpPort = {
      request: (_url, options) =>
        new Promise((resolve) => {
          options?.signal?.addEventListener('abort', () => {
            resolve({
              response: null,
              hops: [],
              error: { code: 'timeout', detail: 'aborted' },
              wasBlockedByPolicy: false,
              hitMaxRedirects: false,
            });
          });
        }),
    };
    const started = Date.now();
    const r = await run('Verify: https://hang.example/v', hanging, ages({}), 300);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r.links[0]?.network?.status).toBe('failed');
    expect(r.skipped.find((s) => s.id === 'link-network-checks')?.reasonKey).toBe('email.skip.lookup-failed');
  });

  it(`checks at most ${LINK_NETWORK_LIMITS.maxHosts} hosts, the most suspicious first; the others are not checked`, async () => {
    const hosts = Array.from({ length: 9 }, (_, i) => `site${i}.example`);
    const routes: Record<string, { status: number }> = {};
    for (const h of hosts) routes[`https://${h}/`] = { status: 200 };
    routes['http://198.51.100.7/login'] = { status: 200 };
    const http = fakeHttp(routes);
    const body = [...hosts.map((h) => `https://${h}/`), 'http://198.51.100.7/login'].join('\n');
    const r = await run(body, http);
    const statuses = r.links.map((l) => l.network?.status);
    expect(statuses.filter((s) => s === 'checked')).toHaveLength(LINK_NETWORK_LIMITS.maxHosts);
    expect(statuses.filter((s) => s === 'not-checked')).toHaveLength(10 - LINK_NETWORK_LIMITS.maxHosts);
    // The IP-address link (the most suspicious lexically) was among those checked.
    expect(r.links.find((l) => l.host === '198.51.100.7')?.network?.status).toBe('checked');
    expect(new Set(http.calls.map((c) => new URL(c.url).host)).size).toBe(LINK_NETWORK_LIMITS.maxHosts);
    expect(r.skipped.find((s) => s.id === 'link-network-checks')?.reasonKey).toBe('email.skip.link-limit');
    expect(r.outcome).toBe('partial');
  });

  it('is skipped offline: no request, no network part on the links', async () => {
    const http = fakeHttp({});
    const r = await analyzeEmail(
      { emailBody: 'https://bit.ly/3xYz', rawHeaders: HEADERS },
      createContext({ offline: true, http }),
    );
    expect(http.calls).toEqual([]);
    expect(r.links[0]?.network).toBeNull();
    expect(r.skipped.find((s) => s.id === 'link-network-checks')?.reasonKey).toBe('skip.offline-mode');
  });
});

describe('linkNetworkFindings and hostCheckFinished (pure)', () => {
  const inspected = (href: string): Inspected => {
    const inspection = inspectUrl(href, { model: false });
    return {
      link: {
        href,
        text: href,
        host: inspection.analyzedHost,
        confidenceScore: inspection.score.confidenceScore,
        verdictKey: 'verdict.likely-safe',
        findings: inspection.findings,
        network: null,
      },
      site: inspection.registrableDomain,
      inspection,
      script: false,
    };
  };
  const age = (domain: string | null, days: number | null): DomainAgeReport => ({
    ...skippedDomainAge(domain, null),
    wasAttempted: true,
    wasSuccessful: days !== null,
    ageInDays: days,
    ageBand: days === null ? null : days < 30 ? 'new' : days < 365 ? 'recent' : 'established',
    errorMessageKey: days === null ? 'whois.error.unsupported-tld' : null,
  });
  const chain = (urls: string[], error: HttpErrorCode | null = null): RedirectReport =>
    redirectReportOf(urls[0] ?? '', {
      response: error === null ? ({ url: urls.at(-1) } as HttpResponse) : null,
      hops: urls.map((url, i) => ({
        url,
        status: error === null || i < urls.length - 1 ? (i < urls.length - 1 ? 302 : 200) : null,
        location: i < urls.length - 1 ? (urls[i + 1] ?? null) : null,
        host: new URL(url).hostname,
        address: '203.0.113.10',
      })),
      error: error === null ? null : { code: error, detail: null },
      wasBlockedByPolicy: error === 'blocked-by-policy',
      hitMaxRedirects: false,
    });
  const codesOf = (
    i: Inspected,
    redirects: RedirectReport,
    a: DomainAgeReport,
    fromSite: string | null = null,
  ) => linkNetworkFindings(i, { redirects, final: null, age: a }, { fromSite }).map((f) => f.code);

  it('a young domain (30–89 days) is a weak sign, an older one none', () => {
    const l = inspected('https://shop.example/p');
    expect(codesOf(l, chain(['https://shop.example/p']), age('shop.example', 45))).toEqual([
      'email-link-domain-young',
    ]);
    expect(codesOf(l, chain(['https://shop.example/p']), age('shop.example', 200))).toEqual([]);
    // An unknown age (registry without RDAP) says nothing, and the check still finished.
    expect(codesOf(l, chain(['https://shop.example/p']), age('shop.example', null))).toEqual([]);
    expect(
      hostCheckFinished({ redirects: chain(['https://shop.example/p']), age: age('shop.example', null) }),
    ).toBe(true);
  });

  it('a shortener landing on an ordinary old site raises nothing', () => {
    const l = inspected('https://bit.ly/abc');
    expect(
      codesOf(l, chain(['https://bit.ly/abc', 'https://www.example.org/article']), age('example.org', 9000)),
    ).toEqual([]);
  });

  it('a redirect to another site is noted, except onto the sender’s own site', () => {
    const l = inspected('https://go.partner.example/x');
    const r = chain(['https://go.partner.example/x', 'https://store.example/']);
    expect(codesOf(l, r, age('store.example', 9000))).toEqual(['email-link-redirect-cross-domain']);
    expect(codesOf(l, r, age('store.example', 9000), 'store.example')).toEqual([]);
  });

  it('counts timeouts, refused connections and DNS failures as not finished', () => {
    for (const code of ['timeout', 'connection-refused', 'dns-failure', 'tls-error'] as const)
      expect(
        hostCheckFinished({ redirects: chain(['https://a.example/'], code), age: age('a.example', 9000) }),
      ).toBe(false);
    for (const code of ['dns-nxdomain', 'blocked-by-policy', 'too-many-redirects'] as const)
      expect(
        hostCheckFinished({ redirects: chain(['https://a.example/'], code), age: age('a.example', 9000) }),
      ).toBe(true);
    const unavailable = { ...age('a.example', null), errorMessageKey: 'whois.error.unavailable' as const };
    expect(hostCheckFinished({ redirects: chain(['https://a.example/']), age: unavailable })).toBe(false);
  });
});
