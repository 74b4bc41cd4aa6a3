// Ink OCR did not read (ocr/unread.ts) and the case of lone letters (ocr/letter-case.ts): a field of
// one-letter cells that Tesseract's page segmentation drops is found in the pixels and read again, its
// ruling lines painted out; a lone "x" is small or capital by its height against the page's em; a
// filled disc starting a line is a bullet whatever OCR read it as; an unclosed bracket without ink of
// its own before a figure was never printed.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { LayoutLine } from "../../src/engine/layout/types.js";
import { markBullets } from "../../src/engine/ocr/bullets.js";
import { recognizeImage } from "../../src/engine/ocr/index.js";
import { caseLoneLetters } from "../../src/engine/ocr/letter-case.js";
import { dropPhantomBrackets } from "../../src/engine/ocr/phantom-brackets.js";
import { regionWithLines, unreadRegions, withoutRules } from "../../src/engine/ocr/unread.js";

const WIDTH = 1000;
const HEIGHT = 800;

/** A white page with a ruled grid of `rows`×`cols` cells, each holding a 16-px "X" drawn as two strokes. */
function gridPage(rows: number, cols: number, left = 100, top = 200): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const cw = 60;
  const ch = 40;
  for (let r = 0; r <= rows; r++)
    pixels.fill(0, (top + r * ch) * WIDTH + left, (top + r * ch) * WIDTH + left + cols * cw);
  for (let c = 0; c <= cols; c++)
    for (let y = top; y <= top + rows * ch; y++) pixels[y * WIDTH + left + c * cw] = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x0 = left + c * cw + 22;
      const y0 = top + r * ch + 12;
      for (let i = 0; i < 16; i++) {
        pixels[(y0 + i) * WIDTH + x0 + i] = 0;
        pixels[(y0 + i) * WIDTH + x0 + i + 1] = 0;
        pixels[(y0 + i) * WIDTH + x0 + 15 - i] = 0;
        pixels[(y0 + i) * WIDTH + x0 + 16 - i] = 0;
      }
    }
  }
  return pixels;
}

function line(text: string, x0: number, y0: number, height: number): LayoutLine {
  const box = { x0, y0, x1: x0 + text.length * height * 0.5, y1: y0 + height };
  return { text, box, words: [{ text, box }] };
}

const heading = [
  line("Marks", 100, 100, 30),
  line("of", 300, 100, 30),
  line("the", 400, 100, 30),
  line("grid", 500, 100, 30),
  line("below", 600, 100, 30),
];

describe("unreadRegions", () => {
  it("finds a ruled field of glyph-sized marks no word covers, and the rules apart from the marks", () => {
    const image = { data: gridPage(10, 12), width: WIDTH, height: HEIGHT };
    const { regions, mask } = unreadRegions(image, heading, 300);
    expect(regions).toHaveLength(1);
    const [region] = regions;
    expect(region?.x0).toBeLessThanOrEqual(122);
    expect(region?.x1).toBeGreaterThanOrEqual(100 + 11 * 60 + 38);
    expect(region?.y0).toBeLessThanOrEqual(212);
    expect(region?.y1).toBeGreaterThanOrEqual(200 + 9 * 40 + 28);
    // The rules are painted out of the region to be read again; the marks stay.
    const pixels = withoutRules(image, mask as Uint8Array, { x0: 90, y0: 190, x1: 400, y1: 400 });
    expect(pixels.data[10 * pixels.width + 50]).toBe(255);
    expect(pixels.data[(22 + 8) * pixels.width + 10 + 22 + 8]).toBe(0);
  });

  it("finds nothing where the words read cover the marks, nor for a few stray marks", () => {
    const image = { data: gridPage(10, 12), width: WIDTH, height: HEIGHT };
    const rows = Array.from({ length: 10 }, (_, r) => line("x ".repeat(12).trim(), 100, 200 + r * 40, 40));
    for (const row of rows) row.box.x1 = 100 + 12 * 60;
    expect(
      unreadRegions(image, [...heading, ...rows.map((row) => ({ ...row, words: undefined }))], 300).regions,
    ).toEqual([]);
    const few = { data: gridPage(2, 5), width: WIDTH, height: HEIGHT };
    expect(unreadRegions(few, heading, 300).regions).toEqual([]);
  });

  it("takes whole the lines the region cuts, to read them again with it", () => {
    const cut = line("a line across the region's edge", 50, 300, 30);
    const { box, replaced } = regionWithLines({ x0: 100, y0: 200, x1: 800, y1: 600 }, [cut, ...heading]);
    expect(box.x0).toBe(50);
    expect([...replaced]).toEqual([cut]);
  });
});

