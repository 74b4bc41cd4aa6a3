// The plan: desired state (the spec) against actual state (the server's records), matched by name —
// connectors per kind, workflows by their unique name. Pure over records, so every rule is testable
// without a server; `readActualState` is the one place that asks the server.
import { createHash } from "node:crypto";
import type { ConnectorInfo } from "../contract/connectors.js";
import { scheduleInfoToPhrase } from "../contract/schedules.js";
import type { WorkflowInfo } from "../contract/workflows.js";
import type { ConnectorApi, SyncApi } from "./api.js";
import {
  canonicalJson,
  isStateConnector,
  type ManagedRecord,
  parseState,
  type SyncState,
  stateConfig,
  stateKey,
} from "./managed.js";
import type {
  ConnectorKind,
  DesiredConnector,
  DesiredNode,
  DesiredState,
  DesiredWorkflow,
  ResourceKind,
} from "./model.js";
import { isMaskedValue } from "./sensitive.js";

export const PLAN_FORMAT = "docflow-plan/v1";
export const SENSITIVE = "(sensitive)";
export const KNOWN_AFTER_APPLY = "(known after apply)";

export type PlanAction = "create" | "update" | "replace" | "delete" | "no-op";

export interface FieldChange {
  /** `config.remote_url`, `schedule`, `nodes[1].settings.max_characters`. */
  field: string;
  /** Absent: the field is not set. Sensitive values are never here. */
  before?: unknown;
  after?: unknown;
  sensitive?: boolean;
  /** `added`, `removed`, `changed`, `not recorded` for a secret, `forces replacement`. */
  note?: string;
}

export interface PlannedResource {
  kind: ResourceKind;
  name: string;
  action: PlanAction;
  /** The server's id, for resources that exist. */
  id?: string | undefined;
  /** Connector type. */
  type?: string | undefined;
  /** For a replace: the connector it takes the place of. */
  replaces?: { name: string; type: string; id: string } | undefined;
  reason?: string | undefined;
  changes: FieldChange[];
}

export interface UnmanagedResource {
  kind: ResourceKind;
  name: string;
  id: string;
}

export type PlanCounts = Record<PlanAction, number>;

export interface Plan {
  format: typeof PLAN_FORMAT;
  spec: string;
  prune: boolean;
  /** Every resource, in the order apply works: connectors, then workflows; deletes last. */
  resources: PlannedResource[];
  /** Resources the spec does not name, left alone because prune is off. */
  unmanaged: UnmanagedResource[];
  counts: PlanCounts;
  changes: boolean;
  /** sha256 of the actions (not of ids or unchanged resources): equal plans, equal hashes. */
  hash: string;
}

/** One call apply makes; holds the desired values (secrets included), so it never leaves the process. */
export type Step =
  | {
      op: "create-connector";
      kind: ConnectorKind;
      name: string;
      desired: DesiredConnector;
      replacesId?: string;
    }
  | { op: "update-connector"; kind: ConnectorKind; name: string; id: string; desired: DesiredConnector }
  | { op: "delete-connector"; kind: ConnectorKind; name: string; id: string }
  | { op: "create-workflow"; name: string; desired: DesiredWorkflow }
  | { op: "update-workflow"; name: string; id: string; desired: DesiredWorkflow }
  | { op: "delete-workflow"; name: string; id: string };

/** Per connector (`<kind>:<id>`), per field: "unchanged", "changed", "absent". */
export type SecretComparisons = Map<string, Record<string, string>>;

export interface ActualState {
  sources: ConnectorInfo[];
  destinations: ConnectorInfo[];
  workflows: WorkflowInfo[];
  /** What docflow recorded of the connectors it applied (see managed.ts). */
  state: SyncState;
  /** The connector holding that record, once there is one. */
  stateConnectorId?: string | undefined;
  /** The stored state holds more than it should (hashes an earlier version wrote): apply rewrites it. */
  stateStale?: boolean | undefined;
  /** The server's word on each masked secret the spec gives, by `<kind>:<connector id>`. */
  secrets?: SecretComparisons | undefined;
}

export interface PlanOptions {
  /** The spec's label, recorded in the plan. */
  spec: string;
  /** Delete resources the spec does not name. */
  prune?: boolean | undefined;
}

export interface PlanResult {
  plan: Plan;
  steps: Step[];
}

// ---- comparing values ------------------------------------------------------------------------------

/** Equal as the spec means it: a server that stores 5432 for "5432" has not drifted. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const scalar = (v: unknown) => ["string", "number", "boolean"].includes(typeof v);
  if (scalar(a) && scalar(b)) return String(a) === String(b);
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * Changes between desired settings and a server's record of them (connector config, node settings).
 * Secrets are compared in the clear when the server returns them, else by the server (`compared`).
 * A setting the server has and the spec does not is a change only when the spec gave it before (the
 * record says so) — or, without a record, when `extraIsDrift` (node settings are stored as sent).
 */
