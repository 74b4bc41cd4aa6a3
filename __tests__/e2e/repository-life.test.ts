import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { WorkflowClient } from "../../src/client/workflow.js";
import { type ArtifactService, spawnStep, startArtifactService } from "../action/run-helpers.js";
import { type SyncGitHub, startSyncGitHub } from "../as-code/helpers/github.js";
import { actionDefaults, parseFileCommands, runBundle } from "../helpers/action-runner.js";
import { bundlePath } from "../helpers/dist.js";
import { type HeldProvider, startHeldProvider } from "../helpers/held-provider.js";
import { git, put } from "../helpers/repo.js";
import { startTestServer, type TestServer } from "../server/helpers.js";
import { memo } from "../workflows/job-helpers.js";

const PR = 12;
const SPEC = `# yaml-language-server: $schema=./docflow.schema.json
workflows:
  docs-elements:
    nodes:
      - { name: Partitioner, type: partition, subtype: unstructured_api, settings: { strategy: fast } }
      - { name: Chunker, type: chunk, subtype: chunk_by_title, settings: { max_characters: 400 } }
  docs-embeddings:
    nodes:
      - { name: Partitioner, type: partition, subtype: unstructured_api, settings: { strategy: fast } }
      - { name: Chunker, type: chunk, subtype: chunk_by_title, settings: { max_characters: 400 } }
      - name: Embedder
        type: embed
        subtype: togetherai
        settings: { model_name: togethercomputer/m2-bert-80M-8k-retrieval }
`;

