// The gcs (Google Cloud Storage) source and destination, with the hosted service's config: `remote_url`
// (gs://bucket/prefix), `service_account_key` (the JSON key, as a string) and, for a source, `recursive`;
// through the official client (@google-cloud/storage, loaded on first use). The source lists page by page
// (one folder level with a "/" delimiter when not recursive); the destination writes one
// `<prefix>/<path>.json` per document, so a re-run overwrites the same object. The client retries 429 and
// 5xx with exponential backoff. Its endpoint is https://storage.googleapis.com unless the server's
// environment sets STORAGE_EMULATOR_HOST (the client's own emulator setting, which also turns auth off).

import type { Readable } from "node:stream";
import type { Bucket } from "@google-cloud/storage";
import type { z } from "zod";
import {
  GCS,
  GcsDestinationConfigSchema,
  type GcsLocation,
  GcsSourceConfigSchema,
  parseGcsRemoteUrl,
} from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import {
  ConnectorError,
  type ConnectorErrorCode,
  DEFAULT_MAX_FILE_BYTES,
  documentOutputPath,
  googleServiceAccountKey,
  guardedCall,
  onceUntilFailure,
  parseConnectorConfig,
  readWithin,
  removedOutputPath,
} from "./common.js";
import { defineConnector } from "./define.js";
import { policedEndpoint, policedFetch, safeUrl } from "./endpoint.js";
import { loadSdk } from "./sdk.js";
import { scrubSecrets } from "./secrets.js";
import type {
  ConnectorContext,
  ConnectorKind,
  DestinationConnector,
  DestinationFile,
  ListOptions,
  RemovedFile,
  SourceConnector,
  SourceFile,
} from "./types.js";
import { ChangedFiles } from "./version-cursor.js";

const TYPE = "gcs";
const DEFAULT_ENDPOINT = "https://storage.googleapis.com";
/** Read and write: one client serves the source and the destination. */
const SCOPE = "https://www.googleapis.com/auth/devstorage.read_write";

export type GcsConfig = z.output<typeof GcsDestinationConfigSchema> & { recursive?: boolean };

export function parseGcsConfig(kind: ConnectorKind, config: unknown): GcsConfig {
  return parseConnectorConfig(
    TYPE,
    kind === "source" ? GcsSourceConfigSchema : GcsDestinationConfigSchema,
    config,
  ) as GcsConfig;
}

interface ObjectInfo {
  name: string;
  size?: number | undefined;
  etag?: string | undefined;
  updated?: string | undefined;
  contentType?: string | undefined;
  generation?: string | undefined;
}

class GcsBase {
  readonly type = TYPE;
  protected readonly location: GcsLocation;
  protected readonly folder: string;
  protected readonly where: string;
  private readonly secrets: string[];
  private readonly keyJson: string;
  private readonly endpoint: string;

