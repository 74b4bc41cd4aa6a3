// The tools `npm run bench -- structure` measures, each mapped to one element model (headings with
// levels, tables as TEDS trees, text in order): docflow's engine built from this branch's sources,
// poppler's pdftotext, and opendataloader-pdf — a benchmark peer only, never a dependency: it is
// installed on demand into the cache folder (outside the project's dependency tree) and skipped with a
// line saying why when it cannot run.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import type { Element } from "../src/contract/element.js";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { FURNITURE, PRINTED_FURNITURE } from "./structure-pages.js";
import { collapse, type Heading, parseTable, type TableNode } from "./structure-scores.js";

const run = promisify(execFile);

export interface ToolOutput {
  headings: Heading[];
  tables: TableNode[];
  /** Every element's text in the tool's order, one element a line. */
  text: string;
  ms: number;
  error?: string;
}

export function failed(error: unknown, ms = 0): ToolOutput {
  return {
    headings: [],
    tables: [],
    text: "",
    ms,
    error: error instanceof Error ? error.message : String(error),
  };
}

/**
 * docflow's elements in the element model; furniture (headers, footers, page numbers) left out, unless
 * `furniture`: a document printed as it is shows its headers and footers (see PRINTED_FURNITURE).
 */
export function fromElements(elements: readonly Element[], ms: number, furniture = false): ToolOutput {
  const kept = elements.filter((e) => !FURNITURE.has(e.type) || (furniture && PRINTED_FURNITURE.has(e.type)));
  const tables: TableNode[] = [];
  for (const e of kept) {
    if (e.type !== "Table") continue;
    const html = e.metadata?.text_as_html;
    const tree = html ? parseTable(html) : undefined;
    // A Table with no HTML is one cell holding its text.
    tables.push(
      tree ?? {
        tag: "table",
        colspan: 1,
        rowspan: 1,
        content: [],
        children: [
          {
            tag: "tr",
            colspan: 1,
            rowspan: 1,
            content: [],
            children: [
              {
                tag: "td",
                colspan: 1,
                rowspan: 1,
                content: Array.from(collapse(e.text ?? "")),
                children: [],
              },
            ],
          },
        ],
      },
    );
  }
  return {
    headings: kept
      .filter((e) => e.type === "Title")
      .map((e) => ({ text: e.text ?? "", level: e.metadata?.category_depth })),
    tables,
    text: kept.map((e) => e.text ?? "").join("\n"),
    ms,
  };
}

export async function runDocflow(
  file: string,
  strategy: "hi_res" | "fast",
  furniture = false,
): Promise<ToolOutput> {
  const data = await readFile(file);
  const started = performance.now();
  try {
    const elements = await partition(
      { data, filename: basename(file) },
      parsePartitionParameters({ strategy }),
    );
    return fromElements(elements, performance.now() - started, furniture);
  } catch (error) {
    return failed(error, performance.now() - started);
  }
}

export async function pdftotextInstalled(): Promise<boolean> {
  try {
    await run("pdftotext", ["-v"]);
    return true;
  } catch {
    return false;
  }
}

/** pdftotext in its default (reading order) mode: text only. Timed as a process, as a user runs it. */
export async function runPdftotext(file: string): Promise<ToolOutput> {
  const started = performance.now();
  try {
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"], { maxBuffer: 64 * 1024 * 1024 });
    return { headings: [], tables: [], text: stdout.replace(/\f/g, "\n"), ms: performance.now() - started };
  } catch (error) {
    return failed(error, performance.now() - started);
  }
}

// --------------------------------------------------------------------------------------- opendataloader

export const OPENDATALOADER_VERSION = "2.5.11";

/** The jar of @opendataloader/pdf, installed into the cache on first use; or why it cannot be had. */
export async function opendataloaderJar(cacheDir: string): Promise<{ jar?: string; why?: string }> {
  try {
    await run("java", ["-version"]);
  } catch {
    return { why: "no java on PATH (Debian: default-jre-headless)" };
  }
  const dir = join(cacheDir, "peers", `opendataloader-${OPENDATALOADER_VERSION}`);
  const jar = join(dir, "node_modules", "@opendataloader", "pdf", "lib", "opendataloader-pdf-cli.jar");
  if (existsSync(jar)) return { jar };
  await mkdir(dir, { recursive: true });
  try {
    // Its own prefix with no package.json of the project above it: nothing enters our dependency tree.
    await run(
      "npm",
      [
        "install",
        "--prefix",
        dir,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        `@opendataloader/pdf@${OPENDATALOADER_VERSION}`,
      ],
      { timeout: 300_000 },
    );
  } catch (error) {
    return {
      why: `npm install @opendataloader/pdf@${OPENDATALOADER_VERSION} failed: ${(error as Error).message.split("\n")[0]}`,
    };
  }
  return existsSync(jar) ? { jar } : { why: `the package has no jar at ${jar}` };
}

