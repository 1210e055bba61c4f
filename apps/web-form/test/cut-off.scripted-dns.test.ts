/**
 * The whole site (real `@secapi/server` service, production policy) whose resolver answers NXDOMAIN
 * to every name, as a captive or broken resolver does (`startBrokenResolver`, a scripted DNS fixture):
 * every network page shows the cut-off notice, in both languages, and says nothing about the target.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Lang } from '@secapi/i18n';
import { loadConfig } from '@secapi/server';
import { startBrokenResolver, type ScriptedDnsServer } from '@secapi/test-kit';
import { escapeHtml } from '../src/html.js';
import { createSite } from '../src/index.js';

let dns: ScriptedDnsServer;
let app: ReturnType<typeof createSite>;
beforeAll(async () => {
  dns = await startBrokenResolver('bare-nxdomain');
  app = createSite(loadConfig({ SECAPI_DNS_SERVERS: dns.server }), {
    logger: { log: () => undefined },
  });
});
afterAll(async () => {
  await dns.stop();
});

const t = (lang: Lang, key: Parameters<typeof translate>[1]): string => escapeHtml(translate(lang, key));

/** Each network page of the form with an input it would otherwise say something about. */
const PAGES = [
  '/check/dns?domain=example-test.com',
  '/check/ip?ip=193.0.6.139',
  '/check/email-auth?domain=example-test.com',
  '/check/typosquat?domain=example-test.com',
  '/check/whois?domain=example-test.com',
  '/check/certs?domain=example-test.com',
  '/check/hash?hash=44d88612fea8a8f36de82e1278abb02f',
  '/check/headers?url=https://example-test.com/',
  '/check/tls?host=example-test.com',
  '/check/acme?domain=example-test.com',
];

/** Texts that would be a statement about the target (what a broken resolver must never produce). */
const CLAIMS: readonly Parameters<typeof translate>[1][] = [
  'dns.note.not-found',
  'ip.blocklist-status.not-listed',
  'whois.error.not-found',
];

describe.each(['en-CA', 'fr-CA'] as const)('a resolver that NXDOMAINs everything (%s)', (lang) => {
  it.each(PAGES)(
    '%s shows the cut-off notice and no claim about the target',
    async (path) => {
      const res = await request(app).get(`${path}&lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain(t(lang, 'ui.cutoff.heading'));
      expect(res.text).toContain(t(lang, 'ui.cutoff.text'));
      for (const key of CLAIMS) expect(res.text).not.toContain(t(lang, key));
    },
    20_000,
  );
});
