/**
 * The API when the service's own resolver is broken (a broken resolver must read as "could not check", never as "nothing found"): the server runs with its
 * production context, only `SECAPI_DNS_SERVERS` pointing at a scripted resolver that answers a bare
 * NXDOMAIN to every name. Every network analysis answers 200 with `outcome: 'failed'` and
 * `errorKey: 'error.network-unreachable'` in both languages (check-url: its network parts skipped
 * with that key), every body valid against its schema (the contract client), and pwned-range
 * answers 503 saying so; only the health probes reach the resolver.
 */
import { startBrokenResolver, type ScriptedDnsServer } from '@secapi/test-kit';
import { client } from '@secapi/test-kit/fixtures/server-contract-client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { silentLogger } from './logger.js';
import { createService } from './service.js';

const enc = encodeURIComponent;
const EN = 'This service cannot reach the internet right now. Try again later.';
const FR = 'Ce service ne peut pas joindre Internet pour le moment. Réessayez plus tard.';

const PATHS = [
  `/api/check-email-auth?domain=${enc('someone@example-test.com')}`,
  `/api/check-headers?url=${enc('https://shop.example-test.com/')}`,
  '/api/check-typosquat?domain=example-test.com',
  '/api/check-certs?domain=example-test.com',
  '/api/check-ip?ip=193.0.6.139',
  '/api/check-dns?domain=example-test.com',
  '/api/check-whois?domain=example-test.com',
  '/api/check-hash?hash=44d88612fea8a8f36de82e1278abb02f',
];

let resolver: ScriptedDnsServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  resolver = await startBrokenResolver('bare-nxdomain');
  const config = loadConfig({ SECAPI_DNS_SERVERS: resolver.server });
  api = client(createApp({ config, service: createService(config), logger: silentLogger }));
});
afterAll(async () => {
  await resolver.stop();
});

describe('the API behind a resolver that answers NXDOMAIN to every name', () => {
  it.each(PATHS)('GET %s → 200, failed, error.network-unreachable, in en-CA and fr-CA', async (path) => {
    const en = await api.get(path).expect(200);
    expect(en.body).toMatchObject({ outcome: 'failed', errorKey: 'error.network-unreachable', error: EN });
    const fr = await api.get(`${path}&lang=fr-CA`).expect(200);
    expect(fr.body).toMatchObject({ errorKey: 'error.network-unreachable', error: FR });
    expect(JSON.stringify(en.body)).not.toMatch(/"exists":false|"listed":false|"found":false|nxdomain/);
  });

  it('GET /api/check-url → 200, the text of the address read, its network parts skipped as cut off', async () => {
    const res = await api.get(`/api/check-url?u=${enc('https://shop.example-test.com/login')}`).expect(200);
    expect(res.body).toMatchObject({
      outcome: 'partial',
      isInconclusive: true,
      recommendedActionKey: 'url.action.inconclusive',
      redirects: { wasAttempted: false, skipReasonKey: 'error.network-unreachable', skipReason: EN },
      domainAge: { wasAttempted: false, skipReasonKey: 'error.network-unreachable' },
    });
  });

  it('GET /api/pwned-range → 503 saying the service is cut off (upstream not asked)', async () => {
    const res = await api.get('/api/pwned-range?prefix=21BD1').expect(503);
    expect(res.body).toEqual({ error: EN });
  });

  it('sent nothing about any target: only the health probes reached the resolver', () => {
    expect(new Set(resolver.queries.map((q) => `${q.name} ${q.type}`))).toEqual(
      new Set(['. SOA', 'example.com SOA']),
    );
  });
});
