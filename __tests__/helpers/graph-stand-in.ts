// A stand-in for Microsoft Graph and its token endpoint, which cannot run here: a small loopback HTTP
// server speaking the part of Graph v1.0 (https://learn.microsoft.com/graph/api/resources/onedrive) the
// onedrive and sharepoint sources use — /users/{upn}/drive, /sites/{host}:{path}:, the site's drives,
// items by path (root:/a/b:), children with @odata.nextLink pages, root/delta (token=latest, then changes
// since a delta link; items carry parentReference.id but no path, as in OneDrive for Business), and
// content as a 302 to a pre-authenticated download URL — plus the client credentials grant at
// /{tenant}/oauth2/v2.0/token. The download URL refuses a request that carries a bearer token, so a test
// sees the token is not sent along. It can answer the next Graph requests with 429 + Retry-After.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface Item {
  id: string;
  name: string;
  parentId: string | null;
  folder: boolean;
  data?: Buffer;
  seq: number;
  /** Deleted at `seq`: children leave it out; delta reports it with the `deleted` facet. */
  deleted?: boolean;
}

export interface GraphStandIn {
  url: string;
  tenant: string;
  clientId: string;
  clientSecret: string;
  /** The drive of user@contoso.test, and the site https://contoso.sharepoint.test/sites/team's libraries. */
  drives: Map<string, Map<string, Item>>;
  userDrive: string;
  libraries: { Documents: string; Archive: string };
  /** Adds a folder under `parent` (an item id); returns its id. */
  folder(drive: string, name: string, parent: string): string;
  /** Adds a file, or changes the one with this name under `parent`; returns its id. */
  put(drive: string, name: string, parent: string, data: string): string;
  /** Deletes an item: delta reports it with the `deleted` facet, its name and its folder. */
  remove(drive: string, id: string): void;
  /** The root folder's item id of a drive. */
  root(drive: string): string;
  requests: string[];
  throttle(count: number): void;
  stop(): Promise<void>;
}

const GRAPH = "https://graph.microsoft.com/v1.0";

