// findTables on tables drawn with horizontal rules only (booktabs, notes set as one-row tables), on
// hand-made geometry: each case is one way such a table was lost or misread — a note's marker on a line
// of its own beside its text, a marker and its text on one line with the text's further lines hanging
// under it, a row whose cells all wrap, two words alone between two rules, header cells and first cells
// that wrap, a ruled table with one full row — beside what must stay text.
import { describe, expect, it } from "vitest";
import { findTables } from "../../src/engine/layout/tables.js";
import type { LayoutLine } from "../../src/engine/layout/types.js";

const PAGE = { width: 612, height: 792 };
const SIZE = 10;

/** A line of 10 pt type at (x, y): 5 pt per character, a space of 2.5 pt between words. */
function line(x: number, y: number, text: string): LayoutLine {
  const words = [];
  let at = x;
  for (const word of text.split(" ")) {
    words.push({ text: word, box: { x0: at, y0: y, x1: at + word.length * 5, y1: y + SIZE } });
    at += word.length * 5 + 2.5;
  }
  return { text, box: { x0: x, y0: y, x1: at - 2.5, y1: y + SIZE }, fontSize: SIZE, words };
}

/** Two lines the text layer gives as one (cells set close): their words in one line. */
function joined(a: LayoutLine, b: LayoutLine): LayoutLine {
  return {
    ...a,
    text: `${a.text} ${b.text}`,
    box: { ...a.box, x1: b.box.x1 },
    words: [...(a.words ?? []), ...(b.words ?? [])],
  };
}

/** Horizontal rules from x0 to x1 at each y. */
function rules(x0: number, x1: number, ys: number[]) {
  return ys.map((y) => ({ box: { x0, y0: y, x1, y1: y + 0.75 }, horizontal: true }));
}

