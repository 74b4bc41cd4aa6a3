// What the object-store connectors (s3, azure, gcs) share, and, for sources, the filesystem too. A store
// says how to list, stat, download, upload and delete one object and how its failures read; the source
// here lists every object under the prefix (one level when not recursive), yields only the new or changed
// ones given a cursor (version-cursor.ts), reports the ones gone (`removed`), and reads each whole within
// the size limit; the destination writes one `<prefix>/<path>.json` per document and deletes it again.
import type { Readable } from "node:stream";
import type { ConnectorFacts, ConnectorKind } from "../../contract/connector-facts.js";
import type { Element } from "../../contract/element.js";
import {
  ConnectorError,
  DEFAULT_MAX_FILE_BYTES,
  documentOutputPath,
  readWithin,
  removedOutputPath,
} from "./common.js";
import { type ConnectorRuntime, defineConnector } from "./define.js";
import type {
  ConnectorContext,
  DestinationConnector,
  DestinationFile,
  ListOptions,
  RemovedFile,
  SourceConnector,
  SourceFile,
} from "./types.js";
import { ChangedFiles } from "./version-cursor.js";

/**
 * A source without a change feed: every run lists everything (`listAll`), and a version cursor tells
 * which files are new or changed since the last run that went through, and which are gone.
 */
export abstract class VersionedSource {
  protected abstract readonly context: ConnectorContext;
  private changedFiles: ChangedFiles | undefined;

  /** Every file under the configured location, whatever changed. */
  protected abstract listAll(signal: AbortSignal): AsyncIterable<SourceFile>;

  private get changes(): ChangedFiles {
    this.changedFiles ??= new ChangedFiles(this.context);
    return this.changedFiles;
  }

  /** The versions of every file the last complete listing saw (version-cursor.ts). */
  cursor(): string | undefined {
    return this.changes.cursor();
  }

  /** The files the earlier cursor had that the last complete listing did not see. */
  removed(): RemovedFile[] {
    return this.changes.removed();
  }

  /** Every file, or given `since`, the ones new or changed since (all are listed either way). */
  list(signal: AbortSignal, options: ListOptions = {}): AsyncIterable<SourceFile> {
    return this.changes.list(this.listAll(signal), options.since, options.all);
  }
}

/** One object as a store's listing describes it. */
export interface StoredObject {
  /** Its full name in the bucket or container. */
  key: string;
  size?: number | undefined;
  etag?: string | undefined;
  /** ISO 8601. */
  lastModified?: string | undefined;
  /** Cloud Storage's version number of the object. */
  generation?: string | undefined;
  contentType?: string | undefined;
}

/** A download: the object's bytes as a stream, and the size the service announced. */
export interface Download {
  body?: (Readable & AsyncIterable<Uint8Array>) | undefined;
  size?: number | undefined;
}

/** How a store is made besides its config: only the tests set anything. */
export interface ObjectStoreOptions {
  /** Objects per listing page (the service's maximum by default); smaller only in tests. */
  pageSize?: number;
}

/** What an object store (s3, azure, gcs) gives the shared source and destination. */
export interface ObjectStore {
  readonly type: string;
  /** The prefix of remote_url as given, without a leading slash ("" for the whole bucket). */
  readonly prefix: string;
  /** The source record of an object, before its version fields: bucket or container, key, url. */
  record(key: string): Record<string, unknown>;
  /** An object as messages name it: `S3 object 'a.pdf' in bucket 'docs'`. */
  describe(key: string): string;
  /** Every object under `folder` ("" or ending in "/"), only its direct children when not `recursive`. */
  list(folder: string, recursive: boolean, signal: AbortSignal): AsyncIterable<StoredObject>;
  /** The object at exactly `key`, or undefined, where remote_url may name one object. */
  stat?(key: string, signal: AbortSignal): Promise<StoredObject | undefined>;
  download(key: string, signal: AbortSignal): Promise<Download>;
  /** Writes `body` (JSON) at `key`, replacing what is there. */
  upload(key: string, body: string, file: DestinationFile, signal: AbortSignal): Promise<void>;
  /** Deletes the object at `key`; none there is no error. */
  remove(key: string, signal: AbortSignal): Promise<void>;
  /** Lists at most one object under `folder`: the bucket exists and the credentials may list it. */
  checkConnection(folder: string, signal: AbortSignal): Promise<void>;
  /** The store's failure for an error met while reading `key` (its messages name the object). */
  failure(error: unknown, key?: string): unknown;
  /** Releases what the store holds open, if anything (a client's sockets). */
  close?(): Promise<void>;
}

