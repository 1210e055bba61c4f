/** A counting semaphore whose waiters honour an AbortSignal (bounds the queries in flight). */
// ---------------------------------------------------------------------------------------------
// Concurrency bound

export class Semaphore {
  #free: number;
  readonly #waiters: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  /** Resolves true when a slot is held, false when `signal` aborted first (no slot held). */
  acquire(signal: AbortSignal | undefined): Promise<boolean> {
    if (signal?.aborted === true) return Promise.resolve(false);
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const grant = (): void => {
        signal?.removeEventListener('abort', onAbort);
        resolve(true);
      };
      const onAbort = (): void => {
        const i = this.#waiters.indexOf(grant);
        if (i !== -1) this.#waiters.splice(i, 1);
        resolve(false);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiters.push(grant);
    });
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next === undefined) this.#free++;
    else next();
  }
}
