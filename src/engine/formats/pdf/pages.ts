// One PDF page → LayoutPage, by strategy: the text layer (fast), the text layer plus tables, images and
// OCR where the text layer has nothing — pages without text, and pictures on pages with text, whose
// words (a chart's labels, a scanned inset) only OCR can read (hi_res) — or OCR of the rendered page
// (ocr_only). Pages are read one at a time and closed (FPDF_ClosePage) as soon as they are read, so
// memory follows the page, not the document.
import { bodySize, centreInside } from "../../layout/blocks.js";
import { pageRulesFromBitmap } from "../../layout/raster-rules.js";
import { findTables, type RuleLine } from "../../layout/tables.js";
import type { Box, LayoutImage, LayoutLine, LayoutPage, LayoutTable } from "../../layout/types.js";
import { readGraphics } from "./graphics.js";
import type { OcrApi } from "./ocr-bridge.js";
import type { PdfDocument } from "./open.js";
import { PdfPage } from "./page.js";
import { type RenderedPage, renderPage } from "./render.js";
import { readTextLines } from "./text-layer.js";

export type PageMode = "fast" | "hi_res" | "ocr_only";

export interface PageOptions {
  mode: PageMode;
  /** Find tables (hi_res with pdf_infer_table_structure). */
  tables: boolean;
  /** Lower-cased element types whose region is cropped into image_base64 ("image", "table"). */
  extract: ReadonlySet<string>;
  languages: readonly string[];
  filename: string;
  /** Loads the OCR engine; called only when a page needs OCR. */
  ocr: () => Promise<OcrApi>;
}

/** Resolution of pages rendered for OCR, and of cropped image blocks. */
export const OCR_DPI = 300;
const CROP_DPI = 150;

/** Images smaller than this (points, either side) are decorations, not figures. */
const MIN_IMAGE_SIDE = 24;
/**
 * A page without a text layer that draws this many paths and no image is read with OCR all the same:
 * its text was converted to outlines. Fewer paths are rules and boxes of an empty page.
 */
const OUTLINED_TEXT_PATHS = 200;

function hasText(lines: readonly LayoutLine[]): boolean {
  return lines.some((line) => /\S/.test(line.text));
}

function scaleBox(box: Box, factor: number): Box {
  return { x0: box.x0 * factor, y0: box.y0 * factor, x1: box.x1 * factor, y1: box.y1 * factor };
}

/**
 * The page rendered once, on first need, and kept for the page's other needs: OCR of the page and of its
 * pictures, and the crops of extract_image_block_types. A need for a higher resolution renders again.
 */
interface PageRenders {
  at(dpi: number): Promise<RenderedPage>;
  release(): void;
}

function pageRenders(page: PdfPage): PageRenders {
  let current: { dpi: number; rendered: RenderedPage } | undefined;
  return {
    async at(dpi) {
      if (current && current.dpi >= dpi) return current.rendered;
      current?.rendered.release();
      current = undefined;
      // Renders at OCR's resolution are read by OCR; crops may reuse them.
      current = { dpi, rendered: renderPage(page, dpi, dpi >= OCR_DPI) };
      return current.rendered;
    },
    release() {
      current?.rendered.release();
      current = undefined;
    },
  };
}

async function ocrPage(renders: PageRenders, options: PageOptions): Promise<LayoutLine[]> {
  const ocr = await options.ocr();
  const rendered = await renders.at(OCR_DPI);
  const result = await ocr.recognizeImage(await rendered.png(), {
    languages: options.languages,
    filename: options.filename,
    dpi: rendered.dpi,
  });
  const factor = 1 / rendered.scale;
  return result.lines.map((line) => ({
    ...line,
    box: scaleBox(line.box, factor),
    fontSize: line.fontSize === undefined ? undefined : line.fontSize * factor,
    words: line.words?.map((word) => ({ ...word, box: scaleBox(word.box, factor) })),
  }));
}

