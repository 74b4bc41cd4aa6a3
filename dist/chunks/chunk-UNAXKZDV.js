import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  ALLOWED_NODE_SEQUENCES,
  WorkflowNodeInfoSchema,
  WorkflowNodeSchema,
  checkNodeSequence,
  isNodeType
} from "./chunk-2ABRJECF.js";
import {
  ScheduleInfoSchema,
  SchedulePhraseSchema
} from "./chunk-2UYBSJB6.js";
import {
  ContractValidationError,
  fromZodIssues,
  isPlainObject,
  parseOrThrow,
  valueError
} from "./chunk-32N574GZ.js";
import {
  external_exports
} from "./chunk-4OXEBAUD.js";

// package.json
var package_default = {
  name: "docflow",
  version: "0.1.0",
  description: "Partition documents and manage document workflows from GitHub Actions, the command line, or your own server.",
  license: "Apache-2.0",
  type: "module",
  private: true,
  bin: {
    docflow: "dist/cli.js"
  },
  engines: {
    node: ">=24"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    lint: "biome check .",
    format: "biome check --write .",
    test: "vitest run",
    docflow: "node dist/cli.js",
    bench: "node scripts/bench.mjs"
  },
  devDependencies: {
    "@actions/workflow-parser": "^0.3.61",
    "@biomejs/biome": "2.5.15",
    "@langchain/textsplitters": "^1.0.2",
    "@types/node": "^24.19.2",
    "@types/pg": "^8.23.1",
    autocannon: "^9.0.0",
    esbuild: "^0.28.2",
    "fast-check": "^4.10.2",
    mammoth: "^1.13.0",
    node: "^24.21.0",
    "playwright-core": "^1.65.1",
    s3rver: "^3.7.1",
    typescript: "^7.0.2",
    vitest: "^5.1.1"
  },
  dependencies: {
    "@actions/artifact": "^6.2.1",
    "@actions/cache": "^6.3.0",
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    "@actions/glob": "^0.7.0",
    "@aws-sdk/client-bedrock-runtime": "^3.1164.0",
    "@aws-sdk/client-s3": "^3.1173.0",
    "@e965/xlsx": "0.20.3",
    "@fastify/multipart": "^10.1.9",
    "@kenjiuno/msgreader": "^1.28.0",
    "@napi-rs/canvas": "1.0.11",
    "@tesseract.js-data/eng": "^1.0.0",
    "bmp-js": "^0.1.0",
    cfb: "^1.2.2",
    chardet: "^2.2.0",
    commander: "^14.0.3",
    croner: "^11.0.1",
    "csv-parse": "^7.0.3",
    domhandler: "^6.0.1",
    domutils: "^4.0.2",
    "fast-xml-parser": "^5.12.1",
    fastify: "^5.12.8",
    fflate: "^0.8.3",
    "file-type": "21.3.4",
    franc: "^6.2.0",
    "google-auth-library": "^10.9.1",
    "heic-decode": "^2.1.0",
    htmlparser2: "^12.0.0",
    marked: "^18.2.1",
    minimatch: "^10.2.6",
    "pdf-lib": "^1.17.1",
    "pdfjs-dist": "^6.5.438",
    pg: "^8.23.1",
    piscina: "^5.3.2",
    "postal-mime": "^4.0.0",
    sharp: "^0.35.5",
    "tesseract.js": "^7.0.0",
    undici: "^8.12.4",
    "word-extractor": "^1.0.4",
    yaml: "^2.9.1",
    zod: "^4.6.7"
  },
  allowScripts: {
    node: true,
    esbuild: true,
    "tesseract.js": false
  },
  overrides: {
    "@napi-rs/canvas": "1.0.11"
  }
};

// src/version.ts
var DOCFLOW_VERSION = package_default.version;

