// A table as a grid of cells, whichever way it was found (ruling lines, rules and text alignment, text
// alone): each cell a rectangle of grid positions holding words. Rows and columns no cell starts in, and
// rows and columns without a word, are dropped (a double border's gutter, a row of padding); then the
// grid becomes a LayoutTable with its spans and header rows.
import type { TableWord } from "./table-words.js";
import { textOfWords } from "./table-words.js";
import type { Box, LayoutSpan, LayoutTable } from "./types.js";

export interface GridCell {
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
  words: TableWord[];
}

export interface Grid {
  box: Box;
  rows: number;
  cols: number;
  cells: GridCell[];
  /** Header rows decided from how the table is drawn (a rule under them), before the text is looked at. */
  headerRows?: number | undefined;
  /** Rows and columns came from the text, not from rules: an empty header cell may be a span's. */
  fromText?: boolean | undefined;
  /** Rules draw it as a table even with one row (or one column). */
  lone?: boolean | undefined;
}

/** Removes the rows (columns) that hold no word and the ones no cell starts in, shrinking spans over them. */
export function pruneGrid(grid: Grid): Grid {
  const keepRow = Array.from({ length: grid.rows }, () => false);
  const keepCol = Array.from({ length: grid.cols }, () => false);
  for (const cell of grid.cells) {
    if (cell.words.length === 0) continue;
    keepRow[cell.row] = true;
    keepCol[cell.col] = true;
  }
  const rowIndex: number[] = [];
  const colIndex: number[] = [];
  let rows = 0;
  let cols = 0;
  for (let r = 0; r < grid.rows; r++) rowIndex.push(keepRow[r] ? rows++ : -1);
  for (let c = 0; c < grid.cols; c++) colIndex.push(keepCol[c] ? cols++ : -1);
  const span = (keep: boolean[], from: number, count: number) => {
    let n = 0;
    for (let i = from; i < from + count; i++) if (keep[i]) n++;
    return n;
  };
  const cells: GridCell[] = [];
  for (const cell of grid.cells) {
    const rowspan = span(keepRow, cell.row, cell.rowspan);
    const colspan = span(keepCol, cell.col, cell.colspan);
    if (rowspan === 0 || colspan === 0) continue;
    // The cell now starts at the first kept row (column) it covers.
    let r = cell.row;
    while (!keepRow[r]) r++;
    let c = cell.col;
    while (!keepCol[c]) c++;
    cells.push({
      row: rowIndex[r] as number,
      col: colIndex[c] as number,
      rowspan,
      colspan,
      words: cell.words,
    });
  }
  // Two cells may now start at one position (an empty one shrunk onto a full one): keep the one with words.
  const seen = new Map<string, GridCell>();
  for (const cell of cells) {
    const key = `${cell.row}:${cell.col}`;
    const other = seen.get(key);
    if (!other || (other.words.length === 0 && cell.words.length > 0)) seen.set(key, cell);
  }
  let headerRows = grid.headerRows;
  if (headerRows !== undefined) headerRows = span(keepRow, 0, headerRows);
  return {
    box: grid.box,
    rows,
    cols,
    cells: [...seen.values()],
    headerRows,
    fromText: grid.fromText,
    lone: grid.lone,
  };
}

/** How many leading rows are header rows, from the type: bolder or larger than the body rows below. */
function typedHeaderRows(grid: Grid, byRow: GridCell[][]): number {
  const style = (cells: readonly GridCell[]) => {
    const words = cells.flatMap((cell) => cell.words);
    if (words.length === 0) return undefined;
    const bold = words.filter((w) => w.bold).length / words.length;
    const size = words.reduce((sum, w) => sum + w.size, 0) / words.length;
    return { bold, size };
  };
  // OCR knows no type: as a table model reads a scan, a full first row over two or more rows is the header.
  if (!grid.cells.some((cell) => cell.words.some((w) => w.styled))) {
    const first = byRow[0] ?? [];
    return grid.rows >= 3 && first.length > 0 && first.every((cell) => cell.words.length > 0) ? 1 : 0;
  }
  const body = style(byRow.slice(Math.min(3, grid.rows - 1)).flat());
  if (!body) return 0;
  let header = 0;
  for (let r = 0; r < Math.min(3, grid.rows - 1); r++) {
    const row = style(byRow[r] ?? []);
    if (!row) break;
    const bolder = row.bold >= 0.8 && body.bold <= 0.5;
    const larger = row.size >= body.size * 1.1;
    if (!bolder && !larger) break;
    header = r + 1;
  }
  return header;
}

