// The azure (Blob storage) source and destination, with the hosted service's config: `remote_url`
// (az://container/prefix), then `account_name` with `account_key` or `sas_token` (or neither, for a public
// container), or a `connection_string` on its own (which may name a BlobEndpoint, as Azurite's does).
// The source lists page by page, flat (recursive) or one folder level; the destination writes one
// `<prefix>/<path>.json` per document, so a re-run overwrites the same blob. Retries with backoff on
// throttling (503/500) and dropped connections are the SDK's storage retry policy.

import type { Readable } from "node:stream";
import type { BlobServiceClient, ContainerClient } from "@azure/storage-blob";
import type { z } from "zod";
import {
  AZURE,
  AzureDestinationConfigSchema,
  type AzureLocation,
  AzureSourceConfigSchema,
  parseAzureRemoteUrl,
} from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import {
  ConnectorError,
  type ConnectorErrorCode,
  DEFAULT_MAX_FILE_BYTES,
  documentOutputPath,
  guardedCall,
  NETWORK_ERROR_CODES,
  onceUntilFailure,
  parseConnectorConfig,
  readWithin,
  removedOutputPath,
} from "./common.js";
import { defineConnector } from "./define.js";
import { policedEndpoint, safeUrl } from "./endpoint.js";
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

const TYPE = "azure";

export type AzureConfig = z.output<typeof AzureDestinationConfigSchema> & { recursive?: boolean };

/** Validates an azure config; throws ConnectorConfigError naming each bad field. */
export function parseAzureConfig(kind: ConnectorKind, config: unknown): AzureConfig {
  return parseConnectorConfig(
    TYPE,
    kind === "source" ? AzureSourceConfigSchema : AzureDestinationConfigSchema,
    config,
  ) as AzureConfig;
}

// The development account every Azurite and the storage emulator know; published by Microsoft.
const DEV_ACCOUNT = "devstoreaccount1";
const DEV_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

interface AzureAccess {
  endpoint: string;
  /** The config field the endpoint came from, for messages. */
  field: string;
  account?: string | undefined;
  key?: string | undefined;
  sas?: string | undefined;
}

/** Endpoint and credentials from the config: a connection string, or an account name. */
export function azureAccess(config: AzureConfig): AzureAccess {
  if (config.connection_string) {
    const parts = new Map<string, string>();
    for (const part of config.connection_string.split(";")) {
      const at = part.indexOf("=");
      if (at > 0) parts.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
    }
    if (parts.get("usedevelopmentstorage")?.toLowerCase() === "true") {
      return {
        endpoint: `http://127.0.0.1:10000/${DEV_ACCOUNT}`,
        field: "connection_string",
        account: DEV_ACCOUNT,
        key: DEV_KEY,
      };
    }
    const account = parts.get("accountname");
    const endpoint =
      parts.get("blobendpoint") ??
      `${parts.get("defaultendpointsprotocol") ?? "https"}://${account}.blob.${parts.get("endpointsuffix") ?? "core.windows.net"}`;
    return {
      endpoint,
      field: "connection_string",
      account,
      key: parts.get("accountkey"),
      sas: parts.get("sharedaccesssignature"),
    };
  }
  return {
    endpoint: `https://${config.account_name}.blob.core.windows.net`,
    field: "account_name",
    account: config.account_name ?? undefined,
    key: config.account_key ?? undefined,
    sas: config.sas_token ?? undefined,
  };
}

class AzureBase {
  readonly type = TYPE;
  protected readonly location: AzureLocation;
  /** The prefix as a folder: "" or ending in "/". */
  protected readonly folder: string;
  protected readonly secrets: string[];
  protected readonly where: string;

