// When the clients retry: the policy's shape for callers of the client, and which answers of a docflow
// server say "try again". How long to wait is the shared policy's (src/shared/retry.ts).
import type { RetryPolicy } from "../shared/retry.js";

export interface RetryOptions {
  /** Retries after the first attempt (0 disables retrying). */
  maxRetries: number;
  /** Base of the exponential backoff. */
  initialDelayMs: number;
  /** Cap of a single computed wait; a longer Retry-After is still honoured within maxElapsedMs. */
  maxDelayMs: number;
  /** No retry starts once its wait would end past this much time since the first attempt. */
  maxElapsedMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  maxRetries: 4,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  maxElapsedMs: 120_000,
};

export function retryPolicy(options: RetryOptions): RetryPolicy {
  return {
    maxAttempts: options.maxRetries + 1,
    baseDelayMs: options.initialDelayMs,
    maxDelayMs: options.maxDelayMs,
    maxElapsedMs: options.maxElapsedMs,
  };
}

/** Statuses that say "try again": rate limiting and a gateway or server that is briefly unavailable. */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
/** Statuses that promise the request was not acted upon, so even a non-idempotent call may be repeated. */
const NOT_PROCESSED_STATUSES = new Set([429, 503]);

export function isRetryableStatus(status: number, idempotent: boolean): boolean {
  return idempotent ? RETRYABLE_STATUSES.has(status) : NOT_PROCESSED_STATUSES.has(status);
}
