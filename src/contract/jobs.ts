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
