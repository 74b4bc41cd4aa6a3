import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  esm_default
} from "./chunk-G5ZI7MCJ.js";
import {
  ActiveJobExistsError,
  NameTakenError
} from "./chunk-X35XJQB6.js";

// src/workflows/store/index.ts
import { join } from "node:path";

// src/workflows/store/postgres.ts
import { randomUUID } from "node:crypto";

// src/workflows/store/common.ts
var INPUT_NODE_ID = "";
var DEFAULT_OUTPUT_CONTENT_TYPE = "application/json";
var DEFAULT_INPUT_CONTENT_TYPE = "application/octet-stream";
var CANCELLED_BEFORE_START = "The job was cancelled before it started.";
var SCHEDULE_SLOT_RETENTION_MS = 7 * 24 * 60 * 60 * 1e3;
function purgeCutoff(before) {
  if (!(before instanceof Date) || Number.isNaN(before.getTime())) {
    throw new RangeError(`purgeJobFiles: 'before' must be a valid Date, got ${String(before)}`);
  }
  return before.toISOString();
}
function mergeFileResult(results, result) {
  const clean = withoutUndefined(result);
  const index = results.findIndex((existing) => existing.file_id === result.file_id);
  if (index === -1) return [...results, clean];
  const next = [...results];
  next[index] = clean;
  return next;
}
function mergeOutputNodeFile(files, file) {
  const index = files.findIndex(
    (existing) => existing.file_id === file.file_id && existing.node_id === file.node_id
  );
  if (index === -1) return [...files, file];
  const next = [...files];
  next[index] = file;
  return next;
}
var WORKFLOW_PATCH_FIELDS = [
  "name",
  "status",
  "workflow_type",
  "source_id",
  "destination_id",
  "workflow_nodes",
  "schedule",
  "reprocess_all"
];
function patchEntries(patch) {
  return WORKFLOW_PATCH_FIELDS.filter((field) => patch[field] !== void 0).map((field) => [
    field,
    patch[field]
  ]);
}
function withoutUndefined(value) {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== void 0));
}
function toUint8Array(data) {
  return data.constructor === Uint8Array ? data : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

// src/workflows/store/migrations.ts
var MIGRATIONS = [
  {
    version: 1,
    name: "connectors, workflows, jobs, job files, schedule slots",
    // SQLite orders by rowid (insertion order); timestamps are ISO-8601 UTC text, which sorts by time.
    sqlite: `
      CREATE TABLE connectors (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('source', 'destination')),
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        config TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      CREATE INDEX connectors_kind_type ON connectors (kind, type);

      CREATE TABLE workflows (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL,
        workflow_type TEXT NOT NULL,
        source_id TEXT,
        destination_id TEXT,
        workflow_nodes TEXT NOT NULL,
        schedule TEXT,
        reprocess_all INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      CREATE INDEX workflows_source ON workflows (source_id);
      CREATE INDEX workflows_destination ON workflows (destination_id);

      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        workflow_name TEXT NOT NULL,
        status TEXT NOT NULL,
        job_type TEXT NOT NULL,
        created_at TEXT NOT NULL,
        started_at TEXT,
        finished_at TEXT,
        input_files TEXT NOT NULL,
        output_node_files TEXT NOT NULL DEFAULT '[]',
        file_results TEXT NOT NULL DEFAULT '[]',
        error TEXT,
        cancel_requested INTEGER NOT NULL DEFAULT 0,
        lease_owner TEXT,
        lease_expires_at TEXT,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX jobs_one_active_per_workflow ON jobs (workflow_id)
        WHERE status IN ('SCHEDULED', 'IN_PROGRESS');
      CREATE INDEX jobs_workflow ON jobs (workflow_id);
      CREATE INDEX jobs_status ON jobs (status);

      CREATE TABLE job_files (
        job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        file_id TEXT NOT NULL,
        node_id TEXT NOT NULL,
        content_type TEXT NOT NULL,
        data BLOB NOT NULL,
        PRIMARY KEY (job_id, file_id, node_id)
      );

      CREATE TABLE schedule_slots (
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        fire_at TEXT NOT NULL,
        claimed_at TEXT NOT NULL,
        PRIMARY KEY (workflow_id, fire_at)
      );
    `,
    // Ids stay TEXT so that a malformed id in a URL is simply not found rather than a cast error.
    postgres: `
      CREATE TABLE connectors (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('source', 'destination')),
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        config JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ
      );
      CREATE INDEX connectors_kind_type ON connectors (kind, type);

      CREATE TABLE workflows (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        name TEXT NOT NULL CONSTRAINT workflows_name_unique UNIQUE,
        status TEXT NOT NULL,
        workflow_type TEXT NOT NULL,
        source_id TEXT,
        destination_id TEXT,
        workflow_nodes JSONB NOT NULL,
        schedule TEXT,
        reprocess_all BOOLEAN NOT NULL DEFAULT false,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ
      );
      CREATE INDEX workflows_source ON workflows (source_id);
      CREATE INDEX workflows_destination ON workflows (destination_id);

      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        seq BIGSERIAL NOT NULL,
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        workflow_name TEXT NOT NULL,
        status TEXT NOT NULL,
        job_type TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        started_at TIMESTAMPTZ,
        finished_at TIMESTAMPTZ,
        input_files JSONB NOT NULL,
        output_node_files JSONB NOT NULL DEFAULT '[]',
        file_results JSONB NOT NULL DEFAULT '[]',
        error TEXT,
        cancel_requested BOOLEAN NOT NULL DEFAULT false,
        lease_owner TEXT,
        lease_expires_at TIMESTAMPTZ,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX jobs_one_active_per_workflow ON jobs (workflow_id)
        WHERE status IN ('SCHEDULED', 'IN_PROGRESS');
      CREATE INDEX jobs_workflow ON jobs (workflow_id);
      CREATE INDEX jobs_claimable ON jobs (seq) WHERE status IN ('SCHEDULED', 'IN_PROGRESS');

      CREATE TABLE job_files (
        job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        file_id TEXT NOT NULL,
        node_id TEXT NOT NULL,
        content_type TEXT NOT NULL,
        data BYTEA NOT NULL,
        PRIMARY KEY (job_id, file_id, node_id)
      );

      CREATE TABLE schedule_slots (
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        fire_at TEXT NOT NULL,
        claimed_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (workflow_id, fire_at)
      );
    `
  },
  {
    version: 2,
    name: "job file retention: files_expired_at, index of ended jobs whose files are still kept",
    // The partial index holds only jobs whose files are still kept, so the retention sweep reads the ones
    // it may purge and never walks the growing history of jobs already purged.
    sqlite: `
      ALTER TABLE jobs ADD COLUMN files_expired_at TEXT;
      CREATE INDEX jobs_files_kept ON jobs (finished_at) WHERE files_expired_at IS NULL;
    `,
    postgres: `
      ALTER TABLE jobs ADD COLUMN files_expired_at TIMESTAMPTZ;
      CREATE INDEX jobs_files_kept ON jobs (finished_at) WHERE files_expired_at IS NULL;
    `
  },
  {
    version: 3,
    name: "token usage of the model providers per job",
    sqlite: `ALTER TABLE jobs ADD COLUMN token_usage TEXT NOT NULL DEFAULT '[]';`,
    postgres: `ALTER TABLE jobs ADD COLUMN token_usage JSONB NOT NULL DEFAULT '[]';`
  }
];
var LATEST_SCHEMA_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));
var CREATE_MIGRATIONS_TABLE_SQLITE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`;
var CREATE_MIGRATIONS_TABLE_POSTGRES = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`;
var MIGRATION_LOCK_KEY = 1685021542;
function checkNotNewer(applied) {
  const newest = Math.max(0, ...applied);
  if (newest > LATEST_SCHEMA_VERSION) {
    throw new Error(
      `the database schema is at version ${newest}, newer than this docflow knows (${LATEST_SCHEMA_VERSION}); upgrade docflow rather than run an older one against this database`
    );
  }
}
function migrateSqlite(db) {
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(CREATE_MIGRATIONS_TABLE_SQLITE);
    const rows = db.prepare("SELECT version FROM schema_migrations").all();
    const applied = rows.map((row) => Number(row.version));
    checkNotNewer(applied);
    const done = new Set(applied);
    const ran = [];
    const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      db.exec(migration.sqlite);
      record.run(migration.version, migration.name, (/* @__PURE__ */ new Date()).toISOString());
      ran.push(migration.version);
    }
    db.exec("COMMIT");
    return ran;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
