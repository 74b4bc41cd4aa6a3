// The weaviate-cloud destination, end to end: files → partition → chunk → embed → Weaviate. Weaviate Cloud
// cannot run here, so the server is a stand-in speaking Weaviate's documented REST API on loopback
// (helpers/weaviate-stand-in.ts), reached through the official client weaviate-client (its REST
// interface; weaviate.ts says why not gRPC). Checked: the objects that landed, a re-run that replaces them,
// throttling retried, the collection's dimension enforced before writing, a workflow without embeddings
// refused, and a wrong API key named without its value.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConnectorError,
  createDestinationConnector,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { startWeaviateStandIn, type WeaviateStandIn } from "../../helpers/weaviate-stand-in.js";
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

describe("weaviate-cloud destination (Weaviate REST stand-in, official client)", () => {
  let weaviate: WeaviateStandIn;
  let harness: WorkflowHarness;

  beforeAll(async () => {
    [weaviate, harness] = await Promise.all([startWeaviateStandIn(), workflowHarness()]);
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
    await writeFile(join(harness.inbox, "memo-2.txt"), memo(2));
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await weaviate?.stop();
  });

  const destination = (extra: Record<string, unknown> = {}) => ({
    type: "weaviate-cloud",
    config: {
      cluster_url: weaviate.url,
      api_key: weaviate.apiKey,
      collection: "Docs",
      batch_size: 1,
      ...extra,
    },
  });
  const nodes = (model: string) => [
    PARTITION_NODE,
    { ...CHUNK_NODE, settings: { max_characters: 100 } },
    embedNode(model),
  ];
  const objects = () =>
    [...(weaviate.collections.get("Docs")?.objects.values() ?? [])]
      .map((object) => ({
        id: object.id,
        record_id: object.properties.record_id,
        dims: object.vector.length,
      }))
      .sort((a, b) => a.id.localeCompare(b.id));

  it("fills in the hosted service's defaults", () => {
    expect(
      validateConnectorConfig("destination", "weaviate-cloud", {
        cluster_url: "https://c.weaviate.cloud",
        api_key: "k",
      }),
    ).toEqual({
      cluster_url: "https://c.weaviate.cloud",
      api_key: "k",
      collection: "Elements",
      batch_size: 100,
    });
  });

  it("creates the collection, writes one object per chunk, and a re-run replaces them", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");
    expect(weaviate.collections.get("Docs")?.definition).toMatchObject({
      class: "Docs",
      vectorizer: "none",
      vectorIndexConfig: { distance: "cosine" },
    });
    const first = objects();
    expect(first).toHaveLength(done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0));
    expect(new Set(first.map((object) => object.record_id))).toEqual(new Set(["memo-1.txt", "memo-2.txt"]));
    expect(first.every((object) => object.dims === 256)).toBe(true);
    const stored = [...(weaviate.collections.get("Docs")?.objects.values() ?? [])][0];
    expect(stored?.properties).toMatchObject({ type: "CompositeElement", text: expect.any(String) });
    expect(JSON.parse(String(stored?.properties.metadata))).toMatchObject({ filename: expect.any(String) });
    // batch_size 1: one batch request per object.
    expect(weaviate.requests.filter((r) => r === "POST /v1/batch/objects")).toHaveLength(first.length);

    // Throttled twice on the way: retried with backoff, same outcome, nothing duplicated.
    weaviate.throttle(2);
    const again = await harness.run(workflow);
    expect(again.status).toBe("COMPLETED");
    expect(objects()).toEqual(first);
  }, 60_000);

  it("refuses embeddings of another dimension than the collection's before writing", async () => {
    const before = objects();
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain(
      "have 384 dimensions, but Weaviate at http://127.0.0.1",
    );
    expect(objects()).toEqual(before);
  }, 60_000);

  it("refuses elements without embeddings, naming the embed node", async () => {
    const workflow = await harness.workflow({ source: harness.filesSource(), destination: destination() });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain("needs an embed node");
  }, 60_000);

  it("takes `weaviate`, the docs' spelling, with their field names, as the same destination", async () => {
    expect(validateConnectorConfig("destination", "weaviate", { host_url: "https://w.example" })).toEqual({
      host_url: "https://w.example",
      class_name: "Elements",
      batch_size: 100,
    });
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: {
        type: "weaviate",
        config: { host_url: weaviate.url, api_key: weaviate.apiKey, class_name: "Alias" },
      },
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("COMPLETED");
    expect(weaviate.collections.get("Alias")?.objects.size).toBe(objects().length);
  }, 60_000);

  it("checks the connection, naming a refused key without showing it, and applies the outbound policy", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    const signal = new AbortController().signal;
    await createDestinationConnector("weaviate-cloud", destination().config, context).checkConnection(signal);
    const error = await createDestinationConnector(
      "weaviate-cloud",
      destination({ api_key: "wrong-weaviate-key-123" }).config,
      context,
    )
      .checkConnection(signal)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).not.toContain("wrong-weaviate-key-123");

    // Without the operator allowing loopback, the endpoint is refused before any request.
    const seen = weaviate.requests.length;
    const refused = await createDestinationConnector("weaviate-cloud", destination().config, {
      allowDirs: [],
    })
      .checkConnection(signal)
      .catch((e: unknown) => e);
    expect((refused as ConnectorError).code).toBe("access_denied");
    expect((refused as Error).message).toContain("cluster_url");
    expect(weaviate.requests.length).toBe(seen);
  });
  it("deletes a deleted document's objects and leaves the others'", async () => {
    const folder = inboxFolder(harness, "gone");
    const workflow = await harness.workflow({
      source: folder.source,
      destination: destination({ collection: "Gone" }),
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
          [...(weaviate.collections.get("Gone")?.objects.values() ?? [])],
          (object) => object.properties.record_id,
        ),
    );
  }, 90_000);
});
