// The mongodb destination, with the hosted service's config (`uri`, `database`, `collection`, and docflow's
// `batch_size`), through the official driver (mongodb, loaded on first use). One document per element:
// `_id` derived from the record id and the element id, `record_id`, `element_id`, `type`, `text`,
// `metadata`, `embeddings` (when the workflow embeds) and `record`. A write deletes the document's earlier
// elements (`deleteMany({record_id})`) and inserts the new ones in batches (unordered; a duplicate `_id`
// left by a retried batch counts as written), so a re-run replaces instead of duplicating. An index on
// `record_id` is created on first use. The embeddings' dimension is compared with one the collection
// already holds. Every host of the URI goes through the outbound policy before connecting, and every
// socket the driver opens (SRV-discovered replica set members too) resolves through the policy's lookup.
// Transient failures — network errors, a primary stepping down, and throttling (code 16500, "request rate
// is large", which MongoDB-compatible services answer in place of HTTP 429) — are retried with backoff.
import { createHash } from "node:crypto";
import type { z } from "zod";
import { MONGODB, type MongoDbDestinationConfigSchema } from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { abortReason, ConnectorError, embeddingDimension } from "./common.js";
import { defineConnector } from "./define.js";
import { checkPolicy } from "./endpoint.js";
import { PUBLIC_ONLY, policedLookup } from "./outbound.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

const TYPE = "mongodb";

export type MongoDbConfig = z.output<typeof MongoDbDestinationConfigSchema>;