/** Reads page `number` (1-based) of the document. */
export async function readPage(doc: PdfDocument, number: number, options: PageOptions): Promise<LayoutPage> {
  const page = new PdfPage(doc, number);
  const renders = pageRenders(page);
  try {
    const viewport = { width: page.width, height: page.height };
    const layout: LayoutPage = {
      pageNumber: number,
      width: viewport.width,
      height: viewport.height,
      lines: [],
    };
    if (options.mode === "ocr_only") {
      layout.lines = await ocrPage(renders, options);
      return layout;
    }
    if (options.mode === "fast") {
      layout.lines = readTextLines(page, true);
      return layout;
    }

    layout.lines = readTextLines(page, true);
    const graphics = readGraphics(page);
    const pageArea = viewport.width * viewport.height;
    const scanned =
      !hasText(layout.lines) && (graphics.images.length > 0 || graphics.paths >= OUTLINED_TEXT_PATHS);
    if (scanned) layout.lines = await ocrPage(renders, options);
    const figures: LayoutImage[] = graphics.images
      .filter((box) => box.x1 - box.x0 >= MIN_IMAGE_SIDE && box.y1 - box.y0 >= MIN_IMAGE_SIDE)
      // A page-sized image is the scan itself or a background, not a figure.
      .filter((box) => (box.x1 - box.x0) * (box.y1 - box.y0) < pageArea * 0.8)
      // On a scanned page, an image holding recognised text is the scan (or part of it): its text is the
      // page's text. Only pictures without text stay figures.
      .filter((box) => !scanned || !layout.lines.some((line) => centreInside(line.box, box)))
      .map((box) => ({
        box: {
          x0: Math.max(0, box.x0),
          y0: Math.max(0, box.y0),
          x1: Math.min(viewport.width, box.x1),
          y1: Math.min(viewport.height, box.y1),
        },
      }));
    let tables: LayoutTable[] = [];
    if (options.tables) {
      const size = bodySize(layout.lines);
      // A scan's rules are pixels: found in the render OCR read.
      const rules: RuleLine[] = scanned ? await scanRules(renders, size) : graphics.rules;
      tables = findTables(layout.lines, rules, viewport, size);
    }
    layout.images = figures;
    layout.tables = tables;
    if (!scanned) await readFigures(renders, options, figures, layout.lines);
    await cropBlocks(renders, options, figures, tables);
    return layout;
  } finally {
    renders.release();
    page.close();
  }
}

/** The ruling lines drawn in the page's pixels (a scan), in page units. */
async function scanRules(renders: PageRenders, size: number): Promise<RuleLine[]> {
  const rendered = await renders.at(OCR_DPI);
  const bitmap = { data: rendered.grey(), width: rendered.width, height: rendered.height };
  return pageRulesFromBitmap(bitmap, 1 / rendered.scale, size);
}

/**
 * Reads each picture with OCR, its words becoming the Image element's text: a chart's labels drawn as
 * pixels, a scanned inset. A picture whose words are in the text layer (labels drawn as text over it) keeps
 * those exact words instead, and one without words keeps no text.
 */
async function readFigures(
  renders: PageRenders,
  options: PageOptions,
  figures: LayoutImage[],
  lines: readonly LayoutLine[],
): Promise<void> {
  const unread = figures.filter((figure) => !lines.some((line) => centreInside(line.box, figure.box)));
  if (unread.length === 0) return;
  const ocr = await options.ocr();
  const rendered = await renders.at(OCR_DPI);
  for (const figure of unread) {
    const result = await ocr.recognizeImage(await rendered.crop(figure.box), {
      languages: options.languages,
      filename: options.filename,
      dpi: rendered.dpi,
    });
    const text = result.lines
      .map((line) => line.text.trim())
      .filter(Boolean)
      .join(" ");
    if (text) figure.text = text;
  }
}

/**
 * Puts the region of each figure or table that extract_image_block_types names into it, at CROP_DPI
 * (from the page's render for OCR when there is one, else a render at CROP_DPI).
 */
async function cropBlocks(
  renders: PageRenders,
  options: PageOptions,
  figures: LayoutImage[],
  tables: LayoutTable[],
): Promise<void> {
  const wanted: { box: Box; target: { image?: LayoutImage["image"] } }[] = [];
  if (options.extract.has("image"))
    for (const figure of figures) wanted.push({ box: figure.box, target: figure });
  if (options.extract.has("table"))
    for (const table of tables) wanted.push({ box: table.box, target: table });
  if (wanted.length === 0) return;
  const rendered = await renders.at(CROP_DPI);
  for (const { box, target } of wanted) {
    const png = await rendered.crop(box, CROP_DPI);
    target.image = { base64: Buffer.from(png).toString("base64"), mimeType: "image/png" };
  }
}
