/**
 * The service knows when its own network is broken (a failed lookup is never a finding of absence): every network analysis of
 * `ANALYSES`, run through the REAL DNS client (and the real HTTP client over it) against resolvers
 * that behave like a captive portal or a broken upstream, answers `outcome: 'failed'` with
 * `errorKey: 'error.network-unreachable'` (check-url: its network parts skipped with that key) and
 * states nothing about the target; the same analyses against a healthy nsd root still answer.
 *
 * Resolvers: scripted servers (`startScriptedDnsServer`) that answer a bare NXDOMAIN to every name,
 * an NXDOMAIN carrying the root SOA to every name, or nothing at all; a real nsd for the healthy
 * case (skipped, or failed under SECAPI_REQUIRE_SYSTEM_SERVERS=1, without nsd).
 */
import {
  DNSBL_TEST_ENTRY_RECORDS,
  brokenResolverHandler,
  ensureNsd,
  networkCheckZones,
  startNsd,
  startScriptedDnsServer,
  zoneFile,
  type NsdServer,
  type ScriptedDnsServer,
  type ScriptedHandler,
  type SystemBinary,
} from '@secapi/test-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSES, type AnalysisId } from './analyses.js';
import { createContext, type AnalysisContext } from './context.js';

/** One input per network analysis (check-message is local: it never contacts anything). */
const INPUTS: Readonly<Record<Exclude<AnalysisId, 'check-message'>, string>> = {
  'check-url': 'https://shop.example-test.com/login',
  'check-email-auth': 'someone@example-test.com',
  'check-headers': 'https://shop.example-test.com/',
  'check-typosquat': 'example-test.com',
  'check-certs': 'example-test.com',
  'check-ip': '193.0.6.139',
  'check-dns': 'example-test.com',
  'check-whois': 'example-test.com',
  'check-hash': '44d88612fea8a8f36de82e1278abb02f',
  'check-acme': 'example-test.com',
  'check-tls': 'shop.example-test.com',
  // A whole raw message: its sending server (first external Received hop) would be asked about.
  'check-email': [
    'Received: from mail.example-test.com (mail.example-test.com [193.0.6.139]) by mx.example.ca; Tue, 24 Nov 2026 10:00:00 +0000',
    'From: Shop <news@example-test.com>',
    'To: kim@example.ca',
    'Subject: Your order',
    'Message-ID: <1@example-test.com>',
    'Date: Tue, 24 Nov 2026 10:00:00 +0000',
    '',
    'Thank you for your order.',
    '',
  ].join('\r\n'),
};
const NETWORK_IDS = Object.keys(INPUTS) as (keyof typeof INPUTS)[];

/** What a result would say about the target if it trusted the broken resolver. */
const CLAIMS =
  /nxdomain|not-listed|"listed":false|"found":false|not-found|none-found|no-ptr|not-routed|dns\.note\.|typosquat\.note\.|"exists":false/;

function run(id: keyof typeof INPUTS, ctx: AnalysisContext): Promise<Record<string, unknown>> {
  const analysis = ANALYSES[id] as { analyze: (input: string, c: AnalysisContext) => Promise<unknown> };
  return analysis.analyze(INPUTS[id], ctx) as Promise<Record<string, unknown>>;
}

