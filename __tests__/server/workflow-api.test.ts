// The Workflow endpoint (/api/v1) of `docflow serve` over HTTP, against the real app and a real store:
// SQLite in a temp dir, and the same suite on a throwaway PostgreSQL when one can be started. The workflow
// runtime is off in the main suite, so jobs stay SCHEDULED and the one-active-job rule is deterministic; a
// last suite turns it on and checks that a local workflow's run completes and its outputs download.
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FormData, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectorInfoSchema } from "../../src/contract/connectors.js";
import { JobInfoSchema } from "../../src/contract/jobs.js";
import { WorkflowInfoSchema } from "../../src/contract/workflows.js";
import { ConfigError, resolveServerConfig, type ServerConfig } from "../../src/server/settings/config.js";
import { API_KEY_FILE } from "../../src/server/workflow/auth.js";
import { openConfig, secretKeyFromPassphrase } from "../../src/workflows/connectors/secrets.js";
import { postgresAvailable, postgresSkipReason, usePostgres } from "../helpers/postgres.js";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "wf-api-key-0123456789abcdef";
const S3_SECRET = "s3-secret-ZXCVBNM-0987654321";
const S3_KEY = "AKIA-TEST-ACCESS-KEY";
const MISSING = "API key is missing, please provide an API key in the header.";
const NOT_A_UUID = "not-a-uuid";
const PASSPHRASE = "a-passphrase-for-the-workflow-api-tests";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected field by field
  json: any;
}

interface Call {
  json?: unknown;
  form?: FormData;
  body?: string | Buffer;
  headers?: Record<string, string>;
  key?: string | null;
}

function client(baseUrl: () => string) {
  return async (method: string, path: string, call: Call = {}): Promise<Answer> => {
    const headers: Record<string, string> = { accept: "application/json", ...call.headers };
    const key = call.key === undefined ? KEY : call.key;
    if (key !== null) headers["service-api-key"] = key;
    let body: string | Buffer | FormData | undefined = call.body;
    if (call.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(call.json);
    }
    if (call.form) body = call.form;
    const response = await request(`${baseUrl()}/api/v1${path}`, {
      method: method as "GET",
      headers,
      body,
    });
    const text = await response.body.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, headers: response.headers, text, json };
  };
}

function files(parts: { name: string; data: string | Uint8Array; type?: string }[], field = "input_files") {
  const form = new FormData();
  for (const part of parts) {
    form.append(field, new Blob([part.data], { type: part.type ?? "text/plain" }), part.name);
  }
  return form;
}

const partitionNode = {
  name: "Partitioner",
  type: "partition",
  subtype: "service_api",
  settings: { strategy: "fast" },
};
const chunkNode = {
  name: "Chunker",
  type: "chunk",
  subtype: "chunk_by_title",
  settings: { max_characters: 200, include_orig_elements: false },
};

const backends = [
  { name: "sqlite", postgres: false },
  ...(postgresAvailable() ? [{ name: "postgres", postgres: true }] : []),
];

describe.skipIf(postgresAvailable())("Workflow endpoint on PostgreSQL", () => {
  it.skip(`skipped: ${postgresSkipReason() ?? "PostgreSQL is available"}`, () => {});
});

