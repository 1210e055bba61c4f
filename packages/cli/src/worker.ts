/**
 * A worker thread of a batch (pool.ts): builds the same runner as the main thread, answers chunks.
 * A chunk's JSON lines are encoded here as each result comes (chunk.ts), into one buffer handed
 * over without a copy, with the chunk's counts of exit codes and labels: the main thread only
 * orders and writes bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { internalError } from './batch.js';
import { answerChunk } from './chunk.js';
import type { WorkerAnswer } from './pool.js';
import { createRunner, runLine, type RunnerInit } from './runner.js';

const port = parentPort;
if (port !== null) {
  const runner = await createRunner(workerData as RunnerInit);
  // As on the main thread: an error record, never the error's text (it could quote the input).
  const failed = () => internalError(runner.lang);
  port.on('message', (msg: { id: number; lines: string[] }) => {
    void answerChunk(msg.lines, (line) => runLine(runner, line), failed).then(({ result, buffer }) => {
      const answer: WorkerAnswer = { id: msg.id, result };
      port.postMessage(answer, [buffer]);
    });
  });
  port.postMessage({ ready: true });
}
