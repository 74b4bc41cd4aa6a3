// Prometheus metrics of `docflow serve` and `docflow worker` (prom-client), served on a listener of their
// own (DOCFLOW_METRICS_PORT) beside readiness: the queue and the jobs by state (read from the shared store
// at scrape time, so every process reports the same numbers and an autoscaler can scale workers on them),
// files and page ranges done here (counters: their rate is files per second), time per file by format and
// strategy (histograms), the partition pool's and the task slots' use, admission refusals and
// outbound-policy refusals. Every label takes values from a fixed list, so the series stay few.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { type FileType, fileTypeFromMime, fileTypeFromName } from "../contract/file-types.js";
import { OutboundRefusedError } from "../workflows/connectors/outbound.js";
import type { TaskReport } from "../workflows/runner.js";
import type { WorkflowStore } from "../workflows/store/types.js";
import { requestFacts } from "./http/request-log.js";
import { HEALTHCHECK_BODY } from "./openapi.js";
import type { PoolStats } from "./partition/workers.js";

export const METRICS_PATH = "/metrics";
export const READY_PATH = "/readyz";
export const HEALTH_PATH = "/healthcheck";

const STRATEGIES = ["auto", "fast", "hi_res", "ocr_only", "vlm"] as const;
const JOB_STATES = ["SCHEDULED", "IN_PROGRESS", "COMPLETED", "FAILED", "STOPPED"] as const;
const TASK_STATES = ["QUEUED", "RUNNING", "WAITING"] as const;
/** Admission refusals by what was full (the 503's detail says which). */
export const REFUSAL_REASONS = ["pool", "uploads", "bytes", "shutdown"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Seconds a file takes, from a short text to a long scanned PDF. */
const FILE_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
/** The store is read at most this often, however often Prometheus (or several) scrape. */
const STORE_READ_MS = 1000;

/** A format from the fixed list of file types (the engine's table), or `other`. */
export function formatLabel(filename: string | undefined, contentType?: string | null): string {
  const known: FileType | undefined =
    (filename ? fileTypeFromName(filename) : undefined) ?? fileTypeFromMime(contentType ?? undefined);
  return known?.name ?? "other";
}

export function strategyLabel(strategy: unknown): string {
  return (STRATEGIES as readonly string[]).includes(String(strategy)) ? String(strategy) : "auto";
}

export interface MetricsSources {
  /** The shared store: queue depth and jobs by state. */
  store?: WorkflowStore | undefined;
  /** The partition pool's load. */
  pool?: (() => PoolStats) | undefined;
  /** This process's task slots. */
  tasks?: (() => { running: number; concurrency: number }) | undefined;
}

export class DocflowMetrics {
  readonly registry = new Registry();
  readonly #sources: MetricsSources = {};
  readonly #files: Counter<"outcome" | "source">;
  readonly #ranges: Counter;
  readonly #seconds: Histogram<"format" | "strategy" | "source">;
  readonly #refusals: Counter<"reason">;
  #stats: { at: number; read: Promise<Awaited<ReturnType<WorkflowStore["workStats"]>> | undefined> } = {
    at: 0,
    read: Promise.resolve(undefined),
  };

  constructor(process: "serve" | "worker") {
    this.registry.setDefaultLabels({ process });
    collectDefaultMetrics({ register: this.registry, prefix: "docflow_" });
    const registers = [this.registry];
    this.#files = new Counter({
      name: "docflow_files_total",
      help: "Files partitioned here: by the Partition endpoint (source=request) or as job tasks (source=job), by outcome.",
      labelNames: ["outcome", "source"],
      registers,
    });
    this.#ranges = new Counter({
      name: "docflow_page_ranges_total",
      help: "Page ranges of large PDFs partitioned here as job tasks.",
      registers,
    });
    this.#seconds = new Histogram({
      name: "docflow_file_seconds",
      help: "Time one file takes here, by its format and partition strategy: a request's whole answer, a job task's claim to result.",
      labelNames: ["format", "strategy", "source"],
      buckets: FILE_SECONDS,
      registers,
    });
    this.#refusals = new Counter({
      name: "docflow_admission_refusals_total",
      help: "Requests answered 503 because the pool, the uploads arriving, the bytes held were full, or the server was shutting down.",
      labelNames: ["reason"],
      registers,
    });
    for (const reason of REFUSAL_REASONS) this.#refusals.inc({ reason }, 0);
    for (const outcome of ["completed", "failed"]) {
      for (const source of ["request", "job"]) this.#files.inc({ outcome, source }, 0);
    }
    new Counter({
      name: "docflow_outbound_refusals_total",
      help: "Connections connectors were refused by the outbound policy (loopback, private or link-local hosts not allowed).",
      registers,
      collect() {
        this.reset();
        this.inc(OutboundRefusedError.refused);
      },
    });
    const sources = this.#sources;
    const stats = () => this.#workStats();
    new Gauge({
      name: "docflow_queue_depth",
      help: "Work waiting for a worker, across every process on the store: queued tasks (files, page ranges) plus jobs not yet started.",
      registers,
      async collect() {
        const read = await stats();
        if (!read) return;
        this.set((read.tasks.QUEUED ?? 0) + (read.jobs.SCHEDULED ?? 0));
      },
    });
    new Gauge({
      name: "docflow_jobs",
      help: "Jobs by state, across every process on the store.",
      labelNames: ["state"],
      registers,
      async collect() {
        const read = await stats();
        if (!read) return;
        for (const state of JOB_STATES) this.set({ state: state.toLowerCase() }, read.jobs[state] ?? 0);
      },
    });
    new Gauge({
      name: "docflow_tasks",
      help: "Tasks (a job's files, page ranges, merges) not yet done, by state, across every process on the store.",
      labelNames: ["state"],
      registers,
      async collect() {
        const read = await stats();
        if (!read) return;
        for (const state of TASK_STATES) this.set({ state: state.toLowerCase() }, read.tasks[state] ?? 0);
      },
    });
    new Gauge({
      name: "docflow_pool_threads",
      help: "Partition worker threads of this process.",
      registers,
      collect() {
        const pool = sources.pool?.();
        if (pool) this.set(pool.workers);
      },
    });
    new Gauge({
      name: "docflow_pool_pending",
      help: "Files in this process's partition pool: running on a thread or waiting for one.",
      registers,
      collect() {
        const pool = sources.pool?.();
        if (pool) this.set(pool.pending);
      },
    });
    new Gauge({
      name: "docflow_pool_capacity",
      help: "Files this process's partition pool takes at once (threads plus queue); more are refused with 503.",
      registers,
      collect() {
        const pool = sources.pool?.();
        if (pool) this.set(pool.capacity);
      },
    });
    new Gauge({
      name: "docflow_task_slots",
      help: "This process's task slots: busy (a task in flight) and total (its concurrency).",
      labelNames: ["state"],
      registers,
      collect() {
        const tasks = sources.tasks?.();
        if (!tasks) return;
        this.set({ state: "busy" }, tasks.running);
        this.set({ state: "total" }, tasks.concurrency);
      },
    });
  }

  /** Where the gauges read from; set once the parts exist. */
  attach(sources: MetricsSources): void {
    Object.assign(this.#sources, sources);
  }

  async #workStats() {
    const store = this.#sources.store;
    if (!store) return undefined;
    const now = Date.now();
    if (now - this.#stats.at >= STORE_READ_MS) {
      this.#stats = { at: now, read: store.workStats().catch(() => undefined) };
    }
    return this.#stats.read;
  }

  /** One answered request of the Partition endpoint. */
  request(
    facts: { filetype?: string[]; strategy?: string; pages?: number },
    status: number,
    seconds: number,
  ): void {
    const files = facts.filetype ?? [];
    const format = formatLabel(undefined, files[0]);
    this.#files.inc(
      { outcome: status < 400 ? "completed" : "failed", source: "request" },
      Math.max(1, files.length),
    );
    if (status < 400) {
      this.#seconds.observe({ format, strategy: strategyLabel(facts.strategy), source: "request" }, seconds);
    }
  }

  refused(reason: RefusalReason): void {
    this.#refusals.inc({ reason });
  }

  /** One job task's end. */
  task(report: TaskReport & { strategy?: string | undefined }): void {
    const { task } = report;
    if (report.outcome === "part") {
      this.#ranges.inc();
      return;
    }
    if (report.outcome !== "completed" && report.outcome !== "failed") return;
    this.#files.inc({ outcome: report.outcome, source: "job" });
    if (report.outcome === "completed") {
      const format = formatLabel(task.document.filename, task.document.content_type);
      this.#seconds.observe(
        { format, strategy: strategyLabel(report.strategy), source: "job" },
        report.seconds,
      );
    }
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }
}

