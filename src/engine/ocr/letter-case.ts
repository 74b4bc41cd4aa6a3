// The case of a letter alone. c, o, s, u, v, w, x and z have one shape in both cases, so Tesseract has
// only the line around a word to tell "x" from "X" — and a word of one letter in a table cell or a list
// of marks has none: it reads "X" for every "x" of a grid of marks. Its height tells: a small letter
// reaches the x-height, about 0.55 of the page's em as OCR measures it (tsv.ts), a capital about 0.76.

import { median } from "../../shared/median.js";
import type { LayoutLine } from "../layout/types.js";
import { reachOf } from "./tsv.js";

const SAME_SHAPE = /^[cosuvwxzCOSUVWXZ]$/;
const AMBIGUOUS_WORD = /^[cosuvwxzCOSUVWXZ\p{P}]+$/u;
/** Between the small letters' reach and the capitals'. */
const CAPITAL_REACH = (0.55 + 0.76) / 2;
/** Words of two letters or more the page's em is measured from, at least. */
const MIN_REFERENCE_WORDS = 5;

/**
 * Sets the case of one-letter words of the same shape in both cases by their height (boxes in pixels),
 * against the em of the words of `reference` (the page's first reading: regions read again may hold
 * misreadings of just such letters).
 */
export function caseLoneLetters(lines: LayoutLine[], reference: readonly LayoutLine[] = lines): void {
  const ems: number[] = [];
  for (const line of reference) {
    for (const word of line.words ?? []) {
      // Words of these letters alone have no known reach either ("XX", "ox").
      if (!/[\p{L}\p{N}].*[\p{L}\p{N}]/u.test(word.text) || AMBIGUOUS_WORD.test(word.text)) continue;
      const height = word.box.y1 - word.box.y0;
      if (height > 0) ems.push(height / reachOf(word.text));
    }
  }
  if (ems.length < MIN_REFERENCE_WORDS) return;
  const em = median(ems);
  for (const line of lines) {
    const words = line.words;
    if (!words?.some((word) => SAME_SHAPE.test(word.text))) continue;
    let changed = false;
    for (const word of words) {
      if (!SAME_SHAPE.test(word.text)) continue;
      const small = word.box.y1 - word.box.y0 < em * CAPITAL_REACH;
      const text = small ? word.text.toLowerCase() : word.text.toUpperCase();
      if (text !== word.text) {
        word.text = text;
        changed = true;
      }
    }
    if (changed) line.text = words.map((word) => word.text).join(" ");
  }
}
