// PDFs, whole process each, side by side: every round runs each side once (interleaved), and each side is
// reported as the median and min–max of its wall time, CPU time (user + system, children included) and
// peak RSS, from /usr/bin/time. The docflow side is bundled the way scripts/build.mjs bundles the CLI
// (dependencies inside, native and wasm packages outside, shared code split into chunks/, the PDF page
// worker as an entry of its own beside it), so it measures what ships.
//
// Cases (issue "PDFs on PDFium"):
// - fast on DA-619p.pdf (619 pages) against poppler's `pdftotext` and pdfminer.six's `pdf2txt` (the
//   engine under the reference library's fast strategy). Goals: ≤ 1.5× pdftotext's wall, ≤ 2× its CPU,
//   peak RSS ≤ 150 MB, ≥ 5× faster than pdfminer.
// - fast on DA-1p.pdf: the fixed cost of a PDF (goal < 0.15 s more than pdftotext's).
// - hi_res on a scanned 10-page PDF (ten pages of DA-619p rendered to grey pixels and put back as
//   image-only pages) against `pdftoppm -r 300` + `tesseract` per page, as many at a time as there are
//   cores. Goal: pages/min ≥ 0.9× the anchor's.
// An anchor that is not installed is skipped with a message. It reports; it never fails on time.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { PDFDocument } from "pdf-lib";
import { NODE_BUNDLE } from "../scripts/bundling.mjs";
import {
  corpusFile,
  describe,
  installed,
  interleaved,
  measured,
  ratio,
  type Side,
  stat,
  TIME,
} from "./measure.js";

/** The child: partitions the file named in argv[2] with the strategy in argv[3]; prints the element count. */
function childSource(root: string): string {
  const src = (path: string) => JSON.stringify(join(root, "src", path));
  // Node's compile cache on, as dist/cli.js has it.
  return `
import { enableCompileCache } from "node:module";
enableCompileCache();
const { readFileSync } = await import("node:fs");
const { basename } = await import("node:path");
const { parsePartitionParameters } = await import(${src("contract/partition.ts")});
const { partition } = await import(${src("engine/partition.ts")});
const [file, strategy] = process.argv.slice(2);
const elements = await partition(
  { data: readFileSync(file), filename: basename(file) },
  parsePartitionParameters({ strategy }),
);
process.stdout.write(JSON.stringify({ elements: elements.length }) + "\\n");
process.exit(0);
`;
}

/** Bundles the child and the page worker into a folder under node_modules (where externals resolve). */
async function bundleChild(root: string, dir: string): Promise<string> {
  const entry = join(dir, "child-entry.ts");
  await writeFile(entry, childSource(root));
  await build({
    entryPoints: {
      child: entry,
      "pdf-page-worker": join(root, "src", "engine", "formats", "pdf", "page-worker-thread.ts"),
    },
    outdir: join(dir, "out"),
    ...NODE_BUNDLE,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
  });
  return join(dir, "out", "child.js");
}

/** Ten pages of `source` rendered to grey pixels at 200 dpi and put back as image-only pages. */
async function scannedPdf(source: string, dir: string): Promise<string> {
  execFileSync("pdftoppm", ["-r", "200", "-gray", "-png", "-f", "1", "-l", "10", source, join(dir, "scan")]);
  const pdf = await PDFDocument.create();
  for (const name of readdirSync(dir)
    .filter((n) => /^scan-\d+\.png$/.test(n))
    .sort()) {
    const png = await pdf.embedPng(await readFile(join(dir, name)));
    // 200 dpi pixels → points.
    const width = (png.width * 72) / 200;
    const height = (png.height * 72) / 200;
    pdf.addPage([width, height]).drawImage(png, { x: 0, y: 0, width, height });
  }
  const out = join(dir, "scanned-10p.pdf");
  await writeFile(out, await pdf.save());
  return out;
}

/** The anchor of OCR: pdftoppm at 300 dpi, then tesseract on each page, `cores` pages at a time. */
function ocrAnchorScript(): string {
  return [
    'set -e; dir=$(mktemp -d); trap "rm -rf $dir" EXIT',
    'pdftoppm -r 300 -gray -png "$1" "$dir/p"',
    'ls "$dir"/p-*.png | xargs -P "$2" -I{} sh -c "OMP_THREAD_LIMIT=1 tesseract {} - --psm 3 tsv > /dev/null 2>&1"',
  ].join("\n");
}

