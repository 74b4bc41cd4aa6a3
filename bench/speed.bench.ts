// The speed table of issue 30, measured from outside: each row runs the built CLI (`bin/docflow.cjs` →
// dist/, built from the sources as they are) as a whole process against its anchor, side by side in one
// run (every round runs each side once), and prints wall, CPU and peak RSS as median (min–max) with the
// ratios against the anchor and the goals. `npm run bench -- speed`; DOCFLOW_BENCH_ROUNDS sets the rounds
// of the long cases (default 3); DOCFLOW_SPEED_ROWS picks groups of rows (a comma list of start, pdf,
// chunking; all by default). The server row is the server benchmark's (`npm run bench -- server`).
//
// Rows:
// - start: `docflow partition` of an 89-byte text file against `node -e 0` (goal ≤ 3× wall; issue 31:
//   ≤ 300 ms).
// - 1-page PDF under fast against `pdftotext` (goal ≤ 6× wall).
// - DA-619p.pdf (619 pages) under fast against `pdftotext` (goal ≤ 1.5× wall, ≤ 2× CPU, ≤ 150 MB).
// - The floor under that row: a Node process that opens DA-619p.pdf in the engine's PDFium and, page after
//   page, loads the page and its text page (FPDF_LoadPage, FPDFText_LoadPage) and closes them, on one
//   thread — what PDFium alone costs before any of the engine's own work.
// - War and Peace chunked by_title at 500 characters, orig_elements on (the default) and off, against a
//   Node process that reads the book, splits it with LangChain's RecursiveCharacterTextSplitter (500, no
//   overlap) and writes the chunks' JSON (goal ≤ 1.5× with orig_elements). docflow's side is the issue's
//   case (chunking.bench.ts's whole case, as a process: paragraphs as elements, chunked, JSON written);
//   a last row runs `docflow partition` on the book, the text partitioner included.
// It reports; it never fails on time.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { NODE_BUNDLE } from "../scripts/bundling.mjs";
import {
  corpusFile,
  describe,
  installed,
  interleaved,
  measured,
  ratioOf,
  type Side,
  stat,
  TIME,
  type Usage,
} from "./measure.js";
import { buildCli, loadLine } from "./serve-process.js";

/** 89 bytes, as the measurement. */
const MEMO = "Quarterly memo. Revenue grew four percent; costs fell two. The board meets again in May.\n";

/**
 * docflow's side of the issue's chunking row as a process of its own: read the book, one NarrativeText per
 * paragraph (as chunking.bench.ts's whole case; the text partitioner is in the CLI row), chunk by_title at
 * 500 with orig_elements as the engine does for a long document (compressed on a second thread when it
 * pays), write the chunks' JSON.
 */
function chunkingChildSource(root: string): string {
  const src = (path: string) => JSON.stringify(join(root, "src", path));
  return `
import { enableCompileCache } from "node:module";
enableCompileCache();
const { readFileSync, writeFileSync } = await import("node:fs");
const { chunkElements } = await import(${src("engine/chunking/index.ts")});
const { parallelOrigEncoder } = await import(${src("engine/chunking/orig-elements-parallel.ts")});
const [input, output, orig] = process.argv.slice(2);
const elements = readFileSync(input, "utf8")
  .split(/\\n\\s*\\n/)
  .map((p) => p.trim())
  .filter((p) => p !== "")
  .map((p, i) => ({
    type: "NarrativeText",
    element_id: i.toString(16).padStart(32, "0"),
    text: p,
    metadata: { filename: "book.txt", filetype: "text/plain", languages: ["eng"] },
  }));
const include = orig === "on";
const options = {
  strategy: "by_title", max_characters: 500, new_after_n_chars: 500, combine_under_n_chars: 500, overlap: 0,
  overlap_all: false, include_orig_elements: include, multipage_sections: true, similarity_threshold: null,
};
let characters = 0;
for (const element of elements) characters += element.text.length;
const encoder = include ? parallelOrigEncoder(characters) : undefined;
try {
  const chunks = await chunkElements(elements, options, { encodeOrigElements: encoder?.encode });
  await encoder?.finish(chunks);
  writeFileSync(output, JSON.stringify(chunks, null, 2));
} finally {
  await encoder?.close();
}
`;
}

/** Bundles the chunking child with the orig_elements worker beside it, under node_modules (as pdf.bench.ts). */
async function bundleChunkingChild(root: string, dir: string): Promise<string> {
  const entry = join(dir, "chunking-child.ts");
  await writeFile(entry, chunkingChildSource(root));
  await build({
    entryPoints: {
      "chunking-child": entry,
      "orig-elements-worker": join(root, "src", "engine", "chunking", "orig-elements-worker-thread.ts"),
    },
    outdir: join(dir, "out"),
    ...NODE_BUNDLE,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
  });
  return join(dir, "out", "chunking-child.js");
}

/**
 * The PDFium floor of the 619-page row as a process of its own: the document opened in the engine's PDFium
 * without the engine's own stream check (maxExpansionRatio left out), each page and its text page loaded
 * and closed, nothing read from them.
 */
