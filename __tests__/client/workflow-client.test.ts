// The WorkflowClient against the real `docflow serve` (SQLite in a temp dir, the workflow runtime on),
// reached through a recording proxy so the tests still see exactly what goes over the wire: paths, query
// strings, headers and bodies. Retries on 502/503/504 and the 500 that is not retried need a server that
// fails on purpose, so those few keep a scripted stand-in.
import { randomUUID } from "node:crypto";
import { request } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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
import { startTestServer, type TestServer } from "../server/helpers.js";

const KEY = "wf-key-abcdef123456";
const JOB = {
  id: "job-1",
  workflow_id: "wf-1",
  workflow_name: "nightly",
  status: "IN_PROGRESS",
  created_at: "2026-11-22T10:00:00.000Z",
};
const S3_CONFIG = {
  remote_url: "s3://docs/in/",
  key: "AKIA-CLIENT-TEST",
  secret: "client-test-secret-value",
  endpoint_url: "http://127.0.0.1:9",
};
const PARTITION = {
  name: "Partitioner",
  type: "partition" as const,
  subtype: "service_api",
  settings: { strategy: "fast" },
};

let real: TestServer;
let proxy: RecordingServer;
beforeAll(async () => {
  real = await startTestServer({ partitionApiKeys: [KEY] });
  // Forwards every request to the real server and hands its answer back unchanged.
  proxy = await startRecordingServer(async (recorded, response) => {
    const headers = { ...recorded.headers };
    delete headers.host;
    delete headers.connection;
    delete headers["transfer-encoding"];
    const answer = await request(`${real.url}${recorded.url}`, {
      method: recorded.method as "GET",
      headers,
      body: recorded.body.length > 0 ? recorded.body : undefined,
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === "string" && !["connection", "keep-alive", "transfer-encoding"].includes(name)) {
        out[name] = value;
      }
    }
    response.writeHead(answer.statusCode, out);
    response.end(body);
  });
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await real?.close();
});

let server: RecordingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function connect(): WorkflowClient {
  proxy.requests.length = 0;
  return new WorkflowClient({
    baseUrl: proxy.url,
    apiKey: KEY,
    retry: { initialDelayMs: 5, maxDelayMs: 20 },
  });
}

