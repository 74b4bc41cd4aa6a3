// Where a worker thread's script is, and starting it, for the engine's own threads (the PDF page workers,
// the orig_elements compressor). Bundled, each script is an entry of its own beside the bundle (code may
// sit in a chunks/ folder below it); from the sources (tests, development) the .ts file is started
// through a resolve hook that maps the sources' `./x.js` imports to `./x.ts`. A global named by a symbol
// may point elsewhere (a test, another bundle layout).
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Worker, WorkerOptions } from "node:worker_threads";

export interface WorkerScript {
  url: URL;
  /** TypeScript sources: the worker needs `.js` imports resolved to `.ts` files. */
  sources: boolean;
}

export interface WorkerScriptPlace {
  /** The global that may name the script (a path or file URL). */
  symbol: symbol;
  /** The bundled script's file name, looked for beside the bundle. */
  bundleName: string;
  /** The source file, used when this module runs from sources. */
  source: URL;
}

/** The script of a worker, or undefined when there is none to start. */
export function workerScript(place: WorkerScriptPlace): WorkerScript | undefined {
  const given = (globalThis as Record<symbol, unknown>)[place.symbol];
  if (typeof given === "string" || given instanceof URL) {
    const url =
      given instanceof URL ? given : given.startsWith("file:") ? new URL(given) : pathToFileURL(given);
    return { url, sources: url.pathname.endsWith(".ts") };
  }
  if (import.meta.url.endsWith(".ts")) return { url: place.source, sources: true };
  for (const name of [`./${place.bundleName}`, `../${place.bundleName}`]) {
    const url = new URL(name, import.meta.url);
    if (existsSync(fileURLToPath(url))) return { url, sources: false };
  }
  return undefined;
}

/**
 * Node strips the types of .ts files but does not map the sources' `./x.js` imports to `./x.ts`; a
 * resolve hook in the worker does (bundles never take this path).
 */
const SOURCES_BOOTSTRAP = `
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

/**
 * Starts the script in a worker thread; `workerData` reaches it with `script` added. node:worker_threads
 * is loaded here, on first use, so a start-up that starts no thread does not compile it.
 */
export function startWorker(script: WorkerScript, options: WorkerOptions & { workerData: object }): Worker {
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const workerData = { ...options.workerData, script: script.url.href };
  return script.sources
    ? new Worker(SOURCES_BOOTSTRAP, { ...options, workerData, eval: true })
    : new Worker(script.url, { ...options, workerData });
}

/** Whether this is the process's main thread (in a worker thread, the engine starts no threads of its own). */
export function isMainThread(): boolean {
  return process.getBuiltinModule("node:worker_threads").isMainThread;
}
