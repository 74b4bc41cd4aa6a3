// The pool of worker threads that partition uploads, so CPU-bound parsing never blocks the event loop and
// several requests use several cores. Admission is counted here: at most `workers + queueSize` files are
// in the pool at once, and the next one is refused with 503 and a Retry-After estimated from recent work.
// Waiting files reach a worker smallest first (task-queue.ts).
//
// Two lanes: a file judged expensive before it starts (cost.ts: many pages, large images, OCR, many bytes
// once expanded) runs on threads of its own, at most `heavyWorkers`, started when needed and at a lower
// scheduling priority (nice 10), so cheap files keep their `workers` threads and, when the cores are
// short, the CPU; an expensive file still has the cores to itself when nothing cheap is waiting. Expensive
// files wait in a queue of their own, served client by client. Each client (an API key, or an address)
// may have at most `maxClientFiles` files in the pool; one more is answered 429.
//
// Memory given back: a worker's heap grows with what it parsed (a large PDF's pages, thousands of small
// requests' caches and code) and V8 keeps most of it, so a server idle after a busy hour held several
// times its fresh memory. Once the pool has done work and then stayed idle for `recycleIdleMs`, its
// threads are replaced by fresh ones: exiting a thread returns its whole heap to the system.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import type { EngineLimits } from "../../engine/core/types.js";
import { HttpError } from "../http/errors.js";
import type { ServerConfig } from "../settings/config.js";
import { type CostThresholds, estimateCost } from "./cost.js";
import { releaseThreadMemory } from "./release-memory.js";
import { ClientFairQueue, SmallestFirstQueue } from "./task-queue.js";
import type { BatchOutcome, PartitionBatch, PartitionOutcome, PartitionTask } from "./worker.js";

export const BUSY_DETAIL = "Server is under heavy load (limit queue-size). Please try again later.";
export const clientBusyDetail = (files: number) =>
  `This client already has ${files} files being partitioned or waiting (limit max-client-files). Please try again later.`;

/**
 * The pool (or the upload admission in front of it) has no room for more work. An HTTP request answers it
 * as a 503 with Retry-After; the workflow runtime, which shares the pool, waits and tries again instead.
 */
export class PoolBusyError extends HttpError {
  constructor(detail: string, retryAfterSeconds: number, status = 503) {
    super(status, detail, { "retry-after": String(retryAfterSeconds) });
    this.name = "PoolBusyError";
  }
}

export interface PoolOptions {
  workers: number;
  queueSize: number;
  workerFile?: string | URL | undefined;
  /**
   * Idle time after which threads that have worked are replaced by fresh ones, giving their memory
   * back (default DEFAULT_RECYCLE_IDLE_MS; 0 never replaces them).
   */
  recycleIdleMs?: number | undefined;
  /** Heap (old and young generations together) a worker may grow to, in MB; unset: V8's default. */
  workerMemoryMb?: number | undefined;
  /** Time one file may hold a worker; unset: no limit of its own (the request's time limit still applies). */
  maxFileMs?: number | undefined;
  /** The engine's bounds for every file of the pool (a task's own `limits` win). */
  limits?: Partial<EngineLimits> | undefined;
  /** Where a file is judged expensive (cost.ts); unset: every file is cheap, one lane. */
  cost?: CostThresholds | undefined;
  /** Threads expensive files may hold at once (default: `workers`); the pool runs at least one more. */
  heavyWorkers?: number | undefined;
  /** Files one client may have in the pool at once; unset: no limit of its own. */
  maxClientFiles?: number | undefined;
  /** Whether tiny files that wait go to a thread in batches (#runBatch); the worker must take batches. */
  batchTiny?: boolean | undefined;
}

/** Which lane a file runs in. */
export type Lane = "light" | "heavy";

/** Bytes of its buffer a file's view may leave unused and still be moved with the buffer, not copied. */
const MOVABLE_SLACK_BYTES = 1024 * 1024;

/** Files this small wait for a thread in batches (#runBatch): a 1 KB text costs less than its hand-off. */
export const TINY_BYTES = 16 * 1024;
/** Tiny files sent to a thread at once, at most. */
export const BATCH_MAX = 8;

