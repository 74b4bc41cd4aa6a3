// Ink that OCR did not read. Tesseract's automatic page segmentation (psm 3) takes a field of small, evenly
// spaced glyphs — a grid of single letters or figures without rules, as tables of flags and marks are set —
// for noise or a picture and reads none of it (22 words on a page of a thousand cells). The page's ink is
// compared with the boxes of the words read: clusters of glyph-sized marks outside every word are regions
// the page segmentation lost, and each is read again on its own as one block of text (psm 6), which reads
// such a field row by row. Pictures are not glyph-sized marks (their ink is one large connected mass), and
// a page whose words cover its ink costs one pass over a coarse grid of its pixels.

import { median } from "../../shared/median.js";
import type { Box, LayoutLine } from "../layout/types.js";

export interface GreyImage {
  /** Greyscale, one byte a pixel, row after row. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** Glyph-sized marks outside the words read, at least, for a region to be read again. */
const MIN_UNREAD_MARKS = 24;
/** A mark's ink, at least, in square cells of the grid (a speck of dust is less). */
const MIN_MARK_INK = 0.12;
/** Marks closer than this many word heights belong to one region. */
const REGION_JOIN = 2;
/** Grey below this is ink: scans and renders are dark type on light paper. */
const INK = 128;

/** Labels 8-connected components of `mask` (w×h); returns each component's cells. */
function components(mask: Uint8Array, w: number, h: number): number[][] {
  const seen = new Uint8Array(mask.length);
  const out: number[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const cells: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      cells.push(cell);
      const cx = cell % w;
      const cy = (cell - cx) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const y = cy + dy;
        if (y < 0 || y >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const x = cx + dx;
          if (x < 0 || x >= w) continue;
          const next = y * w + x;
          if (mask[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    out.push(cells);
  }
  return out;
}

function boundsOf(cells: readonly number[], w: number): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = -1;
  let y1 = -1;
  for (const cell of cells) {
    const x = cell % w;
    const y = (cell - x) / w;
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1: x1 + 1, y1: y1 + 1 };
}

/**
 * One pass over the image, row by row: `mask` gets ink pixels 1 and pixels of ruling lines (runs of ink
 * longer than `minRun` along a row or a column) 2, and `ink` counts each s×s cell's ink that is no rule.
 */
function inkAndRules(image: GreyImage, minRun: number, s: number, ink: Uint32Array, w: number): Uint8Array {
  const { data, width, height } = image;
  const mask = new Uint8Array(width * height);
  const columnStart = new Int32Array(width).fill(-1);
  const rule = (i: number, x: number, y: number) => {
    if (mask[i] === 1) {
      const cell = Math.floor(y / s) * w + Math.floor(x / s);
      ink[cell] = (ink[cell] as number) - 1;
    }
    mask[i] = 2;
  };
  const endColumn = (x: number, y: number) => {
    const start = columnStart[x] as number;
    if (y - start >= minRun) for (let r = start; r < y; r++) rule(r * width + x, x, r);
    columnStart[x] = -1;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const cellRow = Math.floor(y / s) * w;
    let start = -1;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if ((data[i] as number) < INK) {
        mask[i] = 1;
        const cell = cellRow + Math.floor(x / s);
        ink[cell] = (ink[cell] as number) + 1;
        if (start < 0) start = x;
        if ((columnStart[x] as number) < 0) columnStart[x] = y;
      } else {
        if (start >= 0) {
          if (x - start >= minRun) for (let r = start; r < x; r++) rule(row + r, r, y);
          start = -1;
        }
        if ((columnStart[x] as number) >= 0) endColumn(x, y);
      }
    }
    if (start >= 0 && width - start >= minRun) for (let r = start; r < width; r++) rule(row + r, r, y);
  }
  for (let x = 0; x < width; x++) if ((columnStart[x] as number) >= 0) endColumn(x, height);
  return mask;
}

export interface UnreadInk {
  /** Regions (in the image's pixels) of many glyph-sized marks no word read covers. */
  regions: Box[];
  /** The image's ink (1) and ruling lines (2), pixel by pixel, when there are regions. */
  mask?: Uint8Array | undefined;
}

/**
 * Regions of the image (in its pixels) holding many glyph-sized marks that no word read covers, or none.
 * `lines` are the words read, in the same pixels. Ruling lines are not marks: a grid's rules join its
 * cells' marks into one mass otherwise.
 */
export function unreadRegions(image: GreyImage, lines: readonly LayoutLine[], dpi = 300): UnreadInk {
  const words = lines.flatMap((line) => line.words ?? [{ text: line.text, box: line.box }]);
  const heights = words.map((word) => word.box.y1 - word.box.y0).filter((h) => h > 0);
  // The grid's cell: half a word's height (a glyph is two cells or so), or a sixtieth of an inch.
  const wordHeight = heights.length >= 5 ? median(heights) : dpi / 12;
  const s = Math.max(4, Math.round(wordHeight / 2));
  const { width, height } = image;
  const w = Math.ceil(width / s);
  const h = Math.ceil(height / s);
  const ink = new Uint32Array(w * h);
  const mask = inkAndRules(image, Math.round(wordHeight * 2.5), s, ink, w);
  const covered = new Uint8Array(w * h);
  const pad = s / 2;
  for (const word of words) {
    const x0 = Math.max(0, Math.floor((word.box.x0 - pad) / s));
    const y0 = Math.max(0, Math.floor((word.box.y0 - pad) / s));
    const x1 = Math.min(w, Math.ceil((word.box.x1 + pad) / s));
    const y1 = Math.min(h, Math.ceil((word.box.y1 + pad) / s));
    for (let y = y0; y < y1; y++) covered.fill(1, y * w + x0, y * w + x1);
  }
  const speck = Math.max(2, Math.round(s * s * 0.02));
  const unread = new Uint8Array(w * h);
  for (let i = 0; i < unread.length; i++) unread[i] = !covered[i] && (ink[i] as number) >= speck ? 1 : 0;

  // Glyph-sized marks: at most two word heights tall and three wide, with enough ink not to be dust.
  const marks = new Uint8Array(w * h);
  let count = 0;
  for (const cells of components(unread, w, h)) {
    const b = boundsOf(cells, w);
    if (b.y1 - b.y0 > 4 || b.x1 - b.x0 > 6) continue;
    const total = cells.reduce((sum, cell) => sum + (ink[cell] as number), 0);
    if (total < s * s * MIN_MARK_INK) continue;
    for (const cell of cells) marks[cell] = 1;
    count++;
  }
  if (count < MIN_UNREAD_MARKS) return { regions: [] };

  // Marks near one another form a region: the marks' cells widened by REGION_JOIN word heights.
  const reach = REGION_JOIN * 2;
  const widened = new Uint8Array(w * h);
  for (let i = 0; i < marks.length; i++) {
    if (!marks[i]) continue;
    const cx = i % w;
    const cy = (i - cx) / w;
    for (let y = Math.max(0, cy - reach); y <= Math.min(h - 1, cy + reach); y++)
      widened.fill(1, y * w + Math.max(0, cx - reach), y * w + Math.min(w, cx + reach + 1));
  }
  const regions: Box[] = [];
  for (const cells of components(widened, w, h)) {
    let inside = 0;
    for (const cell of cells) if (marks[cell]) inside++;
    // A region is many marks, not a few stray ones near a picture.
    if (inside < MIN_UNREAD_MARKS) continue;
    const b = boundsOf(cells, w);
    regions.push({
      x0: Math.max(0, b.x0 * s),
      y0: Math.max(0, b.y0 * s),
      x1: Math.min(width, b.x1 * s),
      y1: Math.min(height, b.y1 * s),
    });
  }
  return regions.length > 0 ? { regions, mask } : { regions };
}

/** The region of the image as a grey bitmap, its ruling lines (`mask` 2) painted out. */
export function withoutRules(image: GreyImage, mask: Uint8Array, box: Box): GreyImage {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (box.y0 + y) * image.width + box.x0;
    for (let x = 0; x < width; x++)
      data[y * width + x] = mask[from + x] === 2 ? 255 : (image.data[from + x] as number);
  }
  return { data, width, height };
}

function within(inner: Box, outer: Box): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}

function meets(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * The region to read again, grown to hold whole the lines it cuts, and those lines: they are read again
 * with it. The region's lines are the ones it replaces.
 */
export function regionWithLines(
  region: Box,
  lines: readonly LayoutLine[],
): { box: Box; replaced: Set<LayoutLine> } {
  const box = { ...region };
  for (;;) {
    let grown = false;
    for (const line of lines) {
      if (!meets(line.box, box) || within(line.box, box)) continue;
      box.x0 = Math.min(box.x0, line.box.x0);
      box.y0 = Math.min(box.y0, line.box.y0);
      box.x1 = Math.max(box.x1, line.box.x1);
      box.y1 = Math.max(box.y1, line.box.y1);
      grown = true;
    }
    if (!grown) break;
  }
  return { box, replaced: new Set(lines.filter((line) => within(line.box, box))) };
}
