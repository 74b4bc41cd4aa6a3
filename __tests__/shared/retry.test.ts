// The one retry policy (src/shared/retry.ts): the waits, Retry-After, the network error codes, and the
// loop's limits in attempts, time and asked-for waits.
import { describe, expect, it } from "vitest";
import {
  backoffDelay,
  isConnectionError,
  isRetryableConnectionError,
  parseRetryAfter,
  retry,
  retryAfterFromHeaders,
} from "../../src/shared/retry.js";

const codeError = (code: string) =>
  Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(code), { code }) });

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("backoffDelay", () => {
  it("doubles from the base, stays within [ceiling/2, ceiling] and is capped", () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(1, policy, () => 0)).toBe(50);
    expect(backoffDelay(1, policy, () => 1)).toBe(100);
    expect(backoffDelay(3, policy, () => 1)).toBe(400);
    expect(backoffDelay(10, policy, () => 1)).toBe(1000);
    expect(backoffDelay(10, policy, () => 0)).toBe(500);
    expect(backoffDelay(5000, policy, () => 1)).toBe(1000);
  });
});

describe("Retry-After", () => {
  it("reads seconds, fractions of them, or an HTTP date", () => {
    expect(parseRetryAfter("3")).toBe(3000);
    expect(parseRetryAfter("0.5")).toBe(500);
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter("")).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });

  it("prefers retry-after-ms to retry-after", () => {
    expect(retryAfterFromHeaders(headers({ "retry-after-ms": "250", "retry-after": "9" }))).toBe(250);
    expect(retryAfterFromHeaders(headers({ "retry-after": "2" }))).toBe(2000);
    expect(retryAfterFromHeaders(headers({}))).toBeUndefined();
  });
});

describe("network errors", () => {
  it("retries a non-idempotent call after a connection error only when nothing was sent", () => {
    expect(isRetryableConnectionError(codeError("ECONNREFUSED"), false)).toBe(true);
    expect(isRetryableConnectionError(codeError("UND_ERR_CONNECT_TIMEOUT"), false)).toBe(true);
    expect(isRetryableConnectionError(codeError("ECONNRESET"), false)).toBe(false);
    expect(isRetryableConnectionError(codeError("ECONNRESET"), true)).toBe(true);
    expect(isRetryableConnectionError(codeError("ETIMEDOUT"), true)).toBe(true);
    expect(isRetryableConnectionError(new Error("no code"), true)).toBe(false);
    expect(isConnectionError(codeError("EPIPE"))).toBe(true);
    expect(isConnectionError(codeError("ENOENT"))).toBe(false);
  });
});

describe("retry", () => {
  const flaky = (failures: number, error: () => unknown = () => new Error("busy")) => {
    let calls = 0;
    const attempt = async (n: number) => {
      calls = n;
      if (n <= failures) throw error();
      return n;
    };
    return { attempt, calls: () => calls };
  };
  const policy = { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 1000 };

  it("tries again after the backoff until the attempt succeeds", async () => {
    const sleeps: number[] = [];
    const { attempt } = flaky(2);
    const result = await retry(attempt, {
      policy,
      retryable: () => ({}),
      sleep: async (ms) => void sleeps.push(ms),
      random: () => 1,
    });
    expect(result).toBe(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it("throws a final failure at once and gives up after maxAttempts", async () => {
    const final = flaky(5);
    await expect(
      retry(final.attempt, { policy, retryable: () => undefined, sleep: async () => {} }),
    ).rejects.toThrow("busy");
    expect(final.calls()).toBe(1);
    const spent = flaky(5);
    const error = await retry(spent.attempt, {
      policy,
      retryable: () => ({}),
      sleep: async () => {},
      giveUp: (_error, why) => new Error(`${why.reason} after ${why.attempts}`),
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("attempts after 3");
  });

  it("waits what the other side asked, within maxRetryAfterMs and the time budget", async () => {
    const sleeps: number[] = [];
    const asked = flaky(1);
    await retry(asked.attempt, {
      policy,
      retryable: () => ({ retryAfterMs: 3000 }),
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(sleeps).toEqual([3000]);
    const tooLong = await retry(flaky(1).attempt, {
      policy: { ...policy, maxRetryAfterMs: 2000 },
      retryable: () => ({ retryAfterMs: 3000 }),
      giveUp: (_error, why) => new Error(why.reason),
    }).catch((e: unknown) => e);
    expect((tooLong as Error).message).toBe("retry-after");
    let clock = 0;
    const late = await retry(flaky(1).attempt, {
      policy: { ...policy, maxElapsedMs: 5000 },
      retryable: () => ({ retryAfterMs: 3000 }),
      now: () => (clock += 3000),
      sleep: async () => {},
      giveUp: (_error, why) => new Error(why.reason),
    }).catch((e: unknown) => e);
    expect((late as Error).message).toBe("time");
  });

  it("ends a wait when the signal aborts, with the signal's reason", async () => {
    const controller = new AbortController();
    const reason = new Error("stop");
    const pending = retry(flaky(5).attempt, {
      policy: { ...policy, baseDelayMs: 60_000, maxDelayMs: 60_000 },
      signal: controller.signal,
      retryable: () => ({}),
    });
    setTimeout(() => controller.abort(reason), 10);
    await expect(pending).rejects.toBe(reason);
  });
});
