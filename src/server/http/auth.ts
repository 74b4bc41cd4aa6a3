// API keys of both endpoints (the Workflow endpoint's own key file is workflow/auth.ts). Keys are kept and compared only as SHA-256 digests, every
// configured key is compared on every request (no early exit), and a key is never logged or echoed.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { KeyScope, ServerConfig } from "../settings/config.js";

/** The header the interface names, and the reference service's own name for it. */
export const API_KEY_HEADERS = ["service-api-key", "unstructured-api-key"] as const;

export const MISSING_KEY_DETAIL = "API key is missing, please provide an API key in the header.";
export const INVALID_KEY_DETAIL = "API key is invalid.";
export const scopeDetail = (scope: KeyScope) =>
  `API key does not have the '${scope}' scope needed here (see docs/security.md, scoped keys).`;

/** The keys that carry `scope`: those configured without scopes (every scope) and those naming it. */
export function keysWithScope(
  config: Pick<ServerConfig, "partitionApiKeys" | "scopedKeys">,
  scope: KeyScope,
): string[] {
  return [
    ...config.partitionApiKeys,
    ...config.scopedKeys.filter((entry) => entry.scopes.includes(scope)).map((entry) => entry.key),
  ];
}

/** Every configured key, whatever its scopes. */
export function allKeys(config: Pick<ServerConfig, "partitionApiKeys" | "scopedKeys">): string[] {
  return [...config.partitionApiKeys, ...config.scopedKeys.map((entry) => entry.key)];
}

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

/**
 * onRequest hook: 401 unless the request carries a key `check` accepts (in either header name); a key that
 * `known` accepts but `check` does not is a valid key without the `scope` of this endpoint: 403.
 */
export function requireApiKey(check: KeyCheck, scoped?: { known: KeyCheck; scope: KeyScope }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const given = headerValue(request);
    if (given === undefined) {
      request.log.info({ status: 401 }, "API key missing");
      return reply.code(401).send({ detail: MISSING_KEY_DETAIL });
    }
    if (!check(given)) {
      if (scoped?.known(given)) {
        request.log.info({ status: 403, scope: scoped.scope }, "API key lacks the scope");
        return reply.code(403).send({ detail: scopeDetail(scoped.scope) });
      }
      request.log.info({ status: 401 }, "API key invalid");
      return reply.code(401).send({ detail: INVALID_KEY_DETAIL });
    }
    return undefined;
  };
}

/**
 * The Partition endpoint's hook: 401 unless the request carries a key with the `partition` scope (403 for
 * another configured key); undefined when no key at all is configured, which leaves the endpoint open.
 */
export function apiKeyHook(
  config: Pick<ServerConfig, "partitionApiKeys" | "scopedKeys">,
): ReturnType<typeof requireApiKey> | undefined {
  const known = allKeys(config);
  if (known.length === 0) return undefined;
  return requireApiKey(keyMatcher(keysWithScope(config, "partition")), {
    known: keyMatcher(known),
    scope: "partition",
  });
}
