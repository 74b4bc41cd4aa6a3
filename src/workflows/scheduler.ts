// Fires scheduled workflows. Every tick re-reads the workflows (so creating, changing or deleting one is
// picked up within a tick) and, for each active workflow with a schedule, works out the latest slot of its
// cron expression (UTC) not after now. A slot newer than the last one seen is claimed in the store; the one
// process that wins the claim creates the `scheduled` job, so a slot fires exactly once however many
// processes share the database. Time is passed in (tick(now)), so tests need not wait for real minutes.
//
// A slot missed while no process was running fires late only if it is at most `catchUpMs` old: a server
// down for a day does not start a day's worth of runs, nor even yesterday's one, when it comes back.
import { Cron } from "croner";
import { type SchedulePhrase, scheduleToCron } from "../contract/schedules.js";
import { errorMessage } from "../shared/errors.js";
import { silentLogger, type WorkflowLogger } from "./logger.js";
import { ActiveJobExistsError, type WorkflowRecord, type WorkflowStore } from "./store/types.js";

export const SCHEDULER_DEFAULTS = {
  /** Slots are whole minutes; a few seconds late is fine, and a tick is one cheap query. */
  tickMs: 5_000,
  catchUpMs: 60_000,
} as const;

export interface SchedulerOptions {
  store: WorkflowStore;
  logger?: WorkflowLogger | undefined;
  catchUpMs?: number | undefined;
  /** Told when this process created a job, so the runner can claim it at once. */
  onJobCreated?: ((jobId: string) => void) | undefined;
}

interface Tracked {
  cronExpression: string;
  cron: Cron;
  /** The newest slot already handled (fired, skipped or too old); later slots are still to come. */
  handled: number;
}

export type SlotOutcome = "fired" | "claimed-elsewhere" | "skipped-active" | "failed";

export interface FiredSlot {
  workflow_id: string;
  slot: Date;
  outcome: SlotOutcome;
  job_id?: string;
}

export class Scheduler {
  readonly #store: WorkflowStore;
  readonly #logger: WorkflowLogger;
  readonly #catchUpMs: number;
  readonly #onJobCreated: ((jobId: string) => void) | undefined;
  readonly #tracked = new Map<string, Tracked>();
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<FiredSlot[]> | undefined;

  constructor(options: SchedulerOptions) {
    this.#store = options.store;
    this.#logger = options.logger ?? silentLogger;
    this.#catchUpMs = options.catchUpMs ?? SCHEDULER_DEFAULTS.catchUpMs;
    this.#onJobCreated = options.onJobCreated;
  }

  /** Ticks every `tickMs` against the clock until stop(). */
  start(tickMs: number = SCHEDULER_DEFAULTS.tickMs): void {
    if (this.#timer) return;
    const run = () => {
      // A slow database must not pile ticks up.
      if (this.#ticking) return;
      this.#ticking = this.tick(new Date()).finally(() => {
        this.#ticking = undefined;
      });
    };
    run();
    this.#timer = setInterval(run, tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#ticking?.catch(() => undefined);
  }

  /** Fires every slot due at `now`; returns what happened to each, for logs and tests. */
  async tick(now: Date): Promise<FiredSlot[]> {
    let workflows: WorkflowRecord[];
    try {
      workflows = await this.#store.listWorkflows({ status: "active" });
    } catch (error) {
      this.#logger.error({ error: errorMessage(error) }, "scheduler could not read the workflows");
      return [];
    }
    const seen = new Set<string>();
    const fired: FiredSlot[] = [];
    for (const workflow of workflows) {
      if (workflow.schedule === null || workflow.status !== "active") continue;
      seen.add(workflow.id);
      const slot = this.#dueSlot(workflow, workflow.schedule, now);
      if (slot) fired.push(await this.#fire(workflow, slot));
    }
    // Deleted, deactivated or unscheduled workflows are forgotten; if they come back they start afresh.
    for (const id of this.#tracked.keys()) if (!seen.has(id)) this.#tracked.delete(id);
    return fired;
  }

  #dueSlot(workflow: WorkflowRecord, phrase: SchedulePhrase, now: Date): Date | undefined {
    const cronExpression = scheduleToCron(phrase);
    let tracked = this.#tracked.get(workflow.id);
    if (!tracked || tracked.cronExpression !== cronExpression) {
      // A schedule seen for the first time (or changed) may catch up a recent slot, but never one from
      // before the workflow was created or changed.
      const since = Date.parse(workflow.updated_at ?? workflow.created_at);
      tracked = {
        cronExpression,
        cron: new Cron(cronExpression, { timezone: "Etc/UTC", paused: true }),
        handled: Math.max(now.getTime() - this.#catchUpMs, Number.isNaN(since) ? 0 : since),
      };
      this.#tracked.set(workflow.id, tracked);
    }
    // previousRuns excludes its reference instant; a slot exactly at `now` is due.
    const [latest] = tracked.cron.previousRuns(1, new Date(now.getTime() + 1));
    if (!latest || latest.getTime() <= tracked.handled) return undefined;
    tracked.handled = latest.getTime();
    return latest;
  }

  async #fire(workflow: WorkflowRecord, slot: Date): Promise<FiredSlot> {
    const facts = { workflow_id: workflow.id, workflow_name: workflow.name, slot: slot.toISOString() };
    const result = (outcome: SlotOutcome, job_id?: string): FiredSlot => ({
      workflow_id: workflow.id,
      slot,
      outcome,
      ...(job_id ? { job_id } : {}),
    });
    try {
      if (!(await this.#store.claimScheduleSlot(workflow.id, slot))) {
        this.#logger.debug(facts, "scheduled run fired by another process");
        return result("claimed-elsewhere");
      }
    } catch (error) {
      this.#logger.error({ ...facts, error: errorMessage(error) }, "could not claim a schedule slot");
      return result("failed");
    }
    try {
      const job = await this.#store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "scheduled",
        input_files: [],
      });
      this.#logger.info({ ...facts, job_id: job.id }, "scheduled run created a job");
      this.#onJobCreated?.(job.id);
      return result("fired", job.id);
    } catch (error) {
      if (error instanceof ActiveJobExistsError) {
        this.#logger.warn(
          { ...facts, active_job_id: error.activeJobId },
          "scheduled run skipped: the workflow already has a job scheduled or in progress",
        );
        return result("skipped-active");
      }
      this.#logger.error({ ...facts, error: errorMessage(error) }, "scheduled run could not create its job");
      return result("failed");
    }
  }
}
