// The elasticsearch and opensearch destinations, with the hosted service's config (`hosts`, `index_name`,
// `es_api_key` or `username`/`password`), through the official clients (@elastic/elasticsearch,
// @opensearch-project/opensearch, loaded on first use). One document per element, its `_id` the element id,
// with `record_id`. A write first deletes the document's earlier elements (delete-by-query on record_id),
// then indexes in bulk batches, so a re-run replaces instead of duplicating. A missing index is created
// with the first embeddings' dimension (`dense_vector` / `knn_vector`); an existing one's dimension is read
// from its mapping and a different one refused before writing. Throttling (429, per request or per bulk
// item) and 5xx are retried with backoff.
import type { z } from "zod";
import {
  ELASTICSEARCH,
  type ElasticsearchDestinationConfigSchema,
  OPENSEARCH,
} from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { abortReason, ConnectorError, embeddingDimension } from "./common.js";
import { defineConnector } from "./define.js";
import { policedEndpoint, refusedRedirect, safeUrl } from "./endpoint.js";
import { isRedirectStatus } from "./outbound.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

export type SearchIndexConfig = z.output<typeof ElasticsearchDestinationConfigSchema>;
type Flavor = "elasticsearch" | "opensearch";

interface BulkItemResult {
  status: number;
  error?: { type?: string; reason?: string } | undefined;
}

/** What the two clients offer, in one shape. */
interface IndexApi {
  exists(index: string): Promise<boolean>;
  /** The embeddings field's dimension; null when the index maps no embeddings field. */
  dimension(index: string): Promise<number | null>;
  create(index: string, dimension: number | undefined): Promise<void>;
  deleteRecord(index: string, recordId: string): Promise<void>;
  bulk(
    index: string,
    documents: { id: string; document: Record<string, unknown> }[],
  ): Promise<BulkItemResult[]>;
  close(): Promise<void>;
}

const KEYWORDS = {
  record_id: { type: "keyword" },
  element_id: { type: "keyword" },
  type: { type: "keyword" },
};

/**
 * An index-exists answer: 200 yes, 404 no, anything else (a redirect, a proxy's page) a failure. Neither
 * client follows a redirect; its answer is the RedirectRefusedError the policed transport would give.
 */
function existence(
  answer: { statusCode?: number | null; headers?: Record<string, unknown> | null },
  node: string,
  index: string,
): boolean {
  const status = answer.statusCode ?? 0;
  if (status === 200) return true;
  if (status === 404) return false;
  if (isRedirectStatus(status)) {
    const location = answer.headers?.location;
    throw refusedRedirect(
      `${node.replace(/\/+$/, "")}/${encodeURIComponent(index)}`,
      status,
      typeof location === "string" ? location : undefined,
    );
  }
  throw new Error(`the server answered ${status}`);
}

async function elasticsearchApi(config: SearchIndexConfig, nodes: string[]): Promise<IndexApi> {
  const sdk = await loadSdk(
    "elasticsearch",
    "@elastic/elasticsearch",
    () => import("@elastic/elasticsearch"),
  );
  const client = new sdk.Client({
    nodes,
    ...(config.es_api_key
      ? { auth: { apiKey: config.es_api_key } }
      : config.username
        ? { auth: { username: config.username, password: config.password ?? "" } }
        : {}),
    maxRetries: 2,
    requestTimeout: 120_000,
  });
  return {
    async exists(index) {
      // Only 200 and 404 are answers: a redirect (which the client does not follow) or any other status
      // is no index server, not a missing index.
      const answer = await client.indices.exists({ index }, { meta: true, ignore: [404] });
      return existence(answer, nodes[0] ?? "", index);
    },
    async dimension(index) {
      const mapping = await client.indices.getMapping({ index });
      const field = Object.values(mapping)[0]?.mappings?.properties?.embeddings as
        | { dims?: number }
        | undefined;
      return field?.dims ?? null;
    },
    async create(index, dimension) {
      await client.indices.create({
        index,
        mappings: {
          properties: {
            ...KEYWORDS,
            ...(dimension === undefined ? {} : { embeddings: { type: "dense_vector", dims: dimension } }),
          },
        } as never,
      });
    },
    async deleteRecord(index, recordId) {
      await client.deleteByQuery({
        index,
        query: { term: { record_id: recordId } },
        refresh: true,
        conflicts: "proceed",
      });
    },
    async bulk(index, documents) {
      const answer = await client.bulk({
        refresh: true,
        operations: documents.flatMap(({ id, document }) => [
          { index: { _index: index, _id: id } },
          document,
        ]),
      });
      return answer.items.map((item) => {
        const result = item.index;
        const error = result?.error;
        return {
          status: result?.status ?? 0,
          error: error ? { type: error.type, reason: error.reason ?? undefined } : undefined,
        };
      });
    },
    close: () => client.close(),
  };
}

