// Housekeeping that keeps the job table honest: jobs a dead process left IN_PROGRESS are failed once they
// have used up their attempts (a job with attempts left is simply claimed again by the next runner), and
// the files kept for download are dropped once they are older than the retention.
import { errorMessage } from "../shared/errors.js";
import { silentLogger, type WorkflowLogger } from "./logger.js";
import type { WorkflowStore } from "./store/types.js";

export const MAINTENANCE_DEFAULTS = {
  sweepMs: 10_000,
  /** How long past its lease a job may sit before it is failed, so a slow renewal is not mistaken for death. */
  graceMs: 5_000,
  /** Job files (uploads and node outputs) are kept this many days; the hosted service keeps outputs briefly too. */
  retentionDays: 7,
  retentionSweepMs: 60 * 60 * 1000,
} as const;

export const ABANDONED_REASON =
  "The process running this job stopped (crashed or was killed) too many times; the job was not retried again.";

export interface MaintenanceOptions {
  store: WorkflowStore;
  maxAttempts: number;
  logger?: WorkflowLogger | undefined;
  graceMs?: number | undefined;
  retentionDays?: number | undefined;
}

/** Fails jobs whose process died and that have no attempts left; returns their ids. */
export async function failAbandonedJobs(options: MaintenanceOptions): Promise<string[]> {
  const logger = options.logger ?? silentLogger;
  try {
    const ids = await options.store.failAbandonedJobs(
      options.maxAttempts,
      options.graceMs ?? MAINTENANCE_DEFAULTS.graceMs,
      ABANDONED_REASON,
    );
    for (const id of ids) logger.warn({ job_id: id }, "abandoned job marked FAILED");
    return ids;
  } catch (error) {
    logger.error({ error: errorMessage(error) }, "could not sweep abandoned jobs");
    return [];
  }
}

/** Runs `task` now and then every `everyMs` until the returned stop function is called. */
export function every(everyMs: number, task: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = task().finally(() => {
      running = undefined;
    });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  };
}

/** Drops job files older than the retention; returns how many went, or undefined when the purge failed. */
export async function purgeExpiredJobFiles(options: {
  store: WorkflowStore;
  retentionDays: number;
  logger?: WorkflowLogger | undefined;
  now?: Date | undefined;
}): Promise<number | undefined> {
  const logger = options.logger ?? silentLogger;
  const before = new Date(
    (options.now ?? new Date()).getTime() - options.retentionDays * 24 * 60 * 60 * 1000,
  );
  try {
    const purged = await options.store.purgeJobFiles(before);
    if (purged > 0) logger.info({ purged, before: before.toISOString() }, "expired job files purged");
    return purged;
  } catch (error) {
    logger.error({ error: errorMessage(error) }, "could not purge expired job files");
    return undefined;
  }
}
