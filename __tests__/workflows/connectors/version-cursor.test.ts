// The version cursor of the object stores and the filesystem source (version-cursor.ts): what counts as
// changed, what as removed, the cursor's size, and its limit. The sources using it are run end to end in
// s3/azure/gcs/local.test.ts (checkIncrementalRuns) and deletions.test.ts.
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../../src/workflows/connectors/registry.js";
import {
  ChangedFiles,
  DEFAULT_MAX_CURSOR_ENTRIES,
  VersionCursor,
} from "../../../src/workflows/connectors/version-cursor.js";

const file = (
  id: string,
  etag: string,
  last_modified = "2026-01-01T00:00:00.000Z",
  path = id,
): SourceFile => ({
  id,
  filename: path.split("/").at(-1) ?? id,
  path,
  record: { etag, last_modified, size: 10 },
  read: async () => new Uint8Array(),
});

async function* listing(files: SourceFile[]): AsyncIterable<SourceFile> {
  yield* files;
}

async function changed(
  files: SourceFile[],
  since: string | undefined,
  maxCursorEntries?: number,
  all = false,
) {
  const warnings: string[] = [];
  const changedFiles = new ChangedFiles({
    allowDirs: [],
    maxCursorEntries,
    logger: { info: () => {}, warn: (m) => warnings.push(m) },
  });
  const out: string[] = [];
  for await (const found of changedFiles.list(listing(files), since, all)) out.push(found.id);
  return { ids: out, cursor: changedFiles.cursor(), removed: changedFiles.removed(), warnings };
}

describe("version cursor", () => {
  it("yields what is new or changed: a new ETag, or the same ETag with a new timestamp", async () => {
    const first = await changed([file("a", "1"), file("b", "1"), file("c", "1")], undefined);
    expect(first.ids).toEqual(["a", "b", "c"]);
    const second = await changed(
      [file("a", "1"), file("b", "2"), file("c", "1", "2026-01-02T00:00:00.000Z"), file("d", "1")],
      first.cursor,
    );
    expect(second.ids).toEqual(["b", "c", "d"]);
    expect((await changed([file("b", "2"), file("d", "1")], second.cursor)).ids).toEqual([]);
  });

  it("reports the objects gone since the earlier cursor, with the path they had; a move is a removal plus a new object", async () => {
    const first = await changed(
      [file("in/a.pdf", "1", undefined, "a.pdf"), file("in/b.pdf", "1", undefined, "b.pdf"), file("c", "1")],
      undefined,
    );
    expect(first.removed).toEqual([]);
    const second = await changed(
      [file("in/a.pdf", "1", undefined, "a.pdf"), file("in/sub/b.pdf", "1", undefined, "sub/b.pdf")],
      first.cursor,
    );
    expect(second.ids).toEqual(["in/sub/b.pdf"]);
    expect(second.removed).toEqual([
      { id: "c", path: "c", filename: "c" },
      { id: "in/b.pdf", path: "b.pdf", filename: "b.pdf" },
    ]);
    // Nothing listed at all: everything the cursor had is gone.
    const third = await changed([], second.cursor);
    expect(third.removed.map((removed) => removed.id).sort()).toEqual(["in/a.pdf", "in/sub/b.pdf"]);
  });

  it("lists everything with `all` (reprocess_all) and still reports what was removed", async () => {
    const first = await changed([file("a", "1"), file("b", "1")], undefined);
    const again = await changed([file("a", "1")], first.cursor, undefined, true);
    expect(again.ids).toEqual(["a"]);
    expect(again.removed.map((removed) => removed.id)).toEqual(["b"]);
  });

  it("reads a v1 cursor for what changed, but cannot tell what was removed; ignores a cursor it did not write", async () => {
    // v1: 12 characters of SHA-256 of `id \0 version` per object, as earlier versions stored it.
    const { createHash } = await import("node:crypto");
    const v1 = (id: string, etag: string) =>
      createHash("sha256")
        .update(`${id}\u0000${JSON.stringify([etag, null, "2026-01-01T00:00:00.000Z", 10])}`)
        .digest()
        .subarray(0, 9)
        .toString("base64url");
    const cursor = `v1:${v1("a", "1")}${v1("b", "1")}`;
    const run = await changed([file("a", "1"), file("b", "2")], cursor);
    expect(run.ids).toEqual(["b"]);
    expect(run.removed).toEqual([]);
    expect(run.cursor).toMatch(/^v2:/);
    expect((await changed([file("a", "1")], "AAGrnQ...a-dropbox-cursor")).ids).toEqual(["a"]);
    expect((await changed([file("a", "1")], "v1:short")).ids).toEqual(["a"]);
    expect((await changed([file("a", "1")], "v2:not-deflate")).ids).toEqual(["a"]);
  });

  it("stores no cursor past the limit, with a warning, and still yields the changes", async () => {
    const files = [file("a", "1"), file("b", "1"), file("c", "1")];
    const capped = await changed(files, undefined, 2);
    expect(capped.ids).toEqual(["a", "b", "c"]);
    expect(capped.cursor).toBeUndefined();
    expect(capped.warnings.join("")).toMatch(/more than 2 objects.*DOCFLOW_MAX_CURSOR_ENTRIES/);
    const fits = await changed(files, undefined, 3);
    expect(fits.cursor).toMatch(/^v2:/);
    expect(fits.warnings).toEqual([]);
    expect((await changed(files, undefined, 0)).cursor).toBeUndefined();
    expect(DEFAULT_MAX_CURSOR_ENTRIES).toBe(1_000_000);
  });

  it("holds about 18 characters an object under a common prefix: under 2 MB for 100,000", () => {
    const versions = new VersionCursor(undefined, 100_000);
    for (let i = 0; i < 100_000; i += 1) {
      const name = `q${i % 4}-${String(i).padStart(6, "0")}.pdf`;
      versions.changed(`reports/2026/${name}`, `etag-${i}`, name);
    }
    const length = versions.cursor().cursor?.length ?? 0;
    expect(length).toBeGreaterThan(100_000);
    expect(length).toBeLessThan(2_000_000);
    // And it reads back: nothing changed, nothing removed.
    const again = new VersionCursor(versions.cursor().cursor, 100_000);
    for (let i = 0; i < 100_000; i += 1) {
      const name = `q${i % 4}-${String(i).padStart(6, "0")}.pdf`;
      expect(again.changed(`reports/2026/${name}`, `etag-${i}`, name)).toBe(false);
    }
    expect(again.removed()).toEqual([]);
  }, 60_000);
});