// src/contract/jobs.ts
var JOB_STATUSES = ["SCHEDULED", "IN_PROGRESS", "COMPLETED", "FAILED", "STOPPED"];
var TERMINAL_JOB_STATUSES = [
  "COMPLETED",
  "FAILED",
  "STOPPED"
];
var IN_PROGRESS_SPELLINGS = /* @__PURE__ */ new Set(["im progress", "in progress", "in_progress", "in-progress"]);
function normalizeJobStatus(value) {
  const lower = value.trim().toLowerCase();
  if (IN_PROGRESS_SPELLINGS.has(lower)) return "IN_PROGRESS";
  const upper = lower.toUpperCase();
  return JOB_STATUSES.includes(upper) ? upper : void 0;
}
function isTerminalJobStatus(status) {
  const normalized = normalizeJobStatus(status);
  return normalized !== void 0 && TERMINAL_JOB_STATUSES.includes(normalized);
}
var normalizeIfKnown = (value) => typeof value === "string" ? normalizeJobStatus(value) ?? value : value;
var JobStatusSchema = external_exports.preprocess(normalizeIfKnown, external_exports.enum(JOB_STATUSES)).meta({
  id: "JobStatus",
  description: "Job status, sent upper-case. Read in any case; 'im progress', 'in progress' and 'in-progress' mean IN_PROGRESS."
});
var JobListFiltersSchema = external_exports.object({
  workflow_id: external_exports.string().optional(),
  status: JobStatusSchema.optional()
}).meta({ id: "JobListFilters", description: "Query of the job list; the filters combine." });
function parseJobListFilters(query) {
  return parseOrThrow(JobListFiltersSchema, query, ["query"]);
}
var NodeFileSchema = external_exports.looseObject({
  node_id: external_exports.string(),
  file_id: external_exports.string(),
  node_type: external_exports.string().optional(),
  node_subtype: external_exports.string().optional()
}).meta({
  id: "NodeFile",
  description: "A file processed by a job, at one node; the pair is what the download operation takes."
});
var JobInfoSchema = external_exports.looseObject({
  id: external_exports.string(),
  workflow_id: external_exports.string(),
  workflow_name: external_exports.string(),
  status: JobStatusSchema,
  created_at: external_exports.string().optional(),
  runtime: external_exports.string().nullable().optional().describe("ISO-8601 duration, for example PT12.3S."),
  input_file_ids: external_exports.array(external_exports.string()).nullable().optional(),
  output_node_files: external_exports.array(NodeFileSchema).nullable().optional(),
  job_type: external_exports.string().optional().describe("ephemeral, persistent, scheduled or template on the hosted service.")
}).meta({ id: "JobInfo", description: "A job as the service returns it." });
var JOB_PROCESSING_STATUSES = [
  "SCHEDULED",
  "IN_PROGRESS",
  "SUCCESS",
  "COMPLETED_WITH_ERRORS",
  "STOPPED",
  "FAILED"
];
var JobNodeDetailsSchema = external_exports.looseObject({
  node_name: external_exports.string().nullable().optional(),
  node_type: external_exports.string().nullable().optional(),
  node_subtype: external_exports.string().nullable().optional(),
  ready: external_exports.number().int(),
  in_progress: external_exports.number().int(),
  success: external_exports.number().int(),
  failure: external_exports.number().int()
}).meta({
  id: "JobNodeDetails",
  description: "How many of a job's files are at, through or failed at one node."
});
var JobTokenUsageSchema = external_exports.looseObject({
  provider: external_exports.string(),
  model: external_exports.string(),
  requests: external_exports.number().int(),
  input_tokens: external_exports.number().int(),
  output_tokens: external_exports.number().int()
}).meta({
  id: "JobTokenUsage",
  description: "Model tokens a job used with one provider and model (docflow's addition)."
});
var JobDetailsSchema = external_exports.looseObject({
  id: external_exports.string(),
  processing_status: external_exports.enum(JOB_PROCESSING_STATUSES),
  node_stats: external_exports.array(JobNodeDetailsSchema),
  message: external_exports.string().nullable().optional(),
  token_usage: external_exports.array(JobTokenUsageSchema).optional().describe("docflow only; absent when the job called no model provider.")
}).meta({ id: "JobDetails", description: "A job's processing detail: per-node file counts." });
var JobFailedFilesSchema = external_exports.looseObject({
  // The hosted service documents `error` as a string; a missing one is read rather than failing the call.
  failed_files: external_exports.array(external_exports.looseObject({ document: external_exports.string(), error: external_exports.string().nullable().optional() }))
}).meta({ id: "JobFailedFiles", description: "The documents a job could not process, each with its error." });

