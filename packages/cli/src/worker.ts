/**
 * A worker thread of a batch (pool.ts): builds the same runner as the main thread, answers chunks.
 * A chunk's JSON lines are encoded here, into one buffer handed over without a copy, so the main
 * thread only orders and writes bytes (it was spending about a third of a core decoding answers
 * and encoding text).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorBody } from '@secapi/i18n';
import type { LineResult } from './batch.js';
import { EXIT } from './exit-code.js';
import type { WorkerAnswer } from './pool.js';
import { createRunner, runLine, type RunnerInit } from './runner.js';

/** One chunk's results as the message sent back: bytes, each line's end, codes and labels. */
/** Where a chunk's JSON lines are encoded before they are copied into the buffer that is sent. */
let scratch = Buffer.allocUnsafe(1 << 20);

function answerOf(id: number, results: readonly LineResult[]): { answer: WorkerAnswer; buffer: ArrayBuffer } {
  const ends = new Uint32Array(results.length);
  let offset = 0;
  results.forEach((r, i) => {
    // At most three bytes per UTF-16 unit, and the newline.
    const room = offset + 3 * r.json.length + 1;
    if (room > scratch.length) {
      const grown = Buffer.allocUnsafe(Math.max(room, 2 * scratch.length));
      scratch.copy(grown, 0, 0, offset);
      scratch = grown;
    }
    offset += scratch.write(r.json, offset);
    scratch[offset++] = 10; // \n
    ends[i] = offset;
  });
  // Its own ArrayBuffer (not Node's shared pool), so it can be transferred.
  const buffer = new ArrayBuffer(offset);
  const bytes = Buffer.from(buffer);
  scratch.copy(bytes, 0, 0, offset);
  return {
    answer: {
      id,
      bytes,
      ends,
      codes: Uint8Array.from(results, (r) => r.code),
      labels: results.map((r) => r.label),
    },
    buffer,
  };
}

const port = parentPort;
if (port !== null) {
  const runner = await createRunner(workerData as RunnerInit);
  port.on('message', (msg: { id: number; lines: string[] }) => {
    void (async () => {
      const results: LineResult[] = [];
      for (const line of msg.lines) {
        try {
          results.push(await runLine(runner, line));
        } catch {
          // As on the main thread: an error record, never the error's text (it could quote the input).
          const json = JSON.stringify(errorBody(runner.lang, 'error.internal'));
          results.push({ json, code: EXIT.unchecked, label: 'error' });
        }
      }
      const { answer, buffer } = answerOf(msg.id, results);
      port.postMessage(answer, [buffer]);
    })();
  });
  port.postMessage({ ready: true });
}
