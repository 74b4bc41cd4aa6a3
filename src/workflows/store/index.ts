// Opens the workflow store a server or worker runs on: PostgreSQL when given a database URL, otherwise a
// SQLite file under the data directory. The schema is brought up to date before the store is returned.
import { join } from "node:path";
import { PostgresWorkflowStore } from "./postgres.js";
import { SqliteWorkflowStore } from "./sqlite.js";
import type { WorkflowStore } from "./types.js";

export { LATEST_SCHEMA_VERSION } from "./migrations.js";
export { PostgresWorkflowStore } from "./postgres.js";
export { SqliteWorkflowStore } from "./sqlite.js";
export * from "./types.js";

export const SQLITE_FILE_NAME = "docflow.sqlite";
/** What `docflow serve` uses when --data is not given. */
export const DEFAULT_DATA_DIR = "docflow-data";

export interface OpenStoreOptions {
  /** Directory of the SQLite file (`<dataDir>/docflow.sqlite`); ":memory:" for a throwaway store. */
  dataDir?: string | undefined;
  /** postgres:// URL; when given, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** PostgreSQL connections kept by this process. */
  poolSize?: number | undefined;
}

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export async function openStore(options: OpenStoreOptions = {}): Promise<WorkflowStore> {
  let store: WorkflowStore;
  if (options.databaseUrl !== undefined && options.databaseUrl !== "") {
    if (!isPostgresUrl(options.databaseUrl)) {
      // The URL may hold a password: name the expected form, never echo the value.
      throw new Error("database URL must start with postgres:// or postgresql:// (the value is not shown)");
    }
    store = new PostgresWorkflowStore({
      connectionString: options.databaseUrl,
      ...(options.poolSize !== undefined ? { poolSize: options.poolSize } : {}),
    });
  } else {
    const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
    const path = dataDir === ":memory:" ? ":memory:" : join(dataDir, SQLITE_FILE_NAME);
    store = new SqliteWorkflowStore({ path });
  }
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
