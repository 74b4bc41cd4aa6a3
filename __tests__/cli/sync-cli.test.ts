// `docflow plan`, `docflow apply` and `docflow schema` from the bundled CLI (dist/cli.js) against a real
// `docflow serve`.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyService, type SyncServer, startSyncServer } from "../as-code/helpers/sync-server.js";
import { ROOT } from "../helpers/action-runner.js";
import { bundlePath } from "../helpers/dist.js";

const SECRET = "cli-Secret-0123456789-abcdefXYZ";

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function docflow(args: string[], env: Record<string, string>, cwd: string): Promise<CliRun> {
  const child = spawn(process.execPath, [bundlePath("dist/cli.js"), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

const SPEC = `sources:
  in:
    type: s3
    config:
      remote_url: s3://inbox
      key: AKIA-not-a-real-key
      secret: \${{ env.IN_SECRET }}
destinations:
  out:
    type: s3
    config: { remote_url: s3://outbox, anonymous: true }
workflows:
  pipeline:
    source: in
    destination: out
    nodes: [{ name: Partitioner, type: partition, subtype: service_api, settings: { strategy: fast } }]
`;

describe("docflow plan / apply / schema (dist/cli.js)", () => {
  let service: SyncServer;
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    service = await startSyncServer();
  });
  afterAll(async () => {
    await service?.close();
  });
  beforeEach(async () => {
    await emptyService(service.client);
    dir = await mkdtemp(join(tmpdir(), "docflow-sync-cli-"));
    await writeFile(join(dir, "docflow.yaml"), SPEC);
    env = { DOCFLOW_WORKFLOW_API_URL: service.url, DOCFLOW_API_KEY: service.apiKey, IN_SECRET: SECRET };
    return () => rm(dir, { recursive: true, force: true });
  });

  it("prints the spec's JSON Schema, the same as docflow.schema.json", async () => {
    const run = await docflow(["schema"], {}, dir);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(
      JSON.parse(await readFile(join(ROOT, "docflow.schema.json"), "utf8")),
    );
    const only = JSON.parse((await docflow(["schema", "--interface"], {}, dir)).stdout);
    expect(only.properties).toBeUndefined();
    expect(only.$defs.WorkflowBody).toBeDefined();
  });

  it("plans, applies, and then has nothing to do", async () => {
    const plan = await docflow(["plan", "--json", "--expect-no-changes"], env, dir);
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain("3 to create, 0 to update, 0 to replace, 0 to delete");
    const json = JSON.parse(plan.stdout);
    expect(json.counts).toMatchObject({ create: 3 });
    expect(await readFile(join(dir, "docflow-output", "docflow-plan.json"), "utf8")).toBe(plan.stdout);

    const wrong = await docflow(["apply", "--approved-hash", "sha256:0000"], env, dir);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/differs from the one approved/);
    expect(await service.client.workflows.list()).toEqual([]);

    const apply = await docflow(["apply", "--approved-hash", json.hash], env, dir);
    expect(apply.code, apply.stderr).toBe(0);
    expect(apply.stderr).toMatch(/Applied 3 steps/);
    expect((await service.client.workflows.list()).map((w) => w.name)).toEqual(["pipeline"]);

    const again = await docflow(["plan", "--expect-no-changes"], env, dir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("0 to create, 0 to update, 0 to replace, 0 to delete");
    for (const output of [plan, wrong, apply, again])
      expect(output.stdout + output.stderr).not.toContain(SECRET);
  });

  it("takes an inline spec and prunes with --prune", async () => {
    expect((await docflow(["apply"], env, dir)).code).toBe(0);
    const inline = "sources: {}\ndestinations: {}\nworkflows: {}\n";
    const kept = await docflow(["plan", "--spec", inline], env, dir);
    expect(kept.stderr).toMatch(/unmanaged workflow 'pipeline'/);
    const pruned = await docflow(["apply", "--spec", inline, "--prune"], env, dir);
    expect(pruned.code, pruned.stderr).toBe(0);
    expect(await service.client.workflows.list()).toEqual([]);
    expect((await service.client.sources.list()).map((s) => s.type)).toEqual(["docflow-state"]);
  });

  it("names every spec problem with file, line and path, and exits 1", async () => {
    await writeFile(
      join(dir, "docflow.yaml"),
      SPEC.replace("strategy: fast", "strategy: quick").replace("${{ env.IN_SECRET }}", "${{ env.NOT_SET }}"),
    );
    const plan = await docflow(["plan"], env, dir);
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain("docflow.yaml:7:");
    expect(plan.stderr).toMatch(/NOT_SET is not set/);
    expect(plan.stderr).toMatch(/docflow\.yaml:16:\d+: workflows\.pipeline\.nodes\[0\]\.settings\.strategy/);
  });
});
