// The job runner: any number of runners share one database. Each does two things. It coordinates jobs it
// claims (job-execution.ts: a few at a time, they cost no CPU), turning their files into tasks; and it
// works tasks (task-execution.ts) of any job, its own or another runner's, as long as it has a free slot.
// Files are the unit of concurrency: one limiter bounds the tasks in flight, so a runner at its
// concurrency claims nothing more and the work goes to whichever runner has room. One heartbeat renews
// the leases of all its tasks; a task it no longer holds (taken over after a stall, cancelled, its job
// ended) is aborted. On stop it finishes or releases what it holds.

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { errorMessage } from "../shared/errors.js";
import { Limiter } from "../shared/limiter.js";
import type { NodeExecutors } from "./executors.js";
import { type ExecutionContext, JobExecution } from "./job-execution.js";
import type { OpenedDestination, OpenJobEnds } from "./job-inputs.js";
import { silentLogger, type WorkflowLogger } from "./logger.js";
import type { UsageLedger } from "./models/usage.js";
import type { TaskRecord, WorkflowRecord, WorkflowStore } from "./store/types.js";
import { type TaskContext, TaskExecution, type TaskReport, taskKey } from "./task-execution.js";

export type { NodeExecutors } from "./executors.js";
export type { TaskReport } from "./task-execution.js";

export const RUNNER_DEFAULTS = {
  /** Long enough to ride out a busy event loop or a slow database; a crashed job waits this long. */
  leaseMs: 10_000,
  /** A cancel is seen within this (plus the abort), well inside the interface's 2 seconds. */
  heartbeatMs: 1_000,
  /** How often an idle runner asks for jobs to coordinate when nobody wakes it. */
  pollMs: 1_000,
  /** How often an idle runner asks for tasks, of any runner's jobs. */
  taskPollMs: 250,
  /** Tasks (files, page ranges) in flight at once. */
  concurrency: 4,
  /** Jobs coordinated at once. */
  maxJobs: 2,
  /** Takeovers after a crash before a job (or a task) is failed instead. */
  maxAttempts: 3,
  /** A source's files read ahead of the workers, per job. */
  stageWindow: 64,
  /** A PDF over this many pages is partitioned as page ranges of this many pages; 0 never. */
  splitPages: 0,
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
  taskPollMs?: number | undefined;
  concurrency?: number | undefined;
  maxJobs?: number | undefined;
  maxAttempts?: number | undefined;
  stageWindow?: number | undefined;
  splitPages?: number | undefined;
  /**
   * The ledger the node executors record model token usage in (against the task's AbortSignal); each
   * task's usage is added to its job's and shown on the job's details.
   */
  usage?: UsageLedger | undefined;
  /** Told of every task's end (metrics). */
  onTask?: ((report: TaskReport) => void) | undefined;
}

