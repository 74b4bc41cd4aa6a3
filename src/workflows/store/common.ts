// What both store dialects share: the job-record list updates, the names of fields a workflow patch may
// change, and which task statuses are live. Kept free of dialect SQL so the two implementations cannot
// drift on these rules.
import type {
  FileResult,
  JobOutput,
  JobRecord,
  JobTokenUsage,
  NewTask,
  TaskStatus,
  WorkflowPatch,
} from "./types.js";

/** A task still to do: what a job's coordinator waits for, and what a cancel or a file's end stops. */
export const LIVE_TASK_STATUSES = ["QUEUED", "RUNNING", "WAITING"] as const satisfies readonly TaskStatus[];

/**
 * LIVE_TASK_STATUSES as a SQL list, for `status IN ${LIVE_TASKS_SQL}` in both dialects. (The partial
 * indexes of the migrations spell the list out: a migration never changes once released.)
 */
export const LIVE_TASKS_SQL = `(${LIVE_TASK_STATUSES.map((status) => `'${status}'`).join(", ")})`;

/** node_id stored for an uploaded input file, so (job, file, node) can be a primary key. */
export const INPUT_NODE_ID = "";

export const DEFAULT_OUTPUT_CONTENT_TYPE = "application/json";
export const DEFAULT_INPUT_CONTENT_TYPE = "application/octet-stream";

/** Why a SCHEDULED job that was cancelled never ran. */
export const CANCELLED_BEFORE_START = "The job was cancelled before it started.";

/** Schedule slots older than this (before the slot being claimed) are pruned; nobody fires that far back. */
export const SCHEDULE_SLOT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The cutoff of purgeJobFiles as ISO-8601 UTC; an invalid date would otherwise purge nothing, silently. */
export function purgeCutoff(before: Date): string {
  if (!(before instanceof Date) || Number.isNaN(before.getTime())) {
    throw new RangeError(`purgeJobFiles: 'before' must be a valid Date, got ${String(before)}`);
  }
  return before.toISOString();
}

/** Replaces the result of the same file, keeping the first-recorded order of files. */
export function mergeFileResult(results: FileResult[], result: FileResult): FileResult[] {
  const clean = withoutUndefined(result);
  const index = results.findIndex((existing) => existing.file_id === result.file_id);
  if (index === -1) return [...results, clean];
  const next = [...results];
  next[index] = clean;
  return next;
}

type OutputNodeFile = JobRecord["output_node_files"][number];

/** Adds a (file, node) output pair once; storing an output again replaces its bytes, not its listing. */
export function mergeOutputNodeFile(files: OutputNodeFile[], file: OutputNodeFile): OutputNodeFile[] {
  const index = files.findIndex(
    (existing) => existing.file_id === file.file_id && existing.node_id === file.node_id,
  );
  if (index === -1) return [...files, file];
  const next = [...files];
  next[index] = file;
  return next;
}

export const WORKFLOW_PATCH_FIELDS = [
  "name",
  "status",
  "workflow_type",
  "source_id",
  "destination_id",
  "workflow_nodes",
  "schedule",
  "reprocess_all",
] as const satisfies readonly (keyof WorkflowPatch)[];

/** The fields of a patch that are set (undefined means "leave as is"), in a fixed order. */
export function patchEntries(patch: WorkflowPatch): [(typeof WORKFLOW_PATCH_FIELDS)[number], unknown][] {
  return WORKFLOW_PATCH_FIELDS.filter((field) => patch[field] !== undefined).map((field) => [
    field,
    patch[field],
  ]);
}

/** JSON has no undefined; dropping such keys keeps round-trips exact. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function toUint8Array(data: Uint8Array): Uint8Array {
  // Buffer is a Uint8Array subclass; callers and deep equality expect the plain type.
  return data.constructor === Uint8Array
    ? data
    : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** One entry per provider and model, the counts of `lists` summed. */
export function mergeTokenUsage(...lists: readonly (readonly JobTokenUsage[])[]): JobTokenUsage[] {
  const merged = new Map<string, JobTokenUsage>();
  for (const list of lists) {
    for (const entry of list) {
      const key = `${entry.provider}\u0000${entry.model}`;
      const sum = merged.get(key) ?? {
        provider: entry.provider,
        model: entry.model,
        requests: 0,
        input_tokens: 0,
        output_tokens: 0,
      };
      sum.requests += entry.requests;
      sum.input_tokens += entry.input_tokens;
      sum.output_tokens += entry.output_tokens;
      if (entry.cached_input_tokens) {
        sum.cached_input_tokens = (sum.cached_input_tokens ?? 0) + entry.cached_input_tokens;
      }
      merged.set(key, sum);
    }
  }
  return [...merged.values()];
}

/** The id of a page range's task and of the merge of a file's ranges. */
export function rangeTaskId(fileId: string, first: number, last: number): string {
  return `${fileId}#pages-${first}-${last}`;
}
export function mergeTaskId(fileId: string): string {
  return `${fileId}#merge`;
}

/**
 * What a split file task becomes: a task per page range (stored QUEUED), and the merge of their drafts
 * (stored WAITING until the last range is done).
 */
export function splitTasks(
  task: Pick<NewTask, "file_id" | "document">,
  ranges: readonly { first_page: number; last_page: number }[],
): { ranges: NewTask[]; merge: NewTask } {
  return {
    ranges: ranges.map((range) => ({
      task_id: rangeTaskId(task.file_id, range.first_page, range.last_page),
      kind: "range",
      file_id: task.file_id,
      first_page: range.first_page,
      last_page: range.last_page,
      document: task.document,
    })),
    merge: {
      task_id: mergeTaskId(task.file_id),
      kind: "merge",
      file_id: task.file_id,
      document: task.document,
    },
  };
}

/** A job's output node files with those of a finished file's outputs added. */
export function withOutputNodeFiles(
  files: JobRecord["output_node_files"],
  outputs: readonly JobOutput[] | undefined,
): JobRecord["output_node_files"] {
  let merged = files;
  for (const output of outputs ?? []) {
    merged = mergeOutputNodeFile(merged, {
      file_id: output.file_id,
      node_id: output.node_id,
      node_type: output.node_type,
      node_subtype: output.node_subtype,
    });
  }
  return merged;
}

/** Why a task whose workers kept dying is failed instead of claimed again. */
export function tooManyAttempts(attempts: number, maxAttempts: number): string {
  return (
    `The process running this file stopped ${attempts - 1} times before it ended; ` +
    `it is not retried after ${maxAttempts} attempts.`
  );
}
