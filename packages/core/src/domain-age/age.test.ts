import { fakeHttp, type FakeHttpRoutes } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { analyzeWhois } from '../analyses/whois/index.js';
import { createContext } from '../context.js';
import { MemoryCache } from '../memory-cache.js';
import { ageBandOf, ageKeyOf, lookupDomainAge } from './age.js';

const BOOTSTRAP_URL = 'https://iana.test/dns.json';
const REGISTRY = 'https://rdap.registry.test/';
const DAY = 86_400_000;
const NOW = Date.parse('2025-06-01T00:00:00Z');

const bootstrap = JSON.stringify({ version: '1.0', services: [[['com', 'ca'], [REGISTRY]]] });
const domainObject = (registeredIso: string | null) =>
  JSON.stringify({
    objectClassName: 'domain',
    ldhName: 'x',
    events: registeredIso === null ? [] : [{ eventAction: 'registration', eventDate: registeredIso }],
  });

function setup(routes: FakeHttpRoutes, offline = false) {
  const http = fakeHttp({ [BOOTSTRAP_URL]: { status: 200, body: bootstrap }, ...routes });
  const clock = { now: () => NOW };
  const ctx = createContext({
    http,
    clock,
    offline,
    cache: new MemoryCache({ maxEntries: 100, clock }),
    providers: { rdapBootstrapUrl: BOOTSTRAP_URL, rdapFallbackUrl: 'https://fallback.test/' },
  });
  return { http, ctx };
}
const signal = () => AbortSignal.timeout(5000);
const registeredDaysAgo = (days: number) => new Date(NOW - days * DAY - 3_600_000).toISOString();

describe('lookupDomainAge', () => {
  it.each([
    [0, 'new', 'whois.age.under-a-week'],
    [6, 'new', 'whois.age.under-a-week'],
    [7, 'new', 'whois.age.under-a-month'],
    [29, 'new', 'whois.age.under-a-month'],
    [30, 'recent', 'whois.age.under-a-year'],
    [364, 'recent', 'whois.age.under-a-year'],
    [365, 'established', 'whois.age.one-to-five-years'],
    [1825, 'established', 'whois.age.one-to-five-years'],
    [1826, 'established', 'whois.age.over-five-years'],
    [10_000, 'established', 'whois.age.over-five-years'],
  ])('registered %i days ago → %s, %s', async (days, band, key) => {
    const registeredAt = registeredDaysAgo(days);
    const { ctx } = setup({
      [`${REGISTRY}domain/age-example.com`]: { status: 200, body: domainObject(registeredAt) },
    });
    const r = await lookupDomainAge('age-example.com', ctx, signal());
    expect(r).toEqual({
      wasAttempted: true,
      wasSuccessful: true,
      lookedUpDomain: 'age-example.com',
      registeredAt,
      ageInDays: days,
      ageBand: band,
      humanReadableAgeKey: key,
      errorMessageKey: null,
      skipReasonKey: null,
    });
  });

  it('looks up the registrable domain of a subdomain', async () => {
    const { http, ctx } = setup({ '*': { status: 200, body: domainObject('2020-01-01T00:00:00Z') } });
    const r = await lookupDomainAge('login.Shop.EXAMPLE.com', ctx, signal());
    expect(r.lookedUpDomain).toBe('example.com');
    expect(http.calls.at(-1)!.url).toBe(`${REGISTRY}domain/example.com`);
  });

  it('a registration date in the future counts as 0 days', async () => {
    const { ctx } = setup({ '*': { status: 200, body: domainObject('2030-01-01T00:00:00Z') } });
    expect(await lookupDomainAge('future.com', ctx, signal())).toMatchObject({
      ageInDays: 0,
      ageBand: 'new',
    });
  });

  it('not registered, no date, unavailable: attempted, unsuccessful, with an error key', async () => {
    const notFound = setup({ [`${REGISTRY}domain/nope.com`]: { status: 404, body: '{}' } });
    expect(await lookupDomainAge('nope.com', notFound.ctx, signal())).toMatchObject({
      wasAttempted: true,
      wasSuccessful: false,
      lookedUpDomain: 'nope.com',
      ageInDays: null,
      ageBand: null,
      humanReadableAgeKey: null,
      errorMessageKey: 'whois.error.not-found',
      skipReasonKey: null,
    });
    const noDate = setup({ '*': { status: 200, body: domainObject(null) } });
    expect((await lookupDomainAge('nodate.com', noDate.ctx, signal())).errorMessageKey).toBe(
      'whois.error.no-registration-date',
    );
    const down = setup({ '*': { error: 'timeout' } });
    expect((await lookupDomainAge('down.com', down.ctx, signal())).errorMessageKey).toBe(
      'whois.error.unavailable',
    );
  });

  it('offline → skip.offline-mode with no request', async () => {
    const { http, ctx } = setup({}, true);
    expect(await lookupDomainAge('example.com', ctx, signal())).toMatchObject({
      wasAttempted: false,
      lookedUpDomain: 'example.com',
      skipReasonKey: 'skip.offline-mode',
    });
    expect(http.calls).toHaveLength(0);
  });

  it.each(['192.0.2.1', '[2001:db8::1]', '2001:db8::1', 'localhost', ''])(
    '%s is not applicable (no request, no throw)',
    async (host) => {
      const { http, ctx } = setup({});
      expect(await lookupDomainAge(host, ctx, signal())).toMatchObject({
        wasAttempted: false,
        lookedUpDomain: null,
        skipReasonKey: 'skip.not-applicable',
      });
      expect(http.calls).toHaveLength(0);
    },
  );

  it('shares the cache with analyzeWhois: one RDAP request for both', async () => {
    const { http, ctx } = setup({ '*': { status: 200, body: domainObject('2020-01-01T00:00:00Z') } });
    await analyzeWhois('shared.com', ctx);
    const before = http.calls.length;
    expect((await lookupDomainAge('shared.com', ctx, signal())).wasSuccessful).toBe(true);
    expect(http.calls).toHaveLength(before);
  });
});

describe('age bands', () => {
  it('are new < 30 days, recent < 365 days, established from 365 days', () => {
    expect([0, 29, 30, 364, 365].map(ageBandOf)).toEqual(['new', 'new', 'recent', 'recent', 'established']);
    expect(ageKeyOf(3)).toBe('whois.age.under-a-week');
  });
});
