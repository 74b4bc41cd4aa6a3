// GET /docs: Swagger UI, the interactive API page FastAPI serves at /docs, over this server's own
// /openapi.json (both endpoints, "Try it out" against this server). Its files come from the swagger-ui-dist
// package, served from this process: the page works offline and sends nothing anywhere else (the online
// validator badge is off). A bundle finds them in swagger-ui/ beside itself (scripts/build.mjs copies them).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";

export const SWAGGER_UI_PREFIX = "/docs/swagger-ui";

/** The package's files the page needs, with their media types; nothing else is served. */
export const SWAGGER_UI_FILES: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "favicon-32x32.png": "image/png",
  LICENSE: "text/plain; charset=utf-8",
};

/** Where swagger-ui-dist's files are: `swagger-ui/` beside a bundle, else the installed package. */
export function swaggerUiRoot(): string {
  // Bundled code sits in dist/ or dist/chunks/.
  for (const name of ["./swagger-ui/", "../swagger-ui/"]) {
    const dir = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(join(dir, "swagger-ui-bundle.js"))) return dir;
  }
  return dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
}

/** Starts Swagger UI on the page; a file of its own rather than inline script, so a strict CSP can allow it. */
const INIT_SCRIPT = `window.addEventListener("load", () => {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    tryItOutEnabled: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

export function swaggerPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>docflow API</title>
<link rel="stylesheet" href="${SWAGGER_UI_PREFIX}/swagger-ui.css">
<link rel="icon" type="image/png" href="${SWAGGER_UI_PREFIX}/favicon-32x32.png">
</head>
<body>
<p style="font: 14px system-ui, sans-serif; margin: 1rem 2rem 0">The Partition endpoint's form fields with curl examples:
<a href="/docs/partition">/docs/partition</a>. The document: <a href="/openapi.json">/openapi.json</a>.</p>
<div id="swagger-ui"></div>
<script src="${SWAGGER_UI_PREFIX}/swagger-ui-bundle.js"></script>
<script src="${SWAGGER_UI_PREFIX}/init.js"></script>
</body>
</html>
`;
}

export async function swaggerUiRoutes(app: FastifyInstance): Promise<void> {
  const root = swaggerUiRoot();
  const page = swaggerPage();
  app.get("/docs", async (_request, reply) => reply.type("text/html; charset=utf-8").send(page));
  app.get(`${SWAGGER_UI_PREFIX}/init.js`, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(INIT_SCRIPT),
  );
  app.get(`${SWAGGER_UI_PREFIX}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const type = Object.hasOwn(SWAGGER_UI_FILES, file) ? SWAGGER_UI_FILES[file] : undefined;
    if (type === undefined) return reply.code(404).send({ detail: "Not Found" });
    const body = await readFile(join(root, file));
    return reply.type(type).header("cache-control", "public, max-age=86400").send(body);
  });
}
