// The s3 source and destination, with the hosted service's config: `remote_url` (s3://bucket/prefix),
// `key`/`secret`/`token` or `anonymous`, `endpoint_url` for S3-compatible servers (addressed path-style),
// and, for a source, `recursive`. The destination writes one `<prefix>/<path>.json` per file. What the
// object stores share (listing with a version cursor, reading within the limit, the destination's paths)
// is object-store.ts; this is the S3 client, its calls and what its errors mean.

import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { z } from "zod";
import {
  checkHttpUrl,
  parseS3RemoteUrl,
  S3,
  S3DestinationConfigSchema,
  type S3Location,
  S3SourceConfigSchema,
} from "../../contract/connector-configs.js";
import { abortReason, ConnectorError, NETWORK_ERROR_CODES, parseConnectorConfig } from "./common.js";
import { refusedRedirect } from "./endpoint.js";
import {
  type Download,
  defineObjectStore,
  type ObjectStore,
  type ObjectStoreOptions,
  type StoredObject,
} from "./object-store.js";
import {
  checkOutboundHost,
  isRedirectStatus,
  type OutboundPolicy,
  PUBLIC_ONLY,
  policedLookup,
} from "./outbound.js";
import { messageSecrets, scrubSecrets } from "./secrets.js";
import type { ConnectorContext, ConnectorKind, DestinationFile } from "./types.js";

const TYPE = "s3";

/** What is wrong with an endpoint_url: not a plain http(s) URL, or one with a query or fragment. */
function checkEndpoint(value: string): string | undefined {
  const problem = checkHttpUrl(value);
  if (problem) return problem;
  const url = new URL(value);
  return url.search || url.hash ? "must not have a query or fragment" : undefined;
}

/** The URL as an error may show it: a password in it is masked. */
function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = "**********";
    return url.toString();
  } catch {
    return value;
  }
}

function refineConfig(
  config: { remote_url: string; anonymous: boolean } & Partial<
    Record<"endpoint_url" | "key" | "secret" | "token", string | null>
  >,
  ctx: z.RefinementCtx,
): void {
  const location = parseS3RemoteUrl(config.remote_url);
  if ("error" in location) {
    ctx.addIssue({ code: "custom", path: ["remote_url"], message: location.error, input: config.remote_url });
  }
  if (config.endpoint_url) {
    const problem = checkEndpoint(config.endpoint_url);
    if (problem) {
      ctx.addIssue({
        code: "custom",
        path: ["endpoint_url"],
        message: problem,
        input: withoutPassword(config.endpoint_url),
      });
    }
  }
  const given = (["key", "secret", "token"] as const).filter((field) => config[field]);
  if (config.anonymous) {
    if (given.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["anonymous"],
        message: `anonymous access cannot be combined with ${given.join(", ")}; set anonymous to false or leave them out`,
        input: config.anonymous,
      });
    }
    return;
  }
  // No ambient credentials: a connector must never borrow whatever AWS identity the server runs under.
  for (const field of ["key", "secret"] as const) {
    if (!config[field]) {
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: `${field} is required unless anonymous is true`,
        input: config[field] ?? null,
      });
    }
  }
}

// The fields are the contract's (shared with `docflow plan`); the refinements need the parsers above.
const SourceSchema = S3SourceConfigSchema.superRefine(refineConfig);
const DestinationSchema = S3DestinationConfigSchema.superRefine(refineConfig);

export type S3Config = z.output<typeof DestinationSchema> & { recursive?: boolean };

/** Validates an s3 config; throws ConnectorConfigError naming each bad field. */
export function parseS3Config(kind: ConnectorKind, config: unknown): S3Config {
  return parseConnectorConfig(TYPE, kind === "source" ? SourceSchema : DestinationSchema, config);
}

// ---------------------------------------------------------------------------------------------------------

function isoDate(value: Date | undefined): string | undefined {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : undefined;
}

/** A bucket through the AWS SDK's S3 client, with every connection under the outbound policy. */
class S3Store implements ObjectStore {
  readonly type = TYPE;
  readonly prefix: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly secrets: string[];
  private readonly where: string;
  private readonly pageSize: number;

