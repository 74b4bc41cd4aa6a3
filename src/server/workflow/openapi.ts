// The Workflow endpoint's route schemas: what each route answers and the errors it gives, put on the
// route itself (`{ schema }`), from which @fastify/swagger builds /openapi.json (openapi.ts). Request and
// record schemas are the contract's components (ConnectorInfo, WorkflowBody, JobInfo, JobDetails, ...);
// the few answers the contract has no schema for are here. The routes validate their own input, the
// FastAPI way (app.ts turns Fastify's schema validation off), so these schemas only document.
import type { FastifySchema } from "fastify";
import { INVALID_KEY_DETAIL, MISSING_KEY_DETAIL } from "../http/auth.js";
import { formatBytes } from "../http/upload.js";
import type { ServerConfig } from "../settings/config.js";
import { RUN_FILE_FIELD } from "./run-upload.js";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });

function error(description: string) {
  return { description, content: json(ref("HTTPError")) };
}

const VALIDATION = {
  description: "Malformed request: a field, a query parameter or an id that is not a UUID (FastAPI's shape).",
  content: json(ref("HTTPValidationError")),
};
const UNAUTHORIZED = {
  description: `No API key (\`${MISSING_KEY_DETAIL}\`) or an unknown one (\`${INVALID_KEY_DETAIL}\`).`,
  content: json(ref("HTTPError")),
};

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: Record<string, unknown>;
  description?: string;
}

const uuidParam = (
  name: string,
  where: "path" | "query" = "path",
  required = where === "path",
): Parameter => ({
  name,
  in: where,
  required,
  schema: { type: "string", format: "uuid" },
});

