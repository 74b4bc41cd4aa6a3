// Long PDFs spread over worker threads. The pages are cut into runs; the calling thread and the page
// workers (page-worker.ts, each with its own copy of the document) take the next run as they finish one,
// so a slow thread holds back no one; the runs' drafts are put back in page order. Whatever a worker
// cannot do (it fails to start, it dies) falls back to the calling thread, which does any run left over.
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { LimitExceededError } from "../../core/errors.js";
import { isMainThread, startWorker, type WorkerScript, workerScript } from "../../core/worker-script.js";
import type { PageDrafts } from "../../layout/index.js";
import { InvalidPdfError, type PdfDocument } from "./open.js";
import { type RangeSettings, readPageRange } from "./page-range.js";
import type { WorkerReply, WorkerRequest, WorkerSetup } from "./page-worker.js";
import type { PageMode } from "./pages.js";
import { compiledPdfium } from "./pdfium.js";

/**
 * Documents of up to this many pages stay in the calling thread. A page of text costs about 3 ms of CPU
 * (PDFium's load and text page 1.9 ms of it); a page worker reads its first page about 0.1 s after it is
 * started (its module graph and a PDFium instance; the compiled PDFium is shared), so a second thread
 * gains wall time from about a hundred pages on. It costs CPU all the same: its first run goes at half
 * speed while V8 warms its code up again, and that warm-up (its own JIT compiles on V8's background
 * threads) is 0.4–0.5 s of CPU on a long document — on DA-619p.pdf, 2 threads take 3.6 s of CPU where
 * one takes 2.6 s (2 cores).
 */
export const PARALLEL_MIN_PAGES = 100;
/** Pages each further thread must have to itself to pay for its start. */
const PAGES_PER_THREAD = 50;
/** More threads than this buy little and each holds its own PDFium instance and copy of the document. */
const MAX_THREADS = 4;
/**
 * Page workers running in this thread, over every document it is reading. Documents read at once (the
 * command line partitions files concurrently) share the cores: together they start no more workers than
 * one document may, as each further worker costs its start, its own PDFium and JIT warm-up (about half
 * a second of CPU on a long document) for no core left to run it on. Measured, DA-619p.pdf and a 400-page
 * PDF partitioned together on 2 cores: a worker each took 40 % more CPU and 60 MB more than none.
 */
let workersRunning = 0;

/** How many more page workers may start now (see workersRunning). */
function freeWorkerSlots(): number {
  return Math.max(0, Math.min(availableParallelism(), MAX_THREADS) - 1 - workersRunning);
}
/** Runs a worker holds at once (see feed). */
const RUNS_IN_FLIGHT = 2;
/** See startWorker. */
const WORKER_YOUNG_GENERATION_MB = 16;
/** Environment override of the thread count (1 = never spread pages over threads). */
export const THREADS_ENV = "DOCFLOW_PDF_THREADS";
/**
 * Where the page worker's script is: a bundle sets this global to its path (see page-worker.ts); from
 * sources the .ts file beside this one is used.
 */
export const WORKER_SCRIPT_SYMBOL = Symbol.for("docflow.pdfPageWorkerScript");
/** The name of the bundled page worker, looked for beside the bundle when the global is not set. */
export const WORKER_BUNDLE_NAME = "pdf-page-worker.js";

/**
 * How many threads (the calling one included) read the pages. `requested` is the caller's choice (an
 * engine option); otherwise DOCFLOW_PDF_THREADS, otherwise one per core — except inside a worker thread
 * (the server's partition pool), where the pool already keeps the cores busy. Only the fast strategy is
 * spread: the others are bound by OCR, which has its own processes.
 */
export function pageThreads(mode: PageMode, pages: number, requested?: number): number {
  if (mode !== "fast" || pages <= PARALLEL_MIN_PAGES) return 1;
  const configured = requested ?? parseThreads(process.env[THREADS_ENV]);
  const wanted = configured ?? (isMainThread() ? availableParallelism() : 1);
  const cores = availableParallelism();
  return Math.max(1, Math.min(wanted, cores, MAX_THREADS, Math.floor(pages / PAGES_PER_THREAD)));
}

function parseThreads(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 1) {
    throw new Error(`${THREADS_ENV} must be a whole number of threads of at least 1, not "${value}"`);
  }
  return threads;
}

/** Pages of the longest run, and of the shortest (the last runs, bar the very last). */
const MAX_RUN_PAGES = 40;
const MIN_RUN_PAGES = 8;
/** Each run takes at most this share of a thread's part of the pages still to give out. */
const RUNS_PER_THREAD_LEFT = 4;

/**
 * Runs of consecutive pages ([first, last], 1-based), shorter towards the end (guided scheduling): each
 * takes a quarter of a thread's share of the pages left, within MIN_RUN_PAGES..MAX_RUN_PAGES. Whoever
 * finishes first then waits at most a short run for the others, where runs of one size left it waiting
 * for up to two long ones (the worker holds RUNS_IN_FLIGHT): 0.02–0.17 s of a 1.6 s read of 619 pages.
 */
export function pageRuns(pages: number, threads: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let first = 1; first <= pages; ) {
    const left = pages - first + 1;
    const share = Math.ceil(left / (threads * RUNS_PER_THREAD_LEFT));
    const size = Math.max(MIN_RUN_PAGES, Math.min(MAX_RUN_PAGES, share));
    const last = Math.min(pages, first + size - 1);
    runs.push([first, last]);
    first = last + 1;
  }
  return runs;
}

