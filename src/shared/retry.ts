// The one retry policy of docflow: the HTTP client, the model providers and the connectors all call a
// service that may be briefly unavailable, and all of them wait the same way before trying again —
// exponential backoff with equal jitter (half fixed, half random: never at once, never past the cap),
// a wait the other side asked for (Retry-After) honoured instead, bounded in attempts and in time, and
// cut short by an AbortSignal. What counts as "worth another try" stays with each caller (a status list,
// an error class), told to `retry` as a function; the network error codes every caller reads are here.
import { setTimeout as wait } from "node:timers/promises";

export interface RetryPolicy {
  /** Attempts in all, the first included (1 disables retrying). */
  maxAttempts: number;
  /** The first wait; it doubles each retry. */
  baseDelayMs: number;
  /** Cap of one computed wait. */
  maxDelayMs: number;
  /** No retry starts when its wait would end past this much time since the first attempt. */
  maxElapsedMs?: number | undefined;
  /** The other side asking to wait longer than this is not waited for: the failure stands. */
  maxRetryAfterMs?: number | undefined;
}

/** The wait before retry number `retry` (1-based): min(cap, base × 2^(retry−1)), its upper half jittered. */
export function backoffDelay(
  retry: number,
  policy: Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs">,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(retry - 1, 52));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A Retry-After value as milliseconds: delta-seconds (fractions allowed) or an HTTP date; else undefined. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait an answer asked for, from its headers: `retry-after-ms` (OpenAI, Azure) before `retry-after`.
 * Undefined when neither is there or readable.
 */
export function retryAfterFromHeaders(
  header: (name: string) => string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const ms = header("retry-after-ms")?.trim();
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Math.ceil(Number(ms));
  return parseRetryAfter(header("retry-after"), now);
}

/** Connection errors raised before any byte of a request could have reached the other side. */
export const NOT_SENT_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Connection errors after which a request may or may not have been acted upon. */
export const MAYBE_SENT_CODES: ReadonlySet<string> = new Set([
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
]);

/** The first string `code` on an error or its causes (fetch wraps the socket's error in `cause`). */
export function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** A connection that could not be made or was dropped. */
export function isConnectionError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && (NOT_SENT_CODES.has(code) || MAYBE_SENT_CODES.has(code));
}

/**
 * Whether a connection error may be retried: always when nothing was sent; when the request may have
 * been acted upon, only if repeating it is harmless.
 */
export function isRetryableConnectionError(error: unknown, idempotent: boolean): boolean {
  const code = errorCode(error);
  if (code === undefined) return false;
  return NOT_SENT_CODES.has(code) || (idempotent && MAYBE_SENT_CODES.has(code));
}

export type Sleep = (ms: number, signal: AbortSignal | undefined) => Promise<void>;

/** Waits `ms`; an abort ends the wait at once and rejects with the signal's reason. */
export const abortableSleep: Sleep = async (ms, signal) => {
  signal?.throwIfAborted();
  try {
    await wait(ms, undefined, signal ? { signal } : undefined);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
};

/** Why a failure that could have been retried was not. */
export interface GiveUp {
  /** Attempts made, the failed one included. */
  attempts: number;
  reason: "attempts" | "time" | "retry-after";
  /** The wait the other side asked for, when it did. */
  retryAfterMs?: number | undefined;
}

export interface RetryOptions {
  policy: RetryPolicy;
  /** Ends the wait and stops further attempts (the attempt itself is given it by the caller). */
  signal?: AbortSignal | undefined;
  /**
   * Undefined when the failure is final; otherwise it may be tried again, after the wait the other side
   * asked for when it said one.
   */
  retryable: (error: unknown) => { retryAfterMs?: number | undefined } | undefined;
  /** Before each wait, for logging. */
  onRetry?: ((event: { attempt: number; delayMs: number; error: unknown }) => void) | undefined;
  /** What to throw instead of a retryable failure that is given up on (default: the failure). */
  giveUp?: ((error: unknown, why: GiveUp) => unknown) | undefined;
  sleep?: Sleep | undefined;
  random?: (() => number) | undefined;
  now?: (() => number) | undefined;
}

/**
 * Runs `attempt` (given its 1-based number) until it succeeds, fails for good, or the policy is spent.
 * An abort during a wait rejects with the signal's reason.
 */
export async function retry<T>(attempt: (n: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { policy, signal } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const started = now();
  for (let n = 1; ; n++) {
    signal?.throwIfAborted();
    let error: unknown;
    try {
      return await attempt(n);
    } catch (caught) {
      error = caught;
    }
    if (signal?.aborted) throw signal.reason;
    const verdict = options.retryable(error);
    if (verdict === undefined) throw error;
    const asked = verdict.retryAfterMs;
    const stop = (reason: GiveUp["reason"]) =>
      options.giveUp ? options.giveUp(error, { attempts: n, reason, retryAfterMs: asked }) : error;
    if (n >= policy.maxAttempts) throw stop("attempts");
    if (asked !== undefined && policy.maxRetryAfterMs !== undefined && asked > policy.maxRetryAfterMs) {
      throw stop("retry-after");
    }
    const delayMs = asked ?? backoffDelay(n, policy, options.random);
    if (policy.maxElapsedMs !== undefined && now() - started + delayMs > policy.maxElapsedMs) {
      throw stop("time");
    }
    options.onRetry?.({ attempt: n, delayMs, error });
    await sleep(delayMs, signal);
  }
}
