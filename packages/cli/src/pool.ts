/**
 * Worker threads for a CPU-bound batch (an offline one: the analyses never wait on the network, so
 * one thread is one core). The batch goes in chunks of CHUNK lines, each answered as one unit (its
 * lines' bytes and counts: chunk.ts) by a worker or by the main thread alike; the main thread reads,
 * orders and writes chunks (chunked.ts), and answers a chunk of its own whenever every ready worker
 * holds all it may: alone until the first worker is ready, so the first result comes before any
 * worker has loaded the analysis (the workers start once the main thread has answered its first
 * chunk, and only when two full chunks wait) and the start-up stays that of a single run; then beside
 * them, so that with one worker per core but one, every core analyses. A worker that is not ready
 * yet gets nothing; one that fails or exits has the chunks it held answered again, once.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LineResult } from './batch.js';
import { answerChunk, type ChunkResult } from './chunk.js';
import type { RunnerInit } from './runner.js';

/** Lines per message to a worker. */
export const CHUNK = 128;
/**
 * Lines the main thread analyses before it lets the event loop run again. Its analyses resolve in
 * microtasks, so while it works the workers' answers wait: small turns keep the workers fed.
 */
export const LOCAL_CHUNK = 16;
/** Chunks a worker may hold at once: one it works on, the rest queued so it never waits. */
const WORKER_DEPTH = 2;
/**
 * A worker's young generation: an analysis makes many short-lived objects. Analysing 30,000
 * different URLs, a worker with V8's default collected garbage 36 times, with 96 MB 19 times (a
 * main thread started with the same size spent 7-8 % of its time collecting instead of 12 %).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 96 } as const;
/**
 * Chunks the main thread may answer beyond what the workers hold while it waits for the oldest one
 * (a worker put aside by the system's scheduler on a busy machine holds up the writing, not the
 * main thread's own work): at most about 5 MB of output in memory.
 */
const AHEAD = 12;
/** Most worker threads started automatically. */
export const MAX_AUTO_WORKERS = 3;

/**
 * Workers for a batch: the number asked, else, offline, one per core but the main thread's (which
 * analyses too whenever the workers hold all they may), at most MAX_AUTO_WORKERS, none on one core.
 * On the project's two cores, with a chunk answered as one unit, 100,000 URLs took the main thread
 * 3.4-3.7 s of CPU and the worker 3.4-3.6 s, against 5.7 s for the main thread alone (in round 12,
 * with a promise, a result and a piece of bytes per line on the main thread, one worker was slower
 * than none); the process as a whole uses about a quarter more CPU. On an idle two-core machine
 * (`node bench/cli.mjs`, lead, round 14) one worker gave 22,047-22,280 URLs/s against 14,544-16,401
 * for the main thread alone; on a machine whose cores are busy it is slower (BENCHMARKS, issue 24).
 */
export function workerCount(asked: number | null, offline: boolean): number {
  if (asked !== null) return asked;
  const cores = availableParallelism();
  return offline && cores > 1 ? Math.min(MAX_AUTO_WORKERS, cores - 1) : 0;
}

/** A worker's answer to one chunk (worker.ts). */
export interface WorkerAnswer {
  readonly id: number;
  readonly result: ChunkResult;
}

interface Pending {
  readonly lines: readonly string[];
  readonly resolve: (r: ChunkResult) => void;
}

interface Executor {
  /** Chunks sent and not yet answered. */
  busy: number;
  ready: boolean;
  /** Failed or exited: sent nothing more. */
  gone: boolean;
  readonly worker: Worker;
}

export interface Pool {
  /** Answers a chunk of lines (never rejects: a line that fails is its own error record). */
  readonly analyzeChunk: (lines: readonly string[]) => Promise<ChunkResult>;
  /** How many chunks may be in flight to keep every thread busy. */
  readonly chunksInFlight: number;
  close(): Promise<void>;
}

/**
 * A pool of `workers` threads running `workerUrl` with `init`, plus the main thread's `local`.
 * @param workerUrl the built worker.js next to this module
 * @param failed the record of a line whose analysis threw
 */
