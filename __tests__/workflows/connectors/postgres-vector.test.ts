// The postgres destination's embeddings, end to end: files in a directory → partition → chunk → embed
// (the local lexical model) → postgres. With pgvector the table gets a `vector(n)` column and a write of
// another dimension fails with a message naming both; without it embeddings land in `real[]`. pgvector runs
// in PGlite (real PostgreSQL compiled to WebAssembly, with the pgvector extension) served over the wire
// protocol on loopback (helpers/pglite.ts), since Debian bookworm has no postgresql-15-pgvector package;
// the real[] case runs on a throwaway PostgreSQL server.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PgvectorServer, startPgvector } from "../../helpers/pglite.js";
import { postgresAvailable, postgresSkipReason, usePostgres } from "../../helpers/postgres.js";
import { CHUNK_NODE, PARTITION_NODE } from "../job-helpers.js";
import { embedNode, memo, type WorkflowHarness, workflowHarness } from "./run-workflow.js";

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function destination(url: string, table: string) {
  const parsed = new URL(url);
  return {
    type: "postgres",
    config: {
      host: parsed.hostname,
      port: Number(parsed.port),
      database: parsed.pathname.slice(1),
      username: parsed.username,
      password: "pw-unused-9f3k",
      table_name: table,
      batch_size: 3,
    },
  };
}

const nodes = (model: string) => [
  PARTITION_NODE,
  { ...CHUNK_NODE, settings: { max_characters: 120 } },
  embedNode(model),
];

async function putDocuments(harness: WorkflowHarness) {
  await mkdir(join(harness.inbox, "minutes"), { recursive: true });
  await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
  await writeFile(join(harness.inbox, "minutes", "memo-2.txt"), memo(2));
}

describe("postgres destination with pgvector (PGlite + pgvector over the wire protocol)", () => {
  let harness: WorkflowHarness;
  let server: PgvectorServer;

  beforeAll(async () => {
    [harness, server] = await Promise.all([workflowHarness(), startPgvector()]);
    await putDocuments(harness);
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await server?.stop();
  });

  it("creates a vector(n) column, writes every chunk's embedding, and a re-run replaces the rows", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(server.url, "chunks"),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");

    const [column] = await query<{ type: string }>(
      server.url,
      "SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = 'chunks'::regclass AND attname = 'embeddings'",
    );
    expect(column?.type).toBe("vector(256)");
    const rows = await query<{ id: string; record_id: string; dims: number }>(
      server.url,
      "SELECT id, record_id, vector_dims(embeddings) AS dims FROM chunks ORDER BY id",
    );
    const written = done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0);
    expect(rows).toHaveLength(written);
    expect(new Set(rows.map((row) => row.record_id))).toEqual(new Set(["memo-1.txt", "minutes/memo-2.txt"]));
    expect(rows.every((row) => row.dims === 256)).toBe(true);
    // Nearest neighbour by cosine distance works on the column: the point of a vector column.
    const [nearest] = await query<{ record_id: string }>(
      server.url,
      "SELECT record_id FROM chunks ORDER BY embeddings <=> (SELECT embeddings FROM chunks ORDER BY id LIMIT 1) LIMIT 1",
    );
    expect(nearest?.record_id).toBeDefined();

    const again = await harness.run(workflow);
    expect(again.status).toBe("COMPLETED");
    expect(
      await query<{ id: string; record_id: string; dims: number }>(
        server.url,
        "SELECT id, record_id, vector_dims(embeddings) AS dims FROM chunks ORDER BY id",
      ),
    ).toEqual(rows);
  }, 90_000);

  it("refuses embeddings of another dimension than the column's, naming both, and writes nothing", async () => {
    const before = await query<{ n: string }>(server.url, "SELECT count(*) AS n FROM chunks");
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(server.url, "chunks"),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    const errors = JSON.stringify(done.file_results.map((file) => file.error));
    expect(errors).toContain("have 384 dimensions, but column embeddings of table chunks");
    expect(errors).toContain("vector(256)");
    expect(await query<{ n: string }>(server.url, "SELECT count(*) AS n FROM chunks")).toEqual(before);
  }, 90_000);
});

describe.runIf(postgresAvailable())(
  `postgres destination without pgvector: real[] ${postgresSkipReason() ?? ""}`,
  () => {
    const postgres = usePostgres();
    let harness: WorkflowHarness;
    beforeAll(async () => {
      harness = await workflowHarness();
      await putDocuments(harness);
    });
    afterAll(async () => harness?.close());

    it("stores each chunk's embedding as a float array, and a re-run replaces the rows", async () => {
      const url = await postgres.newDatabase();
      const workflow = await harness.workflow({
        source: harness.filesSource(),
        destination: destination(url, "chunks"),
        nodes: nodes("lexical-256"),
      });
      const done = await harness.run(workflow);
      expect(done.error ?? null).toBeNull();
      expect(done.status).toBe("COMPLETED");
      const read = () =>
        query<{ id: string; record_id: string; type: string; dims: number }>(
          url,
          "SELECT id, record_id, pg_typeof(embeddings)::text AS type, array_length(embeddings, 1) AS dims FROM chunks ORDER BY id",
        );
      const rows = await read();
      expect(rows.length).toBe(done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0));
      expect(rows.every((row) => row.type === "real[]" && row.dims === 256)).toBe(true);
      expect((await harness.run(workflow)).status).toBe("COMPLETED");
      expect(await read()).toEqual(rows);
    }, 90_000);
  },
);
