// The text layer's glyphs → lines of words. Pure geometry, no PDFium: text-layer.ts reads the glyphs.
//
// 1. Segments: glyphs that follow each other in the file's order along one baseline, never more than an em
//    apart (a wider gap may be a column gutter or a table's cell gap: decided in step 2).
// 2. Lines: segments that share a baseline are joined left to right when the second follows the first in
//    the file, unless the gap between them is a column gutter or wider than three ems. A gutter is a gap
//    the lines just above or below also leave empty, with lines of text on both sides, the next column's
//    starting right after it; a table's cells are no such lines, so a row of cells stays one line. A
//    justified line is therefore one line however wide its word gaps; the next column's line on the same
//    baseline, written after the whole first column, is not joined across a gap wider than an em.
// 3. Words: a line's glyphs split where the file has a space glyph, or where the gap between two glyphs is
//    wider than the line's word-gap threshold: from the page's habit (producers that write every word
//    space as a glyph leave letters apart only for tracking or decoration), from letter-spacing (a line
//    whose every letter stands apart: half again its typical gap, after poppler's rule), else 0.15 em. A ligature is
//    one glyph (its pieces share an origin), so it never ends a word; accents drawn as glyphs of their own
//    join their letter, and every word is put in NFC.
import type { Box, LayoutWord } from "../../layout/types.js";

export interface FontStyle {
  bold: boolean;
  italic: boolean;
  /** A fixed-pitch (monospaced) font: code listings and terminal output. */
  fixedPitch?: boolean | undefined;
  /** The font's family ("Caladea"), when known. */
  family?: string | undefined;
}

/** One glyph as drawn: a character, or the characters of one ligature glyph. */
export interface Glyph extends Box {
  /*
   * x0…y1: the glyph's box on the displayed page (a field of the glyph, not an object of its own: a page
   * has thousands). Across, from its origin to its advance (PDFium's loose box); down, one em from the
   * font's descent below the baseline. Rotated text: the union of its boxes.
   */
  text: string;
  /** The baseline's y on the displayed page (rotated text: across its direction, see `shown`). */
  baseline: number;
  size: number;
  style: FontStyle;
  /** A space the file draws (U+0020 and the other spaces): a word break wherever it stands. */
  space: boolean;
  /** A combining mark, or an accent drawn as a glyph of its own (`´`, `¨`, …): it goes on a letter. */
  accent: boolean;
  /** The text object it belongs to. */
  object: number;
  /**
   * The direction of its run on the page, in whole degrees (0: left to right). Rotated and vertical text
   * is given in a frame of its own — x along its direction, y across it — so that its lines and words are
   * built as horizontal text's are; `shown` is then its box on the page.
   */
  direction: number;
  shown: Box | undefined;
  /**
   * The file moves this glyph away from the one before it in the same text object by about a word space
   * (PDFium generated a space there): a word gap, unless every letter of the line is moved so (tracking).
   */
  displaced?: boolean | undefined;
}

/** A run of glyphs along one baseline, in the file's order. */
interface Segment {
  glyphs: Glyph[];
  /** Baseline and size of the segment's largest type (superscripts are measured against it). */
  baseline: number;
  size: number;
  /** The extent of its non-space glyphs. */
  x0: number;
  x1: number;
  /** Where it comes among the segments of its direction, and where its first glyph is among all. */
  order: number;
  first: number;
}

/** A line as built here: its glyphs left to right, and its words. */
export interface GlyphLine {
  glyphs: Glyph[];
  words: LayoutWord[];
  /** Where each word's glyphs start in `glyphs`, and (last) where the last word's end. */
  starts: number[];
}

/** Gap (ems) a run of glyphs may leave in the file's order and still be one segment. */
const SEGMENT_GAP_EMS = 1.0;
/** A space glyph at most this wide bridges the gap after it (wider ones stretch across cells). */
const SPACE_BRIDGE_EMS = 2.0;
/**
 * Segments on one baseline this far apart (ems) are never one line; display type counts at most one and a
 * half times the page's body size (a gap of 100 pt between two big numbers is no word gap).
 */
