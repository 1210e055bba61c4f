/**
 * The JSON Lines of a batch stay byte for byte what they were: a mixed batch (ordinary links,
 * look-alikes, repeats, blank and whitespace lines, CRLF endings, refused lines, a long URL, an
 * internationalised host) run through the BUILT command in this process, with one line at a time
 * and eight at once, on the main thread alone and with a worker thread, in English and in French,
 * against golden files written by the code before the batch path was made faster (only `checkedAt`,
 * a clock reading, is masked). `SECAPI_UPDATE_GOLDEN=1` rewrites the golden files (never do that to
 * make a speed change pass: the point is that the output does not move).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Run } from './run-type.js';

const DIST = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const INPUT = fileURLToPath(new URL('./fixtures/batch-mixed.txt', import.meta.url));
const golden = (lang: string): string =>
  fileURLToPath(new URL(`./fixtures/batch-mixed.${lang}.jsonl`, import.meta.url));

async function batch(args: string[]): Promise<{ code: number; stdout: string }> {
  if (!existsSync(DIST)) throw new Error('packages/cli/dist is missing: run `pnpm build` first');
  const { run } = (await import(DIST)) as { run: Run };
  const chunks: Buffer[] = [];
  const stdout = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      chunks.push(Buffer.isBuffer(chunk) ? Buffer.from(chunk) : Buffer.from(chunk));
      done();
    },
  });
  const stderr = new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });
  const code = await run({
    argv: args,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', SECAPI_OFFLINE: '1' },
    stdin: Readable.from([]),
    stdout,
    stderr,
  });
  return { code, stdout: Buffer.concat(chunks).toString('utf8') };
}

const mask = (s: string): string => s.replace(/"checkedAt":"[^"]*"/g, '"checkedAt":"-"');

describe('a batch writes the same bytes as before', () => {
  for (const lang of ['en-CA', 'fr-CA']) {
    it(`in ${lang}, with --concurrency 1 and 8, --workers 0 and 1`, async () => {
      const variants = [
        ['--concurrency', '1', '--workers', '0'],
        ['--concurrency', '8', '--workers', '0'],
        ['--concurrency', '8', '--workers', '1'],
      ];
      const outs: string[] = [];
      for (const v of variants) {
        const r = await batch(['url', '--offline', '--file', INPUT, '--lang', lang, ...v]);
        expect(r.code).toBe(1);
        outs.push(mask(r.stdout));
      }
      if (process.env.SECAPI_UPDATE_GOLDEN === '1') writeFileSync(golden(lang), outs[0]!);
      const expected = readFileSync(golden(lang), 'utf8');
      // 98 lines, two of them blank: one JSON line for each of the others.
      expect(expected.split('\n')).toHaveLength(97);
      for (const out of outs) expect(out === expected).toBe(true);
    });
  }

  // A batch of a few hundred lines is done before a worker would be ready, so the pool starts none:
  // the mixed input repeated 80 times (7,840 lines) is long enough for the worker to answer chunks.
  it('repeated 80 times on a worker thread and the main thread, in fr-CA', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secapi-golden-'));
    try {
      const file = join(dir, 'repeated.txt');
      writeFileSync(file, readFileSync(INPUT, 'utf8').repeat(80));
      const r = await batch(['url', '--offline', '--file', file, '--lang', 'fr-CA', '--workers', '1']);
      expect(r.code).toBe(1);
      expect(mask(r.stdout) === readFileSync(golden('fr-CA'), 'utf8').repeat(80)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
