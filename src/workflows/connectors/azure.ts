// The azure (Blob storage) source and destination, with the hosted service's config: `remote_url`
// (az://container/prefix), then `account_name` with `account_key` or `sas_token` (or neither, for a public
// container), or a `connection_string` on its own (which may name a BlobEndpoint, as Azurite's does).
// The source lists page by page, flat (recursive) or one folder level; the destination writes one
// `<prefix>/<path>.json` per document, so a re-run overwrites the same blob. Retries with backoff on
// throttling (503/500) and dropped connections are the SDK's storage retry policy.

import type { Readable } from "node:stream";
import type { BlobServiceClient, ContainerClient, StoragePipelineOptions } from "@azure/storage-blob";
import type { z } from "zod";
import {
  AZURE,
  type AzureDestinationConfigSchema,
  type AzureLocation,
  parseAzureRemoteUrl,
} from "../../contract/connector-configs.js";
import {
  ConnectorError,
  type ConnectorErrorCode,
  guardedCall,
  NETWORK_ERROR_CODES,
  onceUntilFailure,
} from "./common.js";
import { policedEndpoint, refusedRedirect, safeUrl } from "./endpoint.js";
import {
  type Download,
  defineObjectStore,
  type ObjectStore,
  type ObjectStoreOptions,
  type StoredObject,
} from "./object-store.js";
import { isRedirectStatus } from "./outbound.js";
import { loadSdk } from "./sdk.js";
import { messageSecrets, scrubSecrets } from "./secrets.js";
import type { ConnectorContext, DestinationFile } from "./types.js";

const TYPE = "azure";

export type AzureConfig = z.output<typeof AzureDestinationConfigSchema> & { recursive?: boolean };

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

/** A container through @azure/storage-blob; the SDK's storage retry policy retries 503/500 and drops. */
class AzureStore implements ObjectStore {
  readonly type = TYPE;
  readonly prefix: string;
  private readonly location: AzureLocation;
  private readonly secrets: string[];
  private readonly where: string;
  private readonly pageSize: number;

