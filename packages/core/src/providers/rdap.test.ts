import { fakeHttp, type FakeHttpRoutes } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { createContext, type AnalysisContext } from '../context.js';
import { MemoryCache } from '../memory-cache.js';
import {
  RDAP_LIMITS,
  findRdapBase,
  getRdapBootstrap,
  lookupRdapDomain,
  parseBootstrap,
  parseJsonObject,
  rdapDomainUrl,
} from './rdap.js';
import { rdapSample } from '@secapi/test-kit/fixtures/rdap.js';

const fixture = rdapSample;

const BOOTSTRAP_URL = 'https://iana.test/rdap/dns.json';
const FALLBACK_URL = 'https://rdap-fallback.test/';
const bootstrapBody = fixture('bootstrap-dns.json');
const domainBody = fixture('shop-example-com.json');
const json = (body: string, status = 200) => ({
  status,
  headers: { 'content-type': 'application/rdap+json' },
  body,
});

function setup(routes: FakeHttpRoutes) {
  const http = fakeHttp({ [BOOTSTRAP_URL]: json(bootstrapBody), ...routes });
  let now = Date.parse('2025-01-20T12:00:00Z');
  const clock = { now: () => now };
  const ctx: AnalysisContext = createContext({
    http,
    clock,
    cache: new MemoryCache({ maxEntries: 100, clock }),
    providers: { rdapBootstrapUrl: BOOTSTRAP_URL, rdapFallbackUrl: FALLBACK_URL },
  });
  return { http, ctx, advance: (ms: number) => (now += ms) };
}
const signal = () => AbortSignal.timeout(5000);

describe('parseBootstrap / findRdapBase', () => {
  const bootstrap = parseBootstrap(JSON.parse(bootstrapBody))!;

  it('keeps valid services, prefers https and adds the trailing slash', () => {
    expect(bootstrap.services).toEqual({
      com: 'https://rdap.verisign.test/com/v1/',
      net: 'https://rdap.verisign.test/com/v1/',
      uk: 'https://rdap.nominet.test/uk/',
      'co.uk': 'https://rdap.co-uk.test/rdap/',
      ca: 'https://rdap.ca.test/',
    });
  });

  it('picks the longest matching suffix (multi-label TLD entries)', () => {
    expect(findRdapBase(bootstrap, 'example.co.uk')).toBe('https://rdap.co-uk.test/rdap/');
    expect(findRdapBase(bootstrap, 'example.org.uk')).toBe('https://rdap.nominet.test/uk/');
    expect(findRdapBase(bootstrap, 'shop-example.com')).toBe('https://rdap.verisign.test/com/v1/');
    expect(findRdapBase(bootstrap, 'example.org')).toBeNull();
  });

  it('uses the root entry "" as the last resort', () => {
    const withRoot = parseBootstrap({
      services: [
        [[''], ['https://root.test/']],
        [['com'], ['https://c.test/']],
      ],
    })!;
    expect(findRdapBase(withRoot, 'a.example')).toBe('https://root.test/');
    expect(findRdapBase(withRoot, 'a.com')).toBe('https://c.test/');
  });

  it('rejects documents that are not bootstrap files', () => {
    expect(parseBootstrap(null)).toBeNull();
    expect(parseBootstrap([])).toBeNull();
    expect(parseBootstrap({ services: 'x' })).toBeNull();
  });

  it('builds {base}domain/{name}', () => {
    expect(rdapDomainUrl('https://r.test/v1', 'a.com')).toBe('https://r.test/v1/domain/a.com');
  });
});

describe('parseJsonObject', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  it('parses objects, tolerates a BOM, and returns null for anything else', () => {
    expect(parseJsonObject(enc('\uFEFF{"a":1}'))).toEqual({ a: 1 });
    expect(parseJsonObject(enc('{"a":'))).toBeNull();
    expect(parseJsonObject(enc('[1,2]'))).toBeNull();
    expect(parseJsonObject(enc('"x"'))).toBeNull();
    expect(parseJsonObject(new Uint8Array([0xff, 0xfe, 0x00]))).toBeNull();
  });
  it('refuses hostile nesting without recursing', () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    expect(parseJsonObject(enc(deep))).toBeNull();
    const ok = `${'{"a":'.repeat(10)}"[[[[{{{{"${'}'.repeat(10)}`;
    expect(parseJsonObject(enc(ok))).not.toBeNull();
  });
});

