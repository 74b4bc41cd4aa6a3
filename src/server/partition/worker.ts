// The worker thread's side of the partition pool: one task is one uploaded file. It partitions with the
// engine and also renders the answer (JSON or CSV bytes), so the event loop only concatenates buffers
// (outcome.ts, shared with strategy=vlm). The upload arrives as a transferred ArrayBuffer, not a copy.
// The engine's typed failures come back as values (status and detail); anything else is thrown and the
// server answers 500.
// Bundled on its own as dist/server-worker.js (scripts/build.mjs). It does not import piscina: piscina's
// own worker script loads it, and a second copy of piscina here would not share its private symbols.
import { setPriority } from "node:os";
import {
  mergePageRanges,
  type PageRangePart,
  pageCount,
  partitionPageRange,
} from "../../engine/partition.js";
import type { PartitionFailure, PartitionFile, PartitionOutcome, PartitionSuccess } from "./outcome.js";
import { engineFailure, partitionFile, renderOutcome } from "./outcome.js";

export type { PartitionFailure, PartitionOutcome, PartitionSuccess, TaskOutput } from "./outcome.js";

// The pool already runs one task per core: OCR and PDF page work inside a task must not fan out again.
// (A worker thread's process.env is its own copy, so this does not reach the main thread.)
process.env.DOCFLOW_OCR_WORKERS ??= "1";
// Nor may a long PDF's pages spread over threads of their own: an expensive file would take the cores
// the cheap lane's thread needs (the pool's lanes count threads, not what a task starts).
process.env.DOCFLOW_PDF_THREADS ??= "1";
// Every document gets a fresh PDFium instance (pdfium.ts, KEEP_PDFIUM_ENV): one client's document never
// runs in memory another client's document freed, whatever PDFium might read there.
process.env.DOCFLOW_PDFIUM_KEEP_MB ??= "0";

// A thread of the expensive lane runs at a lower priority (workers.ts, NICE_ENV): on Linux this sets the
// calling thread's own nice value. Where it cannot, the thread runs at the normal priority.
const nice = Number(process.env.DOCFLOW_WORKER_NICE ?? 0);
if (nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // Not permitted here: the lanes still keep their threads apart.
  }
}

export interface PartitionTask extends PartitionFile {
  /** Set by the pool: where the worker writes when it starts the task, which starts the file's own clock. */
  clock?: TaskClock | undefined;
  /** A large PDF's page-range work instead of the whole file (page-ranges.ts). */
  ranges?: RangeWork | undefined;
  /**
   * A PDF of more pages than this is not partitioned: the answer says `split` (with `pages`), and the
   * caller partitions it as page ranges. Saves smaller PDFs a round trip to count their pages.
   */
  splitAbove?: number | undefined;
}

/**
 * count: the pages of a PDF read page by page (`pages`; undefined for other files); range: the drafts of
 * pages first..last (`part`, JSON); merge: the parts merged into the file's elements, answered as a whole
 * file's (`data` is empty then).
 */
export type RangeWork =
  | { kind: "count" }
  | { kind: "range"; first: number; last: number }
  | { kind: "merge"; parts: Uint8Array[] };

/** A slot of 64-bit integers shared with the pool: the worker stores Date.now() in it as it starts. */
export interface TaskClock {
  startedAt: SharedArrayBuffer;
  slot: number;
}

/** Tiny files sent together (the pool's #runBatch): one message each way for all of them. */
export interface PartitionBatch {
  batch: PartitionTask[];
  /** The thread's clock slot, restarted as each file starts. */
  clock: TaskClock;
}

/** A batched file's outcome; `fault` carries what would have been thrown (an internal error). */
export type BatchOutcome = PartitionSuccess | (PartitionFailure & { fault?: string | undefined });

export default async function runPartitionTask(
  task: PartitionTask | PartitionBatch,
): Promise<PartitionOutcome | BatchOutcome[]> {
  if (!("batch" in task)) return runOne(task);
  const outcomes: BatchOutcome[] = [];
  for (const file of task.batch) {
    try {
      outcomes.push(await runOne({ ...file, clock: task.clock }));
    } catch (error) {
      const fault = error instanceof Error ? (error.stack ?? error.message) : String(error);
      outcomes.push({ ok: false, status: 500, detail: "", filetype: undefined, fault });
    }
  }
  return outcomes;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A page count or one page range's drafts. */
async function rangeWork(
  task: PartitionTask,
  work: Exclude<RangeWork, { kind: "merge" }>,
): Promise<PartitionSuccess> {
  const input = { data: task.data, filename: task.filename, contentType: task.contentType };
  const options = { limits: task.limits };
  const base = { ok: true as const, body: null, elements: null, count: 0, filetype: "application/pdf" };
  if (work.kind === "count") {
    const pages = await pageCount(input, task.params, options);
    return { ...base, filetype: pages === undefined ? undefined : base.filetype, pages };
  }
  const part = await partitionPageRange(input, task.params, work.first, work.last, options);
  return {
    ...base,
    pages: part.range.pages,
    count: part.range.drafts.length,
    part: encoder.encode(JSON.stringify(part)),
  };
}

async function runOne(task: PartitionTask): Promise<PartitionOutcome> {
  if (task.clock) {
    Atomics.store(new BigInt64Array(task.clock.startedAt), task.clock.slot, BigInt(Date.now()));
  }
  if (task.ranges && task.ranges.kind !== "merge") {
    try {
      return await rangeWork(task, task.ranges);
    } catch (error) {
      const failure = engineFailure(error);
      if (failure) return failure;
      throw error;
    }
  }
  if (task.splitAbove !== undefined && task.ranges === undefined) {
    const counted = await rangeWork(task, { kind: "count" }).catch(() => undefined);
    if (counted?.pages !== undefined && counted.pages > task.splitAbove) return { ...counted, split: true };
  }
  const { ranges } = task;
  if (ranges?.kind === "merge") {
    return renderOutcome(task, (limits) =>
      mergePageRanges(
        ranges.parts.map((part) => JSON.parse(decoder.decode(part)) as PageRangePart),
        task.params,
        { limits },
      ),
    );
  }
  return partitionFile(task);
}
