// One claimed job, from claim to its end. The job is held by a lease that a heartbeat renews about every
// second; the same heartbeat learns of a cancel. Every file of the job goes through the workflow's nodes
// under the runner's shared limiter, and each file's outcome is recorded as soon as it is known, so a job
// taken over after a crash skips the files already done. When the lease is lost (the process stalled
// longer than the lease and another took the job over) the execution aborts its work and never touches
// the job again. The model token usage the executors record against the job's signal is written with the
// job as a running total (previous attempts included) after each file and when the job ends or is
// released, so a takeover after a crash loses at most the usage of the files in flight.
import type { Element } from "../contract/element.js";
import { errorMessage } from "../shared/errors.js";
import type { Limiter } from "../shared/limiter.js";
import type { JobDocument, NodeExecutors } from "./executors.js";
import {
  type JobEnds,
  JobSetupError,
  type OpenJobEnds,
  type PendingDocument,
  type PendingRemoval,
} from "./job-inputs.js";
import type { WorkflowLogger } from "./logger.js";
import type { UsageLedger } from "./models/usage.js";
import { NodeFailure, runNodes } from "./pipeline.js";
import type { FileResult, JobRecord, JobTokenUsage, WorkflowRecord, WorkflowStore } from "./store/types.js";

export interface ExecutionContext {
  store: WorkflowStore;
  executors: NodeExecutors;
  openEnds: OpenJobEnds;
  limiter: Limiter;
  logger: WorkflowLogger;
  owner: string;
  leaseMs: number;
  heartbeatMs: number;
  maxAttempts: number;
  /** Where the executors record model token usage, against the job's signal. */
  usage?: UsageLedger | undefined;
}

/** Why the work in flight was aborted. */
export type StopReason = "cancelled" | "lease-lost" | "released";

class JobInterrupted extends Error {
  constructor(readonly reason: StopReason) {
    super(`job interrupted: ${reason}`);
    this.name = "JobInterrupted";
  }
}

const encoder = new TextEncoder();

