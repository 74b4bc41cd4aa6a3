// The Workflow endpoint's background machinery in one process: the job runner with its node executors,
// the scheduler, and the sweeper of abandoned jobs. `docflow serve` starts it beside the HTTP app;
// `docflow worker` starts it alone. Code under workflows/ must not import the engine, so the engine is
// plugged in here: partition runs in the partition worker pool (the one the Partition endpoint uses when
// the app passes it), chunk runs the engine's chunker on the event loop (it is fast and synchronous). The
// model-backed nodes (partition `vlm`, prompter, embed) call the providers configured in the environment
// (workflows/models/config.ts), with pages rendered and HTML partitioned by the engine.
//
// Stopping: the runner stops claiming, gives the jobs in flight `stopGraceMs` to end, then releases the
// rest: their work is aborted and their lease is given up at once (renewed to expire now), so the next
// runner, in this process after a restart or in another one, takes them over (attempts + 1) and skips the
// files they had already finished. A job is therefore never left IN_PROGRESS with nobody to end it.
import type { Element } from "../contract/element.js";
import { CHUNK_SUBTYPES, type ChunkSubtype, type WorkflowNodeInfo } from "../contract/nodes.js";
import { chunkElements } from "../engine/chunking/index.js";
import { assignIds } from "../engine/elements/ids.js";
import { errorMessage } from "../shared/errors.js";
import { abortableSleep } from "../shared/retry.js";
import { chunkingOptionsFromNode } from "../workflows/chunk-settings.js";
import type { JobDocument, NodeExecutors, PageRangeExecutors } from "../workflows/executors.js";
import { openJobEnds } from "../workflows/job-ends.js";
import { silentLogger, type WorkflowLogger } from "../workflows/logger.js";
import {
  every,
  failAbandonedJobs,
  MAINTENANCE_DEFAULTS,
  purgeExpiredJobFiles,
} from "../workflows/maintenance.js";
import { describeModelConfig, readModelsConfig } from "../workflows/models/config.js";
import { ModelProviders } from "../workflows/models/registry.js";
import { UsageLedger } from "../workflows/models/usage.js";
import { isContextualChunking } from "../workflows/models/validate.js";
import { createModelExecutors, type ModelClients } from "../workflows/nodes/index.js";
import { partitionPlanFromNode } from "../workflows/partition-settings.js";
import { JobRunner, RUNNER_DEFAULTS, type TaskReport } from "../workflows/runner.js";
import { SCHEDULER_DEFAULTS, Scheduler } from "../workflows/scheduler.js";
import type { WorkflowStore } from "../workflows/store/types.js";
import { engineVlmDeps } from "./partition/engine-vlm.js";
import { countPages, mayBeLargePdf, mergeRanges, partitionRange } from "./partition/page-ranges.js";
import { PartitionPool, PoolBusyError, type PoolStats, poolOptions } from "./partition/workers.js";
import type { ServerConfig } from "./settings/config.js";

export interface WorkflowRuntimeOptions {
  store: WorkflowStore;
  config: ServerConfig;
  logger: WorkflowLogger;
  /** The app's partition pool, shared so jobs and requests together never exceed the configured workers. */
  pool?: PartitionPool | undefined;
  /**
   * Files in flight at once across this process's jobs; default: twice the partition workers, so a
   * worker has the next file while the event loop chunks and stores the one before (with as many files
   * as workers, each worker idled through that part; the Partition endpoint's clients keep as many
   * requests in flight, for the same reason).
   */
  concurrency?: number | undefined;
  /** Whether this process fires schedules (every process may: a slot still fires once). */
  scheduler?: boolean | undefined;
  leaseMs?: number | undefined;
  heartbeatMs?: number | undefined;
  pollMs?: number | undefined;
  maxAttempts?: number | undefined;
  retentionDays?: number | undefined;
  stopGraceMs?: number | undefined;
  /** Told of every task's end (metrics). */
  onTask?: ((report: TaskReport) => void) | undefined;
}

export interface WorkflowRuntime {
  /** A job was created: claim it now rather than at the next poll. */
  notifyJobCreated(jobId?: string): void;
  /** Tasks in flight in this process, and the most it takes at once (metrics). */
  taskLoad(): { running: number; concurrency: number };
  /** The load of the partition pool the jobs use (metrics, readiness). */
  poolStats(): PoolStats;
  stop(): Promise<void>;
}

const POOL_BUSY_RETRY_MS = 200;

function isChunkSubtype(subtype: string): subtype is ChunkSubtype {
  return (CHUNK_SUBTYPES as readonly string[]).includes(subtype);
}