async function migratePostgres(pool) {
  const client = await pool.connect();
  let broken;
  try {
    await client.query("BEGIN");
    try {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
      await client.query(CREATE_MIGRATIONS_TABLE_POSTGRES);
      const { rows } = await client.query("SELECT version FROM schema_migrations");
      const applied = rows.map((row) => Number(row.version));
      checkNotNewer(applied);
      const done = new Set(applied);
      const ran = [];
      for (const migration of MIGRATIONS) {
        if (done.has(migration.version)) continue;
        await client.query(migration.postgres);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
          migration.version,
          migration.name
        ]);
        ran.push(migration.version);
      }
      await client.query("COMMIT");
      return ran;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}

// src/workflows/store/postgres.ts
var UNIQUE_VIOLATION = "23505";
var FOREIGN_KEY_VIOLATION = "23503";
var NUL = "\0";
var REPLACEMENT = "\uFFFD";
function jsonParam(value) {
  return JSON.stringify(
    value,
    (_key, entry) => typeof entry === "string" ? entry.replaceAll(NUL, REPLACEMENT) : entry
  );
}
function textParams(params) {
  return params.map((param) => typeof param === "string" ? param.replaceAll(NUL, REPLACEMENT) : param);
}
function iso(value) {
  return value instanceof Date ? value.toISOString() : String(value);
}
function isoOrNull(value) {
  return value === null || value === void 0 ? null : iso(value);
}
function textOrNull(value) {
  return value === null || value === void 0 ? null : String(value);
}
function connectorFromRow(row) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    type: row.type,
    config: row.config,
    created_at: iso(row.created_at),
    updated_at: isoOrNull(row.updated_at)
  };
}
function workflowFromRow(row) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    workflow_type: row.workflow_type,
    source_id: textOrNull(row.source_id),
    destination_id: textOrNull(row.destination_id),
    workflow_nodes: row.workflow_nodes,
    schedule: row.schedule ?? null,
    reprocess_all: row.reprocess_all === true,
    created_at: iso(row.created_at),
    updated_at: isoOrNull(row.updated_at)
  };
}
function jobFromRow(row) {
  return {
    id: row.id,
    workflow_id: row.workflow_id,
    workflow_name: row.workflow_name,
    status: row.status,
    job_type: row.job_type,
    created_at: iso(row.created_at),
    started_at: isoOrNull(row.started_at),
    finished_at: isoOrNull(row.finished_at),
    input_files: row.input_files,
    output_node_files: row.output_node_files,
    file_results: row.file_results,
    error: textOrNull(row.error),
    cancel_requested: row.cancel_requested === true,
    lease_owner: textOrNull(row.lease_owner),
    lease_expires_at: isoOrNull(row.lease_expires_at),
    attempts: Number(row.attempts),
    files_expired_at: isoOrNull(row.files_expired_at),
    token_usage: row.token_usage ?? []
  };
}
function workflowColumnValue(field, value) {
  if (field === "workflow_nodes") return jsonParam(value ?? []);
  if (field === "reprocess_all") return value === true;
  return value ?? null;
}
function workflowColumnCast(field) {
  return field === "workflow_nodes" ? "::jsonb" : "";
}
function pgError(error) {
  return typeof error === "object" && error !== null ? error : {};
}
function isNameTaken(error) {
  const { code, constraint } = pgError(error);
  return code === UNIQUE_VIOLATION && constraint === "workflows_name_unique";
}
var LEASE = "now() + ($LEASE_MS::double precision * interval '1 millisecond')";
var lease = (param) => LEASE.replace("$LEASE_MS", `$${param}`);
var PostgresWorkflowStore = class {
  dialect = "postgres";
  #pool;
  #closed = false;
  constructor(options) {
    this.#pool = new esm_default.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
    this.#pool.on("error", () => void 0);
  }
  async #query(sql, params = [], client = this.#pool) {
    const result = await client.query(sql, textParams(params));
    return result.rows;
  }
  /** Runs a statement; the number of rows it changed. */
  async #execute(sql, params) {
    const result = await this.#pool.query(sql, textParams(params));
    return result.rowCount ?? 0;
  }
  async #transaction(work) {
    const client = await this.#pool.connect();
    let broken;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error("rollback failed");
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }
  async migrate() {
    await migratePostgres(this.#pool);
  }
  async close() {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }
  // ---- connectors -------------------------------------------------------------------------------------
  async createConnector(connector) {
    const [row] = await this.#query(
      `INSERT INTO connectors (id, kind, name, type, config, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, now()) RETURNING *`,
      [randomUUID(), connector.kind, connector.name, connector.type, jsonParam(connector.config)]
    );
    return connectorFromRow(row);
  }
  async getConnector(kind, id) {
    const [row] = await this.#query("SELECT * FROM connectors WHERE kind = $1 AND id = $2", [kind, id]);
    return row ? connectorFromRow(row) : void 0;
  }
  async listConnectors(kind, type) {
    const rows = type === void 0 ? await this.#query("SELECT * FROM connectors WHERE kind = $1 ORDER BY seq", [kind]) : await this.#query("SELECT * FROM connectors WHERE kind = $1 AND type = $2 ORDER BY seq", [
      kind,
      type
    ]);
    return rows.map(connectorFromRow);
  }
  async updateConnector(kind, id, config) {
    const [row] = await this.#query(
      "UPDATE connectors SET config = $3::jsonb, updated_at = now() WHERE kind = $1 AND id = $2 RETURNING *",
      [kind, id, jsonParam(config)]
    );
    return row ? connectorFromRow(row) : void 0;
  }
  async deleteConnector(kind, id) {
    return this.#transaction(async (client) => {
      const found = await this.#query(
        "SELECT id FROM connectors WHERE kind = $1 AND id = $2 FOR UPDATE",
        [kind, id],
        client
      );
      if (found.length === 0) return { deleted: false, usedBy: [] };
      const column = kind === "source" ? "source_id" : "destination_id";
      const users = await this.#query(
        `SELECT id, name FROM workflows WHERE ${column} = $1 ORDER BY seq`,
        [id],
        client
      );
      if (users.length > 0) {
        return {
          deleted: false,
          usedBy: users.map((row) => ({ id: String(row.id), name: String(row.name) }))
        };
      }
      await this.#query("DELETE FROM connectors WHERE kind = $1 AND id = $2", [kind, id], client);
      return { deleted: true, usedBy: [] };
    });
  }
  /** Holds the connectors a workflow is about to use, so a concurrent delete sees the workflow. */
  async #shareConnectors(client, ids) {
    const present = ids.filter((id) => typeof id === "string");
    if (present.length === 0) return;
    await this.#query("SELECT id FROM connectors WHERE id = ANY($1::text[]) FOR SHARE", [present], client);
  }
  // ---- workflows --------------------------------------------------------------------------------------
  async createWorkflow(workflow) {
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
            workflowColumnValue("reprocess_all", workflow.reprocess_all)
          ],
          client
        );
        return workflowFromRow(row);
      });
    } catch (error) {
      if (isNameTaken(error)) throw new NameTakenError(workflow.name);
      throw error;
    }
  }
  async getWorkflow(id) {
    const [row] = await this.#query("SELECT * FROM workflows WHERE id = $1", [id]);
    return row ? workflowFromRow(row) : void 0;
  }
  async listWorkflows(filter = {}) {
    const where = [];
    const params = [];
    for (const field of ["source_id", "destination_id", "status"]) {
      const value = filter[field];
      if (value === void 0) continue;
      params.push(value);
      where.push(`${field} = $${params.length}`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    const rows = await this.#query(`SELECT * FROM workflows ${clause} ORDER BY seq`, params);
    return rows.map(workflowFromRow);
  }
  async updateWorkflow(id, patch) {
    const entries = patchEntries(patch);
    const params = [id];
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
          client
        );
        return row ? workflowFromRow(row) : void 0;
      });
    } catch (error) {
      if (isNameTaken(error)) throw new NameTakenError(String(patch.name));
      throw error;
    }
  }
  async deleteWorkflow(id) {
    return await this.#execute("DELETE FROM workflows WHERE id = $1", [id]) > 0;
  }
  // ---- jobs -------------------------------------------------------------------------------------------
  async createJob(job) {
    const inputFiles = job.input_files.map(({ data: _data, ...file }) => file);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#transaction(async (client) => {
          const [row] = await this.#query(
            `INSERT INTO jobs (id, workflow_id, workflow_name, status, job_type, created_at, input_files)
             VALUES ($1, $2, $3, 'SCHEDULED', $4, now(), $5::jsonb) RETURNING *`,
            [randomUUID(), job.workflow_id, job.workflow_name, job.job_type, jsonParam(inputFiles)],
            client
          );
          const record = jobFromRow(row);
          for (const file of job.input_files) {
            await this.#query(
              "INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES ($1, $2, $3, $4, $5)",
              [
                record.id,
                file.file_id,
                INPUT_NODE_ID,
                file.content_type ?? DEFAULT_INPUT_CONTENT_TYPE,
                Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength)
              ],
              client
            );
          }
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
          [job.workflow_id]
        );
        if (active) throw new ActiveJobExistsError(job.workflow_id, String(active.id));
        if (attempt >= 3) throw error;
      }
    }
  }
  async getJob(id) {
    const [row] = await this.#query("SELECT * FROM jobs WHERE id = $1", [id]);
    return row ? jobFromRow(row) : void 0;
  }
  async listJobs(filter = {}) {
    const where = [];
    const params = [];
    for (const field of ["workflow_id", "status"]) {
      const value = filter[field];
      if (value === void 0) continue;
      params.push(value);
      where.push(`${field} = $${params.length}`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    const rows = await this.#query(`SELECT * FROM jobs ${clause} ORDER BY seq`, params);
    return rows.map(jobFromRow);
  }
  async requestCancel(id) {
    const [row] = await this.#query(
      `UPDATE jobs SET
         status = CASE WHEN status = 'SCHEDULED' THEN 'STOPPED' ELSE status END,
         finished_at = CASE WHEN status = 'SCHEDULED' THEN now() ELSE finished_at END,
         error = CASE WHEN status = 'SCHEDULED' THEN $2 ELSE error END,
         cancel_requested = cancel_requested OR status = 'IN_PROGRESS'
       WHERE id = $1 RETURNING *`,
      [id, CANCELLED_BEFORE_START]
    );
    return row ? jobFromRow(row) : void 0;
  }
  async claimJob(owner, leaseMs) {
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
      [owner, leaseMs]
    );
    return row ? jobFromRow(row) : void 0;
  }
  async renewLease(id, owner, leaseMs) {
    const [renewed] = await this.#query(
      `UPDATE jobs SET lease_expires_at = ${lease(3)}
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS' RETURNING cancel_requested`,
      [id, owner, leaseMs]
    );
    if (renewed) return { held: true, cancelRequested: renewed.cancel_requested === true };
    const [row] = await this.#query("SELECT cancel_requested FROM jobs WHERE id = $1", [id]);
    return { held: false, cancelRequested: row?.cancel_requested === true };
  }
  async recordFileResult(id, owner, result) {
    await this.#transaction(async (client) => {
      const [row] = await this.#query(
        "SELECT file_results FROM jobs WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS' FOR UPDATE",
        [id, owner],
        client
      );
      if (!row) return;
      const results = mergeFileResult(row.file_results, result);
      await this.#query(
        "UPDATE jobs SET file_results = $2::jsonb WHERE id = $1",
        [id, jsonParam(results)],
        client
      );
    });
  }
  async putOutput(id, output) {
    await this.#transaction(async (client) => {
      const [row] = await this.#query(
        "SELECT output_node_files FROM jobs WHERE id = $1 FOR UPDATE",
        [id],
        client
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
          Buffer.from(output.data.buffer, output.data.byteOffset, output.data.byteLength)
        ],
        client
      );
      const files = mergeOutputNodeFile(row.output_node_files, {
        file_id: output.file_id,
        node_id: output.node_id,
        node_type: output.node_type,
        node_subtype: output.node_subtype
      });
      await this.#query(
        "UPDATE jobs SET output_node_files = $2::jsonb WHERE id = $1",
        [id, jsonParam(files)],
        client
      );
    });
  }
  async releaseJob(id, owner) {
    const changed = await this.#execute(
      `UPDATE jobs SET status = 'SCHEDULED', lease_owner = NULL, lease_expires_at = NULL,
         attempts = GREATEST(attempts - 1, 0)
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'`,
      [id, owner]
    );
    return changed > 0;
  }
  async recordTokenUsage(id, owner, usage) {
    const changed = await this.#execute(
      `UPDATE jobs SET token_usage = $3::jsonb
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'`,
      [id, owner, jsonParam(usage)]
    );
    return changed > 0;
  }
  async finishJob(id, owner, status, error = null) {
    const changed = await this.#execute(
      `UPDATE jobs SET status = $3, error = $4, finished_at = now(), lease_owner = NULL, lease_expires_at = NULL
       WHERE id = $1 AND lease_owner = $2 AND status = 'IN_PROGRESS'`,
      [id, owner, status, error]
    );
    return changed > 0;
  }
  async failAbandonedJobs(maxAttempts, graceMs, reason) {
    const rows = await this.#query(
      `UPDATE jobs SET status = 'FAILED', error = $3, finished_at = now(), lease_owner = NULL,
         lease_expires_at = NULL
       WHERE status = 'IN_PROGRESS' AND attempts >= $1
         AND lease_expires_at < now() - ($2::double precision * interval '1 millisecond')
       RETURNING id, seq`,
      [maxAttempts, graceMs, reason]
    );
    return rows.sort((a, b) => Number(a.seq) - Number(b.seq)).map((row) => String(row.id));
  }
  async purgeJobFiles(before) {
    return this.#execute(
      `WITH expired AS (
         UPDATE jobs SET output_node_files = '[]'::jsonb, files_expired_at = now()
         WHERE files_expired_at IS NULL AND finished_at < $1::timestamptz
           AND status IN ('COMPLETED', 'FAILED', 'STOPPED')
         RETURNING id
       )
       DELETE FROM job_files WHERE job_id IN (SELECT id FROM expired)`,
      [purgeCutoff(before)]
    );
  }
  async getJobFile(jobId, fileId, nodeId) {
    const [row] = await this.#query(
      "SELECT content_type, data FROM job_files WHERE job_id = $1 AND file_id = $2 AND node_id = $3",
      [jobId, fileId, nodeId ?? INPUT_NODE_ID]
    );
    if (!row) return void 0;
    return {
      job_id: jobId,
      file_id: fileId,
      node_id: nodeId,
      content_type: String(row.content_type),
      data: toUint8Array(row.data)
    };
  }
  async claimScheduleSlot(workflowId, fireAt) {
    const slot = fireAt.toISOString();
    let claimed;
    try {
      const inserted = await this.#execute(
        `INSERT INTO schedule_slots (workflow_id, fire_at, claimed_at)
         SELECT $1, $2, now() WHERE EXISTS (SELECT 1 FROM workflows WHERE id = $1)
         ON CONFLICT (workflow_id, fire_at) DO NOTHING`,
        [workflowId, slot]
      );
      claimed = inserted > 0;
    } catch (error) {
      if (pgError(error).code === FOREIGN_KEY_VIOLATION) return false;
      throw error;
    }
    if (claimed) {
      const horizon = new Date(fireAt.getTime() - SCHEDULE_SLOT_RETENTION_MS).toISOString();
      await this.#execute("DELETE FROM schedule_slots WHERE workflow_id = $1 AND fire_at < $2", [
        workflowId,
        horizon
      ]);
    }
    return claimed;
  }
};

