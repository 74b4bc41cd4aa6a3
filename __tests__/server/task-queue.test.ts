// The pool's waiting order: smallest upload first, never starving a large one, and a waiting file that
// is aborted leaves without running. The pool test uses one real worker thread and the engine.
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { HttpError } from "../../src/server/http/errors.js";
import { SmallestFirstQueue } from "../../src/server/partition/task-queue.js";
import { PartitionPool, PoolBusyError } from "../../src/server/partition/workers.js";
import { testWorkerFile } from "./helpers.js";

describe("SmallestFirstQueue", () => {
  it("gives the smallest first, the older of equals, and nothing when empty", () => {
    const queue = new SmallestFirstQueue<string>();
    expect(queue.shift()).toBeUndefined();
    queue.push("big", 500);
    queue.push("small", 10);
    queue.push("medium", 100);
    queue.push("small-later", 10);
    expect([queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([
      "small",
      "small-later",
      "medium",
      "big",
    ]);
    expect(queue.size).toBe(0);
  });

  it("lets a file be overtaken only so often, then serves it", () => {
    const queue = new SmallestFirstQueue<string>(3);
    queue.push("large", 1_000_000);
    const served: string[] = [];
    for (let i = 0; i < 5; i++) {
      queue.push(`text-${i}`, 1000);
      served.push(queue.shift() as string);
    }
    expect(served).toEqual(["text-0", "text-1", "text-2", "large", "text-3"]);
    expect(queue.shift()).toBe("text-4");
  });

  it("removes a waiting item once", () => {
    const queue = new SmallestFirstQueue<string>();
    queue.push("a", 1);
    queue.push("b", 2);
    expect(queue.remove("a")).toBe(true);
    expect(queue.remove("a")).toBe(false);
    expect(queue.shift()).toBe("b");
  });
});

describe("PartitionPool order", () => {
  const params = parsePartitionParameters({});
  const text = (bytes: number) =>
    new TextEncoder().encode("The committee agreed that the library opens in spring.\n\n".repeat(bytes / 56));

  it("runs a small file before larger ones that were waiting, and drops an aborted one unrun", async () => {
    const pool = new PartitionPool({ workers: 1, queueSize: 8, workerFile: await testWorkerFile() });
    try {
      const finished: string[] = [];
      const submit = (name: string, data: Uint8Array, signal = new AbortController().signal) =>
        pool
          .run({ data, filename: `${name}.txt`, contentType: "text/plain", params, output: "json" }, signal)
          .then((outcome) => {
            finished.push(name);
            return outcome;
          });
      const cancelled = new AbortController();
      // Submitted in one tick: the first takes the only worker, the rest wait.
      const runs = [
        submit("running", text(200_000)),
        submit("large-1", text(200_000)),
        submit("large-2", text(100_000)),
        submit("dropped", text(1_000), cancelled.signal),
        submit("small", text(1_000)),
      ];
      expect(pool.stats.pending).toBe(5);
      cancelled.abort();
      const results = await Promise.allSettled(runs);
      expect(finished).toEqual(["running", "small", "large-2", "large-1"]);
      const dropped = results[3];
      expect(dropped?.status).toBe("rejected");
      expect((dropped as PromiseRejectedResult).reason.name).toBe("AbortError");
      expect(pool.stats.pending).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it("refuses a file beyond its queue with a typed PoolBusyError that answers HTTP as 503", async () => {
    const pool = new PartitionPool({ workers: 1, queueSize: 1, workerFile: await testWorkerFile() });
    try {
      // One worker and one queue place: room for two files, not three.
      let error: unknown;
      try {
        pool.admit(3);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(PoolBusyError);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(503);
      expect(Number((error as HttpError).headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(() => pool.admit(1)).not.toThrow();
    } finally {
      await pool.close();
    }
  });
});
