// The gcs (Google Cloud Storage) source and destination, with the hosted service's config: `remote_url`
// (gs://bucket/prefix), `service_account_key` (the JSON key, as a string) and, for a source, `recursive`;
// through the Cloud Storage JSON API (objects.list, objects.get with alt=media, a multipart
// objects.insert, objects.delete), every request through the outbound policy's transport (policedFetch),
// which follows no redirect: a redirect fails the call, naming it, and the bearer token goes nowhere else.
// The official client (@google-cloud/storage) sends its calls through node-fetch with redirects followed
// and takes no transport, so it is not used. The service account's token comes from google-auth-library,
// through the same transport. 429, 5xx and dropped connections are tried again with the connectors'
// backoff. The endpoint is https://storage.googleapis.com unless the server's environment sets
// STORAGE_EMULATOR_HOST (the emulator setting Google's clients read, which also turns auth off, unless
// GCS_USE_AUTH_WITH_CUSTOM_ENDPOINT is true: Google's clients call this useAuthWithCustomEndpoint, for a
// proxy or private endpoint that wants the service account's token).

import { Readable } from "node:stream";
import type { JWT } from "google-auth-library";
import type { z } from "zod";
import {
  GCS,
  type GcsDestinationConfigSchema,
  type GcsLocation,
  parseGcsRemoteUrl,
} from "../../contract/connector-configs.js";
import { ConnectorError, googleServiceAccountKey, onceUntilFailure, retriedCall } from "./common.js";
import { policedEndpoint, policedFetch, redirectFailure, safeUrl } from "./endpoint.js";
import { type ServiceAccountKey, serviceAccountJwt, tokenUriRewrite } from "./google-auth.js";
import {
  type Download,
  defineObjectStore,
  type ObjectStore,
  type ObjectStoreOptions,
  type StoredObject,
} from "./object-store.js";
import { classifyFailure, networkCodeOf } from "./sdk-connector.js";
import { REDACTED, scrubSecrets } from "./secrets.js";
import type { ConnectorContext, DestinationFile } from "./types.js";

const TYPE = "gcs";
const DEFAULT_ENDPOINT = "https://storage.googleapis.com";
/** Read and write: one token serves the source and the destination. */
const SCOPE = "https://www.googleapis.com/auth/devstorage.read_write";
/** Keeps the token on with STORAGE_EMULATOR_HOST set ("true" or "1"). */
export const GCS_USE_AUTH_ENV = "GCS_USE_AUTH_WITH_CUSTOM_ENDPOINT";
/**
 * How much of an error answer's body a message quotes: a proxy's error page can be kilobytes of HTML,
 * and a message is for reading, not for carrying the page.
 */
export const MAX_ERROR_DETAIL_CHARS = 300;

