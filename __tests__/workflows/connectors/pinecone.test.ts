// The pinecone destination, end to end: files → partition → chunk → embed → Pinecone. Pinecone is
// cloud-only, so the server is a stand-in speaking its documented REST API on loopback
// (helpers/pinecone-stand-in.ts), reached through the official client @pinecone-database/pinecone with
// PINECONE_CONTROLLER_HOST pointing at it. Checked: the vectors that landed with flat metadata, a re-run
// (throttled once) that leaves the same ids, a shrunk document whose stale vectors go, the index's
// dimension enforced before writing, and a wrong API key refused without its value.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectorError, createDestinationConnector } from "../../../src/workflows/connectors/registry.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { type PineconeStandIn, startPineconeStandIn } from "../../helpers/pinecone-stand-in.js";
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

describe("pinecone destination (Pinecone REST stand-in, official client)", () => {
  let pinecone: PineconeStandIn;
  let harness: WorkflowHarness;
  const previousHost = process.env.PINECONE_CONTROLLER_HOST;

  beforeAll(async () => {
    [pinecone, harness] = await Promise.all([startPineconeStandIn(), workflowHarness()]);
    process.env.PINECONE_CONTROLLER_HOST = pinecone.url;
    pinecone.indexes.set("docs", { dimension: 256, namespaces: new Map() });
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
    await writeFile(join(harness.inbox, "memo-2.txt"), memo(2));
  }, 60_000);
  afterAll(async () => {
    if (previousHost === undefined) delete process.env.PINECONE_CONTROLLER_HOST;
    else process.env.PINECONE_CONTROLLER_HOST = previousHost;
    await harness?.close();
    await pinecone?.stop();
  });

  const destination = (extra: Record<string, unknown> = {}) => ({
    type: "pinecone",
    config: { api_key: pinecone.apiKey, index_name: "docs", namespace: "memos", batch_size: 2, ...extra },
  });
  const nodes = (model: string) => [
    PARTITION_NODE,
    { ...CHUNK_NODE, settings: { max_characters: 100 } },
    embedNode(model),
  ];
  const vectors = () => [...(pinecone.indexes.get("docs")?.namespaces.get("memos")?.values() ?? [])];

  it("upserts one vector per chunk, and re-runs replace them without duplicates", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");
    const first = vectors();
    expect(first).toHaveLength(done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0));
    const one = first[0];
    expect(one?.id).toMatch(/^memo-[12]\.txt#[0-9a-f]{32}$/);
    expect(one?.values).toHaveLength(256);
    expect(one?.metadata).toMatchObject({ record_id: expect.any(String), filename: expect.any(String) });
    expect(typeof one?.metadata?.text).toBe("string");
    const ids = first.map((vector) => vector.id).sort();

    pinecone.throttle(1);
    expect((await harness.run(workflow)).status).toBe("COMPLETED");
    expect(
      vectors()
        .map((vector) => vector.id)
        .sort(),
    ).toEqual(ids);

    await writeFile(join(harness.inbox, "memo-1.txt"), "Memo 1\n\nOnly this line is left.\n");
    expect((await harness.run(workflow)).status).toBe("COMPLETED");
    const ofMemo1 = vectors().filter((vector) => vector.id.startsWith("memo-1.txt#"));
    expect(ofMemo1.map((vector) => vector.metadata?.text).join(" ")).toContain("Only this line is left.");
    expect(ofMemo1.map((vector) => vector.metadata?.text).join(" ")).not.toContain("committee");
    expect(
      vectors()
        .filter((vector) => vector.id.startsWith("memo-2.txt#"))
        .map((v) => v.id)
        .sort(),
    ).toEqual(ids.filter((id) => id.startsWith("memo-2.txt#")));
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
  }, 60_000);

  it("refuses embeddings of another dimension than the index's before writing", async () => {
    const before = vectors().length;
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain(
      "have 384 dimensions, but Pinecone index 'docs', namespace 'memos' has 256",
    );
    expect(vectors()).toHaveLength(before);
  }, 60_000);

  it("checks the connection, naming a refused key without showing it", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    await createDestinationConnector("pinecone", destination().config, context).checkConnection(
      new AbortController().signal,
    );
    const error = await createDestinationConnector(
      "pinecone",
      destination({ api_key: "wrong-pinecone-key-77" }).config,
      context,
    )
      .checkConnection(new AbortController().signal)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).not.toContain("wrong-pinecone-key-77");
  });
  it("deletes a deleted document's vectors and leaves the others'", async () => {
    const folder = inboxFolder(harness, "gone");
    const workflow = await harness.workflow({
      source: folder.source,
      destination: destination({ namespace: "gone" }),
      nodes: nodes("lexical-256"),
      reprocess_all: false,
    });
    await checkDeletions(
      harness,
      workflow,
      folder,
      (name) => name,
      async () =>
        countBy([...(pinecone.indexes.get("docs")?.namespaces.get("gone")?.values() ?? [])], (vector) =>
          vector.id.slice(0, vector.id.lastIndexOf("#")),
        ),
    );
  }, 90_000);
});