const LINE_GAP_EMS = 3.0;
const DISPLAY_EM_CAP = 1.5;
/** The narrowest gap (ems) that can be a column gutter (poppler's minimum column spacing). */
const GUTTER_EMS = 1.0;
/** A list's bullet or number: what stands at the start of a line before its item, however far from it. */
const MARKER =
  /^(?:[\p{Pd}*\u2022\u2023\u2043\u25aa-\u25ab\u25cb\u25cf\u25a0\u25a1\u25e6\u00b7\u27a2\uf0a7\uf0b7]|\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-zA-Z]|[ivxlcIVXLC]{1,6})[.)]?)$/u;

function textOf(segment: Segment): string {
  return segment.glyphs
    .filter((glyph) => !glyph.space)
    .map((glyph) => glyph.text)
    .join("");
}
/** How much of a gutter (ems) the neighbouring lines must leave empty too. */
const GUTTER_FREE_EMS = 0.5;
/** The shortest run of text (ems) that counts as a column's line beside a gutter. */
const COLUMN_LINE_EMS = 5.0;
/** How close (ems) the next column's lines must start after a gutter in the lines that show it. */
const GUTTER_EDGE_EMS = 1.0;
/** How far (ems, baseline to baseline) the neighbouring lines that show a gutter may lie. */
const GUTTER_REACH_EMS = 3.5;
/** Below this gap (ems) two glyphs are always one word. */
const MIN_WORD_GAP_EMS = 0.1;
/** The word-gap threshold (ems) of a line without space glyphs and without letter-spacing. */
const WORD_GAP_EMS = 0.15;
/**
 * The word-gap threshold (ems) where the file writes its word spaces as glyphs: a gap without one is
 * tracking, kerning or decoration, up to about half an em (wider: a table cell's gap).
 */
const SPACED_WORD_GAP_EMS = 0.45;
/** The widest word-gap threshold letter-spacing can set (ems). */
const MAX_TRACKED_GAP_EMS = 0.6;

/**
 * Whether two runs of type sit on one line: the same baseline, or superscripts and subscripts (smaller type,
 * not less than half the size, a little off the baseline).
 */
function sameBaseline(baseline: number, size: number, glyphBaseline: number, glyphSize: number): boolean {
  const larger = Math.max(size, glyphSize);
  const smaller = Math.min(size, glyphSize);
  const script = smaller < larger * 0.85;
  if (script && smaller < larger * 0.45) return Math.abs(glyphBaseline - baseline) <= smaller * 0.3;
  return Math.abs(glyphBaseline - baseline) <= larger * (script ? 0.8 : 0.45);
}

/** Step 1: the glyphs of one direction, in the file's order, as segments; `at` gives their place among all. */
function segmentsOf(glyphs: readonly Glyph[], at: (index: number) => number): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | undefined;
  /**
   * Where the current segment's glyphs start: a segment is a run of `glyphs`, copied out once it ends
   * (a plain loop and one copy: a page has thousands of glyphs, and growing arrays and closures over
   * numbers made a third of the text layer's garbage).
   */
  let start = 0;
  /** How far the segment reaches, a space glyph after its last letter included. */
  let reach = 0;
  for (let index = 0; index < glyphs.length; index++) {
    const glyph = glyphs[index] as Glyph;
    if (current) {
      // Gaps in ems of the smaller type: a footnote mark after a word, a big initial before one.
      const size = Math.min(current.size, glyph.size);
      const gap = glyph.x0 - reach;
      const along =
        glyph.size === current.size
          ? Math.abs(glyph.baseline - current.baseline) <= size * 0.45
          : sameBaseline(current.baseline, current.size, glyph.baseline, glyph.size);
      if (along && gap <= size * SEGMENT_GAP_EMS && gap >= -size * 0.5) {
        if (glyph.space) {
          if (glyph.x1 - glyph.x0 <= size * SPACE_BRIDGE_EMS) reach = Math.max(reach, glyph.x1);
        } else {
          current.x0 = Math.min(current.x0, glyph.x0);
          current.x1 = Math.max(current.x1, glyph.x1);
          reach = Math.max(reach, glyph.x1);
          if (glyph.size > current.size) {
            current.size = glyph.size;
            current.baseline = glyph.baseline;
          }
        }
        continue;
      }
      current.glyphs = glyphs.slice(start, index);
    }
    current = {
      glyphs: NO_GLYPHS,
      baseline: glyph.baseline,
      size: glyph.size,
      x0: glyph.space ? Number.POSITIVE_INFINITY : glyph.x0,
      x1: glyph.space ? Number.NEGATIVE_INFINITY : glyph.x1,
      order: segments.length,
      first: at(index),
    };
    start = index;
    segments.push(current);
    reach = glyph.x1;
  }
  if (current) current.glyphs = glyphs.slice(start);
  // Segments of spaces alone say nothing.
  return segments.filter((segment) => segment.x1 >= segment.x0);
}

