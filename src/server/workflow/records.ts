// Store records → the records the Workflow endpoint answers with (the contract's *Info shapes, the hosted
// service's field names). Connector secrets leave the server only as "**********".
import type { ConnectorInfo } from "../../contract/connectors.js";
import type { JobInfo } from "../../contract/jobs.js";
import { scheduleInfo } from "../../contract/schedules.js";
import type { WorkflowInfo } from "../../contract/workflows.js";
import { redactConfig } from "../../workflows/connectors/secrets.js";
import type { ConnectorRecord, JobRecord, WorkflowRecord } from "../../workflows/store/types.js";

export function connectorInfo(record: ConnectorRecord): ConnectorInfo {
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    config: redactConfig(record.type, record.config),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

export function workflowInfo(record: WorkflowRecord): WorkflowInfo {
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    workflow_type: record.workflow_type,
    sources: record.source_id === null ? [] : [record.source_id],
    destinations: record.destination_id === null ? [] : [record.destination_id],
    workflow_nodes: record.workflow_nodes,
    schedule: scheduleInfo(record.schedule),
    created_at: record.created_at,
    updated_at: record.updated_at,
    reprocess_all: record.reprocess_all,
  };
}

/** An ISO-8601 duration as pydantic writes a timedelta (`PT12.3S`), to a millisecond. */
export function isoDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms)) / 1000;
  return `PT${Number(seconds.toFixed(3))}S`;
}

/** How long the job has run: null before it started, growing while it runs. */
function runtime(record: JobRecord, now: number): string | null {
  if (record.started_at === null) return null;
  const end = record.finished_at === null ? now : Date.parse(record.finished_at);
  return isoDuration(end - Date.parse(record.started_at));
}

export function jobInfo(record: JobRecord, now = Date.now()): JobInfo {
  return {
    id: record.id,
    workflow_id: record.workflow_id,
    workflow_name: record.workflow_name,
    status: record.status,
    created_at: record.created_at,
    runtime: runtime(record, now),
    input_file_ids: record.input_files.map((file) => file.file_id),
    output_node_files: record.output_node_files.map((file) => ({ ...file })),
    job_type: record.job_type,
  };
}

export type JobProcessingStatus =
  | "SCHEDULED"
  | "IN_PROGRESS"
  | "SUCCESS"
  | "COMPLETED_WITH_ERRORS"
  | "STOPPED"
  | "FAILED";

export interface JobNodeDetails {
  node_name: string | null;
  node_type: string | null;
  node_subtype: string | null;
  ready: number;
  in_progress: number;
  success: number;
  failure: number;
}

export interface JobDetails {
  id: string;
  processing_status: JobProcessingStatus;
  node_stats: JobNodeDetails[];
  message: string | null;
  /** docflow's addition: documents gone from the source whose records the job deleted; absent when none. */
  deleted_documents?: { document: string; record_id: string }[];
}

function processingStatus(record: JobRecord): JobProcessingStatus {
  if (record.status !== "COMPLETED") return record.status;
  return record.file_results.some((result) => result.status === "FAILED")
    ? "COMPLETED_WITH_ERRORS"
    : "SUCCESS";
}

/**
 * Per-node counts of the job's files. A file's result says how far it got: a completed file passed every
 * node, a failed one passed the nodes before the one that failed. Files without a result yet are counted
 * at the first node (ready while the job waits, in progress while it runs), since the store does not track
 * which node a file is at.
 */
export function jobDetails(record: JobRecord, workflow: WorkflowRecord | undefined): JobDetails {
  const nodes = workflow?.workflow_nodes ?? [];
  const indexOf = new Map(nodes.map((node, index) => [node.id, index]));
  const results = new Map(record.file_results.map((result) => [result.file_id, result]));
  const pending = record.input_files.filter((file) => !results.has(file.file_id)).length;
  const active = record.status === "SCHEDULED" || record.status === "IN_PROGRESS";
  const node_stats = nodes.map((node, index): JobNodeDetails => {
    let success = 0;
    let failure = 0;
    for (const result of results.values()) {
      if (result.status === "COMPLETED") success += 1;
      else if (result.status === "FAILED") {
        // A failure outside any node (reading the file, writing the destination) is charged to the last node.
        const failedAt = result.node_id === undefined ? nodes.length - 1 : (indexOf.get(result.node_id) ?? 0);
        if (failedAt === index) failure += 1;
        else if (failedAt > index) success += 1;
      }
    }
    const waiting = index === 0 && active ? pending : 0;
    return {
      node_name: node.name,
      node_type: node.type,
      node_subtype: node.subtype,
      ready: record.status === "SCHEDULED" ? waiting : 0,
      in_progress: record.status === "IN_PROGRESS" ? waiting : 0,
      success,
      failure,
    };
  });
  // docflow's addition: the documents the source no longer holds whose records the job deleted from the
  // destination (absent when none).
  const deleted = record.file_results
    .filter((result) => result.status === "DELETED")
    .map((result) => ({ document: result.filename, record_id: result.file_id }));
  return {
    id: record.id,
    processing_status: processingStatus(record),
    node_stats,
    message: record.error,
    ...(deleted.length > 0 ? { deleted_documents: deleted } : {}),
  };
}

export function failedFiles(record: JobRecord): { failed_files: { document: string; error: string }[] } {
  return {
    failed_files: record.file_results
      .filter((result) => result.status === "FAILED")
      .map((result) => ({ document: result.filename, error: result.error ?? "failed" })),
  };
}
