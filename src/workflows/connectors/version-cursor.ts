// Incremental listing for the sources without a change feed — the object stores (s3, azure, gcs) and the
// `filesystem` source: every run lists everything (listing is cheap next to reading and partitioning), and
// the cursor records what the last successful run saw: for each object its id and a digest of its version
// (S3 ETag + last-modified, Azure ETag, GCS generation, a file's size + modification time). A later run
// yields only the objects whose version differs or that are new, so an overwritten object (whatever its
// timestamps say) or a renamed one is processed; and the ids of the earlier cursor that the listing did
// not see are the objects deleted (or moved away) since, which `removed()` reports so that their records
// can be deleted from the destination. A version map rather than a last-modified high-water mark: clocks
// skew between writers and the store, and an overwrite may keep the same second, neither of which a
// digest cares about.
//
// Format v2: "v2:" + base64 of the raw-deflated JSON array of entries [id, version digest, path?]: the
// digest is 9 bytes of SHA-256 (72 bits) in 12 base64url characters; the path (where the object sits under
// the source's root, which file destinations mirror) is left out when it is the id, and given as the
// number of leading characters to drop when it is the end of the id (an object under the prefix). The
// sorted ids deflate well: about 18 base64 characters an object for keys like `reports/2026/q1-0001.pdf`. A collision
// of two digests of one id would hide one change, with a probability of 2⁻⁷² per overwrite. Past
// `maxCursorEntries` objects the listing gives no cursor: the stored one (if any) stays, so the next run
// processes more than needed, never less (and still sees what was deleted since the stored one). While a
// listing runs, the earlier cursor's entries (a Map) and the new ones take about 200 MB of heap per million
// objects. A v1 cursor (digests of id + version only, written by earlier versions) still tells what
// changed, but not what was deleted: the first run after an upgrade deletes nothing.
import { createHash } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { ConnectorContext, RemovedFile, SourceFile } from "./types.js";

/** Objects a version cursor records by default (DOCFLOW_MAX_CURSOR_ENTRIES). */
export const DEFAULT_MAX_CURSOR_ENTRIES = 1_000_000;

const V1 = "v1:";
const V2 = "v2:";
const V1_ENTRY_CHARS = 12;

type Entry = [id: string, version: string, path?: string | number];

function digest(text: string): string {
  return createHash("sha256").update(text).digest().subarray(0, 9).toString("base64url");
}

/** What an earlier cursor recorded: v2 by id (version and path), v1 only as digests of id + version. */
type Previous =
  | { kind: "v2"; entries: Map<string, { version: string; path: string }> }
  | { kind: "v1"; entries: Set<string> };

function parseCursor(since: string | undefined): Previous | undefined {
  if (since === undefined) return undefined;
  if (since.startsWith(V2)) {
    let list: unknown;
    try {
      list = JSON.parse(inflateRawSync(Buffer.from(since.slice(V2.length), "base64")).toString("utf8"));
    } catch {
      return undefined;
    }
    if (!Array.isArray(list)) return undefined;
    const entries = new Map<string, { version: string; path: string }>();
    for (const item of list as unknown[]) {
      if (!Array.isArray(item)) return undefined;
      const [id, version, path] = item as unknown[];
      if (typeof id !== "string" || typeof version !== "string") return undefined;
      const where = typeof path === "string" ? path : typeof path === "number" ? id.slice(path) : id;
      entries.set(id, { version, path: where });
    }
    return { kind: "v2", entries };
  }
  if (since.startsWith(V1)) {
    const body = since.slice(V1.length);
    if (body.length % V1_ENTRY_CHARS !== 0) return undefined;
    const entries = new Set<string>();
    for (let at = 0; at < body.length; at += V1_ENTRY_CHARS) entries.add(body.slice(at, at + V1_ENTRY_CHARS));
    return { kind: "v1", entries };
  }
  return undefined;
}

function entryOf(id: string, version: string, path: string): Entry {
  if (path === id) return [id, version];
  if (path !== "" && id.endsWith(path)) return [id, version, id.length - path.length];
  return [id, version, path];
}