/** A segment's glyphs until it ends (see segmentsOf). */
const NO_GLYPHS: Glyph[] = [];

/** Segments sorted by baseline, for finding the neighbours of a gap. */
interface Neighbourhood {
  byBaseline: Segment[];
}

function firstAtOrBelow(sorted: readonly Segment[], y: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as Segment).baseline < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether the gap from `x0` to `x1` on the baseline `y` is a column gutter: on one side (above or below),
 * the lines within reach all leave a part of the gap at least half an em wide empty, and at least two of
 * them have text on both sides of it — the columns of a page, or of a table. The word gaps of justified
 * lines line up now and then between two lines, never down a column.
 */
function isGutter(near: Neighbourhood, y: number, size: number, x0: number, x1: number): boolean {
  const reach = size * GUTTER_REACH_EMS;
  const sorted = near.byBaseline;
  const sides = [
    { lo: y - reach, hi: y - size * 0.5 },
    { lo: y + size * 0.5, hi: y + reach },
  ];
  for (const side of sides) {
    const spans: Segment[] = [];
    for (let i = firstAtOrBelow(sorted, side.lo); i < sorted.length; i++) {
      const segment = sorted[i] as Segment;
      if (segment.baseline > side.hi) break;
      spans.push(segment);
    }
    if (spans.length < 4) continue;
    // What the side's lines leave empty of the gap: its widest free stretch (the first of the widest).
    // Stretches as pairs of numbers in one array, left to right: this runs for every gap of every line.
    let free: number[] = [x0, x1];
    for (const span of spans) {
      const next: number[] = [];
      for (let k = 0; k < free.length; k += 2) {
        const from = free[k] as number;
        const to = free[k + 1] as number;
        if (span.x1 <= from || span.x0 >= to) {
          next.push(from, to);
          continue;
        }
        const leftEnd = Math.max(from, span.x0);
        if (leftEnd > from) next.push(from, leftEnd);
        const rightStart = Math.min(to, span.x1);
        if (to > rightStart) next.push(rightStart, to);
      }
      free = next;
    }
    let widestFrom = 0;
    let widestTo = 0;
    for (let k = 0; k < free.length; k += 2) {
      const from = free[k] as number;
      const to = free[k + 1] as number;
      if (k === 0 || to - from > widestTo - widestFrom) {
        widestFrom = from;
        widestTo = to;
      }
    }
    if (free.length === 0 || widestTo - widestFrom < size * GUTTER_FREE_EMS) continue;
    const widest = [widestFrom, widestTo] as const;
    // Lines (by baseline) with text on both sides of it, the right one starting right after it.
    const left = new Set<number>();
    const right = new Set<number>();
    for (const span of spans) {
      const row = Math.round(span.baseline / (size * 0.3));
      // Lines of text, not a table's cells: a gap between cells is no column gutter (a row of cells
      // stays one line, its words keeping their boxes).
      if (span.x1 - span.x0 < size * COLUMN_LINE_EMS) continue;
      // A column's lines start at its left edge; they may end short of the right one (ragged type).
      if (span.x1 <= widest[0]) left.add(row);
      else if (span.x0 >= widest[1] && span.x0 <= widest[1] + size * GUTTER_EDGE_EMS) right.add(row);
    }
    let flanked = 0;
    for (const row of left) if (right.has(row)) flanked++;
    if (flanked >= 2) return true;
  }
  return false;
}