function last(): RecordedRequest {
  const recorded = proxy.requests.at(-1);
  if (!recorded) throw new Error("no request recorded");
  return recorded;
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("workflowBaseUrl", () => {
  it("adds /api/v1 unless it is there", () => {
    expect(workflowBaseUrl("http://h:8000")).toBe("http://h:8000/api/v1");
    expect(workflowBaseUrl("http://h:8000/")).toBe("http://h:8000/api/v1");
    expect(workflowBaseUrl("http://h:8000/api/v1/")).toBe("http://h:8000/api/v1");
    expect(workflowBaseUrl("https://h/prefix")).toBe("https://h/prefix/api/v1");
  });
});

describe("WorkflowClient against docflow serve", () => {
  it("covers the connector operations with exact paths, filters and headers", async () => {
    const client = connect();
    const name = unique("docs-bucket");
    const created = await client.sources.create({ name, type: "s3", config: S3_CONFIG });
    expect(`${last().method} ${last().url}`).toBe("POST /api/v1/sources/");
    expect(last().headers["content-type"]).toBe("application/json");
    expect(JSON.parse(last().body.toString())).toEqual({ name, type: "s3", config: S3_CONFIG });
    expect(created).toMatchObject({
      name,
      type: "s3",
      config: { remote_url: "s3://docs/in/", secret: "**********" },
    });

    const listed = await client.sources.list({ type: "s3" });
    expect(listed.map((c) => c.id)).toContain(created.id);
    expect(last().url).toBe("/api/v1/sources/?source_type=s3");
    expect(last().headers["service-api-key"]).toBe(KEY);
    expect(last().headers.accept).toBe("application/json");
    expect(await client.sources.list({ type: "gcs" })).toEqual([]);

    expect(await client.sources.get(created.id)).toEqual(created);
    expect(`${last().method} ${last().url}`).toBe(`GET /api/v1/sources/${created.id}`);

    // The record read back, "**********" and all, is a valid update: the stored secret is kept.
    const updated = await client.sources.update(created.id, {
      config: { ...created.config, remote_url: "s3://docs/other/" },
    });
    expect(`${last().method} ${last().url}`).toBe(`PUT /api/v1/sources/${created.id}`);
    expect(updated.config.remote_url).toBe("s3://docs/other/");

    expect(await client.sources.delete(created.id)).toEqual({
      detail: `Source with id ${created.id} successfully deleted.`,
    });
    expect(`${last().method} ${last().url}`).toBe(`DELETE /api/v1/sources/${created.id}`);

    const destination = await client.destinations.create({
      name: unique("pg"),
      type: "postgres",
      config: {
        host: "127.0.0.1",
        port: 5432,
        database: "docs",
        username: "docflow",
        password: "client-test-password",
        table_name: "elements",
        batch_size: 50,
      },
    });
    expect(destination.config.password).toBe("**********");
    await client.destinations.list({ type: "postgres" });
    expect(last().url).toBe("/api/v1/destinations/?destination_type=postgres");
    await client.destinations.list();
    expect(last().url).toBe("/api/v1/destinations/");
    await client.destinations.get(destination.id);
    // A new host needs the password again: the "**********" read back is refused there (secret binding).
    await client.destinations.update(destination.id, {
      config: { ...destination.config, host: "db", password: "client-test-password" },
    });
    await client.destinations.delete(destination.id);
    expect(
      proxy.requests.map((r) => `${r.method} ${r.url} ${r.headers["service-api-key"]}`).slice(-3),
    ).toEqual([
      `GET /api/v1/destinations/${destination.id} ${KEY}`,
      `PUT /api/v1/destinations/${destination.id} ${KEY}`,
      `DELETE /api/v1/destinations/${destination.id} ${KEY}`,
    ]);
    const gone = (await client.destinations.get(destination.id).catch((e: unknown) => e)) as ApiError;
    expect(gone.status).toBe(404);
  });

  it("covers the workflow operations, with combinable filters", async () => {
    const client = connect();
    const source = await client.sources.create({ name: unique("src"), type: "s3", config: S3_CONFIG });
    const destination = await client.destinations.create({
      name: unique("dst"),
      type: "s3",
      config: { ...S3_CONFIG, remote_url: "s3://docs/out/" },
    });
    const body = {
      name: unique("nightly"),
      source_id: source.id,
      destination_id: destination.id,
      workflow_type: "custom" as const,
      workflow_nodes: [PARTITION],
      schedule: "weekly" as const,
    };
    const created = await client.workflows.create(body);
    expect(`${last().method} ${last().url}`).toBe("POST /api/v1/workflows/");
    expect(JSON.parse(last().body.toString())).toMatchObject(body);
    expect(created.workflow_nodes[0]?.id).toMatch(/^[0-9a-f-]{36}$/);

    const workflows = await client.workflows.list({
      sourceId: source.id,
      destinationId: destination.id,
      status: "active",
    });
    expect(workflows.map((w) => w.id)).toEqual([created.id]);
    expect(workflows[0]?.schedule?.crontab_entries[0]?.cron_expression).toBe("0 0 * * 0");
    expect(last().url).toBe(
      `/api/v1/workflows/?source_id=${source.id}&destination_id=${destination.id}&status=active`,
    );
    expect(await client.workflows.list({ sourceId: source.id, status: "inactive" })).toEqual([]);

    const updated = await client.workflows.update(created.id, { ...body, schedule: "daily" });
    expect(`${last().method} ${last().url}`).toBe(`PUT /api/v1/workflows/${created.id}`);
    expect(updated.schedule?.crontab_entries[0]?.cron_expression).toBe("0 0 * * *");
    expect(await client.workflows.get(created.id)).toEqual(updated);
    expect(`${last().method} ${last().url}`).toBe(`GET /api/v1/workflows/${created.id}`);

    const taken = (await client.workflows.create(body).catch((e: unknown) => e)) as ApiError;
    expect(taken.status).toBe(409);

    expect(await client.workflows.delete(created.id)).toEqual({
      detail: `Workflow with id ${created.id} successfully deleted.`,
    });
    expect(`${last().method} ${last().url}`).toBe(`DELETE /api/v1/workflows/${created.id}`);
  });

  it("runs a local workflow with repeated input_files parts carrying names and media types, and downloads", async () => {
    const client = connect();
    const workflow = await client.workflows.create({
      name: unique("local"),
      workflow_type: "custom",
      workflow_nodes: [PARTITION],
    });
    const job = await client.workflows.run(workflow.id, {
      inputFiles: [
        { name: "notes.md", data: "# Notes\n\nHello from the client test." },
        { name: "notes.txt", data: "Hello\n\nPlain text here.", contentType: "text/plain" },
      ],
    });
    expect(["SCHEDULED", "IN_PROGRESS"]).toContain(job.status);
    expect(job.input_file_ids).toHaveLength(2);
    expect(`${last().method} ${last().url}`).toBe(`POST /api/v1/workflows/${workflow.id}/run`);
    const files = (await formOf(last())).getAll("input_files") as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["notes.md", "text/markdown"],
      ["notes.txt", "text/plain"],
    ]);
    expect(await files[1]?.text()).toBe("Hello\n\nPlain text here.");

    const done = await until(async () => {
      const current = await client.jobs.get(job.id);
      return current.status === "SCHEDULED" || current.status === "IN_PROGRESS" ? undefined : current;
    });
    expect(done.status).toBe("COMPLETED");
    const output = done.output_node_files?.find((entry) => entry.file_id === job.input_file_ids?.[0]);
    expect(output?.node_id).toBe(workflow.workflow_nodes[0]?.id);

    const file = await client.jobs.download(job.id, {
      fileId: output?.file_id as string,
      nodeId: output?.node_id,
    });
    expect(last().url).toBe(
      `/api/v1/jobs/${job.id}/download?file_id=${output?.file_id}&node_id=${output?.node_id}`,
    );
    expect(file.contentType).toMatch(/application\/json/);
    const elements = JSON.parse(file.body.toString()) as { type: string; text: string }[];
    expect(elements.map((e) => e.text)).toEqual(["Notes", "Hello from the client test."]);
    expect(elements[0]?.type).toBe("Title");
  });

  it("runs a remote workflow with no body, and cancels its job", async () => {
    const client = connect();
    const source = await client.sources.create({ name: unique("src"), type: "s3", config: S3_CONFIG });
    const destination = await client.destinations.create({
      name: unique("dst"),
      type: "s3",
      config: { ...S3_CONFIG, remote_url: "s3://docs/out/" },
    });
    const workflow = await client.workflows.create({
      name: unique("remote"),
      source_id: source.id,
      destination_id: destination.id,
      workflow_type: "custom",
      workflow_nodes: [PARTITION],
    });
    const job = await client.workflows.run(workflow.id);
    expect(last().body.length).toBe(0);
    expect(last().headers["content-type"]).toBeUndefined();
    expect(job).toMatchObject({ workflow_id: workflow.id, job_type: "persistent" });
    const cancelled = await client.jobs.cancel(job.id).catch((e: unknown) => e);
    // The unreachable S3 endpoint may fail the job before the cancel arrives.
    if (cancelled instanceof ApiError) expect(cancelled.status).toBe(409);
    else expect(cancelled).toMatchObject({ id: job.id, status: "cancelled" });
    expect(`${last().method} ${last().url}`).toBe(`POST /api/v1/jobs/${job.id}/cancel`);
    const final = await until(async () => {
      const current = await client.jobs.get(job.id);
      return current.status === "SCHEDULED" || current.status === "IN_PROGRESS" ? undefined : current;
    });
    expect(["STOPPED", "FAILED"]).toContain(final.status);
  });

  it("covers the job operations and normalises the status filter", async () => {
    const client = connect();
    const workflow = await client.workflows.create({
      name: unique("jobs"),
      workflow_type: "custom",
      workflow_nodes: [PARTITION],
    });
    const job = await client.workflows.run(workflow.id, { inputFiles: [{ name: "a.txt", data: "Alpha" }] });
    await until(async () => {
      const current = await client.jobs.get(job.id);
      return current.status === "COMPLETED" ? current : undefined;
    });

    const jobs = await client.jobs.list({ workflowId: workflow.id, status: "IN_PROGRESS" });
    expect(last().url).toBe(`/api/v1/jobs/?workflow_id=${workflow.id}&status=im+progress`);
    expect(jobs).toEqual([]);
    const completed = await client.jobs.list({ workflowId: workflow.id, status: "Completed" });
    expect(last().url).toBe(`/api/v1/jobs/?workflow_id=${workflow.id}&status=completed`);
    expect(completed.map((j) => j.id)).toEqual([job.id]);
    expect(completed[0]?.output_node_files?.[0]).toMatchObject({ file_id: job.input_file_ids?.[0] });
    await expect(client.jobs.list({ status: "done" })).rejects.toThrow(/Unknown job status 'done'/);

    expect((await client.jobs.get(job.id)).workflow_name).toBe(workflow.name);
    const finished = (await client.jobs.cancel(job.id).catch((e: unknown) => e)) as ApiError;
    expect(finished.status).toBe(409);
    expect(`${last().method} ${last().url}`).toBe(`POST /api/v1/jobs/${job.id}/cancel`);
  });

  it("pages the workflow list, filters it by name, and reads every page with listAll", async () => {
    const client = connect();
    const tag = unique("paged");
    const created = [];
    for (let i = 0; i < 5; i += 1) {
      created.push(
        await client.workflows.create({
          name: `${tag}-${i}`,
          workflow_type: "custom",
          workflow_nodes: [PARTITION],
        }),
      );
    }
    // Without page parameters the server answers every workflow, in creation order.
    const everything = await client.workflows.list();
    expect(last().url).toBe("/api/v1/workflows/");
    expect(everything.map((w) => w.id)).toEqual(expect.arrayContaining(created.map((w) => w.id)));
    const ids = everything.map((w) => w.id);

    const second = await client.workflows.list({ page: 2, pageSize: 2 });
    expect(last().url).toBe("/api/v1/workflows/?page=2&page_size=2");
    expect(second.map((w) => w.id)).toEqual(ids.slice(2, 4));
    // page alone pages by the hosted service's default of 20.
    expect((await client.workflows.list({ page: 1 })).map((w) => w.id)).toEqual(ids.slice(0, 20));
    expect(await client.workflows.list({ page: 1000, pageSize: 100 })).toEqual([]);

    const named = await client.workflows.list({ name: `${tag}-3` });
    expect(last().url).toBe(`/api/v1/workflows/?name=${tag}-3`);
    expect(named.map((w) => w.id)).toEqual([created[3]?.id]);

    proxy.requests.length = 0;
    const all = await client.workflows.listAll({ pageSize: 2 });
    expect(all.map((w) => w.id)).toEqual(ids);
    const pages = Math.floor(ids.length / 2) + 1;
    expect(proxy.requests.map((r) => r.url)).toEqual(
      Array.from({ length: pages }, (_, i) => `/api/v1/workflows/?page=${i + 1}&page_size=2`),
    );
    proxy.requests.length = 0;
    expect((await client.workflows.listAll()).map((w) => w.id)).toEqual(ids);
    expect(proxy.requests[0]?.url).toBe("/api/v1/workflows/?page=1&page_size=20");

    const tooBig = (await client.workflows.list({ pageSize: 101 }).catch((e: unknown) => e)) as ApiError;
    expect(tooBig.status).toBe(422);
    expect(tooBig.message).toContain("page_size");
    await expect(client.workflows.list({ page: 0 })).rejects.toThrow(/page must be a whole number/);
    await expect(client.workflows.list({ pageSize: 1.5 })).rejects.toThrow(/pageSize must be a whole number/);
    for (const query of ["page=0", "page=two", "page_size=0"]) {
      const answer = await request(`${real.url}/api/v1/workflows?${query}`, {
        headers: { "service-api-key": KEY },
      });
      expect(answer.statusCode, query).toBe(422);
      const field = query.split("=")[0];
      expect(JSON.stringify(await answer.body.json())).toContain(`"loc":["query","${field}"]`);
    }
    // Empty values are no paging, as empty form fields are defaults elsewhere.
    const empty = await request(`${real.url}/api/v1/workflows?page=&page_size=`, {
      headers: { "service-api-key": KEY },
    });
    expect(((await empty.body.json()) as { id: string }[]).map((w) => w.id)).toEqual(ids);
  });

  it("reads a job's details and failed files", async () => {
    const client = connect();
    const workflow = await client.workflows.create({
      name: unique("partly"),
      workflow_type: "custom",
      workflow_nodes: [PARTITION],
    });
    const job = await client.workflows.run(workflow.id, {
      inputFiles: [
        { name: "good.txt", data: "Alpha\n\nBeta." },
        { name: "broken.pdf", data: "this is not a PDF at all", contentType: "application/pdf" },
      ],
    });
    const done = await until(async () => {
      const current = await client.jobs.get(job.id);
      return current.status === "SCHEDULED" || current.status === "IN_PROGRESS" ? undefined : current;
    });
    // One file got through: the job COMPLETED, with errors.
    expect(done.status).toBe("COMPLETED");

    const details = await client.jobs.details(job.id);
    expect(`${last().method} ${last().url}`).toBe(`GET /api/v1/jobs/${job.id}/details`);
    expect(details).toMatchObject({
      id: job.id,
      processing_status: "COMPLETED_WITH_ERRORS",
      message: expect.stringContaining("1 of 2 files failed"),
      node_stats: [{ node_name: "Partitioner", node_type: "partition", success: 1, failure: 1 }],
    });
    expect(details.token_usage).toBeUndefined();

    const failed = await client.jobs.failedFiles(job.id);
    expect(`${last().method} ${last().url}`).toBe(`GET /api/v1/jobs/${job.id}/failed-files`);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.document).toBe("broken.pdf");
    expect(failed[0]?.error).toMatch(/\w/);

    const good = await client.workflows.run(workflow.id, { inputFiles: [{ name: "a.txt", data: "Alpha" }] });
    await until(async () => ((await client.jobs.get(good.id)).status === "COMPLETED" ? true : undefined));
    expect((await client.jobs.details(good.id)).processing_status).toBe("SUCCESS");
    expect(await client.jobs.failedFiles(good.id)).toEqual([]);
    const missing = (await client.jobs.failedFiles(randomUUID()).catch((e: unknown) => e)) as ApiError;
    expect(missing.status).toBe(404);
  });

  it("reads a job's failed files without an error given, and stops listAll when paging is ignored", async () => {
    const everything = Array.from({ length: 25 }, (_, i) => ({
      id: `wf-${i}`,
      name: `w${i}`,
      status: "active",
      workflow_type: "custom",
      sources: [],
      destinations: [],
      workflow_nodes: [],
      schedule: null,
      created_at: "2026-11-22T10:00:00.000Z",
    }));
    server = await startRecordingServer((req, res) =>
      req.url.includes("failed-files")
        ? sendJson(res, 200, { failed_files: [{ document: "a.pdf", error: null }, { document: "b.pdf" }] })
        : sendJson(res, 200, everything),
    );
    const client = new WorkflowClient({ baseUrl: server.url, apiKey: KEY, retry: { maxRetries: 0 } });
    expect(await client.jobs.failedFiles("job-1")).toEqual([
      { document: "a.pdf", error: "failed" },
      { document: "b.pdf", error: "failed" },
    ]);
    server.requests.length = 0;
    expect((await client.workflows.listAll()).map((w) => w.id)).toEqual(everything.map((w) => w.id));
    expect(server.requests.map((r) => r.url)).toEqual([
      "/api/v1/workflows/?page=1&page_size=20",
      "/api/v1/workflows/?page=2&page_size=20",
    ]);
  });

  it("validates request bodies with the contract before sending", async () => {
    const client = connect();
    const error = await client.workflows
      .create({
        name: "bad",
        workflow_type: "custom",
        workflow_nodes: [{ name: "Chunker", type: "chunk", subtype: "chunk_by_title", settings: {} }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractValidationError);
    expect((error as Error).message).toMatch(/partition/);
    expect(proxy.requests).toHaveLength(0);
  });

  it("keeps the 404 detail and does not retry it", async () => {
    const client = connect();
    const id = randomUUID();
    const error = (await client.jobs.get(id).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.path).toBe(`/api/v1/jobs/${id}`);
    expect(error.message).toBe(
      `GET /api/v1/jobs/${id} failed with HTTP 404: Job ${id} not found (check the id and the base address)`,
    );
    expect(proxy.requests).toHaveLength(1);
  });

  it("surfaces the server's 401 and 422 answers", async () => {
    const anonymous = new WorkflowClient({ baseUrl: proxy.url, retry: { initialDelayMs: 5 } });
    const unauthorized = (await anonymous.sources.list().catch((e: unknown) => e)) as ApiError;
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.message).toContain("API key is missing");
    const client = connect();
    const malformed = (await client.jobs.get("not-a-uuid").catch((e: unknown) => e)) as ApiError;
    expect(malformed.status).toBe(422);
    expect(malformed.message).toContain("valid UUID");
    expect(JSON.stringify(malformed)).not.toContain(KEY);
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