export async function runPdfBench(): Promise<string[]> {
  const big = corpusFile("example-docs", "pdf", "DA-619p.pdf");
  const small = corpusFile("example-docs", "pdf", "DA-1p.pdf");
  if (!big || !small) return ["pdf: skipped, the corpus is not present"];
  const root = process.cwd();
  if (!existsSync(join(root, "src", "engine", "partition.ts"))) {
    return ["pdf: skipped, run `npm run bench` at the project's root"];
  }
  if (!installed(TIME, ["-f", "%e", "true"]))
    return ["pdf: skipped, /usr/bin/time (Debian `time`) is needed"];
  const lines: string[] = [];
  const hasPdftotext = installed("pdftotext", ["-v"]);
  const hasPdfminer = installed("pdf2txt", ["--version"]);
  const hasOcr = installed("pdftoppm", ["-v"]) && installed("tesseract", ["--version"]);
  if (!hasPdftotext) lines.push("  pdftotext not installed (Debian poppler-utils): its anchor is skipped");
  if (!hasPdfminer)
    lines.push("  pdf2txt not installed (Debian python3-pdfminer): the pdfminer anchor is skipped");
  if (!hasOcr) lines.push("  pdftoppm or tesseract not installed: the hi_res case is skipped");

  const dir = await mkdtemp(join(root, "node_modules", ".bench-pdf-"));
  const stats = join(dir, "time.txt");
  try {
    const child = await bundleChild(root, dir);
    const { DOCFLOW_PDF_THREADS: _ignored, ...env } = process.env;
    const docflow = (name: string, file: string, strategy: string, extra: NodeJS.ProcessEnv = {}): Side => ({
      name,
      runs: [],
      run: () => measured(process.execPath, [child, file, strategy], { ...env, ...extra }, stats),
    });
    const tool = (name: string, command: string, args: string[]): Side => ({
      name,
      runs: [],
      run: () => measured(command, args, env, stats),
    });

    // fast on 619 pages.
    const threads = docflow("docflow fast (page threads)", big, "fast");
    const single = docflow("docflow fast (1 thread)", big, "fast", { DOCFLOW_PDF_THREADS: "1" });
    const pdftotext = hasPdftotext ? tool("pdftotext", "pdftotext", ["-q", big, "/dev/null"]) : undefined;
    const pdfminer = hasPdfminer
      ? tool("pdfminer.six (pdf2txt)", "pdf2txt", ["-o", "/dev/null", big])
      : undefined;
    await threads.run(); // warm-up: Node's compile cache, the page cache
    const bigSides = [threads, single, pdftotext, pdfminer].filter((s): s is Side => s !== undefined);
    await interleaved(bigSides, Number(process.env.DOCFLOW_BENCH_ROUNDS) || 3);
    lines.unshift(
      `pdf fast, DA-619p.pdf (619 pages), ${availableParallelism()} cores, interleaved rounds; median (min–max)`,
    );
    lines.push(...bigSides.map(describe));
    lines.push(
      `  vs pdftotext: ${[ratio("wall", threads, pdftotext, "wallMs"), ratio("cpu", threads, pdftotext, "cpuMs")].join(", ")} (goal ≤ 1.5× wall, ≤ 2× cpu); peak RSS goal ≤ 150 MB`,
    );
    if (pdfminer) {
      const speedup =
        stat(pdfminer.runs.map((r) => r.wallMs)).median / stat(threads.runs.map((r) => r.wallMs)).median;
      lines.push(`  vs pdfminer.six: ${speedup.toFixed(1)}× faster (goal ≥ 5×)`);
    }

    // The fixed cost: one page.
    const onePage = docflow("docflow fast DA-1p", small, "fast");
    const onePageAnchor = hasPdftotext
      ? tool("pdftotext DA-1p", "pdftotext", ["-q", small, "/dev/null"])
      : undefined;
    const smallSides = [onePage, onePageAnchor].filter((s): s is Side => s !== undefined);
    await interleaved(smallSides, 5);
    lines.push("pdf fast, DA-1p.pdf (1 page): the fixed cost (goal < 150 ms)");
    lines.push(...smallSides.map(describe));

    // hi_res on a scanned 10-page PDF.
    if (hasOcr) {
      const scanned = await scannedPdf(big, dir);
      const anchorScript = join(dir, "ocr-anchor.sh");
      await writeFile(anchorScript, ocrAnchorScript());
      const hiRes = docflow("docflow hi_res (10 scanned pages)", scanned, "hi_res", {
        DOCFLOW_OCR: "native",
      });
      const anchor = tool("pdftoppm -r 300 + tesseract", "sh", [
        anchorScript,
        scanned,
        String(availableParallelism()),
      ]);
      await interleaved([hiRes, anchor], Number(process.env.DOCFLOW_BENCH_OCR_ROUNDS) || 2);
      const perMinute = (side: Side) => 10 / (stat(side.runs.map((r) => r.wallMs)).median / 60_000);
      lines.push("pdf hi_res, 10 scanned pages (200 dpi grey scans of DA-619p pages 1–10)");
      lines.push(describe(hiRes), describe(anchor));
      lines.push(
        `  pages/min: docflow ${perMinute(hiRes).toFixed(1)}, anchor ${perMinute(anchor).toFixed(1)}; ratio ${(perMinute(hiRes) / perMinute(anchor)).toFixed(2)} (goal ≥ 0.9)`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return lines;
}
