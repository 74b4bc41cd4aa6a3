// Check boxes on scans (ocr/checkboxes.ts): drawn squares at the start of a line become "☐" or "☑",
// whether Tesseract read them as a letter or not at all; a round letter stays what it was read as.
import { describe, expect, it } from "vitest";
import type { LayoutLine } from "../../src/engine/layout/types.js";
import { checkBoxOf, markCheckBoxes } from "../../src/engine/ocr/checkboxes.js";
import type { GreyImage } from "../../src/engine/ocr/unread.js";

const WIDTH = 600;
const HEIGHT = 200;

function blank(): GreyImage {
  return { data: new Uint8Array(WIDTH * HEIGHT).fill(255), width: WIDTH, height: HEIGHT };
}

function fill(image: GreyImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) image.data.fill(0, y * WIDTH + x0, y * WIDTH + x1);
}

/** A 24-px square outline, two pixels thick, at (x, y); with a tick inside when asked. */
function square(image: GreyImage, x: number, y: number, ticked = false): void {
  fill(image, x, y, x + 24, y + 2);
  fill(image, x, y + 22, x + 24, y + 24);
  fill(image, x, y, x + 2, y + 24);
  fill(image, x + 22, y, x + 24, y + 24);
  if (ticked) for (let i = 0; i < 12; i++) fill(image, x + 6 + i, y + 18 - i, x + 8 + i, y + 20 - i);
}

/** A ring 24 px across: an "O". */
function ring(image: GreyImage, cx: number, cy: number): void {
  for (let y = cy - 12; y < cy + 12; y++)
    for (let x = cx - 12; x < cx + 12; x++) {
      const r = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      if (r <= 12 && r >= 9.5) image.data[y * WIDTH + x] = 0;
    }
}

function ocrLine(words: { text: string; x0: number; x1: number }[], y0 = 50, y1 = 80): LayoutLine {
  return {
    text: words.map((w) => w.text).join(" "),
    box: { x0: words[0]?.x0 ?? 0, y0, x1: words[words.length - 1]?.x1 ?? 0, y1 },
    fontSize: 34,
    confidence: 95,
    words: words.map((w) => ({ text: w.text, box: { x0: w.x0, y0, x1: w.x1, y1 } })),
  };
}

describe("check boxes on scans", () => {
  it("tells an empty box, a ticked one and a round letter apart", () => {
    const image = blank();
    square(image, 20, 52);
    square(image, 120, 52, true);
    ring(image, 232, 64);
    expect(checkBoxOf(image, { x0: 20, y0: 52, x1: 44, y1: 76 }, 34)).toBe("☐");
    expect(checkBoxOf(image, { x0: 120, y0: 52, x1: 144, y1: 76 }, 34)).toBe("☑");
    expect(checkBoxOf(image, { x0: 220, y0: 52, x1: 244, y1: 76 }, 34)).toBeUndefined();
    // A box far smaller or larger than the type is something else.
    expect(checkBoxOf(image, { x0: 20, y0: 52, x1: 44, y1: 76 }, 120)).toBeUndefined();
  });

  it("renames a box read as a letter, adds one left unread, and leaves a line starting with an O", () => {
    const image = blank();
    square(image, 20, 52);
    const misread = ocrLine([
      { text: "O", x0: 20, x1: 44 },
      { text: "TRANSITION", x0: 90, x1: 300 },
    ]);
    const second = blank();
    square(second, 20, 52, true);
    const unread = ocrLine([
      { text: "ANNUAL", x0: 90, x1: 220 },
      { text: "REPORT", x0: 232, x1: 360 },
    ]);
    const third = blank();
    ring(third, 32, 64);
    const letter = ocrLine([
      { text: "O", x0: 20, x1: 44 },
      { text: "Canada", x0: 90, x1: 230 },
    ]);
    markCheckBoxes(image, [misread]);
    markCheckBoxes(second, [unread]);
    markCheckBoxes(third, [letter]);
    expect(misread.text).toBe("☐ TRANSITION");
    expect(unread.text).toBe("☑ ANNUAL REPORT");
    expect(unread.words?.[0]).toEqual({ text: "☑", box: { x0: 20, y0: 52, x1: 44, y1: 76 } });
    expect(unread.box.x0).toBe(20);
    expect(letter.text).toBe("O Canada");
  });
});
