import { fakeHttp, type FakeHttpRoutes } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { InputError } from '../../errors.js';
import { MemoryCache } from '../../memory-cache.js';
import { analyzeWhois } from './analyze.js';
import { mapStatuses, parseDomainObject } from '../../providers/rdap-registration/index.js';
import { rdapSample } from '@secapi/test-kit/fixtures/rdap.js';

const fixture = rdapSample;

const BOOTSTRAP_URL = 'https://iana.test/rdap/dns.json';
const COM = 'https://rdap.verisign.test/com/v1/domain/';
const FALLBACK = 'https://rdap-fallback.test/domain/';
const json = (body: string, status = 200) => ({
  status,
  headers: { 'content-type': 'application/rdap+json' },
  body,
});

function setup(routes: FakeHttpRoutes, nowIso = '2025-01-20T12:00:00Z', offline = false) {
  const http = fakeHttp({ [BOOTSTRAP_URL]: json(fixture('bootstrap-dns.json')), ...routes });
  const clock = { now: () => Date.parse(nowIso) };
  const ctx = createContext({
    http,
    clock,
    offline,
    cache: new MemoryCache({ maxEntries: 100, clock }),
    providers: { rdapBootstrapUrl: BOOTSTRAP_URL, rdapFallbackUrl: 'https://rdap-fallback.test' },
  });
  return { http, ctx };
}

describe('analyzeWhois', () => {
  it('reads a registry domain object: registrar, dates, EPP statuses, DNSSEC, name servers, registrant', async () => {
    const { ctx, http } = setup({ [`${COM}shop-example.com`]: json(fixture('shop-example-com.json')) });
    const r = await analyzeWhois('WWW.Shop-Example.com.', ctx);
    expect(r).toEqual({
      // When it was computed: the context's clock, not the system's.
      checkedAt: '2025-01-20T12:00:00.000Z',
      domain: 'www.shop-example.com',
      queriedDomain: 'shop-example.com',
      found: true,
      source: 'registry',
      serverUrl: `${COM}shop-example.com`,
      registrar: {
        name: 'MarkMonitor Inc.',
        ianaId: '292',
        url: 'https://www.markmonitor.test/',
        abuseEmail: 'abusecomplaints@markmonitor.test',
        abusePhone: '+1.2086851750',
      },
      createdAt: '1997-09-15T04:00:00.000Z',
      expiresAt: '2028-09-14T04:00:00.000Z',
      updatedAt: '2019-09-09T15:39:04.000Z',
      statuses: [
        'clientDeleteProhibited',
        'clientTransferProhibited',
        'clientUpdateProhibited',
        'serverHold',
        'frozen by court order',
      ],
      dnssec: { delegationSigned: true, dsCount: 1 },
      nameservers: ['ns1.example-dns.test', 'ns2.example-dns.test'],
      registrant: {
        name: 'Jeanne Tremblay',
        organization: 'Boutique Exemple inc.',
        country: 'CA',
        email: 'jeanne@shop-example.com',
      },
      registrantRedacted: false,
      noteKeys: ['whois.note.subdomain', 'whois.note.on-hold'],
      errorKey: null,
      outcome: 'complete',
    });
    expect(http.calls.map((c) => new URL(c.url).hostname)).toEqual(['iana.test', 'rdap.verisign.test']);
  });

  it('flags RFC 9537 redaction, a new registration and a near expiry', async () => {
    const { ctx } = setup(
      { [`${COM}privacy-example.com`]: json(fixture('redacted-rfc9537.json')) },
      '2025-01-05T00:00:00Z',
    );
    const r = await analyzeWhois('privacy-example.com', ctx);
    expect(r.registrantRedacted).toBe(true);
    expect(r.registrant).toEqual({ name: null, organization: null, country: 'DE', email: null });
    expect(r.createdAt).toBe('2024-12-20T07:30:00.000Z');
    expect(r.statuses).toEqual(['ok']);
    expect(r.dnssec).toEqual({ delegationSigned: null, dsCount: 0 });
    expect(r.noteKeys).toEqual(['whois.note.newly-registered', 'whois.note.registrant-redacted']);

    const later = setup(
      { [`${COM}privacy-example.com`]: json(fixture('redacted-rfc9537.json')) },
      '2025-12-01T00:00:00Z',
    );
    expect((await analyzeWhois('privacy-example.com', later.ctx)).noteKeys).toEqual([
      'whois.note.expires-soon',
      'whois.note.registrant-redacted',
    ]);
    const expired = setup(
      { [`${COM}privacy-example.com`]: json(fixture('redacted-rfc9537.json')) },
      '2026-01-01T00:00:00Z',
    );
    expect((await analyzeWhois('privacy-example.com', expired.ctx)).noteKeys).toContain('whois.note.expired');
  });

  it('drops placeholder values ("REDACTED FOR PRIVACY") and keeps what is really published', async () => {
    const { ctx } = setup({ [`${COM}hidden-example.net`]: json(fixture('redacted-placeholder.json')) });
    const r = await analyzeWhois('hidden-example.net', ctx);
    expect(r.registrantRedacted).toBe(true);
    expect(r.registrant).toEqual({
      name: null,
      organization: 'Privacy Guardian Ltd',
      country: 'CA',
      email: null,
    });
    expect(r.statuses).toEqual(['ok']);
    expect(r.noteKeys).toContain('whois.note.registrant-redacted');
  });

  it('registry 404 → found false, whois.error.not-found', async () => {
    const { ctx } = setup({ [`${COM}free-name.com`]: json('{"errorCode":404}', 404) });
    const r = await analyzeWhois('free-name.com', ctx);
    expect(r).toMatchObject({
      found: false,
      source: 'registry',
      serverUrl: `${COM}free-name.com`,
      errorKey: 'whois.error.not-found',
      registrar: { name: null, ianaId: null },
      statuses: [],
      nameservers: [],
    });
  });

  it('registry 5xx → the fallback answers (note whois.note.from-fallback)', async () => {
    const { ctx } = setup({
      [`${COM}shop-example.com`]: { status: 500 },
      [`${FALLBACK}shop-example.com`]: json(fixture('shop-example-com.json')),
    });
    const r = await analyzeWhois('shop-example.com', ctx);
    expect(r.source).toBe('fallback');
    expect(r.serverUrl).toBe(`${FALLBACK}shop-example.com`);
    expect(r.registrar.ianaId).toBe('292');
    expect(r.noteKeys).toContain('whois.note.from-fallback');
  });

  it('every server failing → whois.error.unavailable with the full shape', async () => {
    const { ctx } = setup({ '*': { error: 'timeout' } });
    const r = await analyzeWhois('shop-example.com', ctx);
    expect(r).toEqual({
      // When it was computed: the context's clock, not the system's.
      checkedAt: '2025-01-20T12:00:00.000Z',
      domain: 'shop-example.com',
      queriedDomain: 'shop-example.com',
      found: null,
      source: null,
      serverUrl: null,
      registrar: { name: null, ianaId: null, url: null, abuseEmail: null, abusePhone: null },
      createdAt: null,
      expiresAt: null,
      updatedAt: null,
      statuses: [],
      dnssec: { delegationSigned: null, dsCount: 0 },
      nameservers: [],
      registrant: { name: null, organization: null, country: null, email: null },
      registrantRedacted: false,
      noteKeys: [],
      errorKey: 'whois.error.unavailable',
      outcome: 'failed',
    });
  });

  it('unknown TLD everywhere → whois.error.unsupported-tld', async () => {
    const { ctx } = setup({ [`${FALLBACK}thing.zz`]: json('{}', 404) });
    const r = await analyzeWhois('thing.zz', ctx);
    expect(r.errorKey).toBe('whois.error.unsupported-tld');
    // An answer about the name, not a failure to look.
    expect(r.outcome).toBe('complete');
  });

  it('a public suffix is not looked up', async () => {
    const { ctx, http } = setup({});
    const r = await analyzeWhois('co.uk', ctx);
    expect(r.errorKey).toBe('whois.error.public-suffix');
    expect(http.calls).toHaveLength(0);
  });

  it('offline: no request, skip.offline-mode', async () => {
    const { ctx, http } = setup({}, undefined, true);
    const r = await analyzeWhois('shop-example.com', ctx);
    expect(r.errorKey).toBe('skip.offline-mode');
    expect(r.found).toBeNull();
    expect(http.calls).toHaveLength(0);
  });

  it('caches answers: a second check makes no request', async () => {
    const { ctx, http } = setup({ [`${COM}shop-example.com`]: json(fixture('shop-example-com.json')) });
    await analyzeWhois('shop-example.com', ctx);
    const before = http.calls.length;
    expect((await analyzeWhois('www.shop-example.com', ctx)).found).toBe(true);
    expect(http.calls).toHaveLength(before);
  });

  it('rejects bad input with InputError', async () => {
    const { ctx } = setup({});
    await expect(analyzeWhois('', ctx)).rejects.toBeInstanceOf(InputError);
    await expect(analyzeWhois('192.0.2.1', ctx)).rejects.toMatchObject({ key: 'input.domain-invalid' });
    await expect(analyzeWhois('x'.repeat(300), ctx)).rejects.toMatchObject({ key: 'input.domain-too-long' });
  });
});

