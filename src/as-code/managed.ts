// What docflow remembers about the connectors it applied, so a later plan can compare what it cannot
// read back:
// - the hash of each secret as last applied, since the server answers a read with a mask;
// - the setting names the spec gave, so a setting the spec dropped shows as a change while one the
//   server filled in by default does not.
// Connector configs are checked strictly by the server, so this cannot ride along in them. It is kept on
// the server instead, as the config of one connector of its own type (`docflow-state`), which no
// workflow uses and plans never show: the state travels with the service, not with a CI runner's disk.
// Hashes are scrypt with a random salt per value, so the record does not help anyone guess a secret.
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { ConnectorInfo } from "../contract/connectors.js";
import type { ConnectorKind } from "./model.js";

export const STATE_CONNECTOR_NAME = "docflow-state";
export const STATE_CONNECTOR_TYPE = "docflow-state";
const STATE_FORMAT = "docflow-state/v1";

// Cost 2^14 takes ~30 ms per secret: negligible for a few secrets, slow for guessing.
const SCRYPT = { N: 1 << 14, r: 8, p: 1 } as const;
const HASH_BYTES = 32;

export interface ManagedRecord {
  /** Setting names the spec gave when it was last applied. */
  fields: string[];
  /** `<salt>:<hash>` (base64url) of each secret setting as last applied. */
  hashes: Record<string, string>;
}

/** Records by `<kind>:<connector id>`. */
export type SyncState = Map<string, ManagedRecord>;

export function stateKey(kind: ConnectorKind, id: string): string {
  return `${kind}:${id}`;
}

/** Stable text of any JSON value: keys sorted, so equal values hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function scrypt(value: unknown, salt: Buffer): Buffer {
  return scryptSync(canonicalJson(value), salt, HASH_BYTES, SCRYPT);
}

export function hashSecret(value: unknown): string {
  const salt = randomBytes(16);
  return `${salt.toString("base64url")}:${scrypt(value, salt).toString("base64url")}`;
}

export function matchesHash(value: unknown, recorded: string): boolean {
  const [salt, hash] = recorded.split(":");
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  if (expected.length !== HASH_BYTES) return false;
  return timingSafeEqual(scrypt(value, Buffer.from(salt, "base64url")), expected);
}

/** The record to keep for settings as applied: their names and the hashes of the secret ones. */
export function managedRecord(values: Record<string, unknown>, sensitive: Iterable<string>): ManagedRecord {
  const hashes: Record<string, string> = {};
  for (const key of [...sensitive].sort())
    if (Object.hasOwn(values, key)) hashes[key] = hashSecret(values[key]);
  return { fields: Object.keys(values).sort(), hashes };
}

function isRecord(value: unknown): value is ManagedRecord {
  if (!value || typeof value !== "object") return false;
  const { fields, hashes } = value as Partial<ManagedRecord>;
  return (
    Array.isArray(fields) &&
    fields.every((field) => typeof field === "string") &&
    !!hashes &&
    typeof hashes === "object" &&
    Object.values(hashes).every((hash) => typeof hash === "string")
  );
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
    for (const [key, record] of Object.entries(records)) if (isRecord(record)) state.set(key, record);
  } catch {
    // Damaged: empty, as documented above.
  }
  return state;
}

export function stateConfig(state: SyncState): Record<string, unknown> {
  const records = Object.fromEntries([...state.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return { format: STATE_FORMAT, records: JSON.stringify(records) };
}
