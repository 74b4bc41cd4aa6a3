// A stand-in for Google Drive, which cannot run here: a small loopback HTTP server speaking the part of
// the Drive API v3 (https://developers.google.com/drive/api/reference/rest/v3) the google_drive source
// uses — files.list on `'<id>' in parents and trashed = false [and mimeType = '<folder>']`, files.get
// (metadata, and alt=media for content), files.export, changes.getStartPageToken and changes.list — plus
// the OAuth token endpoint a service account's signed JWT is exchanged at (RFC 7523): the assertion's
// RS256 signature is checked against the account's public key, and the access token it returns is
// required by every Drive call. Driven in the tests through the official client (@googleapis/drive).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { googleTokenEndpoint } from "./google-token-stand-in.js";

const FOLDER = "application/vnd.google-apps.folder";

interface DriveEntry {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  data?: Buffer;
  version: number;
  modifiedTime: string;
  trashed: boolean;
}

export interface DriveStandIn {
  url: string;
  /** A service account JSON key whose token_uri is this stand-in. */
  serviceAccountKey: string;
  entries: Map<string, DriveEntry>;
  /** Adds a folder; returns its id. */
  folder(name: string, parent: string): string;
  /** Adds a file, or changes the one with this name in this folder; returns its id. */
  put(name: string, parent: string, data: string, mimeType?: string): string;
  /** Moves a file to the trash: listings leave it out, the changes feed reports it with `trashed`. */
  trash(id: string): void;
  requests: string[];
  /** Answer this many of the next Drive requests with 429. */
  throttle(count: number): void;
  stop(): Promise<void>;
}

export async function startDriveStandIn(): Promise<DriveStandIn> {
  const auth = googleTokenEndpoint("docflow-reader@docflow-test.iam.gserviceaccount.com", "drive");
  const entries = new Map<string, DriveEntry>();
  const requests: string[] = [];
  const log: { id: string; at: number }[] = [];
  let seq = 0;
  let throttled = 0;
  let url = "";

  const send = (response: ServerResponse, status: number, payload: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(payload));
  };
  const error = (response: ServerResponse, status: number, message: string) =>
    send(response, status, { error: { code: status, message, errors: [{ message, reason: "error" }] } });
  const resource = (entry: DriveEntry) => ({
    kind: "drive#file",
    id: entry.id,
    name: entry.name,
    mimeType: entry.mimeType,
    parents: entry.parents,
    trashed: entry.trashed,
    version: String(entry.version),
    modifiedTime: entry.modifiedTime,
    webViewLink: `https://drive.google.com/file/d/${entry.id}/view`,
    ...(entry.data && !entry.mimeType.startsWith("application/vnd.google-apps.")
      ? { size: String(entry.data.byteLength) }
      : {}),
  });
  const touch = (entry: DriveEntry) => {
    seq += 1;
    entry.version = seq;
    entry.modifiedTime = new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString();
    log.push({ id: entry.id, at: seq });
  };

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  const server = createServer(async (request, response) => {
    const address = new URL(request.url ?? "/", "http://stand-in");
    const route = `${request.method} ${address.pathname}`;
    requests.push(route);
    if (route === "POST /token") {
      const { status, payload } = auth.answer(await readBody(request), url);
      return send(response, status, payload);
    }
    if (!auth.authorized(request.headers.authorization)) {
      return error(response, 401, "Request had invalid authentication credentials.");
    }
    if (throttled > 0) {
      throttled -= 1;
      return error(response, 429, "Rate Limit Exceeded");
    }
    if (route === "GET /drive/v3/changes/startPageToken")
      return send(response, 200, { startPageToken: String(seq + 1) });
    if (route === "GET /drive/v3/changes") {
      const from = Number(address.searchParams.get("pageToken"));
      const size = Number(address.searchParams.get("pageSize") ?? 100);
      const pending = log.filter((change) => change.at >= from);
      const page = pending.slice(0, size);
      const rest = pending.length > size;
      return send(response, 200, {
        changes: page.map((change) => {
          const entry = entries.get(change.id);
          return { fileId: change.id, removed: !entry, ...(entry ? { file: resource(entry) } : {}) };
        }),
        ...(rest
          ? { nextPageToken: String((page.at(-1)?.at ?? from) + 1) }
          : { newStartPageToken: String(seq + 1) }),
      });
    }
    if (route === "GET /drive/v3/files") {
      const q = address.searchParams.get("q") ?? "";
      const parent = /^'([^']+)' in parents and trashed = false/.exec(q)?.[1];
      if (!parent) return error(response, 400, `unsupported q: ${q}`);
      const foldersOnly = q.includes(`mimeType = '${FOLDER}'`);
      const size = Number(address.searchParams.get("pageSize") ?? 100);
      const offset = Number(address.searchParams.get("pageToken") ?? 0);
      const all = [...entries.values()]
        .filter((entry) => entry.parents.includes(parent) && !entry.trashed)
        .filter((entry) => !foldersOnly || entry.mimeType === FOLDER)
        .sort((a, b) => a.name.localeCompare(b.name));
      const page = all.slice(offset, offset + size);
      return send(response, 200, {
        files: page.map(resource),
        ...(offset + size < all.length ? { nextPageToken: String(offset + size) } : {}),
      });
    }
    const item = /^GET \/drive\/v3\/files\/([^/]+)(\/export)?$/.exec(route);
    if (item) {
      const entry = entries.get(decodeURIComponent(item[1] as string));
      if (!entry) return error(response, 404, `File not found: ${item[1]}.`);
      if (item[2] || address.searchParams.get("alt") === "media") {
        response.writeHead(200, { "content-type": "application/octet-stream" });
        response.end(entry.data ?? Buffer.alloc(0));
        return;
      }
      return send(response, 200, resource(entry));
    }
    return error(response, 404, `no route for ${route}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  const id = () => randomBytes(12).toString("base64url");
  return {
    url,
    serviceAccountKey: auth.serviceAccountKey(url),
    entries,
    folder(name, parent) {
      const entry: DriveEntry = {
        id: id(),
        name,
        mimeType: FOLDER,
        parents: [parent],
        version: 0,
        modifiedTime: "",
        trashed: false,
      };
      entries.set(entry.id, entry);
      touch(entry);
      return entry.id;
    },
    put(name, parent, data, mimeType = "text/plain") {
      const existing = [...entries.values()].find(
        (entry) => entry.name === name && entry.parents.includes(parent),
      );
      const entry: DriveEntry = existing ?? {
        id: id(),
        name,
        mimeType,
        parents: [parent],
        version: 0,
        modifiedTime: "",
        trashed: false,
      };
      entry.data = Buffer.from(data);
      entries.set(entry.id, entry);
      touch(entry);
      return entry.id;
    },
    trash(fileId) {
      const entry = entries.get(fileId);
      if (!entry) throw new Error(`no file ${fileId}`);
      entry.trashed = true;
      touch(entry);
    },
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
