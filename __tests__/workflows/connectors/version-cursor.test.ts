// The object stores' version cursor (version-cursor.ts): what counts as changed, the cursor's size, and its
// limit. The sources using it are run end to end in s3/azure/gcs.test.ts (checkIncrementalRuns).
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../../src/workflows/connectors/types.js";
import {
  ChangedFiles,
  DEFAULT_MAX_CURSOR_ENTRIES,
  VersionCursor,
} from "../../../src/workflows/connectors/version-cursor.js";

const file = (id: string, etag: string, last_modified = "2026-01-01T00:00:00.000Z"): SourceFile => ({
  id,
  filename: id,
  path: id,
  record: { etag, last_modified, size: 10 },
  read: async () => new Uint8Array(),
});

async function* listing(files: SourceFile[]): AsyncIterable<SourceFile> {
  yield* files;
}

async function changed(files: SourceFile[], since: string | undefined, maxCursorEntries?: number) {
  const warnings: string[] = [];
  const changedFiles = new ChangedFiles({
    allowDirs: [],
    maxCursorEntries,
    logger: { info: () => {}, warn: (m) => warnings.push(m) },
  });
  const out: string[] = [];
  for await (const found of changedFiles.list(listing(files), since)) out.push(found.id);
  return { ids: out, cursor: changedFiles.cursor(), warnings };
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

  it("writes 12 characters an object, and ignores a cursor it did not write", async () => {
    const { cursor } = await changed([file("a", "1"), file("b", "1")], undefined);
    expect(cursor).toMatch(/^v1:[A-Za-z0-9_-]{24}$/);
    expect((await changed([file("a", "1")], "AAGrnQ...a-dropbox-cursor")).ids).toEqual(["a"]);
    expect((await changed([file("a", "1")], "v1:short")).ids).toEqual(["a"]);
  });

  it("stores no cursor past the limit, with a warning, and still yields the changes", async () => {
    const files = [file("a", "1"), file("b", "1"), file("c", "1")];
    const capped = await changed(files, undefined, 2);
    expect(capped.ids).toEqual(["a", "b", "c"]);
    expect(capped.cursor).toBeUndefined();
    expect(capped.warnings.join("")).toMatch(/more than 2 objects.*DOCFLOW_MAX_CURSOR_ENTRIES/);
    const fits = await changed(files, undefined, 3);
    expect(fits.cursor).toHaveLength(3 + 36);
    expect(fits.warnings).toEqual([]);
    expect((await changed(files, undefined, 0)).cursor).toBeUndefined();
    expect(DEFAULT_MAX_CURSOR_ENTRIES).toBe(1_000_000);
  });

  it("grows 12 characters an object: 1.2 MB for 100,000", () => {
    const versions = new VersionCursor(undefined, 100_000);
    for (let i = 0; i < 100_000; i += 1) versions.changed(`key/${i}`, "etag");
    expect(versions.cursor().cursor?.length).toBe(3 + 1_200_000);
  }, 60_000);
});
