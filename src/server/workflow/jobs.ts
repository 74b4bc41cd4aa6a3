// Jobs: list (workflow and status filters, the status normalised by the contract), get, details (with
// the model token usage), failed files, cancel and the download of a local workflow's node outputs.
import type { FastifyInstance } from "fastify";
import { type JobInfo, parseJobListFilters } from "../../contract/jobs.js";
import { ContractValidationError, missingError } from "../../contract/validation.js";
import type { JobRecord } from "../../workflows/store/types.js";
import { HttpError } from "../http/errors.js";
import { flatQuery, queryString, type WorkflowApiContext } from "./context.js";
import { canonicalUuid, isUuid, notFound, requireUuid, uuidError } from "./ids.js";
import { JOB_ROUTE_SCHEMAS } from "./openapi.js";
import { failedFiles, jobDetails, jobInfo } from "./records.js";

export async function jobRoutes(app: FastifyInstance, ctx: WorkflowApiContext): Promise<void> {
  const { store } = ctx;

  const load = async (params: unknown): Promise<JobRecord> => {
    const id = requireUuid((params as { job_id?: string }).job_id, ["path", "job_id"]);
    const record = await store.getJob(id);
    if (!record) throw notFound("Job", id);
    return record;
  };

  app.get("/jobs", { schema: JOB_ROUTE_SCHEMAS.list }, async (request): Promise<JobInfo[]> => {
    const filters = parseJobListFilters(flatQuery(request.query));
    if (filters.workflow_id !== undefined && !isUuid(filters.workflow_id)) {
      throw new ContractValidationError([uuidError(["query", "workflow_id"], filters.workflow_id)]);
    }
    const records = await store.listJobs({
      workflow_id: filters.workflow_id && canonicalUuid(filters.workflow_id),
      status: filters.status,
    });
    const now = Date.now();
    return records.map((record) => jobInfo(record, now));
  });

  app.get(
    "/jobs/:job_id",
    { schema: JOB_ROUTE_SCHEMAS.get },
    async (request): Promise<JobInfo> => jobInfo(await load(request.params)),
  );

  app.get("/jobs/:job_id/details", { schema: JOB_ROUTE_SCHEMAS.details }, async (request) => {
    const job = await load(request.params);
    const details = jobDetails(job, await store.getWorkflow(job.workflow_id));
    // The model providers' token usage is docflow's addition to the hosted service's details: one entry
    // per provider and model, absent (as sparse as element metadata) when the job called no provider.
    if (job.token_usage.length === 0) return details;
    return {
      ...details,
      token_usage: job.token_usage.map(
        ({ provider, model, requests, input_tokens, output_tokens, cached_input_tokens }) => ({
          provider,
          model,
          requests,
          input_tokens,
          output_tokens,
          ...(cached_input_tokens ? { cached_input_tokens } : {}),
        }),
      ),
    };
  });

  app.get("/jobs/:job_id/failed-files", { schema: JOB_ROUTE_SCHEMAS.failedFiles }, async (request) =>
    failedFiles(await load(request.params)),
  );

  app.post("/jobs/:job_id/cancel", { schema: JOB_ROUTE_SCHEMAS.cancel }, async (request) => {
    const job = await load(request.params);
    const after = await store.requestCancel(job.id);
    if (!after) throw notFound("Job", job.id);
    if (after.status === "COMPLETED" || after.status === "FAILED") {
      throw new HttpError(
        409,
        `Job ${job.id} has already finished with status ${after.status}; there is nothing to cancel.`,
      );
    }
    request.log.info({ job: job.id, status: after.status }, "job cancel requested");
    // A SCHEDULED job is STOPPED at once; a running one is stopped by its runner within 2 seconds.
    return { id: job.id, status: "cancelled", message: "Job successfully cancelled." };
  });

  app.get("/jobs/:job_id/download", { schema: JOB_ROUTE_SCHEMAS.download }, async (request, reply) => {
    const job = await load(request.params);
    const fileId = queryString(request.query, "file_id");
    if (fileId === undefined) throw new ContractValidationError([missingError(["query", "file_id"])]);
    const rawNode = queryString(request.query, "node_id");
    const nodeId = rawNode === undefined ? undefined : requireUuid(rawNode, ["query", "node_id"]);

    if (!job.input_files.some((file) => file.file_id === fileId)) {
      throw new HttpError(404, `File ${fileId} not found in job ${job.id}`);
    }
    if (job.files_expired_at) {
      throw new HttpError(
        404,
        `The files of job ${job.id} are no longer kept: they expired on ${job.files_expired_at} (this server keeps them ${ctx.config.jobRetentionDays} days)`,
      );
    }
    const outputs = job.output_node_files.filter((entry) => entry.file_id === fileId);
    if (outputs.length === 0) {
      const why =
        job.status === "SCHEDULED" || job.status === "IN_PROGRESS"
          ? `the job is ${job.status}; try again once it has processed the file`
          : "outputs are kept only for workflows with a local destination, for files that were processed";
      throw new HttpError(404, `No output of file ${fileId} found in job ${job.id}: ${why}`);
    }
    const chosen = nodeId ?? (await lastNodeOf(ctx, job, outputs));
    if (!outputs.some((entry) => entry.node_id === chosen)) {
      throw new HttpError(404, `Output of node ${chosen} for file ${fileId} not found in job ${job.id}`);
    }
    const stored = await store.getJobFile(job.id, fileId, chosen);
    if (!stored) {
      throw new HttpError(
        404,
        `Output of node ${chosen} for file ${fileId} of job ${job.id} is no longer kept`,
      );
    }
    return reply
      .type("application/json")
      .send(Buffer.from(stored.data.buffer, stored.data.byteOffset, stored.data.byteLength));
  });
}

/**
 * The default node of a download: the workflow's last node (a file that failed before it has no output
 * there, and gets a 404 rather than an earlier node's elements); the last output when the workflow is gone.
 */
async function lastNodeOf(
  ctx: WorkflowApiContext,
  job: JobRecord,
  outputs: JobRecord["output_node_files"],
): Promise<string> {
  const workflow = await ctx.store.getWorkflow(job.workflow_id);
  const last = workflow?.workflow_nodes.at(-1)?.id;
  // The workflow may have been changed since the job ran: its last node then means nothing to this job.
  if (typeof last === "string" && job.output_node_files.some((entry) => entry.node_id === last)) return last;
  return (outputs.at(-1) as JobRecord["output_node_files"][number]).node_id;
}
