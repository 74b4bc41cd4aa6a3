// Runs a workflow end to end for the connector tests: connectors stored with their secrets sealed as the
// API keeps them, a workflow of partition → chunk (→ embed), and jobs run by the real JobRunner over a real
// partition pool. A source of null takes the given files as an upload, as `POST /workflows/{id}/run` does.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { expect } from "vitest";
import type { WorkflowNodeInfo } from "../../../src/contract/nodes.js";
import type { PartitionPool } from "../../../src/server/partition/workers.js";
import { engineExecutors } from "../../../src/server/workflow-runtime.js";
import { type SourceFile, validateConnectorConfig } from "../../../src/workflows/connectors/registry.js";
import { loadSecretKey, sealConfig } from "../../../src/workflows/connectors/secrets.js";
import { openJobEnds } from "../../../src/workflows/job-ends.js";
import { silentLogger } from "../../../src/workflows/logger.js";
import { JobRunner } from "../../../src/workflows/runner.js";
import type { JobRecord, WorkflowRecord, WorkflowStore } from "../../../src/workflows/store/types.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { CHUNK_NODE, PARTITION_NODE, sqliteStore, type TestFile, tempDir, testPool } from "../job-helpers.js";

export { memo } from "../job-helpers.js";

/** Every file a source lists, in listing order. */
export async function listAll(source: {
  list(signal: AbortSignal): AsyncIterable<SourceFile>;
}): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  for await (const file of source.list(new AbortController().signal)) files.push(file);
  return files;
}

/** A job's files as [filename, status] pairs, sorted: what a run processed, whatever the order. */
export function processed(job: Pick<JobRecord, "file_results">): string[][] {
  return job.file_results.map((file) => [file.filename, file.status]).sort();
}

export const embedNode = (model = "lexical-256"): WorkflowNodeInfo => ({
  id: "00000000-0000-4000-8000-0000000000a3",
  name: "Embedder",
  type: "embed",
  subtype: "local",
  settings: { model_name: model },
});

export interface ConnectorSetup {
  type: string;
  config: Record<string, unknown>;
}

export interface RunOptions {
  /** The sources' size limit for this run (to fail a file on purpose). */
  maxFileBytes?: number;
  /** DOCFLOW_PROPAGATE_DELETIONS for this run (default true). */
  propagateDeletions?: boolean;
}

export interface WorkflowHarness {
  store: WorkflowStore;
  pool: PartitionPool;
  dataDir: string;
  /** A directory the filesystem source may read: put documents here and use `filesSource()`. */
  inbox: string;
  /** A filesystem source over `inbox`, or a folder under it (recursive). */
  filesSource(folder?: string): ConnectorSetup;
  /**
   * Stores the connectors (config validated and sealed, as the API does) and a workflow using them. With
   * a `filesystem` source the workflow reprocesses every file on every run unless `reprocess_all` says
   * otherwise: the destination tests run the same files again to prove that a write replaces.
   */
  workflow(options: {
    source?: ConnectorSetup | null;
    destination: ConnectorSetup;
    nodes?: WorkflowNodeInfo[];
    reprocess_all?: boolean;
  }): Promise<WorkflowRecord>;
  /** Runs one job of the workflow to its end; `files` are its upload when the source is local. */
  run(workflow: WorkflowRecord, files?: TestFile[], options?: RunOptions): Promise<JobRecord>;
  close(): Promise<void>;
}

