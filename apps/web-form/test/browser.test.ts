/// <reference lib="dom" />
/**
 * End to end in a real headless Chromium (Debian's `chromium`, driven by playwright-core) against the
 * real site (API + form from `createSite`) listening on 127.0.0.1 on a random port, offline so that no
 * analysis leaves the machine. With JavaScript on and off: the form needs none.
 *
 * Screenshots of a result page in each language go to $SECAPI_SCREENSHOT_DIR (default: a fresh
 * temporary directory, printed on stderr).
 *
 * The DNS-family checks (DNS records, email authentication, IP address, look-alike domains) run end to
 * end against a second real site whose DNS resolver is a local nsd (`startNsd`) serving test zones.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, silentLogger } from '@secapi/server';
import {
  ensureNsd,
  ensureSystemBinary,
  startNsd,
  DNSBL_TEST_ENTRY_RECORDS,
  networkCheckZones,
  zoneFile,
  type NsdServer,
  type SystemBinary,
} from '@secapi/test-kit';
import { createSite } from '../src/site.js';
import { auditInFreshChromium, recordDocuments, type PageSnapshot } from './axe.js';
import { launchChromium } from './chromium.js';

/** Test zones: a well-configured mail domain (with a hostile TXT record), its look-alikes, an IP's story. */
const HOSTILE_TXT = '<script>alert("txt")</script>';
const DKIM_KEY = Buffer.alloc(32, 7).toString('base64');
const DNS_ZONES = {
  '.': zoneFile('.', [
    // What the service's network check asks before any lookup (net/health.ts): DNSBL test entries.
    ...DNSBL_TEST_ENTRY_RECORDS,
    '_spf.mail-test.net. TXT "v=spf1 ip4:198.51.100.0/24 ~all"',
    // Look-alikes of shop-test.ca (no NS here: in the root zone an NS record would be a delegation)
    'shop-tset.ca. A 203.0.113.80',
    'shop-tset.ca. MX 0 mail.shop-tset.ca.',
    'shopp-test.ca. A 203.0.113.81',
    // 193.0.6.139: reverse DNS (one confirmed name), origin AS, blocklists
    '139.6.0.193.in-addr.arpa. PTR www.ripe-test.net.',
    'www.ripe-test.net. A 193.0.6.139',
    '139.6.0.193.origin.asn.cymru.com. TXT "3333 | 193.0.0.0/21 | NL | ripencc | 1993-09-01"',
    'AS3333.asn.cymru.com. TXT "3333 | NL | ripencc | 1993-09-01 | RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL"',
    '139.6.0.193.zen.spamhaus.org. A 127.255.255.254',
    '139.6.0.193.bl.spamcop.net. A 127.0.0.2',
    '139.6.0.193.bl.spamcop.net. TXT "Listed in the test zone"',
  ]),
  'shop-test.ca': zoneFile('shop-test.ca', [
    '@ 3600 A 192.0.2.10',
    '@ AAAA 2001:db8::10',
    '@ MX 10 mx1.shop-test.ca.',
    '@ MX 20 mx2.shop-test.ca.',
    '@ TXT "v=spf1 include:_spf.mail-test.net -all"',
    `@ TXT "${HOSTILE_TXT.replace(/"/g, '\\"')}"`,
    '@ CAA 0 issue "letsencrypt.org"',
    '@ NS ns2.shop-test.ca.',
    'ns2 A 127.0.0.1',
    '_dmarc TXT "v=DMARC1; p=reject; rua=mailto:dmarc@shop-test.ca"',
    `selector1._domainkey TXT "v=DKIM1; k=ed25519; p=${DKIM_KEY}"`,
    '_mta-sts TXT "v=STSv1; id=20240101"',
    '_smtp._tls TXT "v=TLSRPTv1; rua=mailto:tls@shop-test.ca"',
  ]),
};

const SCAM_URL = 'http://192.0.2.44/paypal.com/secure-login/verify-account';
const SCAM_MESSAGE =
  'URGENT: your account has been suspended. Verify your identity now at http://192.0.2.44/paypal-login or it will be closed within 24 hours. Reply STOP to cancel.';
