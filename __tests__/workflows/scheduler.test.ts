// The scheduler, driven by tick(now) with a chosen clock: slots fire once, are skipped while a job is
// active, follow workflow changes, never catch up old slots; and on one PostgreSQL database two schedulers
// fire each slot exactly once while two runners run each job exactly once.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Cron } from "croner";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchedulePhrase } from "../../src/contract/schedules.js";
import type { PartitionPool } from "../../src/server/partition/workers.js";
import { engineExecutors } from "../../src/server/workflow-runtime.js";
import { openJobEnds } from "../../src/workflows/job-ends.js";
import { silentLogger } from "../../src/workflows/logger.js";
import { JobRunner } from "../../src/workflows/runner.js";
import { Scheduler } from "../../src/workflows/scheduler.js";
import { openStore } from "../../src/workflows/store/index.js";
import type { WorkflowRecord, WorkflowStore } from "../../src/workflows/store/types.js";
import { LOOPBACK_ALLOWED } from "../helpers/outbound.js";
import {
  type PostgresServer,
  postgresAvailable,
  postgresSkipReason,
  startPostgres,
} from "../helpers/postgres.js";
import {
  isTerminal,
  localWorkflow,
  memo,
  PARTITION_NODE,
  sqliteStore,
  submitJob,
  tempDir,
  testPool,
  waitForJob,
} from "./job-helpers.js";

const MINUTE = 60_000;

/** A workflow with remote ends, as scheduled workflows are (a local source cannot have a schedule). */
async function scheduledWorkflow(store: WorkflowStore, schedule: SchedulePhrase): Promise<WorkflowRecord> {
  const source = await store.createConnector({
    kind: "source",
    name: `src-${randomUUID()}`,
    type: "s3",
    config: {},
  });
  const destination = await store.createConnector({
    kind: "destination",
    name: `dst-${randomUUID()}`,
    type: "s3",
    config: {},
  });
  return store.createWorkflow({
    name: `scheduled-${randomUUID().slice(0, 8)}`,
    status: "active",
    workflow_type: "custom",
    source_id: source.id,
    destination_id: destination.id,
    workflow_nodes: [PARTITION_NODE],
    schedule,
    reprocess_all: false,
  });
}

/** The first slot of `cron` after `after` (UTC). */
function slotAfter(cron: string, after: number): number {
  const next = new Cron(cron, { timezone: "Etc/UTC", paused: true }).nextRun(new Date(after));
  if (!next) throw new Error("no next slot");
  return next.getTime();
}