export function createPool(
  init: RunnerInit,
  workers: number,
  workerUrl: URL,
  local: (line: string) => Promise<LineResult>,
  failed: () => LineResult,
): Pool {
  const queue: Pending[] = [];
  // Chunks sent to a worker and not answered yet, with the worker that holds each.
  const waiting = new Map<number, { chunk: Pending; holder: Executor }>();
  let started = false;
  let nextId = 0;
  let scheduled = false;
  /** A chunk is under way (or scheduled) on the main thread. */
  let mainBusy = false;
  const executors: Executor[] = [];

  /** Lets the event loop run (the workers' answers, the reader) every LOCAL_CHUNK lines. */
  const between = (done: number): Promise<void> | undefined =>
    done % LOCAL_CHUNK === 0 ? new Promise((resolve) => setImmediate(resolve)) : undefined;

  /** Answers `chunk` on the main thread (always started from a macrotask: see `dispatch`). */
  const localTurn = async (chunk: Pending): Promise<void> => {
    chunk.resolve((await answerChunk(chunk.lines, local, failed, between)).result);
    mainBusy = false;
    // The workers start once the main thread has answered a chunk and at least two full chunks
    // wait: loading them alongside the main thread's own start would slow the first result down,
    // and a batch of a few hundred lines is done before a worker has loaded the analysis.
    if (!started && waitingLines() >= 2 * CHUNK) startWorkers();
    schedule();
  };

  const waitingLines = (): number => queue.reduce((n, p) => n + p.lines.length, 0);

  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(dispatch);
  };

  const dispatch = (): void => {
    scheduled = false;
    while (queue.length > 0) {
      // The least busy ready worker.
      let best: Executor | null = null;
      for (const e of executors) {
        if (!e.ready || e.gone) continue;
        if (e.busy < WORKER_DEPTH && (best === null || e.busy < best.busy)) best = e;
      }
      if (best === null) {
        // Every ready worker holds all it may: the main thread answers a chunk of its own (before
        // any worker is ready, it is the only one working). Started from a macrotask: a run of
        // microtasks would hold every message of the workers, their "ready" included.
        if (!mainBusy) {
          const chunk = queue.shift();
          if (chunk === undefined) return;
          mainBusy = true;
          setImmediate(() => void localTurn(chunk));
        }
        return;
      }
      const chunk = queue.shift();
      if (chunk === undefined) return;
      const id = nextId++;
      waiting.set(id, { chunk, holder: best });
      best.busy++;
      best.worker.postMessage({ id, lines: chunk.lines });
    }
  };

  /** A worker that failed or exited is left out; the chunks it held go back to the queue's front. */
  const lose = (e: Executor): void => {
    if (e.gone) return;
    e.gone = true;
    const held: Pending[] = [];
    for (const [id, sent] of waiting) {
      if (sent.holder !== e) continue;
      waiting.delete(id);
      held.push(sent.chunk);
    }
    queue.unshift(...held);
    schedule();
  };

  const startWorkers = (): void => {
    started = true;
    for (let i = 0; i < workers; i++) {
      const worker = new Worker(workerUrl, { workerData: init, resourceLimits: WORKER_LIMITS });
      const e: Executor = { busy: 0, ready: false, gone: false, worker };
      executors.push(e);
      worker.on('message', (msg: { ready: true } | WorkerAnswer) => {
        if ('ready' in msg) {
          e.ready = true;
          dispatch();
          return;
        }
        const sent = waiting.get(msg.id);
        if (sent === undefined) return;
        waiting.delete(msg.id);
        e.busy--;
        sent.chunk.resolve(msg.result);
        dispatch();
      });
      worker.on('error', () => {
        lose(e);
      });
      worker.on('exit', () => {
        lose(e);
      });
    }
  };

  return {
    chunksInFlight: WORKER_DEPTH * (workers + 1) + AHEAD,
    analyzeChunk: (lines) =>
      new Promise<ChunkResult>((resolve) => {
        queue.push({ lines, resolve });
        schedule();
      }),
    async close() {
      // Closing on purpose: what a worker held is no longer wanted.
      for (const e of executors) e.gone = true;
      await Promise.all(executors.map((e) => e.worker.terminate()));
    },
  };
}