/** Parameters of one place (path or query) as the object schema Fastify routes take. */
function parametersIn(parameters: readonly Parameter[], where: Parameter["in"]) {
  const chosen = parameters.filter((parameter) => parameter.in === where);
  if (chosen.length === 0) return undefined;
  return {
    type: "object",
    properties: Object.fromEntries(
      chosen.map((p) => {
        // A description beside a bare $ref would be dropped on the way into the document.
        const schema = "$ref" in p.schema && p.description ? { allOf: [p.schema] } : p.schema;
        return [p.name, { ...schema, ...(p.description ? { description: p.description } : {}) }];
      }),
    ),
    required: chosen.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * Marks an operation whose body may be left out, with the body's description: Fastify's schemas always
 * require a body and carry no description of it, so openapi.ts sets both from this mark.
 */
export const OPTIONAL_BODY = "x-docflow-optional-body";

function operation(
  operationId: string,
  summary: string,
  success: { code: string; description: string; schema: unknown },
  options: {
    parameters?: Parameter[];
    body?: { required: boolean; description?: string; content: Record<string, unknown> };
    errors?: Record<string, ReturnType<typeof error>>;
  } = {},
): FastifySchema {
  const params = parametersIn(options.parameters ?? [], "path");
  const querystring = parametersIn(options.parameters ?? [], "query");
  return {
    operationId,
    summary,
    tags: ["workflow"],
    security: [{ ApiKeyAuth: [] }],
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(options.body ? { body: { content: options.body.content } } : {}),
    ...(options.body?.required === false ? { [OPTIONAL_BODY]: options.body.description ?? "" } : {}),
    response: {
      [success.code]: { description: success.description, content: json(success.schema) },
      "401": UNAUTHORIZED,
      ...(options.errors ?? {}),
      "422": VALIDATION,
    },
  } as FastifySchema;
}

export const WORKFLOW_SCHEMAS = {
  DetailMessage: {
    type: "object",
    required: ["detail"],
    properties: { detail: { type: "string" } },
  },
  CancelAnswer: {
    type: "object",
    required: ["id", "status", "message"],
    properties: { id: { type: "string" }, status: { const: "cancelled" }, message: { type: "string" } },
  },
  ConnectionCheck: {
    type: "object",
    required: ["id", "status", "created_at"],
    properties: {
      id: { type: "string", format: "uuid" },
      status: { enum: ["SCHEDULED", "SUCCESS", "FAILURE"] },
      reason: { type: ["string", "null"] },
      created_at: { type: "string", format: "date-time" },
      reported_at: { type: ["string", "null"], format: "date-time" },
    },
  },
  RunForm: {
    type: "object",
    properties: {
      [RUN_FILE_FIELD]: {
        description: `The documents of a run of a workflow with a local source (also accepted as \`${RUN_FILE_FIELD}[]\`).`,
        type: "array",
        items: { type: "string", contentMediaType: "application/octet-stream" },
      },
    },
  },
} as const;

const CONNECTOR_KINDS = {
  source: { param: "source_id", filter: "source_type", title: "Source" },
  destination: { param: "destination_id", filter: "destination_type", title: "Destination" },
} as const;

/** The schemas of a connector kind's routes. */
export function connectorRouteSchemas(kind: keyof typeof CONNECTOR_KINDS) {
  const { param, filter, title } = CONNECTOR_KINDS[kind];
  const notFound = { "404": error(`${title} connector not found.`) };
  return {
    list: operation(
      `list_${kind}s`,
      `List ${kind} connectors (also without the trailing slash)`,
      {
        code: "200",
        description: `The ${kind} connectors.`,
        schema: { type: "array", items: ref("ConnectorInfo") },
      },
      {
        parameters: [
          {
            name: filter,
            in: "query",
            required: false,
            description: "Any case (`S3` is `s3`).",
            schema: ref("ConnectorType"),
          },
        ],
      },
    ),
    create: operation(
      `create_${kind}`,
      `Create a ${kind} connector; secrets are encrypted at rest and answered as "**********"`,
      { code: "200", description: "The created connector.", schema: ref("ConnectorInfo") },
      { body: { required: true, content: json(ref("CreateConnector")) } },
    ),
    get: operation(
      `get_${kind}`,
      `Get a ${kind} connector`,
      { code: "200", description: "The connector.", schema: ref("ConnectorInfo") },
      { parameters: [uuidParam(param)], errors: notFound },
    ),
    update: operation(
      `update_${kind}`,
      `Replace a ${kind} connector's config (name and type cannot change; "**********" keeps a stored secret)`,
      { code: "200", description: "The updated connector.", schema: ref("ConnectorInfo") },
      {
        parameters: [uuidParam(param)],
        body: { required: true, content: json(ref("UpdateConnector")) },
        errors: notFound,
      },
    ),
    delete: operation(
      `delete_${kind}`,
      `Delete a ${kind} connector`,
      { code: "200", description: "Deleted.", schema: ref("DetailMessage") },
      {
        parameters: [uuidParam(param)],
        errors: { ...notFound, "409": error("Workflows use the connector; the detail names them.") },
      },
    ),
    startCheck: operation(
      `create_connection_check_${kind}s`,
      `Start a connection check of a ${kind} connector`,
      {
        code: "202",
        description: "The check, SCHEDULED; it runs in the background.",
        schema: ref("ConnectionCheck"),
      },
      { parameters: [uuidParam(param)], errors: notFound },
    ),
    compareSecrets: operation(
      `compare_secrets_${kind}`,
      `Whether given secret settings equal the ${kind} connector's stored ones, one word per field (docflow extension)`,
      {
        code: "200",
        description:
          "unchanged, changed, absent or not secret for each field sent; nothing of a stored secret.",
        schema: {
          type: "object",
          properties: {
            fields: {
              type: "object",
              additionalProperties: {
                type: "string",
                enum: ["unchanged", "changed", "absent", "not secret"],
              },
            },
          },
          required: ["fields"],
        },
      },
      {
        parameters: [uuidParam(param)],
        body: {
          required: true,
          content: json({
            type: "object",
            properties: { config: { type: "object", description: "Config fields to compare." } },
            required: ["config"],
          }),
        },
        errors: notFound,
      },
    ),
    latestCheck: operation(
      `get_connection_check_${kind}s`,
      `The latest connection check of a ${kind} connector (kept in the serving process's memory)`,
      { code: "200", description: "The latest check.", schema: ref("ConnectionCheck") },
      {
        parameters: [uuidParam(param)],
        errors: { "404": error("No such connector, or no check started yet.") },
      },
    ),
  };
}

const workflowNotFound = { "404": error("Workflow not found.") };

/** The schemas of the workflow routes. */
export function workflowRouteSchemas(config: Pick<ServerConfig, "maxRunBytes" | "maxRunFiles">) {
  return {
    list: operation(
      "list_workflows",
      "List workflows; the filters combine (also without the trailing slash)",
      { code: "200", description: "The workflows.", schema: { type: "array", items: ref("WorkflowInfo") } },
      {
        parameters: [
          uuidParam("source_id", "query"),
          uuidParam("destination_id", "query"),
          {
            name: "status",
            in: "query",
            required: false,
            description: "Any case (`ACTIVE` is `active`).",
            schema: { enum: ["active", "inactive"] },
          },
          { name: "name", in: "query", required: false, schema: { type: "string" } },
        ],
      },
    ),
    create: operation(
      "create_workflow",
      "Create a workflow",
      {
        code: "200",
        description: "The created workflow, with node ids assigned by the server.",
        schema: ref("WorkflowInfo"),
      },
      {
        body: { required: true, content: json(ref("WorkflowBody")) },
        errors: {
          "404": error("A source_id or destination_id names no connector."),
          "409": error("The workflow name is taken."),
        },
      },
    ),
    get: operation(
      "get_workflow",
      "Get a workflow",
      { code: "200", description: "The workflow.", schema: ref("WorkflowInfo") },
      { parameters: [uuidParam("workflow_id")], errors: workflowNotFound },
    ),
    update: operation(
      "update_workflow",
      "Update a workflow: replace it (the create body) or change some fields (the rest are kept)",
      { code: "200", description: "The updated workflow.", schema: ref("WorkflowInfo") },
      {
        parameters: [uuidParam("workflow_id")],
        body: { required: true, content: json(ref("UpdateWorkflow")) },
        errors: {
          "404": error("Workflow or connector not found."),
          "409": error("The workflow name is taken."),
        },
      },
    ),
    delete: operation(
      "delete_workflow",
      "Delete a workflow with its jobs",
      { code: "200", description: "Deleted.", schema: ref("DetailMessage") },
      {
        parameters: [uuidParam("workflow_id")],
        errors: { ...workflowNotFound, "409": error("The workflow has an active job; cancel it first.") },
      },
    ),
    run: operation(
      "run_workflow",
      "Run a workflow: a new job, unless one is active",
      { code: "202", description: "The job, SCHEDULED.", schema: ref("JobInfo") },
      {
        parameters: [uuidParam("workflow_id")],
        body: {
          required: false,
          description: `Workflows with a local source need their documents: at most ${config.maxRunFiles} files, ${formatBytes(config.maxRunBytes)} in all.`,
          content: { "multipart/form-data": { schema: ref("RunForm") } },
        },
        errors: {
          ...workflowNotFound,
          "409": error("The workflow already has an active job; the detail names it."),
          "413": error("Too many files, or too many bytes."),
          "415": error("The body is neither multipart/form-data nor empty."),
        },
      },
    ),
  };
}

const jobNotFound = { "404": error("Job not found.") };

/** The schemas of the job routes. */
export const JOB_ROUTE_SCHEMAS = {
  list: operation(
    "list_jobs",
    "List jobs; the filters combine (also without the trailing slash)",
    { code: "200", description: "The jobs.", schema: { type: "array", items: ref("JobInfo") } },
    {
      parameters: [
        uuidParam("workflow_id", "query"),
        {
          name: "status",
          in: "query",
          required: false,
          description: "Any case; `im progress`, `in progress` and `in_progress` mean IN_PROGRESS.",
          schema: { type: "string" },
        },
      ],
    },
  ),
  get: operation(
    "get_job",
    "Get a job",
    { code: "200", description: "The job.", schema: ref("JobInfo") },
    { parameters: [uuidParam("job_id")], errors: jobNotFound },
  ),
  details: operation(
    "get_job_details",
    "A job's processing status and per-node file counts",
    { code: "200", description: "The details.", schema: ref("JobDetails") },
    { parameters: [uuidParam("job_id")], errors: jobNotFound },
  ),
  failedFiles: operation(
    "get_job_failed_files",
    "The files a job could not process, with the reason",
    { code: "200", description: "The failed files.", schema: ref("JobFailedFiles") },
    { parameters: [uuidParam("job_id")], errors: jobNotFound },
  ),
  cancel: operation(
    "cancel_job",
    "Cancel a job: a scheduled one stops at once, a running one within 2 seconds",
    { code: "200", description: "Cancelled (also when it already was).", schema: ref("CancelAnswer") },
    {
      parameters: [uuidParam("job_id")],
      errors: { ...jobNotFound, "409": error("The job has already completed or failed.") },
    },
  ),
  download: operation(
    "download_job_output",
    "The elements a node produced for one file (local workflows)",
    { code: "200", description: "The element array.", schema: { type: "array", items: ref("Element") } },
    {
      parameters: [
        uuidParam("job_id"),
        { name: "file_id", in: "query", required: true, schema: { type: "string" } },
        { ...uuidParam("node_id", "query"), description: "Default: the workflow's last node." },
      ],
      errors: { "404": error("Job, file, node or output not found.") },
    },
  ),
};

/** The schemas of the user secret routes. */
export const USER_SECRET_ROUTE_SCHEMAS = {
  certificate: operation(
    "get_encryption_certificate",
    "The public key a secret is encrypted with before POST /users/secrets (a PEM public key, not a certificate)",
    {
      code: "200",
      description: "The key; ca_chain is empty.",
      schema: ref("EncryptionCertificateResponse"),
    },
  ),
  store: operation(
    "store_secret",
    "Store a secret encrypted with the server's public key; a connector config refers to it by the answer",
    { code: "200", description: "The reference to put in a config.", schema: ref("SecretReference") },
    { body: { required: true, content: json(ref("EncryptedSecret")) } },
  ),
};
