// Throughput against workers: one PostgreSQL, `docflow worker` processes (bundled from the sources, as
// deployed) claiming the tasks of one job at a time, in three set-ups interleaved round by round:
//   1w×1t  one worker with one partition thread (--concurrency 1)
//   2w×1t  two such workers
//   1w×2t  one worker with two threads (--concurrency 2)
// Two jobs: 60 documents of mixed formats (partition fast → chunk by_title), and one large PDF (DA-619p.pdf,
// 619 pages, partition fast) that DOCFLOW_SPLIT_PDF_PAGES cuts into page ranges. The time of a job is its
// own record's created_at → finished_at (the database's clock); the workers are started and ready before
// the job is created. Goals: 2w×1t ≥ 1.7× faster than 1w×1t on both jobs, and 2w×1t ≥ 0.9× the
// throughput of 1w×2t. The workers' CPU time (from /proc) says what bounds them.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import pg from "pg";
import { startPostgres } from "../__tests__/helpers/postgres.js";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { openStore } from "../src/workflows/store/index.js";
import type { WorkflowStore } from "../src/workflows/store/types.js";
import { corpusFile } from "./measure.js";
import { buildCli, loadLine, median } from "./serve-process.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MIXED_FILES = 60;
const SPLIT_PAGES = process.env.DOCFLOW_SPLIT_PDF_PAGES ?? "50";
/** The large PDF's strategy: fast by default; hi_res (seconds a page) leaves the job's tail a smaller share. */
const PDF_STRATEGY = process.env.BENCH_PDF_STRATEGY ?? "fast";
/** BENCH_WORKERS_SESSIONS=shared keeps every worker in the bench's session (one autogroup). */
const OWN_SESSIONS = process.env.BENCH_WORKERS_SESSIONS !== "shared";
const SECRET = "bench-workers-secret-0123456789";
const EXTENSIONS = new Set([
  ".txt",
  ".md",
  ".html",
  ".csv",
  ".json",
  ".eml",
  ".docx",
  ".pptx",
  ".xlsx",
  ".rst",
  ".org",
  ".xml",
  ".odt",
  ".rtf",
  ".epub",
  ".pdf",
]);
const MAX_BYTES = 1024 * 1024;

interface Doc {
  name: string;
  data: Buffer;
  type: string;
}

const TYPES: Record<string, string> = { ".pdf": "application/pdf", ".txt": "text/plain" };

/** 60 documents the engine partitions under fast, of every format it reads without OCR, cycled. */
async function mixedDocuments(dir: string): Promise<Doc[]> {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        EXTENSIONS.has(extname(entry.name).toLowerCase()) &&
        !/fail|broken|corrupt|encrypt|password/i.test(entry.name)
      ) {
        const size = statSync(path).size;
        if (size > 4096 && size <= MAX_BYTES) found.push(path);
      }
    }
  };
  walk(dir);
  found.sort();
  const params = parsePartitionParameters({ strategy: "fast" });
  const usable: string[] = [];
  for (const path of found) {
    if (usable.length >= MIXED_FILES) break;
    try {
      await partition({ data: readFileSync(path), filename: basename(path) }, params);
      usable.push(path);
    } catch {
      // left out: a failing file would make the job COMPLETED_WITH_ERRORS
    }
  }
  return Array.from({ length: MIXED_FILES }, (_, index) => {
    const path = usable[index % usable.length] as string;
    const ext = extname(path).toLowerCase();
    return {
      name: `${index}-${basename(path)}`,
      data: readFileSync(path),
      type: TYPES[ext] ?? "application/octet-stream",
    };
  });
}

/** A task's end as the worker logs it (debug). */
interface TaskLine {
  job_id: string;
  task_id: string;
  outcome: string;
  ms: number;
  /** When it ended (the worker's clock, ms since the epoch). */
  time: number;
}