/** One listing's view of the cursor: which objects changed, which are gone, and the cursor it ends with. */
export class VersionCursor {
  private readonly previous: Previous | undefined;
  /** Ids of the earlier (v2) cursor not listed yet: once the listing ends, the objects gone since. */
  private readonly unseen: Map<string, { version: string; path: string }> | undefined;
  private readonly next: Entry[] = [];
  private overflowed = false;

  /** `since`: the cursor of the last successful run; `limit`: objects the new cursor may record. */
  constructor(
    since: string | undefined,
    private readonly limit: number = DEFAULT_MAX_CURSOR_ENTRIES,
  ) {
    this.previous = parseCursor(since);
    this.unseen = this.previous?.kind === "v2" ? new Map(this.previous.entries) : undefined;
  }

  /** Records the object and tells whether it is new or changed since the earlier cursor. */
  changed(id: string, version: string, path: string = id): boolean {
    const versionDigest = digest(version);
    this.unseen?.delete(id);
    if (!this.overflowed) {
      if (this.next.length < this.limit) this.next.push(entryOf(id, versionDigest, path));
      else {
        this.overflowed = true;
        this.next.length = 0;
      }
    }
    const previous = this.previous;
    if (previous === undefined) return true;
    if (previous.kind === "v1") return !previous.entries.has(digest(`${id}\u0000${version}`));
    return previous.entries.get(id)?.version !== versionDigest;
  }

  /** Once every object was seen: the ones the earlier cursor had and the listing did not (v2 only). */
  removed(): RemovedFile[] {
    return [...(this.unseen ?? [])]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, { path }]) => ({
        id,
        path,
        filename: path.split("/").at(-1) || id,
      }));
  }

  /** Past the limit: undefined, and a warning for the log; otherwise the cursor of every object seen. */
  cursor(): { cursor?: string; warning?: string } {
    if (this.overflowed) {
      return {
        warning: `the listing holds more than ${this.limit} objects, the most an incremental cursor records (DOCFLOW_MAX_CURSOR_ENTRIES); the next run processes every object changed since the last stored cursor, or all of them`,
      };
    }
    this.next.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return { cursor: V2 + deflateRawSync(Buffer.from(JSON.stringify(this.next))).toString("base64") };
  }
}

/** An object's version as its source record states it: what changes when the object is overwritten. */
function versionOf(file: SourceFile): string {
  const { etag, generation, last_modified, size } = file.record;
  return JSON.stringify([etag ?? null, generation ?? null, last_modified ?? null, size ?? null]);
}

/**
 * The incremental listing of a source without a change feed: `list` yields the files of a full listing
 * that are new or changed since `since` (all of them with `all`), and once it has run to its end
 * `cursor()` is the cursor to store (undefined past the context's maxCursorEntries, with a warning
 * logged) and `removed()` the files of `since` that are gone.
 */
export class ChangedFiles {
  private lastCursor: string | undefined;
  private lastRemoved: RemovedFile[] = [];

  constructor(private readonly context: ConnectorContext) {}

  /** The versions of every object the last complete listing saw. */
  cursor(): string | undefined {
    return this.lastCursor;
  }

  /** The objects the earlier cursor had that the last complete listing did not see. */
  removed(): RemovedFile[] {
    return this.lastRemoved;
  }

  async *list(
    files: AsyncIterable<SourceFile>,
    since: string | undefined,
    all = false,
  ): AsyncIterable<SourceFile> {
    this.lastCursor = undefined;
    this.lastRemoved = [];
    const versions = new VersionCursor(since, this.context.maxCursorEntries ?? DEFAULT_MAX_CURSOR_ENTRIES);
    for await (const file of files) {
      if (versions.changed(file.id, versionOf(file), file.path) || all) yield file;
    }
    const { cursor, warning } = versions.cursor();
    if (warning) this.context.logger?.warn(warning);
    this.lastCursor = cursor;
    this.lastRemoved = versions.removed();
  }
}
