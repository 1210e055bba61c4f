import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { LineResult } from './batch.js';
import { runChunkedBatch } from './chunked.js';
import { EXIT } from './exit-code.js';
import { CHUNK, createPool } from './pool.js';
import type { RunnerInit } from './runner.js';

const WORKER = new URL('../test/fixtures/echo-worker.mjs', import.meta.url);

/** The main thread's analysis: 0.2 ms of work a line, as a real one takes; `boom` lines throw. */
const local = (line: string): Promise<LineResult> => {
  if (line.startsWith('boom')) return Promise.reject(new Error(`failed on ${line}`));
  const until = performance.now() + 0.2;
  while (performance.now() < until);
  return Promise.resolve({ json: JSON.stringify({ line, by: 'main' }), code: EXIT.ok, label: 'ok' });
};
const failed = (): LineResult => ({ json: '{"error":"internal"}', code: EXIT.unchecked, label: 'error' });

async function* source(lines: string[]): AsyncGenerator<string[]> {
  for (let i = 0; i < lines.length; i += 1000) {
    await Promise.resolve();
    yield lines.slice(i, i + 1000);
  }
}

interface Record_ {
  line?: string;
  by?: string;
  error?: string;
}

/** Runs `lines` through a pool and the chunked batch, as the command does; the JSON Lines written. */
async function runAll(
  workerData: Record<string, unknown>,
  workers: number,
  lines: string[],
): Promise<{ out: Record_[]; stderr: string; exitCode: number }> {
  const pool = createPool(workerData as unknown as RunnerInit, workers, WORKER, local, failed);
  const stdout = new PassThrough();
  const pieces: Buffer[] = [];
  stdout.on('data', (b: Buffer) => pieces.push(b));
  let stderr = '';
  const err = new PassThrough();
  err.setEncoding('utf8');
  err.on('data', (s: string) => (stderr += s));
  try {
    const summary = await runChunkedBatch(source(lines), pool, {
      concurrency: 1,
      lang: 'en-CA',
      stdout,
      stderr: err,
      total: null,
    });
    const text = Buffer.concat(pieces).toString('utf8');
    expect(text.endsWith('\n')).toBe(true);
    const out = text
      .slice(0, -1)
      .split('\n')
      .map((l) => JSON.parse(l) as Record_);
    return { out, stderr, exitCode: summary.exitCode };
  } finally {
    await pool.close();
  }
}

const numbered = (n: number): string[] => Array.from({ length: n }, (_, i) => `l${String(i)}`);

describe('createPool with runChunkedBatch', () => {
  // Timing-dependent: the workers must start before the main thread has answered all 5,120 lines
  // (about 1 s of its work). On a loaded machine a worker's start can take longer (seen once in a
  // full CI run at 17:50 UTC on 2026-11-28), so the test may run again; a pool that never hands lines
  // to its workers still fails every try.
  it(
    'answers every line once and in order, the first ones on the main thread, then on the workers too',
    { retry: 2 },
    async () => {
      const lines = numbered(40 * CHUNK);
      const { out, stderr } = await runAll({ delayMs: 1 }, 2, lines);
      expect(out.map((r) => r.line)).toEqual(lines);
      expect(out[0]?.by).toBe('main');
      expect(out.filter((r) => r.by === 'worker').length).toBeGreaterThan(out.length / 2);
      expect(stderr).toMatch(
        /^secapi: 5,120 inputs in [0-9.]+ s: ok 5,120; 0 refused; 0 could not be checked\n$/,
      );
    },
  );

  it('keeps input order when chunks come back out of order (large batch, two workers)', async () => {
    const lines = numbered(200 * CHUNK + 17);
    const { out } = await runAll({ delayMs: 0, jitterMs: 9 }, 2, lines);
    expect(out.map((r) => r.line)).toEqual(lines);
  });

  it('redoes on the main thread what a failed worker held, and loses no line', async () => {
    const lines = numbered(10 * CHUNK);
    const { out } = await runAll({ crash: true }, 1, lines);
    expect(out.map((r) => r.line)).toEqual(lines);
    expect(out.every((r) => r.by === 'main')).toBe(true);
  });

  it('redoes once what a worker held when it exits mid-batch: nothing lost, nothing twice', async () => {
    const lines = numbered(60 * CHUNK + 5);
    const { out } = await runAll({ delayMs: 1, exitAfter: 3 }, 2, lines);
    expect(out.map((r) => r.line)).toEqual(lines);
  });

  it('gives a line that throws its own error record and goes on', async () => {
    const lines = ['a', 'boom1', 'b', ...numbered(30), 'boom2'];
    // Too few lines for a worker to start: the main thread answers every line.
    const { out, stderr, exitCode } = await runAll({}, 1, lines);
    expect(out).toHaveLength(lines.length);
    expect(out[1]).toEqual({ error: 'internal' });
    expect(out.at(-1)).toEqual({ error: 'internal' });
    expect(out[2]?.line).toBe('b');
    expect(stderr).toContain('2 could not be checked');
    expect(exitCode).toBe(EXIT.unchecked);
  });
});
