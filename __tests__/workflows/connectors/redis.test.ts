// The redis destination against a real redis-server (Debian's, as its own process on loopback) through the
// `redis` npm client: a workflow of files → partition → chunk → embed → redis, what landed, a re-run that
// leaves the same keys, a shrunk document whose stale elements go, a dimension the keys already hold
// refused, and a wrong password refused without showing it.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectorError, createDestinationConnector } from "../../../src/workflows/connectors/registry.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { type RedisServer, redisSkipReason, startRedis } from "../../helpers/redis.js";
import { CHUNK_NODE, PARTITION_NODE } from "../job-helpers.js";
import { embedNode, memo, type WorkflowHarness, workflowHarness } from "./run-workflow.js";

const skip = redisSkipReason();

describe.skipIf(skip !== undefined)(`redis destination against redis-server ${skip ?? ""}`, () => {
  let redis: RedisServer;
  let harness: WorkflowHarness;
  let reader: ReturnType<typeof createClient>;

  beforeAll(async () => {
    [redis, harness] = await Promise.all([startRedis(), workflowHarness()]);
    reader = createClient({ socket: { host: redis.host, port: redis.port }, password: redis.password });
    await reader.connect();
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
    await writeFile(join(harness.inbox, "memo-2.txt"), memo(2));
  }, 60_000);
  afterAll(async () => {
    await reader?.close();
    await harness?.close();
    await redis?.stop();
  });

  const destination = (extra: Record<string, unknown> = {}) => ({
    type: "redis",
    config: {
      host: redis.host,
      port: redis.port,
      password: redis.password,
      ssl: false,
      batch_size: 2,
      key_prefix: "docs:",
      ...extra,
    },
  });
  const nodes = (model: string) => [
    PARTITION_NODE,
    { ...CHUNK_NODE, settings: { max_characters: 100 } },
    embedNode(model),
  ];

  async function landed(prefix = "docs:") {
    const keys = (await reader.keys(`${prefix}*`)).sort();
    const values = new Map<string, string | null>();
    for (const key of keys) {
      values.set(key, (await reader.type(key)) === "string" ? await reader.get(key) : null);
    }
    return values;
  }

  it("writes one key per element with its embedding, and a re-run leaves the same keys", async () => {
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-256"),
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.status).toBe("COMPLETED");
    const first = await landed();
    const elementKeys = [...first.keys()].filter((key) => !key.startsWith("docs:docflow:"));
    const written = done.file_results.reduce((sum, file) => sum + (file.elements ?? 0), 0);
    expect(elementKeys).toHaveLength(written);
    const element = JSON.parse(first.get(elementKeys[0] as string) as string);
    expect(element.embeddings).toHaveLength(256);
    expect(["memo-1.txt", "memo-2.txt"]).toContain(element.record_id);
    expect(elementKeys[0]).toBe(`docs:${element.element_id}`);
    expect(await reader.sMembers("docs:docflow:record:memo-1.txt")).toHaveLength(
      done.file_results.find((file) => file.filename === "memo-1.txt")?.elements as number,
    );
    expect(first.get("docs:docflow:dimension")).toBe("256");

    expect((await harness.run(workflow)).status).toBe("COMPLETED");
    expect(await landed()).toEqual(first);

    // The document shrinks: its elements that are gone are deleted, the other document is untouched.
    await writeFile(join(harness.inbox, "memo-1.txt"), "Memo 1\n\nOnly this line is left.\n");
    expect((await harness.run(workflow)).status).toBe("COMPLETED");
    const shrunk = await landed();
    const ofMemo1 = [...shrunk.values()]
      .filter((value): value is string => value?.startsWith("{") ?? false)
      .map((value) => JSON.parse(value))
      .filter((value) => value.record_id === "memo-1.txt");
    expect(ofMemo1.map((value) => value.text).join(" ")).toContain("Only this line is left.");
    expect(ofMemo1.map((value) => value.text).join(" ")).not.toContain("committee");
    expect(await reader.sMembers("docs:docflow:record:memo-1.txt")).toHaveLength(ofMemo1.length);
    const memo2Keys = [...first.entries()].filter(([, value]) => value?.includes('"record_id":"memo-2.txt"'));
    for (const [key, value] of memo2Keys) expect(shrunk.get(key)).toBe(value);
    await writeFile(join(harness.inbox, "memo-1.txt"), memo(1));
  }, 60_000);

  it("refuses embeddings of another dimension than the keys hold, writing nothing", async () => {
    const before = await landed();
    const workflow = await harness.workflow({
      source: harness.filesSource(),
      destination: destination(),
      nodes: nodes("lexical-384"),
    });
    const done = await harness.run(workflow);
    expect(done.status).toBe("FAILED");
    expect(JSON.stringify(done.file_results.map((file) => file.error))).toContain(
      "have 384 dimensions, but Redis at 127.0.0.1",
    );
    expect(await landed()).toEqual(before);
  }, 60_000);

  it("checks the connection, refusing a wrong password without showing it", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    await createDestinationConnector("redis", destination().config, context).checkConnection(
      new AbortController().signal,
    );
    const wrong = createDestinationConnector(
      "redis",
      destination({ password: "not-the-password-91" }).config,
      context,
    );
    const error = await wrong.checkConnection(new AbortController().signal).catch((e: unknown) => e);
    await wrong.close();
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect((error as Error).message).not.toContain("not-the-password-91");
    const byUri = createDestinationConnector(
      "redis",
      { uri: `redis://:${redis.password}@${redis.host}:${redis.port}/3`, key_prefix: "u:" },
      context,
    );
    await byUri.checkConnection(new AbortController().signal);
    await byUri.close();
  });
});
