// `docflow run` and `docflow jobs` from the bundled CLI (dist/cli.js) against a real `docflow serve` with
// its job runner: a run with uploaded files and downloaded outputs, Ctrl-C cancelling the job on the
// server, and list/get/cancel/download of jobs.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WorkflowClient } from "../../src/client/workflow.js";
import type { JobInfo } from "../../src/contract/jobs.js";
import { bundlePath } from "../helpers/dist.js";
import { HELD_EMBED_NODE, type HeldProvider, startHeldProvider } from "../helpers/held-provider.js";
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

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(
  args: string[],
  env: Record<string, string>,
  cwd: string,
): { child: ChildProcessWithoutNullStreams; done: Promise<CliRun>; stderr: () => string } {
  const child = spawn(process.execPath, [bundlePath("dist/cli.js"), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const done = new Promise<CliRun>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done, stderr: () => stderr };
}

describe.runIf(process.env.DOCFLOW_SKIP_DIST !== "1")("docflow run / jobs (dist/cli.js)", () => {
  let server: TestServer;
  let admin: WorkflowClient;
  let dir: string;
  let env: Record<string, string>;
  let held: HeldProvider;
  const apiKey = `cli-run-key-${randomBytes(12).toString("hex")}`;
  const docflow = (args: string[]) => start(args, env, dir).done;

  const localWorkflow = (name = `cli-${randomUUID().slice(0, 8)}`) =>
    admin.workflows.create({ name, workflow_type: "custom", workflow_nodes: [PARTITION] } as never);

  beforeAll(async () => {
    held = await startHeldProvider();
    server = await startTestServer({ partitionApiKeys: [apiKey], workers: 1, modelEnv: held.modelEnv });
    admin = new WorkflowClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
    env = { DOCFLOW_WORKFLOW_API_URL: server.url, DOCFLOW_API_KEY: apiKey };
  });
  afterAll(async () => {
    await server?.close();
    await held?.close();
  });
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "docflow-run-cli-"));
    return () => rm(dir, { recursive: true, force: true });
  });

  it("runs a workflow with files, downloads the outputs and prints the result as JSON", async () => {
    const workflow = await localWorkflow();
    await writeFile(join(dir, "memo-1.txt"), memo(1));
    await writeFile(join(dir, "memo-2.txt"), memo(2));
    const run = await docflow([
      "run",
      workflow.name,
      "--file",
      "memo-*.txt",
      "--out",
      "results",
      "--timeout",
      "2m",
      "--json",
    ]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as {
      job_id: string;
      status: string;
      files: { file: string; status: string; elements: number }[];
      elements: number;
    };
    expect(result.status).toBe("COMPLETED");
    expect(result.files.map((f) => [f.file, f.status])).toEqual([
      ["memo-1.txt", "ok"],
      ["memo-2.txt", "ok"],
    ]);
    expect((await readdir(join(dir, "results"))).sort()).toEqual([
      "memo-1.txt.Partitioner.json",
      "memo-2.txt.Partitioner.json",
    ]);
    const elements = JSON.parse(
      await readFile(join(dir, "results", "memo-2.txt.Partitioner.json"), "utf8"),
    ) as unknown[];
    expect(result.files[1]?.elements).toBe(elements.length);
    expect(run.stderr).toContain(
      `Job ${result.job_id} of workflow '${workflow.name}': COMPLETED (completed).`,
    );
    expect(run.stderr).not.toContain(apiKey);

    // The same job through `docflow jobs`.
    const list = await docflow(["jobs", "list", "--workflow", workflow.name]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`^${result.job_id}\\s+COMPLETED\\s+${workflow.name}\\s`, "m"));
    const completed = await docflow(["jobs", "list", "--status", "completed", "--json"]);
    expect((JSON.parse(completed.stdout) as JobInfo[]).map((j) => j.id)).toContain(result.job_id);
    const got = await docflow(["jobs", "get", result.job_id]);
    expect(JSON.parse(got.stdout)).toMatchObject({
      id: result.job_id,
      status: "COMPLETED",
      workflow_name: workflow.name,
    });
    const download = await docflow(["jobs", "download", result.job_id, "--out", "again"]);
    expect(download.code, download.stderr).toBe(0);
    const ids = (JSON.parse(got.stdout) as JobInfo).input_file_ids ?? [];
    expect((await readdir(join(dir, "again"))).sort()).toEqual(
      ids.map((id) => `${id}.Partitioner.json`).sort(),
    );
    expect(await readFile(join(dir, "again", `${ids[1]}.Partitioner.json`), "utf8")).toBe(
      await readFile(join(dir, "results", "memo-2.txt.Partitioner.json"), "utf8"),
    );
    // A finished job cannot be cancelled; the server's reason is shown.
    const cancel = await docflow(["jobs", "cancel", result.job_id]);
    expect(cancel.code).toBe(1);
    expect(cancel.stderr).toContain("has already finished with status COMPLETED");
  }, 60_000);

  it("cancels the job on the server on Ctrl-C", async () => {
    // Its jobs stay IN_PROGRESS until cancelled: the embed node waits on the held provider.
    const workflow = await admin.workflows.create({
      name: `cli-held-${randomUUID().slice(0, 8)}`,
      workflow_type: "custom",
      workflow_nodes: [PARTITION, CHUNK, HELD_EMBED_NODE],
    } as never);
    for (let i = 0; i < 3; i++) await writeFile(join(dir, `held-${i}.txt`), memo(i + 1));
    const run = start(["run", workflow.id, "-f", "held-*.txt"], env, dir);
    const until = Date.now() + 15_000;
    while (!/Started job ([0-9a-f-]{36})/.test(run.stderr()) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    const jobId = /Started job ([0-9a-f-]{36})/.exec(run.stderr())?.[1] as string;
    expect(jobId).toBeTruthy();
    const signalled = Date.now();
    run.child.kill("SIGINT");
    const ended = await run.done;
    expect(ended.code).toBe(130);
    expect(Date.now() - signalled).toBeLessThan(7500);
    expect(ended.stderr).toContain(`Cancelling job ${jobId}: the run was cancelled.`);
    let status = "";
    for (let i = 0; i < 100 && status !== "STOPPED"; i++) {
      status = (await admin.jobs.get(jobId)).status;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe("STOPPED");
  }, 60_000);

  it("explains usage mistakes with exit code 2 and an unknown workflow with 1", async () => {
    const bad = await docflow(["run", "whatever", "--timeout", "soon"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--timeout must be a duration such as 90s, 30m, 2h or 1h30m; got 'soon'.");
    const noUrl = await start(["run", "whatever"], { DOCFLOW_API_KEY: apiKey }, dir).done;
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain("pass --api-url <url> or set DOCFLOW_WORKFLOW_API_URL");
    const missing = await docflow(["run", "no-such-workflow"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No workflow is named or has the id 'no-such-workflow'");
    const status = await docflow(["jobs", "list", "--status", "finished"]);
    expect(status.code).toBe(2);
    expect(status.stderr).toContain("Unknown job status 'finished'");
    const wrongKey = await start(["jobs", "list"], { ...env, DOCFLOW_API_KEY: "not-the-key" }, dir).done;
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain("HTTP 401");
    expect(wrongKey.stderr).not.toContain("not-the-key");
  }, 60_000);
});
