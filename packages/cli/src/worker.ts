/** A worker thread of a batch (pool.ts): builds the same runner as the main thread, answers chunks. */
import { parentPort, workerData } from 'node:worker_threads';
import { errorBody } from '@secapi/i18n';
import type { LineResult } from './batch.js';
import { EXIT } from './exit-code.js';
import { createRunner, runLine, type RunnerInit } from './runner.js';

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
      port.postMessage({ id: msg.id, results });
    })();
  });
  port.postMessage({ ready: true });
}
