// A counting semaphore: at most `limit` holders at once, waiters served in arrival order. The runner
// shares one between its jobs so a process never works on more files than it was told to.
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
    signal?.throwIfAborted();
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