export async function workflowHarness(): Promise<WorkflowHarness> {
  const dir = await tempDir("docflow-connector-wf-");
  const [store, pool] = await Promise.all([sqliteStore(dir.path), testPool(1)]);
  const key = await loadSecretKey(dir.path);
  const inbox = join(dir.path, "inbox");
  await mkdir(inbox);
  const context = { allowDirs: [inbox] };
  let count = 0;

  const connector = async (kind: "source" | "destination", setup: ConnectorSetup) => {
    const config = validateConnectorConfig(kind, setup.type, setup.config, context);
    count += 1;
    return store.createConnector({
      kind,
      name: `${kind}-${count}`,
      type: setup.type,
      config: sealConfig(setup.type, config, key),
    });
  };

  return {
    store,
    pool,
    dataDir: dir.path,
    inbox,
    filesSource: (folder) => ({
      type: "filesystem",
      config: { path: folder ? join(inbox, folder) : inbox, recursive: true },
    }),
    async workflow({ source = null, destination, nodes = [PARTITION_NODE, CHUNK_NODE], reprocess_all }) {
      const sourceRecord = source ? await connector("source", source) : null;
      const destinationRecord = await connector("destination", destination);
      count += 1;
      return store.createWorkflow({
        name: `workflow-${count}`,
        status: "active",
        workflow_type: "custom",
        source_id: sourceRecord?.id ?? null,
        destination_id: destinationRecord.id,
        workflow_nodes: nodes,
        schedule: null,
        reprocess_all: reprocess_all ?? source?.type === "filesystem",
      });
    },
    async run(workflow, files = [], options = {}) {
      const job = await store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: workflow.source_id === null ? "ephemeral" : "persistent",
        input_files: files.map((file, index) => {
          const data = typeof file.data === "string" ? new TextEncoder().encode(file.data) : file.data;
          return {
            // Stable ids: an upload's file id is its record id, so a re-run of the same files replaces.
            file_id: `upload-${index}-${file.name}`,
            filename: file.name,
            content_type: file.type ?? "text/plain",
            size: data.byteLength,
            data,
          };
        }),
      });
      const runner = new JobRunner({
        store,
        executors: engineExecutors(pool),
        openEnds: openJobEnds({
          store,
          dataDir: dir.path,
          logger: silentLogger,
          allowDirs: [inbox],
          maxFileBytes: options.maxFileBytes,
          propagateDeletions: options.propagateDeletions,
          // The stand-ins and real servers of these tests listen on loopback, as an operator allows it.
          outbound: LOOPBACK_ALLOWED,
        }),
        concurrency: 1,
      });
      await runner.runOnce();
      const done = await store.getJob(job.id);
      if (!done) throw new Error(`job ${job.id} vanished`);
      return done;
    },
    async close() {
      await pool.close();
      await store.close();
      await dir.remove();
    },
  };
}

/**
 * The incremental listing of an object-store source (s3, azure, gcs): `put` writes an object under the
 * source's folder, `remove` deletes one. Runs the workflow and checks that later runs process only what
 * is new or changed, that a run with a failed file does not advance the cursor, and that reprocess_all
 * processes everything.
 */
export async function checkIncrementalRuns(
  harness: WorkflowHarness,
  workflow: WorkflowRecord,
  put: (name: string, text: string) => Promise<void>,
  remove: (name: string) => Promise<void>,
): Promise<void> {
  const note = (n: number, extra = "") => `Note ${n}\n\nThe archive moves to building ${n} in May.${extra}\n`;
  await put("a.txt", note(1));
  await put("sub/b.txt", note(2));
  await put("c.txt", note(3));

  const first = await harness.run(workflow);
  expect(first.error ?? null).toBeNull();
  expect(processed(first)).toEqual([
    ["a.txt", "COMPLETED"],
    ["b.txt", "COMPLETED"],
    ["c.txt", "COMPLETED"],
  ]);
  // Nothing changed: everything is listed, nothing processed.
  expect(processed(await harness.run(workflow))).toEqual([]);

  // One object overwritten (same size, so only its version tells), one added, one deleted.
  await put("sub/b.txt", note(7));
  await put("d.txt", note(4));
  await remove("a.txt");
  const third = await harness.run(workflow);
  expect(third.status).toBe("COMPLETED");
  expect(processed(third)).toEqual([
    ["a.txt", "DELETED"],
    ["b.txt", "COMPLETED"],
    ["d.txt", "COMPLETED"],
  ]);
  expect(processed(await harness.run(workflow))).toEqual([]);

  // A run with a failed file keeps the cursor: the next run processes the same changes again.
  await put("c.txt", note(3, " Changed."));
  await put("e.txt", note(5, " A longer note.".repeat(20)));
  const failing = await harness.run(workflow, [], { maxFileBytes: 200 });
  expect(processed(failing)).toEqual([
    ["c.txt", "COMPLETED"],
    ["e.txt", "FAILED"],
  ]);
  const retried = await harness.run(workflow);
  expect(processed(retried)).toEqual([
    ["c.txt", "COMPLETED"],
    ["e.txt", "COMPLETED"],
  ]);
  expect(processed(await harness.run(workflow))).toEqual([]);

  // reprocess_all: every object is processed again.
  const again = await harness.store.updateWorkflow(workflow.id, { reprocess_all: true });
  expect(processed(await harness.run(again ?? workflow)).map(([name]) => name)).toEqual([
    "b.txt",
    "c.txt",
    "d.txt",
    "e.txt",
  ]);
}

