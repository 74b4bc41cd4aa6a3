// The counting semaphore shared by the workflow runner (files in flight) and the partition client
// (requests and PDF page batches in flight).
import { describe, expect, it } from "vitest";
import { ApiError } from "../src/client/errors.js";
import { PartitionClient } from "../src/client/partition.js";
import { Limiter } from "../src/shared/limiter.js";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("Limiter", () => {
  it("never runs more than its limit at once, and passes failures through", async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let most = 0;
    const task = (fail: boolean) =>
      limiter.run(async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        if (fail) throw new Error("boom");
        return 1;
      });
    const results = await Promise.allSettled(Array.from({ length: 9 }, (_, i) => task(i === 3)));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(limiter.active).toBe(0);
    expect(await task(false)).toBe(1);
  });

  it("serves waiters in arrival order, and a release given twice frees one slot", async () => {
    const limiter = new Limiter(1);
    const release = await limiter.acquire();
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) =>
      limiter.acquire().then((free) => {
        order.push(n);
        free();
      }),
    );
    release();
    release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(limiter.active).toBe(0);
  });

  it("lets an aborted waiter leave the queue without taking a slot", async () => {
    const limiter = new Limiter(1);
    const release = await limiter.acquire();
    const stop = new AbortController();
    const waiting = limiter.run(async () => "ran", stop.signal);
    const behind = limiter.run(async () => "behind");
    stop.abort(new Error("stopped"));
    await expect(waiting).rejects.toThrow("stopped");
    release();
    expect(await behind).toBe("behind");
    expect(limiter.active).toBe(0);
    await expect(limiter.acquire(stop.signal)).rejects.toThrow("stopped");
  });

  it("refuses a limit that is not a positive integer", () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(() => new Limiter(limit)).toThrow(RangeError);
  });
});

describe("the partition client in a shared limiter", () => {
  it("gives up a queued request when its caller aborts, with the client's aborted error and no request sent", async () => {
    const limiter = new Limiter(1);
    const hold = await limiter.acquire();
    // Nothing listens on port 9 (discard): reaching the network would fail with a connection error instead.
    const client = new PartitionClient({ baseUrl: "http://127.0.0.1:9", limiter });
    const stop = new AbortController();
    const call = client.partition({ name: "a.txt", data: "Hello." }, {}, { signal: stop.signal });
    await tick();
    stop.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("aborted");
    hold();
    expect(limiter.active).toBe(0);
  });
});
