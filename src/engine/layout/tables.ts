// Tables from page geometry, on text-layer pages and OCR'd scans alike, in three passes:
// 1. bordered grids: connected sets of horizontal and vertical rules (table-lattice.ts);
// 2. stacks of horizontal rules without a grid (booktabs, open-sided tables ruled per row): columns from
//    the words' alignment, rows from the rules and the lines (table-stacks.ts, table-stream.ts);
// 3. borderless tables: runs of lines whose words fall into three or more short pieces, as (2) without rules.
// Cells are filled from word boxes (table-words.ts), never by re-reading pixels. A candidate that is one
// cell, one column, one row that no rules draw, only its header, or running text, is no table.
import { misread } from "./blocks.js";
import { gridToTable } from "./table-grid.js";
import { hasInteriorVerticals, latticeGrid } from "./table-lattice.js";
import {
  connectedGroups,
  normaliseRules,
  type RuleLine,
  type Segment,
  segmentsBox,
  tolerances,
} from "./table-rules.js";
import { horizontalStacks, splitAtProse, stackTable } from "./table-stacks.js";
import { streamGrid } from "./table-stream.js";
import { boxOfWords, FIGURE, headed, inside, isCode, piecesOf, wordSize } from "./table-text.js";
import { type TableWord, wordsOf } from "./table-words.js";
import type { Box, LayoutLine, LayoutTable } from "./types.js";

export type { RuleLine } from "./table-rules.js";

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * A table worth keeping: two rows with two filled cells each (one only when rules above and below draw
 * it as a table: gridToTable decided for a row alone). Rows of one cell each are a layout device (boxed
 * paragraphs, a framed title), not a table of data: no reader can tell them from framed text.
 */
function acceptable(table: LayoutTable, page: { width: number; height: number }, ruled: boolean): boolean {
  const full = table.rows.filter((row) => row.filter((cell) => cell.trim()).length >= 2).length;
  const body = table.rows
    .slice(table.headerRows ?? 0)
    .filter((row) => row.some((cell) => cell.trim())).length;
  if (full < (table.rows.length === 1 || ruled ? 1 : 2) || body < 1) return false;
  const { x0, y0, x1, y1 } = table.box;
  // A frame around the page is decoration.
  if ((x1 - x0) * (y1 - y0) > page.width * page.height * 0.9) return false;
  return true;
}

/**
 * A "rule" that runs along inside words for most of its length is part of them: the joined serifs of a
 * bold line in a scan, a strike-through. Rules run between lines of text, never through them.
 */
function throughText(segment: Segment, words: readonly TableWord[]): boolean {
  let covered = 0;
  for (const word of words) {
    const { x0, y0, x1, y1 } = word.box;
    if (segment.horizontal) {
      const inset = (y1 - y0) * 0.05;
      if (segment.at <= y0 + inset || segment.at >= y1 - inset) continue;
      covered += Math.max(0, Math.min(x1, segment.a1) - Math.max(x0, segment.a0));
    } else {
      const inset = (x1 - x0) * 0.05;
      if (segment.at <= x0 + inset || segment.at >= x1 - inset) continue;
      covered += Math.max(0, Math.min(y1, segment.a1) - Math.max(y0, segment.a0));
    }
  }
  return covered >= (segment.a1 - segment.a0) * 0.5;
}

