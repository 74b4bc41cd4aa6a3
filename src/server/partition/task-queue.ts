// The order in which waiting files reach a worker: the smallest upload first, so a short text waits behind
// at most the files already running, not behind a queue of large PDFs. Size is the only cost known before
// parsing, and it orders most work well (a 1 KB text takes a millisecond, a 600-page PDF seconds). So that
// a large file is never starved by a stream of small ones, a file that smaller ones have overtaken
// `maxOvertaken` times goes next. (A bound in time would not do: when the files ahead take seconds each,
// every waiting file passes any such bound and the order falls back to arrival.) The pool (workers.ts)
// keeps this queue itself and hands piscina a file only when a worker is free, because piscina's own queue
// keeps tasks that carry an AbortSignal in arrival order.

interface Entry<T> {
  item: T;
  bytes: number;
  /** How many later, smaller files went before this one. */
  overtaken: number;
}

export const DEFAULT_MAX_OVERTAKEN = 32;

export class SmallestFirstQueue<T> {
  readonly #maxOvertaken: number;
  /** In arrival order; a pool's queue holds at most its queueSize files, so a scan is cheap. */
  readonly #entries: Entry<T>[] = [];

  constructor(maxOvertaken = DEFAULT_MAX_OVERTAKEN) {
    this.#maxOvertaken = maxOvertaken;
  }

  get size(): number {
    return this.#entries.length;
  }

  push(item: T, bytes: number): void {
    this.#entries.push({ item, bytes, overtaken: 0 });
  }

  /** The next item: the oldest one overtaken `maxOvertaken` times, else the smallest (the older of equals). */
  shift(): T | undefined {
    const entries = this.#entries;
    if (entries.length === 0) return undefined;
    let chosen = entries.findIndex((entry) => entry.overtaken >= this.#maxOvertaken);
    if (chosen < 0) {
      chosen = 0;
      for (let i = 1; i < entries.length; i++) {
        if ((entries[i] as Entry<T>).bytes < (entries[chosen] as Entry<T>).bytes) chosen = i;
      }
      for (let i = 0; i < chosen; i++) (entries[i] as Entry<T>).overtaken++;
    }
    return (entries.splice(chosen, 1)[0] as Entry<T>).item;
  }

  /** Takes an item out; false when it is not (or no longer) waiting. */
  remove(item: T): boolean {
    const index = this.#entries.findIndex((entry) => entry.item === item);
    if (index < 0) return false;
    this.#entries.splice(index, 1);
    return true;
  }
}
