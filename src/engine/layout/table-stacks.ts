// Tables ruled by horizontal rules only (booktabs; open-sided tables ruled per row; shaded rows): stacks
// of rules of one width, parted where something that is no table lies between two of them (running text,
// a caption, nothing at all, another table's rules, a bold header after a body), each part read as a
// table without vertical rules (table-stream.ts) whose rows never cross a rule.
import type { Grid } from "./table-grid.js";
import { type Segment, segmentsBox } from "./table-rules.js";
import { streamGrid } from "./table-stream.js";
import {
  boldFirstLine,
  boldLastLine,
  boxOfWords,
  headed,
  inside,
  isCode,
  isProse,
  piecesOf,
  wordSize,
} from "./table-text.js";
import type { TableWord } from "./table-words.js";
import { centreOf } from "./table-words.js";
import type { Box } from "./types.js";

/** Horizontal rules that run across one table, top to bottom, grouped: full width ones and the rest. */
export interface Stack {
  box: Box;
  full: Segment[];
  partial: Segment[];
}

export function horizontalStacks(segments: readonly Segment[], em: number): Stack[] {
  const horizontals = segments.filter((s) => s.horizontal).sort((a, b) => a.at - b.at);
  const stacks: Stack[] = [];
  /** Whether another rule has this one's extent (both ends within an em): the two are one table's. */
  const paired = (rule: Segment) =>
    horizontals.some(
      (other) => other !== rule && Math.abs(other.a0 - rule.a0) < em && Math.abs(other.a1 - rule.a1) < em,
    );
  for (const rule of horizontals) {
    const length = rule.a1 - rule.a0;
    if (length < em * 4) continue;
    const stack = stacks.find((candidate) => {
      const last = candidate.full[candidate.full.length - 1] as Segment;
      const overlap = Math.min(last.a1, rule.a1) - Math.max(last.a0, rule.a0);
      if (overlap < Math.max(last.a1 - last.a0, length) * 0.9) return false;
      // A rule nearly as wide in between parts them when it is another table's (another rule of its
      // extent goes with it); a narrower one (cmidrule), or a lone one (the rule under a header of fewer
      // cells than the body's rows), does not.
      return !horizontals.some(
        (other) =>
          other.at > last.at &&
          other.at < rule.at &&
          Math.min(other.a1, last.a1) - Math.max(other.a0, last.a0) >= (last.a1 - last.a0) * 0.8 &&
          paired(other),
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
export function splitAtProse(
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
    // Lines across the band (a text layer cuts a row at its gutters into several lines of its own).
    const lines = levels(inner);
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
    // A band that opens a table (a header row above its shaded or ruled rows) may set its cells at
    // different heights (a label at the top, a wrapped title at the bottom): no line has two cells,
    // yet its pieces stand in the table's columns, which a caption's lines do not.
    const opening = parts[parts.length - 1]?.length === 1;
    if (
      another ||
      lines === 0 ||
      isProse(inner, band, em) ||
      (cells <= lines && !sharesCells(inner, words, em) && !(opening && inColumns(inner, words, em)))
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
      // The band before the rule that opens the next table is the last one's row when its pieces start
      // where that table's cells do; else it lies between the two (a note under the first).
      const earlier = words.filter((word) => word.box.y1 <= previous.at + em * 0.2);
      const closed = parts[parts.length - 1];
      if (closed && closed.length > 2 && !alignedWith(before, earlier, em)) closed.pop();
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

/**
 * Whether a band's one-piece lines start where the stack's first column starts (a row with one filled
 * cell, a section row), rather than somewhere else (a caption, a note between two tables, even one set
 * in line with a column of theirs).
 */
export function sharesCells(
  band: readonly TableWord[],
  stackWords: readonly TableWord[],
  em: number,
): boolean {
  // A section row's one cell is in the first column: the leftmost start of the other bands' pieces.
  let first = Number.POSITIVE_INFINITY;
  for (const piece of piecesOf(stackWords, em, 0.6)) {
    if (band.includes(piece[0] as TableWord)) continue;
    first = Math.min(first, (piece[0] as TableWord).box.x0);
  }
  return piecesOf(band, em, 0.6).every(
    (piece) => Math.abs((piece[0] as TableWord).box.x0 - first) <= em * 0.3,
  );
}

/**
 * Whether a band's pieces stand in two columns or more of the stack's other bands: each starts or ends
 * where a piece of theirs does, and two of them side by side (a caption's wrapped lines stand one above
 * the other, in one column).
 */
export function inColumns(band: readonly TableWord[], stackWords: readonly TableWord[], em: number): boolean {
  const others = piecesOf(
    stackWords.filter((word) => !band.includes(word)),
    em,
    0.6,
  ).map(boxOfWords);
  const pieces = piecesOf(band, em, 0.6).map(boxOfWords);
  const aligned = pieces.every((piece) =>
    others.some((o) => Math.abs(o.x0 - piece.x0) <= em * 0.3 || Math.abs(o.x1 - piece.x1) <= em * 0.3),
  );
  const apart = pieces.some((a) => pieces.some((b) => b.x0 > a.x1 + em));
  return aligned && apart;
}

/** Whether every piece of the band starts where a piece of the table above starts. */
function alignedWith(band: readonly TableWord[], table: readonly TableWord[], em: number): boolean {
  const starts = piecesOf(table, em, 0.6).map((piece) => (piece[0] as TableWord).box.x0);
  return piecesOf(band, em, 0.6).every((piece) =>
    starts.some((x) => Math.abs(x - (piece[0] as TableWord).box.x0) <= em * 0.3),
  );
}

/** The stack's table: its rows split at the interior rules, the header above a lone (or thicker) rule. */
export function stackTable(stack: Stack, words: readonly TableWord[], em: number): Grid | undefined {
  const box = withOpenEnds(stack, words, em);
  const inner = words.filter((word) => inside(word.box, box, 0));
  if (inner.length < 2 || isProse(inner, box, em) || isCode(inner)) return undefined;
  // A few words alone (two cells' worth) are a row only when the rules hug them, as a row's padding
  // does; not when they float in a drawn box (a shape's letters).
  const top = Math.min(...inner.map((w) => w.box.y0));
  const bottom = Math.max(...inner.map((w) => w.box.y1));
  if (inner.length < 4 && (top - box.y0 > em * 0.5 || box.y1 - bottom > em * 0.5)) return undefined;
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
  } else {
    // Only rules above and below: a rule across most of the table alone on its height is the one under a
    // header whose row has fewer cells than the body's (cmidrules come several to a height, and narrower).
    const width = box.x1 - box.x0;
    const wide = stack.partial.filter((rule) => rule.a1 - rule.a0 >= width * 0.6);
    const only = wide[0];
    if (
      wide.length === 1 &&
      only &&
      !stack.partial.some((rule) => rule !== only && Math.abs(rule.at - only.at) < em * 0.5)
    )
      headerRule = only.at;
  }
  const rules = [...interior, ...stack.partial].map((rule) => rule.at).sort((a, b) => a - b);
  const lone = stack.full.length === 2;
  return streamGrid(inner, box, { em: size, rules, headerRule, partial: stack.partial, lone });
}

/**
 * A table ruled under each row has no rule above its first row (or, ruled over each row, below its last):
 * a line of cells within a row's height outside the outer rule is the table's too.
 */
export function withOpenEnds(stack: Stack, words: readonly TableWord[], em: number): Box {
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

/** How many lines of text lie one above the other among the words (words that overlap in height are one). */
function levels(words: readonly TableWord[]): number {
  const sorted = [...words].sort((a, b) => a.box.y0 - b.box.y0);
  let count = 0;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const word of sorted) {
    const height = word.box.y1 - word.box.y0;
    if (word.box.y0 > bottom - height * 0.5) count++;
    bottom = Math.max(bottom, word.box.y1);
  }
  return count;
}
