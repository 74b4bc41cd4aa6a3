// Deletions through `docflow serve`: a filesystem source and destination, run, a document deleted at the
// source, run again: the second job's /details list the deleted document (docflow's `deleted_documents`)
// and its output is gone, while the other document's stays. The connectors are checked one by one on
// their servers and stand-ins in __tests__/workflows/connectors (deletions.test.ts, checkDeletions).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "deletions-api-key-0123456789abcdef";

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected field by field
  json: any;
}

describe("deletions through docflow serve", () => {
  let server: TestServer;
  let root: string;

  const api = async (method: string, path: string, json?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { accept: "application/json", "service-api-key": KEY };
    if (json !== undefined) headers["content-type"] = "application/json";
    const response = await request(`${server.url}/api/v1${path}`, {
      method: method as "GET",
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.statusCode, json: await response.body.json() };
  };

  const runToEnd = async (workflowId: string) => {
    const run = await api("POST", `/workflows/${workflowId}/run`);
    expect(run.status).toBe(202);
    for (let waited = 0; waited < 60_000; waited += 100) {
      const job = await api("GET", `/jobs/${run.json.id}`);
      if (!["SCHEDULED", "IN_PROGRESS"].includes(job.json.status)) return job.json;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the job did not end");
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "docflow-deletions-"));
    mkdirSync(join(root, "in"));
    writeFileSync(join(root, "in", "a.txt"), "Memo A\n\nThe archive moves in May.\n");
    writeFileSync(join(root, "in", "b.txt"), "Memo B\n\nThe reading rooms open on Saturdays.\n");
    server = await startTestServer({ partitionApiKeys: [KEY], allowDirs: [root] });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("lists the deleted document in the job's details and deletes its output", async () => {
    const source = await api("POST", "/sources/", {
      name: "in",
      type: "filesystem",
      config: { path: join(root, "in") },
    });
    const destination = await api("POST", "/destinations/", {
      name: "out",
      type: "filesystem",
      config: { path: join(root, "out") },
    });
    const workflow = await api("POST", "/workflows/", {
      name: "deletions",
      workflow_type: "custom",
      source_id: source.json.id,
      destination_id: destination.json.id,
      workflow_nodes: [
        {
          name: "Partitioner",
          type: "partition",
          subtype: "unstructured_api",
          settings: { strategy: "fast" },
        },
      ],
    });
    expect(workflow.status).toBe(200);
    expect((await runToEnd(workflow.json.id)).status).toBe("COMPLETED");
    expect(existsSync(join(root, "out", "a.txt.json"))).toBe(true);

    rmSync(join(root, "in", "a.txt"));
    const second = await runToEnd(workflow.json.id);
    expect(second.status).toBe("COMPLETED");
    const details = await api("GET", `/jobs/${second.id}/details`);
    expect(details.json.processing_status).toBe("SUCCESS");
    expect(details.json.deleted_documents).toEqual([{ document: "a.txt", record_id: "a.txt" }]);
    expect(existsSync(join(root, "out", "a.txt.json"))).toBe(false);
    expect(existsSync(join(root, "out", "b.txt.json"))).toBe(true);

    // Nothing changed since: nothing processed, nothing deleted, no deleted_documents.
    const third = await runToEnd(workflow.json.id);
    expect((await api("GET", `/jobs/${third.id}/details`)).json).not.toHaveProperty("deleted_documents");
  }, 120_000);
});