/** The first `max` characters of a service's answer, marked when cut. */
function shortDetail(text: string, max = MAX_ERROR_DETAIL_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max)}… (${flat.length - max} more characters)`;
}

/** Whether the environment asks for the token with a custom endpoint. */
function authWithCustomEndpoint(): boolean {
  return /^(true|1)$/i.test(process.env[GCS_USE_AUTH_ENV]?.trim() ?? "");
}

export type GcsConfig = z.output<typeof GcsDestinationConfigSchema> & { recursive?: boolean };

/** An answer of the JSON API other than 2xx: its status and the service's own message. */
class GcsStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "GcsStatusError";
  }
}

/** One object as objects.list and objects.get describe it. */
interface GcsObject {
  name: string;
  size?: string;
  etag?: string;
  updated?: string;
  contentType?: string;
  generation?: string;
}

interface Client {
  /** The API's root, without a trailing slash. */
  base: string;
  fetch: typeof fetch;
  /** Absent against an emulator (STORAGE_EMULATOR_HOST), which takes no credentials. */
  auth: JWT | undefined;
}

/** A bucket through the Cloud Storage JSON API. */
class GcsStore implements ObjectStore {
  readonly type = TYPE;
  readonly prefix: string;
  private readonly location: GcsLocation;
  private readonly where: string;
  private readonly secrets: string[];
  private readonly key: ServiceAccountKey;
  private readonly endpoint: string;
  private readonly pageSize: number;
  /** The token's client once made: its current access token is scrubbed from messages too. */
  private auth: JWT | undefined;

  constructor(
    config: GcsConfig,
    private readonly context: ConnectorContext,
    options: ObjectStoreOptions = {},
  ) {
    this.location = parseGcsRemoteUrl(config.remote_url) as GcsLocation;
    this.prefix = this.location.prefix;
    this.pageSize = options.pageSize ?? 1000;
    this.endpoint = process.env.STORAGE_EMULATOR_HOST || DEFAULT_ENDPOINT;
    this.where = `Google Cloud Storage at ${safeUrl(this.endpoint)}`;
    const { key, secrets } = googleServiceAccountKey<ServiceAccountKey>(TYPE, config.service_account_key);
    this.key = key;
    this.secrets = secrets;
  }

  private readonly client = onceUntilFailure(async (): Promise<Client> => {
    const endpoint = await policedEndpoint(
      TYPE,
      this.endpoint,
      "STORAGE_EMULATOR_HOST",
      this.context.outbound,
    );
    const base = endpoint.toString().replace(/\/+$/, "");
    const fetch = policedFetch(TYPE, "STORAGE_EMULATOR_HOST", this.context.outbound);
    if (this.endpoint !== DEFAULT_ENDPOINT && !authWithCustomEndpoint()) {
      return { base, fetch, auth: undefined };
    }
    // The token grant goes through the outbound policy like the rest, to the key's token_uri.
    const auth = await serviceAccountJwt(
      this.key,
      SCOPE,
      policedFetch(TYPE, "service_account_key", this.context.outbound, tokenUriRewrite(TYPE, this.key)),
    );
    this.auth = auth;
    return { base, fetch, auth };
  });

  record(name: string): Record<string, unknown> {
    const bucket = this.location.bucket;
    return { bucket, key: name, url: `gs://${bucket}/${name}` };
  }

  describe(name: string): string {
    return `object '${name}' in bucket '${this.location.bucket}'`;
  }

  /**
   * One request of the JSON API, `path` under its root, tried again while it fails retryably; an answer
   * other than 2xx (`allow` aside) is a GcsStatusError carrying the service's message.
   */
  private request(
    path: string,
    init: RequestInit,
    signal: AbortSignal,
    object?: string,
    allow: readonly number[] = [],
  ): Promise<Response> {
    return retriedCall(
      async () => {
        const { base, fetch, auth } = await this.client();
        const url = `${base}${path}`;
        const headers = new Headers(init.headers);
        if (auth) {
          for (const [name, value] of new Headers(await auth.getRequestHeaders(url))) {
            headers.set(name, value);
          }
        }
        const response = await fetch(url, { ...init, headers, signal });
        if (response.ok || allow.includes(response.status)) return response;
        const text = await response.text().catch(() => "");
        let message = text.trim() || response.statusText;
        try {
          const parsed = JSON.parse(text) as { error?: { message?: unknown } };
          if (typeof parsed.error?.message === "string") message = parsed.error.message;
        } catch {
          // Not JSON (a proxy's error page): its beginning, cut below.
        }
        // Scrubbed before the cut, so no secret is left half-matched at the end.
        throw new GcsStatusError(response.status, shortDetail(this.scrub(message)));
      },
      signal,
      (error) => this.failure(error, object),
    );
  }

  private objectPath(name: string): string {
    return `/storage/v1/b/${encodeURIComponent(this.location.bucket)}/o/${encodeURIComponent(name)}`;
  }

  failure(error: unknown, object?: string): ConnectorError {
    const bucket = `bucket '${this.location.bucket}'`;
    const what = object === undefined ? bucket : `'${object}' in ${bucket}`;
    const redirect = redirectFailure(TYPE, `Google Cloud Storage request for ${what}`, error);
    if (redirect) return redirect;
    const status = error instanceof GcsStatusError ? error.status : undefined;
    const code = networkCodeOf(error);
    const message = error instanceof Error ? error.message : String(error);
    const detail = shortDetail(this.scrub(message));
    // A grant the token endpoint refuses (a revoked or wrong key) is an auth failure too.
    const refusedGrant =
      status === undefined && /invalid_grant|unauthorized_client|invalid_client/i.test(message);
    const kind = refusedGrant ? { code: "access_denied" as const } : classifyFailure(status, code, message);
    const fail = (text: string) =>
      new ConnectorError(TYPE, kind?.code ?? "failed", this.scrub(text), {
        retryable: kind?.retryable ?? false,
      });
    if (refusedGrant) {
      return fail(
        `the token endpoint (${safeUrl(this.key.token_uri ?? "https://oauth2.googleapis.com/token")}) ` +
          `refused service_account_key's grant for ${what}: ${detail}`,
      );
    }
    if (status === 401) {
      return fail(
        `${this.where} refused the service account's credentials (401) for ${what}: ${detail}; ` +
          "check service_account_key (the key may have been deleted or disabled)",
      );
    }
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
            ? `cannot reach ${this.where} (${code || detail})`
            : `${this.where} answered ${status} for ${what}: ${detail}`,
        );
      default:
        return fail(`Google Cloud Storage request for ${what} failed: ${detail}`);
    }
  }

  /** `text` without the key, its private key, the current access token or any bearer header's value. */
  private scrub(text: string): string {
    const token = this.auth?.credentials.access_token;
    const secrets = token && token.length >= 4 ? [...this.secrets, token] : this.secrets;
    return scrubSecrets(text, secrets).replace(/(Bearer\s+)\S+/gi, `$1${REDACTED}`);
  }

  /** One page of objects.list. */
  private async page(
    folder: string,
    recursive: boolean,
    maxResults: number,
    pageToken: string | undefined,
    signal: AbortSignal,
  ): Promise<{ items?: GcsObject[]; nextPageToken?: string }> {
    const query = new URLSearchParams({ maxResults: String(maxResults) });
    if (folder) query.set("prefix", folder);
    // With a delimiter the service rolls deeper names up into prefixes: only this level remains.
    if (!recursive) query.set("delimiter", "/");
    if (pageToken) query.set("pageToken", pageToken);
    const response = await this.request(
      `/storage/v1/b/${encodeURIComponent(this.location.bucket)}/o?${query}`,
      { method: "GET" },
      signal,
    );
    return (await response.json()) as { items?: GcsObject[]; nextPageToken?: string };
  }

  async checkConnection(folder: string, signal: AbortSignal): Promise<void> {
    await this.page(folder, true, 1, undefined, signal);
  }

  async *list(folder: string, recursive: boolean, signal: AbortSignal): AsyncIterable<StoredObject> {
    let pageToken: string | undefined;
    do {
      const { items, nextPageToken } = await this.page(folder, recursive, this.pageSize, pageToken, signal);
      for (const item of items ?? []) {
        yield {
          key: item.name,
          size: item.size === undefined ? undefined : Number(item.size),
          etag: item.etag,
          lastModified: item.updated,
          contentType: item.contentType,
          generation: item.generation === undefined ? undefined : String(item.generation),
        };
      }
      pageToken = nextPageToken;
    } while (pageToken);
  }

  async download(name: string, signal: AbortSignal): Promise<Download> {
    const response = await this.request(
      `${this.objectPath(name)}?alt=media`,
      { method: "GET" },
      signal,
      name,
    );
    const length = response.headers.get("content-length");
    const body = response.body
      ? (Readable.fromWeb(response.body as import("node:stream/web").ReadableStream) as Readable &
          AsyncIterable<Uint8Array>)
      : undefined;
    return { body, size: length === null ? undefined : Number(length) };
  }

  async upload(name: string, body: string, file: DestinationFile, signal: AbortSignal): Promise<void> {
    const boundary = `docflow-${crypto.randomUUID()}`;
    const metadata = {
      name,
      contentType: "application/json",
      metadata: { docflow_record_id: file.id },
    };
    const multipart =
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
      `--${boundary}\r\nContent-Type: application/json\r\n\r\n${body}\r\n--${boundary}--\r\n`;
    const response = await this.request(
      `/upload/storage/v1/b/${encodeURIComponent(this.location.bucket)}/o?uploadType=multipart`,
      {
        method: "POST",
        headers: { "content-type": `multipart/related; boundary=${boundary}` },
        body: multipart,
      },
      signal,
      name,
    );
    await response.body?.cancel();
  }

  async remove(name: string, signal: AbortSignal): Promise<void> {
    // objects.delete answers 404 for an object that is not there: nothing to delete is no error.
    const response = await this.request(this.objectPath(name), { method: "DELETE" }, signal, name, [404]);
    await response.body?.cancel();
  }
}

const kit = defineObjectStore(
  GCS,
  (config: GcsConfig, context, options?: ObjectStoreOptions) => new GcsStore(config, context, options),
);

export const gcs = kit.connector;
export const createGcsSource = kit.createSource;
/** Checks a gcs config of either kind; throws ConnectorConfigError naming each bad field. */
export const parseGcsConfig = kit.parse;
