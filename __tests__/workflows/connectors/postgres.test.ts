// The postgres destination against a real PostgreSQL server (helpers/postgres.ts): table creation,
// batches, idempotent re-runs, hostile table names, and errors that never show the password.
import { createServer } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import {
  createPostgresDestination,
  parsePostgresDestinationConfig,
} from "../../../src/workflows/connectors/postgres.js";
import {
  ConnectorConfigError,
  ConnectorError,
  createDestinationConnector,
  type DestinationConnector,
} from "../../../src/workflows/connectors/registry.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { postgresAvailable, postgresSkipReason, usePostgres } from "../../helpers/postgres.js";

const signal = () => new AbortController().signal;

/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("expected a value");
  return value;
}
const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };

function makeElements(count: number, prefix = "e"): Element[] {
  return Array.from({ length: count }, (_, i) => ({
    type: i === 0 ? "Title" : "NarrativeText",
    element_id: `${prefix}${i}`,
    text: `${prefix} text ${i}`,
    metadata: { filename: "doc.pdf", page_number: 1 + Math.floor(i / 10), languages: ["eng"] },
    ...(i % 2 === 0 ? { embeddings: [i, 0.5, -1.25] } : {}),
  }));
}

function configFor(url: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port),
    database: parsed.pathname.slice(1),
    username: parsed.username,
    password: "pw-Kx81mQz2",
    table_name: "elements",
    batch_size: 100,
    ...overrides,
  };
}

async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function using<T>(
  destination: DestinationConnector,
  run: (d: DestinationConnector) => Promise<T>,
): Promise<T> {
  try {
    return await run(destination);
  } finally {
    await destination.close();
  }
}

const file = (id: string) => ({
  id,
  filename: id.split("/").at(-1) ?? id,
  record: { bucket: "docs", key: id },
});

