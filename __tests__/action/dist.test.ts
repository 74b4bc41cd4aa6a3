// The bundle (built from the sources for the run), run as the Actions runner runs it. A broken bundle (a missing module, an ESM/CJS
// mix-up, a stale build) fails here rather than in a user's workflow.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ROOT, runBundle } from "../helpers/action-runner.js";
import { distDir } from "../helpers/dist.js";
import { type RecordingServer, sendJson, startRecordingServer } from "../helpers/recording-server.js";

let server: RecordingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("action.yml", () => {
  it("runs the bundle on node24 with a post step, and documents every input and output", async () => {
    const yml = parseYaml(await readFile(join(ROOT, "action.yml"), "utf8"));
    expect(yml.runs).toMatchObject({ using: "node24", main: "dist/index.js", post: "dist/post.js" });
    for (const [name, spec] of Object.entries<{ description?: string }>({ ...yml.inputs, ...yml.outputs })) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(spec.description, name).toBeTruthy();
    }
  });
});

describe("dist bundle", () => {
  it("contains no webpack stubs for modules that failed to bundle", async () => {
    const files = (await readdir(distDir(), { recursive: true })).filter((f) => f.endsWith(".js"));
    expect(files).toEqual(expect.arrayContaining(["index.js", "post.js", "cli.js"]));
    for (const file of files) {
      expect(await readFile(join(distDir(), file), "utf8"), file).not.toContain("webpackMissingModule");
    }
  });

  it("fails with no inputs, naming the missing input", async () => {
    const run = await runBundle("dist/index.js", { applyDefaults: false });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain("::error::docflow failed: Input required and not supplied: mode");
    expect(run.outputs["failure-reason"]).toBe("invalid-input");
  });

  it("fails with action.yml's defaults but no mode, naming the missing input", async () => {
    const run = await runBundle("dist/index.js");
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain("Input required and not supplied: mode");
  });

  it("rejects an unknown mode, listing the valid ones", async () => {
    const run = await runBundle("dist/index.js", { inputs: { mode: "deploy" } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      "Input 'mode' must be one of 'partition', 'plan', 'apply', 'run'; got 'deploy'.",
    );
  });

  it("masks the API key before anything else is printed", async () => {
    const run = await runBundle("dist/index.js", { inputs: { mode: "plan", "api-key": "sk-live-abc123" } });
    const lines = run.stdout.split("\n");
    expect(lines[0]).toBe("::add-mask::sk-live-abc123");
    expect(lines.slice(1).join("\n")).not.toContain("sk-live-abc123");
  });

  it("post step does nothing when the main step left no job", async () => {
    const run = await runBundle("dist/post.js");
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("");
  });

  it("post step cancels a job the main step left running", async () => {
    server = await startRecordingServer((req, res) => {
      if (req.method === "GET") {
        sendJson(res, 200, { id: "job-9", workflow_id: "wf", workflow_name: "w", status: "IN_PROGRESS" });
      } else {
        sendJson(res, 200, { id: "job-9", status: "cancelled", message: "Job successfully cancelled." });
      }
    });
    const run = await runBundle("dist/post.js", {
      inputs: { "api-key": "post-key-42" },
      state: { "job-id": "job-9", "workflow-api-url": server.url },
    });
    expect(run.exitCode).toBe(0);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /api/v1/jobs/job-9",
      "POST /api/v1/jobs/job-9/cancel",
    ]);
    expect(server.requests[1]?.headers["service-api-key"]).toBe("post-key-42");
    expect(run.stdout).toContain("Cancelled job job-9");
  });
});
