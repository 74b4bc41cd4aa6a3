// A stand-in for an Elasticsearch or OpenSearch cluster, which cannot run here (both need a JVM and
// gigabytes): a small loopback HTTP server speaking the part of their documented REST API the destinations
// use — index exists (HEAD /{index}), create index (PUT), get mapping, _delete_by_query with a term query,
// and _bulk (NDJSON) — driven in the tests through the official clients. It keeps documents in memory,
// checks the API key (or basic auth), refuses vectors whose size differs from the mapping, sends the
// product header the Elasticsearch client checks, and can reject bulk items with 429 as a busy node does.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface SearchStandIn {
  url: string;
  apiKey: string;
  indices: Map<string, { mappings: Record<string, unknown>; docs: Map<string, Record<string, unknown>> }>;
  /** Reject this many of the next bulk items with 429. */
  throttleItems(count: number): void;
  stop(): Promise<void>;
}

async function text(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startSearchStandIn(
  flavor: "elasticsearch" | "opensearch",
  apiKey = "c2VhcmNoLWlkOnNlYXJjaC1rZXk=",
): Promise<SearchStandIn> {
  const indices: SearchStandIn["indices"] = new Map();
  let throttled = 0;
  const headers = {
    "content-type": "application/json",
    ...(flavor === "elasticsearch" ? { "x-elastic-product": "Elasticsearch" } : {}),
  };
  const send = (response: ServerResponse, status: number, payload?: unknown) => {
    response.writeHead(status, headers);
    response.end(payload === undefined ? undefined : JSON.stringify(payload));
  };
  const error = (response: ServerResponse, status: number, type: string, reason: string) =>
    send(response, status, { error: { type, reason, root_cause: [{ type, reason }] }, status });
  const dimensionOf = (mappings: Record<string, unknown>) => {
    const field = (mappings.properties as Record<string, { dims?: number; dimension?: number }> | undefined)
      ?.embeddings;
    return field?.dims ?? field?.dimension;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (request.headers.authorization !== `ApiKey ${apiKey}`) {
      return error(response, 401, "security_exception", "unable to authenticate with provided credentials");
    }
    const body = await text(request);
    const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    const method = request.method ?? "GET";
    if (method === "POST" && parts.length === 1 && parts[0] === "_bulk") {
      const lines = body.split("\n").filter((line) => line.trim() !== "");
      const items: unknown[] = [];
      for (let at = 0; at < lines.length; at += 2) {
        const action = JSON.parse(lines[at] as string).index as { _index: string; _id: string };
        const source = JSON.parse(lines[at + 1] as string) as Record<string, unknown>;
        const index = indices.get(action._index);
        const item = (status: number, extra: Record<string, unknown> = {}) =>
          items.push({ index: { _index: action._index, _id: action._id, status, ...extra } });
        if (throttled > 0) {
          throttled -= 1;
          item(429, { error: { type: "es_rejected_execution_exception", reason: "rejected execution" } });
          continue;
        }
        if (!index) {
          item(404, {
            error: { type: "index_not_found_exception", reason: `no such index [${action._index}]` },
          });
          continue;
        }
        const size = dimensionOf(index.mappings);
        const vector = source.embeddings as number[] | undefined;
        if (size !== undefined && vector && vector.length !== size) {
          item(400, {
            error: {
              type: "document_parsing_exception",
              reason: `The [dense_vector] field [embeddings] has a different number of dimensions [${vector.length}] than defined in the mapping [${size}]`,
            },
          });
          continue;
        }
        const existed = index.docs.has(action._id);
        index.docs.set(action._id, source);
        item(existed ? 200 : 201, { result: existed ? "updated" : "created" });
      }
      return send(response, 200, {
        took: 1,
        errors: items.some((item) => ((item as { index: { status: number } }).index.status ?? 0) >= 300),
        items,
      });
    }
    const name = parts[0] ?? "";
    const index = indices.get(name);
    if (parts.length === 1 && method === "HEAD") return send(response, index ? 200 : 404);
    if (parts.length === 1 && method === "PUT") {
      if (index)
        return error(response, 400, "resource_already_exists_exception", `index [${name}] already exists`);
      const input = JSON.parse(body || "{}") as { mappings?: Record<string, unknown> };
      indices.set(name, { mappings: input.mappings ?? {}, docs: new Map() });
      return send(response, 200, { acknowledged: true, shards_acknowledged: true, index: name });
    }
    if (!index) return error(response, 404, "index_not_found_exception", `no such index [${name}]`);
    if (parts[1] === "_mapping" && method === "GET")
      return send(response, 200, { [name]: { mappings: index.mappings } });
    if (parts[1] === "_delete_by_query" && method === "POST") {
      const term = (JSON.parse(body) as { query: { term: Record<string, unknown> } }).query.term;
      const [[field, raw]] = Object.entries(term) as [[string, unknown]];
      const value = typeof raw === "object" && raw !== null ? (raw as { value: unknown }).value : raw;
      let deleted = 0;
      for (const [id, doc] of index.docs) {
        if (doc[field] === value) {
          index.docs.delete(id);
          deleted += 1;
        }
      }
      return send(response, 200, { took: 1, timed_out: false, total: deleted, deleted, failures: [] });
    }
    return error(response, 400, "illegal_argument_exception", `no handler for ${method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    indices,
    throttleItems(count) {
      throttled = count;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
