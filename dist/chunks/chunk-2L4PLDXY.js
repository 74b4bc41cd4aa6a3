import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  contractJsonSchema
} from "./chunk-XF7BCXKQ.js";
import {
  ApiError,
  HttpTransport,
  JobResource,
  WorkflowClient,
  fileFromPath,
  mediaTypeFor,
  redact,
  require_undici,
  toBlob,
  workflowBaseUrl
} from "./chunk-467VCSAQ.js";
import {
  ConnectorTypeSchema,
  TERMINAL_JOB_STATUSES,
  WORKFLOW_TYPES,
  checkWorkflowRules,
  normalizeJobStatus
} from "./chunk-R4KX7QQK.js";
import {
  SchedulePhraseSchema,
  WorkflowNodeSchema,
  scheduleInfoToPhrase
} from "./chunk-4ALJ5DM6.js";
import {
  ElementSchema
} from "./chunk-OTYFLIC4.js";
import {
  elementsToCsv
} from "./chunk-NAKBKRLM.js";
import {
  parsePartitionParameters,
  partition,
  partitionParametersToForm
} from "./chunk-K3DTAEMG.js";
import {
  external_exports
} from "./chunk-4OXEBAUD.js";
import {
  require_dist
} from "./chunk-OQG7JVID.js";
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

// src/modes/run/client.ts
var FailedFilesSchema = external_exports.looseObject({
  failed_files: external_exports.array(external_exports.looseObject({ document: external_exports.string(), error: external_exports.string().nullable().optional() }))
});
var RunJobResource = class extends JobResource {
  /** The documents the job could not process, with the reason each failed. */
  async failedFiles(jobId, options = {}) {
    const answer = await this.http.call(FailedFilesSchema, {
      method: "GET",
      path: `/jobs/${encodeURIComponent(jobId)}/failed-files`,
      idempotent: true,
      ...options
    });
    return answer.failed_files.map((file) => ({ document: file.document, error: file.error ?? "failed" }));
  }
};
function createRunClient(options) {
  const client = new WorkflowClient(options);
  const http = new HttpTransport({ ...options, baseUrl: workflowBaseUrl(options.baseUrl) }, 6e4);
  return { workflows: client.workflows, jobs: new RunJobResource(http) };
}

