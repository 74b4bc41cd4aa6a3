// resolveWorkflow against a stand-in that lists workflows the way the hosted service does: 20 a page
// unless asked otherwise, and (to be safe) no name filter. A workflow past the first page is still found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRunClient } from "../../src/modes/run/client.js";
import { RunModeError } from "../../src/modes/run/errors.js";
import { resolveWorkflow } from "../../src/modes/run/resolve.js";
import { type RecordingServer, sendJson, startRecordingServer } from "../helpers/recording-server.js";

const workflows = Array.from({ length: 45 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  name: `pipeline-${String(i).padStart(2, "0")}`,
  status: "active",
  workflow_type: "custom",
  sources: [],
  destinations: [],
  workflow_nodes: [],
  schedule: null,
}));

describe("resolveWorkflow on a paged workflow list", () => {
  let server: RecordingServer;

  beforeAll(async () => {
    server = await startRecordingServer((request, response) => {
      const url = new URL(request.url, "http://stand-in");
      if (url.pathname.startsWith("/api/v1/workflows/") && url.pathname !== "/api/v1/workflows/") {
        sendJson(response, 404, { detail: "Workflow not found" });
        return;
      }
      const page = Number(url.searchParams.get("page") ?? 1);
      const size = Number(url.searchParams.get("page_size") ?? 20);
      sendJson(response, 200, workflows.slice((page - 1) * size, page * size));
    });
  });
  afterAll(() => server?.close());

  it("finds a workflow on the second page by name", async () => {
    const client = createRunClient({ baseUrl: server.url, apiKey: "k", retry: { maxRetries: 0 } });
    server.requests.length = 0;
    const found = await resolveWorkflow(client, "pipeline-33");
    expect(found.id).toBe(workflows[33]?.id);
    expect(server.requests.map((r) => r.url)).toEqual([
      "/api/v1/workflows/?name=pipeline-33&page=1&page_size=20",
      "/api/v1/workflows/?name=pipeline-33&page=2&page_size=20",
      "/api/v1/workflows/?name=pipeline-33&page=3&page_size=20",
    ]);
  });

  it("names how many workflows there are, from every page, when none matches", async () => {
    const client = createRunClient({ baseUrl: server.url, apiKey: "k", retry: { maxRetries: 0 } });
    const error = await resolveWorkflow(client, "missing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RunModeError);
    expect((error as RunModeError).reason).toBe("workflow-not-found");
    expect((error as Error).message).toContain("'pipeline-09' and 35 more");
  });
});
