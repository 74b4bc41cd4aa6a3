// Comparing the spec with the server, field by field: the changes a plan lists for a connector's config, a
// workflow and its nodes' settings, and the fields a created resource will hold. Secrets never appear in
// a change, only that they changed. Also how records are matched by name.
import { scheduleInfoToPhrase } from "../contract/schedules.js";
import type { WorkflowInfo } from "../contract/workflows.js";
import { canonicalJson } from "../shared/canonical-json.js";
import type { ManagedRecord } from "./managed.js";
import type { DesiredNode, DesiredWorkflow } from "./model.js";
import { type FieldChange, KNOWN_AFTER_APPLY } from "./plan-model.js";
import { isMaskedValue } from "./sensitive.js";

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
export function creationFields(
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

export function byCreation<T extends { created_at?: string | undefined; id: string }>(a: T, b: T): number {
  return (a.created_at ?? "").localeCompare(b.created_at ?? "") || a.id.localeCompare(b.id);
}

/** The server's records by name; when a name is taken twice, the oldest is the one matched. */
export function indexByName<T extends { name: string; id: string; created_at?: string | undefined }>(
  records: readonly T[],
): Map<string, T> {
  const index = new Map<string, T>();
  for (const record of [...records].sort(byCreation))
    if (!index.has(record.name)) index.set(record.name, record);
  return index;
}

function connectorLabel(id: string | undefined, names: ReadonlyMap<string, string>): string {
  if (id === undefined) return "(local)";
  return names.get(id) ?? id;
}

export function compareWorkflow(
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

export function workflowCreationFields(
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