/** The threads of one lane. */
type Threads = Piscina<PartitionTask | PartitionBatch, PartitionOutcome | BatchOutcome[]>;

/** The expensive lane's scheduling priority (nice): under CPU contention its threads yield to the rest. */
export const HEAVY_NICE = 10;
/** The variable that tells a worker thread to lower its own priority (partition/worker.ts reads it). */
export const NICE_ENV = "DOCFLOW_WORKER_NICE";
/** Idle time after which an expensive lane's thread leaves (it starts again on the next expensive file). */
const HEAVY_IDLE_MS = 30_000;

/** A tiny file waiting for a batch: its task, and where its outcome (or failure) goes. */
interface TinyJob {
  task: PartitionTask;
  settle(outcome: PartitionOutcome | undefined, error?: unknown): void;
}

/** The pool a server's config asks for. */
export function poolOptions(config: ServerConfig): PoolOptions {
  return {
    workers: config.workers,
    queueSize: config.queueSize,
    workerFile: config.workerFile,
    workerMemoryMb: config.workerMemoryMb,
    maxFileMs: config.maxFileMs,
    recycleIdleMs: config.workerRecycleIdleMs,
    limits: config.limits,
    cost: config.heavy,
    heavyWorkers: config.heavyWorkers,
    maxClientFiles: config.maxClientFiles,
    batchTiny: true,
  };
}

/** The young generation's share of a worker's heap budget; the rest is the old generation. */
const YOUNG_GENERATION_MB = 32;

/** Whether a task failed because its worker reached its heap limit (piscina passes Node's error on). */
function outOfMemory(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === "ERR_WORKER_OUT_OF_MEMORY" || /out of memory/i.test(String(error));
}

/** How long a running file whose caller gave up may go on before its worker is terminated. */
export const ABORT_GRACE_MS = 1000;

/** Long enough that a steady trickle of requests never pays a thread's start-up. */
export const DEFAULT_RECYCLE_IDLE_MS = 30_000;

/**
 * The worker module: the given one, else `server-worker.js` next to the running bundle. The code of this
 * module may sit in dist/ itself or in dist/chunks/ (esbuild splits shared code), so both are looked at.
 */
export function resolveWorkerFile(given?: string | URL): string {
  if (given !== undefined) {
    const path = given instanceof URL || given.startsWith("file:") ? fileURLToPath(given) : given;
    if (!existsSync(path)) throw new Error(`The partition worker module ${path} does not exist.`);
    return path;
  }
  const candidates = ["./server-worker.js", "../server-worker.js"].map((name) =>
    fileURLToPath(new URL(name, import.meta.url)),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `The partition worker bundle was not found (looked for ${candidates.join(", ")}). ` +
        "Run `npm run build`, or pass workerFile when running from sources.",
    );
  }
  return found;
}

/**
 * Bundled, piscina cannot find its own thread script (scripts/build.mjs emits it as piscina-worker.js
 * beside server-worker.js and makes piscina read its path from this global). From sources the global is
 * not read: piscina uses the script in node_modules.
 */
function pointPiscinaAtItsScript(workerFile: string): void {
  const script = join(dirname(workerFile), "piscina-worker.js");
  if (existsSync(script)) {
    (globalThis as Record<symbol, unknown>)[Symbol.for("docflow.piscinaWorkerScript")] = script;
  }
}

export interface PoolStats {
  workers: number;
  /** Threads: the workers, and one more for cheap files when expensive ones may take every worker. */
  threads: number;
  /** Files in the pool: running or waiting for a worker. */
  pending: number;
  capacity: number;
  /** Expensive files running, and waiting. */
  heavyRunning: number;
  heavyWaiting: number;
  /** Files sent back from the cheap lane to the expensive one, since the start. */
  rerouted: number;
  /** Tiny files that went to a thread in a batch of several, since the start. */
  batched: number;
  /** The batches of several tiny files sent, since the start. */
  batches: number;
}

