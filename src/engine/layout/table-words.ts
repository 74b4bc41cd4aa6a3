// The words a table is built from. Cells come from word boxes, never from how a line happened to be cut:
// the text layer joins a row's cells into one line when their gap is small, and OCR joins them always.
// A line without words (a producer that gives none) is split at its spaces, each word given a share of
// the line's width by its length: rough, but it lets a rule between two cells split the line.
import type { Box, LayoutLine, LayoutWord } from "./types.js";

export interface TableWord {
  text: string;
  box: Box;
  size: number;
  bold: boolean;
  /** Whether its type is known (a text layer's word), or only guessed from its box (OCR). */
  styled: boolean;
  /** Set in a fixed-pitch font: code, whose aligned tokens are no table. */
  mono: boolean;
  /** The index of the line it came from, in the lines given to wordsOf. */
  line: number;
  /**
   * Set on a word of a line set vertically (a rotated column header): the line's reading direction down
   * the page (1) or up it (-1), and the word's place in its line.
   */
  vertical?: { down: 1 | -1; order: number } | undefined;
  /** OCR's confidence in its line (0–100); a text layer's words have none. */
  confidence?: number | undefined;
}

/** Tesseract reads a vertical rule between cells as a word of its own. */
const RULE_GLYPH = /^[|¦]$/;
/** A rule read inside a word (splitAtRules). */
const RULE_CHAR = /[|¦]/;

export function wordsOf(lines: readonly LayoutLine[]): TableWord[] {
  const out: TableWord[] = [];
  // Every page's words come through here (tables are looked for on every hi_res page): plain loops and
  // one shape of word, no iterator, spread or array made per word.
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as LayoutLine;
    const size = line.fontSize ?? (line.box.y1 - line.box.y0) * 0.8;
    const bold = Boolean(line.bold);
    const words = line.words;
    if (words && words.length > 0) {
      const ocr = line.confidence !== undefined;
      const band = ocr ? typeBand(words) : undefined;
      const down = ocr ? undefined : verticalDirection(line);
      const mono = Boolean(line.monospace);
      for (let order = 0; order < words.length; order++) {
        const word = words[order] as LayoutWord;
        const text = word.text.trim();
        if (!text || RULE_GLYPH.test(text)) continue;
        const styled = word.fontSize !== undefined || line.confidence === undefined;
        const vertical = down ? { down, order } : undefined;
        const pieces = splitAtRules(text, word.box);
        for (let k = 0; k < (pieces?.length ?? 1); k++) {
          const piece = pieces?.[k];
          const box = piece?.box ?? word.box;
          out.push({
            text: piece?.text ?? text,
            box: band ? { ...box, y0: band.y0, y1: band.y1 } : box,
            size: word.fontSize ?? size,
            bold: word.bold ?? bold,
            styled,
            mono,
            line: index,
            vertical,
            confidence: line.confidence,
          });
        }
      }
      continue;
    }
    const text = line.text;
    const chars = text.length;
    if (chars === 0) continue;
    const width = line.box.x1 - line.box.x0;
    const re = /\S+/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (RULE_GLYPH.test(m[0])) continue;
      out.push({
        text: m[0],
        box: {
          x0: line.box.x0 + (width * m.index) / chars,
          x1: line.box.x0 + (width * (m.index + m[0].length)) / chars,
          y0: line.box.y0,
          y1: line.box.y1,
        },
        size,
        bold,
        styled: line.confidence === undefined,
        mono: Boolean(line.monospace),
        line: index,
      });
    }
  }
  return out;
}

/** Letters that reach below the baseline, and ones that reach the ascender line (capitals, digits). */
const DESCENDERS = /[gjpqy,;()[\]{}|/@$]/;
const ASCENDERS = /[A-Zbdfhklt0-9]/;

/**
 * An OCR line's type band: OCR boxes hug the ink, so "income" is shorter than "Policy" on one line and
 * the gaps between lines vary with their letters. The band runs from the ascender line of the words with
 * ascenders to the baseline of the words without descenders (each a median), plus a descender's depth,
 * so every word of the line gets the same top and bottom, as a text layer's words do.
 */
