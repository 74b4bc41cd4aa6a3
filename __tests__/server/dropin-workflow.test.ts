// The Workflow endpoint as a user switching from the hosted service meets it, driven by a client no one here
// wrote: openapi-client-axios builds its operations (by operationId) from the server's own /openapi.json at
// run time. Partial updates, COMPLETED_WITH_ERRORS, unsupported methods and body types, filter case.
import axios from "axios";
import { OpenAPIClientAxios } from "openapi-client-axios";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "dropin-workflow-key-0123456789";

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
  settings: { max_characters: 300 },
};

// Bytes no reader takes: the file fails, the job goes on.
const UNREADABLE = new Uint8Array([0, 159, 146, 150, 0, 1, 2, 3, 255, 254]);

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
type Answer = { status: number; data: any; headers: Record<string, unknown> };
const OPERATIONS = [
  "create_workflow",
  "get_workflow",
  "update_workflow",
  "run_workflow",
  "get_job",
  "list_jobs",
  "get_job_details",
  "get_job_failed_files",
  "download_job_output",
  "list_sources",
  "list_destinations",
  "list_workflows",
] as const;
/** The generated operations used here, by operationId (each one checked to exist before use). */
type Operations = Record<(typeof OPERATIONS)[number], (params?: unknown, data?: unknown) => Promise<Answer>>;

