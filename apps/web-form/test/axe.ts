/// <reference lib="dom" />
/**
 * axe-core (from npm) run inside a page of the browser tests. The source is evaluated through the
 * DevTools protocol (`page.evaluate`), which the page's CSP does not govern, so the pages keep their
 * real CSP (no script allowed) while they are audited. Every rule axe runs by default (WCAG 2 A/AA
 * and best practices); a violation is reported as "rule-id (impact): target, target…".
 */
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

/** The violations axe finds on the page as it is now (an empty list when there is none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResults> } }).axe;
    const r = await axe.run(document);
    return {
      violations: r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      })),
    };
  });
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

/** One document a browser test received (the HTML as served), to audit later. */
export interface PageSnapshot {
  readonly url: string;
  readonly status: number;
  readonly html: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Keeps every HTML document `page` navigates to (as served), so that a suite can audit them all at
 * its end with `auditSnapshots`, including pages of JavaScript-off contexts (where no script runs).
 */
export function recordDocuments(page: Page, into: PageSnapshot[]): void {
  page.on('response', (response) => {
    const request = response.request();
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
    const size = page.viewportSize() ?? { width: 1280, height: 800 };
    response.text().then(
      (html) => {
        into.push({ url: response.url(), status: response.status(), html, ...size });
      },
      () => undefined,
    );
  });
}

/**
 * Audits each snapshot with axe in `open()`'s JavaScript-on pages: the served HTML at its own
 * address (so its same-origin stylesheet loads), at its own viewport. Returns the violations.
 */
export async function auditSnapshots(
  snapshots: readonly PageSnapshot[],
  open: () => Promise<Page>,
): Promise<string[]> {
  const found: string[] = [];
  for (const s of snapshots) {
    const page = await open();
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.route(s.url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: s.html }),
    );
    await page.goto(s.url);
    for (const v of await axeViolations(page)) found.push(`${s.url} [${String(s.width)}px]: ${v}`);
    await page.close();
  }
  process.stderr.write(
    `axe: ${String(snapshots.length)} documents audited, ${String(found.length)} violations\n`,
  );
  return found;
}

/**
 * `auditSnapshots` in a Chromium of its own (JavaScript on, for axe), closed and its profile
 * removed afterwards: the accessibility test each browser suite ends with.
 */
export async function auditInFreshChromium(
  snapshots: readonly PageSnapshot[],
  executablePath: string,
): Promise<string[]> {
  const { context, profile } = await launchChromium({ executablePath, javaScriptEnabled: true });
  try {
    return await auditSnapshots(snapshots, () => context.newPage());
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