/** The hosts of a connection string ("h1:27017", "[::1]:27018", a mongodb+srv name), without credentials. */
export function mongoHosts(uri: string): { srv: boolean; hosts: string[] } {
  const match = /^mongodb(\+srv)?:\/\/([^/?#]*)/.exec(uri);
  if (!match) return { srv: false, hosts: [] };
  const authority = match[2] as string;
  const at = authority.lastIndexOf("@");
  const hosts = (at >= 0 ? authority.slice(at + 1) : authority).split(",").filter((host) => host !== "");
  return { srv: match[1] !== undefined, hosts };
}

/** The secrets a message must never show: the URI, and its password as written and decoded. */
function uriSecrets(uri: string): string[] {
  const match = /^mongodb(?:\+srv)?:\/\/([^@/?#]*)@/.exec(uri);
  const userinfo = match?.[1] ?? "";
  const password = userinfo.includes(":") ? userinfo.slice(userinfo.indexOf(":") + 1) : "";
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {}
  return [uri, password, decoded].filter((value) => value.length >= 4);
}

/** The document id: the same for the same element of the same record on every run. */
export function documentId(recordId: string, elementId: string): string {
  return createHash("sha256").update(`${recordId}\u0000${elementId}`).digest("hex").slice(0, 32);
}

// Server error codes worth another try: network-ish and election codes (as the driver's retryable-write
// list), and 16500, the throttling answer of MongoDB-compatible services.
const RETRYABLE_CODES = new Set([6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436, 16500]);
const AUTH_CODES = new Set([13, 18]);

type MongoClient = import("mongodb").MongoClient;
type Collection = import("mongodb").Collection<Record<string, unknown>>;

export class MongoDbDestination
  extends SdkConnector<MongoClient, MongoDbConfig>
  implements DestinationConnector
{
  /** The index on record_id, created once per connector. */
  private indexed: Promise<void> | undefined;
  /** The dimension of the embeddings the collection holds, once known. */
  private dimension: number | undefined;

  constructor(config: MongoDbConfig, context: ConnectorContext) {
    const { hosts } = mongoHosts(config.uri);
    const where = `MongoDB at ${hosts.join(",") || "an invalid URI"}, collection '${config.database}.${config.collection}'`;
    super(TYPE, config, context, where, uriSecrets(config.uri));
  }

  protected async connect(): Promise<MongoClient> {
    const policy = this.context.outbound ?? PUBLIC_ONLY;
    const { hosts } = mongoHosts(this.config.uri);
    if (hosts.length === 0) {
      throw new ConnectorError(TYPE, "access_denied", "uri must name at least one host");
    }
    for (const host of hosts) await checkPolicy(TYPE, new URL(`mongodb://${host}`), "uri", policy);
    const sdk = await loadSdk(TYPE, "mongodb", () => import("mongodb"));
    const client = new sdk.MongoClient(this.config.uri, {
      lookup: policedLookup(policy),
      serverSelectionTimeoutMS: 15_000,
      connectTimeoutMS: 15_000,
      appName: "docflow",
    });
    await client.connect();
    return client;
  }

  // A MongoDB error's numeric `code` is the server's error code, not an HTTP status.
  protected override statusOf(): undefined {
    return undefined;
  }

  protected override classify(error: unknown): FailureKind {
    const err = error as {
      name?: string;
      code?: unknown;
      message?: string;
      hasErrorLabel?: (label: string) => boolean;
    };
    const code = typeof err.code === "number" ? err.code : undefined;
    if (err.name === "MongoParseError" || err.name === "MongoInvalidArgumentError") return { code: "failed" };
    if (
      (code !== undefined && AUTH_CODES.has(code)) ||
      err.name === "MongoMissingCredentialsError" ||
      /authentication failed/i.test(err.message ?? "")
    ) {
      return { code: "access_denied" };
    }
    if (
      (code !== undefined && RETRYABLE_CODES.has(code)) ||
      err.hasErrorLabel?.("RetryableWriteError") ||
      err.hasErrorLabel?.("ResetPool") ||
      err.name === "MongoNetworkError" ||
      err.name === "MongoNetworkTimeoutError" ||
      err.name === "MongoServerSelectionError" ||
      err.name === "MongoTopologyClosedError"
    ) {
      return { code: "unreachable", retryable: true };
    }
    return { code: "failed" };
  }

  /** `run` with the collection; the driver's pool reconnects by itself after a dropped connection. */
  private withCollection<T>(
    call: (collection: Collection) => Promise<T>,
    signal: AbortSignal,
    doing: string,
  ): Promise<T> {
    return this.run(
      (client) => call(client.db(this.config.database).collection(this.config.collection)),
      signal,
      doing,
    );
  }

  /** Proves the server is reached and the credentials accepted, and that the collection can be read. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.withCollection(
      async (collection) => {
        await collection.findOne({}, { projection: { _id: 1 } });
      },
      signal,
      "reading the collection",
    );
  }

  private ensureIndex(signal: AbortSignal): Promise<void> {
    this.indexed ??= this.withCollection(
      async (collection) => {
        await collection.createIndex({ record_id: 1 }, { name: "docflow_record_id" });
      },
      signal,
      "creating the record_id index",
    ).catch((error: unknown) => {
      this.indexed = undefined;
      throw error;
    });
    return this.indexed;
  }

  /** The dimension of the embeddings one stored document has, or undefined when none has any. */
  private async storedDimension(signal: AbortSignal): Promise<number | undefined> {
    const found = await this.withCollection(
      (collection) =>
        collection.findOne({ embeddings: { $exists: true } }, { projection: { embeddings: 1 } }),
      signal,
      "reading the stored embeddings' dimension",
    );
    const embeddings = found?.embeddings;
    return Array.isArray(embeddings) && embeddings.length > 0 ? embeddings.length : undefined;
  }

  /** Deletes the document's elements (a collection that does not exist holds none). */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    await this.withCollection(
      (collection) => collection.deleteMany({ record_id: file.id }),
      signal,
      `deleting the elements of '${file.id}'`,
    );
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const dimension = embeddingDimension(TYPE, elements, `'${file.id}'`);
    await this.ensureIndex(signal);
    if (dimension !== undefined) {
      this.dimension ??= await this.storedDimension(signal);
      if (this.dimension !== undefined && this.dimension !== dimension) {
        throw new ConnectorError(
          TYPE,
          "invalid_data",
          `the embeddings of '${file.id}' have ${dimension} dimensions, but ${this.where} holds embeddings of ${this.dimension}; ` +
            `embed with a model of ${this.dimension} dimensions or write to another collection`,
        );
      }
    }
    await this.withCollection(
      (collection) => collection.deleteMany({ record_id: file.id }),
      signal,
      `deleting the earlier elements of '${file.id}'`,
    );
    for (let start = 0; start < elements.length; start += this.config.batch_size) {
      if (signal.aborted) throw abortReason(signal);
      const batch = elements.slice(start, start + this.config.batch_size);
      const documents = batch.map((element) => {
        const { embeddings, ...rest } = element;
        return {
          _id: documentId(file.id, element.element_id),
          ...rest,
          ...(embeddings?.length ? { embeddings } : {}),
          record_id: file.id,
          record: file.record,
        } as Record<string, unknown>;
      });
      await this.withCollection(
        async (collection) => {
          try {
            await collection.insertMany(documents, { ordered: false });
          } catch (error) {
            // A batch retried after its first try landed: what is already there is the same document.
            const writeErrors = (error as { writeErrors?: { code?: number }[] | { code?: number } })
              .writeErrors;
            const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
            const duplicatesOnly = list.length > 0 && list.every((item) => item.code === 11000);
            if (!duplicatesOnly) throw error;
          }
        },
        signal,
        `inserting ${documents.length} elements of '${file.id}'`,
      );
    }
    if (dimension !== undefined) this.dimension ??= dimension;
  }
}

export const mongodb = defineConnector(MONGODB, {
  destination: (config, context) => new MongoDbDestination(config, context),
});
