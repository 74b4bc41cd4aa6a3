// Real renderers for `npm run bench -- structure`: Chromium prints the pages (each exactly one page, the
// window of elements shrunk until it is), LibreOffice converts office documents as they are, pdftoppm
// rasterises pages for the scans. Everything rendered is cached under the cache folder by content hash,
// so a rerun only partitions.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { PDFDocument } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { libreOfficePrint } from "./libreoffice.js";
import {
  drawLook,
  elementHtml,
  elementText,
  hash,
  type Look,
  lookCss,
  marginIn,
  PAGE,
  type PrintStyle,
  pageDocument,
  pageTruth,
  type TruthElement,
  type TruthTable,
  wideTable,
} from "./structure-pages.js";

const run = promisify(execFile);

/** Bumped when the layout or the looks change, so cached plans are laid out again. */
const LAYOUT_VERSION = "5";

export const CHROMIUM = process.env.DOCFLOW_BENCH_CHROMIUM ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface PrintedPage {
  id: string;
  source: string;
  style: PrintStyle;
  /** Index of the window's first element in the source's truth, and how many elements it holds. */
  first: number;
  count: number;
  look: Look;
  truth: TruthElement[];
  pdf: string;
  html: string;
}

export async function pdfPages(data: Uint8Array): Promise<number> {
  return (await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
}

/** One Chromium for the whole run, started when a page is first needed. */
export class Printer {
  #browser: Browser | undefined;
  #page: Page | undefined;
  readonly #dir: string;

  constructor(cacheDir: string) {
    this.#dir = cacheDir;
  }

  async #tab(): Promise<Page> {
    if (this.#page) return this.#page;
    const { chromium } = await import("playwright-core");
    this.#browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const context = await this.#browser.newContext({ viewport: { width: 1200, height: 1600 } });
    this.#page = await context.newPage();
    await this.#page.emulateMedia({ media: "print" });
    return this.#page;
  }

  async close(): Promise<void> {
    await this.#browser?.close();
    this.#browser = undefined;
    this.#page = undefined;
  }

  /** How many of the fragments, appended in order, fit on the page. */
  async fit(css: string, fragments: readonly string[]): Promise<number> {
    const tab = await this.#tab();
    await tab.setContent(pageDocument(css, []), { waitUntil: "load" });
    return tab.evaluate(
      ({ fragments }) => {
        // Runs in the page (this project compiles without the DOM's types).
        interface Box {
          insertAdjacentHTML(where: string, html: string): void;
          scrollWidth: number;
          clientWidth: number;
          scrollHeight: number;
          clientHeight: number;
        }
        const doc = (globalThis as unknown as { document: { getElementById(id: string): Box } }).document;
        const page = doc.getElementById("page");
        let fit = 0;
        for (const fragment of fragments) {
          page.insertAdjacentHTML("beforeend", fragment);
          // Past the right edge (a table too wide, or a third column) or past the bottom (in two columns,
          // an element set across both can still run off the page).
          const over = page.scrollWidth > page.clientWidth + 1 || page.scrollHeight > page.clientHeight + 1;
          if (over) break;
          fit += 1;
        }
        return fit;
      },
      { fragments: [...fragments] },
    );
  }

  /** Prints an HTML page to PDF (cached by the HTML's hash); returns the PDF's path and page count. */
  async print(html: string, style: PrintStyle): Promise<{ pdf: string; pages: number }> {
    const key = hash(html);
    const pdf = join(this.#dir, "pages", `${key}.pdf`);
    if (existsSync(pdf)) return { pdf, pages: await pdfPages(await readFile(pdf)) };
    const tab = await this.#tab();
    await tab.setContent(html, { waitUntil: "load" });
    const margin = `${marginIn(style)}in`;
    const data = await tab.pdf({
      width: `${PAGE.widthIn}in`,
      height: `${PAGE.heightIn}in`,
      margin: { top: margin, bottom: margin, left: margin, right: margin },
      printBackground: true,
      // Untagged and without an outline: the tools must find the structure on the page, not in a tree.
      tagged: false,
      outline: false,
    });
    await mkdir(join(this.#dir, "pages"), { recursive: true });
    await writeFile(pdf, data);
    await writeFile(join(this.#dir, "pages", `${key}.html`), html);
    return { pdf, pages: await pdfPages(data) };
  }
}

/** The first rows of a table; a row span reaching past the cut stops at it. */
function truncatedTable(table: TruthTable, rows: number): TruthTable {
  return {
    headerRows: Math.min(table.headerRows, rows),
    rows: table.rows
      .slice(0, rows)
      .map((row, r) => row.map((c) => ({ ...c, rowspan: Math.min(c.rowspan, rows - r) }))),
  };
}

/** Start indices spread over the document, at most `pages` of them. */
function windowStarts(length: number, pages: number): number[] {
  const starts: number[] = [];
  for (let k = 0; k < pages; k++) starts.push(Math.floor((k * length) / pages));
  return [...new Set(starts)];
}

const MAX_WINDOW = 60;
/** Characters of text a page needs to be worth scoring. */
const MIN_PAGE_TEXT = 200;

/**
 * Lays a source's truth out as single pages in a print style: from each start, as many consecutive
 * elements as fit on one page (a table taller than a page keeps the rows that fit; a paragraph taller
 * than a page is passed over), printed and checked to be exactly one page.
 */
export async function layoutSource(
  printer: Printer,
  source: string,
  truth: readonly TruthElement[],
  style: PrintStyle,
  maxPages: number,
  cacheDir: string,
): Promise<PrintedPage[]> {
  const planFile = join(
    cacheDir,
    "plans",
    `${hash(LAYOUT_VERSION, source, style, String(maxPages), JSON.stringify(truth))}.json`,
  );
  if (existsSync(planFile)) {
    const plan = JSON.parse(await readFile(planFile, "utf8")) as PrintedPage[];
    if (plan.every((p) => existsSync(p.pdf))) return plan;
  }
  const pages: PrintedPage[] = [];
  let next = 0;
  for (const start of windowStarts(truth.length, maxPages)) {
    let s = Math.max(start, next);
    while (s < truth.length && pages.length < maxPages) {
      const seed = `${source}/${style}/${s}`;
      const look = drawLook(style, seed);
      const css = lookCss(look);
      let window = pageTruth(truth.slice(s, s + MAX_WINDOW), look, seed);
      const fragment = (e: TruthElement) =>
        elementHtml(e, style === "rules" && e.kind === "table" && wideTable(e.table));
      let fragments = window.map(fragment);
      let count = await printer.fit(css, fragments);
      if (count === 0) {
        const first = window[0] as TruthElement;
        if (first.kind === "table" && first.table.rows.length > first.table.headerRows + 1) {
          // The most rows that fit, by bisection.
          let low = 0;
          let high = first.table.rows.length - 1;
          while (low < high) {
            const mid = Math.ceil((low + high) / 2);
            const part = { kind: "table" as const, table: truncatedTable(first.table, mid) };
            if ((await printer.fit(css, [fragment(part)])) === 1) low = mid;
            else high = mid - 1;
          }
          if (low >= Math.max(2, first.table.headerRows + 1)) {
            window = [{ kind: "table", table: truncatedTable(first.table, low) }];
            fragments = window.map(fragment);
            count = 1;
          }
        }
        if (count === 0) {
          s += 1;
          continue;
        }
      }
      // A heading ends no page.
      const trim = () => {
        while (count > 1 && window[count - 1]?.kind === "heading") count -= 1;
      };
      trim();
      let printed = await printer.print(pageDocument(css, fragments.slice(0, count)), style);
      while (printed.pages > 1 && count > 1) {
        count -= 1;
        trim();
        printed = await printer.print(pageDocument(css, fragments.slice(0, count)), style);
      }
      // A page with a line or two on it says little (and a lone line at the top reads as a header).
      const text = window.slice(0, count).reduce((n, e) => n + elementText(e).length, 0);
      if (printed.pages === 1 && text >= MIN_PAGE_TEXT) {
        pages.push({
          id: `${source}#${style}@${s}`,
          source,
          style,
          first: s,
          count,
          look,
          truth: window.slice(0, count),
          pdf: printed.pdf,
          html: printed.pdf.replace(/\.pdf$/, ".html"),
        });
      }
      next = s + count;
      break;
    }
  }
  await mkdir(join(cacheDir, "plans"), { recursive: true });
  await writeFile(planFile, JSON.stringify(pages));
  return pages;
}

// ---------------------------------------------------------------------------------------- LibreOffice

/** Converts an office document to PDF with LibreOffice headless (cached by the file's content hash). */
export async function libreOfficePdf(file: string, cacheDir: string): Promise<string> {
  const data = await readFile(file);
  const key = hash("soffice", data.toString("base64"));
  const out = join(cacheDir, "office", `${key}.pdf`);
  if (existsSync(out)) return out;
  const work = await mkdtemp(join(tmpdir(), "docflow-soffice-"));
  try {
    const input = join(work, `input${extname(file)}`);
    await copyFile(file, input);
    const made = await libreOfficePrint(input, work);
    await mkdir(join(cacheDir, "office"), { recursive: true });
    await copyFile(made, out);
    return out;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// -------------------------------------------------------------------------------------------------- scans

/** The page rasterised at 300 dpi (grey PNG), as a scanner would give it; cached beside the PDF. */
export async function scanOf(pdf: string): Promise<string> {
  const png = pdf.replace(/\.pdf$/, ".scan300.png");
  if (existsSync(png)) return png;
  const stem = png.slice(0, -4);
  await run("pdftoppm", ["-r", "300", "-gray", "-png", "-singlefile", pdf, stem], { timeout: 120_000 });
  return png;
}

/**
 * A scan as an image-only PDF: the 300-dpi page wrapped into a PDF page of the page's size (no text
 * layer), as a scanner's PDF gives it, so hi_res reads it through its PDF OCR path. Cached beside the PNG.
 */
export async function imagePdfOf(png: string): Promise<string> {
  const out = png.replace(/\.png$/, ".pdf");
  if (existsSync(out)) return out;
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await readFile(png));
  const width = (image.width / 300) * 72;
  const height = (image.height / 300) * 72;
  doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  await writeFile(out, await doc.save());
  return out;
}