export class PartitionPool {
  /** The threads of each lane (the expensive lane's only when files are judged by cost). */
  #pools: { light: Threads; heavy: Threads | undefined };
  readonly #workerFile: string;
  readonly #recycleIdleMs: number;
  #recycleTimer: NodeJS.Timeout | undefined;
  /** Files the current threads have partitioned. */
  #worked = 0;
  #recycled = 0;
  #closed = false;
  readonly #workers: number;
  readonly #threads: number;
  readonly #heavyWorkers: number;
  readonly #capacity: number;
  #pending = 0;
  /** Cheap files (or batches) handed to piscina: at most one per thread, so the order of the rest is ours. */
  #lightRunning = 0;
  /** Expensive files handed to piscina. */
  #heavyRunning = 0;
  #rerouted = 0;
  #batched = 0;
  /** Messages that carried a batch of several tiny files. */
  #batches = 0;
  /** Tiny cheap files waiting to go together (#runBatch), in arrival order. */
  readonly #tinyWaiting: TinyJob[] = [];
  /** Whether the next cheap thread goes to a batch of tiny files (they alternate with larger cheap files). */
  #tinyTurn = false;
  /** Whether a dispatch waits for the end of this turn of the event loop (#dispatchAfterTurn). */
  #dispatchScheduled = false;
  /** Cheap files waiting for a thread; each entry starts its file. */
  readonly #waiting = new SmallestFirstQueue<() => void>();
  /** Expensive files waiting for a thread of their lane. */
  readonly #heavyWaiting = new ClientFairQueue<() => void>();
  /** Files in the pool per client, and expensive files running per client. */
  readonly #clientFiles = new Map<string, number>();
  readonly #clientHeavy = new Map<string, number>();
  readonly #cost: CostThresholds | undefined;
  readonly #maxClientFiles: number | undefined;
  readonly #batchTiny: boolean;
  /** Recent task time, for Retry-After. */
  #averageMs = 1000;
  readonly #workerMemoryMb: number | undefined;
  readonly #maxFileMs: number | undefined;
  readonly #limits: Partial<EngineLimits> | undefined;
  /** Slots of #startedAt free for a file handed to a worker (one per worker). */
  readonly #freeSlots: number[];
  /** When each slot's file started on its worker (Date.now(), 0 until then), written by the worker. */
  readonly #startedAt: BigInt64Array<SharedArrayBuffer>;

  constructor(options: PoolOptions) {
    this.#workers = options.workers;
    this.#cost = options.cost;
    this.#maxClientFiles = options.maxClientFiles;
    this.#batchTiny = options.batchTiny === true;
    this.#heavyWorkers = Math.max(1, options.heavyWorkers ?? options.workers);
    this.#threads = options.workers + (options.cost ? this.#heavyWorkers : 0);
    this.#workerMemoryMb = options.workerMemoryMb;
    this.#maxFileMs = options.maxFileMs;
    this.#limits = options.limits;
    this.#capacity = this.#threads + options.queueSize;
    this.#freeSlots = Array.from({ length: this.#threads }, (_, slot) => slot);
    this.#startedAt = new BigInt64Array(new SharedArrayBuffer(8 * this.#threads));
    this.#workerFile = resolveWorkerFile(options.workerFile);
    this.#recycleIdleMs = options.recycleIdleMs ?? DEFAULT_RECYCLE_IDLE_MS;
    pointPiscinaAtItsScript(this.#workerFile);
    this.#pools = this.#createPools();
  }

  #createPools(): { light: Threads; heavy: Threads | undefined } {
    return {
      light: this.#createThreads(this.#workers, 0),
      heavy: this.#cost ? this.#createThreads(this.#heavyWorkers, HEAVY_NICE) : undefined,
    };
  }

