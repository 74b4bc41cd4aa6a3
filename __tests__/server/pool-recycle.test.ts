// Memory given back: threads that have worked are replaced by fresh ones once the pool has been idle
// for recycleIdleMs, never while a file is in the pool, never when they have done nothing; the pool
// keeps answering across the swap. The worker bundle is real (esbuild), the threads are real.
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { PartitionPool } from "../../src/server/partition/workers.js";
import { resolveServerConfig, serverConfig } from "../../src/server/settings/config.js";
import { testWorkerFile } from "./helpers.js";

const params = parsePartitionParameters({});
const task = () => ({
  data: new TextEncoder().encode("The committee agreed that the library opens in spring.\n\n"),
  filename: "memo.txt",
  contentType: "text/plain",
  params,
  output: "json" as const,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PartitionPool recycling", () => {
  it("replaces worked threads after the idle time, and keeps working", async () => {
    const pool = new PartitionPool({
      workers: 1,
      queueSize: 4,
      workerFile: await testWorkerFile(),
      recycleIdleMs: 300,
    });
    try {
      // Fresh threads that did nothing are kept.
      await sleep(400);
      expect(pool.recycled).toBe(0);
      const signal = new AbortController().signal;
      expect((await pool.run(task(), signal)).ok).toBe(true);
      // Work keeps arriving within the idle time: no swap.
      for (let i = 0; i < 3; i++) {
        await sleep(50);
        expect((await pool.run(task(), signal)).ok).toBe(true);
      }
      expect(pool.recycled).toBe(0);
      await sleep(1000);
      expect(pool.recycled).toBe(1);
      // The new threads answer, and after another idle spell are replaced again.
      expect((await pool.run(task(), signal)).ok).toBe(true);
      await sleep(1000);
      expect(pool.recycled).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it("is off with 0, and the setting reads DOCFLOW_WORKER_RECYCLE_IDLE_S", async () => {
    const pool = new PartitionPool({
      workers: 1,
      queueSize: 4,
      workerFile: await testWorkerFile(),
      recycleIdleMs: 0,
    });
    try {
      expect((await pool.run(task(), new AbortController().signal)).ok).toBe(true);
      await sleep(300);
      expect(pool.recycled).toBe(0);
    } finally {
      await pool.close();
    }
    expect(serverConfig().workerRecycleIdleMs).toBe(30_000);
    expect(resolveServerConfig({}, { DOCFLOW_WORKER_RECYCLE_IDLE_S: "2.5" }).workerRecycleIdleMs).toBe(2500);
    expect(() => resolveServerConfig({}, { DOCFLOW_WORKER_RECYCLE_IDLE_S: "soon" })).toThrow(
      /worker recycling idle time/,
    );
  });
});
