// Mode `run` against a real `docflow serve` (SQLite, its job runner and partition workers): a local
// workflow run by name with uploaded documents, outputs downloaded and counted; a timeout and an abort
// that cancel the job on the server; the 409 of a busy workflow, failed or waited out.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WorkflowClient } from "../../src/client/workflow.js";
import type { JobInfo } from "../../src/contract/jobs.js";
import { PollSchedule, pollDelays } from "../../src/modes/run/backoff.js";
import {
  completedWithErrors,
  createRunClient,
  formatDuration,
  inputNames,
  parseDuration,
  portableName,
  type RunClient,
  RunModeError,
  type RunModeResult,
  renderRunSummary,
  runFailed,
  runRunMode,
} from "../../src/modes/run/index.js";
import { jobProgress } from "../../src/modes/run/job.js";
import { HELD_EMBED_NODE, type HeldProvider, startHeldProvider } from "../helpers/held-provider.js";
import { LOOPBACK_HOSTS } from "../helpers/outbound.js";
import { S3_ACCESS_KEY, S3_SECRET_KEY, startS3 } from "../helpers/s3.js";
import { startTestServer, type TestServer } from "../server/helpers.js";
import { memo } from "../workflows/job-helpers.js";

const PARTITION = {
  name: "Partitioner",
  type: "partition",
  subtype: "unstructured_api",
  settings: { strategy: "fast" },
};
const CHUNK = {
  name: "Chunker",
  type: "chunk",
  subtype: "chunk_by_title",
  settings: { max_characters: 300 },
};
const FAST_POLL = { minMs: 50, maxMs: 200 };

describe("durations", () => {
  it("reads the forms people write and refuses the rest, naming the value", () => {
    expect(parseDuration("90s")).toBe(90_000);
    expect(parseDuration("30m")).toBe(1_800_000);
    expect(parseDuration("2h")).toBe(7_200_000);
    expect(parseDuration("1h30m")).toBe(5_400_000);
    expect(parseDuration(" 500ms ")).toBe(500);
    expect(parseDuration("45")).toBe(45_000);
    expect(parseDuration("1.5m")).toBe(90_000);
    for (const bad of ["", "soon", "30 minutes", "0", "0s", "-5m", "10x", "m", "5m garbage"]) {
      expect(() => parseDuration(bad, "timeout")).toThrow(
        `timeout must be a duration such as 90s, 30m, 2h or 1h30m; got '${bad}'.`,
      );
    }
    expect(formatDuration(800)).toBe("800 ms");
    expect(formatDuration(4500)).toBe("4.5 s");
    expect(formatDuration(3_723_000)).toBe("1h 2m 3s");
  });
});

describe("poll delays", () => {
  it("grow from 100 ms by half each time to 2 s, jittered within ±10 % and never outside the bounds", () => {
    const low = pollDelays({ random: () => 0 });
    const high = pollDelays({ random: () => 0.999999 });
    const lows = Array.from({ length: 10 }, () => low.next().value);
    const highs = Array.from({ length: 10 }, () => high.next().value);
    expect(lows).toEqual([100, 135, 203, 304, 456, 683, 1025, 1538, 1800, 1800]);
    expect(highs).toEqual([110, 165, 247, 371, 557, 835, 1253, 1879, 2000, 2000]);
    const random = pollDelays();
    for (let i = 0; i < 200; i++) {
      const delay = random.next().value;
      expect(delay).toBeGreaterThanOrEqual(100);
      expect(delay).toBeLessThanOrEqual(2000);
    }
  });

  it("aim at the job's estimated end once it reports progress, and honour Retry-After", () => {
    const mid = () => 0.5;
    // Late in a long wait the grown delay is the cap; a job 90 % done after 1.8 s has about 200 ms left.
    const late = new PollSchedule({ random: mid });
    for (let i = 0; i < 12; i++) late.next();
    expect(late.next()).toBe(2000);
    expect(late.next({ progress: 0.9, elapsedMs: 1800 })).toBe(200);
    // No progress yet, or done: the grown delay.
    expect(late.next({ progress: 0, elapsedMs: 1800 })).toBe(2000);
    // Never sooner than the server asked, even past the cap.
    expect(late.next({ progress: 0.9, elapsedMs: 1800, retryAfterMs: 5000 })).toBe(5000);
    // Early polls stay short whatever the estimate.
    expect(new PollSchedule({ random: mid }).next({ progress: 0.01, elapsedMs: 100 })).toBe(100);
  });

  it("measure progress as outputs over files × nodes", () => {
    const job = {
      id: "j",
      workflow_id: "w",
      workflow_name: "n",
      status: "IN_PROGRESS",
      input_file_ids: ["a", "b"],
      output_node_files: [{ file_id: "a", node_id: "p" }],
    } as JobInfo;
    expect(jobProgress(job, 2)).toBe(0.25);
    expect(jobProgress(job, undefined)).toBeUndefined();
    expect(jobProgress({ ...job, input_file_ids: [] }, 2)).toBeUndefined();
  });
});

