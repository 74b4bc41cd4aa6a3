// `docflow serve`: the self-hostable Partition endpoint and Workflow endpoint (/api/v1). Flags win over the DOCFLOW_* environment
// variables, which win over the defaults (src/server/config.ts). The server code is loaded only here,
// so the other commands never load Fastify.
import { resolve } from "node:path";
import type { Command } from "commander";
import type { ServeFlags } from "../server/settings/config.js";
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
    .option(
      "--max-elements <n>",
      "most elements one file may produce; more get 422 (env DOCFLOW_MAX_ELEMENTS)",
    )
    .option(
      "--max-characters <n>",
      "most characters of element text one file may produce (env DOCFLOW_MAX_CHARACTERS)",
    )
    .option(
      "--max-expanded-mb <n>",
      "largest size a compressed file may expand to (env DOCFLOW_MAX_EXPANDED_MB; default 200)",
    )
    .option("--max-pages <n>", "most pages one document may have (env DOCFLOW_MAX_PAGES; default 20000)")
    .option(
      "--max-image-pixels <n>",
      "largest image (width × height) a document may hold (env DOCFLOW_MAX_IMAGE_PIXELS; default 100000000)",
    )
    .option(
      "--max-decoded-mb <n>",
      "memory decoding one PDF may take (env DOCFLOW_MAX_DECODED_MB; default 512)",
    )
    .option(
      "--max-expansion-ratio <n>",
      "most times a gzip file may expand its size (env DOCFLOW_MAX_EXPANSION_RATIO; default 100)",
    )
    .option(
      "--max-file-seconds <n>",
      "time one file may hold a worker; past it 422 (env DOCFLOW_MAX_FILE_SECONDS; default 120)",
    )
    .option(
      "--worker-memory-mb <n>",
      "heap one worker may use; past it 413 (env DOCFLOW_WORKER_MEMORY_MB; default 512)",
    )
    .option("--max-uploads <n>", "uploads received at once before 503 (env DOCFLOW_MAX_UPLOADS; default 32)")
    .option(
      "--max-inflight-mb <n>",
      "MB of uploads held at once before 503 (env DOCFLOW_MAX_INFLIGHT_MB; default 512)",
    )
    .option(
      "--headers-timeout <seconds>",
      "time the request headers may take (env DOCFLOW_HEADERS_TIMEOUT_S; default 20)",
    )
    .option(
      "--body-timeout <seconds>",
      "time a whole upload may take (env DOCFLOW_BODY_TIMEOUT_S; default 300)",
    )
    .option(
      "--idle-timeout <seconds>",
      "time an upload may send nothing (env DOCFLOW_IDLE_TIMEOUT_S; default 30)",
    )
    .option("--max-connections <n>", "connections open at once (env DOCFLOW_MAX_CONNECTIONS; default 1024)")
    .option(
      "--allow-host <host>",
      "host, address or CIDR range connectors may reach although private or loopback; repeatable (env DOCFLOW_ALLOW_HOSTS, comma-separated)",
      collect,
    )
    .option("--log-level <level>", "fatal, error, warn, info, debug, trace or silent (env DOCFLOW_LOG_LEVEL)")
    .option(
      "--tessdata <dir>",
      "folder of OCR models (<code>.traineddata.gz); a language missing is fetched into it on first use (env DOCFLOW_TESSDATA)",
    )
    .action(async (options: ServeFlags & { tessdata?: string }) => {
      // The engine reads it from the environment, in this thread and in the worker threads started below.
      if (options.tessdata) process.env.DOCFLOW_TESSDATA = resolve(options.tessdata);
      const { ConfigError, resolveServerConfig } = await import("../server/settings/config.js");
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