/** Runs of rows of three or more short pieces each, close together: tables drawn without rules. */
function borderlessRegions(words: readonly TableWord[], em: number): Box[] {
  const pieces = piecesOf(words, em).map((run) => ({ words: run, box: boxOfWords(run) }));
  pieces.sort((a, b) => a.box.y0 + a.box.y1 - (b.box.y0 + b.box.y1));
  const rows: (typeof pieces)[] = [];
  for (const piece of pieces) {
    const row = rows[rows.length - 1];
    const centre = (piece.box.y0 + piece.box.y1) / 2;
    const first = row?.[0];
    if (row && first && centre >= first.box.y0 && centre <= first.box.y1) row.push(piece);
    else rows.push([piece]);
  }
  const regions: Box[] = [];
  let run: (typeof pieces)[] = [];
  const close = () => {
    if (run.length >= 3) regions.push(boxOfWords(run.flat().flatMap((p) => p.words)));
    run = [];
  };
  const bottomOf = (row: (typeof pieces)[number][]) => Math.max(...row.map((p) => p.box.y1));
  let candidate: (typeof pieces)[number][] | undefined;
  for (const row of rows) {
    const previous = run[run.length - 1];
    const top = Math.min(...row.map((p) => p.box.y0));
    const previousBottom = previous ? Math.max(...previous.map((p) => p.box.y1)) : top;
    // Cells are short; three columns of running text have long pieces, and no piece of them is a
    // figure alone (a row's number, a page reference), which lets a row's other cells be longer.
    const texts = row.map((p) => p.words.map((w) => w.text).join(" "));
    const lengths = texts.map((text) => text.length).sort((a, b) => a - b);
    const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
    const figure = texts.some((text) => FIGURE.test(text));
    // A list's marker set apart from its item ("●  Topic 1") is no cell: lists side by side are no table.
    const listed = texts.some((text) => BULLET.test(text));
    const short = median <= 25 || (figure && median <= 40);
    const gridLike = !listed && row.length >= 3 && short;
    // Cells set closer than the gap that parts pieces (a spreadsheet's narrow columns) leave a row in
    // fewer pieces: it goes on a run of rows that are grid-like, its columns found by alignment later.
    const goesOn = !listed && row.length >= 2 && short && run.length >= 2;
    if (top - previousBottom > em * 2 || !(gridLike || goesOn)) close();
    // The same holds for the row just above a run's first (a header whose labels nearly touch).
    const above = rows[rows.indexOf(row) - 1];
    if (gridLike && run.length === 0 && above && candidate === above && top - bottomOf(above) <= em * 2)
      run.push(above);
    if (gridLike || goesOn) run.push(row);
    candidate = !listed && row.length >= 2 && short ? row : undefined;
  }
  close();
  return regions;
}

/**
 * Row rules broken where a table's columns fall into groups (a spreadsheet's blocks of columns, each
 * ruled and shaded apart, a narrow gap between blocks): joined into one rule across. A break is one when
 * three rows or more break at the same place; rules that only happen to line up (two tables side by side)
 * rarely do, row for row.
 */
function acrossColumnGroups(segments: readonly Segment[], em: number): Segment[] {
  const horizontals = segments
    .filter((s) => s.horizontal && !s.edge)
    .sort((a, b) => a.at - b.at || a.a0 - b.a0);
  const rows: Segment[][] = [];
  for (const segment of horizontals) {
    const row = rows[rows.length - 1];
    if (row && Math.abs((row[0] as Segment).at - segment.at) <= em * 0.2) row.push(segment);
    else rows.push([segment]);
  }
  const breaks = (row: Segment[]) => {
    const sorted = [...row].sort((a, b) => a.a0 - b.a0);
    return sorted.slice(1).flatMap((next, i) => {
      const before = sorted[i] as Segment;
      const gap = next.a0 - before.a1;
      return gap > 0 && gap <= em * 3 ? [{ before, next }] : [];
    });
  };
  const all = rows.flatMap(breaks);
  const shared = (b: { before: Segment; next: Segment }) =>
    all.filter(
      (o) => Math.abs(o.before.a1 - b.before.a1) <= em * 0.5 && Math.abs(o.next.a0 - b.next.a0) <= em * 0.5,
    ).length >= 3;
  const joined = new Map<Segment, Segment>();
  const root = (s: Segment): Segment => {
    let r = s;
    while (joined.has(r)) r = joined.get(r) as Segment;
    return r;
  };
  const out = new Set<Segment>(segments);
  for (const b of all.filter(shared)) {
    const left = root(b.before);
    const right = root(b.next);
    const merged: Segment = {
      horizontal: true,
      at: (left.at + right.at) / 2,
      a0: Math.min(left.a0, right.a0),
      a1: Math.max(left.a1, right.a1),
      thickness: Math.max(left.thickness, right.thickness),
    };
    out.delete(left);
    out.delete(right);
    out.add(merged);
    joined.set(left, merged);
    joined.set(right, merged);
  }
  return [...out];
}