describe.each(backends)("Workflow endpoint on $name", ({ postgres }) => {
  const pg = postgres ? usePostgres() : undefined;
  let server: TestServer;
  let allowed: string;
  const logs: string[] = [];
  const api = client(() => server.url);

  beforeAll(async () => {
    allowed = mkdtempSync(join(tmpdir(), "docflow-wf-allowed-"));
    mkdirSync(join(allowed, "in"));
    writeFileSync(join(allowed, "in", "a.txt"), "Hello\n");
    const overrides: Partial<ServerConfig> = {
      partitionApiKeys: [KEY],
      workflowRuntime: false,
      logLevel: "info",
      logStream: { write: (line: string) => logs.push(line) },
      allowDirs: [allowed],
      maxRunFiles: 3,
      maxRunBytes: 64 * 1024,
      secretKey: PASSPHRASE,
      // No model provider, whatever the environment running the tests holds.
      modelEnv: {},
    };
    if (pg) overrides.databaseUrl = await pg.newDatabase();
    server = await startTestServer(overrides);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (allowed) rmSync(allowed, { recursive: true, force: true });
  });

  const s3Config = (extra: Record<string, unknown> = {}) => ({
    remote_url: "s3://bucket/prefix/",
    key: S3_KEY,
    secret: S3_SECRET,
    endpoint_url: "http://127.0.0.1:9",
    ...extra,
  });
  const createSource = async (name = `src-${randomUUID().slice(0, 8)}`) => {
    const answer = await api("POST", "/sources/", { json: { name, type: "s3", config: s3Config() } });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as { id: string; name: string };
  };
  const createDestination = async (name = `dst-${randomUUID().slice(0, 8)}`) => {
    const answer = await api("POST", "/destinations", {
      json: { name, type: "filesystem", config: { path: join(allowed, "out") } },
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as { id: string };
  };
  const createWorkflow = async (body: Record<string, unknown>) => {
    const answer = await api("POST", "/workflows/", {
      json: { workflow_type: "custom", workflow_nodes: [partitionNode], ...body },
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as { id: string; name: string; workflow_nodes: { id: string }[] };
  };

  describe("auth", () => {
    it("needs a key on every operation, with the documented 401 bodies", async () => {
      const paths: [string, string][] = [
        ["GET", "/sources"],
        ["POST", "/sources/"],
        ["GET", "/destinations/"],
        ["GET", "/workflows"],
        ["POST", `/workflows/${randomUUID()}/run`],
        ["GET", "/jobs/"],
        ["GET", `/jobs/${randomUUID()}/download?file_id=x`],
        ["GET", "/no-such-operation"],
      ];
      for (const [method, path] of paths) {
        const missing = await api(method, path, { key: null });
        expect([method, path, missing.status, missing.json]).toEqual([
          method,
          path,
          401,
          { detail: MISSING },
        ]);
        const wrong = await api(method, path, { key: "not-the-key" });
        expect([method, path, wrong.status, wrong.json]).toEqual([
          method,
          path,
          401,
          { detail: "API key is invalid." },
        ]);
      }
    });

    it("accepts the reference service's header name as an alias", async () => {
      const answer = await api("GET", "/sources", { key: null, headers: { "unstructured-api-key": KEY } });
      expect(answer.status).toBe(200);
      expect((await api("GET", "/no-such-operation")).json).toEqual({ detail: "Not Found" });
    });
  });

  describe("connectors", () => {
    it("creates, reads, lists, updates and deletes a source, with secrets sealed and redacted", async () => {
      const created = await api("POST", "/sources", {
        json: { name: "docs-bucket", type: "s3", config: s3Config() },
      });
      expect(created.status, created.text).toBe(200);
      const info = ConnectorInfoSchema.parse(created.json);
      expect(info.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(info).toMatchObject({ name: "docs-bucket", type: "s3" });
      // Defaults filled in, secrets shown as the placeholder.
      expect(info.config).toMatchObject({
        remote_url: "s3://bucket/prefix/",
        anonymous: false,
        recursive: true,
        key: "**********",
        secret: "**********",
      });
      expect(created.text).not.toContain(S3_SECRET);
      const stored = await server.app.workflowStore.getConnector("source", info.id);
      expect(JSON.stringify(stored?.config)).not.toContain(S3_SECRET);
      expect(stored?.config.secret).toEqual({ $sealed: expect.stringMatching(/^v1:/) });

      const got = await api("GET", `/sources/${info.id}`);
      expect(got.status).toBe(200);
      expect(got.json).toEqual(created.json);

      for (const path of ["/sources", "/sources/", "/sources?source_type=s3"]) {
        const list = await api("GET", path);
        expect(list.status).toBe(200);
        expect(list.json.map((c: { id: string }) => c.id)).toContain(info.id);
      }
      expect((await api("GET", "/sources?source_type=onedrive")).json).toEqual([]);
      expect((await api("GET", "/destinations/")).json.map((c: { id: string }) => c.id)).not.toContain(
        info.id,
      );

      // The placeholder sent back keeps the stored secret; a new remote_url replaces the old one.
      const updated = await api("PUT", `/sources/${info.id}`, {
        json: { name: "docs-bucket", config: { ...info.config, remote_url: "s3://bucket/other/" } },
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.json.config).toMatchObject({ remote_url: "s3://bucket/other/", secret: "**********" });
      expect(updated.json.updated_at).toEqual(expect.any(String));
      const restored = await server.app.workflowStore.getConnector("source", info.id);
      const opened = openConfig("s3", restored?.config ?? {}, await secretKeyFromPassphrase(PASSPHRASE));
      expect(opened).toMatchObject({ remote_url: "s3://bucket/other/", key: S3_KEY, secret: S3_SECRET });

      const renamed = await api("PUT", `/sources/${info.id}`, {
        json: { name: "other", config: s3Config() },
      });
      expect(renamed.status).toBe(422);
      expect(renamed.json.detail[0]).toMatchObject({ loc: ["body", "name"], type: "value_error" });
      const retyped = await api("PUT", `/sources/${info.id}`, { json: { type: "gcs", config: s3Config() } });
      expect(retyped.status).toBe(422);
      expect(retyped.json.detail[0].loc).toEqual(["body", "type"]);

      const deleted = await api("DELETE", `/sources/${info.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.json).toEqual({ detail: `Source with id ${info.id} successfully deleted.` });
      const gone = await api("GET", `/sources/${info.id}`);
      expect(gone.status).toBe(404);
      expect(gone.json).toEqual({ detail: `Source connector ${info.id} not found` });
    });

    it("refuses bad connector bodies and configs with 422, never echoing a secret", async () => {
      const noConfig = await api("POST", "/sources/", { json: { name: "x", type: "s3" } });
      expect(noConfig.status).toBe(422);
      expect(noConfig.json.detail).toContainEqual(
        expect.objectContaining({ type: "missing", loc: ["body", "config"] }),
      );

      const upper = await api("POST", "/sources/", { json: { name: "x", type: "S3", config: {} } });
      expect(upper.status).toBe(422);
      expect(upper.json.detail[0].loc).toEqual(["body", "type"]);

      const badConfig = await api("POST", "/sources/", {
        json: { name: "x", type: "s3", config: { remote_url: "http://not-s3", secret: S3_SECRET } },
      });
      expect(badConfig.status).toBe(422);
      const locs = badConfig.json.detail.map((item: { loc: unknown[] }) => item.loc.join("."));
      expect(locs).toContain("body.config.remote_url");
      expect(locs).toContain("body.config.key");
      expect(badConfig.text).not.toContain(S3_SECRET);

      const outside = await api("POST", "/destinations/", {
        json: { name: "x", type: "filesystem", config: { path: "/etc" } },
      });
      expect(outside.status).toBe(422);
      expect(outside.json.detail[0].loc.slice(0, 2)).toEqual(["body", "config"]);

      const unsupported = await api("POST", "/destinations/", {
        json: { name: "x", type: "neo4j", config: { password: "neo-secret-value-123" } },
      });
      // A type this server cannot run is refused at once, with the types it can run.
      expect(unsupported.status).toBe(422);
      expect(unsupported.json.detail[0]).toMatchObject({ loc: ["body", "type"], input: "neo4j" });
      expect(unsupported.json.detail[0].msg).toMatch(/'neo4j' is not supported as a destination.*'postgres'/);
      expect(unsupported.text).not.toContain("neo-secret-value-123");

      const notJson = await api("POST", "/sources/", {
        body: "{not json",
        headers: { "content-type": "application/json" },
      });
      expect(notJson.status).toBe(422);
      expect(notJson.json.detail[0]).toMatchObject({ type: "json_invalid", loc: ["body"] });
      const notObject = await api("POST", "/sources/", { json: ["a"] });
      expect(notObject.status).toBe(422);
    });

    it("answers 404 for unknown ids and 422 for ids that are not UUIDs", async () => {
      const unknown = randomUUID();
      for (const [method, path, what] of [
        ["GET", `/sources/${unknown}`, "Source connector"],
        ["PUT", `/sources/${unknown}`, "Source connector"],
        ["DELETE", `/destinations/${unknown}`, "Destination connector"],
        ["POST", `/destinations/${unknown}/connection-check`, "Destination connector"],
        ["GET", `/workflows/${unknown}`, "Workflow"],
        ["DELETE", `/workflows/${unknown}`, "Workflow"],
        ["POST", `/workflows/${unknown}/run`, "Workflow"],
        ["GET", `/jobs/${unknown}`, "Job"],
        ["GET", `/jobs/${unknown}/details`, "Job"],
        ["GET", `/jobs/${unknown}/failed-files`, "Job"],
        ["POST", `/jobs/${unknown}/cancel`, "Job"],
      ] as const) {
        const answer = await api(method, path, method === "PUT" ? { json: { config: {} } } : {});
        expect([method, path, answer.status, answer.json]).toEqual([
          method,
          path,
          404,
          { detail: `${what} ${unknown} not found` },
        ]);
      }
      const malformed = await api("GET", `/jobs/${NOT_A_UUID}`);
      expect(malformed.status).toBe(422);
      expect(malformed.json.detail).toEqual([
        {
          type: "uuid_parsing",
          loc: ["path", "job_id"],
          msg: "Input should be a valid UUID",
          input: NOT_A_UUID,
        },
      ]);
      expect((await api("GET", `/sources/${NOT_A_UUID}`)).json.detail[0].loc).toEqual(["path", "source_id"]);
      expect((await api("GET", `/jobs?workflow_id=${NOT_A_UUID}`)).json.detail[0].loc).toEqual([
        "query",
        "workflow_id",
      ]);
      // A source's id is not a destination's.
      const source = await createSource();
      expect((await api("GET", `/destinations/${source.id}`)).status).toBe(404);
    });

    it("runs connection checks in the background and keeps the latest", async () => {
      const none = await createDestination();
      const notYet = await api("GET", `/destinations/${none.id}/connection-check`);
      expect(notYet.status).toBe(404);

      const source = await api("POST", "/sources", {
        json: { name: "local-in", type: "filesystem", config: { path: join(allowed, "in") } },
      });
      expect(source.status, source.text).toBe(200);
      const started = await api("POST", `/sources/${source.json.id}/connection-check`);
      expect(started.status).toBe(202);
      expect(started.json).toMatchObject({ status: "SCHEDULED", reason: null, reported_at: null });
      const done = await waitFor(async () => {
        const check = await api("GET", `/sources/${source.json.id}/connection-check`);
        return check.json.status === "SCHEDULED" ? undefined : check;
      });
      expect(done.status).toBe(200);
      expect(done.json).toMatchObject({ id: started.json.id, status: "SUCCESS", reason: null });

      // An S3 endpoint nobody listens on: FAILURE, with a reason that does not hold the secret.
      const s3 = await createSource();
      const check = await api("POST", `/sources/${s3.id}/connection-check`);
      expect(check.status).toBe(202);
      const failed = await waitFor(async () => {
        const answer = await api("GET", `/sources/${s3.id}/connection-check`);
        return answer.json.status === "SCHEDULED" ? undefined : answer;
      }, 40_000);
      expect(failed.json.status).toBe("FAILURE");
      expect(failed.json.reason).toEqual(expect.any(String));
      expect(failed.text).not.toContain(S3_SECRET);
    }, 60_000);
  });

  describe("workflows", () => {
    it("creates a remote workflow with server node ids and the schedule as cron entries", async () => {
      const source = await createSource();
      const destination = await createDestination();
      const name = `nightly-${randomUUID().slice(0, 8)}`;
      const created = await api("POST", "/workflows", {
        json: {
          name,
          source_id: source.id,
          destination_id: destination.id,
          workflow_type: "custom",
          workflow_nodes: [{ ...partitionNode, id: "client-chosen" }, chunkNode],
          schedule: "weekly",
        },
      });
      expect(created.status, created.text).toBe(200);
      const info = WorkflowInfoSchema.parse(created.json);
      expect(info).toMatchObject({
        name,
        status: "active",
        workflow_type: "custom",
        sources: [source.id],
        destinations: [destination.id],
        schedule: { crontab_entries: [{ cron_expression: "0 0 * * 0" }] },
        reprocess_all: false,
      });
      const ids = info.workflow_nodes.map((node) => node.id);
      for (const id of ids)
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(new Set(ids).size).toBe(2);
      expect(info.workflow_nodes[1]).toMatchObject(chunkNode);

      const again = await api("POST", "/workflows/", {
        json: { name, workflow_type: "custom", workflow_nodes: [partitionNode] },
      });
      expect(again.status).toBe(409);
      expect(again.json.detail).toContain(`'${name}'`);

      // An update is a replace; nodes sent back with their ids keep them.
      const updated = await api("PUT", `/workflows/${info.id}`, {
        json: {
          name,
          source_id: source.id,
          destination_id: destination.id,
          workflow_type: "custom",
          workflow_nodes: [
            info.workflow_nodes[0],
            { ...chunkNode, subtype: "chunk_by_character", settings: {} },
          ],
        },
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.json.workflow_nodes[0].id).toBe(ids[0]);
      expect(updated.json.workflow_nodes[1].id).not.toBe(ids[1]);
      expect(updated.json.schedule).toBeNull();
      expect((await api("GET", `/workflows/${info.id}`)).json).toEqual(updated.json);

      // Connectors in use cannot be deleted; the answer names the workflow.
      const busy = await api("DELETE", `/sources/${source.id}`);
      expect(busy.status).toBe(409);
      expect(busy.json.detail).toContain(`'${name}' (${info.id})`);

      const other = await createWorkflow({ name: `${name}-2` });
      const taken = await api("PUT", `/workflows/${other.id}`, {
        json: { name, workflow_type: "custom", workflow_nodes: [partitionNode] },
      });
      expect(taken.status).toBe(409);

      expect((await api("DELETE", `/workflows/${info.id}`)).json).toEqual({
        detail: `Workflow with id ${info.id} successfully deleted.`,
      });
      expect((await api("DELETE", `/sources/${source.id}`)).status).toBe(200);
    });

    it("lists with combinable filters, with and without the trailing slash", async () => {
      const source = await createSource();
      const destination = await createDestination();
      const tag = randomUUID().slice(0, 8);
      const remote = await createWorkflow({
        name: `remote-${tag}`,
        source_id: source.id,
        destination_id: destination.id,
      });
      const local = await createWorkflow({ name: `local-${tag}` });
      const ids = (answer: Answer) => answer.json.map((w: { id: string }) => w.id);

      const all = await api("GET", "/workflows");
      expect(ids(all)).toEqual(expect.arrayContaining([remote.id, local.id]));
      // Items answer with the trailing slash too.
      expect((await api("GET", `/workflows/${local.id}/`)).json).toMatchObject({ id: local.id });
      expect((await api("GET", `/sources/${source.id}/`)).json).toMatchObject({ id: source.id });
      expect(ids(await api("GET", "/workflows/?sort_by=id"))).toEqual(ids(all));
      expect(ids(await api("GET", `/workflows?source_id=${source.id}`))).toEqual([remote.id]);
      expect(
        ids(
          await api(
            "GET",
            `/workflows/?source_id=${source.id}&destination_id=${destination.id}&status=active`,
          ),
        ),
      ).toEqual([remote.id]);
      expect(ids(await api("GET", `/workflows?source_id=${source.id}&status=inactive`))).toEqual([]);
      expect(ids(await api("GET", `/workflows?name=local-${tag}`))).toEqual([local.id]);
      const badStatus = await api("GET", "/workflows?status=paused");
      expect(badStatus.status).toBe(422);
      expect(badStatus.json.detail[0].loc).toEqual(["query", "status"]);
      for (const answer of [all]) for (const workflow of answer.json) WorkflowInfoSchema.parse(workflow);
    });

    it("applies every validation rule of the interface", async () => {
      const source = await createSource();
      const destination = await createDestination();
      const cases: [string, Record<string, unknown>, string][] = [
        ["local source, remote destination", { destination_id: destination.id }, "body"],
        ["remote source, local destination", { source_id: source.id }, "body"],
        ["local but not custom", { workflow_type: "basic" }, "body.workflow_type"],
        ["custom without nodes", { workflow_nodes: [] }, "body.workflow_nodes"],
        ["local with a schedule", { schedule: "daily" }, "body.schedule"],
        [
          "unknown schedule phrase",
          { source_id: source.id, destination_id: destination.id, schedule: "hourly" },
          "body.schedule",
        ],
        ["bad sequence", { workflow_nodes: [chunkNode] }, "body.workflow_nodes"],
        [
          "bad chunk settings",
          {
            workflow_nodes: [
              partitionNode,
              { ...chunkNode, settings: { max_characters: 100, overlap: 100 } },
            ],
          },
          "body.workflow_nodes.1.settings.overlap",
        ],
        [
          "setting of another subtype",
          {
            workflow_nodes: [
              partitionNode,
              { ...chunkNode, subtype: "chunk_by_page", settings: { similarity_threshold: 0.5 } },
            ],
          },
          "body.workflow_nodes.1.settings.similarity_threshold",
        ],
        [
          "unknown subtype",
          { workflow_nodes: [{ ...partitionNode, subtype: "magic" }] },
          "body.workflow_nodes.0.subtype",
        ],
        [
          "bad partition strategy",
          { workflow_nodes: [{ ...partitionNode, settings: { strategy: "turbo" } }] },
          "body.workflow_nodes.0.settings.strategy",
        ],
        [
          "contextual chunking, and no model provider configured",
          {
            workflow_nodes: [
              partitionNode,
              { ...chunkNode, settings: { contextual_chunking_strategy: "v1" } },
            ],
          },
          "body.workflow_nodes.1.settings.contextual_chunking_strategy",
        ],
        ["unknown workflow type", { workflow_type: "auto" }, "body.workflow_type"],
        ["missing name", { name: undefined }, "body.name"],
        ["source id not a UUID", { source_id: NOT_A_UUID, destination_id: destination.id }, "body.source_id"],
        [
          "a destination given as source",
          { source_id: destination.id, destination_id: destination.id },
          "body.source_id",
        ],
      ];
      for (const [what, patch, loc] of cases) {
        const body = {
          name: `bad-${randomUUID()}`,
          workflow_type: "custom",
          workflow_nodes: [partitionNode],
          ...patch,
        };
        const answer = await api("POST", "/workflows/", { json: body });
        expect([what, answer.status], answer.text).toEqual([what, 422]);
        const locs = answer.json.detail.map((item: { loc: unknown[] }) => item.loc.join("."));
        expect([what, locs]).toEqual([what, expect.arrayContaining([loc])]);
      }
      const unknownSource = randomUUID();
      const missing = await api("POST", "/workflows/", {
        json: {
          name: `x-${randomUUID()}`,
          source_id: unknownSource,
          destination_id: destination.id,
          workflow_type: "custom",
          workflow_nodes: [partitionNode],
        },
      });
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ detail: `Source connector ${unknownSource} not found` });
      // Nothing of the refused bodies was stored.
      const names = (await api("GET", "/workflows")).json.map((w: { name: string }) => w.name);
      expect(names.filter((n: string) => n.startsWith("bad-") || n.startsWith("x-"))).toEqual([]);
    });
  });

  describe("runs and jobs", () => {
    it("runs a local workflow with uploaded files, one active job at a time", async () => {
      const workflow = await createWorkflow({
        name: `local-run-${randomUUID().slice(0, 8)}`,
        workflow_nodes: [partitionNode, chunkNode],
      });

      const noFiles = await api("POST", `/workflows/${workflow.id}/run`);
      expect(noFiles.status).toBe(422);
      expect(noFiles.json.detail[0]).toMatchObject({ type: "missing", loc: ["body", "input_files"] });

      const run = await api("POST", `/workflows/${workflow.id}/run`, {
        form: files([
          { name: "a.txt", data: "Alpha\n\nFirst document." },
          { name: "b.md", data: "# Beta\n\nSecond.", type: "text/markdown" },
        ]),
      });
      expect(run.status, run.text).toBe(202);
      const job = JobInfoSchema.parse(run.json);
      expect(job).toMatchObject({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        status: "SCHEDULED",
        job_type: "ephemeral",
        runtime: null,
        output_node_files: [],
      });
      expect(job.input_file_ids).toHaveLength(2);
      const stored = await server.app.workflowStore.getJob(job.id);
      expect(stored?.input_files.map((f) => [f.filename, f.content_type, f.size])).toEqual([
        ["a.txt", "text/plain", 22],
        ["b.md", "text/markdown", 15],
      ]);
      const bytes = await server.app.workflowStore.getJobFile(
        job.id,
        job.input_file_ids?.[1] as string,
        null,
      );
      expect(Buffer.from(bytes?.data ?? []).toString()).toBe("# Beta\n\nSecond.");

      // The SDK's spelling, while the first job is still active: 409 naming it.
      const second = await api("POST", `/workflows/${workflow.id}/run`, {
        form: files([{ name: "c.txt", data: "Gamma" }], "input_files[]"),
      });
      expect(second.status).toBe(409);
      expect(second.json.detail).toContain(job.id);
      const busy = await api("DELETE", `/workflows/${workflow.id}`);
      expect(busy.status).toBe(409);

      // Jobs: list with filters in any spelling, get, details, failed files.
      const ids = (answer: Answer) => answer.json.map((j: { id: string }) => j.id);
      for (const query of [
        `workflow_id=${workflow.id}`,
        `workflow_id=${workflow.id}&status=scheduled`,
        `workflow_id=${workflow.id}&status=SCHEDULED`,
      ]) {
        expect(ids(await api("GET", `/jobs?${query}`))).toEqual([job.id]);
        expect(ids(await api("GET", `/jobs/?${query}`))).toEqual([job.id]);
      }
      for (const spelling of ["im progress", "in progress", "IN_PROGRESS", "completed", "Stopped"]) {
        expect(
          ids(await api("GET", `/jobs?workflow_id=${workflow.id}&status=${encodeURIComponent(spelling)}`)),
        ).toEqual([]);
      }
      const badStatus = await api("GET", "/jobs?status=done");
      expect(badStatus.status).toBe(422);
      expect(badStatus.json.detail[0].loc).toEqual(["query", "status"]);
      expect((await api("GET", `/jobs/${job.id}`)).json).toEqual(run.json);

      const details = await api("GET", `/jobs/${job.id}/details`);
      expect(details.status).toBe(200);
      expect(details.json).toEqual({
        id: job.id,
        processing_status: "SCHEDULED",
        message: null,
        node_stats: [
          {
            node_name: "Partitioner",
            node_type: "partition",
            node_subtype: "service_api",
            ready: 2,
            in_progress: 0,
            success: 0,
            failure: 0,
          },
          {
            node_name: "Chunker",
            node_type: "chunk",
            node_subtype: "chunk_by_title",
            ready: 0,
            in_progress: 0,
            success: 0,
            failure: 0,
          },
        ],
      });
      expect((await api("GET", `/jobs/${job.id}/failed-files`)).json).toEqual({ failed_files: [] });

      // Downloads: nothing processed yet, unknown files, a missing file_id, a malformed node id.
      const fileId = job.input_file_ids?.[0] as string;
      const notYet = await api("GET", `/jobs/${job.id}/download?file_id=${fileId}`);
      expect(notYet.status).toBe(404);
      expect(notYet.json.detail).toContain("SCHEDULED");
      const unknownFile = await api("GET", `/jobs/${job.id}/download?file_id=nope`);
      expect(unknownFile.status).toBe(404);
      expect(unknownFile.json).toEqual({ detail: `File nope not found in job ${job.id}` });
      expect((await api("GET", `/jobs/${job.id}/download`)).json.detail[0]).toMatchObject({
        type: "missing",
        loc: ["query", "file_id"],
      });
      expect((await api("GET", `/jobs/${job.id}/download?file_id=${fileId}&node_id=x`)).status).toBe(422);

      // Cancel: a SCHEDULED job stops at once; cancelling again is harmless; then the workflow runs again.
      const cancel = await api("POST", `/jobs/${job.id}/cancel`);
      expect(cancel.status).toBe(200);
      expect(cancel.json).toEqual({
        id: job.id,
        status: "cancelled",
        message: "Job successfully cancelled.",
      });
      expect((await api("GET", `/jobs/${job.id}`)).json.status).toBe("STOPPED");
      expect((await api("POST", `/jobs/${job.id}/cancel`)).status).toBe(200);
      expect(ids(await api("GET", `/jobs?workflow_id=${workflow.id}&status=stopped`))).toEqual([job.id]);
      expect((await api("GET", `/jobs/${job.id}/details`)).json.processing_status).toBe("STOPPED");

      const third = await api("POST", `/workflows/${workflow.id}/run`, {
        form: files([{ name: "c.txt", data: "Gamma" }], "input_files[]"),
      });
      expect(third.status, third.text).toBe(202);
      expect(third.json.input_file_ids).toHaveLength(1);
      await api("POST", `/jobs/${third.json.id}/cancel`);
      expect((await api("DELETE", `/workflows/${workflow.id}`)).status).toBe(200);
      expect((await api("GET", `/jobs/${job.id}`)).status).toBe(404);
    });

    it("refuses uploads over the limits and parts of the wrong kind", async () => {
      const workflow = await createWorkflow({ name: `limits-${randomUUID().slice(0, 8)}` });
      const path = `/workflows/${workflow.id}/run`;

      const tooMany = await api("POST", path, {
        form: files(["1", "2", "3", "4"].map((n) => ({ name: `${n}.txt`, data: n }))),
      });
      expect(tooMany.status).toBe(413);
      expect(tooMany.json.detail).toContain("at most 3");

      const big = "x".repeat(70 * 1024);
      const tooBig = await api("POST", path, { form: files([{ name: "big.txt", data: big }]) });
      expect(tooBig.status).toBe(413);
      expect(tooBig.json.detail).toMatch(/larger than the limit of 64 KB/);
      // Announced as larger than the limit: refused before the body is read.
      const announced = await api("POST", path, {
        form: files([{ name: "huge.txt", data: "y".repeat(200 * 1024) }]),
      });
      expect(announced.status).toBe(413);

      const textPart = new FormData();
      textPart.append("input_files", "report.pdf");
      const wrongKind = await api("POST", path, { form: textPart });
      expect(wrongKind.status).toBe(422);
      expect(wrongKind.json.detail[0].loc).toEqual(["body", "input_files", 0]);

      const urlencoded = await api("POST", path, {
        body: "input_files=a",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(urlencoded.status).toBe(415);

      const broken = await api("POST", path, {
        body: '--b\r\nContent-Disposition: form-data; name="input_files"; filename="a.txt"\r\n\r\nunterminated',
        headers: { "content-type": "multipart/form-data; boundary=b" },
      });
      expect([400, 422]).toContain(broken.status);
      expect(typeof broken.json.detail).toBeDefined();

      // None of the refused runs left a job behind.
      expect((await api("GET", `/jobs?workflow_id=${workflow.id}`)).json).toEqual([]);
    });

    it("runs a remote workflow without files and refuses files for it", async () => {
      const source = await createSource();
      const destination = await createDestination();
      const workflow = await createWorkflow({
        name: `remote-run-${randomUUID().slice(0, 8)}`,
        source_id: source.id,
        destination_id: destination.id,
      });
      const withFiles = await api("POST", `/workflows/${workflow.id}/run`, {
        form: files([{ name: "a.txt", data: "a" }]),
      });
      expect(withFiles.status).toBe(422);
      expect(withFiles.json.detail[0].loc).toEqual(["body", "input_files"]);

      const run = await api("POST", `/workflows/${workflow.id}/run`);
      expect(run.status, run.text).toBe(202);
      expect(run.json).toMatchObject({ status: "SCHEDULED", job_type: "persistent", input_file_ids: [] });
      // The PY SDK sends a JSON content type with no body.
      const again = await api("POST", `/workflows/${workflow.id}/run`, {
        headers: { "content-type": "application/json" },
      });
      expect(again.status).toBe(409);
      await api("POST", `/jobs/${run.json.id}/cancel`);
    });
  });

  it("documents every operation in /openapi.json, each served by a route", async () => {
    const response = await request(`${server.url}/openapi.json`);
    const doc = (await response.body.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/v1/"))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toHaveLength(30);
    expect(operations).toEqual(
      expect.arrayContaining([
        "GET /api/v1/users/secrets/encryption-certificate",
        "POST /api/v1/users/secrets",
        "POST /api/v1/workflows/{workflow_id}/run",
        "GET /api/v1/jobs/{job_id}/download",
        "GET /api/v1/destinations/{destination_id}/connection-check",
        "POST /api/v1/sources/{source_id}/secrets/compare",
      ]),
    );
    for (const operation of operations) {
      const [method, template] = operation.split(" ") as [string, string];
      const path = template.replace("/api/v1", "").replace(/\{[a-z_]+\}/g, randomUUID());
      const answer = await api(method, path, method === "PUT" ? { json: { config: {} } } : {});
      expect([operation, answer.json]).not.toEqual([operation, { detail: "Not Found" }]);
    }
    const text = JSON.stringify(doc);
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(doc.components.schemas[name as string], name).toBeDefined();
    }
  });

  it("never writes a key or a connector secret to the log", () => {
    const text = logs.join("");
    expect(text).toContain('"msg":"request"');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(S3_SECRET);
    expect(text).not.toContain(S3_KEY);
    expect(text).not.toContain("pc-secret-value-123");
  });
});

describe("Workflow endpoint without configured keys", () => {
  let server: TestServer;
  let dataDir: string;
  const logs: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "docflow-wf-nokey-"));
    server = await startTestServer({
      dataDir,
      workflowRuntime: false,
      logLevel: "info",
      logStream: { write: (line: string) => logs.push(line) },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("generates a key into <data>/api-key (0600), logs the file and never the key", async () => {
    const file = join(dataDir, API_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = readFileSync(file, "utf8").trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    const api = client(() => server.url);
    expect((await api("GET", "/sources", { key: null })).status).toBe(401);
    expect((await api("GET", "/sources", { key: "guess" })).status).toBe(401);
    expect((await api("GET", "/sources", { key })).status).toBe(200);
    const text = logs.join("");
    expect(text).toContain(file);
    expect(text).not.toContain(key);

    // The same key after a restart on the same data directory.
    await server.close();
    server = await startTestServer({ dataDir, workflowRuntime: false });
    expect(readFileSync(file, "utf8").trim()).toBe(key);
    expect((await client(() => server.url)("GET", "/jobs/", { key })).status).toBe(200);
  });
});

describe("Workflow endpoint with its runtime", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ partitionApiKeys: [KEY] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("runs a local workflow to COMPLETED and serves each node's output", async () => {
    const api = client(() => server.url);
    const created = await api("POST", "/workflows/", {
      json: { name: "e2e", workflow_type: "custom", workflow_nodes: [partitionNode, chunkNode] },
    });
    expect(created.status, created.text).toBe(200);
    const [partition, chunk] = created.json.workflow_nodes as { id: string }[];
    const text =
      "Quarterly Report\n\nRevenue grew by ten percent over the last quarter.\n\nCosts stayed flat.";
    const run = await api("POST", `/workflows/${created.json.id}/run`, {
      form: files([{ name: "report.txt", data: text }]),
    });
    expect(run.status, run.text).toBe(202);
    const done = await waitFor(async () => {
      const job = await api("GET", `/jobs/${run.json.id}`);
      return ["SCHEDULED", "IN_PROGRESS"].includes(job.json.status) ? undefined : job;
    }, 60_000);
    expect(done.json.status).toBe("COMPLETED");
    expect(done.json.runtime).toMatch(/^PT\d+(\.\d+)?S$/);
    const fileId = done.json.input_file_ids[0];
    expect(done.json.output_node_files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file_id: fileId, node_id: partition?.id, node_type: "partition" }),
        expect.objectContaining({ file_id: fileId, node_id: chunk?.id, node_type: "chunk" }),
      ]),
    );

    const last = await api("GET", `/jobs/${run.json.id}/download?file_id=${fileId}`);
    expect(last.status).toBe(200);
    expect(last.headers["content-type"]).toMatch(/application\/json/);
    expect(last.json.map((e: { type: string }) => e.type)).toEqual(["CompositeElement"]);
    expect(last.json[0].text).toContain("Revenue grew by ten percent");

    const first = await api(
      "GET",
      `/jobs/${run.json.id}/download?file_id=${fileId}&node_id=${partition?.id}`,
    );
    expect(first.json.map((e: { type: string; text: string }) => [e.type, e.text])).toEqual([
      ["Title", "Quarterly Report"],
      ["NarrativeText", "Revenue grew by ten percent over the last quarter."],
      ["NarrativeText", "Costs stayed flat."],
    ]);
    expect(first.json[0].metadata.filename).toBe("report.txt");
    const otherNode = await api(
      "GET",
      `/jobs/${run.json.id}/download?file_id=${fileId}&node_id=${randomUUID()}`,
    );
    expect(otherNode.status).toBe(404);

    const details = await api("GET", `/jobs/${run.json.id}/details`);
    expect(details.json.processing_status).toBe("SUCCESS");
    expect(details.json.node_stats.map((n: { success: number }) => n.success)).toEqual([1, 1]);

    // Past the retention the outputs are gone, and the download says so.
    expect(await server.app.workflowStore.purgeJobFiles(new Date(Date.now() + 1000))).toBeGreaterThan(0);
    const expired = await api("GET", `/jobs/${run.json.id}/download?file_id=${fileId}`);
    expect(expired.status).toBe(404);
    expect(expired.json.detail).toMatch(/no longer kept: they expired on \d{4}-/);
  }, 90_000);
});

describe("serve configuration of the Workflow endpoint", () => {
  it("reads each option from its flag or its environment variable, flags first", () => {
    const defaults = resolveServerConfig({}, {});
    expect(defaults).toMatchObject({
      databaseUrl: undefined,
      allowDirs: [],
      secretKey: undefined,
      maxRunFiles: 1000,
      maxRunBytes: defaults.maxUploadBytes,
      jobRetentionDays: 7,
      workflowRuntime: true,
    });
    const env = {
      DATABASE_URL: "postgres://u:pw@db/docflow",
      DOCFLOW_ALLOW_DIRS: ["/srv/in", "/srv/out", ""].join(":"),
      DOCFLOW_SECRET_KEY: "sixteen-characters!",
      DOCFLOW_MAX_RUN_FILES: "20",
      DOCFLOW_MAX_RUN_MB: "2",
      DOCFLOW_JOB_RETENTION_DAYS: "0.5",
      DOCFLOW_WORKFLOW_RUNTIME: "false",
    };
    expect(resolveServerConfig({}, env)).toMatchObject({
      databaseUrl: "postgres://u:pw@db/docflow",
      allowDirs: ["/srv/in", "/srv/out"],
      secretKey: "sixteen-characters!",
      maxRunFiles: 20,
      maxRunBytes: 2 * 1024 * 1024,
      jobRetentionDays: 0.5,
      workflowRuntime: false,
    });
    const flagged = resolveServerConfig(
      {
        databaseUrl: "postgresql://other/db",
        allowDir: ["/data", "relative"],
        maxRunFiles: "5",
        workflowRuntime: true,
      },
      env,
    );
    expect(flagged.databaseUrl).toBe("postgresql://other/db");
    expect(flagged.allowDirs).toEqual(["/data", join(process.cwd(), "relative"), "/srv/in", "/srv/out"]);
    expect(flagged.maxRunFiles).toBe(5);
    // commander's default for --no-workflow-runtime is true: only false overrides the environment.
    expect(flagged.workflowRuntime).toBe(false);
    expect(resolveServerConfig({ workflowRuntime: false }, {}).workflowRuntime).toBe(false);
  });

  it("refuses bad values with a message that never shows a secret", () => {
    const refuse = (env: Record<string, string>) => {
      try {
        resolveServerConfig({}, env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    const url = refuse({ DATABASE_URL: "mysql://root:hunter2-password@db/x" });
    expect(url).toContain("postgres://");
    expect(url).not.toContain("hunter2");
    const short = refuse({ DOCFLOW_SECRET_KEY: "tiny-secret" });
    expect(short).toContain("too short (11 characters)");
    expect(short).not.toContain("tiny-secret");
    expect(refuse({ DOCFLOW_MAX_RUN_FILES: "0" })).toContain("files per workflow run");
    expect(refuse({ DOCFLOW_WORKFLOW_RUNTIME: "maybe" })).toContain("true or false");
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
