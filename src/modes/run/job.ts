// Mode `run` as a plain function, shared by the action and `docflow run`: find the workflow, start a job
// (uploading the documents of a local-source workflow), wait for it with polls that follow its progress
// (backoff.ts), and download a local-destination job's outputs, several at once. A timeout or the caller's AbortSignal cancels the job on the server.
// The outcome is returned, not thrown, so the caller can still report a job that did not complete.
import { basename, resolve } from "node:path";
import { ApiError } from "../../client/errors.js";
import { fileFromPath, type UploadFile } from "../../client/files.js";
import {
  type JobInfo,
  type JobStatus,
  normalizeJobStatus,
  TERMINAL_JOB_STATUSES,
} from "../../contract/jobs.js";
import type { WorkflowInfo } from "../../contract/workflows.js";
import { errorMessage } from "../../shared/errors.js";
import { SymlinkOutsideError, selectFiles } from "../files.js";
import { DEFAULTS, FAIL_ON, type FailOn, IF_RUNNING, type IfRunning } from "../inputs.js";
import { type PollOptions, PollSchedule, pause, pollDelays } from "./backoff.js";
import type { FailedFile, RunClient } from "./client.js";
import { formatDuration, parseDuration } from "./duration.js";
import { RunModeError } from "./errors.js";
import { type DownloadedOutput, downloadOutputs, inputNames } from "./outputs.js";
import { resolveWorkflow } from "./resolve.js";

export { FAIL_ON, type FailOn, IF_RUNNING, type IfRunning };

export const DEFAULT_TIMEOUT_MS = parseDuration(DEFAULTS.timeout, "The default timeout");

/** How long a cancel may take when the caller is being stopped: the runner sends SIGTERM 7.5 s after SIGINT. */
const CANCEL_TIMEOUT_MS = 4000;
/** How long a timed-out job is watched after the cancel, to report STOPPED rather than the last status. */
const SETTLE_MS = 10_000;
/** How long a run request in flight may still answer after an abort (its job is then cancelled). */
const RUN_ANSWER_GRACE_MS = 2500;
/** A line in the log now and then while the status does not change. */
const HEARTBEAT_MS = 5 * 60_000;

export interface RunModeOptions {
  client: RunClient;
  /** The workflow, by name or id. */
  workflow: string;
  /** Documents for a local-source workflow: paths, folders or globs (`!` excludes), relative to `cwd`. */
  files?: readonly string[] | undefined;
  cwd?: string | undefined;
  /** Wait for the job to finish (default true); false returns once it is started. */
  wait?: boolean | undefined;
  /** Limit of the whole run, from the first call (default 30 minutes). */
  timeoutMs?: number | undefined;
  /** The workflow already has an active job (HTTP 409): fail, or wait for it and then start ours. */
  ifRunning?: IfRunning | undefined;
  /** Where a local-destination job's outputs are written (absolute, or relative to `cwd`). */
  outDir?: string | undefined;
  /** Aborting cancels the job on the server and ends the run with outcome `cancelled`. */
  signal?: AbortSignal | undefined;
  log?: ((line: string) => void) | undefined;
  /** Called once the job exists, before waiting: the action saves its id for the post step here. */
  onJobStarted?: ((job: JobInfo, workflow: WorkflowInfo) => void | Promise<void>) | undefined;
  poll?: PollOptions | undefined;
  /** Outputs downloaded at once (default DEFAULT_DOWNLOAD_CONCURRENCY). */
  downloadConcurrency?: number | undefined;
  now?: (() => number) | undefined;
}

export interface TimelineEntry {
  status: JobStatus;
  /** ISO time the status was first seen. */
  at: string;
  /** Since the job was started. */
  afterMs: number;
}

export interface RunFileResult {
  /** The input file's name as uploaded (or its file id). */
  file: string;
  fileId: string;
  status: "ok" | "failed" | "unknown";
  /** Elements in the output of the last node that has one. */
  elements?: number | undefined;
  outputs: DownloadedOutput[];
  error?: string | undefined;
}

/**
 * `completed` / `failed` / `stopped`: the job ended so. `timed-out`: the timeout ran out and the job was
 * cancelled. `cancelled`: the caller aborted and the job was cancelled. `started`: not waited for.
 */
