/**
 * Integration: the links' redirects through the REAL HTTP port (`createHttpClient`, the test address
 * policy) against a local node:http server playing a shortener, a mailing service's click tracker,
 * the sites they lead to, and a server that never answers. Domain ages come from an injected lookup
 * (the RDAP client has its own tests).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeDns } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { skippedDomainAge, type DomainAgeLookup } from '../../domain-age/index.js';
import { createHttpClient } from '../../net/http/client.js';
import { testPolicy } from '../../net/http/policy.js';
import { analyzeEmail } from './analyze.js';

let server: Server;
let port = 0;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = req.url ?? '/';
    seen.push(`${req.method ?? ''} ${host}${path}`);
    if (host === 'hang.test') return; // never answers
    const redirects: Record<string, string> = {
      'sho.rt.test/abc': 'http://colis-canada.test/suivi',
      'click.mailer.test/c/1': 'http://boutique.test/automne',
      'jump.test/': 'http://private.test/admin',
    };
    const target = redirects[`${host}${path}`];
    if (target !== undefined) {
      res.writeHead(302, { location: target });
      res.end();
      return;
    }
    res.end('<html>page</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
});

const HOSTS = [
  'sho.rt.test',
  'colis-canada.test',
  'click.mailer.test',
  'boutique.test',
  'jump.test',
  'hang.test',
];

/** colis-canada.test was registered 4 days ago; every other domain 10 years ago. */
const lookupDomainAge: DomainAgeLookup = (domain) => {
  const days = domain === 'colis-canada.test' ? 4 : 3650;
  return Promise.resolve({
    ...skippedDomainAge(domain, null),
    wasAttempted: true,
    wasSuccessful: true,
    registeredAt: '2026-11-21T00:00:00Z',
    ageInDays: days,
    ageBand: days < 30 ? 'new' : 'established',
    humanReadableAgeKey: days < 7 ? 'whois.age.under-a-week' : 'whois.age.over-five-years',
  });
};

function context(timeoutMs = 5000) {
  const zone: Record<string, { A: string[] }> = { 'private.test': { A: ['10.0.0.5'] } };
  for (const h of HOSTS) zone[h] = { A: ['127.0.0.1'] };
  const dns = fakeDns(zone);
  const portMap: Record<string, number> = {};
  for (const h of [...HOSTS, 'private.test']) portMap[`${h}:80`] = port;
  const http = createHttpClient({ dns, policy: testPolicy({ allow: 'loopback', portMap }) });
  return createContext({ offline: false, dns, http, timeoutMs });
}

const HEADERS = 'From: Boutique <nouvelles@boutique.test>\nTo: a@example.net\nSubject: Automne';

describe('check-email: link network checks through the real HTTP port', () => {
  it('follows a short link to a days-old domain, and a tracker to the sender’s own site', async () => {
    const body =
      '<p>Votre colis est retenu : <a href="http://sho.rt.test/abc">suivre mon colis</a></p>' +
      '<p><a href="http://click.mailer.test/c/1">Voir la collection</a></p>';
    const r = await analyzeEmail({ emailBody: body, rawHeaders: HEADERS }, context(), { lookupDomainAge });
    const short = r.links.find((l) => l.host === 'sho.rt.test');
    expect(short?.network).toMatchObject({
      status: 'checked',
      finalUrl: 'http://colis-canada.test/suivi',
      finalHost: 'colis-canada.test',
      redirectCount: 1,
      ageDomain: 'colis-canada.test',
      domainAgeDays: 4,
      ageBand: 'new',
    });
    expect(short?.network?.findings.map((f) => f.code)).toContain('email-link-domain-new');
    const tracked = r.links.find((l) => l.host === 'click.mailer.test');
    expect(tracked?.network).toMatchObject({
      status: 'checked',
      finalHost: 'boutique.test',
      redirectCount: 1,
    });
    expect(tracked?.network?.findings).toEqual([]);
    expect(r.findings.map((f) => f.code)).toContain('email-link-domain-new');
    // GET only, the body never read; each host asked once per chain.
    expect(seen).toEqual(expect.arrayContaining(['GET sho.rt.test/abc', 'GET colis-canada.test/suivi']));
  });

  it('refuses to follow a redirect into a private network, and says so', async () => {
    const r = await analyzeEmail({ emailBody: 'Offre : http://jump.test/', rawHeaders: HEADERS }, context(), {
      lookupDomainAge,
    });
    expect(r.links[0]?.network?.findings.map((f) => f.code)).toContain('email-link-redirect-private');
    expect(seen.some((s) => s.includes('private.test'))).toBe(false);
  });

  it('reports a server that never answers as not checked once the deadline passes', async () => {
    const started = Date.now();
    const r = await analyzeEmail(
      { emailBody: 'Confirmez : http://hang.test/confirm', rawHeaders: HEADERS },
      context(800),
      { lookupDomainAge },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.links[0]?.network).toMatchObject({ status: 'failed', findings: [] });
    expect(r.skipped.find((s) => s.id === 'link-network-checks')?.reasonKey).toBe('email.skip.lookup-failed');
    expect(r.isInconclusive).toBe(true);
  });
});
