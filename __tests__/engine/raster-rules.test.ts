// Ruling lines found in a page's pixels (scans and images): a drawn grid comes out as its rules, text
// strokes and a light shaded area do not.
import { describe, expect, it } from "vitest";
import { type Bitmap, pageRulesFromBitmap, rulesInBitmap } from "../../src/engine/layout/raster-rules.js";

function page(width: number, height: number): Bitmap {
  return { data: new Uint8Array(width * height).fill(255), width, height };
}

function fill(bitmap: Bitmap, x0: number, y0: number, x1: number, y1: number, grey = 0): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) bitmap.data[y * bitmap.width + x] = grey;
}

describe("rules in a bitmap", () => {
  it("finds a grid's horizontal and vertical rules, bridging a pixel's gap, and nothing of the text", () => {
    const bitmap = page(400, 300);
    for (const y of [50, 100, 150]) fill(bitmap, 40, y, 360, y + 2);
    for (const x of [40, 200, 358]) fill(bitmap, x, 50, x + 2, 152);
    fill(bitmap, 120, 100, 121, 102, 255); // a scan's one-pixel break in a rule
    // "Text": short strokes, shorter than the minimum length.
    for (let x = 60; x < 180; x += 12) fill(bitmap, x, 70, x + 6, 80);
    // A light shaded area is paper, not ink.
    fill(bitmap, 210, 110, 350, 145, 220);
    const rules = rulesInBitmap(bitmap, { minLength: 30, maxThickness: 6, gap: 2 });
    const horizontal = rules.filter((r) => r.horizontal).map((r) => [r.box.x0, r.box.y0, r.box.x1, r.box.y1]);
    const vertical = rules.filter((r) => !r.horizontal).map((r) => [r.box.x0, r.box.y0, r.box.x1, r.box.y1]);
    expect(horizontal).toEqual([
      [40, 50, 360, 52],
      [40, 100, 360, 102],
      [40, 150, 360, 152],
    ]);
    expect(vertical).toEqual([
      [40, 50, 42, 152],
      [200, 50, 202, 152],
      [358, 50, 360, 152],
    ]);
  });

  it("leaves out a dark filled area (thicker than a rule) and scales rules to the page", () => {
    const bitmap = page(200, 100);
    fill(bitmap, 20, 20, 180, 60); // a black bar, 40 px thick
    fill(bitmap, 20, 80, 180, 81);
    const rules = pageRulesFromBitmap(bitmap, 0.5, 5);
    expect(rules).toEqual([{ horizontal: true, box: { x0: 10, y0: 40, x1: 90, y1: 40.5 } }]);
  });
});
