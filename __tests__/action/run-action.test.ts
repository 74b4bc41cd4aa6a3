// Mode `run` through the bundle (node dist/index.js and dist/post.js, as the runner runs them) against a
// real `docflow serve` with its job runner: outputs, step summary and artifact of a completed job; the
// failure reasons; SIGINT cancelling the job within the runner's grace period; the post step cancelling
// a job the main step left running.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WorkflowClient } from "../../src/client/workflow.js";
import { actionDefaults, parseFileCommands, runBundle } from "../helpers/action-runner.js";
import { bundlePath } from "../helpers/dist.js";
import { HELD_EMBED_NODE, type HeldProvider, startHeldProvider } from "../helpers/held-provider.js";
import { startTestServer, type TestServer } from "../server/helpers.js";
import { memo } from "../workflows/job-helpers.js";
import { type ArtifactService, spawnStep, startArtifactService } from "./run-helpers.js";

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

describe.runIf(process.env.DOCFLOW_SKIP_DIST !== "1")("action mode run (dist/index.js)", () => {
  let server: TestServer;
  let admin: WorkflowClient;
  let artifacts: ArtifactService;
  let workspace: string;
  let held: HeldProvider;
  const apiKey = `action-run-key-${randomBytes(12).toString("hex")}`;

  const localWorkflow = (nodes: object[] = [PARTITION, CHUNK]) =>
    admin.workflows.create({
      name: `nightly-${randomUUID().slice(0, 8)}`,
      workflow_type: "custom",
      workflow_nodes: nodes,
    } as never);

  /** A workflow whose jobs stay IN_PROGRESS until cancelled: its embed node waits on the held provider. */
  const heldWorkflow = () => localWorkflow([PARTITION, CHUNK, HELD_EMBED_NODE]);
  const heldFiles = async (count = 3) => {
    for (let i = 0; i < count; i++) await writeFile(join(workspace, `held-${i}.txt`), memo(i + 1));
  };

  const run = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
    runBundle("dist/index.js", {
      cwd: workspace,
      inputs: { mode: "run", "workflow-api-url": server.url, "api-key": apiKey, ...inputs },
      env: { GITHUB_WORKSPACE: workspace, GITHUB_JOB: "nightly", ...env },
      timeoutMs: 60_000,
    });

  const waitForStatus = async (jobId: string, wanted: string) => {
    let status = "";
    for (let i = 0; i < 150 && status !== wanted; i++) {
      status = (await admin.jobs.get(jobId)).status;
      if (status !== wanted) await new Promise((r) => setTimeout(r, 100));
    }
    return status;
  };

  beforeAll(async () => {
    held = await startHeldProvider();
    server = await startTestServer({ partitionApiKeys: [apiKey], workers: 1, modelEnv: held.modelEnv });
    admin = new WorkflowClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
    artifacts = await startArtifactService();
  });
  afterAll(async () => {
    await artifacts?.close();
    await server?.close();
    await held?.close();
  });
  beforeEach(async () => {
    workspace = await mkdtemp(join(tmpdir(), "docflow-run-ws-"));
    return () => rm(workspace, { recursive: true, force: true });
  });

  it("runs the workflow, downloads the outputs, uploads them as an artifact and writes the summary", async () => {
    const workflow = await localWorkflow();
    await writeFile(join(workspace, "memo-1.txt"), memo(1));
    await writeFile(join(workspace, "memo-2.txt"), memo(2));
    // Another step's file in the shared output directory: not this job's output, so not in its artifact.
    await mkdir(join(workspace, "docflow-output"));
    await writeFile(join(workspace, "docflow-output", "other-step.json"), "[]");
    const step = await run(
      { workflow: workflow.name, files: "memo-*.txt\n# a comment\n", timeout: "2m", "retention-days": "5" },
      artifacts.env,
    );
    expect(step.exitCode, step.stdout).toBe(0);
    const jobId = step.outputs["job-id"] as string;
    expect(step.outputs).toMatchObject({
      "job-status": "COMPLETED",
      "failed-files": "0",
      "output-dir": join(workspace, "docflow-output"),
    });
    expect((await admin.jobs.get(jobId)).status).toBe("COMPLETED");
    // Saved for the post step as soon as the job existed.
    expect(step.state).toEqual({ "job-id": jobId, "workflow-api-url": server.url });

    const files = (await readdir(join(workspace, "docflow-output")))
      .filter((name) => name !== "other-step.json")
      .sort();
    expect(files).toEqual([
      "memo-1.txt.Chunker.json",
      "memo-1.txt.Partitioner.json",
      "memo-2.txt.Chunker.json",
      "memo-2.txt.Partitioner.json",
    ]);
    const chunks = JSON.parse(
      await readFile(join(workspace, "docflow-output", "memo-2.txt.Chunker.json"), "utf8"),
    ) as unknown[];

    const artifact = artifacts.artifacts.find((a) => a.name === "docflow-results-nightly");
    expect(artifact, step.stdout).toBeDefined();
    expect(Object.keys(artifact?.files ?? {}).sort()).toEqual(files);
    expect(artifact?.files["memo-2.txt.Chunker.json"]?.toString("utf8")).toBe(
      await readFile(join(workspace, "docflow-output", "memo-2.txt.Chunker.json"), "utf8"),
    );
    // retention-days: 5 becomes an expiry about five days ahead.
    const days = (Date.parse(artifact?.retention ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.9);
    expect(days).toBeLessThan(5.1);

    expect(step.summary).toContain(`| Job | \`${jobId}\` |`);
    expect(step.summary).toContain("| Results | artifact docflow-results-nightly |");
    expect(step.summary).toMatch(/#### Status timeline[\s\S]*\| COMPLETED \|/);
    expect(step.summary).toContain(`| memo-2.txt | ✅ ok | ${chunks.length} |`);
    // Each status change is logged once.
    const statusLines = step.stdout.match(new RegExp(`^Job ${jobId}: [A-Z_]+(?= after|$)`, "gm")) ?? [];
    expect(statusLines.length).toBeGreaterThanOrEqual(2);
    expect(new Set(statusLines).size).toBe(statusLines.length);
    expect(step.stdout.match(new RegExp(`^Job ${jobId}: COMPLETED after`, "gm"))).toHaveLength(1);
    // The runner's ::add-mask:: line carries the key; nothing else may.
    expect(step.stdout.replace(/::add-mask::.*\n/g, "")).not.toContain(apiKey);
    expect(step.summary).not.toContain(apiKey);
  }, 90_000);

  it("fails with a clear reason: no files, unknown workflow, busy workflow, bad timeout", async () => {
    const workflow = await localWorkflow([PARTITION]);
    const noFiles = await run({ workflow: workflow.name, files: "*.pdf" });
    expect(noFiles.exitCode).toBe(1);
    expect(noFiles.outputs["failure-reason"]).toBe("no-files");
    expect(noFiles.stdout).toContain("::error::docflow failed: No files match '*.pdf'");

    const unknown = await run({ workflow: "does-not-exist" });
    expect(unknown.outputs["failure-reason"]).toBe("workflow-not-found");

    const badTimeout = await run({ workflow: workflow.name, timeout: "forever" });
    expect(badTimeout.outputs["failure-reason"]).toBe("invalid-input");
    expect(badTimeout.stdout).toContain(
      "Input 'timeout' must be a duration such as 90s, 30m, 2h or 1h30m; got 'forever'.",
    );

    const badChoice = await run({ workflow: workflow.name, "if-running": "queue" });
    expect(badChoice.stdout).toContain("Input 'if-running' must be one of 'fail', 'wait'; got 'queue'.");

    // wait: false starts the job and leaves it running, with nothing saved for the post step.
    const busyWorkflow = await heldWorkflow();
    await heldFiles();
    const started = await run({ workflow: busyWorkflow.name, files: "held-*.txt", wait: "false" });
    expect(started.exitCode, started.stdout).toBe(0);
    const jobId = started.outputs["job-id"] as string;
    expect(["SCHEDULED", "IN_PROGRESS"]).toContain(started.outputs["job-status"]);
    expect(started.state).toEqual({});

    const busy = await run({ workflow: busyWorkflow.name, files: "held-0.txt" });
    expect(busy.exitCode).toBe(1);
    expect(busy.outputs["failure-reason"]).toBe("already-running");
    expect(busy.stdout).toContain(`already has job ${jobId}`);
    await admin.jobs.cancel(jobId);
    expect(await waitForStatus(jobId, "STOPPED")).toBe("STOPPED");
  }, 120_000);

  it("a job COMPLETED with errors passes under not-completed with a warning, fails under failed-files", async () => {
    const workflow = await localWorkflow([PARTITION]);
    await writeFile(join(workspace, "good.txt"), memo(1));
    await writeFile(join(workspace, "bad.bin"), Buffer.from([0, 159, 146, 150, 0, 1, 2, 3, 255, 254]));
    const lenient = await run({ workflow: workflow.name, files: "good.txt\nbad.bin" });
    expect(lenient.exitCode, lenient.stdout).toBe(0);
    expect(lenient.outputs).toMatchObject({ "job-status": "COMPLETED", "failed-files": "1" });
    expect(lenient.stdout).toMatch(
      /::warning title=docflow%3A completed with errors::Job .* COMPLETED with errors/,
    );
    expect(lenient.summary).toContain("completed with errors (1 of 2 documents failed)");
    const jobId = lenient.outputs["job-id"] as string;
    const details = await fetch(`${server.url}/api/v1/jobs/${jobId}/details`, {
      headers: { "service-api-key": apiKey },
    });
    expect(((await details.json()) as { processing_status: string }).processing_status).toBe(
      "COMPLETED_WITH_ERRORS",
    );

    const strict = await run({
      workflow: workflow.name,
      files: "good.txt\nbad.bin",
      "fail-on": "failed-files",
    });
    expect(strict.exitCode).toBe(1);
    expect(strict.outputs["failure-reason"]).toBe("files-failed");
    expect(strict.stdout).toContain("COMPLETED, but 1 of 2 documents failed.");
  }, 120_000);

  it("times out: cancels the job and fails with failure-reason timeout, unless fail-on is never", async () => {
    const workflow = await heldWorkflow();
    await heldFiles();
    const step = await run({
      workflow: workflow.id,
      files: "held-*.txt",
      timeout: "300ms",
      "fail-on": "never",
    });
    expect(step.exitCode, step.stdout).toBe(0);
    const jobId = step.outputs["job-id"] as string;
    expect(await waitForStatus(jobId, "STOPPED")).toBe("STOPPED");
    expect(step.summary).toContain("timed out and was cancelled");

    const failing = await run({ workflow: workflow.id, files: "held-*.txt", timeout: "300ms" });
    expect(failing.exitCode).toBe(1);
    expect(failing.outputs["failure-reason"]).toBe("timeout");
    expect(await waitForStatus(failing.outputs["job-id"] as string, "STOPPED")).toBe("STOPPED");
  }, 120_000);

  it("cancels the job on SIGINT within the runner's grace period", async () => {
    const workflow = await heldWorkflow();
    await heldFiles();
    const dir = await mkdtemp(join(tmpdir(), "docflow-run-step-"));
    const files = {
      GITHUB_OUTPUT: join(dir, "output"),
      GITHUB_STATE: join(dir, "state"),
      GITHUB_STEP_SUMMARY: join(dir, "summary"),
      GITHUB_EVENT_PATH: join(dir, "event.json"),
    };
    for (const file of Object.values(files)) await writeFile(file, file.endsWith(".json") ? "{}" : "");
    const inputs = {
      ...(await actionDefaults()),
      mode: "run",
      workflow: workflow.name,
      files: "held-*.txt",
      "workflow-api-url": server.url,
      "api-key": apiKey,
    };
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      ...files,
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: workspace,
      GITHUB_EVENT_NAME: "workflow_dispatch",
      GITHUB_REPOSITORY: "octo-org/docs",
    };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const step = spawnStep(bundlePath("dist/index.js"), env, workspace);
    try {
      const until = Date.now() + 20_000;
      let state: Record<string, string> = {};
      while (!state["job-id"] && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
        state = parseFileCommands(await readFile(files.GITHUB_STATE, "utf8"));
      }
      const jobId = state["job-id"] as string;
      expect(jobId, step.output()).toBeTruthy();
      const signalled = Date.now();
      step.child.kill("SIGINT");
      const code = await step.done;
      const exitedMs = Date.now() - signalled;
      // The runner sends SIGTERM after 7.5 s; the step must be done by then.
      expect(exitedMs).toBeLessThan(7500);
      expect(code).toBe(1);
      const outputs = parseFileCommands(await readFile(files.GITHUB_OUTPUT, "utf8"));
      expect(outputs["failure-reason"]).toBe("cancelled");
      expect(step.output()).toContain(`Cancelling job ${jobId}: the run was cancelled.`);
      expect(await waitForStatus(jobId, "STOPPED")).toBe("STOPPED");
      // The figure the README quotes: how soon after SIGINT the step is done.
      console.info(`SIGINT -> step exited after ${exitedMs} ms; job ${jobId} STOPPED on the server.`);
      expect(await readFile(files.GITHUB_STEP_SUMMARY, "utf8")).toContain(
        "was cancelled with the workflow run",
      );
    } finally {
      if (step.child.exitCode === null) step.child.kill("SIGKILL");
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("post step: cancels a job the main step left running, leaves a finished one alone", async () => {
    const workflow = await heldWorkflow();
    const form = [0, 1, 2].map((i) => ({ name: `held-${i}.txt`, data: memo(i + 1) }));
    const job = await admin.workflows.run(workflow.id, { inputFiles: form });
    const post = await runBundle("dist/post.js", {
      cwd: workspace,
      inputs: { mode: "run", "api-key": apiKey },
      state: { "job-id": job.id, "workflow-api-url": server.url },
    });
    expect(post.exitCode, post.stdout).toBe(0);
    expect(post.stdout).toContain(`::notice::Cancelled job ${job.id}`);
    expect(await waitForStatus(job.id, "STOPPED")).toBe("STOPPED");

    const again = await runBundle("dist/post.js", {
      cwd: workspace,
      inputs: { mode: "run", "api-key": apiKey },
      state: { "job-id": job.id, "workflow-api-url": server.url },
    });
    expect(again.exitCode).toBe(0);
    expect(again.stdout).not.toContain("Cancelled job");
  }, 60_000);
});