function typeBand(words: readonly { text: string; box: Box }[]): { y0: number; y1: number } | undefined {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bottom = median(words.map((w) => w.box.y1)) as number;
  const ascending = median(words.filter((w) => ASCENDERS.test(w.text)).map((w) => w.box.y0));
  let baseline = median(words.filter((w) => !DESCENDERS.test(w.text)).map((w) => w.box.y1));
  // Every word with a descender: the baseline is a quarter of the ink height above the bottom.
  if (baseline === undefined && ascending !== undefined) baseline = bottom - (bottom - ascending) * 0.23;
  // No ascender or capital: x-height letters only, about 0.7 of the ascender line's height.
  const top =
    ascending ??
    (baseline === undefined
      ? undefined
      : baseline - (baseline - (median(words.map((w) => w.box.y0)) as number)) / 0.7);
  if (baseline === undefined || top === undefined || baseline <= top) return undefined;
  return { y0: top, y1: baseline + (baseline - top) * 0.3 };
}

/**
 * A word read across a vertical rule ("Processing|total": OCR takes the rule for a letter) as the words on
 * either side of it, each given its share of the box by its length; undefined for a word without a rule
 * (nearly every word: no array made for it).
 */
function splitAtRules(text: string, box: Box): { text: string; box: Box }[] | undefined {
  if (!RULE_CHAR.test(text)) return undefined;
  const width = box.x1 - box.x0;
  const out: { text: string; box: Box }[] = [];
  const re = /[^|¦]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({
      text: m[0],
      box: {
        ...box,
        x0: box.x0 + (width * m.index) / text.length,
        x1: box.x0 + (width * (m.index + m[0].length)) / text.length,
      },
    });
  }
  return out;
}

/**
 * Whether a text-layer line runs down (1) or up (-1) the page: its box much taller than wide, and its
 * words (when it has several) following each other down or up. A lone vertical word reads up: a
 * rotated column header, as spreadsheets set them, turns a quarter left.
 */
export function verticalDirection(line: LayoutLine): 1 | -1 | undefined {
  const { box, words } = line;
  if (box.y1 - box.y0 < (box.x1 - box.x0) * VERTICAL_RATIO || [...line.text.trim()].length < 2)
    return undefined;
  const first = words?.[0];
  const last = words?.at(-1);
  if (!first || !last || first === last) return -1;
  return last.box.y0 + last.box.y1 > first.box.y0 + first.box.y1 ? 1 : -1;
}

/** How many times its width a line's box is tall, at least, to be a vertical line. */
const VERTICAL_RATIO = 2;

/**
 * A cell's text from its words: visual lines top to bottom, words left to right, joined by spaces. A cell
 * of vertical lines (a rotated header) reads line by line across the page — left to right for lines
 * reading up, right to left for lines reading down — each line's words in its own order.
 */
export function textOfWords(words: readonly TableWord[]): string {
  if (words.length === 0) return "";
  if (words.every((w) => w.vertical)) return verticalText(words);
  const sorted = [...words].sort((a, b) => a.box.y0 + a.box.y1 - (b.box.y0 + b.box.y1));
  const lines: TableWord[][] = [];
  for (const word of sorted) {
    const line = lines[lines.length - 1];
    const centre = (word.box.y0 + word.box.y1) / 2;
    const last = line?.[0];
    if (line && last && centre <= last.box.y1 && centre >= last.box.y0) line.push(word);
    else lines.push([word]);
  }
  return lines
    .map((line) =>
      line
        .sort((a, b) => a.box.x0 - b.box.x0)
        .map((w) => w.text)
        .join(" "),
    )
    .join(" ");
}

/** The words of each source line, left to right; the lines in the order their first word comes. */
export function wordsByLine(words: readonly TableWord[]): TableWord[][] {
  return [...Map.groupBy(words, (word) => word.line).values()].map((list) =>
    list.sort((a, b) => a.box.x0 - b.box.x0),
  );
}

export function centreOf(box: Box): { x: number; y: number } {
  return { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
}

function verticalText(words: readonly TableWord[]): string {
  const across = (line: TableWord[]) => Math.min(...line.map((w) => w.box.x0));
  return wordsByLine(words)
    .sort((a, b) => (across(a) - across(b)) * -(a[0]?.vertical?.down ?? -1))
    .map((line) =>
      line
        .sort((a, b) => (a.vertical?.order ?? 0) - (b.vertical?.order ?? 0))
        .map((w) => w.text)
        .join(" "),
    )
    .join(" ");
}
