// Several processes on one PostgreSQL database, as a deployment scales out (dist/cli.js, run `npm run
// build` first): `docflow serve` answers the API without running jobs, and two `docflow worker` processes
// started at the same instant share the work. A scheduled run whose slot both workers see fires exactly
// once, and every job runs exactly once, whichever worker claims it. The local jobs end in an embed node
// whose provider (a stand-in of Together AI's API) holds its answers until each worker is busy with one,
// so both workers certainly take part, however unevenly they start.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../../src/workflows/store/index.js";
import { killDocflowProcesses, type LogLine, startDocflow } from "../helpers/docflow-process.js";
import { HELD_EMBED_NODE, startHeldProvider } from "../helpers/held-provider.js";
import { postgresAvailable, usePostgres } from "../helpers/postgres.js";
import { memo } from "../workflows/job-helpers.js";

const KEY = "sk-processes-0123456789abcdef";
const SECRET = "a-passphrase-shared-by-every-process";
const LOCAL_JOBS = 6;

interface JobInfo {
  id: string;
  status: string;
  job_type: string;
  workflow_id: string;
}

const partitionNode = {
  name: "Partitioner",
  type: "partition",
  subtype: "unstructured_api",
  settings: { strategy: "fast" },
};
const chunkNode = { name: "Chunker", type: "chunk", subtype: "chunk_by_title", settings: {} };