  constructor(
    private readonly config: S3Config,
    private readonly context: ConnectorContext,
    options: ObjectStoreOptions = {},
  ) {
    const location = parseS3RemoteUrl(config.remote_url) as S3Location;
    this.bucket = location.bucket;
    this.prefix = location.prefix;
    this.pageSize = options.pageSize ?? 1000;
    // Very short values would scrub ordinary words out of messages; real keys are 16+ characters.
    this.secrets = messageSecrets(TYPE, config);
    this.where = config.endpoint_url ? `the S3 endpoint ${config.endpoint_url}` : "AWS S3";
    const compatible = Boolean(config.endpoint_url);
    this.client = new S3Client({
      region: "us-east-1",
      ...(compatible ? { endpoint: config.endpoint_url as string } : {}),
      forcePathStyle: compatible,
      // A bucket in another region answers with a redirect the client follows once it knows the region.
      followRegionRedirects: !compatible,
      // S3-compatible servers do not all know the newer flexible checksums; AWS does.
      ...(compatible
        ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
        : {}),
      credentials: config.anonymous
        ? { accessKeyId: "", secretAccessKey: "" }
        : {
            accessKeyId: config.key as string,
            secretAccessKey: config.secret as string,
            ...(config.token ? { sessionToken: config.token } : {}),
          },
      // Anonymous requests go unsigned, as a public bucket expects.
      ...(config.anonymous ? { signer: { sign: async (request) => request } } : {}),
      maxAttempts: 3,
      // Every connection resolves through the outbound policy, so neither a re-pointed name nor a
      // redirect reaches a private address (the SDK follows no HTTP redirect itself).
      requestHandler: {
        connectionTimeout: 10_000,
        requestTimeout: 120_000,
        httpAgent: new HttpAgent({ keepAlive: true, lookup: policedLookup(this.policy) }),
        httpsAgent: new HttpsAgent({ keepAlive: true, lookup: policedLookup(this.policy) }),
      },
    });
  }

