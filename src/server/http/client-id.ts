// Who a request comes from, for the per-client limits: its API key when it sends one (as a digest, so no
// key is held in the limits' tables), else its address. Keys shared by many people count as one client;
// an anonymous client behind a proxy is the proxy's address.
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { API_KEY_HEADERS } from "./auth.js";

export function clientId(request: FastifyRequest): string {
  for (const name of API_KEY_HEADERS) {
    const value = request.headers[name];
    const key = Array.isArray(value) ? value[0] : value;
    if (key !== undefined && key.trim() !== "") {
      return `key:${createHash("sha256").update(key.trim(), "utf8").digest("base64url").slice(0, 16)}`;
    }
  }
  return `address:${request.socket.remoteAddress ?? ""}`;
}
