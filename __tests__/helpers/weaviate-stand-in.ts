// A stand-in for Weaviate Cloud, which cannot run here: a small loopback HTTP server speaking the part of
// Weaviate's documented REST API (https://weaviate.io/developers/weaviate/api/rest) the weaviate-cloud
// destination uses — GET /v1/meta, GET/POST /v1/schema, GET /v1/objects, POST and DELETE
// /v1/batch/objects — driven in the tests through the official client (weaviate-client's REST interface).
// It keeps collections and objects in memory, checks the bearer API key, refuses a vector whose length
// differs from the collection's as Weaviate does (an error for that object in a 200 batch answer), and can
// answer the next requests with 429 to exercise throttling.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface WeaviateObject {
  id: string;
  vector: number[];
  properties: Record<string, unknown>;
}

export interface WeaviateStandIn {
  url: string;
  apiKey: string;
  collections: Map<string, { definition: Record<string, unknown>; objects: Map<string, WeaviateObject> }>;
  /** Requests seen, as "METHOD path". */
  requests: string[];
  /** Answer this many of the next requests (after the meta lookup) with 429. */
  throttle(count: number): void;
  stop(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startWeaviateStandIn(apiKey = "weaviate-key-8Qx2p"): Promise<WeaviateStandIn> {
  const collections: WeaviateStandIn["collections"] = new Map();
  const requests: string[] = [];
  let throttled = 0;
  const send = (response: ServerResponse, status: number, payload?: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(payload === undefined ? "" : JSON.stringify(payload));
  };
  const error = (response: ServerResponse, status: number, message: string) =>
    send(response, status, { error: [{ message }] });
  /** The vector length a collection's objects have, once it holds one. */
  const dimension = (objects: Map<string, WeaviateObject>) => objects.values().next().value?.vector.length;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const route = `${request.method} ${url.pathname}`;
    requests.push(route);
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return send(response, 401, { code: 401, message: "anonymous access not enabled" });
    }
    if (route === "GET /v1/meta") return send(response, 200, { version: "1.30.2", modules: {} });
    if (throttled > 0) {
      throttled -= 1;
      return error(response, 429, "rate limit exceeded");
    }
    const input = await body(request);
    if (route === "GET /v1/schema") {
      return send(response, 200, {
        classes: [...collections.values()].map((collection) => collection.definition),
      });
    }
    if (route === "POST /v1/schema") {
      const name = String(input.class);
      if (collections.has(name)) return error(response, 422, `class name "${name}" already exists`);
      collections.set(name, { definition: input, objects: new Map() });
      return send(response, 200, input);
    }
    if (route === "GET /v1/objects") {
      const collection = collections.get(url.searchParams.get("class") ?? "");
      if (!collection) return send(response, 200, { objects: [], totalResults: 0 });
      const limit = Number(url.searchParams.get("limit") ?? 25);
      const withVector = (url.searchParams.get("include") ?? "").split(",").includes("vector");
      const objects = [...collection.objects.values()].slice(0, limit).map((object) => ({
        class: url.searchParams.get("class"),
        id: object.id,
        properties: object.properties,
        ...(withVector ? { vector: object.vector } : {}),
      }));
      return send(response, 200, { objects, totalResults: objects.length });
    }
    if (route === "POST /v1/batch/objects") {
      const objects = input.objects as (WeaviateObject & { class: string })[];
      const results = objects.map((object) => {
        const collection = collections.get(object.class);
        const expected = collection ? dimension(collection.objects) : undefined;
        let problem: string | undefined;
        if (!collection) problem = `class "${object.class}" not found in schema`;
        else if (expected !== undefined && object.vector.length !== expected) {
          problem = `new node has a vector with length ${object.vector.length}. Existing nodes have vectors with length ${expected}`;
        } else collection.objects.set(object.id, { ...object });
        return {
          ...object,
          result: problem ? { errors: { error: [{ message: problem }] } } : {},
        };
      });
      return send(response, 200, results);
    }
    if (route === "DELETE /v1/batch/objects") {
      const match = input.match as {
        class: string;
        where: { path: string[]; operator: string; valueText: string };
      };
      const collection = collections.get(match.class);
      if (!collection) return error(response, 422, `class "${match.class}" not found in schema`);
      const limit = 10_000;
      let matches = 0;
      for (const [id, object] of collection.objects) {
        if (matches >= limit) break;
        if (match.where.operator !== "Equal") return error(response, 422, "unsupported operator");
        if (object.properties[match.where.path[0] as string] === match.where.valueText) {
          collection.objects.delete(id);
          matches += 1;
        }
      }
      return send(response, 200, {
        match,
        output: "minimal",
        dryRun: false,
        results: { matches, limit, successful: matches, failed: 0 },
      });
    }
    return error(response, 404, `no route for ${route}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    collections,
    requests,
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