// src/contract/connectors.ts
var CONNECTOR_TYPE_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
var ConnectorTypeSchema = external_exports.string().refine((value) => CONNECTOR_TYPE_PATTERN.test(value), {
  message: "connector type must be a lowercase id of letters, digits, '_' and '-', such as 's3' or 'google_drive'"
}).meta({
  id: "ConnectorType",
  description: "Connector type id, lowercase (for example `s3`, `google_drive`, `kafka-cloud`). The list is open."
});
var ConfigSchema = external_exports.record(external_exports.string(), external_exports.unknown()).describe("Settings of the connector; which ones depends on its type.");
var CreateConnectorSchema = external_exports.object({
  name: external_exports.string().min(1),
  type: ConnectorTypeSchema,
  config: ConfigSchema
}).meta({
  id: "CreateConnector",
  description: "Body of a source or destination connector create. Name and type cannot be changed later."
});
var UpdateConnectorSchema = external_exports.object({ config: ConfigSchema }).meta({
  id: "UpdateConnector",
  description: "Body of a connector update: the complete config, unchanged settings included. Name and type cannot be changed."
});
var ConnectorInfoSchema = external_exports.looseObject({
  id: external_exports.string(),
  name: external_exports.string(),
  type: external_exports.string(),
  config: external_exports.record(external_exports.string(), external_exports.unknown()),
  created_at: external_exports.string().optional(),
  updated_at: external_exports.string().nullable().optional()
}).meta({ id: "ConnectorInfo", description: "A source or destination connector as the service returns it." });
function parseCreateConnector(body) {
  return parseOrThrow(CreateConnectorSchema, body);
}
var IMMUTABLE_FIELDS = ["name", "type"];
function parseUpdateConnector(body, current) {
  const result = UpdateConnectorSchema.safeParse(body, { reportInput: true });
  const detail = result.success ? [] : fromZodIssues(result.error.issues);
  if (isPlainObject(body)) {
    for (const field of IMMUTABLE_FIELDS) {
      if (!(field in body) || current !== void 0 && body[field] === current[field]) continue;
      detail.push(
        valueError(
          ["body", field],
          `a connector's ${field} cannot be changed after it is created; an update takes only config`,
          body[field]
        )
      );
    }
  }
  if (detail.length > 0 || !result.success) throw new ContractValidationError(detail);
  return result.data;
}