  private get policy(): OutboundPolicy {
    return this.context.outbound ?? PUBLIC_ONLY;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  record(key: string): Record<string, unknown> {
    return { bucket: this.bucket, key, url: `s3://${this.bucket}/${key}` };
  }

  describe(key: string): string {
    return `S3 object '${key}' in bucket '${this.bucket}'`;
  }

  /** Runs one SDK call, turning its errors into ConnectorErrors that name the bucket and key only. */
  private async call<T>(
    run: (options: { abortSignal: AbortSignal }) => Promise<T>,
    signal: AbortSignal,
    key?: string,
  ): Promise<T> {
    signal.throwIfAborted();
    // An endpoint given as an address is connected to without a lookup: the policy is applied here too.
    if (this.config.endpoint_url) {
      try {
        await checkOutboundHost(this.config.endpoint_url, this.policy);
      } catch (error) {
        throw new ConnectorError(TYPE, "access_denied", (error as Error).message, { cause: error });
      }
    }
    try {
      return await run({ abortSignal: signal });
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      throw this.failure(error, key);
    }
  }

  failure(error: unknown, key?: string): ConnectorError {
    const err = error as {
      name?: string;
      code?: string;
      message?: string;
      $metadata?: { httpStatusCode?: number };
    };
    const name = err.name ?? "Error";
    const status = err.$metadata?.httpStatusCode;
    const object = key === undefined ? `bucket '${this.bucket}'` : `'${key}' in bucket '${this.bucket}'`;
    const fail = (
      code: ConstructorParameters<typeof ConnectorError>[1],
      message: string,
      retryable = false,
    ) => new ConnectorError(TYPE, code, scrubSecrets(message, this.secrets), { retryable });

    if (status !== undefined && isRedirectStatus(status)) {
      // The SDK follows no redirect itself (the region redirect of AWS goes to the bucket's own regional
      // endpoint, not to a Location); the answer is refused as the policed transport refuses one.
      const headers = (error as { $response?: { headers?: Record<string, string | undefined> } }).$response
        ?.headers;
      const base = (this.config.endpoint_url ?? "https://s3.amazonaws.com").replace(/\/+$/, "");
      const redirect = refusedRedirect(`${base}/${this.bucket}`, status, headers?.location);
      return new ConnectorError(TYPE, "failed", `S3 request for ${object} failed: ${redirect.message}`, {
        cause: redirect,
      });
    }
    if (name === "NoSuchBucket")
      return fail("not_found", `S3 bucket '${this.bucket}' does not exist at ${this.where}`);
    if (name === "NoSuchKey" || (key !== undefined && (name === "NotFound" || status === 404))) {
      return fail("not_found", `S3 object ${object} was not found`);
    }
    if (name === "InvalidAccessKeyId") {
      return fail(
        "access_denied",
        `${this.where} does not know the access key given in 'key' (InvalidAccessKeyId)`,
      );
    }
    if (name === "SignatureDoesNotMatch") {
      return fail(
        "access_denied",
        `${this.where} refused the signature for ${object}: check 'secret' (SignatureDoesNotMatch)`,
      );
    }
    if (name === "InvalidToken" || name === "ExpiredToken" || name === "TokenRefreshRequired") {
      return fail(
        "access_denied",
        `${this.where} refused the session token for ${object}: check 'token' (${name})`,
      );
    }
    if (name === "AccessDenied" || name === "Forbidden" || status === 403) {
      return fail(
        "access_denied",
        `access to ${object} was denied by ${this.where} (${name}): check key, secret and token, and the bucket's policy`,
      );
    }
    if (name === "PermanentRedirect" || status === 301) {
      return fail("failed", `S3 bucket '${this.bucket}' must be reached through another endpoint (${name})`);
    }
    const code = err.code ?? name;
    if (NETWORK_ERROR_CODES.includes(code) || name === "TimeoutError" || name === "RequestTimeout") {
      return fail("unreachable", `cannot reach ${this.where} (${code})`, true);
    }
    if (status !== undefined && status >= 500) {
      return fail("failed", `${this.where} answered ${status} (${name}) for ${object}`, true);
    }
    return fail("failed", `S3 request for ${object} failed: ${name}${err.message ? `: ${err.message}` : ""}`);
  }

  async checkConnection(folder: string, signal: AbortSignal): Promise<void> {
    await this.call(
      (options) =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: folder || undefined, MaxKeys: 1 }),
          options,
        ),
      signal,
    );
  }

  async *list(folder: string, recursive: boolean, signal: AbortSignal): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const request = {
        Bucket: this.bucket,
        Prefix: folder || undefined,
        // With a delimiter S3 rolls deeper keys up into CommonPrefixes: only direct children remain.
        Delimiter: recursive ? undefined : "/",
        ContinuationToken: token,
        MaxKeys: this.pageSize,
      };
      const page = await this.call(
        (options) => this.client.send(new ListObjectsV2Command(request), options),
        signal,
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size,
          etag: object.ETag,
          lastModified: isoDate(object.LastModified),
        };
      }
      // A server that says "truncated" without a token would otherwise have us list the first page forever.
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async stat(key: string, signal: AbortSignal): Promise<StoredObject | undefined> {
    try {
      const head = await this.call(
        (options) => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }), options),
        signal,
        key,
      );
      return { key, size: head.ContentLength, etag: head.ETag, lastModified: isoDate(head.LastModified) };
    } catch (error) {
      if (error instanceof ConnectorError && error.code === "not_found") return undefined;
      throw error;
    }
  }

  async download(key: string, signal: AbortSignal): Promise<Download> {
    const output = await this.call(
      (options) => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }), options),
      signal,
      key,
    );
    return {
      body: output.Body as (Readable & AsyncIterable<Uint8Array>) | undefined,
      size: output.ContentLength,
    };
  }

  /** One PUT per document: a re-run overwrites the same key. */
  async upload(key: string, body: string, _file: DestinationFile, signal: AbortSignal): Promise<void> {
    const request = { Bucket: this.bucket, Key: key, Body: body, ContentType: "application/json" };
    await this.call((options) => this.client.send(new PutObjectCommand(request), options), signal, key);
  }

  /** S3 answers a missing key with success too. */
  async remove(key: string, signal: AbortSignal): Promise<void> {
    await this.call(
      (options) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }), options),
      signal,
      key,
    );
  }
}

const kit = defineObjectStore(
  S3,
  (config: S3Config, context, options?: ObjectStoreOptions) => new S3Store(config, context, options),
  parseS3Config,
);

export const s3 = kit.connector;
export const createS3Source = kit.createSource;