function pdfiumFloorSource(root: string): string {
  const src = (path: string) => JSON.stringify(join(root, "src", path));
  return `
const { readFileSync } = await import("node:fs");
const { DEFAULT_PDF_LIMITS, openPdf } = await import(${src("engine/formats/pdf/open.ts")});
const { PdfPage } = await import(${src("engine/formats/pdf/page.ts")});
const [input] = process.argv.slice(2);
const { maxExpansionRatio: _checkedByDocflow, ...limits } = DEFAULT_PDF_LIMITS;
const doc = await openPdf(readFileSync(input), "floor.pdf", limits);
let chars = 0;
try {
  for (let number = 1; number <= doc.numPages; number++) {
    const page = new PdfPage(doc, number);
    try {
      chars += doc.call((pdfium) => {
        const text = pdfium.FPDFText_LoadPage(page.handle);
        const count = pdfium.FPDFText_CountChars(text);
        pdfium.FPDFText_ClosePage(text);
        return count;
      });
    } finally {
      page.close();
    }
  }
} finally {
  doc.close();
}
if (chars === 0) throw new Error("no characters: not the floor of a text layer");
`;
}

async function bundlePdfiumFloor(root: string, dir: string): Promise<string> {
  const entry = join(dir, "pdfium-floor.ts");
  await writeFile(entry, pdfiumFloorSource(root));
  await build({ entryPoints: { "pdfium-floor": entry }, outdir: join(dir, "out"), ...NODE_BUNDLE });
  return join(dir, "out", "pdfium-floor.js");
}

/** The anchor of chunking: read the book, split it, write the chunks' JSON, as a LangChain script would. */
const LANGCHAIN_SCRIPT = `
import { readFileSync, writeFileSync } from "node:fs";
import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
const [input, output] = process.argv.slice(2);
const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 500, chunkOverlap: 0 });
const chunks = await splitter.splitText(readFileSync(input, "utf8"));
writeFileSync(output, JSON.stringify(chunks.map((text) => ({ text })), null, 2));
`;

interface Row {
  measure: string;
  anchor: string;
  docflow: Side;
  against: Side;
  goal: string;
}

function rowLines(row: Row): string[] {
  const wall = ratioOf(row.docflow, row.against, "wallMs") ?? Number.NaN;
  const cpu = ratioOf(row.docflow, row.against, "cpuMs") ?? Number.NaN;
  const rss = stat(row.docflow.runs.map((r) => r.rssMb));
  return [
    `${row.measure} (${row.docflow.runs.length} rounds)`,
    describe(row.docflow),
    describe(row.against),
    `  docflow / ${row.anchor}: wall ${wall.toFixed(2)}×, cpu ${cpu.toFixed(2)}×, peak RSS ${rss.median.toFixed(0)} MB; goal ${row.goal}`,
  ];
}

function summary(rows: Row[]): string[] {
  const lines = [
    "",
    "| measure | anchor (median wall) | docflow wall / CPU / RSS (median) | wall× | CPU× | goal |",
    "|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const median = (side: Side, key: keyof Usage) => stat(side.runs.map((r) => r[key])).median;
    const wall = ratioOf(row.docflow, row.against, "wallMs") ?? Number.NaN;
    const cpu = ratioOf(row.docflow, row.against, "cpuMs") ?? Number.NaN;
    lines.push(
      `| ${row.measure} | ${row.anchor} ${(median(row.against, "wallMs") / 1000).toFixed(3)} s | ` +
        `${(median(row.docflow, "wallMs") / 1000).toFixed(3)} s / ${(median(row.docflow, "cpuMs") / 1000).toFixed(3)} s / ` +
        `${median(row.docflow, "rssMb").toFixed(0)} MB | ${wall.toFixed(2)}× | ${cpu.toFixed(2)}× | ${row.goal} |`,
    );
  }
  return lines;
}

/** The groups of rows DOCFLOW_SPEED_ROWS names (all when unset). */
const ROW_GROUPS = ["start", "pdf", "chunking"] as const;

function selectedRows(value: string | undefined): Set<string> {
  if (value === undefined || value.trim() === "") return new Set(ROW_GROUPS);
  const names = value.split(",").map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(ROW_GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`DOCFLOW_SPEED_ROWS: ${unknown.join(", ")} is not one of ${ROW_GROUPS.join(", ")}`);
  }
  return new Set(names);
}

