// GET /openapi.json, GET /docs and GET /docs/partition. The OpenAPI document is built by @fastify/swagger
// from the schemas on the routes themselves (partition/docs.ts, workflow/openapi.ts), so no operation is
// documented without a route nor a route left out; its components are the contract's JSON Schema
// (contractJsonSchema), so they cannot drift from what the server validates. Only routes with a tag are
// documented (the docs pages, metrics and the like are not operations of the interface). /docs is Swagger
// UI over that document (swagger-ui.ts); /docs/partition is a small self-contained page for people: the
// endpoint, its form fields with their defaults (from PARTITION_FIELDS) and curl examples.
import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { FastifyPluginAsync, FastifySchema } from "fastify";
import { contractJsonSchema } from "../contract/json-schema.js";
import { PARTITION_FIELDS, PARTITION_FILE_FIELD, type PartitionField } from "../contract/partition.js";
import { DOCFLOW_VERSION } from "../shared/version.js";
import { API_KEY_HEADERS } from "./http/auth.js";
import { formatBytes } from "./http/upload.js";
import { PARTITION_PATH } from "./partition/route.js";
import type { ServerConfig } from "./settings/config.js";
import { swaggerUiRoutes } from "./swagger-ui.js";
import { WORKFLOW_PREFIX } from "./workflow/index.js";
import { OPTIONAL_BODY, WORKFLOW_SCHEMAS } from "./workflow/openapi.js";

export const HEALTHCHECK_BODY = { healthcheck: "HEALTHCHECK STATUS: EVERYTHING OK!" };

/** `#/$defs/X` → `#/components/schemas/X`, and no `$id`s (OpenAPI resolves components by location). */
function asComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asComponents);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$id") continue;
      if (key === "$ref" && typeof inner === "string")
        out[key] = inner.replace("#/$defs/", "#/components/schemas/");
      else out[key] = asComponents(inner);
    }
    return out;
  }
  return value;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The hosted service's UpdateWorkflow: the create body's fields, every one optional. */
function updateWorkflowSchema(workflowBody: unknown) {
  const {
    required: _required,
    description: _description,
    ...rest
  } = asComponents(workflowBody) as Record<string, unknown>;
  return {
    ...rest,
    description:
      "Body of a workflow update: the create body (with name and workflow_type) replaces the workflow; " +
      "any other set of fields is merged onto the stored workflow, and the result must be a valid workflow.",
  };
}

/** The document's components: the contract's schemas, the error bodies and the forms. */
function openApiSchemas(): Record<string, unknown> {
  const defs = (contractJsonSchema().$defs ?? {}) as Record<string, unknown>;
  return {
    ...(asComponents(defs) as Record<string, unknown>),
    ValidationError: {
      type: "object",
      required: ["loc", "msg", "type"],
      properties: {
        loc: { type: "array", items: { anyOf: [{ type: "string" }, { type: "integer" }] } },
        msg: { type: "string" },
        type: { type: "string" },
        input: {},
        ctx: { type: "object" },
      },
    },
    HTTPValidationError: {
      type: "object",
      properties: { detail: { type: "array", items: ref("ValidationError") } },
    },
    HTTPError: { type: "object", required: ["detail"], properties: { detail: { type: "string" } } },
    ...WORKFLOW_SCHEMAS,
    UpdateWorkflow: updateWorkflowSchema(defs.WorkflowBody),
    PartitionForm: {
      allOf: [
        {
          type: "object",
          required: [PARTITION_FILE_FIELD],
          properties: {
            [PARTITION_FILE_FIELD]: {
              description:
                "The document. Repeat the part to partition several files in one request; the answer is then one element array per file, in order.",
              type: "array",
              items: { type: "string", contentMediaType: "application/octet-stream" },
            },
          },
        },
        ref("PartitionParameters"),
      ],
    },
  };
}