export function runnerOwnerName(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** A job's destination opened on this runner, shared by its tasks here and closed after the last. */
interface DestinationEntry {
  opened: Promise<OpenedDestination | null>;
  users: number;
}

export class JobRunner {
  readonly owner: string;
  readonly #store: WorkflowStore;
  readonly #ctx: ExecutionContext;
  readonly #taskCtx: TaskContext;
  readonly #limiter: Limiter;
  readonly #concurrency: number;
  readonly #leaseMs: number;
  readonly #heartbeatMs: number;
  readonly #pollMs: number;
  readonly #taskPollMs: number;
  readonly #maxJobs: number;
  readonly #logger: WorkflowLogger;
  readonly #onTask: ((report: TaskReport) => void) | undefined;
  readonly #jobs = new Map<string, JobExecution>();
  readonly #tasks = new Map<string, TaskExecution>();
  readonly #workflows = new Map<string, Promise<WorkflowRecord | undefined>>();
  readonly #destinations = new Map<string, DestinationEntry>();
  #jobLoop: Promise<void> | undefined;
  #taskLoops: Promise<void>[] = [];
  #heartbeat: NodeJS.Timeout | undefined;
  #renewing: number | undefined;
  #stopping = false;
  #unlisten: Promise<() => Promise<void>> | undefined;
  readonly #stopController = new AbortController();
  readonly #wakeJobs = new Set<() => void>();
  readonly #wakeTasks = new Set<() => void>();

  constructor(options: RunnerOptions) {
    this.owner = options.owner ?? runnerOwnerName();
    this.#store = options.store;
    this.#concurrency = options.concurrency ?? RUNNER_DEFAULTS.concurrency;
    this.#leaseMs = options.leaseMs ?? RUNNER_DEFAULTS.leaseMs;
    this.#heartbeatMs = options.heartbeatMs ?? RUNNER_DEFAULTS.heartbeatMs;
    if (this.#heartbeatMs * 2 > this.#leaseMs) {
      throw new RangeError(
        `the heartbeat (${this.#heartbeatMs} ms) must be at most half the lease (${this.#leaseMs} ms)`,
      );
    }
    this.#limiter = new Limiter(this.#concurrency);
    this.#logger = options.logger ?? silentLogger;
    this.#onTask = options.onTask;
    const maxAttempts = options.maxAttempts ?? RUNNER_DEFAULTS.maxAttempts;
    this.#pollMs = options.pollMs ?? RUNNER_DEFAULTS.pollMs;
    this.#taskPollMs = Math.min(this.#pollMs, options.taskPollMs ?? RUNNER_DEFAULTS.taskPollMs);
    this.#maxJobs = options.maxJobs ?? RUNNER_DEFAULTS.maxJobs;
    this.#ctx = {
      store: options.store,
      openEnds: options.openEnds,
      logger: this.#logger,
      owner: this.owner,
      leaseMs: this.#leaseMs,
      heartbeatMs: this.#heartbeatMs,
      maxAttempts,
      stageWindow: options.stageWindow ?? RUNNER_DEFAULTS.stageWindow,
      progressMs: Math.min(this.#heartbeatMs, this.#taskPollMs),
      abortLocalTasks: (jobId) => {
        for (const task of this.#tasks.values()) if (task.task.job_id === jobId) task.abort("cancelled");
      },
    };
    const openDestination = options.openEnds.destination;
    this.#taskCtx = {
      store: options.store,
      executors: options.executors,
      logger: this.#logger,
      owner: this.owner,
      maxAttempts,
      usage: options.usage,
      splitPages: options.splitPages ?? RUNNER_DEFAULTS.splitPages,
      workflow: (id) => {
        let found = this.#workflows.get(id);
        if (!found) {
          found = options.store.getWorkflow(id);
          this.#workflows.set(id, found);
          // A workflow changes rarely, and a job runs the version it started with closely enough.
          setTimeout(() => this.#workflows.delete(id), 30_000).unref();
        }
        return found;
      },
      destination: async (workflow, jobId) => {
        if (workflow.destination_id === null) return { opened: null, done: () => {} };
        if (!openDestination) throw new Error("this runner cannot write to destination connectors");
        let entry = this.#destinations.get(jobId);
        if (!entry) {
          entry = { opened: openDestination(workflow), users: 0 };
          this.#destinations.set(jobId, entry);
        }
        entry.users++;
        const current = entry;
        const done = () => {
          current.users--;
          if (current.users > 0) return;
          this.#destinations.delete(jobId);
          void current.opened.then((opened) => opened?.close()).catch(() => {});
        };
        try {
          return { opened: await current.opened, done };
        } catch (error) {
          done();
          throw error;
        }
      },
    };
  }

  /** Jobs coordinated right now. */
  get activeJobs(): string[] {
    return [...this.#jobs.keys()];
  }

  /** Tasks in flight right now, and the most this runner takes at once. */
  get taskLoad(): { running: number; concurrency: number } {
    return { running: this.#tasks.size, concurrency: this.#concurrency };
  }

  /** Starts coordinating jobs and working tasks until stop(). */
  start(): void {
    this.#listen();
    this.#jobLoop ??= this.#claimJobs();
    if (this.#taskLoops.length === 0)
      this.#taskLoops.push(this.#claimTasks(undefined, () => !this.#stopping));
  }

  /** A job was created or finished, or tasks were added: look for work now instead of at the next poll. */
  wake(): void {
    for (const wake of [...this.#wakeJobs, ...this.#wakeTasks]) wake();
  }

  /**
   * Claims one job and runs it to its end, working its tasks here (other runners may take some); undefined
   * when there was none. For tests and tools that drive the runner by hand instead of start().
   */
  async runOnce(): Promise<JobExecution | undefined> {
    const execution = await this.#claimJob();
    if (!execution) return undefined;
    await this.#claimTasks(execution.job.id, () => execution.running && !this.#stopping, execution.done);
    await execution.done;
    return execution;
  }

  /**
   * Stops claiming, waits up to `graceMs` for the tasks and jobs in flight to end, then releases the rest:
   * their work is aborted and their leases given up, so other runners (or this process after a restart)
   * take them over at once and skip the files already done.
   */
  async stop(graceMs = 0): Promise<void> {
    this.#stopping = true;
    this.#stopController.abort();
    this.wake();
    await this.#jobLoop;
    await Promise.all(this.#taskLoops);
    const all = () =>
      Promise.all([
        ...[...this.#jobs.values()].map((execution) => execution.done),
        ...[...this.#tasks.values()].map((task) => task.done),
      ]);
    if (this.#jobs.size + this.#tasks.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), graceMs);
      });
      const outcome = await Promise.race([all(), timedOut]);
      clearTimeout(timer);
      if (outcome === "timeout") {
        const released = [...this.#tasks.values()];
        for (const task of released) task.abort("released");
        await Promise.all(released.map((task) => task.done));
        await this.#store.releaseTasks(this.owner).catch((error: unknown) => {
          this.#logger.warn(
            { error: errorMessage(error) },
            "could not release the tasks; they are taken over once their leases run out",
          );
        });
        for (const execution of this.#jobs.values()) execution.release();
        await all();
      }
    }
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
    await (await this.#unlisten)?.();
  }

  /** Work added by any process wakes this runner at once, where the store can say so. */
  #listen(): void {
    if (this.#unlisten || !this.#store.onWork) return;
    this.#unlisten = this.#store
      .onWork((endedJobId) => {
        // A job's last task ended (here or on another runner): only its coordinator has anything to do.
        if (endedJobId !== undefined) this.#jobs.get(endedJobId)?.wake();
        else this.wake();
      })
      .catch((error: unknown) => {
        this.#logger.warn({ error: errorMessage(error) }, "cannot listen for new work; polling for it");
        return async () => {};
      });
  }

  async #claimJob(): Promise<JobExecution | undefined> {
    const job = await this.#store.claimJob(this.owner, this.#leaseMs);
    if (!job) return undefined;
    const execution = new JobExecution(job, this.#ctx);
    this.#jobs.set(job.id, execution);
    void execution.done.finally(() => {
      this.#jobs.delete(job.id);
      this.wake();
    });
    // Its tasks may be claimed at once.
    for (const wake of this.#wakeTasks) wake();
    return execution;
  }

  async #claimJobs(): Promise<void> {
    while (!this.#stopping) {
      let claimed = false;
      if (this.#jobs.size < this.#maxJobs) {
        try {
          claimed = (await this.#claimJob()) !== undefined;
        } catch (error) {
          this.#logger.error({ error: errorMessage(error) }, "could not claim a job");
        }
      }
      // Right after a claim there may be more work; otherwise sleep until woken or the next poll.
      if (!claimed && !this.#stopping) await this.#idle(this.#wakeJobs, this.#pollMs);
    }
  }

  /** Whether a renewal has hung: a runner whose database stalls takes no more work. */
  #stalled(): boolean {
    return this.#renewing !== undefined && Date.now() - this.#renewing > 2 * this.#heartbeatMs;
  }

  /**
   * Claims tasks (of `jobId` only, when given) while `go()` holds and a slot is free; with `until`, also
   * stops when it settles, once its tasks here have ended.
   */
  async #claimTasks(jobId: string | undefined, go: () => boolean, until?: Promise<void>): Promise<void> {
    let ended = false;
    void until?.then(() => {
      ended = true;
      this.wake();
    });
    const mine = new Set<Promise<unknown>>();
    while (go() && !ended) {
      let release: () => void;
      try {
        release = await this.#limiter.acquire(this.#stopController.signal);
      } catch {
        break;
      }
      if (!go() || ended) {
        release();
        break;
      }
      let task: TaskRecord | undefined;
      if (!this.#stalled()) {
        try {
          task = await this.#store.claimTask(this.owner, this.#leaseMs, jobId);
        } catch (error) {
          this.#logger.error({ error: errorMessage(error) }, "could not claim a task");
        }
      }
      if (!task) {
        release();
        await this.#idle(this.#wakeTasks, this.#taskPollMs);
        continue;
      }
      const done = this.#runTask(task, release);
      mine.add(done);
      void done.finally(() => mine.delete(done));
    }
    await Promise.all(mine);
  }

  #runTask(task: TaskRecord, release: () => void): Promise<unknown> {
    const execution = new TaskExecution(task, this.#taskCtx);
    this.#tasks.set(execution.key, execution);
    this.#heartbeat ??= setInterval(() => void this.#beat(), this.#heartbeatMs);
    return execution.done.then((report) => {
      this.#tasks.delete(execution.key);
      release();
      if (this.#tasks.size === 0) {
        clearInterval(this.#heartbeat);
        this.#heartbeat = undefined;
      }
      this.#logger.debug(
        {
          job_id: task.job_id,
          task_id: task.task_id,
          outcome: report.outcome,
          ms: Math.round(report.seconds * 1000),
        },
        "task ended",
      );
      this.#jobs.get(task.job_id)?.wake();
      // A split or a part may have queued more tasks.
      if (report.outcome === "split" || report.outcome === "part") this.wake();
      try {
        this.#onTask?.(report);
      } catch {
        // Metrics never stop the work.
      }
    });
  }

  /** Renews the leases of every task in flight here; aborts those no longer held or overdue. */
  async #beat(): Promise<void> {
    const now = Date.now();
    for (const task of this.#tasks.values()) {
      if (now - task.renewedAt >= this.#leaseMs && task.stopReason === undefined) {
        this.#logger.warn(
          { job_id: task.task.job_id, task_id: task.task.task_id },
          "could not renew the task's lease in time; stopping its work",
        );
        task.abort("lease-lost");
      }
    }
    if (this.#renewing !== undefined || this.#tasks.size === 0) return;
    const started = Date.now();
    this.#renewing = started;
    // Only tasks claimed before the renewal began can be missing from its answer.
    const asked = [...this.#tasks.values()].filter((task) => task.claimedAt <= started);
    try {
      const held = new Set((await this.#store.renewTasks(this.owner, this.#leaseMs)).map(taskKey));
      for (const task of asked) {
        if (held.has(task.key)) task.renewedAt = started;
        else if (task.stopReason === undefined) {
          this.#logger.info(
            { job_id: task.task.job_id, task_id: task.task.task_id },
            "the task was taken over, cancelled or its job ended; stopping its work",
          );
          task.abort("lease-lost");
        }
      }
    } catch (error) {
      this.#logger.warn({ error: errorMessage(error) }, "could not renew the tasks' leases");
    } finally {
      this.#renewing = undefined;
    }
  }

  #idle(wakers: Set<() => void>, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      }
      wakers.add(done);
    });
  }
}
