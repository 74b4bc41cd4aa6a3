// Reading order (src/engine/layout/reading-order.ts) on hand-made page geometry: columns, a full-width
// title or figure between two-column bands, narrow items in a gutter, and grids of cells the file writes
// row by row.
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { readingOrder } from "../../src/engine/layout/reading-order.js";
import { partition } from "../../src/engine/partition.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";

interface Item {
  name: string;
  box: { x0: number; y0: number; x1: number; y1: number };
  order?: number;
}

/** A column of `n` lines of 12 pt leading, `name` + line number, from (x0, y0) to x1. */
function column(name: string, x0: number, x1: number, y0: number, n: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `${name}${i + 1}`,
    box: { x0, y0: y0 + i * 12, x1, y1: y0 + i * 12 + 10 },
  }));
}

const order = (items: Item[]) =>
  readingOrder(items, 9)
    .flat()
    .map((item) => item.name);

describe("readingOrder", () => {
  it("reads two columns one after the other, under a full-width title", () => {
    const items = [
      { name: "title", box: { x0: 72, y0: 40, x1: 540, y1: 60 } },
      ...column("L", 72, 296, 80, 5),
      ...column("R", 316, 540, 80, 5),
    ];
    expect(order(items)).toEqual(["title", "L1", "L2", "L3", "L4", "L5", "R1", "R2", "R3", "R4", "R5"]);
  });

  it("reads two-column bands apart when a full-width figure separates them", () => {
    const items = [
      ...column("a", 72, 296, 40, 3),
      ...column("b", 316, 540, 40, 3),
      { name: "figure", box: { x0: 72, y0: 90, x1: 540, y1: 200 } },
      ...column("c", 72, 296, 210, 3),
      ...column("d", 316, 540, 210, 3),
    ];
    expect(order(items)).toEqual([
      ...["a1", "a2", "a3", "b1", "b2", "b3"],
      "figure",
      ...["c1", "c2", "c3", "d1", "d2", "d3"],
    ]);
  });

  it("keeps columns apart when a narrow item sits in the gutter", () => {
    // A footnote mark or a stray number drawn across the gutter would close it for a plain XY-cut.
    const items = [
      ...column("L", 72, 296, 80, 6),
      { name: "mark", box: { x0: 290, y0: 104, x1: 322, y1: 114 } },
      ...column("R", 316, 540, 80, 6),
    ];
    const names = order(items);
    const left = names.filter((name) => name.startsWith("L"));
    const right = names.filter((name) => name.startsWith("R"));
    expect(left).toEqual(["L1", "L2", "L3", "L4", "L5", "L6"]);
    expect(right).toEqual(["R1", "R2", "R3", "R4", "R5", "R6"]);
    // Every left line comes before every right line.
    expect(names.lastIndexOf("L6")).toBeLessThan(names.indexOf("R1"));
    expect(names).toContain("mark");
  });

  it("reads a single column top to bottom, however short its lines", () => {
    const items = [
      ...column("p", 72, 540, 40, 3),
      { name: "short", box: { x0: 72, y0: 76, x1: 110, y1: 86 } },
      ...column("q", 72, 540, 100, 2),
    ];
    expect(order(items)).toEqual(["p1", "p2", "p3", "short", "q1", "q2"]);
  });

  it("reads a line's pieces left to right when one is set above the baseline", () => {
    // A text box or an inline picture's caption raised 7 pt within a 12 pt line, the text layer gives
    // apart from its line; the next line follows at 12 pt leading, display type set solid below it.
    const items = [
      { name: "before", box: { x0: 56, y0: 107, x1: 130, y1: 119 } },
      { name: "raised", box: { x0: 134, y0: 100, x1: 214, y1: 112 } },
      { name: "after", box: { x0: 219, y0: 107, x1: 280, y1: 119 } },
      { name: "next", box: { x0: 56, y0: 119, x1: 280, y1: 131 } },
      { name: "big1", box: { x0: 56, y0: 140, x1: 280, y1: 180 } },
      { name: "big2", box: { x0: 56, y0: 176, x1: 200, y1: 216 } },
    ];
    expect(order(items)).toEqual(["before", "raised", "after", "next", "big1", "big2"]);
  });

  describe("a grid of cells (a table without rules, a sheet printed without gridlines)", () => {
    // Three columns of short cells, four rows, 14 pt apart; the gutters are far wider than an em.
    const columns = [
      [72, 150],
      [200, 260],
      [320, 400],
    ] as const;
    const cells = (): Item[] =>
      Array.from({ length: 4 }, (_, row) =>
        columns.map(([x0, x1], col) => ({
          name: `r${row + 1}c${col + 1}`,
          box: { x0, y0: 40 + row * 14, x1, y1: 50 + row * 14 },
        })),
      ).flat();
    const byRows = [
      "r1c1",
      "r1c2",
      "r1c3",
      "r2c1",
      "r2c2",
      "r2c3",
      "r3c1",
      "r3c2",
      "r3c3",
      "r4c1",
      "r4c2",
      "r4c3",
    ];
    const byColumns = [
      "r1c1",
      "r2c1",
      "r3c1",
      "r4c1",
      "r1c2",
      "r2c2",
      "r3c2",
      "r4c2",
      "r1c3",
      "r2c3",
      "r3c3",
      "r4c3",
    ];
    /** The cells in the order the file writes them. */
    const written = (names: readonly string[]) =>
      cells().map((item) => ({ ...item, order: names.indexOf(item.name) }));

    it("reads it row by row when the file writes it row by row", () => {
      expect(order(written(byRows))).toEqual(byRows);
    });

    it("reads a sparse grid by rows too, most of its rows holding one cell", () => {
      // A sheet's blocks of values: three rows of seven fill two or three columns, the others one.
      const filled = [[0, 1, 2], [0], [1], [0, 1, 2], [2], [0], [0, 1]];
      const items: Item[] = filled.flatMap((cols, row) =>
        cols.map((col) => {
          const [x0, x1] = columns[col] as readonly [number, number];
          return { name: `r${row + 1}c${col + 1}`, box: { x0, y0: 40 + row * 14, x1, y1: 50 + row * 14 } };
        }),
      );
      const names = items.map((item) => item.name);
      expect(order(items.map((item, i) => ({ ...item, order: i })))).toEqual(names);
    });

    it("reads it column by column when the file writes it so", () => {
      expect(order(written(byColumns))).toEqual(byColumns);
    });

    it("reads it column by column when there is no file order (OCR lines)", () => {
      expect(order(cells())).toEqual(byColumns);
    });

    it("is not taken for two columns of text under a title beside a number in the margin", () => {
      // The margin's number (a line number, an arXiv stamp) has a gutter of its own; the columns of text
      // do not, under the full-width title: their lines side by side are no row of cells.
      const items = [
        { name: "title", box: { x0: 72, y0: 40, x1: 540, y1: 60 }, order: 0 },
        ...column("L", 72, 296, 80, 5).map((item, i) => ({ ...item, order: 1 + i })),
        ...column("R", 316, 540, 80, 5).map((item, i) => ({ ...item, order: 6 + i })),
        { name: "margin", box: { x0: 14, y0: 110, x1: 37, y1: 120 }, order: 11 },
      ];
      const names = order(items).filter((name) => name !== "margin");
      expect(names).toEqual(["title", "L1", "L2", "L3", "L4", "L5", "R1", "R2", "R3", "R4", "R5"]);
    });

    it("reads columns of running text one after the other, whatever the file's order", () => {
      // Two full columns of text written line across line (as a file may interleave them).
      const left = column("L", 72, 296, 80, 5);
      const right = column("R", 316, 540, 80, 5);
      const items = left.flatMap((line, i) => [
        { ...line, order: 2 * i },
        { ...(right[i] as Item), order: 2 * i + 1 },
      ]);
      expect(order(items)).toEqual(["L1", "L2", "L3", "L4", "L5", "R1", "R2", "R3", "R4", "R5"]);
    });
  });

  it("reads a PDF's borderless grid in the order its text layer writes it, row by row", async () => {
    // A sheet printed without gridlines: each row written left to right, rows top to bottom.
    const rows = [
      ["Fruit", "Colour", "Price"],
      ["Apples", "Red", "1.20"],
      ["Pears", "Green", "0.90"],
      ["Plums", "Purple", "2.10"],
    ];
    const texts = rows.flatMap((row, r) =>
      row.map((text, c) => ({ x: [72, 220, 360][c] as number, y: 700 - r * 16, size: 10, text })),
    );
    const elements = await partition(
      { data: makePdf([{ texts }]), filename: "sheet.pdf" },
      parsePartitionParameters({ strategy: "hi_res" }),
    );
    const words = elements
      .map((element) => element.text)
      .join(" ")
      .split(/\s+/);
    expect(words).toEqual(rows.flat());
  });
});