/** The hosted service names its collections with a trailing slash (`/api/v1/workflows/`); so does the document. */
const COLLECTION = new RegExp(`^${WORKFLOW_PREFIX}/(sources|destinations|workflows|jobs)$`);

type OpenApiDocument = {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, unknown> };
};

/**
 * The document as @fastify/swagger assembled it, finished: an operation whose body may be left out says so
 * (Fastify's schemas always require one), and the components are the contract's as generated (the
 * plugin rewrites them the OpenAPI 3.0 way, `const` as `enum`, a `default` beside a `$ref` dropped).
 */
function finish(document: OpenApiDocument, schemas: Record<string, unknown>): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const description = operation[OPTIONAL_BODY];
      if (description === undefined) continue;
      delete operation[OPTIONAL_BODY];
      const body = operation.requestBody as { required?: boolean; description?: string } | undefined;
      if (!body) continue;
      body.required = false;
      if (typeof description === "string" && description !== "") body.description = description;
    }
  }
  if (document.components) document.components.schemas = schemas;
  return document;
}

/** What @fastify/swagger is registered with (app.ts): the document's frame around the routes' schemas. */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  const schemas = openApiSchemas();
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "docflow Partition endpoint and Workflow endpoint",
        version: DOCFLOW_VERSION,
        description:
          "The Partition endpoint turns an uploaded document into a list of elements; its form fields are described by PartitionParameters and unknown fields are ignored. " +
          "The Workflow endpoint (/api/v1) manages source and destination connectors, workflows and jobs; every operation needs an API key.",
      },
      servers: [{ url: "/" }],
      components: {
        schemas: schemas as never,
        securitySchemes: { ApiKeyAuth: { type: "apiKey", in: "header", name: API_KEY_HEADERS[0] } },
      },
    },
    hideUntagged: true,
    transform: ({ schema, url }) => ({
      schema: schema as never,
      url: COLLECTION.test(url) ? `${url}/` : url,
    }),
    transformObject: (documentObject) =>
      finish((documentObject as { openapiObject: OpenApiDocument }).openapiObject, schemas) as never,
  };
}

const HEALTHCHECK_SCHEMA = {
  operationId: "healthcheck",
  summary: "Liveness check",
  tags: ["server"],
  response: {
    "200": {
      description: "The server is up.",
      content: {
        "application/json": {
          schema: { type: "object", properties: { healthcheck: { type: "string" } } },
          example: HEALTHCHECK_BODY,
        },
      },
    },
  },
} as FastifySchema;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function typeOf(field: PartitionField): string {
  const base =
    field.kind === "list"
      ? `list of ${field.item === "int" ? "integers" : "strings"}`
      : field.kind === "enum"
        ? (field.values ?? []).join(" | ")
        : field.kind === "bool"
          ? "boolean"
          : field.kind === "int"
            ? "integer"
            : field.kind === "float"
              ? "number"
              : "string";
  return field.nullable ? `${base} or null` : base;
}

function defaultOf(field: PartitionField): string {
  const value = field.documentedDefault ?? field.default;
  if (value === null) return "none";
  return JSON.stringify(value);
}