export type RunOutcome = "completed" | "failed" | "stopped" | "timed-out" | "cancelled" | "started";

export interface RunModeResult {
  workflow: WorkflowInfo;
  job: JobInfo;
  /** The last status seen. */
  status: JobStatus;
  outcome: RunOutcome;
  timeline: TimelineEntry[];
  files: RunFileResult[];
  failedFiles: FailedFile[];
  /** Absolute; outputs are written here for a local-destination workflow. */
  outDir: string;
  downloads: DownloadedOutput[];
  elements: number;
  /** From the job's start to the last status. */
  durationMs: number;
  /** The job was started after waiting for another one (if-running: wait). */
  waitedForJob?: string | undefined;
}

const isTerminal = (status: JobStatus) => (TERMINAL_JOB_STATUSES as readonly string[]).includes(status);
const statusOf = (job: JobInfo): JobStatus => normalizeJobStatus(job.status) ?? (job.status as JobStatus);

/**
 * The job COMPLETED but some of its documents failed: the hosted service's details say
 * COMPLETED_WITH_ERRORS. Only fail-on `failed-files` fails the step for it; the default does not.
 */
export function completedWithErrors(result: Pick<RunModeResult, "outcome" | "files">): boolean {
  return result.outcome === "completed" && result.files.some((file) => file.status === "failed");
}

/** Whether a finished run fails under the policy. */
export function runFailed(
  result: Pick<RunModeResult, "outcome" | "failedFiles" | "files">,
  failOn: FailOn,
): boolean {
  if (failOn === "never" || result.outcome === "started") return false;
  if (result.outcome !== "completed") return true;
  return failOn === "failed-files" && completedWithErrors(result);
}

/** The job the workflow is busy with, when the service says one is active. */
async function activeJob(
  client: RunClient,
  workflowId: string,
  signal?: AbortSignal,
): Promise<JobInfo | undefined> {
  for (const status of ["in_progress", "scheduled"]) {
    const jobs = await client.jobs.list({ workflowId, status }, { signal });
    if (jobs[0]) return jobs[0];
  }
  return undefined;
}

async function uploads(
  options: RunModeOptions,
  workflow: WorkflowInfo,
  cwd: string,
  log: (line: string) => void,
): Promise<UploadFile[]> {
  const patterns = (options.files ?? []).map((p) => p.trim()).filter(Boolean);
  const local = workflow.sources.length === 0;
  if (!local) {
    if (patterns.length > 0) {
      throw new RunModeError(
        "invalid-input",
        `Workflow '${workflow.name}' reads its documents from source connector ${workflow.sources.join(", ")}; files are only uploaded to workflows with a local source. Remove 'files'.`,
      );
    }
    return [];
  }
  if (patterns.length === 0) {
    throw new RunModeError(
      "invalid-input",
      `Workflow '${workflow.name}' has a local source: give the documents to upload as 'files' (glob patterns).`,
    );
  }
  let selection: Awaited<ReturnType<typeof selectFiles>>;
  try {
    selection = await selectFiles(patterns, cwd);
  } catch (error) {
    if (error instanceof SymlinkOutsideError) throw new RunModeError("invalid-input", error.message);
    throw error;
  }
  const { files: matched, missing, unmatched } = selection;
  if (missing.length > 0) {
    throw new RunModeError(
      "invalid-input",
      `files: ${missing.map((p) => `'${p}'`).join(", ")} ${missing.length === 1 ? "does" : "do"} not exist (relative to ${cwd}); nothing was uploaded.`,
    );
  }
  for (const pattern of unmatched) log(`Warning: files pattern '${pattern}' matches no file.`);
  if (matched.length === 0) {
    throw new RunModeError(
      "no-files",
      `No files match ${patterns.map((p) => `'${p}'`).join(", ")} (relative to ${cwd}); workflow '${workflow.name}' needs at least one document.`,
    );
  }
  return Promise.all(matched.map((file) => fileFromPath(resolve(cwd, file))));
}

class Watcher {
  readonly timeline: TimelineEntry[] = [];
  #lastLogged = 0;

  constructor(
    private readonly label: string,
    private readonly startedAt: number,
    private readonly now: () => number,
    private readonly log: (line: string) => void,
  ) {}

