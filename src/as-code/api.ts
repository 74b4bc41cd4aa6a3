// What plan and apply need of the Workflow endpoint. The client in src/client satisfies it; the spec
// layer names only this shape, so it depends on the contract and nothing else.
import type { ConnectorInfo, CreateConnector, UpdateConnector } from "../contract/connectors.js";
import type { WorkflowBody, WorkflowInfo } from "../contract/workflows.js";

export interface ConnectorApi {
  /** Every connector of the kind: the hosted service does not page connector lists. */
  list(): Promise<ConnectorInfo[]>;
  get(id: string): Promise<ConnectorInfo>;
  create(body: CreateConnector): Promise<ConnectorInfo>;
  update(id: string, body: UpdateConnector): Promise<ConnectorInfo>;
  delete(id: string): Promise<unknown>;
  /** Server-side comparison of secret settings (docflow servers only): one word per field. */
  compareSecrets?(id: string, config: Record<string, unknown>): Promise<Record<string, string>>;
}

export interface WorkflowApi {
  /** Every workflow: the hosted service pages its workflow list (20 a page), so plan must read them all. */
  listAll(): Promise<WorkflowInfo[]>;
  get(id: string): Promise<WorkflowInfo>;
  create(body: WorkflowBody): Promise<WorkflowInfo>;
  update(id: string, body: WorkflowBody): Promise<WorkflowInfo>;
  delete(id: string): Promise<unknown>;
}

export interface SyncApi {
  sources: ConnectorApi;
  destinations: ConnectorApi;
  workflows: WorkflowApi;
}