/** A folder under the harness's inbox that a filesystem source reads: `put` writes a file, `remove` deletes. */
export function inboxFolder(harness: WorkflowHarness, folder: string) {
  const root = join(harness.inbox, folder);
  return {
    source: harness.filesSource(folder),
    async put(name: string, text: string): Promise<void> {
      await mkdir(dirname(join(root, name)), { recursive: true });
      await writeFile(join(root, name), text);
    },
    async remove(name: string): Promise<void> {
      await rm(join(root, name));
    },
  };
}

/** How many records (rows, keys, points, objects, ...) the destination holds per record id. */
export type HeldRecords = () => Promise<Map<string, number>>;

/** How many of `items` have each key (record id). */
export function countBy<T>(items: Iterable<T>, key: (item: T) => unknown): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const id = String(key(item));
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Record id → elements, from the JSON files a file destination wrote (`<path>.json`, path → id by `idOf`). */
export function heldInOutputs(
  outputs: Map<string, string>,
  idOf: (path: string) => string,
): Map<string, number> {
  const held = new Map<string, number>();
  for (const [path, json] of outputs) {
    held.set(idOf(path.replace(/\.json$/, "")), (JSON.parse(json) as unknown[]).length);
  }
  return held;
}

/** What a filesystem destination wrote under `out`, by path under it ('/'-separated). */
export async function outputsIn(out: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const entries = await readdir(out, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    found.set(relative(out, full).split("\\").join("/"), await readFile(full, "utf8"));
  }
  return found;
}

/**
 * Deletions reach the destination: three documents are written; then one is deleted at the source and
 * one moved to another folder, and the next run deletes the records of both (the moved one is written
 * again under its new id), leaves the third document's records as they were, and says so in the job's
 * details; with deletions not propagated, a deleted document's records stay. `put` and `remove` work on
 * the source under its root; `idOf` is a name's record id; `held` reads what the destination holds.
 */
export async function checkDeletions(
  harness: WorkflowHarness,
  workflow: WorkflowRecord,
  io: { put(name: string, text: string): Promise<void>; remove(name: string): Promise<void> },
  idOf: (name: string) => string,
  held: HeldRecords,
): Promise<void> {
  const note = (n: number) =>
    `Note ${n}\n\nThe archive moves to building ${n} in May, with ${"every shelf ".repeat(n)}labelled.\n`;
  await io.put("a.txt", note(1));
  await io.put("b.txt", note(2));
  await io.put("sub/c.txt", note(3));
  const first = await harness.run(workflow);
  expect(first.error ?? null).toBeNull();
  expect(processed(first).map(([name]) => name)).toEqual(["a.txt", "b.txt", "c.txt"]);
  const before = await held();
  expect([...before.keys()].sort()).toEqual([idOf("a.txt"), idOf("b.txt"), idOf("sub/c.txt")].sort());
  for (const count of before.values()) expect(count).toBeGreaterThan(0);

  await io.remove("a.txt");
  await io.put("moved/c.txt", note(3));
  await io.remove("sub/c.txt");
  const second = await harness.run(workflow);
  expect(second.status).toBe("COMPLETED");
  expect(second.error ?? null).toBeNull();
  expect(processed(second)).toEqual([
    ["a.txt", "DELETED"],
    ["c.txt", "COMPLETED"],
    ["sub/c.txt", "DELETED"],
  ]);
  const after = await held();
  expect([...after.keys()].sort()).toEqual([idOf("b.txt"), idOf("moved/c.txt")].sort());
  // The untouched document keeps its records.
  expect(after.get(idOf("b.txt"))).toBe(before.get(idOf("b.txt")));
  expect(after.get(idOf("moved/c.txt"))).toBe(before.get(idOf("sub/c.txt")));
  const { jobDetails } = await import("../../../src/server/workflow/records.js");
  expect(jobDetails(second, workflow).deleted_documents).toEqual([
    { document: "a.txt", record_id: idOf("a.txt") },
    { document: "sub/c.txt", record_id: idOf("sub/c.txt") },
  ]);
  // Nothing changed: nothing to process, nothing to delete.
  expect(processed(await harness.run(workflow))).toEqual([]);

  // Deletions not propagated (the old behaviour): the records stay.
  await io.remove("b.txt");
  const kept = await harness.run(workflow, [], { propagateDeletions: false });
  expect(processed(kept)).toEqual([]);
  expect((await held()).get(idOf("b.txt"))).toBe(before.get(idOf("b.txt")));
}
