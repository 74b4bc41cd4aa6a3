// How often a job is polled: from about a second, doubling to half a minute, each delay jittered so that
// many runners watching jobs do not ask the server in step.
import { setTimeout as sleep } from "node:timers/promises";

export interface PollOptions {
  /** First delay (default 1 s). */
  minMs?: number | undefined;
  /** Longest delay (default 30 s). */
  maxMs?: number | undefined;
  /** A number in [0, 1); Math.random by default (tests pass their own). */
  random?: (() => number) | undefined;
}

export const DEFAULT_POLL = { minMs: 1000, maxMs: 30_000 } as const;

/**
 * The delays between polls: the n-th is `min * 2^n` capped at `max`, then scaled by a random factor in
 * [0.75, 1.25) and kept within [min, max].
 */
export function* pollDelays(options: PollOptions = {}): Generator<number, never> {
  const min = Math.max(1, options.minMs ?? DEFAULT_POLL.minMs);
  const max = Math.max(min, options.maxMs ?? DEFAULT_POLL.maxMs);
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    const base = Math.min(max, min * 2 ** Math.min(attempt, 30));
    const jittered = base * (0.75 + random() * 0.5);
    yield Math.round(Math.min(max, Math.max(min, jittered)));
  }
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
