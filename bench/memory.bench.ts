// Memory given back after load, as deployed: `docflow serve` as users start it (bin/docflow.cjs of a
// build of the sources, made here) in its own process, its resident memory read from /proc. Fresh = a
// few seconds after it listens. Load = 1 KB text at concurrency 16 for 10 s, then the corpus's two
// largest PDFs (DA-619p, 400 pages of pdf2image-memory-error-test) through the fast strategy, whole and
// as the client's page batches. Then 60 s of idle, and the memory at its end over the fresh memory
// (goal: at most 1.3). The anchors are the same server loaded the same way right after, once with
// glibc's malloc defaults (DOCFLOW_MALLOC_TUNING=off: the default before the tuning) and once with
// worker recycling off (DOCFLOW_WORKER_RECYCLE_IDLE_S=0). One run of each (each takes over a minute),
// so the figures carry this machine's noise.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { PartitionClient } from "../src/client/partition.js";
import { corpusFile } from "./measure.js";
import { buildCli, loadLine, type ServeProcess, startServe } from "./serve-process.js";

const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 60);
const BOUNDARY = "docflowmemoryboundary";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function textRequest(base: string) {
  const paragraph =
    "The committee reviewed the annual budget and agreed that the new library should open in spring.\n\n";
  const file = Buffer.from(`Annual Report\n\n${paragraph.repeat(10)}`.slice(0, 1024));
  return {
    url: `${base}/general/v0/general`,
    method: "POST" as const,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="report.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

interface MemoryRun {
  freshMb: number;
  peakMb: number;
  idleMb: number;
  pdfs: string[];
}

async function loadAndIdle(serve: ServeProcess): Promise<MemoryRun> {
  await sleep(5000);
  const freshMb = serve.rssMb();
  await autocannon({ ...textRequest(serve.base), connections: 16, duration: 10 });
  const client = new PartitionClient({ baseUrl: serve.base, retry: { maxRetries: 2 }, timeoutMs: 600_000 });
  const pdfs: string[] = [];
  for (const name of ["DA-619p.pdf", "pdf2image-memory-error-test-400p.pdf"]) {
    const path = corpusFile("example-docs", "pdf", name);
    if (!path) continue;
    const file = { name, data: readFileSync(path), contentType: "application/pdf" };
    // Whole (one worker holds all of it) and in batches (every worker holds some).
    await client.partition(file, { strategy: "fast", split_pdf_page: false });
    await client.partition(file, { strategy: "fast" });
    pdfs.push(name);
  }
  await sleep(IDLE_S * 1000);
  return { freshMb, peakMb: serve.peakRssMb(), idleMb: serve.rssMb(), pdfs };
}

async function measure(cli: string, env: Record<string, string>): Promise<MemoryRun> {
  const dir = await mkdtemp(join(tmpdir(), "docflow-memory-bench-"));
  const serve = await startServe(dir, env, cli);
  try {
    return await loadAndIdle(serve);
  } finally {
    await serve.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runMemoryBench(): Promise<string[]> {
  const cli = await buildCli();
  const before = loadLine();
  let runs: MemoryRun[];
  try {
    runs = [];
    const envs: Record<string, string>[] = [
      {},
      { DOCFLOW_MALLOC_TUNING: "off" },
      { DOCFLOW_WORKER_RECYCLE_IDLE_S: "0" },
    ];
    for (const env of envs) {
      runs.push(await measure(cli.bin, env));
    }
  } finally {
    cli.remove();
  }
  const [recycled, untuned, kept] = runs as [MemoryRun, MemoryRun, MemoryRun];
  const line = (what: string, run: MemoryRun) =>
    `  ${what}: fresh ${run.freshMb.toFixed(0)} MB, peak ${run.peakMb.toFixed(0)} MB, ${IDLE_S} s after the load ` +
    `${run.idleMb.toFixed(0)} MB = ${(run.idleMb / run.freshMb).toFixed(2)}× fresh`;
  return [
    `server memory ${IDLE_S} s after 10 s of 1 KB text at c=16 and ${recycled.pdfs.join(", ") || "no PDFs (no corpus)"} (goal ≤ 1.3× fresh)`,
    line("default: malloc tuned, workers recycled after 30 s idle", recycled),
    line("glibc's malloc defaults (DOCFLOW_MALLOC_TUNING=off)", untuned),
    line("workers kept (DOCFLOW_WORKER_RECYCLE_IDLE_S=0)", kept),
    `  ${before} before, ${loadLine()} after`,
  ];
}
