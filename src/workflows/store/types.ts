// The workflow store: everything the Workflow endpoint keeps (connectors, workflows, jobs, the files a
// job reads and writes, schedule firings). Two implementations share this interface and one test suite:
// SQLite through node:sqlite (the default) and PostgreSQL through pg. Connector configs arrive here already
// encrypted where they hold secrets; the store never interprets them.
import type { JobStatus } from "../../contract/jobs.js";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import type { SchedulePhrase } from "../../contract/schedules.js";
import type { WorkflowStatus } from "../../contract/workflows.js";

export type ConnectorKind = "source" | "destination";

export interface ConnectorRecord {
  id: string;
  kind: ConnectorKind;
  name: string;
  type: string;
  /** As stored: secret settings are sealed (see workflows/connectors/secrets.ts) before they reach the store. */
  config: Record<string, unknown>;
  created_at: string;
  updated_at: string | null;
}

export interface NewConnector {
  kind: ConnectorKind;
  name: string;
  type: string;
  config: Record<string, unknown>;
}

export interface WorkflowRecord {
  id: string;
  name: string;
  status: WorkflowStatus;
  workflow_type: string;
  source_id: string | null;
  destination_id: string | null;
  /** Nodes with ids assigned by the server. */
  workflow_nodes: WorkflowNodeInfo[];
  schedule: SchedulePhrase | null;
  reprocess_all: boolean;
  created_at: string;
  updated_at: string | null;
}

export type NewWorkflow = Omit<WorkflowRecord, "id" | "created_at" | "updated_at">;
export type WorkflowPatch = Partial<Omit<WorkflowRecord, "id" | "created_at" | "updated_at">>;

export interface WorkflowFilter {
  source_id?: string | undefined;
  destination_id?: string | undefined;
  status?: WorkflowStatus | undefined;
}

/** One input file of a job: uploaded with a run (local source) or found by the source connector. */
export interface JobInputFile {
  file_id: string;
  filename: string;
  content_type: string | null;
  size: number;
}

/**
 * What happened to one input file; the job's details and failed-files are built from these. DELETED: a
 * document the source no longer holds, whose records the job deleted from the destination.
 */
export interface FileResult {
  file_id: string;
  filename: string;
  status: "COMPLETED" | "FAILED" | "SKIPPED" | "DELETED";
  error?: string | undefined;
  elements?: number | undefined;
  /** Node that failed, when one did. */
  node_id?: string | undefined;
  finished_at: string;
}

/** Tokens one model of one provider billed to a job, summed over its calls (and over the job's attempts). */
export interface JobTokenUsage {
  provider: string;
  model: string;
  requests: number;
  input_tokens: number;
  output_tokens: number;
  /** Of input_tokens, those read from the provider's prompt cache; absent when none were. */
  cached_input_tokens?: number | undefined;
}

export interface JobRecord {
  id: string;
  workflow_id: string;
  workflow_name: string;
  status: JobStatus;
  /** ephemeral (run with uploaded files), persistent (run of a remote workflow), scheduled. */
  job_type: "ephemeral" | "persistent" | "scheduled";
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  input_files: JobInputFile[];
  /** (file_id, node_id) pairs whose output can be downloaded. */
  output_node_files: { file_id: string; node_id: string; node_type: string; node_subtype: string }[];
  file_results: FileResult[];
  /** Why the job failed or stopped, in one sentence. */
  error: string | null;
  cancel_requested: boolean;
  /** Process that holds the job while IN_PROGRESS, and until when its lease runs. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** Attempts so far (a takeover after a crash counts as one; a graceful release does not). */
  attempts: number;
  /**
   * When retention deleted the job's stored files (purgeJobFiles); null while they are kept. From then on
   * output_node_files is empty, and a download should be answered "expired" rather than "never existed".
   */
  files_expired_at: string | null;
  /** The model providers' token usage so far, one entry per provider and model; empty when none was used. */
  token_usage: JobTokenUsage[];
}

export interface NewJob {
  workflow_id: string;
  workflow_name: string;
  job_type: JobRecord["job_type"];
  /** Uploaded files with their bytes; stored with the job in the same transaction. */
  input_files: (JobInputFile & { data: Uint8Array })[];
}

export interface JobFilter {
  workflow_id?: string | undefined;
  status?: JobStatus | undefined;
}

