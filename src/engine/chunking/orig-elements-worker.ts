// The orig_elements compressor thread (see orig-elements-parallel.ts): it is sent batches of JSON bytes,
// compresses each value as encodeOrigElements does, and answers with their base64 text. Bundled as an
// entry of its own (dist/orig-elements-worker.js).
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { compressOrigJson } from "./orig-elements.js";

export interface OrigBatch {
  /** The placeholder number of the batch's first value. */
  first: number;
  /** The values' JSON bytes, one after the other. */
  data: Uint8Array;
  /** Where each value's bytes end in `data`. */
  ends: number[];
}

export interface OrigBatchReply {
  first: number;
  encoded: string[];
}

export interface OrigWorkerSetup {
  /** One Int32: batches answered so far, counted up by the worker, read by the thread that feeds it. */
  progress: SharedArrayBuffer;
}

export function encodeBatch(batch: OrigBatch): string[] {
  const encoded: string[] = [];
  let start = 0;
  for (const end of batch.ends) {
    encoded.push(compressOrigJson(batch.data.subarray(start, end)));
    start = end;
  }
  return encoded;
}

const setup = workerData as Partial<OrigWorkerSetup> | null;
if (!isMainThread && parentPort && setup?.progress instanceof SharedArrayBuffer) {
  const port = parentPort;
  const progress = new Int32Array(setup.progress);
  port.on("message", (batch: OrigBatch) => {
    const reply: OrigBatchReply = { first: batch.first, encoded: encodeBatch(batch) };
    Atomics.add(progress, 0, 1);
    port.postMessage(reply);
  });
}
