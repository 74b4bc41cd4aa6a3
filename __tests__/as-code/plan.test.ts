// The plan over records, without a server: what counts as drift and what does not, and the hash.
import { describe, expect, it } from "vitest";
import { managedRecord, stateKey } from "../../src/as-code/managed.js";
import type { DesiredConnector, DesiredState, DesiredWorkflow } from "../../src/as-code/model.js";
import { type ActualState, computePlan } from "../../src/as-code/plan.js";
import { renderPlanMarkdown } from "../../src/as-code/render.js";
import type { ConnectorInfo } from "../../src/contract/connectors.js";
import type { WorkflowInfo } from "../../src/contract/workflows.js";

const source = (config: Record<string, unknown>, sensitive: string[] = []): DesiredConnector => ({
  kind: "source",
  name: "in",
  type: "postgres",
  config,
  sensitive: new Set(sensitive),
});

const workflow = (overrides: Partial<DesiredWorkflow> = {}): DesiredWorkflow => ({
  name: "w",
  source: "in",
  destination: undefined,
  workflowType: "custom",
  nodes: [
    {
      name: "P",
      type: "partition",
      subtype: "service_api",
      settings: { strategy: "fast" },
      sensitive: new Set(),
    },
  ],
  schedule: "daily",
  reprocessAll: false,
  ...overrides,
});

const record = (config: Record<string, unknown>, id = "c1"): ConnectorInfo => ({
  id,
  name: "in",
  type: "postgres",
  config,
  created_at: "2026-01-01T00:00:00Z",
});

const workflowRecord = (overrides: Partial<WorkflowInfo> = {}): WorkflowInfo => ({
  id: "w1",
  name: "w",
  status: "active",
  workflow_type: "custom",
  sources: ["c1"],
  destinations: [],
  workflow_nodes: [
    { id: "n1", name: "P", type: "partition", subtype: "service_api", settings: { strategy: "fast" } },
  ],
  schedule: { crontab_entries: [{ cron_expression: "0 0 * * *" }] },
  reprocess_all: null,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

const desired = (sources: DesiredConnector[], workflows: DesiredWorkflow[] = []): DesiredState => ({
  sources,
  destinations: [],
  workflows,
});
const actual = (
  sources: ConnectorInfo[],
  workflows: WorkflowInfo[] = [],
  state = new Map(),
  secrets = new Map<string, Record<string, string>>(),
): ActualState => ({
  sources,
  destinations: [],
  workflows,
  state,
  secrets,
});

describe("computePlan", () => {
  it("does not take defaults the server filled in, or its coercions, for drift", () => {
    const config = { host: "db", port: "5432", password: "pw-123456789" };
    const state = new Map([[stateKey("source", "c1"), managedRecord(config)]]);
    const { plan } = computePlan(
      desired([source(config, ["password"])], [workflow()]),
      actual(
        [record({ host: "db", port: 5432, password: "**********", batch_size: 100, id_column: "id" })],
        [workflowRecord()],
        state,
        new Map([[stateKey("source", "c1"), { password: "unchanged" }]]),
      ),
      { spec: "docflow.yaml" },
    );
    expect(plan.changes).toBe(false);
    expect(plan.counts["no-op"]).toBe(2);
  });

  it("shows a setting the spec dropped, because the state says the spec gave it", () => {
    const state = new Map([[stateKey("source", "c1"), managedRecord({ host: "db", table_name: "t" })]]);
    const { plan } = computePlan(
      desired([source({ host: "db" })]),
      actual([record({ host: "db", table_name: "t", batch_size: 100 })], [], state),
      {
        spec: "s",
      },
    );
    expect(plan.resources[0]?.changes).toEqual([
      { field: "config.table_name", before: "t", note: "removed" },
    ]);
  });

  it("takes the server's word on whether a masked secret changed", () => {
    const { plan } = computePlan(
      desired([source({ password: "new" }, ["password"])]),
      actual(
        [record({ password: "**********" })],
        [],
        new Map(),
        new Map([["source:c1", { password: "changed" }]]),
      ),
      { spec: "s" },
    );
    expect(plan.resources[0]?.changes).toEqual([
      { field: "config.password", sensitive: true, note: "changed" },
    ]);
  });

  it("cannot compare a masked secret it has no record of, and says so", () => {
    const { plan } = computePlan(
      desired([source({ password: "x" }, ["password"])]),
      actual([record({ password: "**********" })]),
      { spec: "s" },
    );
    expect(plan.resources[0]?.changes).toEqual([
      { field: "config.password", sensitive: true, note: "not recorded" },
    ]);
  });

  it("hashes what the plan does, not the ids it works on", () => {
    const one = computePlan(desired([source({ host: "a" })]), actual([record({ host: "b" }, "id-1")]), {
      spec: "s",
    }).plan;
    const two = computePlan(desired([source({ host: "a" })]), actual([record({ host: "b" }, "id-2")]), {
      spec: "s",
    }).plan;
    const other = computePlan(desired([source({ host: "c" })]), actual([record({ host: "b" }, "id-1")]), {
      spec: "s",
    }).plan;
    expect(one.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(two.hash).toBe(one.hash);
    expect(other.hash).not.toBe(one.hash);
  });

  it("keeps the oldest of two connectors of one name and offers the other for pruning", () => {
    const older = record({ host: "a" }, "old");
    const newer = { ...record({ host: "a" }, "new"), created_at: "2026-02-01T00:00:00Z" };
    const kept = computePlan(desired([source({ host: "a" })]), actual([newer, older]), { spec: "s" }).plan;
    expect(kept.resources.map((r) => [r.action, r.id])).toEqual([["no-op", "old"]]);
    expect(kept.unmanaged).toEqual([{ kind: "source", name: "in", id: "new" }]);
    const pruned = computePlan(desired([source({ host: "a" })]), actual([newer, older]), {
      spec: "s",
      prune: true,
    }).plan;
    expect(pruned.resources.map((r) => [r.action, r.id])).toEqual([
      ["no-op", "old"],
      ["delete", "new"],
    ]);
  });

  it("shows a node order change, a schedule removal and a node setting the spec dropped", () => {
    const reordered = computePlan(
      desired(
        [source({})],
        [
          workflow({
            schedule: null,
            nodes: [
              { name: "P", type: "partition", subtype: "service_api", settings: {}, sensitive: new Set() },
            ],
          }),
        ],
      ),
      actual([record({})], [workflowRecord()]),
      { spec: "s" },
    ).plan;
    expect(reordered.resources.find((r) => r.kind === "workflow")?.changes).toEqual([
      { field: "schedule", before: "daily", note: "removed" },
      { field: "nodes[0].settings.strategy", before: "fast", note: "removed" },
    ]);
  });

  it("renders names and values as text, never markup", () => {
    const { plan } = computePlan(
      {
        sources: [{ ...source({ remote_url: "<img src=x>|`" }), name: "a|b<script>" }],
        destinations: [],
        workflows: [],
      },
      actual([]),
      { spec: "docflow.yaml" },
    );
    const markdown = renderPlanMarkdown(plan);
    expect(markdown).toContain("1 to create");
    expect(markdown).not.toContain("<script>");
    expect(markdown).not.toContain("<img");
    expect(
      markdown
        .split("\n")
        .find((line) => line.includes("a&#124;b"))
        ?.split(" | "),
    ).toHaveLength(5);
  });
});
