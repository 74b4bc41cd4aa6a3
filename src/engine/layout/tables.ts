// Tables from page geometry, on text-layer pages and OCR'd scans alike, in three passes:
// 1. bordered grids: connected sets of horizontal and vertical rules (table-lattice.ts);
// 2. stacks of horizontal rules without a grid (booktabs, open-sided tables ruled per row): columns from
//    the words' alignment, rows from the rules and the lines (table-stream.ts);
// 3. borderless tables: runs of lines whose words fall into three or more short pieces, as (2) without rules.
// Cells are filled from word boxes (table-words.ts), never by re-reading pixels. A candidate that is one
// cell, one row or one column, or only its header, or running text, is no table.
import { type Grid, gridToTable } from "./table-grid.js";
import { hasInteriorVerticals, latticeGrid } from "./table-lattice.js";
import {
  connectedGroups,
  normaliseRules,
  type RuleLine,
  type Segment,
  segmentsBox,
  tolerances,
} from "./table-rules.js";
import { streamGrid } from "./table-stream.js";
import { centreOf, type TableWord, wordsOf } from "./table-words.js";
import type { Box, LayoutLine, LayoutTable } from "./types.js";

export type { RuleLine } from "./table-rules.js";

function inside(box: Box, outer: Box, slack = 1): boolean {
  const { x, y } = centreOf(box);
  return x >= outer.x0 - slack && x <= outer.x1 + slack && y >= outer.y0 - slack && y <= outer.y1 + slack;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** A table worth keeping: two rows with two filled cells each, and cells of table text, not paragraphs. */
function acceptable(table: LayoutTable, page: { width: number; height: number }): boolean {
  const full = table.rows.filter((row) => row.filter((cell) => cell.trim()).length >= 2).length;
  const body = table.rows
    .slice(table.headerRows ?? 0)
    .filter((row) => row.some((cell) => cell.trim())).length;
  // One row or one column only when its rules draw it (gridToTable decided).
  const lone = table.rows.length === 1 || table.rows.every((row) => row.length === 1);
  if ((!lone && full < 2) || body < 1) return false;
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

/** Horizontal rules that run across one table, top to bottom, grouped: full width ones and the rest. */
interface Stack {
  box: Box;
  full: Segment[];
  partial: Segment[];
}

function horizontalStacks(segments: readonly Segment[], em: number): Stack[] {
  const horizontals = segments.filter((s) => s.horizontal).sort((a, b) => a.at - b.at);
  const stacks: Stack[] = [];
  for (const rule of horizontals) {
    const length = rule.a1 - rule.a0;
    if (length < em * 4) continue;
    const stack = stacks.find((candidate) => {
      const last = candidate.full[candidate.full.length - 1] as Segment;
      const overlap = Math.min(last.a1, rule.a1) - Math.max(last.a0, rule.a0);
      if (overlap < Math.max(last.a1 - last.a0, length) * 0.9) return false;
      // A rule nearly as wide in between (another table's) parts them; a narrower one (cmidrule) does not.
      return !horizontals.some(
        (other) =>
          other.at > last.at &&
          other.at < rule.at &&
          Math.min(other.a1, last.a1) - Math.max(other.a0, last.a0) >= (last.a1 - last.a0) * 0.8,
      );
    });
    if (stack) stack.full.push(rule);
    else stacks.push({ box: { x0: 0, y0: 0, x1: 0, y1: 0 }, full: [rule], partial: [] });
  }
  for (const stack of stacks) stack.box = segmentsBox(stack.full);
  for (const rule of horizontals) {
    for (const stack of stacks) {
      if (stack.full.includes(rule)) continue;
      const { box } = stack;
      if (rule.at > box.y0 && rule.at < box.y1 && rule.a0 >= box.x0 - em && rule.a1 <= box.x1 + em)
        stack.partial.push(rule);
    }
  }
  return stacks.filter((stack) => stack.full.length >= 2);
}

/** A stack cut where running text lies between two of its rules (two tables, one after the other). */
function splitAtProse(
  stack: Stack,
  pageWords: readonly TableWord[],
  rules: readonly Segment[],
  em: number,
): Stack[] {
  const parts: Segment[][] = [[stack.full[0] as Segment]];
  const words = pageWords.filter((word) => inside(word.box, stack.box, 0));
  for (let i = 1; i < stack.full.length; i++) {
    const above = stack.full[i - 1] as Segment;
    const rule = stack.full[i] as Segment;
    const band = { x0: stack.box.x0, y0: above.at, x1: stack.box.x1, y1: rule.at };
    const inner = words.filter((word) => inside(word.box, band, 0));
    // A band where no line has two cells (captions, a paragraph) lies between two tables.
    const lines = new Set(inner.map((word) => word.line)).size;
    const cells = piecesOf(inner, em, 0.6).length;
    // Nothing between two rules: one table's last rule and the next one's first. Two rules of one
    // length between them: a table of its own.
    const within = rules.filter(
      (r) =>
        r.horizontal &&
        r.at > band.y0 + 1 &&
        r.at < band.y1 - 1 &&
        r.a1 - r.a0 >= em * 4 &&
        r.a0 >= band.x0 - em &&
        r.a1 <= band.x1 + em,
    );
    const another = within.some((a) =>
      within.some((b) => b !== a && Math.abs(a.a0 - b.a0) < em && Math.abs(a.a1 - b.a1) < em),
    );
    if (
      another ||
      lines === 0 ||
      isProse(inner, band, em) ||
      (cells <= lines && !sharesCells(inner, words, em))
    ) {
      parts.push([rule]);
      continue;
    }
    // A band that starts with a bold row after a band that ends without one: the rule between them
    // closes one table and opens the next (two tables set one under the other).
    const previous = stack.full[i - 2];
    const before = previous
      ? words.filter((word) => inside(word.box, { ...band, y0: previous.at, y1: above.at }, 0))
      : [];
    if (previous && boldFirstLine(inner) && !boldLastLine(before)) {
      parts.push([above, rule]);
      continue;
    }
    parts[parts.length - 1]?.push(rule);
  }
  return parts
    .filter((full) => full.length >= 2)
    .map((full) => {
      const box = segmentsBox(full);
      return { box, full, partial: stack.partial.filter((rule) => rule.at > box.y0 && rule.at < box.y1) };
    });
}

function edgeLine(words: readonly TableWord[], first: boolean): TableWord[] {
  if (words.length === 0) return [];
  const edge = first ? Math.min(...words.map((w) => w.box.y0)) : Math.max(...words.map((w) => w.box.y1));
  return words.filter((w) => (first ? w.box.y0 - edge : edge - w.box.y1) < (w.box.y1 - w.box.y0) * 0.5);
}
const boldFirstLine = (words: readonly TableWord[]) => {
  const line = edgeLine(words, true);
  return line.length > 0 && line.every((w) => w.bold);
};
const boldLastLine = (words: readonly TableWord[]) => {
  const line = edgeLine(words, false);
  return line.length > 0 && line.every((w) => w.bold);
};

/**
 * Whether a band's one-piece lines start where the stack's cells start (a row with one filled cell, a
 * section row), rather than somewhere else (a caption, a note between two tables).
 */
function sharesCells(band: readonly TableWord[], stackWords: readonly TableWord[], em: number): boolean {
  const starts = new Set<number>();
  for (const piece of piecesOf(stackWords, em, 0.6)) {
    if (band.includes(piece[0] as TableWord)) continue;
    starts.add(Math.round((piece[0] as TableWord).box.x0 / (em * 0.3)));
  }
  return piecesOf(band, em, 0.6).every((piece) =>
    starts.has(Math.round((piece[0] as TableWord).box.x0 / (em * 0.3))),
  );
}

/** Mostly words of fixed-pitch lines: a code listing, aligned as it may be. */
const isCode = (words: readonly TableWord[]) => words.filter((w) => w.mono).length > words.length * 0.5;

/**
 * Whether text without rules opens with a header: its first line set bolder or larger than the lines
 * below. Without a header, aligned short pieces are as often two columns of justified text or a form.
 * OCR knows no type: there the alignment alone decides (as the reference's table model reads a scan).
 */
function headed(words: readonly TableWord[]): boolean {
  if (!words.some((w) => w.styled)) return true;
  const top = edgeLine(words, true);
  const rest = words.filter((w) => !top.includes(w));
  if (top.length === 0 || rest.length === 0) return false;
  const bold = (list: readonly TableWord[]) => list.filter((w) => w.bold).length / list.length;
  const size = (list: readonly TableWord[]) => list.reduce((sum, w) => sum + w.size, 0) / list.length;
  return (bold(top) >= 0.8 && bold(rest) <= 0.5) || size(top) >= size(rest) * 1.1;
}

/** Running text: most lines of the band fill most of its width with no wide gap. */
function isProse(words: readonly TableWord[], box: Box, em: number): boolean {
  const byLine = new Map<number, TableWord[]>();
  for (const word of words) {
    let list = byLine.get(word.line);
    if (!list) {
      list = [];
      byLine.set(word.line, list);
    }
    list.push(word);
  }
  if (byLine.size === 0) return false;
  // One line alone (a caption between two rules) is prose only when no gap in it could part two cells.
  const gap = byLine.size === 1 ? 0.5 : 1.2;
  let prose = 0;
  for (const list of byLine.values()) {
    list.sort((a, b) => a.box.x0 - b.box.x0);
    const x0 = (list[0] as TableWord).box.x0;
    const x1 = Math.max(...list.map((w) => w.box.x1));
    const wide = list.some((w, i) => i > 0 && w.box.x0 - (list[i - 1] as TableWord).box.x1 > em * gap);
    if (!wide && x1 - x0 >= (box.x1 - box.x0) * 0.7 && list.length >= 6) prose++;
  }
  return prose >= byLine.size * 0.5;
}

/** The type size of the words (their median). */
function wordSize(words: readonly TableWord[], fallback: number): number {
  const sizes = words.map((w) => w.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? fallback;
}

/** The stack's table: its rows split at the interior rules, the header above a lone (or thicker) rule. */
function stackTable(stack: Stack, words: readonly TableWord[], em: number): Grid | undefined {
  const box = withOpenEnds(stack, words, em);
  const inner = words.filter((word) => inside(word.box, box, 0));
  if (inner.length < 4 || isProse(inner, box, em) || isCode(inner)) return undefined;
  // Edges of shaded boxes only (a code listing's background, striped rows) are as good as no rules:
  // as a table without rules, it needs a header.
  if (stack.full.every((rule) => rule.edge) && !headed(inner)) return undefined;
  const size = wordSize(inner, em);
  const interior = stack.full.slice(1, -1);
  let headerRule: number | undefined;
  const first = interior[0];
  if (first) {
    const others = interior.slice(1);
    const thicker = others.length > 0 && others.every((rule) => first.thickness > rule.thickness * 1.2);
    if (others.length === 0 || thicker) headerRule = first.at;
  }
  const rules = [...interior, ...stack.partial].map((rule) => rule.at).sort((a, b) => a - b);
  const lone = stack.full.length === 2;
  return streamGrid(inner, box, { em: size, rules, headerRule, partial: stack.partial, lone });
}

/**
 * A table ruled under each row has no rule above its first row (or, ruled over each row, below its last):
 * a line of cells within a row's height outside the outer rule is the table's too.
 */
function withOpenEnds(stack: Stack, words: readonly TableWord[], em: number): Box {
  const box = { ...stack.box };
  // Ruled under (or over) every row: three rows at least.
  if (stack.full.length < 4) return box;
  const pitch = Math.min(...stack.full.slice(1).map((rule, i) => rule.at - (stack.full[i] as Segment).at));
  const cellsIn = (y0: number, y1: number) => {
    const band = words.filter((word) => {
      const { y } = centreOf(word.box);
      return y > y0 && y < y1 && word.box.x1 > box.x0 && word.box.x0 < box.x1;
    });
    if (band.length === 0) return [];
    // One line of two or more pieces apart by an em or more, all within the rules' width: cells, not
    // a line of prose or a caption.
    const top = Math.min(...band.map((w) => w.box.y0));
    const bottom = Math.max(...band.map((w) => w.box.y1));
    const height = Math.max(...band.map((w) => w.box.y1 - w.box.y0));
    const within = band.every((w) => w.box.x0 >= box.x0 - em && w.box.x1 <= box.x1 + em);
    return within && bottom - top <= height * 1.5 && piecesOf(band, em).length >= 2 ? band : [];
  };
  const above = cellsIn(box.y0 - pitch, box.y0);
  if (above.length > 0) box.y0 = Math.min(...above.map((w) => w.box.y0)) - 0.5;
  const below = cellsIn(box.y1, box.y1 + pitch);
  if (below.length > 0) box.y1 = Math.max(...below.map((w) => w.box.y1)) + 0.5;
  return box;
}

/** Lines cut into pieces at wide gaps between their words: the cells of a row, when it is one. */
function piecesOf(words: readonly TableWord[], em: number, gap = 1): TableWord[][] {
  const byLine = new Map<number, TableWord[]>();
  for (const word of words) {
    let list = byLine.get(word.line);
    if (!list) {
      list = [];
      byLine.set(word.line, list);
    }
    list.push(word);
  }
  const pieces: TableWord[][] = [];
  for (const list of byLine.values()) {
    list.sort((a, b) => a.box.x0 - b.box.x0);
    let run: TableWord[] = [];
    for (const word of list) {
      const last = run[run.length - 1];
      const height = word.box.y1 - word.box.y0;
      if (last && word.box.x0 - last.box.x1 > Math.max(em, height) * gap) {
        pieces.push(run);
        run = [];
      }
      run.push(word);
    }
    if (run.length > 0) pieces.push(run);
  }
  return pieces;
}

const boxOfWords = (words: readonly TableWord[]): Box => ({
  x0: Math.min(...words.map((w) => w.box.x0)),
  y0: Math.min(...words.map((w) => w.box.y0)),
  x1: Math.max(...words.map((w) => w.box.x1)),
  y1: Math.max(...words.map((w) => w.box.y1)),
});

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
  for (const row of rows) {
    const previous = run[run.length - 1];
    const top = Math.min(...row.map((p) => p.box.y0));
    const previousBottom = previous ? Math.max(...previous.map((p) => p.box.y1)) : top;
    // Cells are short; three columns of running text have long pieces.
    const lengths = row.map((p) => p.words.map((w) => w.text).join(" ").length).sort((a, b) => a - b);
    const gridLike = row.length >= 3 && (lengths[Math.floor(lengths.length / 2)] ?? 0) <= 25;
    if (!gridLike || top - previousBottom > em * 2) close();
    if (gridLike) run.push(row);
  }
  close();
  return regions;
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
  const keep = (table: LayoutTable | undefined): boolean => {
    if (!table || !acceptable(table, page)) return false;
    if (tables.some((other) => overlaps(other.box, table.box))) return false;
    tables.push(table);
    return true;
  };

  for (const group of connectedGroups(segments, tol.join)) {
    const horizontals = group.filter((s) => s.horizontal).length;
    if (horizontals < 2 || !hasInteriorVerticals(group, em * 0.5)) continue;
    const found = latticeGrid(group, words, { gutter: em * 0.5, em });
    if (found && keep(gridToTable(found.grid))) for (const s of group) used.add(s);
  }

  const remaining = segments.filter((s) => !used.has(s));
  for (const stack of horizontalStacks(remaining, em).flatMap((stack) =>
    splitAtProse(stack, words, remaining, em),
  )) {
    if (tables.some((table) => overlaps(table.box, stack.box))) continue;
    const grid = stackTable(stack, free(), em);
    if (grid) keep(gridToTable(grid));
  }

  const rest = free();
  for (const region of borderlessRegions(rest, em)) {
    const inner = rest.filter((word) => inside(word.box, region, 0));
    if (isCode(inner) || !headed(inner)) continue;
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
