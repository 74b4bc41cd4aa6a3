// The workflow store on PostgreSQL through pg, for deployments where several docflow processes share the
// work. Every query is parameterised. Time comes from the database clock (now()), so leases mean the same
// to every process whatever their own clocks say. The cross-process rules live in the database itself:
// a partial unique index keeps one active job per workflow, FOR UPDATE SKIP LOCKED hands each job to one
// claimer, and the schedule_slots primary key lets exactly one process fire each scheduled run.
import { randomUUID } from "node:crypto";
import pg, { type PoolClient, type QueryResultRow } from "pg";
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
import { migratePostgres } from "./migrations.js";
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

export interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database; never logged or echoed in errors. */
  connectionString: string;
  /** Connections kept by this process (default 10). */
  poolSize?: number;
}

type Queryable = Pick<PoolClient, "query">;

const PG: RowCodec = {
  time: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  json: <T>(value: unknown) => value as T,
  flag: (value) => value === true,
};
const toConnector = (row: Row) => connectorFromRow(PG, row);
const toWorkflow = (row: Row) => workflowFromRow(PG, row);
const toJob = (row: Row) => jobFromRow(PG, row);
const toTask = (row: Row) => taskFromRow(PG, row);
const bytea = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
const placeholder = (position: number) => `$${position}`;

const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

// PostgreSQL text and jsonb cannot hold U+0000, which a parser's error message or a document-derived
// string can contain; it is stored as U+FFFD instead of failing the write.
const NUL = "\u0000";
const REPLACEMENT = "\uFFFD";

function jsonParam(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    typeof entry === "string" ? entry.replaceAll(NUL, REPLACEMENT) : entry,
  );
}

function textParams(params: unknown[]): unknown[] {
  return params.map((param) => (typeof param === "string" ? param.replaceAll(NUL, REPLACEMENT) : param));
}

/** Parameter for a workflow column: JSON goes as text cast to jsonb (pg would send a JS array as a PG array). */
function workflowColumnValue(field: string, value: unknown): unknown {
  if (field === "workflow_nodes") return jsonParam(value ?? []);
  if (field === "reprocess_all") return value === true;
  return value ?? null;
}

function workflowColumnCast(field: string): string {
  return field === "workflow_nodes" ? "::jsonb" : "";
}

function pgError(error: unknown): { code?: string; constraint?: string } {
  return typeof error === "object" && error !== null ? (error as { code?: string; constraint?: string }) : {};
}

function isNameTaken(error: unknown): boolean {
  const { code, constraint } = pgError(error);
  return code === UNIQUE_VIOLATION && constraint === "workflows_name_unique";
}

/** The channel runners LISTEN on for new work (onWork). */
const WORK_CHANNEL = "docflow_work";

const LEASE = "now() + ($LEASE_MS::double precision * interval '1 millisecond')";
const lease = (param: number): string => LEASE.replace("$LEASE_MS", `$${param}`);

export class PostgresWorkflowStore implements WorkflowStore {
  readonly dialect = "postgres" as const;
  readonly #pool: pg.Pool;
  readonly #connectionString: string;
  #closed = false;

  constructor(options: PostgresStoreOptions) {
    this.#connectionString = options.connectionString;
    this.#pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server must not crash the process; the next query reconnects
    // or fails with its own error.
    this.#pool.on("error", () => undefined);
  }