// src/modes/run/duration.ts
var UNIT_MS = { ms: 1, s: 1e3, m: 6e4, h: 36e5, d: 864e5 };
var PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;
function parseDuration(text, what = "duration") {
  const value = text.trim().toLowerCase();
  const invalid = () => new RangeError(`${what} must be a duration such as 90s, 30m, 2h or 1h30m; got '${text}'.`);
  if (/^\d+(\.\d+)?$/.test(value)) {
    const ms = Number(value) * 1e3;
    if (!(ms > 0)) throw invalid();
    return ms;
  }
  if (value === "") throw invalid();
  PART.lastIndex = 0;
  let total = 0;
  let consumed = 0;
  for (let match = PART.exec(value); match; match = PART.exec(value)) {
    total += Number(match[1]) * UNIT_MS[match[2]];
    consumed = PART.lastIndex;
  }
  if (consumed !== value.length || !(total > 0) || !Number.isFinite(total)) throw invalid();
  return Math.round(total);
}
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1).replace(/\.0$/, "")} s`;
  const seconds = Math.round(ms / 1e3);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds % 3600 / 60);
  const s = seconds % 60;
  return [h ? `${h}h` : "", m ? `${m}m` : "", s ? `${s}s` : ""].filter(Boolean).join(" ");
}

// src/modes/run/errors.ts
var RunModeError = class extends Error {
  reason;
  constructor(reason, message) {
    super(message);
    this.name = "RunModeError";
    this.reason = reason;
  }
};

// src/modes/files.ts
import { glob, stat } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";
async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
async function expandOne(pattern, cwd) {
  if (await isFile(resolve2(cwd, pattern))) return [pattern];
  const asDirectory = await isDirectory(resolve2(cwd, pattern)) ? `${pattern.replace(/\/+$/, "")}/**/*` : pattern;
  const found = [];
  for await (const entry of glob(asDirectory, { cwd })) {
    if (await isFile(resolve2(cwd, entry))) found.push(entry);
  }
  return found;
}
async function expandFiles(patterns, cwd = process.cwd()) {
  const included = /* @__PURE__ */ new Set();
  const excluded = /* @__PURE__ */ new Set();
  for (const raw of patterns) {
    const pattern = raw.trim();
    if (!pattern || pattern.startsWith("#")) continue;
    const target = pattern.startsWith("!") ? excluded : included;
    for (const file of await expandOne(pattern.replace(/^!/, ""), cwd)) target.add(file);
  }
  return [...included].filter((file) => !excluded.has(file)).sort();
}

// src/modes/run/outputs.ts
import { mkdir as mkdir2, writeFile as writeFile2 } from "node:fs/promises";
import { join as join2 } from "node:path";
function portableName(name) {
  const cleaned = name.replace(/[":<>|*?\\/\u0000-\u001f]/g, "_").trim();
  return cleaned === "" || cleaned === "." || cleaned === ".." ? "_" : cleaned;
}
function inputNames(job, uploaded) {
  const ids = job.input_file_ids ?? [];
  const names2 = /* @__PURE__ */ new Map();
  const taken = /* @__PURE__ */ new Set();
  ids.forEach((fileId, index) => {
    const given = uploaded && uploaded.length === ids.length ? uploaded[index] : void 0;
    const base = portableName(given ?? fileId);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    taken.add(name.toLowerCase());
    names2.set(fileId, name);
  });
  return names2;
}
function countElements(body) {
  try {
    const parsed = JSON.parse(body.toString("utf8"));
    return Array.isArray(parsed) ? parsed.length : void 0;
  } catch {
    return void 0;
  }
}
async function downloadOutputs(client, job, outDir, options = {}) {
  const entries = (job.output_node_files ?? []).filter((entry) => options.filter?.(entry) ?? true);
  const nodeNames = /* @__PURE__ */ new Map();
  for (const node of options.nodes ?? []) if (node.id) nodeNames.set(node.id, node.name);
  const results = [];
  if (entries.length === 0) return results;
  await mkdir2(outDir, { recursive: true });
  const taken = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    const file = options.names?.get(entry.file_id) ?? portableName(entry.file_id);
    const node = nodeNames.get(entry.node_id) ?? entry.node_id;
    let name = `${file}.${portableName(node)}.json`;
    if (taken.has(name.toLowerCase())) name = `${file}.${portableName(node)}.${entry.node_id}.json`;
    taken.add(name.toLowerCase());
    const result = { fileId: entry.file_id, file, nodeId: entry.node_id, node };
    try {
      const downloaded = await client.jobs.download(
        job.id,
        { fileId: entry.file_id, nodeId: entry.node_id },
        { signal: options.signal, timeoutMs: options.timeoutMs }
      );
      const path = join2(outDir, name);
      await writeFile2(path, downloaded.body);
      result.path = path;
      result.elements = countElements(downloaded.body);
      options.log?.(
        `Downloaded ${file} at node ${node}${result.elements === void 0 ? "" : `: ${result.elements} elements`} -> ${path}`
      );
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      options.log?.(`Could not download ${file} at node ${node}: ${result.error}`);
    }
    results.push(result);
  }
  return results;
}

// src/modes/run/resolve.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
async function resolveWorkflow(client, ref, options = {}) {
  const wanted = ref.trim();
  if (!wanted) throw new RunModeError("invalid-input", "Name the workflow to run, by name or id.");
  if (UUID.test(wanted)) {
    try {
      return await client.workflows.get(wanted, options);
    } catch (error) {
      if (!(error instanceof ApiError && error.is(404))) throw error;
    }
  }
  const all = await client.workflows.list({}, options);
  const named = all.filter((workflow) => workflow.name === wanted);
  if (named.length === 1) return named[0];
  if (named.length > 1) {
    throw new RunModeError(
      "workflow-ambiguous",
      `${named.length} workflows are named '${wanted}' (${named.map((w) => w.id).join(", ")}); give the id instead.`
    );
  }
  const names2 = all.map((workflow) => `'${workflow.name}'`).sort();
  const known = names2.length === 0 ? "the service has no workflows" : `the service has ${names2.slice(0, 10).join(", ")}${names2.length > 10 ? ` and ${names2.length - 10} more` : ""}`;
  throw new RunModeError("workflow-not-found", `No workflow is named or has the id '${wanted}'; ${known}.`);
}

// src/modes/run/job.ts
import { basename as basename2, resolve as resolve3 } from "node:path";

// src/modes/run/backoff.ts
import { setTimeout as sleep } from "node:timers/promises";
var DEFAULT_POLL = { minMs: 1e3, maxMs: 3e4 };
function* pollDelays(options = {}) {
  const min = Math.max(1, options.minMs ?? DEFAULT_POLL.minMs);
  const max = Math.max(min, options.maxMs ?? DEFAULT_POLL.maxMs);
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    const base = Math.min(max, min * 2 ** Math.min(attempt, 30));
    const jittered = base * (0.75 + random() * 0.5);
    yield Math.round(Math.min(max, Math.max(min, jittered)));
  }
}
async function pause(ms, signal) {
  if (signal?.aborted) return true;
  try {
    await sleep(ms, void 0, { signal });
    return false;
  } catch {
    return true;
  }
}

// src/modes/run/job.ts
var IF_RUNNING = ["fail", "wait"];
var FAIL_ON = ["not-completed", "failed-files", "never"];
var DEFAULT_TIMEOUT_MS = 30 * 6e4;
var CANCEL_TIMEOUT_MS = 4e3;
var SETTLE_MS = 1e4;
var RUN_ANSWER_GRACE_MS = 2500;
var HEARTBEAT_MS = 5 * 6e4;
var isTerminal = (status2) => TERMINAL_JOB_STATUSES.includes(status2);
var statusOf = (job) => normalizeJobStatus(job.status) ?? job.status;
function runFailed(result, failOn) {
  if (failOn === "never" || result.outcome === "started") return false;
  if (result.outcome !== "completed") return true;
  return failOn === "failed-files" && result.files.some((file) => file.status === "failed");
}
async function activeJob(client, workflowId, signal) {
  for (const status2 of ["in_progress", "scheduled"]) {
    const jobs = await client.jobs.list({ workflowId, status: status2 }, { signal });
    if (jobs[0]) return jobs[0];
  }
  return void 0;
}
async function uploads(options, workflow, cwd) {
  const patterns = (options.files ?? []).map((p) => p.trim()).filter(Boolean);
  const local = workflow.sources.length === 0;
  if (!local) {
    if (patterns.length > 0) {
      throw new RunModeError(
        "invalid-input",
        `Workflow '${workflow.name}' reads its documents from source connector ${workflow.sources.join(", ")}; files are only uploaded to workflows with a local source. Remove 'files'.`
      );
    }
    return [];
  }
  if (patterns.length === 0) {
    throw new RunModeError(
      "invalid-input",
      `Workflow '${workflow.name}' has a local source: give the documents to upload as 'files' (glob patterns).`
    );
  }
  const matched = await expandFiles(patterns, cwd);
  if (matched.length === 0) {
    throw new RunModeError(
      "no-files",
      `No files match ${patterns.map((p) => `'${p}'`).join(", ")} (relative to ${cwd}); workflow '${workflow.name}' needs at least one document.`
    );
  }
  return Promise.all(matched.map((file) => fileFromPath(resolve3(cwd, file))));
}
var Watcher = class {
  constructor(label, startedAt, now, log) {
    this.label = label;
    this.startedAt = startedAt;
    this.now = now;
    this.log = log;
  }
  label;
  startedAt;
  now;
  log;
  timeline = [];
  #lastLogged = 0;
  /** Records the status; logs it when it changed (and a heartbeat now and then when it did not). */
  see(status2) {
    const at = this.now();
    const last = this.timeline.at(-1);
    if (last?.status === status2) {
      if (at - this.#lastLogged >= HEARTBEAT_MS) {
        this.log(`${this.label} still ${status2} after ${formatDuration(at - this.startedAt)}`);
        this.#lastLogged = at;
      }
      return;
    }
    this.timeline.push({ status: status2, at: new Date(at).toISOString(), afterMs: at - this.startedAt });
    this.log(
      `${this.label} ${status2}${this.timeline.length > 1 ? ` after ${formatDuration(at - this.startedAt)}` : ""}`
    );
    this.#lastLogged = at;
  }
};
async function waitForJob(client, first, watcher, deadline, options, now) {
  let job = first;
  watcher.see(statusOf(job));
  const delays = pollDelays(options.poll);
  while (!isTerminal(statusOf(job))) {
    if (options.signal?.aborted) return { job, ended: "aborted" };
    const left = deadline - now();
    if (left <= 0) return { job, ended: "timeout" };
    await pause(Math.min(delays.next().value, left), options.signal);
    if (options.signal?.aborted) return { job, ended: "aborted" };
    if (now() >= deadline) return { job, ended: "timeout" };
    try {
      job = await client.jobs.get(job.id, { signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) return { job, ended: "aborted" };
      throw error;
    }
    watcher.see(statusOf(job));
  }
  return { job, ended: "terminal" };
}
async function cancelJob(client, job, log, why, settleMs, poll) {
  log(`Cancelling job ${job.id}: ${why}.`);
  try {
    await client.jobs.cancel(job.id, {
      timeoutMs: CANCEL_TIMEOUT_MS,
      signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS)
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.is(409))) {
      log(`Could not cancel job ${job.id}: ${error instanceof Error ? error.message : String(error)}`);
      return job;
    }
  }
  const until = Date.now() + settleMs;
  let current = job;
  const delays = pollDelays({ minMs: Math.min(250, poll?.minMs ?? 250), maxMs: 1e3, random: poll?.random });
  for (; ; ) {
    try {
      const limit = Math.max(500, Math.min(CANCEL_TIMEOUT_MS, until - Date.now()));
      current = await client.jobs.get(job.id, { timeoutMs: limit, signal: AbortSignal.timeout(limit) });
    } catch {
      return current;
    }
    if (isTerminal(statusOf(current)) || Date.now() >= until) return current;
    await pause(Math.min(delays.next().value, Math.max(0, until - Date.now())));
  }
}
async function runOnce(client, workflow, files, signal) {
  if (signal?.aborted) throw new RunModeError("cancelled", "cancelled before a job was started");
  const request = new AbortController();
  let timer;
  const onAbort = () => {
    timer = setTimeout(() => request.abort(signal?.reason), RUN_ANSWER_GRACE_MS);
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    return await client.workflows.run(workflow.id, { inputFiles: files }, { signal: request.signal });
  } finally {
    signal?.removeEventListener("abort", onAbort);
    clearTimeout(timer);
  }
}
async function startJob(options, client, workflow, files, deadline, now, log) {
  let waitedFor;
  for (; ; ) {
    try {
      const job = await runOnce(client, workflow, files, options.signal);
      return { job, waitedFor };
    } catch (error) {
      if (options.signal?.aborted) return { aborted: true };
      if (!(error instanceof ApiError && error.is(409))) throw error;
      const busy = await activeJob(client, workflow.id, options.signal).catch(() => void 0);
      const which = busy ? `job ${busy.id} (${statusOf(busy)})` : "a job";
      if ((options.ifRunning ?? "fail") === "fail") {
        throw new RunModeError(
          "already-running",
          `Workflow '${workflow.name}' already has ${which} in progress, so no new job was started. Set if-running to wait to wait for it and then run` + (busy ? `, or cancel it (docflow jobs cancel ${busy.id}).` : ".")
        );
      }
      if (!busy) {
        if (await pause(1e3, options.signal)) return { aborted: true };
        continue;
      }
      waitedFor = busy.id;
      log(
        `Workflow '${workflow.name}' is busy with ${which}; waiting for it to finish before starting a job.`
      );
      const watcher = new Watcher(`Job ${busy.id} (not ours):`, now(), now, log);
      const end = await waitForJob(client, busy, watcher, deadline, options, now);
      if (end.ended === "aborted") return { aborted: true };
      if (end.ended === "timeout") return { timedOut: busy.id };
    }
  }
}
function perFileResults(job, workflow, names2, downloads, failed, status2) {
  if ((job.input_file_ids ?? []).length === 0) {
    return failed.map((file) => ({
      file: file.document,
      fileId: "",
      status: "failed",
      outputs: [],
      error: file.error
    }));
  }
  const lastNode = workflow.workflow_nodes.at(-1)?.id;
  const localDestination = workflow.destinations.length === 0;
  const failedByName = new Map(failed.map((file) => [file.document, file.error]));
  return (job.input_file_ids ?? []).map((fileId) => {
    const file = names2.get(fileId) ?? fileId;
    const outputs = downloads.filter((d) => d.fileId === fileId);
    const uploadedName = [...failedByName.keys()].find((name) => name === file || basename2(name) === file);
    const error = uploadedName === void 0 ? void 0 : failedByName.get(uploadedName);
    const finalOutput = outputs.find((d) => d.nodeId === lastNode && d.path) ?? outputs.filter((d) => d.path).at(-1);
    let fileStatus = "unknown";
    if (error !== void 0) fileStatus = "failed";
    else if (localDestination && finalOutput && (!lastNode || finalOutput.nodeId === lastNode))
      fileStatus = "ok";
    else if (localDestination && isTerminal(status2) && status2 !== "STOPPED") fileStatus = "failed";
    else if (!localDestination && status2 === "COMPLETED") fileStatus = "ok";
    return {
      file,
      fileId,
      status: fileStatus,
      elements: finalOutput?.elements,
      outputs,
      error: error ?? (fileStatus === "failed" ? "no output at the workflow's last node" : void 0)
    };
  });
}
async function runRunMode(options) {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {
  });
  const cwd = resolve3(options.cwd ?? process.cwd());
  const outDir = resolve3(cwd, options.outDir ?? "docflow-output");
  const { client } = options;
  const began = now();
  const deadline = began + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const cancelledEarly = (error) => options.signal?.aborted ? new RunModeError("cancelled", "The run was cancelled before a job was started.") : error;
  const workflow = await resolveWorkflow(client, options.workflow, { signal: options.signal }).catch(
    (error) => {
      throw cancelledEarly(error);
    }
  );
  log(
    `Workflow '${workflow.name}' (${workflow.id}): ${workflow.sources.length === 0 ? "local" : "remote"} source, ${workflow.destinations.length === 0 ? "local" : "remote"} destination.`
  );
  const files = await uploads(options, workflow, cwd);
  if (options.signal?.aborted) throw cancelledEarly(void 0);
  if (files.length > 0)
    log(
      `Uploading ${files.length} document${files.length === 1 ? "" : "s"}: ${files.map((f) => f.name).join(", ")}`
    );
  const base = {
    workflow,
    outDir,
    files: [],
    failedFiles: [],
    downloads: [],
    elements: 0
  };
  const started = await startJob(options, client, workflow, files, deadline, now, log);
  if ("aborted" in started || "timedOut" in started) {
    const why = "aborted" in started ? "cancelled before a job was started" : `timed out waiting for job ${started.timedOut}`;
    throw new RunModeError(
      "aborted" in started ? "cancelled" : "timeout",
      `Workflow '${workflow.name}': ${why}.`
    );
  }
  let job = started.job;
  const jobStart = now();
  const watcher = new Watcher(`Job ${job.id}:`, jobStart, now, log);
  await options.onJobStarted?.(job, workflow);
  if (options.wait === false && !options.signal?.aborted) {
    watcher.see(statusOf(job));
    return {
      ...base,
      job,
      status: statusOf(job),
      outcome: "started",
      timeline: watcher.timeline,
      durationMs: 0,
      waitedForJob: started.waitedFor
    };
  }
  let outcome;
  try {
    const end = await waitForJob(client, job, watcher, deadline, options, now);
    job = end.job;
    if (end.ended === "terminal") {
      const status3 = statusOf(job);
      outcome = status3 === "COMPLETED" ? "completed" : status3 === "FAILED" ? "failed" : "stopped";
    } else {
      const timedOut = end.ended === "timeout";
      outcome = timedOut ? "timed-out" : "cancelled";
      job = await cancelJob(
        client,
        job,
        log,
        timedOut ? `the timeout of ${formatDuration(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)} ran out` : "the run was cancelled",
        timedOut ? SETTLE_MS : 1500,
        options.poll
      );
      watcher.see(statusOf(job));
    }
  } catch (error) {
    await cancelJob(client, job, log, "docflow stopped watching it after an error", 0, options.poll).catch(
      () => void 0
    );
    throw error;
  }
  const status2 = statusOf(job);
  const result = {
    ...base,
    job,
    status: status2,
    outcome,
    timeline: watcher.timeline,
    durationMs: now() - jobStart,
    waitedForJob: started.waitedFor
  };
  if (outcome === "cancelled") return result;
  const names2 = inputNames(
    job,
    files.map((f) => f.name)
  );
  try {
    result.failedFiles = await client.jobs.failedFiles(job.id, { signal: options.signal });
  } catch (error) {
    log(`Could not read the job's failed files: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (workflow.destinations.length === 0) {
    result.downloads = await downloadOutputs(client, job, outDir, {
      signal: options.signal,
      names: names2,
      nodes: workflow.workflow_nodes,
      log
    });
  }
  result.files = perFileResults(job, workflow, names2, result.downloads, result.failedFiles, status2);
  result.elements = result.files.reduce((sum, file) => sum + (file.elements ?? 0), 0);
  return result;
}

