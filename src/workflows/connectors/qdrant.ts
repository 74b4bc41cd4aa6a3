// The qdrant-cloud destination, with the hosted service's config (`url`, `api_key`, `collection_name`,
// `batch_size`), through the official client (@qdrant/js-client-rest, loaded on first use). One point per
// element: its id is a UUID derived from the element id, its vector the embedding, its payload the element
// with `record_id`. A write first deletes the document's earlier points (filter on record_id), then
// upserts in batches, so a re-run replaces instead of duplicating. The collection's vector size is read
// before writing and a different embedding dimension is refused; a missing collection is created with the
// first embeddings' size and cosine distance. 429/5xx answers are retried with backoff.
import { createHash } from "node:crypto";
import type { z } from "zod";
import { QDRANT_CLOUD, type QdrantCloudDestinationConfigSchema } from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { abortReason, ConnectorError, requireEmbeddings } from "./common.js";
import { defineConnector } from "./define.js";
import { policedDispatcher, policedEndpoint, safeUrl } from "./endpoint.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

const TYPE = "qdrant-cloud";

export type QdrantConfig = z.output<typeof QdrantCloudDestinationConfigSchema>;

/** A point id Qdrant accepts (a UUID), the same for the same element id on every run. */
export function pointId(elementId: string): string {
  const hex = /^[0-9a-f]{32}$/i.test(elementId.replaceAll("-", ""))
    ? elementId.replaceAll("-", "").toLowerCase()
    : createHash("sha256").update(elementId).digest("hex").slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

type QdrantClient = import("@qdrant/js-client-rest").QdrantClient;

/**
 * Sends every call of the client through `dispatcher` (the outbound policy's transport). The client takes
 * no fetch or dispatcher of its own: it calls Node's fetch with an undici agent it makes, which follows
 * redirects and sends the `api-key` header to wherever one points, and resolves names without the policy.
 * Each operation of its REST interface (`api()`, the object its methods call) takes a request init that
 * is laid over its defaults, so the dispatcher is given there, to every operation.
 */
function routeThrough(client: QdrantClient, dispatcher: unknown): void {
  const api = client.api() as unknown as Record<string, unknown>;
  for (const [name, operation] of Object.entries(api)) {
    if (typeof operation !== "function") continue;
    const call = operation as (payload: unknown, init?: Record<string, unknown>) => unknown;
    api[name] = Object.assign(
      (payload: unknown, init?: Record<string, unknown>) => call(payload, { ...init, dispatcher }),
      operation,
    );
  }
}

export class QdrantDestination
  extends SdkConnector<QdrantClient, QdrantConfig>
  implements DestinationConnector
{
  /** The collection's vector size once known (read, or set when docflow created it). */
  private size: Promise<number | undefined> | undefined;

  constructor(config: QdrantConfig, context: ConnectorContext) {
    super(TYPE, config, context, `Qdrant at ${safeUrl(config.url)}, collection '${config.collection_name}'`);
  }

  protected async connect(): Promise<QdrantClient> {
    const url = await policedEndpoint(TYPE, this.config.url, "url", this.context.outbound);
    const sdk = await loadSdk(TYPE, "@qdrant/js-client-rest", () => import("@qdrant/js-client-rest"));
    const client = new sdk.QdrantClient({
      url: url.toString().replace(/\/$/, ""),
      apiKey: this.config.api_key,
      checkCompatibility: false,
      timeout: 120_000,
    });
    routeThrough(client, policedDispatcher(this.context.outbound, true));
    return client;
  }

  protected override detailOf(error: unknown): string {
    const err = error as { message?: string; data?: unknown };
    return typeof err.data === "object" && err.data !== null
      ? JSON.stringify((err.data as { status?: unknown }).status ?? err.data)
      : (err.message ?? String(error));
  }

  protected override classify(error: unknown): FailureKind | undefined {
    // The client turns a 429 with Retry-After into an error of its own, without the status.
    if ((error as { retry_after?: unknown }).retry_after !== undefined) {
      return { code: "unreachable", retryable: true };
    }
    if (/timeout/i.test((error as { message?: string }).message ?? "")) {
      return { code: "unreachable", retryable: true };
    }
    return undefined;
  }

  /** The collection's vector size, or undefined when the collection does not exist yet. */
  private async collectionSize(signal: AbortSignal): Promise<number | undefined> {
    const exists = await this.run(
      (client) => client.collectionExists(this.config.collection_name),
      signal,
      "looking up the collection",
    );
    if (!exists.exists) return undefined;
    const info = await this.run(
      (client) => client.getCollection(this.config.collection_name),
      signal,
      "reading the collection",
    );
    const vectors = info.config.params.vectors as
      | { size?: number }
      | Record<string, { size?: number }>
      | undefined;
    if (vectors && typeof (vectors as { size?: unknown }).size === "number")
      return (vectors as { size: number }).size;
    throw new ConnectorError(
      TYPE,
      "invalid_data",
      `${this.where} has named vectors; docflow writes one unnamed vector per point`,
    );
  }

  /** Proves the API key is accepted; the collection may be missing (a write creates it). */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.collectionSize(signal);
  }

  private deleteRecord(recordId: string, signal: AbortSignal, which = ""): Promise<unknown> {
    return this.run(
      (client) =>
        client.delete(this.config.collection_name, {
          wait: true,
          filter: { must: [{ key: "record_id", match: { value: recordId } }] },
        }),
      signal,
      `deleting the ${which}points of '${recordId}'`,
    );
  }

  /** Deletes the document's points; a collection not created yet holds none. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    const found = await this.run(
      (client) => client.collectionExists(this.config.collection_name),
      signal,
      "looking up the collection",
    );
    if (!found.exists) return;
    await this.deleteRecord(file.id, signal);
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const dimension = requireEmbeddings(TYPE, "qdrant-cloud", elements, file.id);
    this.size ??= this.collectionSize(signal).catch((error: unknown) => {
      this.size = undefined;
      throw error;
    });
    let size = await this.size;
    if (size === undefined && dimension !== undefined) {
      await this.run(
        (client) =>
          client.createCollection(this.config.collection_name, {
            vectors: { size: dimension, distance: "Cosine" },
          }),
        signal,
        "creating the collection",
      ).catch(async (error: unknown) => {
        // Another writer may have created it meanwhile: then its size is what counts.
        if (!(await this.collectionSize(signal))) throw error;
      });
      this.context.logger?.info(`qdrant-cloud destination: created ${this.where} (${dimension} dimensions)`);
      this.size = this.collectionSize(signal);
      size = await this.size;
    }
    if (dimension !== undefined && size !== undefined && dimension !== size) {
      throw new ConnectorError(
        TYPE,
        "invalid_data",
        `the embeddings of '${file.id}' have ${dimension} dimensions, but ${this.where} holds vectors of ${size}; ` +
          `embed with a model of ${size} dimensions or write to another collection`,
      );
    }
    const collection = this.config.collection_name;
    await this.deleteRecord(file.id, signal, "earlier ");
    for (let start = 0; start < elements.length; start += this.config.batch_size) {
      if (signal.aborted) throw abortReason(signal);
      const batch = elements.slice(start, start + this.config.batch_size);
      const points = batch.map((element) => {
        const { embeddings, ...rest } = element;
        return {
          id: pointId(element.element_id),
          vector: embeddings as number[],
          payload: { ...rest, record_id: file.id, record: file.record },
        };
      });
      await this.run(
        (client) => client.upsert(collection, { wait: true, points }),
        signal,
        `upserting ${points.length} points of '${file.id}'`,
      );
    }
  }
}

export const qdrant = defineConnector(QDRANT_CLOUD, {
  destination: (config, context) => new QdrantDestination(config, context),
});
