// PDF fast strategy on DA-619p.pdf (619 pages) against poppler's `pdftotext`, whole process each: a new
// Node process partitions the file into full elements (module load and JIT warm-up included) while
// pdftotext extracts the plain text. The docflow side is bundled the way scripts/build.mjs bundles the
// CLI (dependencies inside, native and wasm packages outside, shared code split into chunks/, the PDF
// page worker as an entry of its own beside it), so it measures what ships. It runs with the page worker
// threads (one per core) and, for comparison, with one thread (DOCFLOW_PDF_THREADS=1). Rounds alternate
// the three, and the medians are compared.
// Goal (issue "PDFs and images"): docflow within 1.5× of pdftotext's wall time, peak RSS under 400 MB.
// It reports; it never fails on time.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "esbuild";
import { NODE_BUNDLE } from "../scripts/bundling.mjs";
import { corpusFile, type Measurement, resultLine } from "./measure.js";

const ROUNDS = 3;

interface ChildReport {
  elements: number;
  pages: number;
  maxRssMb: number;
}

/** The child: partitions the file named in argv with the fast strategy and prints a ChildReport. */
function childSource(root: string): string {
  const src = (path: string) => JSON.stringify(join(root, "src", path));
  return `
import { readFileSync } from "node:fs";
import { parsePartitionParameters } from ${src("contract/partition.ts")};
import { partition } from ${src("engine/partition.ts")};
const file = process.argv[2];
const elements = await partition(
  { data: readFileSync(file), filename: "DA-619p.pdf" },
  parsePartitionParameters({ strategy: "fast" }),
);
const pages = new Set(elements.map((e) => e.metadata.page_number)).size;
const report = { elements: elements.length, pages, maxRssMb: process.resourceUsage().maxRSS / 1024 };
process.stdout.write(JSON.stringify(report) + "\\n");
process.exit(0);
`;
}

/** Bundles the child and the page worker into a folder under node_modules (where externals resolve). */
async function bundleChild(root: string): Promise<{ dir: string; script: string }> {
  const dir = await mkdtemp(join(root, "node_modules", ".bench-pdf-"));
  const entry = join(dir, "child-entry.ts");
  await writeFile(entry, childSource(root));
  await build({
    entryPoints: {
      child: entry,
      "pdf-page-worker": join(root, "src", "engine", "formats", "pdf", "page-worker.ts"),
    },
    outdir: join(dir, "out"),
    ...NODE_BUNDLE,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
  });
  return { dir, script: join(dir, "out", "child.js") };
}

function timed(
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env: env ?? process.env, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      // pdftotext's text is discarded; only the docflow child's report is kept.
      if (env) stdout += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve({ ms: performance.now() - started, stdout });
      else reject(new Error(`${command} exited with ${code}`));
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function pdftotextInstalled(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

class Side {
  readonly ms: number[] = [];
  report: ChildReport = { elements: 0, pages: 0, maxRssMb: 0 };
  peakRssMb = 0;

  measurement(): Measurement {
    return { medianMs: median(this.ms), peakRssMb: this.peakRssMb };
  }
}

export async function runPdfBench(): Promise<string[]> {
  const file = corpusFile("example-docs", "pdf", "DA-619p.pdf");
  if (!file) return ["DA-619p.pdf (pdf fast vs pdftotext): skipped, the corpus is not present"];
  const root = process.cwd();
  if (!existsSync(join(root, "src", "engine", "partition.ts"))) {
    return ["DA-619p.pdf (pdf fast vs pdftotext): skipped, run `npm run bench` at the project's root"];
  }
  const hasPdftotext = pdftotextInstalled();
  const { dir, script } = await bundleChild(root);
  const threaded = new Side();
  const single = new Side();
  const anchorMs: number[] = [];
  try {
    const runChild = async (side: Side, env: NodeJS.ProcessEnv) => {
      const run = await timed(process.execPath, [script, file], env);
      side.ms.push(run.ms);
      side.report = JSON.parse(run.stdout.trim().split("\n").pop() ?? "{}") as ChildReport;
      side.peakRssMb = Math.max(side.peakRssMb, side.report.maxRssMb);
    };
    const { DOCFLOW_PDF_THREADS: _ignored, ...env } = process.env;
    for (let round = 0; round < ROUNDS; round++) {
      await runChild(threaded, env);
      await runChild(single, { ...env, DOCFLOW_PDF_THREADS: "1" });
      if (hasPdftotext) anchorMs.push((await timed("pdftotext", ["-q", file, "-"])).ms);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  const describe = (side: Side, label: string) => {
    const ms = median(side.ms);
    return (
      `DA-619p.pdf fast, ${label} (${side.report.elements} el., ${side.report.pages} pages): ${ms.toFixed(0)} ms, ` +
      `${(side.report.pages / (ms / 1000)).toFixed(1)} pages/s, peak RSS ${side.peakRssMb.toFixed(0)} MB (goal < 400 MB)`
    );
  };
  const lines = [describe(threaded, "page threads"), describe(single, "one thread")];
  if (!hasPdftotext) {
    lines.push("DA-619p.pdf vs pdftotext: pdftotext not installed (Debian poppler-utils); ratio skipped");
    return lines;
  }
  const anchor: Measurement = { medianMs: median(anchorMs), peakRssMb: 0 };
  lines.push(resultLine("pdf fast DA-619p vs pdftotext, threads", threaded.measurement(), anchor));
  lines.push(resultLine("pdf fast DA-619p vs pdftotext, 1 thread", single.measurement(), anchor));
  lines.push(
    `DA-619p.pdf: pdftotext ${anchor.medianMs.toFixed(0)} ms; docflow/pdftotext = ` +
      `${(median(threaded.ms) / anchor.medianMs).toFixed(2)}× with page threads, ` +
      `${(median(single.ms) / anchor.medianMs).toFixed(2)}× with one (goal ≤ 1.5×)`,
  );
  return lines;
}
