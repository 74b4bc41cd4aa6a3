// What the job runner sees of a connector: a source lists files and reads them, a destination takes one
// file's elements at a time. Types only: the registry that builds connectors (registry.ts) imports every
// connector module, and each of them imports these, so they live apart from it.

import type { Element } from "../../contract/element.js";
import type { OutboundPolicy } from "./outbound.js";

export type { ConnectorKind } from "../../contract/connector-facts.js";

/** Where the logs of a connector go; pino's logger fits. Messages never hold secrets. */
export interface ConnectorLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface ConnectorContext {
  /** Directories the filesystem connector may read and write under (`docflow serve --allow-dir`). */
  allowDirs: readonly string[];
  logger?: ConnectorLogger | undefined;
  /** Largest file a source reads; a larger one fails that file, not the job (default 100 MiB). */
  maxFileBytes?: number | undefined;
  /**
   * Most objects the cursor of an object-store source (s3, azure, gcs) records; past it no cursor is
   * stored (version-cursor.ts; default 1,000,000, DOCFLOW_MAX_CURSOR_ENTRIES).
   */
  maxCursorEntries?: number | undefined;
  /**
   * Which hosts a connector may connect to (outbound.ts); unset: public addresses only. Every connector
   * that opens network connections calls `checkOutboundHost` before each and connects with `policedLookup`.
   */
  outbound?: OutboundPolicy | undefined;
}

/** One file a source found. Nothing is read until `read` is called. */
export interface SourceFile {
  /** Stable within the source (an S3 key, a path under the root): the destination's record id. */
  id: string;
  /** The file's own name, with its extension: what partitioning sees as `metadata.filename`. */
  filename: string;
  /**
   * Where the file sits under the source's root, '/'-separated, filename included. Destinations that write
   * files mirror it, so two `report.pdf` in different folders do not overwrite each other.
   */
  path: string;
  size?: number | undefined;
  contentType?: string | undefined;
  /** Reads the whole file, refusing one over the size cap (ConnectorError `file_too_large`). */
  read(signal: AbortSignal): Promise<Uint8Array>;
  /** The source record stored with the elements, e.g. `{bucket, key, etag, last_modified}`. */
  record: Record<string, unknown>;
}

export interface ListOptions {
  /**
   * A cursor an earlier listing of the same source ended with (`cursor()`): list only the files added or
   * changed since. Ignored by sources that are not incremental.
   */
  since?: string | undefined;
  /**
   * List every file, changed or not (the workflow's `reprocess_all`), while still comparing with `since`
   * for what was removed, where the source can (the version cursor's sources); a change feed lists all.
   */
  all?: boolean | undefined;
}

/** A file an earlier listing had that the source no longer holds (deleted, or moved elsewhere). */
export interface RemovedFile {
  /** Its id in that earlier listing: the destination's record id. */
  id: string;
  /** Where it sat under the source's root, when known (a change feed may not say): file destinations need it. */
  path?: string | undefined;
  filename: string;
}

export interface SourceConnector {
  readonly type: string;
  /** Every file under the configured location (or, given `since`, the ones changed), page by page. */
  list(signal: AbortSignal, options?: ListOptions): AsyncIterable<SourceFile>;
  /**
   * Incremental sources only: once `list` has run to its end, the cursor from which a later listing
   * returns only what changed after it (the service's change token, delta link or folder cursor; for the
   * object stores, which have none, the versions of every object listed: version-cursor.ts).
   */
  cursor?(): string | undefined;
  /**
   * Incremental sources only: once `list` has run to its end, the files of the earlier listing (`since`)
   * that are gone: deleted, or moved out of the configured location (a move within it is a removal of the
   * old id plus a new file, where the id is the path). Never a file `list` yielded.
   */
  removed?(): RemovedFile[];
  /** Resolves when the source can be listed with the configured credentials; throws ConnectorError. */
  checkConnection(signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/** The file a destination writes for: `path` as the source gave it (uploaded files have none). */
export interface DestinationFile {
  id: string;
  filename: string;
  path?: string | undefined;
  record: Record<string, unknown>;
}

export interface DestinationConnector {
  readonly type: string;
  /**
   * Writes one file's elements. Writing the same file id again replaces what the earlier write left, so a
   * re-run or a retried job does not duplicate.
   */
  write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void>;
  /**
   * Deletes what writes of this file left: every record with its id (the object at its path, for the
   * destinations that write one file per document). Nothing there is no error, and nothing is created.
   */
  delete(file: DestinationFile, signal: AbortSignal): Promise<void>;
  /** Resolves when the destination can be written with the configured credentials; throws ConnectorError. */
  checkConnection(signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}