  async #query(
    sql: string,
    params: unknown[] = [],
    client: Queryable = this.#pool,
  ): Promise<QueryResultRow[]> {
    const result = await client.query(sql, textParams(params));
    return result.rows;
  }

  /** Runs a statement; the number of rows it changed. */
  async #execute(sql: string, params: unknown[]): Promise<number> {
    const result = await this.#pool.query(sql, textParams(params));
    return result.rowCount ?? 0;
  }

  async #transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error("rollback failed");
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** Tells every listening runner that there is work (delivered when the transaction commits). */
  async #notifyWork(client: Queryable): Promise<void> {
    await client.query(`SELECT pg_notify('${WORK_CHANNEL}', '')`);
  }

  /**
   * Tells the job's coordinator, wherever it runs, that its last live task has ended (the payload is the
   * job's id), in the transaction that ended it: a result (a failure after too many attempts included)
   * or a cancel. Without it, a coordinator whose job's last task ended on another runner saw it only at its
   * next progress poll, a quarter of a second later on average half the time with two workers.
   */
  async #notifyJobIdle(client: Queryable, jobId: string): Promise<void> {
    await client.query(
      `SELECT pg_notify('${WORK_CHANNEL}', $1) WHERE NOT EXISTS (SELECT 1 FROM job_tasks
         WHERE job_id = $1 AND status IN ${LIVE_TASKS_SQL})`,
      [jobId],
    );
  }

  async onWork(listener: (endedJobId?: string) => void): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    // A dropped connection only means runners poll until the next start; it must not crash the process.
    client.on("error", () => undefined);
    client.on("notification", (message) => listener(message.payload || undefined));
    await client.connect();
    await client.query(`LISTEN ${WORK_CHANNEL}`);
    return async () => {
      await client.end().catch(() => undefined);
    };
  }

  async migrate(): Promise<void> {
    await migratePostgres(this.#pool);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }

  // ---- connectors -------------------------------------------------------------------------------------

  async createConnector(connector: NewConnector): Promise<ConnectorRecord> {
    const [row] = await this.#query(
      `INSERT INTO connectors (id, kind, name, type, config, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, now()) RETURNING *`,
      [randomUUID(), connector.kind, connector.name, connector.type, jsonParam(connector.config)],
    );
    return toConnector(row as QueryResultRow);
  }

  async getConnector(kind: ConnectorKind, id: string): Promise<ConnectorRecord | undefined> {
    const [row] = await this.#query("SELECT * FROM connectors WHERE kind = $1 AND id = $2", [kind, id]);
    return row ? toConnector(row) : undefined;
  }

  async listConnectors(kind: ConnectorKind, type?: string): Promise<ConnectorRecord[]> {
    const rows =
      type === undefined
        ? await this.#query("SELECT * FROM connectors WHERE kind = $1 ORDER BY seq", [kind])
        : await this.#query("SELECT * FROM connectors WHERE kind = $1 AND type = $2 ORDER BY seq", [
            kind,
            type,
          ]);
    return rows.map(toConnector);
  }

  async updateConnector(
    kind: ConnectorKind,
    id: string,
    config: Record<string, unknown>,
  ): Promise<ConnectorRecord | undefined> {
    const [row] = await this.#query(
      "UPDATE connectors SET config = $3::jsonb, updated_at = now() WHERE kind = $1 AND id = $2 RETURNING *",
      [kind, id, jsonParam(config)],
    );
    return row ? toConnector(row) : undefined;
  }

  async deleteConnector(
    kind: ConnectorKind,
    id: string,
  ): Promise<{ deleted: boolean; usedBy: { id: string; name: string }[] }> {
    return this.#transaction(async (client) => {
      // The row lock orders this against a workflow being created with the connector (FOR SHARE there).
      const found = await this.#query(
        "SELECT id FROM connectors WHERE kind = $1 AND id = $2 FOR UPDATE",
        [kind, id],
        client,
      );
      if (found.length === 0) return { deleted: false, usedBy: [] };
      const column = kind === "source" ? "source_id" : "destination_id";
      const users = await this.#query(
        `SELECT id, name FROM workflows WHERE ${column} = $1 ORDER BY seq`,
        [id],
        client,
      );
      if (users.length > 0) {
        return {
          deleted: false,
          usedBy: users.map((row) => ({ id: String(row.id), name: String(row.name) })),
        };
      }
      await this.#query("DELETE FROM connectors WHERE kind = $1 AND id = $2", [kind, id], client);
      return { deleted: true, usedBy: [] };
    });
  }

  /** Holds the connectors a workflow is about to use, so a concurrent delete sees the workflow. */
  async #shareConnectors(client: PoolClient, ids: (string | null | undefined)[]): Promise<void> {
    const present = ids.filter((id): id is string => typeof id === "string");
    if (present.length === 0) return;
    await this.#query("SELECT id FROM connectors WHERE id = ANY($1::text[]) FOR SHARE", [present], client);
  }

  // ---- workflows --------------------------------------------------------------------------------------

  async createWorkflow(workflow: NewWorkflow): Promise<WorkflowRecord> {
    try {
      return await this.#transaction(async (client) => {
        await this.#shareConnectors(client, [workflow.source_id, workflow.destination_id]);
        const [row] = await this.#query(
          `INSERT INTO workflows (id, name, status, workflow_type, source_id, destination_id, workflow_nodes,
             schedule, reprocess_all, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, now()) RETURNING *`,
          [
            randomUUID(),
            workflow.name,
            workflow.status,
            workflow.workflow_type,
            workflow.source_id ?? null,
            workflow.destination_id ?? null,
            workflowColumnValue("workflow_nodes", workflow.workflow_nodes),
            workflow.schedule ?? null,
            workflowColumnValue("reprocess_all", workflow.reprocess_all),
          ],
          client,
        );
        return toWorkflow(row as QueryResultRow);
      });
    } catch (error) {
      if (isNameTaken(error)) throw new NameTakenError(workflow.name);
      throw error;
    }
  }

  async getWorkflow(id: string): Promise<WorkflowRecord | undefined> {
    const [row] = await this.#query("SELECT * FROM workflows WHERE id = $1", [id]);
    return row ? toWorkflow(row) : undefined;
  }

  async listWorkflows(filter: WorkflowFilter = {}): Promise<WorkflowRecord[]> {
    const fields = ["source_id", "destination_id", "status"] as const;
    const { clause, params } = whereClause(filter, fields, placeholder);
    const rows = await this.#query(`SELECT * FROM workflows ${clause} ORDER BY seq`, params);
    return rows.map(toWorkflow);
  }

  async updateWorkflow(id: string, patch: WorkflowPatch): Promise<WorkflowRecord | undefined> {
    const entries = patchEntries(patch);
    const params: unknown[] = [id];
    // Column names come from the fixed list in patchEntries, never from the caller.
    const assignments = entries.map(([field, value]) => {
      params.push(workflowColumnValue(field, value));
      return `${field} = $${params.length}${workflowColumnCast(field)}`;
    });
    assignments.push("updated_at = now()");
    try {
      return await this.#transaction(async (client) => {
        await this.#shareConnectors(client, [patch.source_id, patch.destination_id]);
        const [row] = await this.#query(
          `UPDATE workflows SET ${assignments.join(", ")} WHERE id = $1 RETURNING *`,
          params,
          client,
        );
        return row ? toWorkflow(row) : undefined;
      });
    } catch (error) {
      if (isNameTaken(error)) throw new NameTakenError(String(patch.name));
      throw error;
    }
  }

  async deleteWorkflow(id: string): Promise<boolean> {
    // Jobs, their files and schedule slots go with it through ON DELETE CASCADE.
    return (await this.#execute("DELETE FROM workflows WHERE id = $1", [id])) > 0;
  }

  // ---- jobs -------------------------------------------------------------------------------------------

  async createJob(job: NewJob): Promise<JobRecord> {
    const inputFiles = job.input_files.map(({ data: _data, ...file }) => file);
    // The partial unique index decides between concurrent creators; the loser learns which job won. That
    // job may end between our failed insert and the look-up, so try again a few times.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#transaction(async (client) => {
          const [row] = await this.#query(
            `INSERT INTO jobs (id, workflow_id, workflow_name, status, job_type, created_at, input_files)
             VALUES ($1, $2, $3, 'SCHEDULED', $4, now(), $5::jsonb) RETURNING *`,
            [randomUUID(), job.workflow_id, job.workflow_name, job.job_type, jsonParam(inputFiles)],
            client,
          );
          const record = toJob(row as QueryResultRow);
          for (const file of job.input_files) {
            await this.#query(
              "INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)",
              [
                record.id,
                file.file_id,
                INPUT_NODE_ID,
                file.content_type ?? DEFAULT_INPUT_CONTENT_TYPE,
                Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
              ],
              client,
            );
          }
          await this.#notifyWork(client);
          return record;
        });
      } catch (error) {
        const { code, constraint } = pgError(error);
        if (code === FOREIGN_KEY_VIOLATION && constraint === "jobs_workflow_id_fkey") {
          throw new Error(`cannot create a job: workflow ${job.workflow_id} does not exist`);
        }
        if (code !== UNIQUE_VIOLATION || constraint !== "jobs_one_active_per_workflow") throw error;
        const [active] = await this.#query(
          "SELECT id FROM jobs WHERE workflow_id = $1 AND status IN ('SCHEDULED', 'IN_PROGRESS')",
          [job.workflow_id],
        );
        if (active) throw new ActiveJobExistsError(job.workflow_id, String(active.id));
        if (attempt >= 3) throw error;
      }
    }
  }

  async getJob(id: string): Promise<JobRecord | undefined> {
    const [row] = await this.#query("SELECT * FROM jobs WHERE id = $1", [id]);
    return row ? toJob(row) : undefined;
  }

  async listJobs(filter: JobFilter = {}): Promise<JobRecord[]> {
    const { clause, params } = whereClause(filter, ["workflow_id", "status"], placeholder);
    const rows = await this.#query(`SELECT * FROM jobs ${clause} ORDER BY seq`, params);
    return rows.map(toJob);
  }

  async requestCancel(id: string): Promise<JobRecord | undefined> {
    // One statement: the row lock makes it see the status a concurrent claim left, never a stale one.
    const [row] = await this.#query(
      `UPDATE jobs SET
         status = CASE WHEN status = 'SCHEDULED' THEN 'STOPPED' ELSE status END,
         finished_at = CASE WHEN status = 'SCHEDULED' THEN now() ELSE finished_at END,
         error = CASE WHEN status = 'SCHEDULED' THEN $2 ELSE error END,
         cancel_requested = cancel_requested OR status = 'IN_PROGRESS'
       WHERE id = $1 RETURNING *`,
      [id, CANCELLED_BEFORE_START],
    );
    return row ? toJob(row) : undefined;
  }

  async claimJob(owner: string, leaseMs: number): Promise<JobRecord | undefined> {
    const [row] = await this.#query(
      `WITH next AS (
         SELECT id FROM jobs
         WHERE status = 'SCHEDULED' OR (status = 'IN_PROGRESS' AND lease_expires_at < now())
         ORDER BY seq
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       UPDATE jobs SET status = 'IN_PROGRESS', lease_owner = $1, lease_expires_at = ${lease(2)},
         started_at = COALESCE(started_at, now()), attempts = attempts + 1
       FROM next WHERE jobs.id = next.id
       RETURNING jobs.*`,
      [owner, leaseMs],
    );
    return row ? toJob(row) : undefined;
  }

  async renewLease(
    id: string,
    owner: string,
    leaseMs: number,
  ): Promise<{ held: boolean; cancelRequested: boolean }> {
    const [renewed] = await this.#query(
      `UPDATE jobs SET lease_expires_at = ${lease(3)}
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS' RETURNING cancel_requested`,
      [id, owner, leaseMs],
    );
    if (renewed) return { held: true, cancelRequested: renewed.cancel_requested === true };
    const [row] = await this.#query("SELECT cancel_requested FROM jobs WHERE id = $1", [id]);
    return { held: false, cancelRequested: row?.cancel_requested === true };
  }

  async recordFileResult(id: string, owner: string, result: FileResult): Promise<void> {
    await this.#transaction(async (client) => {
      const [row] = await this.#query(
        "SELECT file_results FROM jobs WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS' FOR UPDATE",
        [id, owner],
        client,
      );
      // A runner that lost the job must not overwrite what the new holder records.
      if (!row) return;
      const results = mergeFileResult(row.file_results as FileResult[], result);
      await this.#query(
        "UPDATE jobs SET file_results = $2::jsonb WHERE id = $1",
        [id, jsonParam(results)],
        client,
      );
    });
  }

  async putOutput(id: string, output: JobOutput): Promise<void> {
    await this.#transaction(async (client) => {
      const [row] = await this.#query(
        "SELECT output_node_files FROM jobs WHERE id = $1 FOR UPDATE",
        [id],
        client,
      );
      if (!row) throw new Error(`cannot store an output: job ${id} does not exist`);
      await this.#query(
        `INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET content_type = excluded.content_type,
           data = excluded.data`,
        [
          id,
          output.file_id,
          output.node_id,
          output.content_type ?? DEFAULT_OUTPUT_CONTENT_TYPE,
          Buffer.from(output.data.buffer, output.data.byteOffset, output.data.byteLength),
        ],
        client,
      );
      const files = mergeOutputNodeFile(row.output_node_files, {
        file_id: output.file_id,
        node_id: output.node_id,
        node_type: output.node_type,
        node_subtype: output.node_subtype,
      });
      await this.#query(
        "UPDATE jobs SET output_node_files = $2::jsonb WHERE id = $1",
        [id, jsonParam(files)],
        client,
      );
    });
  }

  async releaseJob(id: string, owner: string): Promise<boolean> {
    const changed = await this.#execute(
      `UPDATE jobs SET status = 'SCHEDULED', lease_owner = NULL, lease_expires_at = NULL,
         attempts = GREATEST(attempts - 1, 0)
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'`,
      [id, owner],
    );
    return changed > 0;
  }

  async recordTokenUsage(id: string, owner: string, usage: readonly JobTokenUsage[]): Promise<boolean> {
    const changed = await this.#execute(
      `UPDATE jobs SET token_usage = $3::jsonb
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'`,
      [id, owner, jsonParam(usage)],
    );
    return changed > 0;
  }

  async finishJob(
    id: string,
    owner: string,
    status: "COMPLETED" | "FAILED" | "STOPPED",
    error: string | null = null,
  ): Promise<boolean> {
    // The job's tasks go with its end: a worker still running one learns at its next renewal.
    const changed = await this.#execute(
      `WITH ended AS (
         UPDATE jobs SET status = $3, error = $4, finished_at = now(), lease_owner = NULL,
           lease_expires_at = NULL
         WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'
         RETURNING id
       ), gone AS (DELETE FROM job_tasks WHERE job_id IN (SELECT id FROM ended))
       SELECT id FROM ended`,
      [id, owner, status, error],
    );
    return changed > 0;
  }

  async failAbandonedJobs(maxAttempts: number, graceMs: number, reason: string): Promise<string[]> {
    // Their tasks go with them, as with any job's end.
    const rows = await this.#query(
      `WITH failed AS (
         UPDATE jobs SET status = 'FAILED', error = $3, finished_at = now(), lease_owner = NULL,
           lease_expires_at = NULL
         WHERE status = 'IN_PROGRESS' AND attempts >= $1
           AND lease_expires_at < now() - ($2::double precision * interval '1 millisecond')
         RETURNING id, seq
       ), gone AS (DELETE FROM job_tasks WHERE job_id IN (SELECT id FROM failed))
       SELECT id, seq FROM failed`,
      [maxAttempts, graceMs, reason],
    );
    return rows.sort((a, b) => Number(a.seq) - Number(b.seq)).map((row) => String(row.id));
  }

  async purgeJobFiles(before: Date): Promise<number> {
    // One statement: the jobs are marked and their files deleted atomically. A concurrent purge blocks on
    // the row locks, then re-checks files_expired_at and skips the jobs already done, so no file is
    // counted twice.
    return this.#execute(
      `WITH expired AS (
         UPDATE jobs SET output_node_files = '[]'::jsonb, files_expired_at = now()
         WHERE files_expired_at IS NULL AND finished_at < $1::timestamptz
           AND status IN ('COMPLETED', 'FAILED', 'STOPPED')
         RETURNING id
       )
       DELETE FROM job_files WHERE job_id IN (SELECT id FROM expired)`,
      [purgeCutoff(before)],
    );
  }

  async getJobFile(jobId: string, fileId: string, nodeId: string | null): Promise<JobFile | undefined> {
    const [row] = await this.#query(
      "SELECT content_type, data FROM job_files WHERE job_id = $1 AND file_id = $2 AND node_id = $3",
      [jobId, fileId, nodeId ?? INPUT_NODE_ID],
    );
    if (!row) return undefined;
    return {
      job_id: jobId,
      file_id: fileId,
      node_id: nodeId,
      content_type: String(row.content_type),
      data: toUint8Array(row.data as Buffer),
    };
  }

  async claimScheduleSlot(workflowId: string, fireAt: Date): Promise<boolean> {
    const slot = fireAt.toISOString();
    let claimed: boolean;
    try {
      const inserted = await this.#execute(
        `INSERT INTO schedule_slots (workflow_id, fire_at, claimed_at)
         SELECT $1, $2, now() WHERE EXISTS (SELECT 1 FROM workflows WHERE id = $1)
         ON CONFLICT (workflow_id, fire_at) DO NOTHING`,
        [workflowId, slot],
      );
      claimed = inserted > 0;
    } catch (error) {
      // The workflow was deleted between the check and the insert: nothing to fire.
      if (pgError(error).code === FOREIGN_KEY_VIOLATION) return false;
      throw error;
    }
    if (claimed) {
      const horizon = new Date(fireAt.getTime() - SCHEDULE_SLOT_RETENTION_MS).toISOString();
      await this.#execute("DELETE FROM schedule_slots WHERE workflow_id = $1 AND fire_at < $2", [
        workflowId,
        horizon,
      ]);
    }
    return claimed;
  }

  // ---- tasks -------------------------------------------------------------------------------------------

  async createTasks(jobId: string, owner: string, tasks: readonly NewTask[]): Promise<boolean> {
    return this.#transaction(async (client) => {
      const held = await this.#query(
        "SELECT id FROM jobs WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS' FOR UPDATE",
        [jobId, owner],
        client,
      );
      if (held.length === 0) return false;
      for (const task of tasks) await this.#insertTask(client, jobId, task, "QUEUED");
      await this.#notifyWork(client);
      return true;
    });
  }

  async #insertTask(client: Queryable, jobId: string, task: NewTask, status: TaskStatus): Promise<void> {
    const [inserted] = await this.#query(
      `INSERT INTO job_tasks (job_id, task_id, kind, file_id, first_page, last_page, status, document)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
       ON CONFLICT (job_id, task_id) DO NOTHING RETURNING task_id`,
      [
        jobId,
        task.task_id,
        task.kind,
        task.file_id,
        task.first_page ?? null,
        task.last_page ?? null,
        status,
        jsonParam(task.document),
      ],
      client,
    );
    if (inserted && task.data) {
      await this.#query(
        `INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET data = excluded.data`,
        [
          jobId,
          task.file_id,
          INPUT_NODE_ID,
          task.document.content_type ?? DEFAULT_INPUT_CONTENT_TYPE,
          bytea(task.data),
        ],
        client,
      );
    }
  }

  async claimTask(owner: string, leaseMs: number, jobId?: string): Promise<TaskRecord | undefined> {
    const [row] = await this.#query(
      `WITH next AS (
         SELECT t.job_id, t.task_id FROM job_tasks t JOIN jobs j ON j.id = t.job_id
         WHERE (t.status = 'QUEUED' OR (t.status = 'RUNNING' AND t.lease_expires_at < now()))
           AND j.status = 'IN_PROGRESS' AND NOT j.cancel_requested
           AND ($3::text IS NULL OR t.job_id = $3)
         ORDER BY t.seq
         LIMIT 1
         FOR UPDATE OF t SKIP LOCKED
       )
       UPDATE job_tasks SET status = 'RUNNING', lease_owner = $1, lease_expires_at = ${lease(2)},
         attempts = job_tasks.attempts + 1
       FROM next JOIN jobs ON jobs.id = next.job_id
       WHERE job_tasks.job_id = next.job_id AND job_tasks.task_id = next.task_id
       RETURNING job_tasks.*, jobs.workflow_id`,
      [owner, leaseMs, jobId ?? null],
    );
    return row ? toTask(row) : undefined;
  }

  async renewTasks(owner: string, leaseMs: number): Promise<TaskKey[]> {
    const rows = await this.#query(
      `UPDATE job_tasks t SET lease_expires_at = ${lease(2)}
       FROM jobs j
       WHERE t.lease_owner = $1 AND t.status = 'RUNNING' AND j.id = t.job_id
         AND j.status = 'IN_PROGRESS' AND NOT j.cancel_requested
       RETURNING t.job_id, t.task_id`,
      [owner, leaseMs],
    );
    return rows.map((row) => ({ job_id: String(row.job_id), task_id: String(row.task_id) }));
  }

  async completeTask(key: TaskKey, owner: string, outcome: TaskOutcome): Promise<boolean> {
    return this.#transaction(async (client) => {
      // The job first, then the task: every writer of a job's tasks takes the locks in this order.
      const [job] = await this.#query(
        `SELECT file_results, output_node_files, token_usage FROM jobs
         WHERE id = $1 AND status = 'IN_PROGRESS' FOR UPDATE`,
        [key.job_id],
        client,
      );
      if (!job) return false;
      const [row] = await this.#query(
        `SELECT *, '' AS workflow_id FROM job_tasks
         WHERE job_id = $1 AND task_id = $2 AND lease_owner = $3 AND status = 'RUNNING' FOR UPDATE`,
        [key.job_id, key.task_id, owner],
        client,
      );
      if (!row) return false;
      const task = toTask(row);
      const setTask = (status: TaskStatus, part: Uint8Array | null = null) =>
        this.#query(
          `UPDATE job_tasks SET status = $3, lease_owner = NULL, lease_expires_at = NULL, part = $4
           WHERE job_id = $1 AND task_id = $2`,
          [key.job_id, key.task_id, status, part ? bytea(part) : null],
          client,
        );
      const addUsage = async (usage: readonly JobTokenUsage[] | undefined) => {
        if (!usage || usage.length === 0) return;
        await this.#query(
          "UPDATE jobs SET token_usage = $2::jsonb WHERE id = $1",
          [key.job_id, jsonParam(mergeTokenUsage(job.token_usage as JobTokenUsage[], usage))],
          client,
        );
      };
      if (outcome.kind === "split") {
        const { ranges, merge } = splitTasks(task, outcome.ranges);
        for (const range of ranges) await this.#insertTask(client, key.job_id, range, "QUEUED");
        await this.#insertTask(client, key.job_id, merge, "WAITING");
        await setTask("SPLIT");
        await this.#notifyWork(client);
        return true;
      }
      if (outcome.kind === "part") {
        await setTask("DONE", outcome.part);
        await addUsage(outcome.usage);
        // Serialised by the job's lock: the last range to finish queues the merge.
        await this.#query(
          `UPDATE job_tasks SET status = 'QUEUED'
           WHERE job_id = $1 AND task_id = $2 AND status = 'WAITING'
             AND NOT EXISTS (SELECT 1 FROM job_tasks WHERE job_id = $1 AND file_id = $3 AND kind = 'range'
               AND status <> 'DONE')`,
          [key.job_id, mergeTaskId(task.file_id), task.file_id],
          client,
        );
        await this.#notifyWork(client);
        return true;
      }
      for (const output of outcome.outputs ?? []) {
        await this.#query(
          `INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (job_id, file_id, node_id) DO UPDATE SET content_type = excluded.content_type,
             data = excluded.data`,
          [
            key.job_id,
            output.file_id,
            output.node_id,
            output.content_type ?? DEFAULT_OUTPUT_CONTENT_TYPE,
            bytea(output.data),
          ],
          client,
        );
      }
      const files = withOutputNodeFiles(
        job.output_node_files as JobRecord["output_node_files"],
        outcome.outputs,
      );
      const results = mergeFileResult(job.file_results as FileResult[], outcome.result);
      await this.#query(
        "UPDATE jobs SET file_results = $2::jsonb, output_node_files = $3::jsonb WHERE id = $1",
        [key.job_id, jsonParam(results), jsonParam(files)],
        client,
      );
      await addUsage(outcome.usage);
      await setTask("DONE");
      // A file's end ends its other tasks (the other ranges of a failed one, its merge); a whole file has none.
      if (task.kind !== "file")
        await this.#query(
          `UPDATE job_tasks SET status = 'CANCELLED', lease_owner = NULL, lease_expires_at = NULL
         WHERE job_id = $1 AND file_id = $2 AND status IN ${LIVE_TASKS_SQL}`,
          [key.job_id, task.file_id],
          client,
        );
      if (task.document.staged) {
        await this.#query(
          "DELETE FROM job_files WHERE job_id = $1 AND file_id = $2 AND node_id = $3",
          [key.job_id, task.file_id, INPUT_NODE_ID],
          client,
        );
      }
      await this.#notifyJobIdle(client, key.job_id);
      return true;
    });
  }

  async releaseTasks(owner: string, keys?: readonly TaskKey[]): Promise<number> {
    return this.#execute(
      `UPDATE job_tasks SET status = 'QUEUED', lease_owner = NULL, lease_expires_at = NULL,
         attempts = GREATEST(attempts - 1, 0)
       WHERE lease_owner = $1 AND status = 'RUNNING'
         AND ($2::text[] IS NULL
           OR (job_id, task_id) IN (SELECT * FROM unnest($2::text[], $3::text[])))`,
      [owner, keys?.map((key) => key.job_id) ?? null, keys?.map((key) => key.task_id) ?? null],
    );
  }

  async cancelTasks(jobId: string): Promise<void> {
    await this.#transaction(async (client) => {
      const cancelled = await client.query(
        `UPDATE job_tasks SET status = 'CANCELLED', lease_owner = NULL, lease_expires_at = NULL
         WHERE job_id = $1 AND status IN ${LIVE_TASKS_SQL}`,
        [jobId],
      );
      // The job's tasks ended here as surely as by a result: its coordinator need not wait for its poll.
      if ((cancelled.rowCount ?? 0) > 0) await this.#notifyJobIdle(client, jobId);
    });
  }

  async jobTasks(
    jobId: string,
  ): Promise<{ counts: Partial<Record<TaskStatus, number>>; files: Set<string> }> {
    const rows = await this.#query(
      "SELECT status, file_id FROM job_tasks WHERE job_id = $1 AND kind = 'file'",
      [jobId],
    );
    const live = await this.#query(
      "SELECT status, count(*)::int AS n FROM job_tasks WHERE job_id = $1 GROUP BY status",
      [jobId],
    );
    return {
      counts: Object.fromEntries(live.map((row) => [String(row.status), Number(row.n)])),
      files: new Set(rows.map((row) => String(row.file_id))),
    };
  }

  async liveTasks(jobId: string): Promise<number> {
    const [row] = await this.#query(
      `SELECT count(*)::int AS n FROM job_tasks
       WHERE job_id = $1 AND status IN ${LIVE_TASKS_SQL}`,
      [jobId],
    );
    return Number(row?.n ?? 0);
  }

  async taskParts(jobId: string, fileId: string): Promise<Uint8Array[]> {
    const rows = await this.#query(
      `SELECT part FROM job_tasks WHERE job_id = $1 AND file_id = $2 AND kind = 'range'
       ORDER BY first_page`,
      [jobId, fileId],
    );
    return rows.map((row) => toUint8Array((row.part as Buffer | null) ?? Buffer.alloc(0)));
  }

  async workStats(): Promise<WorkStats> {
    const jobs = await this.#query("SELECT status, count(*)::int AS n FROM jobs GROUP BY status");
    const tasks = await this.#query(
      `SELECT t.status, count(*)::int AS n FROM job_tasks t JOIN jobs j ON j.id = t.job_id
       WHERE t.status IN ${LIVE_TASKS_SQL} AND j.status = 'IN_PROGRESS'
       GROUP BY t.status`,
    );
    return {
      jobs: Object.fromEntries(jobs.map((row) => [String(row.status), Number(row.n)])),
      tasks: Object.fromEntries(tasks.map((row) => [String(row.status), Number(row.n)])),
    };
  }

  // ---- source cursors ---------------------------------------------------------------------------------

  async getSourceCursor(workflowId: string, sourceId: string): Promise<SourceCursor | undefined> {
    const [row] = await this.#query(
      "SELECT fingerprint, cursor FROM source_cursors WHERE workflow_id = $1 AND source_id = $2",
      [workflowId, sourceId],
    );
    return row ? { fingerprint: String(row.fingerprint), cursor: String(row.cursor) } : undefined;
  }

  async putSourceCursor(workflowId: string, sourceId: string, cursor: SourceCursor): Promise<void> {
    try {
      await this.#execute(
        `INSERT INTO source_cursors (workflow_id, source_id, fingerprint, cursor, updated_at)
         SELECT $1, $2, $3, $4, now() WHERE EXISTS (SELECT 1 FROM workflows WHERE id = $1)
         ON CONFLICT (workflow_id, source_id)
         DO UPDATE SET fingerprint = excluded.fingerprint, cursor = excluded.cursor, updated_at = now()`,
        [workflowId, sourceId, cursor.fingerprint, cursor.cursor],
      );
    } catch (error) {
      // The workflow was deleted meanwhile: its cursor goes with it.
      if (pgError(error).code === FOREIGN_KEY_VIOLATION) return;
      throw error;
    }
  }

  // ---- user secrets and server keys -------------------------------------------------------------------

  async createUserSecret(secret: NewUserSecret): Promise<UserSecretRecord> {
    const [row] = await this.#query(
      "INSERT INTO user_secrets (id, type, sealed, created_at) VALUES ($1, $2, $3, now()) RETURNING created_at",
      [secret.id, secret.type, secret.sealed],
    );
    return { ...secret, created_at: new Date(row?.created_at as string | Date).toISOString() };
  }

  async getUserSecret(id: string): Promise<UserSecretRecord | undefined> {
    const [row] = await this.#query("SELECT id, type, sealed, created_at FROM user_secrets WHERE id = $1", [
      id,
    ]);
    return row
      ? {
          id: String(row.id),
          type: String(row.type),
          sealed: String(row.sealed),
          created_at: new Date(row.created_at as string | Date).toISOString(),
        }
      : undefined;
  }

  async serverKey(name: string, sealed: string): Promise<string> {
    await this.#execute(
      "INSERT INTO server_keys (name, sealed, created_at) VALUES ($1, $2, now()) ON CONFLICT (name) DO NOTHING",
      [name, sealed],
    );
    const [row] = await this.#query("SELECT sealed FROM server_keys WHERE name = $1", [name]);
    return String(row?.sealed);
  }
}
