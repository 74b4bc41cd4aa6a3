// How every provider call is made: at most `concurrency` calls in flight per provider (a slot is held only
// while a request is on the wire, not while waiting to retry), each attempt bounded by a timeout, and
// 429/5XX/network failures retried with exponential backoff that never retries sooner than the provider's
// retry-after asked. The job's AbortSignal ends the wait and the request at once.
import { Limiter } from "../../shared/limiter.js";
import { ModelProviderError } from "./errors.js";
import type { ModelProvider } from "./types.js";

export interface CallPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** First backoff step; it doubles each retry, with full jitter. */
  baseDelayMs: number;
  /** Cap of one computed backoff step. */
  maxDelayMs: number;
  /** A provider that asks to wait longer than this is not waited for: the call fails with its answer. */
  maxRetryAfterMs: number;
  /** One attempt, from sending to the whole answer. */
  timeoutMs: number;
}

export const DEFAULT_CALL_POLICY: Readonly<CallPolicy> = Object.freeze({
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 120_000,
  timeoutMs: 120_000,
});

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });

/** What an adapter needs to call its provider; one per provider, shared by every job of the process. */
export interface ProviderContext {
  readonly provider: ModelProvider;
  readonly limiter: Limiter;
  readonly policy: CallPolicy;
  /** Values scrubbed from every error message (keys, tokens). */
  readonly secrets: readonly string[];
  readonly sleep: Sleep;
  readonly fetch: typeof fetch;
}

export function providerContext(
  provider: ModelProvider,
  options: {
    concurrency?: number | undefined;
    policy?: Partial<CallPolicy> | undefined;
    secrets?: readonly string[] | undefined;
    sleep?: Sleep | undefined;
    fetch?: typeof fetch | undefined;
  } = {},
): ProviderContext {
  return {
    provider,
    limiter: new Limiter(options.concurrency ?? 4),
    policy: { ...DEFAULT_CALL_POLICY, ...options.policy },
    secrets: (options.secrets ?? []).filter((s) => s.length > 0),
    sleep: options.sleep ?? abortableSleep,
    fetch: options.fetch ?? globalThis.fetch,
  };
}

/** The delay before retry number `retry` (1-based): exponential with full jitter, capped. */
export function backoffDelay(policy: CallPolicy, retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  // Half fixed, half jitter: never hammer at once, never wait longer than the cap.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Runs `attempt` under the provider's concurrency limit and retry policy. `attempt` gets a signal that
 * aborts on the job's abort or on the attempt's timeout, and must throw ModelProviderError for an error
 * answer (see http.ts) so the status and retry-after are known here.
 */
export async function callProvider<T>(
  context: ProviderContext,
  what: string,
  signal: AbortSignal,
  attempt: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { policy } = context;
  for (let n = 1; ; n++) {
    signal.throwIfAborted();
    let error: unknown;
    const release = await context.limiter.acquire(signal);
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    try {
      return await attempt(AbortSignal.any([signal, timeout]));
    } catch (caught) {
      error = caught;
    } finally {
      release();
    }
    signal.throwIfAborted();
    if (timeout.aborted) {
      error = new ModelProviderError(
        context.provider,
        `${what}: no complete answer from ${context.provider} within ${policy.timeoutMs} ms`,
        { retryable: true },
      );
    }
    if (!(error instanceof ModelProviderError) || !error.retryable || n >= policy.maxAttempts) {
      if (error instanceof ModelProviderError && error.retryable) {
        throw new ModelProviderError(context.provider, `${error.message} (gave up after ${n} attempts)`, {
          status: error.status,
          retryAfterMs: error.retryAfterMs,
          retryable: false,
        });
      }
      throw error;
    }
    if (error.retryAfterMs !== undefined && error.retryAfterMs > policy.maxRetryAfterMs) {
      throw new ModelProviderError(
        context.provider,
        `${error.message} (the provider asked to retry after ${Math.ceil(error.retryAfterMs / 1000)} s, ` +
          `longer than the ${Math.ceil(policy.maxRetryAfterMs / 1000)} s this server waits)`,
        { status: error.status, retryAfterMs: error.retryAfterMs, retryable: false },
      );
    }
    await context.sleep(error.retryAfterMs ?? backoffDelay(policy, n), signal);
  }
}

/**
 * Milliseconds to wait from a response's headers: `retry-after-ms` (OpenAI, Azure), else `retry-after`
 * as delta-seconds or an HTTP date. Undefined when absent or unreadable.
 */
export function retryAfterMs(
  header: (name: string) => string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const ms = header("retry-after-ms");
  if (ms != null && /^\s*\d+(\.\d+)?\s*$/.test(ms)) return Math.ceil(Number(ms));
  const value = header("retry-after");
  if (value == null || value.trim() === "") return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** 408, 429 and every 5XX (Anthropic's "overloaded" is 529) are worth another try. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
