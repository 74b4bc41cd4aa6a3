// Pages of known structure for `npm run bench -- structure`: the elements a source document gives (its
// truth) and the HTML that shows exactly those elements in one of the two print styles. What does not
// matter for structure (fonts, heading treatment, table width, header shading, line height) varies from
// page to page, drawn from a seed, so nobody tunes to one look.
import { createHash } from "node:crypto";
import type { AnyNode, Element as DomElement } from "domhandler";
import { strFromU8, unzipSync } from "fflate";
import { parseDocument } from "htmlparser2";
import type { Element } from "../src/contract/element.js";
import { collapse } from "./structure-scores.js";

// -------------------------------------------------------------------------------------------- the truth

export interface TruthCell {
  text: string;
  colspan: number;
  rowspan: number;
}

export interface TruthTable {
  /** Rows of the header (<thead>); 0 when the source marks none. */
  headerRows: number;
  rows: TruthCell[][];
}

export type TruthElement =
  | { kind: "heading"; text: string; level: number; open?: true }
  | { kind: "text"; text: string; open?: true; furniture?: true }
  | { kind: "item"; text: string }
  | { kind: "code"; text: string }
  /** `open`: why the printed page leaves it open whether this is a table (see `printedTables`). */
  | { kind: "table"; table: TruthTable; open?: string };

/** Types that are page furniture or pictures: no text of the page's body, left out of truth and output. */
export const FURNITURE = new Set(["Header", "Footer", "PageNumber", "PageBreak", "Image"]);
/**
 * Page furniture with text: a document printed as it is (LibreOffice) shows its headers and footers on
 * the page, so there they are kept, in truth and output alike (the Chromium pages print none).
 */
export const PRINTED_FURNITURE = new Set(["Header", "Footer", "PageNumber"]);

function cellsOf(row: DomElement): DomElement[] {
  return row.children.filter(
    (c): c is DomElement => c.type === "tag" && (c.name === "td" || c.name === "th"),
  );
}

function textOf(node: AnyNode): string {
  if (node.type === "text") return (node as unknown as { data: string }).data;
  if (node.type !== "tag") return "";
  const el = node as DomElement;
  return el.name === "br" ? " " : el.children.map(textOf).join("");
}

function rowsOf(nodes: AnyNode[], inHead: boolean, out: { row: DomElement; head: boolean }[]): void {
  for (const node of nodes) {
    if (node.type !== "tag") continue;
    const el = node as DomElement;
    if (el.name === "tr") out.push({ row: el, head: inHead });
    else if (el.name === "thead") rowsOf(el.children, true, out);
    else if (el.name === "tbody" || el.name === "tfoot") rowsOf(el.children, false, out);
  }
}

