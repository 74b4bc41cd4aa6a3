// When and how long to wait before retrying a call. Pure functions, so the policy is testable without a
// network: exponential backoff with full jitter, Retry-After honoured, bounded in attempts and in time.

export interface RetryOptions {
  /** Retries after the first attempt (0 disables retrying). */
  maxRetries: number;
  /** Base of the exponential backoff. */
  initialDelayMs: number;
  /** Cap of a single wait, jitter included; a longer Retry-After is still honoured within maxElapsedMs. */
  maxDelayMs: number;
  /** No retry starts once this much time has passed since the first attempt. */
  maxElapsedMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  maxRetries: 4,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  maxElapsedMs: 120_000,
};

/** Statuses that say "try again": rate limiting and a gateway or server that is briefly unavailable. */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
/** Statuses that promise the request was not acted upon, so even a non-idempotent call may be repeated. */
const NOT_PROCESSED_STATUSES = new Set([429, 503]);

/** Connection errors raised before any byte of the request could have reached the server. */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Connection errors after which the request may or may not have been processed. */
const MAYBE_SENT_CODES = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"]);

export function isRetryableStatus(status: number, idempotent: boolean): boolean {
  return idempotent ? RETRYABLE_STATUSES.has(status) : NOT_PROCESSED_STATUSES.has(status);
}

export function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

export function isConnectionError(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && (NOT_SENT_CODES.has(code) || MAYBE_SENT_CODES.has(code));
}

export function isRetryableError(error: unknown, idempotent: boolean): boolean {
  const code = errorCode(error);
  if (code === undefined) return false;
  return NOT_SENT_CODES.has(code) || (idempotent && MAYBE_SENT_CODES.has(code));
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Full jitter: a uniform wait between 0 and min(cap, base * 2^retry). */
export function backoffDelay(retry: number, options: RetryOptions, random = Math.random): number {
  const ceiling = Math.min(options.maxDelayMs, options.initialDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/**
 * The wait before retry number `retry` (0-based), or undefined when no retry is allowed: out of
 * attempts, or the wait would end past the time budget.
 */
export function nextDelay(
  retry: number,
  elapsedMs: number,
  retryAfterMs: number | undefined,
  options: RetryOptions,
  random = Math.random,
): number | undefined {
  if (retry >= options.maxRetries) return undefined;
  const delay = retryAfterMs ?? backoffDelay(retry, options, random);
  if (elapsedMs + delay > options.maxElapsedMs) return undefined;
  return delay;
}
