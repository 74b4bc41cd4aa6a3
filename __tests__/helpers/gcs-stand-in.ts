// A stand-in for Google Cloud Storage, which cannot run here: a small loopback HTTP server speaking the
// part of the Cloud Storage JSON API the gcs connectors use — objects.list (prefix, delimiter, pages),
// objects.get with alt=media, a multipart objects.insert and objects.delete — reached by the gcs connector
// with STORAGE_EMULATOR_HOST pointing here, which is how Google's clients talk to an emulator (without
// OAuth). Started with `auth`, it is also Google's OAuth2 token endpoint (POST /token, a form with
// grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer and the service account's RS256-signed JWT as
// `assertion`, answered with {access_token, expires_in, token_type: "Bearer"}) and every storage call
// must carry `Authorization: Bearer <a token it granted and that has not expired>`, else 401 as the
// service answers it; `serviceAccountKey` is a key (generated here) whose token_uri is this server.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { googleTokenEndpoint } from "./google-token-stand-in.js";

export interface GcsStandIn {
  url: string;
  buckets: Map<
    string,
    Map<string, { data: Buffer; contentType: string; generation: number; updated: string }>
  >;
  put(bucket: string, name: string, data: string): void;
  /** With `auth`: a service account JSON key whose token_uri is this server's token endpoint. */
  serviceAccountKey: string;
  /** The tokens granted so far, in order. */
  granted: string[];
  /** The Authorization header of every storage call, in order. */
  authorizations: (string | undefined)[];
  /** The expires_in of the next grants, in seconds. */
  tokenLifetime: number;
  /** Makes every granted token invalid, as a revoked key's are. */
  revokeTokens(): void;
  /** Answers the next storage call with this status, content type and body instead. */
  answerNext(status: number, contentType: string, body: string): void;
  stop(): Promise<void>;
}

export interface GcsStandInOptions {
  /** Be the token endpoint too, and require a granted bearer token on every storage call. */
  auth?: boolean;
}

async function read(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startGcsStandIn(options: GcsStandInOptions = {}): Promise<GcsStandIn> {
  const buckets: GcsStandIn["buckets"] = new Map();
  let generation = 1;
  const auth = googleTokenEndpoint("docflow-storage@docflow-test.iam.gserviceaccount.com", "devstorage");
  const authorizations: (string | undefined)[] = [];
  let canned: { status: number; contentType: string; body: string } | undefined;
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

  let base = "";
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (options.auth && url.pathname === "/token" && request.method === "POST") {
      const { status, payload } = auth.answer((await read(request)).toString("utf8"), base);
      return send(response, status, payload);
    }
    authorizations.push(request.headers.authorization);
    if (options.auth && !auth.authorized(request.headers.authorization)) {
      const message = "Invalid Credentials";
      return send(response, 401, {
        error: { code: 401, message, errors: [{ reason: "authError", message }] },
      });
    }
    if (canned) {
      const { status, contentType, body } = canned;
      canned = undefined;
      response.writeHead(status, { "content-type": contentType });
      return response.end(body);
    }
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
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    buckets,
    put: (bucket, name, data) => store(bucket, name, Buffer.from(data), "text/plain"),
    serviceAccountKey: auth.serviceAccountKey(base),
    granted: auth.granted,
    authorizations,
    get tokenLifetime() {
      return auth.tokenLifetime;
    },
    set tokenLifetime(seconds: number) {
      auth.tokenLifetime = seconds;
    },
    revokeTokens: () => auth.revoke(),
    answerNext: (status, contentType, body) => {
      canned = { status, contentType, body };
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
