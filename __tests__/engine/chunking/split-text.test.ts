import { describe, expect, it } from "vitest";
import { splitText } from "../../../src/engine/chunking/split-text.js";
import { collapseWhitespace, cpLength, pyStrip } from "../../../src/engine/text/python-str.js";

describe("splitText", () => {
  it("returns a text that fits as it is", () => {
    expect(splitText("short text", 20, 0)).toEqual(["short text"]);
  });

  it("cuts at the last newline before the limit, even when a space comes later", () => {
    expect(splitText("alpha beta\ngamma delta epsilon", 20, 0)).toEqual([
      "alpha beta",
      "gamma delta epsilon",
    ]);
  });

  it("cuts at the last space before the limit when there is no newline", () => {
    expect(splitText("one two three four five", 10, 0)).toEqual(["one two", "three four", "five"]);
  });

  it("accepts a separator sitting exactly at the limit", () => {
    expect(splitText("aaaa bbbb", 4, 0)).toEqual(["aaaa", "bbbb"]);
  });

  it("cuts mid-word when there is no separator", () => {
    expect(splitText("abcdefghijklmnop", 5, 0)).toEqual(["abcde", "fghij", "klmno", "p"]);
  });

  it("restarts a hard cut `overlap` characters back", () => {
    expect(splitText("abcdefghij", 5, 2)).toEqual(["abcde", "defgh", "ghij"]);
  });

  it("ignores separators inside the overlap window, which could not make progress", () => {
    expect(splitText("a bcdefghij", 6, 2)).toEqual(["a bcde", "defghi", "hij"]);
  });

  it("starts each piece with the tail of the one before (overlap - 1 characters, then a space)", () => {
    const text = Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ");
    const pieces = splitText(text, 40, 10);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(40);
    const rest = pieces.map((piece, i) => {
      if (i === 0) return piece;
      const tail = (pieces[i - 1] as string).slice(-9).trimStart();
      expect(piece.startsWith(`${tail} `)).toBe(true);
      return piece.slice(tail.length + 1);
    });
    // Without the overlaps, the pieces are the text again.
    const rebuilt = rest;
    expect(rebuilt.join(" ")).toBe(text);
  });

  it("counts code points, as Python's len does, and never cuts a surrogate pair", () => {
    const text = "😀😀😀😀😀😀";
    expect(splitText(text, 4, 0)).toEqual(["😀😀😀😀", "😀😀"]);
    expect(splitText(`ab ${"😀".repeat(5)}`, 4, 0)).toEqual(["ab", "😀😀😀😀", "😀"]);
  });

  it("splits a multi-megabyte element in linear time", () => {
    const text = Array.from({ length: 300_000 }, (_, i) => `word${i % 977}`).join(" ");
    const start = performance.now();
    const pieces = splitText(text, 500, 50);
    expect(performance.now() - start).toBeLessThan(2_000);
    for (const piece of pieces) expect(cpLength(piece)).toBeLessThanOrEqual(500);
    expect(pieces[0]?.startsWith("word0 word1")).toBe(true);
    expect(pieces.at(-1)?.endsWith(`word${299_999 % 977}`)).toBe(true);
  });
});

describe("whitespace as Python sees it", () => {
  it("collapses runs of Python whitespace, including no-break and ideographic spaces", () => {
    expect(collapseWhitespace("  a\u00a0\u00a0b\x1cc\u3000 d\n\n\te  ")).toBe("a b c d e");
  });

  it("keeps characters JavaScript calls whitespace but Python does not", () => {
    expect(collapseWhitespace("a\ufeffb \u200bc")).toBe("a\ufeffb \u200bc");
  });

  it("returns clean text unchanged", () => {
    expect(collapseWhitespace("already clean")).toBe("already clean");
    expect(collapseWhitespace("   ")).toBe("");
    expect(pyStrip("\u2003 x \u2028")).toBe("x");
  });
});
