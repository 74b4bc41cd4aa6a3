// Bold type on a scan, measured in the pixels (ocr/weight.ts): lines whose strokes are markedly wider,
// for their type size, than most of the page's are bold; rows of figures only when markedly heavier,
// and faint boxes are not judged.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { LayoutLine } from "../../src/engine/layout/types.js";
import { markBoldLines } from "../../src/engine/ocr/weight.js";

const WIDTH = 600;
const HEIGHT = 400;

/** A white page with, per line, vertical strokes `stroke` px wide across its box: letters drawn as stems. */
async function page(
  lines: { y: number; height: number; stroke: number; grey?: number }[],
): Promise<Uint8Array> {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
  for (const { y, height, stroke, grey = 0 } of lines) {
    for (let x = 20; x + stroke < 560; x += stroke * 3) {
      for (let row = y; row < y + height; row++) pixels.fill(grey, row * WIDTH + x, row * WIDTH + x + stroke);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .png()
    .toBuffer();
}

function line(y: number, height: number, text: string): LayoutLine {
  const box = { x0: 10, y0: y - 2, x1: 570, y1: y + height + 2 };
  return { text, box, fontSize: height, confidence: 90, words: [{ text, box }] };
}

describe("markBoldLines", () => {
  it("marks the line drawn with wider strokes for its size, and no other", async () => {
    const image = await page([
      { y: 20, height: 30, stroke: 3 },
      { y: 80, height: 30, stroke: 5 },
      { y: 140, height: 30, stroke: 3 },
      { y: 200, height: 45, stroke: 4 },
      { y: 280, height: 30, stroke: 3 },
    ]);
    const lines = [
      line(20, 30, "the body of the page"),
      line(80, 30, "A Bold Heading"),
      line(140, 30, "more of the body text"),
      line(200, 45, "Larger Regular Type"),
      line(280, 30, "and the end of it"),
    ];
    await markBoldLines(image, lines);
    expect(lines.map((l) => Boolean(l.bold))).toEqual([false, true, false, false, false]);
  });

  it("holds rows of figures to a markedly heavier stroke, and leaves boxes without contrast unjudged", async () => {
    const image = await page([
      { y: 20, height: 30, stroke: 3 },
      { y: 80, height: 30, stroke: 4 },
      { y: 140, height: 30, stroke: 6, grey: 230 },
      { y: 200, height: 30, stroke: 3 },
      { y: 260, height: 30, stroke: 6 },
    ]);
    const lines = [
      line(20, 30, "the body of the page"),
      // Figures drawn a third heavier than the letters: their regular weight.
      line(80, 30, "12.5 640.25 1,208"),
      line(140, 30, "a faint stamp"),
      line(200, 30, "the end of the body"),
      // Twice as heavy: a bold header of years.
      line(260, 30, "2021 2020"),
    ];
    await markBoldLines(image, lines);
    expect(lines.map((l) => Boolean(l.bold))).toEqual([false, false, false, false, true]);
  });
});