// src/modes/run/summary.ts
var MAX_BYTES = 9e5;
var MAX_ERROR_CHARS = 300;
var ICONS = {
  completed: "\u2705",
  failed: "\u274C",
  stopped: "\u23F9\uFE0F",
  "timed-out": "\u23F1\uFE0F",
  cancelled: "\u{1F6AB}",
  started: "\u25B6\uFE0F"
};
var OUTCOME_WORDS = {
  completed: "completed",
  failed: "failed",
  stopped: "was stopped",
  "timed-out": "timed out and was cancelled",
  cancelled: "was cancelled with the workflow run",
  started: "started (not waited for)"
};
function cell(text) {
  return text.replace(/[\\`*_{}[\]()#+!<>|~&]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\r?\n|\r/g, " ");
}
function clip(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}
function renderRunSummary(result, options = {}) {
  const { job, workflow } = result;
  const failed = result.files.filter((file) => file.status === "failed").length;
  const lines = [
    `### ${ICONS[result.outcome]} docflow run: ${cell(workflow.name)} ${OUTCOME_WORDS[result.outcome]}`,
    "",
    "| | |",
    "|---|---|",
    `| Job | \`${cell(job.id)}\` |`,
    `| Workflow | ${cell(workflow.name)} (\`${cell(workflow.id)}\`) |`,
    `| Status | **${cell(result.status)}** |`
  ];
  if (result.outcome !== "started") lines.push(`| Duration | ${formatDuration(result.durationMs)} |`);
  if (result.files.length > 0) {
    lines.push(`| Documents | ${result.files.length}${failed ? ` (${failed} failed)` : ""} |`);
    lines.push(`| Elements | ${result.elements} |`);
  }
  if (result.downloads.length > 0 && options.resultsLocation) {
    lines.push(`| Results | ${cell(options.resultsLocation)} |`);
  }
  if (result.waitedForJob)
    lines.push(`| Waited for | job \`${cell(result.waitedForJob)}\` to finish first |`);
  lines.push("", "#### Status timeline", "", "| Time (UTC) | Status | After |", "|---|---|---|");
  for (const entry of result.timeline) {
    lines.push(
      `| ${entry.at.replace("T", " ").replace(/\.\d+Z$/, "Z")} | ${cell(entry.status)} | ${formatDuration(entry.afterMs)} |`
    );
  }
  if (result.files.length > 0) {
    lines.push(
      "",
      "#### Documents",
      "",
      "| Document | Status | Elements | Outputs | Error |",
      "|---|---|---:|---|---|"
    );
    const footer = (left) => `

${left} more documents are not listed; the job's outputs have them all.
`;
    let size = Buffer.byteLength(lines.join("\n"));
    for (const [index, file] of result.files.entries()) {
      const outputs = file.outputs.map(
        (output) => `${cell(output.node)}${output.elements === void 0 ? "" : ` (${output.elements})`}${output.error ? " \u26A0\uFE0F" : ""}`
      ).join(", ");
      const status2 = file.status === "ok" ? "\u2705 ok" : file.status === "failed" ? "\u274C failed" : "\u2754 unknown";
      const row = `| ${cell(file.file)} | ${status2} | ${file.elements ?? ""} | ${outputs} | ${cell(clip(file.error ?? "", MAX_ERROR_CHARS))} |`;
      size += Buffer.byteLength(row) + 1;
      if (size > MAX_BYTES) return `${lines.join("\n")}${footer(result.files.length - index)}`;
      lines.push(row);
    }
  }
  return `${lines.join("\n")}
`;
}

// src/spec/plan.ts
import { createHash } from "node:crypto";

// src/spec/managed.ts
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
var STATE_CONNECTOR_NAME = "docflow-state";
var STATE_CONNECTOR_TYPE = "docflow-state";
var STATE_FORMAT = "docflow-state/v1";
var SCRYPT = { N: 1 << 14, r: 8, p: 1 };
var HASH_BYTES = 32;
function stateKey(kind, id) {
  return `${kind}:${id}`;
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
function scrypt(value, salt) {
  return scryptSync(canonicalJson(value), salt, HASH_BYTES, SCRYPT);
}
function hashSecret(value) {
  const salt = randomBytes(16);
  return `${salt.toString("base64url")}:${scrypt(value, salt).toString("base64url")}`;
}
function matchesHash(value, recorded) {
  const [salt, hash] = recorded.split(":");
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  if (expected.length !== HASH_BYTES) return false;
  return timingSafeEqual(scrypt(value, Buffer.from(salt, "base64url")), expected);
}
function managedRecord(values, sensitive) {
  const hashes = {};
  for (const key of [...sensitive].sort())
    if (Object.hasOwn(values, key)) hashes[key] = hashSecret(values[key]);
  return { fields: Object.keys(values).sort(), hashes };
}
function isRecord(value) {
  if (!value || typeof value !== "object") return false;
  const { fields, hashes } = value;
  return Array.isArray(fields) && fields.every((field) => typeof field === "string") && !!hashes && typeof hashes === "object" && Object.values(hashes).every((hash) => typeof hash === "string");
}
function isStateConnector(record) {
  return record.type === STATE_CONNECTOR_TYPE;
}
function parseState(config) {
  const state = /* @__PURE__ */ new Map();
  if (config?.format !== STATE_FORMAT || typeof config.records !== "string") return state;
  try {
    const records = JSON.parse(config.records);
    if (!records || typeof records !== "object") return state;
    for (const [key, record] of Object.entries(records)) if (isRecord(record)) state.set(key, record);
  } catch {
  }
  return state;
}
function stateConfig(state) {
  const records = Object.fromEntries([...state.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return { format: STATE_FORMAT, records: JSON.stringify(records) };
}

// src/spec/sensitive.ts
var SENSITIVE_NAME = /(secret|passw(or)?d|pwd|token|key|cred|private|certificate|bearer)/i;
var IDENTIFIER_NAME = /(_id|_ids|_name|_prefix|_path|_column|_url)$/i;
function isSensitiveName(name) {
  return SENSITIVE_NAME.test(name) && !IDENTIFIER_NAME.test(name);
}
function isMaskedValue(value) {
  if (typeof value === "string") return /^\*{3,}$/.test(value);
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && "$sealed" in value;
}
var CREDENTIAL_PREFIX = /^(AKIA|ASIA|ghp_|gho_|ghs_|github_pat_|xox[abpr]-|sk-|eyJ)/;
function looksLikeCredential(value) {
  if (typeof value !== "string") return false;
  const text = value.trim();
  if (CREDENTIAL_PREFIX.test(text)) return true;
  if (text.length < 12 || /\s/.test(text)) return false;
  if (/^(changeme|placeholder|example|redacted|none|null|xxx+)/i.test(text)) return false;
  return /[A-Za-z]/.test(text) && /\d/.test(text);
}

// src/spec/plan.ts
var PLAN_FORMAT = "docflow-plan/v1";
var SENSITIVE = "(sensitive)";
var KNOWN_AFTER_APPLY = "(known after apply)";
function sameValue(a, b) {
  if (a === b) return true;
  const scalar = (v) => ["string", "number", "boolean"].includes(typeof v);
  if (scalar(a) && scalar(b)) return String(a) === String(b);
  if ((a === null || a === void 0) && (b === null || b === void 0)) return true;
  return canonicalJson(a) === canonicalJson(b);
}
function compareSettings(prefix, desired, sensitive, actualValues, managed, extraIsDrift) {
  const actual = actualValues ?? {};
  const changes = [];
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(desired), ...Object.keys(actual)])].sort();
  for (const key of keys) {
    const field = `${prefix}.${key}`;
    const inDesired = Object.hasOwn(desired, key);
    const inActual = Object.hasOwn(actual, key);
    const masked = inActual && isMaskedValue(actual[key]);
    const secret = inDesired && sensitive.has(key) || masked;
    if (!inDesired) {
      const dropped = managed ? managed.fields.includes(key) : extraIsDrift;
      if (!dropped) continue;
      changes.push(
        secret ? { field, sensitive: true, note: "removed" } : { field, before: actual[key], note: "removed" }
      );
      continue;
    }
    if (!inActual) {
      changes.push(
        secret ? { field, sensitive: true, note: "added" } : { field, after: desired[key], note: "added" }
      );
      continue;
    }
    if (secret) {
      if (masked) {
        const recorded = managed?.hashes[key];
        if (recorded === void 0) changes.push({ field, sensitive: true, note: "not recorded" });
        else if (!matchesHash(desired[key], recorded))
          changes.push({ field, sensitive: true, note: "changed" });
      } else if (!sameValue(desired[key], actual[key])) {
        changes.push({ field, sensitive: true, note: "changed" });
      }
      continue;
    }
    if (!sameValue(desired[key], actual[key]))
      changes.push({ field, before: actual[key], after: desired[key] });
  }
  return changes;
}
function creationFields(prefix, values, sensitive) {
  return Object.keys(values).sort().map(
    (key) => sensitive.has(key) ? { field: `${prefix}.${key}`, sensitive: true, note: "added" } : { field: `${prefix}.${key}`, after: values[key] }
  );
}
function nodeLabel(node) {
  return `${node.name} (${node.type}/${node.subtype})`;
}
function byCreation(a, b) {
  return (a.created_at ?? "").localeCompare(b.created_at ?? "") || a.id.localeCompare(b.id);
}
function indexByName(records) {
  const index = /* @__PURE__ */ new Map();
  for (const record of [...records].sort(byCreation))
    if (!index.has(record.name)) index.set(record.name, record);
  return index;
}
function planConnectors(kind, desired, actual, desiredWorkflows, actualWorkflows, state, prune) {
  const result = {
    resources: [],
    steps: { creates: [], updates: [], deletes: [] },
    idOf: /* @__PURE__ */ new Map(),
    deleted: /* @__PURE__ */ new Set(),
    unmanaged: []
  };
  const byName = indexByName(actual);
  const wanted = new Set(desired.map((connector) => connector.name));
  const claimed = /* @__PURE__ */ new Set();
  const renamedFrom = /* @__PURE__ */ new Map();
  const actualById = new Map(actual.map((record) => [record.id, record]));
  for (const workflow of desiredWorkflows) {
    const target = kind === "source" ? workflow.source : workflow.destination;
    const current = actualWorkflows.get(workflow.name);
    const currentId = kind === "source" ? current?.sources[0] : current?.destinations[0];
    if (!target || byName.has(target) || !currentId || renamedFrom.has(target)) continue;
    const old = actualById.get(currentId);
    if (!old || wanted.has(old.name) || [...renamedFrom.values()].includes(old)) continue;
    renamedFrom.set(target, old);
  }
  for (const connector of desired) {
    const existing = byName.get(connector.name);
    const previous = existing ?? renamedFrom.get(connector.name);
    if (previous) claimed.add(previous.id);
    const typeChanged = existing !== void 0 && existing.type !== connector.type;
    if (!existing || typeChanged) {
      const replaced = typeChanged ? existing : previous;
      result.idOf.set(connector.name, void 0);
      const changes2 = [
        replaced && replaced.type !== connector.type ? { field: "type", before: replaced.type, after: connector.type, note: "forces replacement" } : { field: "type", after: connector.type },
        ...replaced && replaced.name !== connector.name ? [{ field: "name", before: replaced.name, after: connector.name, note: "forces replacement" }] : [],
        ...creationFields("config", connector.config, connector.sensitive)
      ];
      result.resources.push({
        kind,
        name: connector.name,
        action: replaced ? "replace" : "create",
        type: connector.type,
        id: replaced?.id,
        replaces: replaced ? { name: replaced.name, type: replaced.type, id: replaced.id } : void 0,
        reason: replaced ? replaced.type !== connector.type ? "the type of a connector cannot change" : "the name of a connector cannot change" : void 0,
        changes: changes2
      });
      result.steps.creates.push({
        op: "create-connector",
        kind,
        name: connector.name,
        desired: connector,
        ...replaced ? { replacesId: replaced.id } : {}
      });
      if (replaced) {
        result.deleted.add(replaced.id);
        result.steps.deletes.push({ op: "delete-connector", kind, name: replaced.name, id: replaced.id });
      }
      continue;
    }
    result.idOf.set(connector.name, existing.id);
    const changes = compareSettings(
      "config",
      connector.config,
      connector.sensitive,
      existing.config,
      state.get(stateKey(kind, existing.id)),
      false
    );
    result.resources.push({
      kind,
      name: connector.name,
      action: changes.length ? "update" : "no-op",
      type: connector.type,
      id: existing.id,
      changes
    });
    if (changes.length) {
      result.steps.updates.push({
        op: "update-connector",
        kind,
        name: connector.name,
        id: existing.id,
        desired: connector
      });
    }
  }
  for (const record of [...actual].sort(byCreation)) {
    if (claimed.has(record.id)) continue;
    if (prune) {
      result.deleted.add(record.id);
      result.resources.push({
        kind,
        name: record.name,
        action: "delete",
        type: record.type,
        id: record.id,
        changes: []
      });
      result.steps.deletes.push({ op: "delete-connector", kind, name: record.name, id: record.id });
    } else {
      result.unmanaged.push({ kind, name: record.name, id: record.id });
    }
  }
  return result;
}
function connectorLabel(id, names2) {
  if (id === void 0) return "(local)";
  return names2.get(id) ?? id;
}
function compareWorkflow(desired, actual, idOf, names2) {
  const changes = [];
  for (const end of ["source", "destination"]) {
    const wantedName = desired[end];
    const currentId = end === "source" ? actual.sources[0] : actual.destinations[0];
    const wantedId = wantedName === void 0 ? void 0 : idOf[end].get(wantedName);
    const pending = wantedName !== void 0 && wantedId === void 0;
    if (!pending && wantedId === currentId) continue;
    changes.push({
      field: end,
      before: connectorLabel(currentId, names2),
      after: wantedName === void 0 ? "(local)" : pending ? `${wantedName} ${KNOWN_AFTER_APPLY}` : wantedName
    });
  }
  if (actual.workflow_type && actual.workflow_type !== desired.workflowType) {
    changes.push({ field: "workflow_type", before: actual.workflow_type, after: desired.workflowType });
  }
  const phrase = scheduleInfoToPhrase(actual.schedule);
  if (phrase === void 0 || (phrase ?? null) !== desired.schedule) {
    const before = phrase === void 0 ? (actual.schedule?.crontab_entries ?? []).map((entry) => entry.cron_expression).join(", ") : phrase;
    changes.push({
      field: "schedule",
      ...before === null ? {} : { before },
      ...desired.schedule === null ? { note: "removed" } : { after: desired.schedule }
    });
  }
  if ((actual.reprocess_all ?? false) !== desired.reprocessAll) {
    changes.push({
      field: "reprocess_all",
      before: actual.reprocess_all ?? false,
      after: desired.reprocessAll
    });
  }
  const actualNodes = actual.workflow_nodes;
  const sameShape = actualNodes.length === desired.nodes.length && desired.nodes.every(
    (node, i) => actualNodes[i]?.name === node.name && actualNodes[i]?.type === node.type && actualNodes[i]?.subtype === node.subtype
  );
  if (!sameShape) {
    changes.push({
      field: "nodes",
      before: actualNodes.map(nodeLabel).join(" \u2192 "),
      after: desired.nodes.map(nodeLabel).join(" \u2192 ")
    });
    return changes;
  }
  desired.nodes.forEach((node, i) => {
    changes.push(
      ...compareSettings(
        `nodes[${i}].settings`,
        node.settings,
        node.sensitive,
        actualNodes[i]?.settings,
        void 0,
        true
      )
    );
  });
  return changes;
}
function workflowCreationFields(desired, idOf) {
  const end = (which) => {
    const name = desired[which];
    if (name === void 0) return "(local)";
    return idOf(which, name) ? name : `${name} ${KNOWN_AFTER_APPLY}`;
  };
  return [
    { field: "source", after: end("source") },
    { field: "destination", after: end("destination") },
    { field: "workflow_type", after: desired.workflowType },
    { field: "nodes", after: desired.nodes.map(nodeLabel).join(" \u2192 ") },
    ...desired.schedule ? [{ field: "schedule", after: desired.schedule }] : [],
    ...desired.reprocessAll ? [{ field: "reprocess_all", after: true }] : []
  ];
}
function emptyCounts() {
  return { create: 0, update: 0, replace: 0, delete: 0, "no-op": 0 };
}
function planHash(resources) {
  const changing = resources.filter((resource) => resource.action !== "no-op").map(({ id: _id, replaces, ...rest }) => ({
    ...rest,
    replaces: replaces ? { name: replaces.name, type: replaces.type } : void 0
  }));
  return `sha256:${createHash("sha256").update(`${PLAN_FORMAT}
${canonicalJson(changing)}`).digest("hex")}`;
}
function computePlan(desired, actual, options) {
  const prune = options.prune ?? false;
  const actualWorkflows = indexByName(actual.workflows);
  const sources = planConnectors(
    "source",
    desired.sources,
    actual.sources,
    desired.workflows,
    actualWorkflows,
    actual.state,
    prune
  );
  const destinations = planConnectors(
    "destination",
    desired.destinations,
    actual.destinations,
    desired.workflows,
    actualWorkflows,
    actual.state,
    prune
  );
  const names2 = new Map(
    [...actual.sources, ...actual.destinations].map((record) => [record.id, record.name])
  );
  const idOf = { source: sources.idOf, destination: destinations.idOf };
  const workflowResources = [];
  const workflowSteps = [];
  const workflowDeletes = [];
  const unmanaged = [...sources.unmanaged, ...destinations.unmanaged];
  const wanted = new Set(desired.workflows.map((workflow) => workflow.name));
  for (const workflow of desired.workflows) {
    const existing = actualWorkflows.get(workflow.name);
    if (!existing) {
      workflowResources.push({
        kind: "workflow",
        name: workflow.name,
        action: "create",
        changes: workflowCreationFields(workflow, (end, name) => idOf[end].get(name) !== void 0)
      });
      workflowSteps.push({ op: "create-workflow", name: workflow.name, desired: workflow });
      continue;
    }
    const changes = compareWorkflow(workflow, existing, idOf, names2);
    workflowResources.push({
      kind: "workflow",
      name: workflow.name,
      action: changes.length ? "update" : "no-op",
      id: existing.id,
      changes
    });
    if (changes.length)
      workflowSteps.push({ op: "update-workflow", name: workflow.name, id: existing.id, desired: workflow });
  }
  for (const record of [...actual.workflows].sort(byCreation)) {
    if (wanted.has(record.name) && actualWorkflows.get(record.name)?.id === record.id) continue;
    if (prune) {
      workflowResources.push({
        kind: "workflow",
        name: record.name,
        action: "delete",
        id: record.id,
        changes: []
      });
      workflowDeletes.push({ op: "delete-workflow", name: record.name, id: record.id });
    } else {
      unmanaged.push({ kind: "workflow", name: record.name, id: record.id });
    }
  }
  const resources = [...sources.resources, ...destinations.resources, ...workflowResources];
  const order = { create: 0, replace: 0, update: 0, "no-op": 0, delete: 1 };
  const kindOrder = (resource) => resource.action === "delete" ? resource.kind === "workflow" ? 0 : 1 : resource.kind === "workflow" ? 1 : 0;
  resources.sort(
    (a, b) => order[a.action] - order[b.action] || kindOrder(a) - kindOrder(b) || (a.kind === b.kind ? 0 : a.kind === "source" ? -1 : b.kind === "source" ? 1 : 0) || a.name.localeCompare(b.name)
  );
  const counts = emptyCounts();
  for (const resource of resources) counts[resource.action]++;
  const steps = [
    ...sources.steps.creates,
    ...destinations.steps.creates,
    ...sources.steps.updates,
    ...destinations.steps.updates,
    ...workflowSteps,
    ...workflowDeletes,
    ...sources.steps.deletes,
    ...destinations.steps.deletes
  ];
  return {
    plan: {
      format: PLAN_FORMAT,
      spec: options.spec,
      prune,
      resources,
      unmanaged: unmanaged.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)),
      counts,
      changes: counts.create + counts.update + counts.replace + counts.delete > 0,
      hash: planHash(resources)
    },
    steps
  };
}
async function readConnectors(api, wanted) {
  const listed = await api.list();
  return Promise.all(listed.map((record) => wanted.has(record.name) ? api.get(record.id) : record));
}
async function readActualState(api, desired) {
  const [allSources, destinations, workflows] = await Promise.all([
    readConnectors(api.sources, new Set(desired.sources.map((c) => c.name))),
    readConnectors(api.destinations, new Set(desired.destinations.map((c) => c.name))),
    (async () => {
      const wanted = new Set(desired.workflows.map((w) => w.name));
      const listed = await api.workflows.list();
      return Promise.all(
        listed.map((record) => wanted.has(record.name) ? api.workflows.get(record.id) : record)
      );
    })()
  ]);
  const stateConnector = allSources.filter(isStateConnector).sort(byCreation)[0];
  return {
    sources: allSources.filter((record) => !isStateConnector(record)),
    destinations: destinations.filter((record) => !isStateConnector(record)),
    workflows,
    state: parseState(stateConnector ? (await api.sources.get(stateConnector.id)).config : void 0),
    stateConnectorId: stateConnector?.id
  };
}