  constructor(
    protected readonly config: GcsConfig,
    protected readonly context: ConnectorContext,
  ) {
    this.location = parseGcsRemoteUrl(config.remote_url) as GcsLocation;
    const prefix = this.location.prefix;
    this.folder = prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`;
    this.endpoint = process.env.STORAGE_EMULATOR_HOST || DEFAULT_ENDPOINT;
    this.where = `Google Cloud Storage at ${safeUrl(this.endpoint)}`;
    const { json, secrets } = googleServiceAccountKey(TYPE, config.service_account_key);
    this.keyJson = json;
    this.secrets = secrets;
  }

  protected readonly bucket = onceUntilFailure(async (): Promise<Bucket> => {
    const endpoint = await policedEndpoint(
      TYPE,
      this.endpoint,
      "STORAGE_EMULATOR_HOST",
      this.context.outbound,
    );
    const [sdk, auth] = await Promise.all([
      loadSdk(TYPE, "@google-cloud/storage", () => import("@google-cloud/storage")),
      import("google-auth-library"),
    ]);
    const credentials = JSON.parse(this.keyJson) as {
      client_email: string;
      private_key: string;
      project_id?: string;
    };
    // The client's `credentials` option makes google-auth-library warn that it is deprecated on every
    // connection: the service account's JWT client is built here and handed over instead. Its token
    // request goes through the outbound policy like the rest.
    const authClient = new auth.JWT({
      email: credentials.client_email,
      key: credentials.private_key,
      scopes: [SCOPE],
      transporterOptions: {
        fetchImplementation: policedFetch(TYPE, "service_account_key", this.context.outbound),
      },
    });
    const storage = new sdk.Storage({
      authClient,
      projectId: credentials.project_id,
      ...(this.endpoint === DEFAULT_ENDPOINT ? {} : { apiEndpoint: endpoint.toString().replace(/\/$/, "") }),
      retryOptions: { autoRetry: true, maxRetries: 3, maxRetryDelay: 10 },
    });
    return storage.bucket(this.location.bucket);
  });

  async close(): Promise<void> {}

  protected async call<T>(run: () => Promise<T>, signal: AbortSignal, object?: string): Promise<T> {
    return guardedCall(run, signal, (error) => this.failure(error, object));
  }

  protected failure(error: unknown, object?: string): ConnectorError {
    const err = error as { code?: number | string; message?: string };
    const status = typeof err.code === "number" ? err.code : undefined;
    const bucket = `bucket '${this.location.bucket}'`;
    const what = object === undefined ? bucket : `'${object}' in ${bucket}`;
    const detail = scrubSecrets(err.message ?? String(error), this.secrets);
    const fail = (code: ConnectorErrorCode, message: string, retryable = false) =>
      new ConnectorError(TYPE, code, scrubSecrets(message, this.secrets), { retryable });
    if (status === 404) {
      return fail(
        "not_found",
        object === undefined ? `${bucket} does not exist at ${this.where}` : `${what} was not found`,
      );
    }
    if (status === 401 || status === 403) {
      return fail("access_denied", `access to ${what} was denied by ${this.where}: ${detail}`);
    }
    if (status === 429 || (status !== undefined && status >= 500)) {
      return fail("unreachable", `${this.where} answered ${status} for ${what}: ${detail}`, true);
    }
    if (
      typeof err.code === "string" &&
      /^E(CONNREFUSED|NOTFOUND|CONNRESET|TIMEDOUT|AI_AGAIN|HOSTUNREACH)$/.test(err.code)
    ) {
      return fail("unreachable", `cannot reach ${this.where} (${err.code})`, true);
    }
    return fail("failed", `Google Cloud Storage request for ${what} failed: ${detail}`);
  }

  /** Lists at most one object under the prefix: proves the bucket exists and may be listed. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    const bucket = await this.call(() => this.bucket(), signal);
    await this.call(
      () => bucket.getFiles({ prefix: this.folder || undefined, maxResults: 1, autoPaginate: false }),
      signal,
    );
  }
}

export interface GcsOptions {
  /** Objects per listing page (1000 by default); smaller only in tests. */
  pageSize?: number;
}

export class GcsSource extends GcsBase implements SourceConnector {
  private readonly pageSize: number;
  private readonly maxFileBytes: number;

  constructor(config: GcsConfig, context: ConnectorContext, options: GcsOptions = {}) {
    super(config, context);
    this.pageSize = options.pageSize ?? 1000;
    this.maxFileBytes = context.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  }

  private readonly changedFiles = new ChangedFiles(this.context);

  /** The versions of every object the last complete listing saw (version-cursor.ts). */
  cursor(): string | undefined {
    return this.changedFiles.cursor();
  }

  /** The objects the earlier cursor had that the last complete listing did not see. */
  removed(): RemovedFile[] {
    return this.changedFiles.removed();
  }

  /** Every object, or given `since`, the ones new or changed since (all are listed either way). */
  list(signal: AbortSignal, options: ListOptions = {}): AsyncIterable<SourceFile> {
    return this.changedFiles.list(this.listAll(signal), options.since, options.all);
  }

  private async *listAll(signal: AbortSignal): AsyncIterable<SourceFile> {
    const bucket = await this.call(() => this.bucket(), signal);
    let pageToken: string | undefined;
    do {
      const [files, next] = await this.call(
        () =>
          bucket.getFiles({
            prefix: this.folder || undefined,
            // With a delimiter the service rolls deeper names up into prefixes: only this level remains.
            delimiter: this.config.recursive === false ? "/" : undefined,
            maxResults: this.pageSize,
            pageToken,
            autoPaginate: false,
          }),
        signal,
      );
      for (const file of files) {
        if (file.name.endsWith("/")) continue;
        const metadata = file.metadata;
        yield this.file(file.name.slice(this.folder.length), {
          name: file.name,
          size: metadata.size === undefined ? undefined : Number(metadata.size),
          etag: metadata.etag,
          updated: metadata.updated,
          contentType: metadata.contentType,
          generation: metadata.generation === undefined ? undefined : String(metadata.generation),
        });
      }
      pageToken = (next as { pageToken?: string } | null | undefined)?.pageToken;
    } while (pageToken);
  }

  private file(path: string, info: ObjectInfo): SourceFile {
    const record: Record<string, unknown> = {
      bucket: this.location.bucket,
      key: info.name,
      url: `gs://${this.location.bucket}/${info.name}`,
    };
    if (info.etag) record.etag = info.etag;
    if (info.generation) record.generation = info.generation;
    if (info.updated) record.last_modified = info.updated;
    if (info.size !== undefined) record.size = info.size;
    return {
      id: info.name,
      filename: info.name.split("/").at(-1) ?? info.name,
      path,
      size: info.size,
      contentType: info.contentType,
      record,
      read: (signal) => this.read(info.name, info.size, signal),
    };
  }

  /** Streams one object into memory, stopping as soon as it passes the size cap. */
  async read(name: string, size: number | undefined, signal: AbortSignal): Promise<Uint8Array> {
    const tooLarge = (what: string) =>
      new ConnectorError(
        TYPE,
        "file_too_large",
        `object '${name}' in bucket '${this.location.bucket}' is ${what}, over the limit of ${this.maxFileBytes} bytes`,
      );
    if (size !== undefined && size > this.maxFileBytes) throw tooLarge(`${size} bytes`);
    const bucket = await this.call(() => this.bucket(), signal);
    const stream = bucket.file(name).createReadStream({ validation: false }) as Readable &
      AsyncIterable<Uint8Array>;
    return readWithin(stream, undefined, this.maxFileBytes, signal, tooLarge, (error) =>
      this.failure(error, name),
    );
  }
}

