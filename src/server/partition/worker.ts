// The worker thread's side of the partition pool: one task is one uploaded file. It partitions with the
// engine and also renders the answer (JSON or CSV bytes), so the event loop only concatenates buffers
// (outcome.ts, shared with strategy=vlm). The upload arrives as a transferred ArrayBuffer, not a copy.
// The engine's typed failures come back as values (status and detail); anything else is thrown and the
// server answers 500.
// Bundled on its own as dist/server-worker.js (scripts/build.mjs). It does not import piscina: piscina's
// own worker script loads it, and a second copy of piscina here would not share its private symbols.
import { setPriority } from "node:os";
import type { PartitionFailure, PartitionFile, PartitionOutcome, PartitionSuccess } from "./outcome.js";
import { partitionFile } from "./outcome.js";

export type { PartitionFailure, PartitionOutcome, PartitionSuccess, TaskOutput } from "./outcome.js";

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

export interface PartitionTask extends PartitionFile {
  /** Set by the pool: where the worker writes when it starts the task, which starts the file's own clock. */
  clock?: TaskClock | undefined;
}

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

async function runOne(task: PartitionTask): Promise<PartitionOutcome> {
  if (task.clock) {
    Atomics.store(new BigInt64Array(task.clock.startedAt), task.clock.slot, BigInt(Date.now()));
  }
  return partitionFile(task);
}
