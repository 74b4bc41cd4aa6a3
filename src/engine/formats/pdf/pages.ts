// One PDF page → LayoutPage, by strategy: the text layer (fast), the text layer plus tables, images and
// OCR where the text layer has nothing — pages without text, and pictures on pages with text, whose
// words (a chart's labels, a scanned inset) only OCR can read (hi_res) — or OCR of the rendered page
// (ocr_only). Pages are read one at a time and closed (FPDF_ClosePage) as soon as they are read, so
// memory follows the page, not the document.
import { bodySize, centreInside } from "../../layout/blocks.js";
import { pageRulesFromBitmap } from "../../layout/raster-rules.js";
import { findTables, type RuleLine } from "../../layout/tables.js";
import type { Box, LayoutImage, LayoutLine, LayoutPage, LayoutTable } from "../../layout/types.js";
import { MAX_OCR_PIXELS } from "../../ocr/limits.js";
import { readGraphics } from "./graphics.js";
import type { OcrApi } from "./ocr-bridge.js";
import type { PdfDocument } from "./open.js";
import { PdfPage } from "./page.js";
import { type RenderedPage, renderPage, renderRegion } from "./render.js";
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
    if (!scanned) await readFigures(page, options, figures, layout.lines);
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
 * those exact words instead, and one without words keeps no text. A page's pictures are read in one OCR
 * run, stacked into one image (see `stackFigures`): a Tesseract process costs its start-up (the model
 * loaded, about 0.1 s of CPU, and forking the engine's process) whatever the size of its image, and a page
 * of logos and photos paid it once a picture (8 runs on one page of contains-pictures.docx).
 */
async function readFigures(
  page: PdfPage,
  options: PageOptions,
  figures: LayoutImage[],
  lines: readonly LayoutLine[],
): Promise<void> {
  const unread = figures.filter((figure) => !lines.some((line) => centreInside(line.box, figure.box)));
  if (unread.length === 0) return;
  const ocr = await options.ocr();
  const sharp = (await import("sharp")).default;
  // Each picture's own pixels, not a render of the whole page.
  const crops: Awaited<ReturnType<typeof renderRegion>>[] = [];
  for (const figure of unread) crops.push(await renderRegion(page, figure.box, OCR_DPI));
  const dpi = crops[0]?.dpi ?? OCR_DPI;
  for (const batch of stackFigures(crops, MAX_OCR_PIXELS)) {
    const composed = await sharp({
      create: { width: batch.width, height: batch.height, channels: 3, background: "#ffffff" },
    })
      .composite(
        batch.items.map((item) => ({
          input: crops[item.index]?.png,
          left: 0,
          top: item.top,
        })),
      )
      .png({ compressionLevel: 1 })
      .toBuffer();
    // sharp composites last: the alpha it adds goes in a second pass (Tesseract reads RGBA badly).
    const stacked = await sharp(composed)
      .removeAlpha()
      .withMetadata({ density: dpi })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const result = await ocr.recognizeImage(stacked, {
      languages: options.languages,
      filename: options.filename,
      dpi,
      sparse: true,
    });
    const texts = linesByBand(result.lines, batch.items);
    for (const [k, item] of batch.items.entries()) {
      const text = texts[k];
      if (text) (unread[item.index] as LayoutImage).text = text;
    }
  }
}

/** White pixels between two pictures stacked for OCR: more than a line gap, so no line joins two. */
export const FIGURE_GAP = 64;

/**
 * Tallest stack of pictures read in one OCR run, pixels. Narrow pictures stack tall long before they pass
 * MAX_OCR_PIXELS (90 of 300 px with their gaps: 32,700 px), and Tesseract refuses a side over MAX_OCR_SIDE;
 * this leaves room for recognizeImage's zoom of small text (2.7×; zoomFor caps it at that side anyway).
 */
export const MAX_FIGURE_STACK_HEIGHT = 12_000;

export interface StackedFigure {
  /** The picture's index in the list given. */
  index: number;
  /** Its top in the stacked image, and its height (pixels). */
  top: number;
  height: number;
}

/**
 * Pictures (pixel sizes) stacked top to bottom with FIGURE_GAP white pixels above, between and below,
 * in batches of at most `maxPixels` each and `maxHeight` pixels high (a picture larger than either alone
 * makes a batch).
 */
export function stackFigures(
  sizes: readonly { width: number; height: number }[],
  maxPixels: number,
  maxHeight = MAX_FIGURE_STACK_HEIGHT,
): { width: number; height: number; items: StackedFigure[] }[] {
  const batches: { width: number; height: number; items: StackedFigure[] }[] = [];
  let current: { width: number; height: number; items: StackedFigure[] } | undefined;
  for (const [index, size] of sizes.entries()) {
    const width = Math.max(current?.width ?? 0, size.width);
    const height = (current?.height ?? FIGURE_GAP) + size.height + FIGURE_GAP;
    if (!current || width * height > maxPixels || height > maxHeight) {
      current = { width: size.width, height: FIGURE_GAP, items: [] };
      batches.push(current);
    }
    current.items.push({ index, top: current.height, height: size.height });
    current.width = Math.max(current.width, size.width);
    current.height += size.height + FIGURE_GAP;
  }
  return batches;
}

/**
 * The text of each stacked picture: the recognised lines whose centre lies in its band, row by row (a line
 * whose centre is within the row's first line's height joins that row), left to right in a row. Sparse
 * segmentation reads scattered words as lines of their own, in no reading order.
 */
export function linesByBand(lines: readonly LayoutLine[], items: readonly StackedFigure[]): string[] {
  const centre = (line: LayoutLine) => (line.box.y0 + line.box.y1) / 2;
  return items.map((item) => {
    const inBand = lines
      .filter((line) => centre(line) >= item.top && centre(line) < item.top + item.height)
      .filter((line) => line.text.trim() !== "")
      .sort((a, b) => centre(a) - centre(b));
    const rows: LayoutLine[][] = [];
    for (const line of inBand) {
      const row = rows.at(-1);
      const head = row?.[0];
      if (row && head && centre(line) <= head.box.y1) row.push(line);
      else rows.push([line]);
    }
    return rows
      .flatMap((row) => row.sort((a, b) => a.box.x0 - b.box.x0).map((line) => line.text.trim()))
      .join(" ");
  });
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
