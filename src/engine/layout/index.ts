// Page geometry → drafts: the one place where lines become elements, for the PDF text layer and OCR
// alike. Per page: lines inside tables and figures are set aside, the rest are put in reading order
// (columns), grouped into blocks and typed — furniture by its place on the page, list items, addresses
// and narrative text by the shared text heuristics. Headings are decided for the whole document where
// its pages' drafts come together (DraftAssembler, headings.ts), from cues each page leaves.
import type { ElementMetadata } from "../../contract/element.js";
import type { Draft } from "../core/types.js";
import { isBulletedText, textElement } from "../elements/text-type.js";
import { pySplit } from "../text/python-str.js";
import { type TableCell, tableHtml } from "../text/table-html.js";
import {
  type Block,
  bodySize,
  centreInside,
  groupBlocks,
  isMarker,
  joinMarkers,
  lineSize,
  misread,
  unionBox,
} from "./blocks.js";
import { FURNITURE_BAND, furnitureOf } from "./furniture.js";
import {
  bodyStyle,
  countStyle,
  decideHeadings,
  type HeadingCue,
  inCapitals,
  type PlacedCue,
  pageBodySize,
  type StyleCount,
} from "./headings.js";
import { readingOrder } from "./reading-order.js";
import type { Box, LayoutImage, LayoutLine, LayoutPage, LayoutTable, LayoutWord } from "./types.js";

export type { Box, LayoutImage, LayoutLine, LayoutPage, LayoutTable } from "./types.js";

export interface LayoutOptions {
  coordinates: boolean;
  includePageBreaks: boolean;
  filename: string;
}

type Item =
  | { kind: "line"; box: Box; line: LayoutLine; order?: number | undefined }
  | { kind: "table"; box: Box; table: LayoutTable }
  | { kind: "image"; box: Box; image: LayoutImage; absorbed: LayoutLine[] };

/** A letter and a hyphen (hyphen-minus or U+2010) ending a line, a lower-case letter starting the next. */
const HYPHEN_END = /\p{L}[-\u2010]$/u;
const LOWER_START = /^\p{Ll}/u;
/** "pre- and post-war": a hyphen left hanging before a conjunction keeps its space. */
const SUSPENDED = /^(and|or|nor|to|und|oder|et|ou)\b/u;
/** Han, kana and their punctuation: written without spaces between words. */
const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60ー]$/u;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60ー]/u;

/**
 * What goes between two lines of a block: a space, or nothing where the line break cut a word. A word
 * hyphenated across the break ("non-" / "stops") is one word with its hyphen kept (the file cannot say
 * whether the hyphen is the word's own, and "non-stops" reads right either way); a soft hyphen (U+00AD,
 * a hyphenation point the file marks as such) is dropped. Chinese and Japanese break lines between any
 * two characters and put no space between words. Korean puts spaces between words, but a browser breaks
 * its lines between any two syllables too ("존엄과" printed as "존" / "엄과"), and the file cannot tell
 * such a break from one at a space: the space is not drawn at either, and the room left on the line
 * (what justification adds to its spaces, or the gap to the column's edge) is less than a syllable in
 * most breaks of both kinds (Chromium, 524 line ends measured). A Hangul line end keeps its space:
 * joining them all would glue a third of them, real words, together.
 */
export function lineJoint(before: string, after: string): { cut: number; joint: string } {
  if (before.endsWith("\u00ad") && /\p{L}\u00ad$/u.test(before) && /^\p{L}/u.test(after))
    return { cut: 1, joint: "" };
  if (HYPHEN_END.test(before) && LOWER_START.test(after) && !SUSPENDED.test(after))
    return { cut: 0, joint: "" };
  if (CJK_END.test(before) && CJK_START.test(after)) return { cut: 0, joint: "" };
  return { cut: 0, joint: " " };
}

