// The job runner against a real SQLite store, with the server's engine-backed executors partitioning in a
// real worker pool: statuses, per-file failures, node outputs, cancel, lease loss and the concurrency bound.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import type { WorkflowNodeInfo } from "../../src/contract/nodes.js";
import type { PartitionPool } from "../../src/server/partition/workers.js";
import { engineExecutors } from "../../src/server/workflow-runtime.js";
import type { NodeExecutors } from "../../src/workflows/executors.js";
import { openJobEnds } from "../../src/workflows/job-ends.js";
import { silentLogger } from "../../src/workflows/logger.js";
import { ABANDONED_REASON, failAbandonedJobs } from "../../src/workflows/maintenance.js";
import { JobRunner, type RunnerOptions } from "../../src/workflows/runner.js";
import type { WorkflowStore } from "../../src/workflows/store/types.js";
import { reportPdf } from "../fixtures/pdf/make-pdf.js";
import { LOOPBACK_ALLOWED } from "../helpers/outbound.js";
import {
  CHUNK_NODE,
  isTerminal,
  localWorkflow,
  memo,
  PARTITION_NODE,
  prose,
  sqliteStore,
  submitJob,
  tempDir,
  testPool,
  waitForJob,
} from "./job-helpers.js";

let dir: Awaited<ReturnType<typeof tempDir>>;
let store: WorkflowStore;
let pool: PartitionPool;
let executors: NodeExecutors;

beforeAll(async () => {
  dir = await tempDir("docflow-runner-");
  store = await sqliteStore(dir.path);
  pool = await testPool(2);
  executors = engineExecutors(pool);
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await store?.close();
  await dir?.remove();
});

function runner(options: Partial<RunnerOptions> = {}): JobRunner {
  return new JobRunner({
    store,
    executors,
    openEnds: openJobEnds({ store, dataDir: dir.path, logger: silentLogger, outbound: LOOPBACK_ALLOWED }),
    pollMs: 50,
    ...options,
  });
}

function outputOf(jobId: string, fileId: string, nodeId: string): Promise<Element[]> {
  return store.getJobFile(jobId, fileId, nodeId).then((file) => {
    if (!file) throw new Error(`no output for ${fileId} at ${nodeId}`);
    return JSON.parse(new TextDecoder().decode(file.data)) as Element[];
  });
}

