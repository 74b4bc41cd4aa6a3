// The astradb destination, end to end: files → partition → chunk → embed → Astra DB. Astra DB is
// cloud-only, so the server is a stand-in speaking the Data API's JSON commands on loopback
// (helpers/astra-stand-in.ts), driven through the official client @datastax/astra-db-ts. Checked: the
// collection created with the embeddings' dimension, one document per chunk with its vector (binary form),
// a re-run that leaves the same documents, another dimension refused before writing, a wrong token named
// without its value.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectorError, createDestinationConnector } from "../../../src/workflows/connectors/registry.js";
import { type AstraStandIn, startAstraStandIn, vectorOf } from "../../helpers/astra-stand-in.js";
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

describe("astradb destination (Data API stand-in, official client)", () => {
  let astra: AstraStandIn;
  let harness: WorkflowHarness;

  beforeAll(async () => {
    [astra, harness] = await Promise.all([startAstraStandIn(), workflowHarness()]);
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
    await writeFile(join(harness.inbox, "memo-2.txt"), memo(2));
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await astra?.stop();
  });

  const destination = (extra: Record<string, unknown> = {}) => ({
    type: "astradb",
    config: { api_endpoint: astra.url, token: astra.token, collection_name: "docs", batch_size: 3, ...extra },
  });
  const nodes = (model: string) => [
    PARTITION_NODE,
    { ...CHUNK_NODE, settings: { max_characters: 100 } },
    embedNode(model),
  ];
  const documents = () =>
    [...(astra.collections.get("docs")?.docs.values() ?? [])]
      .map((doc) => ({ id: doc._id, record_id: doc.record_id, dims: vectorOf(doc.$vector)?.length }))
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));

  it("creates the collection, inserts a document per chunk, and a re-run leaves the same documents", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");
    expect(astra.collections.get("docs")?.dimension).toBe(256);
    const first = documents();
    expect(first).toHaveLength(done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0));
    expect(new Set(first.map((doc) => doc.record_id))).toEqual(new Set(["memo-1.txt", "memo-2.txt"]));
    expect(first.every((doc) => doc.dims === 256)).toBe(true);
    expect((await harness.run(workflow)).status).toBe("COMPLETED");
    expect(documents()).toEqual(first);
  }, 60_000);

  it("refuses embeddings of another dimension than the collection's before writing", async () => {
    const before = documents();
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain(
      "have 384 dimensions, but Astra DB at http://127.0.0.1",
    );
    expect(documents()).toEqual(before);
  }, 60_000);

  it("checks the connection, naming a refused token without showing it", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    await createDestinationConnector("astradb", destination().config, context).checkConnection(
      new AbortController().signal,
    );
    const wrong = createDestinationConnector(
      "astradb",
      destination({ token: "AstraCS:wrong-token-55" }).config,
      context,
    );
    const error = await wrong.checkConnection(new AbortController().signal).catch((e: unknown) => e);
    await wrong.close();
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).not.toContain("AstraCS:wrong-token-55");
  });
  it("deletes a deleted document's documents and leaves the others'", async () => {
    const folder = inboxFolder(harness, "gone");
    const workflow = await harness.workflow({
      source: folder.source,
      destination: destination({ collection_name: "gone" }),
      nodes: nodes("lexical-256"),
      reprocess_all: false,
    });
    await checkDeletions(
      harness,
      workflow,
      folder,
      (name) => name,
      async () => countBy([...(astra.collections.get("gone")?.docs.values() ?? [])], (doc) => doc.record_id),
    );
  }, 90_000);
});
