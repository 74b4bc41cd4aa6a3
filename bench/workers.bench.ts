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

interface Worker {
  child: ChildProcess;
  cpuMs(): number;
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

async function startWorker(bin: string, databaseUrl: string, threads: number, dir: string): Promise<Worker> {
  const child = spawn(
    process.execPath,
    [bin, "worker", "--database-url", databaseUrl, "--data", dir, "--concurrency", String(threads)],
    {
      env: {
        PATH: process.env.PATH ?? "",
        DOCFLOW_SECRET_KEY: SECRET,
        DOCFLOW_SPLIT_PDF_PAGES: SPLIT_PAGES,
        // info: the "docflow worker running" line says it is ready; the rest is drained and dropped.
        DOCFLOW_LOG_LEVEL: "info",
        // One partition thread per --concurrency; no page threads inside a task.
        DOCFLOW_PDF_THREADS: "1",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let buffer = "";
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      if (buffer.includes("docflow worker running")) {
        child.stdout?.off("data", onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`docflow worker exited with ${code} before it ran`)));
  });
  let cpu = 0;
  let peak = 0;
  const sample = setInterval(() => {
    peak = Math.max(peak, readRssMb(child.pid));
  }, 100);
  return {
    child,
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

const SETUPS: Setup[] = [
  { name: "1w×1t", workers: 1, threads: 1 },
  { name: "2w×1t", workers: 2, threads: 1 },
  { name: "1w×2t", workers: 1, threads: 2 },
];

interface Run {
  seconds: number;
  cpuSeconds: number;
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
    const submit = (files: Doc[]) =>
      store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "ephemeral",
        input_files: files.map((doc) => ({
          file_id: randomUUID(),
          filename: doc.name,
          content_type: doc.type,
          size: doc.data.byteLength,
          data: new Uint8Array(doc.data),
        })),
      });
    // Untimed: a few files for every thread, so each has loaded the engine (PDFium, the formats) as a
    // worker that has run for a while has; a fresh thread pays about a second of CPU for that.
    const warm = await submit(warmUp);
    await finished(store, warm.id);
    const cpuBefore = workers.reduce((sum, worker) => sum + worker.cpuMs(), 0);
    const job = await submit(docs);
    for (;;) {
      const current = await store.getJob(job.id);
      if (current && ["COMPLETED", "FAILED", "STOPPED"].includes(current.status)) {
        const failed = current.file_results.filter((result) => result.status !== "COMPLETED");
        if (current.status !== "COMPLETED" || failed.length > 0) {
          throw new Error(`the job ended ${current.status}: ${current.error ?? failed[0]?.error}`);
        }
        const cpuAfter = workers.reduce((sum, worker) => sum + worker.cpuMs(), 0);
        return {
          seconds: (Date.parse(current.finished_at ?? "") - Date.parse(current.created_at)) / 1000,
          cpuSeconds: (cpuAfter - cpuBefore) / 1000,
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
  const cli = await buildCli();
  const postgres = await startPostgres();
  const dir = await mkdtemp(join(tmpdir(), "docflow-workers-bench-"));
  const store = await openStore({ databaseUrl: postgres.url });
  const lines: string[] = [];
  try {
    const before = loadLine();
    const jobs = [
      { name: `${MIXED_FILES} mixed documents`, docs: mixed, pages: undefined, strategy: "fast" },
      {
        name: `DA-619p.pdf (${PDF_PAGES} pages, ${PDF_STRATEGY}, ranges of ${SPLIT_PAGES})`,
        docs: pdf,
        pages: PDF_PAGES,
        strategy: PDF_STRATEGY,
      },
    ];
    // Warm-up: the first run of each job pays the page cache and the database's first plans.
    // Enough PDFs that every thread of every set-up most likely gets one (PDFium is loaded per thread).
    const pdfs = mixed.filter((doc) => doc.type === "application/pdf");
    const warmUp = [...pdfs, ...pdfs, ...mixed].slice(0, 16);
    for (const job of jobs)
      await runJob(store, cli.bin, postgres.url, dir, SETUPS[0] as Setup, job.docs, warmUp, job.strategy);
    const runs = new Map<string, Run[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const job of jobs) {
        // The set-ups' order rotates, so none always runs first after the other job.
        const order = SETUPS.map((_, index) => SETUPS[(index + round) % SETUPS.length] as Setup);
        for (const setup of order) {
          const run = await runJob(store, cli.bin, postgres.url, dir, setup, job.docs, warmUp, job.strategy);
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
      }
      // Ratios round by round (both sides of a ratio from the same round).
      const one = of("1w×1t").map((run) => run.seconds);
      const two = of("2w×1t").map((run) => run.seconds);
      const threads = of("1w×2t").map((run) => run.seconds);
      lines.push(
        `    2w×1t vs 1w×1t: ${spread(one.map((s, i) => s / (two[i] as number)))}× faster (goal ≥ 1.7); ` +
          `2w×1t vs 1w×2t throughput: ${spread(threads.map((s, i) => s / (two[i] as number)))} (goal ≥ 0.9)`,
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
