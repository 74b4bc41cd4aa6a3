// Bordered tables: a connected set of horizontal and vertical rules is a grid. Its row boundaries are the
// horizontal rules' positions, its column boundaries the vertical ones' (a side without a rule, as in an
// open-sided grid, is bounded by the ends of the other rules). Between two neighbouring grid positions a
// boundary is present where rules cover most of it; cells are the positions joined across absent
// boundaries (a merge that is not a rectangle keeps its positions apart). Words go to the cell their
// centre is in, so a wrapped cell keeps all its lines.
import type { Grid, GridCell } from "./table-grid.js";
import { coverage, type Segment, segmentsBox } from "./table-rules.js";
import { streamGrid } from "./table-stream.js";
import type { TableWord } from "./table-words.js";
import { centreOf } from "./table-words.js";
import type { Box } from "./types.js";

/** A boundary between grid positions is present when rules cover this share of it. */
const PRESENT = 0.7;

interface Boundary {
  at: number;
  segments: Segment[];
}

/** Positions of parallel segments clustered within `gap`, each with its segments. */
function boundaries(segments: readonly Segment[], gap: number): Boundary[] {
  const sorted = [...segments].sort((a, b) => a.at - b.at);
  const out: Boundary[] = [];
  for (const segment of sorted) {
    const last = out[out.length - 1];
    if (last && segment.at - last.at <= gap) {
      last.segments.push(segment);
      const length = last.segments.reduce((sum, s) => sum + s.a1 - s.a0, 0) || 1;
      last.at = last.segments.reduce((sum, s) => sum + s.at * (s.a1 - s.a0), 0) / length;
    } else out.push({ at: segment.at, segments: [segment] });
  }
  return out;
}

/** Adds a boundary at `at` (an open side of the grid) unless one is within `gap`. */
function withSide(list: Boundary[], at: number, gap: number): Boundary[] {
  if (list.some((b) => Math.abs(b.at - at) <= gap)) return list;
  return [...list, { at, segments: [] }].sort((a, b) => a.at - b.at);
}

export interface LatticeOptions {
  /** Boundaries closer than this are one (a double border, a gutter column). */
  gutter: number;
  /** The body type size. */
  em: number;
}

/**
 * The grid a connected set of rules draws, with the words inside it; undefined when the rules draw no
 * grid of at least two rows and two columns.
 */
export function latticeGrid(
  group: readonly Segment[],
  words: readonly TableWord[],
  options: LatticeOptions,
): { grid: Grid; box: Box } | undefined {
  const box = segmentsBox(group);
  const gap = options.gutter;
  let ys = boundaries(
    group.filter((s) => s.horizontal),
    gap,
  );
  let xs = boundaries(
    group.filter((s) => !s.horizontal),
    gap,
  );
  xs = withSide(withSide(xs, box.x0, gap), box.x1, gap);
  ys = withSide(withSide(ys, box.y0, gap), box.y1, gap);
  const rows = ys.length - 1;
  const cols = xs.length - 1;
  // One row of two cells or more is a table when drawn as a grid; one column is none (gridToTable).
  if (rows < 1 || cols < 2) return undefined;
  const at = (list: Boundary[], i: number) => (list[i] as Boundary).at;
  // Open outer sides count as present: the grid ends there.
  const vertical = (r: number, c: number) => {
    if (c === 0 || c === cols) return true;
    return coverage((xs[c] as Boundary).segments, at(ys, r), at(ys, r + 1)) >= PRESENT;
  };
  const horizontal = (r: number, c: number) => {
    if (r === 0 || r === rows) return true;
    return coverage((ys[r] as Boundary).segments, at(xs, c), at(xs, c + 1)) >= PRESENT;
  };

  // Positions joined across absent boundaries.
  const parent = Array.from({ length: rows * cols }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i] as number] as number;
      i = parent[i] as number;
    }
    return i;
  };
  const join = (a: number, b: number) => {
    parent[find(a)] = find(b);
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols && !vertical(r, c + 1)) join(r * cols + c, r * cols + c + 1);
      if (r + 1 < rows && !horizontal(r + 1, c)) join(r * cols + c, (r + 1) * cols + c);
    }
  }
  const regions = new Map<number, number[]>();
  for (let i = 0; i < rows * cols; i++) {
    const root = find(i);
    let list = regions.get(root);
    if (!list) {
      list = [];
      regions.set(root, list);
    }
    list.push(i);
  }
  const cells: GridCell[] = [];
  for (const positions of regions.values()) {
    const rs = positions.map((p) => Math.floor(p / cols));
    const cs = positions.map((p) => p % cols);
    const r0 = Math.min(...rs);
    const c0 = Math.min(...cs);
    const rowspan = Math.max(...rs) - r0 + 1;
    const colspan = Math.max(...cs) - c0 + 1;
    if (rowspan * colspan === positions.length) cells.push({ row: r0, col: c0, rowspan, colspan, words: [] });
    else
      for (const p of positions)
        cells.push({ row: Math.floor(p / cols), col: p % cols, rowspan: 1, colspan: 1, words: [] });
  }
  // A whole grid that is one cell (a callout box, a frame) is no table.
  if (cells.length < 2) return undefined;
  const index = new Map<number, GridCell>();
  for (const cell of cells) {
    for (let r = cell.row; r < cell.row + cell.rowspan; r++)
      for (let c = cell.col; c < cell.col + cell.colspan; c++) index.set(r * cols + c, cell);
  }
  const slot = (value: number, list: Boundary[]) => {
    for (let i = 0; i + 1 < list.length; i++) if (value < at(list, i + 1)) return i;
    return list.length - 2;
  };
  for (const word of words) {
    const { x, y } = centreOf(word.box);
    if (x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1) continue;
    index.get(slot(y, ys) * cols + slot(x, xs))?.words.push(word);
  }
  const split = splitBands(
    { box, rows, cols, cells },
    xs.map((b) => b.at),
    ys.map((b) => b.at),
    options.em,
  );
  const grid = split.grid;
  // Backgrounds alone (a striped row) do not draw a table of one row.
  grid.lone = group.some((s) => !s.edge);
  // A grid ruled only around its header and its body, the body split into rows: the rule between the two
  // is the rule under the header.
  const across = ys.slice(1, -1).filter((b) => coverage(b.segments, box.x0, box.x1) >= 0.9);
  if (rows === 2 && across.length === 1 && (split.bandRows[1] ?? 1) > 1) grid.headerRows = split.bandRows[0];
  return { grid, box };
}

