// Client of the Workflow endpoint ({base_url} = .../api/v1): connectors, workflows and jobs.
import { FormData } from "undici";
import { z } from "zod";
import {
  type ConnectorInfo,
  ConnectorInfoSchema,
  type CreateConnector,
  parseCreateConnector,
  parseUpdateConnector,
  type UpdateConnector,
} from "../contract/connectors.js";
import {
  type JobDetails,
  JobDetailsSchema,
  JobFailedFilesSchema,
  type JobInfo,
  JobInfoSchema,
  type JobStatus,
  normalizeJobStatus,
} from "../contract/jobs.js";
import {
  parseWorkflowBody,
  type WorkflowBody,
  type WorkflowInfo,
  WorkflowInfoSchema,
} from "../contract/workflows.js";
import { toBlob, type UploadFile } from "./files.js";
import { type CallOptions, type ClientOptions, HttpTransport, type Query, type RequestSpec } from "./http.js";

const DEFAULT_WORKFLOW_TIMEOUT_MS = 60_000;
// The hosted service's default page size; asking for it explicitly makes "a short page" mean "the last one"
// whatever the server's own default or maximum.
const LIST_ALL_PAGE_SIZE = 20;
// A bound on listAll's loop, for a server that keeps answering full pages of new ids (2,000,000 workflows).
const LIST_ALL_MAX_PAGES = 100_000;

/** `.../api/v1` whether or not the caller wrote it, with no trailing slash. */
export function workflowBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/api/v1") ? trimmed : `${trimmed}/api/v1`;
}

// The hosted service documents the job-status filter values in lower case, with IN_PROGRESS spelled
// "im progress"; sending exactly those keeps the filter working there, and our server accepts any form.
const STATUS_FILTER_SPELLING: Record<JobStatus, string> = {
  SCHEDULED: "scheduled",
  IN_PROGRESS: "im progress",
  COMPLETED: "completed",
  FAILED: "failed",
  STOPPED: "stopped",
};

function id(value: string, what: string): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new TypeError(`${what} must be a non-empty string.`);
  return encodeURIComponent(value);
}

class Resource {
  constructor(protected readonly http: HttpTransport) {}

  protected call<S extends z.ZodType>(schema: S, spec: RequestSpec): Promise<z.output<S>> {
    return this.http.call(schema, spec);
  }
}

/** Sources and destinations behave alike; only their path and filter name differ. */
export class ConnectorResource extends Resource {
  constructor(
    http: HttpTransport,
    private readonly collection: "/sources" | "/destinations",
    private readonly typeFilter: "source_type" | "destination_type",
  ) {
    super(http);
  }

  async list(
    filter: { type?: string | undefined } = {},
    options: CallOptions = {},
  ): Promise<ConnectorInfo[]> {
    return this.call(z.array(ConnectorInfoSchema), {
      method: "GET",
      path: `${this.collection}/`,
      query: { [this.typeFilter]: filter.type },
      idempotent: true,
      ...options,
    });
  }

  async get(connectorId: string, options: CallOptions = {}): Promise<ConnectorInfo> {
    return this.call(ConnectorInfoSchema, {
      method: "GET",
      path: `${this.collection}/${id(connectorId, "connectorId")}`,
      idempotent: true,
      ...options,
    });
  }

  async create(body: CreateConnector, options: CallOptions = {}): Promise<ConnectorInfo> {
    return this.call(ConnectorInfoSchema, {
      method: "POST",
      path: `${this.collection}/`,
      json: parseCreateConnector(body),
      idempotent: false,
      ...options,
    });
  }

  /** Replaces the connector's config: every setting must be given, also unchanged ones. */
  async update(
    connectorId: string,
    body: UpdateConnector,
    options: CallOptions = {},
  ): Promise<ConnectorInfo> {
    return this.call(ConnectorInfoSchema, {
      method: "PUT",
      path: `${this.collection}/${id(connectorId, "connectorId")}`,
      json: parseUpdateConnector(body),
      idempotent: true,
      ...options,
    });
  }

