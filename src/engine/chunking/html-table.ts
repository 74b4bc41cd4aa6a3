// The rows and cells of a Table's `text_as_html`, in the compact form chunks carry: no attributes but
// colspan/rowspan, every cell a <td>, no thead/tbody/tfoot wrappers, whitespace collapsed. Rows are kept
// with their text so a table can be split on row, then cell, boundaries with HTML that matches the text.
//
// A cell's text is all the text inside it. (The reference reads only the text before a cell's first
// child element, so "a<br/>b" loses "b" there; here it stays.)
import { Parser } from "htmlparser2";
import { collapseWhitespace, cpLength } from "../text/python-str.js";

export interface HtmlCell {
  readonly text: string;
  /** `<td ...>text</td>`, or `<td/>` when empty. */
  readonly html: string;
  /** The same cell as a header cell (`<th>`), for header rows repeated on continuation chunks. */
  readonly headerHtml: string;
}

export interface HtmlRow {
  readonly cells: readonly HtmlCell[];
  /** In the source's <thead>, or holding a <th>. */
  readonly isHeader: boolean;
  readonly html: string;
  readonly headerHtml: string;
  /** Non-empty cell texts joined with a space. */
  readonly text: string;
  readonly textLength: number;
}

export interface HtmlTable {
  readonly rows: readonly HtmlRow[];
  readonly html: string;
}

const KEPT_ATTRIBUTES = ["colspan", "rowspan"];

export const escapeHtmlText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (s: string) => escapeHtmlText(s).replace(/"/g, "&quot;");

function makeCell(rawText: string, attribs: Record<string, string>): HtmlCell {
  const text = collapseWhitespace(rawText);
  const attrs = KEPT_ATTRIBUTES.filter((name) => attribs[name] !== undefined)
    .map((name) => ` ${name}="${escapeAttribute(attribs[name] as string)}"`)
    .join("");
  const tag = (name: string) =>
    text ? `<${name}${attrs}>${escapeHtmlText(text)}</${name}>` : `<${name}${attrs}/>`;
  return { text, html: tag("td"), headerHtml: tag("th") };
}

function makeRow(cells: HtmlCell[], inHead: boolean, hasTh: boolean): HtmlRow {
  const text = cells
    .map((c) => c.text)
    .filter((t) => t !== "")
    .join(" ");
  const wrap = (inner: string) => (inner ? `<tr>${inner}</tr>` : "<tr/>");
  return {
    cells,
    isHeader: inHead || hasTh,
    html: wrap(cells.map((c) => c.html).join("")),
    headerHtml: wrap(cells.map((c) => c.headerHtml).join("")),
    text,
    textLength: cpLength(text),
  };
}

/** The first <table> in `html`, or undefined when there is none. */
export function parseHtmlTable(html: string): HtmlTable | undefined {
  const rows: HtmlRow[] = [];
  let depth = 0;
  let done = false;
  let found = false;
  let inHead = false;
  let row: { cells: HtmlCell[]; inHead: boolean; hasTh: boolean } | undefined;
  let cell: { text: string[]; attribs: Record<string, string>; depth: number } | undefined;

  const closeCell = () => {
    if (row && cell) row.cells.push(makeCell(cell.text.join(""), cell.attribs));
    cell = undefined;
  };
  const closeRow = () => {
    closeCell();
    if (row) rows.push(makeRow(row.cells, row.inHead, row.hasTh));
    row = undefined;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (done) return;
        if (name === "table") {
          depth++;
          if (depth === 1) found = true;
          return;
        }
        // Only the outer table's own rows and cells count; a nested table is text of its cell.
        if (depth !== 1 || (cell && cell.depth !== depth)) return;
        if (name === "thead") inHead = true;
        else if (name === "tbody" || name === "tfoot") inHead = false;
        else if (name === "tr") {
          closeRow();
          row = { cells: [], inHead, hasTh: false };
        } else if (name === "td" || name === "th") {
          closeCell();
          if (!row) row = { cells: [], inHead, hasTh: false };
          if (name === "th") row.hasTh = true;
          cell = { text: [], attribs, depth };
        }
      },
      ontext(text) {
        if (!done && cell) cell.text.push(text);
      },
      onclosetag(name) {
        if (done) return;
        if (name === "table") {
          if (depth === 1) {
            closeRow();
            done = true;
          }
          depth = Math.max(0, depth - 1);
          return;
        }
        if (depth !== 1) return;
        if (name === "td" || name === "th") closeCell();
        else if (name === "tr") closeRow();
        else if (name === "thead") inHead = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  if (!found) return undefined;
  if (!done) closeRow();
  const inner = rows.map((r) => r.html).join("");
  return { rows, html: inner ? `<table>${inner}</table>` : "<table/>" };
}