interface OdlNode {
  type?: string;
  content?: string;
  "heading level"?: number;
  kids?: OdlNode[];
  "list items"?: OdlNode[];
  rows?: { cells?: OdlCell[] }[];
}
interface OdlCell {
  "row span"?: number;
  "column span"?: number;
  kids?: OdlNode[];
  content?: string;
}

function odlText(node: OdlNode): string {
  const own = node.content ?? "";
  const kids = [...(node.kids ?? []), ...(node["list items"] ?? [])].map(odlText).filter((t) => t);
  return [own, ...kids].filter((t) => t).join(" ");
}

/** opendataloader's JSON in the element model: headings with levels, tables, paragraphs in order. */
export function fromOpendataloader(json: { kids?: OdlNode[] }, ms: number): ToolOutput {
  const headings: Heading[] = [];
  const tables: TableNode[] = [];
  const texts: string[] = [];
  const walk = (nodes: OdlNode[]) => {
    for (const node of nodes) {
      const type = node.type ?? "";
      if (type === "header" || type === "footer" || type === "image") continue;
      if (type === "heading") {
        headings.push({ text: node.content ?? "", level: node["heading level"] });
        texts.push(node.content ?? "");
      } else if (type === "table") {
        const rows = (node.rows ?? []).map((row) => ({
          tag: "tr",
          colspan: 1,
          rowspan: 1,
          content: [],
          children: (row.cells ?? []).map((cell) => ({
            tag: "td",
            colspan: cell["column span"] ?? 1,
            rowspan: cell["row span"] ?? 1,
            content: Array.from(collapse(cell.content ?? (cell.kids ?? []).map(odlText).join(" "))),
            children: [],
          })),
        }));
        tables.push({ tag: "table", colspan: 1, rowspan: 1, content: [], children: rows });
        texts.push(rows.map((r) => r.children.map((c) => c.content.join("")).join(" ")).join(" "));
      } else if (type === "list") {
        for (const item of node["list items"] ?? []) texts.push(odlText(item));
      } else if (node.kids && !node.content) {
        walk(node.kids);
      } else {
        texts.push(odlText(node));
      }
    }
  };
  walk(json.kids ?? []);
  return { headings, tables, text: texts.join("\n"), ms };
}

/**
 * Runs opendataloader-pdf once over many PDFs (one JVM, as its README advises), in its default local
 * mode. The time of the run is shared out over the files by page count.
 */
export async function runOpendataloader(
  jar: string,
  files: readonly string[],
  outDir: string,
): Promise<{ outputs: Map<string, ToolOutput>; ms: number; error?: string }> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const outputs = new Map<string, ToolOutput>();
  const started = performance.now();
  const error = await new Promise<string | undefined>((resolve) => {
    const child = spawn(
      "java",
      ["-Djava.awt.headless=true", "-jar", jar, "-q", "-f", "json", "-o", outDir, ...files],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on("error", (e) => resolve(e.message));
    child.on("close", (code) =>
      resolve(code === 0 ? undefined : `exit ${code}: ${stderr.trim().split("\n").slice(-3).join(" ")}`),
    );
  });
  const ms = performance.now() - started;
  const made = new Set(await readdir(outDir));
  for (const file of files) {
    const name = `${basename(file).replace(/\.pdf$/i, "")}.json`;
    if (!made.has(name)) {
      outputs.set(file, failed(error ?? "no output"));
      continue;
    }
    try {
      outputs.set(file, fromOpendataloader(JSON.parse(await readFile(join(outDir, name), "utf8")), 0));
    } catch (e) {
      outputs.set(file, failed(e));
    }
  }
  return error === undefined ? { outputs, ms } : { outputs, ms, error };
}