  /**
   * Whether the given secret settings equal the stored ones, field by field ("unchanged", "changed",
   * "absent", "not secret"), compared by the server: nothing derived from a stored secret comes back.
   * A docflow server extension; the hosted service answers 404.
   */
  async compareSecrets(
    connectorId: string,
    config: Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<Record<string, string>> {
    const answer = await this.call(z.object({ fields: z.record(z.string(), z.string()) }), {
      method: "POST",
      path: `${this.collection}/${id(connectorId, "connectorId")}/secrets/compare`,
      json: { config },
      idempotent: true,
      ...options,
    });
    return answer.fields;
  }

  async delete(connectorId: string, options: CallOptions = {}): Promise<unknown> {
    return this.http.call(z.unknown(), {
      method: "DELETE",
      path: `${this.collection}/${id(connectorId, "connectorId")}`,
      idempotent: true,
      ...options,
    });
  }
}

export interface WorkflowListFilter {
  sourceId?: string | undefined;
  destinationId?: string | undefined;
  status?: "active" | "inactive" | undefined;
  /** Exact workflow name. */
  name?: string | undefined;
}

export interface WorkflowPage {
  /** 1-based. */
  page?: number | undefined;
  /** The hosted service answers 20 workflows a page when this is not given. */
  pageSize?: number | undefined;
}

function positiveInteger(value: number | undefined, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1) {
    throw new TypeError(`${what} must be a whole number of at least 1, got ${value}.`);
  }
  return String(value);
}

export class WorkflowResource extends Resource {
  /**
   * One page of workflows. The hosted service pages this list (20 a page by default), so a caller that
   * needs every workflow uses listAll.
   */
  async list(
    filter: WorkflowListFilter & WorkflowPage = {},
    options: CallOptions = {},
  ): Promise<WorkflowInfo[]> {
    return this.call(z.array(WorkflowInfoSchema), {
      method: "GET",
      path: "/workflows/",
      query: {
        source_id: filter.sourceId,
        destination_id: filter.destinationId,
        status: filter.status,
        name: filter.name,
        page: positiveInteger(filter.page, "page"),
        page_size: positiveInteger(filter.pageSize, "pageSize"),
      },
      idempotent: true,
      ...options,
    });
  }

  /**
   * Every workflow the filter matches, reading page after page until a short one. A server that ignores
   * the paging (answering everything each time) is caught by a page that brings no new workflow.
   */
  async listAll(
    filter: WorkflowListFilter & { pageSize?: number | undefined } = {},
    options: CallOptions = {},
  ): Promise<WorkflowInfo[]> {
    const pageSize = filter.pageSize ?? LIST_ALL_PAGE_SIZE;
    const seen = new Map<string, WorkflowInfo>();
    for (let page = 1; page <= LIST_ALL_MAX_PAGES; page += 1) {
      const batch = await this.list({ ...filter, page, pageSize }, options);
      let fresh = 0;
      for (const workflow of batch) {
        // A workflow created while we read shifts the pages by one; the id keeps it listed once.
        if (!seen.has(workflow.id)) {
          seen.set(workflow.id, workflow);
          fresh += 1;
        }
      }
      if (batch.length < pageSize || fresh === 0) break;
    }
    return [...seen.values()];
  }

  async get(workflowId: string, options: CallOptions = {}): Promise<WorkflowInfo> {
    return this.call(WorkflowInfoSchema, {
      method: "GET",
      path: `/workflows/${id(workflowId, "workflowId")}`,
      idempotent: true,
      ...options,
    });
  }

  async create(body: WorkflowBody, options: CallOptions = {}): Promise<WorkflowInfo> {
    return this.call(WorkflowInfoSchema, {
      method: "POST",
      path: "/workflows/",
      json: parseWorkflowBody(body),
      idempotent: false,
      ...options,
    });
  }

  /** Replaces the workflow's settings; takes the same body as create. */
  async update(workflowId: string, body: WorkflowBody, options: CallOptions = {}): Promise<WorkflowInfo> {
    return this.call(WorkflowInfoSchema, {
      method: "PUT",
      path: `/workflows/${id(workflowId, "workflowId")}`,
      json: parseWorkflowBody(body),
      idempotent: true,
      ...options,
    });
  }

  async delete(workflowId: string, options: CallOptions = {}): Promise<unknown> {
    return this.http.call(z.unknown(), {
      method: "DELETE",
      path: `/workflows/${id(workflowId, "workflowId")}`,
      idempotent: true,
      ...options,
    });
  }

  /**
   * Starts a job. A local-source workflow takes its documents as `input_files` parts, each with its file
   * name and media type.
   */
  async run(
    workflowId: string,
    input: { inputFiles?: readonly UploadFile[] } = {},
    options: CallOptions = {},
  ): Promise<JobInfo> {
    let form: FormData | undefined;
    if (input.inputFiles && input.inputFiles.length > 0) {
      form = new FormData();
      for (const file of input.inputFiles) form.append("input_files", toBlob(file), file.name);
    }
    return this.call(JobInfoSchema, {
      method: "POST",
      path: `/workflows/${id(workflowId, "workflowId")}/run`,
      form,
      idempotent: false,
      ...options,
    });
  }
}