/**
 * In a header of several rows read from text: an empty cell under a filled one is part of it (a header
 * cell spanning header rows), and an empty cell beside a filled one over sub-headers is part of it too (a
 * group's header over its columns' headers).
 */
function headerSpans(grid: Grid, headerRows: number): void {
  const at = new Map(grid.cells.map((cell) => [`${cell.row}:${cell.col}`, cell]));
  const filled = (r: number, c: number) => (at.get(`${r}:${c}`)?.words.length ?? 0) > 0;
  for (let r = 0; r + 1 < headerRows; r++) {
    for (let c = 0; c < grid.cols; c++) {
      const cell = at.get(`${r}:${c}`);
      if (!cell || cell.words.length === 0 || cell.rowspan > 1 || !filled(r + 1, c)) continue;
      let next = c + cell.colspan;
      while (next < grid.cols) {
        const beside = at.get(`${r}:${next}`);
        if (!beside || beside.words.length > 0 || beside.colspan > 1 || !filled(r + 1, next)) break;
        grid.cells.splice(grid.cells.indexOf(beside), 1);
        at.delete(`${r}:${next}`);
        cell.colspan++;
        next++;
      }
    }
  }
  for (let c = 0; c < grid.cols; c++) {
    for (let r = 0; r < headerRows; r++) {
      const top = at.get(`${r}:${c}`);
      if (!top || top.words.length === 0 || top.colspan > 1) continue;
      let below = r + top.rowspan;
      while (below < headerRows) {
        const cell = at.get(`${below}:${c}`);
        if (!cell || cell.words.length > 0 || cell.colspan > 1) break;
        grid.cells.splice(grid.cells.indexOf(cell), 1);
        at.delete(`${below}:${c}`);
        top.rowspan++;
        below++;
      }
    }
  }
}

export function gridToTable(input: Grid): LayoutTable | undefined {
  const grid = pruneGrid(input);
  if (grid.rows < 1 || grid.cols < 1) return undefined;
  // One column is a layout device (boxed paragraphs), never a table of data.
  if (grid.cols < 2) return undefined;
  if (grid.rows < 2) {
    const filled = grid.cells.filter((cell) => cell.words.length > 0);
    // One row of two cells or more that are not all bold (a header alone is no table), drawn as such.
    // (A grid drawn as such is a table; rules above and below one bold row may be a header's alone.)
    const row = filled.length >= 2 && (!grid.fromText || !filled.every((c) => c.words.every((w) => w.bold)));
    if (!grid.lone || !row) return undefined;
  }
  if (grid.fromText) {
    const byRow: GridCell[][] = Array.from({ length: grid.rows }, () => []);
    for (const cell of grid.cells) byRow[cell.row]?.push(cell);
    grid.headerRows ??= typedHeaderRows(grid, byRow);
    if (grid.headerRows >= 2 && grid.headerRows < grid.rows) headerSpans(grid, grid.headerRows);
  }
  const rows: string[][] = Array.from({ length: grid.rows }, () =>
    Array.from({ length: grid.cols }, () => ""),
  );
  const spans: LayoutSpan[] = [];
  const byRow: GridCell[][] = Array.from({ length: grid.rows }, () => []);
  for (const cell of grid.cells) {
    (rows[cell.row] as string[])[cell.col] = textOfWords(cell.words);
    byRow[cell.row]?.push(cell);
    if (cell.rowspan > 1 || cell.colspan > 1) {
      spans.push({ row: cell.row, col: cell.col, rowspan: cell.rowspan, colspan: cell.colspan });
    }
  }
  let headerRows = grid.headerRows ?? typedHeaderRows(grid, byRow);
  // A header never takes the whole table.
  if (headerRows >= grid.rows) headerRows = 0;
  // A header cell spanning rows below the header takes them into it.
  for (const span of spans) {
    if (span.row < headerRows) headerRows = Math.max(headerRows, Math.min(span.row + span.rowspan, 3));
  }
  if (headerRows >= grid.rows) headerRows = 0;
  return {
    box: grid.box,
    rows,
    ...(spans.length > 0 ? { spans } : {}),
    ...(headerRows > 0 ? { headerRows } : {}),
  };
}