const SCAM_MESSAGE_FR =
  'URGENT : votre compte est suspendu. Confirmez votre identité immédiatement au http://192.0.2.44/desjardins-connexion sinon il sera fermé dans 24 heures.';

let chromiumBinary: SystemBinary;
let nsdBinary: SystemBinary;
let nsd: NsdServer | undefined;
let dnsServer: Server | undefined;
let dnsBase = '';
let server: Server | undefined;
let base = '';
const profiles: string[] = [];
const contexts: BrowserContext[] = [];
let shots = '';
/** Every HTML document the suite received, audited with axe at its end. */
const snapshots: PageSnapshot[] = [];

async function openContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const { context: ctx, profile } = await launchChromium({
    executablePath: chromiumBinary.path ?? '',
    javaScriptEnabled,
    viewport: { width: 1024, height: 800 },
  });
  profiles.push(profile);
  contexts.push(ctx);
  return ctx;
}

/** A page that fails the test on any console error (a CSP violation shows up there) or dialog. */
async function newPage(ctx: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await ctx.newPage();
  recordDocuments(page, snapshots);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => {
    problems.push(`pageerror: ${e.message}`);
  });
  return { page, problems };
}

beforeAll(async () => {
  chromiumBinary = await ensureSystemBinary('chromium', 'chromium');
  if (chromiumBinary.path === null) return;
  shots = process.env.SECAPI_SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'secapi-web-form-shots-'));
  mkdirSync(shots, { recursive: true });
  process.stderr.write(`web-form screenshots: ${shots}\n`);
  const app = createSite({ port: 0, trustProxy: false, offline: true }, { logger: silentLogger });
  server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server!.once('error', reject);
    server!.listen(0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The real site again, resolving through nsd (the DNS-family checks).
  nsdBinary = await ensureNsd();
  if (nsdBinary.path === null) return;
  nsd = await startNsd({ zones: { ...DNS_ZONES, ...networkCheckZones() }, binary: nsdBinary.path });
  dnsServer = createServer(
    createSite(loadConfig({ SECAPI_DNS_SERVERS: nsd.server }), { logger: silentLogger }),
  );
  await new Promise<void>((resolve, reject) => {
    dnsServer!.once('error', reject);
    dnsServer!.listen(0, '127.0.0.1', resolve);
  });
  dnsBase = `http://127.0.0.1:${(dnsServer.address() as AddressInfo).port}`;
}, 15 * 60_000);

afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
  for (const s of [server, dnsServer]) {
    if (s === undefined) continue;
    await new Promise<void>((resolve) => {
      s.close(() => {
        resolve();
      });
    });
  }
  await nsd?.stop();
});

beforeEach((ctx) => {
  if (chromiumBinary.path === null) ctx.skip(`Chromium unavailable: ${chromiumBinary.reason}`);
});

async function expectUrlResult(page: Page, heading: RegExp): Promise<void> {
  await expect.poll(() => page.locator('h1#result-heading').innerText()).toMatch(heading);
  expect((await page.locator('.verdict-text').innerText()).trim()).not.toBe('');
  expect(await page.locator('.finding').count()).toBeGreaterThan(0);
  expect(await page.locator('.finding h3').first().innerText()).not.toMatch(/^finding\./);
}