describe.runIf(postgresAvailable())("postgres destination", () => {
  const server = usePostgres();

  it("creates the table and writes one row per element with its id, type, text, metadata, embeddings and record", async () => {
    const url = await server.newDatabase();
    await using(createDestinationConnector("postgres", configFor(url), context), async (destination) => {
      await destination.checkConnection(signal());
      await destination.write(file("in/a.pdf"), makeElements(3), signal());
    });
    const rows = await query<Record<string, unknown>>(url, "SELECT * FROM elements ORDER BY id");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      id: "e0",
      record_id: "in/a.pdf",
      element_type: "Title",
      text: "e text 0",
      metadata: { filename: "doc.pdf", page_number: 1, languages: ["eng"] },
      embeddings: [0, 0.5, -1.25],
      record: { bucket: "docs", key: "in/a.pdf" },
    });
    expect(rows[1]?.embeddings).toBeNull();
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
    const types = await query<{ column_name: string; data_type: string }>(
      url,
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'elements' ORDER BY ordinal_position",
    );
    expect(types.map((t) => `${t.column_name}:${t.data_type}`)).toEqual([
      "id:text",
      "record_id:text",
      "element_type:text",
      "text:text",
      "metadata:jsonb",
      "embeddings:ARRAY",
      "record:jsonb",
      "created_at:timestamp with time zone",
    ]);
  });

  it("re-running a file replaces its rows and leaves other files alone", async () => {
    const url = await server.newDatabase();
    await using(createDestinationConnector("postgres", configFor(url), context), async (destination) => {
      await destination.write(file("a.pdf"), makeElements(5, "a"), signal());
      await destination.write(file("b.pdf"), makeElements(4, "b"), signal());
      await destination.write(file("a.pdf"), makeElements(2, "a2-"), signal());
      await destination.write(file("a.pdf"), makeElements(2, "a2-"), signal());
    });
    const counts = await query<{ record_id: string; n: string }>(
      url,
      "SELECT record_id, count(*) AS n FROM elements GROUP BY record_id ORDER BY record_id",
    );
    expect(counts).toEqual([
      { record_id: "a.pdf", n: "2" },
      { record_id: "b.pdf", n: "4" },
    ]);
    const ids = await query<{ id: string }>(
      url,
      "SELECT id FROM elements WHERE record_id = 'a.pdf' ORDER BY id",
    );
    expect(ids.map((r) => r.id)).toEqual(["a2-0", "a2-1"]);
  });

  it("a failed write leaves the file's previous rows in place", async () => {
    const url = await server.newDatabase();
    await using(
      createDestinationConnector("postgres", configFor(url, { batch_size: 2 }), context),
      async (d) => {
        await d.write(file("a.pdf"), makeElements(3), signal());
        const broken = makeElements(5, "x");
        // PostgreSQL refuses NUL in text: the fourth row's batch fails after earlier batches went in.
        broken[3] = { ...must(broken[3]), text: "bad \u0000 text" };
        const error = await d.write(file("a.pdf"), broken, signal()).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ConnectorError);
        expect((error as Error).message).toContain("writing 5 rows of 'a.pdf' to elements");
      },
    );
    const ids = await query<{ id: string }>(url, "SELECT id FROM elements ORDER BY id");
    expect(ids.map((r) => r.id)).toEqual(["e0", "e1", "e2"]);
  });

  it("inserts in batches of batch_size, one INSERT statement per batch", async () => {
    const url = await server.newDatabase();
    const destination = createDestinationConnector("postgres", configFor(url, { batch_size: 10 }), context);
    await using(destination, async (d) => {
      await d.write(file("warm-up"), [], signal()); // creates the table
      await query(
        url,
        `CREATE TABLE insert_log (n int);
         CREATE FUNCTION log_insert() RETURNS trigger AS $$
           BEGIN INSERT INTO insert_log SELECT count(*) FROM new_rows; RETURN NULL; END $$ LANGUAGE plpgsql;
         CREATE TRIGGER log_insert AFTER INSERT ON elements REFERENCING NEW TABLE AS new_rows
           FOR EACH STATEMENT EXECUTE FUNCTION log_insert();`,
      );
      await d.write(file("a.pdf"), makeElements(25), signal());
      await d.write(file("b.pdf"), makeElements(10), signal());
      await d.write(file("c.pdf"), [], signal());
    });
    const batches = await query<{ n: number }>(url, "SELECT n FROM insert_log");
    expect(batches.map((b) => b.n)).toEqual([10, 10, 5, 10]);
    const total = await query<{ n: string }>(url, "SELECT count(*) AS n FROM elements");
    expect(total[0]?.n).toBe("35");
  });

  it("writes thousands of elements in one file with a large batch_size", async () => {
    const url = await server.newDatabase();
    await using(createDestinationConnector("postgres", configFor(url, { batch_size: 5000 }), context), (d) =>
      d.write(file("big.pdf"), makeElements(12_000), signal()),
    );
    const total = await query<{ n: string }>(url, "SELECT count(*) AS n FROM elements");
    expect(total[0]?.n).toBe("12000");
  });

  it("two connectors creating the same table at once both succeed", async () => {
    const url = await server.newDatabase();
    const one = createDestinationConnector("postgres", configFor(url, { table_name: "shared" }), context);
    const two = createDestinationConnector("postgres", configFor(url, { table_name: "shared" }), context);
    await Promise.all([
      one.write(file("a.pdf"), makeElements(3), signal()),
      two.write(file("b.pdf"), makeElements(4), signal()),
    ]);
    await one.close();
    await two.close();
    expect((await query<{ n: string }>(url, "SELECT count(*) AS n FROM shared"))[0]?.n).toBe("7");
  });

  it("quotes table names: mixed case and a schema-qualified name land where written", async () => {
    const url = await server.newDatabase();
    await query(url, "CREATE SCHEMA docs");
    await using(
      createDestinationConnector("postgres", configFor(url, { table_name: "Elements" }), context),
      (d) => d.write(file("a.pdf"), makeElements(1), signal()),
    );
    await using(
      createDestinationConnector("postgres", configFor(url, { table_name: "docs.chunks" }), context),
      (d) => d.write(file("a.pdf"), makeElements(2), signal()),
    );
    expect((await query<{ n: string }>(url, 'SELECT count(*) AS n FROM "Elements"'))[0]?.n).toBe("1");
    expect((await query<{ n: string }>(url, "SELECT count(*) AS n FROM docs.chunks"))[0]?.n).toBe("2");
  });

  it("stores embeddings as JSON in a table made beforehand with a jsonb embeddings column", async () => {
    const url = await server.newDatabase();
    await query(
      url,
      `CREATE TABLE mine (id text, record_id text, element_type text, text text, metadata jsonb,
                          embeddings jsonb, record jsonb, created_at timestamptz DEFAULT now())`,
    );
    await using(
      createDestinationConnector("postgres", configFor(url, { table_name: "mine" }), context),
      (d) => d.write(file("a.pdf"), makeElements(1), signal()),
    );
    expect((await query<{ embeddings: unknown }>(url, "SELECT embeddings FROM mine"))[0]?.embeddings).toEqual(
      [0, 0.5, -1.25],
    );
  });

  it("names the missing columns of a table made beforehand", async () => {
    const url = await server.newDatabase();
    await query(url, "CREATE TABLE other (id text, text text)");
    const error = await using(
      createDestinationConnector("postgres", configFor(url, { table_name: "other" }), context),
      (d) => d.write(file("a.pdf"), makeElements(1), signal()).catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as Error).message).toContain(
      "exists without the columns record_id, element_type, metadata, embeddings, record",
    );
  });

  it("a connection check sees a user that may not write the table", async () => {
    const url = await server.newDatabase();
    await using(createDestinationConnector("postgres", configFor(url), context), (d) =>
      d.write(file("a.pdf"), [], signal()),
    );
    await query(
      url,
      "DO $$ BEGIN CREATE ROLE reader LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$",
    );
    const error = await using(
      createDestinationConnector("postgres", configFor(url, { username: "reader" }), context),
      (d) => d.checkConnection(signal()).catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).toContain(
      "user 'reader' may not insert into and delete from table elements",
    );
  });

  it("names the database or server that failed, never the password", async () => {
    const url = await server.newDatabase();
    const missing = await using(
      createDestinationConnector("postgres", configFor(url, { database: "no_such_db" }), context),
      (d) => d.checkConnection(signal()).catch((e: unknown) => e),
    );
    expect(missing).toBeInstanceOf(ConnectorError);
    expect((missing as ConnectorError).code).toBe("not_found");
    expect((missing as Error).message).toContain("database 'no_such_db'");
    expect((missing as Error).message).not.toContain("pw-Kx81mQz2");

    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const down = await using(createDestinationConnector("postgres", configFor(url, { port }), context), (d) =>
      d.write(file("a.pdf"), makeElements(1), signal()).catch((e: unknown) => e),
    );
    expect(down).toBeInstanceOf(ConnectorError);
    expect((down as ConnectorError).retryable).toBe(true);
    expect((down as Error).message).toContain(`127.0.0.1:${port}`);
    expect((down as Error).message).not.toContain("pw-Kx81mQz2");
  });

  it("stops between batches when the job is cancelled, writing nothing", async () => {
    const url = await server.newDatabase();
    const controller = new AbortController();
    await using(
      createPostgresDestination(parsePostgresDestinationConfig(configFor(url, { batch_size: 1 })), context),
      async (d) => {
        await d.write(file("a.pdf"), makeElements(2), signal());
        const elements = makeElements(50, "z");
        const pending = d.write(file("a.pdf"), elements, controller.signal);
        controller.abort();
        await expect(pending).rejects.toMatchObject({ name: "AbortError" });
      },
    );
    const ids = await query<{ id: string }>(url, "SELECT id FROM elements ORDER BY id");
    expect(ids.map((r) => r.id)).toEqual(["e0", "e1"]);
  });
});

