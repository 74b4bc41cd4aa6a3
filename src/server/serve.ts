// Runs the server until SIGTERM or SIGINT, then shuts down gracefully: the listener closes, requests in
// flight are answered, then the worker pool stops. A second signal exits at once.
import { mkdir } from "node:fs/promises";
import { buildServer, type DocflowServer } from "./app.js";
import type { ServerConfig } from "./settings/config.js";
import { DATA_DIR_MODE } from "./settings/data-dir.js";

/** How many keys carry each scope combination (never a key): `{ all, partition, workflows, ... }`. */
function keyCounts(config: ServerConfig): Record<string, number> {
  const counts: Record<string, number> = { all: config.partitionApiKeys.length };
  for (const entry of config.scopedKeys) {
    const scopes = [...entry.scopes].sort().join("+");
    counts[scopes] = (counts[scopes] ?? 0) + 1;
  }
  return counts;
}

export interface RunningServer {
  app: DocflowServer;
  url: string;
  /** Settles once the server has shut down. */
  closed: Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  signals: readonly NodeJS.Signals[] = ["SIGTERM", "SIGINT"],
): Promise<RunningServer> {
  await mkdir(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const app = await buildServer(config);
  let url: string;
  try {
    url = await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // The worker threads would keep the process alive.
    await app.close();
    throw error;
  }
  app.log.info(
    {
      url,
      workers: config.workers,
      queueSize: config.queueSize,
      maxUploadBytes: config.maxUploadBytes,
      requestTimeoutMs: config.requestTimeoutMs,
      apiKeys: keyCounts(config),
      dataDir: config.dataDir,
    },
    "docflow serve listening",
  );
  // Whoever started the server (a supervisor, a test, a benchmark) waits for this line.
  await app.flushLog();

  const closed = new Promise<void>((resolve, reject) => {
    let closing = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (closing) {
        app.log.warn({ signal }, "second signal: exiting without waiting for requests in flight");
        // pino writes out the buffered lines on exit.
        process.exit(1);
      }
      closing = true;
      app.log.info({ signal }, "shutting down: finishing requests in flight");
      app.close().then(
        () => {
          for (const name of signals) process.off(name, onSignal);
          app.log.info("docflow serve stopped");
          app.flushLog().then(resolve, resolve);
        },
        (error: unknown) => {
          for (const name of signals) process.off(name, onSignal);
          reject(error);
        },
      );
    };
    for (const name of signals) process.on(name, onSignal);
  });
  return { app, url, closed };
}
