// The HTTP app of `docflow serve`: Fastify with its pino logger, one error handler, the Partition
// endpoint, the Workflow endpoint (/api/v1) over the workflow store with its runtime (jobs, schedules), the
// OpenAPI document and the API page. buildServer does not listen; serve.ts does.

import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { destination } from "pino";
import { loadSecretKey, SECRET_KEY_ENV } from "../workflows/connectors/secrets.js";
import { readModelsConfig } from "../workflows/models/config.js";
import { ModelProviders } from "../workflows/models/registry.js";
import { openStore } from "../workflows/store/index.js";
import type { WorkflowStore } from "../workflows/store/types.js";
import { BYTES_BUSY_DETAIL, UPLOADS_BUSY_DETAIL, UploadAdmission } from "./http/admission.js";
import { API_KEY_HEADERS, allKeys } from "./http/auth.js";
import { ConnectionGuard, type ConnectionStats } from "./http/connections.js";
import { handleClientError, handleError, handleNotFound } from "./http/errors.js";
import { RouteTable } from "./http/method-not-allowed.js";
import { requestFacts } from "./http/request-log.js";
import { DocflowMetrics, observeRequests, READY_PATH, readiness, startMetricsListener } from "./metrics.js";
import { openApiRoutes, swaggerOptions } from "./openapi.js";
import { PARTITION_PATH, partitionRoutes } from "./partition/route.js";
import { VlmStrategy } from "./partition/vlm-strategy.js";
import { BUSY_DETAIL, PartitionPool, type PoolStats, poolOptions } from "./partition/workers.js";
import type { ServerConfig } from "./settings/config.js";
import { secureDataDir, secureDataFiles } from "./settings/data-dir.js";
import { workflowKeyCheck } from "./workflow/auth.js";
import { WORKFLOW_PREFIX, workflowApi } from "./workflow/index.js";
import { startWorkflowRuntime, type WorkflowRuntime } from "./workflow-runtime.js";

// The decorators buildServer adds, typed where Fastify looks for them (declaration merging), so neither
// the server nor its tests cast the instance to reach them.
declare module "fastify" {
  interface FastifyInstance {
    /** The worker pool's current load (tests and diagnostics). */
    poolStats(): PoolStats;
    /** Uploads arriving and bytes of uploads held (tests and diagnostics). */
    admissionStats(): { uploads: number; bytes: number };
    /** Connections open, without a complete request, refused and pushed out (tests and diagnostics). */
    connectionStats(): ConnectionStats;
    /** The Workflow endpoint's store (tests and diagnostics). */
    workflowStore: WorkflowStore;
    /** Writes out the log lines still buffered (see logDestination); resolves once they are written. */
    flushLog(): Promise<void>;
    /** The Prometheus metrics (metrics.ts). */
    metrics: DocflowMetrics;
    /** The metrics listener's address, when DOCFLOW_METRICS_PORT is set. */
    metricsUrl: string | undefined;
  }
}

/** The server buildServer returns: a Fastify instance with the decorators above. */
export type DocflowServer = FastifyInstance;

/**
 * Log lines are written once this many bytes wait, or LOG_FLUSH_MS after the first of them. A write is a
 * hand-off to libuv's thread pool (a thread wake-up and a system call each way): with 4 KB, a server of
 * small files paid one every 10 requests; 32 KB is one every 90 or so, and the lines are no later.
 */
const LOG_BUFFER_BYTES = 32 * 1024;
/** sonic-boom's bound on one write, above the buffer (it refuses a buffer as large as its bound). */
const LOG_MAX_WRITE_BYTES = 64 * 1024;
const LOG_FLUSH_MS = 250;

/**
 * Standard output for the log, written asynchronously and in batches: a synchronous write per request
 * line took about 7 % of the event loop under load. Lines wait at most LOG_FLUSH_MS; pino flushes what
 * is left when the process exits, and serve.ts flushes at once the lines people wait for (listening).
 */
function logDestination() {
  return destination({
    dest: 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    maxWrite: LOG_MAX_WRITE_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}

export const SHUTTING_DOWN_DETAIL = "Server is shutting down. Please try again later.";

/** Header paths pino must never print, whatever logs a request. */
const REDACTED = API_KEY_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]);

