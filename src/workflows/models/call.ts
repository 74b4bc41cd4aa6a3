// How every provider call is made: at most `concurrency` calls in flight per provider (a slot is held only
// while a request is on the wire, not while waiting to retry), each attempt bounded by a timeout, and
// 429/5XX/network failures retried with exponential backoff that never retries sooner than the provider's
// retry-after asked. The job's AbortSignal ends the wait and the request at once.
import { Limiter } from "../../shared/limiter.js";
import { abortableSleep, retry, retryAfterFromHeaders, type Sleep } from "../../shared/retry.js";
import { ModelProviderError } from "./errors.js";
import type { ModelProvider } from "./types.js";

export type { Sleep };

export interface CallPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** First backoff step; it doubles each retry (src/shared/retry.ts draws the jitter). */
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
  return retry(
    async () => {
      const release = await context.limiter.acquire(signal);
      const timeout = AbortSignal.timeout(policy.timeoutMs);
      try {
        return await attempt(AbortSignal.any([signal, timeout]));
      } catch (error) {
        if (!timeout.aborted || signal.aborted) throw error;
        throw new ModelProviderError(
          context.provider,
          `${what}: no complete answer from ${context.provider} within ${policy.timeoutMs} ms`,
          { retryable: true },
        );
      } finally {
        release();
      }
    },
    {
      policy,
      signal,
      sleep: context.sleep,
      retryable: (error) =>
        error instanceof ModelProviderError && error.retryable
          ? { retryAfterMs: error.retryAfterMs }
          : undefined,
      giveUp: (error, why) => {
        const failed = error as ModelProviderError;
        const message =
          why.reason === "retry-after"
            ? `${failed.message} (the provider asked to retry after ${Math.ceil((why.retryAfterMs ?? 0) / 1000)} s, ` +
              `longer than the ${Math.ceil(policy.maxRetryAfterMs / 1000)} s this server waits)`
            : `${failed.message} (gave up after ${why.attempts} attempts)`;
        return new ModelProviderError(context.provider, message, {
          status: failed.status,
          retryAfterMs: failed.retryAfterMs,
          retryable: false,
        });
      },
    },
  );
}

/**
 * Milliseconds to wait from a response's headers: `retry-after-ms` (OpenAI, Azure), else `retry-after`
 * as delta-seconds or an HTTP date. Undefined when absent or unreadable.
 */
export const retryAfterMs = retryAfterFromHeaders;

/** 408, 429 and every 5XX (Anthropic's "overloaded" is 529) are worth another try. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
