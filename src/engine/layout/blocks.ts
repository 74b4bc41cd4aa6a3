// Lines in reading order → blocks (paragraphs, headings, list items). A block ends where the next line
// is not directly below (a column change), after a larger-than-usual vertical gap, where the type size or
// weight changes, where a bullet or number starts a list item, or where an indented line follows a short
// one (a paragraph's first-line indent).
import { isBulletCharacter, isBulletedText, isPossibleNumberedList } from "../elements/text-type.js";
import { pySplit } from "../text/python-str.js";
import { inCapitals } from "./headings.js";
import type { Box, LayoutLine } from "./types.js";

/**
 * OCR's confidence (0–100) below which a line's text is more likely a misreading than words: marks of a
 * picture or a diagram read as letters ("Ww RWW Ww N"), a script the page was not read in. Words
 * Tesseract reads score 80 and more; a line it is unsure of, a few letters wrong, still scores above this.
 * Such text heads nothing and makes no table without rules.
 */
export const MISREAD_CONFIDENCE = 40;

/**
 * Whether the pieces (lines or words) are OCR's and Tesseract was unsure of most of their characters:
 * their confidence averaged over their characters is below MISREAD_CONFIDENCE. Text without a confidence
 * (a text layer's) is never misread.
 */
export function misread(pieces: Iterable<{ text: string; confidence?: number }>): boolean {
  let chars = 0;
  let sum = 0;
  for (const piece of pieces) {
    if (piece.confidence === undefined) return false;
    const n = piece.text.trim().length;
    chars += n;
    sum += piece.confidence * n;
  }
  return chars > 0 && sum / chars < MISREAD_CONFIDENCE;
}

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

function continues(
  block: Block,
  previous: LayoutLine,
  line: LayoutLine,
  body: number,
  columnEnd: (line: LayoutLine) => number,
): boolean {
  const size = Math.min(lineSize(previous), lineSize(line));
  const larger = Math.max(lineSize(previous), lineSize(line));
  // Below, and overlapping horizontally: the same column.
  if (line.box.y0 < previous.box.y0 + size * 0.3) return false;
  if (line.box.x0 >= block.box.x1 || line.box.x1 <= block.box.x0) return false;
  const gap = line.box.y0 - previous.box.y1;
  // Text-layer boxes are one em tall, as pdfminer's: lines more than half an em apart are apart, its
  // line_margin. OCR boxes hug the glyphs, so their gaps run wider.
  const ocr = previous.confidence !== undefined || line.confidence !== undefined;
  // Display type (a title in large type, open leading) keeps its lines together a little farther apart.
  const display =
    !ocr && body > 0 && size >= body * 1.3 && larger / size < 1.05 && previous.bold === line.bold;
  if (gap > size * (ocr ? 0.75 : display ? 0.8 : 0.5)) return false;
  // The text layer knows sizes exactly: a step of 5 % is another style (a 13 pt heading over 12 pt
  // text). OCR sizes are box heights, evened out per paragraph: only a clear step counts.
  if (larger / size > (ocr ? 1.12 : 1.05)) return false;
  if (Boolean(previous.bold) !== Boolean(line.bold)) return false;
  if (startsListItem(line.text) && !separatorWrapped(previous, line)) return false;
  // Headings in the body's size set in capitals: "CHAPTER 1 – INTRODUCTION" over "A. PURPOSE" over the
  // text. A line in capitals ends its block when what follows is not, or starts with a section number.
  if (block.lines.length === 1 && inCapitals(previous.text) && !/[.,;:]$/.test(previous.text.trim())) {
    if (!inCapitals(line.text) || SECTION_START_RE.test(line.text)) return false;
  }
  // Lines of heading type (bold or larger) where the first word of the next would have fitted on the
  // line before, up to where the column's lines end: a line break, so two headings one over the other
  // ("3.1 Segments" over "Revenue").
  if (!ocr && (previous.bold || (body > 0 && lineSize(previous) >= body * 1.08))) {
    const first = line.words?.[0];
    const word = first ? first.box.x1 - first.box.x0 : (pySplit(line.text)[0]?.length ?? 0) * size * 0.5;
    if (previous.box.x1 + size * 0.5 + word < columnEnd(previous)) return false;
  }
  // An indented line after a line that stopped short: a new paragraph. Not in a code listing (monospaced
  // type), whose lines are indented by its structure, and which pdfminer keeps as one box.
  if (previous.monospace && line.monospace) return true;
  const indented = line.box.x0 - block.box.x0 > size * 0.8;
  const stoppedShort = block.box.x1 - previous.box.x1 > size * 2.5;
  if (indented && stoppedShort && !startsListItem(block.lines[0]?.text ?? "")) return false;
  return true;
}