describe("caseLoneLetters", () => {
  it("makes a lone x small or capital by its height against the page's em", () => {
    // The heading's words measure an em of about 40 px: a small x reaches about 22, a capital about 30.
    const lines = [
      ...heading,
      line("X", 100, 200, 17),
      line("x", 200, 200, 29),
      line("O", 300, 200, 18),
      line("a", 400, 200, 17),
    ];
    caseLoneLetters(lines);
    expect(lines.slice(5).map((l) => l.text)).toEqual(["x", "X", "o", "a"]);
    expect(lines.slice(5).map((l) => l.words?.[0]?.text)).toEqual(["x", "X", "o", "a"]);
  });

  it("leaves the letters as read when the page has too few other words to measure its em", () => {
    const lines = [line("X", 100, 200, 16), line("Group", 100, 100, 30)];
    caseLoneLetters(lines);
    expect(lines[0]?.text).toBe("X");
  });
});

describe("recognizeImage", () => {
  it("reads a ruled grid of one-letter cells that page segmentation alone drops", async () => {
    const pixels = gridPage(10, 12);
    const png = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
      .png()
      .toBuffer();
    const page = await recognizeImage(png, { languages: ["eng"], filename: "grid.png", dpi: 300 });
    const inGrid = page.lines
      .flatMap((l) => l.words ?? [])
      .filter((w) => w.box.y0 >= 195 && /^[xX]+$/.test(w.text));
    expect(inGrid.length).toBeGreaterThanOrEqual(100);
  });
});

describe("markBullets", () => {
  /** A line "<mark> Expand" whose mark is drawn by `draw` in a 10×10 box raised from the baseline. */
  function bulletLine(draw: (x: number, y: number) => boolean, markY = 110) {
    const pixels = new Uint8Array(200 * 200).fill(255);
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < 10; x++) if (draw(x, y)) pixels[(markY + y) * 200 + 20 + x] = 0;
    const mark = { text: "+", box: { x0: 20, y0: markY, x1: 30, y1: markY + 10 } };
    const word = { text: "Expand", box: { x0: 40, y0: 100, x1: 120, y1: 130 } };
    const read: LayoutLine = {
      text: "+ Expand",
      box: { x0: 20, y0: 100, x1: 120, y1: 130 },
      words: [mark, word],
    };
    markBullets({ data: pixels, width: 200, height: 200 }, [read]);
    return read.text;
  }

  it("reads a filled disc raised from the baseline as a bullet", () => {
    expect(bulletLine((x, y) => (x - 4.5) ** 2 + (y - 4.5) ** 2 <= 25)).toBe("• Expand");
  });

  it("keeps a plus sign, and a mark sitting on the baseline", () => {
    expect(bulletLine((x, y) => x === 4 || x === 5 || y === 4 || y === 5)).toBe("+ Expand");
    expect(bulletLine((x, y) => (x - 4.5) ** 2 + (y - 4.5) ** 2 <= 25, 122)).toBe("+ Expand");
  });
});

describe("dropPhantomBrackets", () => {
  /** A word read as `text` over `marks` separate blocks of ink, 8 px wide with 3 px between. */
  function read(text: string, marks: number): string {
    const pixels = new Uint8Array(200 * 60).fill(255);
    for (let m = 0; m < marks; m++) {
      for (let y = 20; y < 40; y++) pixels.fill(0, y * 200 + 20 + m * 11, y * 200 + 28 + m * 11);
    }
    const box = { x0: 20, y0: 20, x1: 20 + marks * 11 - 3, y1: 40 };
    const line: LayoutLine = { text, box, words: [{ text, box }] };
    dropPhantomBrackets({ data: pixels, width: 200, height: 60 }, [line]);
    return line.text;
  }

  it("drops an opening bracket before a figure that has no ink of its own", () => {
    expect(read("[0", 1)).toBe("0");
    expect(read("(137", 3)).toBe("137");
    expect(read("|—", 1)).toBe("—");
  });

  it("keeps brackets that are printed, and closed ones", () => {
    expect(read("(0", 2)).toBe("(0");
    expect(read("(3)", 2)).toBe("(3)");
    expect(read("(a", 1)).toBe("(a");
  });
});
