// The milvus destination, end to end: files → partition → chunk → embed → Milvus. Milvus cannot run here,
// so the server is a stand-in speaking Milvus's RESTful API v2 on loopback (helpers/milvus-stand-in.ts),
// driven through the official SDK's HttpClient (@zilliz/milvus2-sdk-node). Checked: one entity per chunk
// keyed by element id with its vector and record id, a re-run that leaves the same entities, the
// collection's dimension enforced before writing, a wrong token named without its value.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectorError, createDestinationConnector } from "../../../src/workflows/connectors/registry.js";
import { type MilvusStandIn, startMilvusStandIn } from "../../helpers/milvus-stand-in.js";
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

describe("milvus destination (RESTful API v2 stand-in, official SDK's HttpClient)", () => {
  let milvus: MilvusStandIn;
  let harness: WorkflowHarness;

  beforeAll(async () => {
    [milvus, harness] = await Promise.all([startMilvusStandIn(), workflowHarness()]);
    milvus.collections.set("docs", { dimension: 256, entities: new Map() });
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
    await writeFile(join(harness.inbox, "memo-2.txt"), memo(2));
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await milvus?.stop();
  });

  const destination = (extra: Record<string, unknown> = {}) => ({
    type: "milvus",
    config: {
      uri: milvus.url,
      token: milvus.token,
      collection_name: "docs",
      record_id_key: "record_id",
      ...extra,
    },
  });
  const nodes = (model: string) => [
    PARTITION_NODE,
    { ...CHUNK_NODE, settings: { max_characters: 100 } },
    embedNode(model),
  ];
  const entities = () =>
    [...(milvus.collections.get("docs")?.entities.values() ?? [])]
      .map((e) => ({
        pk: e.pk,
        element_id: e.element_id,
        record_id: e.record_id,
        dims: (e.embeddings as number[]).length,
      }))
      .sort((a, b) => String(a.pk).localeCompare(String(b.pk)));

  it("inserts one entity per chunk, and a re-run leaves the same entities", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");
    const first = entities();
    expect(first).toHaveLength(done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0));
    expect(first.every((e) => e.pk === e.element_id && e.dims === 256)).toBe(true);
    expect(new Set(first.map((e) => e.record_id))).toEqual(new Set(["memo-1.txt", "memo-2.txt"]));
    expect((await harness.run(workflow)).status).toBe("COMPLETED");
    expect(entities()).toEqual(first);
  }, 60_000);

  it("refuses embeddings of another dimension than the collection's before writing", async () => {
    const before = entities();
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain(
      "have 384 dimensions, but field embeddings of Milvus at http://127.0.0.1",
    );
    expect(entities()).toEqual(before);
  }, 60_000);

  it("checks the connection, naming a refused token without showing it", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    await createDestinationConnector("milvus", destination().config, context).checkConnection(
      new AbortController().signal,
    );
    const error = await createDestinationConnector(
      "milvus",
      destination({ token: "wrong-milvus-token-3" }).config,
      context,
    )
      .checkConnection(new AbortController().signal)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).not.toContain("wrong-milvus-token-3");
  });
  it("deletes a deleted document's entities and leaves the others'", async () => {
    milvus.collections.set("gone", { dimension: 256, entities: new Map() });
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
      async () =>
        countBy([...(milvus.collections.get("gone")?.entities.values() ?? [])], (entity) => entity.record_id),
    );
  }, 90_000);
});