  /** Records the status; logs it when it changed (and a heartbeat now and then when it did not). */
  see(status: JobStatus): void {
    const at = this.now();
    const last = this.timeline.at(-1);
    if (last?.status === status) {
      if (at - this.#lastLogged >= HEARTBEAT_MS) {
        this.log(`${this.label} still ${status} after ${formatDuration(at - this.startedAt)}`);
        this.#lastLogged = at;
      }
      return;
    }
    this.timeline.push({ status, at: new Date(at).toISOString(), afterMs: at - this.startedAt });
    this.log(
      `${this.label} ${status}${this.timeline.length > 1 ? ` after ${formatDuration(at - this.startedAt)}` : ""}`,
    );
    this.#lastLogged = at;
  }
}

type WaitEnd = { job: JobInfo; ended: "terminal" | "timeout" | "aborted" };

/**
 * Share of the job's work done: outputs written over input files × nodes (a failed file writes fewer,
 * so this errs low, and the poll comes early rather than late). Undefined when the job does not tell:
 * a remote source lists no input files.
 */
export function jobProgress(job: JobInfo, nodes: number | undefined): number | undefined {
  const inputs = job.input_file_ids?.length ?? 0;
  if (inputs === 0 || !nodes) return undefined;
  return Math.min(1, (job.output_node_files?.length ?? 0) / (inputs * nodes));
}

/** Polls the job until it ends, the deadline passes or the signal aborts. */
async function waitForJob(
  client: RunClient,
  first: JobInfo,
  watcher: Watcher,
  deadline: number,
  options: RunModeOptions,
  now: () => number,
  nodes?: number,
): Promise<WaitEnd> {
  let job = first;
  let retryAfterMs: number | undefined;
  const since = now();
  watcher.see(statusOf(job));
  const schedule = new PollSchedule(options.poll);
  while (!isTerminal(statusOf(job))) {
    if (options.signal?.aborted) return { job, ended: "aborted" };
    const left = deadline - now();
    if (left <= 0) return { job, ended: "timeout" };
    const delay = schedule.next({
      progress: jobProgress(job, nodes),
      elapsedMs: now() - since,
      retryAfterMs,
    });
    await pause(Math.min(delay, left), options.signal);
    if (options.signal?.aborted) return { job, ended: "aborted" };
    if (now() >= deadline) return { job, ended: "timeout" };
    try {
      ({ job, retryAfterMs } = await client.jobs.poll(job.id, { signal: options.signal }));
    } catch (error) {
      if (options.signal?.aborted) return { job, ended: "aborted" };
      throw error;
    }
    watcher.see(statusOf(job));
  }
  return { job, ended: "terminal" };
}

