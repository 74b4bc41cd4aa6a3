// The workflow store on SQLite through Node's built-in node:sqlite: one file, WAL so readers never wait
// for the writer, a busy timeout so several processes on one file queue instead of failing, foreign keys
// for the cascades. node:sqlite is synchronous; every method does its work in one synchronous stretch
// (no await inside a transaction), so calls from one process never interleave, and BEGIN IMMEDIATE takes
// the write lock up front so that processes sharing the file serialise their read-modify-write steps.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import {
  CANCELLED_BEFORE_START,
  DEFAULT_INPUT_CONTENT_TYPE,
  DEFAULT_OUTPUT_CONTENT_TYPE,
  INPUT_NODE_ID,
  LIVE_TASKS_SQL,
  mergeFileResult,
  mergeOutputNodeFile,
  mergeTaskId,
  mergeTokenUsage,
  patchEntries,
  purgeCutoff,
  SCHEDULE_SLOT_RETENTION_MS,
  splitTasks,
  toUint8Array,
  withOutputNodeFiles,
} from "./common.js";
import { migrateSqlite } from "./migrations.js";
import {
  connectorFromRow,
  jobFromRow,
  type Row,
  type RowCodec,
  taskFromRow,
  whereClause,
  workflowFromRow,
} from "./rows.js";
import {
  ActiveJobExistsError,
  type ConnectorKind,
  type ConnectorRecord,
  type FileResult,
  type JobFile,
  type JobFilter,
  type JobOutput,
  type JobRecord,
  type JobTokenUsage,
  NameTakenError,
  type NewConnector,
  type NewJob,
  type NewTask,
  type NewUserSecret,
  type NewWorkflow,
  type SourceCursor,
  type TaskKey,
  type TaskOutcome,
  type TaskRecord,
  type TaskStatus,
  type UserSecretRecord,
  type WorkflowFilter,
  type WorkflowPatch,
  type WorkflowRecord,
  type WorkflowStore,
  type WorkStats,
} from "./types.js";

export interface SqliteStoreOptions {
  /** A file path, or ":memory:" (tests). */
  path: string;
  /** How long a write waits for another process's write to finish, in ms. */
  busyTimeoutMs?: number;
}

const now = (): string => new Date().toISOString();
const later = (ms: number): string => new Date(Date.now() + ms).toISOString();

function text(value: unknown): string {
  return String(value);
}

function json<T>(value: unknown): T {
  return JSON.parse(String(value)) as T;
}

const SQLITE: RowCodec = { time: text, json, flag: (value) => Number(value) !== 0 };
const toConnector = (row: Row) => connectorFromRow(SQLITE, row);
const toWorkflow = (row: Row) => workflowFromRow(SQLITE, row);
const toJob = (row: Row) => jobFromRow(SQLITE, row);
const toTask = (row: Row) => taskFromRow(SQLITE, row);
const placeholder = () => "?";

/** Column value for a workflow field: JSON and booleans have no SQLite type of their own. */
function workflowColumnValue(field: string, value: unknown): SQLInputValue {
  if (field === "workflow_nodes") return JSON.stringify(value ?? []);
  if (field === "reprocess_all") return value ? 1 : 0;
  return (value ?? null) as SQLInputValue;
}

function isUniqueViolation(error: unknown, target: string): boolean {
  return (
    error instanceof Error && /UNIQUE constraint failed/.test(error.message) && error.message.includes(target)
  );
}

export class SqliteWorkflowStore implements WorkflowStore {
  readonly dialect = "sqlite" as const;
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  #closed = false;

