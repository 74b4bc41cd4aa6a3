// A remote workflow end to end: documents in an S3-compatible server (s3rver on loopback) are listed by the
// s3 source connector, partitioned in a real worker pool, chunked, and written by the postgres destination
// into a real PostgreSQL table, one row per chunk. Connector secrets are sealed in the store as the API
// keeps them. Running the job again replaces the rows instead of duplicating them.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartitionPool } from "../../src/server/partition/workers.js";
import { engineExecutors } from "../../src/server/workflow-runtime.js";
import { loadSecretKey, sealConfig } from "../../src/workflows/connectors/secrets.js";
import { openJobEnds } from "../../src/workflows/job-ends.js";
import { silentLogger } from "../../src/workflows/logger.js";
import { JobRunner } from "../../src/workflows/runner.js";
import type { WorkflowRecord, WorkflowStore } from "../../src/workflows/store/types.js";
import { LOOPBACK_ALLOWED } from "../helpers/outbound.js";
import {
  type PostgresServer,
  postgresAvailable,
  postgresSkipReason,
  startPostgres,
} from "../helpers/postgres.js";
import { S3_ACCESS_KEY, S3_SECRET_KEY, type S3TestServer, startS3 } from "../helpers/s3.js";
import { CHUNK_NODE, memo, PARTITION_NODE, sqliteStore, tempDir, testPool } from "./job-helpers.js";

describe.runIf(postgresAvailable())(`s3 → partition → chunk → postgres ${postgresSkipReason() ?? ""}`, () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: WorkflowStore;
  let pool: PartitionPool;
  let s3: S3TestServer;
  let postgres: PostgresServer;
  let workflow: WorkflowRecord;

  beforeAll(async () => {
    dir = await tempDir("docflow-e2e-");
    [store, pool, s3, postgres] = await Promise.all([
      sqliteStore(dir.path),
      testPool(2),
      startS3(),
      startPostgres(),
    ]);
    await s3.createBucket("inbox");
    await s3.put("inbox", "reports/memo-1.txt", memo(1));
    await s3.put("inbox", "reports/2024/memo-2.txt", memo(2));
    await s3.put("inbox", "reports/notes.md", "# Notes\n\nThe archive moves to the new building in May.\n");
    await s3.put("inbox", "elsewhere/skip.txt", "Not under the prefix.");

    const key = await loadSecretKey(dir.path);
    const target = new URL(postgres.url);
    const source = await store.createConnector({
      kind: "source",
      name: "inbox",
      type: "s3",
      config: sealConfig(
        "s3",
        {
          remote_url: "s3://inbox/reports/",
          endpoint_url: s3.endpoint,
          key: S3_ACCESS_KEY,
          secret: S3_SECRET_KEY,
          recursive: true,
        },
        key,
      ),
    });
    const destination = await store.createConnector({
      kind: "destination",
      name: "warehouse",
      type: "postgres",
      config: sealConfig(
        "postgres",
        {
          host: target.hostname,
          port: Number(target.port),
          database: target.pathname.slice(1),
          username: target.username,
          password: "unused-with-trust-auth",
          table_name: "elements",
          batch_size: 2,
        },
        key,
      ),
    });
    workflow = await store.createWorkflow({
      name: "inbox-to-warehouse",
      status: "active",
      workflow_type: "custom",
      source_id: source.id,
      destination_id: destination.id,
      workflow_nodes: [PARTITION_NODE, { ...CHUNK_NODE, settings: { max_characters: 80 } }],
      schedule: null,
      reprocess_all: false,
    });
  }, 120_000);

  afterAll(async () => {
    await pool?.close();
    await store?.close();
    await s3?.stop();
    await postgres?.stop();
    await dir?.remove();
  });

  async function runJob() {
    const job = await store.createJob({
      workflow_id: workflow.id,
      workflow_name: workflow.name,
      job_type: "persistent",
      input_files: [],
    });
    const runner = new JobRunner({
      store,
      executors: engineExecutors(pool),
      openEnds: openJobEnds({ store, dataDir: dir.path, logger: silentLogger, outbound: LOOPBACK_ALLOWED }),
    });
    await runner.runOnce();
    return store.getJob(job.id);
  }

  async function rows() {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const result = await client.query<{
        record_id: string;
        element_type: string;
        text: string;
        metadata: { filename?: string };
      }>("SELECT record_id, element_type, text, metadata FROM elements ORDER BY record_id, text");
      return result.rows;
    } finally {
      await client.end();
    }
  }

  it("moves every document under the prefix into the table as chunks, and a re-run replaces them", async () => {
    const done = await runJob();
    expect(done?.error ?? null).toBeNull();
    expect(done?.status).toBe("COMPLETED");
    expect(done?.file_results.map((result) => [result.filename, result.status]).sort()).toEqual([
      ["memo-1.txt", "COMPLETED"],
      ["memo-2.txt", "COMPLETED"],
      ["notes.md", "COMPLETED"],
    ]);
    // A remote destination keeps nothing for download.
    expect(done?.output_node_files).toEqual([]);

    const written = await rows();
    expect(new Set(written.map((row) => row.record_id))).toEqual(
      new Set(["reports/memo-1.txt", "reports/2024/memo-2.txt", "reports/notes.md"]),
    );
    expect(written.every((row) => row.element_type === "CompositeElement")).toBe(true);
    // max_characters 80 splits each memo into several chunks, all no longer than that.
    expect(written.filter((row) => row.record_id === "reports/memo-1.txt").length).toBeGreaterThan(1);
    expect(written.every((row) => row.text.length <= 80)).toBe(true);
    expect(written.map((row) => row.text).join(" ")).toContain(
      "The archive moves to the new building in May.",
    );
    expect(written.find((row) => row.record_id === "reports/memo-1.txt")?.metadata.filename).toBe(
      "memo-1.txt",
    );
    const count = done?.file_results.reduce((sum, result) => sum + (result.elements ?? 0), 0);
    expect(written).toHaveLength(count as number);

    // The s3 source is incremental: a plain re-run processes nothing. reprocess_all runs every file again.
    expect((await runJob())?.file_results).toEqual([]);
    await store.updateWorkflow(workflow.id, { reprocess_all: true });
    const again = await runJob();
    expect(again?.status).toBe("COMPLETED");
    expect(again?.file_results).toHaveLength(3);
    expect(await rows()).toEqual(written);
  }, 60_000);
});