/** Cancels our job; a job that finished meanwhile answers 409, which is fine. Returns its status after. */
async function cancelJob(
  client: RunClient,
  job: JobInfo,
  log: (line: string) => void,
  why: string,
  settleMs: number,
  poll: PollOptions | undefined,
): Promise<JobInfo> {
  log(`Cancelling job ${job.id}: ${why}.`);
  try {
    // The signal bounds the client's retries too, so a server that is down cannot hold the step past the
    // runner's grace period.
    await client.jobs.cancel(job.id, {
      timeoutMs: CANCEL_TIMEOUT_MS,
      signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS),
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.is(409))) {
      log(`Could not cancel job ${job.id}: ${errorMessage(error)}`);
      return job;
    }
  }
  // A running job stops within a couple of seconds; look until it does, or the time allowed runs out.
  const until = Date.now() + settleMs;
  let current = job;
  const delays = pollDelays({ minMs: Math.min(250, poll?.minMs ?? 250), maxMs: 1000, random: poll?.random });
  for (;;) {
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

/**
 * One run request. An abort does not cut it at once: the server may already have created the job, and a
 * job whose id we never learn cannot be cancelled. The request gets a moment to answer (then the job is
 * cancelled like any other); a slow upload is cut after that, before the runner's SIGTERM.
 */
async function runOnce(
  client: RunClient,
  workflow: WorkflowInfo,
  files: UploadFile[],
  signal: AbortSignal | undefined,
): Promise<JobInfo> {
  if (signal?.aborted) throw new RunModeError("cancelled", "cancelled before a job was started");
  const request = new AbortController();
  let timer: NodeJS.Timeout | undefined;
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

/** Starts the job; on a 409 either fails with the busy job named, or waits for it and tries again. */
async function startJob(
  options: RunModeOptions,
  client: RunClient,
  workflow: WorkflowInfo,
  files: UploadFile[],
  deadline: number,
  now: () => number,
  log: (line: string) => void,
): Promise<{ job: JobInfo; waitedFor?: string } | { aborted: true } | { timedOut: string }> {
  let waitedFor: string | undefined;
  for (;;) {
    try {
      const job = await runOnce(client, workflow, files, options.signal);
      // Aborted while the request was answered: the caller then cancels the job it now knows of.
      return { job, waitedFor };
    } catch (error) {
      if (options.signal?.aborted) return { aborted: true };
      if (!(error instanceof ApiError && error.is(409))) throw error;
      const busy = await activeJob(client, workflow.id, options.signal).catch(() => undefined);
      const which = busy ? `job ${busy.id} (${statusOf(busy)})` : "a job";
      if ((options.ifRunning ?? "fail") === "fail") {
        throw new RunModeError(
          "already-running",
          `Workflow '${workflow.name}' already has ${which} in progress, so no new job was started. ` +
            "Set if-running to wait to wait for it and then run" +
            (busy ? `, or cancel it (docflow jobs cancel ${busy.id}).` : "."),
        );
      }
      if (!busy) {
        // The other job ended between the 409 and the list: try again at once (after a breath).
        if (await pause(1000, options.signal)) return { aborted: true };
        continue;
      }
      waitedFor = busy.id;
      log(
        `Workflow '${workflow.name}' is busy with ${which}; waiting for it to finish before starting a job.`,
      );
      const watcher = new Watcher(`Job ${busy.id} (not ours):`, now(), now, log);
      const end = await waitForJob(client, busy, watcher, deadline, options, now);
      if (end.ended === "aborted") return { aborted: true };
      if (end.ended === "timeout") return { timedOut: busy.id };
    }
  }
}

function perFileResults(
  job: JobInfo,
  workflow: WorkflowInfo,
  names: ReadonlyMap<string, string>,
  downloads: readonly DownloadedOutput[],
  failed: readonly FailedFile[],
  status: JobStatus,
): RunFileResult[] {
  // A job of a remote source lists no input files; the documents it could not process are still known.
  if ((job.input_file_ids ?? []).length === 0) {
    return failed.map((file) => ({
      file: file.document,
      fileId: "",
      status: "failed",
      outputs: [],
      error: file.error,
    }));
  }
  const lastNode = workflow.workflow_nodes.at(-1)?.id;
  const localDestination = workflow.destinations.length === 0;
  const failedByName = new Map(failed.map((file) => [file.document, file.error]));
  return (job.input_file_ids ?? []).map((fileId): RunFileResult => {
    const file = names.get(fileId) ?? fileId;
    const outputs = downloads.filter((d) => d.fileId === fileId);
    const uploadedName = [...failedByName.keys()].find((name) => name === file || basename(name) === file);
    const error = uploadedName === undefined ? undefined : failedByName.get(uploadedName);
    const finalOutput =
      outputs.find((d) => d.nodeId === lastNode && d.path) ?? outputs.filter((d) => d.path).at(-1);
    let fileStatus: RunFileResult["status"] = "unknown";
    if (error !== undefined) fileStatus = "failed";
    else if (localDestination && finalOutput && (!lastNode || finalOutput.nodeId === lastNode))
      fileStatus = "ok";
    else if (localDestination && isTerminal(status) && status !== "STOPPED") fileStatus = "failed";
    else if (!localDestination && status === "COMPLETED") fileStatus = "ok";
    return {
      file,
      fileId,
      status: fileStatus,
      elements: finalOutput?.elements,
      outputs,
      error: error ?? (fileStatus === "failed" ? "no output at the workflow's last node" : undefined),
    };
  });
}

export async function runRunMode(options: RunModeOptions): Promise<RunModeResult> {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const cwd = resolve(options.cwd ?? process.cwd());
  const outDir = resolve(cwd, options.outDir ?? DEFAULTS.outputDir);
  const { client } = options;
  const began = now();
  const deadline = began + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);

  const cancelledEarly = (error: unknown) =>
    options.signal?.aborted
      ? new RunModeError("cancelled", "The run was cancelled before a job was started.")
      : error;
  const workflow = await resolveWorkflow(client, options.workflow, { signal: options.signal }).catch(
    (error) => {
      throw cancelledEarly(error);
    },
  );
  log(
    `Workflow '${workflow.name}' (${workflow.id}): ${workflow.sources.length === 0 ? "local" : "remote"} source, ${workflow.destinations.length === 0 ? "local" : "remote"} destination.`,
  );
  const files = await uploads(options, workflow, cwd, log);
  if (options.signal?.aborted) throw cancelledEarly(undefined);
  if (files.length > 0)
    log(
      `Uploading ${files.length} document${files.length === 1 ? "" : "s"}: ${files.map((f) => f.name).join(", ")}`,
    );

  const base = {
    workflow,
    outDir,
    files: [] as RunFileResult[],
    failedFiles: [] as FailedFile[],
    downloads: [] as DownloadedOutput[],
    elements: 0,
  };
  const started = await startJob(options, client, workflow, files, deadline, now, log);
  if ("aborted" in started || "timedOut" in started) {
    // No job of ours exists; there is nothing to cancel.
    const why =
      "aborted" in started
        ? "cancelled before a job was started"
        : `timed out waiting for job ${started.timedOut}`;
    throw new RunModeError(
      "aborted" in started ? "cancelled" : "timeout",
      `Workflow '${workflow.name}': ${why}.`,
    );
  }
  let job = started.job;
  const jobStart = now();
  const watcher = new Watcher(`Job ${job.id}:`, jobStart, now, log);
  await options.onJobStarted?.(job, workflow);

  // A run cancelled while it started its job does not leave that job behind, even with wait: false.
  if (options.wait === false && !options.signal?.aborted) {
    watcher.see(statusOf(job));
    return {
      ...base,
      job,
      status: statusOf(job),
      outcome: "started",
      timeline: watcher.timeline,
      durationMs: 0,
      waitedForJob: started.waitedFor,
    };
  }

  let outcome: RunOutcome;
  try {
    const end = await waitForJob(
      client,
      job,
      watcher,
      deadline,
      options,
      now,
      workflow.workflow_nodes.length,
    );
    job = end.job;
    if (end.ended === "terminal") {
      const status = statusOf(job);
      outcome = status === "COMPLETED" ? "completed" : status === "FAILED" ? "failed" : "stopped";
    } else {
      const timedOut = end.ended === "timeout";
      outcome = timedOut ? "timed-out" : "cancelled";
      job = await cancelJob(
        client,
        job,
        log,
        timedOut
          ? `the timeout of ${formatDuration(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)} ran out`
          : "the run was cancelled",
        timedOut ? SETTLE_MS : 1500,
        options.poll,
      );
      watcher.see(statusOf(job));
    }
  } catch (error) {
    // Nobody would watch the job any more: stop it rather than let it run on unattended.
    await cancelJob(client, job, log, "docflow stopped watching it after an error", 0, options.poll).catch(
      () => undefined,
    );
    throw error;
  }

  const status = statusOf(job);
  const result: RunModeResult = {
    ...base,
    job,
    status,
    outcome,
    timeline: watcher.timeline,
    durationMs: now() - jobStart,
    waitedForJob: started.waitedFor,
  };
  if (outcome === "cancelled") return result;

  const names = inputNames(
    job,
    files.map((f) => f.name),
  );
  // The failed files and the outputs are asked for together: each is a round trip of its own.
  const failedFiles = client.jobs.failedFiles(job.id, { signal: options.signal }).catch((error: unknown) => {
    log(`Could not read the job's failed files: ${errorMessage(error)}`);
    return [] as FailedFile[];
  });
  if (workflow.destinations.length === 0) {
    // The signal stops the downloads too: a step being cancelled has seconds left.
    result.downloads = await downloadOutputs(client, job, outDir, {
      signal: options.signal,
      names,
      nodes: workflow.workflow_nodes,
      log,
      concurrency: options.downloadConcurrency,
    });
  }
  result.failedFiles = await failedFiles;
  result.files = perFileResults(job, workflow, names, result.downloads, result.failedFiles, status);
  result.elements = result.files.reduce((sum, file) => sum + (file.elements ?? 0), 0);
  return result;
}
