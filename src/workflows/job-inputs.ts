// Where a job's files come from and where its elements go. A local workflow reads the files uploaded with
// its run from the store and keeps every node's output there for download; a remote workflow lists its
// source connector and writes to its destination connector.
import type { Element } from "../contract/element.js";
import type { JobRecord, WorkflowRecord, WorkflowStore } from "./store/types.js";

/** An input file whose bytes are read only when a slot is free to work on it. */
export interface PendingDocument {
  file_id: string;
  filename: string;
  content_type: string | null;
  /** Where a source connector found the file; a destination mirrors it. Absent for uploaded files. */
  source?: { id: string; filename: string; path: string; record: Record<string, unknown> } | undefined;
  /** Its size in bytes, where known before it is read (uploads): the largest files are queued first. */
  size?: number | undefined;
  read(signal: AbortSignal): Promise<Uint8Array>;
}

/** A document the source no longer holds, whose records the job deletes from the destination. */
export interface PendingRemoval {
  /** The record id (the source's id of the document), as the job reports it. */
  file_id: string;
  /** Where it sat under the source's root (or its id, when the source did not say): what the job shows. */
  filename: string;
  source: { id: string; filename: string; path?: string | undefined };
}

export interface JobDestination {
  write(file: PendingDocument, elements: Element[], signal: AbortSignal): Promise<void>;
  /** Deletes every record of a document the source no longer holds. */
  delete(file: PendingRemoval, signal: AbortSignal): Promise<void>;
}

export interface JobEnds {
  documents: PendingDocument[];
  /**
   * The documents an incremental source saw deleted (or moved away) since the last run that went through,
   * to delete from the destination; empty when deletions are not propagated (DOCFLOW_PROPAGATE_DELETIONS).
   */
  removed: PendingRemoval[];
  /** null: a local destination, so node outputs are stored with the job. */
  destination: JobDestination | null;
  /** Releases connections the ends hold; called once the job is over. */
  close(): Promise<void>;
  /**
   * Called when every file of the job went through: an incremental source's cursor is stored then, so the
   * next run lists only what changed after this one. A run with failures keeps the earlier cursor, and the
   * next run lists the same changes again.
   */
  succeeded?(): Promise<void>;
}

/** A workflow's destination connector, opened for the tasks of one job a worker runs. */
export interface OpenedDestination {
  destination: JobDestination;
  close(): Promise<void>;
}

export type OpenJobEnds = ((
  job: JobRecord,
  workflow: WorkflowRecord,
  signal: AbortSignal,
) => Promise<JobEnds>) & {
  /**
   * Opens only the destination (a worker running one of the job's tasks writes its file there); null for
   * a local destination. Without it, tasks of workflows with a destination connector fail.
   */
  destination?: ((workflow: WorkflowRecord) => Promise<OpenedDestination | null>) | undefined;
};

/** The error a job fails with when its ends cannot be opened (a source that cannot be listed, ...). */
export class JobSetupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "JobSetupError";
  }
}

/** The files uploaded with a run. */
export function uploadedDocuments(store: WorkflowStore, job: JobRecord): PendingDocument[] {
  return job.input_files.map((input) => ({
    file_id: input.file_id,
    filename: input.filename,
    content_type: input.content_type,
    size: input.size,
    read: async () => {
      const stored = await store.getJobFile(job.id, input.file_id, null);
      if (!stored) throw new Error(`the uploaded file ${input.filename} is no longer stored`);
      return stored.data;
    },
  }));
}

export function isLocalWorkflow(workflow: WorkflowRecord): boolean {
  return workflow.source_id === null && workflow.destination_id === null;
}