describe("job runner", () => {
  it("runs a local workflow SCHEDULED → IN_PROGRESS → COMPLETED and keeps every node's output", async () => {
    const workflow = await localWorkflow(store);
    const job = await submitJob(
      store,
      workflow,
      [1, 2, 3].map((index) => ({ name: `memo-${index}.txt`, data: memo(index) })),
    );
    expect(job.status).toBe("SCHEDULED");
    const seen: string[] = [];
    const watching: NodeExecutors = {
      ...executors,
      partition: async (file, node, signal) => {
        seen.push((await store.getJob(job.id))?.status ?? "missing");
        return executors.partition(file, node, signal);
      },
    };

    const execution = await runner({ executors: watching }).runOnce();
    expect(execution?.job.id).toBe(job.id);
    const done = await store.getJob(job.id);
    expect(seen).toEqual(["IN_PROGRESS", "IN_PROGRESS", "IN_PROGRESS"]);
    expect(done).toMatchObject({ status: "COMPLETED", error: null, attempts: 1 });
    expect(done?.started_at).toBeTruthy();
    expect(done?.finished_at).toBeTruthy();
    // Results are recorded as files finish, in whatever order that is.
    const results = done?.file_results.map((result) => [result.filename, result.status]);
    expect(results?.sort()).toEqual([
      ["memo-1.txt", "COMPLETED"],
      ["memo-2.txt", "COMPLETED"],
      ["memo-3.txt", "COMPLETED"],
    ]);

    // Every node of every file can be downloaded.
    const pairs = done?.output_node_files.map(
      (file) => `${file.file_id}/${file.node_id}/${file.node_type}/${file.node_subtype}`,
    );
    const expected = job.input_files.flatMap((input) => [
      `${input.file_id}/${PARTITION_NODE.id}/partition/unstructured_api`,
      `${input.file_id}/${CHUNK_NODE.id}/chunk/chunk_by_title`,
    ]);
    expect(pairs?.sort()).toEqual(expected.sort());

    const first = job.input_files[0]?.file_id as string;
    const partitioned = await outputOf(job.id, first, PARTITION_NODE.id as string);
    expect(partitioned.map((element) => [element.type, element.text])).toEqual([
      ["Title", "Memo 1"],
      ["NarrativeText", "The committee met on day 1 and agreed to open the new library in spring."],
      ["NarrativeText", "Members asked for the staffing costs of the reading rooms on weekends, item 1."],
    ]);
    expect(partitioned[0]?.metadata.filename).toBe("memo-1.txt");
    const chunks = await outputOf(job.id, first, CHUNK_NODE.id as string);
    expect(chunks.map((chunk) => chunk.type)).toEqual(["CompositeElement"]);
    expect(chunks[0]?.text).toContain("Memo 1\n\nThe committee met on day 1");
    expect(chunks[0]?.element_id).toMatch(/^[0-9a-f]{32}$/);
    expect(done?.file_results[0]?.elements).toBe(1);
  });

  it("fails only the file that fails; the job COMPLETED with the reason and per-file errors", async () => {
    const workflow = await localWorkflow(store);
    const garbage = new Uint8Array(4096).map((_, index) => (index * 7919) % 256);
    const job = await submitJob(store, workflow, [
      { name: "good.txt", data: memo(7) },
      { name: "noise.bin", data: garbage, type: "application/octet-stream" },
    ]);
    await runner().runOnce();
    const done = await store.getJob(job.id);
    const [good, bad] = job.input_files.map((input) =>
      done?.file_results.find((r) => r.file_id === input.file_id),
    );
    expect(good).toMatchObject({ filename: "good.txt", status: "COMPLETED", elements: 1 });
    expect(bad).toMatchObject({ filename: "noise.bin", status: "FAILED", node_id: PARTITION_NODE.id });
    expect(bad?.error).toMatch(/^partition node 'Partitioner' failed: .*not supported/);
    // One file got through, so the job COMPLETED (its details say COMPLETED_WITH_ERRORS).
    expect(done?.status).toBe("COMPLETED");
    expect(done?.error).toBe(`1 of 2 files failed; the first, noise.bin: ${bad?.error}`);
    // The good file's outputs are kept; the bad one has none.
    const outputFiles = new Set(done?.output_node_files.map((file) => file.file_id));
    expect(outputFiles).toEqual(new Set([good?.file_id]));
  });

  it("fails a file at an enrichment or embed node, naming the node and the missing provider", async () => {
    const prompter: WorkflowNodeInfo = {
      id: "00000000-0000-4000-8000-0000000000b1",
      name: "Describe tables",
      type: "prompter",
      subtype: "openai_table_description",
      settings: {},
    };
    const workflow = await localWorkflow(store, [PARTITION_NODE, prompter, CHUNK_NODE]);
    const job = await submitJob(store, workflow, [{ name: "memo.txt", data: memo(3) }]);
    await runner().runOnce();
    const done = await store.getJob(job.id);
    expect(done?.status).toBe("FAILED");
    expect(done?.file_results[0]).toMatchObject({ status: "FAILED", node_id: prompter.id });
    // The memo has no table to describe: the file fails anyway, so the missing configuration shows at once.
    expect(done?.file_results[0]?.error).toBe(
      "prompter node 'Describe tables' failed: the openai model provider is not configured on this server: " +
        "set OPENAI_API_KEY",
    );
    // The partition node ran and its output is kept; nothing after the failing node.
    expect(done?.output_node_files.map((file) => file.node_id)).toEqual([PARTITION_NODE.id]);
  });

  it("stops a running job within 2 seconds of a cancel, aborting the work in flight", async () => {
    const workflow = await localWorkflow(store, [PARTITION_NODE]);
    const files = Array.from({ length: 16 }, (_, index) => ({
      name: `report-${index}.txt`,
      data: prose(60),
    }));
    const job = await submitJob(store, workflow, files);
    // The first four files are partitioned for real; the others are held until the cancel aborts them,
    // so the cancel always meets work in flight, however fast the machine partitions.
    const PROCESSED = 4;
    let held = 0;
    let aborted = 0;
    const holding: NodeExecutors = {
      ...executors,
      partition: (file, node, signal) => {
        const index = Number(/report-(\d+)/.exec(file.filename)?.[1]);
        if (index < PROCESSED) return executors.partition(file, node, signal);
        held++;
        return new Promise((_resolve, reject) => {
          signal.addEventListener(
            "abort",
            () => {
              aborted++;
              reject(signal.reason);
            },
            { once: true },
          );
        });
      },
    };
    const worker = runner({ executors: holding, concurrency: 2 });
    worker.start();
    try {
      await waitForJob(
        store,
        job.id,
        (current) =>
          current.status === "IN_PROGRESS" && current.file_results.length === PROCESSED && held === 2,
      );
      const asked = Date.now();
      await store.requestCancel(job.id);
      const stopped = await waitForJob(store, job.id, isTerminal, 5_000, 10);
      const tookMs = Date.now() - asked;
      expect(stopped.status).toBe("STOPPED");
      expect(tookMs).toBeLessThan(2_000);
      expect(stopped.error).toBe(`The job was cancelled; ${PROCESSED} of 16 files had been processed.`);
      expect(stopped.file_results).toHaveLength(PROCESSED);
      expect(stopped.file_results.every((result) => result.status === "COMPLETED")).toBe(true);
      // Both files in flight were aborted, and no further file was started.
      expect(aborted).toBe(2);
      expect(held).toBe(2);
    } finally {
      await worker.stop();
    }
  });

  it("stops touching a job whose lease it lost; the runner that took it over finishes it", async () => {
    const workflow = await localWorkflow(store, [PARTITION_NODE]);
    const job = await submitJob(
      store,
      workflow,
      Array.from({ length: 6 }, (_, index) => ({ name: `memo-${index}.txt`, data: memo(index) })),
    );
    // Runner A's database stalls (its renewals hang) once it has started the first file, long enough for its
    // lease to run out; runner B then claims the job.
    let stall = false;
    let finishedByA = 0;
    let recordedByA = 0;
    let abortedInA = 0;
    const stalling = new Proxy(store, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (property === "renewLease") {
          return async (...args: Parameters<WorkflowStore["renewLease"]>) => {
            while (stall) await new Promise((resolve) => setTimeout(resolve, 20));
            return target.renewLease(...args);
          };
        }
        // The leases of A's tasks stall with it.
        if (property === "renewTasks") {
          return async (...args: Parameters<WorkflowStore["renewTasks"]>) => {
            while (stall) await new Promise((resolve) => setTimeout(resolve, 20));
            return target.renewTasks(...args);
          };
        }
        if (property === "completeTask") {
          return async (...args: Parameters<WorkflowStore["completeTask"]>) => {
            const written = await target.completeTask(...args);
            if (written) recordedByA++;
            return written;
          };
        }
        if (property === "finishJob") {
          return (...args: Parameters<WorkflowStore["finishJob"]>) => {
            finishedByA++;
            return target.finishJob(...args);
          };
        }
        if (property === "recordFileResult") {
          return (...args: Parameters<WorkflowStore["recordFileResult"]>) => {
            recordedByA++;
            return target.recordFileResult(...args);
          };
        }
        return value.bind(target);
      },
    });
    let releaseA: (() => void) | undefined;
    const blocked = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    const slowA: NodeExecutors = {
      ...executors,
      partition: async (file, node, signal) => {
        stall = true;
        signal.addEventListener("abort", () => abortedInA++, { once: true });
        // A's work hangs until its lease is lost (or the test lets it go).
        await Promise.race([blocked, new Promise((resolve) => signal.addEventListener("abort", resolve))]);
        signal.throwIfAborted();
        return executors.partition(file, node, signal);
      },
    };
    const a = runner({ store: stalling, executors: slowA, leaseMs: 600, heartbeatMs: 100, concurrency: 1 });
    const aDone = a.runOnce();
    await waitForJob(store, job.id, (current) => current.status === "IN_PROGRESS");
    await waitForJob(
      store,
      job.id,
      (current) => Date.parse(current.lease_expires_at ?? "") < Date.now() - 50,
      5_000,
    );

    const b = runner({ leaseMs: 5_000 });
    const taken = await b.runOnce();
    expect(taken?.job.id).toBe(job.id);
    expect(taken?.job.attempts).toBe(2);
    const done = await store.getJob(job.id);
    expect(done?.status).toBe("COMPLETED");
    expect(done?.lease_owner).toBeNull();
    expect(done?.file_results).toHaveLength(6);

    // A's renewals come through now: it learns it lost the job, aborts its work and leaves the job alone.
    stall = false;
    await aDone;
    releaseA?.();
    expect(abortedInA).toBe(1);
    expect(recordedByA).toBe(0);
    expect(finishedByA).toBe(0);
    expect((await store.getJob(job.id))?.status).toBe("COMPLETED");
  });

  it("fails a job whose process died too often, with the reason, instead of retrying it forever", async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const workflow = await localWorkflow(store, [PARTITION_NODE]);
    const job = await submitJob(store, workflow, [{ name: "memo.txt", data: memo(1) }]);
    // Two processes took the job and died: their leases ran out.
    expect((await store.claimJob("dead-1", 1))?.id).toBe(job.id);
    await sleep(5);
    expect((await store.claimJob("dead-2", 1))?.attempts).toBe(2);
    await sleep(5);
    await runner({ maxAttempts: 2 }).runOnce();
    const failed = await store.getJob(job.id);
    expect(failed).toMatchObject({ status: "FAILED", attempts: 3, file_results: [] });
    expect(failed?.error).toBe(
      "The process running this job stopped 2 times before it ended; it is not retried after 2 attempts.",
    );

    // The sweeper fails such a job even when no runner is there to claim it.
    const other = await submitJob(store, await localWorkflow(store, [PARTITION_NODE]), [
      { name: "m.txt", data: memo(2) },
    ]);
    await store.claimJob("dead-3", 1);
    await sleep(5);
    expect(await failAbandonedJobs({ store, maxAttempts: 1, graceMs: 0 })).toEqual([other.id]);
    expect(await store.getJob(other.id)).toMatchObject({ status: "FAILED", error: ABANDONED_REASON });
  });

  it("partitions a large PDF as page ranges, takes over a range whose worker died, and merges it as whole", async () => {
    const split = engineExecutors(pool, { splitPages: 3 });
    const pages = split.pages;
    if (!pages) throw new Error("the engine executors have no page ranges");
    let started: () => void = () => {};
    const firstRange = new Promise<void>((resolve) => {
      started = resolve;
    });
    let go: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      go = resolve;
    });
    let ranges = 0;
    const gated: NodeExecutors = {
      ...split,
      pages: {
        ...pages,
        partitionPages: async (file, node, span, signal) => {
          ranges++;
          started();
          await gate;
          return pages.partitionPages(file, node, span, signal);
        },
      },
    };
    const files = [
      { name: "report.pdf", data: reportPdf(10), type: "application/pdf" },
      { name: "memo.txt", data: memo(1) },
    ];
    const job = await submitJob(store, await localWorkflow(store), files);
    const done = runner({ executors: gated, splitPages: 3, concurrency: 1, leaseMs: 5_000 }).runOnce();
    await firstRange;
    // Another worker claims a range and dies with it: its lease runs out and the runner takes it over.
    const dead = await store.claimTask("dead-worker", 300, job.id);
    expect(dead?.kind).toBe("range");
    go();
    await done;
    const record = await store.getJob(job.id);
    expect(record?.status).toBe("COMPLETED");
    expect(record?.file_results).toHaveLength(2);
    expect(record?.file_results.every((result) => result.status === "COMPLETED")).toBe(true);
    expect(record?.output_node_files).toHaveLength(4);
    // 10 pages in ranges of 3: four ranges, the dead worker's done again by the runner.
    expect(ranges).toBe(4);

    // The same files without page ranges: every node's output is the same, byte for byte.
    const whole = await submitJob(store, await localWorkflow(store), files);
    await runner().runOnce();
    const pdf = (jobId: string) =>
      store.getJob(jobId).then((found) => {
        const fileId = found?.input_files.find((file) => file.filename === "report.pdf")?.file_id ?? "";
        return Promise.all(
          [PARTITION_NODE, CHUNK_NODE].map((node) => outputOf(jobId, fileId, node.id as string)),
        );
      });
    const [splitOutputs, wholeOutputs] = [await pdf(job.id), await pdf(whole.id)];
    expect(splitOutputs[0]?.length).toBeGreaterThan(10);
    expect(splitOutputs).toEqual(wholeOutputs);
    expect(splitOutputs[0]?.some((element) => element.metadata.parent_id !== undefined)).toBe(true);
  });

  it("never has more files in flight than its concurrency, across the jobs it holds", async () => {
    const jobs = [];
    for (let index = 0; index < 2; index++) {
      const workflow = await localWorkflow(store, [PARTITION_NODE]);
      jobs.push(
        await submitJob(
          store,
          workflow,
          Array.from({ length: 6 }, (_, file) => ({ name: `w${index}-${file}.txt`, data: prose(40) })),
        ),
      );
    }
    let inFlight = 0;
    let most = 0;
    const counting: NodeExecutors = {
      ...executors,
      partition: async (file, node, signal) => {
        inFlight++;
        most = Math.max(most, inFlight);
        try {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return await executors.partition(file, node, signal);
        } finally {
          inFlight--;
        }
      },
    };
    const worker = runner({ executors: counting, concurrency: 3, maxJobs: 2 });
    worker.start();
    try {
      for (const job of jobs) {
        const done = await waitForJob(store, job.id, isTerminal);
        expect(done.status).toBe("COMPLETED");
        expect(done.file_results.filter((result) => result.status === "COMPLETED")).toHaveLength(6);
      }
      expect(most).toBe(3);
    } finally {
      await worker.stop();
    }
  });

  it("starts a job's largest uploads first, so the longest file does not run alone at the end", async () => {
    const workflow = await localWorkflow(store, [PARTITION_NODE]);
    const sizes = [3, 40, 1, 12, 25];
    const job = await submitJob(
      store,
      workflow,
      sizes.map((paragraphs) => ({ name: `p${paragraphs}.txt`, data: prose(paragraphs) })),
    );
    const started: string[] = [];
    const recording: NodeExecutors = {
      ...executors,
      partition: (file, node, signal) => {
        started.push(file.filename);
        return executors.partition(file, node, signal);
      },
    };
    const execution = await runner({ executors: recording, concurrency: 1 }).runOnce();
    expect(execution?.job.id).toBe(job.id);
    expect((await store.getJob(job.id))?.status).toBe("COMPLETED");
    expect(started).toEqual(["p40.txt", "p25.txt", "p12.txt", "p3.txt", "p1.txt"]);
  });
});