describe("output names", () => {
  it("keeps input order, makes names portable and distinct", () => {
    const job = {
      id: "j",
      workflow_id: "w",
      workflow_name: "n",
      status: "COMPLETED",
      input_file_ids: ["a", "b", "c"],
    } as JobInfo;
    const names = inputNames(job, ["memo.txt", "memo.txt", 'we:ird|"name".md']);
    expect([...names.entries()]).toEqual([
      ["a", "memo.txt"],
      ["b", "memo.txt-2"],
      ["c", "we_ird__name_.md"],
    ]);
    // Without the uploaded names (another job), the file ids name the files.
    expect(inputNames(job, undefined).get("b")).toBe("b");
    expect(portableName("../x")).toBe(".._x");
    expect(portableName("..")).toBe("_");
  });
});

describe("run summary", () => {
  const result = (files: RunModeResult["files"]): RunModeResult => ({
    workflow: {
      id: "wf-1",
      name: "nightly|<b>",
      status: "active",
      sources: [],
      destinations: [],
      workflow_nodes: [],
    },
    job: { id: "job-1", workflow_id: "wf-1", workflow_name: "nightly", status: "COMPLETED" },
    status: "COMPLETED",
    outcome: "completed",
    timeline: [
      { status: "SCHEDULED", at: "2026-11-23T10:00:00.000Z", afterMs: 0 },
      { status: "COMPLETED", at: "2026-11-23T10:01:05.250Z", afterMs: 65_250 },
    ],
    files,
    failedFiles: [],
    outDir: "/tmp/out",
    downloads: [],
    elements: files.reduce((sum, f) => sum + (f.elements ?? 0), 0),
    durationMs: 65_250,
  });

  it("shows names as text, never as markup or extra table cells", () => {
    const summary = renderRunSummary(
      result([
        {
          file: "a|b\n<img src=x onerror=alert(1)>`x`.md",
          fileId: "f",
          status: "failed",
          outputs: [],
          error: "bad | worse\n::error::no",
        },
      ]),
    );
    expect(summary).toContain("nightly&#124;&#60;b&#62;");
    const row = summary.split("\n").find((line) => line.includes("onerror")) as string;
    expect(row).toBeDefined();
    expect(row).not.toMatch(/<img|`x`/);
    // Five cells: the pipes inside names and errors are escaped.
    expect(row.split(/(?<!\\)\|/).length - 2).toBe(5);
    expect(summary).toContain("| 2026-11-23 10:01:05Z | COMPLETED | 1m 5s |");
  });

  it("stays under GitHub's 1 MiB with a huge job, and says how many rows it left out", () => {
    const files = Array.from({ length: 20_000 }, (_, i) => ({
      file: `document-${i}-${"x".repeat(40)}.pdf`,
      fileId: `id-${i}`,
      status: "ok" as const,
      elements: 10,
      outputs: [],
    }));
    const summary = renderRunSummary(result(files));
    expect(Buffer.byteLength(summary)).toBeLessThan(1_000_000);
    const listed = summary.split("\n").filter((line) => line.startsWith("| document-")).length;
    expect(listed).toBeGreaterThan(1000);
    expect(summary).toContain(`${20_000 - listed} more documents are not listed`);
    expect(summary).toContain("| Elements | 200000 |");
  });
});

