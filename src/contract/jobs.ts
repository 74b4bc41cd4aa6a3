// Jobs: one run of a workflow. Statuses are sent upper-case (what the hosted service returns and its SDK
// checks), but the interface documents the filter in lower case with IN_PROGRESS spelled "im progress", so
// every reader of a status normalises first.
import { z } from "zod";
import { parseOrThrow } from "./validation.js";

export const JOB_STATUSES = ["SCHEDULED", "IN_PROGRESS", "COMPLETED", "FAILED", "STOPPED"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const TERMINAL_JOB_STATUSES = [
  "COMPLETED",
  "FAILED",
  "STOPPED",
] as const satisfies readonly JobStatus[];
export type TerminalJobStatus = (typeof TERMINAL_JOB_STATUSES)[number];

// "im progress" is the interface's own (mis)spelling; the others are what people type.
const IN_PROGRESS_SPELLINGS = new Set(["im progress", "in progress", "in_progress", "in-progress"]);

/** The status a spelling stands for, in any case and with surrounding whitespace ignored. */
export function normalizeJobStatus(value: string): JobStatus | undefined {
  const lower = value.trim().toLowerCase();
  if (IN_PROGRESS_SPELLINGS.has(lower)) return "IN_PROGRESS";
  const upper = lower.toUpperCase();
  return (JOB_STATUSES as readonly string[]).includes(upper) ? (upper as JobStatus) : undefined;
}

export function isTerminalJobStatus(status: string): boolean {
  const normalized = normalizeJobStatus(status);
  return normalized !== undefined && (TERMINAL_JOB_STATUSES as readonly string[]).includes(normalized);
}

// An unknown spelling is left as given so the error echoes what the caller sent.
const normalizeIfKnown = (value: unknown) =>
  typeof value === "string" ? (normalizeJobStatus(value) ?? value) : value;

export const JobStatusSchema = z.preprocess(normalizeIfKnown, z.enum(JOB_STATUSES)).meta({
  id: "JobStatus",
  description:
    "Job status, sent upper-case. Read in any case; 'im progress', 'in progress' and 'in-progress' mean IN_PROGRESS.",
});

export const JobListFiltersSchema = z
  .object({
    workflow_id: z.string().optional(),
    status: JobStatusSchema.optional(),
  })
  .meta({ id: "JobListFilters", description: "Query of the job list; the filters combine." });

export type JobListFilters = z.infer<typeof JobListFiltersSchema>;

/** Validates a job-list query; errors have loc `["query", ...]`. */
export function parseJobListFilters(query: unknown): JobListFilters {
  return parseOrThrow(JobListFiltersSchema, query, ["query"]);
}

export const NodeFileSchema = z
  .looseObject({
    node_id: z.string(),
    file_id: z.string(),
    node_type: z.string().optional(),
    node_subtype: z.string().optional(),
  })
  .meta({
    id: "NodeFile",
    description: "A file processed by a job, at one node; the pair is what the download operation takes.",
  });

export const JobInfoSchema = z
  .looseObject({
    id: z.string(),
    workflow_id: z.string(),
    workflow_name: z.string(),
    status: JobStatusSchema,
    created_at: z.string().optional(),
    runtime: z.string().nullable().optional().describe("ISO-8601 duration, for example PT12.3S."),
    input_file_ids: z.array(z.string()).nullable().optional(),
    output_node_files: z.array(NodeFileSchema).nullable().optional(),
    job_type: z
      .string()
      .optional()
      .describe("ephemeral, persistent, scheduled or template on the hosted service."),
  })
  .meta({ id: "JobInfo", description: "A job as the service returns it." });

export type NodeFile = z.infer<typeof NodeFileSchema>;
export type JobInfo = z.infer<typeof JobInfoSchema>;

// `/details` reports a finer status than the job record: a COMPLETED job is SUCCESS or, when some files
// failed, COMPLETED_WITH_ERRORS.
export const JOB_PROCESSING_STATUSES = [
  "SCHEDULED",
  "IN_PROGRESS",
  "SUCCESS",
  "COMPLETED_WITH_ERRORS",
  "STOPPED",
  "FAILED",
] as const;
export type JobProcessingStatus = (typeof JOB_PROCESSING_STATUSES)[number];

export const JobNodeDetailsSchema = z
  .looseObject({
    node_name: z.string().nullable().optional(),
    node_type: z.string().nullable().optional(),
    node_subtype: z.string().nullable().optional(),
    ready: z.number().int(),
    in_progress: z.number().int(),
    success: z.number().int(),
    failure: z.number().int(),
  })
  .meta({
    id: "JobNodeDetails",
    description: "How many of a job's files are at, through or failed at one node.",
  });

export const JobTokenUsageSchema = z
  .looseObject({
    provider: z.string(),
    model: z.string(),
    requests: z.number().int(),
    input_tokens: z.number().int(),
    output_tokens: z.number().int(),
    cached_input_tokens: z
      .number()
      .int()
      .optional()
      .describe("Of input_tokens, those read from the provider's prompt cache; absent when none were."),
  })
  .meta({
    id: "JobTokenUsage",
    description: "Model tokens a job used with one provider and model (docflow's addition).",
  });

export const JobDetailsSchema = z
  .looseObject({
    id: z.string(),
    processing_status: z.enum(JOB_PROCESSING_STATUSES),
    node_stats: z.array(JobNodeDetailsSchema),
    message: z.string().nullable().optional(),
    token_usage: z
      .array(JobTokenUsageSchema)
      .optional()
      .describe("docflow only; absent when the job called no model provider."),
    deleted_documents: z
      .array(z.looseObject({ document: z.string(), record_id: z.string() }))
      .optional()
      .describe(
        "docflow only: documents the source no longer holds, whose records the job deleted from the destination; absent when none.",
      ),
  })
  .meta({ id: "JobDetails", description: "A job's processing detail: per-node file counts." });

export const JobFailedFilesSchema = z
  .looseObject({
    // The hosted service documents `error` as a string; a missing one is read rather than failing the call.
    failed_files: z.array(z.looseObject({ document: z.string(), error: z.string().nullable().optional() })),
  })
  .meta({ id: "JobFailedFiles", description: "The documents a job could not process, each with its error." });

export type JobNodeDetails = z.infer<typeof JobNodeDetailsSchema>;
export type JobDetails = z.infer<typeof JobDetailsSchema>;
export type JobFailedFiles = z.infer<typeof JobFailedFilesSchema>;