/** Step 2: segments on one baseline joined into lines, left to right, except across gutters. */
function linesOf(segments: readonly Segment[], body: number): LineParts[] {
  const isAccents = (segment: Segment) => segment.glyphs.every((g) => g.space || isAccent(g));
  const accents = segments.filter(isAccents);
  const flat = segments.filter((segment) => !isAccents(segment));
  const near: Neighbourhood = { byBaseline: [...flat].sort((a, b) => a.baseline - b.baseline) };
  // Left to right: each segment takes the nearest segment to its right on its baseline as its successor.
  const byX = [...flat].sort((a, b) => a.x0 - b.x0);
  const next = new Map<Segment, Segment>();
  const taken = new Set<Segment>();
  const sorted = near.byBaseline;
  for (const segment of byX) {
    const size = segment.size;
    let best: Segment | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    for (let i = firstAtOrBelow(sorted, segment.baseline - size); i < sorted.length; i++) {
      const other = sorted[i] as Segment;
      if (other.baseline > segment.baseline + size) break;
      if (other === segment || taken.has(other)) continue;
      if (!sameBaseline(segment.baseline, segment.size, other.baseline, other.size)) continue;
      const em = Math.min(size, other.size);
      const gap = other.x0 - segment.x1;
      // Overlapping text is not read as one line (text drawn twice, or over other text).
      if (gap < -em * 0.5 || other.x0 < segment.x0) continue;
      if (gap < bestGap) {
        best = other;
        bestGap = gap;
      }
    }
    if (!best) continue;
    const em = Math.min(size, best.size);
    if (bestGap > Math.min(em, body * DISPLAY_EM_CAP) * LINE_GAP_EMS) continue;
    // Text the file writes elsewhere (the next column's line on the same baseline) joins only across a
    // gap no wider than a segment's own: a wide gap is crossed only by text that follows in the file.
    if (bestGap > em * SEGMENT_GAP_EMS && best.order !== segment.order + 1) continue;
    // A bullet or a list number ("●", "5.", "(iv)") that starts a line stands before its text, however far.
    const marker = !taken.has(segment) && MARKER.test(textOf(segment));
    if (bestGap > em * GUTTER_EMS && !marker && isGutter(near, segment.baseline, em, segment.x1, best.x0)) {
      continue;
    }
    next.set(segment, best);
    taken.add(best);
  }
  const lines: LineParts[] = [];
  for (const segment of byX) {
    if (taken.has(segment)) continue;
    const line: LineParts = { segments: [], accents: [] };
    for (let s: Segment | undefined = segment; s; s = next.get(s)) line.segments.push(s);
    lines.push(line);
  }
  // Accents drawn on their own, after the line (a positioned span): into the line whose letters they sit on.
  for (const accent of accents) {
    const mid = (accent.x0 + accent.x1) / 2;
    const host = lines.find((line) =>
      line.segments.some(
        (s) => mid >= s.x0 && mid <= s.x1 && sameBaseline(s.baseline, s.size, accent.baseline, accent.size),
      ),
    );
    if (host) host.accents.push(...accent.glyphs.filter((glyph) => !glyph.space));
    else lines.push({ segments: [accent], accents: [] });
  }
  return lines;
}

/** A line's segments, left to right, and the accents drawn apart that sit on its letters. */
interface LineParts {
  segments: Segment[];
  accents: Glyph[];
}

/** Where a line's first glyph comes in the file. */
function firstOf(line: LineParts): number {
  let first = Number.POSITIVE_INFINITY;
  for (const segment of line.segments) first = Math.min(first, segment.first);
  return first;
}

/** The line's glyphs left to right, accents drawn apart put after the letter they start over. */
function glyphsOf(line: LineParts): Glyph[] {
  if (line.segments.length === 1 && line.accents.length === 0) return (line.segments[0] as Segment).glyphs;
  const glyphs = line.segments.flatMap((segment) => segment.glyphs);
  for (const accent of line.accents) {
    let at = glyphs.length;
    for (let i = 0; i < glyphs.length; i++) {
      if ((glyphs[i] as Glyph).x0 > accent.x0) {
        at = i;
        break;
      }
    }
    glyphs.splice(at, 0, accent);
  }
  return glyphs;
}

