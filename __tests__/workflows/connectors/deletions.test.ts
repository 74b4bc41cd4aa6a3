// Deletions reach the destination, on the real servers that run here: a document deleted (or moved) at
// the source has its records deleted from the destination by the next run, the other documents' records
// stay, and the job's details say so (checkDeletions in run-workflow.ts). Sources: s3 (s3rver), azure
// (Azurite) and filesystem (real directories), each with its version cursor; destinations: PostgreSQL
// (initdb), redis-server, s3 (s3rver), azure (Azurite) and filesystem. The stand-in destinations are
// checked the same way in their own test files.
import { join } from "node:path";
import { DeleteObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import pg from "pg";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, it, onTestFinished } from "vitest";
import { type AzuriteServer, startAzurite } from "../../helpers/azurite.js";
import { postgresSkipReason, startPostgres } from "../../helpers/postgres.js";
import { redisSkipReason, startRedis } from "../../helpers/redis.js";
import { S3_ACCESS_KEY, S3_SECRET_KEY, type S3TestServer, startS3 } from "../../helpers/s3.js";
import {
  checkDeletions,
  heldInOutputs,
  inboxFolder,
  outputsIn,
  type WorkflowHarness,
  workflowHarness,
} from "./run-workflow.js";

describe("deletions reach the destination", () => {
  let harness: WorkflowHarness;
  let s3: S3TestServer;
  let azurite: AzuriteServer;

  beforeAll(async () => {
    [harness, s3, azurite] = await Promise.all([workflowHarness(), startS3(), startAzurite()]);
    await Promise.all([s3.createBucket("src"), s3.createBucket("dst")]);
    await azurite.client.getContainerClient("src").createIfNotExists();
    await azurite.client.getContainerClient("dst").createIfNotExists();
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await s3?.stop();
    await azurite?.stop();
  });

  const s3Source = (prefix: string) => ({
    source: {
      type: "s3",
      config: {
        remote_url: `s3://src/${prefix}/`,
        endpoint_url: s3.endpoint,
        key: S3_ACCESS_KEY,
        secret: S3_SECRET_KEY,
      },
    },
    io: {
      put: (name: string, text: string) => s3.put("src", `${prefix}/${name}`, text),
      remove: async (name: string) => {
        await s3.client.send(new DeleteObjectCommand({ Bucket: "src", Key: `${prefix}/${name}` }));
      },
    },
    idOf: (name: string) => `${prefix}/${name}`,
  });

  async function s3Outputs(prefix: string): Promise<Map<string, string>> {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: "dst", Prefix: `${prefix}/` }));
    const found = new Map<string, string>();
    for (const object of page.Contents ?? []) {
      const key = object.Key as string;
      found.set(key.slice(prefix.length + 1), (await s3.get("dst", key)).toString("utf8"));
    }
    return found;
  }

  async function azureOutputs(prefix: string): Promise<Map<string, string>> {
    const container = azurite.client.getContainerClient("dst");
    const found = new Map<string, string>();
    for await (const item of container.listBlobsFlat({ prefix: `${prefix}/` })) {
      const body = await container.getBlobClient(item.name).downloadToBuffer();
      found.set(item.name.slice(prefix.length + 1), body.toString("utf8"));
    }
    return found;
  }

  it("s3 → s3: a deleted object's output is deleted, a moved one's moves", async () => {
    const { source, io, idOf } = s3Source("to-s3");
    const workflow = await harness.workflow({
      source,
      destination: {
        type: "s3",
        config: {
          remote_url: "s3://dst/to-s3/",
          endpoint_url: s3.endpoint,
          key: S3_ACCESS_KEY,
          secret: S3_SECRET_KEY,
        },
      },
    });
    await checkDeletions(harness, workflow, io, idOf, async () =>
      heldInOutputs(await s3Outputs("to-s3"), idOf),
    );
  }, 120_000);

  it("azure → azure (Azurite): a deleted blob's output is deleted, a moved one's moves", async () => {
    const container = azurite.client.getContainerClient("src");
    const workflow = await harness.workflow({
      source: {
        type: "azure",
        config: { remote_url: "az://src/in/", connection_string: azurite.connectionString },
      },
      destination: {
        type: "azure",
        config: { remote_url: "az://dst/from-azure/", connection_string: azurite.connectionString },
      },
    });
    const idOf = (name: string) => `in/${name}`;
    await checkDeletions(
      harness,
      workflow,
      {
        put: (name, text) => azurite.put("src", `in/${name}`, text),
        remove: async (name) => {
          await container.getBlobClient(`in/${name}`).delete();
        },
      },
      idOf,
      async () => heldInOutputs(await azureOutputs("from-azure"), idOf),
    );
  }, 120_000);

  it("filesystem → filesystem: a deleted file's output is deleted, a moved one's moves", async () => {
    const folder = inboxFolder(harness, "to-files");
    const out = join(harness.inbox, "files-out");
    const workflow = await harness.workflow({
      source: folder.source,
      destination: { type: "filesystem", config: { path: out } },
      reprocess_all: false,
    });
    await checkDeletions(
      harness,
      workflow,
      folder,
      (name) => name,
      async () => heldInOutputs(await outputsIn(out), (path) => path),
    );
  }, 120_000);

  describe.skipIf(postgresSkipReason() !== undefined)(`s3 → postgres ${postgresSkipReason() ?? ""}`, () => {
    it("deletes a deleted object's rows and leaves the others'", async () => {
      const { source, io, idOf } = s3Source("to-postgres");
      const postgres = await startPostgres();
      onTestFinished(() => postgres.stop());
      const target = new URL(postgres.url);
      const workflow = await harness.workflow({
        source,
        destination: {
          type: "postgres",
          config: {
            host: target.hostname,
            port: Number(target.port),
            database: target.pathname.slice(1),
            username: target.username,
            password: "unused-with-trust-auth",
            table_name: "elements",
            batch_size: 10,
          },
        },
      });
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        await checkDeletions(harness, workflow, io, idOf, async () => {
          const rows = await client.query<{ record_id: string; n: string }>(
            "SELECT record_id, count(*) AS n FROM elements GROUP BY record_id",
          );
          return new Map(rows.rows.map((row) => [row.record_id, Number(row.n)]));
        });
      } finally {
        await client.end();
      }
    }, 120_000);
  });

  describe.skipIf(redisSkipReason() !== undefined)(`filesystem → redis ${redisSkipReason() ?? ""}`, () => {
    it("deletes a deleted file's keys and record set, and leaves the others'", async () => {
      const redis = await startRedis();
      onTestFinished(() => redis.stop());
      const folder = inboxFolder(harness, "to-redis");
      const workflow = await harness.workflow({
        source: folder.source,
        destination: {
          type: "redis",
          config: {
            host: redis.host,
            port: redis.port,
            password: redis.password,
            ssl: false,
            key_prefix: "d:",
          },
        },
        reprocess_all: false,
      });
      const reader = createClient({
        socket: { host: redis.host, port: redis.port },
        password: redis.password,
      });
      await reader.connect();
      try {
        await checkDeletions(
          harness,
          workflow,
          folder,
          (name) => name,
          async () => {
            const held = new Map<string, number>();
            for (const key of await reader.keys("d:*")) {
              if (key.startsWith("d:docflow:")) continue;
              const element = JSON.parse((await reader.get(key)) ?? "{}") as { record_id: string };
              held.set(element.record_id, (held.get(element.record_id) ?? 0) + 1);
            }
            // Every record set names exactly the element keys that are there.
            for (const key of await reader.keys("d:docflow:record:*")) {
              const id = key.slice("d:docflow:record:".length);
              if ((await reader.sCard(key)) !== held.get(id)) throw new Error(`record set ${key} is stale`);
            }
            return held;
          },
        );
      } finally {
        await reader.close();
      }
    }, 120_000);
  });
});
