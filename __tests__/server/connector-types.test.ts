// A connector type this server cannot run is refused where it is met: creating the connector, naming it in
// a workflow, and running a workflow that still holds one (stored before the server refused such types, or
// by another server sharing the store). Each 422 names the type and the types this server runs.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportedConnectorTypes } from "../../src/workflows/connectors/registry.js";
import { openStore } from "../../src/workflows/store/index.js";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "connector-types-key-0123456789";

describe("connector types this server cannot run", () => {
  let dataDir: string;
  let server: TestServer;
  let workflowId: string;
  let boxId: string;
  let outId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "docflow-connector-types-"));
    const store = await openStore({ dataDir });
    await store.migrate();
    const box = await store.createConnector({
      kind: "source",
      name: "old-box",
      type: "box",
      config: { remote_url: "box://folder" },
    });
    boxId = box.id;
    const out = await store.createConnector({
      kind: "destination",
      name: "out",
      type: "s3",
      config: { remote_url: "s3://out", anonymous: true },
    });
    outId = out.id;
    const workflow = await store.createWorkflow({
      name: "from-box",
      status: "active",
      workflow_type: "custom",
      source_id: box.id,
      destination_id: out.id,
      workflow_nodes: [
        { id: randomUUID(), name: "P", type: "partition", subtype: "unstructured_api", settings: {} },
      ],
      schedule: null,
      reprocess_all: false,
    });
    workflowId = workflow.id;
    await store.close();
    server = await startTestServer({ dataDir, partitionApiKeys: [KEY], workflowRuntime: false });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(method: "GET" | "POST", path: string, json?: unknown) {
    const response = await request(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        "service-api-key": KEY,
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.statusCode, json: (await response.body.json()) as { detail: unknown } };
  }

  it("refuses to create one, naming the type and the supported types", async () => {
    const answer = await call("POST", "/sources/", {
      name: "x",
      type: "sharepoint-online",
      config: { site: "s" },
    });
    expect(answer.status).toBe(422);
    const [item] = answer.json.detail as { loc: unknown[]; msg: string }[];
    expect(item?.loc).toEqual(["body", "type"]);
    expect(item?.msg).toContain("connector type 'sharepoint-online' is not supported as a source");
    for (const type of supportedConnectorTypes("source")) expect(item?.msg).toContain(`'${type}'`);
  });

  it("refuses a workflow that names one", async () => {
    const answer = await call("POST", "/workflows/", {
      name: "new-from-box",
      workflow_type: "custom",
      source_id: boxId,
      destination_id: outId,
      workflow_nodes: [{ name: "P", type: "partition", subtype: "unstructured_api", settings: {} }],
    });
    expect(answer.status).toBe(422);
    const [item] = answer.json.detail as { loc: unknown[]; msg: string }[];
    expect(item?.loc).toEqual(["body", "source_id"]);
    expect(item?.msg).toContain(`source connector 'old-box' (${boxId}) has type 'box'`);
  });

  it("refuses to run a stored workflow that holds one, and starts no job", async () => {
    const answer = await call("POST", `/workflows/${workflowId}/run`);
    expect(answer.status).toBe(422);
    const [item] = answer.json.detail as { loc: unknown[]; msg: string }[];
    expect(item?.loc).toEqual(["path", "workflow_id"]);
    expect(item?.msg).toMatch(
      new RegExp(`workflow ${workflowId} cannot run: its source connector 'old-box' .* has type 'box'`),
    );
    expect(item?.msg).toContain(`'${supportedConnectorTypes("source").at(-1)}'`);
    const jobs = await call("GET", `/jobs/?workflow_id=${workflowId}`);
    expect(jobs.json).toEqual([]);
  });
});
