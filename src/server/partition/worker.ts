// The worker thread's side of the partition pool: one task is one uploaded file. It partitions with the
// engine and also renders the answer (JSON or CSV bytes), so the event loop only concatenates buffers.
// The upload arrives as a transferred ArrayBuffer, not a copy. The engine's typed failures come back as
// values (status and detail); anything else is thrown and the server answers 500.
// Bundled on its own as dist/server-worker.js (scripts/build.mjs). It does not import piscina: piscina's
// own worker script loads it, and a second copy of piscina here would not share its private symbols.
import { setPriority } from "node:os";
import type { Element } from "../../contract/element.js";
import type { PartitionParameters } from "../../contract/partition.js";
import { EngineError, LimitExceededError, UnsupportedFileTypeError } from "../../engine/core/errors.js";
import type { EngineLimits } from "../../engine/core/types.js";
import { recordOcrEngines } from "../../engine/ocr/engines-used.js";
import { elementsToCsv } from "../../engine/output/csv.js";
import { partition } from "../../engine/partition.js";
import { engineErrorStatus } from "../http/engine-status.js";

// The pool already runs one task per core: OCR and PDF page work inside a task must not fan out again.
// (A worker thread's process.env is its own copy, so this does not reach the main thread.)
process.env.DOCFLOW_OCR_WORKERS ??= "1";
// Nor may a long PDF's pages spread over threads of their own: an expensive file would take the cores
// the cheap lane's thread needs (the pool's lanes count threads, not what a task starts).
process.env.DOCFLOW_PDF_THREADS ??= "1";

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

/** json / csv: the rendered body of this one file; elements: the elements, for a merged CSV. */
export type TaskOutput = "json" | "csv" | "elements";

export interface PartitionTask {
  data: Uint8Array;
  filename: string;
  contentType: string | undefined;
  params: PartitionParameters;
  output: TaskOutput;
  /** The server's bounds on this file's work (elements, characters, expansion). */
  limits?: Partial<EngineLimits> | undefined;
  /** Set by the pool: where the worker writes when it starts the task, which starts the file's own clock. */
  clock?: TaskClock | undefined;
  /**
   * Set by the pool for a file in its cheap lane: the bounds of that lane. A file past them is handed back
   * (`reroute`) for the expensive lane, with its bytes, instead of being refused.
   */
  lightLimits?: Pick<EngineLimits, "maxPages" | "maxUncompressedBytes"> | undefined;
}

/** A slot of 64-bit integers shared with the pool: the worker stores Date.now() in it as it starts. */
export interface TaskClock {
  startedAt: SharedArrayBuffer;
  slot: number;
}

export interface PartitionSuccess {
  ok: true;
  body: Uint8Array | null;
  elements: Element[] | null;
  count: number;
  filetype: string | undefined;
  pages: number | undefined;
  /** The OCR engines that read the file's images, for the request log; empty when none ran. */
  ocrEngines?: string[];
}

export interface PartitionFailure {
  ok: false;
  status: number;
  detail: string;
  filetype: string | undefined;
  /** The file is expensive after all: its bytes, for the pool to run it again in the expensive lane. */
  reroute?: Uint8Array | undefined;
}

/** The limits whose refusal in the cheap lane means "expensive", not "refused" (lightLimits). */
const LIGHT_LIMITS = /\(limit (max-pages|max-expanded-mb)\)$/;

export type PartitionOutcome = PartitionSuccess | PartitionFailure;

/** Tiny files sent together (the pool's #runBatch): one message each way for all of them. */
export interface PartitionBatch {
  batch: PartitionTask[];
  /** The thread's clock slot, restarted as each file starts. */
  clock: TaskClock;
}

/** A batched file's outcome; `fault` carries what would have been thrown (an internal error). */
export type BatchOutcome = PartitionSuccess | (PartitionFailure & { fault?: string | undefined });

const encoder = new TextEncoder();

function lastPage(elements: readonly Element[]): number | undefined {
  let pages: number | undefined;
  for (const element of elements) {
    const page = element.metadata.page_number;
    if (typeof page === "number" && (pages === undefined || page > pages)) pages = page;
  }
  return pages;
}

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

async function runOne(task: PartitionTask): Promise<PartitionOutcome> {
  if (task.clock) {
    Atomics.store(new BigInt64Array(task.clock.startedAt), task.clock.slot, BigInt(Date.now()));
  }
  let elements: Element[];
  let ocrEngines: string[];
  const light = task.lightLimits;
  const limits = light
    ? {
        ...task.limits,
        maxPages: Math.min(task.limits?.maxPages ?? light.maxPages, light.maxPages),
        maxUncompressedBytes: Math.min(
          task.limits?.maxUncompressedBytes ?? light.maxUncompressedBytes,
          light.maxUncompressedBytes,
        ),
      }
    : task.limits;
  try {
    ({ result: elements, ocrEngines } = await recordOcrEngines(() =>
      partition({ data: task.data, filename: task.filename, contentType: task.contentType }, task.params, {
        limits,
      }),
    ));
  } catch (error) {
    if (light && error instanceof LimitExceededError && LIGHT_LIMITS.test(error.message)) {
      return { ok: false, status: 422, detail: error.message, filetype: undefined, reroute: task.data };
    }
    if (error instanceof EngineError) {
      return {
        ok: false,
        status: engineErrorStatus(error),
        detail: error.message,
        filetype: error instanceof UnsupportedFileTypeError ? error.mimeType : undefined,
      };
    }
    throw error;
  }
  const first = elements[0]?.metadata.filetype;
  const outcome: PartitionSuccess = {
    ok: true,
    body: null,
    elements: null,
    count: elements.length,
    filetype: typeof first === "string" ? first : undefined,
    pages: lastPage(elements),
    ...(ocrEngines.length > 0 ? { ocrEngines } : {}),
  };
  if (task.output === "elements") {
    outcome.elements = elements;
    return outcome;
  }
  outcome.body = encoder.encode(task.output === "csv" ? elementsToCsv(elements) : JSON.stringify(elements));
  return outcome;
}
