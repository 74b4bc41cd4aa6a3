// Reading order by recursive XY-cut: a region is split into columns where a vertical gutter crosses it
// from top to bottom — narrow items (under a tenth of the region's width: a page number, a mark in the
// gutter) left out when they alone close it — else into bands at horizontal gaps. Consecutive bands that
// keep a common gutter are read as one multi-column region, so paragraph gaps that happen to line up
// across two columns do not interleave the columns, and a full-width element (a title, a figure) between
// two-column bands separates them. Gutters are measured in ems of the body type (the caller's minGutter).
// A grid of short cells the file writes row by row is read by rows; within a run, pieces of one line
// read left to right.
import type { Box } from "./types.js";

export interface Placed {
  box: Box;
  /**
   * Where the item comes in the file (the text layer's lines, in the order their first glyphs are
   * written): tells a grid of cells written row by row from columns of text.
   */
  order?: number | undefined;
}

interface Interval {
  from: number;
  to: number;
}

/** Gaps of at least `minWidth` between the items' horizontal extents, inside the region's span. */
function gutters(items: readonly Placed[], minWidth: number): Interval[] {
  const sorted = [...items].sort((a, b) => a.box.x0 - b.box.x0);
  const gaps: Interval[] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    if (reach !== Number.NEGATIVE_INFINITY && item.box.x0 - reach >= minWidth) {
      gaps.push({ from: reach, to: item.box.x0 });
    }
    reach = Math.max(reach, item.box.x1);
  }
  return gaps;
}

/** Splits at the given gutters, left to right. */
function splitColumns<T extends Placed>(items: readonly T[], gaps: readonly Interval[]): T[][] {
  const columns: T[][] = Array.from({ length: gaps.length + 1 }, () => []);
  for (const item of items) {
    let column = 0;
    while (column < gaps.length && item.box.x0 >= (gaps[column] as Interval).to) column++;
    (columns[column] as T[]).push(item);
  }
  return columns.filter((column) => column.length > 0);
}

/** Items whose vertical overlap is at least this share of the taller one's height sit on one line: lines of
 * running text overlap by far less, however tight their leading (a tenth, for display type set solid). */
const SAME_LINE_SHARE = 1 / 3;

/**
 * Top to bottom, and left to right along a line: items that share a line (a shape or an inline picture
 * set a little above the baseline, a superscript the text layer gave apart) read in the line's order
 * rather than by their tops.
 */
function byLines<T extends Placed>(items: readonly T[]): T[] {
  const sorted = [...items].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  const out: T[] = [];
  let line: T[] = [];
  const flush = () => {
    out.push(...line.sort((a, b) => a.box.x0 - b.box.x0));
    line = [];
  };
  for (const item of sorted) {
    const height = item.box.y1 - item.box.y0;
    const shares =
      line.length > 0 &&
      line.every((other) => {
        const overlap = Math.min(other.box.y1, item.box.y1) - Math.max(other.box.y0, item.box.y0);
        return overlap >= Math.max(height, other.box.y1 - other.box.y0) * SAME_LINE_SHARE;
      });
    if (!shares) flush();
    line.push(item);
  }
  flush();
  return out;
}

/** Bands separated by horizontal gaps (no item spans the gap), top to bottom. */
function splitBands<T extends Placed>(items: readonly T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  const bands: T[][] = [];
  let current: T[] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    // A hair of overlap still separates: boxes of adjacent lines often touch.
    if (current.length > 0 && item.box.y0 >= reach - 0.5) {
      bands.push(current);
      current = [];
    }
    current.push(item);
    reach = Math.max(reach, item.box.y1);
  }
  if (current.length > 0) bands.push(current);
  return bands;
}

/** The horizontal intervals no item covers, unbounded on both sides. */
function freeIntervals(items: readonly Placed[]): Interval[] {
  const sorted = [...items].sort((a, b) => a.box.x0 - b.box.x0);
  const free: Interval[] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    if (item.box.x0 > reach) free.push({ from: reach, to: item.box.x0 });
    reach = Math.max(reach, item.box.x1);
  }
  free.push({ from: reach, to: Number.POSITIVE_INFINITY });
  return free;
}

/** The parts of the gutters that stay free in the band and are still wide enough. */
function narrow(gaps: readonly Interval[], band: readonly Placed[], minGutter: number): Interval[] {
  const out: Interval[] = [];
  for (const free of freeIntervals(band)) {
    for (const gap of gaps) {
      const from = Math.max(gap.from, free.from);
      const to = Math.min(gap.to, free.to);
      if (to - from >= minGutter) out.push({ from, to });
    }
  }
  return out;
}