  constructor(options: SqliteStoreOptions) {
    if (options.path !== ":memory:") mkdirSync(dirname(options.path), { recursive: true });
    this.#db = new DatabaseSync(options.path, {
      timeout: options.busyTimeoutMs ?? 5_000,
      enableForeignKeyConstraints: true,
    });
    if (options.path !== ":memory:") this.#db.exec("PRAGMA journal_mode = WAL");
    // WAL makes NORMAL durable against process crashes; only a power loss can undo the last commits.
    this.#db.exec("PRAGMA synchronous = NORMAL");
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  #get(sql: string, ...params: SQLInputValue[]): Row | undefined {
    return this.#statement(sql).get(...params) as Row | undefined;
  }

  #all(sql: string, ...params: SQLInputValue[]): Row[] {
    return this.#statement(sql).all(...params) as Row[];
  }

  #run(sql: string, ...params: SQLInputValue[]): number {
    return Number(this.#statement(sql).run(...params).changes);
  }

  /** A write transaction; `work` must be synchronous so that nothing else runs inside it. */
  #write<T>(work: () => T): T {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  async migrate(): Promise<void> {
    migrateSqlite(this.#db);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#statements.clear();
    this.#db.close();
  }

  // ---- connectors -------------------------------------------------------------------------------------

  async createConnector(connector: NewConnector): Promise<ConnectorRecord> {
    const id = randomUUID();
    this.#run(
      "INSERT INTO connectors (id, kind, name, type, config, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      id,
      connector.kind,
      connector.name,
      connector.type,
      JSON.stringify(connector.config),
      now(),
    );
    return this.#connector(connector.kind, id) as ConnectorRecord;
  }

  #connector(kind: ConnectorKind, id: string): ConnectorRecord | undefined {
    const row = this.#get("SELECT * FROM connectors WHERE kind = ? AND id = ?", kind, id);
    return row ? toConnector(row) : undefined;
  }

  async getConnector(kind: ConnectorKind, id: string): Promise<ConnectorRecord | undefined> {
    return this.#connector(kind, id);
  }

  async listConnectors(kind: ConnectorKind, type?: string): Promise<ConnectorRecord[]> {
    const rows =
      type === undefined
        ? this.#all("SELECT * FROM connectors WHERE kind = ? ORDER BY rowid", kind)
        : this.#all("SELECT * FROM connectors WHERE kind = ? AND type = ? ORDER BY rowid", kind, type);
    return rows.map(toConnector);
  }

  async updateConnector(
    kind: ConnectorKind,
    id: string,
    config: Record<string, unknown>,
  ): Promise<ConnectorRecord | undefined> {
    const changed = this.#run(
      "UPDATE connectors SET config = ?, updated_at = ? WHERE kind = ? AND id = ?",
      JSON.stringify(config),
      now(),
      kind,
      id,
    );
    return changed === 0 ? undefined : this.#connector(kind, id);
  }

  async deleteConnector(
    kind: ConnectorKind,
    id: string,
  ): Promise<{ deleted: boolean; usedBy: { id: string; name: string }[] }> {
    return this.#write(() => {
      if (!this.#get("SELECT id FROM connectors WHERE kind = ? AND id = ?", kind, id)) {
        return { deleted: false, usedBy: [] };
      }
      const column = kind === "source" ? "source_id" : "destination_id";
      const usedBy = this.#all(`SELECT id, name FROM workflows WHERE ${column} = ? ORDER BY rowid`, id).map(
        (row) => ({ id: text(row.id), name: text(row.name) }),
      );
      if (usedBy.length > 0) return { deleted: false, usedBy };
      this.#run("DELETE FROM connectors WHERE kind = ? AND id = ?", kind, id);
      return { deleted: true, usedBy: [] };
    });
  }

  // ---- workflows --------------------------------------------------------------------------------------

  #workflow(id: string): WorkflowRecord | undefined {
    const row = this.#get("SELECT * FROM workflows WHERE id = ?", id);
    return row ? toWorkflow(row) : undefined;
  }

  async createWorkflow(workflow: NewWorkflow): Promise<WorkflowRecord> {
    const id = randomUUID();
    try {
      this.#run(
        `INSERT INTO workflows (id, name, status, workflow_type, source_id, destination_id, workflow_nodes,
           schedule, reprocess_all, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        workflow.name,
        workflow.status,
        workflow.workflow_type,
        workflow.source_id ?? null,
        workflow.destination_id ?? null,
        workflowColumnValue("workflow_nodes", workflow.workflow_nodes),
        workflow.schedule ?? null,
        workflowColumnValue("reprocess_all", workflow.reprocess_all),
        now(),
      );
    } catch (error) {
      if (isUniqueViolation(error, "workflows.name")) throw new NameTakenError(workflow.name);
      throw error;
    }
    return this.#workflow(id) as WorkflowRecord;
  }

  async getWorkflow(id: string): Promise<WorkflowRecord | undefined> {
    return this.#workflow(id);
  }

  async listWorkflows(filter: WorkflowFilter = {}): Promise<WorkflowRecord[]> {
    const fields = ["source_id", "destination_id", "status"] as const;
    const { clause, params } = whereClause(filter, fields, placeholder);
    return this.#all(`SELECT * FROM workflows ${clause} ORDER BY rowid`, ...(params as SQLInputValue[])).map(
      toWorkflow,
    );
  }

  async updateWorkflow(id: string, patch: WorkflowPatch): Promise<WorkflowRecord | undefined> {
    const entries = patchEntries(patch);
    // Column names come from the fixed list in patchEntries, never from the caller.
    const assignments = [...entries.map(([field]) => `${field} = ?`), "updated_at = ?"].join(", ");
    const values = entries.map(([field, value]) => workflowColumnValue(field, value));
    try {
      const changed = this.#run(`UPDATE workflows SET ${assignments} WHERE id = ?`, ...values, now(), id);
      if (changed === 0) return undefined;
    } catch (error) {
      if (isUniqueViolation(error, "workflows.name")) throw new NameTakenError(String(patch.name));
      throw error;
    }
    return this.#workflow(id);
  }

  async deleteWorkflow(id: string): Promise<boolean> {
    // Jobs, their files and schedule slots go with it through ON DELETE CASCADE.
    return this.#run("DELETE FROM workflows WHERE id = ?", id) > 0;
  }

  // ---- jobs -------------------------------------------------------------------------------------------

  #job(id: string): JobRecord | undefined {
    const row = this.#get("SELECT * FROM jobs WHERE id = ?", id);
    return row ? toJob(row) : undefined;
  }

  async createJob(job: NewJob): Promise<JobRecord> {
    const id = randomUUID();
    const inputFiles = job.input_files.map(({ data: _data, ...file }) => file);
    this.#write(() => {
      const active = this.#get(
        "SELECT id FROM jobs WHERE workflow_id = ? AND status IN ('SCHEDULED', 'IN_PROGRESS')",
        job.workflow_id,
      );
      if (active) throw new ActiveJobExistsError(job.workflow_id, text(active.id));
      if (!this.#get("SELECT id FROM workflows WHERE id = ?", job.workflow_id)) {
        throw new Error(`cannot create a job: workflow ${job.workflow_id} does not exist`);
      }
      this.#run(
        `INSERT INTO jobs (id, workflow_id, workflow_name, status, job_type, created_at, input_files)
         VALUES (?, ?, ?, 'SCHEDULED', ?, ?, ?)`,
        id,
        job.workflow_id,
        job.workflow_name,
        job.job_type,
        now(),
        JSON.stringify(inputFiles),
      );
      for (const file of job.input_files) {
        this.#run(
          "INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)",
          id,
          file.file_id,
          INPUT_NODE_ID,
          file.content_type ?? DEFAULT_INPUT_CONTENT_TYPE,
          file.data,
        );
      }
    });
    return this.#job(id) as JobRecord;
  }

  async getJob(id: string): Promise<JobRecord | undefined> {
    return this.#job(id);
  }

  async listJobs(filter: JobFilter = {}): Promise<JobRecord[]> {
    const { clause, params } = whereClause(filter, ["workflow_id", "status"], placeholder);
    return this.#all(`SELECT * FROM jobs ${clause} ORDER BY rowid`, ...(params as SQLInputValue[])).map(
      toJob,
    );
  }

  async requestCancel(id: string): Promise<JobRecord | undefined> {
    return this.#write(() => {
      const stamp = now();
      this.#run(
        `UPDATE jobs SET status = 'STOPPED', finished_at = ?, error = ?
         WHERE id = ? AND status = 'SCHEDULED'`,
        stamp,
        CANCELLED_BEFORE_START,
        id,
      );
      this.#run("UPDATE jobs SET cancel_requested = 1 WHERE id = ? AND status = 'IN_PROGRESS'", id);
      return this.#job(id);
    });
  }

  async claimJob(owner: string, leaseMs: number): Promise<JobRecord | undefined> {
    return this.#write(() => {
      const stamp = now();
      const next = this.#get(
        `SELECT id FROM jobs
         WHERE status = 'SCHEDULED' OR (status = 'IN_PROGRESS' AND lease_expires_at < ?)
         ORDER BY rowid LIMIT 1`,
        stamp,
      );
      if (!next) return undefined;
      this.#run(
        `UPDATE jobs SET status = 'IN_PROGRESS', lease_owner = ?, lease_expires_at = ?,
           started_at = COALESCE(started_at, ?), attempts = attempts + 1
         WHERE id = ?`,
        owner,
        later(leaseMs),
        stamp,
        text(next.id),
      );
      return this.#job(text(next.id));
    });
  }

  async renewLease(
    id: string,
    owner: string,
    leaseMs: number,
  ): Promise<{ held: boolean; cancelRequested: boolean }> {
    const changed = this.#run(
      "UPDATE jobs SET lease_expires_at = ? WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",
      later(leaseMs),
      id,
      owner,
    );
    const row = this.#get("SELECT cancel_requested FROM jobs WHERE id = ?", id);
    return { held: changed > 0, cancelRequested: row !== undefined && Number(row.cancel_requested) !== 0 };
  }

  async recordFileResult(id: string, owner: string, result: FileResult): Promise<void> {
    this.#write(() => {
      const row = this.#get(
        "SELECT file_results FROM jobs WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",
        id,
        owner,
      );
      // A runner that lost the job must not overwrite what the new holder records.
      if (!row) return;
      const results = mergeFileResult(json<FileResult[]>(row.file_results), result);
      this.#run("UPDATE jobs SET file_results = ? WHERE id = ?", JSON.stringify(results), id);
    });
  }

  async putOutput(id: string, output: JobOutput): Promise<void> {
    this.#write(() => {
      const row = this.#get("SELECT output_node_files FROM jobs WHERE id = ?", id);
      if (!row) throw new Error(`cannot store an output: job ${id} does not exist`);
      this.#run(
        `INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET content_type = excluded.content_type,
           data = excluded.data`,
        id,
        output.file_id,
        output.node_id,
        output.content_type ?? DEFAULT_OUTPUT_CONTENT_TYPE,
        output.data,
      );
      const files = mergeOutputNodeFile(json(row.output_node_files), {
        file_id: output.file_id,
        node_id: output.node_id,
        node_type: output.node_type,
        node_subtype: output.node_subtype,
      });
      this.#run("UPDATE jobs SET output_node_files = ? WHERE id = ?", JSON.stringify(files), id);
    });
  }

  async releaseJob(id: string, owner: string): Promise<boolean> {
    const changed = this.#run(
      `UPDATE jobs SET status = 'SCHEDULED', lease_owner = NULL, lease_expires_at = NULL,
         attempts = MAX(attempts - 1, 0)
       WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'`,
      id,
      owner,
    );
    return changed > 0;
  }

  async recordTokenUsage(id: string, owner: string, usage: readonly JobTokenUsage[]): Promise<boolean> {
    const changed = this.#run(
      "UPDATE jobs SET token_usage = ? WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",
      JSON.stringify(usage),
      id,
      owner,
    );
    return changed > 0;
  }

  async finishJob(
    id: string,
    owner: string,
    status: "COMPLETED" | "FAILED" | "STOPPED",
    error: string | null = null,
  ): Promise<boolean> {
    return this.#write(() => {
      const changed = this.#run(
        `UPDATE jobs SET status = ?, error = ?, finished_at = ?, lease_owner = NULL, lease_expires_at = NULL
         WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'`,
        status,
        error,
        now(),
        id,
        owner,
      );
      // The job's tasks go with its end: a worker still running one learns at its next renewal.
      if (changed > 0) this.#run("DELETE FROM job_tasks WHERE job_id = ?", id);
      return changed > 0;
    });
  }

  async failAbandonedJobs(maxAttempts: number, graceMs: number, reason: string): Promise<string[]> {
    return this.#write(() => {
      const cutoff = new Date(Date.now() - graceMs).toISOString();
      const ids = this.#all(
        `SELECT id FROM jobs
         WHERE status = 'IN_PROGRESS' AND lease_expires_at < ? AND attempts >= ? ORDER BY rowid`,
        cutoff,
        maxAttempts,
      ).map((row) => text(row.id));
      const stamp = now();
      for (const id of ids) {
        this.#run(
          `UPDATE jobs SET status = 'FAILED', error = ?, finished_at = ?, lease_owner = NULL,
             lease_expires_at = NULL WHERE id = ?`,
          reason,
          stamp,
          id,
        );
        // Its tasks go with it, as with any job's end.
        this.#run("DELETE FROM job_tasks WHERE job_id = ?", id);
      }
      return ids;
    });
  }

  async purgeJobFiles(before: Date): Promise<number> {
    const cutoff = purgeCutoff(before);
    // SQLite has no data-modifying CTE: two set-based statements in one write transaction, so no reader
    // ever sees an output listed whose bytes are gone. The files_expired_at IS NULL term selects the
    // partial index jobs_files_kept; the unary + keeps the planner off jobs_status, which would walk every
    // ended job ever kept.
    return this.#write(() => {
      const deleted = this.#run(
        `DELETE FROM job_files WHERE job_id IN (
           SELECT id FROM jobs
           WHERE files_expired_at IS NULL AND finished_at < ? AND +status IN ('COMPLETED', 'FAILED', 'STOPPED'))`,
        cutoff,
      );
      this.#run(
        `UPDATE jobs SET output_node_files = '[]', files_expired_at = ?
         WHERE files_expired_at IS NULL AND finished_at < ? AND +status IN ('COMPLETED', 'FAILED', 'STOPPED')`,
        now(),
        cutoff,
      );
      return deleted;
    });
  }

  async getJobFile(jobId: string, fileId: string, nodeId: string | null): Promise<JobFile | undefined> {
    const row = this.#get(
      "SELECT content_type, data FROM job_files WHERE job_id = ? AND file_id = ? AND node_id = ?",
      jobId,
      fileId,
      nodeId ?? INPUT_NODE_ID,
    );
    if (!row) return undefined;
    return {
      job_id: jobId,
      file_id: fileId,
      node_id: nodeId,
      content_type: text(row.content_type),
      data: toUint8Array(row.data as Uint8Array),
    };
  }

  // ---- tasks -------------------------------------------------------------------------------------------

  async createTasks(jobId: string, owner: string, tasks: readonly NewTask[]): Promise<boolean> {
    return this.#write(() => {
      const held = this.#get(
        "SELECT id FROM jobs WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",
        jobId,
        owner,
      );
      if (!held) return false;
      for (const task of tasks) this.#insertTask(jobId, task, "QUEUED");
      return true;
    });
  }

  #insertTask(jobId: string, task: NewTask, status: TaskStatus): void {
    const inserted = this.#run(
      `INSERT INTO job_tasks (job_id, task_id, kind, file_id, first_page, last_page, status, document)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (job_id, task_id) DO NOTHING`,
      jobId,
      task.task_id,
      task.kind,
      task.file_id,
      task.first_page ?? null,
      task.last_page ?? null,
      status,
      JSON.stringify(task.document),
    );
    if (inserted > 0 && task.data) {
      this.#run(
        `INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET data = excluded.data`,
        jobId,
        task.file_id,
        INPUT_NODE_ID,
        task.document.content_type ?? DEFAULT_INPUT_CONTENT_TYPE,
        task.data,
      );
    }
  }

  async claimTask(owner: string, leaseMs: number, jobId?: string): Promise<TaskRecord | undefined> {
    return this.#write(() => {
      const stamp = now();
      const next = this.#get(
        `SELECT t.job_id, t.task_id FROM job_tasks t JOIN jobs j ON j.id = t.job_id
         WHERE t.status IN ${LIVE_TASKS_SQL}
           AND (t.status = 'QUEUED' OR (t.status = 'RUNNING' AND t.lease_expires_at < ?))
           AND j.status = 'IN_PROGRESS' AND j.cancel_requested = 0 AND (? IS NULL OR t.job_id = ?)
         ORDER BY t.rowid LIMIT 1`,
        stamp,
        jobId ?? null,
        jobId ?? null,
      );
      if (!next) return undefined;
      this.#run(
        `UPDATE job_tasks SET status = 'RUNNING', lease_owner = ?, lease_expires_at = ?, attempts = attempts + 1
         WHERE job_id = ? AND task_id = ?`,
        owner,
        later(leaseMs),
        text(next.job_id),
        text(next.task_id),
      );
      const row = this.#get(
        `SELECT t.*, j.workflow_id FROM job_tasks t JOIN jobs j ON j.id = t.job_id
         WHERE t.job_id = ? AND t.task_id = ?`,
        text(next.job_id),
        text(next.task_id),
      );
      return row ? toTask(row) : undefined;
    });
  }

  async renewTasks(owner: string, leaseMs: number): Promise<TaskKey[]> {
    return this.#write(() => {
      this.#run(
        `UPDATE job_tasks SET lease_expires_at = ?
         WHERE lease_owner = ? AND status = 'RUNNING' AND job_id IN (
           SELECT id FROM jobs WHERE status = 'IN_PROGRESS' AND cancel_requested = 0)`,
        later(leaseMs),
        owner,
      );
      return this.#all(
        `SELECT t.job_id, t.task_id FROM job_tasks t JOIN jobs j ON j.id = t.job_id
         WHERE t.lease_owner = ? AND t.status = 'RUNNING' AND j.status = 'IN_PROGRESS'
           AND j.cancel_requested = 0`,
        owner,
      ).map((row) => ({ job_id: text(row.job_id), task_id: text(row.task_id) }));
    });
  }

  async completeTask(key: TaskKey, owner: string, outcome: TaskOutcome): Promise<boolean> {
    return this.#write(() => {
      const job = this.#get(
        "SELECT file_results, output_node_files, token_usage FROM jobs WHERE id = ? AND status = 'IN_PROGRESS'",
        key.job_id,
      );
      if (!job) return false;
      const row = this.#get(
        `SELECT *, '' AS workflow_id FROM job_tasks
         WHERE job_id = ? AND task_id = ? AND lease_owner = ? AND status = 'RUNNING'`,
        key.job_id,
        key.task_id,
        owner,
      );
      if (!row) return false;
      const task = toTask(row);
      const setTask = (status: TaskStatus, part: Uint8Array | null = null) =>
        this.#run(
          `UPDATE job_tasks SET status = ?, lease_owner = NULL, lease_expires_at = NULL, part = ?
           WHERE job_id = ? AND task_id = ?`,
          status,
          part,
          key.job_id,
          key.task_id,
        );
      const addUsage = (usage: readonly JobTokenUsage[] | undefined) => {
        if (!usage || usage.length === 0) return;
        const total = mergeTokenUsage(json<JobTokenUsage[]>(job.token_usage), usage);
        this.#run("UPDATE jobs SET token_usage = ? WHERE id = ?", JSON.stringify(total), key.job_id);
      };
      if (outcome.kind === "split") {
        const { ranges, merge } = splitTasks(task, outcome.ranges);
        for (const range of ranges) this.#insertTask(key.job_id, range, "QUEUED");
        this.#insertTask(key.job_id, merge, "WAITING");
        setTask("SPLIT");
        return true;
      }
      if (outcome.kind === "part") {
        setTask("DONE", outcome.part);
        addUsage(outcome.usage);
        this.#run(
          `UPDATE job_tasks SET status = 'QUEUED'
           WHERE job_id = ? AND task_id = ? AND status = 'WAITING'
             AND NOT EXISTS (SELECT 1 FROM job_tasks WHERE job_id = ? AND file_id = ? AND kind = 'range'
               AND status <> 'DONE')`,
          key.job_id,
          mergeTaskId(task.file_id),
          key.job_id,
          task.file_id,
        );
        return true;
      }
      for (const output of outcome.outputs ?? []) {
        this.#run(
          `INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET content_type = excluded.content_type,
             data = excluded.data`,
          key.job_id,
          output.file_id,
          output.node_id,
          output.content_type ?? DEFAULT_OUTPUT_CONTENT_TYPE,
          output.data,
        );
      }
      const files = withOutputNodeFiles(
        json<JobRecord["output_node_files"]>(job.output_node_files),
        outcome.outputs,
      );
      const results = mergeFileResult(json<FileResult[]>(job.file_results), outcome.result);
      this.#run(
        "UPDATE jobs SET file_results = ?, output_node_files = ? WHERE id = ?",
        JSON.stringify(results),
        JSON.stringify(files),
        key.job_id,
      );
      addUsage(outcome.usage);
      setTask("DONE");
      // A file's end ends its other tasks (the other ranges of a failed one, its merge); a whole file has none.
      if (task.kind !== "file") {
        this.#run(
          `UPDATE job_tasks SET status = 'CANCELLED', lease_owner = NULL, lease_expires_at = NULL
           WHERE job_id = ? AND file_id = ? AND status IN ${LIVE_TASKS_SQL}`,
          key.job_id,
          task.file_id,
        );
      }
      if (task.document.staged) {
        this.#run(
          "DELETE FROM job_files WHERE job_id = ? AND file_id = ? AND node_id = ?",
          key.job_id,
          task.file_id,
          INPUT_NODE_ID,
        );
      }
      return true;
    });
  }

  async releaseTasks(owner: string, keys?: readonly TaskKey[]): Promise<number> {
    return this.#write(() => {
      const sql = `UPDATE job_tasks SET status = 'QUEUED', lease_owner = NULL, lease_expires_at = NULL,
           attempts = MAX(attempts - 1, 0)
         WHERE lease_owner = ? AND status = 'RUNNING'`;
      if (keys === undefined) return this.#run(sql, owner);
      let changed = 0;
      for (const key of keys) {
        changed += this.#run(`${sql} AND job_id = ? AND task_id = ?`, owner, key.job_id, key.task_id);
      }
      return changed;
    });
  }

  async cancelTasks(jobId: string): Promise<void> {
    this.#run(
      `UPDATE job_tasks SET status = 'CANCELLED', lease_owner = NULL, lease_expires_at = NULL
       WHERE job_id = ? AND status IN ${LIVE_TASKS_SQL}`,
      jobId,
    );
  }

  async jobTasks(
    jobId: string,
  ): Promise<{ counts: Partial<Record<TaskStatus, number>>; files: Set<string> }> {
    const files = this.#all("SELECT file_id FROM job_tasks WHERE job_id = ? AND kind = 'file'", jobId);
    const counts = this.#all(
      "SELECT status, count(*) AS n FROM job_tasks WHERE job_id = ? GROUP BY status",
      jobId,
    );
    return {
      counts: Object.fromEntries(counts.map((row) => [text(row.status), Number(row.n)])),
      files: new Set(files.map((row) => text(row.file_id))),
    };
  }

  async liveTasks(jobId: string): Promise<number> {
    const [row] = this.#all(
      `SELECT count(*) AS n FROM job_tasks WHERE job_id = ? AND status IN ${LIVE_TASKS_SQL}`,
      jobId,
    );
    return Number(row?.n ?? 0);
  }

  async taskParts(jobId: string, fileId: string): Promise<Uint8Array[]> {
    return this.#all(
      "SELECT part FROM job_tasks WHERE job_id = ? AND file_id = ? AND kind = 'range' ORDER BY first_page",
      jobId,
      fileId,
    ).map((row) => toUint8Array((row.part as Uint8Array | null) ?? new Uint8Array(0)));
  }

  async workStats(): Promise<WorkStats> {
    const jobs = this.#all("SELECT status, count(*) AS n FROM jobs GROUP BY status");
    const tasks = this.#all(
      `SELECT t.status, count(*) AS n FROM job_tasks t JOIN jobs j ON j.id = t.job_id
       WHERE t.status IN ${LIVE_TASKS_SQL} AND j.status = 'IN_PROGRESS'
       GROUP BY t.status`,
    );
    return {
      jobs: Object.fromEntries(jobs.map((row) => [text(row.status), Number(row.n)])),
      tasks: Object.fromEntries(tasks.map((row) => [text(row.status), Number(row.n)])),
    };
  }

  async claimScheduleSlot(workflowId: string, fireAt: Date): Promise<boolean> {
    return this.#write(() => {
      const slot = fireAt.toISOString();
      const claimed = this.#run(
        `INSERT INTO schedule_slots (workflow_id, fire_at, claimed_at)
         SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM workflows WHERE id = ?)
         ON CONFLICT (workflow_id, fire_at) DO NOTHING`,
        workflowId,
        slot,
        now(),
        workflowId,
      );
      if (claimed > 0) {
        const horizon = new Date(fireAt.getTime() - SCHEDULE_SLOT_RETENTION_MS).toISOString();
        this.#run("DELETE FROM schedule_slots WHERE workflow_id = ? AND fire_at < ?", workflowId, horizon);
      }
      return claimed > 0;
    });
  }

  // ---- source cursors ---------------------------------------------------------------------------------

  async getSourceCursor(workflowId: string, sourceId: string): Promise<SourceCursor | undefined> {
    const row = this.#get(
      "SELECT fingerprint, cursor FROM source_cursors WHERE workflow_id = ? AND source_id = ?",
      workflowId,
      sourceId,
    );
    return row ? { fingerprint: String(row.fingerprint), cursor: String(row.cursor) } : undefined;
  }

  async putSourceCursor(workflowId: string, sourceId: string, cursor: SourceCursor): Promise<void> {
    this.#write(() =>
      this.#run(
        `INSERT INTO source_cursors (workflow_id, source_id, fingerprint, cursor, updated_at)
         SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM workflows WHERE id = ?)
         ON CONFLICT (workflow_id, source_id)
         DO UPDATE SET fingerprint = excluded.fingerprint, cursor = excluded.cursor, updated_at = excluded.updated_at`,
        workflowId,
        sourceId,
        cursor.fingerprint,
        cursor.cursor,
        now(),
        workflowId,
      ),
    );
  }

  // ---- user secrets and server keys -------------------------------------------------------------------

  async createUserSecret(secret: NewUserSecret): Promise<UserSecretRecord> {
    const record: UserSecretRecord = { ...secret, created_at: now() };
    this.#write(() =>
      this.#run(
        "INSERT INTO user_secrets (id, type, sealed, created_at) VALUES (?, ?, ?, ?)",
        record.id,
        record.type,
        record.sealed,
        record.created_at,
      ),
    );
    return record;
  }

  async getUserSecret(id: string): Promise<UserSecretRecord | undefined> {
    const row = this.#get("SELECT id, type, sealed, created_at FROM user_secrets WHERE id = ?", id);
    return row
      ? {
          id: String(row.id),
          type: String(row.type),
          sealed: String(row.sealed),
          created_at: String(row.created_at),
        }
      : undefined;
  }

  async serverKey(name: string, sealed: string): Promise<string> {
    return this.#write(() => {
      this.#run(
        "INSERT INTO server_keys (name, sealed, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
        name,
        sealed,
        now(),
      );
      return String(this.#get("SELECT sealed FROM server_keys WHERE name = ?", name)?.sealed);
    });
  }
}