describe.runIf(postgresAvailable() && process.env.DOCFLOW_SKIP_DIST !== "1")(
  "docflow serve and two docflow workers on one PostgreSQL (dist/cli.js)",
  () => {
    const postgres = usePostgres();
    let root: string;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), "docflow-processes-"));
    });
    afterEach(() => killDocflowProcesses());
    afterAll(async () => {
      if (root) await rm(root, { recursive: true, force: true });
    });

    it("fires a scheduled slot once and runs every job once across the workers", async () => {
      const databaseUrl = await postgres.newDatabase();
      const held = await startHeldProvider();
      const inbox = join(root, "inbox");
      const outbox = join(root, "outbox");
      await mkdir(inbox, { recursive: true });
      await mkdir(outbox, { recursive: true });
      for (let i = 0; i < 3; i++) await writeFile(join(inbox, `memo-${i}.txt`), memo(i + 1));
      const shared = {
        DATABASE_URL: databaseUrl,
        DOCFLOW_API_KEYS: KEY,
        DOCFLOW_SECRET_KEY: SECRET,
        DOCFLOW_ALLOW_DIRS: root,
      };

      // The API alone: nothing runs until the workers start.
      const api = await startDocflow(
        ["serve", "--port", "0", "--data", join(root, "serve"), "--no-workflow-runtime"],
        shared,
      );
      const call = async <T>(method: string, path: string, body?: unknown | FormData): Promise<T> => {
        const json = body !== undefined && !(body instanceof FormData);
        const response = await fetch(`${api.url}/api/v1${path}`, {
          method,
          headers: { "service-api-key": KEY, ...(json ? { "content-type": "application/json" } : {}) },
          body: json ? JSON.stringify(body) : (body as FormData | undefined),
        });
        const text = await response.text();
        if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
        return JSON.parse(text) as T;
      };

      const source = await call<{ id: string }>("POST", "/sources", {
        name: "inbox",
        type: "filesystem",
        config: { path: inbox },
      });
      const destination = await call<{ id: string }>("POST", "/destinations", {
        name: "outbox",
        type: "filesystem",
        config: { path: outbox },
      });
      const scheduled = await call<{ id: string }>("POST", "/workflows", {
        name: "every-quarter-hour",
        workflow_type: "custom",
        source_id: source.id,
        destination_id: destination.id,
        workflow_nodes: [partitionNode],
        schedule: "every 15 minutes",
      });
      // The workflow has existed for an hour, so its latest quarter-hour slot is one it should have fired;
      // both workers are allowed to catch it up (DOCFLOW_SCHEDULE_CATCH_UP_S), and only one may.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        await db.query(
          "UPDATE workflows SET created_at = now() - interval '1 hour', updated_at = now() - interval '1 hour' WHERE id = $1",
          [scheduled.id],
        );
      } finally {
        await db.end();
      }
      const localJobs: JobInfo[] = [];
      for (let i = 0; i < LOCAL_JOBS; i++) {
        const workflow = await call<{ id: string }>("POST", "/workflows", {
          name: `local-${i}`,
          workflow_type: "custom",
          workflow_nodes: [partitionNode, chunkNode, HELD_EMBED_NODE],
        });
        const form = new FormData();
        form.append("input_files", new Blob([memo(i)], { type: "text/plain" }), `memo-${i}.txt`);
        localJobs.push(await call<JobInfo>("POST", `/workflows/${workflow.id}/run`, form));
      }
      expect(localJobs.every((job) => job.status === "SCHEDULED")).toBe(true);

      const workerEnv = {
        ...shared,
        ...held.modelEnv,
        DOCFLOW_SCHEDULE_CATCH_UP_S: "1200",
        DOCFLOW_METRICS_PORT: "0",
        DOCFLOW_LOG_LEVEL: "debug",
      };
      const workers = await Promise.all(
        ["one", "two"].map((name) =>
          startDocflow(["worker", "--data", join(root, name), "--concurrency", "1"], workerEnv),
        ),
      );
      // Each worker (one file at a time) is held on a job of its own; then everything may finish.
      for (const deadline = Date.now() + 30_000; held.waiting() < 2; ) {
        if (Date.now() > deadline) throw new Error("the workers did not both take a job");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      held.release();

      const until = Date.now() + 60_000;
      let jobs: JobInfo[] = [];
      for (;;) {
        jobs = await call<JobInfo[]>("GET", "/jobs");
        const done = jobs.filter((job) => ["COMPLETED", "FAILED", "STOPPED"].includes(job.status));
        if (jobs.length === LOCAL_JOBS + 1 && done.length === jobs.length) break;
        if (Date.now() > until) throw new Error(`jobs not done in time: ${JSON.stringify(jobs)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Each worker's metrics count the files it did; together, every file of every job, once.
      let counted = 0;
      for (const worker of workers) {
        const url = worker.logs().find((entry) => entry.msg === "metrics listening")?.url;
        const ready = await fetch(`${url}/readyz`);
        expect(ready.status).toBe(200);
        const text = await (await fetch(`${url}/metrics`)).text();
        const line = /^docflow_files_total\{outcome="completed",source="job",process="worker"\} (\d+)$/m.exec(
          text,
        );
        counted += Number(line?.[1]);
      }
      expect(counted).toBe(LOCAL_JOBS + 3);
      await Promise.all(workers.map((worker) => worker.stop()));
      await api.stop();
      await held.close();

      // One scheduled job for the slot, and every job completed.
      const scheduledJobs = jobs.filter((job) => job.workflow_id === scheduled.id);
      expect(scheduledJobs).toHaveLength(1);
      expect(scheduledJobs[0]?.job_type).toBe("scheduled");
      expect(jobs.every((job) => job.status === "COMPLETED")).toBe(true);

      // The slot: one worker fired it, the other found it claimed.
      const logs = workers.map((worker) => worker.logs());
      const outcome = (entries: LogLine[], msg: string) =>
        entries.filter((entry) => entry.msg === msg && entry.workflow_id === scheduled.id).length;
      const fired = logs.map((entries) => outcome(entries, "scheduled run created a job"));
      const claimedElsewhere = logs.map((entries) =>
        outcome(entries, "scheduled run fired by another process"),
      );
      expect(fired.reduce((a, b) => a + b)).toBe(1);
      expect(claimedElsewhere.reduce((a, b) => a + b)).toBe(1);
      expect(fired.map((n, i) => n + (claimedElsewhere[i] ?? 0))).toEqual([1, 1]);

      // Every job was started by exactly one worker, once, and both workers took part.
      const started = logs.map((entries) =>
        entries.filter((entry) => entry.msg === "job started").map((entry) => String(entry.job_id)),
      );
      const all = started.flat();
      expect(all.sort()).toEqual(jobs.map((job) => job.id).sort());
      expect(started.every((ids) => ids.length > 0)).toBe(true);
      const store = await openStore({ dataDir: root, databaseUrl });
      try {
        for (const job of jobs) expect((await store.getJob(job.id))?.attempts).toBe(1);
      } finally {
        await store.close();
      }
      // The scheduled job's documents reached the destination.
      const { readdir } = await import("node:fs/promises");
      expect((await readdir(outbox)).sort()).toEqual([
        "memo-0.txt.json",
        "memo-1.txt.json",
        "memo-2.txt.json",
      ]);
    }, 120_000);

    it("spreads one job's files over both workers, and takes over the tasks of a worker killed mid-job", async () => {
      const databaseUrl = await postgres.newDatabase();
      const held = await startHeldProvider();
      const shared = { DATABASE_URL: databaseUrl, DOCFLOW_API_KEYS: KEY, DOCFLOW_SECRET_KEY: SECRET };
      const api = await startDocflow(
        ["serve", "--port", "0", "--data", join(root, "serve-2"), "--no-workflow-runtime"],
        shared,
      );
      const call = async <T>(method: string, path: string, body?: unknown | FormData): Promise<T> => {
        const json = body !== undefined && !(body instanceof FormData);
        const response = await fetch(`${api.url}/api/v1${path}`, {
          method,
          headers: { "service-api-key": KEY, ...(json ? { "content-type": "application/json" } : {}) },
          body: json ? JSON.stringify(body) : (body as FormData | undefined),
        });
        const text = await response.text();
        if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
        return JSON.parse(text) as T;
      };
      const FILES = 6;
      const workflow = await call<{ id: string }>("POST", "/workflows", {
        name: "one-job-two-workers",
        workflow_type: "custom",
        workflow_nodes: [partitionNode, chunkNode, HELD_EMBED_NODE],
      });
      const form = new FormData();
      for (let i = 0; i < FILES; i++) {
        form.append("input_files", new Blob([memo(i)], { type: "text/plain" }), `memo-${i}.txt`);
      }
      const job = await call<JobInfo>("POST", `/workflows/${workflow.id}/run`, form);
      const workerEnv = { ...shared, ...held.modelEnv, DOCFLOW_LOG_LEVEL: "debug" };
      const [one, two] = await Promise.all(
        ["w-one", "w-two"].map((name) =>
          startDocflow(["worker", "--data", join(root, name), "--concurrency", "1"], workerEnv),
        ),
      );
      // One job, and each worker (one file at a time) holds one of its files: the job is spread.
      for (const deadline = Date.now() + 30_000; held.waiting() < 2; ) {
        if (Date.now() > deadline) throw new Error("the workers did not both take a file of the job");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The worker that does not coordinate the job dies with a file in flight; the other goes on.
      const coordinates = (worker: typeof one) =>
        worker?.logs().some((entry) => entry.msg === "job started" && entry.job_id === job.id) === true;
      const [victim, survivor] = coordinates(one) ? [two, one] : [one, two];
      await victim?.kill();
      held.release();

      const until = Date.now() + 60_000;
      let final: JobInfo & { output_node_files: unknown[] };
      for (;;) {
        final = await call<JobInfo & { output_node_files: unknown[] }>("GET", `/jobs/${job.id}`);
        if (["COMPLETED", "FAILED", "STOPPED"].includes(final.status)) break;
        if (Date.now() > until) throw new Error(`job not done in time: ${JSON.stringify(final)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await survivor?.stop();
      await api.stop();
      await held.close();
      expect(final.status).toBe("COMPLETED");
      // Every file's three node outputs are listed once; every file has one result.
      expect(final.output_node_files).toHaveLength(FILES * 3);
      const store = await openStore({ dataDir: root, databaseUrl });
      try {
        const record = await store.getJob(job.id);
        expect(record?.attempts).toBe(1);
        expect(record?.file_results).toHaveLength(FILES);
        expect(new Set(record?.file_results.map((result) => result.file_id)).size).toBe(FILES);
        // The dead worker's file among them: the survivor took it over once its lease ran out.
        expect(record?.file_results.every((result) => result.status === "COMPLETED")).toBe(true);
      } finally {
        await store.close();
      }
    }, 120_000);
  },
);
