// The pinecone destination, with the hosted service's config (`api_key`, `index_name`, `namespace`,
// `batch_size`), through the official client (@pinecone-database/pinecone, loaded on first use). The index
// must exist: its dimension (from describe index) is checked against the embeddings before writing. One
// vector per element, id `<record id>#<element id>`, metadata flattened as Pinecone takes it (strings,
// numbers, booleans, string lists). A write lists the document's earlier ids by that prefix — the way
// Pinecone documents for serverless indexes, which cannot delete by metadata — upserts the new vectors in
// batches, then deletes the ids the document no longer has, so a re-run replaces instead of duplicating.
// 429/5xx are retried with backoff. The control plane is https://api.pinecone.io unless the server's
// environment sets PINECONE_CONTROLLER_HOST (the SDK's own setting).
import type { z } from "zod";
import { PINECONE, type PineconeDestinationConfigSchema } from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { abortReason, ConnectorError, requireEmbeddings } from "./common.js";
import { defineConnector } from "./define.js";
import { policedEndpoint, policedFetch } from "./endpoint.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

const TYPE = "pinecone";
const DEFAULT_CONTROLLER = "https://api.pinecone.io";
const DELETE_BATCH = 1000;

export type PineconeConfig = z.output<typeof PineconeDestinationConfigSchema>;

type Metadata = Record<string, string | number | boolean | string[]>;

/** An element's fields as Pinecone metadata: scalars and string lists only; nested metadata is flattened. */
export function pineconeMetadata(element: Element, recordId: string): Metadata {
  const out: Metadata = {
    element_id: element.element_id,
    type: element.type,
    text: element.text,
    record_id: recordId,
  };
  for (const [key, value] of Object.entries(element.metadata ?? {})) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      // orig_elements is the chunk's source elements, compressed: too large for Pinecone's 40 KB metadata.
      if (key !== "orig_elements") out[key] = value;
    } else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      out[key] = value as string[];
    }
  }
  return out;
}

type Pinecone = import("@pinecone-database/pinecone").Pinecone;
type PineconeIndex = import("@pinecone-database/pinecone").Index;

interface OpenIndex {
  index: PineconeIndex;
  dimension: number;
  host: string;
}

export class PineconeDestination
  extends SdkConnector<OpenIndex, PineconeConfig>
  implements DestinationConnector
{
  constructor(config: PineconeConfig, context: ConnectorContext) {
    const namespace = config.namespace ? `, namespace '${config.namespace}'` : "";
    super(TYPE, config, context, `Pinecone index '${config.index_name}'${namespace}`);
  }

  /** Describes the index (its host and dimension) once, and opens its data plane. */
  protected async connect(signal: AbortSignal): Promise<OpenIndex> {
    const controller = await policedEndpoint(
      TYPE,
      process.env.PINECONE_CONTROLLER_HOST || DEFAULT_CONTROLLER,
      "PINECONE_CONTROLLER_HOST",
      this.context.outbound,
    );
    const sdk = await loadSdk(
      TYPE,
      "@pinecone-database/pinecone",
      () => import("@pinecone-database/pinecone"),
    );
    const client: Pinecone = new sdk.Pinecone({
      apiKey: this.config.api_key,
      controllerHostUrl: controller.toString().replace(/\/$/, ""),
      maxRetries: 0,
      // The outbound policy's fetch, for the control and the data plane: the global one would follow a
      // redirect and send the Api-Key header to wherever it points.
      fetchApi: policedFetch(TYPE, "the index host", this.context.outbound),
    });
    const model = await this.retried(
      () => client.describeIndex(this.config.index_name),
      signal,
      "describing the index",
    );
    const host = /^https?:\/\//.test(model.host) ? model.host : `https://${model.host}`;
    await policedEndpoint(TYPE, host, "the index host", this.context.outbound);
    const index = client.index({ name: this.config.index_name, host, namespace: this.config.namespace });
    if (typeof model.dimension !== "number") {
      throw new ConnectorError(
        TYPE,
        "invalid_data",
        `${this.where} has no dense dimension; docflow writes dense vectors`,
      );
    }
    return { index, dimension: model.dimension, host };
  }

  protected override detailOf(error: unknown): string {
    const err = error as { name?: string; message?: string };
    return `${err.name ?? "Error"}: ${err.message ?? String(error)}`;
  }

  protected override classify(error: unknown, detail: string): FailureKind | undefined {
    const name = (error as { name?: string }).name ?? "Error";
    if (name === "PineconeAuthorizationError") return { code: "access_denied" };
    if (name === "PineconeNotFoundError") return { code: "not_found" };
    if (
      [
        "PineconeInternalServerError",
        "PineconeUnavailableError",
        "PineconeConnectionError",
        "PineconeMaxRetriesExceededError",
      ].includes(name) ||
      /429|Too Many Requests|RESOURCE_EXHAUSTED/i.test(detail)
    ) {
      return { code: "unreachable", retryable: true };
    }
    return { code: "failed" };
  }

  /** Describes the index: proves the key is accepted and the index exists. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.client(signal);
  }

  /** Every id under `<record id>#`, page by page. */
  private async idsOf(index: PineconeIndex, recordId: string, signal: AbortSignal): Promise<string[]> {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.retried(
        () => index.listPaginated({ prefix: `${recordId}#`, limit: 100, paginationToken: token }),
        signal,
        `listing the earlier vectors of '${recordId}'`,
      );
      for (const vector of page.vectors ?? []) if (vector.id) ids.push(vector.id);
      token = page.pagination?.next;
    } while (token);
    return ids;
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const dimension = requireEmbeddings(TYPE, "pinecone", elements, file.id);
    const { index, dimension: size } = await this.client(signal);
    if (dimension !== undefined && dimension !== size) {
      throw new ConnectorError(
        TYPE,
        "invalid_data",
        `the embeddings of '${file.id}' have ${dimension} dimensions, but ${this.where} has ${size}; ` +
          `embed with a model of ${size} dimensions or write to another index`,
      );
    }
    const previous = await this.idsOf(index, file.id, signal);
    const ids = elements.map((element) => `${file.id}#${element.element_id}`);
    for (let start = 0; start < elements.length; start += this.config.batch_size) {
      if (signal.aborted) throw abortReason(signal);
      const records = elements.slice(start, start + this.config.batch_size).map((element) => ({
        id: `${file.id}#${element.element_id}`,
        values: element.embeddings as number[],
        metadata: pineconeMetadata(element, file.id),
      }));
      await this.retried(
        () => index.upsert({ records }),
        signal,
        `upserting ${records.length} vectors of '${file.id}'`,
      );
    }
    const kept = new Set(ids);
    await this.deleteIds(
      index,
      previous.filter((id) => !kept.has(id)),
      signal,
      `deleting the stale vectors of '${file.id}'`,
    );
  }

  /** Deletes the document's vectors: every id under `<record id>#`. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    const { index } = await this.client(signal);
    const ids = await this.idsOf(index, file.id, signal);
    await this.deleteIds(index, ids, signal, `deleting the vectors of '${file.id}'`);
  }

  private async deleteIds(
    index: PineconeIndex,
    ids: readonly string[],
    signal: AbortSignal,
    doing: string,
  ): Promise<void> {
    for (let start = 0; start < ids.length; start += DELETE_BATCH) {
      const batch = ids.slice(start, start + DELETE_BATCH);
      await this.retried(() => index.deleteMany({ ids: batch }), signal, doing);
    }
  }
}

export const pinecone = defineConnector(PINECONE, {
  destination: (config, context) => new PineconeDestination(config, context),
});
