// The job runner: claims jobs from the store (any number of runners may share one database; the store
// gives each job to exactly one), runs each in a JobExecution, and on stop finishes or releases what it
// holds. Files are the unit of concurrency: one limiter bounds the files in flight across all the jobs
// this runner holds, so a process never does more work at once than it was configured for.

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { errorMessage } from "../shared/errors.js";
import { Limiter } from "../shared/limiter.js";
import type { NodeExecutors } from "./executors.js";
import { type ExecutionContext, JobExecution } from "./job-execution.js";
import type { OpenJobEnds } from "./job-inputs.js";
import { silentLogger, type WorkflowLogger } from "./logger.js";
import type { UsageLedger } from "./models/usage.js";
import type { WorkflowStore } from "./store/types.js";

export type { NodeExecutors } from "./executors.js";

export const RUNNER_DEFAULTS = {
  /** Long enough to ride out a busy event loop or a slow database; a crashed job waits this long. */
  leaseMs: 10_000,
  /** A cancel is seen within this (plus the abort), well inside the interface's 2 seconds. */
  heartbeatMs: 1_000,
  /** How often an idle runner asks for work when nobody wakes it. */
  pollMs: 1_000,
  /** Files in flight at once across the runner's jobs. */
  concurrency: 4,
  /** Jobs held at once; more would only hold jobs another process could be running. */
  maxJobs: 2,
  /** Takeovers after a crash before a job is failed instead. */
  maxAttempts: 3,
} as const;

export interface RunnerOptions {
  store: WorkflowStore;
  executors: NodeExecutors;
  openEnds: OpenJobEnds;
  logger?: WorkflowLogger | undefined;
  /** The lease owner's name; unique per runner. */
  owner?: string | undefined;
  leaseMs?: number | undefined;
  heartbeatMs?: number | undefined;
  pollMs?: number | undefined;
  concurrency?: number | undefined;
  maxJobs?: number | undefined;
  maxAttempts?: number | undefined;
  /**
   * The ledger the node executors record model token usage in (against the job's AbortSignal); each
   * job's usage is kept with the job and shown on its details.
   */
  usage?: UsageLedger | undefined;
}

export function runnerOwnerName(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export class JobRunner {
  readonly owner: string;
  readonly #ctx: ExecutionContext;
  readonly #pollMs: number;
  readonly #maxJobs: number;
  readonly #jobs = new Map<string, JobExecution>();
  #loop: Promise<void> | undefined;
  #stopping = false;
  #wake: (() => void) | undefined;

  constructor(options: RunnerOptions) {
    this.owner = options.owner ?? runnerOwnerName();
    const concurrency = options.concurrency ?? RUNNER_DEFAULTS.concurrency;
    const leaseMs = options.leaseMs ?? RUNNER_DEFAULTS.leaseMs;
    const heartbeatMs = options.heartbeatMs ?? RUNNER_DEFAULTS.heartbeatMs;
    if (heartbeatMs * 2 > leaseMs) {
      throw new RangeError(
        `the heartbeat (${heartbeatMs} ms) must be at most half the lease (${leaseMs} ms)`,
      );
    }
    this.#ctx = {
      store: options.store,
      executors: options.executors,
      openEnds: options.openEnds,
      limiter: new Limiter(concurrency),
      logger: options.logger ?? silentLogger,
      owner: this.owner,
      leaseMs,
      heartbeatMs,
      maxAttempts: options.maxAttempts ?? RUNNER_DEFAULTS.maxAttempts,
      usage: options.usage,
    };
    this.#pollMs = options.pollMs ?? RUNNER_DEFAULTS.pollMs;
    this.#maxJobs = options.maxJobs ?? RUNNER_DEFAULTS.maxJobs;
  }

  /** Jobs held right now. */
  get activeJobs(): string[] {
    return [...this.#jobs.keys()];
  }

  /** Starts claiming jobs until stop(). */
  start(): void {
    this.#loop ??= this.#claimLoop();
  }

  /** A job was created or finished: look for work now instead of at the next poll. */
  wake(): void {
    this.#wake?.();
  }

  /**
   * Claims one job and runs it to its end; undefined when there was none. For tests and tools that drive
   * the runner by hand instead of start().
   */
  async runOnce(): Promise<JobExecution | undefined> {
    const execution = await this.#claim();
    if (execution) await execution.done;
    return execution;
  }

  /**
   * Stops claiming, waits up to `graceMs` for the jobs in flight to end, then releases the rest: their
   * work is aborted and their lease is given up, so another runner (or this process after a restart)
   * takes them over at once and skips the files already done.
   */
  async stop(graceMs = 0): Promise<void> {
    this.#stopping = true;
    this.wake();
    await this.#loop;
    const running = [...this.#jobs.values()];
    if (running.length === 0) return;
    const all = Promise.all(running.map((execution) => execution.done));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), graceMs);
    });
    const outcome = await Promise.race([all, timedOut]);
    clearTimeout(timer);
    if (outcome === "timeout") {
      for (const execution of this.#jobs.values()) execution.release();
      await all;
    }
  }

  async #claim(): Promise<JobExecution | undefined> {
    const { store, owner, leaseMs } = this.#ctx;
    const job = await store.claimJob(owner, leaseMs);
    if (!job) return undefined;
    const execution = new JobExecution(job, this.#ctx);
    this.#jobs.set(job.id, execution);
    void execution.done.finally(() => {
      this.#jobs.delete(job.id);
      this.wake();
    });
    return execution;
  }

  async #claimLoop(): Promise<void> {
    while (!this.#stopping) {
      let claimed = false;
      if (this.#jobs.size < this.#maxJobs) {
        try {
          claimed = (await this.#claim()) !== undefined;
        } catch (error) {
          this.#ctx.logger.error({ error: errorMessage(error) }, "could not claim a job");
        }
      }
      // Right after a claim there may be more work; otherwise sleep until woken or the next poll.
      if (!claimed && !this.#stopping) await this.#idle();
    }
  }

  #idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.#pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = () => {
        this.#wake = undefined;
        done();
      };
    });
  }
}
