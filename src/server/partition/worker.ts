// The worker thread's side of the partition pool: one task is one uploaded file. It partitions with the
// engine and also renders the answer (JSON or CSV bytes), so the event loop only concatenates buffers.
// The upload arrives as a transferred ArrayBuffer, not a copy. The engine's typed failures come back as
// values (status and detail); anything else is thrown and the server answers 500.
// Bundled on its own as dist/server-worker.js (scripts/build.mjs). It does not import piscina: piscina's
// own worker script loads it, and a second copy of piscina here would not share its private symbols.
import { type PartitionFile, type PartitionOutcome, partitionFile } from "./outcome.js";

export type {
  PartitionFailure,
  PartitionOutcome,
  PartitionSuccess,
  TaskOutput,
} from "./outcome.js";

// The pool already runs one task per core: OCR and PDF page work inside a task must not fan out again.
// (A worker thread's process.env is its own copy, so this does not reach the main thread.)
process.env.DOCFLOW_OCR_WORKERS ??= "1";

export interface PartitionTask extends PartitionFile {
  /** Set by the pool: where the worker writes when it starts the task, which starts the file's own clock. */
  clock?: TaskClock | undefined;
}

/** A slot of 64-bit integers shared with the pool: the worker stores Date.now() in it as it starts. */
export interface TaskClock {
  startedAt: SharedArrayBuffer;
  slot: number;
}

export default async function runPartitionTask(task: PartitionTask): Promise<PartitionOutcome> {
  if (task.clock) {
    Atomics.store(new BigInt64Array(task.clock.startedAt), task.clock.slot, BigInt(Date.now()));
  }
  return partitionFile(task);
}