/**
 * A grid without the rules of the tables nested in its cells (a word processor draws one inside a cell,
 * its sides just inside the cell's): the nested table's text stays its cell's text, as the source has it.
 * A nested table's side is a vertical rule just inside a longer one that passes its ends on both sides;
 * the two sides of one nested table lie between two of the outer grid's rules, one of them inside the grid.
 */
function withoutNested(group: readonly Segment[], em: number): readonly Segment[] {
  const verticals = group.filter((s) => !s.horizontal);
  const box = segmentsBox(group);
  const outer = (v: Segment, left: boolean) =>
    verticals.find(
      (u) =>
        u !== v &&
        (left ? v.at - u.at : u.at - v.at) > 0 &&
        Math.abs(u.at - v.at) < em &&
        u.a0 < v.a0 - em * 0.5 &&
        u.a1 > v.a1 + em * 0.5,
    );
  const drop = new Set<Segment>();
  for (const left of verticals) {
    const o1 = outer(left, true);
    if (!o1) continue;
    for (const right of verticals) {
      if (
        right.at <= left.at ||
        Math.abs(right.a0 - left.a0) > em * 0.3 ||
        Math.abs(right.a1 - left.a1) > em * 0.3
      )
        continue;
      const o2 = outer(right, false);
      if (!o2) continue;
      const interior = (at: number) => at > box.x0 + em * 0.5 && at < box.x1 - em * 0.5;
      if (!interior(o1.at) && !interior(o2.at)) continue;
      // No rule of the outer grid between the two sides.
      if (
        verticals.some(
          (u) =>
            u.at > left.at && u.at < right.at && (u.a0 < left.a0 - em * 0.5 || u.a1 > left.a1 + em * 0.5),
        )
      )
        continue;
      const y0 = Math.min(left.a0, right.a0) - em * 0.3;
      const y1 = Math.max(left.a1, right.a1) + em * 0.3;
      for (const s of group) {
        if (s.horizontal) {
          if (s.a0 >= left.at - em * 0.3 && s.a1 <= right.at + em * 0.3 && s.at >= y0 && s.at <= y1)
            drop.add(s);
        } else if (s.at >= left.at && s.at <= right.at && s.a0 >= y0 && s.a1 <= y1) drop.add(s);
      }
    }
  }
  return drop.size === 0 ? group : group.filter((s) => !drop.has(s));
}

/**
 * A "grid" whose only vertical lines are the edges of a fill, while its row rules go on across a gap
 * into the next block of columns: a shaded block of a wider table, not a table of its own.
 */
function shadedBlock(group: readonly Segment[], across: readonly Segment[], em: number): boolean {
  if (!group.filter((s) => !s.horizontal).every((s) => s.edge)) return false;
  const box = segmentsBox(group);
  return across.some(
    (s) =>
      s.horizontal &&
      s.at >= box.y0 - em * 0.2 &&
      s.at <= box.y1 + em * 0.2 &&
      s.a0 < box.x1 &&
      s.a1 > box.x0 &&
      (s.a0 < box.x0 - em || s.a1 > box.x1 + em),
  );
}

/** A list's marker: a bullet glyph or a dash alone, or opening a piece. */
const BULLET =
  /^[\u2022\u25cf\u25cb\u25a0\u25aa\u25e6\u2023\u2043\u2219\u00b7\uf0a7\uf0b7\u2013\u2014-](\s|$)/u;

/**
 * Whether the pieces of a borderless region stand in columns: nearly every piece shares its left edge,
 * right edge or centre with a piece on two other rows (all others, when the region has three rows). A
 * spreadsheet printed without grid lines or a bold header is such a region; so is no run of justified
 * text, whose pieces part at gaps that fall anywhere, and no table beside a column of text.
 */
