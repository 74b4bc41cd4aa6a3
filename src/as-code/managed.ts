// What docflow remembers about the connectors it applied, so a later plan can compare what it cannot
// read back:
// the setting names the spec gave, so a setting the spec dropped shows as a change while one the
//   server filled in by default does not.
// Connector configs are checked strictly by the server, so this cannot ride along in them. It is kept on
// the server instead, as the config of one connector of its own type (`docflow-state`), which no
// workflow uses and plans never show: the state travels with the service, not with a CI runner's disk.
// No secret, nor anything derived from one, is kept here: every key holder can read this connector. A
// plan learns whether a secret changed by asking the server to compare (POST .../secrets/compare).
import type { ConnectorInfo } from "../contract/connectors.js";
import type { ConnectorKind } from "./model.js";

export const STATE_CONNECTOR_NAME = "docflow-state";
export const STATE_CONNECTOR_TYPE = "docflow-state";
const STATE_FORMAT = "docflow-state/v1";

export interface ManagedRecord {
  /** Setting names the spec gave when it was last applied. */
  fields: string[];
}

/** Records by `<kind>:<connector id>`. */
export type SyncState = Map<string, ManagedRecord>;

export function stateKey(kind: ConnectorKind, id: string): string {
  return `${kind}:${id}`;
}

/** The record to keep for settings as applied: their names (secrets are compared by the server). */
export function managedRecord(values: Record<string, unknown>): ManagedRecord {
  return { fields: Object.keys(values).sort() };
}

/** A record as read back; `hashes` of states written by earlier versions are dropped, not kept. */
function asRecord(value: unknown): ManagedRecord | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { fields } = value as Partial<ManagedRecord>;
  if (!Array.isArray(fields) || !fields.every((field) => typeof field === "string")) return undefined;
  return { fields };
}

export function isStateConnector(record: Pick<ConnectorInfo, "type">): boolean {
  return record.type === STATE_CONNECTOR_TYPE;
}

/**
 * The state kept in a state connector's config. The records are one JSON string: a string under a name
 * with no secret word in it is stored and returned as it is. A damaged state counts as empty (every
 * secret then shows as "not recorded" once, and the next apply writes it again).
 */
export function parseState(config: Record<string, unknown> | undefined): SyncState {
  const state: SyncState = new Map();
  if (config?.format !== STATE_FORMAT || typeof config.records !== "string") return state;
  try {
    const records: unknown = JSON.parse(config.records);
    if (!records || typeof records !== "object") return state;
    for (const [key, value] of Object.entries(records)) {
      const record = asRecord(value);
      if (record) state.set(key, record);
    }
  } catch {
    // Damaged: empty, as documented above.
  }
  return state;
}

export function stateConfig(state: SyncState): Record<string, unknown> {
  const records = Object.fromEntries([...state.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return { format: STATE_FORMAT, records: JSON.stringify(records) };
}
