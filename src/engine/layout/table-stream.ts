// Tables without vertical rules (booktabs: rules above, under the header and below; open-sided grids
// whose rows are ruled; borderless tables): columns from the words' alignment, rows from the rules and
// from the lines. A column boundary is a gutter no line's words cross (a header cell spanning columns may
// cross it; it is then a colspan). Rows never cross a rule; between two rules, a new row starts at a
// line that is set apart from the row above by more than a wrapped cell's leading — or, when every line
// is as close as the next (no cell padding to tell by), at a line with text in the first column. So a
// wrapped cell stays one cell instead of every visual line becoming a row.
import type { Grid, GridCell } from "./table-grid.js";
import type { TableWord } from "./table-words.js";
import type { Box } from "./types.js";

interface VisualLine {
  words: TableWord[];
  y0: number;
  y1: number;
  centre: number;
}

function visualLines(words: readonly TableWord[]): VisualLine[] {
  const sorted = [...words].sort((a, b) => a.box.y0 + a.box.y1 - (b.box.y0 + b.box.y1));
  const lines: VisualLine[] = [];
  for (const word of sorted) {
    const centre = (word.box.y0 + word.box.y1) / 2;
    const height = word.box.y1 - word.box.y0;
    const line = lines[lines.length - 1];
    if (line && Math.abs(centre - line.centre) <= Math.min(height, line.y1 - line.y0) * 0.35) {
      line.words.push(word);
      line.y0 = Math.min(line.y0, word.box.y0);
      line.y1 = Math.max(line.y1, word.box.y1);
      line.centre = (line.y0 + line.y1) / 2;
    } else lines.push({ words: [word], y0: word.box.y0, y1: word.box.y1, centre });
  }
  for (const line of lines) line.words.sort((a, b) => a.box.x0 - b.box.x0);
  return lines;
}

/** Runs of words on a line without a wide gap between them: what one cell (or one spanning cell) holds. */
function phrases(line: VisualLine, wordGap: number): TableWord[][] {
  const out: TableWord[][] = [];
  for (const word of line.words) {
    const run = out[out.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && word.box.x0 - last.box.x1 <= wordGap) run.push(word);
    else out.push([word]);
  }
  return out;
}

/**
 * Column boundaries (x of each gutter's middle) from the phrases' horizontal extents: gaps at least
 * `minGutter` wide that no phrase covers. Phrases of the first `headerLines` lines may cross a gutter
 * (a header spanning columns) as long as the lines below leave it empty.
 */
function gutters(lines: readonly VisualLine[], wordGap: number, minGutter: number, headerLines: number): number[] {
  const spansOf = (from: number) =>
    lines.slice(from).flatMap((line) =>
      phrases(line, wordGap).map((run) => [
        Math.min(...run.map((w) => w.box.x0)),
        Math.max(...run.map((w) => w.box.x1)),
      ]),
    );
  const gaps = (spans: number[][]) => {
    const sorted = [...spans].sort((a, b) => (a[0] as number) - (b[0] as number));
    const out: [number, number][] = [];
    let reach = Number.NEGATIVE_INFINITY;
    for (const [x0 = 0, x1 = 0] of sorted) {
      if (reach !== Number.NEGATIVE_INFINITY && x0 - reach >= minGutter) out.push([reach, x0]);
      reach = Math.max(reach, x1);
    }
    return out;
  };
  const all = gaps(spansOf(0));
  const body = headerLines > 0 && headerLines < lines.length ? gaps(spansOf(headerLines)) : all;
  // A body gutter the header crosses is still a column boundary, where the body has text on both sides.
  return body.map(([a, b]) => {
    const whole = all.find(([c, d]) => c < b && d > a);
    return whole ? (Math.max(a, whole[0]) + Math.min(b, whole[1])) / 2 : (a + b) / 2;
  });
}

export interface StreamOptions {
  /** The table's type size: em for the gaps below. */
  em: number;
  /** Interior horizontal rules (y), top to bottom: rows never cross them. */
  rules: readonly number[];
  /** Rows above this y are the header (a rule under the header), when known. */
  headerRule?: number | undefined;
}

