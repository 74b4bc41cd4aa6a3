// One claimed job, from claim to its end: its coordinator. The job is held by a lease that a heartbeat
// renews about every second; the same heartbeat learns of a cancel. The coordinator does not partition:
// it turns the job's files into tasks (task-execution.ts) that any runner with a free slot claims, in this
// process or another, and waits for them. Uploaded files are already in the store; a source's files are
// read here and staged into the store a window at a time, so a job of 50,000 files never holds more than
// the window. Deletions a source reports are done here. Each file's outcome is written with its task, so
// a job taken over after a crash (by another coordinator) skips the files already done, and its tasks are
// added again only where missing. When the lease is lost (the process stalled longer than the lease and
// another took the job over) the coordinator stops and never touches the job again.
import { errorMessage } from "../shared/errors.js";
import { Limiter } from "../shared/limiter.js";
import {
  type JobEnds,
  JobSetupError,
  type OpenJobEnds,
  type PendingDocument,
  type PendingRemoval,
} from "./job-inputs.js";
import type { WorkflowLogger } from "./logger.js";
import type { FileResult, JobRecord, NewTask, WorkflowRecord, WorkflowStore } from "./store/types.js";

export { mergeTokenUsage } from "./store/common.js";

export interface ExecutionContext {
  store: WorkflowStore;
  openEnds: OpenJobEnds;
  logger: WorkflowLogger;
  owner: string;
  leaseMs: number;
  heartbeatMs: number;
  maxAttempts: number;
  /** Files of a source read ahead and staged as tasks not yet done. */
  stageWindow: number;
  /** How often the coordinator looks at its tasks' progress when nothing wakes it. */
  progressMs: number;
  /** Aborts this process's tasks of the job (a cancel is seen here first). */
  abortLocalTasks(jobId: string): void;
}

/** Why the coordinator stopped before the job's end. */
export type StopReason = "cancelled" | "lease-lost" | "released";

/** Deletions from the destination at once. */
const REMOVALS_AT_ONCE = 8;

/** Uploaded files' tasks are added this many at a time. */
const TASK_BATCH = 500;

export class JobExecution {
  readonly job: JobRecord;
  readonly #ctx: ExecutionContext;
  readonly #controller = new AbortController();
  #stop: StopReason | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #beating = false;
  /** Set once the outcome is being written: a renewal racing with it would misread the end as a loss. */
  #finishing = false;
  #lastRenewed = Date.now();
  #wake: (() => void) | undefined;
  readonly done: Promise<void>;

