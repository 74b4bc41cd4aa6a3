// Check boxes. Tesseract reads the hollow square that starts a form's line ("☐ TRANSITION REPORT") as "O",
// "0" or "D", and often not at all when it holds a tick ("☑"), though the box is what the line says. The
// pixels tell: at the start of a line, a mark about as wide as high, of about a capital's height, whose
// four sides are straight lines of ink meeting at its corners (where an "O" rounds them off), is a box:
// empty inside, "☐"; with ink inside, "☑".
import type { LayoutLine, LayoutWord } from "../layout/types.js";
import type { GreyImage } from "./unread.js";

const EMPTY = "☐";
const TICKED = "☑";
const INK = 128;
/** What Tesseract makes of an empty box, read as a word of its own. */
const READ_AS = /^[O0oDQ□☐☑\]|[]$/u;
/** Share of a side's pixels that are ink, at least, for a drawn side. */
const SIDE = 0.85;
/** Share of the inside that is ink, at least, for a ticked box. */
const TICKED_FILL = 0.06;

type Box = LayoutWord["box"];

function isInk(image: GreyImage, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= image.width || y >= image.height) return false;
  return (image.data[y * image.width + x] as number) < INK;
}

/** The box around the ink of a region, or undefined where it has none. */
function inkBox(image: GreyImage, region: Box): Box | undefined {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (let y = Math.max(0, Math.floor(region.y0)); y < Math.min(image.height, Math.ceil(region.y1)); y++) {
    for (let x = Math.max(0, Math.floor(region.x0)); x < Math.min(image.width, Math.ceil(region.x1)); x++) {
      if (!isInk(image, x, y)) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  return Number.isFinite(x0) ? { x0, y0, x1, y1 } : undefined;
}

/** Whether one row (or column) of the box, or one of its two neighbours, is ink along most of its length. */
function drawnSide(image: GreyImage, box: Box, horizontal: boolean, at: number, step: number): boolean {
  for (let k = 0; k < 3; k++) {
    const line = at + k * step;
    let ink = 0;
    let total = 0;
    if (horizontal) for (let x = box.x0; x < box.x1; x++, total++) ink += isInk(image, x, line) ? 1 : 0;
    else for (let y = box.y0; y < box.y1; y++, total++) ink += isInk(image, line, y) ? 1 : 0;
    if (total > 0 && ink / total >= SIDE) return true;
  }
  return false;
}

/**
 * What the mark in `box` (the box around its ink) is: an empty or a ticked check box, or undefined when
 * it is no box. `em` is the line's type size.
 */
export function checkBoxOf(image: GreyImage, box: Box, em: number): string | undefined {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (width < em * 0.4 || height < em * 0.4 || width > em * 1.3 || height > em * 1.3) return undefined;
  if (width > height * 1.3 || height > width * 1.3) return undefined;
  const sides =
    drawnSide(image, box, true, box.y0, 1) &&
    drawnSide(image, box, true, box.y1 - 1, -1) &&
    drawnSide(image, box, false, box.x0, 1) &&
    drawnSide(image, box, false, box.x1 - 1, -1);
  if (!sides) return undefined;
  // Inside the sides (a fifth of the box in from each), with room for their thickness.
  const inner = {
    x0: Math.round(box.x0 + width * 0.2),
    y0: Math.round(box.y0 + height * 0.2),
    x1: Math.round(box.x1 - width * 0.2),
    y1: Math.round(box.y1 - height * 0.2),
  };
  let ink = 0;
  let total = 0;
  for (let y = inner.y0; y < inner.y1; y++)
    for (let x = inner.x0; x < inner.x1; x++, total++) ink += isInk(image, x, y) ? 1 : 0;
  return total > 0 && ink / total >= TICKED_FILL ? TICKED : EMPTY;
}

/**
 * Gives check boxes at the start of lines their characters: a first word read as another mark becomes the
 * box, and a box left unread before the first word becomes a word of its own (boxes in the image's pixels).
 */
export function markCheckBoxes(image: GreyImage, lines: readonly LayoutLine[]): void {
  for (const line of lines) {
    const words = line.words;
    const first = words?.[0];
    if (!words || !first) continue;
    const em = line.fontSize ?? first.box.y1 - first.box.y0;
    if (!(em > 0)) continue;
    if (words.length >= 2 && READ_AS.test(first.text)) {
      const ink = inkBox(image, first.box);
      const mark = ink && checkBoxOf(image, ink, em);
      if (mark) {
        first.text = mark;
        line.text = words.map((word) => word.text).join(" ");
      }
      continue;
    }
    // A box nobody read: the ink left of the first word, level with it, set apart from it and from
    // whatever lies further left.
    const band = { y0: first.box.y0 - em * 0.15, y1: first.box.y1 + em * 0.15 };
    const region = { x0: Math.max(0, first.box.x0 - em * 3), x1: first.box.x0 - em * 0.3, ...band };
    if (region.x1 - region.x0 < em * 0.5) continue;
    if (lines.some((other) => other !== line && overlaps(other.box, region))) continue;
    const ink = inkBox(image, region);
    if (!ink || ink.x0 <= region.x0 + 1 || ink.y0 <= region.y0 + 1 || ink.y1 >= region.y1 - 1) continue;
    const mark = checkBoxOf(image, ink, em);
    if (!mark) continue;
    words.unshift({ text: mark, box: ink });
    line.text = `${mark} ${line.text}`;
    line.box = { ...line.box, x0: Math.min(line.box.x0, ink.x0) };
  }
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
