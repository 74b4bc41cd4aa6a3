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
import {
  ConnectorError,
  googleServiceAccountKey,
  guardedCall,
  onceUntilFailure,
  parseConnectorConfig,
} from "./common.js";
import { policedEndpoint, policedFetch, safeUrl } from "./endpoint.js";
import { type Download, defineObjectStore, type ObjectStore, type StoredObject } from "./object-store.js";
import { loadSdk } from "./sdk.js";
import { classifyFailure } from "./sdk-connector.js";
import { scrubSecrets } from "./secrets.js";
import type { ConnectorContext, ConnectorKind, DestinationFile } from "./types.js";

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

/** A bucket through @google-cloud/storage, which retries 429 and 5xx with exponential backoff. */
class GcsStore implements ObjectStore {
  readonly type = TYPE;
  readonly prefix: string;
  private readonly location: GcsLocation;
  private readonly where: string;
  private readonly secrets: string[];
  private readonly keyJson: string;
  private readonly endpoint: string;
  private readonly pageSize: number;

  constructor(
    config: GcsConfig,
    private readonly context: ConnectorContext,
    options: GcsOptions = {},
  ) {
    this.location = parseGcsRemoteUrl(config.remote_url) as GcsLocation;
    this.prefix = this.location.prefix;
    this.pageSize = options.pageSize ?? 1000;
    this.endpoint = process.env.STORAGE_EMULATOR_HOST || DEFAULT_ENDPOINT;
    this.where = `Google Cloud Storage at ${safeUrl(this.endpoint)}`;
    const { json, secrets } = googleServiceAccountKey(TYPE, config.service_account_key);
    this.keyJson = json;
    this.secrets = secrets;
  }

  private readonly bucket = onceUntilFailure(async (): Promise<Bucket> => {
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

  record(name: string): Record<string, unknown> {
    const bucket = this.location.bucket;
    return { bucket, key: name, url: `gs://${bucket}/${name}` };
  }

  describe(name: string): string {
    return `object '${name}' in bucket '${this.location.bucket}'`;
  }

  private call<T>(run: () => Promise<T>, signal: AbortSignal, object?: string): Promise<T> {
    return guardedCall(run, signal, (error) => this.failure(error, object));
  }

  failure(error: unknown, object?: string): ConnectorError {
    const err = error as { code?: number | string; message?: string };
    const status = typeof err.code === "number" ? err.code : undefined;
    const bucket = `bucket '${this.location.bucket}'`;
    const what = object === undefined ? bucket : `'${object}' in ${bucket}`;
    const detail = scrubSecrets(err.message ?? String(error), this.secrets);
    const kind = classifyFailure(status, typeof err.code === "string" ? err.code : "");
    const fail = (message: string) =>
      new ConnectorError(TYPE, kind?.code ?? "failed", scrubSecrets(message, this.secrets), {
        retryable: kind?.retryable ?? false,
      });
    switch (kind?.code) {
      case "not_found":
        return fail(
          object === undefined ? `${bucket} does not exist at ${this.where}` : `${what} was not found`,
        );
      case "access_denied":
        return fail(`access to ${what} was denied by ${this.where}: ${detail}`);
      case "unreachable":
        return fail(
          status === undefined
            ? `cannot reach ${this.where} (${err.code})`
            : `${this.where} answered ${status} for ${what}: ${detail}`,
        );
      default:
        return fail(`Google Cloud Storage request for ${what} failed: ${detail}`);
    }
  }

  async checkConnection(folder: string, signal: AbortSignal): Promise<void> {
    const bucket = await this.call(() => this.bucket(), signal);
    await this.call(
      () => bucket.getFiles({ prefix: folder || undefined, maxResults: 1, autoPaginate: false }),
      signal,
    );
  }

  async *list(folder: string, recursive: boolean, signal: AbortSignal): AsyncIterable<StoredObject> {
    const bucket = await this.call(() => this.bucket(), signal);
    let pageToken: string | undefined;
    do {
      const [files, next] = await this.call(
        () =>
          bucket.getFiles({
            prefix: folder || undefined,
            // With a delimiter the service rolls deeper names up into prefixes: only this level remains.
            delimiter: recursive ? undefined : "/",
            maxResults: this.pageSize,
            pageToken,
            autoPaginate: false,
          }),
        signal,
      );
      for (const file of files) {
        const metadata = file.metadata;
        yield {
          key: file.name,
          size: metadata.size === undefined ? undefined : Number(metadata.size),
          etag: metadata.etag,
          lastModified: metadata.updated,
          contentType: metadata.contentType,
          generation: metadata.generation === undefined ? undefined : String(metadata.generation),
        };
      }
      pageToken = (next as { pageToken?: string } | null | undefined)?.pageToken;
    } while (pageToken);
  }

  async download(name: string, signal: AbortSignal): Promise<Download> {
    const bucket = await this.call(() => this.bucket(), signal);
    const body = bucket.file(name).createReadStream({ validation: false }) as Readable &
      AsyncIterable<Uint8Array>;
    return { body };
  }

  async upload(name: string, body: string, file: DestinationFile, signal: AbortSignal): Promise<void> {
    const bucket = await this.call(() => this.bucket(), signal);
    await this.call(
      () =>
        bucket.file(name).save(body, {
          resumable: false,
          validation: false,
          contentType: "application/json",
          metadata: { metadata: { docflow_record_id: file.id } },
        }),
      signal,
      name,
    );
  }

  async remove(name: string, signal: AbortSignal): Promise<void> {
    const bucket = await this.call(() => this.bucket(), signal);
    await this.call(() => bucket.file(name).delete({ ignoreNotFound: true }), signal, name);
  }
}

export interface GcsOptions {
  /** Objects per listing page (1000 by default); smaller only in tests. */
  pageSize?: number;
}

const kit = defineObjectStore(
  GCS,
  (config: GcsConfig, context, options?: GcsOptions) => new GcsStore(config, context, options),
);

export const gcs = kit.connector;
export const createGcsSource = kit.createSource;
