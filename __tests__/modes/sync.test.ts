// Modes plan and apply against a real `docflow serve`: every path of the plan (create, no-op, update,
// replace, prune), secrets hidden everywhere, a failure part-way and the re-run that converges.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderApplyMarkdown, renderPlanMarkdown, renderPlanText } from "../../src/as-code/render.js";
import { type ApplyModeOptions, PlanChangedError, runApplyMode, runPlanMode } from "../../src/modes/sync.js";
import { emptyService, type SyncServer, startSyncServer } from "../as-code/helpers/sync-server.js";
import { ROOT } from "../helpers/action-runner.js";

const SECRET = "wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY-42";
const KEY_ID = "AKIAIOSFODNN7EXAMPLE";

function spec({
  sourceName = "invoices",
  sourceType = "s3",
  bucket = "s3://invoices/in",
  withWorkflow = true,
  schedule = "daily",
  maxCharacters = 1000,
}: Partial<{
  sourceName: string;
  sourceType: string;
  bucket: string;
  withWorkflow: boolean;
  schedule: string;
  maxCharacters: number;
}> = {}): string {
  return `
sources:
  ${sourceName}:
    type: ${sourceType}
    config:
${
  sourceType === "azure"
    ? `      remote_url: az://invoices/in
      account_name: docflowtest
      account_key: \${{ env.TEST_S3_SECRET }}`
    : `      remote_url: ${bucket}
      key: \${{ env.TEST_S3_KEY }}
      secret: \${{ env.TEST_S3_SECRET }}`
}
destinations:
  archive:
    type: s3
    config:
      remote_url: s3://archive/out
      key: \${{ env.TEST_S3_KEY }}
      secret: \${{ env.TEST_S3_SECRET }}
${
  withWorkflow
    ? `workflows:
  invoices-nightly:
    source: ${sourceName}
    destination: archive
    nodes:
      - { name: Partitioner, type: partition, subtype: service_api, settings: { strategy: fast } }
      - { name: Chunker, type: chunk, subtype: chunk_by_title, settings: { max_characters: ${maxCharacters} } }
    schedule: ${schedule}
`
    : ""
}`;
}

