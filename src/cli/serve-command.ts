// `docflow serve`: the self-hostable Partition endpoint and Workflow endpoint (/api/v1). Flags win over the DOCFLOW_* environment
// variables, which win over the defaults (src/server/config.ts). The server code is loaded only here,
// so the other commands never load Fastify.
import type { Command } from "commander";
import type { ServeFlags } from "../server/config.js";
import { logDestination } from "./log-format.js";
import { ensureIgnoredDir, userDataDir } from "./own-dirs.js";
import { exitWithParent, startedByNpm } from "./parent-watch.js";
import { databaseError, isConnectionFailure, StartupError } from "./startup-error.js";
import { UsageError } from "./usage-error.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function addServeCommand(program: Command): void {
  program
    .command("serve")
    .description(
      "Serve the Partition endpoint (POST /general/v0/general), with the engine in a pool of worker threads, and the Workflow endpoint (/api/v1: connectors, workflows, jobs) over HTTP.",
    )
    .option("--host <host>", "interface to listen on (env DOCFLOW_HOST; default 127.0.0.1)")
    .option("--port <port>", "port to listen on, 0 for a free one (env DOCFLOW_PORT; default 8000)")
    .option(
      "--data <dir>",
      "directory for the server's state (env DOCFLOW_DATA_DIR; default: a per-user folder such as ~/.local/share/docflow)",
    )
    .option("--max-upload-mb <n>", "largest request body in MB (env DOCFLOW_MAX_UPLOAD_MB; default 100)")
    .option("--workers <n>", "worker threads that partition (env DOCFLOW_WORKERS; default: the cores)")
    .option(
      "--queue-size <n>",
      "files that may wait for a worker before 503 (env DOCFLOW_QUEUE_SIZE; default 64)",
    )
    .option(
      "--request-timeout <seconds>",
      "time limit of one request's partitioning (env DOCFLOW_REQUEST_TIMEOUT_S; default 300)",
    )
    .option(
      "--api-key-file <path>",
      "file of accepted API keys, one a line (env DOCFLOW_API_KEY_FILE; keys also from DOCFLOW_API_KEYS)",
    )
    .option(
      "--database-url <url>",
      "PostgreSQL URL for the Workflow endpoint's state (env DATABASE_URL; default: SQLite in --data)",
    )
    .option(
      "--allow-dir <dir>",
      "directory local connectors may read and write; repeatable (env DOCFLOW_ALLOW_DIRS, path-delimited)",
      collect,
    )
    .option(
      "--max-run-files <n>",
      "most files one workflow run may upload (env DOCFLOW_MAX_RUN_FILES; default 1000)",
    )
    .option(
      "--max-run-mb <n>",
      "largest body of one workflow run in MB (env DOCFLOW_MAX_RUN_MB; default: --max-upload-mb)",
    )
    .option(
      "--job-retention-days <n>",
      "days a job's uploaded files and outputs are kept (env DOCFLOW_JOB_RETENTION_DAYS; default 7)",
    )
    .option(
      "--no-workflow-runtime",
      "serve the Workflow endpoint without running jobs or schedules in this process (env DOCFLOW_WORKFLOW_RUNTIME=false)",
    )
    .option("--log-level <level>", "fatal, error, warn, info, debug, trace or silent (env DOCFLOW_LOG_LEVEL)")
    .action(async (options: ServeFlags) => {
      const { ConfigError, resolveServerConfig } = await import("../server/config.js");
      let config: ReturnType<typeof resolveServerConfig>;
      try {
        const data = options.data ?? (process.env.DOCFLOW_DATA_DIR || userDataDir());
        config = {
          ...resolveServerConfig({ ...options, data }, process.env),
          logStream: logDestination(process.stdout),
        };
      } catch (error) {
        if (error instanceof ConfigError) throw new UsageError(error.message);
        throw error;
      }
      // A data folder docflow creates gets a .gitignore: it holds the generated API key and secret key.
      await ensureIgnoredDir(config.dataDir);
      const { startServer } = await import("../server/serve.js");
      let server: Awaited<ReturnType<typeof startServer>>;
      try {
        server = await startServer(config);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (
          (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL") &&
          (error as { syscall?: string }).syscall === "listen"
        ) {
          throw new StartupError(
            `cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
          );
        }
        if (config.databaseUrl && isConnectionFailure(error)) throw databaseError(config.databaseUrl, error);
        throw error;
      }
      const unwatch = startedByNpm() ? exitWithParent() : undefined;
      await server.closed;
      unwatch?.();
    });
}