describe.runIf(process.env.DOCFLOW_SKIP_DIST !== "1")(
  "a repository's life with docflow (dist/index.js)",
  () => {
    let server: TestServer;
    let client: WorkflowClient;
    let github: SyncGitHub;
    let artifacts: ArtifactService;
    let held: HeldProvider;
    let work: string;
    let workspace: string;
    let baseSha: string;
    let headSha: string;
    let mergeSha: string;
    let planHash: string;
    const apiKey = `life-key-${randomBytes(12).toString("hex")}`;

    const step = (
      eventName: string,
      event: unknown,
      sha: string,
      inputs: Record<string, string>,
      env: Record<string, string> = {},
    ) =>
      runBundle("dist/index.js", {
        cwd: workspace,
        eventName,
        event,
        inputs: {
          "workflow-api-url": server.url,
          "api-key": apiKey,
          "github-token": "ghs_life_token_0123456789",
          ...inputs,
        },
        env: {
          GITHUB_WORKSPACE: workspace,
          GITHUB_API_URL: github.url,
          GITHUB_SHA: sha,
          GITHUB_JOB: "docflow",
          ...env,
        },
        timeoutMs: 90_000,
      });

    const pullRequestEvent = () => ({
      action: "opened",
      number: PR,
      pull_request: {
        number: PR,
        state: "open",
        changed_files: 3,
        head: { sha: headSha, ref: "add-docs", repo: { full_name: "octo-org/docs" } },
        base: { sha: baseSha, ref: "main", repo: { full_name: "octo-org/docs" } },
      },
      repository: { full_name: "octo-org/docs", default_branch: "main" },
    });

    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), "docflow-life-"));
      const origin = join(work, "origin");
      await mkdir(origin);
      git(origin, "init", "--quiet", "--initial-branch=main");
      await put(origin, "README.md", "# Docs\n");
      git(origin, "add", "-A");
      git(origin, "commit", "--quiet", "-m", "base");
      baseSha = git(origin, "rev-parse", "HEAD");
      // The pull request: a spec and two documents.
      await put(origin, "docflow.yaml", SPEC);
      await put(origin, "docs/memo.md", `# Library memo\n\n${memo(1)}`);
      await put(origin, "docs/notes.txt", memo(2));
      git(origin, "add", "-A");
      git(origin, "commit", "--quiet", "-m", "Add the docs pipeline");
      headSha = git(origin, "rev-parse", "HEAD");
      git(origin, "commit", "--quiet", "--allow-empty", "-m", "Merge pull request #12");
      mergeSha = git(origin, "rev-parse", "HEAD");
      workspace = join(work, "checkout");
      git(work, "clone", "--quiet", "--no-tags", `file://${origin}`, workspace);
      git(workspace, "checkout", "--quiet", headSha);

      held = await startHeldProvider();
      server = await startTestServer({
        partitionApiKeys: [apiKey],
        workers: 1,
        secretKey: `life-${randomBytes(12).toString("hex")}`,
        modelEnv: held.modelEnv,
      });
      client = new WorkflowClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
      github = await startSyncGitHub({
        pullFiles: {
          [PR]: [
            { filename: "docflow.yaml", status: "added" },
            { filename: "docs/memo.md", status: "added" },
            { filename: "docs/notes.txt", status: "added" },
          ],
        },
        comments: {},
      });
      github.commitPulls[mergeSha] = [
        { number: PR, state: "closed", merged_at: "2026-11-23T12:00:00Z", merge_commit_sha: mergeSha },
      ];
      artifacts = await startArtifactService();
    }, 120_000);

    afterAll(async () => {
      await artifacts?.close();
      await github?.close();
      await server?.close();
      await held?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it("1. the pull request: a plan comment and a partition comment", async () => {
      const plan = await step("pull_request", pullRequestEvent(), headSha, { mode: "plan" });
      expect(plan.exitCode, plan.stdout).toBe(0);
      expect(plan.outputs).toMatchObject({ changes: "true", creates: "2" });
      const partition = await step("pull_request", pullRequestEvent(), headSha, {
        mode: "partition",
        files: "docs/**",
      });
      expect(partition.exitCode, partition.stdout).toBe(0);
      expect(partition.outputs).toMatchObject({ "files-processed": "2", "files-failed": "0" });

      const comments = github.standIn.state.comments[PR] ?? [];
      expect(comments).toHaveLength(2);
      const planComment = comments.find((c) => c.body.includes("<!-- docflow:plan v1"));
      const partitionComment = comments.find((c) => c.body.includes("<!-- docflow:partition v1"));
      expect(planComment?.body).toContain("docs-elements");
      planHash = JSON.parse(await readFile(plan.outputs["plan-path"] as string, "utf8")).hash as string;
      expect(planComment?.body).toContain(`"plan_hash":"${planHash}"`);
      expect(plan.summary).toContain("docs-elements");
      expect(partition.summary).toContain("docs/memo.md");
      expect(partitionComment?.body).toContain("docs/memo.md");
      expect(partitionComment?.body).toContain("docs/notes.txt");
      // Nothing exists on the server before the merge.
      expect(await client.workflows.list()).toEqual([]);
    }, 120_000);

    it("2. the merge push: apply creates the reviewed workflow", async () => {
      git(workspace, "checkout", "--quiet", mergeSha);
      const apply = await step(
        "push",
        {
          after: mergeSha,
          before: baseSha,
          ref: "refs/heads/main",
          repository: pullRequestEvent().repository,
        },
        mergeSha,
        {
          mode: "apply",
        },
      );
      expect(apply.exitCode, apply.stdout).toBe(0);
      const workflows = await client.workflows.list();
      expect(workflows.map((w) => w.name)).toContain("docs-elements");
      const workflow = workflows.find((w) => w.name === "docs-elements");
      expect(workflow).toMatchObject({ sources: [], destinations: [] });
      expect(workflow?.workflow_nodes.map((n) => n.name)).toEqual(["Partitioner", "Chunker"]);
      expect(JSON.parse(apply.outputs.resources ?? "{}").workflows["docs-elements"]).toBe(workflow?.id);
      // Exactly the reviewed plan was applied, and its comment says so.
      expect(apply.stdout).toContain(planHash);
      expect(apply.summary).toContain("## docflow apply");
      const planComment = (github.standIn.state.comments[PR] ?? []).find((c) =>
        c.body.includes("<!-- docflow:plan v1"),
      );
      expect(planComment?.body).toContain("✅ Plan applied in");
    }, 120_000);

    it("3. a workflow_dispatch run with the documents: outputs, artifact and summary", async () => {
      // Another workflow run: a fresh runner, without the earlier steps' outputs.
      await rm(join(workspace, "docflow-output"), { recursive: true, force: true });
      const run = await step(
        "workflow_dispatch",
        { inputs: {} },
        mergeSha,
        { mode: "run", workflow: "docs-elements", files: "docs/**", timeout: "3m" },
        artifacts.env,
      );
      expect(run.exitCode, run.stdout).toBe(0);
      const jobId = run.outputs["job-id"] as string;
      expect(run.outputs).toMatchObject({ "job-status": "COMPLETED", "failed-files": "0" });
      const job = await client.jobs.get(jobId);
      expect(job.status).toBe("COMPLETED");
      expect(job.input_file_ids).toHaveLength(2);

      const outDir = run.outputs["output-dir"] as string;
      const files = (await readdir(outDir)).sort();
      expect(files).toEqual([
        "memo.md.Chunker.json",
        "memo.md.Partitioner.json",
        "notes.txt.Chunker.json",
        "notes.txt.Partitioner.json",
      ]);
      const elements = JSON.parse(await readFile(join(outDir, "memo.md.Partitioner.json"), "utf8")) as {
        type: string;
        text: string;
      }[];
      expect(elements.find((e) => e.type === "Title")?.text).toBe("Library memo");

      const artifact = artifacts.artifacts.find((a) => a.name === "docflow-results-docflow");
      expect(Object.keys(artifact?.files ?? {}).sort()).toEqual(files);
      const chunks = JSON.parse(await readFile(join(outDir, "memo.md.Chunker.json"), "utf8")) as unknown[];
      expect(run.summary).toContain(`| Job | \`${jobId}\` |`);
      expect(run.summary).toContain("| Status | **COMPLETED** |");
      expect(run.summary).toContain(`| memo.md | ✅ ok | ${chunks.length} |`);
      expect(run.summary).toContain("| Results | artifact docflow-results-docflow |");
    }, 120_000);

    it("4. a cancelled run: SIGINT stops the job on the server", async () => {
      for (let i = 0; i < 3; i++) await put(workspace, `bulk/report-${i}.txt`, memo(i + 1));
      const dir = await mkdtemp(join(work, "step-"));
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
        workflow: "docs-embeddings",
        files: "bulk/*.txt",
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
      const running = spawnStep(bundlePath("dist/index.js"), env, workspace);
      try {
        let jobId: string | undefined;
        for (const until = Date.now() + 30_000; !jobId && Date.now() < until; ) {
          await new Promise((r) => setTimeout(r, 50));
          jobId = parseFileCommands(await readFile(files.GITHUB_STATE, "utf8"))["job-id"];
        }
        expect(jobId, running.output()).toBeTruthy();
        running.child.kill("SIGINT");
        expect(await running.done).toBe(1);
        expect(parseFileCommands(await readFile(files.GITHUB_OUTPUT, "utf8"))["failure-reason"]).toBe(
          "cancelled",
        );
        let status = "";
        for (let i = 0; i < 100 && status !== "STOPPED"; i++) {
          status = (await client.jobs.get(jobId as string)).status;
          if (status !== "STOPPED") await new Promise((r) => setTimeout(r, 100));
        }
        expect(status).toBe("STOPPED");
        // The post step then finds nothing left to cancel.
        const post = await runBundle("dist/post.js", {
          cwd: workspace,
          inputs: { mode: "run", "api-key": apiKey },
          state: { "job-id": jobId as string, "workflow-api-url": server.url },
        });
        expect(post.exitCode).toBe(0);
        expect(post.stdout).not.toContain("Cancelled job");
      } finally {
        if (running.child.exitCode === null) running.child.kill("SIGKILL");
      }
    }, 120_000);
  },
);