/** What the listener answers readiness with. */
export type ReadinessCheck = () => Promise<{ ready: boolean; checks: Record<string, string> }>;

/** Ready when the store answers a query and the pool is not closed (or has room, when asked). */
export function readiness(parts: {
  store?: WorkflowStore | undefined;
  pool?: (() => PoolStats) | undefined;
}): ReadinessCheck {
  return async () => {
    const checks: Record<string, string> = {};
    let ready = true;
    if (parts.store) {
      try {
        await parts.store.workStats();
        checks.database = "ok";
      } catch (error) {
        ready = false;
        // The driver's message may name the host; never the URL's password, which pg does not put there.
        checks.database = `unavailable: ${error instanceof Error ? error.message.slice(0, 200) : "error"}`;
      }
    }
    if (parts.pool) {
      const pool = parts.pool();
      checks.pool = `${pool.pending} of ${pool.capacity} files`;
      if (pool.workers < 1) {
        ready = false;
        checks.pool = "no worker threads";
      }
    }
    return { ready, checks };
  };
}

/**
 * The listener of DOCFLOW_METRICS_PORT: GET /metrics (the Prometheus text format), /readyz (200 when
 * ready, 503 with the failing checks otherwise) and /healthcheck (the process is up).
 */
export async function startMetricsListener(
  metrics: DocflowMetrics,
  ready: ReadinessCheck,
  host: string,
  port: number,
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void answer(request, response);
  });
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? "/").split("?")[0];
    try {
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.writeHead(405, { allow: "GET", "content-type": "application/json" });
        response.end(JSON.stringify({ detail: "Only GET requests are supported." }));
      } else if (path === METRICS_PATH) {
        const body = await metrics.text();
        response.writeHead(200, { "content-type": metrics.registry.contentType });
        response.end(body);
      } else if (path === READY_PATH) {
        const state = await ready();
        response.writeHead(state.ready ? 200 : 503, { "content-type": "application/json" });
        response.end(JSON.stringify({ ready: state.ready, ...state.checks }));
      } else if (path === HEALTH_PATH) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(HEALTHCHECK_BODY));
      } else {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ detail: "Not Found" }));
      }
    } catch {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ detail: "Internal server error" }));
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  const shown = host.includes(":") ? `[${host}]` : host;
  return {
    server,
    url: `http://${shown}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The 503 details that say which admission limit refused a request. */
export interface RefusalDetails {
  pool: string;
  uploads: string;
  bytes: string;
  shutdown: string;
}

/**
 * Hooks that feed the metrics from the HTTP app: each answered request of `partitionPath`, and each 503
 * refusal by the limit that refused it (read from the detail, which names it).
 */
export function observeRequests(
  app: FastifyInstance,
  metrics: DocflowMetrics,
  partitionPath: string,
  details: RefusalDetails,
): void {
  const reasons = Object.entries(details) as [RefusalReason, string][];
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode !== 503 || typeof payload !== "string") return payload;
    const reason = reasons.find(([, detail]) => payload.includes(detail));
    if (reason) metrics.refused(reason[0]);
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "POST" || request.url.split("?")[0]?.replace(/\/$/, "") !== partitionPath) return;
    metrics.request(requestFacts(request) ?? {}, reply.statusCode, reply.elapsedTime / 1000);
  });
}
