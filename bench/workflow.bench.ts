// Job turnaround as deployed: `docflow run` of 200 corpus documents through a local workflow (partition
// fast → chunk by_title; outputs of both nodes downloaded) against `docflow partition --api-url` of the
// same 200 documents straight to the Partition endpoint (strategy fast, chunking_strategy by_title), both
// as CLI processes against one `docflow serve` in a process of its own (dist/: run `npm run build` first).
// Five interleaved pairs (the order alternating), each pair's ratio job / direct; the median and min–max
// are printed (goal: at most 1.2). The documents are the corpus's small ones of every format the engine
// reads without OCR (PDFs through the fast strategy included) that it partitions without an error, so
// both sides do the same work and the job completes.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { corpusFile, resultLine } from "./measure.js";
import { loadLine, median, spread, startServe, timedCli } from "./serve-process.js";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
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

export async function runWorkflowBench(): Promise<string[]> {
  const corpus = corpusFile("example-docs");
  if (!corpus) return ["workflow: skipped (no corpus; set DOCFLOW_CORPUS)"];
  const docs = await pickDocuments(corpus);
  const dir = await mkdtemp(join(tmpdir(), "docflow-workflow-bench-"));
  const inputs = join(dir, "inputs");
  await mkdir(inputs);
  for (const doc of docs) await writeFile(join(inputs, doc.name), doc.data);
  const serve = await startServe(join(dir, "state"), { DOCFLOW_API_KEYS: KEY, DOCFLOW_QUEUE_SIZE: "1024" });
  try {
    const created = await fetch(`${serve.base}/api/v1/workflows/`, {
      method: "POST",
      headers: { "service-api-key": KEY, "content-type": "application/json" },
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

    const env = { DOCFLOW_API_KEY: KEY };
    const job = (out: string) =>
      timedCli(["run", "bench", "--api-url", serve.base, "-f", inputs, "-o", join(dir, out)], env);
    const direct = (out: string) =>
      timedCli(
        [
          "partition",
          inputs,
          "--api-url",
          serve.base,
          "--strategy",
          "fast",
          "--chunking-strategy",
          "by_title",
          "-o",
          join(dir, out),
        ],
        env,
      );
    const before = loadLine();
    // Warm-up of both: every worker loads its format modules once.
    await direct("warm-direct");
    await job("warm-job");
    const jobMs: number[] = [];
    const directMs: number[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const sides = [
        async () => directMs.push(await direct(`direct-${pair}`)),
        async () => jobMs.push(await job(`job-${pair}`)),
      ];
      if (pair % 2 === 1) sides.reverse();
      for (const side of sides) await side();
    }
    const ratios = jobMs.map((ms, i) => ms / (directMs[i] as number));
    const rss = serve.peakRssMb();
    return [
      resultLine(
        `${DOCUMENTS} docs: docflow run vs partition --api-url`,
        { medianMs: median(jobMs), peakRssMb: rss },
        { medianMs: median(directMs), peakRssMb: rss },
      ),
      `  ${new Set(docs.map((doc) => doc.name.replace(/^\d+-/, ""))).size} distinct documents; ${PAIRS} interleaved pairs; ` +
        `job / direct wall ${spread(ratios)} (goal ≤ 1.2); docflow run ${(median(jobMs) / 1000).toFixed(2)} s ` +
        `(${(Math.min(...jobMs) / 1000).toFixed(2)}–${(Math.max(...jobMs) / 1000).toFixed(2)}), direct ` +
        `${(median(directMs) / 1000).toFixed(2)} s (${(Math.min(...directMs) / 1000).toFixed(2)}–${(Math.max(...directMs) / 1000).toFixed(2)})`,
      `  ${before} before, ${loadLine()} after`,
    ];
  } finally {
    await serve.close();
    await rm(dir, { recursive: true, force: true });
  }
}
