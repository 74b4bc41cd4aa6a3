// The one bounded-concurrency loop (src/shared/map-concurrent.ts).
import { describe, expect, it } from "vitest";
import { mapConcurrent } from "../../src/shared/map-concurrent.js";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("mapConcurrent", () => {
  it("keeps at most `concurrency` items in flight and results in input order", async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrent([5, 1, 4, 2, 3], 2, async (item, index) => {
      running++;
      most = Math.max(most, running);
      for (let i = 0; i < item; i++) await tick();
      running--;
      return `${index}:${item}`;
    });
    expect(results).toEqual(["0:5", "1:1", "2:4", "3:2", "4:3"]);
    expect(most).toBe(2);
  });

  it("starts no more items after the first failure, and throws it", async () => {
    const started: number[] = [];
    const failing = mapConcurrent([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 2) throw new Error("two failed");
      return item;
    });
    await expect(failing).rejects.toThrow("two failed");
    await tick();
    expect(started.length).toBeLessThan(6);
  });

  it("starts no more items once the signal aborts, without throwing", async () => {
    const controller = new AbortController();
    const results = await mapConcurrent(
      [1, 2, 3, 4],
      1,
      async (item) => {
        if (item === 2) controller.abort();
        return item;
      },
      controller.signal,
    );
    expect(results).toEqual([1, 2, undefined, undefined]);
    expect(await mapConcurrent([], 3, async () => 1)).toEqual([]);
    expect(await mapConcurrent([7], 0, async (item) => item)).toEqual([7]);
  });
});