function columnar(words: readonly TableWord[], em: number): boolean {
  const pieces = piecesOf(words, em).map((run) => ({
    line: run[0]?.line ?? -1,
    box: boxOfWords(run),
    length: run.reduce((n, w) => n + w.text.length + 1, -1),
  }));
  const lines = new Set(pieces.map((p) => p.line));
  if (lines.size < 3) return false;
  // Lines of a sentence's length, aligned at a column's edge: a column of text beside a table.
  if (pieces.filter((p) => p.length > 40).length > pieces.length * 0.1) return false;
  const tol = em * 0.3;
  const need = Math.min(2, lines.size - 1);
  const aligned = pieces.filter((piece) => {
    const rows = new Set<number>();
    for (const other of pieces) {
      if (other.line === piece.line) continue;
      const a = piece.box;
      const b = other.box;
      if (
        Math.abs(a.x0 - b.x0) <= tol ||
        Math.abs(a.x1 - b.x1) <= tol ||
        Math.abs(a.x0 + a.x1 - b.x0 - b.x1) <= tol * 2
      )
        rows.add(other.line);
    }
    return rows.size >= need;
  });
  const columns = new Set(pieces.map((p) => Math.round(p.box.x0 / em))).size;
  return columns >= 3 && aligned.length >= pieces.length * 0.9;
}

/**
 * Tables on one page. `size` is the page's body type size, the unit of every tolerance (so the same rules
 * work in points on a text layer and in pixels on a scan). `rules` are the page's painted rules, from its
 * vector graphics or found in its pixels.
 */
export function findTables(
  textLines: readonly LayoutLine[],
  rules: readonly RuleLine[],
  page: { width: number; height: number },
  size: number,
): LayoutTable[] {
  const em = Math.max(size, 1);
  const lines = textLines.filter((line) => line.text.trim());
  const words = wordsOf(lines);
  const tol = tolerances(em);
  const segments = normaliseRules(rules, tol).filter((segment) => !throughText(segment, words));
  const tables: LayoutTable[] = [];
  const used = new Set<Segment>();
  const free = () => words.filter((word) => !tables.some((table) => inside(word.box, table.box)));
  const keep = (table: LayoutTable | undefined, ruled = false): boolean => {
    if (!table || !acceptable(table, page, ruled)) return false;
    if (tables.some((other) => overlaps(other.box, table.box))) return false;
    tables.push(table);
    return true;
  };

  // Grids: rules with vertical rules inside. A box ruled into rows without one is read by the rules and
  // the words' alignment below; if its words make no columns, it is a stack of boxed paragraphs.
  const across = acrossColumnGroups(segments, em).filter((s) => !segments.includes(s));
  for (const group of connectedGroups(segments, tol.join)) {
    const horizontals = group.filter((s) => s.horizontal).length;
    if (horizontals < 2 || !hasInteriorVerticals(group, em * 0.5)) continue;
    if (shadedBlock(group, across, em)) continue;
    const found = latticeGrid(withoutNested(group, em), words, { gutter: em * 0.5, em });
    if (found && keep(gridToTable(found.grid))) for (const s of group) used.add(s);
  }

  const remaining = acrossColumnGroups(
    segments.filter((s) => !used.has(s)),
    em,
  );
  for (const stack of horizontalStacks(remaining, em).flatMap((stack) =>
    splitAtProse(stack, words, remaining, em),
  )) {
    if (tables.some((table) => overlaps(table.box, stack.box))) continue;
    const grid = stackTable(stack, free(), em);
    if (grid) keep(gridToTable(grid), true);
  }

  const rest = free();
  for (const region of borderlessRegions(rest, em)) {
    const inner = rest.filter((word) => inside(word.box, region, 0));
    // Misread words (a script the page was not read in, marks of a picture) have gaps anywhere, and
    // without rules that is all a table without rules is made of.
    if (isCode(inner) || misread(inner) || !(headed(inner) || columnar(inner, em))) continue;
    const grid = streamGrid(inner, region, { em: wordSize(inner, em), rules: [] });
    if (grid) keep(gridToTable(grid));
  }
  return tables;
}

/**
 * An OCR line split into the runs of words between wide gaps (and rules read as "|"): the cells that
 * Tesseract joined into one line. Lines without words stay whole.
 */
export function cellPieces(line: LayoutLine): LayoutLine[] {
  if (!line.words || line.words.length < 2) return [line];
  const em = Math.max(1, line.box.y1 - line.box.y0);
  return piecesOf(wordsOf([line]), em).map((run) => ({
    ...line,
    text: run.map((word) => word.text).join(" "),
    box: boxOfWords(run),
    words: run.map((word) => ({ text: word.text, box: word.box })),
    links: undefined,
    emphasis: undefined,
  }));
}