// src/spec/render.ts
var SPECIAL = /[&<>"'`*_[\]()|~\\!#@:$]/g;
function escapeCell(text) {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").replace(/\r\n?|\n|\u2028|\u2029/g, " ").replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`);
}
var code = (text) => `<code>${escapeCell(text)}</code>`;
function clip2(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}
var ACTION_ICONS = {
  create: "\u{1F7E2}",
  update: "\u{1F7E1}",
  replace: "\u{1F7E3}",
  delete: "\u{1F534}",
  "no-op": "\u26AA"
};
function plural(count, word) {
  return `${count} ${word}`;
}
function planHeadline(plan) {
  const { create, update, replace, delete: remove } = plan.counts;
  return `${plural(create, "to create")}, ${plural(update, "to update")}, ${plural(replace, "to replace")}, ${plural(remove, "to delete")}`;
}
function displayValue(value) {
  if (value === void 0) return "(unset)";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
function describeChange(change) {
  if (change.sensitive) return `${change.field}: ${SENSITIVE} ${change.note ?? "changed"}`;
  const suffix = change.note && change.note !== "added" && change.note !== "removed" ? ` (${change.note})` : "";
  if (change.note === "removed")
    return `${change.field}: ${clip2(displayValue(change.before), 80)} \u2192 (removed)`;
  if (!("before" in change)) return `${change.field}: ${clip2(displayValue(change.after), 80)}${suffix}`;
  return `${change.field}: ${clip2(displayValue(change.before), 80)} \u2192 ${clip2(displayValue(change.after), 80)}${suffix}`;
}
function resourceLabel(resource) {
  return resource.kind === "workflow" ? "workflow" : `${resource.kind} (${resource.type ?? "?"})`;
}
function changesCell(resource, maxChanges) {
  if (resource.action === "delete") return "\u2014";
  const lines = [];
  if (resource.reason)
    lines.push(escapeCell(`replaces ${resource.replaces?.name ?? ""}: ${resource.reason}`));
  const shown = resource.changes.slice(0, maxChanges);
  for (const change of shown) lines.push(code(describeChange(change)));
  if (resource.changes.length > shown.length)
    lines.push(escapeCell(`\u2026 ${resource.changes.length - shown.length} more`));
  return lines.join("<br>") || "\u2014";
}
function renderPlanMarkdown(plan, options = {}) {
  const rows = plan.resources.filter((resource) => options.showUnchanged || resource.action !== "no-op");
  const out = [`**Plan for ${code(plan.spec)}: ${planHeadline(plan)}.**`, ""];
  if (!plan.changes) out.push("No changes: the service matches the spec.", "");
  if (rows.length > 0) {
    out.push("| | Kind | Name | Action | Changes |", "|---|---|---|---|---|");
    for (const resource of rows) {
      out.push(
        `| ${ACTION_ICONS[resource.action]} | ${escapeCell(resourceLabel(resource))} | ${code(resource.name)} | ${resource.action} | ${changesCell(resource, options.maxChangesPerResource ?? 12)} |`
      );
    }
    out.push("");
  }
  if (plan.unmanaged.length > 0) {
    out.push(
      `Not in the spec, left as they are (\`prune: true\` deletes them): ${plan.unmanaged.map((r) => `${escapeCell(r.kind)} ${code(r.name)}`).join(", ")}.`,
      ""
    );
  }
  return out.join("\n");
}
function renderPlanText(plan) {
  const lines = [`Plan for ${plan.spec}: ${planHeadline(plan)}.`];
  for (const resource of plan.resources) {
    if (resource.action === "no-op") continue;
    lines.push(
      `  ${resource.action} ${resource.kind} '${resource.name}'${resource.reason ? ` (${resource.reason})` : ""}`
    );
    for (const change of resource.changes) lines.push(`      ${describeChange(change)}`);
  }
  for (const resource of plan.unmanaged)
    lines.push(`  unmanaged ${resource.kind} '${resource.name}' (${resource.id})`);
  return lines;
}
function planJson(plan) {
  return `${JSON.stringify(plan, null, 2)}
`;
}
var STATUS_ICONS = {
  applied: "\u2705",
  failed: "\u274C",
  "not applied": "\u23ED\uFE0F"
};
function renderApplyMarkdown(result) {
  const applied = result.outcomes.filter((o) => o.status === "applied").length;
  const out = [
    result.ok ? `**Applied: ${applied} step${applied === 1 ? "" : "s"}.**` : `**Apply stopped at a failure: ${applied} of ${result.outcomes.length} steps applied.** Run apply again once the cause is fixed; it continues from what the service then holds.`,
    ""
  ];
  if (result.outcomes.length > 0) {
    out.push("| | Step | Kind | Name | Result |", "|---|---|---|---|---|");
    for (const outcome of result.outcomes) {
      const text = outcome.status === "failed" ? `failed: ${outcome.error ?? ""}` : outcome.status === "applied" ? outcome.detail ?? "applied" : "not applied";
      out.push(
        `| ${STATUS_ICONS[outcome.status]} | ${escapeCell(outcome.op)} | ${escapeCell(outcome.kind)} | ${code(outcome.name)} | ${escapeCell(clip2(text, 300))} |`
      );
    }
    out.push("");
  }
  return out.join("\n");
}

// src/spec/errors.ts
function formatPath(path) {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else if (/^[A-Za-z_][\w-]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || "(root)";
}
function formatProblem(problem, file) {
  const where = [file, problem.line, problem.line !== void 0 ? problem.column : void 0].filter((part) => part !== void 0 && part !== "").join(":");
  return `${where ? `${where}: ` : ""}${formatPath(problem.path)}: ${problem.message}`;
}
var SpecError = class extends Error {
  problems;
  file;
  constructor(problems, file) {
    const count = problems.length;
    super(
      `The spec${file ? ` ${file}` : ""} has ${count} problem${count === 1 ? "" : "s"}:
` + problems.map((problem) => `  ${formatProblem(problem, file)}`).join("\n")
    );
    this.name = "SpecError";
    this.problems = problems;
    this.file = file;
  }
};

// src/spec/schema.ts
var SPEC_VERSION = 1;
var INTERPOLATION_HINT = (
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec's own reference syntax, not a template.
  "Secrets go in by reference only: write `${{ env.NAME }}` and pass NAME in the step's environment."
);
var ConnectorSpecSchema = external_exports.strictObject({
  type: ConnectorTypeSchema,
  config: external_exports.record(external_exports.string(), external_exports.unknown()).optional().describe(`Settings of the connector; which ones depends on its type. ${INTERPOLATION_HINT}`)
}).describe("A connector, keyed by its name. Changing its name or type replaces it (both are immutable).");
var connectorRef = (kind) => external_exports.string().min(1).optional().describe(`Name of a ${kind} connector of this spec; omit for a local ${kind} (files uploaded on run).`);
var WorkflowSpecSchema = external_exports.strictObject({
  source: connectorRef("source"),
  destination: connectorRef("destination"),
  workflow_type: external_exports.enum(WORKFLOW_TYPES).optional().describe("Default `custom`."),
  nodes: external_exports.array(WorkflowNodeSchema).optional().describe("The processing steps between source and destination, in order."),
  schedule: SchedulePhraseSchema.nullable().optional(),
  reprocess_all: external_exports.boolean().optional()
}).describe("A workflow, keyed by its name (unique among the service's workflows).");
var names = (value, what) => external_exports.record(external_exports.string().min(1), value).optional().describe(what);
var SpecSchema = external_exports.strictObject({
  version: external_exports.literal(SPEC_VERSION).optional().describe("Version of the spec format; 1."),
  sources: names(ConnectorSpecSchema, "Source connectors by name."),
  destinations: names(ConnectorSpecSchema, "Destination connectors by name."),
  workflows: names(WorkflowSpecSchema, "Workflows by name.")
}).describe("docflow spec: source connectors, destination connectors and workflows, applied as code.");
function specJsonSchema() {
  const generated = external_exports.toJSONSchema(SpecSchema, {
    unrepresentable: "any",
    io: "input"
  });
  const { $schema: _schema, $defs: specDefs, ...root } = generated;
  const contractDefs = contractJsonSchema().$defs;
  const defs = { ...contractDefs, ...specDefs ?? {} };
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "docflow spec",
    ...root,
    $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)))
  };
}