export async function runSpeedBench(): Promise<string[]> {
  const selected = selectedRows(process.env.DOCFLOW_SPEED_ROWS);
  if (!installed(TIME, ["-f", "%e", "true"]))
    return ["speed: skipped, /usr/bin/time (Debian `time`) is needed"];
  const onePage = corpusFile("example-docs", "pdf", "DA-1p.pdf");
  const big = corpusFile("example-docs", "pdf", "DA-619p.pdf");
  const book = corpusFile("example-docs", "book-war-and-peace-1225p.txt");
  const hasPdftotext = installed("pdftotext", ["-v"]);
  const root = process.cwd();
  const loadBefore = loadLine();
  const cli = await buildCli(root);
  const dir = await mkdtemp(join(root, "node_modules", ".bench-speed-"));
  const lines: string[] = [];
  const rows: Row[] = [];
  try {
    const stats = join(dir, "time.txt");
    const memo = join(dir, "memo.txt");
    await writeFile(memo, MEMO);
    const splitter = join(dir, "langchain-split.mjs");
    await writeFile(splitter, LANGCHAIN_SCRIPT);
    // What a user's shell gives, without this process's settings (DOCFLOW_PDF_THREADS, say).
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? dir };
    const side = (name: string, command: string, args: string[]): Side => ({
      name,
      runs: [],
      run: () => measured(command, args, env, stats, dir),
    });
    const docflow = (name: string, args: string[]) =>
      side(name, process.execPath, [cli.bin, "partition", ...args, "--out", join(dir, "out")]);
    const rounds = Number(process.env.DOCFLOW_BENCH_ROUNDS) || 3;
    const measure = async (row: Row, times: number) => {
      // A first run of each side fills Node's compile cache and the page cache; it is not counted.
      await row.docflow.run();
      await row.against.run();
      await interleaved([row.docflow, row.against], times);
      rows.push(row);
      lines.push(...rowLines(row));
    };

    if (selected.has("start")) {
      await measure(
        {
          measure: "start: `docflow partition` of an 89-byte text, whole process",
          anchor: "node -e 0",
          docflow: docflow("docflow partition memo.txt", ["memo.txt"]),
          against: side("node -e 0", process.execPath, ["-e", "0"]),
          goal: "≤ 3× wall (issue 31: ≤ 300 ms)",
        },
        15,
      );
    }
    if (!selected.has("pdf")) {
      // Not asked for.
    } else if (!onePage || !big || !hasPdftotext) {
      lines.push("  PDF rows skipped: the corpus or pdftotext (Debian poppler-utils) is missing");
    } else {
      await measure(
        {
          measure: "1-page PDF, fast, whole process",
          anchor: "pdftotext",
          docflow: docflow("docflow partition DA-1p.pdf fast", [onePage, "--strategy", "fast"]),
          against: side("pdftotext DA-1p.pdf", "pdftotext", ["-q", onePage, "/dev/null"]),
          goal: "≤ 6× wall",
        },
        7,
      );
      await measure(
        {
          measure: `619-page PDF, fast, whole process (${availableParallelism()} cores)`,
          anchor: "pdftotext",
          docflow: docflow("docflow partition DA-619p.pdf fast", [big, "--strategy", "fast"]),
          against: side("pdftotext DA-619p.pdf", "pdftotext", ["-q", big, "/dev/null"]),
          goal: "≤ 1.5× wall, ≤ 2× CPU, ≤ 150 MB",
        },
        rounds,
      );
      const floor = await bundlePdfiumFloor(root, dir);
      await measure(
        {
          measure: "the floor: PDFium alone loads DA-619p.pdf's pages and text pages (one thread)",
          anchor: "pdftotext",
          docflow: side("PDFium page + text page, 619 pages", process.execPath, [floor, big]),
          against: side("pdftotext DA-619p.pdf", "pdftotext", ["-q", big, "/dev/null"]),
          goal: "(what the 619-page goals stand on)",
        },
        rounds,
      );
    }
    if (!selected.has("chunking")) {
      // Not asked for.
    } else if (!book) {
      lines.push("  chunking rows skipped: the corpus is missing");
    } else {
      const langchain = () =>
        side("LangChain splitter (read, split, JSON)", process.execPath, [
          splitter,
          book,
          join(dir, "lc.json"),
        ]);
      const child = await bundleChunkingChild(root, dir);
      const chunker = (orig: "on" | "off") =>
        side(`docflow chunking, orig_elements ${orig}`, process.execPath, [
          child,
          book,
          join(dir, "chunks.json"),
          orig,
        ]);
      await measure(
        {
          measure:
            "chunking War and Peace by_title 500 (paragraph elements), orig_elements on, whole process",
          anchor: "LangChain splitter",
          docflow: chunker("on"),
          against: langchain(),
          goal: "≤ 1.5× wall",
        },
        Math.max(rounds, 5),
      );
      await measure(
        {
          measure:
            "chunking War and Peace by_title 500 (paragraph elements), orig_elements off, whole process",
          anchor: "LangChain splitter",
          docflow: chunker("off"),
          against: langchain(),
          goal: "(for comparison)",
        },
        Math.max(rounds, 5),
      );
      await measure(
        {
          measure:
            "`docflow partition` War and Peace by_title 500 (text partitioner included), orig_elements on",
          anchor: "LangChain splitter",
          docflow: docflow("docflow partition book by_title 500", [
            book,
            "--chunking-strategy",
            "by_title",
            "--max-characters",
            "500",
          ]),
          against: langchain(),
          goal: "(what a user of the CLI feels)",
        },
        rounds,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    cli.remove();
  }
  const header = `speed (issue 30): whole processes, interleaved; median (min–max); node ${process.version}, ${availableParallelism()} cores; ${loadBefore} before, ${loadLine()} after`;
  return [header, ...lines, ...summary(rows)];
}
