/**
 * Batch: one input per line (a file or standard input), at most `concurrency` analyses at once,
 * JSON Lines out in input order (each line the API's body for that input: the localised result, or
 * `{ "error": "…" }` for a refused input, which never stops the run). A progress line on stderr
 * when stderr is a TTY; a closing summary on stderr (counts by verdict, grade or outcome, inputs
 * refused, could not check).
 */
import type { Readable, Writable } from 'node:stream';
import { pluralOf, translate, type Lang } from '@secapi/i18n';
import { EXIT, batchExitCode, type ExitCode } from './exit-code.js';

/** What one line gave: its JSON line, its exit code, and its label in the closing summary. */
export interface LineResult {
  readonly json: string;
  readonly code: ExitCode;
  /** i18n key (`verdict.dangerous`) or plain label (`A+`, `complete`) counted in the summary. */
  readonly label: string;
}

export interface BatchOptions {
  readonly concurrency: number;
  readonly lang: Lang;
  readonly stdout: Writable;
  readonly stderr: Writable & { isTTY?: boolean };
  /** Number of lines when known in advance (progress ETA); null otherwise. */
  readonly total: number | null;
  /** Milliseconds between progress lines (TTY only). */
  readonly progressEveryMs?: number;
}

export interface BatchSummary {
  readonly lines: number;
  readonly refused: number;
  readonly unchecked: number;
  readonly byLabel: ReadonlyMap<string, number>;
  readonly exitCode: ExitCode;
  readonly seconds: number;
}

/** The lines of a stream, a chunk's worth at a time (CRLF or LF). */
export async function* linesOf(stream: Readable): AsyncGenerator<string[]> {
  stream.setEncoding('utf8');
  let rest = '';
  for await (const chunk of stream) {
    const parts = (rest + (chunk as string)).split('\n');
    rest = parts.pop() ?? '';
    yield parts;
  }
  if (rest !== '') yield [rest];
}

/** Bytes gathered before a write. */
const OUT_CHUNK = 1 << 16;
/**
 * Size of the buffers the main thread encodes its own lines into, a line at a time. Built as one
 * string instead, a write's 64 kB of text (two bytes a character: the texts hold typographic quotes)
 * was flattened into a new large object of V8's heap, then encoded into a new native buffer: fresh
 * pages at every write. With `--workers 0`, 30,000 URLs made 82,000 page faults and 1.2 s of system
 * time; encoded line by line, 36,000 and 0.5 s.
 */
const OUT_BUFFER = OUT_CHUNK + (1 << 15);

/**
 * Runs `analyzeLine` over every non-blank line of `source` and writes the JSON Lines.
 * @returns the summary (also written to stderr)
 */
