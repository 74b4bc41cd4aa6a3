// What the text of a candidate table says about it: running text (prose), a code listing, a header over
// the rest, the pieces a line falls into at wide gaps. Shared by the finders of tables/ruled and not.
import type { TableWord } from "./table-words.js";
import { centreOf, wordsByLine } from "./table-words.js";
import type { Box } from "./types.js";

export function inside(box: Box, outer: Box, slack = 1): boolean {
  const { x, y } = centreOf(box);
  return x >= outer.x0 - slack && x <= outer.x1 + slack && y >= outer.y0 - slack && y <= outer.y1 + slack;
}

export function edgeLine(words: readonly TableWord[], first: boolean): TableWord[] {
  if (words.length === 0) return [];
  const edge = first ? Math.min(...words.map((w) => w.box.y0)) : Math.max(...words.map((w) => w.box.y1));
  return words.filter((w) => (first ? w.box.y0 - edge : edge - w.box.y1) < (w.box.y1 - w.box.y0) * 0.5);
}
export const boldFirstLine = (words: readonly TableWord[]) => {
  const line = edgeLine(words, true);
  return line.length > 0 && line.every((w) => w.bold);
};
export const boldLastLine = (words: readonly TableWord[]) => {
  const line = edgeLine(words, false);
  return line.length > 0 && line.every((w) => w.bold);
};

/** Mostly words of fixed-pitch lines: a code listing, aligned as it may be. */
export const isCode = (words: readonly TableWord[]) =>
  words.filter((w) => w.mono).length > words.length * 0.5;

/**
 * Whether text without rules opens with a header: its first line set bolder or larger than the lines
 * below. Without a header, aligned short pieces are as often two columns of justified text or a form.
 * OCR knows no type: there the alignment alone decides (as the reference's table model reads a scan).
 */
export function headed(words: readonly TableWord[]): boolean {
  if (!words.some((w) => w.styled)) return true;
  const top = edgeLine(words, true);
  const rest = words.filter((w) => !top.includes(w));
  if (top.length === 0 || rest.length === 0) return false;
  const bold = (list: readonly TableWord[]) => list.filter((w) => w.bold).length / list.length;
  const size = (list: readonly TableWord[]) => list.reduce((sum, w) => sum + w.size, 0) / list.length;
  return (bold(top) >= 0.8 && bold(rest) <= 0.5) || size(top) >= size(rest) * 1.1;
}

/**
 * Running text: most lines of the band fill most of their column with no wide gap, from its left edge.
 * Columns are the lines' horizontal extents where they overlap (two columns of prose side by side between
 * two tables' rules, a paragraph set in one of them), each a good part of the band's width. Lines that all start right of a column the first
 * line fills (a note's number, a bullet, then its wrapped text) are a cell's, beside another cell.
 */
