// The plan: desired state (the spec) against actual state (the server's records), matched by name —
// connectors per kind, workflows by their unique name. Pure over records, so every rule is testable
// without a server; `readActualState` (actual-state.ts) is the one place that asks the server, and the
// field-by-field comparisons are in compare.ts.
import { createHash } from "node:crypto";
import type { ConnectorInfo } from "../contract/connectors.js";
import type { WorkflowInfo } from "../contract/workflows.js";
import { canonicalJson } from "../shared/canonical-json.js";
import {
  byCreation,
  compareSettings,
  compareWorkflow,
  creationFields,
  indexByName,
  workflowCreationFields,
} from "./compare.js";
import { type SyncState, stateKey } from "./managed.js";
import type { ConnectorKind, DesiredConnector, DesiredState, DesiredWorkflow } from "./model.js";
import {
  type ActualState,
  type FieldChange,
  PLAN_FORMAT,
  type PlanAction,
  type PlanCounts,
  type PlannedResource,
  type PlanOptions,
  type PlanResult,
  type SecretComparisons,
  type Step,
  type UnmanagedResource,
} from "./plan-model.js";

export { readActualState } from "./actual-state.js";
export * from "./plan-model.js";

interface ConnectorPlan {
  resources: PlannedResource[];
  steps: { creates: Step[]; updates: Step[]; deletes: Step[] };
  /** Connector name → its id now, or undefined when apply creates it. */
  idOf: Map<string, string | undefined>;
  /** Ids apply will delete. */
  deleted: Set<string>;
  unmanaged: UnmanagedResource[];
}

function planConnectors(
  kind: ConnectorKind,
  desired: readonly DesiredConnector[],
  actual: readonly ConnectorInfo[],
  desiredWorkflows: readonly DesiredWorkflow[],
  actualWorkflows: ReadonlyMap<string, WorkflowInfo>,
  state: SyncState,
  prune: boolean,
  secrets?: SecretComparisons,
): ConnectorPlan {
  const result: ConnectorPlan = {
    resources: [],
    steps: { creates: [], updates: [], deletes: [] },
    idOf: new Map(),
    deleted: new Set(),
    unmanaged: [],
  };
  const byName = indexByName(actual);
  const wanted = new Set(desired.map((connector) => connector.name));
  const claimed = new Set<string>();

  // A connector the spec renamed: a workflow of the spec still points at a connector the spec no longer
  // names, and now names one the server does not have. Names are immutable, so that is a replace.
  const renamedFrom = new Map<string, ConnectorInfo>();
  const actualById = new Map(actual.map((record) => [record.id, record]));
  for (const workflow of desiredWorkflows) {
    const target = kind === "source" ? workflow.source : workflow.destination;
    const current = actualWorkflows.get(workflow.name);
    const currentId = kind === "source" ? current?.sources[0] : current?.destinations[0];
    if (!target || byName.has(target) || !currentId || renamedFrom.has(target)) continue;
    const old = actualById.get(currentId);
    if (!old || wanted.has(old.name) || [...renamedFrom.values()].includes(old)) continue;
    renamedFrom.set(target, old);
  }

  for (const connector of desired) {
    const existing = byName.get(connector.name);
    const previous = existing ?? renamedFrom.get(connector.name);
    if (previous) claimed.add(previous.id);
    const typeChanged = existing !== undefined && existing.type !== connector.type;
    if (!existing || typeChanged) {
      const replaced = typeChanged ? existing : previous;
      result.idOf.set(connector.name, undefined);
      const changes: FieldChange[] = [
        replaced && replaced.type !== connector.type
          ? { field: "type", before: replaced.type, after: connector.type, note: "forces replacement" }
          : { field: "type", after: connector.type },
        ...(replaced && replaced.name !== connector.name
          ? [{ field: "name", before: replaced.name, after: connector.name, note: "forces replacement" }]
          : []),
        ...creationFields("config", connector.config, connector.sensitive),
      ];
      result.resources.push({
        kind,
        name: connector.name,
        action: replaced ? "replace" : "create",
        type: connector.type,
        id: replaced?.id,
        replaces: replaced ? { name: replaced.name, type: replaced.type, id: replaced.id } : undefined,
        reason: replaced
          ? replaced.type !== connector.type
            ? "the type of a connector cannot change"
            : "the name of a connector cannot change"
          : undefined,
        changes,
      });
      result.steps.creates.push({
        op: "create-connector",
        kind,
        name: connector.name,
        desired: connector,
        ...(replaced ? { replacesId: replaced.id } : {}),
      });
      if (replaced) {
        result.deleted.add(replaced.id);
        result.steps.deletes.push({ op: "delete-connector", kind, name: replaced.name, id: replaced.id });
      }
      continue;
    }
    result.idOf.set(connector.name, existing.id);
    const changes = compareSettings(
      "config",
      connector.config,
      connector.sensitive,
      existing.config,
      state.get(stateKey(kind, existing.id)),
      false,
      secrets?.get(stateKey(kind, existing.id)),
    );
    result.resources.push({
      kind,
      name: connector.name,
      action: changes.length ? "update" : "no-op",
      type: connector.type,
      id: existing.id,
      changes,
    });
    if (changes.length) {
      result.steps.updates.push({
        op: "update-connector",
        kind,
        name: connector.name,
        id: existing.id,
        desired: connector,
      });
    }
  }

  for (const record of [...actual].sort(byCreation)) {
    if (claimed.has(record.id)) continue;
    // A second connector of a wanted name (left by an interrupted or concurrent apply) is not managed.
    if (prune) {
      result.deleted.add(record.id);
      result.resources.push({
        kind,
        name: record.name,
        action: "delete",
        type: record.type,
        id: record.id,
        changes: [],
      });
      result.steps.deletes.push({ op: "delete-connector", kind, name: record.name, id: record.id });
    } else {
      result.unmanaged.push({ kind, name: record.name, id: record.id });
    }
  }
  return result;
}

