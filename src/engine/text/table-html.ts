// The one writer of a Table's `text_as_html` and of the text that goes with it, for every table producer
// (csv/tsv, spreadsheets, HTML and the markup formats that go through it, docx/odt/doc, pptx, layout).
// The form is the reference's current compact one (unstructured/common/html_table.py): no whitespace
// between tags, no attributes but colspan/rowspan, no thead/tbody/tfoot, every cell a `<td>`, a cell's
// whitespace collapsed, a line break inside a cell written `<br/>`, an empty cell `<td/>`. The text is
// every non-empty cell, whitespace collapsed, joined by one space.
//
// One detail differs between the reference's producers and is kept as an option: docx and HTML write
// the escaped cell text as is (Python's html.escape, quotes become &quot; and &#x27;), while csv, tsv,
// spreadsheets and pptx send their markup through lxml once more, which writes quotes plainly.
//
// Tables found in page geometry (PDF pages, scans, images) are written as the reference's hi_res table
// model writes them instead (option `sections`): header rows in `<thead>` with `<th>` cells, the other
// rows in `<tbody>`.
import { collapseWhitespace } from "./python-str.js";

/** A cell covering one grid position, or several with colspan/rowspan. */
export interface TableCell {
  text: string;
  colspan?: number | undefined;
  rowspan?: number | undefined;
  /**
   * The cell's content as markup already (inline tags the producer keeps, text escaped); written
   * instead of the escaped text. The cell is empty when `text` is.
   */
  html?: string | undefined;
}

export type TableRow = readonly (string | TableCell)[];

export interface TableHtmlOptions {
  /** Escape `"` and `'` too (docx, HTML); else only `&`, `<`, `>` (csv, tsv, spreadsheets, pptx). */
  escapeQuotes?: boolean;
  /**
   * Keep a row without cells as `<tr></tr>`: in a table with rowspans a row fully covered from above
   * holds no cells, and dropping it would shift every later row. Otherwise such rows are left out.
   */
  keepEmptyRows?: boolean;
  /**
   * Write `<thead>` (its cells `<th>`) for the first `headerRows` rows and `<tbody>` for the rest, as the
   * reference's hi_res table model does; only tables found in page geometry ask for it.
   */
  sections?: { headerRows: number } | undefined;
}

const BASIC = /[&<>]/g;
const WITH_QUOTES = /[&<>"']/g;
const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** Cell text made safe for markup, with or without the quotes. */
export function escapeCellText(text: string, escapeQuotes = false): string {
  return text.replace(escapeQuotes ? WITH_QUOTES : BASIC, (c) => ESCAPES[c] as string);
}

const asCell = (cell: string | TableCell): TableCell => (typeof cell === "string" ? { text: cell } : cell);

function td(cell: TableCell, escapeQuotes: boolean, tag = "td"): string {
  const inner =
    cell.html !== undefined
      ? collapseWhitespace(cell.html)
      : collapseWhitespace(escapeCellText(cell.text, escapeQuotes).split("\n").join("<br/>"));
  let attrs = "";
  if ((cell.colspan ?? 1) > 1) attrs += ` colspan="${cell.colspan}"`;
  if ((cell.rowspan ?? 1) > 1) attrs += ` rowspan="${cell.rowspan}"`;
  return inner ? `<${tag}${attrs}>${inner}</${tag}>` : `<${tag}${attrs}/>`;
}

/** The compact `<table>` of `rows`; "" for a table without rows. */
export function tableHtml(rows: readonly TableRow[], options: TableHtmlOptions = {}): string {
  if (rows.length === 0) return "";
  const escapeQuotes = options.escapeQuotes ?? false;
  const parts = ["<table>"];
  const header = options.sections ? Math.min(options.sections.headerRows, rows.length) : 0;
  for (const [index, row] of rows.entries()) {
    if (options.sections && index === 0 && header > 0) parts.push("<thead>");
    if (options.sections && index === header) parts.push(header > 0 ? "</thead><tbody>" : "<tbody>");
    if (row.length === 0 && !options.keepEmptyRows) continue;
    parts.push("<tr>");
    const tag = index < header ? "th" : "td";
    for (const cell of row) parts.push(td(asCell(cell), escapeQuotes, tag));
    parts.push("</tr>");
  }
  if (options.sections) parts.push(header < rows.length ? "</tbody>" : "</thead>");
  parts.push("</table>");
  return parts.join("");
}

/** The table's text: every non-empty cell, whitespace collapsed, joined by one space. */
export function tableText(rows: readonly TableRow[]): string {
  const texts: string[] = [];
  for (const row of rows) {
    for (const cell of row) {
      const text = collapseWhitespace(asCell(cell).text);
      if (text) texts.push(text);
    }
  }
  return texts.join(" ");
}
