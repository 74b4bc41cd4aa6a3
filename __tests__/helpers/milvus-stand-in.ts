// A stand-in for Milvus / Zilliz Cloud, which cannot run here: a small loopback HTTP server speaking the
// part of Milvus's RESTful API v2 the milvus destination uses — collections/describe, entities/delete with
// a `field == "value"` filter, entities/insert — driven in the tests through the official SDK's HttpClient
// (@zilliz/milvus2-sdk-node). Entities live in memory; the Bearer token is checked and vectors of the wrong
// dimension are refused, both as Milvus answers them (HTTP 200 with a non-zero code).
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface MilvusStandIn {
  url: string;
  token: string;
  collections: Map<string, { dimension: number; entities: Map<string, Record<string, unknown>> }>;
  stop(): Promise<void>;
}

export async function startMilvusStandIn(token = "milvus-token-2Kd9"): Promise<MilvusStandIn> {
  const collections: MilvusStandIn["collections"] = new Map();
  const send = (response: ServerResponse, payload: unknown) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(payload));
  };
  const server = createServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${token}`) {
      return send(response, { code: 1800, message: "user hasn't authenticated" });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
    const collection = collections.get(String(body.collectionName));
    if (!collection)
      return send(response, {
        code: 100,
        message: `collection not found[collection=${body.collectionName}]`,
      });
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    if (path === "/v2/vectordb/collections/describe") {
      return send(response, {
        code: 0,
        data: {
          collectionName: body.collectionName,
          description: "",
          enableDynamicField: true,
          fields: [
            {
              name: "pk",
              type: "VarChar",
              primaryKey: true,
              autoId: false,
              params: [{ key: "max_length", value: "128" }],
            },
            {
              name: "embeddings",
              type: "FloatVector",
              params: [{ key: "dim", value: String(collection.dimension) }],
            },
            { name: "record_id", type: "VarChar", params: [{ key: "max_length", value: "1024" }] },
          ],
          indexes: [],
          load: "LoadStateLoaded",
          shardsNum: 1,
        },
      });
    }
    if (path === "/v2/vectordb/entities/delete") {
      const match = /^(\w+) == (".*")$/.exec(String(body.filter));
      if (!match) return send(response, { code: 1100, message: `unsupported filter ${body.filter}` });
      const [, field, raw] = match;
      const value = JSON.parse(raw as string);
      for (const [id, entity] of collection.entities) {
        if (entity[field as string] === value) collection.entities.delete(id);
      }
      return send(response, { code: 0, data: {} });
    }
    if (path === "/v2/vectordb/entities/insert") {
      const data = body.data as Record<string, unknown>[];
      for (const entity of data) {
        const vector = entity.embeddings as number[];
        if (vector.length !== collection.dimension) {
          return send(response, {
            code: 1100,
            message: `the dim (${vector.length}) of field data(embeddings) is not equal to schema dim (${collection.dimension})`,
          });
        }
      }
      for (const entity of data) collection.entities.set(String(entity.pk), entity);
      return send(response, {
        code: 0,
        data: { insertCount: data.length, insertIds: data.map((e) => e.pk) },
      });
    }
    return send(response, { code: 1100, message: `unsupported ${path}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    collections,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
