// The redis destination, with the hosted service's config (`host`, `port`, `database`, `ssl`, `batch_size`,
// or a `uri`; `username`/`password`): one key per element, `<key_prefix><element_id>`, holding the element
// as JSON with its `record_id`, written with SET so it works on any Redis (no module needed). Each document
// also has a set, `<key_prefix>docflow:record:<record_id>`, of its element keys: a re-run writes the new
// elements first, then deletes the keys the document no longer has, so nothing is duplicated and nothing
// stale stays. The first embeddings written fix the dimension (`<key_prefix>docflow:dimension`), and a
// write of another dimension is refused before anything is sent, as an index would refuse it.
import type { z } from "zod";
import { REDIS, type RedisDestinationConfigSchema } from "../../contract/connector-configs.js";
import type { Element } from "../../contract/element.js";
import { abortReason, ConnectorError, embeddingDimension } from "./common.js";
import { defineConnector } from "./define.js";
import { checkPolicy, resolveEndpoint } from "./endpoint.js";
import { loadSdk } from "./sdk.js";
import { type FailureKind, SdkConnector } from "./sdk-connector.js";
import { scrubSecrets } from "./secrets.js";
import type { ConnectorContext, DestinationConnector, DestinationFile } from "./types.js";

const TYPE = "redis";

export type RedisConfig = z.output<typeof RedisDestinationConfigSchema>;

// What the redis package's client offers that this module uses.
interface RedisClient {
  connect(): Promise<unknown>;
  close(): Promise<void>;
  destroy(): void;
  on(event: "error", listener: (error: unknown) => void): unknown;
  ping(): Promise<string>;
  get(key: string): Promise<string | null>;
  sMembers(key: string): Promise<string[]>;
  multi(): RedisMulti;
}
interface RedisMulti {
  set(key: string, value: string, options?: { NX?: boolean }): RedisMulti;
  del(keys: string | string[]): RedisMulti;
  sAdd(key: string, members: string[]): RedisMulti;
  exec(): Promise<unknown[]>;
}

export class RedisDestination extends SdkConnector<RedisClient, RedisConfig> implements DestinationConnector {
  private readonly url: URL;

  constructor(config: RedisConfig, context: ConnectorContext) {
    const given = config.uri ?? `${config.ssl ? "rediss" : "redis"}://${config.host}:${config.port}`;
    const url = resolveEndpoint(TYPE, given, config.uri ? "uri" : "host", ["redis:", "rediss:"]);
    const uriPassword = config.uri ? decodeURIComponent(url.password) : "";
    super(TYPE, config, context, `Redis at ${url.hostname}:${url.port || 6379}`, [uriPassword]);
    this.url = url;
  }

  private key(suffix: string): string {
    return `${this.config.key_prefix}${suffix}`;
  }

  protected async connect(): Promise<RedisClient> {
    try {
      await checkPolicy(TYPE, this.url, this.config.uri ? "uri" : "host", this.context.outbound);
      const sdk = await loadSdk(TYPE, "redis", () => import("redis"));
      const tls = this.url.protocol === "rediss:";
      const client = sdk.createClient({
        url: this.config.uri ?? undefined,
        socket: {
          host: this.url.hostname,
          port: Number(this.url.port || 6379),
          ...(tls ? { tls: true as const, servername: this.url.hostname } : {}),
          connectTimeout: 10_000,
          // A dropped connection is retried a few times with a growing pause, then the write fails.
          reconnectStrategy: (retries: number) =>
            retries >= 3 ? false : Math.min(200 * 2 ** retries, 2_000),
        },
        ...(this.config.uri ? {} : { database: this.config.database }),
        ...(this.config.username ? { username: this.config.username } : {}),
        ...(this.config.password ? { password: this.config.password } : {}),
        disableOfflineQueue: true,
      }) as unknown as RedisClient;
      client.on("error", (error) => {
        this.context.logger?.warn(`redis destination: ${scrubSecrets(this.detailOf(error), this.secrets)}`);
      });
      try {
        await client.connect();
      } catch (error) {
        client.destroy();
        throw error;
      }
      return client;
    } catch (error) {
      throw this.failure(error, "connecting");
    }
  }

