// GET /openapi.json, GET /docs and GET /docs/partition. The OpenAPI document's components are the
// contract's JSON Schema (contractJsonSchema), so they cannot drift from what the server validates; the paths
// describe the Partition endpoint and the Workflow endpoint (workflow/openapi.ts) with every answer they
// give. /docs is Swagger UI over that document (swagger-ui.ts); /docs/partition is a small self-contained
// page for people: the endpoint, its form fields with their defaults (from PARTITION_FIELDS) and curl examples.
import type { FastifyPluginAsync } from "fastify";
import { contractJsonSchema } from "../contract/json-schema.js";
import { PARTITION_FIELDS, PARTITION_FILE_FIELD, type PartitionField } from "../contract/partition.js";
import { DOCFLOW_VERSION } from "../shared/version.js";
import { API_KEY_HEADERS, INVALID_KEY_DETAIL, MISSING_KEY_DETAIL } from "./http/auth.js";
import { formatBytes } from "./http/upload.js";
import { ONLY_POST_DETAIL, PARTITION_PATH } from "./partition/route.js";
import { BUSY_DETAIL } from "./partition/workers.js";
import type { ServerConfig } from "./settings/config.js";
import { swaggerUiRoutes } from "./swagger-ui.js";
import { WORKFLOW_SCHEMAS, workflowOpenApiPaths } from "./workflow/openapi.js";

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

function errorResponse(description: string, example?: unknown) {
  return {
    description,
    content: {
      "application/json": {
        schema: ref("HTTPError"),
        ...(example !== undefined ? { example: { detail: example } } : {}),
      },
    },
  };
}

export function openApiDocument(
  config: Pick<ServerConfig, "maxUploadBytes" | "partitionApiKeys"> &
    Partial<Pick<ServerConfig, "maxRunBytes" | "maxRunFiles">>,
) {
  const defs = (contractJsonSchema().$defs ?? {}) as Record<string, unknown>;
  const schemas: Record<string, unknown> = {
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
  const secured = config.partitionApiKeys.length > 0;
  return {
    openapi: "3.1.0",
    info: {
      title: "docflow Partition endpoint and Workflow endpoint",
      version: DOCFLOW_VERSION,
      description:
        "The Partition endpoint turns an uploaded document into a list of elements; its form fields are described by PartitionParameters and unknown fields are ignored. " +
        "The Workflow endpoint (/api/v1) manages source and destination connectors, workflows and jobs; every operation needs an API key.",
    },
    servers: [{ url: "/" }],
    paths: {
      [PARTITION_PATH]: {
        post: {
          operationId: "partition",
          summary: "Partition documents into elements",
          ...(secured ? { security: [{ ApiKeyAuth: [] }] } : {}),
          parameters: [
            {
              name: API_KEY_HEADERS[0],
              in: "header",
              required: secured,
              schema: { type: ["string", "null"] },
              description: `API key${secured ? "" : " (this server needs none)"}; \`${API_KEY_HEADERS[1]}\` is accepted too.`,
            },
          ],
          requestBody: {
            required: true,
            content: { "multipart/form-data": { schema: ref("PartitionForm") } },
          },
          responses: {
            "200": {
              description:
                "The elements: an array for one file, an array of arrays for several (in upload order). CSV when output_format is text/csv.",
              content: {
                "application/json": {
                  // anyOf, not oneOf: `[]` (a file with no text) is both an element array and an array of them.
                  schema: {
                    anyOf: [
                      { type: "array", items: ref("Element") },
                      { type: "array", items: { type: "array", items: ref("Element") } },
                    ],
                  },
                },
                "text/csv": { schema: { type: "string" } },
              },
            },
            "400": errorResponse(
              "The file's type cannot be partitioned, or the file is empty; an option the file does not allow " +
                "(strategy=fast on an image, an unknown hi_res_model_name); strategy=vlm on a PDF or an image " +
                "when the server has no such model provider configured (the detail names the variable to set).",
              "File type application/zip is not supported.",
            ),
            "401": errorResponse(
              "The API key is missing or unknown.",
              secured ? INVALID_KEY_DETAIL : MISSING_KEY_DETAIL,
            ),
            "406": errorResponse(
              "Several files, and an Accept header that admits neither JSON, CSV nor multipart/mixed.",
              "Conflict in media type text/html with response type 'multipart/mixed'.\n",
            ),
            "408": errorResponse("The upload stalled."),
            "413": errorResponse(`The request body is larger than ${formatBytes(config.maxUploadBytes)}.`),
            "415": errorResponse("The body is not multipart/form-data."),
            "422": {
              description:
                "Invalid form fields (a list, FastAPI's shape), or a file that claims a type but cannot be read (a string).",
              content: {
                "application/json": { schema: { oneOf: [ref("HTTPValidationError"), ref("HTTPError")] } },
              },
            },
            "500": errorResponse("A fault of the server.", "Internal server error"),
            "503": {
              ...errorResponse(
                "Every worker is busy and the queue is full; retry after Retry-After seconds.",
                BUSY_DETAIL,
              ),
              headers: { "Retry-After": { schema: { type: "integer" } } },
            },
            "504": errorResponse("Partitioning did not finish within the server's time limit."),
          },
        },
        get: {
          operationId: "partitionGet",
          summary: "Not supported",
          responses: { "405": errorResponse("Only POST is supported.", ONLY_POST_DETAIL) },
        },
      },
      ...workflowOpenApiPaths({
        maxRunBytes: config.maxRunBytes ?? config.maxUploadBytes,
        maxRunFiles: config.maxRunFiles ?? 1000,
      }),
      "/healthcheck": {
        get: {
          operationId: "healthcheck",
          summary: "Liveness check",
          responses: {
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
        },
      },
    },
    components: {
      schemas,
      securitySchemes: { ApiKeyAuth: { type: "apiKey", in: "header", name: API_KEY_HEADERS[0] } },
    },
  };
}

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
  const document = JSON.stringify(openApiDocument(config));
  app.get("/openapi.json", async (_request, reply) => reply.type("application/json").send(document));
  await swaggerUiRoutes(app);
  app.get("/docs/partition", async (request, reply) => {
    const base = `${request.protocol}://${request.host}`;
    return reply.type("text/html; charset=utf-8").send(docsPage(config, base));
  });
  app.get("/healthcheck", async () => HEALTHCHECK_BODY);
};