export async function runBatch(
  source: AsyncIterable<readonly string[]>,
  analyzeLine: (line: string) => Promise<LineResult>,
  options: BatchOptions,
): Promise<BatchSummary> {
  const { stdout, concurrency } = options;
  const start = performance.now();
  const window = Math.max(1024, concurrency * 16);
  const ready = new Map<number, LineResult>();
  const byLabel = new Map<string, number>();
  const codes: Record<ExitCode, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  let next = 0; // index of the next line to start
  let written = 0; // index of the next line to write
  let inFlight = 0;
  // What is ready to write, in order: the lines' bytes.
  let parts: Uint8Array[] = [];
  let size = 0;
  const own = new OwnBytes();
  let wake: (() => void) | null = null;
  // Set while stdout is full (a function, so the checks below read its current value).
  let drained: Promise<void> | null = null;
  const draining = (): Promise<void> | null => drained;

  const write = (): void => {
    own.take(parts);
    size = 0;
    if (parts.length === 0) return;
    let ok = true;
    if (parts.length === 1) ok = stdout.write(parts[0]);
    else {
      stdout.cork();
      for (const part of parts) ok = stdout.write(part);
      process.nextTick(() => {
        stdout.uncork();
      });
    }
    parts = [];
    if (!ok && drained === null)
      drained = nextDrain(stdout, () => {
        drained = null;
      });
  };
  const flush = (): void => {
    for (let r = ready.get(written); r !== undefined; r = ready.get(written)) {
      ready.delete(written);
      written++;
      size += own.append(r.json, parts);
      codes[r.code]++;
      byLabel.set(r.label, (byLabel.get(r.label) ?? 0) + 1);
      // The first line goes out at once (a person or a pipe sees the run has started), then in
      // chunks of about OUT_CHUNK characters.
      if (size >= OUT_CHUNK || written === 1) write();
    }
  };
  const settle = (index: number, r: LineResult): void => {
    ready.set(index, r);
    inFlight--;
    if (index === written) flush();
    const w = wake;
    wake = null;
    w?.();
  };
  const stopProgress = startProgress(options, start, () => written);

  for await (const lines of source) {
    for (const line of lines) {
      const value = inputOf(line);
      if (value === null) continue;
      while (inFlight >= concurrency || next - written >= window) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      const full = draining();
      if (full !== null) await full;
      const index = next++;
      inFlight++;
      analyzeLine(value).then(
        (r) => {
          settle(index, r);
        },
        () => {
          settle(index, internalError(options.lang));
        },
      );
    }
  }
  while (inFlight > 0) {
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
  flush();
  write();
  const full = draining();
  if (full !== null) await full;
  stopProgress();
  return closingSummary(next, codes, byLabel, start, options);
}

/**
 * The progress line on stderr every `progressEveryMs` when stderr is a TTY (`done()` lines written).
 * @returns what stops it and clears the line
 */
export function startProgress(options: BatchOptions, start: number, done: () => number): () => void {
  const { stderr } = options;
  if (stderr.isTTY !== true) return () => undefined;
  const timer = setInterval(() => {
    stderr.write(`\r${progressLine(done(), options.total, performance.now() - start, options.lang)}\u001b[K`);
  }, options.progressEveryMs ?? 200);
  timer.unref();
  return () => {
    clearInterval(timer);
    stderr.write(`\r\u001b[K`);
  };
}

/** The batch's summary from its counts, written to stderr. */
export function closingSummary(
  lines: number,
  codes: Record<ExitCode, number>,
  byLabel: ReadonlyMap<string, number>,
  start: number,
  options: BatchOptions,
): BatchSummary {
  const summary: BatchSummary = {
    lines,
    refused: codes[EXIT.usage],
    unchecked: codes[EXIT.unchecked],
    byLabel,
    exitCode: batchExitCode(codes),
    seconds: (performance.now() - start) / 1000,
  };
  options.stderr.write(summaryLine(summary, options.lang));
  return summary;
}

/**
 * The main thread's own lines, encoded end to end into buffers of OUT_BUFFER bytes and handed out
 * in pieces. A buffer is never written to again once a piece of it is handed out (a stream may keep
 * a chunk after its callback: a PassThrough passes it on as it is); glibc gives the memory of the
 * buffers that were collected to the next ones (measured: as few page faults as reusing them).
 */
class OwnBytes {
  private out = Buffer.allocUnsafeSlow(OUT_BUFFER);
  private start = 0;
  private end = 0;

  /** Encodes `json` and a newline; what it pushes on `parts` (if anything) comes first. */
  append(json: string, parts: Uint8Array[]): number {
    const most = 3 * json.length + 1; // at most three bytes per UTF-16 unit, and the newline
    if (most > OUT_BUFFER) {
      this.take(parts);
      const b = Buffer.from(`${json}\n`, 'utf8');
      parts.push(b);
      return b.byteLength;
    }
    if (this.end + most > this.out.length) {
      this.take(parts);
      this.out = Buffer.allocUnsafeSlow(OUT_BUFFER);
      this.start = 0;
      this.end = 0;
    }
    const before = this.end;
    this.end += this.out.write(json, this.end, 'utf8');
    this.out[this.end++] = 10; // \n
    return this.end - before;
  }

  /** The lines encoded since the last call go on `parts` as one piece. */
  take(parts: Uint8Array[]): void {
    if (this.end === this.start) return;
    parts.push(this.out.subarray(this.start, this.end));
    this.start = this.end;
  }
}

/** A line's input (its CR dropped), or null when it is blank: the same rule with or without workers. */
export function inputOf(line: string): string | null {
  const value = line.endsWith('\r') ? line.slice(0, -1) : line;
  return value.trim() === '' ? null : value;
}

/** Settles at `stdout`'s next 'drain', once `cleared()` has run (the caller forgets the promise there). */
export function nextDrain(stdout: Writable, cleared: () => void): Promise<void> {
  return new Promise((resolve) => {
    stdout.once('drain', () => {
      cleared();
      resolve();
    });
  });
}

/** An unexpected failure of one line (never its error's text: it could quote the input). */
export function internalError(lang: Lang): LineResult {
  return {
    json: JSON.stringify({ error: translate(lang, 'error.internal') }),
    code: EXIT.unchecked,
    label: 'error',
  };
}

function progressLine(done: number, total: number | null, ms: number, lang: Lang): string {
  const rate = ms > 0 ? Math.round((done * 1000) / ms) : 0;
  if (total === null || rate === 0) return translate(lang, 'ui.cli.progress', { done, rate });
  const eta = Math.max(0, Math.round((total - done) / rate));
  return translate(lang, 'ui.cli.progress-eta', { done, total, rate, eta });
}

/** The summary's counts, each in the singular and the plural. */
const COUNT_KEYS = {
  inputs: { one: 'ui.cli.inputs.one', other: 'ui.cli.inputs.other' },
  refused: { one: 'ui.cli.refused.one', other: 'ui.cli.refused.other' },
  unchecked: { one: 'ui.cli.unchecked.one', other: 'ui.cli.unchecked.other' },
} as const;

/** `secapi: 1,000 inputs in 0.2 s: Dangerous 12, Likely safe 980; 8 refused; 0 could not be checked`. */
export function summaryLine(s: BatchSummary, lang: Lang): string {
  const counts = [...s.byLabel]
    .filter(([label]) => label !== 'refused')
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => `${translate(lang, label)} ${n.toLocaleString(lang)}`)
    .join(', ');
  const seconds = s.seconds.toFixed(1);
  const count = (what: keyof typeof COUNT_KEYS, n: number): string =>
    translate(lang, COUNT_KEYS[what][pluralOf(n, lang)], { n });
  const text = translate(lang, 'ui.cli.summary', {
    inputs: count('inputs', s.lines),
    seconds: lang === 'fr-CA' ? seconds.replace('.', ',') : seconds,
    counts: counts || '-',
    refused: count('refused', s.refused),
    unchecked: count('unchecked', s.unchecked),
  });
  return `${text}\n`;
}