/** One entry per provider and model, the counts of `lists` summed. */
export function mergeTokenUsage(...lists: readonly (readonly JobTokenUsage[])[]): JobTokenUsage[] {
  const merged = new Map<string, JobTokenUsage>();
  for (const list of lists) {
    for (const entry of list) {
      const key = `${entry.provider}\u0000${entry.model}`;
      const sum = merged.get(key) ?? {
        provider: entry.provider,
        model: entry.model,
        requests: 0,
        input_tokens: 0,
        output_tokens: 0,
      };
      sum.requests += entry.requests;
      sum.input_tokens += entry.input_tokens;
      sum.output_tokens += entry.output_tokens;
      if (entry.cached_input_tokens) {
        sum.cached_input_tokens = (sum.cached_input_tokens ?? 0) + entry.cached_input_tokens;
      }
      merged.set(key, sum);
    }
  }
  return [...merged.values()];
}

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
  readonly #results = new Map<string, FileResult>();
  /** Token usage of the attempts before this one, as stored with the job. */
  readonly #usageBefore: JobTokenUsage[];
  readonly done: Promise<void>;

  constructor(job: JobRecord, ctx: ExecutionContext) {
    this.job = job;
    this.#ctx = ctx;
    for (const result of job.file_results) this.#results.set(result.file_id, result);
    this.#usageBefore = job.token_usage ?? [];
    this.done = this.#run().catch((error: unknown) => {
      ctx.logger.error(this.#log({ error: errorMessage(error) }), "job execution failed unexpectedly");
    });
  }

  get stopReason(): StopReason | undefined {
    return this.#stop;
  }

  /** Aborts the work in flight and lets the job go without finishing it (graceful shutdown). */
  release(): void {
    this.#interrupt("released");
  }

  #interrupt(reason: StopReason): void {
    if (this.#stop !== undefined) return;
    this.#stop = reason;
    this.#controller.abort(new JobInterrupted(reason));
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
      // A database hiccup is survivable until the lease would have run out; past that another process may
      // already hold the job, so this one must stop.
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
    try {
      const todo = ends.documents.filter((document) => !this.#results.has(document.file_id));
      const removals = removed.filter((removal) => !this.#results.has(removal.file_id));
      const skipped = ends.documents.length - todo.length + removed.length - removals.length;
      if (skipped > 0) {
        this.#ctx.logger.info(
          this.#log({ skipped }),
          "resuming: files finished by an earlier attempt are skipped",
        );
      }
      // Deletions first: a document moved within the source is deleted under its old id and then written
      // under its new one, and destinations that key records by element id (the same for the same
      // content) would otherwise lose the new write to the old one's deletion.
      await Promise.all(removals.map((removal) => this.#runRemoval(removal, ends)));
      await Promise.all(todo.map((document) => this.#runFile(document, workflow, ends)));
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
    const results = [...ends.documents, ...removed].map((document) => this.#results.get(document.file_id));
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

  /** Ends the job when it was interrupted; true when it was (or when the job is no longer ours). */
  async #settleInterrupted(total: number): Promise<boolean> {
    switch (this.#stop) {
      case undefined:
        return false;
      case "cancelled": {
        const finished = [...this.#results.values()].filter((result) => result.status === "COMPLETED").length;
        await this.#finish(
          "STOPPED",
          `The job was cancelled; ${finished} of ${total} files had been processed.`,
        );
        return true;
      }
      case "released":
        // Back to SCHEDULED at once (not after the lease would have run out), without spending an attempt.
        // If the release fails, the lease simply runs out and the job is taken over as after a crash.
        await this.#saveUsage(true);
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

  /**
   * Writes the job's token usage so far (previous attempts plus this one) when this attempt used any
   * model; `final` forgets this attempt's ledger entry. Returns the total.
   */
  async #saveUsage(final: boolean): Promise<JobTokenUsage[]> {
    const ledger = this.#ctx.usage;
    if (!ledger) return this.#usageBefore;
    const signal = this.#controller.signal;
    const current = final ? ledger.take(signal) : ledger.peek(signal);
    if (current.length === 0) return this.#usageBefore;
    const total = mergeTokenUsage(this.#usageBefore, current);
    await this.#ctx.store.recordTokenUsage(this.job.id, this.#ctx.owner, total).catch((error: unknown) => {
      this.#ctx.logger.warn(this.#log({ error: errorMessage(error) }), "could not record the token usage");
    });
    return total;
  }

  async #finish(status: "COMPLETED" | "FAILED" | "STOPPED", error: string | null): Promise<void> {
    this.#finishing = true;
    const usage = await this.#saveUsage(true);
    const held = await this.#ctx.store.finishJob(this.job.id, this.#ctx.owner, status, error);
    if (!held) {
      this.#ctx.logger.warn(
        this.#log({ status }),
        "the job was no longer held when it ended; outcome dropped",
      );
      return;
    }
    const level = status === "COMPLETED" ? "info" : "warn";
    const facts = usage.length > 0 ? { status, error, token_usage: usage } : { status, error };
    this.#ctx.logger[level](this.#log(facts), "job finished");
  }

  async #runFile(pending: PendingDocument, workflow: WorkflowRecord, ends: JobEnds): Promise<void> {
    await this.#limited((signal) => this.#processFile(pending, workflow, ends, signal));
  }

  /** Deletes the records of a document the source no longer holds; its result says DELETED or FAILED. */
  async #runRemoval(removal: PendingRemoval, ends: JobEnds): Promise<void> {
    const destination = ends.destination;
    if (!destination) return;
    await this.#limited(async (signal): Promise<FileResult | undefined> => {
      const base = { file_id: removal.file_id, filename: removal.filename };
      try {
        await destination.delete(removal, signal);
      } catch (error) {
        if (signal.aborted) return undefined;
        const message = `could not delete its records from the destination: ${errorMessage(error)}`;
        this.#ctx.logger.warn(this.#log({ file_id: removal.file_id, error: message }), "file failed");
        return { ...base, status: "FAILED", error: message, finished_at: new Date().toISOString() };
      }
      this.#ctx.logger.info(
        this.#log({ file_id: removal.file_id }),
        "deleted from the destination: the source no longer holds it",
      );
      return { ...base, status: "DELETED", finished_at: new Date().toISOString() };
    });
  }

  /** Runs one file's work in a slot of the runner's limiter and records its outcome. */
  async #limited(work: (signal: AbortSignal) => Promise<FileResult | undefined>): Promise<void> {
    const signal = this.#controller.signal;
    let release: () => void;
    try {
      release = await this.#ctx.limiter.acquire(signal);
    } catch {
      return;
    }
    try {
      const result = await work(signal);
      if (result === undefined) return;
      this.#results.set(result.file_id, result);
      await this.#ctx.store.recordFileResult(this.job.id, this.#ctx.owner, result).catch((error: unknown) => {
        this.#ctx.logger.warn(
          this.#log({ file_id: result.file_id, error: errorMessage(error) }),
          "could not record a file's result",
        );
      });
      await this.#saveUsage(false);
    } finally {
      release();
    }
  }

  /** The file's outcome, or undefined when the job was interrupted while it ran. */
  async #processFile(
    pending: PendingDocument,
    workflow: WorkflowRecord,
    ends: JobEnds,
    signal: AbortSignal,
  ): Promise<FileResult | undefined> {
    const base = { file_id: pending.file_id, filename: pending.filename };
    const failed = (error: string, nodeId?: string): FileResult => {
      this.#ctx.logger.warn(this.#log({ file_id: pending.file_id, error }), "file failed");
      return {
        ...base,
        status: "FAILED",
        error,
        finished_at: new Date().toISOString(),
        ...(nodeId !== undefined ? { node_id: nodeId } : {}),
      };
    };
    let data: Uint8Array;
    try {
      data = await pending.read(signal);
    } catch (error) {
      if (signal.aborted) return undefined;
      return failed(`could not read the file: ${errorMessage(error)}`);
    }
    const sink = ends.destination === null ? this.#storeOutput(pending.file_id) : undefined;
    let elements: Element[];
    try {
      const document: JobDocument = { ...base, content_type: pending.content_type, data };
      elements = await runNodes(document, workflow.workflow_nodes, this.#ctx.executors, signal, sink);
    } catch (error) {
      if (signal.aborted) return undefined;
      if (error instanceof NodeFailure) return failed(error.message, error.nodeId);
      return failed(`could not keep a node's output: ${errorMessage(error)}`);
    }
    if (ends.destination) {
      try {
        await ends.destination.write(pending, elements, signal);
      } catch (error) {
        if (signal.aborted) return undefined;
        return failed(`could not write to the destination: ${errorMessage(error)}`);
      }
    }
    return { ...base, status: "COMPLETED", elements: elements.length, finished_at: new Date().toISOString() };
  }

  /** Keeps every node's output of one file with the job, for download (local destination). */
  #storeOutput(fileId: string) {
    return async (node: { type: string; subtype: string }, nodeId: string, elements: readonly Element[]) => {
      await this.#ctx.store.putOutput(this.job.id, {
        file_id: fileId,
        node_id: nodeId,
        node_type: node.type,
        node_subtype: node.subtype,
        data: encoder.encode(JSON.stringify(elements)),
      });
    };
  }
}
