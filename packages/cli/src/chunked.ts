/**
 * A batch on worker threads (pool.ts): the same JSON Lines, progress line and closing summary as
 * `runBatch` (batch.ts), but handled a chunk at a time. The lines are grouped into chunks of CHUNK
 * (the first chunk is the first line alone, so its result goes out at once); each chunk is answered
 * as one unit, by a worker or by the main thread, as its lines' bytes and counts (chunk.ts); the
 * main thread writes the chunks in input order. Per line, the main thread only splits and groups the
 * input: no promise, result or piece of bytes of its own (the per-line bookkeeping of `runBatch`,
 * collected as garbage, cost about what a second core gave).
 */
import {
  closingSummary,
  inputOf,
  nextDrain,
  startProgress,
  type BatchOptions,
  type BatchSummary,
} from './batch.js';
import type { ExitCode } from './exit-code.js';
import type { ChunkResult } from './chunk.js';
import { CHUNK, type Pool } from './pool.js';

/**
 * Runs `pool` over every non-blank line of `source` and writes the JSON Lines.
 * @returns the summary (also written to stderr)
 */
export async function runChunkedBatch(
  source: AsyncIterable<readonly string[]>,
  pool: Pick<Pool, 'analyzeChunk' | 'chunksInFlight'>,
  options: BatchOptions,
): Promise<BatchSummary> {
  const { stdout } = options;
  const start = performance.now();
  const ready = new Map<number, ChunkResult>();
  const byLabel = new Map<string, number>();
  const codes: Record<ExitCode, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  let next = 0; // index of the next chunk to start
  let toWrite = 0; // index of the next chunk to write
  let written = 0; // lines written
  let wake: (() => void) | null = null;
  // Set while stdout is full.
  let drained: Promise<void> | null = null;
  const draining = (): Promise<void> | null => drained;

  const flush = (): void => {
    for (let r = ready.get(toWrite); r !== undefined; r = ready.get(toWrite)) {
      ready.delete(toWrite);
      toWrite++;
      written += r.lines;
      r.codes.forEach((n, code) => {
        codes[code as ExitCode] += n;
      });
      for (const [label, n] of r.labels) byLabel.set(label, (byLabel.get(label) ?? 0) + n);
      // A chunk is never empty: every line writes at least its line feed.
      if (!stdout.write(r.bytes) && drained === null)
        drained = nextDrain(stdout, () => {
          drained = null;
        });
    }
  };
  const send = (chunk: string[]): void => {
    const index = next++;
    void pool.analyzeChunk(chunk).then((r) => {
      ready.set(index, r);
      if (index === toWrite) flush();
      const w = wake;
      wake = null;
      w?.();
    });
  };
  const stopProgress = startProgress(options, start, () => written);

  let chunk: string[] = [];
  // The first chunk is the first line alone: a person or a pipe sees the run has started.
  let size = 1;
  for await (const part of source) {
    for (const line of part) {
      const value = inputOf(line);
      if (value === null) continue;
      chunk.push(value);
      if (chunk.length < size) continue;
      while (next - toWrite >= pool.chunksInFlight) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      const full = draining();
      if (full !== null) await full;
      send(chunk);
      chunk = [];
      size = CHUNK;
    }
  }
  if (chunk.length > 0) send(chunk);
  while (toWrite < next) {
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
  const full = draining();
  if (full !== null) await full;
  stopProgress();
  return closingSummary(written, codes, byLabel, start, options);
}
