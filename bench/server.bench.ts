// Overhead of the server: a 1 KB text file partitioned over HTTP (docflow serve's app on 127.0.0.1, its
// worker pool sized to the cores) at concurrency 16 with autocannon, against the engine called
// in-process on the same file with 16 calls in flight, in the same run, about 5 s each. Per-request times
// are 1000 / requests per second, so ratio = in-process ms / server ms = server rps / in-process rps: the
// share of the in-process rate the server delivers (goal: at least 0.70). It reports; it never fails.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildServerWorker } from "../scripts/bundling.mjs";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { buildServer } from "../src/server/app.js";
import { serverConfig } from "../src/server/config.js";
import { PartitionPool } from "../src/server/workers.js";
import { resultLine } from "./measure.js";

const SECONDS = 5;
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

export async function runServerBench(): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "docflow-server-bench-"));
  const workerFile = await buildServerWorker(process.cwd());
  const app = await buildServer(serverConfig({ host: "127.0.0.1", port: 0, logLevel: "silent", dataDir: dir, workerFile }));
  try {
    const url = `${await app.listen({ host: "127.0.0.1", port: 0 })}/general/v0/general`;
    const file = kilobyteOfText();
    const request = {
      url,
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart(file),
      connections: CONCURRENCY,
    };

    // Warm-up of both sides, then the measured runs.
    await autocannon({ ...request, duration: 1 });
    await inProcessRate(file, 1);
    const [server, serverPeak] = await withPeakRss(() => autocannon({ ...request, duration: SECONDS }));
    const [engineRps, enginePeak] = await withPeakRss(() => inProcessRate(file, SECONDS));

    const serverRps = server["2xx"] / server.duration;
    const failed = server.non2xx + server.errors + server.timeouts;
    const workers = app.poolStats().workers;
    const poolRps = await poolRate(workerFile, workers, file, 3);
    return [
      resultLine(
        `1 KB text over HTTP (c=${CONCURRENCY}, ${workers} workers) vs in-process`,
        { medianMs: 1000 / serverRps, peakRssMb: serverPeak },
        { medianMs: 1000 / engineRps, peakRssMb: enginePeak },
      ),
      `  server: ${serverRps.toFixed(0)} requests/s (p50 ${server.latency.p50} ms, p99 ${server.latency.p99} ms${failed ? `, ${failed} failed` : ""}); ` +
        `in-process: ${engineRps.toFixed(0)} calls/s; server / in-process = ${((100 * serverRps) / engineRps).toFixed(0)}% (goal 70%); ` +
        `worker pool alone, no HTTP: ${poolRps.toFixed(0)} files/s`,
    ];
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}
