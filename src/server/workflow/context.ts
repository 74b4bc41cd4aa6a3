// What every route module of the Workflow endpoint is given, and the small helpers they share.

import type { ConnectorContext } from "../../workflows/connectors/registry.js";
import type { SecretKey } from "../../workflows/connectors/secrets.js";
import type { WorkflowStore } from "../../workflows/store/types.js";
import type { UploadAdmission } from "../http/admission.js";
import type { ServerConfig } from "../settings/config.js";
import type { ConnectionChecks } from "./connection-checks.js";

export interface WorkflowApiContext {
  config: ServerConfig;
  store: WorkflowStore;
  secretKey: SecretKey;
  connectorContext: ConnectorContext;
  checks: ConnectionChecks;
  /** The in-flight upload budget the Partition endpoint counts in too; unset, runs are not counted. */
  admission?: UploadAdmission | undefined;
  onJobCreated(jobId: string): void;
}

/** A query parameter as one string: the first of repeated values; undefined when absent or empty. */
export function queryString(query: unknown, name: string): string | undefined {
  if (typeof query !== "object" || query === null) return undefined;
  const raw = (query as Record<string, unknown>)[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The query with repeated values reduced to the first and empty values dropped, for the contract. */
export function flatQuery(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof query !== "object" || query === null) return out;
  for (const name of Object.keys(query)) {
    const value = queryString(query, name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
