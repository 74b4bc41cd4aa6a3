// The text of a table cell from its words: rotated (vertical) lines, as a spreadsheet's column headers
// are set, read line by line in their own direction, not top to bottom across the page.
import { describe, expect, it } from "vitest";
import { textOfWords, verticalDirection, wordsOf } from "../../src/engine/layout/table-words.js";
import type { Box, LayoutLine } from "../../src/engine/layout/types.js";

const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });

/** A line reading up the page (a quarter turn left), its words from the bottom at x0..x0+8. */
function upLine(x0: number, bottom: number, words: string[]): LayoutLine {
  let y = bottom;
  const placed = words.map((text) => {
    const height = text.length * 5;
    const word = { text, box: box(x0, y - height, x0 + 8, y) };
    y -= height + 3;
    return word;
  });
  return { text: words.join(" "), box: box(x0, y + 3, x0 + 8, bottom), words: placed };
}

describe("vertical lines in table cells", () => {
  it("knows a line reading up, a line reading down and a horizontal line", () => {
    expect(verticalDirection(upLine(100, 300, ["Underlying", "Trading"]))).toBe(-1);
    const up = upLine(100, 300, ["operating", "profit"]);
    const down = { ...up, words: [...(up.words ?? [])].reverse() };
    expect(verticalDirection(down)).toBe(1);
    const flat: LayoutLine = {
      text: "Zone NA",
      box: box(10, 10, 60, 20),
      words: [
        { text: "Zone", box: box(10, 10, 35, 20) },
        { text: "NA", box: box(40, 10, 60, 20) },
      ],
    };
    expect(verticalDirection(flat)).toBeUndefined();
  });

  it("reads a rotated header line by line, left to right, each line from its bottom", () => {
    // Two lines reading up: "Underlying Trading" left of "operating profit (b)", the second line longer.
    const lines = [
      upLine(100, 300, ["Underlying", "Trading"]),
      upLine(112, 300, ["operating", "profit", "(b)"]),
    ];
    expect(textOfWords(wordsOf(lines))).toBe("Underlying Trading operating profit (b)");
  });

  it("reads horizontal words top to bottom, left to right, as before", () => {
    const lines: LayoutLine[] = [
      {
        text: "Net other",
        box: box(10, 10, 60, 20),
        words: [
          { text: "Net", box: box(10, 10, 30, 20) },
          { text: "other", box: box(34, 10, 60, 20) },
        ],
      },
      { text: "income", box: box(10, 22, 50, 32), words: [{ text: "income", box: box(10, 22, 50, 32) }] },
    ];
    expect(textOfWords(wordsOf(lines))).toBe("Net other income");
  });
});
