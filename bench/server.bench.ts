// The server, measured as it is deployed: `node dist/cli.js serve` in a process of its own (its worker pool
// sized to the cores), loaded over 127.0.0.1 by autocannon in a process of its own as well
// (load-generator.ts). Run `npm run build` first if src/ changed.
//
// Overhead: a 1 KB text file partitioned over HTTP at concurrency 16, against the engine called
// in-process on the same file with 16 calls in flight: five interleaved pairs of 3 s each (the
// order alternating), each pair's ratio server rps / in-process rps, median and min–max (goal: at least
// 0.75), and the server's p99 latency of each round (goal: at most 50 ms).
// Scale: DA-619p.pdf (fast) sent as one request and as page batches in parallel (the client's default
// split_pdf_* settings): wall time of each and the speed-up; then the same batches again while 1 KB text
// requests keep coming at concurrency 8, with the text requests' p50/p99 latency under that mixed load.
// It reports; it never fails on time.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { buildServerWorker } from "../scripts/bundling.mjs";
import { PartitionClient } from "../src/client/partition.js";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { PartitionPool } from "../src/server/partition/workers.js";
import { generateLoad, type LoadOptions } from "./load-generator.js";
import { corpusFile, resultLine } from "./measure.js";
import { loadLine, median, spread, startServe } from "./serve-process.js";

const SECONDS = 3;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const CONCURRENCY = 16;
const BOUNDARY = "docflowbenchboundary";

/** About 1 KB of prose in paragraphs. */
function kilobyteOfText(): Buffer {
  const paragraph =
    "The committee reviewed the annual budget and agreed that the new library should open in spring.\n\n";
  return Buffer.from(`Annual Report\n\n${paragraph.repeat(10)}`.slice(0, 1024));
}

function multipart(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="report.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Runs `run` while sampling the process's resident memory; returns its result and the peak. */
async function withPeakRss<T>(run: () => Promise<T>): Promise<[T, number]> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const result = await run();
    return [result, Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024];
  } finally {
    clearInterval(timer);
  }
}

/** Calls the engine with `CONCURRENCY` calls in flight for `seconds`; returns calls per second. */
async function inProcessRate(data: Buffer, seconds: number): Promise<number> {
  const params = parsePartitionParameters({});
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        await partition({ data, filename: "report.txt", contentType: "text/plain" }, params);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * The worker pool alone (no HTTP), with `CONCURRENCY` files in flight: where the server's time goes,
 * between the pool and the HTTP layer.
 */
async function poolRate(workerFile: string, workers: number, data: Buffer, seconds: number): Promise<number> {
  const pool = new PartitionPool({ workers, queueSize: CONCURRENCY, workerFile });
  const params = parsePartitionParameters({});
  const signal = new AbortController().signal;
  const run = async (ms: number) => {
    const deadline = performance.now() + ms;
    let done = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < deadline) {
          const task = { data: new Uint8Array(data), filename: "report.txt", contentType: "text/plain" };
          await pool.run({ ...task, params, output: "json" }, signal);
          done++;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  };
  try {
    await run(1000);
    return await run(seconds * 1000);
  } finally {
    await pool.close();
  }
}

/** The 619-page PDF whole and in page batches, then in batches under a mixed load. */
async function scaleLines(base: string, textRequest: LoadOptions): Promise<string[]> {
  const path = corpusFile("example-docs", "pdf", "DA-619p.pdf");
  if (!path) return ["  scale: skipped (no corpus; set DOCFLOW_CORPUS)"];
  const file = { name: "DA-619p.pdf", data: readFileSync(path), contentType: "application/pdf" };
  const client = new PartitionClient({ baseUrl: base, retry: { maxRetries: 0 }, timeoutMs: 600_000 });
  const fast = { strategy: "fast" };
  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const result = await run();
    return [result, performance.now() - started];
  };
  // Warm-up: every worker loads the engine (and compiles PDFium) once.
  await client.partition(file, { ...fast, split_pdf_page_range: [1, 40] });
  const [whole, wholeMs] = await timed(() => client.partition(file, { ...fast, split_pdf_page: false }));
  let batches = 0;
  const [batched, batchedMs] = await timed(() =>
    client.partition(file, fast, { onSplit: (report) => (batches = report.batches.length) }),
  );
  const same =
    whole.length === batched.length &&
    whole.every((element, i) => element.element_id === batched[i]?.element_id);

  const load = generateLoad({
    ...textRequest,
    connections: 8,
    duration: Math.max(2, Math.ceil(batchedMs / 1000)),
  });
  const [, mixedPdfMs] = await timed(() => client.partition(file, fast));
  const mixed = await load;
  return [
    resultLine(
      "DA-619p fast over HTTP, batches vs 1 request",
      { medianMs: batchedMs, peakRssMb: 0 },
      { medianMs: wholeMs, peakRssMb: 0 },
    ),
    `  one request ${wholeMs.toFixed(0)} ms; ${batches} page batches in parallel ${batchedMs.toFixed(0)} ms: ` +
      `speed-up ${(wholeMs / batchedMs).toFixed(2)}×; ${whole.length} elements, the same ids both ways: ${same ? "yes" : "no"}`,
    `  mixed load (1 KB text at c=8 while the PDF goes in batches): text p50 ${mixed.p50} ms, ` +
      `p99 ${mixed.p99} ms, ${mixed.rps.toFixed(0)} requests/s; the PDF took ${mixedPdfMs.toFixed(0)} ms`,
  ];
}