/** A table from text_as_html; all-empty rows and columns are dropped (a printed page cannot show them). */
export function truthTable(html: string): TruthTable | undefined {
  const doc = parseDocument(html);
  const find = (nodes: AnyNode[]): DomElement | undefined => {
    for (const n of nodes) {
      if (n.type !== "tag") continue;
      const el = n as DomElement;
      if (el.name === "table") return el;
      const inner = find(el.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const table = find(doc.children);
  if (!table) return undefined;
  const found: { row: DomElement; head: boolean }[] = [];
  rowsOf(table.children, false, found);
  let rows = found.map(({ row }) =>
    cellsOf(row).map((cell) => ({
      text: collapse(textOf(cell)),
      colspan: Math.max(1, Number.parseInt(cell.attribs.colspan ?? "1", 10) || 1),
      rowspan: Math.max(1, Number.parseInt(cell.attribs.rowspan ?? "1", 10) || 1),
    })),
  );
  let headerRows = 0;
  while (headerRows < found.length && found[headerRows]?.head) headerRows++;
  const spans = rows.some((r) => r.some((c) => c.colspan > 1 || c.rowspan > 1));
  if (!spans) {
    // Without spans a column is the n-th cell of each row.
    const width = Math.max(0, ...rows.map((r) => r.length));
    const keep = [...Array(width).keys()].filter((col) => rows.some((r) => (r[col]?.text ?? "") !== ""));
    rows = rows.map((r) => keep.map((col) => r[col]).filter((c): c is TruthCell => c !== undefined));
  }
  const kept = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.some((c) => c.text !== ""));
  headerRows = kept.filter(({ i }) => i < headerRows).length;
  rows = kept.map(({ r }) => r);
  if (rows.length === 0) return undefined;
  return { headerRows, rows };
}

/**
 * A table whose every row has fewer than two cells is a layout device (a boxed paragraph, a framed page
 * title, an e-mail's layout grid), not a data table: no reader can tell it from a framed paragraph, and
 * TEDS on it measures nothing. It is no table of the truth; its text stays in the page's text.
 */
export function isLayoutTable(table: TruthTable): boolean {
  return table.rows.every((row) => row.length < 2);
}

/** Why a table of an office document's truth is open: the reasons, as the report counts them. */
export const OPEN_TABLE_REASONS = {
  letters: "a grid of one-character cells",
  oneRow: "a one-row table",
  oneFilled: "one filled cell a row",
} as const;

/**
 * The tables of an office document as LibreOffice prints it, which shows the document as its author
 * formatted it (borderless tables, sheets without gridlines) rather than as its partition's elements:
 *
 * - A sheet prints its cells on one grid. The sheet partitioner splits a sheet's table at an empty row,
 *   a header block (a few rows) above a blank row and the figures below it: on the page they are one
 *   table, with the same columns and the blank row as space between its head and body. A table of at
 *   most HEADER_BLOCK_ROWS rows followed (nothing between) by one with the same number of columns is
 *   that table's head; a table so joined takes no more.
 * - A grid of one-character cells ('a', 'x': the corpus's test grids) has nothing a reader could tell
 *   a table by: without rules it is letters on lines. Whether it is a table is open (neither a found table
 *   matching it nor a missed one counts).
 * - A table of one row prints as one line with gaps: a table only where the author ruled it, which
 *   the source's elements do not say. Open as well.
 * - A table with one filled cell a row, the rest empty, prints without rules as a column of words, one
 *   a line: a layout table (see `isLayoutTable`) unless ruled, which the elements do not say. Open.
 */
export function printedTables(truth: readonly TruthElement[], extension: string): TruthElement[] {
  const sheet = extension === ".xlsx" || extension === ".xls";
  const out: TruthElement[] = [];
  let joined = false;
  for (const e of truth) {
    const last = out.at(-1);
    if (
      sheet &&
      !joined &&
      e.kind === "table" &&
      last?.kind === "table" &&
      last.table.rows.length <= HEADER_BLOCK_ROWS &&
      columns(last.table) === columns(e.table)
    ) {
      out[out.length - 1] = {
        kind: "table",
        table: { headerRows: last.table.headerRows, rows: [...last.table.rows, ...e.table.rows] },
      };
      joined = true;
      continue;
    }
    joined = false;
    out.push(e);
  }
  return out.map((e) => {
    if (e.kind !== "table" || isLayoutTable(e.table)) return e;
    const cells = e.table.rows.flat().filter((c) => c.text !== "");
    if (cells.every((c) => [...c.text].length <= 1)) return { ...e, open: OPEN_TABLE_REASONS.letters };
    if (e.table.rows.length < 2) return { ...e, open: OPEN_TABLE_REASONS.oneRow };
    if (e.table.rows.every((row) => row.filter((c) => c.text !== "").length < 2))
      return { ...e, open: OPEN_TABLE_REASONS.oneFilled };
    return e;
  });
}

/** Rows a sheet's header block has at most (see `printedTables`). */
const HEADER_BLOCK_ROWS = 3;

/**
 * The text of a sheet's text boxes (xl/drawings/*.xml), a paragraph each: LibreOffice prints them over
 * the sheet (a disclaimer, a note), and the sheet partitioner, reading cells, gives none of it. Where
 * a box stands among the cells is not known from them: its paragraphs go after the sheet's elements.
 */
export function sheetTextBoxes(xlsx: Uint8Array): TruthElement[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(xlsx, { filter: (f) => /^xl\/drawings\/[^/]+\.xml$/.test(f.name) });
  } catch {
    return [];
  }
  const out: TruthElement[] = [];
  for (const name of Object.keys(files).sort()) {
    const xml = strFromU8(files[name] as Uint8Array);
    for (const body of xml.match(/<xdr:txBody>[\s\S]*?<\/xdr:txBody>/g) ?? []) {
      for (const paragraph of body.match(/<a:p>[\s\S]*?<\/a:p>|<a:p [\s\S]*?<\/a:p>/g) ?? []) {
        const text = collapse(
          [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)]
            .map((m) => decodeXml(m[1] ?? ""))
            .join(""),
        );
        if (text) out.push({ kind: "text", text });
      }
    }
  }
  return out;
}