  override async close(): Promise<void> {
    const client = await this.client.take()?.catch(() => undefined);
    await client?.close().catch(() => client.destroy());
  }

  protected override classify(_error: unknown, detail: string): FailureKind | undefined {
    if (/WRONGPASS|NOAUTH|NOPERM|invalid (username|password)/i.test(detail)) return { code: "access_denied" };
    if (/^(LOADING|BUSY|TRYAGAIN|MASTERDOWN)/.test(detail)) return { code: "unreachable", retryable: true };
    if (/Socket closed|Connection timeout|client is closed|offline/i.test(detail)) {
      return { code: "unreachable", retryable: true };
    }
    return undefined;
  }

  /** Connects (authenticating) and pings. */
  async checkConnection(signal: AbortSignal): Promise<void> {
    await this.run((client) => client.ping(), signal, "pinging");
  }

  /** Deletes the document's element keys and its record set. */
  async delete(file: DestinationFile, signal: AbortSignal): Promise<void> {
    const recordKey = this.key(`docflow:record:${file.id}`);
    const keys = await this.run((client) => client.sMembers(recordKey), signal, `reading '${file.id}'`);
    await this.run(
      async (client) => {
        const multi = client.multi();
        if (keys.length > 0) multi.del(keys);
        multi.del(recordKey);
        await multi.exec();
      },
      signal,
      `deleting the elements of '${file.id}'`,
    );
  }

  async write(file: DestinationFile, elements: Element[], signal: AbortSignal): Promise<void> {
    const dimension = embeddingDimension(TYPE, elements, `'${file.id}'`);
    const dimensionKey = this.key("docflow:dimension");
    if (dimension !== undefined) {
      const fixed = await this.run((client) => client.get(dimensionKey), signal, "reading the dimension");
      if (fixed !== null && Number(fixed) !== dimension) {
        throw new ConnectorError(
          TYPE,
          "invalid_data",
          `the embeddings of '${file.id}' have ${dimension} dimensions, but ${this.where} holds embeddings of ` +
            `${fixed} under key prefix '${this.config.key_prefix}' (${dimensionKey}); embed with a model of ${fixed} ` +
            "dimensions or use another key_prefix",
        );
      }
    }
    const recordKey = this.key(`docflow:record:${file.id}`);
    const previous = await this.run((client) => client.sMembers(recordKey), signal, `reading '${file.id}'`);
    const keys = elements.map((element) => this.key(element.element_id));
    for (let start = 0; start < elements.length; start += this.config.batch_size) {
      if (signal.aborted) throw abortReason(signal);
      const batch = elements.slice(start, start + this.config.batch_size);
      await this.run(
        async (client) => {
          const multi = client.multi();
          for (const element of batch) {
            multi.set(this.key(element.element_id), JSON.stringify({ ...element, record_id: file.id }));
          }
          await multi.exec();
        },
        signal,
        `writing ${batch.length} elements of '${file.id}'`,
      );
    }
    if (signal.aborted) throw abortReason(signal);
    const kept = new Set(keys);
    const stale = previous.filter((key) => !kept.has(key));
    await this.run(
      async (client) => {
        const multi = client.multi();
        if (stale.length > 0) multi.del(stale);
        multi.del(recordKey);
        if (keys.length > 0) multi.sAdd(recordKey, keys);
        if (dimension !== undefined) multi.set(dimensionKey, String(dimension), { NX: true });
        await multi.exec();
      },
      signal,
      `replacing the earlier elements of '${file.id}'`,
    );
  }
}

export const redis = defineConnector(REDIS, {
  destination: (config, context) => new RedisDestination(config, context),
});