export function isProse(words: readonly TableWord[], box: Box, em: number): boolean {
  const byLine = wordsByLine(words);
  if (byLine.length === 0) return false;
  // One line alone (a caption between two rules) is prose only when no gap in it could part two cells,
  // whatever its width.
  const gap = byLine.length === 1 ? 0.5 : 1.2;
  const lines = byLine.map((list) => ({
    list,
    x0: (list[0] as TableWord).box.x0,
    x1: Math.max(...list.map((w) => w.box.x1)),
    y0: Math.min(...list.map((w) => w.box.y0)),
  }));
  // Columns: runs of lines whose extents overlap, left to right.
  const columns: { x0: number; x1: number; top: number }[] = [];
  for (const line of [...lines].sort((a, b) => a.x0 - b.x0)) {
    const last = columns[columns.length - 1];
    if (last && line.x0 < last.x1) {
      last.x1 = Math.max(last.x1, line.x1);
      last.top = Math.min(last.top, line.y0);
    } else columns.push({ x0: line.x0, x1: line.x1, top: line.y0 });
  }
  const bandWidth = box.x1 - box.x0;
  const columnOf = (line: (typeof lines)[number]) =>
    columns.find((c) => line.x0 >= c.x0 && line.x0 < c.x1) ?? columns[0];
  // Text set tight against both rules (a cell's padding, not a paragraph's margin), each column's text
  // ending on a short line of its own, is a row's cells. Prose set in columns flows from one to the
  // next: a column it goes on from ends full.
  const top = Math.min(...lines.map((line) => line.y0));
  const bottom = Math.max(...words.map((w) => w.box.y1));
  const endsShort = columns.every((column) => {
    const own = lines.filter((line) => columnOf(line) === column);
    const last = own.reduce((a, b) => (b.y0 > a.y0 ? b : a), own[0] as (typeof lines)[number]);
    return own.length < 2 || last.x1 - last.x0 < (column.x1 - column.x0) * 0.8;
  });
  const tight = top - box.y0 <= em * 0.5 && box.y1 - bottom <= em * 0.5 && endsShort;
  /**
   * Whether a line has a line of another column level with it that is a cell beside it: one in a
   * narrow column (a note's number, a bullet, a row's label set apart on a line of its own by the text
   * layer), or any when the text is a row's (above).
   */
  const besideCell = (line: (typeof lines)[number]) => {
    const column = columnOf(line);
    const y1 = Math.max(...line.list.map((w) => w.box.y1));
    return lines.some((other) => {
      const theirs = columnOf(other);
      if (other === line || theirs === column || !theirs) return false;
      const overlap =
        Math.min(y1, Math.max(...other.list.map((w) => w.box.y1))) - Math.max(line.y0, other.y0);
      if (overlap < (y1 - line.y0) * 0.5) return false;
      return tight || theirs.x1 - theirs.x0 < bandWidth * 0.3;
    });
  };
  if (
    hangsUnderCell(
      lines.map((line) => line.list),
      em,
    )
  )
    return false;
  let prose = 0;
  for (const line of lines) {
    const column = columnOf(line);
    if (!column) continue;
    const width = column.x1 - column.x0;
    // A column of prose is a good part of the band, not a table's narrow column.
    if (width < bandWidth * 0.3 || besideCell(line)) continue;
    const { list, x0, x1 } = line;
    const wide = list.some((w, i) => i > 0 && w.box.x0 - (list[i - 1] as TableWord).box.x1 > em * gap);
    // A paragraph's first line may be indented; its other lines start at the column's left edge.
    const first = line.y0 - column.top < em * 0.5;
    const indent = x0 - column.x0 <= em * (first ? 3 : 1);
    // One line alone of a sentence's words without a gap: a caption or a note between two tables.
    const fills = byLine.length === 1 || x1 - x0 >= width * 0.7;
    if (!wide && indent && fills && list.length >= 6) prose++;
  }
  return prose >= byLine.length * 0.5;
}

/**
 * Lines that go on under a later cell of the first line: every further line starts where a word of the
 * first line starts that a gap wider than a word space sets apart from the words before it (a note's
 * number or bullet, then its text; a header whose last cell wraps). The text layer gives such cells as
 * one line when they are set close; a paragraph's lines start at its left edge.
 */
function hangsUnderCell(lines: readonly TableWord[][], em: number): boolean {
  const sorted = [...lines].sort((a, b) => (a[0] as TableWord).box.y0 - (b[0] as TableWord).box.y0);
  const [first, ...rest] = sorted;
  if (!first || first.length < 2 || rest.length === 0) return false;
  const words = [...first].sort((a, b) => a.box.x0 - b.box.x0);
  const starts = words.flatMap((word, i) => {
    const before = words[i - 1];
    return before && word.box.x0 - before.box.x1 >= em * 0.5 ? [word.box.x0] : [];
  });
  const left = (words[0] as TableWord).box.x0;
  return rest.every((line) => {
    const x0 = Math.min(...line.map((w) => w.box.x0));
    return x0 - left > em && starts.some((x) => Math.abs(x0 - x) <= em * 0.3);
  });
}

/** A figure alone: digits with their signs, separators and units ("1,234", "-42", "(3.5)", "12%"). */
export const FIGURE = /^[(+\-\u2212\u2013$\u20ac\u00a3]*\d[\d.,:/]*[)%]*$/u;

/** The type size of the words (their median). */
export function wordSize(words: readonly TableWord[], fallback: number): number {
  const sizes = words.map((w) => w.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? fallback;
}

/** Lines cut into pieces at wide gaps between their words: the cells of a row, when it is one. */
export function piecesOf(words: readonly TableWord[], em: number, gap = 1): TableWord[][] {
  const pieces: TableWord[][] = [];
  for (const list of wordsByLine(words)) {
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

/** The words' bounding box (one loop: it runs for every piece of every line of a page). */
export function boxOfWords(words: readonly TableWord[]): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < words.length; i++) {
    const box = (words[i] as TableWord).box;
    x0 = Math.min(x0, box.x0);
    y0 = Math.min(y0, box.y0);
    x1 = Math.max(x1, box.x1);
    y1 = Math.max(y1, box.y1);
  }
  return { x0, y0, x1, y1 };
}
