// Reading a w:tbl of a .docx: the table's text (each cell once, merged continuations skipped, nested
// tables depth-first), its compact HTML (a merged cell once, with colspan/rowspan) and its emphasis.
// Paragraphs in cells are handed to a callback as they are read, in document order, so list
// numbering keeps counting through tables.
import { collapseWhitespace, pyStrip } from "../../text/python-str.js";
import { tableHtml as writeTableHtml } from "../../text/table-html.js";
import { emphasisOf, isPiece, type ScannedParagraph, scanParagraph, textOf } from "./docx-paragraphs.js";
import { collapseKeyedRows, type KeyedCell } from "./html-table.js";
import { attr, child, childrenOf, localTag, type XmlNode } from "./xml.js";

/** Block wrappers whose paragraphs and tables Word shows in place. */
const BLOCK_CONTAINERS = new Set(["customXml", "ins", "moveTo"]);

/** The paragraphs and tables of a container, looking through content controls and custom-XML wrappers. */
export function blocksOf(container: XmlNode, out: XmlNode[] = []): XmlNode[] {
  for (const c of childrenOf(container)) {
    const tag = localTag(c);
    if (tag === "p" || tag === "tbl") out.push(c);
    else if (tag === "sdt") {
      const content = child(c, "sdtContent");
      if (content) blocksOf(content, out);
    } else if (BLOCK_CONTAINERS.has(tag)) blocksOf(c, out);
  }
  return out;
}

/** Children with the tag, looking through content controls and custom-XML wrappers. */
function wrapped(parent: XmlNode, tag: string, out: XmlNode[] = []): XmlNode[] {
  for (const c of childrenOf(parent)) {
    const t = localTag(c);
    if (t === tag) out.push(c);
    else if (t === "sdt") {
      const content = child(c, "sdtContent");
      if (content) wrapped(content, tag, out);
    } else if (t === "customXml") wrapped(c, tag, out);
  }
  return out;
}

export interface CellData {
  /** Grid columns the cell covers; undefined when its w:gridSpan cannot be read. */
  span: number | undefined;
  /** A vertically merged continuation of the cell above. */
  continued: boolean;
  /** For the table's text: stripped paragraph texts and nested tables' texts, non-empty. */
  textParts: string[];
  /** For the cell's HTML: paragraph texts as they are, nested tables flattened to their cell texts. */
  htmlParts: string[];
  emphasis: [string, string][];
}

export interface RowData {
  /** Empty grid columns before the first cell and after the last (rows may start late, end early). */
  before: number;
  after: number;
  cells: CellData[];
}

function gridCount(node: XmlNode | undefined): number {
  const value = node && attr(node, "val");
  const n = value === undefined ? 0 : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function gridSpan(tcPr: XmlNode | undefined): number | undefined {
  const element = tcPr && child(tcPr, "gridSpan");
  if (!element) return 1;
  const value = attr(element, "val");
  if (value === undefined || !/^\s*[+-]?\d{1,12}\s*$/.test(value)) return undefined;
  return Math.max(0, Number(value));
}

/** Called for each paragraph read in a cell; `topLevel` is false inside nested tables. */
export type CellParagraphHook = (paragraph: ScannedParagraph, topLevel: boolean) => void;

export function readTable(tbl: XmlNode, onParagraph: CellParagraphHook, topLevel = true): RowData[] {
  const rows: RowData[] = [];
  for (const tr of wrapped(tbl, "tr")) {
    const trPr = child(tr, "trPr");
    const row: RowData = {
      before: gridCount(trPr && child(trPr, "gridBefore")),
      after: gridCount(trPr && child(trPr, "gridAfter")),
      cells: [],
    };
    for (const tc of wrapped(tr, "tc")) row.cells.push(readCell(tc, onParagraph, topLevel));
    rows.push(row);
  }
  return rows;
}

function readCell(tc: XmlNode, onParagraph: CellParagraphHook, topLevel: boolean): CellData {
  const tcPr = child(tc, "tcPr");
  const vMerge = tcPr && child(tcPr, "vMerge");
  const cell: CellData = {
    span: gridSpan(tcPr),
    continued: vMerge !== undefined && (attr(vMerge, "val") ?? "continue") === "continue",
    textParts: [],
    htmlParts: [],
    emphasis: [],
  };
  for (const block of blocksOf(tc)) {
    if (localTag(block) === "p") {
      const scan = scanParagraph(block);
      onParagraph(scan, topLevel);
      const pieces = scan.items.filter(isPiece);
      const text = textOf(pieces);
      const stripped = pyStrip(text);
      if (stripped) cell.textParts.push(stripped);
      cell.htmlParts.push(text);
      for (const e of emphasisOf(pieces, scan.runs)) cell.emphasis.push(e);
    } else {
      // A nested table contributes its text only, each merged cell once.
      for (const row of readTable(block, onParagraph, false)) {
        for (const nested of row.cells) {
          if (nested.continued) continue;
          for (const part of nested.textParts) cell.textParts.push(part);
          cell.htmlParts.push(collapseWhitespace(nested.htmlParts.join(" ")));
        }
      }
    }
  }
  return cell;
}

/** The grid positions a table's HTML would have; undefined when a cell's span cannot be read. */
export function gridPositions(rows: readonly RowData[]): number | undefined {
  let positions = 0;
  for (const row of rows) {
    positions += row.before + row.after;
    for (const cell of row.cells) {
      if (cell.span === undefined) return undefined;
      positions += cell.span;
    }
  }
  return positions;
}

/** The table's compact HTML. The caller checks `gridPositions` against its budget first. */
export function tableHtml(rows: readonly RowData[]): string {
  const keyed: KeyedCell[][] = [];
  let above: KeyedCell[] = [];
  for (const row of rows) {
    const out: KeyedCell[] = [];
    for (let i = 0; i < row.before; i++) out.push({ text: "", key: {} });
    for (const cell of row.cells) {
      const own: KeyedCell = { text: collapseWhitespace(cell.htmlParts.join(" ")), key: cell };
      for (let i = 0; i < (cell.span ?? 0); i++) {
        // A vertically merged continuation belongs to the cell above it at the same grid column.
        out.push((cell.continued ? above[out.length] : undefined) ?? own);
      }
    }
    for (let i = 0; i < row.after; i++) out.push({ text: "", key: {} });
    keyed.push(out);
    above = out;
  }
  return writeTableHtml(collapseKeyedRows(keyed), { escapeQuotes: true, keepEmptyRows: true });
}

/** The table's text and emphasis: every cell once, merged continuations skipped. */
export function tableTextAndEmphasis(rows: readonly RowData[]): {
  text: string;
  emphasis: [string, string][];
} {
  const texts: string[] = [];
  const emphasis: [string, string][] = [];
  for (const row of rows) {
    for (const cell of row.cells) {
      if (cell.continued) continue;
      for (const part of cell.textParts) texts.push(part);
      for (const e of cell.emphasis) emphasis.push(e);
    }
  }
  return { text: texts.join(" "), emphasis };
}
