// What a plan is: the plan document (`docflow-plan/v1`, what `plan` prints, comments and uploads), the steps
// apply takes, and the actual state a plan is computed against.
import type { ConnectorInfo } from "../contract/connectors.js";
import type { WorkflowInfo } from "../contract/workflows.js";
import type { SyncState } from "./managed.js";
import type { ConnectorKind, DesiredConnector, DesiredWorkflow, ResourceKind } from "./model.js";

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
