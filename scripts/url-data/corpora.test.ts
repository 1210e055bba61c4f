/**
 * The URL model's training rows (corpora.mjs): the per-domain cap and the domain-balanced weights
 * of `TUNE_DOMAIN_BALANCE`, on throw-away files and a stand-in featurizer.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript module without declarations.
import { loadTraining, SHIPPABLE } from './corpora.mjs';
// @ts-expect-error: plain JavaScript module without declarations.
import { modernOrdinaryR20 } from './benign-modern-r20.mjs';
// @ts-expect-error: plain JavaScript module without declarations.
import { helpers } from './templates-modern.mjs';

const dir = mkdtempSync(join(tmpdir(), 'secapi-corpora-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
// Every shippable file must exist; only the books file holds rows: four of one domain, one of another.
for (const file of SHIPPABLE as string[]) {
  const text =
    file === 'benign_free_programming_books.tsv'
      ? ['a', 'b', 'c', 'd'].map((p) => `benign\thttps://four.example/${p}\n`).join('') +
        'benign\thttps://one.example/\n'
      : '';
  writeFileSync(join(dir, file), file.endsWith('.gz') ? gzipSync(text) : text);
}
const featurize = (url: string) => ({ slots: [1], domain: new URL(url).hostname });

interface Row {
  y: number;
  weight?: number;
  domain?: string;
}
function benignRows(options: Record<string, unknown>): Row[] {
  const { trainRows, heldOut } = loadTraining(dir, featurize, {
    realBenign: 5,
    synthetic: 0,
    log: () => undefined,
    ...options,
  }) as { trainRows: Row[]; heldOut: Map<string, Row[]> };
  return [...trainRows, ...heldOut.values()].flat().filter((r) => r.domain !== undefined);
}

describe('loadTraining', () => {
  it('weighs every real benign row alike without domain balance', () => {
    const rows = benignRows({ perDomain: 40 });
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.weight === 5)).toBe(true);
  });

  it('weighs a benign row 1/sqrt(rows of its domain) with domain balance', () => {
    const rows = benignRows({ perDomain: 40, domainBalance: true });
    const of = (d: string) => rows.filter((r) => r.domain === d).map((r) => r.weight);
    expect(of('four.example')).toEqual([2.5, 2.5, 2.5, 2.5]);
    expect(of('one.example')).toEqual([5]);
  });

  it('counts the rows of a domain after its cap', () => {
    const rows = benignRows({ perDomain: 1, domainBalance: true });
    expect(rows.map((r) => r.weight)).toEqual([5, 5]);
  });
});

describe("round 20's modern ordinary family (TUNE_R20)", () => {
  // The family's links come without a scheme, as the templates' do.
  const featurizeAny = (url: string) => featurize(url.includes('://') ? url : `https://${url}`);
  const load = (options: Record<string, unknown>) =>
    loadTraining(dir, featurizeAny, {
      perDomain: 40,
      realBenign: 5,
      synthetic: 0,
      log: () => undefined,
      ...options,
    }) as { trainRows: Row[]; heldOut: Map<string, Row[]> };

  it('is off by default: no row and no held-out set', () => {
    const { trainRows, heldOut } = load({});
    expect(heldOut.has('synthetic r20 ordinary')).toBe(false);
    expect(trainRows.filter((r) => r.y === 0 && r.domain === undefined)).toHaveLength(0);
  });

  it('adds r20 ordinary rows of weight r20Weight, one in five held out', () => {
    const { trainRows, heldOut } = load({ r20: 50, r20Weight: 3 });
    const family = trainRows.filter((r) => r.y === 0 && r.domain === undefined);
    expect(family).toHaveLength(40);
    expect(family.every((r) => r.weight === 3)).toBe(true);
    expect(heldOut.get('synthetic r20 ordinary')).toHaveLength(10);
  });

  it("keeps the phishing templates' words and brand names out of its links", () => {
    const shapes = modernOrdinaryR20(helpers(7)) as (() => string)[];
    const urls = Array.from({ length: 2600 }, (_, i) => shapes[i % shapes.length]());
    const lure =
      /login|signin|sign-in|verify|secure|account|wallet|billing|update|claim|password|auth|paypal|apple|amazon|microsoft|netflix|interac|desjardins/;
    expect(urls.filter((u) => lure.test(u))).toEqual([]);
  });
});