  constructor(job: JobRecord, ctx: ExecutionContext) {
    this.job = job;
    this.#ctx = ctx;
    this.done = this.#run().catch((error: unknown) => {
      ctx.logger.error(this.#log({ error: errorMessage(error) }), "job execution failed unexpectedly");
    });
  }

  get stopReason(): StopReason | undefined {
    return this.#stop;
  }

  /** Whether the coordinator still runs the job (not interrupted). */
  get running(): boolean {
    return this.#stop === undefined;
  }

  /** Lets the job go without finishing it (graceful shutdown). */
  release(): void {
    this.#interrupt("released");
  }

  /** A task of the job ended here: look at the progress now rather than at the next poll. */
  wake(): void {
    this.#wake?.();
  }

  #interrupt(reason: StopReason): void {
    if (this.#stop !== undefined) return;
    this.#stop = reason;
    this.#controller.abort(new Error(`job interrupted: ${reason}`));
    this.wake();
  }

  #log(facts: Record<string, unknown>) {
    return { job_id: this.job.id, workflow_id: this.job.workflow_id, ...facts };
  }

  async #beat(): Promise<void> {
    if (this.#finishing || this.#stop === "lease-lost" || this.#stop === "released") return;
    // A renewal that hangs (a stalled database) proves nothing: once the lease may have run out, another
    // process may hold the job, so this one stops working on it.
    if (Date.now() - this.#lastRenewed >= this.#ctx.leaseMs) {
      this.#ctx.logger.warn(this.#log({}), "could not renew the lease in time; stopping the job's work");
      this.#interrupt("lease-lost");
      return;
    }
    if (this.#beating) return;
    this.#beating = true;
    const { store, owner, leaseMs, logger } = this.#ctx;
    try {
      const lease = await store.renewLease(this.job.id, owner, leaseMs);
      if (this.#finishing) return;
      if (!lease.held) {
        logger.warn(this.#log({}), "lost the lease of the job; stopping its work");
        this.#interrupt("lease-lost");
        return;
      }
      this.#lastRenewed = Date.now();
      if (lease.cancelRequested) this.#interrupt("cancelled");
    } catch (error) {
      const silentFor = Date.now() - this.#lastRenewed;
      logger.warn(
        this.#log({ error: errorMessage(error), silent_ms: silentFor }),
        "could not renew the lease",
      );
      if (silentFor >= leaseMs - this.#ctx.heartbeatMs) this.#interrupt("lease-lost");
    } finally {
      this.#beating = false;
    }
  }

  async #run(): Promise<void> {
    const { logger, maxAttempts } = this.#ctx;
    this.#heartbeat = setInterval(() => void this.#beat(), this.#ctx.heartbeatMs);
    try {
      logger.info(this.#log({ attempts: this.job.attempts }), "job started");
      if (this.job.cancel_requested) this.#interrupt("cancelled");
      if (this.job.attempts > maxAttempts) {
        await this.#finish(
          "FAILED",
          `The process running this job stopped ${this.job.attempts - 1} times before it ended; ` +
            `it is not retried after ${maxAttempts} attempts.`,
        );
        return;
      }
      const workflow = await this.#ctx.store.getWorkflow(this.job.workflow_id);
      if (!workflow) {
        await this.#finish("FAILED", `The workflow ${this.job.workflow_id} no longer exists.`);
        return;
      }
      await this.#runWorkflow(workflow);
    } finally {
      clearInterval(this.#heartbeat);
    }
  }

  async #runWorkflow(workflow: WorkflowRecord): Promise<void> {
    const signal = this.#controller.signal;
    let ends: JobEnds;
    try {
      ends = await this.#ctx.openEnds(this.job, workflow, signal);
    } catch (error) {
      if (await this.#settleInterrupted(0)) return;
      const reason =
        error instanceof JobSetupError ? error.message : `The job could not start: ${errorMessage(error)}`;
      await this.#finish("FAILED", reason);
      return;
    }
    const removed = ends.removed ?? [];
    const recorded = new Set(this.job.file_results.map((result) => result.file_id));
    try {
      const { files: tasked } = await this.#ctx.store.jobTasks(this.job.id);
      const todo = ends.documents.filter(
        (document) => !recorded.has(document.file_id) && !tasked.has(document.file_id),
      );
      const removals = removed.filter((removal) => !recorded.has(removal.file_id));
      const finished = ends.documents.filter((document) => recorded.has(document.file_id)).length;
      const skipped = finished + removed.length - removals.length;
      if (skipped > 0 || tasked.size > 0) {
        // Files with a task already are not added again: their tasks go on (or are taken over).
        this.#ctx.logger.info(
          this.#log({ skipped, tasks_kept: tasked.size }),
          "resuming: files finished by an earlier attempt are skipped",
        );
      }
      // Deletions first: a document moved within the source is deleted under its old id and then written
      // under its new one, and destinations that key records by element id (the same for the same
      // content) would otherwise lose the new write to the old one's deletion.
      const removing = new Limiter(REMOVALS_AT_ONCE);
      const deleted = await Promise.all(
        removals.map((removal) =>
          removing.run(() => this.#runRemoval(removal, ends), signal).catch(() => undefined),
        ),
      );
      // Recorded in the source's order, whatever order the deletions ended in.
      for (const result of deleted) if (result) await this.#recordResult(result);
      if (!signal.aborted) await this.#addTasks(todo);
      await this.#waitForTasks();
    } catch (error) {
      if (!signal.aborted) throw error;
    } finally {
      await ends.close().catch((error: unknown) => {
        this.#ctx.logger.warn(
          this.#log({ error: errorMessage(error) }),
          "could not close the job's connectors",
        );
      });
    }
    const total = ends.documents.length + removed.length;
    if (await this.#settleInterrupted(total)) return;
    const job = await this.#ctx.store.getJob(this.job.id);
    const byFile = new Map((job?.file_results ?? []).map((result) => [result.file_id, result]));
    const results = [...ends.documents, ...removed].map((document) => byFile.get(document.file_id));
    const failed = results.filter((result): result is FileResult => result?.status === "FAILED");
    const [first] = failed;
    if (!first) {
      await ends.succeeded?.().catch((error: unknown) => {
        this.#ctx.logger.warn(
          this.#log({ error: errorMessage(error) }),
          "could not store the source's cursor; the next run lists these files again",
        );
      });
      await this.#finish("COMPLETED", null);
      return;
    }
    // As the hosted service: a run in which some files got through is COMPLETED (its details say
    // COMPLETED_WITH_ERRORS and /failed-files lists the rest); FAILED is kept for a run nothing came out of.
    const status = failed.length < results.length ? "COMPLETED" : "FAILED";
    await this.#finish(
      status,
      `${failed.length} of ${results.length} files failed; the first, ${first.filename}: ${first.error ?? "unknown error"}`,
    );
  }

  /**
   * Turns files into tasks. Uploaded files are in the store already; a source's files are read here and
   * staged with their task, at most `stageWindow` of them waiting or running at once.
   */
  async #addTasks(documents: readonly PendingDocument[]): Promise<void> {
    const { store, owner } = this.#ctx;
    const signal = this.#controller.signal;
    // Largest first: the files that take longest start while the others fill the runners' slots around
    // them, instead of one of them starting last and running alone at the end of the job.
    const uploaded = documents
      .filter((document) => document.source === undefined)
      .sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
    for (let start = 0; start < uploaded.length && !signal.aborted; start += TASK_BATCH) {
      const batch = uploaded.slice(start, start + TASK_BATCH).map(
        (document): NewTask => ({
          task_id: document.file_id,
          kind: "file",
          file_id: document.file_id,
          document: { filename: document.filename, content_type: document.content_type },
        }),
      );
      if (!(await store.createTasks(this.job.id, owner, batch))) return this.#lost();
    }
    const sourced = documents.filter((document) => document.source !== undefined);
    let staged = await store.liveTasks(this.job.id);
    for (const document of sourced) {
      while (staged >= this.#ctx.stageWindow && !signal.aborted) {
        await this.#pause();
        staged = await store.liveTasks(this.job.id);
      }
      if (signal.aborted) return;
      let data: Uint8Array;
      try {
        data = await document.read(signal);
      } catch (error) {
        if (signal.aborted) return;
        await this.#record(document, `could not read the file: ${errorMessage(error)}`);
        continue;
      }
      const task: NewTask = {
        task_id: document.file_id,
        kind: "file",
        file_id: document.file_id,
        document: {
          filename: document.filename,
          content_type: document.content_type,
          source: document.source,
          staged: true,
        },
        data,
      };
      if (!(await store.createTasks(this.job.id, owner, [task]))) return this.#lost();
      staged++;
    }
  }

  #lost(): void {
    this.#ctx.logger.warn(this.#log({}), "lost the lease of the job; stopping its work");
    this.#interrupt("lease-lost");
  }

  /** Records a file that failed before it became a task (its source could not read it). */
  async #record(document: PendingDocument, error: string): Promise<void> {
    this.#ctx.logger.warn(this.#log({ file_id: document.file_id, error }), "file failed");
    await this.#recordResult({
      file_id: document.file_id,
      filename: document.filename,
      status: "FAILED",
      error,
      finished_at: new Date().toISOString(),
    });
  }

  /** Until no task of the job is left to do, or the coordinator is interrupted. */
  async #waitForTasks(): Promise<void> {
    const signal = this.#controller.signal;
    while (!signal.aborted) {
      if ((await this.#ctx.store.liveTasks(this.job.id)) === 0) return;
      await this.#pause();
    }
  }

  /** Sleeps until the next progress poll, a wake-up (a local task ended), or an interruption. */
  #pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.#ctx.progressMs);
      const wake = () => done();
      this.#wake = wake;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  /** Ends the job when it was interrupted; true when it was (or when the job is no longer ours). */
  async #settleInterrupted(total: number): Promise<boolean> {
    switch (this.#stop) {
      case undefined:
        return false;
      case "cancelled": {
        // Queued tasks are dropped; running ones stop here at once and elsewhere at their next renewal.
        await this.#ctx.store.cancelTasks(this.job.id).catch(() => undefined);
        this.#ctx.abortLocalTasks(this.job.id);
        const job = await this.#ctx.store.getJob(this.job.id);
        const finished = (job?.file_results ?? []).filter((result) => result.status === "COMPLETED").length;
        await this.#finish(
          "STOPPED",
          `The job was cancelled; ${finished} of ${total} files had been processed.`,
        );
        return true;
      }
      case "released":
        // Back to SCHEDULED at once (not after the lease would have run out), without spending an attempt.
        // Its tasks stay: they are claimed again once a coordinator holds the job.
        await this.#ctx.store.releaseJob(this.job.id, this.#ctx.owner).then(
          () => this.#ctx.logger.info(this.#log({}), "job released unfinished; it will be taken over"),
          (error: unknown) =>
            this.#ctx.logger.warn(
              this.#log({ error: errorMessage(error) }),
              "could not release the job; it is taken over once its lease runs out",
            ),
        );
        return true;
      case "lease-lost":
        this.#ctx.logger.warn(this.#log({}), "job left to the process that took it over");
        return true;
    }
  }

  async #finish(status: "COMPLETED" | "FAILED" | "STOPPED", error: string | null): Promise<void> {
    this.#finishing = true;
    const held = await this.#ctx.store.finishJob(this.job.id, this.#ctx.owner, status, error);
    if (!held) {
      this.#ctx.logger.warn(
        this.#log({ status }),
        "the job was no longer held when it ended; outcome dropped",
      );
      return;
    }
    const usage = (await this.#ctx.store.getJob(this.job.id))?.token_usage ?? [];
    const level = status === "COMPLETED" ? "info" : "warn";
    const facts = usage.length > 0 ? { status, error, token_usage: usage } : { status, error };
    this.#ctx.logger[level](this.#log(facts), "job finished");
  }

  /** Deletes the records of a document the source no longer holds; its result says DELETED or FAILED. */
  async #runRemoval(removal: PendingRemoval, ends: JobEnds): Promise<FileResult | undefined> {
    const destination = ends.destination;
    if (!destination) return undefined;
    const signal = this.#controller.signal;
    const base = { file_id: removal.file_id, filename: removal.filename };
    try {
      await destination.delete(removal, signal);
      this.#ctx.logger.info(
        this.#log({ file_id: removal.file_id }),
        "deleted from the destination: the source no longer holds it",
      );
      return { ...base, status: "DELETED", finished_at: new Date().toISOString() };
    } catch (error) {
      if (signal.aborted) return undefined;
      const message = `could not delete its records from the destination: ${errorMessage(error)}`;
      this.#ctx.logger.warn(this.#log({ file_id: removal.file_id, error: message }), "file failed");
      return { ...base, status: "FAILED", error: message, finished_at: new Date().toISOString() };
    }
  }

  async #recordResult(result: FileResult): Promise<void> {
    await this.#ctx.store.recordFileResult(this.job.id, this.#ctx.owner, result).catch((error: unknown) => {
      this.#ctx.logger.warn(
        this.#log({ file_id: result.file_id, error: errorMessage(error) }),
        "could not record a file's result",
      );
    });
  }
}
