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
function answerOf(id: number, results: readonly LineResult[]): { answer: WorkerAnswer; buffer: ArrayBuffer } {
  const ends = new Uint32Array(results.length);
  let total = 0;
  results.forEach((r, i) => {
    total += Buffer.byteLength(r.json) + 1;
    ends[i] = total;
  });
  // Its own ArrayBuffer (not Node's shared pool), so it can be transferred.
  const buffer = new ArrayBuffer(total);
  const bytes = Buffer.from(buffer);
  let offset = 0;
  for (const r of results) {
    offset += bytes.write(r.json, offset);
    bytes[offset++] = 10; // \n
  }
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