async function opensearchApi(config: SearchIndexConfig, nodes: string[]): Promise<IndexApi> {
  const sdk = await loadSdk(
    "opensearch",
    "@opensearch-project/opensearch",
    () => import("@opensearch-project/opensearch"),
  );
  const client = new sdk.Client({
    nodes,
    ...(config.username ? { auth: { username: config.username, password: config.password ?? "" } } : {}),
    ...(config.es_api_key ? { headers: { authorization: `ApiKey ${config.es_api_key}` } } : {}),
    maxRetries: 2,
    requestTimeout: 120_000,
  });
  return {
    async exists(index) {
      const answer = await client.indices.exists({ index }, { ignore: [404] });
      return existence(answer, nodes[0] ?? "", index);
    },
    async dimension(index) {
      const { body } = await client.indices.getMapping({ index });
      const mapping = Object.values(
        body as Record<string, { mappings?: { properties?: Record<string, unknown> } }>,
      )[0];
      const field = mapping?.mappings?.properties?.embeddings as { dimension?: number } | undefined;
      return field?.dimension ?? null;
    },
    async create(index, dimension) {
      await client.indices.create({
        index,
        body: {
          ...(dimension === undefined ? {} : { settings: { index: { knn: true } } }),
          mappings: {
            properties: {
              ...KEYWORDS,
              ...(dimension === undefined ? {} : { embeddings: { type: "knn_vector", dimension } }),
            },
          },
        },
      } as never);
    },
    async deleteRecord(index, recordId) {
      await client.deleteByQuery({
        index,
        refresh: true,
        conflicts: "proceed",
        body: { query: { term: { record_id: recordId } } },
      } as never);
    },
    async bulk(index, documents) {
      const { body } = await client.bulk({
        refresh: true,
        body: documents.flatMap(({ id, document }) => [{ index: { _index: index, _id: id } }, document]),
      } as never);
      const items = (body as { items: { index?: { status?: number; error?: BulkItemResult["error"] } }[] })
        .items;
      return items.map((item) => ({ status: item.index?.status ?? 0, error: item.index?.error }));
    },
    close: () => client.close(),
  };
}

