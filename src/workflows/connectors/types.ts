// What the job runner sees of a connector: a source lists files and reads them, a destination takes one
// file's elements at a time. The factories here turn a stored connector (type + opened config) into one,
// and validateConnectorConfig is what the API runs on create and update, so a bad config is a 422 at once
// rather than a failed job later.

import { STATE_CONNECTOR_TYPE, StateConnectorConfigSchema } from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { quoteAlternatives, type ValidationErrorItem, valueError } from "../../contract/validation.js";
import { createAstraDbDestination, parseAstraDbConfig } from "./astradb.js";
import { createAzureDestination, createAzureSource, parseAzureConfig } from "./azure.js";
import { ConnectorConfigError, parseConnectorConfig } from "./common.js";
import { createDropboxSource, parseDropboxConfig } from "./dropbox.js";
import { createGcsDestination, createGcsSource, parseGcsConfig } from "./gcs.js";
import { createGoogleDriveSource, parseGoogleDriveConfig } from "./google-drive.js";
import {
  createOneDriveSource,
  createSharePointSource,
  parseOneDriveConfig,
  parseSharePointConfig,
} from "./graph.js";
import { createFilesystemDestination, createFilesystemSource, parseFilesystemConfig } from "./local.js";
import { createMilvusDestination, parseMilvusConfig } from "./milvus.js";
import { createMongoDbDestination, parseMongoDbConfig } from "./mongodb.js";
import type { OutboundPolicy } from "./outbound.js";
import { createPineconeDestination, parsePineconeConfig } from "./pinecone.js";
import { createPostgresDestination, parsePostgresDestinationConfig } from "./postgres.js";
import { createQdrantDestination, parseQdrantConfig } from "./qdrant.js";
import { createRedisDestination, parseRedisDestinationConfig } from "./redis.js";
import { createS3Destination, createS3Source, parseS3Config } from "./s3.js";
import { sdkProblem } from "./sdk.js";
import { createSearchIndexDestination, parseSearchIndexConfig } from "./search-index.js";
import {
  createWeaviateDestination,
  parseWeaviateConfig,
  parseWeaviateDocsConfig,
  weaviateDocsConfig,
} from "./weaviate.js";

export type ConnectorKind = "source" | "destination";

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

export {
  ConnectorConfigError,
  ConnectorError,
  type ConnectorErrorCode,
  DEFAULT_MAX_FILE_BYTES,
} from "./common.js";

// ---------------------------------------------------------------------------------------------------------
// The registry

interface Implementation<C> {
  parse(config: unknown, context?: ConnectorContext): C;
  create(config: C, context: ConnectorContext): SourceConnector | DestinationConnector;
}

function implementation<C>(
  parse: Implementation<C>["parse"],
  create: Implementation<C>["create"],
): Implementation<unknown> {
  return { parse, create: (config, context) => create(config as C, context) };
}

// Parsing is separate from building so the API can validate a config without making a connector.
const IMPLEMENTATIONS: Record<ConnectorKind, Record<string, Implementation<unknown>>> = {
  source: {
    azure: implementation(
      (config) => parseAzureConfig("source", config),
      (config, context) => createAzureSource(config, context),
    ),
    dropbox: implementation(
      (config) => parseDropboxConfig(config),
      (config, context) => createDropboxSource(config, context),
    ),
    gcs: implementation(
      (config) => parseGcsConfig("source", config),
      (config, context) => createGcsSource(config, context),
    ),
    google_drive: implementation(
      (config) => parseGoogleDriveConfig(config),
      (config, context) => createGoogleDriveSource(config, context),
    ),
    onedrive: implementation(
      (config) => parseOneDriveConfig(config),
      (config, context) => createOneDriveSource(config, context),
    ),
    s3: implementation(
      (config) => parseS3Config("source", config),
      (config, context) => createS3Source(config, context),
    ),
    sharepoint: implementation(
      (config) => parseSharePointConfig(config),
      (config, context) => createSharePointSource(config, context),
    ),
    filesystem: implementation(
      (config, context) => parseFilesystemConfig("source", config, context),
      (config, context) => createFilesystemSource(config, context),
    ),
  },
  destination: {
    astradb: implementation(
      (config) => parseAstraDbConfig(config),
      (config, context) => createAstraDbDestination(config, context),
    ),
    azure: implementation(
      (config) => parseAzureConfig("destination", config),
      (config, context) => createAzureDestination(config, context),
    ),
    s3: implementation(
      (config) => parseS3Config("destination", config),
      (config, context) => createS3Destination(config, context),
    ),
    elasticsearch: implementation(
      (config) => parseSearchIndexConfig("elasticsearch", config),
      (config, context) => createSearchIndexDestination("elasticsearch", config, context),
    ),
    gcs: implementation(
      (config) => parseGcsConfig("destination", config),
      (config, context) => createGcsDestination(config, context),
    ),
    milvus: implementation(
      (config) => parseMilvusConfig(config),
      (config, context) => createMilvusDestination(config, context),
    ),
    mongodb: implementation(
      (config) => parseMongoDbConfig(config),
      (config, context) => createMongoDbDestination(config, context),
    ),
    opensearch: implementation(
      (config) => parseSearchIndexConfig("opensearch", config),
      (config, context) => createSearchIndexDestination("opensearch", config, context),
    ),
    pinecone: implementation(
      (config) => parsePineconeConfig(config),
      (config, context) => createPineconeDestination(config, context),
    ),
    "qdrant-cloud": implementation(
      (config) => parseQdrantConfig(config),
      (config, context) => createQdrantDestination(config, context),
    ),
    redis: implementation(
      (config) => parseRedisDestinationConfig(config),
      (config, context) => createRedisDestination(config, context),
    ),
    postgres: implementation(
      (config) => parsePostgresDestinationConfig(config),
      (config, context) => createPostgresDestination(config, context),
    ),
    filesystem: implementation(
      (config, context) => parseFilesystemConfig("destination", config, context),
      (config, context) => createFilesystemDestination(config, context),
    ),
    weaviate: implementation(
      (config) => parseWeaviateDocsConfig(config),
      (config, context) => createWeaviateDestination(weaviateDocsConfig(config), context, "weaviate"),
    ),
    "weaviate-cloud": implementation(
      (config) => parseWeaviateConfig(config),
      (config, context) => createWeaviateDestination(config, context),
    ),
  },
};

