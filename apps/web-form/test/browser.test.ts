/// <reference lib="dom" />
/**
 * End to end in a real headless Chromium (Debian's `chromium`, driven by playwright-core) against the
 * real site (API + form from `createSite`) listening on 127.0.0.1 on a random port, offline so that no
 * analysis leaves the machine. With JavaScript on and off: the form needs none.
 *
 * Screenshots of a result page in each language go to $SECAPI_SCREENSHOT_DIR (default: a fresh
 * temporary directory, printed on stderr).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '@secapi/server';
import { ensureSystemBinary, type SystemBinary } from '@secapi/test-kit';
import { createSite } from '../src/site.js';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SCAM_URL = 'http://192.0.2.44/paypal.com/secure-login/verify-account';
const SCAM_MESSAGE =
  'URGENT: your account has been suspended. Verify your identity now at http://192.0.2.44/paypal-login or it will be closed within 24 hours. Reply STOP to cancel.';
const SCAM_MESSAGE_FR =
  'URGENT : votre compte est suspendu. Confirmez votre identité immédiatement au http://192.0.2.44/desjardins-connexion sinon il sera fermé dans 24 heures.';

let chromiumBinary: SystemBinary;
let server: Server | undefined;
let base = '';
const profiles: string[] = [];
const contexts: BrowserContext[] = [];
let shots = '';

async function openContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'secapi-chromium-profile-'));
  profiles.push(profile);
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumBinary.path ?? undefined,
    headless: true,
    args: CHROMIUM_ARGS,
    javaScriptEnabled,
    viewport: { width: 1024, height: 800 },
    locale: 'en-CA',
  });
  contexts.push(ctx);
  return ctx;
}

/** A page that fails the test on any console error (a CSP violation shows up there) or dialog. */
async function newPage(ctx: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await ctx.newPage();
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
}, 15 * 60_000);

afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
  if (server !== undefined) {
    await new Promise<void>((resolve) => {
      server!.close(() => {
        resolve();
      });
    });
  }
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

    // The switch leads to the empty form in French, never carrying the message.
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/lang=fr-CA/);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    expect(await page.locator('#message').inputValue()).toBe('');
    await expect.poll(() => page.getByRole('heading', { name: 'Vérifier un texto' }).count()).toBe(1);
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