/** The fields of each result that would carry a statement about the target: all empty. */
function expectNothingSaid(id: keyof typeof INPUTS, r: Record<string, unknown>): void {
  const json = JSON.stringify(r);
  expect(json, `${id} states something about the target`).not.toMatch(CLAIMS);
  switch (id) {
    case 'check-url':
      expect(r).toMatchObject({
        outcome: 'partial',
        isInconclusive: true,
        recommendedActionKey: 'url.action.inconclusive',
        redirects: { wasAttempted: false, hops: [], skipReasonKey: 'error.network-unreachable' },
        domainAge: { wasAttempted: false, registeredAt: null, skipReasonKey: 'error.network-unreachable' },
        webRisk: { wasAttempted: false, skipReasonKey: 'error.network-unreachable' },
      });
      return;
    case 'check-dns':
      expect(r).toMatchObject({ exists: null, dnssecValidated: null, caaDomain: null, noteKeys: [] });
      for (const set of Object.values(
        r.recordSets as Record<string, { status: unknown; records: unknown }>,
      )) {
        expect(set).toMatchObject({ status: null, records: [] });
      }
      return;
    case 'check-ip':
      expect(r).toMatchObject({
        ptr: { status: 'skipped', names: [] },
        asn: { status: 'skipped', origins: [] },
        listedCount: 0,
        checkedCount: 0,
      });
      for (const b of r.blocklists as { status: string; listed: unknown }[]) {
        expect(b).toMatchObject({ status: 'skipped', listed: null });
      }
      return;
    case 'check-email-auth':
      expect(r).toMatchObject({ grade: null, gradeNoteKeys: [], noteKeys: [], queryCount: 0 });
      for (const part of ['spf', 'dmarc', 'dkim', 'mx', 'mtaSts', 'tlsRpt', 'bimi', 'dnssec']) {
        expect(r[part], part).toMatchObject({ checked: false });
      }
      return;
    case 'check-typosquat':
      expect(r).toMatchObject({
        variantsChecked: 0,
        queriesSent: 0,
        registered: [],
        unknown: [],
        counts: { registered: 0, unregistered: 0, noRecords: 0, unknown: 0 },
      });
      return;
    case 'check-whois':
      expect(r).toMatchObject({ found: null, source: null, createdAt: null, nameservers: [] });
      return;
    case 'check-certs':
      expect(r).toMatchObject({ source: null, certificates: [], subdomains: [], attempts: [] });
      return;
    case 'check-hash':
      expect(r).toMatchObject({ found: null, source: null, malwareHashRegistry: null, virusTotal: null });
      return;
    case 'check-acme':
      expect(r).toMatchObject({ caa: null, addresses: [], dns01: null, rateLimits: null, problems: [] });
      for (const m of r.methods as { statusKey: string }[]) {
        expect(m.statusKey).toBe('acme.method-status.not-checked');
      }
      return;
    case 'check-tls':
      expect(r).toMatchObject({ grade: null, address: null, cipherSuites: [], certificate: null });
      return;
    case 'check-headers':
      expect(r).toMatchObject({ grade: null, status: null, tests: [], hops: [] });
      return;
    case 'check-email': {
      // The text of the email is read (like check-url's address); every network part is skipped.
      expect(r).toMatchObject({
        outcome: 'partial',
        isInconclusive: true,
        recommendedActionKey: 'email.action.inconclusive',
      });
      const skipped = r.skipped as { id: string; reasonKey: string }[];
      expect(skipped.find((p) => p.id === 'sender-ip-blocklists')?.reasonKey).toBe(
        'error.network-unreachable',
      );
      expect(skipped.some((p) => p.reasonKey === 'email.skip.lookup-failed')).toBe(false);
      return;
    }
  }
}

const servers: ScriptedDnsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function resolver(handler: ScriptedHandler): Promise<ScriptedDnsServer> {
  const server = await startScriptedDnsServer(handler);
  servers.push(server);
  return server;
}

describe.each(['bare-nxdomain', 'nxdomain-with-root-soa'] as const)(
  'a resolver that answers %s to every name',
  (kind) => {
    it('makes every network analysis fail with error.network-unreachable and say nothing', async () => {
      const server = await resolver(brokenResolverHandler(kind));
      const ctx = createContext({ dnsServers: [server.server], timeoutMs: 5000 });
      for (const id of NETWORK_IDS) {
        const r = await run(id, ctx);
        if (id === 'check-url' || id === 'check-email') {
          expect(r.outcome, id).toBe('partial');
        } else {
          expect(r, id).toMatchObject({ outcome: 'failed', errorKey: 'error.network-unreachable' });
        }
        expectNothingSaid(id, r);
      }
      // Only the health probes went out (the root and example.com SOA), once for all nine analyses:
      // the verdict is kept for a minute. Nothing about any target was asked.
      expect(new Set(server.queries.map((q) => `${q.name} ${q.type}`))).toEqual(
        new Set(['. SOA', 'example.com SOA']),
      );
      expect(server.queries.length).toBeLessThanOrEqual(4);
    });
  },
);