/** A stored file of a job: an uploaded input (node_id null) or a node's output for one input file. */
export interface JobFile {
  job_id: string;
  file_id: string;
  node_id: string | null;
  content_type: string;
  data: Uint8Array;
}

/** Raised by createJob when the workflow already has a SCHEDULED or IN_PROGRESS job. */
export class ActiveJobExistsError extends Error {
  constructor(
    readonly workflowId: string,
    readonly activeJobId: string,
  ) {
    super(`workflow ${workflowId} already has an active job (${activeJobId})`);
    this.name = "ActiveJobExistsError";
  }
}

/** Raised when a workflow name is already taken. */
export class NameTakenError extends Error {
  constructor(readonly workflowName: string) {
    super(`a workflow named '${workflowName}' already exists`);
    this.name = "NameTakenError";
  }
}

/** A node's output for one file, as putOutput stores it. */
export interface JobOutput {
  file_id: string;
  node_id: string;
  node_type: string;
  node_subtype: string;
  data: Uint8Array;
  /** Defaults to application/json (a node's output is its elements as JSON). */
  content_type?: string | undefined;
}

/** Where a task stands. WAITING: a merge whose page ranges are not all done; SPLIT: a file cut into ranges. */
export type TaskStatus = "QUEUED" | "RUNNING" | "WAITING" | "DONE" | "SPLIT" | "CANCELLED";

/** What a worker needs to read a task's file: its name and type, and where a source found it. */
export interface TaskDocument {
  filename: string;
  content_type: string | null;
  /** Where a source connector found the file (a destination mirrors it); absent for uploaded files. */
  source?: { id: string; filename: string; path: string; record: Record<string, unknown> } | undefined;
  /** The bytes were staged from a source into the job's files for this task; deleted once it is done. */
  staged?: boolean | undefined;
}

/** A unit of a job's work: one file through the nodes, one page range of a large PDF, or their merge. */
export interface NewTask {
  task_id: string;
  kind: "file" | "range" | "merge";
  file_id: string;
  first_page?: number | undefined;
  last_page?: number | undefined;
  document: TaskDocument;
  /** Bytes to stage as the file's input with the task (a source's file); absent when already stored. */
  data?: Uint8Array | undefined;
}

export interface TaskRecord extends Omit<NewTask, "data"> {
  job_id: string;
  workflow_id: string;
  status: TaskStatus;
  lease_owner: string | null;
  /** Claims so far; a claim after a crash counts, a graceful release gives its claim back. */
  attempts: number;
}

/** Identifies a task across the store. */
export interface TaskKey {
  job_id: string;
  task_id: string;
}

/** How a task ended, written atomically with its job (completeTask). */
export type TaskOutcome =
  | {
      /** The file's result: its outputs (local destination) and token usage go with it. */
      kind: "result";
      result: FileResult;
      outputs?: readonly JobOutput[] | undefined;
      usage?: readonly JobTokenUsage[] | undefined;
    }
  | {
      /** The file is a large PDF: these page ranges, then their merge, take its place. */
      kind: "split";
      ranges: readonly { first_page: number; last_page: number }[];
    }
  | {
      /** One page range's drafts, kept for the merge. */
      kind: "part";
      part: Uint8Array;
      usage?: readonly JobTokenUsage[] | undefined;
    };

/** Live tasks and jobs by state, for metrics. */
export interface WorkStats {
  jobs: Partial<Record<JobStatus, number>>;
  tasks: Partial<Record<TaskStatus, number>>;
}

export interface WorkflowStore {
  readonly dialect: "sqlite" | "postgres";
  /** Brings the schema to the newest version; safe to call from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;

  createConnector(connector: NewConnector): Promise<ConnectorRecord>;
  getConnector(kind: ConnectorKind, id: string): Promise<ConnectorRecord | undefined>;
  listConnectors(kind: ConnectorKind, type?: string): Promise<ConnectorRecord[]>;
  /** Replaces the config; undefined when there is no such connector. */
  updateConnector(
    kind: ConnectorKind,
    id: string,
    config: Record<string, unknown>,
  ): Promise<ConnectorRecord | undefined>;
  /** Deletes unless a workflow uses it: then nothing changes and the users come back. */
  deleteConnector(
    kind: ConnectorKind,
    id: string,
  ): Promise<{ deleted: boolean; usedBy: { id: string; name: string }[] }>;