describe('parseDomainObject with hostile data', () => {
  it('never throws and keeps only well-typed values', () => {
    const hostile = {
      objectClassName: 'domain',
      events: [null, 5, { eventAction: 'registration', eventDate: 'yesterday' }, { eventAction: 7 }],
      status: ['client hold', 42, '', 'a\u0000b\u202e'],
      entities: [{ roles: 'registrar' }, null, { roles: ['registrar'], vcardArray: ['vcard', 'x'] }],
      secureDNS: { delegationSigned: 'yes', dsData: 'many' },
      nameservers: [{ ldhName: 'ns1.ok.test' }, { ldhName: '<script>' }, 'x'],
      redacted: 'nope',
    };
    const r = parseDomainObject(hostile);
    expect(r.createdAt).toBeNull();
    expect(r.statuses).toEqual(['clientHold', 'a b']);
    expect(r.registrar.name).toBeNull();
    expect(r.dnssec).toEqual({ delegationSigned: null, dsCount: 0 });
    expect(r.nameservers).toEqual(['ns1.ok.test']);
    expect(r.registrantRedacted).toBe(false);
  });

  it('maps every RFC 8056 status and keeps EPP names already given', () => {
    expect(
      mapStatuses(['active', 'associated', 'redemption period', 'clientHold', 'pending delete']),
    ).toEqual(['ok', 'linked', 'redemptionPeriod', 'clientHold', 'pendingDelete']);
  });
});