// src/workflows/store/sqlite.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
var now = () => (/* @__PURE__ */ new Date()).toISOString();
var later = (ms) => new Date(Date.now() + ms).toISOString();
function text(value) {
  return String(value);
}
function textOrNull2(value) {
  return value === null || value === void 0 ? null : String(value);
}
function json(value) {
  return JSON.parse(String(value));
}
function connectorFromRow2(row) {
  return {
    id: text(row.id),
    kind: text(row.kind),
    name: text(row.name),
    type: text(row.type),
    config: json(row.config),
    created_at: text(row.created_at),
    updated_at: textOrNull2(row.updated_at)
  };
}
function workflowFromRow2(row) {
  return {
    id: text(row.id),
    name: text(row.name),
    status: text(row.status),
    workflow_type: text(row.workflow_type),
    source_id: textOrNull2(row.source_id),
    destination_id: textOrNull2(row.destination_id),
    workflow_nodes: json(row.workflow_nodes),
    schedule: textOrNull2(row.schedule),
    reprocess_all: Number(row.reprocess_all) !== 0,
    created_at: text(row.created_at),
    updated_at: textOrNull2(row.updated_at)
  };
}
function jobFromRow2(row) {
  return {
    id: text(row.id),
    workflow_id: text(row.workflow_id),
    workflow_name: text(row.workflow_name),
    status: text(row.status),
    job_type: text(row.job_type),
    created_at: text(row.created_at),
    started_at: textOrNull2(row.started_at),
    finished_at: textOrNull2(row.finished_at),
    input_files: json(row.input_files),
    output_node_files: json(row.output_node_files),
    file_results: json(row.file_results),
    error: textOrNull2(row.error),
    cancel_requested: Number(row.cancel_requested) !== 0,
    lease_owner: textOrNull2(row.lease_owner),
    lease_expires_at: textOrNull2(row.lease_expires_at),
    attempts: Number(row.attempts),
    files_expired_at: textOrNull2(row.files_expired_at),
    token_usage: json(row.token_usage ?? "[]")
  };
}
function workflowColumnValue2(field, value) {
  if (field === "workflow_nodes") return JSON.stringify(value ?? []);
  if (field === "reprocess_all") return value ? 1 : 0;
  return value ?? null;
}
function isUniqueViolation(error, target) {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message) && error.message.includes(target);
}
var SqliteWorkflowStore = class {
  dialect = "sqlite";
  #db;
  #statements = /* @__PURE__ */ new Map();
  #closed = false;
  constructor(options) {
    if (options.path !== ":memory:") mkdirSync(dirname(options.path), { recursive: true });
    this.#db = new DatabaseSync(options.path, {
      timeout: options.busyTimeoutMs ?? 5e3,
      enableForeignKeyConstraints: true
    });
    if (options.path !== ":memory:") this.#db.exec("PRAGMA journal_mode = WAL");
    this.#db.exec("PRAGMA synchronous = NORMAL");
  }
  #statement(sql) {
    let statement = this.#statements.get(sql);
    if (statement === void 0) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
  #get(sql, ...params) {
    return this.#statement(sql).get(...params);
  }
  #all(sql, ...params) {
    return this.#statement(sql).all(...params);
  }
  #run(sql, ...params) {
    return Number(this.#statement(sql).run(...params).changes);
  }
  /** A write transaction; `work` must be synchronous so that nothing else runs inside it. */
  #write(work) {
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
  async migrate() {
    migrateSqlite(this.#db);
  }
  async close() {
    if (this.#closed) return;
    this.#closed = true;
    this.#statements.clear();
    this.#db.close();
  }
  // ---- connectors -------------------------------------------------------------------------------------
  async createConnector(connector) {
    const id = randomUUID2();
    this.#run(
      "INSERT INTO connectors (id, kind, name, type, config, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      id,
      connector.kind,
      connector.name,
      connector.type,
      JSON.stringify(connector.config),
      now()
    );
    return this.#connector(connector.kind, id);
  }
  #connector(kind, id) {
    const row = this.#get("SELECT * FROM connectors WHERE kind = ? AND id = ?", kind, id);
    return row ? connectorFromRow2(row) : void 0;
  }
  async getConnector(kind, id) {
    return this.#connector(kind, id);
  }
  async listConnectors(kind, type) {
    const rows = type === void 0 ? this.#all("SELECT * FROM connectors WHERE kind = ? ORDER BY rowid", kind) : this.#all("SELECT * FROM connectors WHERE kind = ? AND type = ? ORDER BY rowid", kind, type);
    return rows.map(connectorFromRow2);
  }
  async updateConnector(kind, id, config) {
    const changed = this.#run(
      "UPDATE connectors SET config = ?, updated_at = ? WHERE kind = ? AND id = ?",
      JSON.stringify(config),
      now(),
      kind,
      id
    );
    return changed === 0 ? void 0 : this.#connector(kind, id);
  }
  async deleteConnector(kind, id) {
    return this.#write(() => {
      if (!this.#get("SELECT id FROM connectors WHERE kind = ? AND id = ?", kind, id)) {
        return { deleted: false, usedBy: [] };
      }
      const column = kind === "source" ? "source_id" : "destination_id";
      const usedBy = this.#all(`SELECT id, name FROM workflows WHERE ${column} = ? ORDER BY rowid`, id).map(
        (row) => ({ id: text(row.id), name: text(row.name) })
      );
      if (usedBy.length > 0) return { deleted: false, usedBy };
      this.#run("DELETE FROM connectors WHERE kind = ? AND id = ?", kind, id);
      return { deleted: true, usedBy: [] };
    });
  }
  // ---- workflows --------------------------------------------------------------------------------------
  #workflow(id) {
    const row = this.#get("SELECT * FROM workflows WHERE id = ?", id);
    return row ? workflowFromRow2(row) : void 0;
  }
  async createWorkflow(workflow) {
    const id = randomUUID2();
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
        workflowColumnValue2("workflow_nodes", workflow.workflow_nodes),
        workflow.schedule ?? null,
        workflowColumnValue2("reprocess_all", workflow.reprocess_all),
        now()
      );
    } catch (error) {
      if (isUniqueViolation(error, "workflows.name")) throw new NameTakenError(workflow.name);
      throw error;
    }
    return this.#workflow(id);
  }
  async getWorkflow(id) {
    return this.#workflow(id);
  }
  async listWorkflows(filter = {}) {
    const where = [];
    const params = [];
    if (filter.source_id !== void 0) {
      where.push("source_id = ?");
      params.push(filter.source_id);
    }
    if (filter.destination_id !== void 0) {
      where.push("destination_id = ?");
      params.push(filter.destination_id);
    }
    if (filter.status !== void 0) {
      where.push("status = ?");
      params.push(filter.status);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    return this.#all(`SELECT * FROM workflows ${clause} ORDER BY rowid`, ...params).map(workflowFromRow2);
  }
  async updateWorkflow(id, patch) {
    const entries = patchEntries(patch);
    const assignments = [...entries.map(([field]) => `${field} = ?`), "updated_at = ?"].join(", ");
    const values = entries.map(([field, value]) => workflowColumnValue2(field, value));
    try {
      const changed = this.#run(`UPDATE workflows SET ${assignments} WHERE id = ?`, ...values, now(), id);
      if (changed === 0) return void 0;
    } catch (error) {
      if (isUniqueViolation(error, "workflows.name")) throw new NameTakenError(String(patch.name));
      throw error;
    }
    return this.#workflow(id);
  }
  async deleteWorkflow(id) {
    return this.#run("DELETE FROM workflows WHERE id = ?", id) > 0;
  }
  // ---- jobs -------------------------------------------------------------------------------------------
  #job(id) {
    const row = this.#get("SELECT * FROM jobs WHERE id = ?", id);
    return row ? jobFromRow2(row) : void 0;
  }
  async createJob(job) {
    const id = randomUUID2();
    const inputFiles = job.input_files.map(({ data: _data, ...file }) => file);
    this.#write(() => {
      const active = this.#get(
        "SELECT id FROM jobs WHERE workflow_id = ? AND status IN ('SCHEDULED', 'IN_PROGRESS')",
        job.workflow_id
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
        JSON.stringify(inputFiles)
      );
      for (const file of job.input_files) {
        this.#run(
          "INSERT INTO job_files (job_id, file_id, node_id, content_type, data) VALUES (?, ?, ?, ?, ?)",
          id,
          file.file_id,
          INPUT_NODE_ID,
          file.content_type ?? DEFAULT_INPUT_CONTENT_TYPE,
          file.data
        );
      }
    });
    return this.#job(id);
  }
  async getJob(id) {
    return this.#job(id);
  }
  async listJobs(filter = {}) {
    const where = [];
    const params = [];
    if (filter.workflow_id !== void 0) {
      where.push("workflow_id = ?");
      params.push(filter.workflow_id);
    }
    if (filter.status !== void 0) {
      where.push("status = ?");
      params.push(filter.status);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
    return this.#all(`SELECT * FROM jobs ${clause} ORDER BY rowid`, ...params).map(jobFromRow2);
  }
  async requestCancel(id) {
    return this.#write(() => {
      const stamp = now();
      this.#run(
        `UPDATE jobs SET status = 'STOPPED', finished_at = ?, error = ?
         WHERE id = ? AND status = 'SCHEDULED'`,
        stamp,
        CANCELLED_BEFORE_START,
        id
      );
      this.#run("UPDATE jobs SET cancel_requested = 1 WHERE id = ? AND status = 'IN_PROGRESS'", id);
      return this.#job(id);
    });
  }
  async claimJob(owner, leaseMs) {
    return this.#write(() => {
      const stamp = now();
      const next = this.#get(
        `SELECT id FROM jobs
         WHERE status = 'SCHEDULED' OR (status = 'IN_PROGRESS' AND lease_expires_at < ?)
         ORDER BY rowid LIMIT 1`,
        stamp
      );
      if (!next) return void 0;
      this.#run(
        `UPDATE jobs SET status = 'IN_PROGRESS', lease_owner = ?, lease_expires_at = ?,
           started_at = COALESCE(started_at, ?), attempts = attempts + 1
         WHERE id = ?`,
        owner,
        later(leaseMs),
        stamp,
        text(next.id)
      );
      return this.#job(text(next.id));
    });
  }
  async renewLease(id, owner, leaseMs) {
    const changed = this.#run(
      "UPDATE jobs SET lease_expires_at = ? WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",
      later(leaseMs),
      id,
      owner
    );
    const row = this.#get("SELECT cancel_requested FROM jobs WHERE id = ?", id);
    return { held: changed > 0, cancelRequested: row !== void 0 && Number(row.cancel_requested) !== 0 };
  }
  async recordFileResult(id, owner, result) {
    this.#write(() => {
      const row = this.#get(
        "SELECT file_results FROM jobs WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",
        id,
        owner
      );
      if (!row) return;
      const results = mergeFileResult(json(row.file_results), result);
      this.#run("UPDATE jobs SET file_results = ? WHERE id = ?", JSON.stringify(results), id);
    });
  }
  async putOutput(id, output) {
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
        output.data
      );
      const files = mergeOutputNodeFile(json(row.output_node_files), {
        file_id: output.file_id,
        node_id: output.node_id,
        node_type: output.node_type,
        node_subtype: output.node_subtype
      });
      this.#run("UPDATE jobs SET output_node_files = ? WHERE id = ?", JSON.stringify(files), id);
    });
  }
  async releaseJob(id, owner) {
    const changed = this.#run(
      `UPDATE jobs SET status = 'SCHEDULED', lease_owner = NULL, lease_expires_at = NULL,
         attempts = MAX(attempts - 1, 0)
       WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'`,
      id,
      owner
    );
    return changed > 0;
  }
  async recordTokenUsage(id, owner, usage) {
    const changed = this.#run(
      "UPDATE jobs SET token_usage = ? WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'",
      JSON.stringify(usage),
      id,
      owner
    );
    return changed > 0;
  }
  async finishJob(id, owner, status, error = null) {
    const changed = this.#run(
      `UPDATE jobs SET status = ?, error = ?, finished_at = ?, lease_owner = NULL, lease_expires_at = NULL
       WHERE id = ? AND lease_owner = ? AND status = 'IN_PROGRESS'`,
      status,
      error,
      now(),
      id,
      owner
    );
    return changed > 0;
  }
  async failAbandonedJobs(maxAttempts, graceMs, reason) {
    return this.#write(() => {
      const cutoff = new Date(Date.now() - graceMs).toISOString();
      const ids = this.#all(
        `SELECT id FROM jobs
         WHERE status = 'IN_PROGRESS' AND lease_expires_at < ? AND attempts >= ? ORDER BY rowid`,
        cutoff,
        maxAttempts
      ).map((row) => text(row.id));
      const stamp = now();
      for (const id of ids) {
        this.#run(
          `UPDATE jobs SET status = 'FAILED', error = ?, finished_at = ?, lease_owner = NULL,
             lease_expires_at = NULL WHERE id = ?`,
          reason,
          stamp,
          id
        );
      }
      return ids;
    });
  }
  async purgeJobFiles(before) {
    const cutoff = purgeCutoff(before);
    return this.#write(() => {
      const deleted = this.#run(
        `DELETE FROM job_files WHERE job_id IN (
           SELECT id FROM jobs
           WHERE files_expired_at IS NULL AND finished_at < ? AND +status IN ('COMPLETED', 'FAILED', 'STOPPED'))`,
        cutoff
      );
      this.#run(
        `UPDATE jobs SET output_node_files = '[]', files_expired_at = ?
         WHERE files_expired_at IS NULL AND finished_at < ? AND +status IN ('COMPLETED', 'FAILED', 'STOPPED')`,
        now(),
        cutoff
      );
      return deleted;
    });
  }
  async getJobFile(jobId, fileId, nodeId) {
    const row = this.#get(
      "SELECT content_type, data FROM job_files WHERE job_id = ? AND file_id = ? AND node_id = ?",
      jobId,
      fileId,
      nodeId ?? INPUT_NODE_ID
    );
    if (!row) return void 0;
    return {
      job_id: jobId,
      file_id: fileId,
      node_id: nodeId,
      content_type: text(row.content_type),
      data: toUint8Array(row.data)
    };
  }
  async claimScheduleSlot(workflowId, fireAt) {
    return this.#write(() => {
      const slot = fireAt.toISOString();
      const claimed = this.#run(
        `INSERT INTO schedule_slots (workflow_id, fire_at, claimed_at)
         SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM workflows WHERE id = ?)
         ON CONFLICT (workflow_id, fire_at) DO NOTHING`,
        workflowId,
        slot,
        now(),
        workflowId
      );
      if (claimed > 0) {
        const horizon = new Date(fireAt.getTime() - SCHEDULE_SLOT_RETENTION_MS).toISOString();
        this.#run("DELETE FROM schedule_slots WHERE workflow_id = ? AND fire_at < ?", workflowId, horizon);
      }
      return claimed > 0;
    });
  }
};

// src/workflows/store/index.ts
var SQLITE_FILE_NAME = "docflow.sqlite";
var DEFAULT_DATA_DIR = "docflow-data";
function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//i.test(url);
}
async function openStore(options = {}) {
  let store;
  if (options.databaseUrl !== void 0 && options.databaseUrl !== "") {
    if (!isPostgresUrl(options.databaseUrl)) {
      throw new Error("database URL must start with postgres:// or postgresql:// (the value is not shown)");
    }
    store = new PostgresWorkflowStore({
      connectionString: options.databaseUrl,
      ...options.poolSize !== void 0 ? { poolSize: options.poolSize } : {}
    });
  } else {
    const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
    const path = dataDir === ":memory:" ? ":memory:" : join(dataDir, SQLITE_FILE_NAME);
    store = new SqliteWorkflowStore({ path });
  }
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => void 0);
    throw error;
  }
  return store;
}

export {
  LATEST_SCHEMA_VERSION,
  PostgresWorkflowStore,
  SqliteWorkflowStore,
  SQLITE_FILE_NAME,
  DEFAULT_DATA_DIR,
  openStore
};
