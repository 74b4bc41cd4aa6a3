// The astradb destination, with the hosted service's config (`api_endpoint`, `token`, `collection_name`,
// `keyspace`, `batch_size`, `flatten_metadata`, `binary_encode_vectors`), through the official Data API
// client (@datastax/astra-db-ts, loaded on first use). One document per element: `_id` the element id,
// `$vector` its embedding, `record_id` the document's record id. A write deletes the record's earlier
// documents (deleteMany on record_id), then inserts in batches, so a re-run replaces instead of
// duplicating. The collection's vector dimension is read before writing and a different one refused; a
// missing collection is created (cosine) with the first embeddings' dimension. 429/5xx are retried.
import type { z } from "zod";
import { ASTRADB, type AstraDbDestinationConfigSchema } from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { abortReason, ConnectorError, embeddingDimension } from "./common.js";
import { defineConnector } from "./define.js";
import { policedEndpoint, policedFetch, safeUrl } from "./endpoint.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

const TYPE = "astradb";

export type AstraDbConfig = z.output<typeof AstraDbDestinationConfigSchema>;

type Db = import("@datastax/astra-db-ts").Db;
type Fetcher = import("@datastax/astra-db-ts").Fetcher;

/**
 * The client's HTTP calls, through the outbound policy's fetch: the client's own fetch would follow a
 * redirect and send the `Token` header to wherever it points. As the client's native fetcher does, a
 * timeout is an error of the client's making, and the body is read as text.
 */
function policedFetcher(fetch: typeof globalThis.fetch): Fetcher {
  return {
    async fetch(info) {
      const signal = AbortSignal.timeout(info.timeout);
      try {
        const response = await fetch(info.url, {
          method: info.method,
          headers: info.headers,
          body: info.body ?? null,
          signal,
        });
        return {
          url: response.url,
          statusText: response.statusText,
          httpVersion: 1,
          headers: Object.fromEntries(response.headers),
          body: await response.text(),
          status: response.status,
        };
      } catch (error) {
        if (signal.aborted) throw info.mkTimeoutError();
        throw error;
      }
    },
  };
}

export class AstraDbDestination
  extends SdkConnector<{ db: Db; close(): Promise<void> }, AstraDbConfig>
  implements DestinationConnector
{
  private dimension: Promise<number | null | undefined> | undefined;

  constructor(config: AstraDbConfig, context: ConnectorContext) {
    super(
      TYPE,
      config,
      context,
      `Astra DB at ${safeUrl(config.api_endpoint)}, collection '${config.collection_name}'`,
    );
  }

  protected async connect() {
    const endpoint = await policedEndpoint(
      TYPE,
      this.config.api_endpoint,
      "api_endpoint",
      this.context.outbound,
    );
    const sdk = await loadSdk(TYPE, "@datastax/astra-db-ts", () => import("@datastax/astra-db-ts"));
    const client = new sdk.DataAPIClient(this.config.token, {
      environment: "astra",
      httpOptions: {
        client: "custom",
        fetcher: policedFetcher(policedFetch(TYPE, "api_endpoint", this.context.outbound)),
      },
    });
    const db = client.db(endpoint.toString().replace(/\/$/, ""), {
      ...(this.config.keyspace ? { keyspace: this.config.keyspace } : {}),
    });
    return { db, close: () => client.close() };
  }

  protected override classify(_error: unknown, detail: string): FailureKind | undefined {
    if (/UNAUTHENTICATED|unauthorized/i.test(detail)) return { code: "access_denied" };
    if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|timed out/i.test(detail))
      return { code: "unreachable", retryable: true };
    return undefined;
  }

  /** The collection's vector dimension: undefined when it does not exist, null when it has no vectors. */
  private async readDimension(signal: AbortSignal): Promise<number | null | undefined> {
    const collections = await this.run(({ db }) => db.listCollections(), signal, "listing the collections");
    const found = collections.find((collection) => collection.name === this.config.collection_name);
    if (!found) return undefined;
    return found.definition?.vector?.dimension ?? null;
  }

  /** Lists the collections: proves the token is accepted. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.readDimension(signal);
  }

  /** Deletes the document's documents; a collection not created yet holds none. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    if ((await this.readDimension(signal)) === undefined) return;
    const collection = (await this.client(signal)).db.collection(this.config.collection_name);
    await this.run(
      () => collection.deleteMany({ record_id: file.id }),
      signal,
      `deleting the documents of '${file.id}'`,
    );
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const dimension = embeddingDimension(TYPE, elements, `'${file.id}'`);
    this.dimension ??= this.readDimension(signal).catch((error: unknown) => {
      this.dimension = undefined;
      throw error;
    });
    let known = await this.dimension;
    if (known === undefined) {
      await this.run(
        ({ db }) =>
          db.createCollection(
            this.config.collection_name,
            dimension === undefined ? {} : { vector: { dimension, metric: "cosine" } },
          ),
        signal,
        "creating the collection",
      );
      this.context.logger?.info(`astradb destination: created ${this.where}`);
      this.dimension = this.readDimension(signal);
      known = await this.dimension;
    }
    if (dimension !== undefined && typeof known === "number" && known !== dimension) {
      throw new ConnectorError(
        TYPE,
        "invalid_data",
        `the embeddings of '${file.id}' have ${dimension} dimensions, but ${this.where} holds vectors of ${known}; ` +
          `embed with a model of ${known} dimensions or write to another collection`,
      );
    }
    const sdk = await loadSdk(TYPE, "@datastax/astra-db-ts", () => import("@datastax/astra-db-ts"));
    const collection = (await this.client(signal)).db.collection(this.config.collection_name);
    await this.run(
      () => collection.deleteMany({ record_id: file.id }),
      signal,
      `deleting the earlier documents of '${file.id}'`,
    );
    for (let start = 0; start < elements.length; start += this.config.batch_size) {
      if (signal.aborted) throw abortReason(signal);
      const documents = elements.slice(start, start + this.config.batch_size).map((element) => {
        const { embeddings, metadata, ...rest } = element;
        const document: Record<string, unknown> = {
          _id: element.element_id,
          ...rest,
          ...(this.config.flatten_metadata ? (metadata ?? {}) : { metadata: metadata ?? {} }),
          record_id: file.id,
        };
        if (embeddings?.length) {
          document.$vector = this.config.binary_encode_vectors
            ? new sdk.DataAPIVector(embeddings)
            : embeddings;
        }
        return document;
      });
      await this.run(
        () => collection.insertMany(documents, { ordered: false }),
        signal,
        `inserting ${documents.length} documents of '${file.id}'`,
      );
    }
  }
}

export const astradb = defineConnector(ASTRADB, {
  destination: (config, context) => new AstraDbDestination(config, context),
});