function blockText(block: Block): { text: string; lineStarts: number[] } {
  const lineStarts: number[] = [];
  let text = "";
  for (const line of block.lines) {
    const piece = line.text.trim();
    if (!piece) continue;
    if (text) {
      const { cut, joint } = lineJoint(text, piece);
      text = text.slice(0, text.length - cut) + joint;
    }
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
function planPage(page: LayoutPage): {
  order: (Item | Block)[];
  body: number;
  ocr: boolean;
  textLines: LayoutLine[];
  leafOf: Map<LayoutLine, number>;
} {
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
  for (const [order, line] of joinMarkers(page.lines).entries()) {
    if (!line.text.trim()) continue;
    if (tables.some((table) => centreInside(line.box, table.box))) continue;
    const figure = imageItems.find((item) => centreInside(line.box, item.box));
    if (figure) {
      figure.absorbed.push(line);
      continue;
    }
    textLines.push(line);
    // The text layer gives its lines in the file's order; OCR's order is its own guess.
    items.push({
      kind: "line",
      box: line.box,
      line,
      order: line.confidence === undefined ? order : undefined,
    });
  }
  for (const table of tables) items.push({ kind: "table", box: table.box, table });
  items.push(...imageItems);

  const body = bodySize(textLines);
  const ocr = textLines.some((line) => line.confidence !== undefined);
  const leaves = readingOrder(items, Math.max(body * 0.9, 1));
  const leafOf = new Map<LayoutLine, number>();
  for (const [index, leaf] of leaves.entries()) {
    for (const item of leaf) if (item.kind === "line") leafOf.set(item.line, index);
  }
  const ordered = leaves.flat();
  const order: (Item | Block)[] = [];
  let run: LayoutLine[] = [];
  const flush = () => {
    if (run.length > 0) order.push(...groupBlocks(run, body));
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
  return { order, body, ocr, textLines, leafOf };
}

function isItem(entry: Item | Block): entry is Item {
  return "kind" in entry;
}

function emphasisOf(block: Block): { contents: string[]; tags: string[] } {
  const contents: string[] = [];
  const tags: string[] = [];
  for (const line of block.lines) {
    // OCR's weight is measured from the pixels (ocr/weight.ts) for typing; it makes no emphasis.
    if (line.confidence !== undefined) continue;
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

/**
 * The type of a block when it is no heading (headings are decided for the whole document, see
 * headings.ts): furniture, list items, e-mail addresses and addresses as the text says, else narrative
 * text; short text the shared heuristics would call a title is uncategorized here, as only type size,
 * weight and isolation make a heading of a page's text.
 */
function fallbackOf(text: string, furniture: ReturnType<typeof furnitureOf>): { type: string; text: string } {
  if (furniture) return { type: furniture, text };
  const typed = textElement(text);
  if (typed.type === "Title") return { type: "UncategorizedText", text };
  return typed;
}

/** The block's type size, weight and style, by the characters of its lines. */
function blockStyle(block: Block): { size: number; bold: boolean; italic: boolean; chars: number } {
  const sizes = new Map<number, number>();
  let chars = 0;
  let bold = 0;
  let italic = 0;
  for (const line of block.lines) {
    const n = line.text.trim().length;
    chars += n;
    sizes.set(lineSize(line), (sizes.get(lineSize(line)) ?? 0) + n);
    if (line.emphasis && !line.bold) {
      for (const run of line.emphasis) {
        if (run.bold) bold += run.text.length;
        if (run.italic) italic += run.text.length;
      }
    } else {
      if (line.bold) bold += n;
      if (line.italic) italic += n;
    }
  }
  let size = lineSize(block.lines[0] as LayoutLine);
  let most = -1;
  for (const [s, n] of sizes) {
    if (n > most || (n === most && s > size)) {
      size = s;
      most = n;
    }
  }
  // A section number set in the body's weight before a bold heading still leaves the heading bold.
  return { size, bold: chars > 0 && bold >= chars * 0.8, italic: chars > 0 && italic >= chars * 0.8, chars };
}

/**
 * Whether the block's lines have the page to themselves: no other line of the page shares their height
 * in the same reading-order column or comes within an em; none beside them on this side of a column
 * gutter is set in the same bold type (a table's header row); they are not one of three or more pieces
 * in a row (a table row); and no line is a row of words set far apart (what OCR gives for a table row).
 */
/** Whether some line within `reach` above or below spans the horizontal gap between `a` and `b`. */
function crossed(a: LayoutLine, b: LayoutLine, lines: readonly LayoutLine[], reach: number): boolean {
  const from = Math.min(a.box.x1, b.box.x1);
  const to = Math.max(a.box.x0, b.box.x0);
  const top = Math.min(a.box.y0, b.box.y0) - reach;
  const bottom = Math.max(a.box.y1, b.box.y1) + reach;
  return lines.some(
    (line) =>
      line !== a &&
      line !== b &&
      line.box.y1 > top &&
      line.box.y0 < bottom &&
      (line.box.y1 <= Math.min(a.box.y0, b.box.y0) || line.box.y0 >= Math.max(a.box.y1, b.box.y1)) &&
      line.box.x0 <= from + 1 &&
      line.box.x1 >= to - 1,
  );
}

function standsAlone(block: Block, lines: readonly LayoutLine[], leafOf: Map<LayoutLine, number>): boolean {
  const own = new Set(block.lines);
  for (const line of block.lines) {
    const size = lineSize(line);
    // A heading's words are set with ordinary spaces; a gap of an em and a half parts table cells (a
    // section number may stand a tab stop before its title).
    const words = line.words ?? [];
    for (let i = 1; i < words.length; i++) {
      if (i === 1 && isMarker((words[0] as LayoutWord).text)) continue;
      if ((words[i] as LayoutWord).box.x0 - (words[i - 1] as LayoutWord).box.x1 > size * 1.5) return false;
    }
    const height = line.box.y1 - line.box.y0;
    const beside: Box[] = [];
    for (const other of lines) {
      if (own.has(other)) continue;
      const overlap = Math.min(line.box.y1, other.box.y1) - Math.max(line.box.y0, other.box.y0);
      if (overlap < Math.min(height, other.box.y1 - other.box.y0) * 0.5) continue;
      const gap = Math.max(other.box.x0 - line.box.x1, line.box.x0 - other.box.x1);
      if (gap < size) return false;
      if (leafOf.get(other) === leafOf.get(line)) return false;
      // Beyond a column gutter (no line nearby crosses the gap, as text above or below a table row
      // does), another column's text does not share the line.
      if (!crossed(line, other, lines, size * 4)) continue;
      // Bold beside bold in the same type: a table's header row.
      const sameType =
        Math.abs(lineSize(other) / size - 1) < 0.05 && Boolean(other.bold) === Boolean(line.bold);
      if (sameType && line.bold) return false;
      beside.push(other.box);
    }
    // Two more pieces in the same bold type on the line, whatever parts them: a table's header row.
    const boldBeside = lines.filter(
      (other) =>
        !own.has(other) &&
        other.bold &&
        line.bold &&
        Math.abs(other.box.y1 - line.box.y1) < size * 0.25 &&
        Math.abs(lineSize(other) / size - 1) < 0.05,
    );
    if (boldBeside.length >= 2) return false;
    // Pieces beside the line in two or more places (left and right, or two columns over): a table row.
    beside.sort((a, b) => a.x0 - b.x0);
    let places = 0;
    let reach = Number.NEGATIVE_INFINITY;
    for (const box of beside) {
      if (box.x0 > reach) places++;
      reach = Math.max(reach, box.x1);
    }
    if (places >= 2) return false;
  }
  return true;
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
  /** What the text blocks' drafts need for the document's heading decision; `index` is into `drafts`. */
  cues?: HeadingCue[] | undefined;
  /** Characters per type size and weight on the pages, for the document's body style. */
  styles?: StyleCount[] | undefined;
}

/** A page this much wider than tall is in landscape, a slide's shape (4:3 is 1.33, Letter turned 1.29). */
const WIDE = 1.25;

/** One page of geometry → its drafts. */
export function pageDrafts(page: LayoutPage, options: LayoutOptions): PageDrafts {
  const plan = planPage(page);
  const drafts: Draft[] = [];
  const cues: HeadingCue[] = [];
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
    const caption = !furniture && isCaption(text, plan.order[position - 1], plan.order[position + 1]);
    const typed = caption ? { type: "FigureCaption", text } : fallbackOf(text, furniture);
    // A lone bullet glyph says nothing once the bullet is removed.
    if (!typed.text.trim()) continue;
    const style = blockStyle(entry);
    const excluded =
      furniture !== undefined ||
      caption ||
      misread(entry.lines) ||
      typed.type === "EmailAddress" ||
      typed.type === "Address" ||
      isBulletedText(text);
    cues.push({
      index: drafts.length,
      ...style,
      caps: inCapitals(text),
      lines: entry.lines.length,
      ocr: plan.ocr,
      fallback: typed.type,
      excluded,
      edge: bottom <= FURNITURE_BAND ? "top" : top >= 1 - FURNITURE_BAND ? "bottom" : undefined,
      wide: page.width >= page.height * WIDE,
      ...spaceAround(entry, plan.order),
      alone: !excluded && entry.lines.length <= 4 && standsAlone(entry, plan.textLines, plan.leafOf),
    });
    drafts.push(draftOf(typed));
  }
  if (options.includePageBreaks) drafts.push({ type: "PageBreak", text: "", metadata: {} });
  const styles: StyleCount[] = [];
  for (const line of page.lines) {
    const chars = line.text.trim().length;
    if (chars > 0)
      countStyle(styles, lineSize(line), Boolean(line.bold), chars, line.confidence !== undefined);
  }
  const pageBody = pageBodySize(styles);
  const pageStyle = bodyStyle(styles);
  const wide = page.width >= page.height * WIDE;
  const point = plan.ocr ? page.width / ((wide ? 11 : 8.5) * 72) : 1;
  for (const cue of cues) {
    if (pageBody !== undefined) cue.pageBody = pageBody;
    cue.pageStyle = pageStyle;
    if (point !== 1) cue.point = point;
  }
  return { drafts, hasText: page.lines.some((line) => /\S/.test(line.text)), cues, styles };
}

/**
 * The white space above and below a block, to the nearest entry of the page (text, table or figure)
 * that shares some of its width; undefined where nothing is there (the block starts its column).
 */
function spaceAround(
  block: Block,
  order: readonly (Block | Item)[],
): { spaceAbove: number | undefined; spaceBelow: number | undefined } {
  let above = Number.POSITIVE_INFINITY;
  let below = Number.POSITIVE_INFINITY;
  for (const other of order) {
    if (other === block || other.box.x1 <= block.box.x0 || other.box.x0 >= block.box.x1) continue;
    const centre = (other.box.y0 + other.box.y1) / 2;
    if (centre < block.box.y0) above = Math.min(above, Math.max(0, block.box.y0 - other.box.y1));
    else if (centre > block.box.y1) below = Math.min(below, Math.max(0, other.box.y0 - block.box.y1));
  }
  return {
    spaceAbove: Number.isFinite(above) ? above : undefined,
    spaceBelow: Number.isFinite(below) ? below : undefined,
  };
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

/**
 * Puts PageDrafts together in page order. Only the drafts are kept, not the pages; the headings are
 * decided when all of the document's drafts are in (finish), from the cues the pages left.
 */
export class DraftAssembler {
  readonly #drafts: Draft[] = [];
  readonly #cues: HeadingCue[] = [];
  readonly #styles: StyleCount[] = [];
  #hasText = false;

  add(part: PageDrafts): void {
    const offset = this.#drafts.length;
    for (const draft of part.drafts) this.#drafts.push(draft);
    for (const cue of part.cues ?? []) this.#cues.push({ ...cue, index: cue.index + offset });
    for (const [size, bold, chars, ocr] of part.styles ?? [])
      countStyle(this.#styles, size, bold, chars, ocr);
    this.#hasText ||= part.hasText;
  }

  get hasText(): boolean {
    return this.#hasText;
  }

  /** What was added, as one PageDrafts (a run of pages handed on), headings still undecided. */
  collected(): PageDrafts {
    return { drafts: this.#drafts, hasText: this.#hasText, cues: this.#cues, styles: this.#styles };
  }

  /** The drafts in order, headings decided. */
  finish(): Draft[] {
    const placed: PlacedCue[] = [];
    for (const cue of this.#cues) {
      const draft = this.#drafts[cue.index];
      if (draft) placed.push({ ...cue, draft });
    }
    decideHeadings(placed, this.#styles);
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