describe("scheduler (SQLite)", () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: WorkflowStore;

  beforeAll(async () => {
    dir = await tempDir("docflow-scheduler-");
    store = await sqliteStore(dir.path);
  });
  afterAll(async () => {
    await store?.close();
    await dir?.remove();
  });

  it("fires each slot once, skips a slot while a job is active, and fires again once it ended", async () => {
    const workflow = await scheduledWorkflow(store, "every 15 minutes");
    const scheduler = new Scheduler({ store });
    const slot = slotAfter("*/15 * * * *", Date.now());

    const before = await scheduler.tick(new Date(slot - 1_000));
    expect(before.filter((fired) => fired.workflow_id === workflow.id)).toEqual([]);

    const at = await scheduler.tick(new Date(slot + 2_000));
    const mine = at.filter((fired) => fired.workflow_id === workflow.id);
    expect(mine).toMatchObject([{ outcome: "fired", slot: new Date(slot) }]);
    const job = await store.getJob(mine[0]?.job_id as string);
    expect(job).toMatchObject({ workflow_id: workflow.id, job_type: "scheduled", status: "SCHEDULED" });

    // Later ticks within the same slot do nothing.
    expect(
      (await scheduler.tick(new Date(slot + 30_000))).filter((f) => f.workflow_id === workflow.id),
    ).toEqual([]);

    // The next slot comes while that job is still waiting: skipped, no second job.
    const skipped = await scheduler.tick(new Date(slot + 15 * MINUTE));
    expect(skipped.filter((f) => f.workflow_id === workflow.id)).toMatchObject([
      { outcome: "skipped-active" },
    ]);
    expect(await store.listJobs({ workflow_id: workflow.id })).toHaveLength(1);

    // Once the job has ended, the following slot fires again.
    await store.requestCancel(job?.id as string);
    const again = await scheduler.tick(new Date(slot + 30 * MINUTE + 500));
    expect(again.filter((f) => f.workflow_id === workflow.id)).toMatchObject([{ outcome: "fired" }]);
    const jobs = await store.listJobs({ workflow_id: workflow.id });
    expect(jobs.map((one) => one.status).sort()).toEqual(["SCHEDULED", "STOPPED"]);
  });

  it("follows workflows created, changed, deactivated and deleted while it runs", async () => {
    const scheduler = new Scheduler({ store });
    const start = Date.now();
    await scheduler.tick(new Date(start));
    const workflow = await scheduledWorkflow(store, "every hour");
    const hourly = slotAfter("0 * * * *", start);
    // Picked up at the next tick although it did not exist at the first one.
    const first = await scheduler.tick(new Date(hourly + 1_000));
    expect(first.filter((f) => f.workflow_id === workflow.id)).toMatchObject([{ outcome: "fired" }]);
    for (const job of await store.listJobs({ workflow_id: workflow.id })) await store.requestCancel(job.id);

    // Changed to every 15 minutes: the next quarter hour fires, where hourly would not have.
    await store.updateWorkflow(workflow.id, { schedule: "every 15 minutes" });
    const quarter = hourly + 15 * MINUTE;
    const changed = await scheduler.tick(new Date(quarter + 1_000));
    expect(changed.filter((f) => f.workflow_id === workflow.id)).toMatchObject([{ outcome: "fired" }]);
    for (const job of await store.listJobs({ workflow_id: workflow.id })) await store.requestCancel(job.id);

    await store.updateWorkflow(workflow.id, { status: "inactive" });
    const inactive = await scheduler.tick(new Date(quarter + 15 * MINUTE + 1_000));
    expect(inactive.filter((f) => f.workflow_id === workflow.id)).toEqual([]);

    await store.updateWorkflow(workflow.id, { status: "active" });
    await store.deleteWorkflow(workflow.id);
    const deleted = await scheduler.tick(new Date(quarter + 30 * MINUTE + 1_000));
    expect(deleted.filter((f) => f.workflow_id === workflow.id)).toEqual([]);
  });

  it("does not catch up slots missed long ago", async () => {
    const workflow = await scheduledWorkflow(store, "every 15 minutes");
    const slot = slotAfter("*/15 * * * *", Date.now());
    // A scheduler that first looks ten minutes after a slot (the process was down) does not fire it.
    const late = await new Scheduler({ store }).tick(new Date(slot + 10 * MINUTE));
    expect(late.filter((f) => f.workflow_id === workflow.id)).toEqual([]);
    // One that looks 20 seconds after the slot (a restart) does.
    const soon = await new Scheduler({ store }).tick(new Date(slotAfter("*/15 * * * *", slot) + 20_000));
    expect(soon.filter((f) => f.workflow_id === workflow.id)).toMatchObject([{ outcome: "fired" }]);
  });
});

