// Bold type on a scan. Tesseract's LSTM engine reports no font attributes, so the weight is measured in
// the pixels: in each word's box, the ink is thresholded halfway between the box's lightest and darkest
// grey, and the median length of the horizontal runs of ink is the stroke width. Divided by the line's
// type size it is the same for every size of one weight; a line whose strokes are markedly wider than
// most of the page's is bold. Headings are decided from it (layout/headings.ts) as from the text layer's
// fonts.
import sharp from "sharp";
import { median } from "../../shared/median.js";
import type { LayoutLine } from "../layout/types.js";
import type { GreyImage } from "./unread.js";

/** Strokes this much wider (in ems) than the page's usual ones are bold: regular to bold is about 1.6. */
const BOLD_STROKE_RATIO = 1.35;
/** Rows of figures need more: their strokes measure up to a third wider than letters' of one weight. */
const FIGURE_BOLD_RATIO = 1.5;
/** Words whose lightest and darkest grey are closer than this hold no ink to measure. */
const MIN_CONTRAST = 64;

/** The median horizontal run of ink in a box of a greyscale image, or undefined without ink. */
function strokeRuns(
  grey: Uint8Array,
  width: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  runs: number[],
): void {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(width, Math.ceil(box.x1));
  const height = grey.length / width;
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(height, Math.ceil(box.y1));
  if (x1 - x0 < 2 || y1 - y0 < 2) return;
  let lightest = 0;
  let darkest = 255;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const v = grey[y * width + x] as number;
      if (v > lightest) lightest = v;
      if (v < darkest) darkest = v;
    }
  }
  if (lightest - darkest < MIN_CONTRAST) return;
  const threshold = (lightest + darkest) / 2;
  for (let y = y0; y < y1; y++) {
    let run = 0;
    for (let x = x0; x < x1; x++) {
      if ((grey[y * width + x] as number) < threshold) run++;
      else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
    if (run > 0) runs.push(run);
  }
}

/** The image decoded to grey, one byte a pixel. */
export async function greyOf(image: Uint8Array): Promise<GreyImage> {
  const { data, info } = await sharp(image, { limitInputPixels: false })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A grey PNG with alpha stays two channels; the first is the grey.
  if (info.channels === 1) {
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
      width: info.width,
      height: info.height,
    };
  }
  const grey = new Uint8Array(info.width * info.height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels] as number;
  return { data: grey, width: info.width, height: info.height };
}

/**
 * Marks the lines set in bold type (`bold: true`) from the image they were read from; boxes are in the
 * image's pixels. Lines keep `bold` unset otherwise, as OCR lines always had it.
 */
export async function markBoldLines(
  image: Uint8Array,
  lines: LayoutLine[],
  decoded?: GreyImage | undefined,
): Promise<void> {
  if (lines.length < 2) return;
  const { data: grey, width } = decoded ?? (await greyOf(image));
  const info = { width };
  const strokes: { line: LayoutLine; em: number; chars: number }[] = [];
  const figures: { line: LayoutLine; em: number }[] = [];
  for (const line of lines) {
    const size = line.fontSize ?? line.box.y1 - line.box.y0;
    const letters = (line.text.match(/\p{L}/gu) ?? []).length;
    const digits = (line.text.match(/\p{N}/gu) ?? []).length;
    if (!(size > 0) || letters + digits < 2) continue;
    const runs: number[] = [];
    for (const word of line.words ?? [{ text: line.text, box: line.box }])
      strokeRuns(grey, info.width, word.box, runs);
    if (runs.length < 8) continue;
    // Figures are drawn a little heavier than letters of the same weight: rows of numbers are measured
    // against the letters' usual stroke, but only a markedly heavier one is bold (a bold header of years
    // over a column of amounts), and they do not make the usual.
    if (letters < 2 || digits > letters * 0.4) figures.push({ line, em: median(runs) / size });
    else strokes.push({ line, em: median(runs) / size, chars: letters });
  }
  if (strokes.length < 2) return;
  // The page's usual stroke: the character-weighted median.
  const sorted = [...strokes].sort((a, b) => a.em - b.em);
  const total = sorted.reduce((sum, s) => sum + s.chars, 0);
  let seen = 0;
  let usual = sorted[0]?.em ?? 0;
  for (const stroke of sorted) {
    seen += stroke.chars;
    usual = stroke.em;
    if (seen * 2 >= total) break;
  }
  if (!(usual > 0)) return;
  for (const stroke of strokes) if (stroke.em >= usual * BOLD_STROKE_RATIO) stroke.line.bold = true;
  for (const figure of figures) if (figure.em >= usual * FIGURE_BOLD_RATIO) figure.line.bold = true;
}
