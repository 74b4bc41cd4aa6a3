// Brackets that are not there. Between the rules of a tight table cell Tesseract often reads a figure
// with an opening bracket or bar before it ("[0", "(2", "|—") where the cell holds "0", "2", "—". A real
// bracket is a mark of its own, apart from the character after it; so an unclosed bracket that starts a
// word whose ink holds one mark fewer than the word has characters was never printed, and is dropped.
import type { LayoutLine } from "../layout/types.js";
import type { GreyImage } from "./unread.js";

const PHANTOM = /^[[(|](?=[\d—–-])[^)\]|]*$/u;
const INK = 128;

/** Marks of ink along the box, left to right, apart where a column of the box holds no ink. */
function marksAcross(image: GreyImage, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  let marks = 0;
  let inMark = false;
  for (let x = x0; x < x1; x++) {
    let ink = false;
    for (let y = y0; y < y1 && !ink; y++) ink = (image.data[y * image.width + x] as number) < INK;
    if (ink && !inMark) marks++;
    inMark = ink;
  }
  return marks;
}

/** Drops the opening brackets OCR read into table figures without ink for them (boxes in pixels). */
export function dropPhantomBrackets(image: GreyImage, lines: readonly LayoutLine[]): void {
  for (const line of lines) {
    const words = line.words;
    if (!words?.some((word) => PHANTOM.test(word.text))) continue;
    let changed = false;
    for (const word of words) {
      const chars = [...word.text];
      if (!PHANTOM.test(word.text) || chars.length > 8) continue;
      if (marksAcross(image, word.box) !== chars.length - 1) continue;
      word.text = chars.slice(1).join("");
      changed = true;
    }
    if (changed) line.text = words.map((word) => word.text).join(" ");
  }
}