// src/spec/load.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile as readFile2, stat as stat2 } from "node:fs/promises";

// src/spec/interpolate.ts
var EXPRESSION = /\$\{\{\s*([^}]*?)\s*\}\}/g;
var ENV_REFERENCE = /^env\.([A-Za-z_][A-Za-z0-9_]*)$/;
function interpolateString(text, path, options, problems) {
  let used = false;
  const replaced = text.replace(EXPRESSION, (whole, expression) => {
    const reference = ENV_REFERENCE.exec(expression);
    if (!reference) {
      problems.push({
        path,
        message: `'\${{ ${expression} }}' is not supported: only \${{ env.NAME }} references are; pass the value to the step as an environment variable and refer to it by name`
      });
      return whole;
    }
    const name = reference[1];
    const value = options.env[name];
    if (value === void 0) {
      problems.push({
        path,
        message: `the environment variable ${name} is not set (referenced as \${{ env.${name} }})`
      });
      return whole;
    }
    used = true;
    if (value !== "") options.registerSecret?.(value);
    return value;
  });
  if (used && replaced !== "") options.registerSecret?.(replaced);
  return { text: replaced, used };
}
function interpolate(value, options) {
  const problems = [];
  const interpolated = [];
  const walk = (node, path) => {
    if (typeof node === "string") {
      if (!node.includes("${{")) return node;
      const { text, used } = interpolateString(node, path, options, problems);
      if (used) interpolated.push(path);
      return text;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, index]));
    if (node !== null && typeof node === "object") {
      const out = {};
      for (const [key, item] of Object.entries(node)) out[key] = walk(item, [...path, key]);
      return out;
    }
    return node;
  };
  return { value: walk(value, []), problems, interpolated };
}
function isWithin(path, prefix) {
  return prefix.length <= path.length && prefix.every((part, index) => path[index] === part);
}

