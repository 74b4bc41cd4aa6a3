// `docflow serve`: the self-hostable Partition endpoint and Workflow endpoint (/api/v1). Flags win over the DOCFLOW_* environment
// variables, which win over the defaults (the table src/server/settings/table.ts declares the flags). The
// server code is loaded only when the command runs, so the other commands never load Fastify.
import { resolve } from "node:path";
import type { Command } from "commander";
import { flagHelp, flagOf } from "../server/settings/describe.js";
import { type ServeFlags, settingEntries } from "../server/settings/table.js";
import { logDestination, logFormat } from "./log-format.js";
import { ensureIgnoredDir, userDataDir } from "./own-dirs.js";
import { exitWithParent, startedByNpm } from "./parent-watch.js";
import { databaseError, isConnectionFailure, StartupError } from "./startup-error.js";
import { UsageError } from "./usage-error.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function addServeCommand(program: Command): void {
  const command = program
    .command("serve")
    .description(
      "Serve the Partition endpoint (POST /general/v0/general), with the engine in a pool of worker threads, and the Workflow endpoint (/api/v1: connectors, workflows, jobs) over HTTP.",
    );
  // Every flag, with its variable, default and range, comes from the settings table.
  for (const [name, setting] of settingEntries()) {
    const flag = flagOf(name, setting);
    if (flag === undefined) continue;
    if (setting.kind === "list") command.option(flag, flagHelp(setting), collect);
    else command.option(flag, flagHelp(setting));
  }
  command.action(async (options: ServeFlags) => {
    // The engine reads it from the environment, in this thread and in the worker threads started below.
    if (options.tessdata) process.env.DOCFLOW_TESSDATA = resolve(options.tessdata);
    const { ConfigError, resolveServerConfig } = await import("../server/settings/config.js");
    let config: ReturnType<typeof resolveServerConfig>;
    try {
      const data = options.data ?? (process.env.DOCFLOW_DATA_DIR || userDataDir());
      config = {
        ...resolveServerConfig({ ...options, data }, process.env),
        // JSON lines go through the server's own batched, asynchronous destination (app.ts): one
        // synchronous write per request line cost the event loop more than the request's routing.
        logStream: logFormat(process.stdout) === "json" ? undefined : logDestination(process.stdout),
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
        throw new StartupError(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
      }
      if (config.databaseUrl && isConnectionFailure(error)) throw databaseError(config.databaseUrl, error);
      throw error;
    }
    const unwatch = startedByNpm() ? exitWithParent() : undefined;
    await server.closed;
    unwatch?.();
  });
}