describe("modes plan and apply against docflow serve", () => {
  let service: SyncServer;
  let outDir: string;
  let env: Record<string, string>;
  let registered: string[];
  let logged: string[];

  const options = (text: string, extra: Partial<ApplyModeOptions> = {}): ApplyModeOptions => ({
    spec: { text },
    apiUrl: service.url,
    apiKey: service.apiKey,
    outDir,
    env,
    registerSecret: (value) => registered.push(value),
    log: (line) => logged.push(line),
    ...extra,
  });

  beforeAll(async () => {
    service = await startSyncServer();
    outDir = await mkdtemp(join(tmpdir(), "docflow-sync-"));
  });
  afterAll(async () => {
    await service?.close();
    await rm(outDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await emptyService(service.client);
    env = { TEST_S3_KEY: KEY_ID, TEST_S3_SECRET: SECRET };
    registered = [];
    logged = [];
  });

  it("creates from empty, then plans no change; secrets appear in no output", async () => {
    const first = await runPlanMode(options(spec()));
    expect(first.plan.counts).toMatchObject({ create: 3, update: 0, replace: 0, delete: 0 });
    expect(first.plan.changes).toBe(true);
    expect(registered).toEqual(expect.arrayContaining([SECRET, KEY_ID]));

    const applied = await runApplyMode(options(spec()));
    expect(applied.result.ok).toBe(true);
    expect(applied.result.outcomes.map((o) => [o.op, o.name, o.status])).toEqual([
      ["create-connector", "invoices", "applied"],
      ["create-connector", "archive", "applied"],
      ["create-workflow", "invoices-nightly", "applied"],
    ]);
    const workflows = await service.client.workflows.list();
    expect(workflows.map((w) => w.name)).toEqual(["invoices-nightly"]);
    expect(applied.result.resources.workflows["invoices-nightly"]).toBe(workflows[0]?.id);
    const [source] = (await service.client.sources.list()).filter((s) => s.type === "s3");
    expect(workflows[0]?.sources).toEqual([source?.id]);
    expect(applied.result.resources.sources.invoices).toBe(source?.id);
    // The server masks the secret; plan asks the server to compare it (POST .../secrets/compare).
    expect(JSON.stringify(source?.config)).not.toContain(SECRET);

    const again = await runPlanMode(options(spec()));
    expect(again.plan.changes).toBe(false);
    const idempotent = await runApplyMode(options(spec()));
    expect(idempotent.result).toMatchObject({ ok: true, outcomes: [] });
    expect(again.plan.counts).toMatchObject({ create: 0, update: 0, replace: 0, delete: 0, "no-op": 3 });
    expect(again.plan.unmanaged).toEqual([]);

    const outputs = [
      await readFile(first.planPath, "utf8"),
      await readFile(again.planPath, "utf8"),
      renderPlanMarkdown(first.plan, { showUnchanged: true }),
      renderPlanText(first.plan).join("\n"),
      renderApplyMarkdown(applied.result),
      logged.join("\n"),
    ].join("\n");
    expect(outputs).toContain("(sensitive)");
    expect(outputs).not.toContain(SECRET);
    expect(outputs).not.toContain(KEY_ID);
  });

  it("shows a changed secret as changed, without its value, and applies it", async () => {
    await runApplyMode(options(spec()));
    env.TEST_S3_SECRET = "another-Secret-value-9876543210";
    const plan = await runPlanMode(options(spec()));
    expect(plan.plan.counts).toMatchObject({ update: 2 });
    const source = plan.plan.resources.find((r) => r.name === "invoices");
    expect(source?.changes).toEqual([{ field: "config.secret", sensitive: true, note: "changed" }]);
    expect(JSON.stringify(plan.plan)).not.toContain("another-Secret-value");
    await runApplyMode(options(spec()));
    expect((await runPlanMode(options(spec()))).plan.changes).toBe(false);
  });

  it("updates a config and a workflow in place", async () => {
    await runApplyMode(options(spec()));
    const ids = Object.fromEntries((await service.client.sources.list()).map((s) => [s.name, s.id]));
    const next = spec({ bucket: "s3://invoices/2026", schedule: "weekly", maxCharacters: 800 });
    const plan = await runPlanMode(options(next));
    expect(plan.plan.counts).toMatchObject({ create: 0, update: 2, replace: 0, delete: 0 });
    const workflow = plan.plan.resources.find((r) => r.kind === "workflow");
    expect(workflow?.changes).toEqual([
      { field: "schedule", before: "daily", after: "weekly" },
      { field: "nodes[1].settings.max_characters", before: 1000, after: 800 },
    ]);
    const source = plan.plan.resources.find((r) => r.name === "invoices");
    expect(source?.changes).toEqual([
      { field: "config.remote_url", before: "s3://invoices/in", after: "s3://invoices/2026" },
    ]);
    const applied = await runApplyMode(options(next));
    expect(applied.result.ok).toBe(true);
    expect(Object.fromEntries((await service.client.sources.list()).map((s) => [s.name, s.id]))).toEqual(ids);
    const [stored] = await service.client.workflows.list();
    expect(stored?.schedule?.crontab_entries[0]?.cron_expression).toBe("0 0 * * 0");
    expect((await runPlanMode(options(next))).plan.changes).toBe(false);
  });

  it("replaces a renamed connector and points its workflow at the new one", async () => {
    await runApplyMode(options(spec()));
    const oldId = (await service.client.sources.list()).find((s) => s.name === "invoices")?.id;
    const renamed = spec({ sourceName: "invoices-v2" });
    const plan = await runPlanMode(options(renamed));
    expect(plan.plan.counts).toMatchObject({ create: 0, update: 1, replace: 1, delete: 0 });
    const replaced = plan.plan.resources.find((r) => r.action === "replace");
    expect(replaced).toMatchObject({
      kind: "source",
      name: "invoices-v2",
      replaces: { name: "invoices", id: oldId },
    });
    const applied = await runApplyMode(options(renamed));
    expect(applied.result.ok).toBe(true);
    const sources = (await service.client.sources.list()).filter((s) => s.type === "s3");
    expect(sources.map((s) => s.name)).toEqual(["invoices-v2"]);
    const [workflow] = await service.client.workflows.list();
    expect(workflow?.sources).toEqual([sources[0]?.id]);
    expect((await runPlanMode(options(renamed))).plan.changes).toBe(false);
  });

  it("replaces a connector whose type changed", async () => {
    await runApplyMode(options(spec()));
    const plan = await runPlanMode(options(spec({ sourceType: "azure" })));
    const replaced = plan.plan.resources.find((r) => r.action === "replace");
    expect(replaced?.changes[0]).toEqual({
      field: "type",
      before: "s3",
      after: "azure",
      note: "forces replacement",
    });
    const applied = await runApplyMode(options(spec({ sourceType: "azure" })));
    expect(applied.result.ok).toBe(true);
    expect((await runPlanMode(options(spec({ sourceType: "azure" })))).plan.changes).toBe(false);
  });

  it("lists what the spec dropped as unmanaged, and deletes it only with prune", async () => {
    await runApplyMode(options(spec()));
    const smaller = spec({ withWorkflow: false });
    const plan = await runPlanMode(options(smaller));
    expect(plan.plan.changes).toBe(false);
    expect(plan.plan.unmanaged.map((r) => [r.kind, r.name])).toEqual([["workflow", "invoices-nightly"]]);
    const pruned = await runPlanMode(options(smaller, { prune: true }));
    expect(pruned.plan.counts.delete).toBe(1);
    expect(pruned.plan.resources.find((r) => r.action === "delete")).toMatchObject({
      kind: "workflow",
      name: "invoices-nightly",
    });
    await runApplyMode(options(smaller, { prune: true }));
    expect(await service.client.workflows.list()).toEqual([]);
    // docflow's own state connector is never offered for deletion.
    expect((await runPlanMode(options(smaller, { prune: true }))).plan.changes).toBe(false);
  });

  it("refuses a plan other than the approved one, unless allowed", async () => {
    const approved = (await runPlanMode(options(spec()))).plan.hash;
    await expect(
      runApplyMode(options(spec({ schedule: "weekly" }), { approvedHash: approved })),
    ).rejects.toBeInstanceOf(PlanChangedError);
    expect(await service.client.workflows.list()).toEqual([]);
    const forced = await runApplyMode(
      options(spec({ schedule: "weekly" }), { approvedHash: approved, allowPlanChanges: true }),
    );
    expect(forced.planChanged).toBe(true);
    expect(forced.result.ok).toBe(true);
  });

  it("stops at the first failure, reports applied and not applied, and converges on re-run", async () => {
    // A connector type the server knows, with a config only the server refuses (the spec's schema has
    // no bucket rules): the destination fails after the source was created; the workflow is not attempted.
    const broken = spec().replace("remote_url: s3://archive/out", "remote_url: s3://Not_A_Bucket/out");
    const failed = await runApplyMode(options(broken));
    expect(failed.result.ok).toBe(false);
    expect(failed.result.outcomes.map((o) => [o.name, o.status])).toEqual([
      ["invoices", "applied"],
      ["archive", "failed"],
      ["invoices-nightly", "not applied"],
    ]);
    expect(failed.result.error).toMatch(/422|remote_url/);
    expect(failed.result.error).not.toContain(SECRET);
    const fixed = await runApplyMode(options(spec()));
    expect(fixed.result.ok).toBe(true);
    expect(fixed.plan.counts).toMatchObject({ create: 2, "no-op": 1 });
    const sources = (await service.client.sources.list()).filter((s) => s.type === "s3");
    expect(sources).toHaveLength(1);
    expect((await runPlanMode(options(spec()))).plan.changes).toBe(false);
  });

  it("applies the example spec of docs/spec-file.md, which then plans no change", async () => {
    const readme = await readFile(join(ROOT, "docs", "spec-file.md"), "utf8");
    const example = /<!-- spec-example -->\s*```yaml\n([\s\S]*?)```/.exec(readme)?.[1] as string;
    env = {
      INVOICES_S3_KEY: KEY_ID,
      INVOICES_S3_SECRET: SECRET,
      WAREHOUSE_PASSWORD: "warehouse-Pa55word-123",
    };
    const applied = await runApplyMode(options(example));
    expect(applied.result.error).toBeUndefined();
    expect(Object.keys(applied.result.resources.workflows).sort()).toEqual([
      "invoices-local",
      "invoices-nightly",
    ]);
    expect(applied.loaded.warnings).toEqual([]);
    expect((await runPlanMode(options(example))).plan.changes).toBe(false);
  });

  it("does not create duplicates when two applies run at once", async () => {
    const results = await Promise.all([runApplyMode(options(spec())), runApplyMode(options(spec()))]);
    expect(results.map((r) => r.result.error)).toEqual([undefined, undefined]);
    expect((await service.client.workflows.list()).map((w) => w.name)).toEqual(["invoices-nightly"]);
    const connectors = [
      ...(await service.client.sources.list()),
      ...(await service.client.destinations.list()),
    ];
    expect(connectors.map((c) => c.name).sort()).toEqual(["archive", "docflow-state", "invoices"]);
    const final = await runApplyMode(options(spec()));
    expect(final.result.ok).toBe(true);
    expect((await runPlanMode(options(spec()))).plan.changes).toBe(false);
  });
});