describe('the form in Chromium, JavaScript enabled', () => {
  it('checks a link: verdict, score, findings, details; then switches to French', async () => {
    const ctx = await openContext(true);
    const { page, problems } = await newPage(ctx);
    await page.goto(`${base}/?lang=en-CA`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    // The stylesheet is applied (same-origin, allowed by the page's CSP).
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px');
    await page.getByRole('textbox', { name: 'Link (web address)', exact: true }).fill(SCAM_URL);
    await page.getByRole('button', { name: 'Check the link' }).click();
    await page.waitForURL(/\/check\/url\?/);
    expect(new URL(page.url()).searchParams.get('u')).toBe(SCAM_URL);
    await expectUrlResult(page, /Result for this link/);
    await expect.poll(() => page.locator('.score-value').innerText()).toMatch(/\d+ out of 100/);
    expect(await page.locator('dl.details').first().innerText()).toContain('192.0.2.44');
    expect(await page.locator('dl.checks').innerText()).toMatch(/Not checked/);
    expect(await page.locator('#u').inputValue()).toBe(SCAM_URL);
    await page.screenshot({ path: join(shots, 'url-result-en-CA.png'), fullPage: true });

    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/lang=fr-CA/);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await expectUrlResult(page, /Résultat pour ce lien/);
    expect(await page.locator('.score-value').innerText()).toMatch(/\d+ sur 100/);
    expect(await page.locator('dl.checks').innerText()).toMatch(/Non vérifié/);
    expect(await page.locator('#u').inputValue()).toBe(SCAM_URL);
    await page.screenshot({ path: join(shots, 'url-result-fr-CA.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('checks a scam text message and lists the findings and links', async () => {
    const ctx = contexts[0] ?? (await openContext(true));
    const { page, problems } = await newPage(ctx);
    await page.goto(`${base}/?lang=en-CA`);
    await page.getByRole('textbox', { name: 'Text message', exact: true }).fill(SCAM_MESSAGE);
    await page.getByRole('button', { name: 'Check the message' }).click();
    await page.waitForURL(/\/check\/message/);
    expect(page.url()).toBe(`${base}/check/message?lang=en-CA`);
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toMatch(/Result for this message/);
    expect(await page.locator('.finding').count()).toBeGreaterThan(0);
    expect(await page.locator('.links .link').first().innerText()).toContain('192.0.2.44');
    expect(await page.locator('#message').inputValue()).toBe(SCAM_MESSAGE);
    await page.screenshot({ path: join(shots, 'message-result-en-CA.png'), fullPage: true });

    // The switch posts the message again in French (a button, never a link with the message in it).
    await page.getByRole('button', { name: 'Français' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-CA');
    expect(page.url()).toBe(`${base}/check/message?lang=fr-CA`);
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toMatch(/Résultat pour ce texto/);
    expect(await page.locator('#message').inputValue()).toBe(SCAM_MESSAGE);
    expect(problems).toEqual([]);
  });

  it('shows a hostile URL as text, runs no script, and re-renders an empty submission with an error', async () => {
    const ctx = contexts[0] ?? (await openContext(true));
    const { page, problems } = await newPage(ctx);
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await page.goto(
      `${base}/check/url?${new URLSearchParams({ u: evil, lang: 'en-CA' }).toString()}`,
    );
    expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await page.locator('#u').inputValue()).toBe(evil);
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.locator('main img').count()).toBe(0);

    const empty = await page.goto(`${base}/check/url?u=&lang=fr-CA`);
    expect(empty?.status()).toBe(400);
    expect(await page.getByRole('alert').innerText()).toContain('Entrez une adresse URL');
    // Chromium reports the 400 document itself on the console; nothing else may appear.
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
  });
});

describe('the form in Chromium, JavaScript disabled', () => {
  it('checks a link and a message in French, and switches to English', async () => {
    const ctx = await openContext(false);
    const { page, problems } = await newPage(ctx);
    await page.goto(`${base}/?lang=fr-CA`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByRole('textbox', { name: 'Lien (adresse Web)', exact: true }).fill(SCAM_URL);
    await page.getByRole('button', { name: 'Analyser le lien' }).click();
    await page.waitForURL(/\/check\/url\?/);
    await expectUrlResult(page, /Résultat pour ce lien/);

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/lang=en-CA/);
    await expectUrlResult(page, /Result for this link/);

    await page.goto(`${base}/?lang=fr-CA`);
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill(SCAM_MESSAGE_FR);
    await page.getByRole('button', { name: 'Analyser le texto' }).click();
    await page.waitForURL(/\/check\/message/);
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toMatch(/Résultat pour ce texto/);
    expect(await page.locator('.finding').count()).toBeGreaterThan(0);
    expect(await page.locator('#message').inputValue()).toBe(SCAM_MESSAGE_FR);
    await page.screenshot({ path: join(shots, 'message-result-fr-CA-nojs.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('fits a narrow screen without horizontal scrolling', async () => {
    const ctx = contexts[1] ?? (await openContext(false));
    const page = await ctx.newPage();
    recordDocuments(page, snapshots);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(
      `${base}/check/url?${new URLSearchParams({ u: `${SCAM_URL}/${'a'.repeat(300)}`, lang: 'fr-CA' }).toString()}`,
    );
    await page.screenshot({ path: join(shots, 'url-result-fr-CA-narrow.png'), fullPage: true });
    const ctxJs = contexts[0] ?? (await openContext(true));
    const measure = await ctxJs.newPage();
    await measure.setViewportSize({ width: 360, height: 740 });
    await measure.goto(page.url());
    const overflow = await measure.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('the DNS-family checks in Chromium, against nsd', () => {
  beforeEach((ctx) => {
    if (nsdBinary.path === null) ctx.skip(`nsd unavailable: ${nsdBinary.reason}`);
  });

  it('looks up DNS records from the home page, shows a hostile TXT record as text, then in French', async () => {
    const ctx = contexts[0] ?? (await openContext(true));
    const { page, problems } = await newPage(ctx);
    await page.goto(`${dnsBase}/?lang=en-CA`);
    await page.screenshot({ path: join(shots, 'home-en-CA.png'), fullPage: true });
    await page.getByRole('link', { name: 'Look up DNS records' }).click();
    await page.waitForURL(/\/check\/dns\?lang=en-CA$/);
    await page.getByRole('textbox', { name: 'Domain name', exact: true }).fill('Shop-Test.ca');
    await page.getByRole('button', { name: 'Look up the records' }).click();
    await page.waitForURL(/\/check\/dns\?domain=/);
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toBe('DNS records');
    expect(await page.locator('#rr-a').locator('xpath=..').innerText()).toContain('Found');
    const a = page.locator('section.rrset').filter({ has: page.locator('#rr-a') });
    expect(await a.locator('td').first().innerText()).toContain('192.0.2.10');
    expect(await a.locator('td.ttl-cell').innerText()).toContain('1 hour');
    const txt = page.locator('section.rrset').filter({ has: page.locator('#rr-txt') });
    expect(await txt.innerText()).toContain(HOSTILE_TXT);
    expect(await page.locator('script').count()).toBe(0);
    const cname = page.locator('section.rrset').filter({ has: page.locator('#rr-cname') });
    expect(await cname.innerText()).toContain('No record of this type');
    expect(await page.locator('#domain').inputValue()).toBe('Shop-Test.ca');
    await page.screenshot({ path: join(shots, 'dns-result-en-CA.png'), fullPage: true });

    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/lang=fr-CA/);
    expect(new URL(page.url()).searchParams.get('domain')).toBe('Shop-Test.ca');
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toBe('Enregistrements DNS');
    expect(await a.locator('td.ttl-cell').innerText()).toMatch(/1\sheure/u);
    expect(await cname.innerText()).toContain('Aucun enregistrement de ce type');
    await page.screenshot({ path: join(shots, 'dns-result-fr-CA.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('grades email authentication in both languages', async () => {
    const ctx = contexts[0] ?? (await openContext(true));
    const { page, problems } = await newPage(ctx);
    await page.goto(`${dnsBase}/?lang=fr-CA`);
    await page.screenshot({ path: join(shots, 'home-fr-CA.png'), fullPage: true });
    await page.getByRole('link', { name: 'Vérifier l’authentification du courriel' }).click();
    await page.waitForURL(/\/check\/email-auth\?lang=fr-CA$/);
    await page.screenshot({ path: join(shots, 'email-auth-form-fr-CA.png'), fullPage: true });
    await page
      .getByRole('textbox', { name: 'Domaine ou adresse de courriel', exact: true })
      .fill('nom@shop-test.ca');
    await page.getByRole('button', { name: 'Vérifier le domaine' }).click();
    await page.waitForURL(/\/check\/email-auth\?domain=/);
    await expect
      .poll(() => page.locator('h1#result-heading').innerText())
      .toBe('Authentification du courriel');
    const grade = (await page.locator('p.grade').innerText()).trim();
    expect(grade).toMatch(/^(A\+|A|B|C|D|F)$/);
    expect(await page.locator('.grade-line').innerText()).toMatch(
      /^Note (A\+|A|B|C|D|F) \d+ points sur 100$/,
    );
    expect(await page.locator('#spf-heading').locator('xpath=../..').innerText()).toContain('1 sur 10');
    expect(await page.locator('#dmarc-heading').locator('xpath=../..').innerText()).toContain('reject');
    expect(await page.locator('#dkim-heading').locator('xpath=../..').innerText()).toContain('selector1');
    expect(await page.locator('#mta-sts-heading').locator('xpath=../..').innerText()).toContain(
      'https://mta-sts.shop-test.ca/.well-known/mta-sts.txt',
    );
    await page.screenshot({ path: join(shots, 'email-auth-result-fr-CA.png'), fullPage: true });

    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/lang=en-CA/);
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toBe('Email authentication');
    expect((await page.locator('p.grade').innerText()).trim()).toBe(grade);
    expect(await page.locator('.grade-line').innerText()).toContain(`Grade ${grade}`);
    expect(await page.locator('#spf-heading').locator('xpath=../..').innerText()).toContain('1 of 10');
    await page.screenshot({ path: join(shots, 'email-auth-result-en-CA.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('checks an IP address: confirmed reverse DNS, network, and "refused" apart from "not listed"', async () => {
    const ctx = contexts[0] ?? (await openContext(true));
    const { page, problems } = await newPage(ctx);
    await page.goto(`${dnsBase}/check/ip?ip=193.0.6.139&lang=en-CA`);
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toBe('About this IP address');
    expect(await page.locator('#ptr-heading').locator('xpath=..').innerText()).toContain('www.ripe-test.net');
    expect(await page.locator('#asn-heading').locator('xpath=..').innerText()).toContain('AS3333');
    expect(await page.locator('tr.bl-refused').innerText()).toContain('Not checked');
    expect(await page.locator('tr.bl-listed').innerText()).toContain('Listed');
    expect(await page.locator('tr.bl-not-listed').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'ip-result-en-CA.png'), fullPage: true });
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/lang=fr-CA/);
    await expect
      .poll(() => page.locator('h1#result-heading').innerText())
      .toBe('À propos de cette adresse IP');
    expect(await page.locator('#asn-heading').locator('xpath=..').innerText()).toContain('Pays-Bas (NL)');
    await page.screenshot({ path: join(shots, 'ip-result-fr-CA.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('finds registered look-alike domains, in both languages', async () => {
    const ctx = contexts[0] ?? (await openContext(true));
    const { page, problems } = await newPage(ctx);
    await page.goto(`${dnsBase}/check/typosquat?domain=shop-test.ca&lang=en-CA`);
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toBe('Look-alike domains');
    const table = page.locator('table.data-table').first();
    expect(await table.innerText()).toContain('shop-tset.ca');
    expect(await table.innerText()).toContain('203.0.113.80');
    expect(await table.innerText()).toContain('mail.shop-tset.ca');
    await page.screenshot({ path: join(shots, 'typosquat-result-en-CA.png'), fullPage: true });
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/lang=fr-CA/);
    await expect.poll(() => page.locator('h1#result-heading').innerText()).toBe('Domaines semblables');
    expect(await page.locator('table.data-table').first().innerText()).toContain('Deux caractères inversés');
    await page.screenshot({ path: join(shots, 'typosquat-result-fr-CA.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('fits the DNS-family result pages on a narrow screen', async () => {
    const ctx = contexts[0] ?? (await openContext(true));
    const page = await ctx.newPage();
    recordDocuments(page, snapshots);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, name] of [
      ['/check/dns?domain=shop-test.ca&lang=fr-CA', 'dns'],
      ['/check/ip?ip=193.0.6.139&lang=fr-CA', 'ip'],
      ['/check/email-auth?domain=shop-test.ca&lang=fr-CA', 'email-auth'],
    ] as const) {
      await page.goto(`${dnsBase}${path}`);
      await page.screenshot({ path: join(shots, `${name}-result-fr-CA-narrow.png`), fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

describe('accessibility of every page this suite visited', () => {
  it(
    'has no axe violation on any of them (axe-core, every default rule)',
    async () => {
      expect(snapshots.length).toBeGreaterThan(0);
      expect(await auditInFreshChromium(snapshots, chromiumBinary.path ?? '')).toEqual([]);
    },
    10 * 60_000,
  );
});
