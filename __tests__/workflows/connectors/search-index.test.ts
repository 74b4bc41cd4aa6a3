// The elasticsearch and opensearch destinations, end to end: files → partition → chunk → embed → index.
// Neither cluster can run here, so the server is a stand-in speaking their documented REST API on loopback
// (helpers/search-stand-in.ts), driven through the official clients (@elastic/elasticsearch,
// @opensearch-project/opensearch). Checked for each: the index created with the embeddings' dimension, one
// document per chunk keyed by element id, a re-run (with throttled bulk items retried) that leaves the
// same documents, another dimension refused before writing, and a wrong key refused without its value.

import { writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectorError, createDestinationConnector } from "../../../src/workflows/connectors/registry.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { type SearchStandIn, startSearchStandIn } from "../../helpers/search-stand-in.js";
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

describe.each([
  { flavor: "elasticsearch" as const, field: { type: "dense_vector", dims: 256 } },
  { flavor: "opensearch" as const, field: { type: "knn_vector", dimension: 256 } },
])("$flavor destination (REST stand-in, official client)", ({ flavor, field }) => {
  let cluster: SearchStandIn;
  let harness: WorkflowHarness;

  beforeAll(async () => {
    [cluster, harness] = await Promise.all([startSearchStandIn(flavor), workflowHarness()]);
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
    await writeFile(join(harness.inbox, "memo-2.txt"), memo(2));
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await cluster?.stop();
  });

  const destination = (extra: Record<string, unknown> = {}) => ({
    type: flavor,
    config: { hosts: [cluster.url], index_name: "docs", es_api_key: cluster.apiKey, batch_size: 3, ...extra },
  });
  const nodes = (model: string) => [
    PARTITION_NODE,
    { ...CHUNK_NODE, settings: { max_characters: 100 } },
    embedNode(model),
  ];
  const documents = () =>
    [...(cluster.indices.get("docs")?.docs.entries() ?? [])]
      .map(([id, doc]) => ({ id, record_id: doc.record_id, dims: (doc.embeddings as number[]).length }))
      .sort((a, b) => a.id.localeCompare(b.id));

  it("creates the index, writes a document per chunk, and a re-run leaves the same documents", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");
    expect(cluster.indices.get("docs")?.mappings).toMatchObject({ properties: { embeddings: field } });
    const first = documents();
    expect(first).toHaveLength(done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0));
    expect(new Set(first.map((doc) => doc.record_id))).toEqual(new Set(["memo-1.txt", "memo-2.txt"]));
    expect(first.every((doc) => doc.dims === 256)).toBe(true);
    const one = cluster.indices.get("docs")?.docs.get(first[0]?.id as string);
    expect(one?.element_id).toBe(first[0]?.id);

    cluster.throttleItems(2);
    expect((await harness.run(workflow)).status).toBe("COMPLETED");
    expect(documents()).toEqual(first);
  }, 60_000);

  it("refuses embeddings of another dimension than the index maps, writing nothing", async () => {
    const before = documents();
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain(
      "have 384 dimensions, but field embeddings",
    );
    expect(documents()).toEqual(before);
  }, 60_000);

  it("checks the connection, naming a refused key without showing it", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    await createDestinationConnector(flavor, destination().config, context).checkConnection(
      new AbortController().signal,
    );
    const wrong = createDestinationConnector(
      flavor,
      destination({ es_api_key: "d3Jvbmc6a2V5LXZhbHVl" }).config,
      context,
    );
    const error = await wrong.checkConnection(new AbortController().signal).catch((e: unknown) => e);
    await wrong.close();
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).not.toContain("d3Jvbmc6a2V5LXZhbHVl");
  });
  it("deletes a deleted document's documents and leaves the others'", async () => {
    const folder = inboxFolder(harness, "gone");
    const workflow = await harness.workflow({
      source: folder.source,
      destination: destination({ index_name: "gone" }),
      nodes: nodes("lexical-256"),
      reprocess_all: false,
    });
    await checkDeletions(
      harness,
      workflow,
      folder,
      (name) => name,
      async () => countBy([...(cluster.indices.get("gone")?.docs.values() ?? [])], (doc) => doc.record_id),
    );
  }, 90_000);

  it("calls a server that only answers redirects a failure, following none", async () => {
    let followed = 0;
    const redirecting = createServer((request, response) => {
      if (request.url?.startsWith("/elsewhere")) followed++;
      response.writeHead(302, { location: `${cluster.url}/elsewhere`, "content-length": 0 }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    try {
      const connector = createDestinationConnector(
        flavor,
        { hosts: [url], index_name: "docs", es_api_key: cluster.apiKey },
        { allowDirs: [], outbound: LOOPBACK_ALLOWED },
      );
      const error = await connector.checkConnection(new AbortController().signal).catch((e: unknown) => e);
      await connector.close();
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).message)).toMatch(/redirect \(302\)/);
      expect(followed).toBe(0);
    } finally {
      redirecting.close();
    }
  });
});