export function compareSettings(
  prefix: string,
  desired: Record<string, unknown>,
  sensitive: ReadonlySet<string>,
  actualValues: Record<string, unknown> | null | undefined,
  managed: ManagedRecord | undefined,
  extraIsDrift: boolean,
  compared?: Readonly<Record<string, string>>,
): FieldChange[] {
  const actual = actualValues ?? {};
  const changes: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(desired), ...Object.keys(actual)])].sort();
  for (const key of keys) {
    const field = `${prefix}.${key}`;
    const inDesired = Object.hasOwn(desired, key);
    const inActual = Object.hasOwn(actual, key);
    const masked = inActual && isMaskedValue(actual[key]);
    const secret = (inDesired && sensitive.has(key)) || masked;
    if (!inDesired) {
      const dropped = managed ? managed.fields.includes(key) : extraIsDrift;
      if (!dropped) continue;
      changes.push(
        secret
          ? { field, sensitive: true, note: "removed" }
          : { field, before: actual[key], note: "removed" },
      );
      continue;
    }
    if (!inActual) {
      changes.push(
        secret ? { field, sensitive: true, note: "added" } : { field, after: desired[key], note: "added" },
      );
      continue;
    }
    if (secret) {
      if (masked) {
        // The server compared the spec's value with the secret it holds (readActualState); a server
        // that cannot (the hosted service) leaves it unknown, shown as a change so apply writes it.
        const verdict = compared?.[key];
        if (verdict === undefined) changes.push({ field, sensitive: true, note: "not recorded" });
        else if (verdict !== "unchanged") changes.push({ field, sensitive: true, note: "changed" });
      } else if (!sameValue(desired[key], actual[key])) {
        changes.push({ field, sensitive: true, note: "changed" });
      }
      continue;
    }
    if (!sameValue(desired[key], actual[key]))
      changes.push({ field, before: actual[key], after: desired[key] });
  }
  return changes;
}

/** What a created resource will hold, field by field; secrets hidden. */
function creationFields(
  prefix: string,
  values: Record<string, unknown>,
  sensitive: ReadonlySet<string>,
): FieldChange[] {
  return Object.keys(values)
    .sort()
    .map((key) =>
      sensitive.has(key)
        ? { field: `${prefix}.${key}`, sensitive: true, note: "added" }
        : { field: `${prefix}.${key}`, after: values[key] },
    );
}

function nodeLabel(node: { name: string; type: string; subtype: string }): string {
  return `${node.name} (${node.type}/${node.subtype})`;
}

// ---- matching ---------------------------------------------------------------------------------------

function byCreation<T extends { created_at?: string | undefined; id: string }>(a: T, b: T): number {
  return (a.created_at ?? "").localeCompare(b.created_at ?? "") || a.id.localeCompare(b.id);
}

/** The server's records by name; when a name is taken twice, the oldest is the one matched. */
function indexByName<T extends { name: string; id: string; created_at?: string | undefined }>(
  records: readonly T[],
): Map<string, T> {
  const index = new Map<string, T>();
  for (const record of [...records].sort(byCreation))
    if (!index.has(record.name)) index.set(record.name, record);
  return index;
}

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

function connectorLabel(id: string | undefined, names: ReadonlyMap<string, string>): string {
  if (id === undefined) return "(local)";
  return names.get(id) ?? id;
}

function compareWorkflow(
  desired: DesiredWorkflow,
  actual: WorkflowInfo,
  idOf: { source: Map<string, string | undefined>; destination: Map<string, string | undefined> },
  names: ReadonlyMap<string, string>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const end of ["source", "destination"] as const) {
    const wantedName = desired[end];
    const currentId = end === "source" ? actual.sources[0] : actual.destinations[0];
    const wantedId = wantedName === undefined ? undefined : idOf[end].get(wantedName);
    const pending = wantedName !== undefined && wantedId === undefined;
    if (!pending && wantedId === currentId) continue;
    changes.push({
      field: end,
      before: connectorLabel(currentId, names),
      after:
        wantedName === undefined ? "(local)" : pending ? `${wantedName} ${KNOWN_AFTER_APPLY}` : wantedName,
    });
  }
  if (actual.workflow_type && actual.workflow_type !== desired.workflowType) {
    changes.push({ field: "workflow_type", before: actual.workflow_type, after: desired.workflowType });
  }
  const phrase = scheduleInfoToPhrase(actual.schedule);
  if (phrase === undefined || (phrase ?? null) !== desired.schedule) {
    const before =
      phrase === undefined
        ? (actual.schedule?.crontab_entries ?? []).map((entry) => entry.cron_expression).join(", ")
        : phrase;
    changes.push({
      field: "schedule",
      ...(before === null ? {} : { before }),
      ...(desired.schedule === null ? { note: "removed" } : { after: desired.schedule }),
    });
  }
  if ((actual.reprocess_all ?? false) !== desired.reprocessAll) {
    changes.push({
      field: "reprocess_all",
      before: actual.reprocess_all ?? false,
      after: desired.reprocessAll,
    });
  }
  const actualNodes = actual.workflow_nodes;
  const sameShape =
    actualNodes.length === desired.nodes.length &&
    desired.nodes.every(
      (node, i) =>
        actualNodes[i]?.name === node.name &&
        actualNodes[i]?.type === node.type &&
        actualNodes[i]?.subtype === node.subtype,
    );
  if (!sameShape) {
    changes.push({
      field: "nodes",
      before: actualNodes.map(nodeLabel).join(" → "),
      after: desired.nodes.map(nodeLabel).join(" → "),
    });
    return changes;
  }
  desired.nodes.forEach((node: DesiredNode, i) => {
    // Node settings are stored as sent (and not masked), so they are compared in full, without a record.
    changes.push(
      ...compareSettings(
        `nodes[${i}].settings`,
        node.settings,
        node.sensitive,
        actualNodes[i]?.settings,
        undefined,
        true,
      ),
    );
  });
  return changes;
}

