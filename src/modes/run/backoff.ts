// How often a job is polled. The poll follows the job: short intervals while it runs (from 100 ms, growing
// by half each time to a cap of 2 s), and once the job reports progress, the next poll is aimed at the
// time the job should end, so a job that takes two seconds is seen finished within a fraction of a second
// rather than after the next step of a doubling backoff. A Retry-After the server sends with the status
// is honoured (never polled sooner). Delays are jittered so that many runners watching jobs do not ask
// the server in step.
import { setTimeout as sleep } from "node:timers/promises";

export interface PollOptions {
  /** First delay, and the shortest (default 100 ms). */
  minMs?: number | undefined;
  /** Longest delay (default 2 s). */
  maxMs?: number | undefined;
  /** A number in [0, 1); Math.random by default (tests pass their own). */
  random?: (() => number) | undefined;
}

export const DEFAULT_POLL = { minMs: 100, maxMs: 2000 } as const;

/** Each delay without news is this much longer than the one before. */
const GROWTH = 1.5;
/** Jitter: each delay is scaled by a factor in [1 - JITTER, 1 + JITTER). */
const JITTER = 0.1;

/** What one poll learned, for the next delay. */
export interface PollHint {
  /** Share of the job's work done, in [0, 1], when the job tells. */
  progress?: number | undefined;
  /** Since the job started, in ms. */
  elapsedMs?: number | undefined;
  /** The server's Retry-After, in ms. */
  retryAfterMs?: number | undefined;
}

/**
 * The delays between polls. Without hints, the n-th is `min * 1.5^n` capped at `max`, jittered ±10 %
 * and kept within [min, max]. With progress, it is the estimated time left (elapsed × left / done),
 * within the same bounds; the growth goes on underneath, so a job that stops progressing is polled less
 * and less often, up to the cap. A Retry-After longer than the delay replaces it.
 */
export class PollSchedule {
  readonly #min: number;
  readonly #max: number;
  readonly #random: () => number;
  #attempt = 0;

  constructor(options: PollOptions = {}) {
    this.#min = Math.max(1, options.minMs ?? DEFAULT_POLL.minMs);
    this.#max = Math.max(this.#min, options.maxMs ?? DEFAULT_POLL.maxMs);
    this.#random = options.random ?? Math.random;
  }

  next(hint: PollHint = {}): number {
    const grown = Math.min(this.#max, this.#min * GROWTH ** Math.min(this.#attempt, 60));
    this.#attempt++;
    let base = grown;
    const { progress, elapsedMs } = hint;
    if (progress !== undefined && elapsedMs !== undefined && progress > 0 && progress < 1) {
      const left = (elapsedMs * (1 - progress)) / progress;
      base = Math.min(grown, left);
    }
    const jittered = base * (1 - JITTER + this.#random() * 2 * JITTER);
    const delay = Math.round(Math.min(this.#max, Math.max(this.#min, jittered)));
    return hint.retryAfterMs !== undefined && hint.retryAfterMs > delay ? hint.retryAfterMs : delay;
  }
}

/** The delays of a schedule given no hints (tests, and waits that learn nothing from each poll). */
export function* pollDelays(options: PollOptions = {}): Generator<number, never> {
  const schedule = new PollSchedule(options);
  for (;;) yield schedule.next();
}

/** Waits `ms`, or less when `signal` aborts first; never throws. Resolves true when the wait was cut short. */
export async function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return true;
  try {
    await sleep(ms, undefined, { signal });
    return false;
  } catch {
    return true;
  }
}
