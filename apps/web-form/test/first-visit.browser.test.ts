/// <reference lib="dom" />
/**
 * A first visit in real headless Chromium (Debian's `chromium`, playwright-core), in both languages,
 * on a 390 px phone and a 1280 px desktop, against the form router over the fake service: an email
 * pasted in the one box, a text-message result revisited (language switch, feedback and its way
 * back), the report links under "What to do", the tab title of an amber result, the
 * 429 heading, the focus on the error summary, and the TLS page's summary over a real scan (a local
 * https server asked for a name its certificate does not cover). Every page is audited by axe (0
 * violations) and must not scroll sideways. Screenshots go to $SECAPI_SCREENSHOT_DIR when it is set.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeTls, createContext, type TlsResult } from '@secapi/core';
import { createHttpClient, createTlsClient } from '@secapi/core/net';
import { testPolicy } from '@secapi/core/testing';
import { localize, translate, type Lang } from '@secapi/i18n';
import { createTestCa, ensureSystemBinary, fakeDns, type SystemBinary, type TestCa } from '@secapi/test-kit';
import { createFormRouter } from '../src/router.js';
import { tlsResultPage } from '../src/tls-page.js';
import { axeViolations } from './axe.js';
import { launchChromium } from './chromium.js';
import { createFakeService, type FakeService } from './fake-service.js';
import { PASTED_EMAIL } from './pasted-email.js';

const WAIT = 15_000;
vi.setConfig({ testTimeout: 90_000 });
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

let chromiumBinary: SystemBinary;
let fake: FakeService;
let server: Server | undefined;
let base = '';
let ca: TestCa | undefined;
let https: ReturnType<typeof createHttpsServer> | undefined;
let mismatch: TlsResult | undefined;
const profiles: string[] = [];
const contexts = new Map<ViewportName, BrowserContext>();
const shots = process.env.SECAPI_SCREENSHOT_DIR;
let audited = 0;

async function pageAt(viewport: ViewportName): Promise<Page> {
  let context = contexts.get(viewport);
  if (context === undefined) {
    const launched = await launchChromium({
      executablePath: chromiumBinary.path ?? '',
      javaScriptEnabled: true,
      viewport: VIEWPORTS[viewport],
      timeout: WAIT,
    });
    profiles.push(launched.profile);
    context = launched.context;
    contexts.set(viewport, context);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  return page;
}

/** axe finds nothing, nothing is wider than the screen; a screenshot when asked. */
async function audit(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
  audited++;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${name}`).toBeLessThanOrEqual(0);
  if (shots !== undefined && shots !== '') {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  }
}

const tx = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, unknown>): string =>
  translate(lang, key, params);

beforeAll(async () => {
  chromiumBinary = await ensureSystemBinary('chromium', 'chromium');
  if (chromiumBinary.path === null) return;
  fake = createFakeService();
  // A real scan of a local https server under a name its certificate does not cover (grade M).
  ca = createTestCa();
  https = createHttpsServer({ ...ca.issue(['shop.test']), minVersion: 'TLSv1.2' }, (_req, res) => {
    res.writeHead(200, { 'strict-transport-security': 'max-age=31536000' }).end();
  });
  await new Promise<void>((resolve) => https!.listen(0, '127.0.0.1', resolve));
  const dns = fakeDns({ 'other.test': { A: ['127.0.0.1'] } });
  const policy = testPolicy({
    allow: 'loopback',
    portMap: { 'other.test:443': (https.address() as AddressInfo).port },
  });
  mismatch = await analyzeTls(
    'other.test',
    createContext({
      dns,
      policy,
      http: createHttpClient({ dns, policy, ca: ca.cert, defaults: { timeoutMs: 2_000 } }),
      tls: createTlsClient({ dns, policy, ca: ca.cert }),
    }),
  );
  const app = express();
  app.get('/test/tls', (req, res) => {
    const lang: Lang = req.query.lang === 'fr-CA' ? 'fr-CA' : 'en-CA';
    const body = tlsResultPage(
      { lang, assets: { css: '/assets/site.css', icon: '/assets/favicon.svg' } },
      localize(mismatch!, lang),
      'other.test',
    ).body;
    res.type('html').send(body);
  });
  app.use(createFormRouter({ service: fake, logger: { log: () => undefined } }));
  server = createHttpServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 5 * 60_000);

afterAll(async () => {
  for (const c of contexts.values()) await c.close();
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
  for (const s of [server, https]) {
    if (s === undefined) continue;
    await new Promise<void>((resolve) => {
      s.close(() => {
        resolve();
      });
    });
  }
  ca?.dispose();
  process.stderr.write(`first-visit.browser: axe audited ${String(audited)} page renders, 0 violations\n`);
});

beforeEach((ctx) => {
  if (chromiumBinary.path === null) {
    ctx.skip(`Chromium unavailable: ${chromiumBinary.reason}`);
    return;
  }
  Object.assign(fake, { limit: Infinity, urlInconclusive: false, delayMs: 0 });
  for (const k of Object.keys(fake.hits)) Reflect.deleteProperty(fake.hits, k);
  fake.feedback.length = 0;
});

const COMBOS = (['desktop', 'phone'] as const).flatMap((v) =>
  (['en-CA', 'fr-CA'] as const).map((lang) => ({ viewport: v, lang })),
);

describe.each(COMBOS)('$lang at $viewport width', ({ viewport, lang }) => {
  const name = (state: string): string => `first-${state}-${lang}-${viewport}`;
  const other: Lang = lang === 'fr-CA' ? 'en-CA' : 'fr-CA';

  it('takes an email pasted in the one box to the email check', async () => {
    const page = await pageAt(viewport);
    await page.goto(`${base}/?lang=${lang}`);
    expect(await page.locator('#q-hint').innerText()).toContain(
      tx(lang, 'ui.onebox.limits', { messageMax: 20_000, headersMax: 20_000, bodyMax: 20_000 }).slice(0, 20),
    );
    await page.locator('#q').fill(PASTED_EMAIL);
    await Promise.all([page.waitForURL(/\/check$|\/check\?/), page.locator('#check-any button').click()]);
    expect(await page.locator('#result-heading').innerText()).toBe(tx(lang, 'ui.result.email-heading'));
    expect(await page.locator('#rawHeaders').inputValue()).toContain('Received: from mx.example.net');
    expect(await page.locator('.checked-at').count()).toBe(1);
    expect(await page.locator('section.feedback').count()).toBe(1);
    expect(await page.title()).toContain(
      tx(lang, 'ui.title.mail-result', { verdict: '' }).trim().slice(0, 5),
    );
    await audit(page, name('email-from-one-box'));
    await page.close();
  });

  it('keeps a text-message result through the language switch and feedback', async () => {
    const page = await pageAt(viewport);
    await page.goto(`${base}/?lang=${lang}`);
    await page.locator('#message').fill('act now: buy a gift card for the boss');
    await Promise.all([page.waitForURL(/\/check\/message/), page.locator('#check-message button').click()]);
    // "Report it" comes right after "What to do", with a text link to 7726 and a call link.
    const report = page.locator('section.report');
    expect(await report.locator('a[href="sms:7726"]').count()).toBe(1);
    expect(await report.locator('a[href="tel:+18884958501"]').count()).toBe(1);
    const actionBox = await page.locator('.action').boundingBox();
    const reportBox = await report.boundingBox();
    const findingsBox = await page.locator('.findings').boundingBox();
    expect(reportBox!.y).toBeGreaterThan(actionBox!.y);
    expect(reportBox!.y).toBeLessThan(findingsBox!.y);
    await audit(page, name('message-result'));
    // The language switch shows the same result in the other language.
    await Promise.all([page.waitForLoadState('load'), page.locator('.lang-form button').click()]);
    await page.waitForFunction((l) => document.documentElement.lang === l, other);
    expect(await page.locator('#result-heading').innerText()).toBe(tx(other, 'ui.result.message-heading'));
    expect(await page.locator('#message').inputValue()).toBe('act now: buy a gift card for the boss');
    await audit(page, name('message-switched'));
    // Feedback is sent without leaving the result (a POST answer, which Back could not show again
    // after a thank-you page): the thanks replace the form, the address stays, focus goes to them.
    const url = page.url();
    await page.locator('input[name="feedback"][value="correct"]').check();
    await page.locator('section.feedback button').click();
    const thanks = page.locator('section.feedback [role="status"]');
    await thanks.waitFor();
    expect(await thanks.innerText()).toBe(tx(other, 'ui.feedback.thanks'));
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('feedback-thanks');
    expect(page.url()).toBe(url);
    expect(await page.locator('#result-heading').innerText()).toBe(tx(other, 'ui.result.message-heading'));
    expect(fake.feedback).toHaveLength(1);
    expect(fake.feedback[0]).toMatchObject({ analysisType: 'check-message', feedback: 'correct' });
    await audit(page, name('message-thanks'));
    await page.close();
  });

  it('leaves a text-message result with Back after feedback, without a resubmit error', async () => {
    const page = await pageAt(viewport);
    await page.goto(`${base}/?lang=${lang}`);
    await page.locator('#message').fill('your parcel is waiting, pay the fee');
    await Promise.all([page.waitForURL(/\/check\/message/), page.locator('#check-message button').click()]);
    await page.locator('input[name="feedback"][value="incorrect"]').check();
    await page.locator('section.feedback button').click();
    await page.locator('section.feedback [role="status"]').waitFor();
    const back = await page.goBack();
    expect(back?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('#message').count()).toBe(1);
    expect(fake.feedback).toHaveLength(1);
    await page.close();
  });

  it('titles the tab of an amber link result as the page shows it', async () => {
    fake.urlInconclusive = true;
    const page = await pageAt(viewport);
    await page.goto(`${base}/check/url?u=example.com&lang=${lang}`);
    expect(await page.locator('.verdict-text').innerText()).toBe(tx(lang, 'ui.incomplete.label'));
    expect(await page.title()).toContain(tx(lang, 'ui.incomplete.label'));
    expect(await page.title()).not.toContain(tx(lang, 'verdict.likely-safe'));
    await page.close();
  });

  it('heads the 429 page "Too many checks" and says the wait once', async () => {
    fake.limit = 0;
    const page = await pageAt(viewport);
    await page.goto(`${base}/check/url?u=example.com&lang=${lang}`);
    expect(await page.locator('.error-title').innerText()).toBe(tx(lang, 'ui.error.too-many-heading'));
    expect(await page.locator('.field-error').count()).toBe(0);
    await audit(page, name('429'));
    await page.close();
  });

  it('moves the focus to the error summary after a form error, in view', async () => {
    const page = await pageAt(viewport);
    await page.goto(`${base}/check/dns?lang=${lang}`);
    await page.locator('input[name="domain"]').fill('not a domain');
    await Promise.all([page.waitForURL(/domain=/), page.locator('main form button[type="submit"]').click()]);
    await page.waitForFunction(() => document.activeElement?.id === 'error-summary');
    const inView = await page.evaluate(() => {
      const r = document.getElementById('error-summary')!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    await audit(page, name('focus-error'));
    await page.close();
  });

  it('shows the TLS summary: four bars, the trust failure in words, the grade if trust is ignored', async () => {
    expect(mismatch?.grade).toBe('M');
    const page = await pageAt(viewport);
    await page.goto(`${base}/test/tls?lang=${lang}`);
    expect(await page.locator('meter.bar').count()).toBe(4);
    const trust = await page.locator('.tls-trust').innerText();
    expect(trust).toContain(tx(lang, 'ui.tls.trust.mismatch', { host: 'other.test' }));
    expect(trust).toContain(tx(lang, 'ui.tls.if-trust-ignored', { grade: 'A+' }));
    // Every rule line fits the screen (the long suite names wrap).
    const clipped = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('.result-body li, .details dd')).filter(
          (el) => el.scrollWidth > el.clientWidth + 1,
        ).length,
    );
    expect(clipped).toBe(0);
    await audit(page, name('tls'));
    await page.close();
  });
});