  /** Throws NameTakenError. */
  createWorkflow(workflow: NewWorkflow): Promise<WorkflowRecord>;
  getWorkflow(id: string): Promise<WorkflowRecord | undefined>;
  listWorkflows(filter?: WorkflowFilter): Promise<WorkflowRecord[]>;
  /** Throws NameTakenError; undefined when there is no such workflow. */
  updateWorkflow(id: string, patch: WorkflowPatch): Promise<WorkflowRecord | undefined>;
  /** Deletes the workflow with its jobs and their files. */
  deleteWorkflow(id: string): Promise<boolean>;

  /** Creates a SCHEDULED job atomically with the one-active-job rule; throws ActiveJobExistsError. */
  createJob(job: NewJob): Promise<JobRecord>;
  getJob(id: string): Promise<JobRecord | undefined>;
  listJobs(filter?: JobFilter): Promise<JobRecord[]>;
  /**
   * Asks a job to stop. A SCHEDULED job becomes STOPPED at once; an IN_PROGRESS one gets cancel_requested,
   * and its runner stops it. Terminal jobs are returned unchanged.
   */
  requestCancel(id: string): Promise<JobRecord | undefined>;
  /**
   * Takes the oldest SCHEDULED job, or an IN_PROGRESS one whose lease ran out (its process died), for
   * `owner`: sets IN_PROGRESS, the lease, started_at, attempts+1. Exactly one caller gets each job, across
   * processes (FOR UPDATE SKIP LOCKED on PostgreSQL, a write transaction on SQLite).
   */
  claimJob(owner: string, leaseMs: number): Promise<JobRecord | undefined>;
  /** Extends the lease; false when the job is no longer held by `owner` (taken over or finished). */
  renewLease(
    id: string,
    owner: string,
    leaseMs: number,
  ): Promise<{ held: boolean; cancelRequested: boolean }>;
  /** Records one file's outcome (replacing an earlier one for the same file_id) while the job runs. */
  recordFileResult(id: string, owner: string, result: FileResult): Promise<void>;
  /** Stores a node's output for one file and lists it in output_node_files. */
  putOutput(id: string, output: JobOutput): Promise<void>;
  /**
   * Gives back a job held by `owner` unfinished (graceful shutdown): IN_PROGRESS becomes SCHEDULED, the
   * lease is cleared so any runner claims it at once, and attempts goes back down by one, since a release
   * is not a crash. File results and outputs stay, so the next holder skips the files already done. False
   * when `owner` does not hold the job (taken over, finished, or never claimed).
   */
  releaseJob(id: string, owner: string): Promise<boolean>;
  /**
   * Replaces the job's token usage (the runner writes the job's running total, previous attempts
   * included); false when `owner` does not hold the job.
   */
  recordTokenUsage(id: string, owner: string, usage: readonly JobTokenUsage[]): Promise<boolean>;
  /** Ends the job held by `owner`; false when it was not held by `owner`. Releases the lease. */
  finishJob(
    id: string,
    owner: string,
    status: "COMPLETED" | "FAILED" | "STOPPED",
    error?: string | null,
  ): Promise<boolean>;
  /**
   * Marks FAILED, with `reason`, every IN_PROGRESS job whose lease expired more than `graceMs` ago and
   * that has used up `maxAttempts`; returns their ids.
   */
  failAbandonedJobs(maxAttempts: number, graceMs: number, reason: string): Promise<string[]>;

  /**
   * Retention: deletes the stored files (uploaded inputs and node outputs) of every job that ended
   * (COMPLETED, FAILED or STOPPED) before `before`, and returns how many files were deleted. The job
   * records stay; their output_node_files are emptied and files_expired_at set, atomically with the
   * delete, so no listed output is missing. Set-based (one statement on PostgreSQL, one transaction on
   * SQLite); safe to run from several processes at once (each file is counted once).
   */
  purgeJobFiles(before: Date): Promise<number>;

  /** An uploaded input (node_id null) or a node output. */
  getJobFile(jobId: string, fileId: string, nodeId: string | null): Promise<JobFile | undefined>;

  /**
   * Records that the schedule of `workflowId` fired for the slot `fireAt`. True for exactly one caller
   * per (workflow, slot) across all processes; the caller that gets true creates the job.
   */
  claimScheduleSlot(workflowId: string, fireAt: Date): Promise<boolean>;