/** Groups lines (already in reading order) into blocks; `body` is the page's body type size, if known. */
export function groupBlocks(lines: readonly LayoutLine[], body = 0): Block[] {
  // Where a line's column ends: the farthest right that lines starting where it starts reach.
  const columnEnd = (of: LayoutLine): number => {
    let end = of.box.x1;
    for (const other of lines) {
      if (Math.abs(other.box.x0 - of.box.x0) < lineSize(of)) end = Math.max(end, other.box.x1);
    }
    return end;
  };
  const blocks: Block[] = [];
  let block: Block | undefined;
  for (const line of lines) {
    const previous = block?.lines[block.lines.length - 1];
    if (block && previous && continues(block, previous, line, body, columnEnd)) {
      block.lines.push(line);
      block.box = unionBox([block.box, line.box]);
      continue;
    }
    block = { lines: [line], box: { ...line.box } };
    blocks.push(block);
  }
  return blocks;
}

/** A section number and a capital: "A. PURPOSE", "2.1 Methods", "IV. RESULTS". */
const SECTION_START_RE = /^\s*(?:[IVXLC]{1,6}|[A-Z]|\d{1,3}(?:\.\d{1,3})*)[.)]?\s+\p{Lu}/u;

/** A line that is only a section or list number ("5.", "2.1", "III.", "A.", "a)") or a bullet glyph. */
const MARKER_RE =
  /^(?:\d{1,3}(?:\.\d{1,3})*\.?|[IVXLCivxlc]{1,6}[.)]|[A-Za-z][.)]|\(?[a-z\d]{1,3}\)|[●▪◦■□➢►✓])$/u;

export function isMarker(text: string): boolean {
  const trimmed = text.trim();
  return MARKER_RE.test(trimmed) || (trimmed.length === 1 && isBulletCharacter(trimmed));
}

/** Farthest a marker stands before its text, in ems: a tab stop after "A." or a hanging indent. */
const MARKER_GAP_EMS = 4;

/**
 * Whether a marker line and a text line are in one type size. OCR measures a line's em from its letters'
 * reach above and below; a marker of figures and capitals ("2.", "IV.") reaches neither, so its measure is
 * only its cap height, two thirds to three quarters of the em: the text's may be that much larger.
 */
function sameTypeSize(marker: LayoutLine, text: LayoutLine): boolean {
  const ratio = lineSize(text) / lineSize(marker);
  if (Math.abs(ratio - 1) <= 0.2) return true;
  return marker.confidence !== undefined && !/\p{Ll}/u.test(marker.text) && ratio > 1 && ratio <= 1.6;
}

/**
 * Joins each line that holds only a number or a bullet to the line that follows it on the same baseline
 * ("A." ⟶ "PURPOSE" across a tab): the text layer cuts lines at wide gaps, and a heading or a list item
 * is one line with its number.
 */
export function joinMarkers(lines: readonly LayoutLine[]): LayoutLine[] {
  const taken = new Set<LayoutLine>();
  const out: LayoutLine[] = [];
  for (const line of lines) {
    if (taken.has(line)) continue;
    if (!isMarker(line.text)) {
      out.push(line);
      continue;
    }
    const size = lineSize(line);
    let best: LayoutLine | undefined;
    for (const other of lines) {
      if (other === line || taken.has(other) || !/^\W?\p{L}/u.test(other.text.trim())) continue;
      const gap = other.box.x0 - line.box.x1;
      if (gap < -1 || gap > size * MARKER_GAP_EMS) continue;
      if (Math.abs(other.box.y1 - line.box.y1) > size * 0.25 || !sameTypeSize(line, other)) continue;
      if (!best || other.box.x0 < best.box.x0) best = other;
    }
    if (!best) {
      out.push(line);
      continue;
    }
    taken.add(best);
    const marker = line.text.trim();
    const shift = marker.length + 1;
    out.push({
      ...best,
      text: `${marker} ${best.text}`,
      box: unionBox([line.box, best.box]),
      links: best.links?.map((link) => ({ ...link, start: link.start + shift })),
      emphasis:
        line.emphasis || best.emphasis ? [...(line.emphasis ?? []), ...(best.emphasis ?? [])] : undefined,
      words: line.words || best.words ? [...(line.words ?? []), ...(best.words ?? [])] : undefined,
    });
  }
  return out;
}