interface Worker {
  child: ChildProcess;
  cpuMs(): number;
  /** The tasks this worker ended, of one job. */
  tasks(jobId: string): TaskLine[];
  /** Peak resident memory seen, in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

function readRssMb(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function readCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Utime + stime of a /proc stat line's fields (after the command), and of its reaped children. */
function statCpuMs(fields: string[], children = false): number {
  const own = Number(fields[11]) + Number(fields[12]);
  return (children ? own + Number(fields[13]) + Number(fields[14]) : own) * 10;
}

/** PostgreSQL's CPU time: the postmaster's (with its ended children) and its live children's. */
function postgresCpuMs(postmaster: number): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      if (Number(entry) === postmaster) total += statCpuMs(fields, true);
      else if (Number(fields[1]) === postmaster) total += statCpuMs(fields);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** The machine's idle and total CPU time so far, in clock ticks of all cores (/proc/stat). */
function machineTicks(): { idle: number; total: number } {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
}

async function postmasterPid(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT pg_backend_pid() AS pid");
    const stat = readFileSync(`/proc/${rows[0].pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(stat[1]);
  } finally {
    await client.end();
  }
}

/** The workers running now: killed when the bench exits or is interrupted. */
const running = new Set<ChildProcess>();
let cleanupInstalled = false;

function killWorkersOnExit(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const killAll = () => {
    for (const child of running) child.kill("SIGKILL");
  };
  process.once("exit", killAll);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}

async function startWorker(bin: string, databaseUrl: string, threads: number, dir: string): Promise<Worker> {
  const child = spawn(
    process.execPath,
    [bin, "worker", "--database-url", databaseUrl, "--data", dir, "--concurrency", String(threads)],
    {
      env: {
        PATH: process.env.PATH ?? "",
        DOCFLOW_SECRET_KEY: SECRET,
        DOCFLOW_SPLIT_PDF_PAGES: SPLIT_PAGES,
        // debug: the "docflow worker running" line says it is ready, and a line per task ended says
        // which worker did what (a few lines a second; the rest is dropped).
        DOCFLOW_LOG_LEVEL: "debug",
        // One partition thread per --concurrency; no page threads inside a task.
        DOCFLOW_PDF_THREADS: "1",
        // e.g. --cpu-prof --cpu-prof-dir=<dir> to see where a worker's time goes.
        ...(process.env.BENCH_WORKER_NODE_OPTIONS
          ? { NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS }
          : {}),
      },
      stdio: ["ignore", "pipe", "inherit"],
      // A session of its own, as a worker on its own host or in its own service has: Linux's autogroup
      // scheduling (on by default) gives each session one share of the CPU, so workers started in the
      // bench's session would share one share between them, however many there are.
      detached: OWN_SESSIONS,
    },
  );
  // Detached, it would outlive a bench that fails or is interrupted.
  running.add(child);
  child.once("exit", () => running.delete(child));
  const ended: TaskLine[] = [];
  await new Promise<void>((resolve, reject) => {
    let buffer = "";
    let ready = false;
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (!ready && line.includes("docflow worker running")) {
          ready = true;
          resolve();
        } else if (line.includes('"task ended"')) {
          const { job_id, task_id, outcome, ms, time } = JSON.parse(line) as TaskLine;
          ended.push({ job_id, task_id, outcome, ms, time });
        }
      }
    });
    child.once("exit", (code) => reject(new Error(`docflow worker exited with ${code} before it ran`)));
  });
  let cpu = 0;
  let peak = 0;
  const sample = setInterval(() => {
    peak = Math.max(peak, readRssMb(child.pid));
  }, 100);
  return {
    child,
    tasks: (jobId) => ended.filter((task) => task.job_id === jobId),
    peakRssMb: () => peak,
    cpuMs: () => {
      cpu = readCpuMs(child.pid) || cpu;
      return cpu;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sample);
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

interface Setup {
  name: string;
  workers: number;
  threads: number;
}

const ALL_SETUPS: Setup[] = [
  { name: "1w×1t", workers: 1, threads: 1 },
  { name: "2w×1t", workers: 2, threads: 1 },
  { name: "1w×2t", workers: 1, threads: 2 },
];
/** BENCH_WORKERS_SETUPS=1w×1t,2w×1t (or 1w1t,2w1t) runs only those set-ups. */
const SETUPS = ALL_SETUPS.filter(
  (setup) =>
    !process.env.BENCH_WORKERS_SETUPS ||
    process.env.BENCH_WORKERS_SETUPS.replaceAll("×", "").split(",").includes(setup.name.replace("×", "")),
);

interface Run {
  seconds: number;
  cpuSeconds: number;
  /** Per worker: tasks ended, seconds inside tasks, CPU seconds. */
  workers: { tasks: number; busy: number; cpu: number }[];
  /** PostgreSQL's CPU seconds during the job. */
  pgCpuSeconds: number;
  /** The machine's idle share of all cores during the job. */
  idle: number;
  /** Seconds from the job's creation to its first task's start, and from its last task's end to its end. */
  firstTask: number;
  lastTask: number;
  /** The longest task: its file and seconds. */
  longest: string;
  /** The largest worker's peak resident memory, in MB. */
  rssMb: number;
}

async function finished(store: WorkflowStore, jobId: string): Promise<void> {
  for (;;) {
    const job = await store.getJob(jobId);
    if (job && ["COMPLETED", "FAILED", "STOPPED"].includes(job.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function runJob(
  store: WorkflowStore,
  bin: string,
  databaseUrl: string,
  dir: string,
  setup: Setup,
  docs: Doc[],
  warmUp: Doc[],
  strategy: string,
  postmaster: number,
): Promise<Run> {
  const workers = await Promise.all(
    Array.from({ length: setup.workers }, (_, index) =>
      startWorker(bin, databaseUrl, setup.threads, join(dir, `w${index}`)),
    ),
  );
  try {
    const workflow = await store.createWorkflow({
      name: `bench-${randomUUID().slice(0, 8)}`,
      status: "active",
      workflow_type: "custom",
      source_id: null,
      destination_id: null,
      workflow_nodes: [
        {
          id: randomUUID(),
          name: "Partitioner",
          type: "partition",
          subtype: "unstructured_api",
          settings: { strategy },
        },
        { id: randomUUID(), name: "Chunker", type: "chunk", subtype: "chunk_by_title", settings: {} },
      ],
      schedule: null,
      reprocess_all: false,
    });
    const names = new Map<string, string>();
    const submit = (files: Doc[]) =>
      store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "ephemeral",
        input_files: files.map((doc) => {
          const fileId = randomUUID();
          names.set(fileId, doc.name);
          return {
            file_id: fileId,
            filename: doc.name,
            content_type: doc.type,
            size: doc.data.byteLength,
            data: new Uint8Array(doc.data),
          };
        }),
      });
    // Untimed: a few files for every thread, so each has loaded the engine (PDFium, the formats) as a
    // worker that has run for a while has; a fresh thread pays about a second of CPU for that.
    const warm = await submit(warmUp);
    await finished(store, warm.id);
    const cpuBefore = workers.map((worker) => worker.cpuMs());
    const pgBefore = postgresCpuMs(postmaster);
    const ticksBefore = machineTicks();
    const job = await submit(docs);
    for (;;) {
      const current = await store.getJob(job.id);
      if (current && ["COMPLETED", "FAILED", "STOPPED"].includes(current.status)) {
        const failed = current.file_results.filter((result) => result.status !== "COMPLETED");
        if (current.status !== "COMPLETED" || failed.length > 0) {
          throw new Error(`the job ended ${current.status}: ${current.error ?? failed[0]?.error}`);
        }
        const ticksAfter = machineTicks();
        const pgAfter = postgresCpuMs(postmaster);
        const cpu = workers.map((worker, index) => (worker.cpuMs() - (cpuBefore[index] ?? 0)) / 1000);
        // The workers write their log lines in batches, at most 250 ms late.
        await new Promise((resolve) => setTimeout(resolve, 400));
        const created = Date.parse(current.created_at);
        const finishedAt = Date.parse(current.finished_at ?? "");
        const all = workers.flatMap((worker) => worker.tasks(job.id));
        const longest = all.reduce<TaskLine | undefined>((a, b) => (a && a.ms >= b.ms ? a : b), undefined);
        return {
          seconds: (finishedAt - created) / 1000,
          firstTask: (Math.min(...all.map((task) => task.time - task.ms)) - created) / 1000,
          lastTask: (finishedAt - Math.max(...all.map((task) => task.time))) / 1000,
          longest: longest
            ? `${names.get(longest.task_id) ?? longest.task_id.slice(37)} ${(longest.ms / 1000).toFixed(2)} s`
            : "",
          cpuSeconds: cpu.reduce((sum, value) => sum + value, 0),
          workers: workers.map((worker, index) => {
            const tasks = worker.tasks(job.id);
            return {
              tasks: tasks.length,
              busy: tasks.reduce((sum, task) => sum + task.ms, 0) / 1000,
              cpu: cpu[index] ?? 0,
            };
          }),
          pgCpuSeconds: (pgAfter - pgBefore) / 1000,
          idle: (ticksAfter.idle - ticksBefore.idle) / Math.max(1, ticksAfter.total - ticksBefore.total),
          rssMb: Math.max(...workers.map((worker) => worker.peakRssMb())),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}

function spread(values: readonly number[], digits = 2): string {
  return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
}

export async function runWorkersBench(): Promise<string[]> {
  const corpus = corpusFile("example-docs");
  const large = corpusFile("example-docs", "pdf", "DA-619p.pdf");
  if (!corpus || !large) return ["workers: skipped (no corpus; set DOCFLOW_CORPUS)"];
  const mixed = await mixedDocuments(corpus);
  const pdf: Doc[] = [{ name: "DA-619p.pdf", data: readFileSync(large), type: "application/pdf" }];
  const PDF_PAGES = 619;
  killWorkersOnExit();
  const cli = await buildCli();
  const postgres = await startPostgres();
  const dir = await mkdtemp(join(tmpdir(), "docflow-workers-bench-"));
  const store = await openStore({ databaseUrl: postgres.url });
  const postmaster = await postmasterPid(postgres.url);
  const lines: string[] = [];
  try {
    const before = loadLine();
    const jobs = [
      {
        key: "mixed",
        name: `${MIXED_FILES} mixed documents`,
        docs: mixed,
        pages: undefined,
        strategy: "fast",
      },
      {
        key: "pdf",
        name: `DA-619p.pdf (${PDF_PAGES} pages, ${PDF_STRATEGY}, ranges of ${SPLIT_PAGES})`,
        docs: pdf,
        pages: PDF_PAGES,
        strategy: PDF_STRATEGY,
      },
    ].filter(
      (job) => !process.env.BENCH_WORKERS_JOBS || process.env.BENCH_WORKERS_JOBS.split(",").includes(job.key),
    );
    // Warm-up: the first run of each job pays the page cache and the database's first plans.
    // Then, before each timed job, an untimed one of every format of the mixed job four times over, PDFs
    // twice as often (PDFium is loaded per thread, in each lane), and a PDF long enough to be cut into
    // ranges (the range and merge paths): a thread loads and compiles a format's code the first time it
    // meets one (tens to hundreds of ms each), which a worker that has run for a while has done, and which
    // two fresh workers would both pay inside the timed job. Before, the warm-up was 16 PDFs.
    const byFormat = new Map<string, Doc[]>();
    for (const doc of mixed) {
      const ext = extname(doc.name).toLowerCase();
      byFormat.set(ext, [...(byFormat.get(ext) ?? []), doc]);
    }
    const warmUp: Doc[] = [];
    for (let turn = 0; turn < 4; turn++) {
      for (const docs of byFormat.values()) if (docs.length > 0) warmUp.push(docs[turn % docs.length] as Doc);
    }
    warmUp.push(...(byFormat.get(".pdf") ?? []).slice(0, 8));
    const rangedPdf = corpusFile("example-docs", "pdf", "interface-config-guide-p93.pdf");
    if (rangedPdf)
      warmUp.push({
        name: "interface-config-guide-p93.pdf",
        data: readFileSync(rangedPdf),
        type: "application/pdf",
      });
    for (const job of jobs)
      await runJob(
        store,
        cli.bin,
        postgres.url,
        dir,
        SETUPS[0] as Setup,
        job.docs,
        warmUp,
        job.strategy,
        postmaster,
      );
    const runs = new Map<string, Run[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const job of jobs) {
        // The set-ups' order rotates, so none always runs first after the other job.
        const order = SETUPS.map((_, index) => SETUPS[(index + round) % SETUPS.length] as Setup);
        for (const setup of order) {
          const run = await runJob(
            store,
            cli.bin,
            postgres.url,
            dir,
            setup,
            job.docs,
            warmUp,
            job.strategy,
            postmaster,
          );
          const key = `${job.name}|${setup.name}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
        }
      }
    }
    lines.push(`workers: ${ROUNDS} interleaved rounds; ${before} before`);
    for (const job of jobs) {
      const of = (setup: string) => runs.get(`${job.name}|${setup}`) ?? [];
      lines.push(`  ${job.name}`);
      for (const setup of SETUPS) {
        const seconds = of(setup.name).map((run) => run.seconds);
        const cpu = of(setup.name).map((run) => run.cpuSeconds);
        const rss = Math.max(...of(setup.name).map((run) => run.rssMb));
        const files = seconds.map((s) => job.docs.length / s);
        const pages =
          job.pages === undefined
            ? ""
            : `, pages/s ${spread(
                seconds.map((s) => (job.pages as number) / s),
                0,
              )}`;
        lines.push(
          `    ${setup.name}: ${spread(seconds)} s, files/s ${spread(files)}${pages}, worker CPU ${spread(cpu, 1)} s (${spread(
            cpu.map((c, i) => c / (seconds[i] as number)),
          )} cores), worker peak RSS ${rss.toFixed(0)} MB`,
        );
        // Where the time went, run by run: per worker tasks ended / seconds inside tasks / CPU seconds.
        for (const run of of(setup.name)) {
          const each = run.workers
            .map(
              (worker) =>
                `${worker.tasks} tasks ${worker.busy.toFixed(2)} s busy ${worker.cpu.toFixed(2)} s CPU`,
            )
            .join(" | ");
          lines.push(
            `      ${run.seconds.toFixed(2)} s: ${each}; PostgreSQL ${run.pgCpuSeconds.toFixed(2)} s CPU; machine idle ${(run.idle * 100).toFixed(0)} %; first task after ${run.firstTask.toFixed(2)} s, end ${run.lastTask.toFixed(2)} s after the last; longest ${run.longest}`,
          );
        }
      }
      // Ratios round by round (both sides of a ratio from the same round).
      const one = of("1w×1t").map((run) => run.seconds);
      const two = of("2w×1t").map((run) => run.seconds);
      const threads = of("1w×2t").map((run) => run.seconds);
      if (one.length > 0 && two.length > 0)
        lines.push(
          `    2w×1t vs 1w×1t: ${spread(one.map((s, i) => s / (two[i] as number)))}× faster (goal ≥ 1.7)`,
        );
      if (threads.length > 0 && two.length > 0)
        lines.push(
          `    2w×1t vs 1w×2t throughput: ${spread(threads.map((s, i) => s / (two[i] as number)))} (goal ≥ 0.9)`,
        );
    }
    lines.push(`  ${loadLine()} after`);
    return lines;
  } finally {
    await store.close();
    await postgres.stop();
    cli.remove();
    await rm(dir, { recursive: true, force: true });
  }
}
