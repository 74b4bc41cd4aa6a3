import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  getInput,
  getState,
  notice,
  setSecret,
  warning
} from "./chunks/chunk-ITWVKB6I.js";
import "./chunks/chunk-7XO5HSX2.js";
import {
  ConnectorInfoSchema,
  JobInfoSchema,
  WorkflowInfoSchema,
  isTerminalJobStatus,
  normalizeJobStatus,
  parseCreateConnector,
  parseUpdateConnector,
  parseWorkflowBody
} from "./chunks/chunk-MQ2TNYLJ.js";
import {
  HttpTransport,
  require_undici,
  toBlob
} from "./chunks/chunk-LMPVGZIT.js";
import "./chunks/chunk-5ITEJ3PW.js";
import "./chunks/chunk-OTYFLIC4.js";
import "./chunks/chunk-WAHX5QCL.js";
import {
  external_exports
} from "./chunks/chunk-4OXEBAUD.js";
import {
  __toESM
} from "./chunks/chunk-PCHJDGZE.js";

// src/client/workflow.ts
var import_undici = __toESM(require_undici(), 1);
var DEFAULT_WORKFLOW_TIMEOUT_MS = 6e4;
function workflowBaseUrl(baseUrl) {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/api/v1") ? trimmed : `${trimmed}/api/v1`;
}
var STATUS_FILTER_SPELLING = {
  SCHEDULED: "scheduled",
  IN_PROGRESS: "im progress",
  COMPLETED: "completed",
  FAILED: "failed",
  STOPPED: "stopped"
};
function id(value, what) {
  if (typeof value !== "string" || value.trim() === "")
    throw new TypeError(`${what} must be a non-empty string.`);
  return encodeURIComponent(value);
}
var Resource = class {
  constructor(http) {
    this.http = http;
  }
  http;
  call(schema, spec) {
    return this.http.call(schema, spec);
  }
};
var ConnectorResource = class extends Resource {
  constructor(http, collection, typeFilter) {
    super(http);
    this.collection = collection;
    this.typeFilter = typeFilter;
  }
  collection;
  typeFilter;
  async list(filter = {}, options = {}) {
    return this.call(external_exports.array(ConnectorInfoSchema), {
      method: "GET",
      path: `${this.collection}/`,
      query: { [this.typeFilter]: filter.type },
      idempotent: true,
      ...options
    });
  }
  async get(connectorId, options = {}) {
    return this.call(ConnectorInfoSchema, {
      method: "GET",
      path: `${this.collection}/${id(connectorId, "connectorId")}`,
      idempotent: true,
      ...options
    });
  }
  async create(body, options = {}) {
    return this.call(ConnectorInfoSchema, {
      method: "POST",
      path: `${this.collection}/`,
      json: parseCreateConnector(body),
      idempotent: false,
      ...options
    });
  }
  /** Replaces the connector's config: every setting must be given, also unchanged ones. */
  async update(connectorId, body, options = {}) {
    return this.call(ConnectorInfoSchema, {
      method: "PUT",
      path: `${this.collection}/${id(connectorId, "connectorId")}`,
      json: parseUpdateConnector(body),
      idempotent: true,
      ...options
    });
  }
  async delete(connectorId, options = {}) {
    return this.http.call(external_exports.unknown(), {
      method: "DELETE",
      path: `${this.collection}/${id(connectorId, "connectorId")}`,
      idempotent: true,
      ...options
    });
  }
};
var WorkflowResource = class extends Resource {
  async list(filter = {}, options = {}) {
    return this.call(external_exports.array(WorkflowInfoSchema), {
      method: "GET",
      path: "/workflows/",
      query: { source_id: filter.sourceId, destination_id: filter.destinationId, status: filter.status },
      idempotent: true,
      ...options
    });
  }
  async get(workflowId, options = {}) {
    return this.call(WorkflowInfoSchema, {
      method: "GET",
      path: `/workflows/${id(workflowId, "workflowId")}`,
      idempotent: true,
      ...options
    });
  }
  async create(body, options = {}) {
    return this.call(WorkflowInfoSchema, {
      method: "POST",
      path: "/workflows/",
      json: parseWorkflowBody(body),
      idempotent: false,
      ...options
    });
  }
  /** Replaces the workflow's settings; takes the same body as create. */
  async update(workflowId, body, options = {}) {
    return this.call(WorkflowInfoSchema, {
      method: "PUT",
      path: `/workflows/${id(workflowId, "workflowId")}`,
      json: parseWorkflowBody(body),
      idempotent: true,
      ...options
    });
  }
  async delete(workflowId, options = {}) {
    return this.http.call(external_exports.unknown(), {
      method: "DELETE",
      path: `/workflows/${id(workflowId, "workflowId")}`,
      idempotent: true,
      ...options
    });
  }
  /**
   * Starts a job. A local-source workflow takes its documents as `input_files` parts, each with its file
   * name and media type.
   */
  async run(workflowId, input = {}, options = {}) {
    let form;
    if (input.inputFiles && input.inputFiles.length > 0) {
      form = new import_undici.FormData();
      for (const file of input.inputFiles) form.append("input_files", toBlob(file), file.name);
    }
    return this.call(JobInfoSchema, {
      method: "POST",
      path: `/workflows/${id(workflowId, "workflowId")}/run`,
      form,
      idempotent: false,
      ...options
    });
  }
};
var JobResource = class extends Resource {
  async list(filter = {}, options = {}) {
    let status;
    if (filter.status !== void 0) {
      const normalized = normalizeJobStatus(filter.status);
      if (!normalized) {
        throw new TypeError(
          `Unknown job status '${filter.status}'; expected one of ${Object.values(STATUS_FILTER_SPELLING).join(", ")}.`
        );
      }
      status = STATUS_FILTER_SPELLING[normalized];
    }
    const query = { workflow_id: filter.workflowId, status };
    return this.call(external_exports.array(JobInfoSchema), {
      method: "GET",
      path: "/jobs/",
      query,
      idempotent: true,
      ...options
    });
  }
  async get(jobId, options = {}) {
    return this.call(JobInfoSchema, {
      method: "GET",
      path: `/jobs/${id(jobId, "jobId")}`,
      idempotent: true,
      ...options
    });
  }
  async cancel(jobId, options = {}) {
    return this.http.call(external_exports.unknown(), {
      method: "POST",
      path: `/jobs/${id(jobId, "jobId")}/cancel`,
      idempotent: true,
      ...options
    });
  }
  /** The processed data of one file at one node, as the server sent it (the element JSON in practice). */
  async download(jobId, file, options = {}) {
    const response = await this.http.send({
      method: "GET",
      path: `/jobs/${id(jobId, "jobId")}/download`,
      query: { file_id: file.fileId, node_id: file.nodeId },
      idempotent: true,
      ...options
    });
    return { contentType: response.contentType, body: response.body };
  }
};
var WorkflowClient = class {
  sources;
  destinations;
  workflows;
  jobs;
  /** `baseUrl` is the Workflow endpoint's base, with or without the trailing `/api/v1`. */
  constructor(options) {
    const http = new HttpTransport(
      { ...options, baseUrl: workflowBaseUrl(options.baseUrl) },
      DEFAULT_WORKFLOW_TIMEOUT_MS
    );
    this.sources = new ConnectorResource(http, "/sources", "source_type");
    this.destinations = new ConnectorResource(http, "/destinations", "destination_type");
    this.workflows = new WorkflowResource(http);
    this.jobs = new JobResource(http);
  }
};

// src/action/state.ts
var STATE_JOB_ID = "job-id";
var STATE_WORKFLOW_API_URL = "workflow-api-url";

// src/action/cleanup.ts
async function cancelUnfinishedJob() {
  const jobId = getState(STATE_JOB_ID);
  const baseUrl = getState(STATE_WORKFLOW_API_URL);
  if (!jobId || !baseUrl) return;
  const apiKey = getInput("api-key").trim();
  if (apiKey) setSecret(apiKey);
  try {
    const client = new WorkflowClient({ baseUrl, apiKey, timeoutMs: 15e3, retry: { maxElapsedMs: 5e3 } });
    const job = await client.jobs.get(jobId);
    if (isTerminalJobStatus(job.status)) return;
    await client.jobs.cancel(jobId);
    notice(`Cancelled job ${jobId}, which was still ${job.status} when the step ended.`);
  } catch (error) {
    warning(`Could not cancel job ${jobId}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// src/action/post.ts
await cancelUnfinishedJob();
