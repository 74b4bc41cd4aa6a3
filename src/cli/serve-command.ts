// `docflow serve`: the self-hostable Partition endpoint. Flags win over the DOCFLOW_* environment
// variables, which win over the defaults (src/server/config.ts). The server code is loaded only here,
// so the other commands never load Fastify.
import type { Command } from "commander";
import { UsageError } from "./usage-error.js";

export function addServeCommand(program: Command): void {
  program
    .command("serve")
    .description(
      "Serve the Partition endpoint (POST /general/v0/general) over HTTP, with the engine in a pool of worker threads.",
    )
    .option("--host <host>", "interface to listen on (env DOCFLOW_HOST; default 127.0.0.1)")
    .option("--port <port>", "port to listen on, 0 for a free one (env DOCFLOW_PORT; default 8000)")
    .option("--data <dir>", "directory for the server's state (env DOCFLOW_DATA_DIR; default ./docflow-data)")
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
    .option("--log-level <level>", "fatal, error, warn, info, debug, trace or silent (env DOCFLOW_LOG_LEVEL)")
    .action(async (options: Record<string, string | undefined>) => {
      const { ConfigError, resolveServerConfig } = await import("../server/config.js");
      let config: ReturnType<typeof resolveServerConfig>;
      try {
        config = resolveServerConfig(options, process.env);
      } catch (error) {
        if (error instanceof ConfigError) throw new UsageError(error.message);
        throw error;
      }
      const { startServer } = await import("../server/serve.js");
      let server: Awaited<ReturnType<typeof startServer>>;
      try {
        server = await startServer(config);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL") {
          process.stderr.write(
            `docflow: cannot listen on ${config.host}:${config.port}: ${(error as Error).message}\n`,
          );
          process.exitCode = 1;
          return;
        }
        throw error;
      }
      await server.closed;
    });
}
