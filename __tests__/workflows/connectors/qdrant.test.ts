// The qdrant-cloud destination, end to end: files → partition → chunk → embed → Qdrant. Qdrant Cloud cannot
// run here, so the server is a stand-in speaking Qdrant's documented REST API on loopback
// (helpers/qdrant-stand-in.ts), reached through the official client @qdrant/js-client-rest. Checked: the
// points that landed, a re-run that replaces them, throttling retried, the collection's dimension enforced
// before writing, a workflow without embeddings refused, and a wrong API key named without its value.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectorError, createDestinationConnector } from "../../../src/workflows/connectors/registry.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { type QdrantStandIn, startQdrantStandIn } from "../../helpers/qdrant-stand-in.js";
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

describe("qdrant-cloud destination (Qdrant REST stand-in, official client)", () => {
  let qdrant: QdrantStandIn;
  let harness: WorkflowHarness;

  beforeAll(async () => {
    [qdrant, harness] = await Promise.all([startQdrantStandIn(), workflowHarness()]);
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
    await writeFile(join(harness.inbox, "memo-2.txt"), memo(2));
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await qdrant?.stop();
  });

  const destination = (extra: Record<string, unknown> = {}) => ({
    type: "qdrant-cloud",
    config: { url: qdrant.url, api_key: qdrant.apiKey, collection_name: "docs", batch_size: 2, ...extra },
  });
  const nodes = (model: string) => [
    PARTITION_NODE,
    { ...CHUNK_NODE, settings: { max_characters: 100 } },
    embedNode(model),
  ];
  const points = () =>
    [...(qdrant.collections.get("docs")?.points.values() ?? [])]
      .map((point) => ({ id: point.id, record_id: point.payload.record_id, dims: point.vector.length }))
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));

  it("creates the collection, upserts one point per chunk, and a re-run replaces them", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");
    expect(qdrant.collections.get("docs")).toMatchObject({ size: 256, distance: "Cosine" });
    const first = points();
    expect(first).toHaveLength(done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0));
    expect(new Set(first.map((point) => point.record_id))).toEqual(new Set(["memo-1.txt", "memo-2.txt"]));
    expect(first.every((point) => point.dims === 256)).toBe(true);
    const stored = [...(qdrant.collections.get("docs")?.points.values() ?? [])][0];
    expect(stored?.payload).toMatchObject({
      type: "CompositeElement",
      metadata: { filename: expect.any(String) },
    });
    expect(stored?.payload.embeddings).toBeUndefined();

    // Throttled twice on the way: retried with backoff, same outcome.
    qdrant.throttle(2);
    const again = await harness.run(workflow);
    expect(again.status).toBe("COMPLETED");
    expect(points()).toEqual(first);
  }, 60_000);

  it("refuses embeddings of another dimension than the collection's before writing", async () => {
    const before = points();
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain(
      "have 384 dimensions, but Qdrant at http://127.0.0.1",
    );
    expect(points()).toEqual(before);
  }, 60_000);

  it("refuses elements without embeddings, naming the embed node", async () => {
    const workflow = await harness.workflow({ source: harness.filesSource(), destination: destination() });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain("needs an embed node");
  }, 60_000);

  it("checks the connection, naming a refused key without showing it", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    await createDestinationConnector("qdrant-cloud", destination().config, context).checkConnection(
      new AbortController().signal,
    );
    const error = await createDestinationConnector(
      "qdrant-cloud",
      destination({ api_key: "wrong-qdrant-key-123" }).config,
      context,
    )
      .checkConnection(new AbortController().signal)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).not.toContain("wrong-qdrant-key-123");
  });
  it("deletes a deleted document's points and leaves the others'", async () => {
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
        countBy(
          [...(qdrant.collections.get("gone")?.points.values() ?? [])],
          (point) => point.payload.record_id,
        ),
    );
  }, 90_000);
});
