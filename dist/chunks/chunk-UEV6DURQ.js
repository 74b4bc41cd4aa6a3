import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  HttpTransport,
  fileFromPath,
  mediaTypeFor,
  require_undici,
  toBlob
} from "./chunk-LMPVGZIT.js";
import {
  ElementSchema
} from "./chunk-OTYFLIC4.js";
import {
  partition
} from "./chunk-6MYC5XEE.js";
import {
  elementsToCsv,
  parsePartitionParameters,
  partitionParametersToForm
} from "./chunk-BXSLB4KJ.js";
import {
  external_exports
} from "./chunk-4OXEBAUD.js";
import {
  __toESM
} from "./chunk-PCHJDGZE.js";

// src/modes/partition.ts
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";

// src/client/partition.ts
var import_undici = __toESM(require_undici(), 1);
var PARTITION_PATH = "/general/v0/general";
var ElementListSchema = external_exports.array(ElementSchema);
var ElementListsSchema = external_exports.array(ElementListSchema);
var DEFAULT_PARTITION_TIMEOUT_MS = 15 * 6e4;
function partitionForm(params = {}) {
  const given = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== void 0).map(([key, value]) => [key.replace(/\[\]$/, ""), value])
  );
  const parsed = parsePartitionParameters(given);
  const chosen = {};
  for (const key of Object.keys(given)) chosen[key] = key in parsed ? parsed[key] : given[key];
  return partitionParametersToForm(chosen);
}
var PartitionClient = class {
  #http;
  /** `baseUrl` is the partition base address; a trailing `/general/v0/general` is accepted too. */
  constructor(options) {
    const baseUrl = options.baseUrl.replace(/\/+$/, "").replace(/\/general\/v0\/general$/, "");
    this.#http = new HttpTransport({ ...options, baseUrl }, DEFAULT_PARTITION_TIMEOUT_MS);
  }
  #form(files, fields) {
    const form = new import_undici.FormData();
    for (const [name, value] of fields) form.append(name, value);
    for (const file of files) form.append("files", toBlob(file), file.name);
    return form;
  }
  #spec(files, params, accept, options) {
    const output_format = accept.startsWith("text/csv") ? "text/csv" : "application/json";
    return {
      method: "POST",
      path: PARTITION_PATH,
      form: this.#form(files, partitionForm({ ...params, output_format })),
      // Partitioning the same file twice gives the same answer, so the call is safe to repeat.
      idempotent: true,
      accept,
      ...options
    };
  }
  /** Partitions one file and returns its elements. */
  async partition(file, params = {}, options = {}) {
    return this.#http.call(ElementListSchema, this.#spec([file], params, "application/json", options));
  }
  /** Partitions several files in one request; the answer holds one element list per file, in order. */
  async partitionFiles(files, params = {}, options = {}) {
    if (files.length === 0) throw new TypeError("partitionFiles needs at least one file.");
    const spec = this.#spec(files, params, "application/json", options);
    if (files.length === 1) return [await this.#http.call(ElementListSchema, spec)];
    return this.#http.call(ElementListsSchema, spec);
  }
  /** Partitions one file and returns the elements as CSV text. */
  async partitionToCsv(file, params = {}, options = {}) {
    const response = await this.#http.send(
      this.#spec([file], params, "text/csv, application/json;q=0.5", options)
    );
    return response.body.toString("utf8");
  }
};

// src/modes/partition.ts
function createPartitioner(options) {
  const params = parsePartitionParameters(options.params);
  if (!options.apiUrl) return async ({ data, filename }) => partition({ data, filename }, params);
  const client = new PartitionClient({
    baseUrl: options.apiUrl,
    apiKey: options.apiKey
  });
  return async ({ data, filename }) => client.partition({ name: filename, data, contentType: mediaTypeFor(filename) }, options.params);
}
function embedded(params) {
  return async (file) => partition({ data: await readFile(file), filename: basename(file) }, params);
}
function remote(apiUrl, apiKey, params) {
  const client = new PartitionClient({ baseUrl: apiUrl, apiKey });
  return async (file) => client.partition(await fileFromPath(file), params);
}
function elementStats(elements) {
  const types = {};
  let pages = 0;
  for (const element of elements) {
    types[element.type] = (types[element.type] ?? 0) + 1;
    const page = element.metadata?.page_number;
    if (typeof page === "number" && page > pages) pages = page;
  }
  return pages > 0 ? { pages, types } : { types };
}
function safeRelative(file) {
  const normalized = file.replaceAll("\\", "/").replace(/^(\.\/)+/, "");
  if (!normalized || isAbsolute(file) || normalized.startsWith("/")) return void 0;
  const parts = normalized.split("/");
  if (parts.some((part) => part === ".." || part === "")) return void 0;
  return normalized;
}
function portablePath(path) {
  return path.replace(/[":<>|*?\\\u0000-\u001f]/g, "_");
}
function outputName(file, format, taken, mirror) {
  const extension = format === "text/csv" ? "csv" : "json";
  const mirrored = mirror ? safeRelative(file) : void 0;
  const stem = mirrored ? portablePath(mirrored) : basename(file);
  let name = `${stem}.${extension}`;
  for (let n = 2; taken.has(name); n++) name = `${stem}.${n}.${extension}`;
  taken.add(name);
  return name;
}
async function runPartitionJob(job) {
  const params = parsePartitionParameters(job.params);
  const format = params.output_format === "text/csv" ? "text/csv" : "application/json";
  const partitionOne = job.apiUrl ? remote(job.apiUrl, job.apiKey, job.params) : embedded(params);
  const concurrency = Math.max(
    1,
    job.concurrency ?? (job.apiUrl ? availableParallelism() * 2 : availableParallelism())
  );
  if (job.outDir) await mkdir(job.outDir, { recursive: true });
  const taken = new Set(job.reservedNames ?? []);
  const outputs = job.files.map(
    (file) => job.outDir ? join(job.outDir, outputName(file, format, taken, job.mirrorPaths === true)) : void 0
  );
  const keep = (file) => typeof job.keepElements === "function" ? job.keepElements(file) : job.keepElements === true;
  const results = new Array(job.files.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (let index = next++; index < job.files.length; index = next++) {
      const file = job.files[index];
      const started = performance.now();
      let result;
      try {
        const elements = await partitionOne(job.cwd ? resolve(job.cwd, file) : file);
        const output = outputs[index];
        if (output) {
          const body = format === "text/csv" ? elementsToCsv(elements) : `${JSON.stringify(elements, null, 2)}
`;
          await mkdir(dirname(output), { recursive: true });
          await writeFile(output, body);
        }
        result = {
          file,
          ok: true,
          elements: elements.length,
          output,
          ms: performance.now() - started,
          result: output && !keep(file) ? void 0 : elements,
          ...elementStats(elements)
        };
      } catch (error) {
        result = {
          file,
          ok: false,
          elements: 0,
          error: error instanceof Error ? error.message : String(error),
          ms: performance.now() - started
        };
      }
      results[index] = result;
      job.onFileDone?.(result, ++done, job.files.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, job.files.length) }, worker));
  return results;
}

export {
  createPartitioner,
  runPartitionJob
};
