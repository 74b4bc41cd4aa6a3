// Bullets. Tesseract reads the small filled disc that starts a list item as "+", ".", "«", "»" or "*"
// about as often as "•". The pixels tell: a mark at the start of a line whose ink fills its box as a disc
// does (π/4 of it, where a "+" fills a third), about as wide as high, standing clear of the baseline of
// the word after it, is a bullet.
import type { LayoutLine } from "../layout/types.js";
import type { GreyImage } from "./unread.js";

const BULLET = "•";
/** Share of its box a filled disc's ink covers at least (π/4 ≈ 0.79 drawn, less once scanned). */
const MIN_FILL = 0.6;
const INK = 128;

/** Share of the box's pixels that are ink. */
function fillOf(image: GreyImage, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  if (x1 <= x0 || y1 <= y0) return 0;
  let ink = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) if ((image.data[y * image.width + x] as number) < INK) ink++;
  }
  return ink / ((x1 - x0) * (y1 - y0));
}

/** Gives the bullet its character where OCR read it as another mark (boxes in the image's pixels). */
export function markBullets(image: GreyImage, lines: readonly LayoutLine[]): void {
  for (const line of lines) {
    const [first, next] = line.words ?? [];
    if (!first || !next || first.text === BULLET) continue;
    if ([...first.text].length !== 1 || /[\p{L}\p{N}]/u.test(first.text)) continue;
    const width = first.box.x1 - first.box.x0;
    const height = first.box.y1 - first.box.y0;
    const nextHeight = next.box.y1 - next.box.y0;
    if (width <= 0 || height <= 0 || width > height * 1.6 || height > width * 1.6) continue;
    // Smaller than the letters beside it, and raised from their baseline (a full stop sits on it).
    if (height > nextHeight * 0.75) continue;
    const middle = (first.box.y0 + first.box.y1) / 2;
    if (middle > next.box.y1 - nextHeight * 0.25 || middle < next.box.y0) continue;
    if (fillOf(image, first.box) < MIN_FILL) continue;
    first.text = BULLET;
    line.text = (line.words ?? []).map((word) => word.text).join(" ");
  }
}
