// Lines in reading order → blocks (paragraphs, headings, list items). A block ends where the next line
// is not directly below (a column change), after a larger-than-usual vertical gap, where the type size or
// weight changes, where a bullet or number starts a list item, or where an indented line follows a short
// one (a paragraph's first-line indent).
import { isBulletedText, isPossibleNumberedList } from "../elements/text-type.js";
import type { Box, LayoutLine } from "./types.js";

export interface Block {
  lines: LayoutLine[];
  box: Box;
}

/** A line's type size: the text layer's, else its box height (OCR boxes are about one em tall). */
export function lineSize(line: LayoutLine): number {
  return line.fontSize && line.fontSize > 0 ? line.fontSize : Math.max(1, line.box.y1 - line.box.y0);
}

/** The type size most of the page's characters are set in. */
export function bodySize(lines: readonly LayoutLine[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(lineSize(line) * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, w] of weight) {
    if (w > bestWeight || (w === bestWeight && size < best)) {
      best = size;
      bestWeight = w;
    }
  }
  return best || 10;
}

/** Whether the centre of `inner` lies within `outer`. */
export function centreInside(inner: Box, outer: Box): boolean {
  const x = (inner.x0 + inner.x1) / 2;
  const y = (inner.y0 + inner.y1) / 2;
  return x >= outer.x0 && x <= outer.x1 && y >= outer.y0 && y <= outer.y1;
}

export function unionBox(boxes: readonly Box[]): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    x0 = Math.min(x0, box.x0);
    y0 = Math.min(y0, box.y0);
    x1 = Math.max(x1, box.x1);
    y1 = Math.max(y1, box.y1);
  }
  return { x0, y0, x1, y1 };
}

/** A bullet, or a list number of up to three digits ("1999) is ..." continues a sentence). */
function startsListItem(text: string): boolean {
  return isBulletedText(text) || (isPossibleNumberedList(text) && /^\s*\d{1,3}[.)]/.test(text));
}

/**
 * A line that starts with a glyph the line before uses between words ("Deep Learning · Layout Analysis" then
 * "· Character Recognition"): a wrapped run of separated keywords, not a bullet.
 */
function separatorWrapped(previous: LayoutLine, line: LayoutLine): boolean {
  const glyph = line.text.trimStart().charAt(0);
  // Dashes and asterisks are left out: "2019 - 2021" on one line and "- an item" on the next is a list.
  return /[^\p{L}\p{N}\s\p{Pd}*]/u.test(glyph) && previous.text.includes(` ${glyph} `);
}

function continues(block: Block, previous: LayoutLine, line: LayoutLine): boolean {
  const size = Math.min(lineSize(previous), lineSize(line));
  const larger = Math.max(lineSize(previous), lineSize(line));
  // Below, and overlapping horizontally: the same column.
  if (line.box.y0 < previous.box.y0 + size * 0.3) return false;
  if (line.box.x0 >= block.box.x1 || line.box.x1 <= block.box.x0) return false;
  const gap = line.box.y0 - previous.box.y1;
  // Text-layer boxes are one em tall, as pdfminer's: lines more than half an em apart are apart, its
  // line_margin. OCR boxes hug the glyphs, so their gaps run wider.
  const ocr = previous.confidence !== undefined || line.confidence !== undefined;
  if (gap > size * (ocr ? 0.75 : 0.5)) return false;
  if (larger / size > 1.12) return false;
  if (Boolean(previous.bold) !== Boolean(line.bold)) return false;
  if (startsListItem(line.text) && !separatorWrapped(previous, line)) return false;
  // An indented line after a line that stopped short: a new paragraph. Not in a code listing (monospaced
  // type), whose lines are indented by its structure, and which pdfminer keeps as one box.
  if (previous.monospace && line.monospace) return true;
  const indented = line.box.x0 - block.box.x0 > size * 0.8;
  const stoppedShort = block.box.x1 - previous.box.x1 > size * 2.5;
  if (indented && stoppedShort && !startsListItem(block.lines[0]?.text ?? "")) return false;
  return true;
}

/** Groups lines (already in reading order) into blocks. */
export function groupBlocks(lines: readonly LayoutLine[]): Block[] {
  const blocks: Block[] = [];
  let block: Block | undefined;
  for (const line of lines) {
    const previous = block?.lines[block.lines.length - 1];
    if (block && previous && continues(block, previous, line)) {
      block.lines.push(line);
      block.box = unionBox([block.box, line.box]);
      continue;
    }
    block = { lines: [line], box: { ...line.box } };
    blocks.push(block);
  }
  return blocks;
}
