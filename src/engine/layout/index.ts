// Page geometry → drafts: the one place where lines become elements, for the PDF text layer and OCR
// alike. Per page: lines inside tables and figures are set aside, the rest are put in reading order
// (columns), grouped into blocks and typed — furniture by its place on the page, titles by type size
// and weight relative to the page's body text, the rest by the shared text heuristics.
import type { ElementMetadata } from "../../contract/element.js";
import type { Draft } from "../core/types.js";
import { isPossibleTitle, textElement, underNonAlphaRatio } from "../elements/text-type.js";
import { pySplit } from "../text/python-str.js";
import { type TableCell, tableHtml } from "../text/table-html.js";
import { type Block, bodySize, centreInside, groupBlocks, lineSize, unionBox } from "./blocks.js";
import { FURNITURE_BAND, furnitureOf } from "./furniture.js";
import { readingOrder } from "./reading-order.js";
import type { Box, LayoutImage, LayoutLine, LayoutPage, LayoutTable } from "./types.js";

export type { Box, LayoutImage, LayoutLine, LayoutPage, LayoutTable } from "./types.js";

export interface LayoutOptions {
  coordinates: boolean;
  includePageBreaks: boolean;
  filename: string;
}

type Item =
  | { kind: "line"; box: Box; line: LayoutLine }
  | { kind: "table"; box: Box; table: LayoutTable }
  | { kind: "image"; box: Box; image: LayoutImage; absorbed: LayoutLine[] };

function blockText(block: Block): { text: string; lineStarts: number[] } {
  const lineStarts: number[] = [];
  let text = "";
  for (const line of block.lines) {
    const piece = line.text.trim();
    if (!piece) continue;
    if (text) text += " ";
    lineStarts.push(text.length - (line.text.length - line.text.trimStart().length));
    text += piece;
  }
  return { text, lineStarts };
}

function coordinatesOf(box: Box, page: LayoutPage): ElementMetadata["coordinates"] {
  return {
    points: [
      [box.x0, box.y0],
      [box.x0, box.y1],
      [box.x1, box.y1],
      [box.x1, box.y0],
    ],
    system: "PixelSpace",
    layout_width: page.width,
    layout_height: page.height,
  };
}

/** Lines, tables and figures of one page in reading order, lines grouped into blocks. */
function planPage(page: LayoutPage): { order: (Item | Block)[]; body: number; ocr: boolean } {
  const tables = page.tables ?? [];
  const images = page.images ?? [];
  const items: Item[] = [];
  const imageItems = images.map((image): Item & { kind: "image" } => ({
    kind: "image",
    box: image.box,
    image,
    absorbed: [],
  }));
  const textLines: LayoutLine[] = [];
  for (const line of page.lines) {
    if (!line.text.trim()) continue;
    if (tables.some((table) => centreInside(line.box, table.box))) continue;
    const figure = imageItems.find((item) => centreInside(line.box, item.box));
    if (figure) {
      figure.absorbed.push(line);
      continue;
    }
    textLines.push(line);
    items.push({ kind: "line", box: line.box, line });
  }
  for (const table of tables) items.push({ kind: "table", box: table.box, table });
  items.push(...imageItems);

  const body = bodySize(textLines);
  const ocr = textLines.some((line) => line.confidence !== undefined);
  const ordered = readingOrder(items, Math.max(body * 0.9, 1)).flat();
  const order: (Item | Block)[] = [];
  let run: LayoutLine[] = [];
  const flush = () => {
    if (run.length > 0) order.push(...groupBlocks(run));
    run = [];
  };
  for (const item of ordered) {
    if (item.kind === "line") {
      run.push(item.line);
      continue;
    }
    flush();
    order.push(item);
  }
  flush();
  return { order, body, ocr };
}

function isItem(entry: Item | Block): entry is Item {
  return "kind" in entry;
}

function emphasisOf(block: Block): { contents: string[]; tags: string[] } {
  const contents: string[] = [];
  const tags: string[] = [];
  for (const line of block.lines) {
    const runs = line.emphasis ?? [];
    if (runs.length === 0 && (line.bold || line.italic)) {
      runs.push({ text: line.text.trim(), bold: Boolean(line.bold), italic: Boolean(line.italic) });
    }
    for (const run of runs) {
      const text = run.text.trim();
      if (!text) continue;
      if (run.bold) {
        contents.push(text);
        tags.push("b");
      }
      if (run.italic) {
        contents.push(text);
        tags.push("i");
      }
    }
  }
  return { contents, tags };
}