describe('a resolver that never answers', () => {
  it('makes check-dns fail with error.network-unreachable within the deadline', async () => {
    const server = await resolver(brokenResolverHandler('silent'));
    const ctx = createContext({ dnsServers: [server.server], timeoutMs: 1000 });
    const started = performance.now();
    const r = await run('check-dns', ctx);
    expect(performance.now() - started).toBeLessThan(4000);
    expect(r).toMatchObject({ outcome: 'failed', errorKey: 'error.network-unreachable' });
    expectNothingSaid('check-dns', r);
  });
});

describe('a healthy resolver (nsd serving a test root zone)', () => {
  let nsd: SystemBinary;
  let server: NsdServer | undefined;

  beforeAll(async () => {
    nsd = await ensureNsd();
    if (nsd.path === null) return;
    server = await startNsd({
      zones: {
        '.': zoneFile('.', [...DNSBL_TEST_ENTRY_RECORDS]),
        'example-test.com': zoneFile('example-test.com', [
          '@ A 192.0.2.1',
          '@ MX 10 mx.example-test.com.',
          '@ TXT "v=spf1 -all"',
          'mx A 192.0.2.25',
          '_dmarc TXT "v=DMARC1; p=reject"',
        ]),
        ...networkCheckZones(),
      },
      binary: nsd.path,
    });
  }, 15 * 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('passes the check: no analysis says network-unreachable, and DNS answers are stated', async (c) => {
    if (nsd.path === null || server === undefined) {
      c.skip(nsd.reason);
      return;
    }
    const ctx = createContext({ dnsServers: [server.server], timeoutMs: 5000 });
    for (const id of NETWORK_IDS) {
      const r = await run(id, ctx);
      expect(JSON.stringify(r), id).not.toContain('error.network-unreachable');
    }
    expect(await run('check-dns', ctx)).toMatchObject({ outcome: 'complete', exists: true, errorKey: null });
    const mail = await run('check-email-auth', ctx);
    expect(mail).toMatchObject({ errorKey: null, spf: { checked: true }, dmarc: { checked: true } });
    const ip = await run('check-ip', ctx);
    expect(ip.errorKey).toBeNull();
    // Every list answered its test entry, so each one was really asked about the address.
    for (const b of ip.blocklists as { status: string; errorKey: unknown }[]) {
      expect(b.errorKey).not.toBe('ip.blocklist-error.test-entry-not-listed');
    }
    expect(ip.checkedCount).toBe((ip.blocklists as unknown[]).length);
  });

  it('a DNSBL that does not list its test entry is "not checked", never "not listed" (Spamhaus: says it refuses)', async (c) => {
    if (nsd.path === null || server === undefined) {
      c.skip(nsd.reason);
      return;
    }
    const bare = await startNsd({
      // No test entry listed, except Spamhaus' "query through a public resolver" refusal code.
      zones: {
        '.': zoneFile('.', ['2.0.0.127.zen.spamhaus.org. A 127.255.255.254']),
        ...networkCheckZones(),
      },
      binary: nsd.path,
    });
    try {
      const ip = await run('check-ip', createContext({ dnsServers: [bare.server], timeoutMs: 5000 }));
      expect(ip.errorKey).toBeNull();
      expect(ip.checkedCount).toBe(0);
      for (const b of ip.blocklists as {
        zone: string;
        status: string;
        listed: unknown;
        errorKey: unknown;
      }[]) {
        expect(b).toMatchObject(
          b.zone === 'zen.spamhaus.org'
            ? { status: 'refused', listed: null, errorKey: 'ip.blocklist-error.public-resolver' }
            : { status: 'error', listed: null, errorKey: 'ip.blocklist-error.test-entry-not-listed' },
        );
      }
      expect(ip.outcome).toBe('partial');
    } finally {
      await bare.stop();
    }
  });
});