  constructor(
    protected readonly config: AzureConfig,
    protected readonly context: ConnectorContext,
  ) {
    this.location = parseAzureRemoteUrl(config.remote_url) as AzureLocation;
    const prefix = this.location.prefix;
    this.folder = prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`;
    const access = azureAccess(config);
    this.secrets = [
      config.account_key,
      config.sas_token,
      config.connection_string,
      access.key,
      access.sas,
    ].filter((value): value is string => (value?.length ?? 0) >= 4);
    this.where = `Azure Blob storage at ${safeUrl(access.endpoint)}`;
  }

  /** The container's client, built once; the SDK is loaded on first use. */
  protected readonly containerClient = onceUntilFailure(async (): Promise<ContainerClient> => {
    const access = azureAccess(this.config);
    const endpoint = await policedEndpoint(TYPE, access.endpoint, access.field, this.context.outbound);
    const sdk = await loadSdk(TYPE, "@azure/storage-blob", () => import("@azure/storage-blob"));
    const credential =
      access.key && access.account
        ? new sdk.StorageSharedKeyCredential(access.account, access.key)
        : new sdk.AnonymousCredential();
    const base = endpoint.toString().replace(/\/$/, "");
    const url = access.sas && !access.key ? `${base}?${access.sas.replace(/^\?/, "")}` : base;
    const service: BlobServiceClient = new sdk.BlobServiceClient(url, credential, {
      retryOptions: {
        maxTries: 4,
        retryDelayInMs: 500,
        maxRetryDelayInMs: 10_000,
        tryTimeoutInMs: 120_000,
      },
      userAgentOptions: { userAgentPrefix: "docflow" },
    });
    return service.getContainerClient(this.location.container);
  });

  async close(): Promise<void> {}

  /** Runs one SDK call, turning its errors into ConnectorErrors that name the container and blob only. */
  protected async call<T>(run: () => Promise<T>, signal: AbortSignal, blob?: string): Promise<T> {
    return guardedCall(run, signal, (error) => this.failure(error, blob));
  }

  protected failure(error: unknown, blob?: string): ConnectorError {
    const err = error as { statusCode?: number; code?: string; message?: string; name?: string };
    const container = `container '${this.location.container}'`;
    const object = blob === undefined ? container : `blob '${blob}' in ${container}`;
    const fail = (code: ConnectorErrorCode, message: string, retryable = false) =>
      new ConnectorError(TYPE, code, scrubSecrets(message, this.secrets), { retryable });
    const status = err.statusCode;
    const code = err.code ?? err.name ?? "Error";
    if (code === "ContainerNotFound")
      return fail("not_found", `${container} does not exist in ${this.where}`);
    if (code === "BlobNotFound" || (blob !== undefined && status === 404)) {
      return fail("not_found", `${object} was not found in ${this.where}`);
    }
    if (
      status === 401 ||
      status === 403 ||
      /^Authentication|^Authorization|InsufficientAccountPermissions/.test(code)
    ) {
      return fail(
        "access_denied",
        `access to ${object} was denied by ${this.where} (${code}): check account_key, sas_token or connection_string, and the container's access level`,
      );
    }
    if (
      // The Azure SDK's own name for a request that never reached the service.
      NETWORK_ERROR_CODES.includes(code) ||
      code === "REQUEST_SEND_ERROR"
    ) {
      return fail("unreachable", `cannot reach ${this.where} (${code})`, true);
    }
    if (status !== undefined && (status >= 500 || status === 429)) {
      return fail("failed", `${this.where} answered ${status} (${code}) for ${object}`, true);
    }
    return fail(
      "failed",
      `Azure Blob request for ${object} failed: ${code}${err.message ? `: ${firstLine(err.message)}` : ""}`,
    );
  }

  /** Lists at most one blob under the prefix: proves the container exists and may be listed. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    const container = await this.call(() => this.containerClient(), signal);
    await this.call(async () => {
      const pages = container.listBlobsFlat({ prefix: this.folder || undefined }).byPage({ maxPageSize: 1 });
      await pages.next();
    }, signal);
  }
}

function firstLine(message: string): string {
  return message.split("\n")[0] ?? message;
}

export interface AzureOptions {
  /** Blobs per listing page (5000, the service's maximum, by default); smaller only in tests. */
  pageSize?: number;
}

interface BlobInfo {
  name: string;
  size?: number | undefined;
  etag?: string | undefined;
  lastModified?: Date | undefined;
  contentType?: string | undefined;
}

export class AzureSource extends AzureBase implements SourceConnector {
  private readonly pageSize: number;
  private readonly maxFileBytes: number;