// src/spec/validate.ts
var SPEC_WORDS = [
  [/\bsource_id\b/g, "source"],
  [/\bdestination_id\b/g, "destination"],
  [/\bworkflow_nodes\b/g, "nodes"]
];
function inSpecWords(message) {
  return SPEC_WORDS.reduce((text, [word, replacement]) => text.replace(word, replacement), message);
}
var BODY_FIELD_TO_SPEC = {
  source_id: "source",
  destination_id: "destination",
  workflow_nodes: "nodes"
};
function validateSpec(value) {
  const problems = [];
  if (value === null || value === void 0) {
    return {
      problems: [{ path: [], message: "the spec is empty; expected sources, destinations and workflows" }]
    };
  }
  const parsed = SpecSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({
        path: issue.path.map((part) => typeof part === "symbol" ? String(part) : part),
        message: inSpecWords(issue.message)
      });
    }
  }
  const spec = parsed.success ? parsed.data : void 0;
  const document = spec ?? value;
  const workflows = document.workflows;
  if (workflows && typeof workflows === "object" && !Array.isArray(workflows)) {
    const sources = objectKeys(document.sources);
    const destinations = objectKeys(document.destinations);
    for (const [name, workflow] of Object.entries(workflows)) {
      if (!workflow || typeof workflow !== "object" || Array.isArray(workflow)) continue;
      problems.push(...checkWorkflow(name, workflow, sources, destinations));
    }
  }
  return spec && problems.length === 0 ? { spec, problems } : { problems };
}
function objectKeys(value) {
  return new Set(value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : []);
}
function checkWorkflow(name, workflow, sources, destinations) {
  const problems = [];
  const at = (...rest) => ["workflows", name, ...rest];
  for (const [field, defined, section] of [
    ["source", sources, "sources"],
    ["destination", destinations, "destinations"]
  ]) {
    const ref = workflow[field];
    if (typeof ref === "string" && ref !== "" && !defined.has(ref)) {
      const known = [...defined].sort();
      problems.push({
        path: at(field),
        message: `no ${field} connector named '${ref}' in ${section}:${known.length ? ` (defined: ${known.join(", ")})` : " (none defined)"}`
      });
    }
  }
  const body = {
    name,
    source_id: typeof workflow.source === "string" ? `spec:${workflow.source}` : void 0,
    destination_id: typeof workflow.destination === "string" ? `spec:${workflow.destination}` : void 0,
    workflow_type: workflow.workflow_type ?? "custom",
    workflow_nodes: workflow.nodes,
    schedule: workflow.schedule
  };
  for (const item of checkWorkflowRules(body)) {
    const [, field, ...rest] = item.loc;
    const path = field === void 0 ? at() : at(
      BODY_FIELD_TO_SPEC[String(field)] ?? String(field),
      ...rest.map((part) => typeof part === "number" ? part : String(part))
    );
    problems.push({ path, message: inSpecWords(item.msg) });
  }
  return problems;
}