/** The grid of the words in `box`, columns from alignment and rows from rules and lines. */
export function streamGrid(words: readonly TableWord[], box: Box, options: StreamOptions): Grid | undefined {
  const { em } = options;
  const lines = visualLines(words);
  if (lines.length < 2) return undefined;
  const wordGap = em * 0.45;
  const headerLines =
    options.headerRule === undefined
      ? Math.min(2, lines.length - 1)
      : lines.filter((line) => line.centre < (options.headerRule as number)).length;
  const bounds = gutters(lines, wordGap, em * 0.5, Math.min(headerLines, 3));
  const cols = bounds.length + 1;
  if (cols < 2) return undefined;
  const column = (x: number) => {
    let c = 0;
    while (c < bounds.length && x > (bounds[c] as number)) c++;
    return c;
  };

  // Rows: bands between rules, split where a line is set apart.
  const occupied = lines.map((line) => new Set(line.words.map((w) => column((w.box.x0 + w.box.x1) / 2))));
  // A wrapped cell's leading: the smallest gap between consecutive lines with text in one column.
  const lastIn = new Map<number, VisualLine>();
  const gaps: number[] = [];
  for (const [i, line] of lines.entries()) {
    for (const c of occupied[i] as Set<number>) {
      const previous = lastIn.get(c);
      if (previous) gaps.push(line.y0 - previous.y1);
      lastIn.set(c, line);
    }
  }
  const leading = gaps.length > 0 ? Math.min(...gaps.filter((g) => g > -em * 0.2), em) : em;
  const apart = leading + em * 0.2;
  // Cell padding shows when some lines are further apart than a wrapped cell's leading, and others not.
  const between = lines.slice(1).map((line, i) => line.y0 - (lines[i] as VisualLine).y1);
  const padded = between.some((g) => g > apart) && between.some((g) => g <= apart);
  const ruleBetween = (a: VisualLine, b: VisualLine) => options.rules.some((y) => y > a.centre && y < b.centre);

  // Columns a line's phrase spans (a header over several columns): a line filling them one by one below
  // it starts a row of its own.
  const spanned = lines.map((line) => {
    const set = new Set<number>();
    for (const run of phrases(line, wordGap)) {
      const from = column(Math.min(...run.map((w) => w.box.x0)) + em * 0.1);
      const to = column(Math.max(...run.map((w) => w.box.x1)) - em * 0.1);
      if (to > from) for (let c = from; c <= to; c++) set.add(c);
    }
    return set;
  });
  /**
   * Without padding to tell by, a line goes on the row above when it has no text in the first column and
   * only continues some of the row's columns (a wrapped cell's next line; a row whose first cell is empty
   * or spans from above fills the other columns).
   */
  const continues = (i: number, rowColumns: Set<number>) => {
    const own = occupied[i] as Set<number>;
    if (own.has(0)) return false;
    const above = spanned[i - 1] as Set<number>;
    if ([...own].some((c) => above.has(c))) return false;
    return [...own].every((c) => rowColumns.has(c)) && own.size < rowColumns.size;
  };

  const rowOf: number[] = [];
  let row = -1;
  let rowBottom = Number.NEGATIVE_INFINITY;
  let rowColumns = new Set<number>();
  for (const [i, line] of lines.entries()) {
    const previous = lines[i - 1];
    let fresh = !previous || ruleBetween(previous, line);
    if (!fresh) {
      const gap = line.y0 - rowBottom;
      fresh = padded ? gap > apart : gap > apart * 2 || !continues(i, rowColumns);
    }
    if (fresh) rowColumns = new Set(occupied[i]);
    else for (const c of occupied[i] as Set<number>) rowColumns.add(c);
    if (fresh) {
      row++;
      rowBottom = line.y1;
    } else rowBottom = Math.max(rowBottom, line.y1);
    rowOf.push(row);
  }
  const rows = row + 1;
  if (rows < 2) return undefined;

  // Cells: a phrase crossing a gutter spans the columns it covers (when nothing else on its row is there).
  const cells = new Map<string, GridCell>();
  const cellAt = (r: number, c: number) => {
    const key = `${r}:${c}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { row: r, col: c, rowspan: 1, colspan: 1, words: [] }));
    return cell;
  };
  const spanning: { row: number; from: number; to: number }[] = [];
  for (const [i, line] of lines.entries()) {
    const r = rowOf[i] as number;
    for (const run of phrases(line, wordGap)) {
      const x0 = Math.min(...run.map((w) => w.box.x0));
      const x1 = Math.max(...run.map((w) => w.box.x1));
      const from = column(x0 + em * 0.1);
      const to = column(x1 - em * 0.1);
      if (to > from) {
        spanning.push({ row: r, from, to });
        cellAt(r, from).words.push(...run);
      } else for (const word of run) cellAt(r, column((word.box.x0 + word.box.x1) / 2)).words.push(word);
    }
  }
  for (const { row: r, from, to } of spanning) {
    const cell = cellAt(r, from);
    let free = true;
    for (let c = from + 1; c <= to; c++) if ((cells.get(`${r}:${c}`)?.words.length ?? 0) > 0) free = false;
    if (!free || cell.colspan > 1) continue;
    cell.colspan = to - from + 1;
    for (let c = from + 1; c <= to; c++) cells.delete(`${r}:${c}`);
  }
  // Every position covered by exactly one cell: fill the gaps with empty cells.
  const covered = new Set<string>();
  for (const cell of cells.values())
    for (let c = cell.col; c < cell.col + cell.colspan; c++) covered.add(`${cell.row}:${c}`);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (!covered.has(`${r}:${c}`)) cellAt(r, c);

  let headerRows: number | undefined;
  if (options.headerRule !== undefined) {
    const rule = options.headerRule;
    headerRows = new Set(lines.flatMap((line, i) => (line.centre < rule ? [rowOf[i] as number] : []))).size;
  }
  const grid: Grid = { box, rows, cols, cells: [...cells.values()], headerRows };
  if (headerRows) headerSpans(grid, headerRows);
  return grid;
}

/** In the header, an empty cell under a filled one is part of it (a header cell spanning header rows). */
function headerSpans(grid: Grid, headerRows: number): void {
  const at = new Map(grid.cells.map((cell) => [`${cell.row}:${cell.col}`, cell]));
  for (let c = 0; c < grid.cols; c++) {
    for (let r = 0; r < headerRows; r++) {
      const top = at.get(`${r}:${c}`);
      if (!top || top.words.length === 0 || top.colspan > 1) continue;
      let below = r + 1;
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
