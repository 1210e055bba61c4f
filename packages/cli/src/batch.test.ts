import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { linesOf, runBatch, summaryLine, type LineResult } from './batch.js';
import { EXIT } from './exit-code.js';

function sink(isTTY = false): { stream: PassThrough & { isTTY?: boolean }; text: () => string } {
  const stream = new PassThrough() as PassThrough & { isTTY?: boolean };
  stream.isTTY = isTTY;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (c: string) => (text += c));
  return { stream, text: () => text };
}

async function* chunks(lines: string[], size: number): AsyncGenerator<string[]> {
  for (let i = 0; i < lines.length; i += size) {
    await Promise.resolve();
    yield lines.slice(i, i + size);
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('runBatch', () => {
  it('writes results in input order when later lines finish first, never over the concurrency', async () => {
    const out = sink();
    const err = sink();
    let running = 0;
    let most = 0;
    const lines = Array.from({ length: 60 }, (_, i) => `line-${String(i)}`);
    const summary = await runBatch(
      chunks(lines, 7),
      async (line): Promise<LineResult> => {
        running++;
        most = Math.max(most, running);
        const i = Number(line.slice(5));
        await sleep((60 - i) % 9); // later lines often finish first
        running--;
        return {
          json: JSON.stringify({ line }),
          code: i === 5 ? EXIT.usage : EXIT.ok,
          label: i === 5 ? 'refused' : 'verdict.likely-safe',
        };
      },
      { concurrency: 4, lang: 'en-CA', stdout: out.stream, stderr: err.stream, total: null },
    );
    const written = out
      .text()
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { line: string }).line);
    expect(written).toEqual(lines);
    expect(most).toBe(4);
    expect(summary).toMatchObject({ lines: 60, refused: 1, unchecked: 0, exitCode: EXIT.usage });
    expect(err.text()).toBe(
      'secapi: 60 inputs in 0.0 s: Likely safe 59; 1 refused; 0 could not be checked\n'.replace(
        '0.0',
        summary.seconds.toFixed(1),
      ),
    );
  });

  it('turns a rejected line into an error record and goes on; 1 beats 3 beats 2', async () => {
    const out = sink();
    const err = sink();
    const summary = await runBatch(
      chunks(['a', 'boom', 'c', 'd'], 2),
      (line) => {
        if (line === 'boom') return Promise.reject(new Error('unexpected'));
        return Promise.resolve({
          json: '{}',
          code: line === 'c' ? EXIT.threshold : EXIT.ok,
          label: 'verdict.dangerous',
        });
      },
      { concurrency: 2, lang: 'fr-CA', stdout: out.stream, stderr: err.stream, total: null },
    );
    const written = out.text().trim().split('\n');
    expect(written).toHaveLength(4);
    expect(JSON.parse(written[1]!)).toHaveProperty('error');
    expect(summary.exitCode).toBe(EXIT.threshold);
    expect(summary.unchecked).toBe(1);
    expect(err.text()).toContain('Dangereux 3');
  });

  it('never changes bytes it handed to stdout, slow or keeping its chunks', async () => {
    // A stdout that is slow and keeps every chunk as it is (as a PassThrough passes chunks on): bytes
    // the batch wrote into again after handing them out would show here as changed lines.
    const pieces: Buffer[] = [];
    let writes = 0;
    const stdout = new Writable({
      highWaterMark: 1 << 14,
      write(chunk: Buffer, _encoding, callback) {
        writes++;
        setTimeout(
          () => {
            pieces.push(chunk);
            callback();
          },
          2 + (writes % 3),
        );
      },
    });
    const err = sink();
    const lines = Array.from({ length: 2500 }, (_, i) => `l${String(i)}`);
    // Long lines with two-byte and astral characters, a few bigger than one of the batch's buffers.
    const jsonOf = (line: string): string => {
      const i = Number(line.slice(1));
      const size = i % 500 === 7 ? 70_000 : 200 + ((i * 37) % 3000);
      return JSON.stringify({ line, text: `« ${'é’😀'.repeat(size / 4)} » ${line}` });
    };
    await runBatch(
      chunks(lines, 64),
      async (line): Promise<LineResult> => {
        if (Number(line.slice(1)) % 50 === 0) await sleep(1); // a few finish late
        return { json: jsonOf(line), code: EXIT.ok, label: 'ok' };
      },
      { concurrency: 256, lang: 'en-CA', stdout, stderr: err.stream, total: null },
    );
    await new Promise<void>((resolve) => stdout.end(resolve));
    const got = Buffer.concat(pieces).toString('utf8').split('\n');
    expect(got.pop()).toBe('');
    expect(got).toHaveLength(lines.length);
    got.forEach((json, i) => {
      if (json !== jsonOf(lines[i] ?? '')) expect.fail(`line ${String(i)} differs`);
    });
    expect(writes).toBeGreaterThan(20);
  });

  it('shows a progress line on a TTY stderr and clears it', async () => {
    const out = sink();
    const err = sink(true);
    await runBatch(
      chunks(['a', 'b', 'c'], 1),
      async () => {
        await sleep(30);
        return { json: '{}', code: EXIT.ok, label: 'complete' };
      },
      {
        concurrency: 1,
        lang: 'en-CA',
        stdout: out.stream,
        stderr: err.stream,
        total: 3,
        progressEveryMs: 10,
      },
    );
    expect(err.text()).toMatch(/\r\d\/3, \d+\/s, ETA \d+ s/);
    expect(err.text()).toContain('\r\u001b[K');
  });
});

describe('linesOf', () => {
  it('splits on LF and CRLF across chunk boundaries and keeps a last line without newline', async () => {
    const all: string[] = [];
    for await (const lines of linesOf(Readable.from(['a\r\nb', 'c\nd', '\ne']))) all.push(...lines);
    expect(all).toEqual(['a\r', 'bc', 'd', 'e']);
  });
});

describe('summaryLine', () => {
  const summary = (lines: number, refused: number, unchecked: number) => ({
    lines,
    refused,
    unchecked,
    byLabel: new Map([['verdict.likely-safe', lines - refused]]),
    exitCode: EXIT.ok,
    seconds: 1.25,
  });

  it('agrees its counts with their number in each language (French: 0 and 1 are singular)', () => {
    expect(summaryLine(summary(1, 0, 1), 'en-CA')).toBe(
      'secapi: 1 input in 1.3 s: Likely safe 1; 0 refused; 1 could not be checked\n',
    );
    expect(summaryLine(summary(1200, 2, 0), 'en-CA')).toBe(
      'secapi: 1,200 inputs in 1.3 s: Likely safe 1,198; 2 refused; 0 could not be checked\n',
    );
    expect(summaryLine(summary(1, 0, 1), 'fr-CA')).toBe(
      'secapi\u00a0: 1 entrée en 1,3\u00a0s\u00a0: Probablement sécuritaire 1\u00a0; 0 refusée\u00a0; 1 n’a pas pu être vérifiée\n',
    );
    expect(summaryLine(summary(1200, 2, 3), 'fr-CA')).toBe(
      'secapi\u00a0: 1\u00a0200 entrées en 1,3\u00a0s\u00a0: Probablement sécuritaire 1\u00a0198\u00a0; 2 refusées\u00a0; 3 n’ont pas pu être vérifiées\n',
    );
  });
});