  /**
   * `count` threads; with a `nice` above 0 they start when needed, leave after HEAVY_IDLE_MS without
   * work, and run at that scheduling priority (partition/worker.ts sets it).
   */
  #createThreads(count: number, nice: number): Threads {
    const pool: Threads = new Piscina({
      filename: pathToFileURL(this.#workerFile).href,
      minThreads: nice > 0 ? 0 : count,
      maxThreads: count,
      idleTimeout: nice > 0 ? HEAVY_IDLE_MS : Number.POSITIVE_INFINITY,
      ...(nice > 0 ? { env: { ...process.env, [NICE_ENV]: String(nice) } } : {}),
      // Admission is counted above; the pool itself never refuses.
      maxQueue: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: 1,
      // A file that makes its worker's heap outgrow the budget stops that worker (piscina starts another)
      // and fails alone, instead of taking the whole process to an OOM kill.
      ...(this.#workerMemoryMb === undefined
        ? {}
        : {
            resourceLimits: {
              maxOldGenerationSizeMb: Math.max(32, this.#workerMemoryMb - YOUNG_GENERATION_MB),
              maxYoungGenerationSizeMb: Math.min(YOUNG_GENERATION_MB, this.#workerMemoryMb / 4),
            },
          }),
    });
    // A worker that fails to start or dies is replaced by piscina; its task's promise carries the error.
    pool.on("error", () => {});
    return pool;
  }

  get stats(): PoolStats {
    return {
      workers: this.#workers,
      threads: this.#threads,
      pending: this.#pending,
      capacity: this.#capacity,
      heavyRunning: this.#heavyRunning,
      heavyWaiting: this.#heavyWaiting.size,
      rerouted: this.#rerouted,
      batched: this.#batched,
      batches: this.#batches,
    };
  }

  /** How many times idle threads were replaced by fresh ones (tests and diagnostics). */
  get recycled(): number {
    return this.#recycled;
  }

  /** Once the pool is idle: replaces the threads after `recycleIdleMs` if they have worked. */
  #scheduleRecycle(): void {
    if (this.#pending > 0 || this.#worked === 0 || this.#recycleIdleMs <= 0 || this.#closed) return;
    clearTimeout(this.#recycleTimer);
    this.#recycleTimer = setTimeout(() => this.#recycle(), this.#recycleIdleMs);
    // An idle server with nothing else to do may exit; this timer does not hold it.
    this.#recycleTimer.unref();
  }

  #recycle(): void {
    this.#recycleTimer = undefined;
    if (this.#pending > 0 || this.#worked === 0 || this.#closed) return;
    const old = this.#pools;
    this.#pools = this.#createPools();
    this.#worked = 0;
    this.#recycled++;
    // Nothing runs on the old threads (nothing is pending), so they stop at once. Then this thread's
    // heap gives back what V8 pooled (release-memory.ts), unless work came in meanwhile.
    Promise.all([old.light.destroy(), old.heavy?.destroy()])
      .catch(() => {})
      .then(() => {
        if (this.#pending === 0 && !this.#closed) releaseThreadMemory();
      });
  }

  /**
   * Seconds a refused client should wait: about the time the work ahead of it takes (the files in the pool
   * and `extraFiles` more, e.g. uploads still arriving, shared among the workers, at the recent average).
   */
  retryAfterSeconds(extraFiles = 0): number {
    const ahead = Math.max(1, (this.#pending + extraFiles) / this.#threads);
    return Math.min(600, Math.max(1, Math.ceil((this.#averageMs * ahead) / 1000)));
  }

  /** A 503 with the Retry-After the queue gives. */
  busyError(detail = BUSY_DETAIL, extraFiles = 0): PoolBusyError {
    return new PoolBusyError(detail, this.retryAfterSeconds(extraFiles));
  }

  /**
   * Throws 503 when another file would not fit, 429 when `client` already has its share of files in the
   * pool; a request checks before reading its upload.
   */
  admit(files = 1, client?: string): void {
    if (this.#pending + files > this.#capacity) throw this.busyError();
    if (client === undefined || this.#maxClientFiles === undefined) return;
    const own = this.#clientFiles.get(client) ?? 0;
    if (own + files > this.#maxClientFiles) {
      // The client's own files are the work ahead of its retry.
      throw new PoolBusyError(clientBusyDetail(own), this.retryAfterSeconds(own), 429);
    }
  }

  #count(counts: Map<string, number>, client: string, delta: number): void {
    const value = (counts.get(client) ?? 0) + delta;
    if (value > 0) counts.set(client, value);
    else counts.delete(client);
  }

  /**
   * Partitions one file in a worker. The file's bytes are transferred (the caller's view is detached).
   * Rejects with 503 when the pool is full, and with an AbortError when `signal` aborts: a waiting file
   * leaves the queue at once; a running one is let finish for ABORT_GRACE_MS, then stopped by terminating
   * its worker (a new one takes its place).
   */
  async run(task: PartitionTask, signal: AbortSignal, client = ""): Promise<PartitionOutcome> {
    this.admit(1, client);
    this.#pending++;
    this.#count(this.#clientFiles, client, 1);
    clearTimeout(this.#recycleTimer);
    this.#recycleTimer = undefined;
    try {
      const { buffer, byteLength } = task.data;
      // A view of (nearly) its whole buffer is moved with that buffer (an upload's, a little larger than
      // its file: upload.ts); anything else is copied into a buffer of its own first (not with slice(): on
      // a Node Buffer that is a view of Node's shared, untransferable pool).
      let data =
        buffer instanceof ArrayBuffer &&
        (byteLength === buffer.byteLength ||
          (buffer.byteLength > Buffer.poolSize && buffer.byteLength - byteLength <= MOVABLE_SLACK_BYTES))
          ? task.data
          : new Uint8Array(task.data);
      let lane: Lane = this.#cost && estimateCost(data, task.params, this.#cost).heavy ? "heavy" : "light";
      for (;;) {
        const ready = { ...task, data, lightLimits: this.#lightLimits(lane) };
        let outcome: PartitionOutcome;
        if (this.#batchTiny && lane === "light" && data.byteLength <= TINY_BYTES) {
          // A tiny file goes with the others that arrive in the same turn of the event loop, or wait for a
          // thread, in one message (#runBatch).
          outcome = await this.#waitInBatch(ready, signal);
        } else {
          await this.#turn(lane, data.byteLength, client, signal);
          outcome = await this.#runOnWorker(ready, signal, lane, client);
        }
        // Found expensive early in the cheap lane: the bytes come back, and the file goes to its lane.
        if (!outcome.ok && outcome.reroute) {
          data = outcome.reroute;
          lane = "heavy";
          this.#rerouted++;
          continue;
        }
        return outcome;
      }
    } finally {
      this.#pending--;
      this.#count(this.#clientFiles, client, -1);
      this.#scheduleRecycle();
    }
  }

  /** Queues a tiny file for the next batch; settles with its outcome, or an AbortError when `signal` aborts first. */
  #waitInBatch(task: PartitionTask, signal: AbortSignal): Promise<PartitionOutcome> {
    if (signal.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
      const job: TinyJob = {
        task,
        settle: (outcome, error) => {
          signal.removeEventListener("abort", onAbort);
          if (error === undefined) resolve(outcome as PartitionOutcome);
          else reject(error);
        },
      };
      // Waiting, it leaves the queue; running, its answer is dropped (a tiny file is not worth a worker).
      const onAbort = () => {
        const index = this.#tinyWaiting.indexOf(job);
        if (index >= 0) this.#tinyWaiting.splice(index, 1);
        job.settle = () => {};
        reject(abortError(signal));
      };
      signal.addEventListener("abort", onAbort, { once: true });
      this.#tinyWaiting.push(job);
      this.#dispatchAfterTurn();
    });
  }

  /**
   * Dispatches once the event loop has read what arrived with this file (setImmediate runs after the turn's
   * I/O callbacks and their promises): the tiny files of one turn go to a free thread together, not one
   * message and one thread wake-up each, which on a VM cost about as much as partitioning them.
   */
  #dispatchAfterTurn(): void {
    if (this.#dispatchScheduled) return;
    this.#dispatchScheduled = true;
    setImmediate(() => {
      this.#dispatchScheduled = false;
      this.#dispatch();
    });
  }

  /**
   * Tiny files that waited, up to BATCH_MAX, in one task on one thread: one message each way instead of
   * one per file, which on a busy server cost more than partitioning a small text. Each file keeps its
   * own clock (the worker restarts it per file), outcome and failure.
   */
  #runBatch(jobs: TinyJob[]): void {
    const started = performance.now();
    if (jobs.length > 1) {
      this.#batched += jobs.length;
      this.#batches++;
    }
    const slot = this.#freeSlots.pop() as number;
    const stop = new AbortController();
    const clock = this.#maxFileMs === undefined ? undefined : this.#fileClock(slot, stop);
    const release = () => {
      clock?.stop();
      this.#freeSlots.push(slot);
      this.#lightRunning--;
      this.#worked += jobs.length;
      this.#dispatch();
    };
    const batch: PartitionBatch = {
      batch: jobs.map((job) => ({ ...job.task, limits: job.task.limits ?? this.#limits })),
      clock: { startedAt: this.#startedAt.buffer, slot },
    };
    this.#pools.light
      .run(batch, {
        signal: stop.signal,
        transferList: jobs.map((job) => job.task.data.buffer as ArrayBuffer),
      })
      .then(
        (outcomes) => {
          release();
          const each = (performance.now() - started) / jobs.length;
          this.#averageMs = this.#averageMs * 0.8 + each * 0.2;
          const list = outcomes as BatchOutcome[];
          for (const [i, job] of jobs.entries()) {
            const outcome = list[i] as BatchOutcome;
            if (!outcome.ok && outcome.fault !== undefined) job.settle(undefined, new Error(outcome.fault));
            else job.settle(outcome);
          }
        },
        (error: unknown) => {
          release();
          const failure = this.#limitError(error, jobs[0]?.task.filename ?? "", clock?.expired === true);
          for (const job of jobs) job.settle(undefined, failure);
        },
      );
  }

  /** The cheap lane's bounds: past them a file is expensive after all (runPartitionTask reroutes it). */
  #lightLimits(lane: Lane): PartitionTask["lightLimits"] {
    if (lane === "heavy" || !this.#cost) return undefined;
    return { maxPages: this.#cost.pages, maxUncompressedBytes: this.#cost.bytes };
  }

  /** The task on a worker (its turn taken): resolves with its outcome, or rejects when `signal` aborts. */
  #runOnWorker(
    task: PartitionTask,
    signal: AbortSignal,
    lane: Lane,
    client: string,
  ): Promise<PartitionOutcome> {
    // Retry-After multiplies the work ahead by the time a file takes on a worker, so queueing is not
    // counted in that time (it would count the queue twice).
    const started = performance.now();
    const slot = this.#freeSlots.pop() as number;
    const stop = new AbortController();
    const clock = this.#maxFileMs === undefined ? undefined : this.#fileClock(slot, stop);
    let grace: NodeJS.Timeout | undefined;
    return new Promise<PartitionOutcome>((resolve, reject) => {
      // The caller hears of its abort at once; the worker stays counted as busy until the file is done.
      // Stopping a running file costs a thread start (the engine loads again, a third of a second of CPU),
      // so a file that is nearly done is let finish: one still running ABORT_GRACE_MS later is stopped.
      const onAbort = () => {
        reject(abortError(signal));
        grace = setTimeout(() => stop.abort(signal.reason), ABORT_GRACE_MS);
      };
      // The worker is free again: counted before the caller hears, so its own bookkeeping sees it.
      const release = () => {
        signal.removeEventListener("abort", onAbort);
        clearTimeout(grace);
        clock?.stop();
        this.#freeSlots.push(slot);
        if (lane === "heavy") {
          this.#heavyRunning--;
          this.#count(this.#clientHeavy, client, -1);
        } else {
          this.#lightRunning--;
        }
        this.#worked++;
        this.#dispatch();
      };
      (lane === "heavy" && this.#pools.heavy ? this.#pools.heavy : this.#pools.light)
        .run(
          {
            ...task,
            limits: task.limits ?? this.#limits,
            clock: { startedAt: this.#startedAt.buffer, slot },
          },
          { signal: stop.signal, transferList: [task.data.buffer as ArrayBuffer] },
        )
        .then(
          (outcome) => {
            release();
            this.#averageMs = this.#averageMs * 0.8 + (performance.now() - started) * 0.2;
            // One task, one outcome (a batch is #runBatch's).
            resolve(outcome as PartitionOutcome);
          },
          (error: unknown) => {
            release();
            reject(this.#limitError(error, task.filename, clock?.expired === true));
          },
        );
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  /**
   * max-file-seconds for the file in `slot`: its own time starts when its worker starts it (a replacement
   * worker first loads the engine), which the worker writes to shared memory (no message, which would wake
   * this thread once more per file). Expired, it aborts `stop`, which terminates the worker.
   */
  #fileClock(slot: number, stop: AbortController): { readonly expired: boolean; stop(): void } {
    const maxFileMs = this.#maxFileMs as number;
    Atomics.store(this.#startedAt, slot, 0n);
    let expired = false;
    let timer: NodeJS.Timeout;
    const check = () => {
      const startedAt = Number(Atomics.load(this.#startedAt, slot));
      // Not started yet (its worker is still loading): the whole limit is still ahead.
      const left = startedAt === 0 ? maxFileMs : startedAt + maxFileMs - Date.now();
      if (left > 0) {
        timer = setTimeout(check, left);
        return;
      }
      expired = true;
      stop.abort();
    };
    timer = setTimeout(check, maxFileMs);
    return {
      get expired() {
        return expired;
      },
      stop: () => clearTimeout(timer),
    };
  }

  /** A worker stopped by a limit becomes the client's 413 or 422 naming it; other errors pass on. */
  #limitError(error: unknown, filename: string, timedOut: boolean): unknown {
    const name = filename || "The file";
    if (timedOut && this.#maxFileMs !== undefined) {
      return new HttpError(
        422,
        `${name} exceeds a limit: it took more than ${this.#maxFileMs / 1000} s of processing (limit max-file-seconds).`,
      );
    }
    if (outOfMemory(error)) {
      return new HttpError(
        413,
        `${name} exceeds a limit: partitioning it needs more than ${this.#workerMemoryMb} MB of memory (limit worker-memory-mb).`,
      );
    }
    return error;
  }

  /** Whether a file of `lane` may start now: its lane has a thread free. */
  #free(lane: Lane): boolean {
    return lane === "light" ? this.#lightRunning < this.#workers : this.#heavyRunning < this.#heavyWorkers;
  }

  /**
   * A thread came free: an expensive file first while its lane has room, else cheap ones: a batch of tiny
   * files and the next larger cheap file by turns, so neither waits for the other to run dry.
   */
  #dispatch(): void {
    for (;;) {
      const heavy = this.#free("heavy")
        ? this.#heavyWaiting.shift((client) => this.#clientHeavy.get(client) ?? 0)
        : undefined;
      if (heavy) {
        heavy();
        continue;
      }
      if (!this.#free("light")) return;
      this.#tinyTurn = !this.#tinyTurn;
      const light = this.#tinyTurn && this.#tinyWaiting.length > 0 ? undefined : this.#waiting.shift();
      if (light) {
        light();
        continue;
      }
      if (this.#tinyWaiting.length === 0) return;
      // Shared out among the free threads, so a turn's files do not all wait on one of them.
      const free = this.#workers - this.#lightRunning;
      const size = Math.min(BATCH_MAX, Math.ceil(this.#tinyWaiting.length / free));
      this.#lightRunning++;
      this.#runBatch(this.#tinyWaiting.splice(0, size));
    }
  }

  #take(lane: Lane, client: string): void {
    if (lane === "heavy") {
      this.#heavyRunning++;
      this.#count(this.#clientHeavy, client, 1);
    } else {
      this.#lightRunning++;
    }
  }

  /**
   * Resolves when a thread is free for a file of `lane` (cheap files waiting smallest first, expensive ones
   * client by client); rejects with an AbortError if `signal` aborts first.
   */
  #turn(lane: Lane, bytes: number, client: string, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(abortError(signal));
    if (this.#free(lane)) {
      this.#take(lane, client);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal.removeEventListener("abort", onAbort);
        this.#take(lane, client);
        resolve();
      };
      const onAbort = () => {
        const removed = lane === "heavy" ? this.#heavyWaiting.remove(start) : this.#waiting.remove(start);
        if (removed) reject(abortError(signal));
      };
      if (lane === "heavy") this.#heavyWaiting.push(start, client);
      else this.#waiting.push(start, bytes);
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** Stops the workers; call once no request is in flight. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#recycleTimer);
    await Promise.all([this.#pools.light.destroy(), this.#pools.heavy?.destroy()]);
  }
}

/** The error a file stopped by its caller gets: named AbortError, as piscina's own. */
function abortError(signal: AbortSignal): Error {
  return Object.assign(new Error("The task was aborted.", { cause: signal.reason }), { name: "AbortError" });
}