/** Accents drawn as glyphs of their own (poppler's combining table) → the combining mark they stand for. */
const SPACING_ACCENTS: Record<string, string> = {
  "\u0060": "\u0300",
  "\u00b4": "\u0301",
  "\u02c6": "\u0302",
  "\u02dc": "\u0303",
  "\u00af": "\u0304",
  "\u02d8": "\u0306",
  "\u02d9": "\u0307",
  "\u00a8": "\u0308",
  "\u02da": "\u030a",
  "\u02dd": "\u030b",
  "\u02c7": "\u030c",
  "\u00b8": "\u0327",
};

const COMBINING = /^\p{M}+$/u;
const LETTER = /[\p{L}\p{N}]/u;

function isAccent(glyph: Glyph): boolean {
  return glyph.accent;
}

/**
 * A spacing accent drawn over a letter (its middle within 0.3 of the letter's advance from the letter's
 * middle, poppler's test) becomes the combining mark on that letter. Returns the glyphs left.
 */
function attachAccents(glyphs: Glyph[]): Glyph[] {
  if (!glyphs.some(isAccent)) return glyphs;
  const out: Glyph[] = [];
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i] as Glyph;
    const previous = out[out.length - 1];
    if (COMBINING.test(glyph.text) && previous && !previous.space) {
      // A combining mark the file gives as a character of its own belongs to the letter before it, and
      // so does the room it takes: a spacing mark (a Devanagari or Bengali vowel sign) advances the pen,
      // and the letter's box alone would leave that advance as a gap before the next letter.
      out[out.length - 1] = {
        ...previous,
        text: previous.text + glyph.text,
        x0: Math.min(previous.x0, glyph.x0),
        x1: Math.max(previous.x1, glyph.x1),
      };
      continue;
    }
    const mark = SPACING_ACCENTS[glyph.text];
    if (mark !== undefined) {
      const mid = (glyph.x0 + glyph.x1) / 2;
      const over = (base: Glyph | undefined) => {
        if (!base || base.space || !LETTER.test(base.text)) return false;
        const advance = base.x1 - base.x0;
        return Math.abs(mid - (base.x0 + base.x1) / 2) <= advance * 0.3;
      };
      if (over(previous)) {
        out[out.length - 1] = { ...(previous as Glyph), text: (previous as Glyph).text + mark };
        continue;
      }
      const following = glyphs[i + 1];
      if (over(following)) {
        glyphs[i + 1] = { ...(following as Glyph), text: (following as Glyph).text + mark };
        continue;
      }
    }
    out.push(glyph);
  }
  return out;
}

