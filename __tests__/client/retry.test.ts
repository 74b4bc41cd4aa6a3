import { describe, expect, it } from "vitest";
import {
  backoffDelay,
  DEFAULT_RETRY,
  isRetryableError,
  isRetryableStatus,
  nextDelay,
  parseRetryAfter,
} from "../../src/client/retry.js";

const codeError = (code: string) =>
  Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(code), { code }) });

describe("retry policy", () => {
  it("retries 429, 502, 503 and 504 for idempotent calls and nothing else", () => {
    for (const status of [429, 502, 503, 504]) expect(isRetryableStatus(status, true)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 422, 500, 501])
      expect(isRetryableStatus(status, true)).toBe(false);
  });

  it("retries a non-idempotent call only on 429 and 503", () => {
    expect(isRetryableStatus(429, false)).toBe(true);
    expect(isRetryableStatus(503, false)).toBe(true);
    expect(isRetryableStatus(502, false)).toBe(false);
    expect(isRetryableStatus(504, false)).toBe(false);
  });

  it("retries a non-idempotent call after a connection error only when nothing was sent", () => {
    expect(isRetryableError(codeError("ECONNREFUSED"), false)).toBe(true);
    expect(isRetryableError(codeError("UND_ERR_CONNECT_TIMEOUT"), false)).toBe(true);
    expect(isRetryableError(codeError("ECONNRESET"), false)).toBe(false);
    expect(isRetryableError(codeError("ECONNRESET"), true)).toBe(true);
    expect(isRetryableError(new Error("no code"), true)).toBe(false);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(parseRetryAfter("3")).toBe(3000);
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });

  it("draws full-jitter delays below an exponentially growing, capped ceiling", () => {
    const options = { ...DEFAULT_RETRY, initialDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(0, options, () => 0.999)).toBe(99);
    expect(backoffDelay(3, options, () => 0.999)).toBe(799);
    expect(backoffDelay(10, options, () => 0.999)).toBe(999);
    expect(backoffDelay(10, options, () => 0)).toBe(0);
  });

  it("stops at the attempt limit and at the time budget, and honours Retry-After", () => {
    const options = { maxRetries: 2, initialDelayMs: 100, maxDelayMs: 1000, maxElapsedMs: 5000 };
    expect(nextDelay(0, 0, undefined, options, () => 0.5)).toBe(50);
    expect(nextDelay(2, 0, undefined, options)).toBeUndefined();
    expect(nextDelay(0, 0, 3000, options)).toBe(3000);
    expect(nextDelay(0, 3000, 3000, options)).toBeUndefined();
  });
});