  /**
   * Where the last fully successful listing of an incremental source stopped for a workflow, with the
   * fingerprint of the source config it was taken under (a changed config starts over).
   */
  getSourceCursor(workflowId: string, sourceId: string): Promise<SourceCursor | undefined>;
  /** Stores the cursor; a deleted workflow takes its cursors with it. */
  putSourceCursor(workflowId: string, sourceId: string, cursor: SourceCursor): Promise<void>;

  /**
   * Adds tasks to a job held by `owner` (its coordinator); a task that exists already is left as it is,
   * so a coordinator that took the job over may add them again. False when `owner` does not hold the job.
   */
  createTasks(jobId: string, owner: string, tasks: readonly NewTask[]): Promise<boolean>;
  /**
   * Takes the oldest QUEUED task of an IN_PROGRESS job that is not being cancelled, or a RUNNING one whose
   * lease ran out (its worker died), for `owner`: RUNNING, the lease, attempts+1. Exactly one caller gets
   * each task. `jobId` limits the claim to one job.
   */
  claimTask(owner: string, leaseMs: number, jobId?: string): Promise<TaskRecord | undefined>;
  /**
   * Extends the leases of the RUNNING tasks `owner` holds in jobs still running and not being cancelled;
   * returns the tasks it still holds (the others were taken over, cancelled or their job ended).
   */
  renewTasks(owner: string, leaseMs: number): Promise<TaskKey[]>;
  /**
   * Ends a task held by `owner` with its outcome, atomically with the job: a result is merged into the
   * job's file results (with its outputs and token usage), a split adds the ranges and a WAITING merge,
   * a part is kept and queues the merge once every range of the file is done. A failed range cancels the
   * rest of its file. False (and nothing written) when `owner` no longer holds the task or the job ended.
   */
  completeTask(key: TaskKey, owner: string, outcome: TaskOutcome): Promise<boolean>;
  /** Gives back the RUNNING tasks `owner` holds (graceful shutdown), without spending their attempt. */
  releaseTasks(owner: string, keys?: readonly TaskKey[]): Promise<number>;
  /** Cancels a job's tasks not yet done; their workers learn it at their next renewal. */
  cancelTasks(jobId: string): Promise<void>;
  /** A job's tasks by state, and the ids of the files that have a task. */
  jobTasks(jobId: string): Promise<{ counts: Partial<Record<TaskStatus, number>>; files: Set<string> }>;
  /**
   * How many of a job's tasks are still to do (QUEUED, RUNNING or WAITING): what its coordinator asks
   * after every task, without reading a row per file as jobTasks does.
   */
  liveTasks(jobId: string): Promise<number>;
  /** The drafts of the page ranges of one file, in page order. */
  taskParts(jobId: string, fileId: string): Promise<Uint8Array[]>;
  /** Jobs by state and live tasks by state (metrics, autoscaling). */
  workStats(): Promise<WorkStats>;
  /**
   * Calls `listener` soon after any process adds work (a job, tasks, a merge made ready), so idle runners
   * need not wait for their next poll, and with a job's id when the last live task of that job has ended,
   * so its coordinator (in whichever process) ends the job at once; resolves to the function that stops
   * it. Absent where the store has no such signal (SQLite: runners poll).
   */
  onWork?(listener: (endedJobId?: string) => void): Promise<() => Promise<void>>;

  /** Stores a user secret (already sealed) that connector configs may refer to by its id. */
  createUserSecret(secret: NewUserSecret): Promise<UserSecretRecord>;
  getUserSecret(id: string): Promise<UserSecretRecord | undefined>;
  /**
   * The server key stored under `name` (sealed), or, when there is none yet, `sealed` stored under it:
   * every process sharing the store ends up with the same one.
   */
  serverKey(name: string, sealed: string): Promise<string>;
}

export interface NewUserSecret {
  /** Made by the caller: the sealed value is bound to it. */
  id: string;
  /** How the client sent it (`rsa`, `rsa_aes`), as the hosted service's SecretReference says. */
  type: string;
  /** The value sealed with the server's secret key (JSON of a SealedValue). */
  sealed: string;
}

export interface UserSecretRecord extends NewUserSecret {
  created_at: string;
}

export interface SourceCursor {
  fingerprint: string;
  cursor: string;
}