describe("mode run against docflow serve", () => {
  let server: TestServer;
  let client: RunClient;
  let admin: WorkflowClient;
  let work: string;
  let held: HeldProvider;
  const apiKey = `run-key-${randomBytes(12).toString("hex")}`;

  const localWorkflow = async (
    nodes: object[] = [PARTITION, CHUNK],
    name = `local-${randomUUID().slice(0, 8)}`,
  ) => admin.workflows.create({ name, workflow_type: "custom", workflow_nodes: nodes } as never);

  /**
   * A workflow whose jobs stay IN_PROGRESS until the test releases the held provider (or cancels them):
   * its embed node waits on the provider's answer.
   */
  const heldWorkflow = () => localWorkflow([PARTITION, CHUNK, HELD_EMBED_NODE]);
  const heldFiles = async (count = 3) => {
    for (let i = 0; i < count; i++) await writeFile(join(work, `held-${i}.txt`), memo(i + 1));
    return ["held-*.txt"];
  };

  const jobOnServer = (id: string) => admin.jobs.get(id);

  const settle = async (id: string, timeoutMs = 20_000): Promise<JobInfo> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await jobOnServer(id);
      if (["COMPLETED", "FAILED", "STOPPED"].includes(job.status) || Date.now() > until) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    held = await startHeldProvider();
    server = await startTestServer({
      partitionApiKeys: [apiKey],
      workers: 1,
      modelEnv: held.modelEnv,
      allowHosts: LOOPBACK_HOSTS,
    });
    client = createRunClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
    admin = new WorkflowClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
  });
  afterAll(async () => {
    await server?.close();
    await held?.close();
  });
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), "docflow-run-mode-"));
    return () => rm(work, { recursive: true, force: true });
  });

  it("runs a local workflow by name, uploads the files and downloads every node's output", async () => {
    const workflow = await localWorkflow();
    await writeFile(join(work, "memo-1.txt"), memo(1));
    await writeFile(join(work, "notes.md"), "# Notes\n\nThe archive moves to the new building in May.\n");
    await writeFile(join(work, "skip.log"), "not matched");
    const lines: string[] = [];
    const started: string[] = [];
    const result = await runRunMode({
      client,
      workflow: workflow.name,
      files: ["*.txt", "*.md"],
      cwd: work,
      outDir: "out",
      log: (line) => lines.push(line),
      onJobStarted: (job) => {
        started.push(job.id);
      },
      poll: FAST_POLL,
    });

    expect(result.outcome).toBe("completed");
    expect(result.status).toBe("COMPLETED");
    expect(started).toEqual([result.job.id]);
    expect((await jobOnServer(result.job.id)).status).toBe("COMPLETED");
    expect(result.outDir).toBe(join(work, "out"));
    expect((await readdir(result.outDir)).sort()).toEqual([
      "memo-1.txt.Chunker.json",
      "memo-1.txt.Partitioner.json",
      "notes.md.Chunker.json",
      "notes.md.Partitioner.json",
    ]);
    // Each file holds the elements the server sent, and the counts are the arrays' lengths.
    for (const download of result.downloads) {
      const elements = JSON.parse(await readFile(download.path as string, "utf8")) as {
        type: string;
        metadata: { filename?: string };
      }[];
      expect(download.elements).toBe(elements.length);
      expect(elements.length).toBeGreaterThan(0);
      expect(elements[0]?.metadata.filename).toBe(download.file);
      if (download.node === "Chunker") expect(elements.map((e) => e.type)).toContain("CompositeElement");
    }
    const partitioned = JSON.parse(
      await readFile(join(result.outDir, "memo-1.txt.Partitioner.json"), "utf8"),
    ) as { text: string }[];
    expect(partitioned.map((e) => e.text)).toContain("Memo 1");

    expect(result.files.map((f) => [f.file, f.status])).toEqual([
      ["memo-1.txt", "ok"],
      ["notes.md", "ok"],
    ]);
    const chunkCounts = result.downloads.filter((d) => d.node === "Chunker").map((d) => d.elements ?? 0);
    expect(result.elements).toBe(chunkCounts.reduce((a, b) => a + b, 0));

    // The timeline ends COMPLETED; each status is logged once.
    expect(result.timeline.at(-1)?.status).toBe("COMPLETED");
    const statuses = result.timeline.map((entry) => entry.status);
    expect(new Set(statuses).size).toBe(statuses.length);
    for (const status of statuses) {
      expect(lines.filter((line) => line.startsWith(`Job ${result.job.id}: ${status}`))).toHaveLength(1);
    }
    expect(Date.parse(result.timeline[0]?.at ?? "")).not.toBeNaN();

    const summary = renderRunSummary(result, { resultsLocation: "artifact docflow-results-run" });
    expect(summary).toContain(`| Job | \`${result.job.id}\` |`);
    expect(summary).toContain("| COMPLETED |");
    expect(summary).toMatch(/\| memo-1\.txt \| ✅ ok \| \d+ \| Partitioner \(\d+\), Chunker \(\d+\) \|/);
    expect(summary).toContain(`| Elements | ${result.elements} |`);
    expect(runFailed(result, "not-completed")).toBe(false);
  });

  it("runs by id, and reports a document the workflow could not process", async () => {
    const workflow = await localWorkflow([PARTITION]);
    await writeFile(join(work, "good.txt"), memo(2));
    // Not a format the engine reads: the server fails this file and completes the job.
    await writeFile(join(work, "bad.bin"), Buffer.from([0, 159, 146, 150, 0, 1, 2, 3, 255, 254]));
    const result = await runRunMode({
      client,
      workflow: workflow.id,
      files: ["good.txt", "bad.bin"],
      cwd: work,
      outDir: join(work, "o"),
      poll: FAST_POLL,
    });
    expect(result.workflow.id).toBe(workflow.id);
    const bad = result.files.find((f) => f.file === "bad.bin");
    const good = result.files.find((f) => f.file === "good.txt");
    expect(good?.status).toBe("ok");
    expect(bad?.status).toBe("failed");
    expect(bad?.error).toBeTruthy();
    expect(result.failedFiles.map((f) => f.document)).toEqual(["bad.bin"]);
    expect(await readdir(result.outDir)).toEqual(["good.txt.Partitioner.json"]);
    // One document got through, so the job COMPLETED (its details say COMPLETED_WITH_ERRORS): it fails the
    // run only under failed-files.
    expect(result.outcome).toBe("completed");
    expect((await jobOnServer(result.job.id)).status).toBe("COMPLETED");
    expect(completedWithErrors(result)).toBe(true);
    expect(runFailed(result, "not-completed")).toBe(false);
    expect(runFailed(result, "failed-files")).toBe(true);
    expect(runFailed(result, "never")).toBe(false);
    const summary = renderRunSummary(result);
    expect(summary).toMatch(/\| bad\.bin \| ❌ failed \|/);
    expect(summary).toContain("completed with errors (1 of 2 documents failed)");
    // A job nothing came out of is FAILED, and fails the run under the default.
    const none = await runRunMode({
      client,
      workflow: workflow.id,
      files: ["bad.bin"],
      cwd: work,
      outDir: join(work, "o2"),
      poll: FAST_POLL,
    });
    expect(none.outcome).toBe("failed");
    expect((await jobOnServer(none.job.id)).status).toBe("FAILED");
    expect(completedWithErrors(none)).toBe(false);
    expect(runFailed(none, "not-completed")).toBe(true);
  });

  it("says which workflows exist when the name matches none, and checks files against the source", async () => {
    const workflow = await localWorkflow();
    const missing = runRunMode({ client, workflow: "no-such-workflow", files: ["*"], cwd: work });
    await expect(missing).rejects.toThrow(RunModeError);
    await expect(missing).rejects.toThrow(
      /No workflow is named or has the id 'no-such-workflow'; the service has .*'local-/,
    );
    await expect(runRunMode({ client, workflow: workflow.name, cwd: work })).rejects.toThrow(
      `Workflow '${workflow.name}' has a local source: give the documents to upload as 'files' (glob patterns).`,
    );
    await expect(
      runRunMode({ client, workflow: workflow.name, files: ["*.pdf"], cwd: work }),
    ).rejects.toMatchObject({
      reason: "no-files",
      message: expect.stringContaining("No files match '*.pdf'"),
    });
  });

  it("cancels the job on the server when the timeout runs out", async () => {
    const workflow = await heldWorkflow();
    const patterns = await heldFiles();
    const lines: string[] = [];
    const result = await runRunMode({
      client,
      workflow: workflow.name,
      files: patterns,
      cwd: work,
      timeoutMs: 300,
      poll: FAST_POLL,
      log: (l) => lines.push(l),
    });
    expect(result.outcome).toBe("timed-out");
    expect(lines.join("\n")).toContain(`Cancelling job ${result.job.id}: the timeout of 300 ms ran out.`);
    const onServer = await settle(result.job.id);
    expect(onServer.status).toBe("STOPPED");
    // The cancel aborted the model call the job was waiting on.
    for (let i = 0; i < 50 && held.waiting() > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held.waiting()).toBe(0);
    expect(result.status).toBe("STOPPED");
    expect(result.timeline.at(-1)?.status).toBe("STOPPED");
    expect(runFailed(result, "not-completed")).toBe(true);
    expect(runFailed(result, "never")).toBe(false);
  });

  it("cancels the job on the server when the caller aborts", async () => {
    const workflow = await heldWorkflow();
    const patterns = await heldFiles();
    const controller = new AbortController();
    const result = await runRunMode({
      client,
      workflow: workflow.name,
      files: patterns,
      cwd: work,
      signal: controller.signal,
      poll: FAST_POLL,
      onJobStarted: () => {
        setTimeout(() => controller.abort(), 200);
      },
    });
    expect(result.outcome).toBe("cancelled");
    expect((await settle(result.job.id)).status).toBe("STOPPED");
    expect(renderRunSummary(result)).toContain("was cancelled with the workflow run");
  });

  it("leaves no job running whenever the abort comes: before, during or after the run request", async () => {
    const workflow = await heldWorkflow();
    const patterns = await heldFiles();
    const outcomes: string[] = [];
    for (const delayMs of [0, 2, 10, 30, 80, 200]) {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), delayMs);
      try {
        const result = await runRunMode({
          client,
          workflow: workflow.name,
          files: patterns,
          cwd: work,
          signal: controller.signal,
          poll: FAST_POLL,
        });
        expect(result.outcome).toBe("cancelled");
        outcomes.push(result.outcome);
      } catch (error) {
        expect(error).toBeInstanceOf(RunModeError);
        expect((error as RunModeError).reason).toBe("cancelled");
        outcomes.push("no job");
      }
      // Whatever happened, nothing of this workflow is still queued or running.
      for (const status of ["scheduled", "in_progress"]) {
        const active = await client.jobs.list({ workflowId: workflow.id, status });
        for (const job of active) expect((await settle(job.id)).status).toBe("STOPPED");
      }
    }
    // Both paths were taken: an abort before the request, and one after the job existed.
    expect(outcomes).toContain("no job");
    expect(outcomes).toContain("cancelled");
  }, 90_000);

  it("refuses a second job while one runs, or waits for it with if-running: wait", async () => {
    const workflow = await heldWorkflow();
    const patterns = await heldFiles();
    const first = await runRunMode({
      client,
      workflow: workflow.name,
      files: patterns,
      cwd: work,
      wait: false,
    });
    expect(first.outcome).toBe("started");
    expect(["SCHEDULED", "IN_PROGRESS"]).toContain(first.status);

    await expect(
      runRunMode({ client, workflow: workflow.name, files: patterns, cwd: work }),
    ).rejects.toMatchObject({
      reason: "already-running",
      message: expect.stringContaining(`already has job ${first.job.id}`),
    });

    const lines: string[] = [];
    const second = await runRunMode({
      client,
      workflow: workflow.name,
      files: ["held-0.txt"],
      cwd: work,
      ifRunning: "wait",
      poll: FAST_POLL,
      timeoutMs: 60_000,
      log: (line) => {
        lines.push(line);
        // The first job finishes once the second run is seen waiting for it.
        if (line.includes("is busy with job")) held.release();
      },
    }).finally(() => held.hold());
    expect(second.waitedForJob).toBe(first.job.id);
    expect(second.job.id).not.toBe(first.job.id);
    expect(second.outcome).toBe("completed");
    expect((await jobOnServer(first.job.id)).status).toBe("COMPLETED");
    expect(lines.join("\n")).toContain(`is busy with job ${first.job.id}`);
  }, 90_000);

  it("runs a workflow with a source connector: no uploads, no downloads, its failed documents named", async () => {
    const s3 = await startS3();
    try {
      await s3.createBucket("inbox");
      await s3.createBucket("outbox");
      await s3.put("inbox", "docs/memo.txt", memo(3));
      await s3.put("inbox", "docs/broken.bin", new Uint8Array([0, 159, 146, 150, 0, 1, 2, 3, 255, 254]));
      const config = (url: string) => ({
        remote_url: url,
        endpoint_url: s3.endpoint,
        key: S3_ACCESS_KEY,
        secret: S3_SECRET_KEY,
      });
      const source = await admin.sources.create({
        name: `in-${randomUUID().slice(0, 8)}`,
        type: "s3",
        config: config("s3://inbox/docs/"),
      } as never);
      const destination = await admin.destinations.create({
        name: `out-${randomUUID().slice(0, 8)}`,
        type: "s3",
        config: config("s3://outbox/elements/"),
      } as never);
      const remote = await admin.workflows.create({
        name: `remote-run-${randomUUID().slice(0, 8)}`,
        workflow_type: "custom",
        source_id: source.id,
        destination_id: destination.id,
        workflow_nodes: [PARTITION],
      } as never);
      const result = await runRunMode({
        client,
        workflow: remote.name,
        cwd: work,
        poll: FAST_POLL,
        timeoutMs: 60_000,
      });
      // One document failed, the other reached the destination: the job COMPLETED with errors.
      expect(result.outcome).toBe("completed");
      expect((await jobOnServer(result.job.id)).status).toBe("COMPLETED");
      expect(
        JSON.parse((await s3.get("outbox", "elements/memo.txt.json")).toString("utf8")).length,
      ).toBeGreaterThan(0);
      expect(result.downloads).toEqual([]);
      expect(await readdir(work)).toEqual([]);
      expect(result.files).toEqual([
        {
          file: "broken.bin",
          fileId: "",
          status: "failed",
          outputs: [],
          error: expect.stringContaining("is not supported"),
        },
      ]);
      expect(completedWithErrors(result)).toBe(true);
      expect(runFailed(result, "not-completed")).toBe(false);
      expect(runFailed(result, "failed-files")).toBe(true);
      expect(renderRunSummary(result)).toMatch(/\| broken\.bin \| ❌ failed \|/);
    } finally {
      await s3.stop();
    }
  }, 60_000);

  it("refuses files for a workflow that reads from a source connector", async () => {
    const source = await admin.sources.create({
      name: `s3-${randomUUID().slice(0, 8)}`,
      type: "s3",
      config: { remote_url: "s3://bucket/in/", anonymous: true },
    } as never);
    const destination = await admin.destinations.create({
      name: `s3-${randomUUID().slice(0, 8)}`,
      type: "s3",
      config: { remote_url: "s3://bucket/out/", anonymous: true },
    } as never);
    const remote = await admin.workflows.create({
      name: `remote-${randomUUID().slice(0, 8)}`,
      workflow_type: "custom",
      source_id: source.id,
      destination_id: destination.id,
      workflow_nodes: [PARTITION],
    } as never);
    await writeFile(join(work, "a.txt"), "x");
    await expect(runRunMode({ client, workflow: remote.name, files: ["a.txt"], cwd: work })).rejects.toThrow(
      /reads its documents from source connector .*; files are only uploaded to workflows with a local source/,
    );
  });
});