describe('lookupRdapDomain', () => {
  const registryUrl = 'https://rdap.verisign.test/com/v1/domain/shop-example.com';
  const fallbackUrl = 'https://rdap-fallback.test/domain/shop-example.com';

  it('asks the registry from the bootstrap with the RDAP Accept header, redirects and a body cap', async () => {
    const { http, ctx } = setup({ [registryUrl]: json(domainBody) });
    const r = await lookupRdapDomain(ctx, 'shop-example.com', signal());
    expect(r.outcome).toBe('found');
    expect(r.source).toBe('registry');
    expect(r.serverUrl).toBe(registryUrl);
    expect(http.calls.map((c) => c.url)).toEqual([BOOTSTRAP_URL, registryUrl]);
    const opts = http.calls[1]!.options;
    expect(opts.headers?.Accept).toMatch(/^application\/rdap\+json/);
    expect(opts.maxRedirects).toBe(RDAP_LIMITS.maxRedirects);
    expect(opts.maxBodyBytes).toBe(512 * 1024);
    expect(opts.signal).toBeInstanceOf(AbortSignal);
    // never the domain itself
    expect(http.calls.some((c) => new URL(c.url).hostname.endsWith('shop-example.com'))).toBe(false);
  });

  it('follows a registry redirect and reports the final URL', async () => {
    const moved = 'https://rdap2.verisign.test/domain/shop-example.com';
    const { ctx } = setup({
      [registryUrl]: { status: 301, headers: { location: moved } },
      [moved]: json(domainBody),
    });
    const r = await lookupRdapDomain(ctx, 'shop-example.com', signal());
    expect(r).toMatchObject({ outcome: 'found', source: 'registry', serverUrl: moved });
  });

  it('fetches the bootstrap once and reuses it from the cache for 24 h', async () => {
    const { http, ctx, advance } = setup({ '*': json(domainBody) });
    await Promise.all([
      lookupRdapDomain(ctx, 'a-example.com', signal()),
      lookupRdapDomain(ctx, 'b-example.com', signal()),
    ]);
    await lookupRdapDomain(ctx, 'c-example.com', signal());
    expect(http.calls.filter((c) => c.url === BOOTSTRAP_URL)).toHaveLength(1);
    advance(RDAP_LIMITS.bootstrapTtlMs + 1);
    await lookupRdapDomain(ctx, 'd-example.com', signal());
    expect(http.calls.filter((c) => c.url === BOOTSTRAP_URL)).toHaveLength(2);
  });

  it('registry 404 is not-found, without asking the fallback', async () => {
    const { http, ctx } = setup({ [registryUrl]: json('{"errorCode":404,"title":"Not Found"}', 404) });
    const r = await lookupRdapDomain(ctx, 'shop-example.com', signal());
    expect(r).toEqual({ outcome: 'not-found', source: 'registry', serverUrl: registryUrl });
    expect(http.calls.map((c) => c.url)).not.toContain(fallbackUrl);
  });

  it.each([
    ['a 5xx', { status: 503, body: 'busy' }],
    ['a timeout', { error: 'timeout' as const }],
    ['broken JSON', json('{"objectClassName":"domain",')],
    ['JSON that is not a domain', json('{"objectClassName":"entity"}')],
    ['a body over the cap', json(`{"objectClassName":"domain","x":"${'a'.repeat(600 * 1024)}"}`)],
    ['too many redirects', { status: 302, headers: { location: registryUrl } }],
  ])('registry %s → the fallback answers', async (_label, entry) => {
    const { http, ctx } = setup({ [registryUrl]: entry, [fallbackUrl]: json(domainBody) });
    const r = await lookupRdapDomain(ctx, 'shop-example.com', signal());
    expect(r).toMatchObject({ outcome: 'found', source: 'fallback', serverUrl: fallbackUrl });
    expect(http.calls.at(-1)!.url).toBe(fallbackUrl);
  });

  it('no bootstrap entry → fallback, following its 302 to the registry', async () => {
    const orgRegistry = 'https://rdap.org-registry.test/domain/example.org';
    const { http, ctx } = setup({
      'https://rdap-fallback.test/domain/example.org': { status: 302, headers: { location: orgRegistry } },
      [orgRegistry]: json(domainBody.replace('SHOP-EXAMPLE.COM', 'EXAMPLE.ORG')),
    });
    const r = await lookupRdapDomain(ctx, 'example.org', signal());
    expect(r).toMatchObject({ outcome: 'found', source: 'fallback', serverUrl: orgRegistry });
    expect(http.calls.map((c) => c.url)).toEqual([
      BOOTSTRAP_URL,
      'https://rdap-fallback.test/domain/example.org',
      orgRegistry,
    ]);
  });

  it('fallback 404 after its redirect is not-found; its own 404 means no RDAP service for the TLD', async () => {
    const orgRegistry = 'https://rdap.org-registry.test/domain/nope.org';
    const a = setup({
      'https://rdap-fallback.test/domain/nope.org': { status: 302, headers: { location: orgRegistry } },
      [orgRegistry]: json('{}', 404),
    });
    expect(await lookupRdapDomain(a.ctx, 'nope.org', signal())).toEqual({
      outcome: 'not-found',
      source: 'fallback',
      serverUrl: orgRegistry,
    });
    const b = setup({ 'https://rdap-fallback.test/domain/x.org': json('{}', 404) });
    expect((await lookupRdapDomain(b.ctx, 'x.org', signal())).outcome).toBe('unsupported');
  });

  it('a 404 from the fallback itself proves nothing when the registry failed or IANA is down', async () => {
    const a = setup({ [registryUrl]: { status: 500 }, [fallbackUrl]: json('{}', 404) });
    expect((await lookupRdapDomain(a.ctx, 'shop-example.com', signal())).outcome).toBe('unavailable');
    const b = setup({ [BOOTSTRAP_URL]: { error: 'timeout' }, [fallbackUrl]: json('{}', 404) });
    expect((await lookupRdapDomain(b.ctx, 'shop-example.com', signal())).outcome).toBe('unavailable');
  });

  it('bootstrap unavailable → fallback; the failure is remembered for a minute only', async () => {
    const { http, ctx, advance } = setup({
      [BOOTSTRAP_URL]: { status: 500 },
      [fallbackUrl]: json(domainBody),
    });
    expect((await lookupRdapDomain(ctx, 'shop-example.com', signal())).source).toBe('fallback');
    expect(await getRdapBootstrap(ctx, signal())).toBeNull();
    expect(http.calls.filter((c) => c.url === BOOTSTRAP_URL)).toHaveLength(1);
    advance(RDAP_LIMITS.bootstrapFailureTtlMs + 1);
    await getRdapBootstrap(ctx, signal());
    expect(http.calls.filter((c) => c.url === BOOTSTRAP_URL)).toHaveLength(2);
  });

  it('everything failing is unavailable, never a throw', async () => {
    const { ctx } = setup({ [registryUrl]: { error: 'connection-refused' }, [fallbackUrl]: { status: 502 } });
    expect(await lookupRdapDomain(ctx, 'shop-example.com', signal())).toEqual({
      outcome: 'unavailable',
      source: null,
      serverUrl: null,
    });
  });

  it('an aborted deadline stops before the fallback', async () => {
    const { http, ctx } = setup({ '*': json(domainBody) });
    const controller = new AbortController();
    controller.abort();
    const r = await lookupRdapDomain(ctx, 'shop-example.com', controller.signal);
    expect(r.outcome).toBe('unavailable');
    expect(http.calls).toHaveLength(0);
  });
});
