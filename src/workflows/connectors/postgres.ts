// The postgres destination, with the hosted service's config (`host`, `port`, `database`, `username`,
// `password`, `table_name`, `batch_size`): one row per element. The table is created when absent; each
// file is written in one transaction that first deletes that file's earlier rows, so a re-run replaces
// rather than duplicates, and a failed write leaves the previous rows in place.
//
// Embeddings go into a pgvector `vector(n)` column when the database has the extension (installed, or
// available and creatable by the user) and the first write carries embeddings; otherwise into `real[]`.
// A `vector(n)` column fixes the dimension, so every write is checked against it before anything is sent.

import { createHash } from "node:crypto";
import { Socket } from "node:net";
import pg from "pg";
import type { z } from "zod";
import { POSTGRES, PostgresDestinationConfigSchema } from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import {
  abortReason,
  ConnectorError,
  embeddingDimension,
  NETWORK_ERROR_CODES,
  parseConnectorConfig,
} from "./common.js";
import { defineConnector } from "./define.js";
import { checkOutboundHost, type OutboundPolicy, PUBLIC_ONLY, policedLookup } from "./outbound.js";
import { messageSecrets, scrubSecrets } from "./secrets.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

const TYPE = "postgres";

const ConfigSchema = PostgresDestinationConfigSchema;

export type PostgresConfig = z.output<typeof ConfigSchema>;

