// Scoped keys: a key may carry only `partition` or only `workflows`. The Workflow endpoint (connector
// secrets, jobs) needs `workflows`; the Partition endpoint needs `partition`; a key listed without scopes
// has both, so single-key set-ups keep working. A known key without the scope gets 403, an unknown one 401.

import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, resolveServerConfig } from "../../src/server/settings/config.js";
import { partitionRequest, startTestServer, type TestServer } from "./helpers.js";

const ALL = "sk-every-scope-0123456789";
const PARTITION_ONLY = "sk-partition-only-0123456789";
const WORKFLOWS_ONLY = "sk-workflows-only-0123456789";
const TEXT = { name: "memo.txt", data: "Quarterly Report\n\nRevenue grew.\n" };

describe("key entries", () => {
  it("reads scopes from DOCFLOW_API_KEYS and the key file format; a bare key has every scope", () => {
    const config = resolveServerConfig(
      {},
      {
        DOCFLOW_API_KEYS: `${ALL}, ${PARTITION_ONLY} partition, ${WORKFLOWS_ONLY} workflows, k4 workflows+partition`,
      },
    );
    expect(config.partitionApiKeys).toEqual([ALL, "k4"]);
    expect(config.scopedKeys).toEqual([
      { key: PARTITION_ONLY, scopes: ["partition"] },
      { key: WORKFLOWS_ONLY, scopes: ["workflows"] },
    ]);
  });

  it("refuses an unknown scope without showing the key", () => {
    let error: unknown;
    try {
      resolveServerConfig({}, { DOCFLOW_API_KEYS: "sk-hidden-value admin" });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/Unknown API key scope 'admin' in DOCFLOW_API_KEYS/);
    expect((error as Error).message).not.toContain("sk-hidden-value");
  });
});

describe("scoped keys on both endpoints", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      workers: 1,
      workflowRuntime: false,
      partitionApiKeys: [ALL],
      scopedKeys: [
        { key: PARTITION_ONLY, scopes: ["partition"] },
        { key: WORKFLOWS_ONLY, scopes: ["workflows"] },
      ],
    });
  });
  afterAll(() => server.close());

  const sources = async (key: string) => {
    const response = await request(`${server.url}/api/v1/sources`, { headers: { "service-api-key": key } });
    return { status: response.statusCode, json: (await response.body.json()) as unknown };
  };
  const partition = (key: string) => partitionRequest(server, {}, [TEXT], { "service-api-key": key });

  it("the Workflow endpoint needs the workflows scope", async () => {
    expect((await sources(ALL)).status).toBe(200);
    expect((await sources(WORKFLOWS_ONLY)).status).toBe(200);
    const forbidden = await sources(PARTITION_ONLY);
    expect(forbidden).toEqual({
      status: 403,
      json: { detail: expect.stringMatching(/does not have the 'workflows' scope/) },
    });
    expect(await sources("sk-unknown-0123456789")).toEqual({
      status: 401,
      json: { detail: "API key is invalid." },
    });
  });

  it("the Partition endpoint needs the partition scope", async () => {
    expect((await partition(ALL)).status).toBe(200);
    expect((await partition(PARTITION_ONLY)).status).toBe(200);
    const forbidden = await partition(WORKFLOWS_ONLY);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ detail: expect.stringMatching(/does not have the 'partition' scope/) });
    expect((await partition("sk-unknown-0123456789")).status).toBe(401);
  });
});

describe("hardening settings", () => {
  it("every limit has a default, an environment variable and a flag", () => {
    const defaults = resolveServerConfig({}, {});
    expect(defaults).toMatchObject({
      limits: {
        maxElements: 200_000,
        maxCharacters: 64_000_000,
        maxUncompressedBytes: 200 * 1024 * 1024,
        maxPages: 20_000,
        maxImagePixels: 100_000_000,
        maxDecodedBytes: 512 * 1024 * 1024,
      },
      maxFileMs: 120_000,
      workerMemoryMb: 512,
      maxUploads: 32,
      maxInflightBytes: 512 * 1024 * 1024,
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 300_000,
      uploadIdleTimeoutMs: 30_000,
      maxConnections: 1024,
      maxConnectionsPerAddress: 256,
      keepAliveTimeoutMs: 600_000,
      maxClientFiles: 32,
      comparePerMinute: 60,
      heavy: { pages: 50, bytes: 10 * 1024 * 1024, pixels: 20_000_000 },
      allowHosts: [],
    });
    expect(defaults.heavyWorkers).toBe(defaults.workers);
    const fromEnv = resolveServerConfig(
      { maxElements: "10", maxDecodedMb: "64", allowHost: ["10.0.0.0/8"] },
      {
        DOCFLOW_MAX_ELEMENTS: "99",
        DOCFLOW_MAX_CHARACTERS: "1000",
        DOCFLOW_MAX_EXPANSION_RATIO: "20",
        DOCFLOW_MAX_PAGES: "50",
        DOCFLOW_MAX_IMAGE_PIXELS: "1000000",
        DOCFLOW_MAX_FILE_SECONDS: "5",
        DOCFLOW_WORKER_MEMORY_MB: "256",
        DOCFLOW_MAX_UPLOADS: "4",
        DOCFLOW_MAX_INFLIGHT_MB: "64",
        DOCFLOW_BODY_TIMEOUT_S: "10",
        DOCFLOW_ALLOW_HOSTS: "minio.internal, ::1",
      },
    );
    expect(fromEnv).toMatchObject({
      limits: {
        maxElements: 10,
        maxCharacters: 1000,
        maxExpansionRatio: 20,
        maxPages: 50,
        maxImagePixels: 1_000_000,
        maxDecodedBytes: 64 * 1024 * 1024,
      },
      maxFileMs: 5000,
      workerMemoryMb: 256,
      maxUploads: 4,
      maxInflightBytes: 64 * 1024 * 1024,
      bodyTimeoutMs: 10_000,
      allowHosts: ["10.0.0.0/8", "minio.internal", "::1"],
    });
    expect(() => resolveServerConfig({ workerMemoryMb: "64" }, {})).toThrow(
      /worker memory limit in MB must be/,
    );
    expect(() => resolveServerConfig({ allowHost: ["http://x/"] }, {})).toThrow(
      /--allow-host 'http:\/\/x\/'/,
    );
  });
});