/** The fast strategy, for the pages of a `vlm` node whose text layer suffices (is_dynamic). */
const FAST_NODE: WorkflowNodeInfo = {
  name: "fast text layer",
  type: "partition",
  subtype: "unstructured_api",
  settings: { strategy: "fast" },
};

export interface EngineExecutorsOptions {
  /**
   * The model providers of the prompter, embed and partition `vlm` nodes. Default: none but `local`, so
   * a node naming another provider fails its file saying which environment variables to set.
   */
  providers?: ModelClients | undefined;
  /** Receives the token usage of every provider call, against the job's signal. */
  usage?: UsageLedger | undefined;
  logger?: WorkflowLogger | undefined;
  /** The page-range size of large PDFs (DOCFLOW_SPLIT_PDF_PAGES): smaller PDFs are not counted. */
  splitPages?: number | undefined;
}

/**
 * Node executors backed by the engine: partition in `pool`, chunk in-process, and the model-backed
 * nodes through `providers` (pages rendered and the model's HTML partitioned by the engine).
 */
export function engineExecutors(pool: PartitionPool, options: EngineExecutorsOptions = {}): NodeExecutors {
  const logger = options.logger ?? silentLogger;
  const splitPages = options.splitPages ?? 0;

  async function enginePartition(
    file: JobDocument,
    node: WorkflowNodeInfo,
    signal: AbortSignal,
  ): Promise<Element[]> {
    const { params, exclude } = partitionPlanFromNode(node.settings);
    for (;;) {
      try {
        const outcome = await pool.run(
          {
            // The pool moves the bytes to its thread, so it gets a copy that owns its memory: the job
            // keeps the original for a retry, and a Buffer's slice() would share Node's buffer pool.
            data: new Uint8Array(file.data),
            filename: file.filename,
            contentType: file.content_type ?? undefined,
            params,
            output: "elements",
          },
          signal,
        );
        if (!outcome.ok) throw new Error(outcome.detail);
        const elements = outcome.elements ?? [];
        return exclude.size === 0 ? elements : elements.filter((element) => !exclude.has(element.type));
      } catch (error) {
        // The pool is shared with the Partition endpoint: when requests fill it, the job waits its turn.
        if (error instanceof PoolBusyError) {
          await abortableSleep(POOL_BUSY_RETRY_MS, signal);
          continue;
        }
        throw error;
      }
    }
  }

  const models = createModelExecutors({
    ...engineVlmDeps(options.providers ?? new ModelProviders(readModelsConfig({}))),
    usage: options.usage,
    logger,
    fastElements: async (file, signal) => {
      try {
        return await enginePartition(file, FAST_NODE, signal);
      } catch (error) {
        // No text layer to keep (an image, a PDF PDFium cannot read): every page goes to the model, and
        // rendering reports a broken file in its own words.
        if (signal.aborted) throw error;
        logger.debug(
          { file_id: file.file_id, error: errorMessage(error) },
          "no fast text layer; every page goes to the model",
        );
        return [];
      }
    },
  });

  /** A call into the pool that waits its turn while requests fill it. */
  async function whenFree<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (error instanceof PoolBusyError) {
          await abortableSleep(POOL_BUSY_RETRY_MS, signal);
          continue;
        }
        throw error;
      }
    }
  }

  const rangeFile = (file: JobDocument) => ({
    data: file.data,
    filename: file.filename,
    contentType: file.content_type ?? undefined,
  });

  const pages: PageRangeExecutors = {
    async pageCount(file, node, signal) {
      if (node.subtype !== "service_api" && node.subtype !== "unstructured_api") return undefined;
      if (!mayBeLargePdf(rangeFile(file), splitPages)) return undefined;
      const { params } = partitionPlanFromNode(node.settings);
      return whenFree(signal, () => countPages(pool, rangeFile(file), params, signal));
    },
    partitionPages(file, node, span, signal) {
      const { params } = partitionPlanFromNode(node.settings);
      const range = { first: span.first_page, last: span.last_page };
      return whenFree(signal, () => partitionRange(pool, rangeFile(file), params, range, signal));
    },
    async mergePages(file, node, parts, signal) {
      const { params, exclude } = partitionPlanFromNode(node.settings);
      const outcome = await whenFree(signal, () =>
        mergeRanges(
          pool,
          { filename: file.filename, contentType: file.content_type ?? undefined },
          params,
          [...parts],
          "elements",
          signal,
        ),
      );
      if (!outcome.ok) throw new Error(outcome.detail);
      const elements = outcome.elements ?? [];
      return exclude.size === 0 ? elements : elements.filter((element) => !exclude.has(element.type));
    },
  };

  return {
    pages,
    partition(file, node, signal) {
      if (node.subtype === "vlm") return models.vlmPartition(file, node, signal);
      if (node.subtype !== "service_api" && node.subtype !== "unstructured_api") {
        return Promise.reject(new Error(`unknown partitioner subtype '${node.subtype}'`));
      }
      return enginePartition(file, node, signal);
    },
    async chunk(elements: Element[], node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]> {
      if (!isChunkSubtype(node.subtype)) throw new Error(`unknown chunker subtype '${node.subtype}'`);
      const options = chunkingOptionsFromNode(node.subtype, node.settings ?? {});
      // chunk_by_similarity measures similarity with the same lexical embedder as `embed` subtype local.
      const chunks = await chunkElements(elements, options, { embedder: models.similarityEmbedder });
      // Ids from the chunks as the chunker made them: the model's context does not change them.
      assignIds(chunks, false);
      return isContextualChunking(node) ? models.contextualize(elements, chunks, node, signal) : chunks;
    },
    prompter: models.prompter,
    embed: models.embed,
  };
}

