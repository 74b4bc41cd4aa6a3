// Tesseract's TSV output → lines. Both backends print the same TSV (the native command's `tsv` config and
// tesseract.js's GetTSVText), so one parser gives both the same lines. Rows are
// level, page, block, paragraph, line, word, left, top, width, height, confidence, text; level 5 rows are
// words, the others the boxes of the page, blocks, paragraphs and lines that hold them.

import { median } from "../../shared/median.js";
import type { LayoutLine } from "../layout/types.js";

interface Word {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
}

export interface OcrWords {
  lines: LayoutLine[];
  /** Heights of every recognised word, in the TSV's pixels (what the zoom decision looks at). */
  wordHeights: number[];
}

const COLUMNS = 12;

/**
 * Parses TSV into lines in Tesseract's order (block, paragraph, line), words joined by single spaces.
 * Boxes are divided by `scale` so they are in the pixels of the image before any zoom.
 */
export function parseTesseractTsv(tsv: string, scale = 1): OcrWords {
  const groups = new Map<string, { block: number; paragraph: number; words: Word[] }>();
  const wordHeights: number[] = [];
  for (const row of tsv.split("\n")) {
    const cells = row.replace(/\r$/, "").split("\t");
    if (cells.length < COLUMNS || cells[0] !== "5") continue;
    // A word's text may itself hold a tab only in theory; whatever follows column 11 is its text.
    const text = cells
      .slice(COLUMNS - 1)
      .join(" ")
      .trim();
    const confidence = Number(cells[10]);
    if (text === "" || !(confidence >= 0)) continue;
    const [block, paragraph, line] = [Number(cells[2]), Number(cells[3]), Number(cells[4])];
    const word: Word = {
      text,
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
      confidence,
    };
    if (![word.left, word.top, word.width, word.height].every(Number.isFinite)) continue;
    wordHeights.push(word.height);
    const key = `${cells[1]}.${block}.${paragraph}.${line}`;
    let group = groups.get(key);
    if (!group) {
      group = { block, paragraph, words: [] };
      groups.set(key, group);
    }
    group.words.push(word);
  }

  const lines: LayoutLine[] = [];
  const ems: number[] = [];
  for (const { block, paragraph, words } of groups.values()) {
    const x0 = Math.min(...words.map((w) => w.left));
    const y0 = Math.min(...words.map((w) => w.top));
    const x1 = Math.max(...words.map((w) => w.left + w.width));
    const y1 = Math.max(...words.map((w) => w.top + w.height));
    // A word's box spans what its letters reach: ascenders to descenders is about one em, less without
    // them ("Evaluation" measures three quarters of an em). Each word's box is scaled up by its letters,
    // and the line's em is the median of its words'.
    const em = median(words.map(emOf));
    ems.push(em);
    const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
    lines.push({
      text: words.map((w) => w.text).join(" "),
      box: { x0: x0 / scale, y0: y0 / scale, x1: x1 / scale, y1: y1 / scale },
      // Tesseract joins a table's cells on one row into one line; the words' boxes show the gaps
      // between cells, where table detection splits the line again.
      words: words.map((w) => ({
        text: w.text,
        box: {
          x0: w.left / scale,
          y0: w.top / scale,
          x1: (w.left + w.width) / scale,
          y1: (w.top + w.height) / scale,
        },
      })),
      confidence: Math.round(confidence * 100) / 100,
      ocrBlock: block,
      ocrParagraph: paragraph,
    });
  }
  evenSizesWithinParagraphs(lines, ems, scale);
  return { lines, wordHeights };
}

/** Share of an em a word's box covers, by the reach of its letters (Latin, Greek and Cyrillic type). */
export function reachOf(text: string): number {
  // Brackets and slashes, and letters of scripts without case, fill about the whole em.
  if (/[()[\]{}|/\\]/.test(text)) return 1;
  if (!/[\p{Lu}\p{Ll}]/u.test(text)) {
    // Figures without letters reach from the baseline to the capitals' height (a comma or a dollar sign
    // a little further): a column of amounts is set in the body's type, not in smaller type.
    if (/\p{N}/u.test(text) && !/\p{L}/u.test(text)) return /[,;$]/.test(text) ? 0.85 : 0.76;
    return 1;
  }
  const tall = /[\p{Lu}\p{N}bdfhklt'"!?ß]|[\u00C0-\u024F]/u.test(text);
  const deep = /[gjpqyçşţ,;]/u.test(text);
  if (tall && deep) return 1;
  if (tall) return 0.76;
  if (deep) return 0.77;
  return 0.55;
}

/** The em a word's box implies. */
function emOf(word: Word): number {
  return word.height / reachOf(word.text);
}

/**
 * A line's box height depends on its letters (ascenders, descenders, brackets), so two lines of one
 * paragraph can measure 15 % apart, which reads as a change of type size. Tesseract has already said
 * which lines form a paragraph; they share the paragraph's size, the median of its lines' weighted by
 * their characters (a short line's letters say less). A line further from it than that noise is in
 * another type, which Tesseract put in the paragraph all the same (a heading and the sentence under it,
 * a table's title over its cells): it keeps its own size.
 */
function evenSizesWithinParagraphs(lines: LayoutLine[], ems: readonly number[], scale: number): void {
  const byParagraph = new Map<string, number[]>();
  for (const [i, line] of lines.entries()) {
    const key = `${line.ocrBlock}.${line.ocrParagraph}`;
    const list = byParagraph.get(key) ?? [];
    list.push(i);
    byParagraph.set(key, list);
  }
  for (const indexes of byParagraph.values()) {
    const paragraphEm = weightedMedian(
      indexes.map((i) => ({ value: ems[i] ?? 0, weight: lines[i]?.text.length ?? 1 })),
    );
    for (const i of indexes) {
      const line = lines[i];
      const own = ems[i] ?? 0;
      const size =
        paragraphEm > 0 && Math.abs(own / paragraphEm - 1) <= PARAGRAPH_SIZE_NOISE ? paragraphEm : own;
      if (line) line.fontSize = Math.round((size / scale) * 2) / 2 || 1;
    }
  }
}

/** How far (as a share) a line's measured size may stray from its paragraph's by its letters alone. */
const PARAGRAPH_SIZE_NOISE = 0.2;

/** The value at which half of the total weight lies below (the lower one when it falls between two). */
export function weightedMedian(entries: readonly { value: number; weight: number }[]): number {
  const sorted = [...entries].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, e) => sum + Math.max(0, e.weight), 0);
  let seen = 0;
  for (const entry of sorted) {
    seen += Math.max(0, entry.weight);
    if (seen * 2 >= total) return entry.value;
  }
  return sorted[sorted.length - 1]?.value ?? 0;
}
