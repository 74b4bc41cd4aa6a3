// The weaviate-cloud destination, with the hosted service's config (`cluster_url`, `api_key`, `collection`,
// and docflow's `batch_size`), through the official client (weaviate-client, loaded on first use). One
// object per element: its id is a UUID derived from the record id and the element id, its vector the
// embedding, its properties the element's text, type, ids and metadata (as JSON). A write first deletes the
// document's earlier objects (batch delete where record_id = id), then inserts in batches, so a re-run
// replaces instead of duplicating. A missing collection is created (vectorizer none, cosine distance); the
// dimension of the vectors it already holds is read before writing and a different one is refused.
//
// Why the client's REST interface (`weaviateV2`, shipped in the same official package) and not its v3
// collections API: v3 writes (insertMany, deleteMany) and reads objects over gRPC, on a second endpoint
// (grpc-<cluster>) that needs HTTP/2 and Weaviate's protobuf services. Everything this destination does
// has a documented REST path — /v1/schema, /v1/objects, /v1/batch/objects (POST to insert, DELETE with a
// where filter to remove) — which is one endpoint, crosses HTTP proxies, and can be stood in for in the
// tests by a plain HTTP server. 429 and 5xx answers are retried with backoff.
import { createHash } from "node:crypto";
import type { z } from "zod";
import {
  WEAVIATE,
  WEAVIATE_CLOUD,
  type WeaviateCloudDestinationConfigSchema,
  type WeaviateDestinationConfigSchema,
} from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { abortReason, ConnectorError, requireEmbeddings } from "./common.js";
import { defineConnector } from "./define.js";
import { policedEndpoint, policedFetch, redirectFailure, safeUrl } from "./endpoint.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import { scrubSecrets } from "./secrets.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

const TYPE = "weaviate-cloud";

export type WeaviateConfig = Omit<z.output<typeof WeaviateCloudDestinationConfigSchema>, "api_key"> & {
  /** Absent only for a `weaviate` destination on a cluster without authentication. */
  api_key?: string | null | undefined;
};

/**
 * `weaviate`, the docs' spelling of the type, with their field names (`host_url`, `class_name`, `api_key`
 * optional for a cluster without authentication): the same destination.
 */
export function weaviateDocsConfig(config: z.output<typeof WeaviateDestinationConfigSchema>): WeaviateConfig {
  return {
    cluster_url: config.host_url,
    api_key: config.api_key,
    collection: config.class_name,
    batch_size: config.batch_size,
  };
}

