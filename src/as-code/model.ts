// The desired state a spec describes, in the interface's words: connectors of two kinds and workflows
// that refer to them by name. Sensitive settings are known by name, so the plan can hide and hash them.
import type { SchedulePhrase } from "../contract/schedules.js";
import type { WorkflowType } from "../contract/workflows.js";

export type ConnectorKind = "source" | "destination";
export type ResourceKind = ConnectorKind | "workflow";

export const RESOURCE_KINDS: readonly ResourceKind[] = ["source", "destination", "workflow"];

export interface DesiredConnector {
  kind: ConnectorKind;
  name: string;
  type: string;
  config: Record<string, unknown>;
  /** Config keys whose values are secrets (by name, or taken from the environment). */
  sensitive: ReadonlySet<string>;
}

export interface DesiredNode {
  name: string;
  type: string;
  subtype: string;
  settings: Record<string, unknown>;
  sensitive: ReadonlySet<string>;
}

export interface DesiredWorkflow {
  name: string;
  /** Connector names; undefined for a local end. */
  source?: string | undefined;
  destination?: string | undefined;
  workflowType: WorkflowType;
  nodes: DesiredNode[];
  schedule: SchedulePhrase | null;
  reprocessAll: boolean;
}

export interface DesiredState {
  sources: DesiredConnector[];
  destinations: DesiredConnector[];
  workflows: DesiredWorkflow[];
}
