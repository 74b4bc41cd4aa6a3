// orig_elements of a long document compressed beside the chunking, on a second thread. Compression is
// most of what orig_elements cost (a novel's 9,000 chunks: about 150 ms of zlib against 30 ms of JSON),
// and chunking never waits for it: each chunk gets a placeholder, its elements' JSON bytes go into a
// batch, and a full batch goes to the compressor thread while that one has less than two waiting (it
// counts the batches it answered in shared memory, readable while chunking runs without a pause). The
// other batches are shared out once the chunks are formed, the thread taking them from the front as it
// asks for more and the calling thread from the end; then the placeholders are replaced. The bytes are encodeOrigElements' own: the same JSON, the same zlib, the same base64.
// Whatever the thread cannot do (it fails to start, it dies) the calling thread does.
import type { Worker } from "node:worker_threads";
import type { Element } from "../../contract/element.js";
import { isMainThread, startWorker, workerScript } from "../core/worker-script.js";
import { origElementsBytes, PARALLEL_ORIG_MIN_CHARACTERS } from "./orig-elements.js";
import {
  encodeBatch,
  type OrigBatch,
  type OrigBatchReply,
  type OrigWorkerSetup,
} from "./orig-elements-worker.js";

/** JSON bytes per batch: few messages, and batches small enough to share the work out evenly. */
const BATCH_BYTES = 256 * 1024;
/** Batches the thread may have waiting before the calling thread keeps the next for itself. */
const BACKLOG = 2;
/** Starts no thread when set to 1 (as DOCFLOW_PDF_THREADS does for PDFs). */
export const ORIG_THREADS_ENV = "DOCFLOW_ORIG_ELEMENTS_THREADS";
export const ORIG_WORKER_SCRIPT_SYMBOL = Symbol.for("docflow.origElementsWorkerScript");
export const ORIG_WORKER_BUNDLE_NAME = "orig-elements-worker.js";

/** Marks a value to be replaced; no base64 text starts with a NUL. */
const PLACEHOLDER = "\u0000orig_elements:";

/**
 * An encoder for the chunks of a document with `characters` characters of element text, or undefined
 * when encoding in the calling thread is as good (a short document, a worker thread, no worker script).
 */
export function parallelOrigEncoder(characters: number): ParallelOrigEncoder | undefined {
  if (characters < PARALLEL_ORIG_MIN_CHARACTERS || process.env[ORIG_THREADS_ENV] === "1") return undefined;
  // In a worker thread (the server's partition pool), the pool keeps the cores busy already.
  if (!isMainThread()) return undefined;
  const script = workerScript({
    symbol: ORIG_WORKER_SCRIPT_SYMBOL,
    bundleName: ORIG_WORKER_BUNDLE_NAME,
    source: new URL("./orig-elements-worker.ts", import.meta.url),
  });
  if (!script) return undefined;
  const progress = new SharedArrayBuffer(4);
  let worker: Worker;
  try {
    const setup: OrigWorkerSetup = { progress };
    worker = startWorker(script, { workerData: setup });
  } catch {
    return undefined;
  }
  return new ParallelOrigEncoder(worker, new Int32Array(progress));
}

export class ParallelOrigEncoder {
  readonly #worker: Worker;
  readonly #answered: Int32Array;
  /** Encoded values by placeholder number. */
  readonly #encoded: string[] = [];
  /** Batches sent and not yet answered, by their first placeholder number. */
  readonly #sent = new Map<number, OrigBatch>();
  #sentCount = 0;
  /** Batches kept for this thread. */
  readonly #kept: OrigBatch[] = [];
  #next = 0;
  #batch: OrigBatch = { first: 0, data: Buffer.allocUnsafeSlow(BATCH_BYTES), ends: [] };
  #length = 0;
  #lost = false;
  #drained: (() => void) | undefined;
  /** How many values the thread encoded (for the tests). */
  threadValues = 0;

  constructor(worker: Worker, answered: Int32Array) {
    this.#worker = worker;
    this.#answered = answered;
    worker.on("message", (reply: OrigBatchReply) => {
      this.#sent.delete(reply.first);
      this.threadValues += reply.encoded.length;
      reply.encoded.forEach((value, i) => {
        this.#encoded[reply.first + i] = value;
      });
      if (this.#sent.size === 0) this.#drained?.();
    });
    const lost = () => {
      this.#lost = true;
      this.#drained?.();
    };
    worker.on("error", lost);
    worker.on("exit", lost);
    // Nothing of it keeps the process alive: finish() waits for what it needs.
    worker.unref();
  }

  /** The placeholder of these elements' orig_elements (the function chunking calls, see ChunkingDeps). */
  readonly encode = (elements: readonly Element[]): string => {
    const json = origElementsBytes(elements);
    if (this.#length + json.length > this.#batch.data.length && this.#batch.ends.length > 0) this.#flush();
    if (json.length > this.#batch.data.length) {
      this.#batch.data = Buffer.allocUnsafeSlow(json.length);
    }
    this.#batch.data.set(json, this.#length);
    this.#length += json.length;
    this.#batch.ends.push(this.#length);
    return `${PLACEHOLDER}${this.#next++}`;
  };

  #flush(): void {
    const batch = { ...this.#batch, data: this.#batch.data.subarray(0, this.#length) };
    this.#batch = { first: this.#next, data: Buffer.allocUnsafeSlow(BATCH_BYTES), ends: [] };
    this.#length = 0;
    if (this.#threadWants()) this.#send(batch);
    else this.#kept.push(batch);
  }

  /** Whether the thread has fewer than BACKLOG batches waiting (it counts those it answered). */
  #threadWants(): boolean {
    return !this.#lost && this.#sentCount - Atomics.load(this.#answered, 0) < BACKLOG;
  }

  #send(batch: OrigBatch): void {
    this.#sent.set(batch.first, batch);
    this.#sentCount++;
    this.#worker.postMessage(batch);
  }

  /** Encodes what is left and puts every value in place of its placeholder in `chunks`. */
  async finish(chunks: Element[]): Promise<void> {
    if (this.#batch.ends.length > 0) this.#flush();
    // The batches kept: the thread takes them from the front as it asks for more, this thread from the end.
    while (this.#kept.length > 0) {
      if (this.#threadWants()) this.#send(this.#kept.shift() as OrigBatch);
      else {
        const batch = this.#kept.pop() as OrigBatch;
        this.#store(batch, encodeBatch(batch));
      }
    }
    if (this.#sent.size > 0 && !this.#lost) {
      // Referenced while awaited: an unreferenced thread would let the process end meanwhile.
      this.#worker.ref();
      await new Promise<void>((resolve) => {
        this.#drained = resolve;
      });
    }
    // Batches a lost thread did not answer.
    for (const batch of this.#sent.values()) this.#store(batch, encodeBatch(batch));
    this.#sent.clear();
    for (const chunk of chunks) {
      const value = chunk.metadata.orig_elements;
      if (typeof value === "string" && value.startsWith(PLACEHOLDER)) {
        chunk.metadata.orig_elements = this.#encoded[Number(value.slice(PLACEHOLDER.length))];
      }
    }
  }

  #store(batch: OrigBatch, encoded: string[]): void {
    encoded.forEach((value, i) => {
      this.#encoded[batch.first + i] = value;
    });
  }

  /** Stops the thread. */
  async close(): Promise<void> {
    await this.#worker.terminate();
  }
}