function workflowCreationFields(
  desired: DesiredWorkflow,
  idOf: (end: "source" | "destination", name: string) => boolean,
): FieldChange[] {
  const end = (which: "source" | "destination") => {
    const name = desired[which];
    if (name === undefined) return "(local)";
    return idOf(which, name) ? name : `${name} ${KNOWN_AFTER_APPLY}`;
  };
  return [
    { field: "source", after: end("source") },
    { field: "destination", after: end("destination") },
    { field: "workflow_type", after: desired.workflowType },
    { field: "nodes", after: desired.nodes.map(nodeLabel).join(" → ") },
    ...(desired.schedule ? [{ field: "schedule", after: desired.schedule }] : []),
    ...(desired.reprocessAll ? [{ field: "reprocess_all", after: true }] : []),
  ];
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

// ---- reading the server --------------------------------------------------------------------------

async function readConnectors(api: ConnectorApi, wanted: ReadonlySet<string>): Promise<ConnectorInfo[]> {
  const listed = await api.list();
  // The list gives every record; the records the spec names are read one by one, as a get is the
  // authoritative form of a record.
  return Promise.all(listed.map((record) => (wanted.has(record.name) ? api.get(record.id) : record)));
}

/**
 * Asks the server whether each secret the spec gives for a connector it already has, and that the server
 * answers masked, is the one it holds. The server compares; nothing derived from its secret comes back.
 * A server without the comparison (the hosted service answers 404) leaves the secrets unknown.
 */
async function compareSecrets(
  api: ConnectorApi,
  kind: ConnectorKind,
  desired: readonly DesiredConnector[],
  actual: readonly ConnectorInfo[],
  into: SecretComparisons,
): Promise<void> {
  const compare = api.compareSecrets?.bind(api);
  if (!compare) return;
  const byName = indexByName(actual.filter((record) => !isStateConnector(record)));
  await Promise.all(
    desired.map(async (connector) => {
      const existing = byName.get(connector.name);
      if (!existing || existing.type !== connector.type) return;
      const asked = Object.fromEntries(
        Object.entries(connector.config).filter(([key]) => isMaskedValue(existing.config[key])),
      );
      if (Object.keys(asked).length === 0) return;
      try {
        into.set(stateKey(kind, existing.id), await compare(existing.id, asked));
      } catch (error) {
        if ([404, 405].includes((error as { status?: unknown }).status as number)) return;
        throw error;
      }
    }),
  );
}

export async function readActualState(api: SyncApi, desired: DesiredState): Promise<ActualState> {
  const [allSources, destinations, workflows] = await Promise.all([
    readConnectors(api.sources, new Set(desired.sources.map((c) => c.name))),
    readConnectors(api.destinations, new Set(desired.destinations.map((c) => c.name))),
    (async () => {
      const wanted = new Set(desired.workflows.map((w) => w.name));
      const listed = await api.workflows.listAll();
      return Promise.all(
        listed.map((record) => (wanted.has(record.name) ? api.workflows.get(record.id) : record)),
      );
    })(),
  ]);
  // The state connector is docflow's own bookkeeping, not one of the user's sources.
  const stateConnector = allSources.filter(isStateConnector).sort(byCreation)[0];
  const storedState = stateConnector ? (await api.sources.get(stateConnector.id)).config : undefined;
  const state = parseState(storedState);
  const secrets: SecretComparisons = new Map();
  await Promise.all([
    compareSecrets(api.sources, "source", desired.sources, allSources, secrets),
    compareSecrets(api.destinations, "destination", desired.destinations, destinations, secrets),
  ]);
  return {
    secrets,
    sources: allSources.filter((record) => !isStateConnector(record)),
    destinations: destinations.filter((record) => !isStateConnector(record)),
    workflows,
    state,
    stateStale: storedState !== undefined && storedState.records !== stateConfig(state).records,
    stateConnectorId: stateConnector?.id,
  };
}