describe.runIf(postgresAvailable())(
  `two processes on one PostgreSQL database ${postgresSkipReason() ?? ""}`,
  () => {
    let server: PostgresServer;
    let stores: WorkflowStore[] = [];
    let dir: Awaited<ReturnType<typeof tempDir>>;
    let pool: PartitionPool;

    beforeAll(async () => {
      server = await startPostgres();
      dir = await tempDir("docflow-scheduler-pg-");
      // Two stores with their own connection pools stand for two processes.
      stores = [await openStore({ databaseUrl: server.url }), await openStore({ databaseUrl: server.url })];
      await Promise.all(stores.map((store) => store.migrate()));
      pool = await testPool(2);
    }, 120_000);
    afterAll(async () => {
      await pool?.close();
      for (const store of stores) await store.close();
      await server?.stop();
      await dir?.remove();
    });

    it("fires every slot exactly once across two schedulers", async () => {
      const [one, two] = stores as [WorkflowStore, WorkflowStore];
      const workflows = [
        await scheduledWorkflow(one, "every 15 minutes"),
        await scheduledWorkflow(one, "every 15 minutes"),
        await scheduledWorkflow(one, "every hour"),
      ];
      const schedulers = [new Scheduler({ store: one }), new Scheduler({ store: two })];
      let slot = slotAfter("*/15 * * * *", Date.now());
      for (let round = 0; round < 6; round++) {
        // Both processes tick at (nearly) the same instant of each slot.
        const results = await Promise.all(
          schedulers.map((scheduler, index) => scheduler.tick(new Date(slot + 1_000 + index * 7))),
        );
        for (const workflow of workflows) {
          const outcomes = results.flat().filter((f) => f.workflow_id === workflow.id);
          if (outcomes.length === 0) continue;
          expect(outcomes.map((f) => f.outcome).sort()).toEqual(["claimed-elsewhere", "fired"]);
        }
        // The jobs end before the next slot, so every slot can fire.
        for (const job of await one.listJobs({ status: "SCHEDULED" })) await one.requestCancel(job.id);
        slot += 15 * MINUTE;
      }
      const [quarterA, quarterB, hourly] = await Promise.all(
        workflows.map((w) => one.listJobs({ workflow_id: w.id })),
      );
      expect(quarterA).toHaveLength(6);
      expect(quarterB).toHaveLength(6);
      // Six quarter hours hold one or two full hours.
      expect([1, 2]).toContain(hourly?.length);
      expect(quarterA?.every((job) => job.job_type === "scheduled")).toBe(true);
    });

    it("runs every job exactly once with two runners claiming from the same database", async () => {
      const [one, two] = stores as [WorkflowStore, WorkflowStore];
      const jobs = [];
      for (let index = 0; index < 8; index++) {
        const workflow = await localWorkflow(one, [PARTITION_NODE]);
        jobs.push(await submitJob(one, workflow, [{ name: `memo-${index}.txt`, data: memo(index) }]));
      }
      const executors = engineExecutors(pool);
      const ran = new Map<string, string[]>();
      // The first files wait until both runners hold one (or 10 s pass), so on a busy machine the runner
      // that polls first cannot finish every job before the other looks: "both took part" is not a race.
      const holding = new Set<string>();
      let bothHold = () => {};
      const both = new Promise<void>((resolve) => {
        bothHold = resolve;
      });
      const runners = [one, two].map((store, index) => {
        const owner = `runner-${index}`;
        return new JobRunner({
          store,
          owner,
          pollMs: 20,
          concurrency: 2,
          executors: {
            ...executors,
            partition: async (file, node, signal) => {
              ran.set(file.file_id, [...(ran.get(file.file_id) ?? []), owner]);
              holding.add(owner);
              if (holding.size === 2) bothHold();
              await Promise.race([both, sleep(10_000, undefined, { ref: false })]);
              return executors.partition(file, node, signal);
            },
          },
          openEnds: openJobEnds({
            store,
            dataDir: dir.path,
            logger: silentLogger,
            outbound: LOOPBACK_ALLOWED,
          }),
        });
      });
      for (const runner of runners) runner.start();
      try {
        for (const job of jobs) expect((await waitForJob(one, job.id, isTerminal)).status).toBe("COMPLETED");
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()));
      }
      const files = jobs.flatMap((job) => job.input_files.map((file) => file.file_id));
      for (const file of files) expect(ran.get(file)).toHaveLength(1);
      for (const job of jobs) expect((await one.getJob(job.id))?.attempts).toBe(1);
      // Both runners took part.
      expect(new Set([...ran.values()].flat()).size).toBe(2);
    });
  },
);