/** Consecutive bands that share a gutter no item of theirs crosses become one region. */
function groupBands<T extends Placed>(bands: readonly T[][], minGutter: number): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let shared: Interval[] = [];
  for (const band of bands) {
    const kept = narrow(shared, band, minGutter);
    if (group.length > 0 && kept.length > 0) {
      group.push(...band);
      shared = kept;
      continue;
    }
    if (group.length > 0) groups.push(group);
    group = [...band];
    shared = gutters(band, minGutter);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** Items narrower than this share of their region cannot close a gutter (opendataloader's XY-Cut++). */
const NARROW_SHARE = 0.1;

/**
 * The gutters of the region once its narrow items (a page number, a footnote mark, a stray glyph set in
 * the gutter) are left out, and the columns with each narrow item put in the column its middle is in,
 * or nearest to.
 */
function columnsWithoutNarrow<T extends Placed>(items: readonly T[], minGutter: number): T[][] | undefined {
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    x0 = Math.min(x0, item.box.x0);
    x1 = Math.max(x1, item.box.x1);
  }
  const narrow = (item: T) => item.box.x1 - item.box.x0 < (x1 - x0) * NARROW_SHARE;
  const wide = items.filter((item) => !narrow(item));
  if (wide.length === items.length || wide.length < 2) return undefined;
  const gaps = gutters(wide, minGutter);
  if (gaps.length === 0) return undefined;
  const columns: T[][] = Array.from({ length: gaps.length + 1 }, () => []);
  for (const item of items) {
    const middle = (item.box.x0 + item.box.x1) / 2;
    let column = 0;
    if (narrow(item)) {
      // The gutter's middle divides: an item in a gutter goes to the nearer column.
      while (
        column < gaps.length &&
        middle >= ((gaps[column] as Interval).from + (gaps[column] as Interval).to) / 2
      ) {
        column++;
      }
    } else {
      while (column < gaps.length && item.box.x0 >= (gaps[column] as Interval).to) column++;
    }
    (columns[column] as T[]).push(item);
  }
  return columns.filter((column) => column.length > 0);
}

/** The share of the pairs rows and columns would read apart that the file must write as rows. */
const ROW_MAJOR_SHARE = 0.75;
/** The share of a grid's rows that must hold cells of two columns or more. */
const ROWS_ACROSS_SHARE = 1 / 3;
/** Regions with more items are not looked at as grids (the pairs grow as the square). */
const GRID_MAX_ITEMS = 400;
/** A column of running text: at least this wide (in gutters, about ems), its lines mostly filling it. */
const TEXT_COLUMN_GUTTERS = 12;
const TEXT_LINE_FILL = 0.6;

function isTextColumn(column: readonly Placed[], minGutter: number): boolean {
  if (column.length < 3) return false;
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  for (const item of column) {
    x0 = Math.min(x0, item.box.x0);
    x1 = Math.max(x1, item.box.x1);
  }
  const width = x1 - x0;
  if (width < minGutter * TEXT_COLUMN_GUTTERS) return false;
  const filled = column.filter((item) => item.box.x1 - item.box.x0 >= width * TEXT_LINE_FILL).length;
  return filled * 2 >= column.length;
}

/**
 * A grid of cells — a table without rules, a spreadsheet printed without its gridlines — is read row by
 * row, left to right: when its columns are not all columns of running text and the file writes its items
 * row by row (of the pairs that rows and columns would read in opposite orders, the file writes most as
 * rows do). Columns of text are written column by column by every layout engine. Returns the items in
 * row order, or nothing when the region is no such grid.
 */
function gridRows<T extends Placed>(
  items: readonly T[],
  gaps: readonly Interval[],
  minGutter: number,
): T[] | undefined {
  if (items.length < 3 || items.length > GRID_MAX_ITEMS) return undefined;
  if (items.some((item) => item.order === undefined)) return undefined;
  const columns = splitColumns(items, gaps);
  if (columns.length < 2 || columns.every((column) => isTextColumn(column, minGutter))) return undefined;
  const bands = splitBands(items);
  if (bands.length < 2) return undefined;
  const columnOf = new Map<T, number>();
  columns.forEach((column, index) => {
    for (const item of column) columnOf.set(item, index);
  });
  // A grid's rows hold cells of several of its columns (a sparse sheet leaves some rows with one cell);
  // lines side by side within one column (columns of text under a full-width title, beside a number in
  // the margin) make no grid.
  const across = bands.filter((band) => new Set(band.map((item) => columnOf.get(item))).size >= 2).length;
  if (across < bands.length * ROWS_ACROSS_SHARE) return undefined;
  const rows = bands.flatMap((band) => [...band].sort((a, b) => a.box.x0 - b.box.x0));
  let asRows = 0;
  let asColumns = 0;
  for (let i = 0; i < rows.length; i++) {
    const a = rows[i] as T;
    const ca = columnOf.get(a) as number;
    for (let j = i + 1; j < rows.length; j++) {
      const b = rows[j] as T;
      // Rows read a before b; columns read b first only when b's column comes first.
      if ((columnOf.get(b) as number) >= ca) continue;
      if ((a.order as number) < (b.order as number)) asRows++;
      else asColumns++;
    }
  }
  const pairs = asRows + asColumns;
  return pairs > 0 && asRows >= pairs * ROW_MAJOR_SHARE ? rows : undefined;
}

function cut<T extends Placed>(items: readonly T[], minGutter: number, depth: number, out: T[][]): void {
  if (items.length <= 1 || depth > 64) {
    if (items.length > 0) out.push(byLines(items));
    return;
  }
  const columns = gutters(items, minGutter);
  if (columns.length > 0) {
    const grid = gridRows(items, columns, minGutter);
    if (grid) {
      out.push(grid);
      return;
    }
    for (const column of splitColumns(items, columns)) cut(column, minGutter, depth + 1, out);
    return;
  }
  const withoutNarrow = columnsWithoutNarrow(items, minGutter);
  if (withoutNarrow && withoutNarrow.length > 1) {
    for (const column of withoutNarrow) cut(column, minGutter, depth + 1, out);
    return;
  }
  const bands = splitBands(items);
  if (bands.length === 1) {
    out.push(byLines(bands[0] as T[]));
    return;
  }
  for (const group of groupBands(bands, minGutter)) {
    if (group.length === items.length) {
      // No gutter of the whole region: read its bands one after the other.
      for (const band of bands) cut(band, minGutter, depth + 1, out);
      return;
    }
  }
  for (const group of groupBands(bands, minGutter)) cut(group, minGutter, depth + 1, out);
}

/**
 * The items in reading order, as runs ("leaves") that each read top to bottom without a column change;
 * `minGutter` is the narrowest vertical gap that separates columns.
 */
export function readingOrder<T extends Placed>(items: readonly T[], minGutter: number): T[][] {
  const out: T[][] = [];
  cut(items, minGutter, 0, out);
  return out;
}
