// API keys of both endpoints (the Workflow endpoint's own key file is workflow/auth.ts). Keys are kept and compared only as SHA-256 digests, every
// configured key is compared on every request (no early exit), and a key is never logged or echoed.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The header the interface names, and the reference service's own name for it. */
export const API_KEY_HEADERS = ["service-api-key", "unstructured-api-key"] as const;

export const MISSING_KEY_DETAIL = "API key is missing, please provide an API key in the header.";
export const INVALID_KEY_DETAIL = "API key is invalid.";

const digest = (key: string) => createHash("sha256").update(key, "utf8").digest();

function headerValue(request: FastifyRequest): string | undefined {
  for (const name of API_KEY_HEADERS) {
    const raw = request.headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value.trim() !== "") return value.trim();
  }
  return undefined;
}

/** Whether `given` is one of the keys, in time that does not depend on which key or how much matches. */
export function keyMatcher(keys: readonly string[]): KeyCheck {
  const digests = keys.map(digest);
  return (given) => {
    const candidate = digest(given);
    let matched = false;
    for (const known of digests) matched = timingSafeEqual(candidate, known) || matched;
    return matched;
  };
}

/** Tells whether a given key is one of the configured ones (in constant time, see keyMatcher). */
export type KeyCheck = (given: string) => boolean;

/** onRequest hook: 401 unless the request carries a key `check` accepts (in either header name). */
export function requireApiKey(check: KeyCheck) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const given = headerValue(request);
    if (given === undefined) {
      request.log.info({ status: 401 }, "API key missing");
      return reply.code(401).send({ detail: MISSING_KEY_DETAIL });
    }
    if (!check(given)) {
      request.log.info({ status: 401 }, "API key invalid");
      return reply.code(401).send({ detail: INVALID_KEY_DETAIL });
    }
    return undefined;
  };
}

/**
 * The Partition endpoint's hook: 401 unless the request carries one of `keys`; undefined when no keys
 * are configured, which leaves the endpoint open.
 */
export function apiKeyHook(keys: readonly string[]): ReturnType<typeof requireApiKey> | undefined {
  return keys.length === 0 ? undefined : requireApiKey(keyMatcher(keys));
}
