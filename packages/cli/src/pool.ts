/**
 * Worker threads for a CPU-bound batch (an offline one: the analyses never wait on the network, so
 * one thread is one core). The main thread reads, orders and writes; it analyses only until the
 * first worker is ready, so the first results come before any worker has loaded the analysis and the
 * start-up stays that of a single run. Lines go out in chunks (one message per chunk, not per line); a worker that is not
 * ready yet gets nothing. `analyze(line)` has the shape `runBatch` expects, so ordering, concurrency
 * and the summary stay in one place (batch.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LineResult } from './batch.js';
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
/** Most worker threads started automatically. */
export const MAX_AUTO_WORKERS = 3;

/** Workers for a batch: the number asked, else one per core but the main thread's, when offline. */
export function workerCount(asked: number | null, offline: boolean): number {
  if (asked !== null) return asked;
  const cores = availableParallelism();
  return offline && cores > 1 ? Math.min(MAX_AUTO_WORKERS, cores) : 0;
}

interface Pending {
  readonly line: string;
  readonly resolve: (r: LineResult) => void;
  readonly reject: (e: unknown) => void;
}

interface Executor {
  /** Chunks sent and not yet answered. */
  busy: number;
  ready: boolean;
  readonly worker: Worker | null;
}

export interface Pool {
  readonly analyze: (line: string) => Promise<LineResult>;
  /** How many lines may be in flight to keep every thread busy. */
  readonly concurrency: number;
  close(): Promise<void>;
}

/**
 * A pool of `workers` threads running `workerUrl` with `init`, plus the main thread's `local`.
 * @param workerUrl the built worker.js next to this module
 */
export function createPool(
  init: RunnerInit,
  workers: number,
  workerUrl: URL,
  local: (line: string) => Promise<LineResult>,
): Pool {
  const queue: Pending[] = [];
  const waiting = new Map<number, Pending[]>();
  let nextId = 0;
  let scheduled = false;
  const main: Executor = { busy: 0, ready: true, worker: null };
  const executors: Executor[] = [main];

  const runLocal = async (chunk: Pending[]): Promise<void> => {
    main.busy++;
    for (const p of chunk) {
      try {
        p.resolve(await local(p.line));
      } catch (error) {
        p.reject(error);
      }
    }
    main.busy--;
    // After a macrotask turn, so the workers' answers (and new chunks for them) come first.
    if (!scheduled) {
      scheduled = true;
      setImmediate(dispatch);
    }
  };

  const dispatch = (): void => {
    scheduled = false;
    while (queue.length > 0) {
      // The least busy ready worker. The main thread analyses only until a worker is ready: after
      // that it reads, orders and writes, and answers the workers at once (work of its own would
      // hold their answers, since its analyses resolve in microtasks, and leave them waiting).
      let best: Executor | null = null;
      let anyReady = false;
      for (const e of executors) {
        if (e === main || !e.ready) continue;
        anyReady = true;
        if (e.busy < WORKER_DEPTH && (best === null || e.busy < best.busy)) best = e;
      }
      if (!anyReady && main.busy === 0) best = main;
      if (best === null) return;
      if (best.worker === null) {
        void runLocal(queue.splice(0, LOCAL_CHUNK));
        continue;
      }
      const chunk = queue.splice(0, CHUNK);
      const id = nextId++;
      waiting.set(id, chunk);
      best.busy++;
      best.worker.postMessage({ id, lines: chunk.map((p) => p.line) });
    }
  };

  for (let i = 0; i < workers; i++) {
    const worker = new Worker(workerUrl, { workerData: init });
    const e: Executor = { busy: 0, ready: false, worker };
    executors.push(e);
    worker.on('message', (msg: { ready?: true; id?: number; results?: LineResult[] }) => {
      if (msg.ready === true) {
        e.ready = true;
        dispatch();
        return;
      }
      if (msg.id === undefined || msg.results === undefined) return;
      const chunk = waiting.get(msg.id);
      waiting.delete(msg.id);
      e.busy--;
      chunk?.forEach((p, j) => {
        const r = msg.results?.[j];
        if (r === undefined) p.reject(new Error('worker answered too few lines'));
        else p.resolve(r);
      });
      dispatch();
    });
    worker.on('error', () => {
      // A worker that fails is left out; what it held is done again on the main thread.
      e.ready = false;
      for (const [id, chunk] of waiting) {
        waiting.delete(id);
        void runLocal(chunk);
      }
    });
  }

  return {
    concurrency: CHUNK * WORKER_DEPTH * (workers + 1),
    analyze: (line) =>
      new Promise<LineResult>((resolve, reject) => {
        queue.push({ line, resolve, reject });
        if (queue.length >= CHUNK) dispatch();
        else if (!scheduled) {
          scheduled = true;
          setImmediate(dispatch);
        }
      }),
    async close() {
      await Promise.all(executors.flatMap((e) => (e.worker === null ? [] : [e.worker.terminate()])));
    },
  };
}
