// A counting semaphore: at most `limit` holders at once, waiters served in arrival order. The workflow
// runner shares one between its jobs so a process never works on more files than it was told to; the
// partition client shares one between a run's requests and PDF page batches. It sits beside version.ts,
// outside both, because neither may import the other.
export class Limiter {
  readonly #limit: number;
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`a limit must be a positive integer; got ${limit}`);
    }
    this.#limit = limit;
  }

  get active(): number {
    return this.#active;
  }

  /** Waits for a slot; rejects with the signal's reason when it aborts first (the slot is not taken). */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.#active < this.#limit) {
      this.#active++;
      return Promise.resolve(this.#releaser());
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener("abort", onAbort);
        this.#active++;
        resolve(this.#releaser());
      };
      const onAbort = () => {
        const index = this.#waiting.indexOf(grant);
        if (index >= 0) this.#waiting.splice(index, 1);
        reject(signal?.reason);
      };
      this.#waiting.push(grant);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** Runs `fn` in a slot and frees the slot when it settles. */
  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active--;
      this.#waiting.shift()?.();
    };
  }
}