export class SearchIndexDestination
  extends SdkConnector<IndexApi, SearchIndexConfig>
  implements DestinationConnector
{
  declare readonly type: Flavor;
  private indexDimension: Promise<number | null | undefined> | undefined;

  constructor(type: Flavor, config: SearchIndexConfig, context: ConnectorContext) {
    const service = type === "elasticsearch" ? "Elasticsearch" : "OpenSearch";
    super(
      type,
      config,
      context,
      `${service} at ${config.hosts.map(safeUrl).join(", ")}, index '${config.index_name}'`,
    );
  }

  protected async connect(): Promise<IndexApi> {
    const nodes = await Promise.all(
      this.config.hosts.map(async (host) =>
        (await policedEndpoint(this.type, host, "hosts", this.context.outbound)).toString(),
      ),
    );
    return this.type === "elasticsearch"
      ? elasticsearchApi(this.config, nodes)
      : opensearchApi(this.config, nodes);
  }

  protected override detailOf(error: unknown): string {
    const err = error as { meta?: { body?: unknown }; message?: string };
    const reason = (err.meta?.body as { error?: { reason?: string } } | undefined)?.error?.reason;
    return reason ?? err.message ?? String(error);
  }

  protected override classify(
    error: unknown,
    _detail: string,
    status: number | undefined,
  ): FailureKind | undefined {
    const name = (error as { name?: string }).name ?? "";
    if (
      status === undefined &&
      ["ConnectionError", "TimeoutError", "NoLivingConnectionsError"].includes(name)
    ) {
      return { code: "unreachable", retryable: true };
    }
    return undefined;
  }

  /** The index's embeddings dimension: undefined when the index is missing, null when it maps none. */
  private async readDimension(signal: AbortSignal): Promise<number | null | undefined> {
    const index = this.config.index_name;
    const exists = await this.run((api) => api.exists(index), signal, "looking up the index");
    if (!exists) return undefined;
    return this.run((api) => api.dimension(index), signal, "reading the index mapping");
  }

  /** Proves the credentials are accepted; the index may be missing (a write creates it). */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.readDimension(signal);
  }

  /** Deletes the document's elements; an index not created yet holds none. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    if ((await this.readDimension(signal)) === undefined) return;
    await this.run(
      (api) => api.deleteRecord(this.config.index_name, file.id),
      signal,
      `deleting the elements of '${file.id}'`,
    );
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const index = this.config.index_name;
    const dimension = embeddingDimension(this.type, elements, `'${file.id}'`);
    this.indexDimension ??= this.readDimension(signal).catch((error: unknown) => {
      this.indexDimension = undefined;
      throw error;
    });
    let known = await this.indexDimension;
    if (known === undefined) {
      await this.run((api) => api.create(index, dimension), signal, "creating the index").catch(
        async (error: unknown) => {
          // Another writer may have created it meanwhile.
          if ((await this.readDimension(signal)) === undefined) throw error;
        },
      );
      this.context.logger?.info(`${this.type} destination: created ${this.where}`);
      this.indexDimension = this.readDimension(signal);
      known = await this.indexDimension;
    }
    if (dimension !== undefined && typeof known === "number" && known !== dimension) {
      throw new ConnectorError(
        this.type,
        "invalid_data",
        `the embeddings of '${file.id}' have ${dimension} dimensions, but field embeddings of ${this.where} ` +
          `has ${known}; embed with a model of ${known} dimensions or write to another index`,
      );
    }
    await this.run(
      (api) => api.deleteRecord(index, file.id),
      signal,
      `deleting the earlier elements of '${file.id}'`,
    );
    for (let start = 0; start < elements.length; start += this.config.batch_size) {
      if (signal.aborted) throw abortReason(signal);
      const documents = elements.slice(start, start + this.config.batch_size).map((element) => ({
        id: element.element_id,
        document: { ...element, record_id: file.id, record: file.record },
      }));
      await this.run(
        async (api) => {
          const results = await api.bulk(index, documents);
          const failed = results.filter((result) => result.status >= 300 || result.error);
          if (failed.length === 0) return;
          const first = failed[0] as BulkItemResult;
          const message =
            `${failed.length} of ${documents.length} elements of '${file.id}' were refused by ${this.where}: ${first.error?.type ?? first.status} ${first.error?.reason ?? ""}`.trim();
          // Throttled items are sent again (same ids: indexing twice is harmless); others fail the file.
          const throttled = failed.every((result) => result.status === 429 || result.status >= 500);
          throw new ConnectorError(this.type, throttled ? "unreachable" : "invalid_data", message, {
            retryable: throttled,
          });
        },
        signal,
        `indexing ${documents.length} elements of '${file.id}'`,
      );
    }
  }
}

export const elasticsearch = defineConnector(ELASTICSEARCH, {
  destination: (config, context) => new SearchIndexDestination("elasticsearch", config, context),
});

export const opensearch = defineConnector(OPENSEARCH, {
  destination: (config, context) => new SearchIndexDestination("opensearch", config, context),
});