/** The page worker's script (see core/worker-script.ts). */
const PAGE_WORKER = {
  symbol: WORKER_SCRIPT_SYMBOL,
  bundleName: WORKER_BUNDLE_NAME,
  source: new URL("./page-worker.ts", import.meta.url),
};

function startPageWorker(script: WorkerScript, setup: WorkerSetup): Worker {
  // The worker's own copy of the file, moved rather than cloned (a view's whole buffer would be cloned).
  const data = new Uint8Array(setup.data);
  return startWorker(script, {
    workerData: { ...setup, data },
    transferList: [data.buffer],
    // A small young generation keeps the thread's heap near what it holds (a run's pages and drafts):
    // left to V8 it grows to tens of megabytes per thread, for little speed.
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
}

function replyError(reply: Extract<WorkerReply, { ok: false }>, filename: string): Error {
  if (reply.kind === "invalid") return new InvalidPdfError(filename, reply.message);
  if (reply.kind === "limit") {
    const error = new LimitExceededError(filename, "");
    error.message = reply.message;
    return error;
  }
  return new Error(`Reading pages ${reply.first}-${reply.last} of ${filename} failed: ${reply.message}`);
}

export interface ParallelRead {
  /** The runs' drafts in page order, furniture still undecided. */
  parts: PageDrafts[];
  /** How many runs worker threads read (the rest were read by the calling thread). */
  workerRuns: number;
  /** How many worker threads were started. */
  workers: number;
}

/** Reads all pages of `doc` (opened from `data`) with `threads` threads. */
export async function readPagesInParallel(
  doc: PdfDocument,
  data: Uint8Array,
  settings: RangeSettings,
  threads: number,
): Promise<ParallelRead> {
  const runs = pageRuns(doc.numPages, threads);
  const results: PageDrafts[] = new Array(runs.length);
  const queue = runs.map((_, index) => index);
  let failure: unknown;
  let workerRuns = 0;
  const next = () => (failure === undefined ? queue.shift() : undefined);

  const here = async () => {
    for (let index = next(); index !== undefined; index = next()) {
      const [first, last] = runs[index] as [number, number];
      try {
        results[index] = await readPageRange(doc, first, last, settings);
      } catch (error) {
        failure ??= error;
      }
      // Reading the text layer never waits for anything, so without this the workers' answers (and
      // their next runs) would wait until this thread had read every run left: the workers sat idle
      // and a long PDF took one core of two.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  /** Gives the worker runs until none is left; a run it could not finish goes back to the queue. */
  function feed(worker: Worker): Promise<void> {
    return new Promise((resolve) => {
      let done = false;
      const stop = () => {
        if (done) return;
        done = true;
        worker.removeAllListeners("message");
        resolve();
      };
      // The runs the worker holds, in the order given: it reads them one after the other.
      const given: number[] = [];
      const give = () => {
        const index = next();
        if (index === undefined) {
          if (given.length === 0) stop();
          return;
        }
        given.push(index);
        const [first, last] = runs[index] as [number, number];
        const request: WorkerRequest = { index, first, last };
        worker.postMessage(request);
      };
      worker.on("message", (reply: WorkerReply) => {
        const at = given.indexOf(reply.index);
        if (at >= 0) given.splice(at, 1);
        if (reply.ok) {
          // Drafts come as one JSON string: cheaper to pass and parse than a graph of objects to clone.
          results[reply.index] = JSON.parse(reply.drafts) as PageDrafts;
          workerRuns++;
        } else failure ??= replyError(reply, settings.filename);
        give();
      });
      const lost = () => {
        // Runs it held go back to the queue, for this thread or another worker.
        queue.unshift(...given.splice(0));
        stop();
      };
      worker.on("error", lost);
      worker.on("exit", lost);
      // Two runs at a time: the next one waits in the worker, which never idles while this thread, busy
      // with a run of its own, has not yet read its answer.
      for (let i = 0; i < RUNS_IN_FLIGHT; i++) give();
    });
  }

  const script = workerScript(PAGE_WORKER);
  const workers: Worker[] = [];
  const elsewhere: Promise<void>[] = [];
  // Taken before any wait, so documents started together do not both count the same free slots.
  const slots = script ? Math.min(Math.min(threads, runs.length) - 1, freeWorkerSlots()) : 0;
  workersRunning += slots;
  let held = slots;
  try {
    if (script && slots > 0) {
      // The workers get PDFium compiled: a WebAssembly.Module is shared between threads, not copied.
      const pdfium = await compiledPdfium();
      for (let i = 0; i < slots; i++) {
        let worker: Worker;
        try {
          worker = startPageWorker(script, { data, settings, pdfium, limits: doc.limits });
        } catch {
          break;
        }
        workers.push(worker);
        elsewhere.push(feed(worker));
      }
      // Slots no worker could be started in go back at once, for another document.
      workersRunning -= held - workers.length;
      held = workers.length;
    }

    await Promise.all([here(), ...elsewhere]);
    // Runs given back by workers that were lost after this thread ran out of work.
    await here();
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
    workersRunning -= held;
  }
  if (failure !== undefined) throw failure;
  return { parts: results, workerRuns, workers: workers.length };
}
