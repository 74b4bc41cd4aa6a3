// The partition cache with the filesystem implementation: keys change with everything that decides a
// document's elements and nothing else; a second run takes unchanged documents from the cache (hits are
// proven by planting an entry the engine could never produce), re-partitions what changed, never keeps
// failures, and the base versions of a pull request's diff are cached too.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import { parsePartitionForm } from "../../src/contract/partition.js";
import {
  bytesSha256,
  cacheKey,
  cacheScope,
  DirectoryCache,
  isCacheKey,
} from "../../src/modes/partition/cache.js";
import { runPartitionMode } from "../../src/modes/partition/mode.js";

let workspace = "";
let cacheDir = "";
const put = async (path: string, content: string | Uint8Array) => {
  await mkdir(dirname(join(workspace, path)), { recursive: true });
  await writeFile(join(workspace, path), content);
};
const readJson = async (path: string) => JSON.parse(await readFile(join(workspace, path), "utf8"));

beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), "docflow-cache-ws-"));
  cacheDir = await mkdtemp(join(tmpdir(), "docflow-cache-"));
  await put("docs/a.md", "# Alpha\n\nFirst paragraph of alpha, long enough to be narrative text.\n");
  await put("docs/b.md", "# Beta\n\nThe beta document says something else entirely here.\n");
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

