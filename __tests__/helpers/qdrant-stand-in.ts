// A stand-in for Qdrant Cloud, which cannot run here: a small loopback HTTP server speaking the part of
// Qdrant's documented REST API (https://api.qdrant.tech/api-reference) the qdrant-cloud destination uses,
// driven in the tests through the official client (@qdrant/js-client-rest). It keeps collections and
// points in memory, checks the `api-key` header, refuses vectors of the wrong size as Qdrant does, and can
// answer the next requests with 429 + Retry-After to exercise throttling.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface QdrantPoint {
  id: string | number;
  vector: number[];
  payload: Record<string, unknown>;
}

export interface QdrantStandIn {
  url: string;
  apiKey: string;
  collections: Map<string, { size: number; distance: string; points: Map<string, QdrantPoint> }>;
  /** Requests seen, as "METHOD path". */
  requests: string[];
  /** Answer this many of the next requests with 429 and Retry-After: 1. */
  throttle(count: number): void;
  stop(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startQdrantStandIn(apiKey = "qdrant-key-5Tz9w"): Promise<QdrantStandIn> {
  const collections: QdrantStandIn["collections"] = new Map();
  const requests: string[] = [];
  let throttled = 0;
  const send = (
    response: ServerResponse,
    status: number,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(payload));
  };
  const ok = (response: ServerResponse, result: unknown) =>
    send(response, 200, { result, status: "ok", time: 0.001 });
  const error = (response: ServerResponse, status: number, message: string) =>
    send(response, status, { status: { error: message }, time: 0.001 });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    requests.push(`${request.method} ${url.pathname}`);
    if (request.headers["api-key"] !== apiKey) return error(response, 401, "Invalid api-key");
    if (throttled > 0) {
      throttled -= 1;
      return error(response, 429, "Too many requests");
    }
    const match = /^\/collections\/([^/]+)(\/exists|\/points|\/points\/delete)?$/.exec(url.pathname);
    if (!match) return error(response, 404, `Not found: ${url.pathname}`);
    const name = decodeURIComponent(match[1] as string);
    const collection = collections.get(name);
    const input = await body(request);
    const route = `${request.method} ${match[2] ?? ""}`;
    if (route === "GET /exists") return ok(response, { exists: collection !== undefined });
    if (route === "PUT ") {
      if (collection) return error(response, 409, `Wrong input: Collection \`${name}\` already exists!`);
      const vectors = input.vectors as { size: number; distance: string };
      collections.set(name, { size: vectors.size, distance: vectors.distance, points: new Map() });
      return ok(response, true);
    }
    if (!collection) return error(response, 404, `Not found: Collection \`${name}\` doesn't exist!`);
    if (route === "GET ") {
      return ok(response, {
        status: "green",
        points_count: collection.points.size,
        config: { params: { vectors: { size: collection.size, distance: collection.distance } } },
      });
    }
    if (route === "PUT /points") {
      const points = input.points as QdrantPoint[];
      for (const point of points) {
        if (point.vector.length !== collection.size) {
          return error(
            response,
            400,
            `Wrong input: Vector dimension error: expected dim: ${collection.size}, got ${point.vector.length}`,
          );
        }
      }
      for (const point of points) collection.points.set(String(point.id), point);
      return ok(response, { operation_id: requests.length, status: "completed" });
    }
    if (route === "POST /points/delete") {
      const must = (input.filter as { must: { key: string; match: { value: unknown } }[] }).must;
      for (const [id, point] of collection.points) {
        if (must.every((condition) => point.payload[condition.key] === condition.match.value)) {
          collection.points.delete(id);
        }
      }
      return ok(response, { operation_id: requests.length, status: "completed" });
    }
    return error(response, 404, `Not found: ${request.method} ${url.pathname}`);
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
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