/** The connector types this server can run, per kind. */
export function supportedConnectorTypes(kind: ConnectorKind): string[] {
  return Object.keys(IMPLEMENTATIONS[kind]).sort();
}

/**
 * The 422 detail item for a type this server cannot run as that kind: it names the type and every type
 * it can run, so a workflow moved from the hosted service fails at once with what to change.
 */
export function unsupportedTypeError(
  kind: ConnectorKind,
  type: string,
  loc: (string | number)[] = ["body", "type"],
): ValidationErrorItem {
  const supported = supportedConnectorTypes(kind);
  return valueError(
    loc,
    `connector type '${type}' is not supported as a ${kind} by this server; the supported ${kind} types are ${quoteAlternatives(supported)}`,
    type,
  );
}

/** Whether this server can run a connector of this type as this kind. */
export function isSupportedConnectorType(kind: ConnectorKind, type: string): boolean {
  return Object.hasOwn(IMPLEMENTATIONS[kind], type);
}

/**
 * The 422 detail item for a type whose SDK is not installed where the server runs (sdk-packages.ts), or
 * undefined when it can run. Asked when a connector is stored, when a workflow is run and when a job opens
 * its connectors, so a missing package stops things before any document is read.
 */
export function missingSdkError(
  type: string,
  loc: (string | number)[] = ["body", "type"],
): ValidationErrorItem | undefined {
  const problem = sdkProblem(type);
  return problem === undefined ? undefined : valueError(loc, problem, type);
}

function implementationOf(kind: ConnectorKind, type: string): Implementation<unknown> {
  const found = isSupportedConnectorType(kind, type) ? IMPLEMENTATIONS[kind][type] : undefined;
  if (!found) throw new ConnectorConfigError(type, [unsupportedTypeError(kind, type)]);
  const missing = missingSdkError(type);
  if (missing) throw new ConnectorConfigError(type, [missing]);
  return found;
}

/**
 * Checks a connector config on create and update, field by field (and, given a context, a filesystem
 * path against the allowed directories); the result is the config with defaults filled in, as the hosted
 * service answers it. A type this server cannot run is refused (422 naming the type and the supported
 * ones): storing it would only move the failure to the first run. The one stored type that does not run
 * is `docflow apply`'s state (a `docflow-state` source), which workflows cannot name.
 */
export function validateConnectorConfig(
  kind: ConnectorKind,
  type: string,
  config: unknown,
  context?: ConnectorContext,
): Record<string, unknown> {
  if (kind === "source" && type === STATE_CONNECTOR_TYPE) {
    return parseConnectorConfig(type, StateConnectorConfigSchema, config);
  }
  return implementationOf(kind, type).parse(config, context) as Record<string, unknown>;
}

/** A source connector from its type and opened config; throws ConnectorConfigError. */
export function createSourceConnector(
  type: string,
  config: unknown,
  context: ConnectorContext,
): SourceConnector {
  const impl = implementationOf("source", type);
  return impl.create(impl.parse(config, context), context) as SourceConnector;
}

/** A destination connector from its type and opened config; throws ConnectorConfigError. */
export function createDestinationConnector(
  type: string,
  config: unknown,
  context: ConnectorContext,
): DestinationConnector {
  const impl = implementationOf("destination", type);
  return impl.create(impl.parse(config, context), context) as DestinationConnector;
}
