/// <reference lib="dom" />
/**
 * The trust states of the form (amber, cut-off, progress, error pages) in a real headless Chromium (Debian's `chromium`, playwright-core),
 * in both languages, at a desktop and a phone width, against the form router over the fake service
 * (`fake-service.ts`: its knobs produce each state), listening on 127.0.0.1. Every page visited is
 * audited with axe-core (0 violations, every default rule) and must not scroll sideways.
 *
 * States: the amber "could not fully check" link, a service cut off from the internet, the 429 and
 * 404 pages, streamed progress visible before the result (JavaScript off, and on with its
 * countdown), the permalink, "Was this right?", the report links, and the one box's routing.
 * Screenshots go to $SECAPI_SCREENSHOT_DIR when it is set.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate, type Lang } from '@secapi/i18n';
import { ensureSystemBinary, type SystemBinary } from '@secapi/test-kit';
import { createFormRouter } from '../src/router.js';
import { axeViolations } from './axe.js';
import { launchChromium } from './chromium.js';
import { FAKE_IP, createFakeService, type FakeService } from './fake-service.js';

const WAIT = 15_000;
// A shared machine: a test opens a few pages and runs axe on each.
vi.setConfig({ testTimeout: 90_000 });
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

let chromiumBinary: SystemBinary;
let fake: FakeService;
let server: Server | undefined;
let base = '';
const profiles: string[] = [];
const contexts = new Map<string, BrowserContext>();
const shots = process.env.SECAPI_SCREENSHOT_DIR;
/** Pages audited by axe in this suite (reported at the end). */
let audited = 0;

async function contextFor(viewport: ViewportName, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const key = `${viewport}-${String(javaScriptEnabled)}`;
  const existing = contexts.get(key);
  if (existing !== undefined) return existing;
  const { context, profile } = await launchChromium({
    executablePath: chromiumBinary.path ?? '',
    javaScriptEnabled,
    viewport: VIEWPORTS[viewport],
    timeout: WAIT,
  });
  profiles.push(profile);
  contexts.set(key, context);
  return context;
}

/** A page that records console errors (a CSP violation shows up there), page errors and dialogs. */
async function newPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  page.setDefaultNavigationTimeout(WAIT);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return { page, problems };
}

/**
 * axe: no violation; and nothing wider than the screen. Chromium runs no script at all in a
 * JavaScript-off page (not even the DevTools' evaluation), so such a page is audited through its
 * twin: the same serialized DOM served at the same address to a JavaScript-on page of the same
 * width (the form's pages run no script, so the two render the same).
 */