function linksOf(block: Block, lineStarts: readonly number[], shift: number): ElementMetadata {
  const texts: string[] = [];
  const urls: string[] = [];
  const links: { text: string; url: string; start_index: number }[] = [];
  let index = 0;
  for (const line of block.lines) {
    if (!line.text.trim()) continue;
    const start = lineStarts[index++] ?? 0;
    for (const link of line.links ?? []) {
      texts.push(link.text);
      urls.push(link.url);
      links.push({ text: link.text, url: link.url, start_index: Math.max(0, start + link.start - shift) });
    }
  }
  return urls.length > 0 ? { link_texts: texts, link_urls: urls, links } : {};
}

function typeOfBlock(
  block: Block,
  text: string,
  body: number,
  ocr: boolean,
  furniture: ReturnType<typeof furnitureOf>,
): { type: string; text: string } {
  if (furniture) return { type: furniture, text };
  const typed = textElement(text);
  if (typed.type === "ListItem" || typed.type === "EmailAddress" || typed.type === "Address") return typed;
  const size = Math.max(...block.lines.map(lineSize));
  // OCR box heights vary with the letters in a line, so only a clearly larger size counts there.
  const larger = size / body >= (ocr ? 1.5 : 1.15);
  const allBold = block.lines.every((line) => line.bold);
  const short = block.lines.length <= 3 && pySplit(text).length <= 20;
  // Mostly not letters ("2.5", "~70%"), a figure is no title, however large: the reference's rule.
  if (larger && short && !/[.:;,]$/.test(text) && !underNonAlphaRatio(text)) return { type: "Title", text };
  if (allBold && block.lines.length <= 2 && isPossibleTitle(text) && !/[.:;,]$/.test(text)) {
    return { type: "Title", text };
  }
  return typed;
}

/**
 * The drafts of one page or of a run of consecutive pages. Pages can be turned into PageDrafts one at a
 * time (or in worker threads) and their geometry dropped; a DraftAssembler puts them together. Every
 * type is decided from the page itself, so the drafts of a page do not depend on which pages come with it.
 */
export interface PageDrafts {
  drafts: Draft[];
  /** Whether any of the pages had a line of text. */
  hasText: boolean;
}

/** One page of geometry → its drafts. */
export function pageDrafts(page: LayoutPage, options: LayoutOptions): PageDrafts {
  const plan = planPage(page);
  const drafts: Draft[] = [];
  const base = (box: Box): ElementMetadata => ({
    page_number: page.pageNumber,
    ...(options.coordinates ? { coordinates: coordinatesOf(box, page) } : {}),
  });
  const height = page.height || 1;
  for (const [position, entry] of plan.order.entries()) {
    if (isItem(entry)) {
      const draft = itemDraft(entry, base(entry.box));
      if (draft) drafts.push(draft);
      continue;
    }
    const { text, lineStarts } = blockText(entry);
    if (!text) continue;
    const top = entry.box.y0 / height;
    const bottom = entry.box.y1 / height;
    const candidate = {
      text,
      top,
      bottom,
      lines: entry.lines.length,
      // Only a one-line block near an edge can be a running head or foot; the others skip the scan.
      setApart:
        entry.lines.length === 1 &&
        (bottom <= FURNITURE_BAND || top >= 1 - FURNITURE_BAND) &&
        isSetApart(entry, plan.order, height, plan.body),
    };
    const size = Math.max(...entry.lines.map(lineSize));
    const larger = size / plan.body >= 1.15;
    const emphasis = emphasisOf(entry);
    const draftOf = (typed: { type: string; text: string }): Draft => ({
      type: typed.type,
      text: typed.text,
      metadata: {
        ...base(entry.box),
        ...(emphasis.contents.length > 0
          ? { emphasized_text_contents: emphasis.contents, emphasized_text_tags: emphasis.tags }
          : {}),
        ...linksOf(entry, lineStarts, text.length - typed.text.length),
      },
    });
    const furniture = furnitureOf(candidate, larger);
    const typed =
      !furniture && isCaption(text, plan.order[position - 1], plan.order[position + 1])
        ? { type: "FigureCaption", text }
        : typeOfBlock(entry, text, plan.body, plan.ocr, furniture);
    // A lone bullet glyph says nothing once the bullet is removed.
    if (typed.text.trim()) drafts.push(draftOf(typed));
  }
  if (options.includePageBreaks) drafts.push({ type: "PageBreak", text: "", metadata: {} });
  return { drafts, hasText: page.lines.some((line) => /\S/.test(line.text)) };
}

/**
 * Whether the entry is set apart at its edge of the page, as a running head or foot is: nothing else lies
 * between it and the page edge nearer to it (a point of overlap is allowed, so side-by-side heads on one
 * line both are), and the nearest entry on the other side is at least a body line's height away.
 */
