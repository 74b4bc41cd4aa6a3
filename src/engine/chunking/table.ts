// A table is a chunk of its own. One that fits (text and compact HTML both within max_characters) stays
// a single Table; a larger one becomes TableChunks split on whole rows, an oversized row on whole cells,
// an oversized cell on words, each with the HTML of exactly the rows or cells in its text. Leading header
// rows are repeated on continuation chunks unless they would eat more than half of a chunk.
import { createHash } from "node:crypto";
import type { Element, ElementMetadata } from "../../contract/element.js";
import { collapseWhitespace, cpLength, pyStrip } from "../text/python-str.js";
import { escapeHtmlText, type HtmlCell, type HtmlRow, type HtmlTable, parseHtmlTable } from "./html-table.js";
import { copyValue, tableChunkMetadata } from "./metadata.js";
import type { ResolvedChunkingOptions } from "./options.js";
import { splitText } from "./split-text.js";

type TextAndHtml = readonly [text: string, html: string | undefined];

/** Below this window the ~33 characters of markup per chunk would leave almost no room for text. */
const MIN_HTML_WINDOW = 50;
/** `<table><tr><td></td></tr></table>`: the markup around one split cell. */
const CELL_MARKUP_LENGTH = 33;

/**
 * The id the chunks of one table share. The reference draws a random UUID; this one is a UUID-shaped
 * (version 8) digest of the table's position in the input, element_id, text and text_as_html, so the
 * same input always gives the same ids.
 */
