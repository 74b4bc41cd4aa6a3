// The mongodb destination, end to end: files → partition → chunk (→ embed) → MongoDB. No MongoDB server
// can be installed here (Debian has none, and mongodb-memory-server downloads its binary at run time), so
// the server is a stand-in speaking the MongoDB wire protocol on loopback (helpers/mongodb-stand-in.ts:
// OP_MSG with BSON, SCRAM-SHA-256), reached through the official driver. Checked: the documents that
// landed, a re-run that replaces them, throttling (16500) retried, the stored dimension enforced, wrong
// credentials named without the password, and the outbound policy applied to the URI's host.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConnectorError,
  createDestinationConnector,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";
import { type MongoStandIn, startMongoStandIn } from "../../helpers/mongodb-stand-in.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { CHUNK_NODE, PARTITION_NODE } from "../job-helpers.js";
import {
  checkDeletions,
  countBy,
  embedNode,
  inboxFolder,
  memo,
  type WorkflowHarness,
  workflowHarness,
} from "./run-workflow.js";

describe("mongodb destination (wire-protocol stand-in, official driver)", () => {
  let mongo: MongoStandIn;
  let harness: WorkflowHarness;

  beforeAll(async () => {
    [mongo, harness] = await Promise.all([startMongoStandIn(), workflowHarness()]);
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
    await writeFile(join(harness.inbox, "memo-2.txt"), memo(2));
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await mongo?.stop();
  });

  const destination = (extra: Record<string, unknown> = {}) => ({
    type: "mongodb",
    config: { uri: mongo.uri, database: "docs", collection: "elements", batch_size: 2, ...extra },
  });
  const nodes = (model: string) => [
    PARTITION_NODE,
    { ...CHUNK_NODE, settings: { max_characters: 100 } },
    embedNode(model),
  ];
  const stored = (collection = "elements") =>
    mongo
      .collection("docs", collection)
      .map((document) => ({
        _id: document._id,
        record_id: document.record_id,
        dims: (document.embeddings as number[] | undefined)?.length,
      }))
      .sort((a, b) => String(a._id).localeCompare(String(b._id)));

  it("fills in the defaults and refuses a URI that is not a MongoDB connection string", () => {
    expect(
      validateConnectorConfig("destination", "mongodb", {
        uri: "mongodb://h",
        database: "d",
        collection: "c",
      }),
    ).toEqual({ uri: "mongodb://h", database: "d", collection: "c", batch_size: 100 });
    expect(() =>
      validateConnectorConfig("destination", "mongodb", { uri: "http://h", database: "d", collection: "c" }),
    ).toThrow(/mongodb:\/\//);
  });

  it("writes one document per element, indexes record_id, and a re-run replaces them", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");
    const first = stored();
    expect(first).toHaveLength(done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0));
    expect(new Set(first.map((document) => document.record_id))).toEqual(
      new Set(["memo-1.txt", "memo-2.txt"]),
    );
    expect(first.every((document) => document.dims === 256)).toBe(true);
    const [one] = mongo.collection("docs", "elements");
    expect(one).toMatchObject({
      type: "CompositeElement",
      text: expect.any(String),
      metadata: expect.any(Object),
    });
    expect(mongo.indexes.get("docs.elements")?.map((index) => index.name)).toContain("docflow_record_id");
    expect(mongo.commands).toContain("saslContinue");

    // Throttled twice on the way: retried with backoff, same outcome, nothing duplicated.
    mongo.throttle(2);
    const again = await harness.run(workflow);
    expect(again.status).toBe("COMPLETED");
    expect(stored()).toEqual(first);
    expect(mongo.commands).toContain("endSessions");
  }, 60_000);

  it("refuses embeddings of another dimension than the stored ones before writing", async () => {
    const before = stored();
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain(
      "have 384 dimensions, but MongoDB at 127.0.0.1",
    );
    expect(stored()).toEqual(before);
  }, 60_000);

  it("writes elements without embeddings too (a workflow without an embed node)", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination({ collection: "plain" }),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("COMPLETED");
    expect(stored("plain").length).toBeGreaterThan(0);
    expect(stored("plain").every((document) => document.dims === undefined)).toBe(true);
  }, 60_000);

  it("checks the connection, naming refused credentials without showing them, under the outbound policy", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    const signal = new AbortController().signal;
    const good = createDestinationConnector("mongodb", destination().config, context);
    await good.checkConnection(signal);
    await good.close();

    const wrong = mongo.uri.replace(mongo.password, "wrong-mongo-pass-123");
    const bad = createDestinationConnector("mongodb", destination({ uri: wrong }).config, context);
    const error = await bad.checkConnection(signal).catch((e: unknown) => e);
    await bad.close();
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).not.toContain("wrong-mongo-pass-123");
    expect((error as Error).message).toContain("MongoDB at 127.0.0.1");

    // Without the operator allowing loopback, the host is refused before any connection.
    const seen = mongo.commands.length;
    const refused = await createDestinationConnector("mongodb", destination().config, { allowDirs: [] })
      .checkConnection(signal)
      .catch((e: unknown) => e);
    expect((refused as ConnectorError).code).toBe("access_denied");
    expect((refused as Error).message).toContain("uri");
    expect(mongo.commands.length).toBe(seen);
  }, 60_000);
  it("deletes a deleted document's documents and leaves the others'", async () => {
    const folder = inboxFolder(harness, "gone");
    const workflow = await harness.workflow({
      source: folder.source,
      destination: destination({ collection: "gone" }),
      nodes: nodes("lexical-256"),
      reprocess_all: false,
    });
    await checkDeletions(
      harness,
      workflow,
      folder,
      (name) => name,
      async () => countBy(mongo.collection("docs", "gone"), (doc) => doc.record_id),
    );
  }, 90_000);
});
