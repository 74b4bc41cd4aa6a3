// Rows into records, the same for both dialects: each dialect says only how its driver hands over a time,
// a JSON column and a boolean (a RowCodec), so the field lists cannot drift between the two stores.
import type { ConnectorKind, ConnectorRecord, JobRecord, TaskRecord, WorkflowRecord } from "./types.js";

/** A row as a driver returns it. */
export type Row = Record<string, unknown>;

/** How one dialect's driver hands over the column types that differ. */
export interface RowCodec {
  /** A timestamp as ISO-8601 text. */
  time(value: unknown): string;
  /** A JSON column as its value. */
  json<T>(value: unknown): T;
  /** A boolean column. */
  flag(value: unknown): boolean;
}

const text = (value: unknown): string => String(value);

export function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function timeOrNull(codec: RowCodec, value: unknown): string | null {
  return value === null || value === undefined ? null : codec.time(value);
}

export function connectorFromRow(codec: RowCodec, row: Row): ConnectorRecord {
  return {
    id: text(row.id),
    kind: text(row.kind) as ConnectorKind,
    name: text(row.name),
    type: text(row.type),
    config: codec.json(row.config),
    created_at: codec.time(row.created_at),
    updated_at: timeOrNull(codec, row.updated_at),
  };
}

export function workflowFromRow(codec: RowCodec, row: Row): WorkflowRecord {
  return {
    id: text(row.id),
    name: text(row.name),
    status: text(row.status) as WorkflowRecord["status"],
    workflow_type: text(row.workflow_type),
    source_id: textOrNull(row.source_id),
    destination_id: textOrNull(row.destination_id),
    workflow_nodes: codec.json(row.workflow_nodes),
    schedule: textOrNull(row.schedule) as WorkflowRecord["schedule"],
    reprocess_all: codec.flag(row.reprocess_all),
    created_at: codec.time(row.created_at),
    updated_at: timeOrNull(codec, row.updated_at),
  };
}

export function jobFromRow(codec: RowCodec, row: Row): JobRecord {
  return {
    id: text(row.id),
    workflow_id: text(row.workflow_id),
    workflow_name: text(row.workflow_name),
    status: text(row.status) as JobRecord["status"],
    job_type: text(row.job_type) as JobRecord["job_type"],
    created_at: codec.time(row.created_at),
    started_at: timeOrNull(codec, row.started_at),
    finished_at: timeOrNull(codec, row.finished_at),
    input_files: codec.json(row.input_files),
    output_node_files: codec.json(row.output_node_files),
    file_results: codec.json(row.file_results),
    error: textOrNull(row.error),
    cancel_requested: codec.flag(row.cancel_requested),
    lease_owner: textOrNull(row.lease_owner),
    lease_expires_at: timeOrNull(codec, row.lease_expires_at),
    attempts: Number(row.attempts),
    files_expired_at: timeOrNull(codec, row.files_expired_at),
    token_usage: row.token_usage === null || row.token_usage === undefined ? [] : codec.json(row.token_usage),
  };
}

export function taskFromRow(codec: RowCodec, row: Row): TaskRecord {
  const page = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));
  return {
    job_id: text(row.job_id),
    task_id: text(row.task_id),
    workflow_id: text(row.workflow_id),
    kind: text(row.kind) as TaskRecord["kind"],
    file_id: text(row.file_id),
    first_page: page(row.first_page),
    last_page: page(row.last_page),
    status: text(row.status) as TaskRecord["status"],
    lease_owner: textOrNull(row.lease_owner),
    attempts: Number(row.attempts),
    document: codec.json(row.document),
  };
}

/**
 * The WHERE clause of a list: `field = <placeholder>` for each filter field that is set, in `fields` order
 * (column names come from that fixed list, never from the caller).
 */
export function whereClause<Filter extends object>(
  filter: Filter,
  fields: readonly (keyof Filter & string)[],
  placeholder: (position: number) => string,
): { clause: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const field of fields) {
    const value = filter[field];
    if (value === undefined) continue;
    params.push(value);
    where.push(`${field} = ${placeholder(params.length)}`);
  }
  return { clause: where.length > 0 ? `WHERE ${where.join(" AND ")}` : "", params };
}
