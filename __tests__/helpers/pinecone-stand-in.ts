// A stand-in for Pinecone, a cloud-only service: one loopback HTTP server speaking the part of Pinecone's
// documented REST API the pinecone destination uses — the control plane's describe index
// (GET /indexes/{name}) and the data plane's /vectors/upsert, /vectors/list (by id prefix) and
// /vectors/delete — driven in the tests through the official client (@pinecone-database/pinecone, its
// control plane pointed here with PINECONE_CONTROLLER_HOST). Vectors live in memory per namespace; the
// Api-Key header is checked and vectors of the wrong dimension are refused as Pinecone refuses them.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface PineconeVector {
  id: string;
  values: number[];
  metadata?: Record<string, unknown>;
}

export interface PineconeStandIn {
  url: string;
  apiKey: string;
  /** index name → namespace → id → vector */
  indexes: Map<string, { dimension: number; namespaces: Map<string, Map<string, PineconeVector>> }>;
  /** Answer this many of the next upserts with 429. */
  throttle(count: number): void;
  stop(): Promise<void>;
}

async function json(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startPineconeStandIn(apiKey = "pc-key-4f8Wq"): Promise<PineconeStandIn> {
  const indexes: PineconeStandIn["indexes"] = new Map();
  let throttled = 0;
  let url = "";
  const send = (response: ServerResponse, status: number, payload: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(payload));
  };
  const fail = (response: ServerResponse, status: number, code: string, message: string) =>
    send(response, status, { error: { code, message }, status });

  const server = createServer(async (request, response) => {
    const address = new URL(request.url ?? "/", "http://stand-in");
    if (request.headers["api-key"] !== apiKey)
      return fail(response, 401, "UNAUTHENTICATED", "Invalid API Key");
    const described = /^\/indexes\/([^/]+)$/.exec(address.pathname);
    if (described && request.method === "GET") {
      const name = decodeURIComponent(described[1] as string);
      const index = indexes.get(name);
      if (!index) return fail(response, 404, "NOT_FOUND", `Resource ${name} not found`);
      // The 2026-07 API's index model (the client pins that version): the dense vector is the
      // reserved `_values` field of the index's schema.
      return send(response, 200, {
        name,
        host: url,
        status: { ready: true, state: "Ready" },
        deployment: { deployment_type: "managed", cloud: "aws", region: "us-east-1" },
        schema: {
          fields: { _values: { type: "dense_vector", dimension: index.dimension, metric: "cosine" } },
        },
        deletion_protection: "disabled",
      });
    }
    // The data plane of the one index the tests use lives on the same server.
    const index = indexes.values().next().value;
    if (!index) return fail(response, 404, "NOT_FOUND", "no index");
    const body = request.method === "POST" ? await json(request) : {};
    const namespace = String(body.namespace ?? address.searchParams.get("namespace") ?? "");
    let vectors = index.namespaces.get(namespace);
    if (!vectors) {
      vectors = new Map();
      index.namespaces.set(namespace, vectors);
    }
    if (address.pathname === "/vectors/upsert" && request.method === "POST") {
      if (throttled > 0) {
        throttled -= 1;
        return fail(response, 429, "RESOURCE_EXHAUSTED", "Too Many Requests");
      }
      const incoming = body.vectors as PineconeVector[];
      const wrong = incoming.find((vector) => vector.values.length !== index.dimension);
      if (wrong) {
        return fail(
          response,
          400,
          "INVALID_ARGUMENT",
          `Vector dimension ${wrong.values.length} does not match the dimension of the index ${index.dimension}`,
        );
      }
      for (const vector of incoming) vectors.set(vector.id, vector);
      return send(response, 200, { upsertedCount: incoming.length });
    }
    if (address.pathname === "/vectors/list" && request.method === "GET") {
      const prefix = address.searchParams.get("prefix") ?? "";
      const limit = Number(address.searchParams.get("limit") ?? 100);
      const after = address.searchParams.get("paginationToken") ?? "";
      const ids = [...vectors.keys()].filter((id) => id.startsWith(prefix) && id > after).sort();
      const page = ids.slice(0, limit);
      return send(response, 200, {
        vectors: page.map((id) => ({ id })),
        ...(ids.length > limit ? { pagination: { next: page.at(-1) } } : {}),
        namespace,
        usage: { readUnits: 1 },
      });
    }
    if (address.pathname === "/vectors/delete" && request.method === "POST") {
      for (const id of (body.ids as string[] | undefined) ?? []) vectors.delete(id);
      return send(response, 200, {});
    }
    return fail(response, 404, "NOT_FOUND", `${request.method} ${address.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    apiKey,
    indexes,
    throttle(count) {
      throttled = count;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
