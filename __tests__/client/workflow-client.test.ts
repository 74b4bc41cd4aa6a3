import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../src/client/errors.js";
import { WorkflowClient, workflowBaseUrl } from "../../src/client/workflow.js";
import { ContractValidationError } from "../../src/contract/validation.js";
import {
  formOf,
  type RecordedRequest,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from "../helpers/recording-server.js";

const KEY = "wf-key-abcdef123456";
const NOW = "2026-11-22T10:00:00.000Z";
const SOURCE = {
  id: "src-1",
  name: "docs-bucket",
  type: "s3",
  config: { remote_url: "s3://b/p" },
  created_at: NOW,
};
const WORKFLOW = {
  id: "wf-1",
  name: "nightly",
  status: "active",
  workflow_type: "custom",
  sources: ["src-1"],
  destinations: ["dst-1"],
  workflow_nodes: [
    { name: "Partitioner", type: "partition", subtype: "service_api", settings: { strategy: "fast" } },
  ],
  schedule: { crontab_entries: [{ cron_expression: "0 0 * * 0" }] },
  created_at: NOW,
};
const JOB = {
  id: "job-1",
  workflow_id: "wf-1",
  workflow_name: "nightly",
  status: "IN_PROGRESS",
  created_at: NOW,
  output_node_files: [{ node_id: "n-1", file_id: "f-1", node_type: "partition" }],
};

/** Answers each request by method and path, the way the hosted service does. */
function route(request: RecordedRequest): [number, unknown] {
  const path = request.url.split("?")[0] ?? "";
  const key = `${request.method} ${path}`;
  if (/^(GET|POST) \/api\/v1\/sources\/$/.test(key))
    return [200, request.method === "GET" ? [SOURCE] : SOURCE];
  if (/^(GET|PUT) \/api\/v1\/sources\/src-1$/.test(key)) return [200, SOURCE];
  if (key === "DELETE /api/v1/sources/src-1")
    return [200, { detail: "Source with id src-1 successfully deleted." }];
  if (/^(GET|POST) \/api\/v1\/destinations\/$/.test(key))
    return [200, request.method === "GET" ? [] : SOURCE];
  if (/^(GET|PUT|DELETE) \/api\/v1\/destinations\/dst-1$/.test(key)) return [200, SOURCE];
  if (/^(GET|POST) \/api\/v1\/workflows\/$/.test(key))
    return [200, request.method === "GET" ? [WORKFLOW] : WORKFLOW];
  if (/^(GET|PUT) \/api\/v1\/workflows\/wf-1$/.test(key)) return [200, WORKFLOW];
  if (key === "DELETE /api/v1/workflows/wf-1")
    return [200, { detail: "Workflow with id wf-1 successfully deleted." }];
  if (key === "POST /api/v1/workflows/wf-1/run") return [202, JOB];
  if (key === "GET /api/v1/jobs/") return [200, [JOB]];
  if (key === "GET /api/v1/jobs/job-1") return [200, JOB];
  if (key === "POST /api/v1/jobs/job-1/cancel")
    return [200, { id: "job-1", status: "cancelled", message: "Job successfully cancelled." }];
  if (key === "GET /api/v1/jobs/job-1/download")
    return [200, [{ type: "Title", element_id: "e", text: "T", metadata: {} }]];
  return [404, { detail: "Not Found" }];
}

let server: RecordingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function withServer(): Promise<WorkflowClient> {
  server = await startRecordingServer((request, response) => {
    const [status, body] = route(request);
    sendJson(response, status, body);
  });
  return new WorkflowClient({
    baseUrl: server.url,
    apiKey: KEY,
    retry: { initialDelayMs: 5, maxDelayMs: 20 },
  });
}

function last(): RecordedRequest {
  const request = server?.requests.at(-1);
  if (!request) throw new Error("no request recorded");
  return request;
}

describe("workflowBaseUrl", () => {
  it("adds /api/v1 unless it is there", () => {
    expect(workflowBaseUrl("http://h:8000")).toBe("http://h:8000/api/v1");
    expect(workflowBaseUrl("http://h:8000/")).toBe("http://h:8000/api/v1");
    expect(workflowBaseUrl("http://h:8000/api/v1/")).toBe("http://h:8000/api/v1");
    expect(workflowBaseUrl("https://h/prefix")).toBe("https://h/prefix/api/v1");
  });
});

describe("WorkflowClient", () => {
  it("covers the connector operations with exact paths, filters and headers", async () => {
    const client = await withServer();

    expect(await client.sources.list({ type: "s3" })).toEqual([SOURCE]);
    expect(last().url).toBe("/api/v1/sources/?source_type=s3");
    expect(last().headers["service-api-key"]).toBe(KEY);
    expect(last().headers.accept).toBe("application/json");

    await client.sources.get("src-1");
    expect(`${last().method} ${last().url}`).toBe("GET /api/v1/sources/src-1");

    await client.sources.create({ name: "docs-bucket", type: "s3", config: { remote_url: "s3://b/p" } });
    expect(`${last().method} ${last().url}`).toBe("POST /api/v1/sources/");
    expect(last().headers["content-type"]).toBe("application/json");
    expect(JSON.parse(last().body.toString())).toEqual({
      name: "docs-bucket",
      type: "s3",
      config: { remote_url: "s3://b/p" },
    });

    await client.sources.update("src-1", { config: { remote_url: "s3://b/q" } });
    expect(`${last().method} ${last().url}`).toBe("PUT /api/v1/sources/src-1");
    expect(JSON.parse(last().body.toString())).toEqual({ config: { remote_url: "s3://b/q" } });

    expect(await client.sources.delete("src-1")).toEqual({
      detail: "Source with id src-1 successfully deleted.",
    });
    expect(`${last().method} ${last().url}`).toBe("DELETE /api/v1/sources/src-1");

    await client.destinations.list({ type: "postgres" });
    expect(last().url).toBe("/api/v1/destinations/?destination_type=postgres");
    await client.destinations.list();
    expect(last().url).toBe("/api/v1/destinations/");
    await client.destinations.get("dst-1");
    await client.destinations.update("dst-1", { config: { host: "db" } });
    await client.destinations.delete("dst-1");
    expect(server?.requests.map((r) => `${r.method} ${r.url}`).slice(-3)).toEqual([
      "GET /api/v1/destinations/dst-1",
      "PUT /api/v1/destinations/dst-1",
      "DELETE /api/v1/destinations/dst-1",
    ]);
  });

  it("covers the workflow operations, with combinable filters", async () => {
    const client = await withServer();
    const workflows = await client.workflows.list({
      sourceId: "src-1",
      destinationId: "dst-1",
      status: "active",
    });
    expect(workflows[0]?.schedule?.crontab_entries[0]?.cron_expression).toBe("0 0 * * 0");
    expect(last().url).toBe("/api/v1/workflows/?source_id=src-1&destination_id=dst-1&status=active");

    const body = {
      name: "nightly",
      source_id: "src-1",
      destination_id: "dst-1",
      workflow_type: "custom" as const,
      workflow_nodes: [
        {
          name: "Partitioner",
          type: "partition" as const,
          subtype: "service_api",
          settings: { strategy: "fast" },
        },
      ],
      schedule: "weekly" as const,
    };
    await client.workflows.create(body);
    expect(`${last().method} ${last().url}`).toBe("POST /api/v1/workflows/");
    expect(JSON.parse(last().body.toString())).toMatchObject(body);

    await client.workflows.update("wf-1", body);
    expect(`${last().method} ${last().url}`).toBe("PUT /api/v1/workflows/wf-1");
    await client.workflows.get("wf-1");
    expect(`${last().method} ${last().url}`).toBe("GET /api/v1/workflows/wf-1");
    await client.workflows.delete("wf-1");
    expect(`${last().method} ${last().url}`).toBe("DELETE /api/v1/workflows/wf-1");
  });

  it("runs a local workflow with repeated input_files parts carrying names and media types", async () => {
    const client = await withServer();
    const job = await client.workflows.run("wf-1", {
      inputFiles: [
        { name: "report.pdf", data: new Uint8Array([0x25, 0x50, 0x44, 0x46]) },
        { name: "notes.txt", data: "hello", contentType: "text/plain" },
      ],
    });
    expect(job.status).toBe("IN_PROGRESS");
    expect(`${last().method} ${last().url}`).toBe("POST /api/v1/workflows/wf-1/run");
    const files = (await formOf(last())).getAll("input_files") as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["report.pdf", "application/pdf"],
      ["notes.txt", "text/plain"],
    ]);
    expect(await files[1]?.text()).toBe("hello");
  });

  it("runs a remote workflow with no body", async () => {
    const client = await withServer();
    await client.workflows.run("wf-1");
    expect(last().body.length).toBe(0);
    expect(last().headers["content-type"]).toBeUndefined();
  });

  it("covers the job operations and normalises the status filter", async () => {
    const client = await withServer();
    const jobs = await client.jobs.list({ workflowId: "wf-1", status: "IN_PROGRESS" });
    expect(jobs[0]?.output_node_files?.[0]).toMatchObject({ node_id: "n-1", file_id: "f-1" });
    expect(last().url).toBe("/api/v1/jobs/?workflow_id=wf-1&status=im+progress");
    await client.jobs.list({ status: "Completed" });
    expect(last().url).toBe("/api/v1/jobs/?status=completed");
    await expect(client.jobs.list({ status: "done" })).rejects.toThrow(/Unknown job status 'done'/);

    expect((await client.jobs.get("job-1")).workflow_name).toBe("nightly");
    expect(await client.jobs.cancel("job-1")).toMatchObject({ status: "cancelled" });
    expect(`${last().method} ${last().url}`).toBe("POST /api/v1/jobs/job-1/cancel");

    const file = await client.jobs.download("job-1", { fileId: "f-1", nodeId: "n-1" });
    expect(last().url).toBe("/api/v1/jobs/job-1/download?file_id=f-1&node_id=n-1");
    expect(file.contentType).toMatch(/application\/json/);
    expect(JSON.parse(file.body.toString())[0].type).toBe("Title");
  });

  it("validates request bodies with the contract before sending", async () => {
    const client = await withServer();
    const error = await client.workflows
      .create({
        name: "bad",
        workflow_type: "custom",
        workflow_nodes: [{ name: "Chunker", type: "chunk", subtype: "chunk_by_title", settings: {} }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractValidationError);
    expect((error as Error).message).toMatch(/partition/);
    expect(server?.requests).toHaveLength(0);
  });

  it("keeps the 404 detail and does not retry it", async () => {
    const client = await withServer();
    const error = (await client.jobs.get("nope").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.path).toBe("/api/v1/jobs/nope");
    expect(error.message).toBe(
      "GET /api/v1/jobs/nope failed with HTTP 404: Not Found (check the id and the base address)",
    );
    expect(server?.requests).toHaveLength(1);
  });

  it("retries a non-idempotent POST only when the server says it was not processed", async () => {
    let answer = 502;
    server = await startRecordingServer((_req, res, i) =>
      i === 0 ? sendJson(res, answer, { detail: "upstream" }) : sendJson(res, 202, JOB),
    );
    const client = new WorkflowClient({
      baseUrl: server.url,
      apiKey: KEY,
      retry: { initialDelayMs: 5, maxDelayMs: 20 },
    });
    const error = (await client.workflows.run("wf-1").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(server.requests).toHaveLength(1);

    await server.close();
    answer = 503;
    server = await startRecordingServer((_req, res, i) =>
      i === 0 ? sendJson(res, answer, { detail: "busy" }) : sendJson(res, 202, JOB),
    );
    const again = new WorkflowClient({
      baseUrl: server.url,
      apiKey: KEY,
      retry: { initialDelayMs: 5, maxDelayMs: 20 },
    });
    expect((await again.workflows.run("wf-1")).id).toBe("job-1");
    expect(server.requests).toHaveLength(2);
  });

  it("retries an idempotent GET on 502 and 504", async () => {
    server = await startRecordingServer((_req, res, i) =>
      i < 2 ? sendJson(res, i === 0 ? 502 : 504, { detail: "gateway" }) : sendJson(res, 200, JOB),
    );
    const client = new WorkflowClient({
      baseUrl: server.url,
      apiKey: KEY,
      retry: { initialDelayMs: 5, maxDelayMs: 20 },
    });
    expect((await client.jobs.get("job-1")).id).toBe("job-1");
    expect(server.requests).toHaveLength(3);
  });

  it("does not retry a 500", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 500, { detail: "boom" }));
    const client = new WorkflowClient({ baseUrl: server.url, retry: { initialDelayMs: 5 } });
    const error = (await client.jobs.get("job-1").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("GET /api/v1/jobs/job-1 failed with HTTP 500: boom");
    expect(server.requests).toHaveLength(1);
  });
});