/**
 * The texts of a deck's date, footer and slide-number placeholders (p:ph type dt, ftr, sldNum) on its
 * slides: LibreOffice does not print what the file holds there (it shows its own header and footer
 * fields, off unless the deck turns them on), so the page has none of it.
 */
export function unprintedPlaceholders(pptx: Uint8Array): Set<string> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(pptx, { filter: (f) => /^ppt\/slides\/slide\d+\.xml$/.test(f.name) });
  } catch {
    return new Set();
  }
  const out = new Set<string>();
  for (const data of Object.values(files)) {
    for (const shape of strFromU8(data).match(/<p:sp>[\s\S]*?<\/p:sp>/g) ?? []) {
      if (!/<p:ph [^>]*type="(?:dt|ftr|sldNum)"/.test(shape)) continue;
      const text = collapse(
        [...shape.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1] ?? "")).join(" "),
      );
      if (text) out.add(text);
    }
  }
  return out;
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&");
}

/** Columns of a table: its widest row's cells, spans counted. */
function columns(table: TruthTable): number {
  return Math.max(0, ...table.rows.map((r) => r.reduce((n, c) => n + c.colspan, 0)));
}

export function tableHtml(table: TruthTable): string {
  const cell = (c: TruthCell, tag: string) =>
    `<${tag}${c.colspan > 1 ? ` colspan="${c.colspan}"` : ""}${c.rowspan > 1 ? ` rowspan="${c.rowspan}"` : ""}>${escapeHtml(c.text)}</${tag}>`;
  const row = (r: TruthCell[], tag: string) => `<tr>${r.map((c) => cell(c, tag)).join("")}</tr>`;
  const head = table.rows.slice(0, table.headerRows);
  const body = table.rows.slice(table.headerRows);
  return `<table>${head.length > 0 ? `<thead>${head.map((r) => row(r, "th")).join("")}</thead>` : ""}<tbody>${body.map((r) => row(r, "td")).join("")}</tbody></table>`;
}

/** The table's text in row order, cells separated by a space (as element text). */
export function tableText(table: TruthTable): string {
  return collapse(table.rows.map((r) => r.map((c) => c.text).join(" ")).join(" "));
}

/**
 * Whether the source leaves open that an element of an office document is a heading, for the
 * LibreOffice set, where the page shows the document as its author formatted it rather than as the
 * truth's types: text the source's type tests could not type (UncategorizedText: "Lorem Ipsum" set bold
 * and underlined in Word without a heading style, "CHAPTER 1"), a sheet's Titles (a spreadsheet has no
 * heading markup: they are guesses from the text), and a slide's Titles outside its title placeholder
 * (the reference types a text box's short lines as Titles one level below the slide's title by the
 * text alone: the letters on shapes, a bullet "If not now when?", a subtitle). A slide's title (depth 0)
 * and a Word or ODF heading style are headings.
 */
export function openAsHeading(element: Element, extension: string, headings: boolean): boolean {
  if (element.type === "UncategorizedText") return true;
  if (element.type !== "Title") return false;
  if (!headings) return true;
  return (extension === ".pptx" || extension === ".ppt") && (element.metadata?.category_depth ?? 0) > 0;
}

export function elementText(element: TruthElement): string {
  return element.kind === "table" ? tableText(element.table) : element.text;
}

/**
 * The truth of a source document: its elements as docflow's engine gives them for the source format
 * (which matches the reference's expectations), furniture and pictures left out. A Title's level is the
 * rank of its category_depth among the document's depths (1 = the top). `headings` false: the format
 * has no markup for headings (plain text, sheets, mail), so its Titles are guesses from the text alone
 * and the page shows them as the paragraphs they are written as. `open`: elements whose being a heading
 * the source does not settle (see `openAsHeading`); a Title matching one is neither right nor wrong.
 */