export async function buildServer(config: ServerConfig): Promise<DocflowServer> {
  const pool = new PartitionPool(poolOptions(config));
  const connections = new ConnectionGuard(config);
  const admission = new UploadAdmission(config, (detail, arriving) => pool.busyError(detail, arriving));

  const logStream = config.logStream ?? (config.logLevel === "silent" ? undefined : logDestination());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED, censor: "[redacted]" },
      ...(logStream ? { stream: logStream } : {}),
    },
    // One line per request is written below, with what the route learned; Fastify's two are off.
    logController: new LogController({ disableRequestLogging: true }),
    // Every route answers with and without a trailing slash: the SDKs send it, curl examples do not.
    routerOptions: { ignoreTrailingSlash: true },
    // Request ids are the server's own, never taken from the client.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    clientErrorHandler: handleClientError,
    // Node's own clock for slow clients: the request line and headers within headersTimeout, the whole
    // request within requestTimeout (readMultipart answers a slow upload itself, with a JSON 408, first).
    // Node checks both only every connectionsCheckingInterval, hence the factory.
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: config.headersTimeoutMs,
          requestTimeout: Math.max(config.headersTimeoutMs, config.bodyTimeoutMs + 5_000),
          connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
          // A client may hold an answer unread while it sends more requests (the SDKs' split PDFs keep
          // every batch's answer until the last batch is done). Node's fetch (undici) has then received
          // the whole answer but not finished parsing it, and a server that closes the idle connection
          // under it fails that answer with "other side closed". So idle connections stay open long; the
          // connection caps (connections.ts) keep them from adding up.
          keepAliveTimeout: config.keepAliveTimeoutMs,
        },
        handler,
      );
      connections.attach(server);
      return server;
    },
    // Only the Partition endpoint takes a body, and it streams multipart itself.
    bodyLimit: 1024 * 1024,
    // Shutdown is handled below, to answer with the same JSON body as every other error.
    return503OnClosing: false,
    forceCloseConnections: "idle",
  });

  const metrics = new DocflowMetrics("serve");
  metrics.attach({ pool: () => pool.stats });
  observeRequests(app, metrics, PARTITION_PATH, {
    pool: BUSY_DETAIL,
    uploads: UPLOADS_BUSY_DETAIL,
    bytes: BYTES_BUSY_DETAIL,
    shutdown: SHUTTING_DOWN_DETAIL,
  });
  app.decorate("metrics", metrics);
  app.decorate("metricsUrl", undefined);
  app.decorate("poolStats", () => pool.stats);
  app.decorate("admissionStats", () => admission.stats);
  app.decorate("connectionStats", () => connections.stats);
  app.decorate("flushLog", async () => {
    const flush = (logStream as { flush?: (done: (error?: Error) => void) => void } | undefined)?.flush;
    if (typeof flush === "function") {
      await new Promise<void>((resolve) => flush.call(logStream, () => resolve()));
    }
  });
  app.setErrorHandler(handleError);
  // Route schemas document, they do not check: every route reads and checks its own input the FastAPI way
  // (422 bodies with `loc`/`msg`/`type`), and answers are written as they are.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Before any route: it collects their schemas into /openapi.json (openapi.ts).
  await app.register(swagger, swaggerOptions());
  // A path served with other methods is a 405 with Allow, not a 404.
  const routes = new RouteTable();
  routes.watch(app);
  app.setNotFoundHandler(routes.notFoundHandler(handleNotFound));

  // Graceful shutdown: once close() starts, new requests get 503 and every answer, including those of
  // requests in flight, closes its connection, so no keep-alive connection holds the shutdown up.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (closing) {
      return reply
        .code(503)
        .header("connection", "close")
        .header("retry-after", String(pool.retryAfterSeconds()))
        .send({ detail: SHUTTING_DOWN_DETAIL });
    }
    return undefined;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...requestFacts(request),
      },
      "request",
    );
  });
  // The Workflow endpoint's state, declared before the hook so a start that fails half-way still closes
  // whatever it had opened.
  let store: WorkflowStore | undefined;
  let runtime: WorkflowRuntime | undefined;
  let metricsListener: Awaited<ReturnType<typeof startMetricsListener>> | undefined;
  // Runs once every in-flight request has been answered (Fastify closes the listener first): jobs stop
  // (or are released for another process) before the store and the pool they use go away.
  app.addHook("onClose", async () => {
    await metricsListener?.close();
    await runtime?.stop();
    await store?.close();
    await pool.close();
  });

  try {
    await secureDataDir(config.dataDir, config.databaseUrl === undefined);
    store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await secureDataFiles(config.dataDir);
    app.decorate("workflowStore", store);
    app.log.info({ store: store.dialect, workflowRuntime: config.workflowRuntime }, "workflow store opened");
    const secretKey = await loadSecretKey(config.dataDir, { [SECRET_KEY_ENV]: config.secretKey });
    const keyCheck = await workflowKeyCheck(config, app.log);
    // The page says a key is needed when the Partition endpoint asks for one (a scoped key counts).
    await app.register(openApiRoutes, {
      config: { ...config, partitionApiKeys: allKeys(config) },
    });
    // strategy=vlm calls the model providers of the server's environment, as the workflow vlm node does.
    const vlm = new VlmStrategy(new ModelProviders(readModelsConfig(config.modelEnv)), config.limits);
    await app.register(partitionRoutes, { config, pool, vlm, admission });
    await app.register(workflowApi, {
      prefix: WORKFLOW_PREFIX,
      config,
      store,
      secretKey,
      keyCheck,
      routes,
      admission,
      onJobCreated: (jobId: string) => runtime?.notifyJobCreated(jobId),
    });
    // Ready when the database answers and the pool has threads; beside /healthcheck, which says only
    // that the process is up.
    const ready = readiness({ store, pool: () => pool.stats });
    app.get(READY_PATH, async (_request, reply) => {
      const state = await ready();
      return reply.code(state.ready ? 200 : 503).send({ ready: state.ready, ...state.checks });
    });
    await app.ready();
    metrics.attach({ store });
    if (config.workflowRuntime) {
      runtime = await startWorkflowRuntime({
        store,
        config,
        logger: app.log,
        pool,
        onTask: (report) => metrics.task(report),
      });
      metrics.attach({ tasks: runtime.taskLoad });
    }
    if (config.metricsPort !== undefined) {
      metricsListener = await startMetricsListener(metrics, ready, config.host, config.metricsPort);
      app.metricsUrl = metricsListener.url;
      app.log.info({ url: metricsListener.url }, "metrics listening");
    }
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
