import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  checkHiResModel
} from "./chunk-CKOKHYIK.js";
import {
  requestLanguages
} from "./chunk-UIYBJ3PP.js";
import {
  FontBook,
  readPageRange
} from "./chunk-A2GS2AX7.js";
import {
  InvalidPdfError,
  openPdf
} from "./chunk-5SX5R5CK.js";
import {
  DraftAssembler
} from "./chunk-S2SAYHHQ.js";
import "./chunk-CGHGKQ3J.js";
import "./chunk-2OFCS22J.js";
import "./chunk-4I3I35UI.js";
import "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/pdf/parallel.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isMainThread, Worker } from "node:worker_threads";
var PARALLEL_MIN_PAGES = 40;
var MAX_THREADS = 4;
var WORKER_YOUNG_GENERATION_MB = 16;
var THREADS_ENV = "DOCFLOW_PDF_THREADS";
var WORKER_SCRIPT_SYMBOL = /* @__PURE__ */ Symbol.for("docflow.pdfPageWorkerScript");
var WORKER_BUNDLE_NAME = "pdf-page-worker.js";
function pageThreads(mode, pages, requested) {
  if (mode !== "fast" || pages <= PARALLEL_MIN_PAGES) return 1;
  const configured = requested ?? parseThreads(process.env[THREADS_ENV]);
  const wanted = configured ?? (isMainThread ? availableParallelism() : 1);
  return Math.max(1, Math.min(wanted, MAX_THREADS, Math.floor(pages / (PARALLEL_MIN_PAGES / 2))));
}
function parseThreads(value) {
  if (value === void 0 || value.trim() === "") return void 0;
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 1) {
    throw new Error(`${THREADS_ENV} must be a whole number of threads of at least 1, not "${value}"`);
  }
  return threads;
}
function pageRuns(pages, threads) {
  const size = Math.max(8, Math.min(40, Math.ceil(pages / (threads * 8))));
  const runs = [];
  for (let first = 1; first <= pages; first += size) runs.push([first, Math.min(pages, first + size - 1)]);
  return runs;
}
function workerScript() {
  const given = globalThis[WORKER_SCRIPT_SYMBOL];
  if (typeof given === "string" || given instanceof URL) {
    const url = given instanceof URL ? given : given.startsWith("file:") ? new URL(given) : pathToFileURL(given);
    return { url, sources: url.pathname.endsWith(".ts") };
  }
  if (import.meta.url.endsWith(".ts"))
    return { url: new URL("./page-worker.ts", import.meta.url), sources: true };
  for (const name of [`./${WORKER_BUNDLE_NAME}`, `../${WORKER_BUNDLE_NAME}`]) {
    const url = new URL(name, import.meta.url);
    if (existsSync(fileURLToPath(url))) return { url, sources: false };
  }
  return void 0;
}
var SOURCES_BOOTSTRAP = `
const { registerHooks } = require("node:module");
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\\.\\.?\\//.test(specifier) || !specifier.endsWith(".js")) throw error;
      return nextResolve(specifier.slice(0, -3) + ".ts", context);
    }
  },
});
import(require("node:worker_threads").workerData.script);
`;
function startWorker(script, setup) {
  const data = new Uint8Array(setup.data);
  const workerData = { ...setup, data, script: script.url.href };
  const options = {
    workerData,
    transferList: [data.buffer],
    // A small young generation keeps the thread's heap near what it holds (a run's pages and drafts):
    // left to V8 it grows to tens of megabytes per thread, for little speed.
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB }
  };
  return script.sources ? new Worker(SOURCES_BOOTSTRAP, { ...options, eval: true }) : new Worker(script.url, options);
}
function replyError(reply, filename) {
  return reply.invalidPdf ? new InvalidPdfError(filename, reply.message) : new Error(`Reading pages ${reply.first}-${reply.last} of ${filename} failed: ${reply.message}`);
}
async function readPagesInParallel(doc, data, settings, threads) {
  const runs = pageRuns(doc.numPages, threads);
  const results = new Array(runs.length);
  const queue = runs.map((_, index) => index);
  let failure;
  let workerRuns = 0;
  const next = () => failure === void 0 ? queue.shift() : void 0;
  const fonts = new FontBook();
  const here = async () => {
    for (let index = next(); index !== void 0; index = next()) {
      const [first, last] = runs[index];
      try {
        results[index] = await readPageRange(doc, first, last, settings, fonts);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  const script = workerScript();
  const workers = [];
  const elsewhere = [];
  if (script) {
    for (let i = 1; i < Math.min(threads, runs.length); i++) {
      let worker;
      try {
        worker = startWorker(script, { data, settings });
      } catch {
        break;
      }
      workers.push(worker);
      elsewhere.push(feed(worker));
    }
  }
  function feed(worker) {
    return new Promise((resolve) => {
      let current;
      let done = false;
      const stop = () => {
        if (done) return;
        done = true;
        worker.removeAllListeners("message");
        resolve();
      };
      const give = () => {
        current = next();
        if (current === void 0) return stop();
        const [first, last] = runs[current];
        const request = { index: current, first, last };
        worker.postMessage(request);
      };
      worker.on("message", (reply) => {
        if (reply.ok) {
          results[reply.index] = reply.drafts;
          workerRuns++;
        } else failure ??= replyError(reply, settings.filename);
        current = void 0;
        give();
      });
      const lost = () => {
        if (current !== void 0) queue.unshift(current);
        current = void 0;
        stop();
      };
      worker.on("error", lost);
      worker.on("exit", lost);
      give();
    });
  }
  try {
    await Promise.all([here(), ...elsewhere]);
    await here();
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  if (failure !== void 0) throw failure;
  return { parts: results, workerRuns };
}

// src/engine/formats/pdf/index.ts
function wantsTables(context) {
  const { params } = context;
  const skipped = params.skip_infer_table_types.some(
    (type) => type.replace(/^\./, "").toLowerCase() === "pdf"
  );
  return params.pdf_infer_table_structure && !skipped;
}
function extractTypes(context) {
  return new Set(context.params.extract_image_block_types.map((type) => type.trim().toLowerCase()));
}
async function readDocument(context, mode) {
  const { params, filename } = context;
  const settings = {
    mode,
    tables: mode !== "fast" && wantsTables(context),
    extract: mode === "fast" ? [] : [...extractTypes(context)],
    languages: [...requestLanguages(params)],
    filename,
    layout: {
      coordinates: params.coordinates,
      includePageBreaks: params.include_page_breaks,
      filename
    }
  };
  const assembler = new DraftAssembler();
  const { doc, close } = await openPdf(context.data, filename);
  try {
    const threads = pageThreads(mode, doc.numPages, context.pageThreads);
    if (threads > 1) {
      const { parts } = await readPagesInParallel(doc, context.data, settings, threads);
      for (const part of parts) assembler.add(part);
    } else {
      assembler.add(await readPageRange(doc, 1, doc.numPages, settings));
    }
  } finally {
    await close();
  }
  return { drafts: assembler.finish(), hasText: assembler.hasText };
}
async function partitionPdf(context) {
  const { params, filename } = context;
  checkHiResModel(params.hi_res_model_name, filename);
  switch (params.strategy) {
    case "fast":
      return (await readDocument(context, "fast")).drafts;
    case "ocr_only":
      return (await readDocument(context, "ocr_only")).drafts;
    case "auto": {
      if (wantsTables(context) || extractTypes(context).size > 0) {
        return (await readDocument(context, "hi_res")).drafts;
      }
      const fast = await readDocument(context, "fast");
      return fast.hasText ? fast.drafts : (await readDocument(context, "ocr_only")).drafts;
    }
    default:
      return (await readDocument(context, "hi_res")).drafts;
  }
}
export {
  partitionPdf
};