export function truthFromElements(
  elements: readonly Element[],
  headings = true,
  open: (element: Element) => boolean = () => false,
  furniture = false,
): TruthElement[] {
  const depths = [
    ...new Set(elements.filter((e) => e.type === "Title").map((e) => e.metadata?.category_depth ?? 0)),
  ].sort((a, b) => a - b);
  const out: TruthElement[] = [];
  for (const e of elements) {
    const printed = furniture && PRINTED_FURNITURE.has(e.type);
    if (FURNITURE.has(e.type) && !printed) continue;
    const text = collapse(e.text ?? "");
    if (printed) {
      if (text) out.push({ kind: "text", text, furniture: true });
      continue;
    }
    if (e.type === "Table") {
      const table = e.metadata?.text_as_html ? truthTable(e.metadata.text_as_html) : undefined;
      if (table) out.push({ kind: "table", table });
      else if (text) out.push({ kind: "text", text });
      continue;
    }
    if (!text) continue;
    const opened = open(e) ? { open: true as const } : {};
    if (e.type === "Title" && headings) {
      out.push({
        kind: "heading",
        text,
        level: depths.indexOf(e.metadata?.category_depth ?? 0) + 1,
        ...opened,
      });
    } else if (e.type === "ListItem") out.push({ kind: "item", text });
    else if (e.type === "CodeSnippet") out.push({ kind: "code", text: e.text ?? text });
    else out.push({ kind: "text", text, ...opened });
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ styles

export type PrintStyle = "bordered" | "rules";
export const PRINT_STYLES: readonly PrintStyle[] = ["bordered", "rules"];

/** A small seeded generator (mulberry32): the same page always gets the same look. */
export function seeded(seed: string): () => number {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, choices: readonly T[]): T {
  return choices[Math.floor(random() * choices.length)] as T;
}

// TrueType fonts only: Chromium embeds CFF-flavoured OpenType (.otf) as Type 3 fonts, which real
// Chromium-printed documents seldom have.
const SERIF = ["Liberation Serif", "DejaVu Serif", "Caladea", "FreeSerif"];
const SANS = ["Liberation Sans", "Carlito", "DejaVu Sans", "FreeSans"];

export type HeadingTreatment = "sized" | "bold" | "numbered" | "caps";

export interface Look {
  style: PrintStyle;
  body: string;
  headingFont: string;
  sizePt: number;
  lineHeight: number;
  headings: HeadingTreatment;
  /** Paragraphs separated by space, or by a first-line indent. */
  indent: boolean;
  tableWidth: "auto" | "full";
  /** Widest a cell may grow in an auto-width table (in), so long cells wrap. */
  cellMaxIn: number;
  headerShade: boolean;
  /** Tables whose source marks no header get their first row drawn as one. */
  firstRowHeader: boolean;
  ruleWidth: number;
}

export function drawLook(style: PrintStyle, seed: string): Look {
  const random = seeded(seed);
  const serif = random() < 0.6;
  const body = pick(random, serif ? SERIF : SANS);
  const headingFont = random() < 0.3 ? pick(random, serif ? SANS : SERIF) : body;
  return {
    style,
    body,
    headingFont,
    sizePt: style === "bordered" ? pick(random, [10.5, 11, 11.5, 12]) : pick(random, [8.5, 9, 9.5]),
    lineHeight: pick(random, [1.2, 1.3, 1.4]),
    headings: pick(random, ["sized", "bold", "numbered", "caps"] as const),
    indent: random() < 0.3,
    tableWidth: random() < 0.5 ? "auto" : "full",
    cellMaxIn: pick(random, [1.6, 2.2, 3]),
    headerShade: random() < 0.4,
    firstRowHeader: random() < 0.7,
    ruleWidth: pick(random, [0.5, 0.75, 1]),
  };
}

/** Page geometry in CSS px (96 per inch): Letter paper. */
export const PAGE = { widthIn: 8.5, heightIn: 11 };
export function marginIn(style: PrintStyle): number {
  return style === "bordered" ? 0.9 : 0.6;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The look's CSS; #page is the page's text area, of fixed height so overflow shows before printing. */
export function lookCss(look: Look): string {
  const margin = marginIn(look.style);
  const width = (PAGE.widthIn - 2 * margin) * 96;
  // A little under the page's text height: rounding must never push a line onto a second page.
  const height = (PAGE.heightIn - 2 * margin) * 96 - 6;
  const headingRules: Record<HeadingTreatment, string[]> = {
    sized: [
      "font-size:1.6em;font-weight:bold",
      "font-size:1.3em;font-weight:bold",
      "font-size:1.12em;font-weight:bold",
      "font-size:1em;font-weight:bold",
    ],
    numbered: [
      "font-size:1.45em;font-weight:bold",
      "font-size:1.2em;font-weight:bold",
      "font-size:1.05em;font-weight:bold",
      "font-size:1em;font-weight:bold;font-style:italic",
    ],
    bold: [
      "font-size:1.15em;font-weight:bold",
      "font-size:1em;font-weight:bold",
      "font-size:1em;font-weight:bold;font-style:italic",
      "font-size:1em;font-style:italic",
    ],
    caps: [
      "font-size:1.25em;font-weight:bold;letter-spacing:0.06em",
      "font-size:1.05em;font-weight:bold;letter-spacing:0.03em",
      "font-size:1em;font-weight:bold",
      "font-size:1em;font-weight:bold;font-style:italic",
    ],
  };
  const levels = headingRules[look.headings].map((rule, i) => `#page .h${i + 1}{${rule}}`).join("\n");
  const table =
    look.style === "bordered"
      ? `#page table{border-collapse:collapse;margin:0.5em 0 0.8em;font-size:0.92em;text-align:left;${look.tableWidth === "full" ? "width:100%;" : ""}}
#page td,#page th{border:${look.ruleWidth}px solid #000;padding:2px 5px;vertical-align:top;${look.tableWidth === "auto" ? `max-width:${look.cellMaxIn}in;` : ""}}
#page th{font-weight:bold;${look.headerShade ? "background:#e4e4e4;" : ""}}`
      : `#page table{border-collapse:collapse;margin:0.5em 0 0.8em;font-size:0.95em;text-align:left;border-top:${look.ruleWidth * 1.6}px solid #000;border-bottom:${look.ruleWidth * 1.6}px solid #000;${look.tableWidth === "full" ? "width:100%;" : ""}}
#page td,#page th{border:none;padding:1px 6px;vertical-align:top;${look.tableWidth === "auto" ? `max-width:${look.cellMaxIn}in;` : ""}}
#page th{font-weight:bold;}
#page thead tr:last-child th{border-bottom:${look.ruleWidth}px solid #000;}
#page table.span{column-span:all;}`;
  return `@page{size:${PAGE.widthIn}in ${PAGE.heightIn}in;margin:${margin}in;}
html,body{margin:0;padding:0;background:#fff;}
#page{display:flow-root;width:${width}px;height:${height}px;overflow:visible;font-family:"${look.body}";font-size:${look.sizePt}pt;line-height:${look.lineHeight};text-align:justify;overflow-wrap:break-word;color:#000;${look.style === "rules" ? "column-count:2;column-gap:0.28in;column-fill:auto;" : ""}}
#page p{margin:0 0 ${look.indent ? "0" : "0.55em"} 0;${look.indent ? "text-indent:1.5em;" : ""}}
#page .h1,#page .h2,#page .h3,#page .h4{font-family:"${look.headingFont}";margin:0.7em 0 0.35em;line-height:1.2;text-align:left;text-indent:0;break-after:avoid;}
${levels}
#page ul{margin:0 0 0.2em 0;padding-left:1.4em;text-align:left;}
#page pre{font-family:"DejaVu Sans Mono";font-size:0.85em;white-space:pre-wrap;margin:0 0 0.6em;text-align:left;}
${table}`;
}

// ------------------------------------------------------------------------------------------------- pages

export interface PageTruth {
  elements: TruthElement[];
}

/** Numbering of headings ("2.", "2.1") under the numbered treatment, counted within the page. */
function numberer(): (level: number) => string {
  const counters: number[] = [];
  return (level: number) => {
    counters.length = Math.max(counters.length, level);
    for (let i = 0; i < level - 1; i++) counters[i] = counters[i] ?? 1;
    counters[level - 1] = (counters[level - 1] ?? 0) + 1;
    counters.length = level;
    return level === 1 ? `${counters[0]}.` : counters.join(".");
  };
}

/**
 * What a window of a source's elements becomes on a page in this look: the heading treatment writes
 * its numbers and capitals into the text itself (so the truth says exactly what is printed), and the
 * page's levels start at 1 for the window's top level.
 */
export function pageTruth(window: readonly TruthElement[], look: Look, seed: string): TruthElement[] {
  const random = seeded(`${seed}/numbers`);
  const top = Math.min(
    ...window.filter((e) => e.kind === "heading").map((e) => (e as { level: number }).level),
  );
  const number = numberer();
  const first = 1 + Math.floor(random() * 6);
  // Start the top counter at a drawn number so "1." is not the only heading number ever printed.
  for (let i = 1; i < first; i++) number(1);
  let sawTop = false;
  return window.map((e) => {
    if (e.kind === "table") {
      // A header row drawn on a table whose source marks none: how it looks, not what it is (TEDS
      // drops <thead>), so it varies with the look.
      const { table } = e;
      const drawHeader =
        table.headerRows === 0 &&
        look.firstRowHeader &&
        table.rows.length > 1 &&
        (table.rows[0]?.length ?? 0) > 1;
      return { kind: "table", table: drawHeader ? { ...table, headerRows: 1 } : table };
    }
    if (e.kind !== "heading") return { ...e };
    const level = Math.min(4, e.level - top + 1);
    let text = e.text;
    if (look.headings === "numbered") {
      // Deeper headings before any top one on the page number from the drawn start.
      if (level === 1) sawTop = true;
      else if (!sawTop) {
        number(1);
        sawTop = true;
      }
      text = `${number(level)} ${text}`;
    }
    if (look.headings === "caps" && level <= 2) text = text.toUpperCase();
    return { kind: "heading", text, level };
  });
}

/** One element as an HTML fragment of the page (list items each in a list of their own). */
export function elementHtml(element: TruthElement, spanAll: boolean): string {
  switch (element.kind) {
    case "heading":
      return `<div class="h${element.level}">${escapeHtml(element.text)}</div>`;
    case "text":
      return `<p>${escapeHtml(element.text)}</p>`;
    case "item":
      return `<ul><li>${escapeHtml(element.text)}</li></ul>`;
    case "code":
      return `<pre>${escapeHtml(element.text)}</pre>`;
    case "table": {
      const html = tableHtml(element.table);
      return spanAll ? html.replace("<table>", '<table class="span">') : html;
    }
  }
}

/** Whether a table is set across both columns of the rules style (too wide for one). */
export function wideTable(table: TruthTable): boolean {
  const columns = Math.max(...table.rows.map((r) => r.reduce((n, c) => n + c.colspan, 0)));
  const longest = Math.max(...table.rows.map((r) => r.reduce((n, c) => n + c.text.length, 0)));
  return columns >= 4 || longest > 45;
}

export function pageDocument(css: string, fragments: readonly string[]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div id="page">${fragments.join("\n")}</div></body></html>`;
}

export function hash(...parts: string[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p).update("\u0000");
  return h.digest("hex").slice(0, 24);
}

// ------------------------------------------------------------------------------- tables with spans

function spanned(source: TruthTable, labels: () => string, random: () => number): TruthTable | undefined {
  if (source.rows.some((r) => r.some((c) => c.colspan > 1 || c.rowspan > 1))) return undefined;
  // Short rows (a ragged source table) are filled with empty cells: a grid is what gets spans.
  const width = Math.max(...source.rows.map((r) => r.length));
  const table = {
    ...source,
    rows: source.rows.map((r) => [
      ...r,
      ...Array.from({ length: width - r.length }, () => ({ text: "", colspan: 1, rowspan: 1 })),
    ]),
  };
  if (width < 3 || table.rows.length < 4) return undefined;
  const names = table.rows[0] as TruthCell[];
  if (names.filter((c) => c.text !== "").length < 2) return undefined;
  // Two header rows: the first column's name spans both; the others sit under group labels of 2–3 columns.
  const top: TruthCell[] = [{ ...(names[0] as TruthCell), rowspan: 2 }];
  let column = 1;
  while (column < width) {
    const size = Math.min(width - column, width - column === 3 || random() < 0.3 ? 3 : 2);
    top.push({ text: labels(), colspan: size, rowspan: 1 });
    column += size;
  }
  const body = table.rows.slice(1).map((r) => r.map((c) => ({ ...c })));
  // Runs of one value in the first column become one cell spanning their rows.
  const rows: TruthCell[][] = body.map((r) => [...r]);
  for (let i = 0; i < body.length; ) {
    const value = body[i]?.[0]?.text ?? "";
    let j = i + 1;
    while (j < body.length && value !== "" && body[j]?.[0]?.text === value) j++;
    if (j - i > 1) {
      (rows[i] as TruthCell[])[0] = { text: value, colspan: 1, rowspan: j - i };
      for (let k = i + 1; k < j; k++) rows[k] = (rows[k] as TruthCell[]).slice(1);
    }
    i = j;
  }
  return { headerRows: 2, rows: [top, names.slice(1), ...rows] };
}

/**
 * A document made from a source's real tables and text: each table of at least 4 rows and 3 columns
 * (short rows filled with empty cells)
 * given a two-level header (column groups with labels drawn from the source's own words) and its first
 * column's repeated values merged into row spans, with the heading and paragraphs around it. undefined
 * when the source has no such table.
 */
export function spannedVariant(truth: readonly TruthElement[], seed: string): TruthElement[] | undefined {
  const random = seeded(seed);
  const words = truth
    .flatMap((e) => (e.kind === "text" || e.kind === "heading" ? e.text.split(/\s+/) : []))
    .map((w) => w.replace(/[^\p{L}]/gu, ""))
    .filter((w) => w.length >= 4);
  const labels = () => {
    if (words.length === 0) return `Group ${Math.floor(random() * 90) + 10}`;
    const at = Math.floor(random() * words.length);
    const phrase = words.slice(at, at + 1 + Math.floor(random() * 2)).join(" ");
    return phrase.charAt(0).toUpperCase() + phrase.slice(1);
  };
  const out: TruthElement[] = [];
  for (const [i, e] of truth.entries()) {
    if (e.kind !== "table") continue;
    const table = spanned(e.table, labels, random);
    if (!table) continue;
    const before = truth.slice(Math.max(0, i - 2), i).filter((x) => x.kind !== "table");
    const after = truth.slice(i + 1, i + 2).filter((x) => x.kind !== "table");
    out.push(...before, { kind: "table", table }, ...after);
  }
  return out.length > 0 ? out : undefined;
}

// ----------------------------------------------------------------------------- documents with sections

/** Paragraphs of at least this many characters make the body of a sectioned document. */
const SECTION_PARAGRAPH = 120;

function headingFrom(paragraph: string, random: () => number): string {
  const words = paragraph
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => w.length > 0);
  const length = 2 + Math.floor(random() * 5);
  const start = Math.floor(random() * Math.max(1, Math.min(words.length - length, 12)));
  const picked = words.slice(start, start + length);
  const titleCase = random() < 0.4;
  // Sentence case (as the text has it, first letter up) or title case (longer words up too).
  return picked
    .map((w, i) => (i === 0 || (titleCase && w.length > 3) ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
}

/**
 * A document made from a run of a source's real paragraphs (and list items), with headings put in
 * every 2–5 paragraphs at levels 1–3 that change as an outline does (deeper by one, or back up), their
 * words taken from the paragraph they head. For formats without heading markup, and to give the bench
 * many headings whose levels are known. undefined when the source has too few paragraphs.
 */
export function sectionedDocument(
  truth: readonly TruthElement[],
  seed: string,
  length = 60,
): TruthElement[] | undefined {
  const body = truth.filter(
    (e): e is Extract<TruthElement, { kind: "text" | "item" }> =>
      (e.kind === "text" && e.text.length >= SECTION_PARAGRAPH) || e.kind === "item",
  );
  if (body.filter((e) => e.kind === "text").length < 20) return undefined;
  const random = seeded(seed);
  const start = Math.floor(random() * Math.max(1, body.length - length));
  const out: TruthElement[] = [];
  let level = 1;
  let untilHeading = 0;
  for (const e of body.slice(start, start + length)) {
    if (untilHeading <= 0 && e.kind === "text") {
      out.push({ kind: "heading", text: headingFrom(e.text, random), level });
      untilHeading = 2 + Math.floor(random() * 4);
      const step = random();
      level =
        step < 0.35
          ? Math.min(3, level + 1)
          : step < 0.7
            ? level
            : Math.max(1, level - 1 - Math.floor(random() * 2));
    }
    out.push({ ...e });
    untilHeading -= 1;
  }
  return out;
}
