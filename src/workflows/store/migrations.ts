// Numbered schema migrations for both store dialects. Each migration runs once, inside a transaction, and
// is recorded in schema_migrations. Several processes may start at once against one database: PostgreSQL
// serialises them with a transaction-scoped advisory lock, SQLite with BEGIN IMMEDIATE (one writer at a
// time, the others wait out the busy timeout). Never edit a released migration; add the next number.
import type { DatabaseSync } from "node:sqlite";
import type { Pool } from "pg";

export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
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
    `,
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
    `,
  },
  {
    version: 3,
    name: "token usage of the model providers per job",
    sqlite: `ALTER TABLE jobs ADD COLUMN token_usage TEXT NOT NULL DEFAULT '[]';`,
    postgres: `ALTER TABLE jobs ADD COLUMN token_usage JSONB NOT NULL DEFAULT '[]';`,
  },
  {
    version: 4,
    name: "source cursors: where an incremental source's listing stopped, per workflow",
    sqlite: `
      CREATE TABLE source_cursors (
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        source_id TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        cursor TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (workflow_id, source_id)
      );
    `,
    postgres: `
      CREATE TABLE source_cursors (
        workflow_id TEXT NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
        source_id TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        cursor TEXT NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (workflow_id, source_id)
      );
    `,
  },
  {
    version: 5,
    name: "user secrets (POST /users/secrets) that connector configs refer to, and the key they are sent under",
    sqlite: `
      CREATE TABLE user_secrets (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        sealed TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        sealed TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE user_secrets (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        sealed TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE server_keys (
        name TEXT PRIMARY KEY,
        sealed TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: "job tasks: a job's files (and a large PDF's page ranges) as units any worker claims",
    // A task is one file through the workflow's nodes, one page range of a large PDF, or the merge of a
    // PDF's ranges; `document` holds what a worker needs to read the file (name, type, the source record
    // a destination mirrors), `part` a range's drafts until the merge. The claimable index holds only
    // live tasks, so claiming never walks the finished ones.
    sqlite: `
      CREATE TABLE job_tasks (
        job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        task_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('file', 'range', 'merge')),
        file_id TEXT NOT NULL,
        first_page INTEGER,
        last_page INTEGER,
        status TEXT NOT NULL,
        lease_owner TEXT,
        lease_expires_at TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        document TEXT NOT NULL,
        part BLOB,
        PRIMARY KEY (job_id, task_id)
      );
      CREATE INDEX job_tasks_live ON job_tasks (status) WHERE status IN ('QUEUED', 'RUNNING', 'WAITING');
      CREATE INDEX job_tasks_file ON job_tasks (job_id, file_id);
    `,
    postgres: `
      CREATE TABLE job_tasks (
        job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        task_id TEXT NOT NULL,
        seq BIGSERIAL NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('file', 'range', 'merge')),
        file_id TEXT NOT NULL,
        first_page INTEGER,
        last_page INTEGER,
        status TEXT NOT NULL,
        lease_owner TEXT,
        lease_expires_at TIMESTAMPTZ,
        attempts INTEGER NOT NULL DEFAULT 0,
        document JSONB NOT NULL,
        part BYTEA,
        PRIMARY KEY (job_id, task_id)
      );
      CREATE INDEX job_tasks_claimable ON job_tasks (seq) WHERE status IN ('QUEUED', 'RUNNING');
      CREATE INDEX job_tasks_file ON job_tasks (job_id, file_id);
    `,
  },
  {
    version: 7,
    name: "job files and range drafts compressed with lz4 where the server has it",
    // Every node output and every page range's drafts is written once and read once or twice, inside
    // the job's tail: PostgreSQL's default compression (pglz) took about three times as long as lz4 to
    // store a 4 MB output, for about the same size. Column compression needs PostgreSQL 14 built with
    // lz4 (the usual packages are); elsewhere the columns keep pglz. Values already stored keep theirs.
    sqlite: "SELECT 1;",
    postgres: `
      DO $$
      BEGIN
        IF current_setting('server_version_num')::int >= 140000 THEN
          BEGIN
            EXECUTE 'ALTER TABLE job_files ALTER COLUMN data SET COMPRESSION lz4';
            EXECUTE 'ALTER TABLE job_tasks ALTER COLUMN part SET COMPRESSION lz4';
          EXCEPTION WHEN feature_not_supported THEN
            NULL;
          END;
        END IF;
      END
      $$;
    `,
  },
];

export const LATEST_SCHEMA_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));

const CREATE_MIGRATIONS_TABLE_SQLITE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`;

const CREATE_MIGRATIONS_TABLE_POSTGRES = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`;

/** Arbitrary but fixed: every docflow process contends for the same advisory lock. */
const MIGRATION_LOCK_KEY = 0x646f6366; // "docf"

function checkNotNewer(applied: number[]): void {
  const newest = Math.max(0, ...applied);
  if (newest > LATEST_SCHEMA_VERSION) {
    throw new Error(
      `the database schema is at version ${newest}, newer than this docflow knows (${LATEST_SCHEMA_VERSION}); ` +
        "upgrade docflow rather than run an older one against this database",
    );
  }
}

/** Applies the pending migrations to a SQLite database; returns the versions it applied. */
export function migrateSqlite(db: DatabaseSync): number[] {
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(CREATE_MIGRATIONS_TABLE_SQLITE);
    const rows = db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[];
    const applied = rows.map((row) => Number(row.version));
    checkNotNewer(applied);
    const done = new Set(applied);
    const ran: number[] = [];
    const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      db.exec(migration.sqlite);
      record.run(migration.version, migration.name, new Date().toISOString());
      ran.push(migration.version);
    }
    db.exec("COMMIT");
    return ran;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** Applies the pending migrations to a PostgreSQL database; returns the versions it applied. */
export async function migratePostgres(pool: Pool): Promise<number[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    try {
      // Taken before anything else, so that even the CREATE TABLE IF NOT EXISTS is not raced.
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
      await client.query(CREATE_MIGRATIONS_TABLE_POSTGRES);
      const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
      const applied = rows.map((row) => Number(row.version));
      checkNotNewer(applied);
      const done = new Set(applied);
      const ran: number[] = [];
      for (const migration of MIGRATIONS) {
        if (done.has(migration.version)) continue;
        await client.query(migration.postgres);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
          migration.version,
          migration.name,
        ]);
        ran.push(migration.version);
      }
      await client.query("COMMIT");
      return ran;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}
