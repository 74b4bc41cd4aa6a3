// Apply: the plan's steps in dependency order (connectors, then the workflows that use them, then
// deletes), each logged. The first failure stops the run; the result says what was applied and what was
// not, and since a new plan starts from what the server then holds, running apply again converges.
import type { ConnectorInfo } from "../contract/connectors.js";
import type { WorkflowBody, WorkflowInfo } from "../contract/workflows.js";
import { errorMessage } from "../shared/errors.js";
import type { ConnectorApi, SyncApi } from "./api.js";
import {
  isStateConnector,
  managedRecord,
  parseState,
  STATE_CONNECTOR_NAME,
  STATE_CONNECTOR_TYPE,
  type SyncState,
  stateConfig,
  stateKey,
} from "./managed.js";
import type { ConnectorKind, DesiredConnector, DesiredState, DesiredWorkflow } from "./model.js";
import type { ActualState, Step } from "./plan.js";

export type StepStatus = "applied" | "failed" | "not applied";

export interface StepOutcome {
  op: Step["op"];
  kind: ConnectorKind | "workflow";
  name: string;
  /** The resource's id after the step (or before, for a delete). */
  id?: string | undefined;
  status: StepStatus;
  /** What happened, for the log and summary: `created`, `updated (found by name)`, ... */
  detail?: string | undefined;
  error?: string | undefined;
}

export interface ManagedIds {
  sources: Record<string, string>;
  destinations: Record<string, string>;
  workflows: Record<string, string>;
}

export interface ApplyResult {
  ok: boolean;
  outcomes: StepOutcome[];
  /** Ids of every resource the spec names that exists after the run. */
  resources: ManagedIds;
  error?: string | undefined;
}

export interface ApplyOptions {
  log?: ((line: string) => void) | undefined;
  /** Removes secrets from an error message before it is kept or printed. */
  redact?: ((text: string) => string) | undefined;
}

function kindOf(step: Step): ConnectorKind | "workflow" {
  return "kind" in step ? step.kind : "workflow";
}

function connectorsOf(api: SyncApi, kind: ConnectorKind): ConnectorApi {
  return kind === "source" ? api.sources : api.destinations;
}

function status(error: unknown): number | undefined {
  const value = (error as { status?: unknown } | null)?.status;
  return typeof value === "number" ? value : undefined;
}

function oldestNamed<T extends { name: string; id: string; created_at?: string | undefined }>(
  records: readonly T[],
  name: string,
  except?: string,
): T | undefined {
  return records
    .filter((record) => record.name === name && record.id !== except)
    .sort((a, b) => (a.created_at ?? "").localeCompare(b.created_at ?? "") || a.id.localeCompare(b.id))[0];
}

