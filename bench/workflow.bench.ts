// Orchestration overhead of the Workflow endpoint: 200 corpus documents run as one job of a local workflow
// (partition fast → chunk by_title) through docflow serve's app, against the same 200 documents sent one
// by one to the Partition endpoint (strategy fast, chunking_strategy by_title) with as many requests in
// flight as the runner works on files at once (the pool's workers). Both sides run on the same server in
// the same run. ratio = direct ms / job ms (goal: at least 1.0, the job no slower than the direct calls).
// A second job then runs while autocannon polls GET /api/v1/jobs/{id}, for that call's p50/p99 latency.
// The documents are the corpus's small ones of every format the engine reads without OCR (PDFs through
// the fast strategy included) that it partitions without an error, so both sides do the same work and the
// job completes.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import autocannon from "autocannon";
import { buildServerWorker } from "../scripts/bundling.mjs";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { buildServer } from "../src/server/app.js";
import { serverConfig } from "../src/server/config.js";
import { corpusFile, resultLine } from "./measure.js";

const DOCUMENTS = 200;
const KEY = "bench-workflow-key-0123456789";
const EXTENSIONS = new Set([
  ".txt",
  ".md",
  ".html",
  ".htm",
  ".csv",
  ".tsv",
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
const MAX_BYTES = 256 * 1024;

interface Doc {
  name: string;
  data: Buffer;
}

async function pickDocuments(dir: string): Promise<Doc[]> {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        EXTENSIONS.has(extname(entry.name).toLowerCase()) &&
        !/fail|broken|corrupt|encrypted/i.test(entry.name)
      ) {
        const size = statSync(path).size;
        if (size > 0 && size <= MAX_BYTES) found.push(path);
      }
    }
  };
  walk(dir);
  found.sort();
  // Only documents the engine partitions: a failing one would fail the job and answer the direct call 4XX.
  const params = parsePartitionParameters({ strategy: "fast", chunking_strategy: "by_title" });
  const usable: string[] = [];
  for (const path of found) {
    try {
      await partition({ data: readFileSync(path), filename: basename(path) }, params);
      usable.push(path);
    } catch {
      // left out
    }
  }
  // Cycled to 200 under distinct names when the corpus has fewer.
  return Array.from({ length: DOCUMENTS }, (_, index) => {
    const path = usable[index % usable.length] as string;
    return { name: `${index}-${basename(path)}`, data: readFileSync(path) };
  });
}

const headers = { "service-api-key": KEY };

async function runJob(
  base: string,
  workflowId: string,
  docs: Doc[],
): Promise<{ ms: number; jobId: string; status: string }> {
  const form = new FormData();
  for (const doc of docs) form.append("input_files", new Blob([doc.data]), doc.name);
  const started = performance.now();
  const run = await fetch(`${base}/api/v1/workflows/${workflowId}/run`, {
    method: "POST",
    headers,
    body: form,
  });
  if (run.status !== 202) throw new Error(`run answered ${run.status}: ${await run.text()}`);
  const { id } = (await run.json()) as { id: string };
  for (;;) {
    const job = (await (await fetch(`${base}/api/v1/jobs/${id}`, { headers })).json()) as { status: string };
    if (!["SCHEDULED", "IN_PROGRESS"].includes(job.status)) {
      return { ms: performance.now() - started, jobId: id, status: job.status };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function direct(
  base: string,
  docs: Doc[],
  concurrency: number,
): Promise<{ ms: number; failed: number }> {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < docs.length; index = next++) {
        const doc = docs[index] as Doc;
        const form = new FormData();
        form.append("strategy", "fast");
        form.append("chunking_strategy", "by_title");
        form.append("files", new Blob([doc.data]), doc.name);
        const answer = await fetch(`${base}/general/v0/general`, { method: "POST", headers, body: form });
        await answer.arrayBuffer();
        if (answer.status !== 200) failed++;
      }
    }),
  );
  return { ms: performance.now() - started, failed };
}

export async function runWorkflowBench(): Promise<string[]> {
  const corpus = corpusFile("example-docs");
  if (!corpus) return ["workflow: skipped (no corpus; set DOCFLOW_CORPUS)"];
  const docs = await pickDocuments(corpus);
  const dir = await mkdtemp(join(tmpdir(), "docflow-workflow-bench-"));
  const app = await buildServer(
    serverConfig({
      host: "127.0.0.1",
      port: 0,
      logLevel: "silent",
      dataDir: join(dir, "state"),
      workerFile: await buildServerWorker(process.cwd()),
      partitionApiKeys: [KEY],
      queueSize: 1024,
    }),
  );
  try {
    const base = await app.listen({ host: "127.0.0.1", port: 0 });
    const workers = app.poolStats().workers;
    const created = await fetch(`${base}/api/v1/workflows/`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        name: "bench",
        workflow_type: "custom",
        workflow_nodes: [
          {
            name: "Partitioner",
            type: "partition",
            subtype: "unstructured_api",
            settings: { strategy: "fast" },
          },
          { name: "Chunker", type: "chunk", subtype: "chunk_by_title", settings: {} },
        ],
      }),
    });
    if (created.status !== 200)
      throw new Error(`workflow create answered ${created.status}: ${await created.text()}`);
    const { id: workflowId } = (await created.json()) as { id: string };

    // Warm-up of both paths on a few documents, then one measured run each, the direct calls first.
    await direct(base, docs.slice(0, 10), workers);
    await runJob(base, workflowId, docs.slice(0, 10));
    const calls = await direct(base, docs, workers);
    const job = await runJob(base, workflowId, docs);

    // Another job, polled hard for about as long as the first one took.
    const polled = runJob(base, workflowId, docs);
    let target: string | undefined;
    while (!target) {
      const jobs = (await (
        await fetch(`${base}/api/v1/jobs/?workflow_id=${workflowId}&status=in_progress`, { headers })
      ).json()) as { id: string }[];
      target = jobs[0]?.id;
      if (!target) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const load = await autocannon({
      url: `${base}/api/v1/jobs/${target}`,
      headers,
      connections: 8,
      duration: Math.max(1, Math.round(job.ms / 1000)),
    });
    const second = await polled;

    const rss = process.memoryUsage.rss() / 1024 / 1024;
    return [
      resultLine(
        `${DOCUMENTS} docs: local workflow job vs direct (c=${workers})`,
        { medianMs: job.ms, peakRssMb: rss },
        { medianMs: calls.ms, peakRssMb: rss },
      ),
      `  ${new Set(docs.map((doc) => doc.name.replace(/^\d+-/, ""))).size} distinct documents; job ${job.status} in ${(job.ms / 1000).toFixed(1)} s; direct calls ${(calls.ms / 1000).toFixed(1)} s${calls.failed ? ` (${calls.failed} not 200)` : ""}`,
      `  GET /api/v1/jobs/{id} during a job (c=8): p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${Math.round(load.requests.average)} req/s${load.non2xx ? `, ${load.non2xx} non-2xx` : ""}; that job ${second.status} in ${(second.ms / 1000).toFixed(1)} s under the polling`,
    ];
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}