// ---- the plan ---------------------------------------------------------------------------------------

export function emptyCounts(): PlanCounts {
  return { create: 0, update: 0, replace: 0, delete: 0, "no-op": 0 };
}

/** The hash of what the plan does: resources that change, without ids, canonical JSON. */
export function planHash(resources: readonly PlannedResource[]): string {
  const changing = resources
    .filter((resource) => resource.action !== "no-op")
    .map(({ id: _id, replaces, ...rest }) => ({
      ...rest,
      replaces: replaces ? { name: replaces.name, type: replaces.type } : undefined,
    }));
  return `sha256:${createHash("sha256")
    .update(`${PLAN_FORMAT}\n${canonicalJson(changing)}`)
    .digest("hex")}`;
}

export function computePlan(desired: DesiredState, actual: ActualState, options: PlanOptions): PlanResult {
  const prune = options.prune ?? false;
  const actualWorkflows = indexByName(actual.workflows);
  const sources = planConnectors(
    "source",
    desired.sources,
    actual.sources,
    desired.workflows,
    actualWorkflows,
    actual.state,
    prune,
    actual.secrets,
  );
  const destinations = planConnectors(
    "destination",
    desired.destinations,
    actual.destinations,
    desired.workflows,
    actualWorkflows,
    actual.state,
    prune,
    actual.secrets,
  );
  const names = new Map<string, string>(
    [...actual.sources, ...actual.destinations].map((record) => [record.id, record.name]),
  );
  const idOf = { source: sources.idOf, destination: destinations.idOf };

  const workflowResources: PlannedResource[] = [];
  const workflowSteps: Step[] = [];
  const workflowDeletes: Step[] = [];
  const unmanaged: UnmanagedResource[] = [...sources.unmanaged, ...destinations.unmanaged];
  const wanted = new Set(desired.workflows.map((workflow) => workflow.name));
  for (const workflow of desired.workflows) {
    const existing = actualWorkflows.get(workflow.name);
    if (!existing) {
      workflowResources.push({
        kind: "workflow",
        name: workflow.name,
        action: "create",
        changes: workflowCreationFields(workflow, (end, name) => idOf[end].get(name) !== undefined),
      });
      workflowSteps.push({ op: "create-workflow", name: workflow.name, desired: workflow });
      continue;
    }
    const changes = compareWorkflow(workflow, existing, idOf, names);
    workflowResources.push({
      kind: "workflow",
      name: workflow.name,
      action: changes.length ? "update" : "no-op",
      id: existing.id,
      changes,
    });
    if (changes.length)
      workflowSteps.push({ op: "update-workflow", name: workflow.name, id: existing.id, desired: workflow });
  }
  for (const record of [...actual.workflows].sort(byCreation)) {
    if (wanted.has(record.name) && actualWorkflows.get(record.name)?.id === record.id) continue;
    if (prune) {
      workflowResources.push({
        kind: "workflow",
        name: record.name,
        action: "delete",
        id: record.id,
        changes: [],
      });
      workflowDeletes.push({ op: "delete-workflow", name: record.name, id: record.id });
    } else {
      unmanaged.push({ kind: "workflow", name: record.name, id: record.id });
    }
  }

  const resources = [...sources.resources, ...destinations.resources, ...workflowResources];
  const order: Record<PlanAction, number> = { create: 0, replace: 0, update: 0, "no-op": 0, delete: 1 };
  const kindOrder = (resource: PlannedResource) =>
    resource.action === "delete"
      ? resource.kind === "workflow"
        ? 0
        : 1
      : resource.kind === "workflow"
        ? 1
        : 0;
  resources.sort(
    (a, b) =>
      order[a.action] - order[b.action] ||
      kindOrder(a) - kindOrder(b) ||
      (a.kind === b.kind ? 0 : a.kind === "source" ? -1 : b.kind === "source" ? 1 : 0) ||
      a.name.localeCompare(b.name),
  );
  const counts = emptyCounts();
  for (const resource of resources) counts[resource.action]++;
  const steps: Step[] = [
    ...sources.steps.creates,
    ...destinations.steps.creates,
    ...sources.steps.updates,
    ...destinations.steps.updates,
    ...workflowSteps,
    ...workflowDeletes,
    ...sources.steps.deletes,
    ...destinations.steps.deletes,
  ];
  return {
    plan: {
      format: PLAN_FORMAT,
      spec: options.spec,
      prune,
      resources,
      unmanaged: unmanaged.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)),
      counts,
      changes: counts.create + counts.update + counts.replace + counts.delete > 0,
      hash: planHash(resources),
    },
    steps,
  };
}
