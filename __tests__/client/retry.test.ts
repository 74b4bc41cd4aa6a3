import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY, isRetryableStatus, retryPolicy } from "../../src/client/retry.js";

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

  it("turns the client's options into the shared policy: retries after the first attempt", () => {
    expect(retryPolicy({ ...DEFAULT_RETRY, maxRetries: 0 }).maxAttempts).toBe(1);
    expect(retryPolicy(DEFAULT_RETRY)).toEqual({
      maxAttempts: 5,
      baseDelayMs: 500,
      maxDelayMs: 30_000,
      maxElapsedMs: 120_000,
    });
  });
});