describe("Workflow endpoint through a client generated from /openapi.json", () => {
  let server: TestServer;
  let client: Operations;

  beforeAll(async () => {
    server = await startTestServer({ partitionApiKeys: [KEY] });
    const api = new OpenAPIClientAxios({
      definition: `${server.url}/openapi.json`,
      withServer: { url: server.url },
      axiosConfigDefaults: { headers: { "service-api-key": KEY }, validateStatus: () => true },
    });
    const generated = (await api.init()) as unknown as Record<string, unknown>;
    const missing = OPERATIONS.filter((id) => typeof generated[id] !== "function");
    if (missing.length > 0) throw new Error(`/openapi.json has no operation ${missing.join(", ")}`);
    client = generated as Operations;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const createWorkflow = async (body: Record<string, unknown>) => {
    const answer = await client.create_workflow(null, {
      workflow_type: "custom",
      workflow_nodes: [partitionNode],
      ...body,
    });
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    return answer.data as { id: string; name: string; workflow_nodes: { id: string; type: string }[] };
  };

  const waitForJob = async (id: string) => {
    const until = Date.now() + 60_000;
    for (;;) {
      const job = await client.get_job({ job_id: id });
      if (!["SCHEDULED", "IN_PROGRESS"].includes(job.data.status)) return job.data;
      if (Date.now() > until) throw new Error(`job ${id} still ${job.data.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const run = async (workflowId: string, files: { name: string; data: Uint8Array | string }[]) => {
    const form = new FormData();
    for (const file of files) form.append("input_files", new Blob([file.data]), file.name);
    const answer = await client.run_workflow({ workflow_id: workflowId }, form);
    expect(answer.status, JSON.stringify(answer.data)).toBe(202);
    return answer.data as { id: string };
  };

  describe("partial updates", () => {
    it("merges a body of only the changed fields onto the stored workflow", async () => {
      const created = await createWorkflow({ name: `partial-${Date.now()}` });
      const [node] = created.workflow_nodes;

      // Only the name: everything else, node ids included, stays.
      const renamed = await client.update_workflow(
        { workflow_id: created.id },
        { name: `${created.name}-2` },
      );
      expect(renamed.status, JSON.stringify(renamed.data)).toBe(200);
      expect(renamed.data).toMatchObject({
        id: created.id,
        name: `${created.name}-2`,
        workflow_type: "custom",
        workflow_nodes: [{ id: node?.id, type: "partition", settings: { strategy: "fast" } }],
      });

      // Only the nodes: the name stays; the partition node sent back with its id keeps it.
      const nodes = await client.update_workflow(
        { workflow_id: created.id },
        { workflow_nodes: [{ ...partitionNode, id: node?.id }, chunkNode] },
      );
      expect(nodes.status, JSON.stringify(nodes.data)).toBe(200);
      expect(nodes.data.name).toBe(`${created.name}-2`);
      expect(nodes.data.workflow_nodes.map((n: { type: string }) => n.type)).toEqual(["partition", "chunk"]);
      expect(nodes.data.workflow_nodes[0].id).toBe(node?.id);

      const got = await client.get_workflow({ workflow_id: created.id });
      expect(got.data.workflow_nodes).toEqual(nodes.data.workflow_nodes);
    });

    it("validates the merged workflow as a whole", async () => {
      const created = await createWorkflow({ name: `partial-rules-${Date.now()}` });
      // A schedule on a local-source workflow is refused, as it would be on create.
      const scheduled = await client.update_workflow({ workflow_id: created.id }, { schedule: "daily" });
      expect(scheduled.status).toBe(422);
      expect(scheduled.data.detail).toEqual([
        expect.objectContaining({ loc: ["body", "schedule"], msg: expect.stringContaining("local source") }),
      ]);
      // A node order the rules refuse, sent alone.
      const order = await client.update_workflow(
        { workflow_id: created.id },
        { workflow_nodes: [chunkNode, partitionNode] },
      );
      expect(order.status).toBe(422);
      // Null for a required field is not "keep it".
      const nullName = await client.update_workflow({ workflow_id: created.id }, { name: null });
      expect(nullName.status).toBe(422);
      expect(nullName.data.detail[0].loc).toEqual(["body", "name"]);
      // Nothing was changed by the refused updates.
      const got = await client.get_workflow({ workflow_id: created.id });
      expect(got.data).toMatchObject({ name: created.name, schedule: null });
      expect(got.data.workflow_nodes).toEqual(created.workflow_nodes);
    });

    it("still replaces the workflow when the full create body is sent", async () => {
      const created = await createWorkflow({ name: `full-${Date.now()}` });
      const replaced = await client.update_workflow(
        { workflow_id: created.id },
        { name: created.name, workflow_type: "custom", workflow_nodes: [partitionNode, chunkNode] },
      );
      expect(replaced.status).toBe(200);
      expect(replaced.data.workflow_nodes).toHaveLength(2);
      // Unchanged name is not "taken" by the workflow itself.
      expect(replaced.data.name).toBe(created.name);
    });

    it("refuses a partial update to a name another workflow has", async () => {
      const first = await createWorkflow({ name: `taken-${Date.now()}` });
      const second = await createWorkflow({ name: `other-${Date.now()}` });
      const clash = await client.update_workflow({ workflow_id: second.id }, { name: first.name });
      expect(clash.status).toBe(409);
    });
  });

  describe("partial success", () => {
    it("a job in which some files failed is COMPLETED, its details COMPLETED_WITH_ERRORS", async () => {
      const workflow = await createWorkflow({ name: `mixed-${Date.now()}` });
      const text = (n: number) => `Memo ${n}\n\nThe quarterly figures for region ${n} are in.`;
      const job = await run(workflow.id, [
        { name: "a.txt", data: text(1) },
        { name: "b.txt", data: text(2) },
        { name: "broken.bin", data: UNREADABLE },
        { name: "c.txt", data: text(3) },
      ]);
      const done = await waitForJob(job.id);
      expect(done.status).toBe("COMPLETED");

      const details = await client.get_job_details({ job_id: job.id });
      expect(details.status).toBe(200);
      expect(details.data.processing_status).toBe("COMPLETED_WITH_ERRORS");
      expect(details.data.node_stats).toEqual([
        expect.objectContaining({ node_type: "partition", success: 3, failure: 1 }),
      ]);
      expect(details.data.message).toMatch(/^1 of 4 files failed; the first, broken\.bin: /);

      const failed = await client.get_job_failed_files({ job_id: job.id });
      expect(failed.data.failed_files).toEqual([{ document: "broken.bin", error: expect.any(String) }]);

      // The files that got through have their outputs.
      const fileIds = done.input_file_ids as string[];
      const outputs = await Promise.all(
        fileIds.map((file_id) => client.download_job_output({ job_id: job.id, file_id })),
      );
      expect(outputs.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 404]);

      // A completed job lists under COMPLETED, in any case.
      const listed = await client.list_jobs({ workflow_id: workflow.id, status: "completed" });
      expect(listed.data.map((j: { id: string }) => j.id)).toEqual([job.id]);
    }, 90_000);

    it("a job in which no file got through is FAILED, in the job and its details", async () => {
      const workflow = await createWorkflow({ name: `none-${Date.now()}` });
      const job = await run(workflow.id, [
        { name: "x.bin", data: UNREADABLE },
        { name: "y.bin", data: UNREADABLE },
      ]);
      const done = await waitForJob(job.id);
      expect(done.status).toBe("FAILED");
      const details = await client.get_job_details({ job_id: job.id });
      expect(details.data.processing_status).toBe("FAILED");
      expect(details.data.message).toMatch(/^2 of 2 files failed/);
      const failed = await client.get_job_failed_files({ job_id: job.id });
      expect(failed.data.failed_files.map((f: { document: string }) => f.document).sort()).toEqual([
        "x.bin",
        "y.bin",
      ]);
    }, 90_000);

    it("a job in which every file got through is COMPLETED, its details SUCCESS", async () => {
      const workflow = await createWorkflow({ name: `all-${Date.now()}` });
      const job = await run(workflow.id, [{ name: "ok.txt", data: "Title\n\nSome text here." }]);
      expect((await waitForJob(job.id)).status).toBe("COMPLETED");
      const details = await client.get_job_details({ job_id: job.id });
      expect(details.data.processing_status).toBe("SUCCESS");
      expect(details.data.message).toBeNull();
    }, 90_000);
  });

  describe("methods, body types and filters", () => {
    // Plain axios for what no generated operation sends: methods and bodies the document does not offer.
    const raw = () =>
      axios.create({ baseURL: server.url, validateStatus: () => true, headers: { "service-api-key": KEY } });

    it("answers an unsupported method with 405 and Allow, on both endpoints", async () => {
      const workflow = await createWorkflow({ name: `methods-${Date.now()}` });
      const patch = await raw().patch(`/api/v1/workflows/${workflow.id}`, { name: "x" });
      expect(patch.status).toBe(405);
      expect(patch.headers.allow).toBe("DELETE, GET, HEAD, PUT");
      expect(patch.data).toEqual({ detail: "Method Not Allowed" });

      const collection = await raw().delete("/api/v1/workflows/");
      expect(collection.status).toBe(405);
      expect(collection.headers.allow).toBe("GET, HEAD, POST");
      const run = await raw().get(`/api/v1/workflows/${workflow.id}/run`);
      expect(run.status).toBe(405);
      expect(run.headers.allow).toBe("POST");

      const partition = await raw().patch("/general/v0/general");
      expect(partition.status).toBe(405);
      expect(partition.headers.allow).toBe("POST");
      const options = await raw().request({ method: "OPTIONS", url: "/general/v0/general" });
      expect(options.status).toBe(405);
      expect(options.headers.allow).toBe("POST");

      // A path no route has is still a 404.
      expect((await raw().patch("/api/v1/nothing-here")).status).toBe(404);
      expect((await raw().get("/nothing-here")).status).toBe(404);
    });

    it("refuses a form-encoded body on a JSON operation with a 415 that names JSON", async () => {
      const form = await raw().post("/api/v1/workflows/", "name=a&workflow_type=custom", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form.status).toBe(415);
      expect(form.data.detail).toBe(
        "Unsupported media type 'application/x-www-form-urlencoded': this operation takes application/json.",
      );
      expect(form.data.detail).not.toMatch(/files/);
      const text = await raw().post("/api/v1/sources/", "hello", {
        headers: { "content-type": "text/plain" },
      });
      expect(text.status).toBe(415);
      expect(text.data.detail).toContain("application/json");

      const workflow = await createWorkflow({ name: `bodies-${Date.now()}` });
      const run = await raw().post(`/api/v1/workflows/${workflow.id}/run`, "a=b", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(run.status).toBe(415);
      expect(run.data.detail).toContain("multipart/form-data");
    });

    it("takes list filters in any case", async () => {
      const source = await raw().post("/api/v1/sources/", {
        name: `case-${Date.now()}`,
        type: "s3",
        config: { remote_url: "s3://bucket/prefix/", anonymous: true },
      });
      expect(source.status, JSON.stringify(source.data)).toBe(200);
      const upper = await client.list_sources({ source_type: "S3" });
      expect(upper.status).toBe(200);
      expect(upper.data.map((c: { id: string }) => c.id)).toContain(source.data.id);
      const mixed = await client.list_sources({ source_type: "s3" });
      expect(mixed.data).toEqual(upper.data);
      expect((await client.list_destinations({ destination_type: "S3" })).status).toBe(200);

      const workflow = await createWorkflow({ name: `filters-${Date.now()}` });
      const active = await client.list_workflows({ status: "ACTIVE" });
      expect(active.status).toBe(200);
      expect(active.data.map((w: { id: string }) => w.id)).toContain(workflow.id);
      const jobs = await client.list_jobs({ status: "In_Progress" });
      expect(jobs.status).toBe(200);
    });
  });
});