export function tableIdFor(table: Element, index: number): string {
  const hex = createHash("sha256")
    .update(`${index}\u0000${table.element_id}\u0000${table.text}\u0000${table.metadata?.text_as_html ?? ""}`)
    .digest("hex");
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

class RowAccumulator {
  readonly #maxlen: number;
  #rows: HtmlRow[] = [];
  #textLength = 0;

  constructor(maxlen: number) {
    this.#maxlen = maxlen;
  }

  // Each row costs its text plus one space before the next row's text.
  willFit(row: HtmlRow): boolean {
    return this.#maxlen - this.#rows.length - this.#textLength >= row.textLength;
  }

  add(row: HtmlRow): void {
    this.#rows.push(row);
    this.#textLength += row.textLength;
  }

  flush(): TextAndHtml[] {
    if (this.#rows.length === 0) return [];
    const text = this.#rows
      .map((r) => r.text)
      .filter((t) => t !== "")
      .join(" ");
    const html = `<table>${this.#rows.map((r) => r.html).join("")}</table>`;
    this.#rows = [];
    this.#textLength = 0;
    return [[text, html]];
  }
}

class CellAccumulator {
  readonly #maxlen: number;
  #cells: HtmlCell[] = [];
  #textLength = 0;

  constructor(maxlen: number) {
    this.#maxlen = maxlen;
  }

  willFit(cell: HtmlCell): boolean {
    return this.#maxlen - this.#cells.length - this.#textLength >= cpLength(cell.text);
  }

  add(cell: HtmlCell): void {
    this.#cells.push(cell);
    this.#textLength += cpLength(cell.text);
  }

  flush(): TextAndHtml[] {
    if (this.#cells.length === 0) return [];
    const text = this.#cells
      .map((c) => c.text)
      .filter((t) => t !== "")
      .join(" ");
    const html = `<table><tr>${this.#cells.map((c) => c.html).join("")}</tr></table>`;
    this.#cells = [];
    this.#textLength = 0;
    return [[text, html]];
  }
}

/** (text, html) pairs of an HTML table too big for one chunk, header rows repeated where they fit. */
function* htmlSubtables(table: HtmlTable, hardMax: number): Generator<TextAndHtml> {
  const headerRows: HtmlRow[] = [];
  for (const row of table.rows) {
    if (!row.isHeader) break;
    headerRows.push(row);
  }
  const repeatHeaders = carriedHeaderRows(table, hardMax) > 0;
  const headerText = headerRows
    .map((r) => r.text)
    .filter((t) => t !== "")
    .join(" ");
  const headerHtml = `<thead>${headerRows.map((r) => r.headerHtml).join("")}</thead>`;
  // Continuation chunks keep room for the header text and the space after it.
  const maxlenFor = (first: boolean) =>
    first || !repeatHeaders ? hardMax : Math.max(1, hardMax - cpLength(headerText) - 1);

  let first = true;
  const decorate = ([text, html]: TextAndHtml): TextAndHtml => {
    const isFirst = first;
    first = false;
    if (isFirst || !repeatHeaders) return [text, html];
    const withHeader = headerText && text ? `${headerText} ${text}` : headerText || text;
    const inner = (html ?? "").replace(/^<table>/, "").replace(/<\/table>$/, "");
    return [withHeader, `<table>${headerHtml}${inner}</table>`];
  };

  let rows = new RowAccumulator(maxlenFor(first));
  for (const row of table.rows) {
    if (!rows.willFit(row)) {
      for (const pair of rows.flush()) yield decorate(pair);
      rows = new RowAccumulator(maxlenFor(first));
    }
    if (rows.willFit(row)) {
      rows.add(row);
      continue;
    }
    // A row too big for a chunk of its own: split it between cells, a huge cell between words.
    const maxlen = maxlenFor(first);
    for (const pair of rowSplits(row, maxlen)) yield decorate(pair);
    rows = new RowAccumulator(maxlenFor(first));
  }
  for (const pair of rows.flush()) yield decorate(pair);
}

function* rowSplits(row: HtmlRow, maxlen: number): Generator<TextAndHtml> {
  const cells = new CellAccumulator(maxlen);
  for (const cell of row.cells) {
    if (!cells.willFit(cell)) yield* cells.flush();
    if (cells.willFit(cell)) {
      cells.add(cell);
      continue;
    }
    for (const piece of splitText(cell.text, Math.max(1, maxlen - CELL_MARKUP_LENGTH), 0)) {
      yield [piece, `<table><tr><td>${escapeHtmlText(piece)}</td></tr></table>`];
    }
  }
  yield* cells.flush();
}

/** The chunks of a pre-chunk holding one Table (or TableChunk). */
export function chunkTable(
  table: Element,
  index: number,
  opts: ResolvedChunkingOptions,
  origElements: string | undefined,
): Element[] {
  if (!table.text || collapseWhitespace(table.text) === "") return [];
  const text = pyStrip(table.text);
  const source = table.metadata?.text_as_html;
  const parsed =
    typeof source === "string" && pyStrip(source) !== "" ? parseHtmlTable(pyStrip(source)) : undefined;
  const html = parsed?.html ?? "";
  const { hardMax } = opts;

  const withOrig = (metadata: ElementMetadata): ElementMetadata => {
    if (origElements !== undefined) metadata.orig_elements = origElements;
    return metadata;
  };

  if (cpLength(text) <= hardMax && cpLength(html) <= hardMax) {
    const metadata = tableChunkMetadata(table);
    if (html) metadata.text_as_html = html;
    else delete metadata.text_as_html;
    return [{ type: "Table", element_id: "", text, metadata: withOrig(metadata) }];
  }

  // HTML without any cell text cannot carry the table's text, so such a table is split as plain text.
  const usableHtml = parsed?.rows.some((row) => row.text !== "") === true;
  const pairs: Iterable<TextAndHtml> =
    parsed && usableHtml && hardMax >= MIN_HTML_WINDOW
      ? htmlSubtables(parsed, hardMax)
      : splitText(text, hardMax, opts.overlap).map((piece): TextAndHtml => [piece, undefined]);

  const tableId = tableIdFor(table, index);
  const base = tableChunkMetadata(table);
  const headerRowCount = parsed ? carriedHeaderRows(parsed, hardMax) : 0;
  const chunks: Element[] = [];
  for (const [chunkText, chunkHtml] of pairs) {
    const chunkIndex = chunks.length;
    const metadata: ElementMetadata = copyValue(base);
    if (chunkHtml !== undefined) metadata.text_as_html = chunkHtml;
    else delete metadata.text_as_html;
    if (chunkIndex > 0) metadata.is_continuation = true;
    metadata.num_carried_over_header_rows = chunkIndex > 0 && chunkHtml !== undefined ? headerRowCount : 0;
    metadata.table_id = tableId;
    metadata.chunk_index = chunkIndex;
    chunks.push({ type: "TableChunk", element_id: "", text: chunkText, metadata: withOrig(metadata) });
  }
  return chunks;
}

/** How many header rows continuation chunks repeat: the leading header rows, if short enough. */
function carriedHeaderRows(table: HtmlTable, hardMax: number): number {
  let count = 0;
  let longest = 0;
  for (const row of table.rows) {
    if (!row.isHeader) break;
    count++;
    longest = Math.max(longest, row.textLength);
  }
  return count > 0 && longest <= Math.floor((hardMax + 1) / 2) ? count : 0;
}
