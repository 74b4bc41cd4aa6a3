// The action's cache glue: where entries are staged and which paths and key @actions/cache gets, the
// `cache` input, and ActionsCache over the wire. GitHub's cache service cannot be reached from here, so the
// wire test runs against a small local stand-in of its documented v2 protocol: the twirp CacheService
// at ACTIONS_RESULTS_URL (GetCacheEntryDownloadURL, CreateCacheEntry, FinalizeCacheEntryUpload) and the
// signed URLs it hands out for the archive (an Azure-style blob PUT, a plain GET).

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ActionsCache,
  cachePaths,
  cacheRoot,
  cacheServiceAvailable,
  ENTRY_FILE,
  entryDir,
} from "../../src/action/cache.js";
import { readPartitionInputs } from "../../src/action/inputs.js";
import type { Element } from "../../src/contract/element.js";
import { parsePartitionForm } from "../../src/contract/partition.js";
import { bytesSha256, cacheKey, cacheScope } from "../../src/modes/partition/cache.js";
import { cacheServiceStandIn } from "./cache-service.js";

const KEY = cacheKey(
  cacheScope({ params: parsePartitionForm({ strategy: "fast" }) }),
  bytesSha256(new Uint8Array([1, 2])),
  "a.pdf",
);

describe("cache paths and keys", () => {
  it("stages entries under RUNNER_TEMP, one folder per key, the same on every run", () => {
    expect(cacheRoot({ RUNNER_TEMP: "/home/runner/work/_temp" })).toBe(
      "/home/runner/work/_temp/docflow-cache",
    );
    expect(cacheRoot({})).toBe(join(tmpdir(), "docflow-cache"));
    // The same strings on every run of a runner: the service matches entries by key and a hash of them.
    const hosted = cachePaths(cacheRoot({ RUNNER_TEMP: "/home/runner/work/_temp" }), KEY);
    expect(hosted).toEqual([`/home/runner/work/_temp/docflow-cache/${KEY}`]);
    expect(cachePaths(cacheRoot({ RUNNER_TEMP: "/home/runner/work/_temp" }), KEY)).toEqual(hosted);
    expect(entryDir("/r/docflow-cache", KEY)).toBe(`/r/docflow-cache/${KEY}`);
    // Within the service's limits: at most 512 characters, no commas.
    expect(KEY.length).toBeLessThan(512);
    expect(KEY).not.toContain(",");
    expect(() => cachePaths("/r", "../escape")).toThrow(/Not a docflow cache key/);
    expect(() => entryDir("/r", "a,b")).toThrow(/Not a docflow cache key/);
  });
});

describe("the cache input", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const inputs = (cache?: string) => {
    process.env.INPUT_FILES = "docs/**";
    if (cache === undefined) delete process.env.INPUT_CACHE;
    else process.env.INPUT_CACHE = cache;
    return readPartitionInputs();
  };
  it("defaults to on, can be turned off, and refuses other words", () => {
    expect(inputs().cache).toBe(true);
    expect(inputs("false").cache).toBe(false);
    expect(inputs("true").cache).toBe(true);
    expect(() => inputs("sometimes")).toThrow(/Input 'cache' must be true or false; got 'sometimes'/);
  });
});

describe("ActionsCache against a stand-in of the cache service", () => {
  const service = cacheServiceStandIn();
  const saved = { ...process.env };
  let root = "";
  let workspace = "";
  beforeAll(async () => {
    const base = await service.start();
    root = await mkdtemp(join(tmpdir(), "docflow-actions-cache-"));
    workspace = await mkdtemp(join(tmpdir(), "docflow-actions-ws-"));
    Object.assign(process.env, {
      ACTIONS_CACHE_SERVICE_V2: "true",
      ACTIONS_RESULTS_URL: `${base}/`,
      ACTIONS_RUNTIME_TOKEN: "runtime-token",
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: root,
    });
    delete process.env.GITHUB_SERVER_URL;
  });
  afterAll(async () => {
    process.env = { ...saved };
    await service.close();
    await rm(root, { recursive: true, force: true });
    await rm(workspace, { recursive: true, force: true });
  });

  it("misses, saves, then restores the same elements; staging folders are removed", async () => {
    expect(cacheServiceAvailable()).toBe(true);
    const cache = new ActionsCache(join(root, "docflow-cache"));
    expect(await cache.get(KEY)).toBeUndefined();

    const elements: Element[] = [
      {
        type: "Title",
        element_id: "abc",
        text: "Cached title",
        metadata: { page_number: 1, filename: "a.pdf" },
      },
    ];
    await cache.put(KEY, elements);
    expect(service.entries.get(KEY)?.data?.length).toBeGreaterThan(0);
    expect(service.calls).toEqual(
      expect.arrayContaining(["CreateCacheEntry", "PUT blob", "FinalizeCacheEntryUpload"]),
    );

    expect(await cache.get(KEY)).toEqual(elements);
    expect(service.calls.filter((call) => call === "GetCacheEntryDownloadURL")).toHaveLength(2);
    // Nothing is left behind in the staging folder.
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(join(root, "docflow-cache"))).toEqual([]);
    expect(ENTRY_FILE).toBe("elements.json");

    // Saving an existing entry again is not an error (another job may have saved it first).
    await expect(cache.put(KEY, elements)).resolves.toBeUndefined();
  }, 60_000);
});
