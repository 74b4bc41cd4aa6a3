// One suite, two stores: every test runs against SQLite (a file in a temp dir) and PostgreSQL (a real
// server started by the helper, a fresh database per test). Concurrency tests open two stores on the same
// database, the way two docflow processes would.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  ActiveJobExistsError,
  NameTakenError,
  type NewWorkflow,
  openStore,
  SQLITE_FILE_NAME,
  type WorkflowStore,
} from "../../src/workflows/store/index.js";
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from "../../src/workflows/store/migrations.js";
import { postgresAvailable, postgresSkipReason, usePostgres } from "../helpers/postgres.js";

type Dialect = "sqlite" | "postgres";

interface Backend {
  /** A new, empty database: a directory for SQLite, a URL for PostgreSQL. */
  fresh(): Promise<string>;
  open(location: string): Promise<WorkflowStore>;
  /** Versions recorded in schema_migrations, read without the store. */
  appliedVersions(location: string): Promise<number[]>;
  /** Runs SQL (several statements) without the store, as an older docflow would have. */
  exec(location: string, sql: string): Promise<void>;
}

function sqliteBackend(): Backend {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async fresh() {
      const dir = mkdtempSync(join(tmpdir(), "docflow-store-"));
      dirs.push(dir);
      return dir;
    },
    open: (dir) => openStore({ dataDir: dir }),
    async appliedVersions(dir) {
      const db = new DatabaseSync(join(dir, SQLITE_FILE_NAME), { readOnly: true });
      try {
        return db
          .prepare("SELECT version FROM schema_migrations ORDER BY version")
          .all()
          .map((row) => Number(row.version));
      } finally {
        db.close();
      }
    },
    async exec(dir, sql) {
      const db = new DatabaseSync(join(dir, SQLITE_FILE_NAME));
      try {
        db.exec(sql);
      } finally {
        db.close();
      }
    },
  };
}

function postgresBackend(): Backend {
  const server = usePostgres();
  let schemas = 0;
  return {
    // A schema per test, reached through search_path: as isolated as a database for the store, and
    // milliseconds to create where CREATE DATABASE takes a few hundred.
    async fresh() {
      schemas += 1;
      const schema = `store_test_${schemas}`;
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA ${schema}`);
      } finally {
        await client.end();
      }
      return `${server.url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    },
    open: (url) => openStore({ databaseUrl: url }),
    async appliedVersions(url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query("SELECT version FROM schema_migrations ORDER BY version");
        return rows.map((row) => Number(row.version));
      } finally {
        await client.end();
      }
    },
    async exec(url, sql) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
  };
}

const NODES = [
  {
    id: "n-partition",
    name: "Partitioner",
    type: "partition",
    subtype: "service_api",
    settings: { strategy: "fast" },
  },
  {
    id: "n-chunk",
    name: "Chunker",
    type: "chunk",
    subtype: "chunk_by_title",
    settings: { max_characters: 300 },
  },
];

function workflowInput(overrides: Partial<NewWorkflow> = {}): NewWorkflow {
  return {
    name: `wf-${randomBytes(4).toString("hex")}`,
    status: "active",
    workflow_type: "custom",
    source_id: null,
    destination_id: null,
    workflow_nodes: NODES,
    schedule: null,
    reprocess_all: false,
    ...overrides,
  };
}

/** Exact bytes, compared natively (deep equality walks a large array element by element). */
function expectBytes(actual: Uint8Array | undefined, expected: Uint8Array): void {
  expect(actual).toBeInstanceOf(Uint8Array);
  expect(actual?.byteLength).toBe(expected.byteLength);
  expect(Buffer.compare(actual as Uint8Array, expected)).toBe(0);
}

const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

const pgReady = postgresAvailable();