  constructor(
    private readonly config: AzureConfig,
    private readonly context: ConnectorContext,
    options: ObjectStoreOptions = {},
  ) {
    this.location = parseAzureRemoteUrl(config.remote_url) as AzureLocation;
    this.prefix = this.location.prefix;
    this.pageSize = options.pageSize ?? 5000;
    const access = azureAccess(config);
    // What a connection string holds is said again apart: its key and SAS token alone.
    this.secrets = messageSecrets(TYPE, config, access.key, access.sas);
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
    const options: StoragePipelineOptions & { redirectOptions: { maxRetries: number } } = {
      retryOptions: {
        maxTries: 4,
        retryDelayInMs: 500,
        maxRetryDelayInMs: 10_000,
        tryTimeoutInMs: 120_000,
      },
      userAgentOptions: { userAgentPrefix: "docflow" },
      // The pipeline's redirect policy (passed through to it, though not in the typings) would follow a
      // redirect to the same origin: none is followed, the 3xx answer fails the call (failure, below).
      redirectOptions: { maxRetries: 0 },
    };
    const service: BlobServiceClient = new sdk.BlobServiceClient(url, credential, options);
    return service.getContainerClient(this.location.container);
  });

  record(name: string): Record<string, unknown> {
    const container = this.location.container;
    return { container, blob: name, url: `az://${container}/${name}` };
  }

  describe(name: string): string {
    return `blob '${name}' in container '${this.location.container}'`;
  }

  /** Runs one SDK call, turning its errors into ConnectorErrors that name the container and blob only. */
  private call<T>(run: () => Promise<T>, signal: AbortSignal, blob?: string): Promise<T> {
    return guardedCall(run, signal, (error) => this.failure(error, blob));
  }

  failure(error: unknown, blob?: string): ConnectorError {
    const err = error as { statusCode?: number; code?: string; message?: string; name?: string };
    const container = `container '${this.location.container}'`;
    const object = blob === undefined ? container : `blob '${blob}' in ${container}`;
    const fail = (code: ConnectorErrorCode, message: string, retryable = false) =>
      new ConnectorError(TYPE, code, scrubSecrets(message, this.secrets), { retryable });
    const status = err.statusCode;
    const code = err.code ?? err.name ?? "Error";
    if (status !== undefined && isRedirectStatus(status)) {
      const { request, response } = error as {
        request?: { url?: string };
        response?: { headers?: { get(name: string): string | undefined } };
      };
      const redirect = refusedRedirect(
        request?.url ?? this.where,
        status,
        response?.headers?.get("location"),
      );
      return new ConnectorError(
        TYPE,
        "failed",
        `Azure Blob request for ${object} failed: ${redirect.message}`,
        {
          cause: redirect,
        },
      );
    }
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
    // REQUEST_SEND_ERROR: the Azure SDK's own name for a request that never reached the service.
    if (NETWORK_ERROR_CODES.includes(code) || code === "REQUEST_SEND_ERROR") {
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

  async checkConnection(folder: string, signal: AbortSignal): Promise<void> {
    const container = await this.call(() => this.containerClient(), signal);
    await this.call(async () => {
      const pages = container.listBlobsFlat({ prefix: folder || undefined }).byPage({ maxPageSize: 1 });
      await pages.next();
    }, signal);
  }

  async *list(folder: string, recursive: boolean, signal: AbortSignal): AsyncIterable<StoredObject> {
    const container = await this.call(() => this.containerClient(), signal);
    const prefix = folder || undefined;
    // Flat listing walks every "folder"; by hierarchy with "/" gives only this level's blobs.
    const pages = recursive
      ? container.listBlobsFlat({ prefix }).byPage({ maxPageSize: this.pageSize })
      : container.listBlobsByHierarchy("/", { prefix }).byPage({ maxPageSize: this.pageSize });
    for (;;) {
      const page = await this.call(() => pages.next(), signal);
      if (page.done) break;
      for (const item of page.value.segment.blobItems) {
        yield {
          key: item.name,
          size: item.properties.contentLength,
          etag: item.properties.etag,
          lastModified: item.properties.lastModified?.toISOString(),
          contentType: item.properties.contentType,
        };
      }
    }
  }

  async stat(name: string, signal: AbortSignal): Promise<StoredObject | undefined> {
    const container = await this.call(() => this.containerClient(), signal);
    const blob = container.getBlobClient(name);
    if (!(await this.call(() => blob.exists({ abortSignal: signal }), signal, name))) return undefined;
    const properties = await this.call(() => blob.getProperties({ abortSignal: signal }), signal, name);
    return {
      key: name,
      size: properties.contentLength,
      etag: properties.etag,
      lastModified: properties.lastModified?.toISOString(),
      contentType: properties.contentType,
    };
  }

  async download(name: string, signal: AbortSignal): Promise<Download> {
    const container = await this.call(() => this.containerClient(), signal);
    const download = await this.call(
      () => container.getBlobClient(name).download(0, undefined, { abortSignal: signal }),
      signal,
      name,
    );
    return {
      body: download.readableStreamBody as (Readable & AsyncIterable<Uint8Array>) | undefined,
      size: download.contentLength,
    };
  }

  async upload(name: string, body: string, file: DestinationFile, signal: AbortSignal): Promise<void> {
    const container = await this.call(() => this.containerClient(), signal);
    const bytes = Buffer.from(body);
    await this.call(
      () =>
        container.getBlockBlobClient(name).upload(bytes, bytes.byteLength, {
          abortSignal: signal,
          blobHTTPHeaders: { blobContentType: "application/json" },
          metadata: { docflow_record_id: encodeURIComponent(file.id).slice(0, 1024) },
        }),
      signal,
      name,
    );
  }

  /** Deletes the blob (and its snapshots), when there is one. */
  async remove(name: string, signal: AbortSignal): Promise<void> {
    const container = await this.call(() => this.containerClient(), signal);
    await this.call(
      () => container.getBlobClient(name).deleteIfExists({ abortSignal: signal, deleteSnapshots: "include" }),
      signal,
      name,
    );
  }
}

function firstLine(message: string): string {
  return message.split("\n")[0] ?? message;
}

const kit = defineObjectStore(
  AZURE,
  (config: AzureConfig, context, options?: ObjectStoreOptions) => new AzureStore(config, context, options),
);

export const azure = kit.connector;
export const createAzureSource = kit.createSource;
/** Checks a azure config of either kind; throws ConnectorConfigError naming each bad field. */
export const parseAzureConfig = kit.parse;
