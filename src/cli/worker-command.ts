// `docflow worker`: the Workflow endpoint's job runner, scheduler and sweeper without HTTP, against a
// shared database, so a deployment scales out by adding workers. PostgreSQL is the shared database; with
// --data a worker runs beside `docflow serve` on one machine's SQLite file. SIGTERM or SIGINT stops it
// gracefully: jobs in flight get a few seconds to end, the rest are released to the other processes.
// Connector secrets are opened with DOCFLOW_SECRET_KEY, which must be the one the servers use.
import type { Command } from "commander";
import { logDestination } from "./log-format.js";
import { exitWithParent, startedByNpm } from "./parent-watch.js";
import { databaseError, isConnectionFailure } from "./startup-error.js";
import { UsageError } from "./usage-error.js";

interface WorkerFlags {
  databaseUrl?: string | undefined;
  data?: string | undefined;
  concurrency?: string | undefined;
  logLevel?: string | undefined;
  allowDir?: string[] | undefined;
  metricsPort?: string | undefined;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
type Level = (typeof LEVELS)[number];

/** JSON lines like the server's (pino's shape), so one log pipeline reads both. */
function jsonLogger(level: Level, write: (line: string) => void) {
  const threshold = LEVELS.indexOf(level);
  const numeric: Record<string, number> = { debug: 20, info: 30, warn: 40, error: 50 };
  const at =
    (name: "debug" | "info" | "warn" | "error") =>
    (facts: Record<string, unknown>, msg: string): void => {
      if (LEVELS.indexOf(name) < threshold) return;
      write(
        `${JSON.stringify({ level: numeric[name], time: Date.now(), pid: process.pid, ...facts, msg })}\n`,
      );
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

function positiveInt(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1024) {
    throw new UsageError(`${what} must be an integer from 1 to 1024; got '${text}'.`);
  }
  return value;
}

export function addWorkerCommand(program: Command): void {
  program
    .command("worker")
    .description(
      "Run Workflow jobs and schedules without HTTP, sharing a database with `docflow serve` and other workers.",
    )
    .option("--database-url <url>", "PostgreSQL database shared with the servers (env DATABASE_URL)")
    .option(
      "--data <dir>",
      "SQLite state directory of a `docflow serve` on this machine (env DOCFLOW_DATA_DIR)",
    )
    .option("--concurrency <n>", "files processed at once (default: the cores)")
    .option("--log-level <level>", "fatal, error, warn, info, debug, trace or silent (env DOCFLOW_LOG_LEVEL)")
    .option(
      "--allow-dir <dir>",
      "a directory `filesystem` connectors may read and write; repeatable (env DOCFLOW_ALLOW_DIRS, the two add up)",
      collect,
    )
    .option(
      "--metrics-port <port>",
      "serve Prometheus metrics (/metrics) and readiness (/readyz) on this port (env DOCFLOW_METRICS_PORT)",
    )
    .action(async (flags: WorkerFlags) => {
      const dataFlag = flags.data ?? (process.env.DOCFLOW_DATA_DIR || undefined);
      if (
        (flags.databaseUrl ?? (process.env.DATABASE_URL || undefined)) === undefined &&
        dataFlag === undefined
      ) {
        throw new UsageError(
          "docflow worker needs the shared database: --database-url (or DATABASE_URL) for PostgreSQL, " +
            "or --data for the SQLite state of a `docflow serve` on this machine.",
        );
      }
      const concurrency = positiveInt(flags.concurrency, "The concurrency");
      const { ConfigError, resolveServerConfig } = await import("../server/settings/config.js");
      let config: ReturnType<typeof resolveServerConfig>;
      try {
        config = resolveServerConfig(
          {
            data: dataFlag,
            databaseUrl: flags.databaseUrl,
            workers: concurrency === undefined ? undefined : String(concurrency),
            logLevel: flags.logLevel,
            allowDir: flags.allowDir,
            metricsPort: flags.metricsPort,
          },
          process.env,
        );
      } catch (error) {
        if (error instanceof ConfigError) throw new UsageError(error.message);
        throw error;
      }
      const destination = logDestination(process.stdout);
      const logger = jsonLogger(config.logLevel as Level, (line) => destination.write(line));
      const { openStore } = await import("../workflows/store/index.js");
      let store: Awaited<ReturnType<typeof openStore>>;
      try {
        store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
        await store.migrate();
      } catch (error) {
        if (config.databaseUrl && isConnectionFailure(error)) throw databaseError(config.databaseUrl, error);
        throw error;
      }
      const { startWorkflowRuntime } = await import("../server/workflow-runtime.js");
      const { DocflowMetrics, readiness, startMetricsListener } = await import("../server/metrics.js");
      const metrics = new DocflowMetrics("worker");
      const runtime = await startWorkflowRuntime({
        store,
        config,
        logger,
        concurrency: config.workers,
        onTask: (report) => metrics.task(report),
      });
      metrics.attach({ store, pool: runtime.poolStats, tasks: runtime.taskLoad });
      const listener =
        config.metricsPort === undefined
          ? undefined
          : await startMetricsListener(
              metrics,
              readiness({ store, pool: runtime.poolStats }),
              config.host,
              config.metricsPort,
            );
      if (listener) logger.info({ url: listener.url }, "metrics listening");
      logger.info(
        {
          database: store.dialect,
          concurrency: config.workers,
          dataDir: config.dataDir,
          allowDirs: config.allowDirs.length,
        },
        "docflow worker running",
      );

      const unwatch = startedByNpm() ? exitWithParent() : undefined;
      await new Promise<void>((resolve) => {
        let stopping = false;
        const onSignal = (signal: NodeJS.Signals) => {
          if (stopping) {
            logger.warn({ signal }, "second signal: exiting without waiting for jobs in flight");
            process.exit(1);
          }
          stopping = true;
          logger.info({ signal }, "shutting down: finishing or releasing jobs in flight");
          resolve();
        };
        process.on("SIGTERM", onSignal);
        process.on("SIGINT", onSignal);
      });
      unwatch?.();
      await listener?.close();
      await runtime.stop();
      await store.close();
      logger.info({}, "docflow worker stopped");
    });
}