describe("tables ruled above and below only", () => {
  it("a note's marker on a line of its own, level with its text: a row of two cells", () => {
    const lines = [
      line(48, 134, "•"),
      line(77, 134, "Expand our portfolio of services, products and technologies;"),
    ];
    const tables = findTables(lines, rules(43, 569, [131, 146]), PAGE, SIZE);
    expect(tables.map((t) => t.rows)).toEqual([
      [["•", "Expand our portfolio of services, products and technologies;"]],
    ]);
  });

  it("a note's number and text on one line, its further lines hanging under the text: two cells", () => {
    const lines = [
      joined(
        line(48, 479, "(1)"),
        line(71, 479, "Includes expenses associated with the lawsuit in both 2021 and 2020. There is a"),
      ),
      line(71, 491, "credit balance in 2021 due to claim payments received in 2021."),
    ];
    const tables = findTables(lines, rules(43, 569, [476, 503]), PAGE, SIZE);
    expect(tables.map((t) => t.rows)).toEqual([
      [
        [
          "(1)",
          "Includes expenses associated with the lawsuit in both 2021 and 2020. There is a credit balance in 2021 due to claim payments received in 2021.",
        ],
      ],
    ]);
  });

  it("a paragraph between two rules, its second line back at the left edge, stays text", () => {
    const lines = [
      joined(
        line(48, 479, "(1)"),
        line(71, 479, "Includes expenses associated with the lawsuit in both 2021 and 2020. There is a"),
      ),
      line(48, 491, "credit balance in 2021 due to claim payments received in 2021 and in the year before."),
    ];
    expect(findTables(lines, rules(43, 569, [476, 503]), PAGE, SIZE)).toEqual([]);
  });

  it("a row whose two cells both wrap, tight against the rules: one row, each cell whole", () => {
    const lines = [
      line(48, 550, "R = Right. L = Left. RK = Rocker. C = Counter. LP ="),
      line(48, 561, "Loop."),
      line(280, 550, "B = Bracket. f = Forwards. b = Backwards. o ="),
      line(280, 561, "Outside. i = Inside."),
    ];
    const tables = findTables(lines, rules(43, 494, [548, 572]), PAGE, SIZE);
    expect(tables.map((t) => t.rows)).toEqual([
      [
        [
          "R = Right. L = Left. RK = Rocker. C = Counter. LP = Loop.",
          "B = Bracket. f = Forwards. b = Backwards. o = Outside. i = Inside.",
        ],
      ],
    ]);
  });

  it("two columns of prose between two rules, flowing from the one to the other, stay text", () => {
    const left = [
      "The turns and changes are to be made on the",
      "near side of fixed points determined by the",
      "candidate, the distance between these being",
    ];
    const right = [
      "lengths of the first and last curves are to",
      "be each not less than fifty feet beginning on",
      "forward edges, and thirty on the back edges.",
    ];
    const lines = [
      ...left.map((text, i) => line(48, 112 + i * 12, text)),
      ...right.map((text, i) => line(320, 112 + i * 12, text)),
    ];
    // Set as close to the rules as a row's cells would be: the left column ending full tells them apart.
    expect(findTables(lines, rules(43, 569, [109, 148]), PAGE, SIZE)).toEqual([]);
  });

  it("two words alone between two rules, set apart as cells: a one-row table", () => {
    const lines = [line(48, 348, "Tweet"), line(80, 348, "Share")];
    const tables = findTables(lines, rules(43, 113, [345, 359]), PAGE, SIZE);
    expect(tables.map((t) => t.rows)).toEqual([[["Tweet", "Share"]]]);
  });

  it("a header whose cells wrap under a long word: one header row, each cell whole", () => {
    // "Exhibit Number" wraps in a first column narrower than the two words, leaving "Number" short of
    // the next column; "File No." wraps in its own.
    const lines = [
      line(48, 51, "Exhibit"),
      line(48, 63, "Number"),
      line(118, 51, "Description"),
      line(334, 51, "File"),
      line(334, 63, "No."),
      line(48, 77, "101.LAB"),
      line(118, 77, "Inline XBRL Taxonomy Label Linkbase"),
      line(48, 91, "104"),
      line(118, 91, "Cover Page Interactive Data File"),
    ];
    const ruled = [...rules(43, 400, [48, 104]), ...rules(43, 400, [74.5])];
    const tables = findTables(lines, ruled, PAGE, SIZE);
    expect(tables.map((t) => t.rows)).toEqual([
      [
        ["Exhibit Number", "Description", "File No."],
        ["101.LAB", "Inline XBRL Taxonomy Label Linkbase", ""],
        ["104", "Cover Page Interactive Data File", ""],
      ],
    ]);
    expect(tables[0]?.headerRows).toBe(1);
  });

  it("a row of its first cell alone that wraps: one cell, not a row a line", () => {
    const lines = [
      line(48, 139, "Nevada"),
      line(172, 139, "20-8143439"),
      line(48, 151, "(State or other"),
      line(172, 151, "(IRS Employer"),
      line(48, 163, "6480 Cameron Street"),
      line(48, 173, "305 Las Vegas NV"),
      line(48, 185, "(Address of offices)"),
    ];
    const tables = findTables(lines, rules(43, 292, [136, 197]), PAGE, SIZE);
    expect(tables.map((t) => t.rows)).toEqual([
      [
        ["Nevada", "20-8143439"],
        ["(State or other", "(IRS Employer"],
        ["6480 Cameron Street 305 Las Vegas NV", ""],
        ["(Address of offices)", ""],
      ],
    ]);
  });

  it("a header line whose last cell wraps, given as one line with the cells before it: not prose", () => {
    const lines = [
      joined(
        joined(line(48, 278, "Title of each class"), line(145, 278, "Trading symbol")),
        line(222, 278, "Name of exchange on"),
      ),
      line(222, 288, "which registered"),
      line(48, 300, "Common stock"),
      line(145, 300, "GLXZ"),
      line(222, 300, "OTCQB marketplace"),
    ];
    const ruled = rules(43, 337, [275, 297, 310]);
    expect(findTables(lines, ruled, PAGE, SIZE).map((t) => t.rows)).toEqual([
      [
        ["Title of each class", "Trading symbol", "Name of exchange on which registered"],
        ["Common stock", "GLXZ", "OTCQB marketplace"],
      ],
    ]);
  });

  it("two letters floating in a drawn box (a shape's edges), far from its sides: no table", () => {
    const lines = [line(420, 200, "F"), line(520, 200, "G")];
    expect(findTables(lines, rules(400, 597, [164, 260]), PAGE, SIZE)).toEqual([]);
  });

  it("ruled above and below, one full row over a row of its first cell alone: a table", () => {
    const lines = [
      line(48, 523, "/s/ Cheryl Kondra"),
      line(167, 523, "Director"),
      line(218, 523, "March 30, 2022"),
      line(48, 549, "Cheryl A. Kondra"),
    ];
    const tables = findTables(lines, rules(43, 296, [520, 546, 561]), PAGE, SIZE);
    expect(tables.map((t) => t.rows)).toEqual([
      [
        ["/s/ Cheryl Kondra", "Director", "March 30, 2022"],
        ["Cheryl A. Kondra", "", ""],
      ],
    ]);
  });
});