// src/contract/workflows.ts
var WORKFLOW_TYPES = ["custom", "advanced", "basic", "platinum"];
var WORKFLOW_STATUSES = ["active", "inactive"];
var connectorId = external_exports.string().min(1).nullable().optional();
var WorkflowBodySchema = external_exports.object({
  name: external_exports.string().min(1),
  source_id: connectorId.describe("Source connector id; omit for a local source (files uploaded on run)."),
  destination_id: connectorId.describe("Destination connector id; omit for a local destination."),
  workflow_type: external_exports.enum(WORKFLOW_TYPES),
  workflow_nodes: external_exports.array(WorkflowNodeSchema).nullable().optional(),
  schedule: SchedulePhraseSchema.nullable().optional(),
  reprocess_all: external_exports.boolean().optional()
}).meta({
  id: "WorkflowBody",
  description: `Body of a workflow create or update. Source and destination are both remote or both local; a local workflow is \`custom\` and has no schedule; \`custom\` needs workflow_nodes in one of the allowed orders: ${ALLOWED_NODE_SEQUENCES.map((sequence) => sequence.join(" \u2192 ")).join("; ")}.`
});
function isWorkflowType(value) {
  return typeof value === "string" && WORKFLOW_TYPES.includes(value);
}
var absent = (value) => value === void 0 || value === null;
function endOf(id) {
  if (absent(id)) return "local";
  return typeof id === "string" ? "remote" : void 0;
}
function checkWorkflowRules(body) {
  const errors = [];
  const { source_id, destination_id, workflow_type, workflow_nodes, schedule } = body;
  const source = endOf(source_id);
  const destination = endOf(destination_id);
  if (source !== void 0 && destination !== void 0 && source !== destination) {
    const message = source === "local" ? "a workflow with a local source (no source_id) must also have a local destination: omit destination_id, or give a source_id" : "a workflow with a local destination (no destination_id) must also have a local source: omit source_id, or give a destination_id";
    errors.push(valueError(["body"], message, { source_id, destination_id }));
  }
  if (source === "local" && destination === "local" && isWorkflowType(workflow_type) && workflow_type !== "custom") {
    errors.push(
      valueError(
        ["body", "workflow_type"],
        "a workflow with a local source and destination must be 'custom'",
        workflow_type
      )
    );
  }
  if (workflow_type === "custom" && (absent(workflow_nodes) || Array.isArray(workflow_nodes) && workflow_nodes.length === 0)) {
    errors.push(
      valueError(
        ["body", "workflow_nodes"],
        "workflow_nodes is required and must not be empty when workflow_type is 'custom'",
        workflow_nodes ?? null
      )
    );
  }
  if (Array.isArray(workflow_nodes) && workflow_nodes.length > 0) {
    const types = workflow_nodes.map((node) => isPlainObject(node) ? node.type : void 0);
    if (types.every(isNodeType)) errors.push(...checkNodeSequence(types.map((type) => ({ type }))));
  }
  if (source === "local" && !absent(schedule)) {
    errors.push(
      valueError(
        ["body", "schedule"],
        "a workflow with a local source cannot run on a schedule; omit schedule",
        schedule
      )
    );
  }
  return errors;
}
function parseWorkflowBody(body) {
  const result = WorkflowBodySchema.safeParse(body, { reportInput: true });
  const detail = result.success ? [] : fromZodIssues(result.error.issues);
  if (isPlainObject(body)) detail.push(...checkWorkflowRules(body));
  if (detail.length > 0 || !result.success) throw new ContractValidationError(detail);
  return result.data;
}
var WorkflowInfoSchema = external_exports.looseObject({
  id: external_exports.string(),
  name: external_exports.string(),
  status: external_exports.enum(WORKFLOW_STATUSES),
  // Open on reading: the hosted service has added types (`template`) that a client must still display.
  workflow_type: external_exports.string().nullable().optional(),
  sources: external_exports.array(external_exports.string()),
  destinations: external_exports.array(external_exports.string()),
  workflow_nodes: external_exports.array(WorkflowNodeInfoSchema),
  schedule: ScheduleInfoSchema.nullable().optional(),
  created_at: external_exports.string().optional(),
  updated_at: external_exports.string().nullable().optional(),
  reprocess_all: external_exports.boolean().nullable().optional()
}).meta({ id: "WorkflowInfo", description: "A workflow as the service returns it." });
var WorkflowListFiltersSchema = external_exports.object({
  source_id: external_exports.string().optional(),
  destination_id: external_exports.string().optional(),
  status: external_exports.enum(WORKFLOW_STATUSES).optional()
}).meta({ id: "WorkflowListFilters", description: "Query of the workflow list; the filters combine." });
function parseWorkflowListFilters(query) {
  return parseOrThrow(WorkflowListFiltersSchema, query, ["query"]);
}

export {
  DOCFLOW_VERSION,
  ConnectorTypeSchema,
  ConnectorInfoSchema,
  parseCreateConnector,
  parseUpdateConnector,
  TERMINAL_JOB_STATUSES,
  normalizeJobStatus,
  isTerminalJobStatus,
  parseJobListFilters,
  JobInfoSchema,
  JobDetailsSchema,
  JobFailedFilesSchema,
  WORKFLOW_TYPES,
  checkWorkflowRules,
  parseWorkflowBody,
  WorkflowInfoSchema,
  parseWorkflowListFilters
};
