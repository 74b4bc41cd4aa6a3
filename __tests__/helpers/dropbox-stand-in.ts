// A stand-in for Dropbox, which cannot run here: a small loopback HTTP server speaking the part of the
// Dropbox API v2 (https://www.dropbox.com/developers/documentation/http/documentation) the dropbox source
// uses — files/list_folder, files/list_folder/continue (paged, and as a change feed from a cursor) and
// files/download (Dropbox-API-Arg in, Dropbox-API-Result out); a deleted file is a `deleted` entry of the
// change feed, with the path it had — driven in the tests through the official
// SDK (dropbox), whose requests DROPBOX_API_URL sends here. It checks the bearer token, answers errors in
// Dropbox's shape (409 with error_summary), and can answer the next requests with 429 + Retry-After.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface StoredFile {
  path: string;
  data: Buffer;
  id: string;
  rev: string;
  seq: number;
  modified: string;
  /** Deleted at `seq`: listings leave it out, the change feed reports it as a `deleted` entry. */
  deleted?: boolean;
}

export interface DropboxStandIn {
  url: string;
  token: string;
  files: Map<string, StoredFile>;
  /** Adds or changes a file (a new revision). */
  put(path: string, data: string): void;
  /** Deletes a file: the change feed reports it by its path, as a `deleted` entry. */
  remove(path: string): void;
  /** Requests seen, as the route. */
  requests: string[];
  /** Answer this many of the next requests with 429 and Retry-After: 1. */
  throttle(count: number): void;
  stop(): Promise<void>;
}

interface Cursor {
  path: string;
  recursive: boolean;
  /** Changes after this sequence number are what the cursor returns. */
  seq: number;
  /** Paging through a listing: the snapshot it lists, and where the next page starts. */
  snapshot?: number;
  offset?: number;
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startDropboxStandIn(token = "sl.dropbox-token-4Wq"): Promise<DropboxStandIn> {
  const files = new Map<string, StoredFile>();
  const requests: string[] = [];
  let seq = 0;
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
  const conflict = (response: ServerResponse, summary: string) =>
    send(response, 409, { error_summary: summary, error: { ".tag": summary.split("/")[0] } });
  const metadata = (file: StoredFile) =>
    file.deleted
      ? {
          ".tag": "deleted",
          name: file.path.split("/").at(-1),
          path_lower: file.path.toLowerCase(),
          path_display: file.path,
        }
      : fileMetadata(file);
  const fileMetadata = (file: StoredFile) => ({
    ".tag": "file",
    name: file.path.split("/").at(-1),
    path_lower: file.path.toLowerCase(),
    path_display: file.path,
    id: file.id,
    client_modified: file.modified,
    server_modified: file.modified,
    rev: file.rev,
    size: file.data.byteLength,
    is_downloadable: true,
    content_hash: createHash("sha256").update(file.data).digest("hex"),
  });
  const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
  const decode = (text: string) => JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Cursor;
  const under = (folder: string, recursive: boolean) => (file: StoredFile) => {
    const prefix = folder === "" ? "/" : `${folder.toLowerCase()}/`;
    if (!file.path.toLowerCase().startsWith(prefix)) return false;
    return recursive || !file.path.slice(prefix.length).includes("/");
  };
  const folderExists = (folder: string) =>
    folder === "" ||
    [...files.values()].some(
      (file) => !file.deleted && file.path.toLowerCase().startsWith(`${folder.toLowerCase()}/`),
    );

  /** One page of entries: the files changed after `cursor.seq` (all of them for a fresh listing). */
  const page = (cursor: Cursor, limit: number) => {
    const snapshot = cursor.snapshot ?? seq;
    const all = [...files.values()]
      .filter(under(cursor.path, cursor.recursive))
      .filter((file) => file.seq > cursor.seq && file.seq <= snapshot)
      // A fresh listing holds what is there; a change feed also what was deleted since.
      .filter((file) => !file.deleted || cursor.seq > 0)
      .sort((a, b) => a.path.localeCompare(b.path));
    const offset = cursor.offset ?? 0;
    const slice = all.slice(offset, offset + limit);
    const hasMore = offset + limit < all.length;
    const next: Cursor = hasMore
      ? { ...cursor, snapshot, offset: offset + limit }
      : { path: cursor.path, recursive: cursor.recursive, seq: snapshot };
    // Folders are listed as entries too (a fresh listing only), as Dropbox does.
    const folders =
      offset === 0 && cursor.seq === 0
        ? [...new Set(slice.map((file) => file.path.split("/").slice(0, -1).join("/")))]
            .filter((path) => path.toLowerCase() !== cursor.path.toLowerCase() && path !== "")
            .map((path) => ({
              ".tag": "folder",
              name: path.split("/").at(-1),
              path_display: path,
              path_lower: path.toLowerCase(),
              id: `id:folder${path}`,
            }))
        : [];
    return { entries: [...folders, ...slice.map(metadata)], cursor: encode(next), has_more: hasMore };
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const route = url.pathname;
    requests.push(route);
    if (request.headers.authorization !== `Bearer ${token}`) {
      return send(response, 401, {
        error_summary: "invalid_access_token/..",
        error: { ".tag": "invalid_access_token" },
      });
    }
    if (throttled > 0) {
      throttled -= 1;
      return send(
        response,
        429,
        {
          error_summary: "too_many_requests/..",
          error: { reason: { ".tag": "too_many_requests" }, retry_after: 1 },
        },
        { "retry-after": "1" },
      );
    }
    if (route === "/2/files/list_folder") {
      const input = await body(request);
      const path = String(input.path ?? "");
      if (!folderExists(path)) return conflict(response, "path/not_found/..");
      return send(
        response,
        200,
        page({ path, recursive: input.recursive === true, seq: 0 }, Number(input.limit ?? 2000)),
      );
    }
    if (route === "/2/files/list_folder/continue") {
      const input = await body(request);
      let cursor: Cursor;
      try {
        cursor = decode(String(input.cursor));
      } catch {
        return conflict(response, "reset/..");
      }
      return send(response, 200, page(cursor, 2));
    }
    if (route === "/2/files/download") {
      const arg = JSON.parse(String(request.headers["dropbox-api-arg"] ?? "{}")) as { path?: string };
      const path = String(arg.path ?? "");
      const file = path.startsWith("rev:")
        ? [...files.values()].find((candidate) => candidate.rev === path.slice(4))
        : files.get(path.toLowerCase());
      if (!file || file.deleted) return conflict(response, "path/not_found/..");
      response.writeHead(200, {
        "content-type": "application/octet-stream",
        "dropbox-api-result": JSON.stringify(metadata(file)),
      });
      response.end(file.data);
      return;
    }
    return send(response, 404, { error_summary: `unknown route ${route}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    files,
    put(path, data) {
      seq += 1;
      const existing = files.get(path.toLowerCase());
      files.set(path.toLowerCase(), {
        path,
        data: Buffer.from(data),
        id: existing?.id ?? `id:${createHash("sha256").update(path).digest("hex").slice(0, 12)}`,
        rev: `${seq.toString(16).padStart(9, "0")}abcdef`,
        seq,
        modified: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString().replace(/\.\d+Z$/, "Z"),
      });
    },
    remove(path) {
      const existing = files.get(path.toLowerCase());
      if (!existing) throw new Error(`no file ${path}`);
      seq += 1;
      files.set(path.toLowerCase(), { ...existing, seq, deleted: true });
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
