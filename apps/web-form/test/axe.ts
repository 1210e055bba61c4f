/// <reference lib="dom" />
/**
 * axe-core (from npm) run inside a page of the browser tests. The source is evaluated through the
 * DevTools protocol (`page.evaluate`), which the page's CSP does not govern, so the pages keep their
 * real CSP (no script allowed) while they are audited. Every rule axe runs by default (WCAG 2 A/AA
 * and best practices); a violation is reported as "rule-id (impact): target, target…".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

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