// src/spec/load.ts
var MAX_SPEC_BYTES = 1024 * 1024;
var DEFAULT_SPEC_FILE = "docflow.yaml";
var MAX_YAML_ERRORS = 5;
function isInlineSpec(value) {
  return value.includes("\n") || /:\s/.test(value) || value.trimStart().startsWith("{");
}
async function readSpecFile(path) {
  let size;
  try {
    const info = await stat2(path);
    if (!info.isFile()) throw new SpecError([{ path: [], message: "is not a file" }], path);
    size = info.size;
  } catch (error) {
    if (error instanceof SpecError) throw error;
    const code2 = error.code;
    throw new SpecError(
      [
        {
          path: [],
          message: code2 === "ENOENT" ? "the spec file does not exist (give its path, or the spec itself as inline YAML)" : `cannot be read: ${error.message}`
        }
      ],
      path
    );
  }
  if (size > MAX_SPEC_BYTES) {
    throw new SpecError(
      [{ path: [], message: `is ${size} bytes; a spec may be at most ${MAX_SPEC_BYTES}` }],
      path
    );
  }
  return readFile2(path, "utf8");
}
function locate(document, lines, path) {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true);
    if ((0, import_yaml.isNode)(node) && node.range) {
      const { line, col } = lines.linePos(node.range[0]);
      return { line, column: col };
    }
  }
  return {};
}
function redactAll(text, secrets) {
  let out = text;
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  return out;
}
async function loadSpec(source, options = {}) {
  const label = source.text !== void 0 ? "inline spec" : source.path ?? DEFAULT_SPEC_FILE;
  const text = source.text ?? await readSpecFile(label);
  if (Buffer.byteLength(text) > MAX_SPEC_BYTES) {
    throw new SpecError([{ path: [], message: `a spec may be at most ${MAX_SPEC_BYTES} bytes` }], label);
  }
  const lines = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const fileLabel = source.text !== void 0 ? void 0 : label;
  if (document.errors.length > 0) {
    const shown = document.errors.slice(0, MAX_YAML_ERRORS).map((error) => {
      const start = lines.linePos(error.pos[0]);
      const line = text.split("\n")[start.line - 1] ?? "";
      const hint = /\{[^}]*\$\{\{/.test(line) || /\[[^\]]*\$\{\{/.test(line) ? (
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec's own reference syntax.
        " (inside { } or [ ], quote a value that holds ${{ env.NAME }}: 'secret: \"${{ env.NAME }}\"')"
      ) : "";
      return {
        path: [],
        line: start.line,
        column: start.col,
        message: `invalid YAML: ${error.message.split("\n")[0]}${hint}`
      };
    });
    throw new SpecError(shown, fileLabel ?? label);
  }
  const secrets = [];
  const registerSecret = (value2) => {
    secrets.push(value2);
    options.registerSecret?.(value2);
  };
  const raw = document.toJS({ maxAliasCount: 100 });
  const {
    value,
    problems: referenceProblems,
    interpolated
  } = interpolate(raw, {
    env: options.env ?? process.env,
    registerSecret
  });
  const { spec, problems: ruleProblems } = validateSpec(value);
  const problems = [...referenceProblems, ...ruleProblems].map((problem) => ({
    ...problem,
    ...locate(document, lines, problem.path),
    message: redactAll(problem.message, secrets)
  }));
  if (problems.length > 0 || !spec) throw new SpecError(problems, fileLabel ?? label);
  const warnings = [];
  const desired = toDesiredState(
    spec,
    interpolated,
    (path, message) => warnings.push({ path, message, ...locate(document, lines, path) })
  );
  return { label, desired, warnings, secrets };
}
function sensitiveKeys(values, at, interpolated, warn) {
  const keys = /* @__PURE__ */ new Set();
  for (const [key, value] of Object.entries(values)) {
    const path = [...at, key];
    const fromEnv = interpolated.some((p) => isWithin(p, path));
    if (fromEnv) keys.add(key);
    if (!isSensitiveName(key)) continue;
    keys.add(key);
    if (!fromEnv && looksLikeCredential(value)) {
      warn(
        path,
        `'${key}' holds what looks like a literal credential; keep secrets out of the repository: write \${{ env.NAME }} and pass NAME from a secret`
      );
    }
  }
  return keys;
}
function toDesiredState(spec, interpolated, warn) {
  const connectors = (section, kind) => Object.entries(spec[section] ?? {}).map(
    ([name, connector]) => {
      const config = connector.config ?? {};
      return {
        kind,
        name,
        type: connector.type,
        config,
        sensitive: sensitiveKeys(config, [section, name, "config"], interpolated, warn)
      };
    }
  );
  const workflows = Object.entries(spec.workflows ?? {}).map(([name, workflow]) => {
    const nodes = (workflow.nodes ?? []).map((node, index) => {
      const settings = node.settings ?? {};
      return {
        name: node.name,
        type: node.type,
        subtype: node.subtype,
        settings,
        sensitive: sensitiveKeys(
          settings,
          ["workflows", name, "nodes", index, "settings"],
          interpolated,
          warn
        )
      };
    });
    return {
      name,
      source: workflow.source,
      destination: workflow.destination,
      workflowType: workflow.workflow_type ?? "custom",
      nodes,
      schedule: workflow.schedule ?? null,
      reprocessAll: workflow.reprocess_all ?? false
    };
  });
  return {
    sources: connectors("sources", "source"),
    destinations: connectors("destinations", "destination"),
    workflows
  };
}

// src/modes/sync.ts
import { mkdir as mkdir3, writeFile as writeFile3 } from "node:fs/promises";
import { join as join3, resolve as resolve4 } from "node:path";

// src/spec/apply.ts
function kindOf(step) {
  return "kind" in step ? step.kind : "workflow";
}
function connectorsOf(api, kind) {
  return kind === "source" ? api.sources : api.destinations;
}
function status(error) {
  const value = error?.status;
  return typeof value === "number" ? value : void 0;
}
function oldestNamed(records, name, except) {
  return records.filter((record) => record.name === name && record.id !== except).sort((a, b) => (a.created_at ?? "").localeCompare(b.created_at ?? "") || a.id.localeCompare(b.id))[0];
}
function newestFirst(records) {
  return [...records].sort(
    (a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || b.id.localeCompare(a.id)
  );
}
function workflowBody(desired, idOf) {
  return {
    name: desired.name,
    source_id: desired.source === void 0 ? void 0 : idOf("source", desired.source),
    destination_id: desired.destination === void 0 ? void 0 : idOf("destination", desired.destination),
    workflow_type: desired.workflowType,
    workflow_nodes: desired.nodes.map((node) => ({
      name: node.name,
      type: node.type,
      subtype: node.subtype,
      settings: node.settings
    })),
    schedule: desired.schedule,
    reprocess_all: desired.reprocessAll
  };
}
async function writeConnector(api, desired, existingId, state) {
  const config = desired.config;
  const written = existingId ? await api.update(existingId, { config }) : await api.create({ name: desired.name, type: desired.type, config });
  const masked = Object.keys(config).filter((key) => isMaskedValue(written.config[key]));
  state.set(
    stateKey(desired.kind, written.id),
    managedRecord(config, /* @__PURE__ */ new Set([...desired.sensitive, ...masked]))
  );
  return written;
}
async function saveState(api, state, stateConnectorId) {
  if (stateConnectorId) {
    await api.sources.update(stateConnectorId, { config: stateConfig(state) });
    return;
  }
  const created = await api.sources.create({
    name: STATE_CONNECTOR_NAME,
    type: STATE_CONNECTOR_TYPE,
    config: stateConfig(state)
  });
  const oldest = oldestNamed((await api.sources.list()).filter(isStateConnector), STATE_CONNECTOR_NAME);
  if (!oldest || oldest.id === created.id) return;
  await api.sources.delete(created.id);
  const merged = new Map([...parseState((await api.sources.get(oldest.id)).config), ...state]);
  await api.sources.update(oldest.id, { config: stateConfig(merged) });
}
async function applySteps(api, steps, actual, desired, options = {}) {
  const log = options.log ?? (() => {
  });
  const redact2 = options.redact ?? ((text) => text);
  const ids = { source: /* @__PURE__ */ new Map(), destination: /* @__PURE__ */ new Map() };
  const replacedIds = new Set(
    steps.flatMap((step) => step.op === "create-connector" && step.replacesId ? [step.replacesId] : [])
  );
  for (const [kind, records] of [
    ["source", actual.sources],
    ["destination", actual.destinations]
  ]) {
    for (const record of newestFirst(records))
      if (!replacedIds.has(record.id)) ids[kind].set(record.name, record.id);
  }
  const workflowIds = /* @__PURE__ */ new Map();
  for (const record of newestFirst(actual.workflows)) workflowIds.set(record.name, record.id);
  const idOf = (kind, name) => {
    const id = ids[kind].get(name);
    if (id === void 0)
      throw new Error(`the ${kind} connector '${name}' does not exist (it was not created)`);
    return id;
  };
  const state = new Map(actual.state);
  const before = JSON.stringify(stateConfig(state));
  const outcomes = [];
  let failure;
  for (const step of steps) {
    const kind = kindOf(step);
    if (failure !== void 0) {
      outcomes.push({
        op: step.op,
        kind,
        name: step.name,
        id: "id" in step ? step.id : void 0,
        status: "not applied"
      });
      continue;
    }
    const what = `${step.op.replace("-connector", "").replace("-workflow", "")} ${kind} '${step.name}'`;
    try {
      const outcome = await runStep(api, step, ids, workflowIds, idOf, state);
      outcomes.push({ op: step.op, kind, name: step.name, status: "applied", ...outcome });
      log(`\u2713 ${what}: ${outcome.detail}${outcome.id ? ` (${outcome.id})` : ""}`);
    } catch (error) {
      failure = redact2(error instanceof Error ? error.message : String(error));
      outcomes.push({
        op: step.op,
        kind,
        name: step.name,
        id: "id" in step ? step.id : void 0,
        status: "failed",
        error: failure
      });
      log(`\u2717 ${what}: ${failure}`);
    }
  }
  if (JSON.stringify(stateConfig(state)) !== before) {
    try {
      await saveState(api, state, actual.stateConnectorId);
      log("\u2713 recorded the applied connectors in the state connector");
    } catch (error) {
      const message = redact2(error instanceof Error ? error.message : String(error));
      failure ??= `could not record the applied connectors: ${message}`;
      log(`\u2717 record the applied connectors: ${message}`);
    }
  }
  const pick = (map, named) => Object.fromEntries(
    named.flatMap(({ name }) => map.has(name) ? [[name, map.get(name)]] : []).sort(([a], [b]) => a.localeCompare(b))
  );
  return {
    ok: failure === void 0,
    outcomes,
    resources: {
      sources: pick(ids.source, desired.sources),
      destinations: pick(ids.destination, desired.destinations),
      workflows: pick(workflowIds, desired.workflows)
    },
    error: failure
  };
}
async function runStep(api, step, ids, workflowIds, idOf, state) {
  switch (step.op) {
    case "create-connector": {
      const connectors = connectorsOf(api, step.kind);
      const found = oldestNamed(await connectors.list(), step.name, step.replacesId);
      const usable = found && found.type === step.desired.type ? found : void 0;
      let written = await writeConnector(connectors, step.desired, usable?.id, state);
      let detail = usable ? "updated (it already existed)" : step.replacesId ? "created (replacement)" : "created";
      if (!usable) {
        const oldest = oldestNamed(
          (await connectors.list()).filter((record) => record.type === step.desired.type),
          step.name,
          step.replacesId
        );
        if (oldest && oldest.id !== written.id) {
          await connectors.delete(written.id);
          state.delete(stateKey(step.kind, written.id));
          written = await writeConnector(connectors, step.desired, oldest.id, state);
          detail = "updated (another apply created it at the same time)";
        }
      }
      ids[step.kind].set(step.name, written.id);
      return { id: written.id, detail };
    }
    case "update-connector": {
      const written = await writeConnector(connectorsOf(api, step.kind), step.desired, step.id, state);
      ids[step.kind].set(step.name, written.id);
      return { id: written.id, detail: "updated" };
    }
    case "create-workflow": {
      const body = workflowBody(step.desired, idOf);
      let found = oldestNamed(await api.workflows.list(), step.name);
      let written;
      if (!found) {
        try {
          written = await api.workflows.create(body);
        } catch (error) {
          if (status(error) !== 409) throw error;
          found = oldestNamed(await api.workflows.list(), step.name);
          if (!found) throw error;
        }
      }
      if (found) written = await api.workflows.update(found.id, body);
      const result = written;
      workflowIds.set(step.name, result.id);
      return { id: result.id, detail: found ? "updated (it already existed)" : "created" };
    }
    case "update-workflow": {
      const written = await api.workflows.update(step.id, workflowBody(step.desired, idOf));
      workflowIds.set(step.name, written.id);
      return { id: written.id, detail: "updated" };
    }
    case "delete-workflow":
    case "delete-connector": {
      const target = step.op === "delete-workflow" ? api.workflows : connectorsOf(api, step.kind);
      if (step.op === "delete-connector") state.delete(stateKey(step.kind, step.id));
      try {
        await target.delete(step.id);
      } catch (error) {
        if (status(error) !== 404) throw error;
        return { id: step.id, detail: "already deleted" };
      }
      return { id: step.id, detail: "deleted" };
    }
  }
}

// src/modes/sync.ts
var PLAN_FILE = "docflow-plan.json";
var PlanChangedError = class extends Error {
  constructor(approvedHash, plan) {
    super(
      `The plan differs from the one approved on the pull request (approved ${approvedHash}, now ${plan.hash}). The service or the spec changed since; plan again and review it, or set allow-plan-changes to apply anyway.`
    );
    this.approvedHash = approvedHash;
    this.plan = plan;
    this.name = "PlanChangedError";
  }
  approvedHash;
  plan;
};
function clientFor(options) {
  if (options.api) return options.api;
  if (!options.apiUrl) {
    throw new Error(
      "No Workflow endpoint: give its base address (workflow-api-url, or --api-url / DOCFLOW_WORKFLOW_API_URL)."
    );
  }
  return new WorkflowClient({ baseUrl: options.apiUrl, apiKey: options.apiKey || void 0 });
}
async function runPlanMode(options) {
  const loaded = await loadSpec(options.spec, { env: options.env, registerSecret: options.registerSecret });
  const secrets = [...loaded.secrets, ...options.apiKey ? [options.apiKey] : []];
  const redactText = (text) => redact(text, secrets);
  const api = clientFor(options);
  const actual = await readActualState(api, loaded.desired);
  const { plan, steps } = computePlan(loaded.desired, actual, { spec: loaded.label, prune: options.prune });
  const outDir = resolve4(options.outDir);
  await mkdir3(outDir, { recursive: true });
  const planPath = join3(outDir, PLAN_FILE);
  await writeFile3(planPath, planJson(plan));
  return { loaded, plan, planPath, redact: redactText, steps, actual, api };
}
async function runApplyMode(options) {
  const planned = await runPlanMode(options);
  const planChanged = options.approvedHash !== void 0 && options.approvedHash !== planned.plan.hash;
  if (planChanged && !options.allowPlanChanges)
    throw new PlanChangedError(options.approvedHash, planned.plan);
  const result = await applySteps(planned.api, planned.steps, planned.actual, planned.loaded.desired, {
    log: options.log,
    redact: planned.redact
  });
  return { ...planned, result, planChanged };
}

export {
  createPartitioner,
  runPartitionJob,
  createRunClient,
  parseDuration,
  RunModeError,
  expandFiles,
  downloadOutputs,
  resolveWorkflow,
  IF_RUNNING,
  FAIL_ON,
  runFailed,
  runRunMode,
  renderRunSummary,
  renderPlanMarkdown,
  renderPlanText,
  planJson,
  renderApplyMarkdown,
  formatProblem,
  SpecError,
  specJsonSchema,
  DEFAULT_SPEC_FILE,
  isInlineSpec,
  PlanChangedError,
  runPlanMode,
  runApplyMode
};