/** Newest first, so that filling a map by name leaves the oldest record of each name (as the plan matches). */
function newestFirst<T extends { id: string; created_at?: string | undefined }>(records: readonly T[]): T[] {
  return [...records].sort(
    (a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || b.id.localeCompare(a.id),
  );
}

export function workflowBody(
  desired: DesiredWorkflow,
  idOf: (kind: ConnectorKind, name: string) => string,
): WorkflowBody {
  return {
    name: desired.name,
    source_id: desired.source === undefined ? undefined : idOf("source", desired.source),
    destination_id: desired.destination === undefined ? undefined : idOf("destination", desired.destination),
    workflow_type: desired.workflowType,
    workflow_nodes: desired.nodes.map((node) => ({
      name: node.name,
      type: node.type as "partition",
      subtype: node.subtype,
      settings: node.settings,
    })),
    schedule: desired.schedule,
    reprocess_all: desired.reprocessAll,
  };
}

/**
 * Writes a connector's config and records the names of the settings written (the server, not the record,
 * answers later whether a secret changed).
 */
async function writeConnector(
  api: ConnectorApi,
  desired: DesiredConnector,
  existingId: string | undefined,
  state: SyncState,
): Promise<ConnectorInfo> {
  const config = desired.config;
  const written = existingId
    ? await api.update(existingId, { config })
    : await api.create({ name: desired.name, type: desired.type, config });
  state.set(stateKey(desired.kind, written.id), managedRecord(config));
  return written;
}

/**
 * Saves the state into its connector, creating it the first time. Two first applies at once both create
 * one; like connectors, the oldest stays, and the other apply folds its records into it.
 */
async function saveState(
  api: SyncApi,
  state: SyncState,
  stateConnectorId: string | undefined,
): Promise<void> {
  if (stateConnectorId) {
    await api.sources.update(stateConnectorId, { config: stateConfig(state) });
    return;
  }
  const created = await api.sources.create({
    name: STATE_CONNECTOR_NAME,
    type: STATE_CONNECTOR_TYPE,
    config: stateConfig(state),
  });
  const oldest = oldestNamed((await api.sources.list()).filter(isStateConnector), STATE_CONNECTOR_NAME);
  if (!oldest || oldest.id === created.id) return;
  await api.sources.delete(created.id);
  const merged = new Map([...parseState((await api.sources.get(oldest.id)).config), ...state]);
  await api.sources.update(oldest.id, { config: stateConfig(merged) });
}

export async function applySteps(
  api: SyncApi,
  steps: readonly Step[],
  actual: ActualState,
  desired: DesiredState,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const log = options.log ?? (() => {});
  const redact = options.redact ?? ((text: string) => text);
  const ids: Record<ConnectorKind, Map<string, string>> = { source: new Map(), destination: new Map() };
  const replacedIds = new Set(
    steps.flatMap((step) => (step.op === "create-connector" && step.replacesId ? [step.replacesId] : [])),
  );
  for (const [kind, records] of [
    ["source", actual.sources],
    ["destination", actual.destinations],
  ] as const) {
    for (const record of newestFirst(records))
      if (!replacedIds.has(record.id)) ids[kind].set(record.name, record.id);
  }
  const workflowIds = new Map<string, string>();
  for (const record of newestFirst(actual.workflows)) workflowIds.set(record.name, record.id);
  const idOf = (kind: ConnectorKind, name: string): string => {
    const id = ids[kind].get(name);
    if (id === undefined)
      throw new Error(`the ${kind} connector '${name}' does not exist (it was not created)`);
    return id;
  };

  const state: SyncState = new Map(actual.state);
  const before = JSON.stringify(stateConfig(state));
  const outcomes: StepOutcome[] = [];
  let failure: string | undefined;
  for (const step of steps) {
    const kind = kindOf(step);
    if (failure !== undefined) {
      outcomes.push({
        op: step.op,
        kind,
        name: step.name,
        id: "id" in step ? step.id : undefined,
        status: "not applied",
      });
      continue;
    }
    const what = `${step.op.replace("-connector", "").replace("-workflow", "")} ${kind} '${step.name}'`;
    try {
      const outcome = await runStep(api, step, ids, workflowIds, idOf, state);
      outcomes.push({ op: step.op, kind, name: step.name, status: "applied", ...outcome });
      log(`✓ ${what}: ${outcome.detail}${outcome.id ? ` (${outcome.id})` : ""}`);
    } catch (error) {
      failure = redact(errorMessage(error));
      outcomes.push({
        op: step.op,
        kind,
        name: step.name,
        id: "id" in step ? step.id : undefined,
        status: "failed",
        error: failure,
      });
      log(`✗ ${what}: ${failure}`);
    }
  }
  // Kept even after a failure: what was applied is then recorded, so the next plan does not redo it.
  // A state an earlier version wrote with secret hashes is rewritten without them, even with nothing to do.
  if (actual.stateStale || JSON.stringify(stateConfig(state)) !== before) {
    try {
      await saveState(api, state, actual.stateConnectorId);
      log("✓ recorded the applied connectors in the state connector");
    } catch (error) {
      const message = redact(errorMessage(error));
      failure ??= `could not record the applied connectors: ${message}`;
      log(`✗ record the applied connectors: ${message}`);
    }
  }
  const pick = (map: Map<string, string>, named: readonly { name: string }[]) =>
    Object.fromEntries(
      named
        .flatMap(({ name }) => (map.has(name) ? [[name, map.get(name) as string]] : []))
        .sort(([a], [b]) => (a as string).localeCompare(b as string)),
    );
  return {
    ok: failure === undefined,
    outcomes,
    resources: {
      sources: pick(ids.source, desired.sources),
      destinations: pick(ids.destination, desired.destinations),
      workflows: pick(workflowIds, desired.workflows),
    },
    error: failure,
  };
}

async function runStep(
  api: SyncApi,
  step: Step,
  ids: Record<ConnectorKind, Map<string, string>>,
  workflowIds: Map<string, string>,
  idOf: (kind: ConnectorKind, name: string) => string,
  state: SyncState,
): Promise<{ id?: string; detail: string }> {
  switch (step.op) {
    case "create-connector": {
      const connectors = connectorsOf(api, step.kind);
      // Another apply of the same spec may have created it since the plan: update that one instead.
      const found = oldestNamed(await connectors.list(), step.name, step.replacesId);
      const usable = found && found.type === step.desired.type ? found : undefined;
      let written = await writeConnector(connectors, step.desired, usable?.id, state);
      let detail = usable
        ? "updated (it already existed)"
        : step.replacesId
          ? "created (replacement)"
          : "created";
      if (!usable) {
        // Two applies that checked at the same moment both create. Both then see both records and agree
        // that the oldest stays: the other apply deletes its own and uses that one.
        const oldest = oldestNamed(
          (await connectors.list()).filter((record) => record.type === step.desired.type),
          step.name,
          step.replacesId,
        );
        if (oldest && oldest.id !== written.id) {
          await connectors.delete(written.id);
          state.delete(stateKey(step.kind, written.id));
          written = await writeConnector(connectors, step.desired, oldest.id, state);
          detail = "updated (another apply created it at the same time)";
        }
      }
      ids[step.kind].set(step.name, written.id);
      return { id: written.id, detail };
    }
    case "update-connector": {
      const written = await writeConnector(connectorsOf(api, step.kind), step.desired, step.id, state);
      ids[step.kind].set(step.name, written.id);
      return { id: written.id, detail: "updated" };
    }
    case "create-workflow": {
      const body = workflowBody(step.desired, idOf);
      let found = oldestNamed<WorkflowInfo>(await api.workflows.listAll(), step.name);
      let written: WorkflowInfo | undefined;
      if (!found) {
        try {
          written = await api.workflows.create(body);
        } catch (error) {
          // Workflow names are unique: a 409 means another apply created it since the check above.
          if (status(error) !== 409) throw error;
          found = oldestNamed<WorkflowInfo>(await api.workflows.listAll(), step.name);
          if (!found) throw error;
        }
      }
      if (found) written = await api.workflows.update(found.id, body);
      const result = written as WorkflowInfo;
      workflowIds.set(step.name, result.id);
      return { id: result.id, detail: found ? "updated (it already existed)" : "created" };
    }
    case "update-workflow": {
      const written = await api.workflows.update(step.id, workflowBody(step.desired, idOf));
      workflowIds.set(step.name, written.id);
      return { id: written.id, detail: "updated" };
    }
    case "delete-workflow":
    case "delete-connector": {
      const target = step.op === "delete-workflow" ? api.workflows : connectorsOf(api, step.kind);
      if (step.op === "delete-connector") state.delete(stateKey(step.kind, step.id));
      try {
        await target.delete(step.id);
      } catch (error) {
        // Already gone (deleted by hand, or by an earlier apply that stopped after it): the goal is met.
        if (status(error) !== 404) throw error;
        return { id: step.id, detail: "already deleted" };
      }
      return { id: step.id, detail: "deleted" };
    }
  }
}