interface CpuTally {
  /** CPU ms of the server process (all threads), of its main thread, and of the load generator. */
  server: number;
  main: number;
  loader: number;
  /** Requests answered while those were counted. */
  served: number;
  /** CPU ms of the in-process calls, and how many there were. */
  engine: number;
  called: number;
}

/**
 * Where a file served costs more than an in-process call, and the most files/s the machine's cores allow
 * for the server and its load generator together at that cost: the ratio's ceiling on this machine.
 */
function cpuLine(cpu: CpuTally, cores: number, engineRps: number): string {
  const perFile = (ms: number) => ms / cpu.served;
  const ceiling = (cores * 1000) / perFile(cpu.server + cpu.loader);
  return (
    `  CPU per file: server ${perFile(cpu.server).toFixed(2)} ms (main thread ${perFile(cpu.main).toFixed(2)}, ` +
    `workers and V8 threads ${perFile(cpu.server - cpu.main).toFixed(2)}), load generator ${perFile(cpu.loader).toFixed(2)} ms; ` +
    `in-process ${(cpu.engine / cpu.called).toFixed(2)} ms. At that cost ${cores} cores serve at most ` +
    `${ceiling.toFixed(0)} files/s = ${(ceiling / engineRps).toFixed(2)}× in-process`
  );
}

export async function runServerBench(): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "docflow-server-bench-"));
  // DOCFLOW_SERVER_BENCH_CLI measures another build (e.g. a copy of an earlier dist/) against the same anchor.
  const serve = await startServe(dir, {}, process.env.DOCFLOW_SERVER_BENCH_CLI ?? "dist/cli.js");
  try {
    const url = `${serve.base}/general/v0/general`;
    const file = kilobyteOfText();
    const request: LoadOptions = {
      url,
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart(file),
      connections: CONCURRENCY,
      duration: SECONDS,
    };

    // Warm-up of both sides, then the measured pairs.
    const before = loadLine();
    await generateLoad({ ...request, duration: 1 });
    await inProcessRate(file, 1);
    const serverRates: number[] = [];
    const engineRates: number[] = [];
    const p50s: number[] = [];
    const p99s: number[] = [];
    let failed = 0;
    let enginePeak = 0;
    // CPU per file, to show where a server's file costs more than an in-process call: the server's main
    // thread (HTTP, multipart, dispatch), its other threads (partition workers, V8's GC and compiler
    // threads), and the load generator (a process of its own, sharing the same cores).
    const cpu: CpuTally = { server: 0, main: 0, loader: 0, served: 0, engine: 0, called: 0 };
    for (let pair = 0; pair < PAIRS; pair++) {
      const sides = [
        async () => {
          const before = serve.cpuMs();
          const server = await generateLoad(request);
          const after = serve.cpuMs();
          cpu.server += after.all - before.all;
          cpu.main += after.main - before.main;
          cpu.loader += server.cpuMs;
          cpu.served += server.answered;
          serverRates.push(server.rps);
          p50s.push(server.p50);
          p99s.push(server.p99);
          failed += server.failed;
        },
        async () => {
          const cpuBefore = process.cpuUsage();
          const [rate, peak] = await withPeakRss(() => inProcessRate(file, SECONDS));
          const used = process.cpuUsage(cpuBefore);
          cpu.engine += (used.user + used.system) / 1000;
          cpu.called += rate * SECONDS;
          engineRates.push(rate);
          enginePeak = Math.max(enginePeak, peak);
        },
      ];
      if (pair % 2 === 1) sides.reverse();
      for (const side of sides) await side();
    }
    const ratios = serverRates.map((rate, i) => rate / (engineRates[i] as number));
    const serverRps = median(serverRates);
    const engineRps = median(engineRates);
    const workers = availableParallelism();
    const poolRps = await poolRate(await buildServerWorker(process.cwd()), workers, file, 3);
    return [
      resultLine(
        `1 KB text over HTTP (c=${CONCURRENCY}, ${workers} workers) vs in-process`,
        { medianMs: 1000 / serverRps, peakRssMb: serve.peakRssMb() },
        { medianMs: 1000 / engineRps, peakRssMb: enginePeak },
      ),
      `  ${PAIRS} interleaved pairs of ${SECONDS} s: server / in-process files/s ${spread(ratios)} (goal ≥ 0.75); ` +
        `server ${serverRps.toFixed(0)} requests/s, p50 ${median(p50s)} ms, p99 ${median(p99s)} ms (max ${Math.max(...p99s)}; goal ≤ 50)` +
        `${failed ? `, ${failed} failed` : ""}; in-process ${engineRps.toFixed(0)} calls/s; worker pool alone, no HTTP: ${poolRps.toFixed(0)} files/s`,
      cpuLine(cpu, workers, engineRps),
      `  ${before} before, ${loadLine()} after`,
      ...(await scaleLines(serve.base, request)),
    ];
  } finally {
    await serve.close();
    await rm(dir, { recursive: true, force: true });
  }
}
