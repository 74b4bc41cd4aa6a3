// 405 for a path the server serves with another method (FastAPI's answer, with the `Allow` header a client
// needs), instead of a 404 that reads as "no such resource". Fastify routes by method first, so the table of
// every route's paths is kept here, from the onRoute hook, and consulted only when no route matched.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";

export const METHOD_NOT_ALLOWED_DETAIL = "Method Not Allowed";

interface RoutePattern {
  pattern: RegExp;
  methods: Set<string>;
}

function isMethodNotAllowed(route: Pick<RouteOptions, "config">): boolean {
  return (route.config as { methodNotAllowed?: boolean } | undefined)?.methodNotAllowed === true;
}

/** `/a/:id/b` → /^\/a\/[^/]+\/b\/?$/ (trailing slash optional, as the server answers both). */
function patternOf(url: string): RegExp {
  const body = url
    .replace(/\/+$/, "")
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) return "[^/]+";
      if (segment === "*") return ".*";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${body}/?$`);
}

export class RouteTable {
  readonly #routes = new Map<string, RoutePattern>();

  add(route: Pick<RouteOptions, "method" | "url" | "config">): void {
    // A route that only answers 405 (the Partition endpoint's GET) does not make its methods allowed.
    if (isMethodNotAllowed(route)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let entry = this.#routes.get(route.url);
    if (!entry) {
      entry = { pattern: patternOf(route.url), methods: new Set() };
      this.#routes.set(route.url, entry);
    }
    for (const method of methods) entry.methods.add(method.toUpperCase());
    // Fastify answers HEAD wherever it answers GET.
    if (entry.methods.has("GET")) entry.methods.add("HEAD");
  }

  /** Every method some route serves at this path, sorted; empty when no route has the path. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const { pattern, methods: served } of this.#routes.values()) {
      if (pattern.test(path)) for (const method of served) methods.add(method);
    }
    return [...methods].sort();
  }

  /** Registers the hook that fills the table; call before any route is added. */
  watch(app: FastifyInstance): void {
    app.addHook("onRoute", (route) => {
      this.add(route);
      if (isMethodNotAllowed(route)) {
        // Its 405 comes before the body is parsed: a PATCH with a form body is a 405, not a 415.
        const { handler } = route;
        const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
        route.onRequest = [
          ...own,
          async function answer405(this: FastifyInstance, request, reply) {
            await handler.call(this, request, reply);
            return reply;
          },
        ];
      }
    });
  }

  /**
   * A not-found handler: 405 with `Allow` when the path is served with other methods, else `notFound`.
   */
  notFoundHandler(notFound: (request: FastifyRequest, reply: FastifyReply) => void) {
    return (request: FastifyRequest, reply: FastifyReply): void => {
      const path = request.url.split("?")[0] ?? request.url;
      const allowed = this.allowed(path);
      if (allowed.length === 0 || allowed.includes(request.method)) {
        notFound(request, reply);
        return;
      }
      reply.code(405).header("allow", allowed.join(", ")).send({ detail: METHOD_NOT_ALLOWED_DETAIL });
    };
  }
}