/** The object id: a UUID, the same for the same element of the same record on every run. */
export function objectId(recordId: string, elementId: string): string {
  const hex = createHash("sha256").update(`${recordId}\u0000${elementId}`).digest("hex");
  // Shaped as a version-5-like UUID so every Weaviate version's validation takes it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// The part of the client's REST interface used here. The package's own typings are not imported: through
// cross-fetch they pull the DOM library into the whole program's types, so the module is loaded by a
// specifier tsc does not follow and described by these few lines.
const WEAVIATE_PACKAGE = "weaviate-client";

interface Command<T> {
  do(): Promise<T>;
}

interface WeaviateRestClient {
  schema: {
    exists(className: string): Promise<boolean>;
    classCreator(): { withClass(definition: Record<string, unknown>): Command<unknown> };
  };
  data: {
    getter(): {
      withClassName(name: string): {
        withLimit(limit: number): {
          withVector(): Command<{ objects?: { vector?: number[] }[] }>;
        };
      };
    };
  };
  batch: {
    objectsBatcher(): { withObjects(...objects: Record<string, unknown>[]): Command<unknown> };
    objectsBatchDeleter(): {
      withClassName(name: string): {
        withWhere(filter: Record<string, unknown>): { withOutput(output: "minimal"): Command<unknown> };
      };
    };
  };
}

interface WeaviateModule {
  weaviateV2: {
    client(params: Record<string, unknown>): WeaviateRestClient;
    ApiKey: new (key: string) => unknown;
  };
}

/** The properties docflow writes; the collection it creates declares them. */
const PROPERTIES = [
  { name: "element_id", dataType: ["text"], tokenization: "field" },
  { name: "record_id", dataType: ["text"], tokenization: "field" },
  { name: "type", dataType: ["text"], tokenization: "field" },
  { name: "text", dataType: ["text"] },
  { name: "filename", dataType: ["text"] },
  { name: "page_number", dataType: ["int"] },
  { name: "metadata", dataType: ["text"], indexSearchable: false },
  { name: "record", dataType: ["text"], indexSearchable: false },
];

interface BatchResult {
  id?: string;
  result?: { errors?: { error?: { message?: string }[] } };
}

export class WeaviateDestination
  extends SdkConnector<WeaviateRestClient, WeaviateConfig>
  implements DestinationConnector
{
  /** Whether the collection is known to exist, and the dimension of its vectors once known. */
  private prepared: Promise<number | undefined> | undefined;

  constructor(config: WeaviateConfig, context: ConnectorContext, type = TYPE) {
    super(
      type,
      config,
      context,
      `Weaviate at ${safeUrl(config.cluster_url)}, collection '${config.collection}'`,
    );
  }

  protected async connect(signal: AbortSignal): Promise<WeaviateRestClient> {
    const url = await policedEndpoint(
      this.type,
      this.config.cluster_url,
      "cluster_url",
      this.context.outbound,
    );
    await this.checkVersion(url, signal);
    const sdk = await loadSdk(
      this.type,
      WEAVIATE_PACKAGE,
      () => import(WEAVIATE_PACKAGE) as Promise<WeaviateModule>,
    );
    const base = url.toString().replace(/\/+$/, "");
    return sdk.weaviateV2.client({
      scheme: url.protocol.replace(":", ""),
      host: base.replace(/^https?:\/\//, ""),
      ...(this.config.api_key ? { apiKey: new sdk.weaviateV2.ApiKey(this.config.api_key) } : {}),
      timeout: { query: 60, insert: 120, init: 10 },
    });
  }

  /**
   * Asks the server for its version (/v1/meta) through the outbound policy's transport before a client is
   * made. weaviate-client cannot be given that transport (it calls the global fetch, which follows
   * redirects), and the client it makes asks for the version at once on a promise nobody holds: an answer
   * without a version would reject it unhandled and end the process. So a server that redirects, or that
   * does not say which Weaviate it is, fails here with its reason and no client is made.
   */
  private async checkVersion(url: URL, signal: AbortSignal): Promise<void> {
    const meta = new URL("v1/meta", url.href.endsWith("/") ? url.href : `${url.href}/`);
    const fetch = policedFetch(this.type, "cluster_url", this.context.outbound);
    const headers: Record<string, string> = this.config.api_key
      ? { authorization: `Bearer ${this.config.api_key}` }
      : {};
    let answer: Response;
    try {
      answer = await fetch(meta, { headers, signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]) });
    } catch (error) {
      const refused = redirectFailure(this.type, `asking ${this.where} for its version`, error);
      if (refused) throw refused;
      throw new ConnectorError(this.type, "unreachable", `${this.where}: cannot reach the server`, {
        retryable: true,
        cause: error,
      });
    }
    const body = (await answer.json().catch(() => undefined)) as { version?: unknown } | undefined;
    if (answer.status === 401 || answer.status === 403) {
      throw new ConnectorError(
        this.type,
        "access_denied",
        `${this.where}: the api_key was refused (HTTP ${answer.status})`,
      );
    }
    if (!answer.ok || typeof body?.version !== "string") {
      throw new ConnectorError(
        this.type,
        "failed",
        `${this.where}: /v1/meta answered HTTP ${answer.status} without a Weaviate version; is cluster_url a Weaviate server?`,
        { retryable: answer.status === 429 || answer.status >= 500 },
      );
    }
  }

  protected override statusOf(error: unknown): number | undefined {
    const err = error as { name?: string; code?: unknown };
    if (err.name === "WeaviateUnauthenticatedError") return 401;
    return typeof err.code === "number" ? err.code : undefined;
  }

  protected override classify(error: unknown): FailureKind | undefined {
    if ((error as { name?: string }).name === "WeaviateRequestTimeoutError") {
      return { code: "unreachable", retryable: true };
    }
    return undefined;
  }

  private exists(signal: AbortSignal): Promise<boolean> {
    return this.run(
      (client) => client.schema.exists(this.config.collection),
      signal,
      "looking up the collection",
    );
  }

  /** The dimension of the vectors the collection holds (read from one object), or undefined. */
  private async storedDimension(signal: AbortSignal): Promise<number | undefined> {
    const found = await this.run(
      (client) => client.data.getter().withClassName(this.config.collection).withLimit(1).withVector().do(),
      signal,
      "reading one object",
    );
    const vector = found.objects?.[0]?.vector;
    return Array.isArray(vector) && vector.length > 0 ? vector.length : undefined;
  }

  /** Creates the collection when absent; resolves to the dimension it already holds, if any. */
  private prepare(signal: AbortSignal): Promise<number | undefined> {
    this.prepared ??= (async () => {
      if (!(await this.exists(signal))) {
        await this.run(
          (client) =>
            client.schema
              .classCreator()
              .withClass({
                class: this.config.collection,
                vectorizer: "none",
                vectorIndexType: "hnsw",
                vectorIndexConfig: { distance: "cosine" },
                properties: PROPERTIES,
              })
              .do(),
          signal,
          "creating the collection",
        ).catch(async (error: unknown) => {
          // Another writer may have created it meanwhile.
          if (!(await this.exists(signal))) throw error;
        });
        this.context.logger?.info(`weaviate-cloud destination: created ${this.where}`);
        return undefined;
      }
      return this.storedDimension(signal);
    })().catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
    return this.prepared;
  }

  /** Proves the API key is accepted (the schema can be read); the collection may be missing. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.exists(signal);
  }

  /** Deletes the document's objects; a collection not created yet holds none. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    if (!(await this.exists(signal))) return;
    await this.deleteRecord(file.id, signal, "");
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const dimension = requireEmbeddings(this.type, "weaviate-cloud", elements, file.id);
    let stored = await this.prepare(signal);
    if (stored === undefined && dimension !== undefined) {
      // Another document (or an earlier run) may have written since; once known, it is kept.
      stored = await this.storedDimension(signal);
      if (stored !== undefined) this.prepared = Promise.resolve(stored);
    }
    if (dimension !== undefined && stored !== undefined && dimension !== stored) {
      throw new ConnectorError(
        this.type,
        "invalid_data",
        `the embeddings of '${file.id}' have ${dimension} dimensions, but ${this.where} holds vectors of ${stored}; ` +
          `embed with a model of ${stored} dimensions or write to another collection`,
      );
    }
    await this.deleteRecord(file.id, signal);
    for (let start = 0; start < elements.length; start += this.config.batch_size) {
      if (signal.aborted) throw abortReason(signal);
      const batch = elements.slice(start, start + this.config.batch_size);
      const objects = batch.map((element) => ({
        class: this.config.collection,
        id: objectId(file.id, element.element_id),
        vector: element.embeddings as number[],
        properties: {
          element_id: element.element_id,
          record_id: file.id,
          type: element.type,
          text: element.text,
          filename: element.metadata.filename ?? file.filename,
          ...(typeof element.metadata.page_number === "number"
            ? { page_number: element.metadata.page_number }
            : {}),
          metadata: JSON.stringify(element.metadata),
          record: JSON.stringify(file.record),
        },
      }));
      const results = (await this.run(
        (client) =>
          client.batch
            .objectsBatcher()
            .withObjects(...objects)
            .do(),
        signal,
        `inserting ${objects.length} objects of '${file.id}'`,
      )) as BatchResult[];
      // A batch answers 200 with an error per object it could not take.
      const refused = results.flatMap((result) => result.result?.errors?.error ?? []);
      if (refused.length > 0) {
        const first = scrubSecrets(refused[0]?.message ?? "unknown error", [this.config.api_key ?? ""]);
        throw new ConnectorError(
          this.type,
          /dimension|vector length/i.test(first) ? "invalid_data" : "failed",
          `${this.where} refused ${refused.length} of the ${objects.length} objects of '${file.id}': ${first}`,
        );
      }
    }
  }

  /** Deletes every object of the record; a batch delete removes at most the server's limit per call. */
  private async deleteRecord(recordId: string, signal: AbortSignal, which = "earlier "): Promise<void> {
    for (let round = 0; round < 1000; round += 1) {
      const answer = (await this.run(
        (client) =>
          client.batch
            .objectsBatchDeleter()
            .withClassName(this.config.collection)
            .withWhere({ path: ["record_id"], operator: "Equal", valueText: recordId })
            .withOutput("minimal")
            .do(),
        signal,
        `deleting the ${which}objects of '${recordId}'`,
      )) as { results?: { matches?: number; limit?: number; failed?: number } };
      const { matches = 0, limit = 0, failed = 0 } = answer.results ?? {};
      if (failed > 0) {
        throw new ConnectorError(
          this.type,
          "failed",
          `${this.where} could not delete ${failed} ${which}objects of '${recordId}'`,
          { retryable: true },
        );
      }
      if (limit === 0 || matches < limit) return;
    }
  }
}

export const weaviateCloud = defineConnector(WEAVIATE_CLOUD, {
  destination: (config, context) => new WeaviateDestination(config, context),
});

/**
 * `weaviate`, the docs' spelling of the type, with their field names (`host_url`, `class_name`, `api_key`
 * optional for a cluster without authentication): the same destination.
 */
export const weaviate = defineConnector(WEAVIATE, {
  destination: (config, context) => new WeaviateDestination(weaviateDocsConfig(config), context, "weaviate"),
});