function majority(values: Map<number, number>): number | undefined {
  let best: number | undefined;
  let bestCount = -1;
  for (const [value, count] of values) {
    if (count > bestCount || (count === bestCount && value > (best ?? 0))) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

const NEEDS_NFC = /[\u0300-\u036f\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u3099\u309a]/;

/** The word of glyphs[from] to glyphs[to - 1]. */
function wordOf(line: readonly Glyph[], from: number, to: number): LayoutWord {
  const first = line[from] as Glyph;
  const firstBox = first.shown ?? first;
  let text = "";
  let x0 = firstBox.x0;
  let y0 = firstBox.y0;
  let x1 = firstBox.x1;
  let y1 = firstBox.y1;
  let sizes: Map<number, number> | undefined;
  let bold = 0;
  let italic = 0;
  let chars = 0;
  // The family of its first letter's font: set here, not added later (a field added to a made object
  // gives words two shapes).
  let family: string | undefined;
  for (let i = from; i < to; i++) {
    const glyph = line[i] as Glyph;
    text += glyph.text;
    if (family === undefined && !glyph.space) family = glyph.style.family || undefined;
    // The box on the page: rotated text's own, not the frame it was laid out in.
    const box = glyph.shown ?? glyph;
    if (box.x0 < x0) x0 = box.x0;
    if (box.y0 < y0) y0 = box.y0;
    if (box.x1 > x1) x1 = box.x1;
    if (box.y1 > y1) y1 = box.y1;
    const n = glyph.text.length;
    chars += n;
    if (glyph.style.bold) bold += n;
    if (glyph.style.italic) italic += n;
    // Most words are set in one size: sizes are counted only once a second one shows up.
    if (sizes || glyph.size !== first.size) {
      sizes ??= new Map([[round(first.size), 0]]);
      const size = round(glyph.size);
      sizes.set(size, (sizes.get(size) ?? 0) + n);
    }
  }
  if (sizes) {
    // The glyphs before the second size were all of the first.
    let before = 0;
    for (let i = from; i < to; i++) {
      const glyph = line[i] as Glyph;
      if (glyph.size !== first.size) break;
      before += glyph.text.length;
    }
    sizes.set(round(first.size), (sizes.get(round(first.size)) ?? 0) + before);
  }
  return {
    text: NEEDS_NFC.test(text) ? text.normalize("NFC") : text,
    box: { x0, y0, x1, y1 },
    fontSize: sizes ? majority(sizes) : round(first.size),
    bold: bold * 2 > chars,
    italic: italic * 2 > chars,
    family,
  };
}

/** A type size to a tenth of a point. */
function round(size: number): number {
  return Math.round(size * 10) / 10;
}

/** What decides a line's word breaks, from one pass over its glyphs. */
interface LineGaps {
  /** The gap (ems) from which two glyphs are two words. */
  threshold: number;
  /** The file's displacements mark word gaps (not every letter of the line: that is tracking). */
  displacements: boolean;
}

function lineGaps(glyphs: readonly Glyph[], spaced: boolean): LineGaps {
  let threshold = spaced ? SPACED_WORD_GAP_EMS : WORD_GAP_EMS;
  // Gaps between neighbouring letters with no space glyph between them, in ems: how many, the narrowest.
  let bare = 0;
  let narrowest = Number.POSITIVE_INFINITY;
  let displaced = 0;
  let previous: Glyph | undefined;
  let spaceBetween = false;
  for (const glyph of glyphs) {
    if (glyph.space) {
      spaceBetween = true;
      continue;
    }
    if (previous && !spaceBetween) {
      bare++;
      if (glyph.displaced) displaced++;
      const gap = (glyph.x0 - previous.x1) / Math.max(glyph.size, previous.size);
      if (gap < narrowest) narrowest = gap;
    }
    previous = glyph;
    spaceBetween = false;
  }
  // Letter-spaced type: every letter stands apart from the next by about the same gap (kerned pairs a
  // little less), so the gap between words is wider than the typical one.
  if (bare >= 3 && narrowest >= MIN_WORD_GAP_EMS) {
    const gaps: number[] = [];
    for (let i = 1; i < glyphs.length; i++) {
      const glyph = glyphs[i] as Glyph;
      const before = glyphs[i - 1] as Glyph;
      if (glyph.space || before.space) continue;
      gaps.push((glyph.x0 - before.x1) / Math.max(glyph.size, before.size));
    }
    gaps.sort((x, y) => x - y);
    const typical = gaps[Math.floor(gaps.length / 2)] as number;
    threshold = Math.max(threshold, Math.min(typical * 1.5, MAX_TRACKED_GAP_EMS));
  }
  // Displacements on (nearly) every letter are tracking set by moving each glyph, not word gaps.
  return { threshold, displacements: !(bare >= 4 && displaced >= bare * 0.8) };
}

/** Step 3: a line's glyphs (left to right) as words. */
function wordsOf(line: Glyph[], spaced: boolean): GlyphLine {
  const glyphs = attachAccents(line);
  const { threshold, displacements } = lineGaps(glyphs, spaced);
  const words: LayoutWord[] = [];
  const starts: number[] = [];
  let from = -1;
  const close = (to: number) => {
    if (from < 0) return;
    words.push(wordOf(glyphs, from, to));
    starts.push(from);
    from = -1;
  };
  let previous: Glyph | undefined;
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i] as Glyph;
    if (glyph.space) {
      close(i);
      previous = undefined;
      continue;
    }
    if (previous) {
      const em = Math.max(glyph.size, previous.size);
      const gap = glyph.x0 - previous.x1;
      if (
        (displacements && glyph.displaced && gap > -em * 0.2) ||
        (gap >= em * MIN_WORD_GAP_EMS && gap >= em * threshold)
      ) {
        close(i);
      }
    }
    if (from < 0) from = i;
    previous = glyph;
  }
  close(glyphs.length);
  // The end of the last word: its glyphs run to the line's end or to a space.
  let end = glyphs.length;
  while (end > 0 && (glyphs[end - 1] as Glyph).space) end--;
  starts.push(end);
  return { glyphs, words, starts };
}