export class GcsDestination extends GcsBase implements DestinationConnector {
  objectFor(file: DestinationFile): string {
    return `${this.folder}${documentOutputPath(file)}`;
  }

  /** Deletes the document's object, when there is one. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    const name = `${this.folder}${removedOutputPath(TYPE, file)}`;
    const bucket = await this.call(() => this.bucket(), signal);
    await this.call(() => bucket.file(name).delete({ ignoreNotFound: true }), signal, name);
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const name = this.objectFor(file);
    const bucket = await this.call(() => this.bucket(), signal);
    // One object per document: a re-run overwrites it, so the bucket never holds two copies.
    await this.call(
      () =>
        bucket.file(name).save(JSON.stringify(elements), {
          resumable: false,
          validation: false,
          contentType: "application/json",
          metadata: { metadata: { docflow_record_id: file.id } },
        }),
      signal,
      name,
    );
  }
}

export function createGcsSource(
  config: GcsConfig,
  context: ConnectorContext,
  options?: GcsOptions,
): GcsSource {
  return new GcsSource(config, context, options);
}

export function createGcsDestination(config: GcsConfig, context: ConnectorContext): GcsDestination {
  return new GcsDestination(config, context);
}

export const gcs = defineConnector(GCS, {
  source: (config, context) => new GcsSource(config, context),
  destination: (config, context) => new GcsDestination(config, context),
});