export async function startGraphStandIn(): Promise<GraphStandIn> {
  const tenant = "contoso-tenant-id";
  const clientId = "11111111-2222-4333-8444-555555555555";
  const clientSecret = "graph-secret-Zx9~q";
  const drives = new Map<string, Map<string, Item>>();
  const roots = new Map<string, string>();
  const tokens = new Set<string>();
  const downloads = new Map<string, { drive: string; id: string }>();
  const requests: string[] = [];
  let seq = 0;
  let throttled = 0;
  const id = () => randomBytes(9).toString("hex").toUpperCase();

  const addDrive = (driveId: string) => {
    const rootId = id();
    drives.set(
      driveId,
      new Map([[rootId, { id: rootId, name: "root", parentId: null, folder: true, seq: 0 }]]),
    );
    roots.set(driveId, rootId);
    return driveId;
  };
  const userDrive = addDrive("b!user-drive-1");
  const libraries = { Documents: addDrive("b!site-documents"), Archive: addDrive("b!site-archive") };
  const siteId = "contoso.sharepoint.test,site-guid,web-guid";

  const send = (
    response: ServerResponse,
    status: number,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(payload));
  };
  const error = (response: ServerResponse, status: number, code: string, message: string) =>
    send(response, status, { error: { code, message } });
  const resource = (driveId: string, item: Item) =>
    item.deleted
      ? {
          id: item.id,
          name: item.name,
          deleted: { state: "deleted" },
          ...(item.parentId ? { parentReference: { driveId, id: item.parentId } } : {}),
        }
      : liveResource(driveId, item);
  const liveResource = (driveId: string, item: Item) => ({
    id: item.id,
    name: item.name,
    eTag: `"{${item.id}},${item.seq}"`,
    cTag: `"c:{${item.id}},${item.seq}"`,
    webUrl: `https://contoso.test/${driveId}/${item.id}`,
    lastModifiedDateTime: new Date(Date.UTC(2026, 0, 1, 0, 0, item.seq)).toISOString(),
    ...(item.folder
      ? { folder: { childCount: 0 } }
      : { file: { mimeType: "text/plain" }, size: item.data?.byteLength ?? 0 }),
    ...(item.parentId ? { parentReference: { driveId, id: item.parentId } } : {}),
  });
  const byPath = (driveId: string, path: string) => {
    const items = drives.get(driveId);
    let current = items?.get(roots.get(driveId) ?? "");
    for (const part of path.split("/").filter(Boolean)) {
      current = [...(items?.values() ?? [])].find(
        (item) => !item.deleted && item.parentId === current?.id && item.name === decodeURIComponent(part),
      );
      if (!current) return undefined;
    }
    return current;
  };
  const paged = (all: unknown[], address: URL, extra: Record<string, unknown> = {}) => {
    const top = Number(address.searchParams.get("$top") ?? 200);
    const skip = Number(address.searchParams.get("$skiptoken") ?? 0);
    const next = new URL(`${GRAPH}${address.pathname.replace(/^\/v1\.0/, "")}`);
    for (const [key, value] of address.searchParams)
      if (key !== "$skiptoken") next.searchParams.set(key, value);
    next.searchParams.set("$skiptoken", String(skip + top));
    return {
      value: all.slice(skip, skip + top),
      ...(skip + top < all.length ? { "@odata.nextLink": next.toString() } : extra),
    };
  };

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  const server = createServer(async (request, response) => {
    const address = new URL(request.url ?? "/", "http://stand-in");
    const path = decodeURIComponent(address.pathname);
    requests.push(`${request.method} ${path}`);
    if (request.method === "POST" && path === `/${tenant}/oauth2/v2.0/token`) {
      const form = new URLSearchParams(await readBody(request));
      if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
        return send(response, 401, {
          error: "invalid_client",
          error_description: "AADSTS7000215: Invalid client secret provided.",
        });
      }
      const token = `eyJ0.${randomBytes(12).toString("hex")}`;
      tokens.add(token);
      return send(response, 200, { token_type: "Bearer", expires_in: 3599, access_token: token });
    }
    if (path.startsWith("/download/")) {
      const target = downloads.get(path.slice("/download/".length));
      if (request.headers.authorization)
        return error(response, 400, "invalidRequest", "pre-authenticated URL: no Authorization header");
      const item = target ? drives.get(target.drive)?.get(target.id) : undefined;
      if (!item || item.deleted) return error(response, 404, "itemNotFound", "gone");
      response.writeHead(200, { "content-type": "application/octet-stream" });
      response.end(item.data);
      return;
    }
    if (!tokens.has(String(request.headers.authorization ?? "").replace(/^Bearer /, ""))) {
      return error(response, 401, "InvalidAuthenticationToken", "Access token is empty or invalid.");
    }
    if (throttled > 0) {
      throttled -= 1;
      return send(
        response,
        429,
        { error: { code: "activityLimitReached", message: "Too many requests" } },
        { "retry-after": "1" },
      );
    }
    const route = path.replace(/^\/v1\.0/, "");
    const user = /^\/users\/([^/]+)\/drive$/.exec(route);
    if (user) {
      if (user[1] !== "user@contoso.test") return error(response, 404, "ResourceNotFound", "User not found");
      return send(response, 200, { id: userDrive });
    }
    if (route === "/sites/contoso.sharepoint.test:/sites/team:") return send(response, 200, { id: siteId });
    if (route === `/sites/${siteId}/drive`) return send(response, 200, { id: libraries.Documents });
    if (route === `/sites/${siteId}/drives`) {
      return send(response, 200, {
        value: Object.entries(libraries).map(([name, driveId]) => ({ id: driveId, name })),
      });
    }
    if (route.startsWith("/sites/contoso.sharepoint.test"))
      return error(response, 404, "itemNotFound", "Requested site could not be found");
    const drivePath = /^\/drives\/([^/]+)\/(.*)$/.exec(route);
    if (drivePath) {
      const driveId = drivePath[1] as string;
      const rest = drivePath[2] as string;
      const items = drives.get(driveId);
      if (!items) return error(response, 404, "itemNotFound", "drive not found");
      if (rest === "root/delta") {
        const token = address.searchParams.get("token");
        const latest = { "@odata.deltaLink": `${GRAPH}/drives/${driveId}/root/delta?token=${seq}` };
        if (token === "latest") return send(response, 200, { value: [], ...latest });
        const since = Number(token ?? -1);
        const changed = [...items.values()]
          .filter((item) => item.parentId && item.seq > since)
          .sort((a, b) => a.seq - b.seq);
        return send(
          response,
          200,
          paged(
            changed.map((item) => resource(driveId, item)),
            address,
            latest,
          ),
        );
      }
      if (rest === "root" || rest.startsWith("root:")) {
        const item = byPath(driveId, rest === "root" ? "" : rest.replace(/^root:/, "").replace(/:$/, ""));
        if (!item) return error(response, 404, "itemNotFound", "The resource could not be found.");
        return send(response, 200, resource(driveId, item));
      }
      const match = /^items\/([^/]+)\/(children|content)$/.exec(rest);
      if (match) {
        const item = items.get(match[1] as string);
        if (!item) return error(response, 404, "itemNotFound", "The resource could not be found.");
        if (match[2] === "content") {
          const key = randomBytes(8).toString("hex");
          downloads.set(key, { drive: driveId, id: item.id });
          response.writeHead(302, { location: `/download/${key}` });
          response.end();
          return;
        }
        const children = [...items.values()]
          .filter((child) => child.parentId === item.id && !child.deleted)
          .sort((a, b) => a.name.localeCompare(b.name));
        return send(
          response,
          200,
          paged(
            children.map((child) => resource(driveId, child)),
            address,
          ),
        );
      }
    }
    return error(response, 400, "invalidRequest", `no route for ${route}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const add = (drive: string, name: string, parent: string, folder: boolean, data?: string) => {
    const items = drives.get(drive) as Map<string, Item>;
    const existing = [...items.values()].find((item) => item.parentId === parent && item.name === name);
    seq += 1;
    const item: Item = existing ?? { id: id(), name, parentId: parent, folder, seq };
    item.seq = seq;
    if (data !== undefined) item.data = Buffer.from(data);
    items.set(item.id, item);
    return item.id;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    tenant,
    clientId,
    clientSecret,
    drives,
    userDrive,
    libraries,
    folder: (drive, name, parent) => add(drive, name, parent, true),
    put: (drive, name, parent, data) => add(drive, name, parent, false, data),
    remove(drive, itemId) {
      const item = drives.get(drive)?.get(itemId);
      if (!item) throw new Error(`no item ${itemId}`);
      seq += 1;
      item.seq = seq;
      item.deleted = true;
    },
    root: (drive) => roots.get(drive) as string,
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