export interface JobListFilter {
  workflowId?: string | undefined;
  /** Any spelling the interface allows: `completed`, `IN_PROGRESS`, `im progress`, ... */
  status?: string | undefined;
}

/** A document a job could not process, with the reason. */
export interface FailedFile {
  document: string;
  error: string;
}

export interface DownloadedFile {
  contentType: string;
  body: Buffer;
}

export class JobResource extends Resource {
  async list(filter: JobListFilter = {}, options: CallOptions = {}): Promise<JobInfo[]> {
    let status: string | undefined;
    if (filter.status !== undefined) {
      const normalized = normalizeJobStatus(filter.status);
      if (!normalized) {
        throw new TypeError(
          `Unknown job status '${filter.status}'; expected one of ${Object.values(STATUS_FILTER_SPELLING).join(", ")}.`,
        );
      }
      status = STATUS_FILTER_SPELLING[normalized];
    }
    const query: Query = { workflow_id: filter.workflowId, status };
    return this.call(z.array(JobInfoSchema), {
      method: "GET",
      path: "/jobs/",
      query,
      idempotent: true,
      ...options,
    });
  }

  async get(jobId: string, options: CallOptions = {}): Promise<JobInfo> {
    return this.call(JobInfoSchema, {
      method: "GET",
      path: `/jobs/${id(jobId, "jobId")}`,
      idempotent: true,
      ...options,
    });
  }

  /**
   * The job, with the Retry-After its answer carried (ms), for a caller polling it: a server may say
   * when asking again is worth it.
   */
  async poll(jobId: string, options: CallOptions = {}): Promise<{ job: JobInfo; retryAfterMs?: number }> {
    const spec: RequestSpec = {
      method: "GET",
      path: `/jobs/${id(jobId, "jobId")}`,
      idempotent: true,
      ...options,
    };
    const response = await this.http.send(spec);
    const job = this.http.decode(JobInfoSchema, spec, response);
    return response.retryAfterMs === undefined ? { job } : { job, retryAfterMs: response.retryAfterMs };
  }

  /** Per-node counts of the job's files, and its finer processing status (SUCCESS, COMPLETED_WITH_ERRORS...). */
  async details(jobId: string, options: CallOptions = {}): Promise<JobDetails> {
    return this.call(JobDetailsSchema, {
      method: "GET",
      path: `/jobs/${id(jobId, "jobId")}/details`,
      idempotent: true,
      ...options,
    });
  }

  /** The documents the job could not process, each with the reason ("failed" when the server gave none). */
  async failedFiles(jobId: string, options: CallOptions = {}): Promise<FailedFile[]> {
    const answer = await this.call(JobFailedFilesSchema, {
      method: "GET",
      path: `/jobs/${id(jobId, "jobId")}/failed-files`,
      idempotent: true,
      ...options,
    });
    return answer.failed_files.map((file) => ({ document: file.document, error: file.error || "failed" }));
  }

  async cancel(jobId: string, options: CallOptions = {}): Promise<unknown> {
    // Cancelling twice leaves the job cancelled, so a retry is harmless.
    return this.http.call(z.unknown(), {
      method: "POST",
      path: `/jobs/${id(jobId, "jobId")}/cancel`,
      idempotent: true,
      ...options,
    });
  }

  /** The processed data of one file at one node, as the server sent it (the element JSON in practice). */
  async download(
    jobId: string,
    file: { fileId: string; nodeId?: string | undefined },
    options: CallOptions = {},
  ): Promise<DownloadedFile> {
    const response = await this.http.send({
      method: "GET",
      path: `/jobs/${id(jobId, "jobId")}/download`,
      query: { file_id: file.fileId, node_id: file.nodeId },
      idempotent: true,
      ...options,
    });
    return { contentType: response.contentType, body: response.body };
  }
}

export class WorkflowClient {
  readonly sources: ConnectorResource;
  readonly destinations: ConnectorResource;
  readonly workflows: WorkflowResource;
  readonly jobs: JobResource;

  /** `baseUrl` is the Workflow endpoint's base, with or without the trailing `/api/v1`. */
  constructor(options: ClientOptions) {
    const http = new HttpTransport(
      { ...options, baseUrl: workflowBaseUrl(options.baseUrl) },
      DEFAULT_WORKFLOW_TIMEOUT_MS,
    );
    this.sources = new ConnectorResource(http, "/sources", "source_type");
    this.destinations = new ConnectorResource(http, "/destinations", "destination_type");
    this.workflows = new WorkflowResource(http);
    this.jobs = new JobResource(http);
  }
}
