// The milvus destination, with the hosted service's config (`uri`, `collection_name`, `record_id_key`,
// `db_name`, `user`/`password` or `token`), through the official SDK's REST client (HttpClient of
// @zilliz/milvus2-sdk-node, RESTful API v2; loaded on first use). The collection must exist; its
// FloatVector field's `dim` is read before writing and a different embedding dimension refused. One
// entity per element: the vector field takes the embedding, `record_id_key` the record id, and `element_id`,
// `text`, `type`, `metadata` go to fields of those names (or the dynamic field). A write deletes the
// record's earlier entities (filter on record_id_key), then inserts in batches, so a re-run replaces
// instead of duplicating. 429/5xx are retried with backoff.
import type { z } from "zod";
import { MILVUS, type MilvusDestinationConfigSchema } from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { abortReason, ConnectorError, onceUntilFailure, requireEmbeddings } from "./common.js";
import { defineConnector } from "./define.js";
import { policedEndpoint, policedFetch, safeUrl } from "./endpoint.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

const TYPE = "milvus";
const BATCH = 100;

export type MilvusConfig = z.output<typeof MilvusDestinationConfigSchema>;

type HttpClient = import("@zilliz/milvus2-sdk-node").HttpClient;

interface MilvusField {
  name: string;
  type: string;
  primaryKey?: boolean;
  autoId?: boolean;
  params?: { key: string; value: string | number }[];
}

/** A Milvus answer: HTTP 200 with `code` 0 on success, another code and a message otherwise. */
class MilvusAnswerError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export class MilvusDestination
  extends SdkConnector<HttpClient, MilvusConfig>
  implements DestinationConnector
{
  constructor(config: MilvusConfig, context: ConnectorContext) {
    super(TYPE, config, context, `Milvus at ${safeUrl(config.uri)}, collection '${config.collection_name}'`);
  }

  protected async connect(): Promise<HttpClient> {
    const endpoint = await policedEndpoint(TYPE, this.config.uri, "uri", this.context.outbound);
    const sdk = await loadSdk(TYPE, "@zilliz/milvus2-sdk-node", () => import("@zilliz/milvus2-sdk-node"));
    return new sdk.HttpClient({
      endpoint: endpoint.toString().replace(/\/$/, ""),
      ...(this.config.db_name ? { database: this.config.db_name } : {}),
      ...(this.config.token ? { token: this.config.token } : {}),
      ...(this.config.user ? { username: this.config.user, password: this.config.password ?? "" } : {}),
      timeout: 120_000,
      // The outbound policy's fetch: the global one would follow a redirect, Authorization header and all.
      fetch: policedFetch(TYPE, "uri", this.context.outbound),
    });
  }

  protected override classify(error: unknown, detail: string): FailureKind | undefined {
    if (/auth|credential|permission denied/i.test(detail)) return { code: "access_denied" };
    if (/rate limit|ECONNREFUSED|ECONNRESET|ETIMEDOUT/i.test(detail))
      return { code: "unreachable", retryable: true };
    if (error instanceof MilvusAnswerError && /collection not found|can't find collection/i.test(detail)) {
      return { code: "not_found" };
    }
    return undefined;
  }

  /** A call whose answer says `code` 0 (or 200) on success: another code is a failure. */
  private answered<T extends { code: number; message?: string }>(
    call: (client: HttpClient) => Promise<T>,
    signal: AbortSignal,
    doing: string,
  ): Promise<T> {
    return this.run(
      async (client) => {
        const answer = await call(client);
        if (answer.code !== 0 && answer.code !== 200) {
          throw new MilvusAnswerError(answer.code, `${answer.message ?? "error"} (code ${answer.code})`);
        }
        return answer;
      },
      signal,
      doing,
    );
  }

  /** The collection's vector field and its dimension; the collection must exist. */
  private readonly describe = onceUntilFailure(async (signal: AbortSignal) => {
    const answer = await this.answered(
      (client) => client.describeCollection({ collectionName: this.config.collection_name }),
      signal,
      "describing the collection",
    );
    const fields = answer.data.fields as unknown as MilvusField[];
    const vector = fields.find((field) => field.type === "FloatVector");
    const dim = Number(vector?.params?.find((param) => param.key === "dim")?.value);
    if (!vector || !Number.isInteger(dim)) {
      throw new ConnectorError(
        TYPE,
        "invalid_data",
        `${this.where} has no FloatVector field; docflow writes float vectors`,
      );
    }
    return {
      vectorField: vector.name,
      dimension: dim,
      primaryKey: fields.find((field) => field.primaryKey),
    };
  });

  /** Describes the collection: proves the credentials are accepted and the collection exists. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.describe(signal);
  }

  /** Deletes the document's entities (the collection must exist, as for a write). */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    await this.describe(signal);
    await this.deleteRecord(file.id, signal);
  }

  private async deleteRecord(recordId: string, signal: AbortSignal, which = ""): Promise<void> {
    await this.answered(
      (client) =>
        client.delete({
          collectionName: this.config.collection_name,
          filter: `${this.config.record_id_key} == ${JSON.stringify(recordId)}`,
        }),
      signal,
      `deleting the ${which}entities of '${recordId}'`,
    );
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const dimension = requireEmbeddings(TYPE, "milvus", elements, file.id);
    const schema = await this.describe(signal);
    if (dimension !== undefined && dimension !== schema.dimension) {
      throw new ConnectorError(
        TYPE,
        "invalid_data",
        `the embeddings of '${file.id}' have ${dimension} dimensions, but field ${schema.vectorField} of ${this.where} ` +
          `has ${schema.dimension}; embed with a model of ${schema.dimension} dimensions or write to another collection`,
      );
    }
    const key = this.config.record_id_key;
    await this.deleteRecord(file.id, signal, "earlier ");
    // A primary key Milvus does not generate is the element id.
    const ownKey = schema.primaryKey && !schema.primaryKey.autoId ? schema.primaryKey.name : undefined;
    for (let start = 0; start < elements.length; start += BATCH) {
      if (signal.aborted) throw abortReason(signal);
      const data = elements.slice(start, start + BATCH).map((element) => ({
        ...(ownKey ? { [ownKey]: element.element_id } : {}),
        element_id: element.element_id,
        text: element.text,
        type: element.type,
        metadata: element.metadata ?? {},
        [key]: file.id,
        [schema.vectorField]: element.embeddings as number[],
      }));
      await this.answered(
        (client) => client.insert({ collectionName: this.config.collection_name, data }),
        signal,
        `inserting ${data.length} entities of '${file.id}'`,
      );
    }
  }
}

export const milvus = defineConnector(MILVUS, {
  destination: (config, context) => new MilvusDestination(config, context),
});
