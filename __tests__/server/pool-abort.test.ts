// A caller that gives up on a running file (its client went away, another file of its request failed)
// hears so at once; the file's worker is terminated only when the file is still running ABORT_GRACE_MS
// later, so a file about to finish does not cost a thread start. The worker fixture reports its thread id.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { HttpError } from "../../src/server/http/errors.js";
import type { PartitionSuccess } from "../../src/server/partition/worker.js";
import { ABORT_GRACE_MS, PartitionPool } from "../../src/server/partition/workers.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const params = parsePartitionParameters({});
const task = (filename: string) => ({
  data: new Uint8Array(8),
  filename,
  contentType: undefined,
  params,
  output: "json" as const,
});
const threadOf = (outcome: unknown) =>
  Number(new TextDecoder().decode((outcome as PartitionSuccess).body as Uint8Array));
const never = () => new AbortController().signal;
/** One worker running the sleeper fixture. */
const sleeperPool = () =>
  new PartitionPool({ workers: 1, queueSize: 4, workerFile: join(FIXTURES, "workers", "sleeper.mjs") });

describe("PartitionPool: a running file whose caller gives up", () => {
  it("rejects at once, lets a file that ends within the grace finish, and keeps its worker", async () => {
    const pool = sleeperPool();
    try {
      const first = threadOf(await pool.run(task("quick"), never()));
      const caller = new AbortController();
      const slow = pool.run(task(`sleep-${ABORT_GRACE_MS / 2}`), caller.signal);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const abortedAt = performance.now();
      caller.abort();
      await expect(slow).rejects.toMatchObject({ name: "AbortError" });
      expect(performance.now() - abortedAt).toBeLessThan(100);
      // The worker is still busy with the abandoned file, then serves the next one itself.
      const next = pool.run(task("quick"), never());
      expect(threadOf(await next)).toBe(first);
      expect(pool.stats.pending).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it("terminates the worker of a file still running after the grace; a fresh one serves the next", async () => {
    const pool = sleeperPool();
    try {
      const first = threadOf(await pool.run(task("quick"), never()));
      const caller = new AbortController();
      const slow = pool.run(task("sleep-60000"), caller.signal);
      await new Promise((resolve) => setTimeout(resolve, 50));
      caller.abort();
      await expect(slow).rejects.toMatchObject({ name: "AbortError" });
      const started = performance.now();
      const next = threadOf(await pool.run(task("quick"), never()));
      expect(next).not.toBe(first);
      // The grace, then a thread start: far less than the abandoned file's minute.
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(ABORT_GRACE_MS - 100);
      expect(waited).toBeLessThan(ABORT_GRACE_MS + 15_000);
    } finally {
      await pool.close();
    }
  });
});

describe("PartitionPool: max-file-seconds", () => {
  it("counts a file's time from when its worker starts it, not while the worker loads", async () => {
    // The worker loads for 800 ms; the file then takes 200 ms, within its 500 ms.
    const pool = new PartitionPool({
      workers: 1,
      queueSize: 4,
      maxFileMs: 500,
      workerFile: join(FIXTURES, "workers", "slow-start.mjs"),
    });
    try {
      expect((await pool.run(task("sleep-200"), never())).ok).toBe(true);
      const error = await pool.run(task("sleep-3000"), never()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(422);
      expect((error as HttpError).message).toMatch(/sleep-3000 exceeds a limit: .*0\.5 s .*max-file-seconds/);
    } finally {
      await pool.close();
    }
  });
});