  constructor(config: AzureConfig, context: ConnectorContext, options: AzureOptions = {}) {
    super(config, context);
    this.pageSize = options.pageSize ?? 5000;
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
    const container = await this.call(() => this.containerClient(), signal);
    const prefix = this.folder || undefined;
    // Flat listing walks every "folder"; by hierarchy with "/" gives only this level's blobs.
    const pages =
      this.config.recursive === false
        ? container.listBlobsByHierarchy("/", { prefix }).byPage({ maxPageSize: this.pageSize })
        : container.listBlobsFlat({ prefix }).byPage({ maxPageSize: this.pageSize });
    let found = 0;
    for (;;) {
      const page = await this.call(() => pages.next(), signal);
      if (page.done) break;
      for (const item of page.value.segment.blobItems) {
        // Names ending in "/" are the folder markers tools create, not files.
        if (item.name.endsWith("/")) continue;
        found += 1;
        yield this.file(item.name, item.name.slice(this.folder.length), {
          name: item.name,
          size: item.properties.contentLength,
          etag: item.properties.etag,
          lastModified: item.properties.lastModified,
          contentType: item.properties.contentType,
        });
      }
    }
    // `az://container/report.pdf` names one blob rather than a folder.
    const exact = this.location.prefix;
    if (found === 0 && exact !== "" && !exact.endsWith("/")) {
      const blob = container.getBlobClient(exact);
      const exists = await this.call(() => blob.exists({ abortSignal: signal }), signal, exact);
      if (exists) {
        const properties = await this.call(() => blob.getProperties({ abortSignal: signal }), signal, exact);
        yield this.file(exact, exact.split("/").at(-1) ?? exact, {
          name: exact,
          size: properties.contentLength,
          etag: properties.etag,
          lastModified: properties.lastModified,
          contentType: properties.contentType,
        });
      }
    }
  }

  private file(name: string, path: string, info: BlobInfo): SourceFile {
    const record: Record<string, unknown> = {
      container: this.location.container,
      blob: name,
      url: `az://${this.location.container}/${name}`,
    };
    if (info.etag) record.etag = info.etag.replace(/^"|"$/g, "");
    if (info.lastModified) record.last_modified = info.lastModified.toISOString();
    if (info.size !== undefined) record.size = info.size;
    return {
      id: name,
      filename: name.split("/").at(-1) ?? name,
      path,
      size: info.size,
      contentType: info.contentType,
      record,
      read: (signal) => this.read(name, signal),
    };
  }

  /** Streams one blob into memory, stopping as soon as it passes the size cap. */
  async read(name: string, signal: AbortSignal): Promise<Uint8Array> {
    const container = await this.call(() => this.containerClient(), signal);
    const tooLarge = (size: string) =>
      new ConnectorError(
        TYPE,
        "file_too_large",
        `blob '${name}' in container '${this.location.container}' is ${size}, over the limit of ${this.maxFileBytes} bytes`,
      );
    const download = await this.call(
      () => container.getBlobClient(name).download(0, undefined, { abortSignal: signal }),
      signal,
      name,
    );
    const body = download.readableStreamBody as (Readable & AsyncIterable<Uint8Array>) | undefined;
    if (!body) return new Uint8Array();
    return readWithin(body, download.contentLength, this.maxFileBytes, signal, tooLarge, (error) =>
      this.failure(error, name),
    );
  }
}

export class AzureDestination extends AzureBase implements DestinationConnector {
  /** Where a file's elements go: `<prefix>/<path>.json`. */
  blobFor(file: DestinationFile): string {
    return `${this.folder}${documentOutputPath(file)}`;
  }

  /** Deletes the document's blob (and its snapshots), when there is one. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    const name = `${this.folder}${removedOutputPath(TYPE, file)}`;
    const container = await this.call(() => this.containerClient(), signal);
    await this.call(
      () => container.getBlobClient(name).deleteIfExists({ abortSignal: signal, deleteSnapshots: "include" }),
      signal,
      name,
    );
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const name = this.blobFor(file);
    const container = await this.call(() => this.containerClient(), signal);
    const body = Buffer.from(JSON.stringify(elements));
    // One upload per document: a re-run overwrites the same blob, so the container never holds two copies.
    await this.call(
      () =>
        container.getBlockBlobClient(name).upload(body, body.byteLength, {
          abortSignal: signal,
          blobHTTPHeaders: { blobContentType: "application/json" },
          metadata: { docflow_record_id: encodeURIComponent(file.id).slice(0, 1024) },
        }),
      signal,
      name,
    );
  }
}

export function createAzureSource(
  config: AzureConfig,
  context: ConnectorContext,
  options?: AzureOptions,
): AzureSource {
  return new AzureSource(config, context, options);
}

export function createAzureDestination(config: AzureConfig, context: ConnectorContext): AzureDestination {
  return new AzureDestination(config, context);
}

export const azure = defineConnector(AZURE, {
  source: (config, context) => new AzureSource(config, context),
  destination: (config, context) => new AzureDestination(config, context),
});