/**
 * What the page as a whole says: the type size most of its letters are set in (half points), and whether
 * the file writes its word spaces as glyphs (few wide gaps between letters go without one).
 */
function pageHabits(glyphs: readonly Glyph[]): { body: number; spaced: boolean } {
  const counts = new Map<number, number>();
  let runSize = Number.NaN;
  let runCount = 0;
  let spaces = 0;
  let bare = 0;
  let previous: Glyph | undefined;
  let spaceBetween = false;
  for (const glyph of glyphs) {
    if (glyph.space) {
      spaceBetween = true;
      continue;
    }
    // Glyphs come in runs of one size: a run is counted when it ends.
    if (glyph.size !== runSize) {
      if (runCount > 0) counts.set(runSize, (counts.get(runSize) ?? 0) + runCount);
      runSize = glyph.size;
      runCount = 0;
    }
    runCount++;
    if (previous && Math.abs(glyph.baseline - previous.baseline) < 0.1) {
      const gap = glyph.x0 - previous.x1;
      const em = Math.max(glyph.size, previous.size);
      if (spaceBetween) spaces++;
      else if (gap >= em * 0.2 && gap <= em * SEGMENT_GAP_EMS) bare++;
    }
    previous = glyph;
    spaceBetween = false;
  }
  if (runCount > 0) counts.set(runSize, (counts.get(runSize) ?? 0) + runCount);
  const halves = new Map<number, number>();
  for (const [size, count] of counts) {
    const half = Math.round(size * 2) / 2;
    halves.set(half, (halves.get(half) ?? 0) + count);
  }
  return { body: majority(halves) ?? 10, spaced: spaces >= 20 && bare <= spaces * 0.1 };
}

/** The page's glyphs, in the file's order, as lines of words (lines in the file's order). */
export function glyphLines(glyphs: readonly Glyph[]): GlyphLine[] {
  const { body, spaced } = pageHabits(glyphs);
  // Each direction apart (most pages have one): its glyphs and where each comes among all.
  const directions = new Map<number, { glyphs: Glyph[]; at: number[] }>();
  let only = true;
  for (const glyph of glyphs) if (glyph.direction !== 0) only = false;
  const parts: LineParts[] = [];
  if (only)
    parts.push(
      ...linesOf(
        segmentsOf(glyphs, (index) => index),
        body,
      ),
    );
  else {
    glyphs.forEach((glyph, index) => {
      let group = directions.get(glyph.direction);
      if (!group) {
        group = { glyphs: [], at: [] };
        directions.set(glyph.direction, group);
      }
      group.glyphs.push(glyph);
      group.at.push(index);
    });
    for (const group of directions.values()) {
      parts.push(
        ...linesOf(
          segmentsOf(group.glyphs, (index) => group.at[index] as number),
          body,
        ),
      );
    }
  }
  // In the file's order of their first glyph, as the text layer gave them.
  const ordered = parts.map((line) => ({ line, first: firstOf(line) })).sort((a, b) => a.first - b.first);
  const lines: GlyphLine[] = [];
  for (const { line: part } of ordered) {
    const line = wordsOf(glyphsOf(part), spaced);
    if (line.words.length > 0) lines.push(line);
  }
  return lines;
}