export async function startWorkflowRuntime(options: WorkflowRuntimeOptions): Promise<WorkflowRuntime> {
  const { store, config, logger } = options;
  // Read before anything starts: a malformed model setting stops the process with the variable's name.
  const modelsConfig = readModelsConfig(config.modelEnv);
  const ownPool = options.pool ? undefined : new PartitionPool(poolOptions(config));
  const pool = options.pool ?? (ownPool as PartitionPool);
  const maxAttempts = options.maxAttempts ?? RUNNER_DEFAULTS.maxAttempts;
  const usage = new UsageLedger();
  const runner = new JobRunner({
    store,
    executors: engineExecutors(pool, {
      providers: new ModelProviders(modelsConfig),
      usage,
      logger,
      splitPages: config.splitPdfPages ?? 0,
    }),
    usage,
    openEnds: openJobEnds({
      store,
      dataDir: config.dataDir,
      secretKey: config.secretKey,
      allowDirs: config.allowDirs,
      outbound: { allowHosts: config.allowHosts },
      maxCursorEntries: config.maxCursorEntries,
      propagateDeletions: config.propagateDeletions,
      logger,
    }),
    logger,
    concurrency: options.concurrency ?? config.workers * 2,
    leaseMs: options.leaseMs,
    heartbeatMs: options.heartbeatMs,
    pollMs: options.pollMs,
    maxAttempts,
    splitPages: config.splitPdfPages ?? 0,
    onTask: options.onTask,
  });
  const scheduler =
    options.scheduler === false
      ? undefined
      : new Scheduler({
          store,
          logger,
          catchUpMs: config.scheduleCatchUpMs,
          onJobCreated: () => runner.wake(),
        });

  const leaseMs = options.leaseMs ?? RUNNER_DEFAULTS.leaseMs;
  const retentionDays =
    options.retentionDays ?? config.jobRetentionDays ?? MAINTENANCE_DEFAULTS.retentionDays;
  // Crash recovery on start: jobs out of attempts are failed before the runner could claim them again.
  await failAbandonedJobs({ store, maxAttempts, logger });
  const stopSweep = every(leaseMs, () => failAbandonedJobs({ store, maxAttempts, logger }));
  const stopPurge = every(MAINTENANCE_DEFAULTS.retentionSweepMs, () =>
    purgeExpiredJobFiles({ store, retentionDays, logger }),
  );
  runner.start();
  scheduler?.start(SCHEDULER_DEFAULTS.tickMs);
  logger.info(
    {
      owner: runner.owner,
      concurrency: options.concurrency ?? config.workers * 2,
      retention_days: retentionDays,
      // Names only, never a key or a URL.
      model_providers: describeModelConfig(modelsConfig),
    },
    "workflow runtime started",
  );

  let stopped: Promise<void> | undefined;
  return {
    notifyJobCreated: () => runner.wake(),
    taskLoad: () => runner.taskLoad,
    poolStats: () => pool.stats,
    stop() {
      stopped ??= (async () => {
        await scheduler?.stop();
        await stopSweep();
        await stopPurge();
        await runner.stop(options.stopGraceMs ?? 5_000).catch((error: unknown) => {
          logger.error({ error: errorMessage(error) }, "the job runner did not stop cleanly");
        });
        await ownPool?.close();
        logger.info({ owner: runner.owner }, "workflow runtime stopped");
      })();
      return stopped;
    },
  };
}
