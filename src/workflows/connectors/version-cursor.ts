// Incremental listing for the object stores (s3, azure, gcs), which have no change feed: every run lists
// everything (listing is cheap next to reading and partitioning), and the cursor records what the last
// successful run saw, one entry per object: a digest of its id and version (S3 ETag + last-modified,
// Azure ETag, GCS generation). A later run yields only the objects whose (id, version) is not in it, so a
// new object, an overwritten one (whatever its timestamps say) or a renamed one is processed, and a deleted
// one is simply not listed. A version map rather than a last-modified high-water mark: clocks skew between
// writers and the store, and an overwrite may keep the same second, neither of which a digest cares about.
//
// Each entry is 9 bytes of SHA-256 (72 bits), 12 base64url characters, concatenated without separators:
// a million objects make a 12 MB cursor. A collision would hide one changed object, with a probability
// of about n² / 2⁷³ (1e-10 for a million objects). Past `maxCursorEntries` objects the listing gives no
// cursor: the stored one (if any) stays, so the next run processes more than needed, never less.
// While a listing runs, the earlier cursor's entries (a Set) and the new ones take about 100 MB of heap
// per million objects.
import { createHash } from "node:crypto";
import type { ConnectorContext, SourceFile } from "./types.js";

/** Objects a version cursor records by default (DOCFLOW_MAX_CURSOR_ENTRIES): 12 MB of cursor at most. */
export const DEFAULT_MAX_CURSOR_ENTRIES = 1_000_000;

const PREFIX = "v1:";
const ENTRY_CHARS = 12;

function entryOf(id: string, version: string): string {
  return createHash("sha256").update(`${id}\u0000${version}`).digest().subarray(0, 9).toString("base64url");
}

/** The entries of a cursor this module wrote; anything else (another source's cursor) is none. */
function parseCursor(since: string | undefined): Set<string> | undefined {
  if (since === undefined || !since.startsWith(PREFIX)) return undefined;
  const body = since.slice(PREFIX.length);
  if (body.length % ENTRY_CHARS !== 0) return undefined;
  const entries = new Set<string>();
  for (let at = 0; at < body.length; at += ENTRY_CHARS) entries.add(body.slice(at, at + ENTRY_CHARS));
  return entries;
}

/** One listing's view of the cursor: which objects changed, and the cursor the listing ends with. */
export class VersionCursor {
  private readonly previous: Set<string> | undefined;
  private readonly next: string[] = [];
  private overflowed = false;

  /** `since`: the cursor of the last successful run; `limit`: objects the new cursor may record. */
  constructor(
    since: string | undefined,
    private readonly limit: number = DEFAULT_MAX_CURSOR_ENTRIES,
  ) {
    this.previous = parseCursor(since);
  }

  /** Records the object and tells whether it is new or changed since the earlier cursor. */
  changed(id: string, version: string): boolean {
    const entry = entryOf(id, version);
    if (!this.overflowed) {
      if (this.next.length < this.limit) this.next.push(entry);
      else {
        this.overflowed = true;
        this.next.length = 0;
      }
    }
    return !this.previous?.has(entry);
  }

  /** Past the limit: undefined, and a warning for the log; otherwise the cursor of every object seen. */
  cursor(): { cursor?: string; warning?: string } {
    if (this.overflowed) {
      return {
        warning: `the listing holds more than ${this.limit} objects, the most an incremental cursor records (DOCFLOW_MAX_CURSOR_ENTRIES); the next run processes every object changed since the last stored cursor, or all of them`,
      };
    }
    return { cursor: PREFIX + this.next.sort().join("") };
  }
}

/** An object's version as its source record states it: what changes when the object is overwritten. */
function versionOf(file: SourceFile): string {
  const { etag, generation, last_modified, size } = file.record;
  return JSON.stringify([etag ?? null, generation ?? null, last_modified ?? null, size ?? null]);
}

/**
 * An object-store source's incremental listing: `list` yields the files of a full listing that are new or
 * changed since `since`, and once it has run to its end `cursor()` is the cursor to store (undefined past
 * the context's maxCursorEntries, with a warning logged).
 */
export class ChangedFiles {
  private lastCursor: string | undefined;

  constructor(private readonly context: ConnectorContext) {}

  /** The versions of every object the last complete listing saw. */
  cursor(): string | undefined {
    return this.lastCursor;
  }

  async *list(files: AsyncIterable<SourceFile>, since: string | undefined): AsyncIterable<SourceFile> {
    this.lastCursor = undefined;
    const versions = new VersionCursor(since, this.context.maxCursorEntries ?? DEFAULT_MAX_CURSOR_ENTRIES);
    for await (const file of files) {
      if (versions.changed(file.id, versionOf(file))) yield file;
    }
    const { cursor, warning } = versions.cursor();
    if (warning) this.context.logger?.warn(warning);
    this.lastCursor = cursor;
  }
}