/** The words' type size (their median). */
export function typeSize(words: readonly TableWord[], fallback: number): number {
  const sizes = words.map((w) => w.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? fallback;
}

/**
 * Grid rows that hold several table rows (a grid ruled only around its header and its body, as LaTeX
 * tables with vertical rules are) split where the lines say: each such band is read as a table without
 * rules over the grid's columns. A band is left alone when it has spanning cells or reads as one row.
 */
function splitBands(
  grid: Grid,
  xs: readonly number[],
  ys: readonly number[],
  em: number,
): { grid: Grid; bandRows: number[] } {
  const bandRows: number[] = [];
  const out: GridCell[] = [];
  let shift = 0;
  for (let r = 0; r < grid.rows; r++) {
    const band = grid.cells.filter((cell) => cell.row === r);
    const starts = grid.cells.filter((cell) => cell.row !== r && cell.row < r && cell.row + cell.rowspan > r);
    const plain = band.every((cell) => cell.rowspan === 1 && cell.colspan === 1) && starts.length === 0;
    const words = band.flatMap((cell) => cell.words);
    const split =
      plain && band.length === grid.cols
        ? streamGrid(
            words,
            {
              x0: xs[0] as number,
              y0: ys[r] as number,
              x1: xs[xs.length - 1] as number,
              y1: ys[r + 1] as number,
            },
            { em: typeSize(words, em), rules: [], columns: xs.slice(1, -1) },
          )
        : undefined;
    const rows = split?.rows ?? 1;
    // Every row it gives starts with a first cell: else it is one row with several lines in its cells.
    // A grid ruled row by row (three bands or more) holds one row a band, its cells' lines broken where
    // the writer broke them; only a band of three rows or more is a body ruled as one.
    const useful =
      split !== undefined &&
      rows > (grid.rows <= 2 ? 1 : 2) &&
      Array.from({ length: rows }, (_, i) =>
        split.cells.some((c) => c.row === i && c.col === 0 && c.words.length > 0),
      ).every(Boolean);
    if (useful && split) {
      for (const cell of split.cells) out.push({ ...cell, row: cell.row + r + shift });
      shift += rows - 1;
      bandRows.push(rows);
      continue;
    }
    bandRows.push(1);
    for (const cell of band) out.push({ ...cell, row: cell.row + shift });
  }
  return { grid: { box: grid.box, rows: grid.rows + shift, cols: grid.cols, cells: out }, bandRows };
}

/** Whether the segments have interior vertical rules: a grid, not a stack of horizontal rules. */
export function hasInteriorVerticals(group: readonly Segment[], gap: number): boolean {
  const box = segmentsBox(group);
  return group.some((s) => !s.horizontal && s.at > box.x0 + gap && s.at < box.x1 - gap);
}
