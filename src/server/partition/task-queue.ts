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

/**
 * The order in which expensive files reach the workers of their lane: the file of the client with the
 * fewest expensive files running goes first (the older of equals), so one client's backlog of expensive
 * files does not hold another client's file until all of its own are done.
 */
export class ClientFairQueue<T> {
  readonly #entries: { item: T; client: string }[] = [];

  get size(): number {
    return this.#entries.length;
  }

  push(item: T, client: string): void {
    this.#entries.push({ item, client });
  }

  /** The next item, given how many files each client has running. */
  shift(running: (client: string) => number): T | undefined {
    let chosen = -1;
    let fewest = Number.POSITIVE_INFINITY;
    for (const [i, entry] of this.#entries.entries()) {
      const count = running(entry.client);
      if (count < fewest) {
        fewest = count;
        chosen = i;
      }
    }
    return chosen < 0 ? undefined : this.#entries.splice(chosen, 1)[0]?.item;
  }

  remove(item: T): boolean {
    const index = this.#entries.findIndex((entry) => entry.item === item);
    if (index < 0) return false;
    this.#entries.splice(index, 1);
    return true;
  }
}