function isSetApart(
  entry: Block | Item,
  order: readonly (Block | Item)[],
  height: number,
  body: number,
): boolean {
  const top = entry.box.y0 + entry.box.y1 < height;
  let gap = Number.POSITIVE_INFINITY;
  for (const other of order) {
    if (other === entry) continue;
    if (top ? other.box.y1 <= entry.box.y0 + 1 : other.box.y0 >= entry.box.y1 - 1) return false;
    const between = top ? other.box.y0 - entry.box.y1 : entry.box.y0 - other.box.y1;
    if (between > -1) gap = Math.min(gap, between);
  }
  return gap >= body;
}

/** "Table 1:", "Figure 2.", "Fig. 3 —": how a caption names what it describes. */
const CAPTION_START = /^(table|figure|fig\.?)\s*[0-9IVX]+[a-z]?\s*[.:—–-]/i;

/**
 * A block is a table's or figure's caption when it names one ("Table 1: …", "Fig. 4. …") and sits right
 * before or after a table or figure of the page, in reading order. Text that names a table in running
 * prose is not next to one, so it stays narrative.
 */
function isCaption(text: string, before: Block | Item | undefined, after: Block | Item | undefined): boolean {
  if (!CAPTION_START.test(text) || pySplit(text).length > 60) return false;
  const figureOrTable = (entry: Block | Item | undefined) =>
    entry !== undefined && isItem(entry) && (entry.kind === "table" || entry.kind === "image");
  return figureOrTable(before) || figureOrTable(after);
}

function itemDraft(entry: Item, metadata: ElementMetadata): Draft | undefined {
  if (entry.kind === "table") {
    const { rows: cells, headerRows } = layoutTableRows(entry.table);
    const text = entry.table.rows
      .flat()
      .map((cell) => cell.trim())
      .filter(Boolean)
      .join(" ");
    return {
      type: "Table",
      text,
      metadata: {
        ...metadata,
        text_as_html: tableHtml(cells, { escapeQuotes: true, keepEmptyRows: true, sections: { headerRows } }),
        ...(entry.table.image
          ? { image_base64: entry.table.image.base64, image_mime_type: entry.table.image.mimeType }
          : {}),
      },
    };
  }
  if (entry.kind === "image") {
    const text =
      entry.image.text ??
      entry.absorbed
        .map((line) => line.text.trim())
        .filter(Boolean)
        .join(" ");
    return {
      type: "Image",
      text,
      metadata: {
        ...metadata,
        ...(entry.image.image
          ? { image_base64: entry.image.image.base64, image_mime_type: entry.image.image.mimeType }
          : {}),
      },
    };
  }
  return undefined;
}

/** A layout table's rows as cells: spanning cells with their spans, the positions they cover left out. */
function layoutTableRows(table: LayoutTable): { rows: TableCell[][]; headerRows: number } {
  const covered = new Set<string>();
  const spans = new Map<string, { rowspan: number; colspan: number }>();
  for (const span of table.spans ?? []) {
    spans.set(`${span.row}:${span.col}`, span);
    for (let r = span.row; r < span.row + span.rowspan; r++)
      for (let c = span.col; c < span.col + span.colspan; c++)
        if (r !== span.row || c !== span.col) covered.add(`${r}:${c}`);
  }
  const rows = table.rows.map((row, r) =>
    row.flatMap((text, c): TableCell[] => {
      if (covered.has(`${r}:${c}`)) return [];
      const span = spans.get(`${r}:${c}`);
      return [{ text, colspan: span?.colspan, rowspan: span?.rowspan }];
    }),
  );
  return { rows, headerRows: table.headerRows ?? 0 };
}

/** Puts PageDrafts together in page order. Only the drafts are kept, not the pages. */
export class DraftAssembler {
  readonly #drafts: Draft[] = [];
  #hasText = false;

  add(part: PageDrafts): void {
    for (const draft of part.drafts) this.#drafts.push(draft);
    this.#hasText ||= part.hasText;
  }

  get hasText(): boolean {
    return this.#hasText;
  }

  /** What was added, as one PageDrafts (a run of pages handed on). */
  collected(): PageDrafts {
    return { drafts: this.#drafts, hasText: this.#hasText };
  }

  /** The drafts in order. */
  finish(): Draft[] {
    return this.#drafts;
  }
}

/**
 * Turns pages of geometry into drafts in reading order: titles, paragraphs, list items, furniture,
 * tables (with `text_as_html`) and images, with `page_number`, and `coordinates` when asked.
 */
export function layoutToDrafts(pages: readonly LayoutPage[], options: LayoutOptions): Draft[] {
  const assembler = new DraftAssembler();
  for (const page of pages) assembler.add(pageDrafts(page, options));
  return assembler.finish();
}

export { unionBox };
