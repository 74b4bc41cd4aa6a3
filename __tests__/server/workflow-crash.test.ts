// Crash recovery end to end: `docflow serve` (dist/cli.js, built from the sources for the run) on SQLite is killed
// with SIGKILL in the middle of a job; a new server on the same data directory takes the job over once the
// dead one's lease has run out, skips the files already done, and completes it. The job is never left
// IN_PROGRESS. The files in flight at the kill are tasks whose leases run out: the new server takes them
// over, and every file's result and outputs are written once. The workflow ends in an embed node whose provider (a stand-in of Together AI's API) answers
// for the first files only and holds the next, so the kill always comes with some files done and some not.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "../../src/workflows/store/index.js";
import { killDocflowProcesses, startDocflow } from "../helpers/docflow-process.js";
import { HELD_EMBED_NODE, type HeldProvider, startHeldProvider } from "../helpers/held-provider.js";
import { prose } from "../workflows/job-helpers.js";

const KEY = "sk-crash-e2e-0123456789";
const FILES = 8;
// Files that are done when the server is killed: the provider answers this many, then holds.
const DONE_BEFORE_KILL = 3;

const dirs: string[] = [];
const providers: HeldProvider[] = [];
afterEach(async () => {
  killDocflowProcesses();
  for (const provider of providers.splice(0)) await provider.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const serve = (dataDir: string, modelEnv: Record<string, string>) =>
  startDocflow(["serve", "--data", dataDir, "--port", "0", "--workers", "1"], {
    DOCFLOW_API_KEYS: KEY,
    ...modelEnv,
  });

async function api<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    ...init,
    headers: { "service-api-key": KEY, ...(init.headers as Record<string, string> | undefined) },
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface JobInfo {
  id: string;
  status: string;
  input_file_ids: string[];
  output_node_files: { file_id: string; node_id: string }[];
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("a server killed mid-job (dist/cli.js)", () => {
  it("has its job taken over after restart and completed, skipping the files already done", async () => {
    const root = await mkdtemp(join(tmpdir(), "docflow-crash-"));
    dirs.push(root);
    const dataDir = join(root, "state");
    const held = await startHeldProvider();
    providers.push(held);
    held.allow(DONE_BEFORE_KILL);
    const first = await serve(dataDir, held.modelEnv);

    const created = await api<{ id: string; workflow_nodes: { id: string }[] }>(
      `${first.url}/api/v1/workflows/`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "crash-test",
          workflow_type: "custom",
          workflow_nodes: [
            {
              name: "Partitioner",
              type: "partition",
              subtype: "unstructured_api",
              settings: { strategy: "fast" },
            },
            { name: "Chunker", type: "chunk", subtype: "chunk_by_title", settings: { max_characters: 300 } },
            HELD_EMBED_NODE,
          ],
        }),
      },
    );
    expect(created.status).toBe(200);
    const form = new FormData();
    for (let index = 0; index < FILES; index++) {
      form.append("input_files", new Blob([prose(2)], { type: "text/plain" }), `report-${index}.txt`);
    }
    const run = await api<JobInfo>(`${first.url}/api/v1/workflows/${created.body.id}/run`, {
      method: "POST",
      body: form,
    });
    expect(run.status).toBe(202);
    const jobUrl = (url: string) => `${url}/api/v1/jobs/${run.body.id}`;

    // Kill it once the files the provider answered for are recorded and the next ones wait on it.
    const store = await openStore({ dataDir });
    try {
      await waitFor(
        async () =>
          // Files in flight (twice the workers) wait on the provider at once; one is enough to kill under.
          held.waiting() >= 1 && (await store.getJob(run.body.id))?.file_results.length === DONE_BEFORE_KILL,
        60_000,
        "the job to be under way",
      );
      await first.kill();

      const orphan = await store.getJob(run.body.id);
      expect(orphan?.status).toBe("IN_PROGRESS");
      expect(orphan?.attempts).toBe(1);
      const recordedBeforeKill = orphan?.file_results.length ?? 0;
      expect(recordedBeforeKill).toBe(DONE_BEFORE_KILL);

      held.release();
      const second = await serve(dataDir, held.modelEnv);
      let final: JobInfo | undefined;
      await waitFor(
        async () => {
          final = (await api<JobInfo>(jobUrl(second.url))).body;
          return !["SCHEDULED", "IN_PROGRESS"].includes(final.status);
        },
        90_000,
        "the job to end after the restart",
      );
      expect(final?.status).toBe("COMPLETED");
      const record = await store.getJob(run.body.id);
      expect(record?.attempts).toBe(2);
      expect(record?.lease_owner).toBeNull();
      expect(record?.file_results).toHaveLength(FILES);
      expect(record?.file_results.every((result) => result.status === "COMPLETED")).toBe(true);
      // Every file's three node outputs are listed once.
      expect(final?.output_node_files).toHaveLength(FILES * 3);
      // The second server skipped what the first had finished.
      // Its workers may have finished more files (the job's tasks are claimable before its new coordinator
      // takes the job over); the ones done before the kill were kept as they were, never done again.
      // The server writes its log lines in batches (up to 250 ms late).
      const resumedLine = () =>
        second
          .logs()
          .find((entry) => entry.msg === "resuming: files finished by an earlier attempt are skipped");
      await waitFor(async () => resumedLine() !== undefined, 5_000, "the resuming log line");
      expect(resumedLine()?.skipped).toBeGreaterThanOrEqual(recordedBeforeKill);
      for (const before of orphan?.file_results ?? []) {
        expect(record?.file_results.find((result) => result.file_id === before.file_id)).toEqual(before);
      }

      // A chunk output from before the crash and one from after both download.
      const chunkNode = created.body.workflow_nodes[1]?.id as string;
      for (const fileId of [record?.file_results[0]?.file_id, record?.file_results.at(-1)?.file_id]) {
        const download = await api<{ type: string }[]>(
          `${jobUrl(second.url)}/download?file_id=${fileId}&node_id=${chunkNode}`,
        );
        expect(download.status).toBe(200);
        expect(download.body.length).toBeGreaterThan(1);
        expect(download.body.every((element) => element.type === "CompositeElement")).toBe(true);
      }
      await second.stop();
    } finally {
      await store.close();
    }
  }, 180_000);
});