/** Validates a postgres destination config; throws ConnectorConfigError naming each bad field. */
export function parsePostgresDestinationConfig(config: unknown): PostgresConfig {
  return parseConnectorConfig(TYPE, ConfigSchema, config);
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** `"schema"."table"` or `"table"`. */
export function quoteTableName(tableName: string): string {
  return tableName.split(".").map(quote).join(".");
}

/** The columns every row has; a table made beforehand by someone else must have them too. */
export const COLUMNS = [
  "id",
  "record_id",
  "element_type",
  "text",
  "metadata",
  "embeddings",
  "record",
  "created_at",
];

type ColumnKind = "array" | "vector" | "json" | "text";

/** How the table's embeddings column stores a vector, and the dimension a `vector(n)` column fixes. */
interface EmbeddingsColumn {
  kind: ColumnKind;
  dimension?: number | undefined;
}

export interface PostgresOptions {
  /** Connections kept open; the runner writes this many files at once at most (default 4). */
  maxConnections?: number;
}

export class PostgresDestination implements DestinationConnector {
  readonly type = TYPE;
  private readonly pool: pg.Pool;
  private readonly table: string;
  private readonly where: string;
  private readonly secrets: string[];
  private prepared: Promise<EmbeddingsColumn> | undefined;

  constructor(
    private readonly config: PostgresConfig,
    private readonly context: ConnectorContext,
    options: PostgresOptions = {},
  ) {
    this.table = quoteTableName(config.table_name);
    this.where = `PostgreSQL at ${config.host}:${config.port}, database '${config.database}'`;
    this.secrets = messageSecrets(TYPE, config);
    this.pool = new pg.Pool({
      host: config.host,
      port: config.port,
      database: config.database,
      user: config.username,
      password: config.password,
      max: options.maxConnections ?? 4,
      connectionTimeoutMillis: 15_000,
      idleTimeoutMillis: 30_000,
      application_name: "docflow",
      // The socket resolves through the outbound policy (a name re-pointed after the check is refused too).
      stream: () => policedSocket(this.context.outbound ?? PUBLIC_ONLY),
    });
    // An idle connection the server drops must not crash the process; the next query reconnects.
    this.pool.on("error", (error) => {
      this.context.logger?.warn(`postgres destination: idle connection lost: ${this.describe(error)}`);
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private describe(error: unknown): string {
    const err = error as { message?: string; code?: string };
    return scrubSecrets(err.message ?? String(error), this.secrets);
  }

  private failure(error: unknown, doing: string): ConnectorError {
    const err = error as { code?: string; message?: string };
    const code = err.code ?? "";
    const message = `${doing} in ${this.where} failed: ${this.describe(error)}`;
    // SQLSTATE classes: 28 = authorization, 3D = no such database, 42501 = privilege, 08 = connection.
    if (code.startsWith("28") || code === "42501" || code === "25006") {
      return new ConnectorError(TYPE, "access_denied", message);
    }
    if (code === "3D000" || code === "3F000") return new ConnectorError(TYPE, "not_found", message);
    if (
      code.startsWith("08") ||
      code === "57P01" ||
      code === "57P03" ||
      code === "40001" ||
      code === "40P01" ||
      NETWORK_ERROR_CODES.includes(code) ||
      /timeout/i.test(err.message ?? "")
    ) {
      return new ConnectorError(TYPE, "unreachable", message, { retryable: true });
    }
    return new ConnectorError(TYPE, "failed", message);
  }

  private async connect(signal: AbortSignal): Promise<pg.PoolClient> {
    signal.throwIfAborted();
    try {
      await checkOutboundHost(this.config.host, this.context.outbound ?? PUBLIC_ONLY);
    } catch (error) {
      throw new ConnectorError(TYPE, "access_denied", (error as Error).message, { cause: error });
    }
    try {
      return await this.pool.connect();
    } catch (error) {
      throw this.failure(error, "connecting");
    }
  }

  /**
   * Creates the table when absent (once per connector) and learns how its embeddings column stores
   * vectors. `dimension` is that of the first file's embeddings, which a new `vector` column takes.
   */
  private prepare(signal: AbortSignal, dimension: number | undefined): Promise<EmbeddingsColumn> {
    this.prepared ??= this.createTable(signal, dimension).catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
    return this.prepared;
  }

  /**
   * Whether a new table can use pgvector: the extension is installed, or available and this user may
   * create it. Without it (or when creating it is refused) embeddings go into `real[]`.
   */
  private async pgvector(client: pg.PoolClient): Promise<boolean> {
    const { rows } = await client.query<{ installed: string | null }>(
      "SELECT installed_version AS installed FROM pg_available_extensions WHERE name = 'vector'",
    );
    if (rows.length === 0) return false;
    if (rows[0]?.installed) return true;
    await client.query("SAVEPOINT docflow_vector");
    try {
      await client.query("CREATE EXTENSION IF NOT EXISTS vector");
      await client.query("RELEASE SAVEPOINT docflow_vector");
      this.context.logger?.info(`postgres destination: created the pgvector extension in ${this.where}`);
      return true;
    } catch (error) {
      await client.query("ROLLBACK TO SAVEPOINT docflow_vector");
      this.context.logger?.warn(
        `postgres destination: pgvector is available in ${this.where} but could not be created ` +
          `(${this.describe(error)}); embeddings are stored as real[]`,
      );
      return false;
    }
  }

  private async createTable(signal: AbortSignal, dimension: number | undefined): Promise<EmbeddingsColumn> {
    const client = await this.connect(signal);
    let columns: Map<string, string>;
    let vectorDimension: number | undefined;
    try {
      await client.query("BEGIN");
      // Two processes creating the same table at once would collide in the catalog; one waits instead.
      await client.query("SELECT pg_advisory_xact_lock($1)", [lockKey(this.config.table_name)]);
      const exists = await client.query<{ found: boolean }>("SELECT to_regclass($1) IS NOT NULL AS found", [
        this.table,
      ]);
      let embeddingsType = "real[]";
      if (!exists.rows[0]?.found && dimension !== undefined && (await this.pgvector(client))) {
        embeddingsType = `vector(${dimension})`;
      }
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${this.table} (
          id text NOT NULL,
          record_id text NOT NULL,
          element_type text,
          text text,
          metadata jsonb,
          embeddings ${embeddingsType},
          record jsonb,
          created_at timestamptz NOT NULL DEFAULT now()
        )`,
      );
      columns = await this.columns(client);
      const missing = COLUMNS.filter((column) => column !== "created_at" && !columns.has(column));
      if (missing.length > 0) {
        throw new ConnectorError(
          TYPE,
          "invalid_data",
          `table ${this.config.table_name} in ${this.where} exists without the column${missing.length > 1 ? "s" : ""} ` +
            `${missing.join(", ")}; docflow writes ${COLUMNS.join(", ")}`,
        );
      }
      if (columns.get("embeddings") === "vector") {
        const typmod = await client.query<{ typmod: number }>(
          "SELECT atttypmod AS typmod FROM pg_attribute WHERE attrelid = to_regclass($1) AND attname = 'embeddings'",
          [this.table],
        );
        const value = typmod.rows[0]?.typmod ?? -1;
        vectorDimension = value > 0 ? value : undefined;
      }
      // The delete that makes re-runs idempotent looks rows up by record_id.
      await client.query(
        `CREATE INDEX IF NOT EXISTS ${quote(indexName(this.config.table_name))} ON ${this.table} (record_id)`,
      );
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      if (error instanceof ConnectorError) throw error;
      throw this.failure(error, `creating table ${this.config.table_name}`);
    } finally {
      client.release();
    }
    const embeddings = columns.get("embeddings") ?? "";
    if (embeddings === "vector") return { kind: "vector", dimension: vectorDimension };
    if (embeddings === "json" || embeddings === "jsonb") return { kind: "json" };
    if (embeddings === "text") return { kind: "text" };
    return { kind: "array" };
  }

  /** Column name → type name (udt_name) of the table. */
  private async columns(client: pg.PoolClient): Promise<Map<string, string>> {
    const [schema, table] = this.config.table_name.includes(".")
      ? (this.config.table_name.split(".") as [string, string])
      : [null, this.config.table_name];
    const result = await client.query<{ column_name: string; udt_name: string }>(
      `SELECT column_name, udt_name FROM information_schema.columns
        WHERE table_name = $1 AND table_schema = COALESCE($2, current_schema())`,
      [table, schema],
    );
    return new Map(result.rows.map((row) => [row.column_name, row.udt_name]));
  }

  /**
   * Connects and checks the table can be written: an existing table needs INSERT and DELETE, a missing one
   * needs CREATE in its schema. Nothing is created or written.
   */
  async checkConnection(signal: AbortSignal): Promise<void> {
    const client = await this.connect(signal);
    try {
      const { rows } = await client.query<{
        exists: boolean;
        can_write: boolean | null;
        can_create: boolean;
      }>(
        `SELECT to_regclass($1) IS NOT NULL AS exists,
                CASE WHEN to_regclass($1) IS NOT NULL
                     THEN has_table_privilege(to_regclass($1), 'INSERT') AND has_table_privilege(to_regclass($1), 'DELETE')
                END AS can_write,
                has_schema_privilege(COALESCE($2, current_schema()), 'CREATE') AS can_create`,
        [this.table, this.config.table_name.includes(".") ? this.config.table_name.split(".")[0] : null],
      );
      const row = rows[0];
      if (row?.exists && !row.can_write) {
        throw new ConnectorError(
          TYPE,
          "access_denied",
          `user '${this.config.username}' may not insert into and delete from table ${this.config.table_name} in ${this.where}`,
        );
      }
      if (row && !row.exists && !row.can_create) {
        throw new ConnectorError(
          TYPE,
          "access_denied",
          `table ${this.config.table_name} does not exist in ${this.where} and user '${this.config.username}' may not create it`,
        );
      }
    } catch (error) {
      if (error instanceof ConnectorError) throw error;
      throw this.failure(error, "checking the connection");
    } finally {
      client.release();
    }
  }

  /** Deletes the document's rows; a table not created yet holds none (and is not created). */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    const client = await this.connect(signal);
    try {
      await client.query(`DELETE FROM ${this.table} WHERE record_id = $1`, [file.id]);
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      if ((error as { code?: string }).code === "42P01") return;
      throw this.failure(error, `deleting the rows of '${file.id}' from ${this.config.table_name}`);
    } finally {
      client.release();
    }
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const dimension = embeddingDimension(TYPE, elements, `'${file.id}'`);
    const column = await this.prepare(signal, dimension);
    if (dimension !== undefined && column.dimension !== undefined && dimension !== column.dimension) {
      throw new ConnectorError(
        TYPE,
        "invalid_data",
        `the embeddings of '${file.id}' have ${dimension} dimensions, but column embeddings of table ` +
          `${this.config.table_name} in ${this.where} is vector(${column.dimension}); embed with a model of ` +
          `${column.dimension} dimensions or write to another table`,
      );
    }
    const embeddings = column.kind;
    const client = await this.connect(signal);
    let open = false;
    try {
      await client.query("BEGIN");
      open = true;
      await client.query(`DELETE FROM ${this.table} WHERE record_id = $1`, [file.id]);
      const record = JSON.stringify(file.record);
      for (let start = 0; start < elements.length; start += this.config.batch_size) {
        if (signal.aborted) throw abortReason(signal);
        const batch = elements.slice(start, start + this.config.batch_size);
        const values: unknown[] = [];
        const rows = batch.map((element, index) => {
          values.push(
            element.element_id,
            file.id,
            element.type,
            element.text,
            JSON.stringify(element.metadata ?? {}),
            embeddingValue(element.embeddings, embeddings),
            record,
          );
          const base = index * 7;
          return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7})`;
        });
        await client.query(
          `INSERT INTO ${this.table} (id, record_id, element_type, text, metadata, embeddings, record) VALUES ${rows.join(", ")}`,
          values,
        );
      }
      if (signal.aborted) throw abortReason(signal);
      await client.query("COMMIT");
      open = false;
    } catch (error) {
      if (open) await client.query("ROLLBACK").catch(() => undefined);
      if (signal.aborted) throw abortReason(signal);
      if (error instanceof ConnectorError) throw error;
      throw this.failure(
        error,
        `writing ${elements.length} rows of '${file.id}' to ${this.config.table_name}`,
      );
    } finally {
      client.release();
    }
  }
}

function embeddingValue(vector: number[] | undefined, kind: ColumnKind): unknown {
  if (!vector || vector.length === 0) return null;
  // pg sends a JS array as a PostgreSQL array literal; pgvector and JSON columns read "[1,2,3]".
  return kind === "array" ? vector : JSON.stringify(vector);
}

function lockKey(tableName: string): string {
  return createHash("sha256").update(`docflow:table:${tableName}`).digest().readBigInt64BE(0).toString();
}

// Derived from a hash: table names may be 63 characters, and PostgreSQL would cut a longer index name.
function indexName(tableName: string): string {
  return `docflow_${createHash("sha256").update(tableName).digest("hex").slice(0, 16)}_record_id`;
}

export function createPostgresDestination(
  config: PostgresConfig,
  context: ConnectorContext,
  options?: PostgresOptions,
): PostgresDestination {
  return new PostgresDestination(config, context, options);
}

/** A socket whose connect(port, host) resolves `host` through the policy (pg calls it that way). */
function policedSocket(policy: OutboundPolicy): Socket {
  const socket = new Socket();
  const connect = socket.connect.bind(socket) as (...args: unknown[]) => Socket;
  const lookup = policedLookup(policy);
  (socket as { connect: (...args: unknown[]) => Socket }).connect = (...args: unknown[]) => {
    const [port, host] = args;
    // A Unix socket path is connected to as pg asks; the policy check before connecting covers it.
    if (typeof port !== "number" && !(typeof port === "string" && /^\d+$/.test(port)))
      return connect(...args);
    return connect({ port: Number(port), host: host as string, lookup });
  };
  return socket;
}

export const postgres = defineConnector(POSTGRES, {
  destination: (config, context) => new PostgresDestination(config, context),
});