async function audit(page: Page, name: string): Promise<void> {
  const viewport = (page.viewportSize()?.width ?? 0) > 600 ? 'desktop' : 'phone';
  let target = page;
  let twin: Page | undefined;
  if (contexts.get(`${viewport}-false`) === page.context()) {
    const html = await page.content();
    twin = await (await contextFor(viewport, true)).newPage();
    await twin.route(page.url(), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await twin.goto(page.url());
    target = twin;
  }
  expect(await axeViolations(target), `axe on ${name} (${page.url()})`).toEqual([]);
  audited++;
  const overflow = await target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${name}`).toBeLessThanOrEqual(0);
  await twin?.close();
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
  const app = express();
  app.use(createFormRouter({ service: fake, logger: { log: () => undefined }, streamAfterMs: 100 }));
  server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server!.once('error', reject);
    server!.listen(0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 10 * 60_000);

afterAll(async () => {
  for (const c of contexts.values()) await c.close();
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
  if (server !== undefined)
    await new Promise<void>((resolve) =>
      server!.close(() => {
        resolve();
      }),
    );
  process.stderr.write(`trust.browser: axe audited ${String(audited)} page renders, 0 violations\n`);
});

beforeEach((ctx) => {
  if (chromiumBinary.path === null) {
    ctx.skip(`Chromium unavailable: ${chromiumBinary.reason}`);
    return;
  }
  Object.assign(fake, { limit: Infinity, cutOff: false, dnsDown: false, urlInconclusive: false, delayMs: 0 });
  for (const k of Object.keys(fake.hits)) Reflect.deleteProperty(fake.hits, k);
  fake.feedback.length = 0;
});

const COMBOS = (['desktop', 'phone'] as const).flatMap((v) =>
  (['en-CA', 'fr-CA'] as const).map((lang) => ({ viewport: v, lang })),
);

describe.each(COMBOS)('$lang at $viewport width, JavaScript off', ({ viewport, lang }) => {
  const name = (state: string): string => `${state}-${lang}-${viewport}`;

  it('shows an incomplete "likely safe" link in amber, never green', async () => {
    fake.urlInconclusive = true;
    const { page, problems } = await newPage(await contextFor(viewport, false));
    await page.goto(`${base}/check/url?u=example.com&lang=${lang}`);
    const head = page.locator('.result-head');
    expect(await head.getAttribute('class')).toContain('verdict-incomplete');
    expect(await page.locator('.verdict-text').innerText()).toBe(tx(lang, 'ui.incomplete.label'));
    expect(await page.locator('.action p').innerText()).toBe(tx(lang, 'url.action.inconclusive'));
    // Its top border is the caution colour, not the safe green.
    const colour = await head.evaluate((el) => getComputedStyle(el).borderTopColor);
    const safe = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--safe'),
    );
    expect(colour).not.toBe(safe.trim());
    expect(await page.locator('.tag-good, .verdict-likely-safe').count()).toBe(0);
    await audit(page, name('amber'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says the service is cut off, and nothing about the target', async () => {
    fake.cutOff = true;
    const { page, problems } = await newPage(await contextFor(viewport, false));
    await page.goto(`${base}/check/ip?ip=${FAKE_IP}&lang=${lang}`);
    expect(await page.title()).toContain(tx(lang, 'ui.cutoff.heading'));
    expect(await page.locator('.notice-cutoff').innerText()).toContain(tx(lang, 'ui.cutoff.text'));
    expect(await page.locator('.tag').count()).toBe(0);
    expect(await page.locator('#bl-heading').count()).toBe(0);
    await audit(page, name('cut-off'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers a 429 with a page that keeps the input and says how long to wait', async () => {
    fake.limit = 0;
    const { page, problems } = await newPage(await contextFor(viewport, false));
    const res = (await page.goto(`${base}/check/dns?domain=example.ca&lang=${lang}`))!;
    expect(res.status()).toBe(429);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.title()).toContain(tx(lang, 'ui.title.rate-limited'));
    expect(await page.locator('#domain').inputValue()).toBe('example.ca');
    // Headed "Too many checks", the wait said once (in the summary; the field itself is fine).
    expect(await page.locator('.error-title').innerText()).toBe(tx(lang, 'ui.error.too-many-heading'));
    expect(await page.locator('.error-summary a').innerText()).toBe(
      tx(lang, 'ui.error.rate-limited-wait', { seconds: 42 }),
    );
    expect(await page.locator('.field-error').count()).toBe(0);
    await audit(page, name('429'));
    // The way back.
    await page.locator('p.back a').click();
    await page.waitForURL(`${base}/?lang=${lang}`);
    expect(problems.filter((p) => !p.includes('429'))).toEqual([]);
    await page.close();
  });

  it('answers a 404 with a page in the layout and a way back', async () => {
    const { page, problems } = await newPage(await contextFor(viewport, false));
    const res = (await page.goto(`${base}/no/such/page?lang=${lang}`))!;
    expect(res.status()).toBe(404);
    expect(await page.title()).toContain(tx(lang, 'ui.title.not-found'));
    expect(await page.locator('h1').innerText()).toBe(tx(lang, 'ui.title.not-found'));
    await audit(page, name('404'));
    await page.locator('p.back a').click();
    await page.waitForURL(`${base}/?lang=${lang}`);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.close();
  });

  it('shows the progress block before the result, in the same response, without JavaScript', async () => {
    fake.delayMs = 2_500;
    const { page, problems } = await newPage(await contextFor(viewport, false));
    const started = Date.now();
    await page.goto(`${base}/check/typosquat?domain=example.ca&lang=${lang}`, { waitUntil: 'commit' });
    const progress = page.locator('#progress');
    await progress.waitFor({ state: 'visible' });
    const seenAt = Date.now() - started;
    expect(await page.locator('#streamed-result').count()).toBe(0);
    expect(await progress.innerText()).toContain(tx(lang, 'ui.progress.checking', { seconds: 15 }));
    expect(seenAt).toBeLessThan(2_000);
    await page.locator('#streamed-result').waitFor({ state: 'attached' });
    await page.waitForLoadState('load');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
    // The result is in; CSS alone hides the block.
    expect(await progress.isVisible()).toBe(false);
    expect(await page.locator('#result-heading').innerText()).toBe(tx(lang, 'ui.typo.result-heading'));
    await audit(page, name('streamed'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('links to itself (permalink) apart from the language switch, and the permalink opens the result', async () => {
    const { page, problems } = await newPage(await contextFor(viewport, false));
    await page.goto(`${base}/check/dns?domain=example.ca&lang=${lang}`);
    const permalink = page.locator('a.permalink');
    const href = await permalink.getAttribute('href');
    expect(href).toBe(`/check/dns?domain=example.ca&lang=${lang}`);
    expect(await page.locator('a.lang-switch').getAttribute('href')).not.toBe(href);
    expect(await page.locator('a.json-link').getAttribute('href')).toBe(
      `/api/check-dns?domain=example.ca&lang=${lang}`,
    );
    expect(await page.locator('.checked-at').innerText()).toBe(tx(lang, 'ui.meta.checked-now'));
    await audit(page, name('result-meta'));
    await permalink.click();
    await page.waitForURL(`${base}${href ?? ''}`);
    expect(await page.locator('#result-heading').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('takes "Was this right?" without JavaScript and stores it', async () => {
    const { page, problems } = await newPage(await contextFor(viewport, false));
    await page.goto(`${base}/check/url?u=a.example&lang=${lang}`);
    await page.getByRole('radio', { name: tx(lang, 'ui.feedback.no') }).check();
    await page.getByRole('textbox', { name: tx(lang, 'ui.feedback.comment') }).fill('mon site / my site');
    await page.getByRole('button', { name: tx(lang, 'ui.feedback.submit') }).click();
    await page.waitForURL(/\/feedback\?/);
    expect(await page.locator('main').innerText()).toContain(tx(lang, 'ui.feedback.thanks'));
    expect(fake.feedback).toHaveLength(1);
    expect(fake.feedback[0]).toMatchObject({
      analysisType: 'check-url',
      subject: 'a.example',
      feedback: 'incorrect',
      comment: 'mon site / my site',
    });
    await audit(page, name('feedback-thanks'));
    await page.getByRole('link', { name: tx(lang, 'ui.feedback.back') }).click();
    await page.waitForURL(/\/check\/url\?u=a\.example/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('offers the Canadian report links for a suspicious message', async () => {
    const { page, problems } = await newPage(await contextFor(viewport, false));
    await page.goto(`${base}/?lang=${lang}`);
    await page.locator('#message').fill('Act now: buy a gift card and send me the codes');
    await page.locator('#check-message button[type=submit]').click();
    await page.waitForURL(/\/check\/message/);
    const report = page.locator('section.report');
    expect(await report.innerText()).toContain('7726');
    const cafc = report.getByRole('link', { name: tx(lang, 'ui.report.cafc') });
    expect(await cafc.getAttribute('href')).toMatch(
      /^https:\/\/antifraudcentre-centreantifraude\.ca\/report-signalez-(eng|fra)\.htm$/,
    );
    await audit(page, name('report'));
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['https://example.ca/login', /\/check\/url\?u=https%3A%2F%2Fexample\.ca%2Flogin/],
    ['jane@example.ca', /\/check\/email-auth\?domain=jane%40example\.ca/],
    ['example.ca', /\/check\/dns\?domain=example\.ca/],
    [FAKE_IP, /\/check\/ip\?ip=193\.0\.6\.139/],
    ['44d88612fea8a8f36de82e1278abb02f', /\/check\/hash\?hash=44d88612fea8a8f36de82e1278abb02f/],
    ['Your parcel is held, pay the fee at http://pay.example.top', /\/check\?lang=/],
  ])('routes "%s" from the one box to the right check', async (input, where) => {
    const { page, problems } = await newPage(await contextFor(viewport, false));
    await page.goto(`${base}/?lang=${lang}`);
    await page.getByRole('textbox', { name: tx(lang, 'ui.onebox.label') }).fill(input);
    await page.getByRole('button', { name: tx(lang, 'ui.onebox.submit'), exact: true }).click();
    await page.waitForURL(where);
    expect(await page.locator('#result-heading').count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    if (input.includes(' ')) expect(page.url()).not.toContain('parcel');
    await audit(page, name(`onebox-${input.slice(0, 12).replace(/[^a-z0-9]/gi, '_')}`));
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.each(['en-CA', 'fr-CA'] as const)('%s, JavaScript on (phone width)', (lang) => {
  it('counts the progress down while waiting, then gives the page the result title', async () => {
    fake.delayMs = 2_500;
    const { page, problems } = await newPage(await contextFor('phone', true));
    await page.goto(`${base}/check/dns?domain=example.ca&lang=${lang}`, { waitUntil: 'commit' });
    await page.locator('#progress').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('#progress-remaining').innerText(), { timeout: WAIT }).toMatch(/\d/);
    expect(await page.locator('#streamed-result').count()).toBe(0);
    await page.locator('#streamed-result').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.title(), { timeout: WAIT })
      .toContain(tx(lang, 'ui.title.dns-result', { domain: 'example.ca' }));
    expect(await page.locator('#progress').isVisible()).toBe(false);
    await audit(page, `streamed-js-${lang}`);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.each(['en-CA', 'fr-CA'] as const)('%s, §5 at phone width', (lang) => {
  it('styles the password input like the others, at 16 px or more (no zoom), and pads the header', async () => {
    const { page, problems } = await newPage(await contextFor('phone', true));
    await page.goto(`${base}/check/password?lang=${lang}`);
    const input = page.locator('#password');
    const style = await input.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        size: parseFloat(s.fontSize),
        border: s.borderTopWidth,
        width: el.getBoundingClientRect().width,
      };
    });
    expect(style.size).toBeGreaterThanOrEqual(16);
    expect(style.border).toBe('2px');
    expect(style.width).toBeGreaterThan(250);
    const header = await page
      .locator('.header-inner')
      .evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
    expect(header).toBeGreaterThan(0);
    await audit(page, `password-${lang}-phone`);
    expect(problems).toEqual([]);
    await page.close();
  });
});