export function docsPage(
  config: Pick<ServerConfig, "maxUploadBytes" | "partitionApiKeys">,
  base: string,
): string {
  const keyFlag = config.partitionApiKeys.length > 0 ? ` \\\n  -H 'service-api-key: YOUR_KEY'` : "";
  const url = `${base}${PARTITION_PATH}`;
  const examples = [
    ["One file, JSON elements", `curl -X POST '${url}'${keyFlag} \\\n  -F 'files=@report.docx'`],
    [
      "Parameters, lists as repeated fields",
      `curl -X POST '${url}'${keyFlag} \\\n  -F 'files=@notes.md' \\\n  -F 'languages=eng' -F 'languages=deu' \\\n  -F 'chunking_strategy=by_title' -F 'max_characters=1000'`,
    ],
    [
      "CSV instead of JSON",
      `curl -X POST '${url}'${keyFlag} \\\n  -F 'files=@table.xlsx' -F 'output_format=text/csv'`,
    ],
    [
      "Several files: an array of element arrays",
      `curl -X POST '${url}'${keyFlag} \\\n  -F 'files=@a.txt' -F 'files=@b.html'`,
    ],
    [
      "A gzipped file",
      `curl -X POST '${url}'${keyFlag} \\\n  -F 'files=@notes.txt.gz' -F 'gz_uncompressed_content_type=text/plain'`,
    ],
  ];
  const rows = Object.entries(PARTITION_FIELDS)
    .map(
      ([name, field]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeOf(field))}</td><td><code>${escapeHtml(defaultOf(field))}</code></td><td>${escapeHtml(field.description)}</td></tr>`,
    )
    .join("\n");
  const auth =
    config.partitionApiKeys.length > 0
      ? "This server needs an API key in the <code>service-api-key</code> header (<code>unstructured-api-key</code> is accepted too)."
      : "This server needs no API key; a <code>service-api-key</code> header is ignored.";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>docflow Partition endpoint</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
pre { background: #f4f4f4; padding: .75rem; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
td, th { border-bottom: 1px solid #ddd; padding: .35rem .5rem; text-align: left; vertical-align: top; }
th { background: #fafafa; }
</style>
</head>
<body>
<h1>docflow Partition endpoint</h1>
<p><code>POST ${escapeHtml(PARTITION_PATH)}</code> takes a <code>multipart/form-data</code> upload with the document in the
<code>${PARTITION_FILE_FIELD}</code> part and answers a JSON array of elements (an array of arrays for several files),
or CSV with <code>output_format=text/csv</code>. ${auth} Uploads may be up to ${escapeHtml(formatBytes(config.maxUploadBytes))}.
The machine-readable description is <a href="/openapi.json">/openapi.json</a>, to try out in <a href="/docs">/docs</a>; <a href="/healthcheck">/healthcheck</a> says whether the server is up.</p>
<h2>Examples</h2>
${examples.map(([title, command]) => `<h3>${escapeHtml(title as string)}</h3>\n<pre>${escapeHtml(command as string)}</pre>`).join("\n")}
<h2>Form fields</h2>
<p>All optional except <code>${PARTITION_FILE_FIELD}</code>. An empty value means the default. List fields take repeated fields,
<code>name[]</code>, or one JSON array (<code>'["eng","deu"]'</code>). Unknown fields are ignored.</p>
<table>
<thead><tr><th>field</th><th>type</th><th>default</th><th>meaning</th></tr></thead>
<tbody>
<tr><td><code>${PARTITION_FILE_FIELD}</code></td><td>file</td><td>required</td><td>The document; repeat for several.</td></tr>
${rows}
</tbody>
</table>
<h2>Errors</h2>
<p>Every error answer is JSON: <code>{"detail": "..."}</code>, or for invalid fields (422) a list of
<code>{"type", "loc", "msg", "input"}</code> items. 400: unsupported or empty file, an option the file does not allow,
or strategy=vlm without a configured model provider. 401: missing or unknown key.
405: not POST. 406: several files and an Accept header that admits no JSON or CSV. 413: body too large. 415: not multipart. 422: invalid fields or an unreadable file.
503 with <code>Retry-After</code>: every worker busy. 504: partitioning took longer than the server allows.</p>
</body>
</html>
`;
}

export const openApiRoutes: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  let document: string | undefined;
  app.get("/openapi.json", async (_request, reply) => {
    // Built once, on the first request: every route is registered by then.
    document ??= JSON.stringify(app.swagger());
    return reply.type("application/json").send(document);
  });
  await swaggerUiRoutes(app);
  app.get("/docs/partition", async (request, reply) => {
    const base = `${request.protocol}://${request.host}`;
    return reply.type("text/html; charset=utf-8").send(docsPage(config, base));
  });
  app.get("/healthcheck", { schema: HEALTHCHECK_SCHEMA }, async () => HEALTHCHECK_BODY);
};