describe("cache keys", () => {
  const scope = cacheScope({ params: parsePartitionForm({ strategy: "fast" }) });
  const content = bytesSha256(new TextEncoder().encode("hello"));

  it("are the same for the same document, parameters, engine and version", () => {
    const key = cacheKey(scope, content, "a.md");
    expect(isCacheKey(key)).toBe(true);
    expect(key).toMatch(/^docflow-\d+\.\d+\.\d+[^-]*-[0-9a-f]{64}$/);
    expect(cacheKey(cacheScope({ params: parsePartitionForm({ strategy: "fast" }) }), content, "a.md")).toBe(
      key,
    );
    // The contract's reading of a field, not its spelling, counts.
    expect(cacheScope({ params: parsePartitionForm({ coordinates: "true", "languages[]": ["eng"] }) })).toBe(
      cacheScope({ params: parsePartitionForm({ coordinates: true, languages: "eng" }) }),
    );
  });

  it("change with the content, the file name, any parameter, the engine and the version", () => {
    const key = cacheKey(scope, content, "a.md");
    const others = [
      cacheKey(scope, bytesSha256(new TextEncoder().encode("hello!")), "a.md"),
      cacheKey(scope, content, "b.md"),
      cacheKey(cacheScope({ params: parsePartitionForm({ strategy: "hi_res" }) }), content, "a.md"),
      cacheKey(
        cacheScope({ params: parsePartitionForm({ strategy: "fast", coordinates: true }) }),
        content,
        "a.md",
      ),
      cacheKey(
        cacheScope({ params: parsePartitionForm({ strategy: "fast", some_new_field: "x" }) }),
        content,
        "a.md",
      ),
      cacheKey(
        cacheScope({ params: parsePartitionForm({ strategy: "fast" }), apiUrl: "http://127.0.0.1:8000" }),
        content,
        "a.md",
      ),
      cacheKey(
        cacheScope({ params: parsePartitionForm({ strategy: "fast" }), version: "9.9.9" }),
        content,
        "a.md",
      ),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
    expect(others.at(-1)).toMatch(/^docflow-9\.9\.9-/);
  });

  it("leave credentials in the server address out", () => {
    expect(
      cacheScope({ params: parsePartitionForm({}), apiUrl: "https://user:secret@api.example.com/" }),
    ).toBe(cacheScope({ params: parsePartitionForm({}), apiUrl: "https://api.example.com" }));
  });
});

describe("DirectoryCache", () => {
  it("stores and returns elements, misses unknown keys, ignores damaged entries, refuses foreign keys", async () => {
    const cache = new DirectoryCache(join(cacheDir, "entries"));
    const key = cacheKey(
      cacheScope({ params: parsePartitionForm({}) }),
      bytesSha256(new Uint8Array([1])),
      "x.txt",
    );
    expect(await cache.get(key)).toBeUndefined();
    const elements: Element[] = [{ type: "Title", element_id: "1", text: "Hi", metadata: {} }];
    await cache.put(key, elements);
    expect(await cache.get(key)).toEqual(elements);
    await writeFile(join(cacheDir, "entries", `${key}.json`), "{not json");
    expect(await cache.get(key)).toBeUndefined();
    await expect(cache.get("../../etc/passwd")).rejects.toThrow(/Not a docflow cache key/);
  });
});

describe("runPartitionMode with a cache", () => {
  const run = (cache: DirectoryCache | undefined, params: Record<string, unknown> = {}) =>
    runPartitionMode({
      workspace,
      patterns: ["docs/*.md"],
      changedOnly: false,
      outDir: "out",
      params: parsePartitionForm(params),
      cache,
    });

  it("partitions on the first run, takes unchanged documents from the cache on the next", async () => {
    const cache = new DirectoryCache(cacheDir);
    const first = await run(cache);
    expect(first.report.documents.map((d) => [d.path, d.ok, d.cached ?? false])).toEqual([
      ["docs/a.md", true, false],
      ["docs/b.md", true, false],
    ]);
    expect((await readdir(cacheDir)).filter((name) => name.endsWith(".json"))).toHaveLength(2);
    const firstOutput = await readFile(join(workspace, "out/docs/a.md.json"), "utf8");

    // Change one document; plant an entry for the other that the engine could never produce.
    await put("docs/b.md", "# Beta, revised\n\nThe beta document now says something new.\n");
    const scope = cacheScope({ params: parsePartitionForm({}) });
    const keyA = cacheKey(scope, bytesSha256(await readFile(join(workspace, "docs/a.md"))), "a.md");
    const planted: Element[] = [
      { type: "Title", element_id: "planted", text: "From the cache", metadata: {} },
    ];
    await cache.put(keyA, planted);

    const lines: string[] = [];
    const second = await runPartitionMode({
      workspace,
      patterns: ["docs/*.md"],
      changedOnly: false,
      outDir: "out",
      params: parsePartitionForm({}),
      cache,
      log: (line) => lines.push(line),
    });
    expect(second.report.documents.map((d) => [d.path, d.cached ?? false])).toEqual([
      ["docs/a.md", true],
      ["docs/b.md", false],
    ]);
    expect(await readJson("out/docs/a.md.json")).toEqual(planted);
    expect((await readJson("out/docs/b.md.json"))[0]).toMatchObject({ type: "Title", text: "Beta, revised" });
    expect(lines.some((line) => /ok {6}docs\/a\.md: 1 elements \(cached\)/.test(line))).toBe(true);
    const index = await readJson("out/index.json");
    expect(index.documents.map((d: { cached?: boolean }) => d.cached ?? false)).toEqual([true, false]);

    // Unplanted, a hit writes exactly what the first run wrote.
    await rm(join(cacheDir, `${keyA}.json`));
    await run(cache);
    await run(cache);
    expect(await readFile(join(workspace, "out/docs/a.md.json"), "utf8")).toBe(firstOutput);
  });

  it("different parameters miss; without a cache nothing is read or written", async () => {
    const cache = new DirectoryCache(cacheDir);
    await run(cache);
    const other = await run(cache, { languages: ["deu"] });
    expect(other.report.documents.every((d) => !d.cached)).toBe(true);
    const off = await run(undefined);
    expect(off.report.documents.every((d) => !d.cached)).toBe(true);
    expect((await readdir(cacheDir)).filter((name) => name.endsWith(".json"))).toHaveLength(4);
  });

  it("never keeps a failure, and a broken cache only costs a warning", async () => {
    await put("docs/empty.md", "");
    const cache = new DirectoryCache(cacheDir);
    const first = await run(cache);
    expect(first.report.documents.find((d) => d.path === "docs/empty.md")?.ok).toBe(false);
    expect((await readdir(cacheDir)).filter((name) => name.endsWith(".json"))).toHaveLength(2);

    // A cache directory that is a file: reads and writes fail, documents are still partitioned.
    const blocked = join(cacheDir, "blocked");
    await writeFile(blocked, "not a directory");
    const lines: string[] = [];
    const result = await runPartitionMode({
      workspace,
      patterns: ["docs/a.md"],
      changedOnly: false,
      outDir: "out",
      params: parsePartitionForm({}),
      cache: new DirectoryCache(join(blocked, "entries")),
      log: (line) => lines.push(line),
    });
    expect(result.report.documents.map((d) => [d.ok, d.cached ?? false])).toEqual([[true, false]]);
    expect(lines.filter((line) => line.startsWith("warning: The cache could not be"))).toHaveLength(1);
  });

  it("caches the base versions the diff partitions", async () => {
    const cache = new DirectoryCache(cacheDir);
    const base = new TextEncoder().encode(
      "# Alpha\n\nThe old first paragraph of alpha, before the change.\n",
    );
    const options = {
      workspace,
      patterns: ["docs/*.md"],
      changes: [{ path: "docs/a.md", status: "modified" as const }],
      changedOnly: true,
      outDir: "out",
      params: parsePartitionForm({}),
      cache,
      readBase: async () => base,
    };
    const first = await runPartitionMode(options);
    expect(first.report.documents[0]?.diff?.changes.length).toBeGreaterThan(0);
    // The head version and the base version each got an entry.
    const baseKey = cacheKey(cacheScope({ params: parsePartitionForm({}) }), bytesSha256(base), "a.md");
    expect((await cache.get(baseKey))?.[1]?.text).toMatch(/old first paragraph/);
    // Planted base elements show up in the next diff: the base was not partitioned again.
    await cache.put(baseKey, [{ type: "Title", element_id: "x", text: "Alpha", metadata: {} }]);
    const second = await runPartitionMode(options);
    expect(second.report.documents[0]?.cached).toBe(true);
    const kinds = second.report.documents[0]?.diff?.changes.map((change) => change.kind);
    expect(kinds).toEqual(["added"]);
  });
});