/** The prefix as a folder: "" or ending in "/". */
function folderOf(prefix: string): string {
  return prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`;
}

const basename = (key: string) => key.split("/").at(-1) ?? key;

export class ObjectStoreSource extends VersionedSource implements SourceConnector {
  readonly type: string;
  private readonly folder: string;
  private readonly maxFileBytes: number;

  constructor(
    private readonly store: ObjectStore,
    protected readonly context: ConnectorContext,
    private readonly recursive: boolean,
  ) {
    super();
    this.type = store.type;
    this.folder = folderOf(store.prefix);
    this.maxFileBytes = context.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  }

  checkConnection(signal: AbortSignal): Promise<void> {
    return this.store.checkConnection(this.folder, signal);
  }

  async close(): Promise<void> {
    await this.store.close?.();
  }

  protected async *listAll(signal: AbortSignal): AsyncIterable<SourceFile> {
    let found = 0;
    for await (const object of this.store.list(this.folder, this.recursive, signal)) {
      // Names ending in "/" are the folder markers consoles and tools create, not files.
      if (object.key.endsWith("/")) continue;
      found += 1;
      yield this.file(object, object.key.slice(this.folder.length));
    }
    // `s3://bucket/report.pdf` names one object rather than a folder.
    const exact = this.store.prefix;
    if (found === 0 && exact !== "" && !exact.endsWith("/") && this.store.stat) {
      const object = await this.store.stat(exact, signal);
      if (object) yield this.file(object, basename(exact));
    }
  }

  private file(object: StoredObject, path: string): SourceFile {
    const record = this.store.record(object.key);
    if (object.etag) record.etag = object.etag.replace(/^"|"$/g, "");
    if (object.generation) record.generation = object.generation;
    if (object.lastModified) record.last_modified = object.lastModified;
    if (object.size !== undefined) record.size = object.size;
    return {
      id: object.key,
      filename: basename(object.key),
      path,
      size: object.size,
      contentType: object.contentType,
      record,
      read: (signal) => this.read(object.key, signal, object.size),
    };
  }

  /** Streams one object into memory, refused when its size is over the limit, stopped when it passes it. */
  async read(key: string, signal: AbortSignal, listedSize?: number): Promise<Uint8Array> {
    const tooLarge = (size: string) =>
      new ConnectorError(
        this.type,
        "file_too_large",
        `${this.store.describe(key)} is ${size}, over the limit of ${this.maxFileBytes} bytes`,
      );
    if (listedSize !== undefined && listedSize > this.maxFileBytes) throw tooLarge(`${listedSize} bytes`);
    const { body, size } = await this.store.download(key, signal);
    if (!body) return new Uint8Array();
    return readWithin(body, size, this.maxFileBytes, signal, tooLarge, (error) =>
      this.store.failure(error, key),
    );
  }
}

export class ObjectStoreDestination implements DestinationConnector {
  readonly type: string;
  private readonly folder: string;

  constructor(private readonly store: ObjectStore) {
    this.type = store.type;
    this.folder = folderOf(store.prefix);
  }

  checkConnection(signal: AbortSignal): Promise<void> {
    return this.store.checkConnection(this.folder, signal);
  }

  async close(): Promise<void> {
    await this.store.close?.();
  }

  /** Where a document's elements go: `<prefix>/<path>.json`. */
  keyFor(file: DestinationFile): string {
    return `${this.folder}${documentOutputPath(file)}`;
  }

  /** One object per document: a re-run overwrites it, so the store never holds two copies. */
  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    await this.store.upload(this.keyFor(file), JSON.stringify(elements), file, signal);
  }

  /** Deletes the document's object, when there is one. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    await this.store.remove(`${this.folder}${removedOutputPath(this.type, file)}`, signal);
  }
}

/**
 * An object store's connector: its source and destination over one store adapter, built by `store`
 * from a parsed config (`options` are the tests' page sizes). `createSource` is the source alone; `parse`
 * checks a config of either kind (the facts' schemas, unless the store checks more).
 */
export function defineObjectStore<C extends { recursive?: boolean | undefined }, O>(
  facts: ConnectorFacts,
  store: (config: C, context: ConnectorContext, options?: O) => ObjectStore,
  parse?: (kind: ConnectorKind, config: unknown) => C,
): {
  connector: ConnectorRuntime;
  createSource(config: C, context: ConnectorContext, options?: O): ObjectStoreSource;
  parse(kind: ConnectorKind, config: unknown): C;
} {
  const createSource = (config: C, context: ConnectorContext, options?: O) =>
    new ObjectStoreSource(store(config, context, options), context, config.recursive !== false);
  const connector = defineConnector(facts, {
    ...(parse ? { parse } : {}),
    source: (config: unknown, context: ConnectorContext) => createSource(config as C, context),
    destination: (config: unknown, context: ConnectorContext) =>
      new ObjectStoreDestination(store(config as C, context)),
  } as Parameters<typeof defineConnector>[1]);
  return { connector, createSource, parse: (kind, config) => connector.parse(kind, config) as C };
}