describe.skipIf(postgresAvailable())("postgres destination (skipped)", () => {
  it.skip(`needs PostgreSQL: ${postgresSkipReason() ?? "available"}`, () => {});
});

describe("postgres config validation", () => {
  const base = configFor("postgres://u@127.0.0.1:5432/db");

  function configError(config: unknown): ConnectorConfigError {
    try {
      parsePostgresDestinationConfig(config);
    } catch (error) {
      expect(error).toBeInstanceOf(ConnectorConfigError);
      return error as ConnectorConfigError;
    }
    throw new Error("expected a ConnectorConfigError");
  }

  it("takes the hosted service's fields, with port and batch_size also as strings", () => {
    expect(parsePostgresDestinationConfig({ ...base, port: "5433", batch_size: "50" })).toMatchObject({
      port: 5433,
      batch_size: 50,
    });
  });

  it("requires every field and names each missing one", () => {
    expect(configError({}).detail.map((d) => d.loc.at(-1))).toEqual([
      "host",
      "port",
      "database",
      "username",
      "password",
      "table_name",
      "batch_size",
    ]);
    expect(configError({ ...base, batch_size: 0 }).detail[0]?.loc).toEqual(["body", "config", "batch_size"]);
    expect(configError({ ...base, port: 70000 }).detail[0]?.loc).toEqual(["body", "config", "port"]);
  });

  it("refuses hostile table names before any SQL is built", () => {
    for (const table_name of [
      'elements"; DROP TABLE users; --',
      "elements; DROP TABLE users",
      "a.b.c",
      "1elements",
      "",
      "x".repeat(64),
      "ele ments",
      'docs."x"',
    ]) {
      const error = configError({ ...base, table_name });
      expect(error.detail[0]?.loc).toEqual(["body", "config", "table_name"]);
      expect(error.message).toContain("table_name must be a table name");
    }
  });

  it("keeps the password out of its errors", () => {
    const error = configError({ ...base, password: 12345678, port: "x" });
    expect(JSON.stringify(error.body)).not.toContain("12345678");
    expect(error.detail.find((d) => d.loc.at(-1) === "password")?.input).toBe("**********");
  });
});
