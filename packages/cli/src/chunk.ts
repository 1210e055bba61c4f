/**
 * A chunk of a pooled batch (pool.ts, chunked.ts): consecutive input lines answered as one unit, on
 * a worker thread or on the main thread alike. Each line's JSON is encoded as soon as its result
 * comes (the result and its text die young: nothing of a line outlives it but its bytes); the
 * chunk's answer is its lines' bytes end to end, a newline after each, and the counts of exit codes
 * and labels that the closing summary adds up. So the main thread handles a chunk, not a line: one
 * promise, one write and a few counts per 128 lines.
 */
import type { LineResult } from './batch.js';

/** What a chunk gave. Structured-cloneable (a worker posts it; `bytes` moves without a copy). */
export interface ChunkResult {
  /** The lines' JSON, newline after each, in input order. */
  readonly bytes: Uint8Array;
  /** Lines in the chunk (each has exactly one JSON line in `bytes`). */
  readonly lines: number;
  /** Lines by exit code (index 0-3). */
  readonly codes: readonly number[];
  /** Lines by summary label (`verdict.dangerous`, `refused`, `A+`…), in order of first use. */
  readonly labels: readonly (readonly [string, number])[];
}

/** Where a thread's chunks are encoded before their bytes are copied out (one chunk at a time). */
let scratch: Buffer | null = null;
const SCRATCH = 1 << 20;

/** Encodes the results of one chunk as they come; `finish` hands the answer over. */
class ChunkWriter {
  private buf: Buffer;
  private end = 0;
  private lines = 0;
  private readonly codes = [0, 0, 0, 0];
  private readonly labels = new Map<string, number>();

  constructor() {
    // The thread's scratch buffer when no other chunk holds it (the usual case), else one of its own.
    this.buf = scratch ?? Buffer.allocUnsafeSlow(SCRATCH);
    scratch = null;
  }

  add(r: LineResult): void {
    const room = this.end + 3 * r.json.length + 1; // at most three bytes per UTF-16 unit, and \n
    if (room > this.buf.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(room, 2 * this.buf.length));
      this.buf.copy(grown, 0, 0, this.end);
      this.buf = grown;
    }
    this.end += this.buf.write(r.json, this.end, 'utf8');
    this.buf[this.end++] = 10; // \n
    this.lines++;
    this.codes[r.code] = (this.codes[r.code] ?? 0) + 1;
    this.labels.set(r.label, (this.labels.get(r.label) ?? 0) + 1);
  }

  /**
   * The chunk's answer, its bytes in an ArrayBuffer of their own (transferable, and never written
   * again: a stream may keep a chunk after its callback). The writer is spent.
   */
  finish(): { result: ChunkResult; buffer: ArrayBuffer } {
    const buffer = new ArrayBuffer(this.end);
    const bytes = new Uint8Array(buffer);
    bytes.set(this.buf.subarray(0, this.end));
    // The buffer is the next chunk's scratch (unless it grew very large).
    if (this.buf.length <= 4 * SCRATCH) scratch = this.buf;
    return {
      result: { bytes, lines: this.lines, codes: this.codes, labels: [...this.labels] },
      buffer,
    };
  }
}

/** Answers `lines` one after another with `analyze`; a line that throws gets `failed()`'s record. */
export async function answerChunk(
  lines: readonly string[],
  analyze: (line: string) => Promise<LineResult>,
  failed: () => LineResult,
  /** Called between lines (the main thread yields to the event loop there); may return a promise. */
  between?: (done: number) => Promise<void> | void,
): Promise<{ result: ChunkResult; buffer: ArrayBuffer }> {
  const w = new ChunkWriter();
  for (let i = 0; i < lines.length; i++) {
    // Awaited only when it returns a promise: no microtask per line otherwise.
    const pause = i > 0 ? between?.(i) : undefined;
    if (pause !== undefined) await pause;
    let r: LineResult;
    try {
      r = await analyze(lines[i] ?? '');
    } catch {
      // An error record, never the error's text (it could quote the input).
      r = failed();
    }
    w.add(r);
  }
  return w.finish();
}
