// A stand-in for Astra DB, a cloud-only service: a small loopback HTTP server speaking the part of the
// Data API (JSON commands POSTed to /api/json/v1/<keyspace>[/<collection>]) the astradb destination
// uses — findCollections, createCollection, deleteMany with a filter, insertMany — driven in the tests
// through the official client @datastax/astra-db-ts. Documents live in memory; the Token header is checked
// and vectors (arrays or the binary form) of the wrong dimension are refused as the Data API refuses them.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface AstraStandIn {
  url: string;
  token: string;
  collections: Map<string, { dimension?: number; docs: Map<string, Record<string, unknown>> }>;
  stop(): Promise<void>;
}

/** A $vector as numbers: the binary form is big-endian float32, base64. */
export function vectorOf(value: unknown): number[] | undefined {
  if (Array.isArray(value)) return value as number[];
  const binary = (value as { $binary?: string } | undefined)?.$binary;
  if (!binary) return undefined;
  const bytes = Buffer.from(binary, "base64");
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => bytes.readFloatBE(i * 4));
}

export async function startAstraStandIn(token = "AstraCS:stand-in-token-8Hq"): Promise<AstraStandIn> {
  const collections: AstraStandIn["collections"] = new Map();
  const send = (response: ServerResponse, payload: unknown, status = 200) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(payload));
  };
  const error = (response: ServerResponse, errorCode: string, message: string, status = 200) =>
    send(
      response,
      { errors: [{ errorCode, message, family: "REQUEST", scope: "", title: message }] },
      status,
    );

  const server = createServer(async (request, response) => {
    if (request.headers.token !== token) return error(response, "UNAUTHENTICATED", "Role unauthorized", 401);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const command = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<
      string,
      Record<string, unknown>
    >;
    const parts = new URL(request.url ?? "/", "http://stand-in").pathname.split("/").filter(Boolean);
    const name = parts[4];
    if (parts.length === 4 && command.findCollections) {
      return send(response, {
        status: {
          collections: [...collections.entries()].map(([collection, info]) => ({
            name: collection,
            options: info.dimension ? { vector: { dimension: info.dimension, metric: "cosine" } } : {},
          })),
        },
      });
    }
    if (parts.length === 4 && command.createCollection) {
      const options = command.createCollection.options as { vector?: { dimension?: number } } | undefined;
      collections.set(String(command.createCollection.name), {
        dimension: options?.vector?.dimension,
        docs: new Map(),
      });
      return send(response, { status: { ok: 1 } });
    }
    const collection = name ? collections.get(name) : undefined;
    if (!collection) return error(response, "COLLECTION_NOT_EXIST", `Collection does not exist: ${name}`);
    if (command.deleteMany) {
      const filter = command.deleteMany.filter as Record<string, unknown>;
      let deletedCount = 0;
      for (const [id, doc] of collection.docs) {
        if (Object.entries(filter).every(([key, value]) => doc[key] === value)) {
          collection.docs.delete(id);
          deletedCount += 1;
        }
      }
      return send(response, { status: { deletedCount } });
    }
    if (command.insertMany) {
      const documents = command.insertMany.documents as Record<string, unknown>[];
      for (const document of documents) {
        const vector = vectorOf(document.$vector);
        if (collection.dimension && vector && vector.length !== collection.dimension) {
          return error(
            response,
            "VECTOR_SIZE_MISMATCH",
            `Length of vector parameter different from declared '${collection.dimension}' dimension: root cause = (InvalidRequestException) Not enough bytes to read a vector<float, ${collection.dimension}>`,
          );
        }
      }
      for (const document of documents) collection.docs.set(String(document._id), document);
      return send(response, {
        status: {
          insertedIds: documents.map((document) => document._id),
          documentResponses: documents.map((document) => ({ _id: document._id, status: "OK" })),
        },
      });
    }
    return error(response, "UNKNOWN_COMMAND", `unsupported command ${Object.keys(command).join(",")}`);
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
