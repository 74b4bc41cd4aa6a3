// A stand-in for GitHub's cache service (v2), which cannot be reached from a test: the twirp
// CacheService at ACTIONS_RESULTS_URL (GetCacheEntryDownloadURL, CreateCacheEntry,
// FinalizeCacheEntryUpload) and the signed URLs it hands out for the archive (an Azure-style blob PUT,
// a plain GET), as @actions/cache speaks them. `env` gives a step what the runner would.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const RUNTIME_TOKEN = "runtime-token";

/** The cache service's v2 protocol, in memory: entries by key and version. */
export function cacheServiceStandIn() {
  const entries = new Map<string, { version: string; data?: Buffer }>();
  const calls: string[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  let base = "";
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    const rpc = url.pathname.match(/^\/twirp\/github\.actions\.results\.api\.v1\.CacheService\/(\w+)$/)?.[1];
    if (rpc) {
      calls.push(rpc);
      if (req.headers.authorization !== `Bearer ${RUNTIME_TOKEN}`)
        return json(401, { code: "unauthenticated", msg: "no token" });
      const request = JSON.parse((await body(req)).toString("utf8")) as Record<string, string>;
      const key = request.key as string;
      if (rpc === "GetCacheEntryDownloadURL") {
        const entry = entries.get(key);
        if (!entry?.data || entry.version !== request.version) return json(200, { ok: false });
        return json(200, {
          ok: true,
          signed_download_url: `${base}/blob/${encodeURIComponent(key)}?sig=r`,
          matched_key: key,
        });
      }
      if (rpc === "CreateCacheEntry") {
        if (entries.get(key)?.data) return json(409, { code: "already_exists", msg: "cache entry exists" });
        entries.set(key, { version: request.version as string });
        return json(200, { ok: true, signed_upload_url: `${base}/blob/${encodeURIComponent(key)}?sig=w` });
      }
      if (rpc === "FinalizeCacheEntryUpload") return json(200, { ok: true, entry_id: String(entries.size) });
      return json(404, { code: "bad_route", msg: rpc });
    }
    const blob = url.pathname.match(/^\/blob\/(.+)$/)?.[1];
    if (blob) {
      const key = decodeURIComponent(blob);
      if (req.method === "PUT") {
        calls.push("PUT blob");
        const entry = entries.get(key);
        if (entry) entry.data = await body(req);
        res.writeHead(201, { etag: '"1"', "last-modified": new Date().toUTCString() });
        return res.end();
      }
      if (req.method === "GET" || req.method === "HEAD") {
        calls.push(`${req.method} blob`);
        const data = entries.get(key)?.data ?? Buffer.alloc(0);
        res.writeHead(200, {
          "content-length": String(data.length),
          "content-type": "application/octet-stream",
        });
        return res.end(req.method === "GET" ? data : undefined);
      }
    }
    res.writeHead(404);
    res.end();
  });
  return {
    entries,
    calls,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return base;
    },
    /** The variables the runner gives a step that may use the cache. */
    env: () => ({
      ACTIONS_CACHE_SERVICE_V2: "true",
      ACTIONS_RESULTS_URL: `${base}/`,
      ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
