// Shared by the runner, scheduler and crash tests: a real SQLite store in a temp dir, local workflows with
// node ids, jobs with uploaded files, the engine-backed executors over a real partition pool, and a
// poller for job states.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { WorkflowNodeInfo } from "../../src/contract/nodes.js";
import { PartitionPool } from "../../src/server/partition/workers.js";
import { openStore } from "../../src/workflows/store/index.js";
import type { JobRecord, WorkflowRecord, WorkflowStore } from "../../src/workflows/store/types.js";
import { testWorkerFile } from "../server/helpers.js";

export { prose } from "../server/fixtures.js";

export const PARTITION_NODE: WorkflowNodeInfo = {
  id: "00000000-0000-4000-8000-0000000000a1",
  name: "Partitioner",
  type: "partition",
  subtype: "unstructured_api",
  settings: { strategy: "fast" },
};

export const CHUNK_NODE: WorkflowNodeInfo = {
  id: "00000000-0000-4000-8000-0000000000a2",
  name: "Chunker",
  type: "chunk",
  subtype: "chunk_by_title",
  settings: { max_characters: 300 },
};

export async function tempDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export async function sqliteStore(dataDir: string): Promise<WorkflowStore> {
  const store = await openStore({ dataDir });
  await store.migrate();
  return store;
}

export async function testPool(workers = 2): Promise<PartitionPool> {
  return new PartitionPool({ workers, queueSize: 256, workerFile: await testWorkerFile() });
}

export function localWorkflow(
  store: WorkflowStore,
  nodes: WorkflowNodeInfo[] = [PARTITION_NODE, CHUNK_NODE],
  name = `wf-${randomUUID().slice(0, 8)}`,
): Promise<WorkflowRecord> {
  return store.createWorkflow({
    name,
    status: "active",
    workflow_type: "custom",
    source_id: null,
    destination_id: null,
    workflow_nodes: nodes,
    schedule: null,
    reprocess_all: false,
  });
}

export interface TestFile {
  name: string;
  data: string | Uint8Array;
  type?: string;
}

export function submitJob(
  store: WorkflowStore,
  workflow: WorkflowRecord,
  files: TestFile[],
): Promise<JobRecord> {
  return store.createJob({
    workflow_id: workflow.id,
    workflow_name: workflow.name,
    job_type: "ephemeral",
    input_files: files.map((file) => {
      const data = typeof file.data === "string" ? new TextEncoder().encode(file.data) : file.data;
      return {
        file_id: randomUUID(),
        filename: file.name,
        content_type: file.type ?? "text/plain",
        size: data.byteLength,
        data,
      };
    }),
  });
}

/** A short memo: a title and two paragraphs, numbered so each file differs. */
export function memo(index: number): string {
  return (
    `Memo ${index}\n\nThe committee met on day ${index} and agreed to open the new library in spring.\n\n` +
    `Members asked for the staffing costs of the reading rooms on weekends, item ${index}.\n`
  );
}

export async function waitForJob(
  store: WorkflowStore,
  id: string,
  until: (job: JobRecord) => boolean,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<JobRecord> {
  const deadline = Date.now() + timeoutMs;
  let last: JobRecord | undefined;
  while (Date.now() < deadline) {
    last = await store.getJob(id);
    if (last && until(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(
    `job ${id} did not reach the expected state in ${timeoutMs} ms; last: ${JSON.stringify(last?.status)}`,
  );
}

export const isTerminal = (job: JobRecord) => ["COMPLETED", "FAILED", "STOPPED"].includes(job.status);
