// A stand-in for Google Cloud Storage, which cannot run here: a small loopback HTTP server speaking the
// part of the Cloud Storage JSON API the gcs connectors use — objects.list (prefix, delimiter, pages),
// objects.get with alt=media, a multipart objects.insert and objects.delete — reached by the gcs connector
// with STORAGE_EMULATOR_HOST pointing here, which is how Google's clients talk to an emulator (without
// OAuth, so credentials are not exercised by these tests).
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface GcsStandIn {
  url: string;
  buckets: Map<
    string,
    Map<string, { data: Buffer; contentType: string; generation: number; updated: string }>
  >;
  put(bucket: string, name: string, data: string): void;
  stop(): Promise<void>;
}

async function read(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startGcsStandIn(): Promise<GcsStandIn> {
  const buckets: GcsStandIn["buckets"] = new Map();
  let generation = 1;
  const send = (response: ServerResponse, status: number, payload: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(payload));
  };
  const notFound = (response: ServerResponse, message: string) =>
    send(response, 404, { error: { code: 404, message, errors: [{ reason: "notFound", message }] } });
  const resource = (bucket: string, name: string) => {
    const object = buckets.get(bucket)?.get(name);
    if (!object) return undefined;
    return {
      kind: "storage#object",
      bucket,
      name,
      size: String(object.data.byteLength),
      contentType: object.contentType,
      generation: String(object.generation),
      etag: createHash("md5").update(object.data).digest("base64"),
      updated: object.updated,
    };
  };
  const store = (bucket: string, name: string, data: Buffer, contentType: string) => {
    let objects = buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      buckets.set(bucket, objects);
    }
    generation += 1;
    objects.set(name, { data, contentType, generation, updated: new Date().toISOString() });
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    // With STORAGE_EMULATOR_HOST the client leaves out the /storage/v1 base path, as emulators accept.
    const list = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o$/.exec(url.pathname);
    const get = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    if (list && request.method === "GET") {
      const bucket = decodeURIComponent(list[1] as string);
      const objects = buckets.get(bucket);
      if (!objects) return notFound(response, "The specified bucket does not exist.");
      const prefix = url.searchParams.get("prefix") ?? "";
      const delimiter = url.searchParams.get("delimiter");
      const max = Number(url.searchParams.get("maxResults") ?? 1000);
      const after = url.searchParams.get("pageToken") ?? "";
      const names = [...objects.keys()]
        .filter((name) => name.startsWith(prefix) && name > after)
        .filter((name) => !delimiter || !name.slice(prefix.length).includes(delimiter))
        .sort();
      const page = names.slice(0, max);
      return send(response, 200, {
        kind: "storage#objects",
        items: page.map((name) => resource(bucket, name)),
        ...(names.length > max ? { nextPageToken: page.at(-1) } : {}),
      });
    }
    if (get && request.method === "GET") {
      const bucket = decodeURIComponent(get[1] as string);
      const name = decodeURIComponent(get[2] as string);
      const object = buckets.get(bucket)?.get(name);
      if (!object) return notFound(response, `No such object: ${bucket}/${name}`);
      if (url.searchParams.get("alt") === "media") {
        response.writeHead(200, {
          "content-type": object.contentType,
          "content-length": object.data.byteLength,
        });
        return response.end(object.data);
      }
      return send(response, 200, resource(bucket, name));
    }
    if (get && request.method === "DELETE") {
      // objects.delete: 204 with no body; a missing object is 404, as the service answers it.
      const bucket = decodeURIComponent(get[1] as string);
      const name = decodeURIComponent(get[2] as string);
      if (!buckets.get(bucket)?.delete(name)) return notFound(response, `No such object: ${bucket}/${name}`);
      response.writeHead(204);
      return response.end();
    }
    if (upload && request.method === "POST" && url.searchParams.get("uploadType") === "multipart") {
      const bucket = decodeURIComponent(upload[1] as string);
      if (!buckets.has(bucket)) return notFound(response, "The specified bucket does not exist.");
      const boundary = /boundary="?([^";]+)"?/.exec(request.headers["content-type"] ?? "")?.[1];
      const body = (await read(request)).toString("latin1");
      const parts = body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const blank = /\r?\n\r?\n/.exec(part);
          const at = blank?.index ?? 0;
          return {
            head: part.slice(0, at),
            data: part.slice(at + (blank?.[0].length ?? 0)).replace(/\r?\n$/, ""),
          };
        });
      const metadata = JSON.parse(Buffer.from(parts[0]?.data ?? "{}", "latin1").toString("utf8")) as {
        name?: string;
        contentType?: string;
      };
      const media = parts[1];
      const contentType =
        /content-type:\s*([^\r\n]+)/i.exec(media?.head ?? "")?.[1] ?? "application/octet-stream";
      // The object's name travels in the metadata part or, as the client sends it, in the query.
      const name = metadata.name ?? url.searchParams.get("name") ?? "";
      store(bucket, name, Buffer.from(media?.data ?? "", "latin1"), metadata.contentType ?? contentType);
      return send(response, 200, resource(bucket, name));
    }
    return send(response, 400, {
      error: { code: 400, message: `unsupported ${request.method} ${url.pathname}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    buckets,
    put: (bucket, name, data) => store(bucket, name, Buffer.from(data), "text/plain"),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
