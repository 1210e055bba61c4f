/// <reference lib="dom" />
/**
 * The password page in a real headless Chromium against the real site (API + form from
 * `createSite`), with a fake Pwned Passwords upstream injected into the service. Checks that the
 * browser sends only the 5-character prefix, never the password or its full hash, never submits the
 * form, and shows the count (or "not found") in the page's language; without JavaScript, the page
 * explains why the check needs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger, type PwnedRangeFetcher } from '@secapi/server';
import { ensureSystemBinary, type SystemBinary } from '@secapi/test-kit';
import { createSite } from '../src/site.js';
import { auditInFreshChromium, recordDocuments, type PageSnapshot } from './axe.js';
import { launchChromium } from './chromium.js';

/** SHA-1("P@ssw0rd") = 21BD12DC183F740EE76F27B78EB39C8AD972A757 */
const PASSWORD = 'P@ssw0rd';
const PREFIX = '21BD1';
const SUFFIX = '2DC183F740EE76F27B78EB39C8AD972A757';
/** A password whose suffix the fake range does not list: SHA-1("correct horse battery staple, twice") */
const UNLISTED = 'correct horse battery staple, twice';

let chromiumBinary: SystemBinary;
let server: Server | undefined;
let base = '';
let dataDir = '';
const upstreamPrefixes: string[] = [];
const contexts: BrowserContext[] = [];
const profiles: string[] = [];
/** Every HTML document the suite received, audited with axe at its end. */
const snapshots: PageSnapshot[] = [];

const fakeRange: PwnedRangeFetcher = (prefix) => {
  upstreamPrefixes.push(prefix);
  const lines =
    prefix === PREFIX
      ? ['0018A45C4D1DEF81644B54AB7F969B88D65:3', `${SUFFIX}:52579`, 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:1']
      : ['0018A45C4D1DEF81644B54AB7F969B88D65:3'];
  return Promise.resolve({
    prefix,
    lines,
    paddingRemoved: 0,
    invalidLines: 0,
    upstreamStatus: 200,
    errorKey: null,
    parameters: null,
    outcome: 'complete',
  });
};

async function openContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const { context: ctx, profile } = await launchChromium({
    executablePath: chromiumBinary.path ?? '',
    javaScriptEnabled,
  });
  profiles.push(profile);
  contexts.push(ctx);
  return ctx;
}

interface Sent {
  method: string;
  url: string;
  body: string | null;
}

async function watchedPage(ctx: BrowserContext): Promise<{ page: Page; sent: Sent[]; problems: string[] }> {
  const page = await ctx.newPage();
  recordDocuments(page, snapshots);
  const sent: Sent[] = [];
  const problems: string[] = [];
  page.on('request', (r) => sent.push({ method: r.method(), url: r.url(), body: r.postData() }));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, sent, problems };
}

beforeAll(async () => {
  chromiumBinary = await ensureSystemBinary('chromium', 'chromium');
  if (chromiumBinary.path === null) return;
  dataDir = mkdtempSync(join(tmpdir(), 'secapi-password-page-'));
  const app = createSite(
    { port: 0, trustProxy: false, offline: true, feedbackDb: join(dataDir, 'feedback.sqlite') },
    { logger: silentLogger, fetchPwnedRange: fakeRange },
  );
  server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server!.once('error', reject);
    server!.listen(0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 15 * 60_000);

afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
  if (server)
    await new Promise<void>((resolve) => {
      server!.close(() => {
        resolve();
      });
    });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach((ctx) => {
  if (chromiumBinary.path === null) ctx.skip(`Chromium unavailable: ${chromiumBinary.reason}`);
});

describe('the password page in Chromium', () => {
  it('is linked from the home page, and finds a leaked password sending only the 5-character prefix', async () => {
    const ctx = await openContext(true);
    const { page, sent, problems } = await watchedPage(ctx);
    await page.goto(`${base}/?lang=en-CA`);
    await page.getByRole('link', { name: 'Check a password' }).click();
    await page.waitForURL(/\/check\/password\?lang=en-CA/);
    const res = await page.reload();
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("form-action 'none'");

    const pageUrl = page.url();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Check the password' }).click();
    await expect.poll(() => page.locator('#password-result').innerText()).toMatch(/Found 52,579 times/);
    // No navigation: the form was never submitted.
    expect(page.url()).toBe(pageUrl);
    expect(await page.locator('#password').inputValue()).toBe(PASSWORD);

    const api = sent.filter((r) => r.url.includes('/api/'));
    expect(api.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual([
      `GET /api/pwned-range?prefix=${PREFIX}`,
    ]);
    for (const r of sent) {
      const all = `${r.url} ${r.body ?? ''}`.toUpperCase();
      expect(all).not.toContain(PASSWORD.toUpperCase());
      expect(all).not.toContain(SUFFIX);
      expect(r.method).toBe('GET');
    }
    expect(upstreamPrefixes).toContain(PREFIX);

    // Pressing Enter in the field does not submit either.
    await page.locator('#password').press('Enter');
    await expect.poll(() => page.locator('#password-result').innerText()).toMatch(/Found 52,579 times/);
    expect(page.url()).toBe(pageUrl);
    expect(sent.every((r) => r.method === 'GET')).toBe(true);
    expect(problems).toEqual([]);
  });

  it('says "not found" in French for a password the range does not list', async () => {
    const ctx = contexts[0] ?? (await openContext(true));
    const { page, sent, problems } = await watchedPage(ctx);
    await page.goto(`${base}/check/password?lang=fr-CA`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    await page.getByLabel('Mot de passe', { exact: true }).fill(UNLISTED);
    await page.getByRole('button', { name: 'Vérifier le mot de passe' }).click();
    await expect.poll(() => page.locator('#password-result').innerText()).toMatch(/^Introuvable/);
    const api = sent.filter((r) => r.url.includes('/api/pwned-range'));
    expect(api).toHaveLength(1);
    expect(new URL(api[0]!.url).searchParams.get('prefix')).toMatch(/^[0-9A-F]{5}$/);
    expect(JSON.stringify(sent)).not.toContain('horse');
    expect(problems).toEqual([]);
  });

  it('without JavaScript, explains that the check needs it and why, and shows no password field', async () => {
    const ctx = await openContext(false);
    const { page, sent } = await watchedPage(ctx);
    await page.goto(`${base}/check/password?lang=en-CA`);
    expect(await page.locator('main').innerText()).toMatch(/needs JavaScript.*never leaves your device/s);
    expect(await page.locator('#password').isVisible()).toBe(false);
    expect(await page.locator('#password').getAttribute('name')).toBeNull();
    expect(sent.filter((r) => r.url.includes('/api/'))).toEqual([]);
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
