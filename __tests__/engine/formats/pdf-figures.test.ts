// The pictures of a page stacked into one image for OCR, and the recognised lines given back to each.
import { describe, expect, it } from "vitest";
import {
  FIGURE_GAP,
  linesByBand,
  MAX_FIGURE_STACK_HEIGHT,
  stackFigures,
} from "../../../src/engine/formats/pdf/pages.js";
import type { LayoutLine } from "../../../src/engine/layout/types.js";
import { MAX_OCR_PIXELS, MAX_OCR_SIDE } from "../../../src/engine/ocr/limits.js";

function line(text: string, x0: number, y0: number, x1: number, y1: number): LayoutLine {
  return { text, box: { x0, y0, x1, y1 } } as LayoutLine;
}

describe("stackFigures", () => {
  it("stacks pictures top to bottom with white gaps, as wide as the widest", () => {
    const [batch, ...rest] = stackFigures(
      [
        { width: 100, height: 50 },
        { width: 300, height: 20 },
      ],
      1_000_000,
    );
    expect(rest).toEqual([]);
    expect(batch?.width).toBe(300);
    expect(batch?.items).toEqual([
      { index: 0, top: FIGURE_GAP, height: 50 },
      { index: 1, top: FIGURE_GAP + 50 + FIGURE_GAP, height: 20 },
    ]);
    expect(batch?.height).toBe(3 * FIGURE_GAP + 70);
  });

  it("starts another batch where the stack would pass the pixel limit, and a huge picture makes its own", () => {
    const batches = stackFigures(
      [
        { width: 100, height: 100 },
        { width: 100, height: 100 },
        { width: 1000, height: 1000 },
      ],
      100 * (3 * FIGURE_GAP + 200),
    );
    expect(batches.map((b) => b.items.map((i) => i.index))).toEqual([[0, 1], [2]]);
    expect(batches[1]?.items[0]?.top).toBe(FIGURE_GAP);
  });

  it("starts another batch where narrow pictures would stack taller than Tesseract reads", () => {
    // 90 logos of 300 px: 3 MP in all, far below the pixel limit, but 32,700 px high in one stack.
    const sizes = Array.from({ length: 90 }, () => ({ width: 300, height: 300 }));
    const batches = stackFigures(sizes, MAX_OCR_PIXELS);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(batch.height).toBeLessThanOrEqual(MAX_FIGURE_STACK_HEIGHT);
    expect(MAX_FIGURE_STACK_HEIGHT).toBeLessThan(MAX_OCR_SIDE);
    expect(batches.flatMap((b) => b.items.map((i) => i.index))).toEqual(sizes.map((_, i) => i));
    // Each batch as full as the height allows: (12,000 - 64) / 364 = 32 pictures.
    expect(batches.map((b) => b.items.length)).toEqual([32, 32, 26]);
  });

  it("gives a picture taller than the height cap a batch of its own", () => {
    const batches = stackFigures(
      [
        { width: 100, height: 100 },
        { width: 100, height: 500 },
        { width: 100, height: 100 },
      ],
      MAX_OCR_PIXELS,
      400,
    );
    expect(batches.map((b) => b.items.map((i) => i.index))).toEqual([[0], [1], [2]]);
  });
});

describe("linesByBand", () => {
  it("gives each picture the lines centred in its band, row by row and left to right", () => {
    const items = [
      { index: 0, top: 64, height: 100 },
      { index: 1, top: 228, height: 100 },
    ];
    const lines = [
      // Sparse segmentation's order: right word first, lower row before upper.
      line("powered", 120, 120, 200, 150),
      line("python", 120, 70, 200, 110),
      line("A", 20, 80, 40, 100),
      line("Rainfall", 10, 240, 90, 260),
      line("totals", 100, 242, 160, 262),
      // In the gap: no picture's.
      line("~", 10, 180, 20, 200),
    ];
    expect(linesByBand(lines, items)).toEqual(["A python powered", "Rainfall totals"]);
  });

  it("gives a picture without lines no text", () => {
    expect(linesByBand([], [{ index: 0, top: 64, height: 10 }])).toEqual([""]);
  });
});
