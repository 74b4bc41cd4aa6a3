// `npm run bench -- structure`: a PDF gives what its source gives. Documents of known structure — the
// corpus's structured documents, partitioned by docflow's source-format code (the truth) — are printed
// to PDF by real renderers: Chromium, one page at a time from windows of the source's elements, in two
// styles (bordered: one column, justified, grid tables; rules: two columns, smaller type, booktabs
// tables), LibreOffice for the office documents as they are, and 300-dpi scans of Chromium pages. Each
// PDF goes to docflow (hi_res and fast, this branch's engine), opendataloader-pdf and pdftotext in the
// same run, and one table compares their scores (see structure-scores.ts): TEDS, heading F1 and level
// agreement, reading order (NID), broken words, and time per page against pdftotext's. A per-page JSON
// report, worst pages first, says what differed. It reports; it never fails.
//
// Options (environment):
//   DOCFLOW_STRUCTURE_QUICK=1      a quick subset (about 40 Chromium pages, 2 office documents, 4 scans)
//   DOCFLOW_STRUCTURE_PAGES=N      Chromium pages per style at most (default: all the sources give)
//   DOCFLOW_STRUCTURE_SETS=...     of bordered,rules,office,scans (default: all)
//   DOCFLOW_STRUCTURE_TOOLS=...    of hi_res,fast,opendataloader,pdftotext (default: all)
//   DOCFLOW_STRUCTURE_SCANS=N      scanned pages (default 60, 70 % with tables, every other one as an
//                                  image-only PDF; they go through OCR, seconds each)
//   DOCFLOW_STRUCTURE_TIME_PAGES=N pages of each set put together for the time row (default 120)
//   DOCFLOW_STRUCTURE_SOURCES=re   only sources whose file name matches the regular expression
//   DOCFLOW_STRUCTURE_REPORT=path  where the per-page report goes (default: in the cache folder)
// Cache: node_modules/.cache/docflow-structure/ (rendered pages, scans, LibreOffice PDFs, the peer).
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { basename, extname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import type { Element } from "../src/contract/element.js";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { corpusFile } from "./measure.js";
import {
  elementText,
  hash,
  isLayoutTable,
  OPEN_TABLE_REASONS,
  openAsHeading,
  PRINT_STYLES,
  type PrintStyle,
  printedTables,
  sectionedDocument,
  sheetTextBoxes,
  spannedVariant,
  type TruthElement,
  tableHtml,
  truthFromElements,
  unprintedPlaceholders,
} from "./structure-pages.js";
import {
  CHROMIUM,
  imagePdfOf,
  layoutSource,
  libreOfficePdf,
  Printer,
  pdfPages,
  scanOf,
} from "./structure-render.js";
import {
  brokenWords,
  collapse,
  f1,
  firstDifference,
  type Heading,
  matchHeadings,
  matchTables,
  nid,
  numbersAsValues,
  parseTable,
  type TableNode,
  tableRows,
  treeHtml,
  withoutOpen,
} from "./structure-scores.js";
import {
  opendataloaderJar,
  pdftotextInstalled,
  runDocflow,
  runOpendataloader,
  runPdftotext,
  type ToolOutput,
} from "./structure-tools.js";

const execFileAsync = promisify(execFile);

type SetName = PrintStyle | "office" | "scans";
const SETS: readonly SetName[] = ["bordered", "rules", "office", "scans"];
const SET_LABEL: Record<SetName, string> = {
  bordered: "bordered",
  rules: "rules-only",
  office: "LibreOffice",
  scans: "scans",
};
type ToolName = "hi_res" | "fast" | "opendataloader" | "pdftotext";
const TOOLS: readonly ToolName[] = ["hi_res", "fast", "opendataloader", "pdftotext"];
const TOOL_LABEL: Record<ToolName, string> = {
  hi_res: "docflow hi_res",
  fast: "docflow fast",
  opendataloader: "opendataloader",
  pdftotext: "pdftotext",
};

/** Formats whose elements make sources for the Chromium pages. */
const SOURCE_FORMATS = new Set([
  ".html",
  ".htm",
  ".md",
  ".rst",
  ".org",
  ".docx",
  ".odt",
  ".epub",
  ".pptx",
  ".xlsx",
  ".xls",
  ".doc",
  ".ppt",
  ".rtf",
  ".csv",
  ".tsv",
  ".txt",
  ".xml",
  ".eml",
  ".msg",
]);
/** Formats without markup for headings: their Titles are guesses from the text, shown as paragraphs. */
const GUESSED_HEADINGS = new Set([".txt", ".csv", ".tsv", ".xlsx", ".xls", ".eml", ".msg", ".xml"]);
/** Corpus folders that hold extraction outputs rather than documents. */
const NOT_DOCUMENTS = /(^|\/)test_evaluate_files\//;
/** Spreadsheets: no markup for headings (see `Unit.titlesOpen`). */
const SHEETS = new Set([".xlsx", ".xls"]);
/** What LibreOffice converts as it is. */
const OFFICE_FORMATS = new Set([".docx", ".odt", ".xlsx", ".pptx"]);
/** Office documents longer than this are left out of the LibreOffice set (each tool reads all pages). */
const OFFICE_MAX_PAGES = 40;
/** Share of the scanned pages taken from pages with data tables. */
const SCAN_TABLE_SHARE = 0.7;
/** Headings a page needs to be among the scans' pages without tables. */
const SCAN_HEADINGS = 2;
/** Windows taken from one source at most, spread over it. */
const PER_SOURCE_MAX = 30;
/** One window per this many of a source's elements (up to PER_SOURCE_MAX). */
const ELEMENTS_PER_WINDOW = 10;

export interface Unit {
  id: string;
  set: SetName;
  source: string;
  pdf: string;
  /** What the tools read: the PDF, or the scan's PNG. */
  input: string;
  html?: string;
  pages: number;
  truth: TruthElement[];
  /**
   * A sheet printed by LibreOffice. Every title the tools find is left open (neither right nor wrong): a
   * sheet has no markup for headings, and the page shows its cells as the author styled them (a bold
   * "Disclaimer" in red, a numbered bold line above a table): a reader may take them for headings, and
   * the source settles nothing — nor holds the text of the boxes drawn over the sheet. Its tables'
   * numbers compare as numbers (see numbersAsValues).
   */
  sheet?: boolean;
}

interface ToolScore {
  tables: ReturnType<typeof matchTables>;
  headings: ReturnType<typeof matchHeadings>;
  /** Titles matching text whose being a heading the source leaves open: not scored. */
  openTitles: string[];
  nid: number;
  broken: string[];
  words: number;
  ligatureSpaces: number;
  ms: number;
  error?: string;
  /** Where the output's text first parts from the truth's. */
  firstDifference?: { truth: string; output: string };
  /** Tables as HTML, true and found (docflow hi_res only, for the report). */
  tableHtml?: { truth: string[]; found: string[] };
}

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function listOption<T extends string>(name: string, known: readonly T[]): T[] {
  const value = env(name);
  if (!value) return [...known];
  const chosen = value.split(",").map((s) => s.trim()) as T[];
  for (const c of chosen)
    if (!known.includes(c)) throw new Error(`${name}: unknown '${c}'; known: ${known.join(", ")}`);
  return chosen;
}

function numberOption(name: string, fallback: number): number {
  const value = env(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not '${value}'`);
  return n;
}

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path));
    else found.push(path);
  }
  return found;
}

async function sourceElements(file: string): Promise<Element[] | undefined> {
  try {
    return await partition(
      { data: await readFile(file), filename: basename(file) },
      parsePartitionParameters({}),
    );
  } catch {
    return undefined;
  }
}

/** The truth's headings; those it leaves open are not among them (see `openAsHeading`). */
function truthHeadings(truth: readonly TruthElement[]): Heading[] {
  return truth.flatMap((e) => (e.kind === "heading" && !e.open ? [{ text: e.text, level: e.level }] : []));
}

/** The texts of the truth's elements whose being a heading the source leaves open, in order. */
function openTexts(truth: readonly TruthElement[]): string[] {
  return truth.flatMap((e) => ((e.kind === "heading" || e.kind === "text") && e.open ? [e.text] : []));
}

/**
 * The truth's data tables (layout tables — every row of fewer than two cells — are text, not tables;
 * tables the printed page leaves open are neither, see `printedTables`).
 */
function truthTables(truth: readonly TruthElement[], open = false): TableNode[] {
  return truth.flatMap((e) =>
    e.kind === "table" && !isLayoutTable(e.table) && !e.open === !open
      ? [parseTable(tableHtml(e.table)) as TableNode]
      : [],
  );
}

/**
 * The found tables the truth cannot judge: those matching none of its tables whose words are all in a
 * table it leaves open (see `printedTables`; a sheet too wide for the page prints in slices), or all in a
 * printed header or footer (the source's partition gives a header as text, the tables in it unknown).
 */
function excusedTables(
  found: readonly (TableNode | undefined)[],
  truth: readonly TruthElement[],
): Set<number> {
  const first = matchTables(found, truthTables(truth));
  const open = truthTables(truth, true).map((t) => wordsOf(tableRows(t).flat().join(" ")));
  const furniture = truth.flatMap((e) => (e.kind === "text" && e.furniture ? [wordsOf(e.text)] : []));
  const excused = new Set<number>();
  for (const i of first.unmatched) {
    const table = found[i];
    if (!table) continue;
    const words = wordsOf(tableRows(table).flat().join(" "));
    if (words.size > 0 && [...open, ...furniture].some((within) => [...words].every((w) => within.has(w))))
      excused.add(i);
  }
  return excused;
}

function wordsOf(text: string): Set<string> {
  return new Set(collapse(text).toLowerCase().split(" ").filter(Boolean));
}

/** The source's tables that are layout devices, not table truth. */
function layoutTables(truth: readonly TruthElement[]): number {
  return truth.filter((e) => e.kind === "table" && isLayoutTable(e.table)).length;
}

function score(unit: Unit, out: ToolOutput, withTables = false): ToolScore {
  const truthText = unit.truth.map(elementText).join("\n");
  const words = brokenWords(truthText, out.text);
  const headings = truthHeadings(unit.truth);
  const titles = unit.sheet
    ? { scored: [], excused: out.headings.map((h) => h.text) }
    : withoutOpen(out.headings, headings, openTexts(unit.truth));
  const excused = excusedTables(out.tables, unit.truth);
  // A sheet printed shows its numbers formatted (see numbersAsValues).
  const values = <T extends TableNode | undefined>(tables: T[]) =>
    unit.sheet ? tables.map((t) => (t ? numbersAsValues(t) : t)) : tables;
  const result: ToolScore = {
    tables: matchTables(
      values(out.tables.filter((_, i) => !excused.has(i))),
      values(truthTables(unit.truth)),
    ),
    headings: matchHeadings(titles.scored, headings),
    openTitles: titles.excused,
    nid: nid(truthText, out.text),
    broken: words.broken,
    words: words.words,
    ligatureSpaces: words.ligatureSpaces,
    ms: out.ms,
  };
  if (out.error) result.error = out.error;
  const difference = firstDifference(truthText, out.text);
  if (difference) result.firstDifference = difference;
  if (withTables && (out.tables.length > 0 || result.tables.truthTables > 0)) {
    result.tableHtml = {
      truth: truthTables(unit.truth).map(treeHtml),
      found: out.tables.filter((_, i) => !excused.has(i)).map(treeHtml),
    };
  }
  return result;
}

// ------------------------------------------------------------------------------------------------ report

interface Aggregate {
  units: number;
  pages: number;
  tedsSum: number;
  structureSum: number;
  tedsWeight: number;
  truthTables: number;
  missed: number;
  spurious: number;
  matchedHeadings: number;
  predHeadings: number;
  truthHeadings: number;
  concordant: number;
  pairs: number;
  nidSum: number;
  broken: number;
  words: number;
  ligatureSpaces: number;
  ms: number;
  errors: number;
}

function aggregate(units: readonly Unit[], scores: readonly (ToolScore | undefined)[]): Aggregate {
  const a: Aggregate = {
    units: 0,
    pages: 0,
    tedsSum: 0,
    structureSum: 0,
    tedsWeight: 0,
    truthTables: 0,
    missed: 0,
    spurious: 0,
    matchedHeadings: 0,
    predHeadings: 0,
    truthHeadings: 0,
    concordant: 0,
    pairs: 0,
    nidSum: 0,
    broken: 0,
    words: 0,
    ligatureSpaces: 0,
    ms: 0,
    errors: 0,
  };
  for (const [i, s] of scores.entries()) {
    if (!s) continue;
    a.units += 1;
    a.pages += units[i]?.pages ?? 0;
    a.tedsSum += s.tables.sum;
    a.structureSum += s.tables.structureSum;
    a.tedsWeight += s.tables.weight;
    a.truthTables += s.tables.truthTables;
    a.missed += s.tables.missed;
    a.spurious += s.tables.spurious;
    a.matchedHeadings += s.headings.matched;
    a.predHeadings += s.headings.pred;
    a.truthHeadings += s.headings.truth;
    a.concordant += s.headings.concordant;
    a.pairs += s.headings.pairs;
    a.nidSum += s.nid;
    a.broken += s.broken.length;
    a.words += s.words;
    a.ligatureSpaces += s.ligatureSpaces;
    a.ms += s.ms;
    if (s.error) a.errors += 1;
  }
  return a;
}

const fmt = (x: number | undefined, digits = 2) =>
  x === undefined || Number.isNaN(x) ? "–" : x.toFixed(digits);

interface Row {
  score: string;
  set: SetName;
  count: string;
  cells: Partial<Record<ToolName, string>>;
}

function rowsFor(
  set: SetName,
  aggs: Partial<Record<ToolName, Aggregate>>,
  tools: readonly ToolName[],
  timing: Timing,
): Row[] {
  const any = Object.values(aggs).find((a) => a && a.units > 0);
  if (!any) return [];
  const rows: Row[] = [];
  const each = (
    score: string,
    count: string,
    value: (a: Aggregate, tool: ToolName) => string | undefined,
  ) => {
    const cells: Partial<Record<ToolName, string>> = {};
    for (const tool of tools) {
      const a = aggs[tool];
      cells[tool] = a && a.units > 0 ? (value(a, tool) ?? "–") : "–";
    }
    rows.push({ score, set, count, cells });
  };
  const textOnly = (tool: ToolName) => tool === "pdftotext";
  // fast reads the text layer and finds no tables (as the reference's fast strategy).
  const noTables = (tool: ToolName) => tool === "pdftotext" || tool === "fast";
  each("tables TEDS", `${any.truthTables} tables`, (a, tool) =>
    noTables(tool) ? undefined : a.tedsWeight > 0 ? fmt(a.tedsSum / a.tedsWeight) : undefined,
  );
  each("tables TEDS-S (structure only)", "", (a, tool) =>
    noTables(tool) ? undefined : a.tedsWeight > 0 ? fmt(a.structureSum / a.tedsWeight) : undefined,
  );
  each("tables missed / spurious", "", (a, tool) =>
    noTables(tool) ? undefined : `${a.missed} / ${a.spurious}`,
  );
  each("headings F1 (P / R)", `${any.truthHeadings} headings`, (a, tool) => {
    if (textOnly(tool)) return undefined;
    const p = a.predHeadings > 0 ? a.matchedHeadings / a.predHeadings : 0;
    const r = a.truthHeadings > 0 ? a.matchedHeadings / a.truthHeadings : 0;
    return `${fmt(f1(p, r))} (${fmt(p)}/${fmt(r)})`;
  });
  each("heading levels agree", "", (a, tool) =>
    textOnly(tool) || a.pairs === 0 ? undefined : fmt(a.concordant / a.pairs),
  );
  each("reading order NID", `${any.units} ${set === "office" ? "docs" : "pages"}`, (a) =>
    fmt(a.nidSum / a.units, 3),
  );
  each("broken words", `${any.words} words`, (a) => String(a.broken));
  each("ligature + space", "", (a) => String(a.ligatureSpaces));
  const perPage = (kind: "wall" | "cpu", label: string) => {
    const times = timing[kind];
    const anchor = times.pdftotext;
    if (Object.keys(times).length === 0) return;
    each(
      anchor ? `${label} per page ×pdftotext` : `${label} per page`,
      anchor ? `${fmt(anchor, 1)} ms` : "",
      (_a, tool) => {
        const t = times[tool];
        if (t === undefined) return undefined;
        return anchor ? `${fmt(t / anchor, 1)}×` : `${fmt(t, 0)} ms`;
      },
    );
  };
  perPage("cpu", "CPU time");
  perPage("wall", "wall time");
  return rows;
}

function table(rows: readonly Row[], tools: readonly ToolName[]): string[] {
  const header = ["score", "set", "truth", ...tools.map((t) => TOOL_LABEL[t])];
  const body = rows.map((r) => [r.score, SET_LABEL[r.set], r.count, ...tools.map((t) => r.cells[t] ?? "–")]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 3 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join("  ");
  return [line(header), ...body.map(line)];
}

// ------------------------------------------------------------------------------------------------ timing

const TIMING_ROUNDS = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * CPU time (ms) of this process with its threads (`self`), and of the children it waited for
 * (`children`), from /proc/self/stat. A tool run as a process is timed by its children's time alone:
 * this process's own threads go on working while it waits (the garbage collector, V8 compiling what
 * docflow ran before), and that work is no part of the tool's.
 */
function cpuMs(): { self: number; children: number } {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // Fields after the command's closing parenthesis: state is the first; utime, stime, cutime and
    // cstime are the 12th to 15th, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = (from: number) => Number(fields[from] ?? 0) + Number(fields[from + 1] ?? 0);
    return { self: ticks(11) * 10, children: ticks(13) * 10 };
  } catch {
    const usage = process.cpuUsage();
    return { self: (usage.user + usage.system) / 1000, children: 0 };
  }
}

export interface Timing {
  /** Median wall time per page (ms). */
  wall: Partial<Record<ToolName, number>>;
  /** Median CPU time per page (ms): user + system, children included. */
  cpu: Partial<Record<ToolName, number>>;
}

/**
 * Time per page, side by side: the set's pages put together into one PDF (pdfunite), so a process's
 * start is shared by all its pages, then each tool reads it once per round, the tools interleaved
 * round by round (each round led by another tool); the median round counts. docflow runs in this process (the engine as embedded),
 * pdftotext and opendataloader-pdf (one JVM) as processes. Wall time and CPU time both: on a shared
 * machine the wall time follows the load, the CPU time much less.
 */
async function timeSet(
  units: readonly Unit[],
  tools: readonly ToolName[],
  cacheDir: string,
  jar: string | undefined,
  maxPages: number,
): Promise<Timing> {
  const files = [...new Set(units.map((u) => u.input))].slice(0, maxPages);
  if (files.length === 0) return { wall: {}, cpu: {} };
  const merged = join(cacheDir, "timing", `${hash(...files)}.pdf`);
  if (!existsSync(merged)) {
    await mkdir(join(cacheDir, "timing"), { recursive: true });
    if (files.length === 1) await writeFile(merged, await readFile(files[0] as string));
    else await execFileAsync("pdfunite", [...files, merged], { timeout: 120_000 });
  }
  const pages = await pdfPages(await readFile(merged));
  const wall: Partial<Record<ToolName, number[]>> = {};
  const cpu: Partial<Record<ToolName, number[]>> = {};
  for (let round = 0; round < TIMING_ROUNDS; round++) {
    // Each round starts with another tool, so none always follows the same one (and its garbage).
    const order = [...tools.slice(round % tools.length), ...tools.slice(0, round % tools.length)];
    for (const tool of order) {
      const cpuBefore = cpuMs();
      const started = performance.now();
      let ok = false;
      if (tool === "pdftotext") ok = !(await runPdftotext(merged)).error;
      else if (tool === "hi_res" || tool === "fast") ok = !(await runDocflow(merged, tool)).error;
      else if (tool === "opendataloader" && jar)
        ok = !(await runOpendataloader(jar, [merged], join(cacheDir, "odl-out", "timing"))).error;
      const ms = performance.now() - started;
      const cpuAfter = cpuMs();
      const children = cpuAfter.children - cpuBefore.children;
      // docflow runs in this process (its OCR in children); the other tools are processes of their own.
      const inProcess = tool === "hi_res" || tool === "fast";
      const cpuUsed = (inProcess ? cpuAfter.self - cpuBefore.self : 0) + children;
      if (!ok) continue;
      wall[tool] = [...(wall[tool] ?? []), ms / pages];
      cpu[tool] = [...(cpu[tool] ?? []), cpuUsed / pages];
    }
  }
  const result: Timing = { wall: {}, cpu: {} };
  for (const tool of tools) {
    if (wall[tool]?.length) result.wall[tool] = median(wall[tool] as number[]);
    if (cpu[tool]?.length) result.cpu[tool] = median(cpu[tool] as number[]);
  }
  return result;
}

// -------------------------------------------------------------------------------------------------- run

export async function runStructureBench(): Promise<string[]> {
  const corpus = corpusFile("example-docs");
  if (!corpus) return ["structure: skipped, no corpus (DOCFLOW_CORPUS or ../shared/corpus)"];
  const started = performance.now();
  // docflow reads a PDF's pages on one thread here, as pdftotext does (and this bundle has no page
  // worker beside it); `npm run bench -- pdf` measures fast spread over threads as it ships.
  process.env.DOCFLOW_PDF_THREADS ??= "1";
  const quick = env("DOCFLOW_STRUCTURE_QUICK") === "1";
  const sets = listOption("DOCFLOW_STRUCTURE_SETS", SETS);
  let tools = listOption("DOCFLOW_STRUCTURE_TOOLS", TOOLS);
  const pagesPerStyle = numberOption("DOCFLOW_STRUCTURE_PAGES", quick ? 20 : 100_000);
  const scanCount = numberOption("DOCFLOW_STRUCTURE_SCANS", quick ? 4 : 60);
  const timePages = numberOption("DOCFLOW_STRUCTURE_TIME_PAGES", quick ? 10 : 120);
  const sourceFilter = env("DOCFLOW_STRUCTURE_SOURCES");
  const cacheDir = resolve(process.cwd(), "node_modules", ".cache", "docflow-structure");
  const reportFile = resolve(env("DOCFLOW_STRUCTURE_REPORT") ?? join(cacheDir, "report.json"));
  const notes: string[] = [];
  const log = (line: string) => process.stderr.write(`structure: ${line}\n`);

  // Sources and their truth.
  const files = filesUnder(corpus).filter(
    (f) => SOURCE_FORMATS.has(extname(f).toLowerCase()) && !NOT_DOCUMENTS.test(relative(corpus, f)),
  );
  const wanted = sourceFilter ? files.filter((f) => new RegExp(sourceFilter).test(basename(f))) : files;
  const sources: {
    name: string;
    file: string;
    truth: TruthElement[];
    derived: boolean;
    /**
     * The truth of the document as LibreOffice prints it (office formats): see `openAsHeading`; with
     * the headers and footers its pages show.
     */
    office?: TruthElement[];
  }[] = [];
  const seen = new Set<string>();
  for (const file of wanted) {
    const elements = await sourceElements(file);
    if (!elements) continue;
    const extension = extname(file).toLowerCase();
    const headings = !GUESSED_HEADINGS.has(extension);
    const truth = truthFromElements(elements, headings);
    if (truth.length === 0) continue;
    const key = hash(JSON.stringify(truth));
    // The same document in another encoding or format variant gives the same pages: once is enough.
    if (seen.has(key)) continue;
    seen.add(key);
    const unprinted = extension === ".pptx" ? unprintedPlaceholders(await readFile(file)) : new Set<string>();
    const office = OFFICE_FORMATS.has(extension)
      ? [
          ...printedTables(
            truthFromElements(elements, headings, (e) => openAsHeading(e, extension, headings), true),
            extension,
          ),
          ...(SHEETS.has(extension) ? sheetTextBoxes(await readFile(file)) : []),
        ].filter((e) => !(e.kind !== "table" && unprinted.has(e.text)))
      : undefined;
    sources.push({ name: relative(corpus, file), file, truth, derived: false, office });
  }
  // Documents made from the sources' real tables (with two-level headers and row spans) and from runs
  // of their real paragraphs (with headings put in, at known levels).
  for (const source of [...sources]) {
    const variant = spannedVariant(source.truth, source.name);
    if (variant)
      sources.push({ name: `${source.name}+spans`, file: source.file, truth: variant, derived: true });
    const sectioned = sectionedDocument(source.truth, source.name);
    if (sectioned)
      sources.push({ name: `${source.name}+sections`, file: source.file, truth: sectioned, derived: true });
  }
  // A fixed shuffle, so a page limit (or the quick subset) still takes pages of many kinds of source.
  sources.sort((a, b) => hash(a.name).localeCompare(hash(b.name)));
  log(`${sources.length} sources from ${wanted.length} corpus files`);

  // Chromium pages.
  const units: Unit[] = [];
  const styles = PRINT_STYLES.filter((s) => sets.includes(s) || (sets.includes("scans") && s === "bordered"));
  if (styles.length > 0) {
    if (!existsSync(CHROMIUM))
      notes.push(`Chromium pages: skipped, no browser at ${CHROMIUM} (Debian: chromium)`);
    else {
      const printer = new Printer(cacheDir);
      try {
        for (const style of styles) {
          let count = 0;
          for (const source of sources) {
            if (count >= pagesPerStyle) break;
            const perSource = Math.min(
              PER_SOURCE_MAX,
              Math.max(1, Math.ceil(source.truth.length / ELEMENTS_PER_WINDOW)),
              quick ? 2 : PER_SOURCE_MAX,
            );
            const pages = await layoutSource(printer, source.name, source.truth, style, perSource, cacheDir);
            for (const page of pages.slice(0, pagesPerStyle - count)) {
              units.push({
                id: page.id,
                set: style,
                source: page.source,
                pdf: page.pdf,
                input: page.pdf,
                html: page.html,
                pages: 1,
                truth: page.truth,
              });
              count += 1;
            }
          }
          log(`${count} ${style} pages`);
        }
      } finally {
        await printer.close();
      }
    }
  }

  // Scans: pages of both styles rasterised at 300 dpi, most of them pages with data tables, the others
  // pages with headings, each kind spread; every other one wrapped into an image-only PDF (hi_res's PDF OCR path), the rest read as
  // the PNG (its image path).
  if (sets.includes("scans") && scanCount > 0) {
    const printed = units.filter((u) => u.set === "bordered" || u.set === "rules");
    const spread = (list: Unit[], n: number) =>
      list.length <= n
        ? list
        : [...Array(n).keys()].map((k) => list[Math.floor((k * list.length) / n)] as Unit);
    const tablePages = spread(
      printed.filter((u) => truthTables(u.truth).length > 0),
      Math.ceil(scanCount * SCAN_TABLE_SHARE),
    );
    // The rest from pages with two headings or more (scans have few headings otherwise, too few to
    // score), then from any.
    const others = printed.filter((u) => !tablePages.includes(u));
    const headed = others.filter((u) => truthHeadings(u.truth).length >= SCAN_HEADINGS);
    const rest = scanCount - tablePages.length;
    const chosen = [
      ...tablePages,
      ...spread(headed, rest),
      ...spread(
        others.filter((u) => !headed.includes(u)),
        Math.max(0, rest - headed.length),
      ),
    ];
    for (const [k, page] of chosen.entries()) {
      try {
        const png = await scanOf(page.pdf);
        const asPdf = k % 2 === 1;
        units.push({
          ...page,
          id: `${page.id}#scan${asPdf ? "-pdf" : ""}`,
          set: "scans",
          input: asPdf ? await imagePdfOf(png) : png,
        });
      } catch (error) {
        notes.push(
          `scans: pdftoppm failed (${(error as Error).message.split("\n")[0]}); Debian: poppler-utils`,
        );
        break;
      }
    }
  }
  // Only the styles asked for are scored (bordered pages may have been laid out for the scans alone).
  const scored = units.filter((u) => sets.includes(u.set));

  // LibreOffice: the office documents as they are; the truth is the whole document's elements.
  if (sets.includes("office")) {
    const office = sources.filter((s) => !s.derived && OFFICE_FORMATS.has(extname(s.file).toLowerCase()));
    let done = 0;
    for (const source of office) {
      if (quick && done >= 2) break;
      try {
        const pdf = await libreOfficePdf(source.file, cacheDir);
        const pages = await pdfPages(await readFile(pdf));
        if (pages > OFFICE_MAX_PAGES) continue;
        scored.push({
          id: `${source.name}#office`,
          set: "office",
          source: source.name,
          pdf,
          input: pdf,
          pages,
          // LibreOffice prints the document's headers and footers on its pages (the truth of the
          // Chromium pages has none: they print windows of the body), so the tools are scored on them.
          truth: source.office ?? source.truth,
          ...(SHEETS.has(extname(source.file).toLowerCase()) ? { sheet: true } : {}),
        });
        done += 1;
      } catch (error) {
        notes.push(
          `LibreOffice: ${source.name} not converted (${(error as Error).message.split("\n")[0]}); Debian: libreoffice-writer-nogui, -calc-nogui, -impress-nogui`,
        );
        if (/ENOENT/.test(String(error))) break;
      }
    }
    log(`${done} LibreOffice documents`);
  }

  // The tools, page by page (interleaved, so the time ratios share the machine's load).
  if (tools.includes("pdftotext") && !(await pdftotextInstalled())) {
    notes.push("pdftotext: skipped, not installed (Debian: poppler-utils)");
    tools = tools.filter((t) => t !== "pdftotext");
  }
  const results: Partial<Record<ToolName, (ToolScore | undefined)[]>> = {};
  for (const tool of tools) results[tool] = scored.map(() => undefined);
  const first = scored[0];
  if (first && (tools.includes("hi_res") || tools.includes("fast"))) await runDocflow(first.pdf, "fast"); // warm-up
  for (const [i, unit] of scored.entries()) {
    if (i % 50 === 0) log(`partitioning ${i + 1}/${scored.length}`);
    const isScan = unit.set === "scans";
    for (const tool of tools) {
      let out: ToolOutput | undefined;
      const printed = unit.set === "office";
      if (tool === "hi_res") out = await runDocflow(unit.input, "hi_res", printed);
      else if (tool === "fast" && !isScan) out = await runDocflow(unit.input, "fast", printed);
      else if (tool === "pdftotext" && !isScan) out = await runPdftotext(unit.input);
      if (out) (results[tool] as (ToolScore | undefined)[])[i] = score(unit, out, tool === "hi_res");
    }
  }
  let jar: string | undefined;
  if (tools.includes("opendataloader")) {
    const found = await opendataloaderJar(cacheDir);
    jar = found.jar;
    if (!jar) {
      const why = found.why;
      notes.push(`opendataloader-pdf: skipped, ${why}`);
      tools = tools.filter((t) => t !== "opendataloader");
    } else {
      // One JVM per set (its run time is shared out over the set's pages); no OCR without its hybrid server.
      for (const set of sets.filter((s) => s !== "scans")) {
        const inSet = scored.map((u, i) => ({ u, i })).filter(({ u }) => u.set === set);
        if (inSet.length === 0) continue;
        const { outputs, ms, error } = await runOpendataloader(
          jar,
          [...new Set(inSet.map(({ u }) => u.input))],
          join(cacheDir, "odl-out", set),
        );
        if (error) notes.push(`opendataloader-pdf (${SET_LABEL[set]}): ${error}`);
        const pages = inSet.reduce((n, { u }) => n + u.pages, 0);
        for (const { u, i } of inSet) {
          const out = outputs.get(u.input);
          if (out)
            (results.opendataloader as (ToolScore | undefined)[])[i] = score(u, {
              ...out,
              ms: (ms * u.pages) / pages,
            });
        }
      }
      notes.push("opendataloader-pdf: scans not run (its OCR needs the hybrid server)");
    }
  }

  // The table.
  const rows: Row[] = [];
  const counts: string[] = [];
  const layoutCounts: string[] = [];
  const openCounts: string[] = [];
  for (const set of sets) {
    const idx = scored.map((u, i) => (u.set === set ? i : -1)).filter((i) => i >= 0);
    if (idx.length === 0) continue;
    const setUnits = idx.map((i) => scored[i] as Unit);
    const aggs: Partial<Record<ToolName, Aggregate>> = {};
    for (const tool of tools)
      aggs[tool] = aggregate(
        setUnits,
        idx.map((i) => results[tool]?.[i]),
      );
    let timing: Timing;
    if (set === "scans") {
      // Images: no pdftotext to compare with; docflow's own time per page (OCR in its processes).
      const ms = idx.flatMap((i) => (results.hi_res?.[i] ? [results.hi_res[i]?.ms as number] : []));
      timing = { wall: ms.length > 0 ? { hi_res: median(ms) } : {}, cpu: {} };
    } else {
      log(`timing ${SET_LABEL[set]}`);
      timing = await timeSet(setUnits, tools, cacheDir, jar, timePages);
    }
    rows.push(...rowsFor(set, aggs, tools, timing));
    const pages = setUnits.reduce((n, u) => n + u.pages, 0);
    layoutCounts.push(`${setUnits.reduce((n, u) => n + layoutTables(u.truth), 0)} ${SET_LABEL[set]}`);
    for (const reason of Object.values(OPEN_TABLE_REASONS)) {
      const n = setUnits.reduce(
        (k, u) => k + u.truth.filter((e) => e.kind === "table" && e.open === reason).length,
        0,
      );
      if (n > 0) openCounts.push(`${n} ${SET_LABEL[set]} (${reason})`);
    }
    counts.push(
      set === "office"
        ? `${setUnits.length} LibreOffice documents (${pages} pages)`
        : `${pages} ${SET_LABEL[set]}`,
    );
  }
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

  // The report: every unit, worst first by docflow hi_res's mean score.
  const composite = (s: ToolScore | undefined): number => {
    if (!s) return 1;
    const parts = [s.nid];
    if (s.tables.weight > 0) parts.push(s.tables.sum / s.tables.weight);
    if (s.headings.truth + s.headings.pred > 0) {
      const p = s.headings.pred ? s.headings.matched / s.headings.pred : 0;
      const r = s.headings.truth ? s.headings.matched / s.headings.truth : 0;
      parts.push(f1(p, r));
    }
    return parts.reduce((x, y) => x + y, 0) / parts.length - 0.01 * s.broken.length;
  };
  const report = scored
    .map((u, i) => ({
      id: u.id,
      set: SET_LABEL[u.set],
      source: u.source,
      pdf: u.pdf,
      input: u.input,
      html: u.html,
      pages: u.pages,
      score: composite(results.hi_res?.[i]),
      tools: Object.fromEntries(
        tools.map((tool) => {
          const s = results[tool]?.[i];
          if (!s) return [tool, null];
          return [
            tool,
            {
              teds: s.tables.weight > 0 ? s.tables.sum / s.tables.weight : null,
              tedsStructure: s.tables.weight > 0 ? s.tables.structureSum / s.tables.weight : null,
              tedsPerTable: s.tables.perTable,
              missedTables: s.tables.missed,
              spuriousTables: s.tables.spurious,
              headings: { truth: s.headings.truth, titles: s.headings.pred, matched: s.headings.matched },
              missedHeadings: s.headings.missed,
              spuriousTitles: s.headings.spurious,
              openTitles: s.openTitles,
              levelErrors: s.headings.levelErrors,
              nid: s.nid,
              brokenWords: s.broken,
              ligatureSpaces: s.ligatureSpaces,
              firstDifference: s.firstDifference,
              tables: s.tableHtml,
              ms: Math.round(s.ms),
              error: s.error,
            },
          ];
        }),
      ),
    }))
    .sort((a, b) => a.score - b.score);
  await mkdir(join(reportFile, ".."), { recursive: true });
  await writeFile(
    reportFile,
    `${JSON.stringify({ load, seconds: Math.round((performance.now() - started) / 1000), notes, rows, units: report }, null, 1)}\n`,
  );

  return [
    `structure: a PDF gives what its source gives — ${counts.join(", ")}; load average ${load}`,
    `  truth: a source's table whose every row has fewer than two cells is layout, not a table (its text stays); left out: ${layoutCounts.join(", ")}`,
    ...(openCounts.length > 0
      ? [
          `  truth: printed by LibreOffice, a sheet's table split at a blank row is one table; tables left open (neither found nor missed): ${openCounts.join(", ")}`,
        ]
      : []),
    ...table(rows, tools),
    ...notes.map((n) => `  note: ${n}`),
    `  per-page report (worst first): ${reportFile}`,
    `  ${Math.round((performance.now() - started) / 1000)} s`,
  ];
}
