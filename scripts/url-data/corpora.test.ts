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
