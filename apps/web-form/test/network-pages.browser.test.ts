/// <reference lib="dom" />
/**
 * The network-backed result pages (security headers, file hash) in a real headless Chromium
 * (Debian's `chromium`, driven by playwright-core, JavaScript disabled) against the real site from
 * `createSite`, whose core context resolves through `fakeDns` and may connect to loopback only
 * (`testPolicy`): `shop.test:80` is mapped to a local `startHttpFixture` site. Nothing leaves the
 * machine: without a VirusTotal key the hash check asks Team Cymru's registry over the fake DNS.
 *
 * Screenshots go to $SECAPI_SCREENSHOT_DIR when it is set.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContext } from '@secapi/core';
import { testPolicy } from '@secapi/core/testing';
import { loadConfig, silentLogger } from '@secapi/server';
import {
  ensureSystemBinary,
  fakeDns,
  startHttpFixture,
  type HttpFixture,
  type SystemBinary,
} from '@secapi/test-kit';
import { createSite } from '../src/site.js';
import { auditInFreshChromium, recordDocuments, type PageSnapshot } from './axe.js';
import { launchChromium } from './chromium.js';

/** Every wait of this suite is bounded by this (milliseconds). */
const WAIT = 10_000;

const STRICT_HEADERS = {
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // A session cookie without Secure, HttpOnly or SameSite: the cookies test fails.
  'set-cookie': 'SESSIONID=abc123; Path=/',
};

/** A SHA-256 that the fake Malware Hash Registry lists (A 127.0.0.2, TXT "<epoch> <percent>"). */
const HASH = createHash('sha256').update('secapi network-pages browser test').digest('hex');
const MHR_NAME = `${HASH.slice(0, 32)}.${HASH.slice(32)}.hash.cymru.com`;

let chromiumBinary: SystemBinary;
let fixture: HttpFixture | undefined;
let server: Server | undefined;
let base = '';
let profile = '';
let ctx: BrowserContext | undefined;
/** Every HTML document the suite received, audited with axe at its end. */
const snapshots: PageSnapshot[] = [];
const shots = process.env.SECAPI_SCREENSHOT_DIR;

/** A page that records console errors (CSP violations show up there), page errors and dialogs. */
async function newPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  recordDocuments(page, snapshots);
  page.setDefaultTimeout(WAIT);
  page.setDefaultNavigationTimeout(WAIT);
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

async function screenshot(page: Page, name: string): Promise<void> {
  if (shots === undefined || shots === '') return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, name), fullPage: true, timeout: WAIT });
}

beforeAll(async () => {
  chromiumBinary = await ensureSystemBinary('chromium', 'chromium');
  if (chromiumBinary.path === null) return;
  fixture = await startHttpFixture((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...STRICT_HEADERS }).end('<p>shop</p>');
  });
  const context = createContext({
    dns: fakeDns({
      'shop.test': { A: ['127.0.0.1'] },
      [MHR_NAME]: { A: ['127.0.0.2'], TXT: [['1761955200 79']] },
    }),
    policy: testPolicy({ allow: 'loopback', portMap: { 'shop.test:80': fixture.port } }),
    timeoutMs: WAIT,
  });
  server = createServer(createSite(loadConfig({}), { logger: silentLogger, context }));
  await new Promise<void>((resolve, reject) => {
    server!.once('error', reject);
    server!.listen(0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ context: ctx, profile } = await launchChromium({
    executablePath: chromiumBinary.path,
    javaScriptEnabled: false,
    viewport: { width: 1024, height: 800 },
    timeout: WAIT,
  }));
}, 15 * 60_000);

afterAll(async () => {
  await ctx?.close();
  if (profile !== '') rmSync(profile, { recursive: true, force: true });
  if (server !== undefined) {
    const s = server;
    await new Promise<void>((resolve) => {
      s.close(() => {
        resolve();
      });
    });
  }
  await fixture?.close();
});

beforeEach((test) => {
  if (chromiumBinary.path === null) test.skip(`Chromium unavailable: ${chromiumBinary.reason}`);
});

describe('the network-backed pages in Chromium, JavaScript disabled', () => {
  it('grades a local site’s headers, switches to French, and shows a listed file hash', async () => {
    const { page, problems } = await newPage(ctx!);

    // Security headers of http://shop.test/ (the fixture, through the fake DNS and the port map).
    const res = await page.goto(
      `${base}/check/headers?url=${encodeURIComponent('http://shop.test/')}&lang=en-CA`,
    );
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    await expect
      .poll(() => page.locator('h1#result-heading').innerText(), { timeout: WAIT })
      .toBe('Security headers');
    const grade = (await page.locator('p.grade').innerText()).trim();
    expect(grade).toMatch(/^(A\+|A|B|C|D|F)$/);
    expect(await page.locator('.grade-line').innerText()).toContain(`Grade ${grade}`);
    expect(fixture!.requests.length).toBeGreaterThan(0);
    expect(fixture!.requests[0]?.headers.host).toMatch(/^shop\.test/);

    expect(await page.locator('tr.test-row').count()).toBeGreaterThan(0);
    const cookies = page.locator('tr.test-row').filter({ hasText: 'Cookies' });
    expect(await cookies.count()).toBe(1);
    expect(await cookies.getAttribute('class')).toContain('test-fail');
    expect(await cookies.innerText()).toContain('Failed');
    const explanation = (await cookies.locator('p.test-text').innerText()).trim();
    expect(explanation).not.toBe('');
    expect(explanation).not.toMatch(/^headers\./);
    const nosniff = page.locator('tr.test-row').filter({ hasText: 'X-Content-Type-Options' });
    expect(await nosniff.getAttribute('class')).toContain('test-pass');
    await screenshot(page, 'headers-result-en-CA.png');

    // The page's language link keeps the query and shows the same result in French.
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/lang=fr-CA/, { timeout: WAIT });
    expect(new URL(page.url()).searchParams.get('url')).toBe('http://shop.test/');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await expect
      .poll(() => page.locator('h1#result-heading').innerText(), { timeout: WAIT })
      .toBe('En-têtes de sécurité');
    expect(await page.locator('.grade-line').innerText()).toContain(`Note ${grade}`);
    const cookiesFr = page.locator('tr.test-row').filter({ hasText: 'Témoins' });
    expect(await cookiesFr.innerText()).toContain('Échoué');
    const explication = (await cookiesFr.locator('p.test-text').innerText()).trim();
    expect(explication).not.toBe('');
    expect(explication).not.toBe(explanation);
    await screenshot(page, 'headers-result-fr-CA.png');

    // A file hash: no VirusTotal key, so Team Cymru's registry over the fake DNS, which lists it.
    const hashRes = await page.goto(`${base}/check/hash?hash=${HASH}&lang=en-CA`);
    expect(hashRes?.status()).toBe(200);
    await expect
      .poll(() => page.locator('h1#result-heading').innerText(), { timeout: WAIT })
      .toBe('File hash check');
    const head = page.locator('.result-head');
    expect(await head.innerText()).toContain('Listed as malware');
    expect(await head.innerText()).toContain(HASH);
    expect(await head.innerText()).toContain('SHA-256');
    const mhr = page.locator('section.part').filter({ has: page.locator('#mhr-heading') });
    expect(await mhr.innerText()).toContain('79% of its antivirus engines');
    expect(await mhr.innerText()).toContain(MHR_NAME);
    await screenshot(page, 'hash-result-en-CA.png');

    expect(problems).toEqual([]);
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