describe.each<{ dialect: Dialect }>([{ dialect: "sqlite" }, { dialect: "postgres" }])(
  "workflow store on $dialect",
  ({ dialect }) => {
    if (dialect === "postgres" && !pgReady) {
      it.skip(`skipped: ${postgresSkipReason()}`, () => undefined);
      return;
    }
    const backend = dialect === "sqlite" ? sqliteBackend() : postgresBackend();
    const opened: WorkflowStore[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });
    async function open(location: string): Promise<WorkflowStore> {
      const store = await backend.open(location);
      opened.push(store);
      return store;
    }
    /** A store on a fresh database, and a second one on the same database (another process). */
    async function stores(): Promise<{ store: WorkflowStore; other: WorkflowStore; location: string }> {
      const location = await backend.fresh();
      const store = await open(location);
      const other = await open(location);
      return { store, other, location };
    }
    async function runningJob(store: WorkflowStore, owner = "owner-a", leaseMs = 30_000) {
      const workflow = await store.createWorkflow(workflowInput());
      const job = await store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "persistent",
        input_files: [],
      });
      const claimed = await store.claimJob(owner, leaseMs);
      expect(claimed?.id).toBe(job.id);
      return { workflow, job };
    }

    it("reports its dialect", async () => {
      const { store } = await stores();
      expect(store.dialect).toBe(dialect);
    });

    it("creates, reads, lists, updates and deletes connectors", async () => {
      const { store } = await stores();
      const config = {
        remote_url: "s3://bucket/prefix",
        key: "sealed:abc",
        recursive: true,
        nested: { a: [1, 2] },
      };
      const source = await store.createConnector({ kind: "source", name: "in", type: "s3", config });
      const other = await store.createConnector({
        kind: "source",
        name: "files",
        type: "filesystem",
        config: {},
      });
      const destination = await store.createConnector({
        kind: "destination",
        name: "out",
        type: "s3",
        config: { remote_url: "s3://b/o" },
      });
      expect(source).toMatchObject({ kind: "source", name: "in", type: "s3", config, updated_at: null });
      expect(source.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(source.created_at).toMatch(isoPattern);

      expect(await store.getConnector("source", source.id)).toEqual(source);
      expect(await store.getConnector("destination", source.id)).toBeUndefined();
      expect((await store.listConnectors("source")).map((c) => c.id)).toEqual([source.id, other.id]);
      expect((await store.listConnectors("source", "s3")).map((c) => c.id)).toEqual([source.id]);
      expect((await store.listConnectors("destination")).map((c) => c.id)).toEqual([destination.id]);
      expect(await store.listConnectors("destination", "filesystem")).toEqual([]);

      const updated = await store.updateConnector("source", source.id, { remote_url: "s3://bucket/other" });
      expect(updated).toMatchObject({
        id: source.id,
        name: "in",
        type: "s3",
        config: { remote_url: "s3://bucket/other" },
      });
      expect(updated?.updated_at).toMatch(isoPattern);
      expect(await store.updateConnector("destination", source.id, {})).toBeUndefined();
      expect(await store.updateConnector("source", "no-such-id", {})).toBeUndefined();

      expect(await store.deleteConnector("source", source.id)).toEqual({ deleted: true, usedBy: [] });
      expect(await store.getConnector("source", source.id)).toBeUndefined();
      expect(await store.deleteConnector("source", source.id)).toEqual({ deleted: false, usedBy: [] });
      expect(await store.deleteConnector("source", destination.id)).toEqual({ deleted: false, usedBy: [] });
    });

    it("refuses to delete a connector that workflows use, and names them", async () => {
      const { store } = await stores();
      const source = await store.createConnector({ kind: "source", name: "in", type: "s3", config: {} });
      const destination = await store.createConnector({
        kind: "destination",
        name: "out",
        type: "s3",
        config: {},
      });
      const first = await store.createWorkflow(
        workflowInput({ name: "first", source_id: source.id, destination_id: destination.id }),
      );
      const second = await store.createWorkflow(
        workflowInput({ name: "second", source_id: source.id, destination_id: destination.id }),
      );

      expect(await store.deleteConnector("source", source.id)).toEqual({
        deleted: false,
        usedBy: [
          { id: first.id, name: "first" },
          { id: second.id, name: "second" },
        ],
      });
      expect(await store.getConnector("source", source.id)).toBeDefined();
      expect((await store.deleteConnector("destination", destination.id)).usedBy).toHaveLength(2);

      await store.deleteWorkflow(first.id);
      await store.updateWorkflow(second.id, { source_id: null, destination_id: null });
      expect(await store.deleteConnector("source", source.id)).toEqual({ deleted: true, usedBy: [] });
      expect(await store.deleteConnector("destination", destination.id)).toEqual({
        deleted: true,
        usedBy: [],
      });
    });

    it("creates, reads, updates and deletes workflows; list filters combine", async () => {
      const { store } = await stores();
      const s1 = (await store.createConnector({ kind: "source", name: "s1", type: "s3", config: {} })).id;
      const s2 = (await store.createConnector({ kind: "source", name: "s2", type: "s3", config: {} })).id;
      const d1 = (await store.createConnector({ kind: "destination", name: "d1", type: "s3", config: {} }))
        .id;
      const d2 = (await store.createConnector({ kind: "destination", name: "d2", type: "s3", config: {} }))
        .id;
      const a = await store.createWorkflow(
        workflowInput({
          name: "a",
          source_id: s1,
          destination_id: d1,
          schedule: "every hour",
          reprocess_all: true,
        }),
      );
      const b = await store.createWorkflow(
        workflowInput({ name: "b", source_id: s1, destination_id: d2, status: "inactive" }),
      );
      await store.createWorkflow(workflowInput({ name: "c", source_id: s2, destination_id: d1 }));
      const local = await store.createWorkflow(workflowInput({ name: "local" }));

      expect(a).toMatchObject({
        name: "a",
        status: "active",
        workflow_type: "custom",
        source_id: s1,
        destination_id: d1,
        workflow_nodes: NODES,
        schedule: "every hour",
        reprocess_all: true,
        updated_at: null,
      });
      expect(a.created_at).toMatch(isoPattern);
      expect(local).toMatchObject({
        source_id: null,
        destination_id: null,
        schedule: null,
        reprocess_all: false,
      });
      expect(await store.getWorkflow(a.id)).toEqual(a);
      expect(await store.getWorkflow("no-such-id")).toBeUndefined();

      const ids = async (filter: Parameters<WorkflowStore["listWorkflows"]>[0]) =>
        (await store.listWorkflows(filter)).map((workflow) => workflow.name);
      expect(await ids(undefined)).toEqual(["a", "b", "c", "local"]);
      expect(await ids({ source_id: s1 })).toEqual(["a", "b"]);
      expect(await ids({ source_id: s1, status: "active" })).toEqual(["a"]);
      expect(await ids({ source_id: s1, destination_id: d2 })).toEqual(["b"]);
      expect(await ids({ destination_id: d1, status: "active" })).toEqual(["a", "c"]);
      expect(await ids({ source_id: s2, destination_id: d2 })).toEqual([]);
      expect(await ids({ status: "inactive" })).toEqual(["b"]);

      const paused = await store.updateWorkflow(a.id, { status: "inactive" });
      expect(paused).toEqual({ ...a, status: "inactive", updated_at: paused?.updated_at });
      expect(paused?.updated_at).toMatch(isoPattern);
      const replaced = await store.updateWorkflow(a.id, {
        name: "a2",
        workflow_nodes: [NODES[0] as (typeof NODES)[number]],
        schedule: null,
        reprocess_all: false,
        source_id: s2,
      });
      expect(replaced).toMatchObject({
        name: "a2",
        status: "inactive",
        workflow_nodes: [NODES[0]],
        schedule: null,
        reprocess_all: false,
        source_id: s2,
        destination_id: d1,
      });
      expect(await store.getWorkflow(a.id)).toEqual(replaced);
      expect(await store.updateWorkflow("no-such-id", { status: "active" })).toBeUndefined();

      expect(await store.deleteWorkflow(b.id)).toBe(true);
      expect(await store.deleteWorkflow(b.id)).toBe(false);
      expect(await ids(undefined)).toEqual(["a2", "c", "local"]);
    });

    it("keeps workflow names unique on create and on rename", async () => {
      const { store } = await stores();
      const first = await store.createWorkflow(workflowInput({ name: "invoices" }));
      const second = await store.createWorkflow(workflowInput({ name: "receipts" }));

      const onCreate = await rejection(store.createWorkflow(workflowInput({ name: "invoices" })));
      expect(onCreate).toBeInstanceOf(NameTakenError);
      expect((onCreate as NameTakenError).workflowName).toBe("invoices");

      const onRename = await rejection(store.updateWorkflow(second.id, { name: "invoices" }));
      expect(onRename).toBeInstanceOf(NameTakenError);
      expect((await store.getWorkflow(second.id))?.name).toBe("receipts");

      expect((await store.updateWorkflow(first.id, { name: "invoices" }))?.name).toBe("invoices");
      expect((await store.listWorkflows()).map((workflow) => workflow.name)).toEqual([
        "invoices",
        "receipts",
      ]);
    });

    it("allows one active job per workflow, and lists jobs with combined filters", async () => {
      const { store } = await stores();
      const workflow = await store.createWorkflow(workflowInput());
      const otherWorkflow = await store.createWorkflow(workflowInput());
      const newJob = (workflowId: string) =>
        store.createJob({
          workflow_id: workflowId,
          workflow_name: "w",
          job_type: "persistent",
          input_files: [],
        });

      const job = await newJob(workflow.id);
      expect(job).toMatchObject({
        workflow_id: workflow.id,
        workflow_name: "w",
        status: "SCHEDULED",
        job_type: "persistent",
        started_at: null,
        finished_at: null,
        input_files: [],
        output_node_files: [],
        file_results: [],
        error: null,
        cancel_requested: false,
        lease_owner: null,
        lease_expires_at: null,
        attempts: 0,
      });
      expect(job.created_at).toMatch(isoPattern);

      const refused = await rejection(newJob(workflow.id));
      expect(refused).toBeInstanceOf(ActiveJobExistsError);
      expect(refused).toMatchObject({ workflowId: workflow.id, activeJobId: job.id });
      const parallel = await newJob(otherWorkflow.id);

      // Still active while IN_PROGRESS; free again once it ends.
      expect((await store.claimJob("owner", 30_000))?.id).toBe(job.id);
      expect(await rejection(newJob(workflow.id))).toBeInstanceOf(ActiveJobExistsError);
      expect(await store.finishJob(job.id, "owner", "COMPLETED")).toBe(true);
      const next = await newJob(workflow.id);

      const ids = async (filter: Parameters<WorkflowStore["listJobs"]>[0]) =>
        (await store.listJobs(filter)).map((listed) => listed.id);
      expect(await ids(undefined)).toEqual([job.id, parallel.id, next.id]);
      expect(await ids({ workflow_id: workflow.id })).toEqual([job.id, next.id]);
      expect(await ids({ workflow_id: workflow.id, status: "SCHEDULED" })).toEqual([next.id]);
      expect(await ids({ workflow_id: workflow.id, status: "COMPLETED" })).toEqual([job.id]);
      expect(await ids({ status: "SCHEDULED" })).toEqual([parallel.id, next.id]);
      expect(await ids({ workflow_id: otherWorkflow.id, status: "COMPLETED" })).toEqual([]);
      expect(await store.getJob("no-such-id")).toBeUndefined();
      expect(await rejection(newJob("no-such-workflow"))).toBeInstanceOf(Error);
    });

    it("lets exactly one of many concurrent createJob calls win", async () => {
      const { store, other } = await stores();
      const workflow = await store.createWorkflow(workflowInput());
      const attempts = Array.from({ length: 24 }, (_, index) =>
        (index % 2 === 0 ? store : other).createJob({
          workflow_id: workflow.id,
          workflow_name: workflow.name,
          job_type: "persistent",
          input_files: [],
        }),
      );
      const outcomes = await Promise.allSettled(attempts);
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const lost = outcomes.filter((outcome) => outcome.status === "rejected");
      expect(won).toHaveLength(1);
      const winner = (won[0] as PromiseFulfilledResult<{ id: string }>).value.id;
      for (const outcome of lost) {
        expect(outcome.reason).toBeInstanceOf(ActiveJobExistsError);
        expect((outcome.reason as ActiveJobExistsError).activeJobId).toBe(winner);
      }
      expect(await store.listJobs({ workflow_id: workflow.id })).toHaveLength(1);
    });

    it("hands each job to exactly one of many concurrent claimers, oldest first", async () => {
      const { store, other } = await stores();
      const created: string[] = [];
      for (let index = 0; index < 16; index++) {
        const workflow = await store.createWorkflow(workflowInput());
        const job = await store.createJob({
          workflow_id: workflow.id,
          workflow_name: workflow.name,
          job_type: "persistent",
          input_files: [],
        });
        created.push(job.id);
      }
      const claims: { owner: string; id: string }[] = [];
      const claimer = async (target: WorkflowStore, owner: string) => {
        for (;;) {
          const job = await target.claimJob(owner, 30_000);
          if (job === undefined) return;
          expect(job).toMatchObject({ status: "IN_PROGRESS", lease_owner: owner, attempts: 1 });
          expect(job.started_at).toMatch(isoPattern);
          expect(Date.parse(job.lease_expires_at ?? "")).toBeGreaterThan(Date.now() + 20_000);
          claims.push({ owner, id: job.id });
        }
      };
      await Promise.all([
        ...[1, 2, 3, 4].map((n) => claimer(store, `a${n}`)),
        ...[1, 2, 3, 4].map((n) => claimer(other, `b${n}`)),
      ]);
      expect(claims.map((claim) => claim.id).sort()).toEqual([...created].sort());
      // Both "processes" got work, and nothing is left to claim.
      expect(new Set(claims.map((claim) => claim.owner[0]))).toEqual(new Set(["a", "b"]));
      expect(await store.claimJob("late", 30_000)).toBeUndefined();
      for (const claim of claims) expect((await store.getJob(claim.id))?.lease_owner).toBe(claim.owner);

      // With no concurrency the order is creation order.
      const { store: single } = await stores();
      const first = await runningJobs(single, 3);
      expect(first.claimed).toEqual(first.created);
    });

    async function runningJobs(store: WorkflowStore, count: number) {
      const created: string[] = [];
      for (let index = 0; index < count; index++) {
        const workflow = await store.createWorkflow(workflowInput());
        created.push(
          (
            await store.createJob({
              workflow_id: workflow.id,
              workflow_name: workflow.name,
              job_type: "persistent",
              input_files: [],
            })
          ).id,
        );
      }
      const claimed: string[] = [];
      for (let index = 0; index < count; index++)
        claimed.push((await store.claimJob("solo", 30_000))?.id ?? "none");
      return { created, claimed };
    }

    const taskDocument = { filename: "a.pdf", content_type: "application/pdf" };
    const fileTask = (file_id: string) => ({
      task_id: file_id,
      kind: "file" as const,
      file_id,
      document: taskDocument,
    });

    it("hands each task to exactly one of many concurrent claimers, and only while its job runs", async () => {
      const { store, other } = await stores();
      const { job } = await runningJob(store);
      expect(await store.createTasks(job.id, "someone-else", [fileTask("x")])).toBe(false);
      const ids = Array.from({ length: 12 }, (_, index) => `file-${index}`);
      expect(await store.createTasks(job.id, "owner-a", ids.map(fileTask))).toBe(true);
      // Added again by a coordinator that took the job over: nothing doubles.
      expect(await store.createTasks(job.id, "owner-a", ids.map(fileTask))).toBe(true);
      const claims = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          (index % 2 === 0 ? store : other).claimTask(`worker-${index}`, 30_000),
        ),
      );
      const claimed = claims.filter((task) => task !== undefined).map((task) => task.task_id);
      expect(claimed.sort()).toEqual([...ids].sort());
      expect(claims.find((task) => task)?.workflow_id).toBe(job.workflow_id);
      expect((await store.jobTasks(job.id)).counts).toEqual({ RUNNING: 12 });
      expect((await store.workStats()).tasks).toEqual({ RUNNING: 12 });
      // A cancel keeps the rest from being claimed, and the job's end deletes its tasks.
      const { job: second } = await runningJob(store);
      await store.createTasks(second.id, "owner-a", [fileTask("y")]);
      await store.requestCancel(second.id);
      expect(await store.claimTask("late", 30_000)).toBeUndefined();
      await store.finishJob(job.id, "owner-a", "COMPLETED");
      expect((await store.jobTasks(job.id)).counts).toEqual({});
    });

    it("writes a task's result, outputs and usage with its job once, and nothing for a former holder", async () => {
      const { store, other } = await stores();
      const { job } = await runningJob(store);
      await store.createTasks(job.id, "owner-a", [fileTask("f1")]);
      const task = await store.claimTask("worker-1", 200, job.id);
      expect(task).toMatchObject({ task_id: "f1", kind: "file", attempts: 1, document: taskDocument });
      await sleep(250);
      // worker-1 stalled past its lease: worker-2 takes the task over.
      const taken = await other.claimTask("worker-2", 30_000, job.id);
      expect(taken).toMatchObject({ task_id: "f1", attempts: 2 });
      expect(await store.renewTasks("worker-1", 30_000)).toEqual([]);
      expect(await other.renewTasks("worker-2", 30_000)).toEqual([{ job_id: job.id, task_id: "f1" }]);
      const outcome = {
        kind: "result" as const,
        result: {
          file_id: "f1",
          filename: "a.pdf",
          status: "COMPLETED" as const,
          elements: 3,
          finished_at: "t",
        },
        outputs: [
          {
            file_id: "f1",
            node_id: "n1",
            node_type: "partition",
            node_subtype: "x",
            data: new Uint8Array([1, 2]),
          },
        ],
        usage: [{ provider: "openai", model: "m", requests: 1, input_tokens: 10, output_tokens: 2 }],
      };
      expect(await store.completeTask({ job_id: job.id, task_id: "f1" }, "worker-1", outcome)).toBe(false);
      expect(await other.completeTask({ job_id: job.id, task_id: "f1" }, "worker-2", outcome)).toBe(true);
      expect(await other.completeTask({ job_id: job.id, task_id: "f1" }, "worker-2", outcome)).toBe(false);
      const record = await store.getJob(job.id);
      expect(record?.file_results).toEqual([outcome.result]);
      expect(record?.output_node_files).toEqual([
        { file_id: "f1", node_id: "n1", node_type: "partition", node_subtype: "x" },
      ]);
      expect(record?.token_usage).toEqual(outcome.usage);
      expectBytes((await store.getJobFile(job.id, "f1", "n1"))?.data, new Uint8Array([1, 2]));
      expect((await store.jobTasks(job.id)).counts).toEqual({ DONE: 1 });
    });

    it("splits a file into page ranges, queues their merge after the last, and cancels the rest on a failure", async () => {
      const { store } = await stores();
      const { job } = await runningJob(store);
      await store.createTasks(job.id, "owner-a", [fileTask("big"), fileTask("bad")]);
      const key = (task_id: string) => ({ job_id: job.id, task_id });
      for (const id of ["big", "bad"]) {
        expect((await store.claimTask("w", 30_000))?.task_id).toBe(id);
        const ranges = [
          { first_page: 1, last_page: 50 },
          { first_page: 51, last_page: 60 },
        ];
        expect(await store.completeTask(key(id), "w", { kind: "split", ranges })).toBe(true);
      }
      expect((await store.jobTasks(job.id)).counts).toEqual({ SPLIT: 2, QUEUED: 4, WAITING: 2 });
      expect(await store.liveTasks(job.id)).toBe(6);
      const claimed: string[] = [];
      for (let index = 0; index < 4; index++)
        claimed.push((await store.claimTask("w", 30_000))?.task_id ?? "");
      expect(claimed).toEqual(["big#pages-1-50", "big#pages-51-60", "bad#pages-1-50", "bad#pages-51-60"]);
      await store.completeTask(key("big#pages-51-60"), "w", { kind: "part", part: new Uint8Array([2]) });
      expect(await store.claimTask("w", 30_000)).toBeUndefined();
      await store.completeTask(key("big#pages-1-50"), "w", { kind: "part", part: new Uint8Array([1]) });
      const merge = await store.claimTask("w", 30_000);
      expect(merge).toMatchObject({ task_id: "big#merge", kind: "merge", file_id: "big" });
      expect(await store.taskParts(job.id, "big")).toEqual([new Uint8Array([1]), new Uint8Array([2])]);
      // A failed range fails its file and cancels the file's other range and its merge.
      const failed = {
        file_id: "bad",
        filename: "a.pdf",
        status: "FAILED" as const,
        error: "e",
        finished_at: "t",
      };
      await store.completeTask(key("bad#pages-1-50"), "w", { kind: "result", result: failed });
      expect(
        await store.completeTask(key("bad#pages-51-60"), "w", { kind: "part", part: new Uint8Array() }),
      ).toBe(false);
      expect((await store.jobTasks(job.id)).counts).toEqual({ SPLIT: 2, DONE: 3, RUNNING: 1, CANCELLED: 2 });
      expect(await store.liveTasks(job.id)).toBe(1);
      expect((await store.getJob(job.id))?.file_results).toEqual([failed]);
    });

    it.runIf(dialect === "postgres")("tells listening runners of new jobs and tasks at once", async () => {
      const { store, other } = await stores();
      let heard = 0;
      const stop = await other.onWork?.(() => {
        heard++;
      });
      const { job } = await runningJob(store);
      await store.createTasks(job.id, "owner-a", [fileTask("f1")]);
      for (const deadline = Date.now() + 5_000; heard < 2 && Date.now() < deadline; ) await sleep(10);
      expect(heard).toBe(2);
      await stop?.();
    });

    it.runIf(dialect === "postgres")(
      "tells the job's coordinator, in another process, when the job's last task ends",
      async () => {
        const { store, other } = await stores();
        const heard: (string | undefined)[] = [];
        const stop = await other.onWork?.((endedJobId) => {
          heard.push(endedJobId);
        });
        const { job } = await runningJob(store);
        await store.createTasks(job.id, "owner-a", [fileTask("f1"), fileTask("f2")]);
        await store.claimTask("w", 30_000, job.id);
        await store.claimTask("w", 30_000, job.id);
        const result = (file_id: string) => ({
          kind: "result" as const,
          result: { file_id, filename: `${file_id}.txt`, status: "COMPLETED" as const, finished_at: "t" },
        });
        expect(await store.completeTask({ job_id: job.id, task_id: "f1" }, "w", result("f1"))).toBe(true);
        // The job creation and the tasks' creation: work, without a job's id.
        for (const deadline = Date.now() + 5_000; heard.length < 2 && Date.now() < deadline; )
          await sleep(10);
        await sleep(100);
        expect(heard).toEqual([undefined, undefined]);
        expect(await store.completeTask({ job_id: job.id, task_id: "f2" }, "w", result("f2"))).toBe(true);
        for (const deadline = Date.now() + 5_000; heard.length < 3 && Date.now() < deadline; )
          await sleep(10);
        expect(heard).toEqual([undefined, undefined, job.id]);
        await stop?.();
      },
    );

    it.runIf(dialect === "postgres")(
      "tells the job's coordinator when its last task fails or its tasks are cancelled",
      async () => {
        const { store, other } = await stores();
        const heard: (string | undefined)[] = [];
        const stop = await other.onWork?.((endedJobId) => {
          if (endedJobId !== undefined) heard.push(endedJobId);
        });
        const failed = (file_id: string) => ({
          kind: "result" as const,
          result: {
            file_id,
            filename: `${file_id}.txt`,
            status: "FAILED" as const,
            error: "e",
            finished_at: "t",
          },
        });
        const heardOf = async (count: number) => {
          for (const deadline = Date.now() + 5_000; heard.length < count && Date.now() < deadline; )
            await sleep(10);
          await sleep(100);
          return [...heard];
        };
        // A file failed after too many attempts ends its task with a FAILED result.
        const { job: first } = await runningJob(store);
        await store.createTasks(first.id, "owner-a", [fileTask("f1")]);
        await store.claimTask("w", 30_000, first.id);
        expect(await store.completeTask({ job_id: first.id, task_id: "f1" }, "w", failed("f1"))).toBe(true);
        expect(await heardOf(1)).toEqual([first.id]);
        // A cancel ends the queued task and the running one at once.
        const { job: second } = await runningJob(store);
        await store.createTasks(second.id, "owner-a", [fileTask("f1"), fileTask("f2")]);
        await store.claimTask("w", 30_000, second.id);
        await store.cancelTasks(second.id);
        expect(await store.liveTasks(second.id)).toBe(0);
        expect(await heardOf(2)).toEqual([first.id, second.id]);
        // A cancel with nothing left to cancel says nothing.
        await store.cancelTasks(second.id);
        await sleep(200);
        expect(heard).toEqual([first.id, second.id]);
        await stop?.();
      },
    );

    it("gives back a released task without spending its attempt", async () => {
      const { store } = await stores();
      const { job } = await runningJob(store);
      await store.createTasks(job.id, "owner-a", [fileTask("f1"), fileTask("f2")]);
      await store.claimTask("w", 30_000);
      await store.claimTask("w", 30_000);
      expect(await store.releaseTasks("w", [{ job_id: job.id, task_id: "f1" }])).toBe(1);
      expect(await store.releaseTasks("w")).toBe(1);
      expect(await store.claimTask("v", 30_000)).toMatchObject({ task_id: "f1", attempts: 1 });
    });

    it("lets another owner take over a job whose lease ran out", async () => {
      const { store, other } = await stores();
      const { job } = await runningJob(store, "owner-a", 300);
      const first = await store.getJob(job.id);
      expect(await other.claimJob("owner-b", 30_000)).toBeUndefined();

      await sleep(450);
      const taken = await other.claimJob("owner-b", 30_000);
      expect(taken).toMatchObject({ id: job.id, status: "IN_PROGRESS", lease_owner: "owner-b", attempts: 2 });
      expect(taken?.started_at).toBe(first?.started_at);

      expect(await store.renewLease(job.id, "owner-a", 30_000)).toEqual({
        held: false,
        cancelRequested: false,
      });
      expect(await store.finishJob(job.id, "owner-a", "COMPLETED")).toBe(false);
      await store.recordFileResult(job.id, "owner-a", {
        file_id: "f",
        filename: "f.pdf",
        status: "COMPLETED",
        finished_at: new Date().toISOString(),
      });
      expect((await store.getJob(job.id))?.file_results).toEqual([]);

      expect(await other.renewLease(job.id, "owner-b", 30_000)).toEqual({
        held: true,
        cancelRequested: false,
      });
      expect(await other.finishJob(job.id, "owner-b", "COMPLETED")).toBe(true);
      expect(await store.getJob(job.id)).toMatchObject({
        status: "COMPLETED",
        lease_owner: null,
        lease_expires_at: null,
      });
    });

    it("keeps a job whose lease is renewed in time", async () => {
      const { store, other } = await stores();
      const { job } = await runningJob(store, "owner-a", 400);
      await sleep(150);
      expect(await store.renewLease(job.id, "owner-a", 30_000)).toEqual({
        held: true,
        cancelRequested: false,
      });
      await sleep(400);
      expect(await other.claimJob("owner-b", 30_000)).toBeUndefined();
      expect(Date.parse((await store.getJob(job.id))?.lease_expires_at ?? "")).toBeGreaterThan(
        Date.now() + 20_000,
      );
    });

    it("cancels a SCHEDULED job at once and asks an IN_PROGRESS one to stop", async () => {
      const { store } = await stores();
      const workflow = await store.createWorkflow(workflowInput());
      const scheduled = await store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "persistent",
        input_files: [],
      });
      const stopped = await store.requestCancel(scheduled.id);
      expect(stopped).toMatchObject({ id: scheduled.id, status: "STOPPED", cancel_requested: false });
      expect(stopped?.finished_at).toMatch(isoPattern);
      expect(stopped?.error).toEqual(expect.any(String));
      expect(await store.claimJob("owner", 30_000)).toBeUndefined();
      expect(await store.requestCancel(scheduled.id)).toEqual(stopped);

      // The stopped job no longer blocks a new one.
      const running = await store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "persistent",
        input_files: [],
      });
      expect((await store.claimJob("owner", 30_000))?.id).toBe(running.id);
      const asked = await store.requestCancel(running.id);
      expect(asked).toMatchObject({
        status: "IN_PROGRESS",
        cancel_requested: true,
        finished_at: null,
        lease_owner: "owner",
      });
      expect(await store.renewLease(running.id, "owner", 30_000)).toEqual({
        held: true,
        cancelRequested: true,
      });
      expect(await store.finishJob(running.id, "owner", "STOPPED", "cancelled")).toBe(true);
      expect(await store.getJob(running.id)).toMatchObject({ status: "STOPPED", error: "cancelled" });
      const terminal = await store.getJob(running.id);
      expect(await store.requestCancel(running.id)).toEqual(terminal);
      expect(await store.requestCancel("no-such-id")).toBeUndefined();
    });

    it("lets only the owner finish a job, once", async () => {
      const { store } = await stores();
      const { job } = await runningJob(store, "owner-a");
      expect(await store.finishJob(job.id, "owner-b", "COMPLETED")).toBe(false);
      expect((await store.getJob(job.id))?.status).toBe("IN_PROGRESS");
      expect(await store.finishJob(job.id, "owner-a", "FAILED", "2 of 3 files failed")).toBe(true);
      const finished = await store.getJob(job.id);
      expect(finished).toMatchObject({
        status: "FAILED",
        error: "2 of 3 files failed",
        lease_owner: null,
        lease_expires_at: null,
      });
      expect(finished?.finished_at).toMatch(isoPattern);
      expect(await store.finishJob(job.id, "owner-a", "COMPLETED")).toBe(false);
      expect((await store.getJob(job.id))?.status).toBe("FAILED");
      expect(await store.finishJob("no-such-id", "owner-a", "COMPLETED")).toBe(false);
    });

    it("keeps the token usage the owner records, through the end of the job and a takeover", async () => {
      const { store, other } = await stores();
      const { job } = await runningJob(store, "owner-a", 200);
      expect((await store.getJob(job.id))?.token_usage).toEqual([]);
      const first = [
        { provider: "openai", model: "gpt-4o", requests: 2, input_tokens: 240, output_tokens: 14 },
      ];
      expect(await store.recordTokenUsage(job.id, "owner-a", first)).toBe(true);
      expect(await store.recordTokenUsage(job.id, "owner-b", [])).toBe(false);
      expect((await other.getJob(job.id))?.token_usage).toEqual(first);
      // The lease runs out; the next holder starts from what the first one recorded.
      await sleep(250);
      const taken = await other.claimJob("owner-b", 30_000);
      expect(taken?.token_usage).toEqual(first);
      expect(await store.recordTokenUsage(job.id, "owner-a", [])).toBe(false);
      const total = [
        ...first,
        {
          provider: "togetherai",
          model: "togethercomputer/m2-bert-80M-8k-retrieval",
          requests: 1,
          input_tokens: 30,
          output_tokens: 0,
        },
      ];
      expect(await other.recordTokenUsage(job.id, "owner-b", total)).toBe(true);
      expect(await other.finishJob(job.id, "owner-b", "COMPLETED")).toBe(true);
      expect(await other.recordTokenUsage(job.id, "owner-b", [])).toBe(false);
      expect(await store.getJob(job.id)).toMatchObject({ status: "COMPLETED", token_usage: total });
      expect((await store.listJobs()).find((listed) => listed.id === job.id)?.token_usage).toEqual(total);
    });

    it("fails abandoned jobs that used up their attempts, after the grace period", async () => {
      const { store } = await stores();
      const job = async () => {
        const workflow = await store.createWorkflow(workflowInput());
        return store.createJob({
          workflow_id: workflow.id,
          workflow_name: workflow.name,
          job_type: "persistent",
          input_files: [],
        });
      };
      const exhausted = await job();
      const retryable = await job();
      const healthy = await job();
      // exhausted: claimed twice, both leases ran out. retryable: once, ran out. healthy: twice, held.
      // A lease renewed for 1 ms is how a test lets one run out at once.
      const expire = async (id: string, owner: string) => {
        await store.renewLease(id, owner, 1);
        await sleep(15);
      };
      expect((await store.claimJob("a", 30_000))?.id).toBe(exhausted.id);
      expect((await store.claimJob("a", 30_000))?.id).toBe(retryable.id);
      expect((await store.claimJob("a", 30_000))?.id).toBe(healthy.id);
      await expire(exhausted.id, "a");
      expect((await store.claimJob("b", 30_000))?.id).toBe(exhausted.id);
      await expire(healthy.id, "a");
      expect((await store.claimJob("b", 30_000))?.id).toBe(healthy.id);
      await expire(exhausted.id, "b");
      await expire(retryable.id, "a");

      const reason = "The process running this job stopped and it was not retried.";
      expect(await store.failAbandonedJobs(2, 60_000, reason)).toEqual([]);
      expect(await store.failAbandonedJobs(2, 0, reason)).toEqual([exhausted.id]);
      expect(await store.getJob(exhausted.id)).toMatchObject({
        status: "FAILED",
        error: reason,
        lease_owner: null,
        attempts: 2,
      });
      expect(await store.getJob(retryable.id)).toMatchObject({ status: "IN_PROGRESS", attempts: 1 });
      expect((await store.getJob(healthy.id))?.status).toBe("IN_PROGRESS");
      expect(await store.failAbandonedJobs(3, 0, reason)).toEqual([]);
      expect(await store.failAbandonedJobs(1, 0, reason)).toEqual([retryable.id]);
      expect((await store.getJob(healthy.id))?.status).toBe("IN_PROGRESS");
    });

    it("releases a held job back to SCHEDULED without spending an attempt", async () => {
      const { store, other } = await stores();
      const { workflow, job } = await runningJob(store, "owner-a");
      const held = await store.getJob(job.id);
      expect(held?.attempts).toBe(1);
      const result = {
        file_id: "f",
        filename: "f.pdf",
        status: "COMPLETED" as const,
        finished_at: new Date().toISOString(),
      };
      await store.recordFileResult(job.id, "owner-a", result);

      // Only the holder may give it back.
      expect(await other.releaseJob(job.id, "owner-b")).toBe(false);
      expect(await store.releaseJob("no-such-id", "owner-a")).toBe(false);
      expect(await store.getJob(job.id)).toMatchObject({ status: "IN_PROGRESS", lease_owner: "owner-a" });

      expect(await store.releaseJob(job.id, "owner-a")).toBe(true);
      expect(await store.getJob(job.id)).toMatchObject({
        status: "SCHEDULED",
        lease_owner: null,
        lease_expires_at: null,
        attempts: 0,
        started_at: held?.started_at,
        finished_at: null,
        file_results: [result],
      });
      expect(await store.releaseJob(job.id, "owner-a")).toBe(false);
      expect((await store.getJob(job.id))?.attempts).toBe(0);
      // Still the workflow's active job, and claimable at once (no lease to wait out).
      const refused = await rejection(
        store.createJob({
          workflow_id: workflow.id,
          workflow_name: workflow.name,
          job_type: "persistent",
          input_files: [],
        }),
      );
      expect(refused).toMatchObject({ activeJobId: job.id });
      const taken = await other.claimJob("owner-b", 30_000);
      expect(taken).toMatchObject({ id: job.id, lease_owner: "owner-b", attempts: 1 });
      // The former holder can no longer renew, record or finish it.
      expect((await store.renewLease(job.id, "owner-a", 30_000)).held).toBe(false);
      expect(await store.finishJob(job.id, "owner-a", "COMPLETED")).toBe(false);

      // A crash takeover counts; a release after it gives back only its own attempt.
      await other.renewLease(job.id, "owner-b", 1);
      await sleep(15);
      expect(await store.claimJob("owner-c", 30_000)).toMatchObject({ id: job.id, attempts: 2 });
      expect(await store.releaseJob(job.id, "owner-b")).toBe(false);
      expect(await store.releaseJob(job.id, "owner-c")).toBe(true);
      expect(await store.getJob(job.id)).toMatchObject({ status: "SCHEDULED", attempts: 1 });

      // An ended job cannot be released back into the queue.
      await store.claimJob("owner-d", 30_000);
      expect(await store.finishJob(job.id, "owner-d", "COMPLETED")).toBe(true);
      expect(await store.releaseJob(job.id, "owner-d")).toBe(false);
      expect((await store.getJob(job.id))?.status).toBe("COMPLETED");
    });

    it("purges the files of jobs that ended before the cutoff, keeping the records", async () => {
      const { store, other } = await stores();
      const bytes = (n: number) => new Uint8Array(randomBytes(n));
      const input = (fileId: string) => ({
        file_id: fileId,
        filename: `${fileId}.bin`,
        content_type: null,
        size: 64,
        data: bytes(64),
      });
      const output = (fileId: string, nodeId: string) => ({
        file_id: fileId,
        node_id: nodeId,
        node_type: "partition",
        node_subtype: "service_api",
        data: bytes(32),
      });
      const newJob = async (fileIds: string[]) => {
        const workflow = await store.createWorkflow(workflowInput());
        return store.createJob({
          workflow_id: workflow.id,
          workflow_name: workflow.name,
          job_type: "ephemeral",
          input_files: fileIds.map(input),
        });
      };

      // Ended before the cutoff: a COMPLETED job (2 inputs, 2 outputs) and one STOPPED before it started.
      const completed = await newJob(["f1", "f2"]);
      expect((await store.claimJob("o", 30_000))?.id).toBe(completed.id);
      await store.putOutput(completed.id, output("f1", "n-partition"));
      await store.putOutput(completed.id, output("f1", "n-chunk"));
      const result = { file_id: "f1", filename: "f1.bin", status: "COMPLETED" as const, finished_at: "x" };
      await store.recordFileResult(completed.id, "o", result);
      expect(await store.finishJob(completed.id, "o", "COMPLETED")).toBe(true);
      const stopped = await newJob(["s1"]);
      expect((await store.requestCancel(stopped.id))?.status).toBe("STOPPED");
      await sleep(60);
      const cutoff = new Date();
      await sleep(60);
      // Ended after the cutoff, still running, not started: all kept.
      const recent = await newJob(["r1"]);
      expect((await store.claimJob("o", 30_000))?.id).toBe(recent.id);
      await store.putOutput(recent.id, output("r1", "n-partition"));
      expect(await store.finishJob(recent.id, "o", "FAILED", "boom")).toBe(true);
      const running = await newJob(["p1"]);
      expect((await store.claimJob("o", 30_000))?.id).toBe(running.id);
      await store.putOutput(running.id, output("p1", "n-partition"));
      const scheduled = await newJob(["q1"]);
      const before = new Map(
        await Promise.all(
          [completed, stopped, recent, running, scheduled].map(
            async (job) => [job.id, await store.getJob(job.id)] as const,
          ),
        ),
      );

      expect(await store.purgeJobFiles(cutoff)).toBe(5);
      const purged = await other.getJob(completed.id);
      expect(purged).toMatchObject({
        status: "COMPLETED",
        output_node_files: [],
        file_results: [result],
        input_files: before.get(completed.id)?.input_files,
        finished_at: before.get(completed.id)?.finished_at,
      });
      expect(purged?.files_expired_at).toMatch(isoPattern);
      for (const [fileId, nodeId] of [
        ["f1", null],
        ["f2", null],
        ["f1", "n-partition"],
        ["f1", "n-chunk"],
      ] as const) {
        expect(await other.getJobFile(completed.id, fileId, nodeId)).toBeUndefined();
      }
      expect(await store.getJob(stopped.id)).toMatchObject({
        status: "STOPPED",
        files_expired_at: expect.stringMatching(isoPattern),
      });
      expect(await store.getJobFile(stopped.id, "s1", null)).toBeUndefined();
      for (const job of [recent, running, scheduled]) {
        expect(await store.getJob(job.id)).toEqual(before.get(job.id));
        expect((await store.getJob(job.id))?.files_expired_at).toBeNull();
        const fileId = job.input_files[0]?.file_id as string;
        expect((await store.getJobFile(job.id, fileId, null))?.data.byteLength).toBe(64);
      }
      expect((await store.getJobFile(recent.id, "r1", "n-partition"))?.data.byteLength).toBe(32);
      expect((await store.getJobFile(running.id, "p1", "n-partition"))?.data.byteLength).toBe(32);

      // Nothing left to purge at that cutoff; the expiry stamp stays the first one.
      expect(await other.purgeJobFiles(cutoff)).toBe(0);
      expect((await store.getJob(completed.id))?.files_expired_at).toBe(purged?.files_expired_at);

      // Two processes purging at once count each file once; running and scheduled jobs are never touched.
      const later = new Date(Date.now() + 60_000);
      const counts = await Promise.all([store.purgeJobFiles(later), other.purgeJobFiles(later)]);
      expect(counts[0] + counts[1]).toBe(2);
      expect((await store.getJob(recent.id))?.output_node_files).toEqual([]);
      expect(await store.getJobFile(recent.id, "r1", null)).toBeUndefined();
      expect((await store.getJobFile(running.id, "p1", null))?.data.byteLength).toBe(64);
      expect((await store.getJobFile(scheduled.id, "q1", null))?.data.byteLength).toBe(64);
      expect((await store.getJob(running.id))?.output_node_files).toHaveLength(1);

      await expect(store.purgeJobFiles(new Date(Number.NaN))).rejects.toThrow(RangeError);
    });

    it("upgrades a database created at schema version 1 and purges its old jobs", async () => {
      const location = await backend.fresh();
      const v1 = MIGRATIONS.find((migration) => migration.version === 1) as (typeof MIGRATIONS)[number];
      const stamp = "2025-01-01T00:00:00.000Z";
      await backend.exec(
        location,
        `${dialect === "sqlite" ? v1.sqlite : v1.postgres}
        CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT '${stamp}');
        INSERT INTO schema_migrations (version, name, applied_at) VALUES (1, 'v1', '${stamp}');
        INSERT INTO workflows (id, name, status, workflow_type, workflow_nodes, created_at)
          VALUES ('w', 'w', 'active', 'custom', '[]', '${stamp}');
        INSERT INTO jobs (id, workflow_id, workflow_name, status, job_type, created_at, started_at, finished_at,
          input_files, output_node_files)
          VALUES ('j', 'w', 'w', 'COMPLETED', 'ephemeral', '${stamp}', '${stamp}', '${stamp}',
            '[{"file_id":"f","filename":"f.txt","content_type":null,"size":1}]',
            '[{"file_id":"f","node_id":"n","node_type":"partition","node_subtype":"x"}]');
        INSERT INTO job_files (job_id, file_id, node_id, content_type, data)
          VALUES ('j', 'f', '', 'text/plain', ${dialect === "sqlite" ? "X'41'" : "'\\x41'"}),
                 ('j', 'f', 'n', 'application/json', ${dialect === "sqlite" ? "X'5B5D'" : "'\\x5b5d'"});`,
      );
      const store = await open(location);
      expect(await backend.appliedVersions(location)).toEqual(
        MIGRATIONS.map((migration) => migration.version),
      );
      expect(await store.getJob("j")).toMatchObject({
        status: "COMPLETED",
        files_expired_at: null,
        token_usage: [],
      });
      expect(new TextDecoder().decode((await store.getJobFile("j", "f", "n"))?.data)).toBe("[]");
      expect(await store.purgeJobFiles(new Date("2025-06-01T00:00:00Z"))).toBe(2);
      expect(await store.getJob("j")).toMatchObject({
        output_node_files: [],
        input_files: [{ file_id: "f" }],
      });
      expect(await store.getJobFile("j", "f", null)).toBeUndefined();
    });

    it("keeps file results, inputs and outputs byte for byte", async () => {
      const { store, other } = await stores();
      const workflow = await store.createWorkflow(workflowInput());
      const pdf = new Uint8Array(randomBytes(300_000));
      pdf[0] = 0;
      pdf[1] = 0;
      const text = new TextEncoder().encode("plain text\n\0with a NUL\n");
      const job = await store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "ephemeral",
        input_files: [
          {
            file_id: "f1",
            filename: "report.pdf",
            content_type: "application/pdf",
            size: pdf.byteLength,
            data: pdf,
          },
          { file_id: "f2", filename: "notes.txt", content_type: null, size: text.byteLength, data: text },
        ],
      });
      expect(job.input_files).toEqual([
        { file_id: "f1", filename: "report.pdf", content_type: "application/pdf", size: pdf.byteLength },
        { file_id: "f2", filename: "notes.txt", content_type: null, size: text.byteLength },
      ]);
      const input = await other.getJobFile(job.id, "f1", null);
      expect(input).toMatchObject({
        job_id: job.id,
        file_id: "f1",
        node_id: null,
        content_type: "application/pdf",
      });
      expect(input?.data).toBeInstanceOf(Uint8Array);
      expectBytes(input?.data, pdf);
      expectBytes((await other.getJobFile(job.id, "f2", null))?.data, text);
      expect((await other.getJobFile(job.id, "f2", null))?.content_type).toBe("application/octet-stream");

      await store.claimJob("owner", 30_000);
      const at = new Date().toISOString();
      await store.recordFileResult(job.id, "owner", {
        file_id: "f1",
        filename: "report.pdf",
        status: "FAILED",
        error: "boom",
        node_id: "n-partition",
        finished_at: at,
      });
      await store.recordFileResult(job.id, "owner", {
        file_id: "f2",
        filename: "notes.txt",
        status: "COMPLETED",
        elements: 3,
        finished_at: at,
      });
      await store.recordFileResult(job.id, "owner", {
        file_id: "f1",
        filename: "report.pdf",
        status: "COMPLETED",
        elements: 7,
        error: undefined,
        finished_at: at,
      });
      expect((await other.getJob(job.id))?.file_results).toEqual([
        { file_id: "f1", filename: "report.pdf", status: "COMPLETED", elements: 7, finished_at: at },
        { file_id: "f2", filename: "notes.txt", status: "COMPLETED", elements: 3, finished_at: at },
      ]);

      const partitioned = new TextEncoder().encode(JSON.stringify([{ type: "Title", text: "Ünïcode ✓" }]));
      const chunked = new TextEncoder().encode(JSON.stringify([{ type: "CompositeElement", text: "x" }]));
      await store.putOutput(job.id, {
        file_id: "f1",
        node_id: "n-partition",
        node_type: "partition",
        node_subtype: "service_api",
        data: text,
      });
      await store.putOutput(job.id, {
        file_id: "f1",
        node_id: "n-chunk",
        node_type: "chunk",
        node_subtype: "chunk_by_title",
        data: chunked,
      });
      // Stored again (a retried file): replaces the bytes, listed once.
      await other.putOutput(job.id, {
        file_id: "f1",
        node_id: "n-partition",
        node_type: "partition",
        node_subtype: "service_api",
        data: partitioned,
      });
      expect((await store.getJob(job.id))?.output_node_files).toEqual([
        { file_id: "f1", node_id: "n-partition", node_type: "partition", node_subtype: "service_api" },
        { file_id: "f1", node_id: "n-chunk", node_type: "chunk", node_subtype: "chunk_by_title" },
      ]);
      const output = await store.getJobFile(job.id, "f1", "n-partition");
      expect(output).toMatchObject({ node_id: "n-partition", content_type: "application/json" });
      expect(new TextDecoder().decode(output?.data)).toBe(new TextDecoder().decode(partitioned));
      expectBytes((await store.getJobFile(job.id, "f1", "n-chunk"))?.data, chunked);
      expect(await store.getJobFile(job.id, "f2", "n-chunk")).toBeUndefined();
      expect(await store.getJobFile(job.id, "f1", "no-such-node")).toBeUndefined();
      expect(await store.getJobFile(job.id, "no-such-file", null)).toBeUndefined();
      expect(await store.getJobFile("no-such-job", "f1", null)).toBeUndefined();
      // The input is still the input, not the output of the same file.
      expectBytes((await store.getJobFile(job.id, "f1", null))?.data, pdf);
      await expect(
        store.putOutput("no-such-job", {
          file_id: "f",
          node_id: "n",
          node_type: "partition",
          node_subtype: "x",
          data: text,
        }),
      ).rejects.toThrow(/no-such-job/);
    });

    it("stores strings with NUL characters (parser errors quote documents) without failing", async () => {
      const { store } = await stores();
      const { job } = await runningJob(store, "owner");
      const nasty = "bad byte \u0000 here";
      await store.recordFileResult(job.id, "owner", {
        file_id: "f",
        filename: "f\u0000.pdf",
        status: "FAILED",
        error: nasty,
        finished_at: new Date().toISOString(),
      });
      expect(await store.finishJob(job.id, "owner", "FAILED", nasty)).toBe(true);
      const stored = await store.getJob(job.id);
      // PostgreSQL cannot hold U+0000 and keeps U+FFFD in its place; SQLite keeps it as is.
      const expected = dialect === "postgres" ? "bad byte \uFFFD here" : nasty;
      expect(stored?.error).toBe(expected);
      expect(stored?.file_results[0]?.error).toBe(expected);
      const connector = await store.createConnector({
        kind: "source",
        name: "n",
        type: "s3",
        config: { k: nasty },
      });
      expect((await store.getConnector("source", connector.id))?.config).toEqual({ k: expected });
    });

    it("lets exactly one process claim each schedule slot", async () => {
      const { store, other } = await stores();
      const workflow = await store.createWorkflow(workflowInput({ schedule: "every 15 minutes" }));
      const slot = new Date("2026-03-01T10:15:00.000Z");
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          (index % 2 === 0 ? store : other).claimScheduleSlot(workflow.id, slot),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await other.claimScheduleSlot(workflow.id, new Date(slot.getTime()))).toBe(false);
      expect(await other.claimScheduleSlot(workflow.id, new Date("2026-03-01T10:30:00.000Z"))).toBe(true);
      const second = await store.createWorkflow(workflowInput({ schedule: "every 15 minutes" }));
      expect(await store.claimScheduleSlot(second.id, slot)).toBe(true);
      expect(await store.claimScheduleSlot("no-such-workflow", slot)).toBe(false);
      // A deleted workflow takes its slots with it; a workflow recreated later starts clean.
      expect(await store.deleteWorkflow(workflow.id)).toBe(true);
      expect(await store.claimScheduleSlot(workflow.id, slot)).toBe(false);
    });

    it("keeps an incremental source's cursor per workflow, replaced on put, gone with the workflow", async () => {
      const { store, other } = await stores();
      const workflow = await store.createWorkflow(workflowInput());
      expect(await store.getSourceCursor(workflow.id, "source-1")).toBeUndefined();
      await store.putSourceCursor(workflow.id, "source-1", { fingerprint: "f1", cursor: "c1" });
      await other.putSourceCursor(workflow.id, "source-1", { fingerprint: "f2", cursor: "c2" });
      expect(await store.getSourceCursor(workflow.id, "source-1")).toEqual({
        fingerprint: "f2",
        cursor: "c2",
      });
      expect(await store.getSourceCursor(workflow.id, "source-2")).toBeUndefined();
      // A deleted workflow takes its cursors with it; storing one for it afterwards is a no-op.
      expect(await store.deleteWorkflow(workflow.id)).toBe(true);
      expect(await store.getSourceCursor(workflow.id, "source-1")).toBeUndefined();
      await store.putSourceCursor(workflow.id, "source-1", { fingerprint: "f3", cursor: "c3" });
      expect(await store.getSourceCursor(workflow.id, "source-1")).toBeUndefined();
    });

    it("keeps user secrets by id, and one server key per name whoever stores it first", async () => {
      const { store, other } = await stores();
      const id = "7a4a3c1e-0000-4000-8000-000000000001";
      expect(await store.getUserSecret(id)).toBeUndefined();
      const created = await store.createUserSecret({ id, type: "rsa_aes", sealed: '{"$sealed":"v1:x"}' });
      expect(created).toMatchObject({ id, type: "rsa_aes", sealed: '{"$sealed":"v1:x"}' });
      expect(await other.getUserSecret(id)).toEqual(created);
      await expect(store.createUserSecret({ id, type: "rsa", sealed: "{}" })).rejects.toThrow();
      const [first, second] = await Promise.all([
        store.serverKey("user-secrets-rsa", "key-a"),
        other.serverKey("user-secrets-rsa", "key-b"),
      ]);
      expect(first).toBe(second);
      expect(await store.serverKey("user-secrets-rsa", "key-c")).toBe(first);
    });

    it.runIf(dialect === "postgres")(
      "compresses node outputs and range drafts with lz4 where the server has it",
      async () => {
        const location = await backend.fresh();
        await (await open(location)).close();
        expect(await backend.appliedVersions(location)).toContain(7);
        const client = new pg.Client({ connectionString: location });
        await client.connect();
        try {
          const { rows: version } = await client.query(
            "SELECT current_setting('server_version_num')::int AS n",
          );
          // Column compression (and pg_attribute.attcompression) came with PostgreSQL 14.
          if (Number(version[0]?.n) < 140000) return;
          // A server built without lz4 refuses it as a value of the setting; the migration left pglz then.
          let lz4 = true;
          await client.query("BEGIN");
          try {
            await client.query("SET LOCAL default_toast_compression = 'lz4'");
          } catch {
            lz4 = false;
          } finally {
            await client.query("ROLLBACK");
          }
          const { rows } = await client.query(
            `SELECT attrelid::regclass::text AS tab, attname, attcompression FROM pg_attribute
             WHERE (attrelid, attname) IN (('job_files'::regclass, 'data'), ('job_tasks'::regclass, 'part'))
             ORDER BY 1`,
          );
          const compression = lz4 ? "l" : "";
          expect(rows).toEqual([
            { tab: "job_files", attname: "data", attcompression: compression },
            { tab: "job_tasks", attname: "part", attcompression: compression },
          ]);
        } finally {
          await client.end();
        }
      },
    );

    it("migrates idempotently, also when several processes start at once", async () => {
      const location = await backend.fresh();
      const concurrent = await Promise.all([open(location), open(location), open(location)]);
      expect(await backend.appliedVersions(location)).toEqual(
        MIGRATIONS.map((migration) => migration.version),
      );
      expect(Math.max(...(await backend.appliedVersions(location)))).toBe(LATEST_SCHEMA_VERSION);
      await (concurrent[0] as WorkflowStore).migrate();
      await Promise.all(concurrent.map((store) => store.migrate()));
      expect(await backend.appliedVersions(location)).toEqual(
        MIGRATIONS.map((migration) => migration.version),
      );
      // The schema works from every one of them.
      const workflow = await (concurrent[1] as WorkflowStore).createWorkflow(workflowInput());
      expect((await (concurrent[2] as WorkflowStore).getWorkflow(workflow.id))?.name).toBe(workflow.name);
    });

    it("deletes a workflow with its jobs and their files", async () => {
      const { store } = await stores();
      const workflow = await store.createWorkflow(workflowInput());
      const keep = await store.createWorkflow(workflowInput());
      const data = new Uint8Array([1, 2, 3]);
      const input = [{ file_id: "f1", filename: "a.txt", content_type: "text/plain", size: 3, data }];
      const job = await store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "ephemeral",
        input_files: input,
      });
      const kept = await store.createJob({
        workflow_id: keep.id,
        workflow_name: keep.name,
        job_type: "ephemeral",
        input_files: input,
      });
      await store.putOutput(job.id, {
        file_id: "f1",
        node_id: "n",
        node_type: "partition",
        node_subtype: "service_api",
        data,
      });
      await store.claimScheduleSlot(workflow.id, new Date("2026-01-01T00:00:00Z"));

      expect(await store.deleteWorkflow(workflow.id)).toBe(true);
      expect(await store.getWorkflow(workflow.id)).toBeUndefined();
      expect(await store.getJob(job.id)).toBeUndefined();
      expect(await store.listJobs({ workflow_id: workflow.id })).toEqual([]);
      expect(await store.getJobFile(job.id, "f1", null)).toBeUndefined();
      expect(await store.getJobFile(job.id, "f1", "n")).toBeUndefined();
      expectBytes((await store.getJobFile(kept.id, "f1", null))?.data, data);
      expect((await store.listJobs()).map((listed) => listed.id)).toEqual([kept.id]);
    });

    it("keeps everything across a reopen", async () => {
      const location = await backend.fresh();
      const first = await open(location);
      const source = await first.createConnector({
        kind: "source",
        name: "in",
        type: "s3",
        config: { a: 1 },
      });
      const workflow = await first.createWorkflow(
        workflowInput({ source_id: source.id, destination_id: "d" }),
      );
      const data = new Uint8Array(randomBytes(1000));
      const job = await first.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "ephemeral",
        input_files: [{ file_id: "f", filename: "f.bin", content_type: null, size: data.byteLength, data }],
      });
      const claimed = await first.claimJob("owner", 30_000);
      await first.close();
      if (dialect === "sqlite") expect(existsSync(join(location, SQLITE_FILE_NAME))).toBe(true);

      const second = await open(location);
      expect(await second.getConnector("source", source.id)).toEqual(source);
      expect(await second.getWorkflow(workflow.id)).toEqual(workflow);
      expect(await second.getJob(job.id)).toEqual(claimed);
      expectBytes((await second.getJobFile(job.id, "f", null))?.data, data);
      expect(await second.finishJob(job.id, "owner", "COMPLETED")).toBe(true);
    });
  },
);

describe("openStore", () => {
  it("refuses a database URL that is not PostgreSQL without echoing it", async () => {
    const error = await rejection(openStore({ databaseUrl: "mysql://user:s3cret@host/db" }));
    expect(String(error)).toMatch(/postgres:\/\//);
    expect(String(error)).not.toContain("s3cret");
  });

  it("opens SQLite in memory and under a data dir, in WAL mode", async () => {
    const memory = await openStore({ dataDir: ":memory:" });
    expect(memory.dialect).toBe("sqlite");
    expect((await memory.createWorkflow(workflowInput({ name: "m" }))).name).toBe("m");
    await memory.close();

    const dir = mkdtempSync(join(tmpdir(), "docflow-store-"));
    try {
      const store = await openStore({ dataDir: join(dir, "nested", "data") });
      await store.close();
      const db = new DatabaseSync(join(dir, "nested", "data", SQLITE_FILE_NAME));
      expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
