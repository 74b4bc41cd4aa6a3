import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// src/limiter.ts
var Limiter = class {
  #limit;
  #active = 0;
  #waiting = [];
  constructor(limit) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`a limit must be a positive integer; got ${limit}`);
    }
    this.#limit = limit;
  }
  get active() {
    return this.#active;
  }
  /** Waits for a slot; rejects with the signal's reason when it aborts first (the slot is not taken). */
  acquire(signal) {
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
  async run(fn, signal) {
    const release = await this.acquire(signal);
    try {
      return await fn();
    } finally {
      release();
    }
  }
  #releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active--;
      this.#waiting.shift()?.();
    };
  }
};

export {
  Limiter
};
